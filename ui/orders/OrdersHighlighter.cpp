#include "orders/OrdersHighlighter.h"

#include "widgets/Tones.h"

#include <QTextDocument>

namespace adj::ui {

namespace {

// A NATION line: the word NATION in any case first on the line, after ASCII
// white space, as the parser reads it (docs/formats.md "Orders"). Checked on every
// line when the orders are pasted: by hand, not by a regular expression.
bool isNationLine(QStringView code)
{
    const auto space = [](QChar c) { return c == u' ' || (c >= u'\t' && c <= u'\r'); };
    const auto wordChar = [](QChar c) { return c.unicode() < 128 && (c.isLetterOrNumber() || c == u'_'); };
    qsizetype i = 0;
    while (i < code.size() && space(code[i]))
        ++i;
    const QStringView rest = code.sliced(i);
    return rest.startsWith(u"NATION", Qt::CaseInsensitive) && !(rest.size() > 6 && wordChar(rest[6]));
}

} // namespace

OrdersHighlighter::OrdersHighlighter(QTextDocument *document)
    : QSyntaxHighlighter(document)
{
}

void OrdersHighlighter::setBadLines(const QSet<int> &lines)
{
    if (lines == m_bad)
        return;
    const QSet<int> changed = (lines - m_bad) + (m_bad - lines);
    m_bad = lines;
    for (int line : changed)
        if (QTextBlock block = document()->findBlockByNumber(line - 1); block.isValid())
            rehighlightBlock(block);
}

void OrdersHighlighter::highlightBlock(const QString &text)
{
    // Comments: from # to the end of the line.
    const qsizetype hash = text.indexOf(QLatin1Char('#'));
    const QString code = hash >= 0 ? text.left(hash) : text;
    if (hash >= 0) {
        QTextCharFormat comment;
        comment.setForeground(tone::muted());
        comment.setFontItalic(true);
        setFormat(int(hash), int(text.size() - hash), comment);
    }
    if (isNationLine(code)) {
        QTextCharFormat nation;
        nation.setFontWeight(QFont::Bold);
        nation.setForeground(tone::keyword());
        setFormat(0, int(code.size()), nation);
    }

    const int line = currentBlock().blockNumber() + 1;
    const bool bad = m_bad.contains(line);
    setCurrentBlockState(bad ? BadLineState : 0);
    if (!bad)
        return;
    // The whole order (not the comment) underlined, on a pale red ground.
    const QString trimmed = code.trimmed();
    const int start = int(code.indexOf(trimmed.isEmpty() ? code : trimmed));
    const int length = trimmed.isEmpty() ? int(code.size()) : int(trimmed.size());
    for (int i = start; i < start + length; ++i) {
        QTextCharFormat f = format(i);
        f.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        f.setUnderlineColor(tone::error());
        f.setBackground(tone::errorBand());
        setFormat(i, 1, f);
    }
}

} // namespace adj::ui
