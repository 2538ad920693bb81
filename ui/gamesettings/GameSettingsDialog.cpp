#include "gamesettings/GameSettingsDialog.h"

#include "document/EditCommands.h"
#include "document/GameDocument.h"
#include "mail/Outbox.h"
#include "mailbox/Fetch.h"
#include "mailbox/MailboxPasswords.h"
#include "model/Game.h"
#include "model/GameFields.h"
#include "settings/Settings.h"
#include "widgets/Tones.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QRegularExpression>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

namespace adj::ui {

namespace {
const QString kModerator = QStringLiteral("moderator");
const QString kSchedule = QStringLiteral("schedule");
const QString kMailbox = QStringLiteral("mailbox");

// The first problem the game file would give the value of a top-level field, or "".
QString fileProblem(const QString &field, const QJsonValue &value)
{
    if (value.isUndefined())
        return {};
    Game scratch;
    Problems problems;
    readExtraField(scratch, field, value, problems);
    for (const Problem &p : problems)
        if (p.severity == Problem::Error)
            return p.field + QStringLiteral(": ") + p.translated();
    return {};
}
} // namespace

GameSettingsDialog::GameSettingsDialog(GameDocument *doc, MailboxPasswords *passwords, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
    , m_passwords(passwords)
    , m_name(new QLineEdit)
    , m_email(new QLineEdit)
    , m_hasDeadline(new QCheckBox(tr("&Deadline:")))
    , m_deadline(new QDateTimeEdit)
    , m_zone(new QComboBox)
    , m_grace(new QSpinBox)
    , m_turnDays(new QSpinBox)
    , m_remind(new QLineEdit)
    , m_url(new QLineEdit)
    , m_user(new QLineEdit)
    , m_tag(new QLineEdit)
    , m_smtp(new QLineEdit)
    , m_password(new QLineEdit)
    , m_fetchMinutes(new QSpinBox)
    , m_keyringNote(new QLabel)
    , m_problem(new QLabel)
{
    setObjectName(QStringLiteral("gameSettingsDialog"));
    setWindowTitle(tr("Game Settings"));

    auto *moderator = new QGroupBox(tr("Moderator"));
    auto *moderatorForm = new QFormLayout(moderator);
    m_name->setPlaceholderText(tr("Moderator"));
    m_email->setPlaceholderText(tr("you@example.org"));
    m_email->setToolTip(tr("Every mail the program writes is sent from this address, and players reply to it"));
    moderatorForm->addRow(tr("&Name:"), m_name);
    moderatorForm->addRow(tr("&E-mail:"), m_email);

    auto *schedule = new QGroupBox(tr("Schedule"));
    auto *scheduleForm = new QFormLayout(schedule);
    m_deadline->setTimeSpec(Qt::UTC);  // the date and time as written; the zone is chosen beside it
    m_deadline->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
    m_deadline->setCalendarPopup(true);
    m_zone->setEditable(true);
    m_zone->setInsertPolicy(QComboBox::NoInsert);
    m_zone->addItem(tr("(the deadline's offset)"), QString());
    for (const QByteArray &id : QTimeZone::availableTimeZoneIds())
        m_zone->addItem(QString::fromLatin1(id), QString::fromLatin1(id));
    m_zone->completer()->setFilterMode(Qt::MatchContains);
    m_zone->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_zone->setToolTip(tr("The zone the deadline is shown to players in; the next deadline keeps its local time across daylight saving"));
    scheduleForm->addRow(m_hasDeadline, m_deadline);
    scheduleForm->addRow(tr("Time &zone:"), m_zone);
    m_grace->setRange(0, 10080);
    m_grace->setSuffix(tr(" min"));
    m_grace->setToolTip(tr("Orders received up to the deadline plus the grace count"));
    scheduleForm->addRow(tr("&Grace:"), m_grace);
    m_turnDays->setRange(0, 365);
    m_turnDays->setSpecialValueText(tr("no next deadline"));
    m_turnDays->setSuffix(tr(" days"));
    scheduleForm->addRow(tr("&Turn every:"), m_turnDays);
    m_remind->setPlaceholderText(tr("48, 6"));
    m_remind->setToolTip(tr("When reminders are due, in hours before the deadline"));
    scheduleForm->addRow(tr("&Reminders (hours before):"), m_remind);

    auto *mailbox = new QGroupBox(tr("Mailbox"));
    auto *mailboxForm = new QFormLayout(mailbox);
    m_url->setPlaceholderText(QStringLiteral("imaps://imap.example.org/INBOX"));
    m_url->setToolTip(tr("imap://, imaps://, pop3:// or pop3s:// with the host, the port and for IMAP the folder"));
    mailboxForm->addRow(tr("&URL:"), m_url);
    mailboxForm->addRow(tr("U&ser:"), m_user);
    m_password->setEchoMode(QLineEdit::Password);
    mailboxForm->addRow(tr("&Password:"), m_password);
    m_keyringNote->setObjectName(QStringLiteral("keyringNote"));
    m_keyringNote->setWordWrap(true);
    mailboxForm->addRow(QString(), m_keyringNote);
    m_fetchMinutes->setRange(0, 1440);
    m_fetchMinutes->setSpecialValueText(tr("never"));
    m_fetchMinutes->setSuffix(tr(" min"));
    m_fetchMinutes->setToolTip(tr("How often the mailbox is fetched while the game is open (kept by this computer, not in the game)"));
    mailboxForm->addRow(tr("&Fetch every:"), m_fetchMinutes);
    m_tag->setPlaceholderText(tr("none: the mailbox is this game's alone"));
    m_tag->setToolTip(tr("The game's short name, 2 to 12 letters or digits, when several games share the mailbox: "
                         "every mail for the game begins its subject with it, [BRIT], and a message that names it is the game's"));
    mailboxForm->addRow(tr("T&ag:"), m_tag);
    m_smtp->setPlaceholderText(QStringLiteral("smtps://mail.example.org"));
    m_smtp->setToolTip(tr("smtp:// or smtps://: the server the game's mail goes out through, with the mailbox's user and password"));
    mailboxForm->addRow(tr("S&MTP server:"), m_smtp);

    m_problem->setObjectName(QStringLiteral("settingsProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(tone::css(tone::error()));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &GameSettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(moderator);
    layout->addWidget(schedule);
    layout->addWidget(mailbox);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    load();
    for (QLineEdit *edit : {m_name, m_email, m_remind, m_url, m_user, m_tag, m_smtp})
        connect(edit, &QLineEdit::textChanged, this, &GameSettingsDialog::check);
    connect(m_hasDeadline, &QCheckBox::toggled, m_deadline, &QWidget::setEnabled);
    connect(m_hasDeadline, &QCheckBox::toggled, this, &GameSettingsDialog::check);
    connect(m_deadline, &QDateTimeEdit::dateTimeChanged, this, &GameSettingsDialog::check);
    connect(m_zone, &QComboBox::currentTextChanged, this, &GameSettingsDialog::check);
    connect(m_passwords, &MailboxPasswords::keyringChanged, this, [this] { m_keyringNote->setText(m_passwords->keyringText()); });
    m_keyringNote->setText(m_passwords->keyringText());
    m_passwords->probe();  // said at once, not only once a password is looked for
    check();
}

void GameSettingsDialog::load()
{
    const Game &g = m_doc->game();
    const Moderator moderator = gameModeratorField(g);
    m_name->setText(moderator.name);
    m_email->setText(moderator.email);

    const Schedule s = gameSchedule(g).value_or(Schedule());
    m_loadedDeadline = s.deadline;
    m_hasDeadline->setChecked(s.deadline.isValid());
    m_deadline->setEnabled(s.deadline.isValid());
    const int zone = m_zone->findData(s.timeZone);
    m_zone->setCurrentIndex(zone < 0 ? 0 : zone);
    // Shown in the chosen zone; a new deadline a week from now at 18:00.
    const QDateTime shown = s.deadline.isValid() ? s.deadline.toTimeZone(scheduleZone(s))
                                                 : QDateTime(QDate::currentDate().addDays(7), QTime(18, 0));
    m_deadline->setDateTime(QDateTime(shown.date(), shown.time(), Qt::UTC));
    m_grace->setValue(s.graceMinutes);
    m_turnDays->setValue(s.turnDays);
    QStringList hours;
    for (int h : s.remindHours)
        hours.append(QString::number(h));
    m_remind->setText(hours.join(QStringLiteral(", ")));

    const Mailbox m = gameMailbox(g).value_or(Mailbox());
    m_url->setText(m.url);
    m_user->setText(m.user);
    m_tag->setText(m.tag);
    m_smtp->setText(m.smtp);
    if (!m.url.isEmpty()) {
        m_fetchMinutes->setValue(settings::fetchMinutes.value(MailboxPasswords::keyOf(m)));
        QPointer<GameSettingsDialog> self(this);
        m_passwords->find(m, [self](const QString &password) {
            if (self && self->m_password->text().isEmpty()) {
                self->m_loadedPassword = password;
                self->m_password->setText(password);
            }
        });
    }
}

QString GameSettingsDialog::zoneId() const
{
    const QString text = m_zone->currentText().trimmed();
    return text == m_zone->itemText(0) ? QString() : text;
}

QTimeZone GameSettingsDialog::chosenZone() const
{
    if (!zoneId().isEmpty())
        return QTimeZone(zoneId().toLatin1());
    // No zone: the deadline's own offset, or this computer's for a new one.
    return QTimeZone(m_loadedDeadline.isValid() ? m_loadedDeadline.offsetFromUtc()
                                                : QDateTime::currentDateTime().offsetFromUtc());
}

std::optional<Schedule> GameSettingsDialog::schedule(QString *why) const
{
    Schedule s;
    s.timeZone = zoneId();
    if (!s.timeZone.isEmpty()) {
        if (!QTimeZone::isTimeZoneIdAvailable(s.timeZone.toLatin1())) {
            *why = tr("Time zone: \"%1\" is not a time zone's name (an IANA name, like Europe/Berlin)").arg(s.timeZone);
            return std::nullopt;
        }
    }
    if (m_hasDeadline->isChecked()) {
        const QDateTime written = m_deadline->dateTime();
        const QTimeZone zone = chosenZone();
        const QDateTime at(written.date(), written.time(), zone);
        if (!at.isValid() || at.time() != written.time()) {
            *why = tr("Deadline: %1 does not exist in %2 (the clocks skip it for daylight saving)")
                       .arg(written.toString(QStringLiteral("yyyy-MM-dd HH:mm")), QString::fromLatin1(zone.id()));
            return std::nullopt;
        }
        s.deadline = at.toOffsetFromUtc(at.offsetFromUtc());
    }
    s.graceMinutes = m_grace->value();
    s.turnDays = m_turnDays->value();
    for (const QString &word : m_remind->text().split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int hours = word.toInt(&ok);
        if (!ok || hours < 0 || hours > 10000) {
            *why = tr("Reminders: \"%1\" is not a whole number of hours from 0 to 10,000").arg(word);
            return std::nullopt;
        }
        s.remindHours.append(hours);
    }
    return s;
}

GameSettingsDialog::Values GameSettingsDialog::values(QString *why) const
{
    Values v;
    why->clear();
    const QString name = m_name->text().trimmed(), email = m_email->text().trimmed();
    if (!name.isEmpty() || !email.isEmpty()) {
        static const QRegularExpression address(QStringLiteral("^[^@\\s<>,;]+@[^@\\s<>,;]+\\.[^@\\s<>,;]+$"));
        if (email.isEmpty())
            *why = tr("Moderator: the e-mail address is needed, every mail the program writes is sent from it");
        else if (!address.match(email).hasMatch())
            *why = tr("Moderator: \"%1\" is not an e-mail address").arg(email);
        v.moderator = moderatorJson({name, email});
        Game probe;
        setGameModerator(probe, {name, email});
        if (why->isEmpty() && !hasModeratorAddress(probe))
            *why = tr("Moderator: %1 is only the placeholder, give the address the players write to").arg(email);
    }
    if (why->isEmpty()) {
        if (const auto s = schedule(why)) {
            const QJsonObject o = scheduleJson(*s);
            if (!o.isEmpty())
                v.schedule = o;
        }
    }
    const Mailbox m{m_url->text().trimmed(), m_user->text().trimmed(), m_tag->text().trimmed(), m_smtp->text().trimmed()};
    if (why->isEmpty() && (!m.url.isEmpty() || !m.user.isEmpty() || !m.tag.isEmpty() || !m.smtp.isEmpty())) {
        CoreText urlProblem;
        if (!readMailboxUrl(m.url, urlProblem))
            *why = tr("Mailbox URL: %1").arg(urlProblem.translated());
        v.mailbox = mailboxJson(m);
    }
    for (const auto &[field, value] : {std::pair{kModerator, v.moderator}, {kSchedule, v.schedule}, {kMailbox, v.mailbox}})
        if (why->isEmpty())
            *why = fileProblem(field, value);
    return v;
}

void GameSettingsDialog::check()
{
    QString why;
    values(&why);
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
}

void GameSettingsDialog::accept()
{
    QString why;
    const Values v = values(&why);
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    if (!why.isEmpty())
        return;
    // One undoable step for every field that changed.
    auto *command = new QUndoCommand(tr("Game settings"));
    for (const auto &[field, value] : {std::pair{kModerator, v.moderator}, {kSchedule, v.schedule}, {kMailbox, v.mailbox}}) {
        const QJsonValue before = m_doc->field(Change::Target::Game, QString(), field);
        if (before != value)
            new SetField(m_doc, Change::Target::Game, QString(), field, before, value, command);
    }
    if (command->childCount())
        m_doc->undoStack()->push(command);
    else
        delete command;
    // The window's own part: how often to fetch, and the password (never in the game).
    const Mailbox m{m_url->text().trimmed(), m_user->text().trimmed(), m_tag->text().trimmed(), m_smtp->text().trimmed()};
    if (!m.url.isEmpty()) {
        settings::fetchMinutes.set(MailboxPasswords::keyOf(m), m_fetchMinutes->value());
        if (m_password->text() != m_loadedPassword && !m_password->text().isEmpty())
            m_passwords->keep(m, m_password->text());
    }
    QDialog::accept();
}

} // namespace adj::ui
