// The orders text editor: a plain-text editor with line numbers in a margin
// (the numbers the problems list and the reports use) and a tooltip giving
// the reason a line is marked bad.
#pragma once

#include <QHash>
#include <QPlainTextEdit>

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

protected:
    bool viewportEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateMargin();
    void updateLineNumbers(const QRect &rect, int dy);

    QWidget *m_margin;
    QHash<int, QString> m_problems;
};

} // namespace adj::ui
