#include "whatif/RerunDialog.h"

#include "audit/AuditText.h"
#include "audit/Errata.h"
#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/TurnCommands.h"
#include "io/SafeFile.h"
#include "language/Language.h"
#include "mail/SendDialog.h"
#include "map/MapView.h"
#include "report/WhatIfText.h"
#include "report/WhatIfWords.h"
#include "store/GameStore.h"
#include "turn/MailBatch.h"
#include "whatif/DifferenceTable.h"
#include "whatif/RuleChoice.h"
#include "widgets/ScreenFit.h"
#include "widgets/Worker.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtConcurrentRun>

#include <atomic>

namespace adj::ui {

namespace {

// What the worker gives back: the audit and the current game it compared
// with, or the error.
struct Rerun {
    std::optional<Audit> audit;
    Game before;
    QString error;
};

Rerun rerunFile(const QString &path, int from, const QJsonObject &changes, const std::optional<MessageRuling> &message,
               const std::shared_ptr<std::atomic_bool> &stop, const std::shared_ptr<WorkProgress> &progress)
{
    QString error;
    const std::unique_ptr<GameStore> store = GameStore::open(path, &error, GameStore::Mode::ReadOnly);
    if (!store)
        return {std::nullopt, {}, error};
    std::optional<AuditHistory> history = readAuditHistory(*store, from, &error, message);
    if (!history)
        return {std::nullopt, {}, trCore(error)};
    return {runAudit(*history, changes, {countInto(progress), [stop] { return stop->load(); }}), history->current, {}};
}

// A message of the inbox in a line: its sender, subject and what became of it.
QString messageLine(const InboxMessage &m)
{
    QString status;
    switch (m.status) {
    case InboxMessage::Status::Counts: status = RerunDialog::tr("counted for %1").arg(m.nation); break;
    case InboxMessage::Status::Earlier: status = RerunDialog::tr("replaced by a later one of %1").arg(m.nation); break;
    case InboxMessage::Status::Late: status = RerunDialog::tr("late, not counted"); break;  // accepted, it counts or is earlier
    case InboxMessage::Status::Unmatched: status = RerunDialog::tr("no nation"); break;
    }
    return RerunDialog::tr("%1 — “%2” (%3)").arg(m.sender, m.subject, status);
}

// The codes of the areas a list of differences names.
QStringList areasOf(const QList<StateDifference> &state)
{
    QStringList codes;
    for (const StateDifference &d : state)
        if (d.target == Change::Target::Area && !codes.contains(d.key))
            codes.append(d.key);
    return codes;
}

} // namespace

RerunDialog::RerunDialog(GameFile *file, int from, MapView *map, QWidget *parent)
    : QDialog(parent), m_file(file), m_map(map)
{
    setObjectName(QStringLiteral("rerunDialog"));
    setWindowTitle(tr("Re-run From Here"));
    const Game &game = file->document()->game();
    const QList<int> accepted = file->store() ? file->store()->acceptedTurns() : QList<int>();
    m_from = new QSpinBox;
    m_from->setObjectName(QStringLiteral("rerunFrom"));
    m_from->setRange(accepted.isEmpty() ? from : accepted.first(), accepted.isEmpty() ? from : accepted.last());
    m_from->setValue(from);
    m_choice = new RuleChoice(game, tr("(no rule change)"), this);
    m_choice->key()->setObjectName(QStringLiteral("rerunKey"));
    m_choice->value()->setObjectName(QStringLiteral("rerunValue"));
    m_choice->key()->setCurrentIndex(m_choice->key()->count() > 1 ? 1 : 0);  // a rule choice, as most re-runs are
    m_message = new QComboBox;
    m_message->setObjectName(QStringLiteral("rerunMessage"));
    m_message->setToolTip(tr("A message of the turn's inbox whose decision to take otherwise: a late message "
                             "counted, a message not counted, a message given to a nation"));
    m_message->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_message->setMinimumContentsLength(40);
    m_decision = new QComboBox;
    m_decision->setObjectName(QStringLiteral("rerunDecision"));
    connect(m_from, &QSpinBox::valueChanged, this, &RerunDialog::fillMessages);
    connect(m_message, &QComboBox::currentIndexChanged, this, &RerunDialog::fillDecisions);
    m_note = new QLabel(tr("The re-run reads the game file as saved; it changes nothing until you adopt it."));
    m_note->setWordWrap(true);
    m_summary = new QLabel(tr("Choose a rule choice and its other reading, or a message of the turn and a decision, then Re-run."));
    m_summary->setObjectName(QStringLiteral("rerunSummary"));
    m_summary->setWordWrap(true);

    m_turns = new QListWidget;
    m_turns->setObjectName(QStringLiteral("rerunTurns"));
    m_turns->setAccessibleName(tr("Turns re-run"));
    m_turns->setWordWrap(true);
    m_entry = new QLabel;
    m_entry->setObjectName(QStringLiteral("rerunEntry"));
    m_entry->setWordWrap(true);
    m_entry->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_steps = new QPlainTextEdit;
    m_steps->setObjectName(QStringLiteral("rerunSteps"));
    m_steps->setAccessibleName(tr("Steps that differ"));
    m_steps->setReadOnly(true);
    m_state = new DifferenceTable(QStringLiteral("rerunState"));
    m_state->setAccessibleName(tr("What differs"));
    connect(m_turns, &QListWidget::currentRowChanged, this, &RerunDialog::showEntry);

    auto *form = new QFormLayout;
    form->addRow(tr("From &turn:"), m_from);
    form->addRow(tr("Rule &choice:"), m_choice->key());
    form->addRow(tr("Other &reading:"), m_choice->value());
    form->addRow(tr("&Message of the turn:"), m_message);
    form->addRow(tr("&Decision:"), m_decision);
    auto *detail = new QWidget;
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addWidget(m_entry);
    detailLayout->addWidget(m_steps, 2);
    detailLayout->addWidget(m_state, 1);
    auto *split = new QSplitter;
    split->addWidget(m_turns);
    split->addWidget(detail);
    split->setStretchFactor(1, 3);
    split->setSizes({300, 600});

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *run = buttons->addButton(tr("Re-ru&n"), QDialogButtonBox::ActionRole);
    run->setObjectName(QStringLiteral("rerunRun"));
    run->setDefault(true);
    m_adopt = buttons->addButton(tr("&Adopt as the Game's Course…"), QDialogButtonBox::ActionRole);
    m_adopt->setObjectName(QStringLiteral("rerunAdopt"));
    m_adopt->setToolTip(tr("Make the re-run the game's course from this turn on; the course played is kept in the game file"));
    m_errata = buttons->addButton(tr("Save &Errata…"), QDialogButtonBox::ActionRole);
    m_errata->setObjectName(QStringLiteral("rerunErrata"));
    m_errata->setToolTip(tr("A mail to each player: the ruling, the turns it changed, what changed for the nation"));
    m_send = buttons->addButton(tr("&Send Errata…"), QDialogButtonBox::ActionRole);
    m_send->setObjectName(QStringLiteral("rerunSendErrata"));
    m_send->setToolTip(tr("The errata in Mail's Send dialog: sent through your mail server, each recorded once sent"));
    m_copy = buttons->addButton(tr("Copy as Te&xt"), QDialogButtonBox::ActionRole);
    m_copy->setObjectName(QStringLiteral("rerunCopy"));
    connect(run, &QPushButton::clicked, this, [this] { rerun(); });
    connect(m_adopt, &QPushButton::clicked, this, &RerunDialog::askAdopt);
    connect(m_errata, &QPushButton::clicked, this, &RerunDialog::askSaveErrata);
    connect(m_send, &QPushButton::clicked, this, &RerunDialog::errataToSend);
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(result()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    resizeWithinScreen(this, {920, 640});  // room beside it for the map's rings
    fillMessages();
    clearResult();
}

// Read on a worker (thousands of messages take a tenth of a second), the
// list filled when it is read, if no other turn was chosen since.
void RerunDialog::fillMessages()
{
    m_inbox.clear();
    m_message->clear();
    m_message->addItem(tr("(none: the mail as decided)"));
    m_message->setEnabled(false);
    fillDecisions();
    const int listing = ++m_listing;
    const GameFile::InboxReader read = m_file->inboxReader(m_from->value());
    if (!read)
        return;
    auto *watcher = new QFutureWatcher<QList<InboxMessage>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, listing] {
        watcher->deleteLater();
        if (listing != m_listing)  // another turn chosen since
            return;
        m_inbox = watcher->result();
        for (const InboxMessage &m : m_inbox)
            m_message->addItem(messageLine(m), m.sha256);
        m_message->setEnabled(!m_inbox.isEmpty());
    });
    watcher->setFuture(QtConcurrent::run(workerPool(), [read] {
        QList<InboxMessage> list = read(nullptr);
        for (InboxMessage &m : list)
            m.bytes.clear();  // the list is kept for the dialog's life
        return list;
    }));
}

void RerunDialog::fillDecisions()
{
    m_decision->clear();
    const int row = m_message->currentIndex() - 1;
    m_decision->setEnabled(row >= 0);
    if (row < 0)
        return;
    const InboxMessage &m = m_inbox[row];
    m_decision->addItem(m.status == InboxMessage::Status::Late ? tr("Count it, late as it is") : tr("Count it"),
                        QStringLiteral("count"));
    m_decision->addItem(tr("Do not count it"), QStringLiteral("refuse"));
    for (const Nation &n : m_file->document()->game().nations)
        m_decision->addItem(tr("Count it for %1 %2").arg(n.code, n.name), QStringLiteral("assign:") + n.code);
    // The decision most asked for: a late message counted, a counted one refused, an unmatched one given.
    m_decision->setCurrentIndex(m.status == InboxMessage::Status::Counts ? 1
                                : m.status == InboxMessage::Status::Unmatched && m_decision->count() > 2 ? 2 : 0);
}

std::optional<MessageRuling> RerunDialog::messageRuling() const
{
    const QString sha = m_message->currentData().toString(), decision = m_decision->currentData().toString();
    if (sha.isEmpty() || decision.isEmpty())
        return std::nullopt;
    MessageRuling r;
    r.sha256 = sha;
    r.kind = decision == u"count" ? MessageRuling::Kind::Count
           : decision == u"refuse" ? MessageRuling::Kind::Refuse
                                   : MessageRuling::Kind::Assign;
    if (r.kind == MessageRuling::Kind::Assign)
        r.nation = decision.mid(QStringLiteral("assign:").size());
    return r;
}

RerunDialog::~RerunDialog()
{
    if (m_map)
        m_map->markAreas({});
}

void RerunDialog::clearResult()
{
    m_audit.reset();
    m_turns->clear();
    m_entry->clear();
    m_steps->clear();
    m_state->setRowCount(0);
    m_state->hide();
    m_adopt->setEnabled(false);
    m_errata->setEnabled(false);
    m_send->setEnabled(false);
    m_copy->setEnabled(false);
    if (m_map)
        m_map->markAreas({});
}

QString RerunDialog::rerun()
{
    clearResult();
    m_adopted = false;
    const QJsonObject changes = m_choice->changes();
    Problems problems;
    if (!withOptions(m_file->document()->game(), changes, problems)) {
        QStringList why;
        for (const Problem &p : problems)
            why.append(p.translated());
        m_summary->setText(tr("This value cannot be used: %1").arg(why.join(QStringLiteral("; "))));
        return m_summary->text();
    }
    const std::optional<MessageRuling> message = messageRuling();
    if (changes.isEmpty() && !message) {
        m_summary->setText(tr("Choose a rule choice or a message of the turn to take otherwise."));
        return m_summary->text();
    }
    const int from = m_from->value();
    const auto stop = std::make_shared<std::atomic_bool>(false);
    const auto progress = std::make_shared<WorkProgress>();
    progress->format = tr("%1 of %2 turns re-run");
    const QString path = m_file->path();
    std::optional<Rerun> done = runOnWorker(
        window(), tr("Re-running the turns from %1…").arg(from),
        [path, from, changes, message, stop, progress] { return rerunFile(path, from, changes, message, stop, progress); },
        Cancel::Offered, progress);
    if (!done) {
        stop->store(true);  // the worker stops at its next order
        m_summary->setText(tr("The re-run was cancelled."));
        return m_summary->text();
    }
    if (!done->audit) {
        m_summary->setText(done->error.isEmpty() ? tr("The re-run was cancelled.") : done->error);
        return m_summary->text();
    }
    m_audit = std::move(done->audit);
    m_before = std::move(done->before);
    int touched = 0;
    for (const AuditTurn &t : m_audit->turns) {
        const Comparison &c = t.comparison;
        const qsizetype unfit = ordersNoLongerFitting(c).size();
        touched += c.firstDifference.has_value();
        QString line = !c.firstDifference ? tr("Turn %1: nothing differs").arg(t.turn)
                                          : tr("Turn %1: %n step(s) differ", nullptr, int(c.steps.size())).arg(t.turn)
                                                + tr(", %n difference(s) at its end", nullptr, int(c.state.size()));
        if (unfit)
            line += tr(", %n order(s) no longer fit", nullptr, int(unfit));
        m_turns->addItem(line);
    }
    m_turns->addItem(m_audit->now.isEmpty() ? tr("Now: the game would be the same")
                                            : tr("Now: %n difference(s)", nullptr, int(m_audit->now.size())));
    QString summary = tr("Turns %1 to %2 re-run: %n of them differ.", nullptr, touched)
                          .arg(m_audit->turns.first().turn)
                          .arg(m_audit->turns.last().turn);
    if (m_audit->message)  // whose orders the message's decision changed
        summary += u' ' + messageOrdersText(*m_audit->message, from, Lang::Translated).trimmed().replace(u'\n', QStringLiteral("; "));
    m_summary->setText(summary);
    m_adopt->setEnabled(touched > 0 && !m_file->isReadOnly());
    m_errata->setEnabled(touched > 0);
    m_send->setEnabled(touched > 0);
    m_copy->setEnabled(true);
    m_turns->setCurrentRow(m_turns->count() - 1);  // where the game would stand now
    return {};
}

// A turn re-run (its steps on both sides, its differences at the end), or
// the last row: the game now against the game as it would be.
void RerunDialog::showEntry(int row)
{
    m_steps->clear();
    m_state->setRowCount(0);
    if (!m_audit || row < 0)
        return;
    const Options options = acceptedOptions();
    const bool now = row >= m_audit->turns.size();
    const Comparison c = now ? Comparison{std::nullopt, {}, m_audit->now} : m_audit->turns[row].comparison;
    const Game &names = now ? m_before : m_audit->turns[row].start;
    const WhatIfWords shown = comparisonWords(c, names, m_audit->changes, options,
                                                 m_audit->message ? AlsoDiffers::Ruling : AlsoDiffers::Nothing, Lang::Translated);
    m_entry->setText(now ? m_turns->item(row)->text() : shown.summary);
    m_steps->setPlainText(shown.steps.join(QStringLiteral("\n\n")));
    m_steps->setVisible(!shown.steps.isEmpty());
    QStringList columns = shown.columns;
    if (now && columns.size() == 4)
        columns = {columns[0], columns[1], tr("now"), tr("would be")};
    m_state->showRows(columns, shown.state);
    if (m_map)
        m_map->markAreas(areasOf(c.state));
}

Options RerunDialog::acceptedOptions() const
{
    return Options(*Ruleset::get(m_before.ruleset), m_before.options);
}

QString RerunDialog::result() const
{
    if (!m_audit)
        return {};
    const Language language = languageOf(m_before);  // the game's report language
    return auditText(*m_audit, acceptedOptions(), language.lang());
}

QString RerunDialog::adopt()
{
    if (!m_audit || m_adopted)
        return tr("There is no re-run to adopt.");
    // One entry on Edit › Undo. What was on the stack edited the game the
    // adoption replaces (its unsaved changes are dropped), so it goes.
    QUndoStack *stack = m_file->document()->undoStack();
    stack->clear();
    QString error;
    const QString reason = rulingText(*m_audit, acceptedOptions());
    // A hundred turns written take seconds: on a worker, showing the turns
    // written, not cancelled once begun.
    const auto progress = std::make_shared<WorkProgress>();
    progress->format = tr("%1 of %2 turns written");
    const auto onWorker = [window = QPointer<QWidget>(window()), progress](const std::function<QString()> &work) {
        return window ? *runOnWorker(window, tr("Writing the game's new course…"), work, Cancel::NotOffered, progress) : work();
    };
    stack->push(new AdoptCourseCommand(m_file, *m_audit, reason, &error, onWorker, countInto(progress)));
    if (error.isEmpty()) {
        m_adopted = true;
        m_adopt->setEnabled(false);
        m_summary->setText(tr("The re-run is the game's course from turn %1 on (Edit › Undo takes it back). "
                              "Save the errata for the players.").arg(m_audit->turns.first().turn));
    } else {
        m_summary->setText(error);
    }
    return error;
}

void RerunDialog::askAdopt()
{
    QString text = tr("Make the re-run the game's course from turn %1 on? The turns as played are kept in the game "
                      "file, and Edit › Undo takes the adoption back.").arg(m_audit ? m_audit->turns.first().turn : 0);
    if (m_file->document()->isModified())
        text += tr("\n\nThe current game has unsaved changes; they will be lost.");
    if (QMessageBox::question(this, tr("Adopt the Re-run"), text, QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        == QMessageBox::Yes)
        adopt();
}

QString RerunDialog::saveErrata(const QString &dir)
{
    if (!m_audit)
        return tr("There is no re-run.");
    const TurnReportMail mail = errataMail(m_before, *m_audit, acceptedOptions());
    QList<QPair<QString, QByteArray>> files = reportMailFiles(mail.mails, dir);
    if (const QString error = writeFilesSafely(files, {dir}); !error.isEmpty())
        return error;
    m_summary->setText(tr("%n erratum mail(s) saved in %1", nullptr, int(mail.mails.size())).arg(QDir::toNativeSeparators(dir))
                       + (mail.withoutEmail.isEmpty()
                              ? QString()
                              : tr("; no address for %1").arg(mail.withoutEmail.join(QStringLiteral(", ")))));
    return {};
}

MailBatch RerunDialog::errataBatch() const
{
    if (!m_audit)
        return {};
    return errataMailBatch(m_before, errataMail(m_before, *m_audit, acceptedOptions()));
}

void RerunDialog::askSaveErrata()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Save Errata"), QFileInfo(m_file->path()).absolutePath());
    if (dir.isEmpty())
        return;
    if (const QString error = saveErrata(dir); !error.isEmpty())
        QMessageBox::warning(this, tr("Errata Not Saved"), error);
}

} // namespace adj::ui
