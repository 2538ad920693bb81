#include "model/MapSheets.h"

#include "io/NumberRange.h"
#include "io/TextFile.h"
#include "model/GameJson.h"
#include "model/MapGraph.h"

#include <QCryptographicHash>
#include <QPointF>
#include <QRegularExpression>

namespace adj {

namespace {

const QStringList kAreaColumns = {
    QStringLiteral("code"), QStringLiteral("name"), QStringLiteral("kind"), QStringLiteral("terrain"),
    QStringLiteral("population"), QStringLiteral("popLimit"), QStringLiteral("trade"), QStringLiteral("forts"),
    QStringLiteral("armies"), QStringLiteral("ships"), QStringLiteral("owner"), QStringLiteral("hinterland"),
    QStringLiteral("x"), QStringLiteral("y")};
const QStringList kBorderColumns = {QStringLiteral("a"), QStringLiteral("b")};
const QStringList kNationColumns = {
    QStringLiteral("code"), QStringLiteral("name"), QStringLiteral("player"), QStringLiteral("email"),
    QStringLiteral("people"), QStringLiteral("traits"), QStringLiteral("bp"), QStringLiteral("treasury"),
    QStringLiteral("armyReserve"), QStringLiteral("fleetReserve")};

// One table being read: its cells by column name, each problem placed on
// the row's line and the column.
struct Sheet {
    const CsvTable &table;
    Problems &problems;

    void error(int line, const QString &column, const QString &message)
    {
        problems.append({table.file, line, column, message});
    }
    void error(int line, const QString &column, const CoreText &text)
    {
        problems.append(problemOf(table.file, line, column, text));
    }

    // The header: known columns only, each once, the required ones present.
    // False only when a required column is missing; the rows are read anyway
    // otherwise, so that every problem shows at once.
    bool checkHeader(const QStringList &known, const QStringList &required)
    {
        bool ok = true;
        for (qsizetype i = 0; i < table.header.size(); ++i) {
            const QString &h = table.header[i];
            if (!known.contains(h, Qt::CaseInsensitive))
                error(1, h, coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown column (the columns are %1)"), known.join(QStringLiteral(", "))));
            else if (table.column(h) != i)
                error(1, h, coreText(QT_TRANSLATE_NOOP("adj::Core", "the column is named twice")));
        }
        for (const QString &r : required)
            if (table.column(r) < 0) {
                error(1, r, coreText(QT_TRANSLATE_NOOP("adj::Core", "the column is missing: every table names it")));
                ok = false;
            }
        return ok;
    }

    QString text(const CsvRow &row, const QString &column) const
    {
        const qsizetype i = table.column(column);
        return i < 0 ? QString() : row.cells[i];
    }

    // A count: blank is 0; otherwise a whole number in `range`.
    int number(const CsvRow &row, const QString &column, NumberRange range)
    {
        const QString t = text(row, column);
        if (t.isEmpty())
            return 0;
        QString problem;
        const std::optional<qint64> v = wholeNumberIn(QStringView(t), range, problem);
        if (!v) {
            error(row.line, column, problem);
            return 0;
        }
        return int(*v); // within range, which fits an int
    }

    std::optional<double> coordinate(const CsvRow &row, const QString &column)
    {
        const QString t = text(row, column);
        if (t.isEmpty())
            return std::nullopt;
        bool ok = false;
        const double v = t.toDouble(&ok);
        if (!ok || !std::isfinite(v)) {
            error(row.line, column, coreText(QT_TRANSLATE_NOOP("adj::Core", "\"%1\" is not a number"), t));
            return std::nullopt;
        }
        return v;
    }
};

// Where each area, border and nation of the game came from.
struct Origins {
    QList<int> areaLines, borderLines, nationLines;
};

void readAreas(Sheet &s, Game &g, Origins &o)
{
    for (const CsvRow &row : s.table.rows) {
        Area a;
        a.code = s.text(row, QStringLiteral("code"));
        a.name = s.text(row, QStringLiteral("name"));
        const QString kind = s.text(row, QStringLiteral("kind"));
        if (const auto k = kindFromName(kind.toLower()))
            a.kind = *k;
        else
            s.error(row.line, QStringLiteral("kind"), kind.isEmpty() ? coreText(QT_TRANSLATE_NOOP("adj::Core", "every area has a kind (land, city or sea)"))
                                                                     : coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown kind \"%1\" (land, city or sea)"), kind));
        a.terrain = s.text(row, QStringLiteral("terrain")).toLower();
        a.population = s.number(row, QStringLiteral("population"), kCountRange);
        a.popLimit = s.number(row, QStringLiteral("popLimit"), kCountRange);
        a.trade = s.number(row, QStringLiteral("trade"), kCountRange);
        a.forts = s.number(row, QStringLiteral("forts"), kCountRange);
        a.armies = s.number(row, QStringLiteral("armies"), kCountRange);
        a.ships = s.number(row, QStringLiteral("ships"), kCountRange);
        a.owner = s.text(row, QStringLiteral("owner"));
        a.hinterland = s.text(row, QStringLiteral("hinterland"));
        a.x = s.coordinate(row, QStringLiteral("x"));
        a.y = s.coordinate(row, QStringLiteral("y"));
        if (a.x.has_value() != a.y.has_value())
            s.error(row.line, a.x ? QStringLiteral("y") : QStringLiteral("x"),
                    coreText(QT_TRANSLATE_NOOP("adj::Core", "give both x and y, or neither (then the map is laid out)")));
        if (a.isSea())
            a.terrain.clear();
        g.areas.append(a);
        o.areaLines.append(row.line);
    }
}

void readBorders(Sheet &s, Game &g, Origins &o)
{
    QHash<QPair<QString, QString>, int> seen;
    for (const CsvRow &row : s.table.rows) {
        const QString a = s.text(row, QStringLiteral("a")), b = s.text(row, QStringLiteral("b"));
        const QPair<QString, QString> key = a < b ? qMakePair(a, b) : qMakePair(b, a);
        if (seen.contains(key)) {
            s.error(row.line, QStringLiteral("b"), coreText(QT_TRANSLATE_NOOP("adj::Core", "the border %1–%2 is given twice (first on line %3)"), a, b, seen.value(key)));
            continue;
        }
        seen.insert(key, row.line);
        g.borders.append({a, b});
        o.borderLines.append(row.line);
    }
}

void readNations(Sheet &s, Game &g, Origins &o)
{
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    for (const CsvRow &row : s.table.rows) {
        Nation n;
        n.code = s.text(row, QStringLiteral("code"));
        n.name = s.text(row, QStringLiteral("name"));
        n.player = s.text(row, QStringLiteral("player"));
        n.email = s.text(row, QStringLiteral("email"));
        n.people = s.text(row, QStringLiteral("people"));
        n.traits = s.text(row, QStringLiteral("traits")).split(spaces, Qt::SkipEmptyParts);
        n.bp = s.number(row, QStringLiteral("bp"), kBpRange);
        n.treasury = s.number(row, QStringLiteral("treasury"), kBpRange);
        n.armyReserve = s.number(row, QStringLiteral("armyReserve"), kCountRange);
        n.fleetReserve = s.number(row, QStringLiteral("fleetReserve"), kCountRange);
        g.nations.append(n);
        g.order.append(n.code);
        o.nationLines.append(row.line);
    }
}

// A problem of the made game (path `areas[3].hinterland`) on the row and
// column it came from; a path in the message (`also areas[0]`) becomes a line.
Problem placed(const Problem &p, const MapSheets &sheets, const Origins &o)
{
    static const QRegularExpression path(QStringLiteral("(areas|nations|borders)\\[(\\d+)\\](?:\\.(\\w+))?"));
    auto lineOf = [&](const QString &table, int i) {
        return table == u"areas" ? o.areaLines.value(i) : table == u"nations" ? o.nationLines.value(i) : o.borderLines.value(i);
    };
    QString message = p.message;
    for (QRegularExpressionMatchIterator it = path.globalMatch(p.message); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        message.replace(m.captured(0), QStringLiteral("line %1").arg(lineOf(m.captured(1), m.captured(2).toInt())));
    }
    // A message so rewritten is read back by the catalog (ProblemText.cpp, "sheets").
    const CoreText text = message == p.message ? p.text : CoreText::parse(message);
    const QRegularExpressionMatch m = path.match(p.field);
    if (!m.hasMatch() || m.capturedStart() != 0)
        return {sheets.areas.file, 0, p.field, message, p.severity, text};
    const QString table = m.captured(1);
    const QString file = table == u"areas" ? sheets.areas.file : table == u"nations" ? sheets.nations.file : sheets.borders.file;
    const QString column = m.captured(3).isEmpty() && table == u"borders" ? QStringLiteral("a, b") : m.captured(3);
    return {file, lineOf(table, m.captured(2).toInt()), column, message, p.severity, text};
}

qint64 seedOf(const MapSheets &sheets)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    for (const CsvTable *t : {&sheets.areas, &sheets.borders, &sheets.nations}) {
        h.addData(t->header.join(u',').toUtf8());
        for (const CsvRow &r : t->rows)
            h.addData(r.cells.join(u',').toUtf8() + '\n');
    }
    const QByteArray d = h.result();
    quint64 v = 0;
    for (int i = 0; i < 8; ++i)
        v = (v << 8) | quint8(d[i]);
    return qint64(v % quint64(kSeedRange.max));
}

// The areas the sheets give no x, y are laid out (MapGraph::layout, around
// those that have them) once, here: their x, y are kept in the game, so that
// the map is drawn the same wherever and whenever the game is opened, and
// moves only where the moderator moves it.
void layOutUnplaced(Game &g)
{
    QHash<QString, QPointF> placed;
    for (const Area &a : std::as_const(g.areas))
        if (a.x && a.y)
            placed.insert(a.code, QPointF(*a.x, *a.y));
    if (placed.size() == g.areas.size())
        return;
    const MapGraph graph(g);
    const QHash<QString, QPointF> at = placed.isEmpty() ? graph.layout(110.0) : graph.layout(110.0, placed);
    for (Area &a : g.areas)
        if (!a.x || !a.y) {
            a.x = std::round(at.value(a.code).x());
            a.y = std::round(at.value(a.code).y());
        }
}

} // namespace

std::optional<Game> gameFromSheets(const MapSheets &sheets, const QString &ruleset, const QString &name,
                                   Problems &problems)
{
    const qsizetype before = problems.size();
    Sheet areas{sheets.areas, problems}, borders{sheets.borders, problems}, nations{sheets.nations, problems};
    const bool headers = areas.checkHeader(kAreaColumns, {QStringLiteral("code"), QStringLiteral("kind")})
                       & borders.checkHeader(kBorderColumns, kBorderColumns)
                       & nations.checkHeader(kNationColumns, {QStringLiteral("code")});
    if (!headers)
        return std::nullopt;

    Game g;
    g.ruleset = ruleset;
    g.name = name;
    g.turn = 1;
    Origins o;
    readAreas(areas, g, o);
    readBorders(borders, g, o);
    readNations(nations, g, o);
    g.seed = seedOf(sheets);
    g.reindex();
    for (const Problem &p : validateGame(g))
        problems.append(placed(p, sheets, o));
    // In the order of the tables, then by line, as a moderator reads them.
    const QStringList files = {sheets.areas.file, sheets.borders.file, sheets.nations.file};
    std::stable_sort(problems.begin() + before, problems.end(), [&files](const Problem &a, const Problem &b) {
        return std::pair(files.indexOf(a.file), a.line) < std::pair(files.indexOf(b.file), b.line);
    });
    for (qsizetype i = before; i < problems.size(); ++i)
        if (problems[i].severity == Problem::Error)
            return std::nullopt;
    layOutUnplaced(g);
    return g;
}

std::optional<MapSheets> readMapSheets(const QString &areas, const QString &borders, const QString &nations,
                                       Problems &problems)
{
    MapSheets sheets;
    bool ok = true;
    const std::pair<const QString *, CsvTable *> files[] = {
        {&areas, &sheets.areas}, {&borders, &sheets.borders}, {&nations, &sheets.nations}};
    for (const auto &[path, table] : files) {
        Problem error;
        const std::optional<QString> text = readUtf8File(*path, error);
        if (!text) {
            problems.append(error);
            ok = false;
            continue;
        }
        if (auto t = parseCsv(*text, *path, problems))
            *table = std::move(*t);
        else
            ok = false;
    }
    return ok ? std::optional<MapSheets>(std::move(sheets)) : std::nullopt;
}

} // namespace adj
