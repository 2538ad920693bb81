#include "io/JsonLocator.h"

#include <QSet>

namespace adj {

JsonLocator::JsonLocator(const QByteArray &text)
    : m_text(text)
{
    skipSpace();
    if (m_pos < m_text.size())
        value(QString());
}

std::pair<int, int> JsonLocator::lineColumn(const QByteArray &text, qsizetype offset)
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

int JsonLocator::line(const QString &path) const
{
    QString p = path;
    while (true) {
        auto it = m_lines.constFind(p);
        if (it != m_lines.constEnd())
            return *it;
        if (p.isEmpty())
            return 0;
        const qsizetype cut = std::max(p.lastIndexOf(QLatin1Char('.')), p.lastIndexOf(QLatin1Char('[')));
        p = cut < 0 ? QString() : p.left(cut);
    }
}

void JsonLocator::skipSpace()
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

QString JsonLocator::string()
{
    const qsizetype start = ++m_pos; // after the opening quote
    while (m_pos < m_text.size() && m_text[m_pos] != '"') {
        if (m_text[m_pos] == '\\')
            ++m_pos;
        ++m_pos;
    }
    const QString s = QString::fromUtf8(m_text.mid(start, m_pos - start));
    ++m_pos; // closing quote
    return s;
}

void JsonLocator::value(const QString &path)
{
    skipSpace();
    if (m_pos >= m_text.size())
        return;
    m_lines.insert(path, m_line);
    const char c = m_text[m_pos];
    if (c == '{') {
        ++m_pos;
        QSet<QString> keys;
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
            const QString key = string();
            skipSpace();
            ++m_pos; // ':'
            const QString at = path.isEmpty() ? key : path + QLatin1Char('.') + key;
            if (keys.contains(key))
                m_duplicates.append(at);
            keys.insert(key);
            value(at);
        }
    } else if (c == '[') {
        ++m_pos;
        int index = 0;
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
            value(path + QStringLiteral("[%1]").arg(index++));
        }
    } else if (c == '"') {
        string();
    } else {
        while (m_pos < m_text.size() && !QByteArrayView(",]} \t\r\n").contains(m_text[m_pos]))
            ++m_pos;
    }
}

} // namespace adj
