#include "ap/ApSpendsHighlighter.h"

#include "widgets/Tones.h"

#include "ap/ApLedgerModel.h"
#include "ruleset/Ruleset.h"

#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>

namespace adj::ui {

namespace {

QTextCharFormat colourFormat(const QColor &colour, bool bold = false, bool italic = false)
{
    QTextCharFormat f;
    f.setForeground(colour);
    if (bold)
        f.setFontWeight(QFont::Bold);
    f.setFontItalic(italic);
    return f;
}

} // namespace

ApSpendsHighlighter::ApSpendsHighlighter(QTextDocument *document)
    : QSyntaxHighlighter(document)
    , m_rules(Ruleset::get(QStringLiteral("ap")))
{
}

void ApSpendsHighlighter::setLines(const QSet<int> &bad, const QSet<int> &rejected)
{
    if (bad == m_bad && rejected == m_rejected)
        return;
    const QSet<int> changed = (bad - m_bad) + (m_bad - bad) + (rejected - m_rejected) + (m_rejected - rejected);
    m_bad = bad;
    m_rejected = rejected;
    for (int line : changed)
        if (QTextBlock block = document()->findBlockByNumber(line - 1); block.isValid())
            rehighlightBlock(block);
}

void ApSpendsHighlighter::highlightBlock(const QString &text)
{
    const QString line = text.trimmed();
    const int indent = int(text.indexOf(line.isEmpty() ? text : line));
    if (line.startsWith(u'#')) {
        setFormat(indent, int(line.size()), colourFormat(tone::muted(), false, true));
        return;
    }
    static const QRegularExpression word(QStringLiteral("^\\S+"));
    const QString first = word.match(line).captured().toUpper();
    if (first == u"ROUND" || first == u"PLAYER") {
        setFormat(indent, int(line.size()), colourFormat(tone::keyword(), true));
    } else if (!first.isEmpty()) {
        // The action word in its category's colour (docs/rules.md §6 categories).
        std::optional<ApCategory> category;
        if (const ActionSpec *spec = m_rules ? m_rules->action(first) : nullptr)
            category = categoryFromName(spec->data.value(u"category").toString());
        setFormat(indent, int(first.size()),
                  colourFormat(category ? ApLedgerModel::categoryColour(category).darker(115) : QColor(0x80, 0x80, 0x80),
                               true));
        static const QRegularExpression key(QStringLiteral("(\\S+?)="));
        for (auto it = key.globalMatch(text, indent + first.size()); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), colourFormat(tone::muted()));
        }
        static const QRegularExpression quoted(QStringLiteral("[\"\u201C][^\"\u201D]*[\"\u201D]?"));
        for (auto it = quoted.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), colourFormat(tone::done(), false, true));
        }
    }

    const int number = currentBlock().blockNumber() + 1;
    const bool bad = m_bad.contains(number);
    if ((!bad && !m_rejected.contains(number)) || line.isEmpty())
        return;
    for (int i = indent; i < indent + line.size(); ++i) {
        QTextCharFormat f = format(i);
        f.setBackground(tone::errorBand());
        if (bad) {
            f.setUnderlineStyle(QTextCharFormat::WaveUnderline);
            f.setUnderlineColor(tone::error());
        }
        setFormat(i, 1, f);
    }
}

} // namespace adj::ui
