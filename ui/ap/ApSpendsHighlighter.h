// Colours the AP spends text (docs/formats.md "AP spends") as the moderator types:
// ROUND and PLAYER lines bold, each action word in its category's colour,
// message text apart; a line that cannot be used (unreadable, no player,
// round errors) gets a red wavy underline, a rejected spend a pale red ground.
#pragma once

#include <QSet>
#include <QSyntaxHighlighter>

namespace adj {
class Ruleset;
}

namespace adj::ui {

class ApSpendsHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    explicit ApSpendsHighlighter(QTextDocument *document);

    // 1-based line numbers; rehighlight what changed.
    void setLines(const QSet<int> &bad, const QSet<int> &rejected);
    QSet<int> badLines() const { return m_bad; }
    QSet<int> rejectedLines() const { return m_rejected; }

protected:
    void highlightBlock(const QString &text) override;

private:
    const Ruleset *m_rules;
    QSet<int> m_bad, m_rejected;
};

} // namespace adj::ui
