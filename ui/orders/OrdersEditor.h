// The orders text editor: a plain-text editor with line numbers in a margin
// (the numbers the problems list and the reports use) and a tooltip giving
// the reason a line is marked bad. It keeps no undo of its own: Undo and Redo
// (the keys and the context menu) act on the undo stack it is given, where
// its panel (the Orders dock, the AP ledger) records the edits, so that the
// moderator follows one history (Edit > Undo).
#pragma once

#include <QHash>
#include <QPlainTextEdit>

class QUndoStack;

namespace adj::ui {

class OrdersEditor : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit OrdersEditor(QWidget *parent = nullptr);

    // Why each bad line is bad (1-based line -> reasons, one per line of text);
    // shown as the tooltip of the line and as a mark in the margin.
    void setLineProblems(const QHash<int, QString> &problems);
    QString lineProblem(int line) const { return m_problems.value(line); }
    // Puts the cursor at the start of a line (1-based) and shows it.
    void goToLine(int line);
    int currentLine() const;

    int lineNumberWidth() const;
    void paintLineNumbers(QPaintEvent *event);

    void setUndoStack(QUndoStack *stack) { m_undo = stack; }
    // Whether the change textChanged() tells of was made in the editor
    // (typed, pasted, dropped), not put in by setPlainText() or showText().
    bool isEdited() const { return document()->isUndoRedoEnabled(); }
    // Shows `text` in place of the text, changing only the part that
    // differs, the cursor after it (an undo or redo shown where it happened).
    void showText(const QString &text);

protected:
    bool viewportEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    void updateMargin();
    void updateLineNumbers(const QRect &rect, int dy);

    QWidget *m_margin;
    QHash<int, QString> m_problems;
    QUndoStack *m_undo = nullptr;
};

} // namespace adj::ui
