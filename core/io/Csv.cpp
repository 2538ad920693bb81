#include "io/Csv.h"

namespace adj {

qsizetype CsvTable::column(const QString &name) const
{
    for (qsizetype i = 0; i < header.size(); ++i)
        if (header[i].compare(name, Qt::CaseInsensitive) == 0)
            return i;
    return -1;
}

namespace {

// Splits the text into records of cells; a quoted cell may span lines.
struct Record {
    int line = 0;
    QStringList cells;
};

// A line with no text in any cell (",,," is a spreadsheet's empty row).
bool blank(const Record &r)
{
    for (const QString &c : r.cells)
        if (!c.isEmpty())
            return false;
    return true;
}

QList<Record> records(const QString &text, const QString &file, Problems &problems)
{
    QList<Record> out;
    Record current{1, {}};
    QString cell;
    int line = 1;
    qsizetype i = 0;
    const qsizetype n = text.size();
    auto endCell = [&] { current.cells.append(cell.trimmed()); cell.clear(); };
    // A game holds no NUL character (docs/formats.md): say where, once per line.
    auto noteNul = [&] {
        if (problems.isEmpty() || problems.last().line != line || problems.last().file != file)
            problems.append(problemOf(file, line, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "a NUL character in a cell"))));
        ++i;
    };
    auto endRecord = [&] {
        endCell();
        if (!blank(current))
            out.append(current);
        current = Record{line, {}};
    };
    while (i < n) {
        const QChar c = text[i];
        if (c.isNull()) {
            noteNul();
            continue;
        }
        if (c == u'"' && cell.trimmed().isEmpty()) {
            const int opened = line;
            cell.clear();
            ++i;
            bool closed = false;
            while (i < n) {
                if (text[i].isNull()) {
                    noteNul();
                    continue;
                }
                if (text[i] == u'"') {
                    if (i + 1 < n && text[i + 1] == u'"') {
                        cell += u'"';
                        i += 2;
                        continue;
                    }
                    closed = true;
                    ++i;
                    break;
                }
                if (text[i] == u'\n')
                    ++line;
                cell += text[i++];
            }
            if (!closed) {
                problems.append(problemOf(file, opened, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "a quoted cell is never closed"))));
                return out;
            }
            while (i < n && (text[i] == u' ' || text[i] == u'\t'))
                ++i;
            if (i < n && text[i] != u',' && text[i] != u'\n' && text[i] != u'\r') {
                problems.append(problemOf(file, line, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "text after the closing quote of a cell"))));
                while (i < n && text[i] != u',' && text[i] != u'\n')
                    ++i;
            }
            continue;
        }
        if (c == u',') {
            endCell();
        } else if (c == u'\n') {
            ++line;
            endRecord();
        } else if (c != u'\r') {
            cell += c;
        }
        ++i;
    }
    endRecord();
    return out;
}

} // namespace

std::optional<CsvTable> parseCsv(const QString &text, const QString &file, Problems &problems)
{
    const qsizetype before = problems.size();
    QList<Record> recs = records(text, file, problems);
    if (recs.isEmpty()) {
        problems.append(problemOf(file, 1, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "no header row: the first line names the columns"))));
        return std::nullopt;
    }
    CsvTable t;
    t.file = file;
    t.header = recs.first().cells;
    for (qsizetype i = 1; i < recs.size(); ++i) {
        Record &r = recs[i];
        if (r.cells.size() > t.header.size()) {
            // Trailing empty cells (a spreadsheet's padding) are no extra columns.
            while (r.cells.size() > t.header.size() && r.cells.last().isEmpty())
                r.cells.removeLast();
        }
        if (r.cells.size() > t.header.size()) {
            problems.append(problemOf(file, r.line, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "%1 cells, but the header names %2 columns"), r.cells.size(), t.header.size())));
            continue;
        }
        while (r.cells.size() < t.header.size())
            r.cells.append(QString());
        t.rows.append({r.line, r.cells});
    }
    if (problems.size() > before)
        return std::nullopt;
    return t;
}

} // namespace adj
