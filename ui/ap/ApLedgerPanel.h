// The AP ledger (docs/rules.md §6): the round's
// spends text (docs/formats.md "AP spends"), typed, pasted or imported from a *.ap
// file, beside the ledger of the round, recomputed as the text changes
// (debounced) with the same core as `adjutant-cli ap`; every problem of the
// text (round errors, unreadable lines, spends of no player) is listed.
// Every change of the text is an undoable edit of the document, and "Apply
// round" makes the round's result the game's `ap` object, as one edit.
// Beside the spends, the Players tab edits the game's AP players
// (ApPlayersModel, ApPlayerActions); the ledger follows each edit at once.
#pragma once

#include "document/EditCommands.h"
#include "io/Problem.h"

#include <QSet>
#include <QWidget>

class QAction;
class QLabel;
class QListView;
class QPushButton;
class QTabWidget;
class QTableView;
class QTimer;
class QTreeView;

namespace adj::ui {

class ApLedgerModel;
class ApPlayerActions;
class ApPlayersModel;
class ApSpendsHighlighter;
class GameDocument;
class OrdersEditor;

class ApLedgerPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ApLedgerPanel(GameDocument *doc, QWidget *parent = nullptr);

    // The name the spends text goes by in problems.
    static QString textName();
    // Milliseconds of quiet typing before the ledger is recomputed.
    static constexpr int CheckDelay = 300;
    // Milliseconds of quiet typing that end one undoable edit of the text.
    static constexpr int CommitDelay = SetText::CommitDelay;

    ApLedgerModel *model() const { return m_model; }
    QTreeView *ledgerView() const { return m_view; }
    OrdersEditor *editor() const { return m_editor; }
    QListView *problemsView() const { return m_problems; }
    ApSpendsHighlighter *highlighter() const { return m_highlighter; }
    QAction *importAction() const { return m_import; }
    QAction *applyAction() const { return m_apply; }
    ApPlayersModel *playersModel() const { return m_players; }
    QTableView *playersView() const { return m_playersView; }
    ApPlayerActions *playerActions() const { return m_playerActions; }
    // The Spends and Players tabs.
    QTabWidget *tabs() const { return m_tabs; }

    // The problems of the last computation, sorted by line (with those of
    // the game's ap object first).
    const Problems &problems() const { return m_found; }
    // Whether the round can be applied: the game's ap object is valid, the
    // text has a ROUND matching it and no input error.
    bool canApply() const { return m_canApply; }
    bool isRecomputePending() const;
    QSize sizeHint() const override;

    // Replaces the spends text with a file's (one undoable edit) and goes to
    // the first rejected spend; returns the error naming the file, or "".
    QString importFile(const QString &path);

public slots:
    // Computes the ledger from the document's game and spends text now.
    void recomputeNow();
    // Ends the current editing session: the next change is a new undo step.
    void commitEdit();
    void importSpends();
    // Applies the round (one undoable edit); returns whether it was applied.
    bool applyRound();
    void goToLine(int line);

signals:
    void recomputed();
    // An edit of the players was refused: the reason (the window's status bar).
    void refused(const QString &reason);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void textEdited();
    void documentTextChanged();
    void listProblems();
    void expandPlayers();
    // Shows the spend on the editor's current line in the ledger (while the
    // moderator works in the editor).
    void followCursor();
    // The Players tab: the table and its Add and Remove buttons.
    QWidget *playersTab();
    void showSpend(int line);
    int firstRejectedLine() const;

    GameDocument *m_doc;
    OrdersEditor *m_editor;
    ApSpendsHighlighter *m_highlighter;
    ApLedgerModel *m_model;
    QTreeView *m_view;
    QListView *m_problems;
    QLabel *m_summary;
    QPushButton *m_applyButton;
    QTimer *m_recompute;
    QTimer *m_commit;
    QAction *m_import;
    QAction *m_apply;
    ApPlayersModel *m_players;
    QTableView *m_playersView;
    ApPlayerActions *m_playerActions;
    QTabWidget *m_tabs;
    Problems m_found;
    bool m_canApply = false;
    bool m_settingText = false;  // the editor follows the document: no edit
    int m_session = 0;           // the SetSpendsText commands of one session merge
    QSet<QString> m_expanded;    // players the moderator opened, by name
};

} // namespace adj::ui
