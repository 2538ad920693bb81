#include "mail/InboxDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

namespace adj::ui {

// An unmatched message given to a nation: its lines are that nation's orders.
class AssignMessage : public QUndoCommand
{
public:
    AssignMessage(InboxDialog *dialog, const QString &key, const QString &nation)
        : QUndoCommand(InboxDialog::tr("Assign the message to %1").arg(nation))
        , m_dialog(dialog), m_key(key), m_nation(nation)
    {
    }
    void redo() override
    {
        m_dialog->m_assigned.insert(m_key, m_nation);
        m_dialog->refresh();
    }
    void undo() override
    {
        m_dialog->m_assigned.remove(m_key);
        m_dialog->refresh();
    }

private:
    InboxDialog *m_dialog;
    QString m_key, m_nation;
};

namespace {

QStringList columns()
{
    return {InboxDialog::tr("Nation"), InboxDialog::tr("From"), InboxDialog::tr("Date"), InboxDialog::tr("Subject"),
            InboxDialog::tr("Orders")};
}

QString dateText(const MailMessage &m)
{
    return m.date.isValid() ? m.date.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")) : InboxDialog::tr("no date");
}

QTreeWidgetItem *messageItem(QTreeWidgetItem *parent, const QString &nation, const MailMessage &m, const QStringList &lines)
{
    const QString from = m.fromName.isEmpty() ? m.from : QStringLiteral("%1 <%2>").arg(m.fromName, m.from);
    auto *item = new QTreeWidgetItem(parent, {nation, from, dateText(m), m.subject,
                                              InboxDialog::tr("%n line(s)", nullptr, int(lines.size()))});
    item->setToolTip(4, lines.join(QLatin1Char('\n')));
    item->setToolTip(1, QStringLiteral("%1 #%2").arg(QDir::toNativeSeparators(m.file)).arg(m.number));
    return item;
}

} // namespace

InboxDialog::InboxDialog(const Game &game, QWidget *parent)
    : QDialog(parent)
    , m_game(game)
    , m_summary(new QLabel)
    , m_tree(new QTreeWidget)
    , m_problemsView(new QPlainTextEdit)
    , m_undo(new QUndoStack(this))
{
    setWindowTitle(tr("Turn %1 Inbox").arg(game.turn));
    m_tree->setHeaderLabels(columns());
    m_tree->setRootIsDecorated(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_problemsView->setReadOnly(true);
    m_problemsView->setMaximumHeight(80);
    m_problemsView->setPlaceholderText(tr("Files that are not mail, and messages without a text, are listed here."));

    auto *addFiles = new QPushButton(tr("Add &Files…"));
    auto *addFolder = new QPushButton(tr("Add Mail&dir Folder…"));
    auto *undo = new QPushButton(tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setEnabled(false);
    connect(addFiles, &QPushButton::clicked, this, &InboxDialog::addFiles);
    connect(addFolder, &QPushButton::clicked, this, &InboxDialog::addFolder);
    connect(undo, &QPushButton::clicked, m_undo, &QUndoStack::undo);
    connect(m_undo, &QUndoStack::canUndoChanged, undo, &QPushButton::setEnabled);
    connect(m_undo, &QUndoStack::undoTextChanged, undo, [undo](const QString &text) { undo->setToolTip(text); });
    auto *row = new QHBoxLayout;
    row->addWidget(addFiles);
    row->addWidget(addFolder);
    row->addStretch();
    row->addWidget(undo);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Put the &Orders in the Editor"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(row);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_problemsView);
    layout->addWidget(buttons);
    resize(900, 520);
    refresh();
}

QString InboxDialog::key(const MailMessage &m)
{
    return QStringLiteral("%1#%2").arg(m.file).arg(m.number);
}

void InboxDialog::addPaths(const QStringList &paths)
{
    Problems problems;
    m_messages += readMail(paths, problems);
    m_problems += problems;
    refresh();
}

void InboxDialog::assign(int index, const QString &nation)
{
    if (index < 0 || index >= m_turn.unmatched.size() || !m_game.nation(nation))
        return;
    m_undo->push(new AssignMessage(this, key(m_turn.unmatched[index]), nation));
}

QString InboxDialog::ordersText() const
{
    QString out;
    for (const OrdersMail &m : m_turn.received)
        out += ordersFileText(m);
    return out;
}

QString InboxDialog::problemsText() const
{
    return m_problemsView->toPlainText();
}

QStringList InboxDialog::chooseMailFiles(QWidget *parent, const QString &title)
{
    return QFileDialog::getOpenFileNames(parent, title, QString(), tr("Mail (*.eml *.mbox *.mbx);;All files (*)"));
}

void InboxDialog::addFiles()
{
    const QStringList paths = chooseMailFiles(this, tr("Add Mail"));
    if (!paths.isEmpty())
        addPaths(paths);
}

void InboxDialog::addFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Add a Maildir Folder"));
    if (!folder.isEmpty())
        addPaths({folder});
}

void InboxDialog::refresh()
{
    // An assigned message reads as if it named its nation (formats.md: a `NATION XXX` line matches).
    QList<MailMessage> messages = m_messages;
    for (MailMessage &m : messages)
        if (const auto it = m_assigned.constFind(key(m)); it != m_assigned.cend())
            m.body = QStringLiteral("NATION %1\n").arg(*it) + m.body;
    m_turn = sortTurnMail(messages, m_game);

    m_tree->clear();
    auto *received = new QTreeWidgetItem(m_tree, {tr("Received (%1)").arg(m_turn.received.size())});
    for (const OrdersMail &m : m_turn.received)
        messageItem(received, m.nation, m.message, m.lines);
    auto *missing = new QTreeWidgetItem(m_tree, {tr("Missing (%1)").arg(m_turn.missing.size())});
    for (const QString &code : m_turn.missing) {
        const Nation *n = m_game.nation(code);
        new QTreeWidgetItem(missing, {code, n ? n->email : QString(), QString(), n ? n->name : QString()});
    }
    auto *unmatched = new QTreeWidgetItem(m_tree, {tr("Unmatched (%1)").arg(m_turn.unmatched.size())});
    for (int i = 0; i < m_turn.unmatched.size(); ++i) {
        const MailMessage &m = m_turn.unmatched[i];
        QTreeWidgetItem *item = messageItem(unmatched, QString(), m, orderLines(m.body));
        auto *to = new QComboBox;
        to->addItem(tr("Assign to…"));
        for (const Nation &n : m_game.nations)
            to->addItem(QStringLiteral("%1 %2").arg(n.code, n.name), n.code);
        connect(to, &QComboBox::activated, this, [this, i, to](int choice) {
            if (choice > 0)
                assign(i, to->itemData(choice).toString());
        });
        m_tree->setItemWidget(item, 0, to);
    }
    auto *earlier = new QTreeWidgetItem(m_tree, {tr("Earlier messages, replaced by a later one (%1)").arg(m_turn.superseded.size())});
    for (const OrdersMail &m : m_turn.superseded)
        messageItem(earlier, m.nation, m.message, m.lines);
    m_tree->expandAll();
    earlier->setExpanded(false);

    m_summary->setText(tr("%1 of %n nation(s) sent orders; %2 missing, %3 unmatched.", nullptr, int(m_game.nations.size()))
                           .arg(m_turn.received.size()).arg(m_turn.missing.size()).arg(m_turn.unmatched.size()));
    QStringList lines;
    for (const Problem &p : std::as_const(m_problems))
        lines << p.toString(Lang::Translated);
    m_problemsView->setPlainText(lines.join(QLatin1Char('\n')));
}

} // namespace adj::ui
