#include "orders/OrdersEditor.h"

#include <QFontDatabase>
#include <QHelpEvent>
#include <QPainter>
#include <QTextBlock>
#include <QToolTip>

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

} // namespace adj::ui
