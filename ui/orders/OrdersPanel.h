// Order entry, as a moderator runs a game by hand: the players' orders
// pasted or typed, or imported from *.orders files. The text is the
// document's, and so are its checked orders (GameDocument::checkedOrders,
// the same check as `adjutant-cli check`): every problem is listed beside the
// text and its line marked in the editor. Each edit of the text is a step of
// the document's undo (Edit > Undo): the typing of one session (until the
// editor loses focus or the typing pauses) one step, an import another.
// "Resolve turn" resolves the document's game from those checked orders and
// hands the result to the replay.
#pragma once

#include "io/Problem.h"
#include "turn/TurnRecord.h"

#include <QMap>
#include <QWidget>

class QAction;
class QLabel;
class QListView;
class QPushButton;
class QTimer;

namespace adj::ui {

class Announcer;

class GameDocument;
class OrdersEditor;
class OrdersHighlighter;

class OrdersPanel : public QWidget
{
    Q_OBJECT
public:
    explicit OrdersPanel(GameDocument *doc, QWidget *parent = nullptr);

    QSize sizeHint() const override { return {440, 640}; }

    OrdersEditor *editor() const { return m_editor; }
    QListView *problemsView() const { return m_problems; }
    OrdersHighlighter *highlighter() const { return m_highlighter; }
    // The document's checked orders: their problems, sorted by line, and their count.
    const Problems &problems() const;
    int orderCount() const;
    bool isCheckPending() const;

    QAction *importAction() const { return m_import; }
    QAction *resolveAction() const { return m_resolve; }

    // Appends the files' text to the orders (each under a comment naming the
    // file). A file that cannot be read or is not UTF-8 is an error and then
    // nothing is imported; returns the errors, one per line, or "".
    QString importFiles(const QStringList &paths);
    // Appends orders text after what is there (a blank line between), as one
    // undoable step, and checks it.
    void appendOrders(const QString &text);
    // Puts `text` in place of the orders as one undoable step named `what`, and checks it.
    void replaceOrders(const QString &text, const QString &what);

public slots:
    void checkNow();
    void importOrders();
    // Resolves the turn from the current text as one undoable step (the
    // document's open resolution); asks first when the orders have problems.
    // The orders are read and resolved on a worker thread, with a progress
    // dialog and Cancel; resolveFinished() says when it is over.
    void resolveTurn();
    void goToProblem(int row);

signals:
    // Files were imported; `problems` found in the whole text after it.
    void imported(int files, int problems);
    // A resolve started by resolveTurn() is over: done, or cancelled.
    void resolveFinished(bool done);

public:
    bool isResolving() const { return m_resolving; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void textEdited();
    void commitEdit();  // ends an editing session: the next edit is a step of its own
    void documentOrdersChanged();
    void updateEnabled();
    void showChecked();  // the document's last check, in the list, the editor and the summary
    void announceProblems(const Problems &found);  // to a screen reader
    void startResolve(const TurnRecord &turn);
    // Before the deadline, or with nations missing: asked once per turn; false when the moderator waits.
    bool resolveBeforeDeadline();

    GameDocument *m_doc;
    OrdersEditor *m_editor;
    OrdersHighlighter *m_highlighter;
    QListView *m_problems;
    QLabel *m_summary;
    Announcer *m_announcer;
    QStringList m_told;  // the problems last told to a screen reader
    QPushButton *m_resolveButton;
    QTimer *m_commit;   // quiet typing that ends an editing session
    int m_session = 0;  // the SetText commands of one session merge
    QAction *m_import;
    QAction *m_resolve;
    bool m_resolving = false;
    int m_earlyAgreed = 0;  // the turn the moderator agreed to resolve before its deadline
};

} // namespace adj::ui
