// Order entry (design.md "running a game by hand-off"): the moderator pastes
// or types the players' orders, or imports *.orders files; the text is
// checked as it changes (debounced) with the same parser and map check as
// `adjutant-cli check` (core/Orders.h), every problem listed at once beside
// the text and its line marked in the editor. Each edit of the text is a
// step of the document's undo (Edit > Undo): the typing of one session (until
// the editor loses focus or the typing pauses) one step, an import another.
// "Resolve turn" runs the resolver on the document's game and hands the
// result to the replay.
#pragma once

#include "io/Problem.h"
#include "rules/Resolver.h"

#include <QMap>
#include <QWidget>

class QAction;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QTimer;

namespace adj::ui {

class GameDocument;
class OrdersEditor;
class OrdersHighlighter;

class OrdersPanel : public QWidget
{
    Q_OBJECT
public:
    explicit OrdersPanel(GameDocument *doc, QWidget *parent = nullptr);

    QSize sizeHint() const override { return {440, 640}; }

    // The name the orders text goes by in problems and the step log.
    static QString textName();
    // Milliseconds of quiet typing before the text is checked.
    static constexpr int CheckDelay = 300;

    OrdersEditor *editor() const { return m_editor; }
    QListWidget *problemsView() const { return m_problems; }
    OrdersHighlighter *highlighter() const { return m_highlighter; }
    // The problems of the last check, sorted by line.
    const Problems &problems() const { return m_found; }
    int orderCount() const { return m_orderCount; }
    // Per nation (as the orders name it): its order lines and the problems
    // found in them, from the last check (the turn status line reads it).
    struct NationOrders {
        int lines = 0;
        int problems = 0;
    };
    const QMap<QString, NationOrders> &nationOrders() const { return m_byNation; }
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
    void checked();
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
    void startResolve(const Game &game, const QString &text);

    GameDocument *m_doc;
    OrdersEditor *m_editor;
    OrdersHighlighter *m_highlighter;
    QListWidget *m_problems;
    QLabel *m_summary;
    QPushButton *m_resolveButton;
    QTimer *m_timer;
    QTimer *m_commit;   // quiet typing that ends an editing session
    int m_session = 0;  // the SetText commands of one session merge
    QAction *m_import;
    QAction *m_resolve;
    Problems m_found;
    int m_orderCount = 0;
    bool m_resolving = false;
    QMap<QString, NationOrders> m_byNation;
};

} // namespace adj::ui
