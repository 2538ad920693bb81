// Colours the orders text as the moderator types: comments grey, NATION
// lines bold, and every line the parser or the map check found bad with a
// red wavy underline and a tinted background (docs/formats.md "Orders").
#pragma once

#include <QSet>
#include <QSyntaxHighlighter>

namespace adj::ui {

class OrdersHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    explicit OrdersHighlighter(QTextDocument *document);

    // 1-based numbers of the bad lines; rehighlights what changed.
    void setBadLines(const QSet<int> &lines);
    QSet<int> badLines() const { return m_bad; }

    // The user state of a block the highlighter marked bad.
    static constexpr int BadLineState = 1;

protected:
    void highlightBlock(const QString &text) override;

private:
    QSet<int> m_bad;
};

} // namespace adj::ui
