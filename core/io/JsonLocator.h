// Finds the line of each value in a JSON text by its path (`areas[12].owner`),
// so that problems found after parsing can name the line as well as the field.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

namespace adj {

class JsonLocator
{
public:
    explicit JsonLocator(const QByteArray &text);
    // The line of the value at `path`, or of its nearest enclosing value; 0 if none.
    int line(const QString &path) const;
    // The paths of keys written a second time in their object, in file order
    // (JSON parsers keep one of them silently).
    const QStringList &duplicateKeys() const { return m_duplicates; }
    // 1-based line and column of a byte offset.
    static std::pair<int, int> lineColumn(const QByteArray &text, qsizetype offset);

private:
    void value(const QString &path);
    void skipSpace();
    QString string();

    const QByteArray &m_text;
    qsizetype m_pos = 0;
    int m_line = 1;
    QHash<QString, int> m_lines;
    QStringList m_duplicates;
};

} // namespace adj
