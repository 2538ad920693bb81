#include "orders/OrdersEditor.h"

#include <QContextMenuEvent>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QMenu>
#include <QPainter>
#include <QTextBlock>
#include <QToolTip>
#include <QUndoStack>
#include <memory>

namespace adj::ui {

namespace {

// The margin left of the text; it asks the editor to paint it.
class LineNumberMargin : public QWidget
{
public:
    explicit LineNumberMargin(OrdersEditor *editor) : QWidget(editor), m_editor(editor) {}
    QSize sizeHint() const override { return {m_editor->lineNumberWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent *event) override { m_editor->paintLineNumbers(event); }

private:
    OrdersEditor *m_editor;
};

} // namespace

OrdersEditor::OrdersEditor(QWidget *parent)
    : QPlainTextEdit(parent)
    , m_margin(new LineNumberMargin(this))
{
    setLineWrapMode(NoWrap);
    setTabChangesFocus(true);  // orders have no tabs: Tab goes on to the next control
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    setFont(mono);
    setTabStopDistance(fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 8);
    connect(this, &QPlainTextEdit::blockCountChanged, this, &OrdersEditor::updateMargin);
    connect(this, &QPlainTextEdit::updateRequest, this, &OrdersEditor::updateLineNumbers);
    updateMargin();
}

int OrdersEditor::lineNumberWidth() const
{
    int digits = 1;
    for (int n = qMax(1, blockCount()); n >= 10; n /= 10)
        ++digits;
    digits = qMax(digits, 3);
    // Room for the digits and for the mark of a bad line.
    return 14 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * digits + 6;
}

void OrdersEditor::updateMargin()
{
    setViewportMargins(lineNumberWidth(), 0, 0, 0);
}

void OrdersEditor::updateLineNumbers(const QRect &rect, int dy)
{
    if (dy)
        m_margin->scroll(0, dy);
    else
        m_margin->update(0, rect.y(), m_margin->width(), rect.height());
    if (rect.contains(viewport()->rect()))
        updateMargin();
}

void OrdersEditor::resizeEvent(QResizeEvent *event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect cr = contentsRect();
    m_margin->setGeometry(QRect(cr.left(), cr.top(), lineNumberWidth(), cr.height()));
}

void OrdersEditor::paintLineNumbers(QPaintEvent *event)
{
    QPainter p(m_margin);
    const QPalette pal = palette();
    p.fillRect(event->rect(), pal.color(QPalette::AlternateBase));
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(m_margin->width() - 1, event->rect().top(), m_margin->width() - 1, event->rect().bottom());
    p.setRenderHint(QPainter::Antialiasing);

    const int current = textCursor().blockNumber();
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    const int lineHeight = fontMetrics().height();
    while (block.isValid() && top <= event->rect().bottom()) {
        const int bottom = top + qRound(blockBoundingRect(block).height());
        if (block.isVisible() && bottom >= event->rect().top()) {
            const int line = block.blockNumber() + 1;
            if (m_problems.contains(line)) {
                // A red dot marks a bad line.
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(0xd0, 0x3a, 0x2f));
                p.drawEllipse(QPointF(7, top + lineHeight / 2.0), 3.5, 3.5);
            }
            QFont f = font();
            f.setBold(block.blockNumber() == current);
            p.setFont(f);
            p.setPen(m_problems.contains(line) ? QColor(0xb0, 0x2a, 0x20) : pal.color(QPalette::PlaceholderText));
            p.drawText(QRect(0, top, m_margin->width() - 6, lineHeight), Qt::AlignRight | Qt::AlignVCenter,
                       QString::number(line));
        }
        block = block.next();
        top = bottom;
    }
}

void OrdersEditor::setLineProblems(const QHash<int, QString> &problems)
{
    m_problems = problems;
    m_margin->update();
}

void OrdersEditor::goToLine(int line)
{
    const QTextBlock block = document()->findBlockByNumber(qMax(0, line - 1));
    if (!block.isValid())
        return;
    QTextCursor c(block);
    setTextCursor(c);
    centerCursor();
    setFocus(Qt::OtherFocusReason);
}

int OrdersEditor::currentLine() const
{
    return textCursor().blockNumber() + 1;
}

bool OrdersEditor::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int line = cursorForPosition(help->pos()).blockNumber() + 1;
        const QString why = m_problems.value(line);
        if (why.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tr("Line %1: %2").arg(line).arg(why), viewport());
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

void OrdersEditor::showText(const QString &text)
{
    const QString shown = toPlainText();
    qsizetype head = 0;
    while (head < shown.size() && head < text.size() && shown[head] == text[head])
        ++head;
    qsizetype tail = 0;
    while (tail < shown.size() - head && tail < text.size() - head
           && shown[shown.size() - 1 - tail] == text[text.size() - 1 - tail])
        ++tail;
    // Not an edit in the editor (isEdited): its undo is off meanwhile.
    document()->setUndoRedoEnabled(false);
    QTextCursor c(document());
    c.setPosition(int(head));
    c.setPosition(int(shown.size() - tail), QTextCursor::KeepAnchor);
    c.insertText(text.mid(head, text.size() - head - tail));
    document()->setUndoRedoEnabled(true);
    setTextCursor(c);
    ensureCursorVisible();
}

void OrdersEditor::keyPressEvent(QKeyEvent *event)
{
    if (m_undo && (event == QKeySequence::Undo || event == QKeySequence::Redo)) {
        if (event == QKeySequence::Undo)
            m_undo->undo();
        else
            m_undo->redo();
        event->accept();
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

void OrdersEditor::contextMenuEvent(QContextMenuEvent *event)
{
    std::unique_ptr<QMenu> menu(createStandardContextMenu(event->pos()));
    // The menu's Undo and Redo are the stack's.
    for (QAction *own : menu->actions()) {
        const bool undo = own->objectName() == u"edit-undo";
        if (!m_undo || (!undo && own->objectName() != u"edit-redo"))
            continue;
        auto *step = new QAction(own->text(), menu.get());
        step->setEnabled(undo ? m_undo->canUndo() : m_undo->canRedo());
        connect(step, &QAction::triggered, m_undo, undo ? &QUndoStack::undo : &QUndoStack::redo);
        menu->insertAction(own, step);
        menu->removeAction(own);
    }
    menu->exec(event->globalPos());
}

} // namespace adj::ui
