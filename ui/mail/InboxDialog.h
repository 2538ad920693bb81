// File > Import Mail…: the turn's inbox. The players' e-mails
// (.eml files, mbox files, maildir folders) sorted by nation as `adjutant-cli
// mail-in` sorts them (core/mail/OrderMail.h): per nation the message that
// counts with its sender, date and orders, the nations still missing, the
// earlier messages a later one replaced, and the messages no nation matched,
// each of which the moderator can assign to a nation (undoable, Ctrl+Z in
// the dialog). Files that are no mail are listed with the message number;
// the rest still imports. Accepting puts the received orders into the
// Orders editor.
#pragma once

#include "io/Problem.h"
#include "mail/OrderMail.h"
#include "model/Game.h"

#include <QDialog>
#include <QHash>

class QLabel;
class QPlainTextEdit;
class QTreeWidget;
class QUndoStack;

namespace adj::ui {

class InboxDialog : public QDialog
{
    Q_OBJECT
public:
    explicit InboxDialog(const Game &game, QWidget *parent = nullptr);

    // The file dialog that picks .eml and mbox files.
    static QStringList chooseMailFiles(QWidget *parent, const QString &title);

    // Reads the files and folders and adds their messages to the inbox.
    void addPaths(const QStringList &paths);
    // Gives the unmatched message `index` (of turnMail().unmatched) to `nation`, undoably.
    void assign(int index, const QString &nation);

    const TurnMail &turnMail() const { return m_turn; }
    // The orders of every received message, as orders files one after the other.
    QString ordersText() const;
    QString problemsText() const;
    // The problems of the mail read: files that are not mail, messages without a text.
    const Problems &problems() const { return m_problems; }
    QUndoStack *undoStack() const { return m_undo; }
    QTreeWidget *tree() const { return m_tree; }

private:
    friend class AssignMessage;
    static QString key(const MailMessage &m);
    void refresh();
    void addFiles();
    void addFolder();

    Game m_game;
    QList<MailMessage> m_messages;
    QHash<QString, QString> m_assigned;  // message key → nation
    Problems m_problems;
    TurnMail m_turn;
    QLabel *m_summary;
    QTreeWidget *m_tree;
    QPlainTextEdit *m_problemsView;
    QUndoStack *m_undo;
};

} // namespace adj::ui
