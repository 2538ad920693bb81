// The Turn Inbox dock: the current turn's mail as the game file keeps it
// (GameFile::inbox; docs/formats.md "The turn's mail"), sorted per nation —
// received, missing, late, unmatched, earlier (InboxModel) — with each
// message's own text and its source (the bytes as received) in a preview.
// Assign to Nation… gives an unmatched message to a nation, Accept Late
// makes a late message count: each one step of Edit > Undo. Use These Orders
// puts the counted orders into the turn's orders text (ordersTaken). File >
// Import Mail Files… adds .eml and mbox files or a maildir folder; the same
// message added twice is listed once. Send Confirmations… and Send
// Reminders… build the turn's replies and reminders from the inbox as sorted
// here, leaving out what the game file records as sent, for the SendDialog.
#pragma once

#include "io/Problem.h"

#include <QWidget>

class QAction;
class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QTreeView;

namespace adj {
struct InboxMessage;
}

namespace adj {
struct MailBatch;
}

namespace adj::ui {

class GameDocument;
class GameFile;
class InboxModel;

class TurnInboxDock : public QWidget
{
    Q_OBJECT
public:
    TurnInboxDock(GameDocument *doc, GameFile *file, QWidget *parent = nullptr);

    // Adds messages as received (a mailbox's fetch: each message's bytes,
    // `source` naming where they came from) to the current turn's inbox.
    // Bytes that are no mail are listed as problems. How many were new.
    // Reading, keeping and sorting run on a worker thread while the window
    // goes on (widgets/Worker.h); the call returns when they are done.
    int addMessages(const QList<QByteArray> &messages, const QString &source);
    // Adds every message of .eml files, mbox files and maildir folders, known
    // by `source` (empty: the file each was read from). How many were new.
    int addPaths(const QStringList &paths, const QString &source = {});

    // The moderator's decisions, each one undoable step; false, with the
    // reason in the dock, when the message is not one it applies to.
    bool assign(const QString &sha256, const QString &nation);
    bool acceptLate(const QString &sha256);
    // The sender of a message given to a nation by hand becomes that
    // nation's e-mail address, one undoable step; false when it already is.
    bool takeAddress(const QString &sha256);
    // Whether that message's sender is not its nation's address.
    bool newAddress(const QString &sha256) const;

    // Mail > Import Mail Files…, Assign to Nation…, Accept Late, Use These Orders.
    QAction *importAction() const { return m_import; }
    QAction *assignAction() const { return m_assign; }
    QAction *acceptLateAction() const { return m_acceptLate; }
    QAction *takeAddressAction() const { return m_takeAddress; }
    QAction *useOrdersAction() const { return m_useOrders; }
    // Send Confirmations… and Send Reminders…: each emits sendRequested, or
    // says in the dock why there is nothing to send.
    QAction *sendConfirmationsAction() const { return m_confirm; }
    QAction *sendRemindersAction() const { return m_remind; }

    InboxModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QPlainTextEdit *messageText() const { return m_text; }
    QPlainTextEdit *sourceText() const { return m_source; }
    QTabWidget *preview() const { return m_preview; }
    QLabel *summary() const { return m_summary; }
    // What the last import or decision said (new messages, problems, a refusal).
    QLabel *note() const { return m_note; }
    // The problems of the mail added this session (no mail, no text).
    const Problems &problems() const { return m_problems; }
    // The orders of every counted message, as orders files one after the other.
    QString ordersText() const;

public slots:
    // Shows the inbox as the game file last sorted and checked it.
    void refresh();

signals:
    // Use These Orders: the counted orders, for the turn's orders text.
    void ordersTaken(const QString &orders, int nations);
    // The confirmations or reminders to send (`again` builds them anew, as
    // after the moderator's address changed).
    void sendRequested(const MailBatch &batch, QAction *again);

private:
    void importFiles();
    void assignSelected();
    void acceptSelected();
    void sendConfirmations();
    void sendReminders();
    void showSelected();
    void updateActions();
    int add(const QList<InboxMessage> &records, const Problems &problems);
    void say(const QString &text);
    QString selectedSha() const;

    GameDocument *m_doc;
    GameFile *m_file;
    InboxModel *m_model;
    QTreeView *m_view;
    QLabel *m_summary;
    QLabel *m_note;
    QTabWidget *m_preview;
    QWidget *m_messageActions = nullptr;
    QPlainTextEdit *m_text;
    QPlainTextEdit *m_source;
    QAction *m_import, *m_assign, *m_acceptLate, *m_takeAddress, *m_useOrders, *m_confirm, *m_remind;
    Problems m_problems;
};

} // namespace adj::ui
