#include "io/JsonLocator.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>

namespace adj::JsonLocator {

namespace {

// The paths problems name, as a tree of their steps (keys and array indices);
// the walk records the line of every step it meets.
class PathTree
{
public:
    // The node of `path` (`areas[12].owner`), added with its enclosing steps.
    int add(const QString &path)
    {
        int node = 0;
        QString key;
        for (qsizetype i = 0; i <= path.size(); ++i) {
            const QChar c = i < path.size() ? path[i] : QChar(u'.');
            // `[digits]` is an index; only its own digits are looked at, so
            // that a key of many `[` stays linear.
            qsizetype close = i + 1;
            while (c == u'[' && close < path.size() && path[close].isDigit())
                ++close;
            bool isIndex = close > i + 1 && close < path.size() && path[close] == u']';
            const qsizetype index = isIndex ? QStringView(path).sliced(i + 1, close - i - 1).toLongLong(&isIndex) : -1;
            if (c != u'.' && !isIndex) {
                key.append(c);
                continue;
            }
            if (!key.isEmpty())
                node = keyChild(node, key, true);
            key.clear();
            if (isIndex) {
                node = indexChild(node, index, true);
                i = close;
                if (i + 1 < path.size() && path[i + 1] == u'.')
                    ++i;
            }
        }
        return node;
    }

    // The child of `node` at `key` or `index`; -1 when no path goes there
    // (unless `make`, which adds it).
    int keyChild(int node, const QString &key, bool make = false)
    {
        int found = m_nodes[node].keys.value(key, -1);
        if (found < 0 && make) {
            found = makeNode(node);
            m_nodes[node].keys.insert(key, found);
        }
        return found;
    }
    int indexChild(int node, qsizetype index, bool make = false)
    {
        int found = m_nodes[node].indices.value(index, -1);
        if (found < 0 && make) {
            found = makeNode(node);
            m_nodes[node].indices.insert(index, found);
        }
        return found;
    }
    void setLine(int node, int line) { m_nodes[node].line = line; }
    // The line of `node`, or of its nearest enclosing node the walk met; 0 if none.
    int line(int node) const
    {
        for (; node >= 0; node = m_nodes[node].parent)
            if (m_nodes[node].line > 0)
                return m_nodes[node].line;
        return 0;
    }

private:
    struct Node {
        int parent = -1;
        int line = 0;
        QHash<QString, int> keys;
        QHash<qsizetype, int> indices;
    };
    int makeNode(int parent)
    {
        m_nodes.append(Node{parent, 0, {}, {}});
        return int(m_nodes.size() - 1);
    }
    QList<Node> m_nodes{Node{}};
};

// One walk through a JSON text a parser accepted: it follows the paths of a
// PathTree (when given) and lists duplicate keys and NUL characters (when
// asked). It holds the keys of the objects it is inside, nothing more.
class Walker
{
public:
    Walker(const QByteArray &text, PathTree *tree, Problems *problems)
        : m_text(text), m_tree(tree), m_problems(problems) {}

    void run()
    {
        skipSpace();
        if (m_pos < m_text.size())
            value(m_tree ? 0 : -1);
        if (!m_problems)
            return;
        if (m_duplicates > kListed)
            m_problems->append(problemOf(QString(), 1, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "%1 more keys are given twice in their objects"), m_duplicates - kListed)));
        if (m_nuls > kListed)
            m_problems->append(problemOf(QString(), 1, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "%1 more strings or keys hold a NUL character (\\u0000)"), m_nuls - kListed)));
    }

private:
    struct Step {
        QByteArray key;       // UTF-8 as the reader sees it; raw data into the text when unescaped
        qsizetype index = -1; // an array element when >= 0
    };

    void skipSpace()
    {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == '\n')
                ++m_line;
            else if (c != ' ' && c != '\t' && c != '\r')
                return;
            ++m_pos;
        }
    }

    // Skips a string; true when it holds a NUL character, escaped or as it
    // is (a JSON parser may let a raw control character through).
    bool skipString()
    {
        bool nul = false;
        ++m_pos; // the opening quote
        while (m_pos < m_text.size() && m_text[m_pos] != '"') {
            nul = nul || m_text[m_pos] == '\0';
            if (m_text[m_pos] == '\\') {
                nul = nul || QByteArrayView(m_text).sliced(m_pos).startsWith("\\u0000");
                ++m_pos;
            }
            ++m_pos;
        }
        ++m_pos; // the closing quote
        return nul;
    }

    // The key starting at m_pos as the reader sees it, in UTF-8. Without an
    // escape it is the text itself, not copied; with one, Qt decodes it.
    QByteArray key(bool &nul)
    {
        const qsizetype start = m_pos;
        nul = skipString();
        const QByteArrayView literal = QByteArrayView(m_text).sliced(start, m_pos - start);
        if (!literal.contains('\\'))
            return QByteArray::fromRawData(literal.data() + 1, literal.size() - 2);
        return QJsonDocument::fromJson('[' + literal.toByteArray() + ']').array().at(0).toString().toUtf8();
    }

    // A key as a path names it, a NUL written `\u0000`.
    static QString keyText(const QByteArray &key)
    {
        QString text = QString::fromUtf8(key);
        return text.contains(QChar(0)) ? text.replace(QChar(0), QStringLiteral("\\u0000")) : text;
    }

    // The path of where the walk is, built only for a problem.
    QString path() const
    {
        QString p;
        for (const Step &s : m_steps) {
            if (s.index >= 0)
                p += QStringLiteral("[%1]").arg(s.index);
            else
                p += (p.isEmpty() ? QString() : QStringLiteral(".")) + keyText(s.key);
        }
        return p;
    }

    void report(int &count, int line, const CoreText &text)
    {
        if (m_problems && ++count <= kListed)
            m_problems->append(problemOf(QString(), line, path(), text));
    }

    void value(int node)
    {
        skipSpace();
        if (m_pos >= m_text.size())
            return;
        if (node >= 0)
            m_tree->setLine(node, m_line);
        const char c = m_text[m_pos];
        if (c == '{')
            object(node);
        else if (c == '[')
            array(node);
        else if (c == '"' && skipString())
            report(m_nuls, m_line, coreText(QT_TRANSLATE_NOOP("adj::Core", "the string holds a NUL character (\\u0000)")));
        else if (c != '"')
            while (m_pos < m_text.size() && !QByteArrayView(",]} \t\r\n").contains(m_text[m_pos]))
                ++m_pos;
    }

    // The keys of one object seen so far: a short list looked through, a set
    // once the object is large (keys written twice are found in linear time).
    class Keys
    {
    public:
        // False when `key` was seen before.
        bool insert(const QByteArray &key)
        {
            if (!m_set.isEmpty() || m_list.size() == kShort) {
                if (m_set.isEmpty())
                    m_set = QSet<QByteArray>(m_list.begin(), m_list.end());
                const qsizetype before = m_set.size();
                m_set.insert(key);
                return m_set.size() > before;
            }
            if (std::find(m_list.begin(), m_list.end(), key) != m_list.end())
                return false;
            m_list.append(key);
            return true;
        }

    private:
        static constexpr qsizetype kShort = 24;
        QVarLengthArray<QByteArray, kShort> m_list;
        QSet<QByteArray> m_set;
    };

    void object(int node)
    {
        ++m_pos;
        Keys keys;
        while (true) {
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] == '}') {
                ++m_pos;
                return;
            }
            if (m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            const int line = m_line;
            bool nul = false;
            QByteArray name = key(nul);
            const bool duplicate = m_problems && !keys.insert(name);
            skipSpace();
            ++m_pos; // ':'
            const int child = node >= 0 ? m_tree->keyChild(node, keyText(name)) : -1;
            m_steps.append(Step{std::move(name), -1});
            if (nul)
                report(m_nuls, line, coreText(QT_TRANSLATE_NOOP("adj::Core", "the key holds a NUL character (\\u0000)")));
            if (duplicate)
                report(m_duplicates, line, coreText(QT_TRANSLATE_NOOP("adj::Core", "the key is given twice in its object; give it once")));
            value(child);
            m_steps.removeLast();
        }
    }

    void array(int node)
    {
        ++m_pos;
        qsizetype index = 0;
        while (true) {
            skipSpace();
            if (m_pos >= m_text.size() || m_text[m_pos] == ']') {
                ++m_pos;
                return;
            }
            if (m_text[m_pos] == ',') {
                ++m_pos;
                continue;
            }
            const int child = node >= 0 ? m_tree->indexChild(node, index) : -1;
            m_steps.append(Step{QByteArray(), index++});
            value(child);
            m_steps.removeLast();
        }
    }

    const QByteArray &m_text;
    PathTree *m_tree;
    Problems *m_problems;
    qsizetype m_pos = 0;
    int m_line = 1;
    QList<Step> m_steps; // where the walk is: the keys of the objects it is inside
    int m_duplicates = 0;
    int m_nuls = 0;
};

} // namespace

void placeProblems(const QByteArray &text, const QString &file, Problems &problems)
{
    PathTree tree;
    QList<int> nodes(problems.size(), -1);
    bool needed = false;
    for (qsizetype i = 0; i < problems.size(); ++i) {
        problems[i].file = file;
        if (problems[i].line == 0) {
            nodes[i] = tree.add(problems[i].field);
            needed = true;
        }
    }
    if (!needed)
        return;
    Walker(text, &tree, nullptr).run();
    for (qsizetype i = 0; i < problems.size(); ++i)
        if (nodes[i] >= 0)
            problems[i].line = tree.line(nodes[i]);
}

Problems textProblems(const QByteArray &text)
{
    Problems problems;
    Walker(text, nullptr, &problems).run();
    return problems;
}

std::pair<int, int> lineColumn(const QByteArray &text, qsizetype offset)
{
    int line = 1, column = 1;
    for (qsizetype i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

} // namespace adj::JsonLocator
