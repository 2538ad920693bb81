#include "mail/TurnInboxDock.h"

#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "mail/InboxModel.h"
#include "mail/MailPicker.h"
#include "turn/MailBatch.h"
#include "turn/TurnInbox.h"
#include "turn/TurnStart.h"
#include "widgets/ButtonFlow.h"
#include "widgets/Worker.h"

#include <QAction>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTabWidget>
#include <QTreeView>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

namespace adj::ui {

namespace {

// One decision about one message of a turn's inbox — a nation assigned by
// hand, a late message accepted — kept in the game file at once; undo puts
// the message's decision back as it was.
class DecideMessage : public QUndoCommand
{
public:
    DecideMessage(GameFile *file, int turn, const QString &sha256, const MailDecision &before,
                  const MailDecision &after, const QString &text)
        : QUndoCommand(text), m_file(file), m_turn(turn), m_sha(sha256), m_before(before), m_after(after)
    {
    }
    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    void apply(const MailDecision &d)
    {
        QList<InboxMessage> held = m_file->inbox(m_turn);
        for (InboxMessage &m : held)
            if (m.sha256 == m_sha) {
                m.assigned = d.nation;
                m.acceptLate = d.acceptLate;
            }
        m_file->decideInbox(m_turn, held);  // a failure is shown through inboxFailed
    }

    GameFile *m_file;
    int m_turn;
    QString m_sha;
    MailDecision m_before, m_after;
};

// What became of a message, and what the moderator decided about it.
QString statusText(const InboxMessage &m)
{
    QString status;
    switch (m.status) {
    case InboxMessage::Status::Counts: status = TurnInboxDock::tr("Counts for %1").arg(m.nation); break;
    case InboxMessage::Status::Earlier: status = TurnInboxDock::tr("Replaced by a later message of %1").arg(m.nation); break;
    case InboxMessage::Status::Late: status = TurnInboxDock::tr("Late, not counted (Accept Late counts it)"); break;
    case InboxMessage::Status::Unmatched: status = TurnInboxDock::tr("No nation (Assign to Nation… gives it one)"); break;
    }
    if (!m.assigned.isEmpty())
        status += TurnInboxDock::tr("; assigned to %1 by hand").arg(m.assigned);
    if (m.acceptLate)
        status += TurnInboxDock::tr("; late, accepted");
    return status;
}

// The work run on a worker thread while the dock's window waits for it in a
// local event loop (widgets/Worker.h): reading, keeping and sorting a large
// mail never blocks the window.
template <typename Work>
auto onWorker(QWidget *dock, const QString &label, Work work)
{
    return *runOnWorker(dock, label, std::move(work), Cancel::NotOffered);
}

QPlainTextEdit *readOnlyText(const QString &placeholder)
{
    auto *text = new QPlainTextEdit;
    text->setReadOnly(true);
    text->setLineWrapMode(QPlainTextEdit::NoWrap);
    text->setPlaceholderText(placeholder);
    return text;
}

} // namespace

TurnInboxDock::TurnInboxDock(GameDocument *doc, GameFile *file, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_file(file)
    , m_model(new InboxModel(this))
    , m_view(new QTreeView)
    , m_summary(new QLabel)
    , m_note(new QLabel)
    , m_preview(new QTabWidget)
    , m_text(readOnlyText(tr("Click a message to read it.")))
    , m_source(readOnlyText(tr("The message exactly as received.")))
    , m_import(new QAction(tr("&Import Mail Files…"), this))
    , m_assign(new QAction(tr("Assign to &Nation…"), this))
    , m_acceptLate(new QAction(tr("Accept &Late"), this))
    , m_takeAddress(new QAction(tr("Use the Sender's &Address for the Nation"), this))
    , m_useOrders(new QAction(tr("&Use These Orders"), this))
    , m_confirm(new QAction(tr("Send &Confirmations…"), this))
    , m_remind(new QAction(tr("Send Re&minders…"), this))
{
    m_import->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    m_import->setToolTip(tr("Add .eml files, mbox files or a maildir folder to the turn's inbox"));
    m_assign->setToolTip(tr("Give the unmatched message to a nation: its orders become that nation's"));
    m_acceptLate->setToolTip(tr("Let the late message count as if it had come in time"));
    m_takeAddress->setToolTip(tr("Make the sender of the message the moderator gave to a nation that nation's e-mail address"));
    m_useOrders->setToolTip(tr("Put the orders of every counted message into the turn's orders"));
    m_confirm->setToolTip(tr("Reply to each message of the turn that has had no reply yet: its orders as read and their problems"));
    m_remind->setToolTip(tr("Remind of the deadline each nation without orders, or whose orders have problems"));
    m_confirm->setObjectName(QStringLiteral("sendConfirmationsAction"));
    m_remind->setObjectName(QStringLiteral("sendRemindersAction"));
    connect(m_confirm, &QAction::triggered, this, &TurnInboxDock::sendConfirmations);
    connect(m_remind, &QAction::triggered, this, &TurnInboxDock::sendReminders);
    connect(m_import, &QAction::triggered, this, &TurnInboxDock::importFiles);
    connect(m_assign, &QAction::triggered, this, &TurnInboxDock::assignSelected);
    connect(m_acceptLate, &QAction::triggered, this, &TurnInboxDock::acceptSelected);
    connect(m_takeAddress, &QAction::triggered, this, [this] { takeAddress(selectedSha()); });
    connect(m_useOrders, &QAction::triggered, this, [this] {
        emit ordersTaken(ordersText(), int(m_model->inbox().mail.received.size()));
    });

    m_view->setModel(m_model);
    m_view->setObjectName(QStringLiteral("turnInboxView"));
    m_view->setAccessibleName(tr("Messages of the turn, by nation"));
    m_view->setUniformRowHeights(true);
    m_view->setIndentation(m_view->indentation() * 2 / 3);  // the nation code near its heading: room for the columns
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(true);
    // The subject stretched over what is left, however little: no scrolling sideways.
    m_view->header()->setMinimumSectionSize(fontMetrics().horizontalAdvance(QStringLiteral("Mmm")));
    m_view->header()->setResizeContentsPrecision(200);  // columns fitted to the first rows: quick for thousands
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->addActions({m_assign, m_acceptLate, m_takeAddress});
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        showSelected();
        updateActions();
    });
    m_text->setAccessibleName(tr("Message"));
    m_source->setAccessibleName(tr("Message as received"));
    m_preview->addTab(m_text, tr("Message"));
    m_preview->addTab(m_source, tr("Source"));
    m_note->setWordWrap(true);
    m_note->hide();

    // The turn's actions in a row that wraps, none hidden behind an overflow
    // button; the message's own actions above it, just those that apply.
    QWidget *row = buttonFlow({m_import, m_useOrders, m_confirm, m_remind});
    m_messageActions = buttonFlow({m_assign, m_acceptLate, m_takeAddress}, true);
    m_summary->setWordWrap(true);
    auto *message = new QWidget;
    auto *messageLayout = new QVBoxLayout(message);
    messageLayout->setContentsMargins(0, 0, 0, 0);
    messageLayout->addWidget(m_messageActions);
    messageLayout->addWidget(m_preview, 1);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_view);
    split->addWidget(message);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(row);
    layout->addWidget(split, 1);
    layout->addWidget(m_note);

    // The game file sorts and checks the inbox once per change (after mail
    // is added, a decision, another game or turn); the dock shows it.
    connect(m_file, &GameFile::inboxChanged, this, &TurnInboxDock::refresh);
    connect(m_file, &GameFile::inboxFailed, this, &TurnInboxDock::say);
    refresh();
}

void TurnInboxDock::refresh()
{
    const QString selected = selectedSha();
    const Game &game = m_doc->game();
    QString error;
    m_model->setInbox(m_file->checkedInbox(), game);
    // Kept bytes that no longer read as mail (another tool wrote them) are named.
    for (const Problem &p : m_model->inbox().problems)
        error += (error.isEmpty() ? QString() : QStringLiteral("\n")) + p.toString(Lang::Translated);
    if (!error.isEmpty())
        say(error);
    // Headings across the row; the columns as wide as the messages need.
    for (int g = InboxModel::Received; g <= InboxModel::Earlier; ++g)
        m_view->setFirstColumnSpanned(g, QModelIndex(), true);
    m_view->expandAll();
    m_view->collapse(m_model->group(InboxModel::Earlier)->index());
    // Each column as wide as it needs, the sender's name at most 7 letters
    // (the address in its tooltip), the subject what is left.
    for (int c = InboxModel::NationColumn; c < InboxModel::SubjectColumn; ++c)
        m_view->resizeColumnToContents(c);
    const int from = fontMetrics().horizontalAdvance(QStringLiteral("Mmmmmmm"));
    m_view->setColumnWidth(InboxModel::FromColumn, std::min(m_view->columnWidth(InboxModel::FromColumn), from));
    m_view->setColumnWidth(InboxModel::SubjectColumn, m_view->header()->minimumSectionSize());  // then stretched
    const TurnMail &t = m_model->inbox().mail;
    m_summary->setText(tr("Turn %1: %2 of %n nation(s) sent orders; %3 missing, %4 late, %5 unmatched.", nullptr,
                          int(game.nations.size()))
                           .arg(game.turn).arg(t.received.size()).arg(t.missing.size()).arg(t.late.size())
                           .arg(t.unmatched.size()));
    if (const QModelIndex again = m_model->indexOf(selected); again.isValid())
        m_view->setCurrentIndex(again);
    showSelected();
    updateActions();
}

int TurnInboxDock::add(const QList<InboxMessage> &records, const Problems &problems)
{
    m_problems += problems;
    int added = 0, earlier = 0;
    // Kept, then sorted and checked on a worker (a mailbox's worth of
    // messages would block the window): the dock follows (inboxChanged).
    const QString error = m_file->addToInbox(m_doc->game().turn, records, &added, [this](const auto &work) {
        return onWorker(this, tr("Keeping the mail in the game file…"), work);
    }, &earlier);
    // The failure is said already (inboxFailed).
    QStringList note{error.isEmpty() ? tr("%n new message(s) in the inbox.", nullptr, added)
                                           + (records.size() - earlier > added
                                                  ? QLatin1Char(' ') + tr("%n already held.", nullptr, int(records.size() - earlier - added))
                                                  : QString())
                                     : m_note->text()};
    if (error.isEmpty() && earlier > 0)
        note << earlierLeftOut(earlier).translated();
    for (const Problem &p : problems)
        note << p.toString(Lang::Translated);
    say(note.join(QLatin1Char('\n')));
    return added;
}

int TurnInboxDock::addMessages(const QList<QByteArray> &messages, const QString &source)
{
    const int turn = m_doc->game().turn;
    const auto [records, problems] =
        onWorker(this, tr("Reading %n message(s)…", nullptr, int(messages.size())), [messages, source, turn] {
            Problems problems;
            QList<MailMessage> read;
            for (qsizetype i = 0; i < messages.size(); ++i)
                if (std::optional<MailMessage> m = readMessage(messages[i], source, int(i + 1), problems))
                    read.append(std::move(*m));
            return std::pair{inboxRecords(read, turn, source), problems};
        });
    return add(records, problems);
}

int TurnInboxDock::addPaths(const QStringList &paths, const QString &source)
{
    const int turn = m_doc->game().turn;
    const auto [records, problems] = onWorker(this, tr("Reading the mail…"), [paths, source, turn] {
        Problems problems;
        const QList<MailMessage> read = readMail(paths, problems);
        return std::pair{inboxRecords(read, turn, source), problems};
    });
    return add(records, problems);
}

bool TurnInboxDock::assign(const QString &sha256, const QString &nation)
{
    const InboxMessage *m = m_model->messageAt(m_model->indexOf(sha256));
    if (!m || m->status != InboxMessage::Status::Unmatched || !m_doc->game().nation(nation)) {
        say(tr("Only an unmatched message can be given to a nation of the game."));
        return false;
    }
    const QString sender = m->sender;
    m_doc->undoStack()->push(new DecideMessage(m_file, m_doc->game().turn, sha256, {m->assigned, m->acceptLate},
                                               {nation, m->acceptLate},
                                               tr("Assign the message from %1 to %2").arg(sender, nation)));
    // A player writing from a new address: offered, never done unasked.
    if (newAddress(sha256))
        say(tr("%1 is not the address the game has for %2: Use the Sender's Address for the Nation (above the message, "
               "or its context menu) makes it theirs.").arg(sender, nation));
    updateActions();
    return true;
}

bool TurnInboxDock::newAddress(const QString &sha256) const
{
    const InboxMessage *m = m_model->messageAt(m_model->indexOf(sha256));
    const Nation *n = m && !m->assigned.isEmpty() ? m_doc->game().nation(m->assigned) : nullptr;
    return n && !m->sender.isEmpty() && n->email.compare(m->sender, Qt::CaseInsensitive) != 0;
}

bool TurnInboxDock::takeAddress(const QString &sha256)
{
    if (!newAddress(sha256))
        return false;
    const InboxMessage *m = m_model->messageAt(m_model->indexOf(sha256));
    const QString nation = m->assigned, sender = m->sender;
    // One step of Edit › Undo, as an edit in the Nations table is.
    const QString refused = m_doc->editNation(nation, QStringLiteral("email"), sender);
    say(refused.isEmpty() ? tr("%1's e-mail address is now %2.").arg(nation, sender) : refused);
    updateActions();
    return refused.isEmpty();
}

bool TurnInboxDock::acceptLate(const QString &sha256)
{
    const InboxMessage *m = m_model->messageAt(m_model->indexOf(sha256));
    if (!m || m->status != InboxMessage::Status::Late) {
        say(tr("Only a late message can be accepted."));
        return false;
    }
    m_doc->undoStack()->push(new DecideMessage(m_file, m_doc->game().turn, sha256, {m->assigned, m->acceptLate},
                                               {m->assigned, true},
                                               tr("Accept the late message from %1 (%2)").arg(m->sender, m->nation)));
    return true;
}

// Each nation's orders under a comment naming the message they come from:
// its sender and when it was received, as the Received column has it whole.
QString TurnInboxDock::ordersText() const
{
    QString out;
    for (const OrdersMail &m : m_model->inbox().mail.received) {
        const QString sender = m.message.fromName.isEmpty() ? m.message.from
                                                            : QStringLiteral("%1 <%2>").arg(m.message.fromName, m.message.from);
        out += tr("# %1: from %2, received %3", "a comment over a nation's orders taken from the mail")
                   .arg(m.nation, sender, InboxModel::receivedText(m.message.received, m_doc->game()))
               + u'\n' + ordersFileText(m);
    }
    return out;
}

void TurnInboxDock::importFiles()
{
    const QStringList paths = MailPicker::choose(this, tr("Import Mail Files"), m_doc->filePath());
    if (!paths.isEmpty())
        addPaths(paths);
}

void TurnInboxDock::sendConfirmations()
{
    const Game &game = m_doc->game();
    const MailBatch batch =
        confirmationBatch(game, m_model->inbox().mail, gameLateRule(game), m_file->sentMail(game.turn));
    if (batch.mails.isEmpty())
        return say(tr("Every message of turn %1 has had its reply.").arg(game.turn));
    emit sendRequested(batch, m_confirm);
}

void TurnInboxDock::sendReminders()
{
    const Game &game = m_doc->game();
    const std::optional<MailBatch> batch =
        reminderBatch(game, m_model->inbox().mail, m_file->sentMail(game.turn), QDateTime::currentDateTimeUtc());
    if (!batch)
        return say(tr("The game has no deadline to remind the players of (Mail › Game Settings…)."));
    if (!batch->mails.isEmpty()) {
        emit sendRequested(*batch, m_remind);
        return;
    }
    const QString text =
        batch->withoutEmail.isEmpty()
            ? tr("No reminder is due: every nation has orders without problems, or has had this reminder.")
            : tr("No reminder can go out: no e-mail address for %1 (Nations table, E-mail); every other nation has "
                 "orders without problems, or has had this reminder.")
                  .arg(batch->withoutEmail.join(QStringLiteral(", ")));
    say(text);
}

void TurnInboxDock::assignSelected()
{
    const QString sha = selectedSha();
    QStringList choices;
    for (const Nation &n : m_doc->game().nations)
        choices << QStringLiteral("%1 %2").arg(n.code, n.name);
    QInputDialog ask(this);
    ask.setObjectName(QStringLiteral("assignNation"));
    ask.setWindowTitle(tr("Assign to Nation"));
    ask.setLabelText(tr("The nation whose orders this message holds:"));
    ask.setComboBoxItems(choices);
    ask.setComboBoxEditable(false);
    // The first nation whose orders are missing is the likeliest sender.
    const QStringList &missing = m_model->inbox().mail.missing;
    for (const QString &choice : std::as_const(choices))
        if (!missing.isEmpty() && choice.section(QLatin1Char(' '), 0, 0) == missing.first())
            ask.setTextValue(choice);
    if (ask.exec() == QDialog::Accepted)
        assign(sha, ask.textValue().section(QLatin1Char(' '), 0, 0));
}

void TurnInboxDock::acceptSelected()
{
    acceptLate(selectedSha());
}

QString TurnInboxDock::selectedSha() const
{
    return m_view->currentIndex().siblingAtColumn(0).data(InboxModel::Sha256Role).toString();
}

void TurnInboxDock::showSelected()
{
    const QString sha = selectedSha();
    const MailMessage *m = sha.isEmpty() ? nullptr : m_model->inbox().message(sha);
    const InboxMessage *stored = m_model->messageAt(m_view->currentIndex());
    if (!m || !stored) {
        m_text->clear();
        m_source->clear();
        return;
    }
    QString head = tr("From: %1").arg(m->fromName.isEmpty() ? m->from : QStringLiteral("%1 <%2>").arg(m->fromName, m->from))
                   + QLatin1Char('\n') + tr("Subject: %1").arg(m->subject) + QLatin1Char('\n')
                   + tr("Received: %1").arg(InboxModel::receivedText(stored->received, m_doc->game())) + QLatin1Char('\n')
                   + tr("SHA-256: %1").arg(stored->sha256) + QLatin1Char('\n') + statusText(*stored) + QLatin1Char('\n');
    QString body = m->body;
    for (const QString &a : m->attachments)
        body += QLatin1Char('\n') + tr("— attached —") + QLatin1Char('\n') + a;
    m_text->setPlainText(head + QLatin1Char('\n') + body);
    // The bytes as received: shown as UTF-8 where they are, byte by byte otherwise.
    const QByteArray &bytes = stored->bytes;
    QString source = QString::fromUtf8(bytes);
    if (source.contains(QChar::ReplacementCharacter))
        source = QString::fromLatin1(bytes);
    m_source->setPlainText(source);
}

void TurnInboxDock::updateActions()
{
    const QModelIndex current = m_view->currentIndex();
    const int group = current.siblingAtColumn(0).data(InboxModel::GroupRole).toInt();
    const bool message = m_model->messageAt(current) != nullptr;
    m_assign->setEnabled(message && group == InboxModel::Unmatched);
    m_acceptLate->setEnabled(message && group == InboxModel::Late);
    m_takeAddress->setEnabled(message && newAddress(selectedSha()));
    m_useOrders->setEnabled(!m_model->inbox().mail.received.isEmpty());
    m_messageActions->setVisible(m_assign->isEnabled() || m_acceptLate->isEnabled() || m_takeAddress->isEnabled());
}

void TurnInboxDock::say(const QString &text)
{
    m_note->setText(text);
    m_note->setVisible(!text.isEmpty());
}

} // namespace adj::ui
