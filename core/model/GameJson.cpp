// The game JSON's reporting reader (Qt's parser and the line locator: every
// problem at its line), the checks on a game in memory, and the entry points
// that read a game's text or file (the clean reader is GameJsonClean.cpp, the
// writer GameJsonWriter.cpp).
#include "model/GameJson.h"

#include "io/JsonFields.h"
#include "io/JsonLocator.h"
#include "io/TextFile.h"
#include "language/Language.h"
#include "model/Board.h"
#include "model/GameFields.h"
#include "ruleset/Ruleset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <algorithm>

namespace adj {

namespace {

// `min` to `max` of A-Z and 0-9, nothing else (a character test, not a
// regular expression: it runs for every area of every game read).
bool isCode(const QString &s, qsizetype min, qsizetype max)
{
    return s.size() >= min && s.size() <= max
        && std::all_of(s.begin(), s.end(), [](QChar c) { return (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9'); });
}

bool isAreaCode(const QString &s)
{
    return isCode(s, 3, 3);
}

bool isNationCode(const QString &s)
{
    return isCode(s, 2, 3);
}

// The format version: one this program knows; a larger number, however large,
// is a newer Adjutant's.
int readVersion(const JsonFields &f, const QJsonValue &v)
{
    if (v.isDouble() && v.toDouble() > kGameFormatVersion) {
        f.error(QStringLiteral("version"),
                coreText(QT_TRANSLATE_NOOP("adj::Core", "version %1 was written by a newer Adjutant; this one reads up to %2"), numberText(v.toDouble()), kGameFormatVersion));
        return kGameFormatVersion;
    }
    return f.count(QStringLiteral("version"), {1, kGameFormatVersion}, true);
}

} // namespace

const QStringList &gameTopLevelFields()
{
    static const QStringList fields = {
        QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("name"),
        QStringLiteral("ruleset"), QStringLiteral("turn"), QStringLiteral("seed"),
        QStringLiteral("options"), QStringLiteral("order"), QStringLiteral("nations"),
        QStringLiteral("areas"), QStringLiteral("borders"), QStringLiteral("ap")};
    return fields;
}

std::optional<NumberRange> fieldRange(Change::Target target, const QString &field)
{
    static const QStringList areaCounts = {QStringLiteral("population"), QStringLiteral("popLimit"), QStringLiteral("trade"),
                                           QStringLiteral("forts"), QStringLiteral("armies"), QStringLiteral("ships")};
    static const QStringList nationCounts = {QStringLiteral("armyReserve"), QStringLiteral("fleetReserve"), QStringLiteral("vp")};
    if (target == Change::Target::Area && areaCounts.contains(field))
        return kCountRange;
    if (target == Change::Target::Nation && nationCounts.contains(field))
        return kCountRange;
    if (target == Change::Target::Nation && (field == u"bp" || field == u"treasury"))
        return kBpRange;
    return std::nullopt;
}

namespace {

// `moderator` (docs/formats.md): optional, kept as it is, `{"name": "…", "email": "…"}`.
void checkModerator(const QJsonValue &value, Problems &problems)
{
    if (!value.isObject()) {
        problems.append(problemOf(QString(), 0, QStringLiteral("moderator"),
                         coreText(QT_TRANSLATE_NOOP("adj::Core", "must be an object like {\"name\": \"…\", \"email\": \"…\"}, not %1"), jsonTypeName(value))));
        return;
    }
    JsonFields f(value.toObject(), QStringLiteral("moderator"), problems);
    f.string(QStringLiteral("name"));
    f.string(QStringLiteral("email"));
    f.unknownFields({QStringLiteral("name"), QStringLiteral("email")});
}

// `language`: optional, the language of the game's reports and mail.
void checkLanguage(const QJsonValue &value, Problems &problems)
{
    if (!value.isString() || !Language::codes().contains(value.toString()))
        problems.append({QString(), 0, QStringLiteral("language"),
                         QStringLiteral("must be one of %1").arg(Language::codes().join(QStringLiteral(", ")))});
}

} // namespace

void readExtraField(Game &g, const QString &key, const QJsonValue &value, Problems &problems)
{
    g.extra.insert(key, value);
    if (key == u"moderator")
        checkModerator(value, problems);
    else if (key == u"language")
        checkLanguage(value, problems);
    else if (key == u"schedule")
        readSchedule(value, problems);
    else if (key == u"mailbox")
        readMailbox(value, problems);
    else if (key != u"board")
        problems.append(problemOf(QString(), 0, key, coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown field, kept as it is")),
                                  Problem::Warning));
}

namespace {

Game readGame(const QJsonObject &root, Problems &problems)
{
    JsonFields f(root, QString(), problems);
    Game g;
    g.format = f.string(QStringLiteral("format"), true);
    if (f.has(QStringLiteral("format")) && g.format != u"adjutant-game")
        f.error(QStringLiteral("format"),
                QStringLiteral("is \"%1\", not \"adjutant-game\"").arg(g.format));
    g.version = readVersion(f, root.value(QStringLiteral("version")));
    g.name = f.string(QStringLiteral("name"));
    g.ruleset = f.string(QStringLiteral("ruleset"), true);
    g.turn = f.count(QStringLiteral("turn"), kTurnRange, true);
    g.seed = f.integer(QStringLiteral("seed"), kSeedRange);
    g.options = f.object(QStringLiteral("options"));
    g.ap = f.object(QStringLiteral("ap"));

    const QJsonArray nations = f.array(QStringLiteral("nations"), true);
    g.nations.reserve(nations.size());
    for (int i = 0; i < nations.size(); ++i) {
        if (!nations[i].isObject())
            problems.append(problemOf(QString(), 0, QStringLiteral("nations[%1]").arg(i),
                             coreText(QT_TRANSLATE_NOOP("adj::Core", "must be an object, not %1"), jsonTypeName(nations[i]))));
        else
            g.nations.append(readNationFields(JsonFields(nations[i].toObject(), QLatin1StringView("nations"), i, problems)));
    }
    const QJsonArray areas = f.array(QStringLiteral("areas"), true);
    g.areas.reserve(areas.size());
    for (int i = 0; i < areas.size(); ++i) {
        if (!areas[i].isObject())
            problems.append(problemOf(QString(), 0, QStringLiteral("areas[%1]").arg(i),
                             coreText(QT_TRANSLATE_NOOP("adj::Core", "must be an object, not %1"), jsonTypeName(areas[i]))));
        else
            g.areas.append(readAreaFields(JsonFields(areas[i].toObject(), QLatin1StringView("areas"), i, problems)));
    }
    const QJsonArray borders = f.array(QStringLiteral("borders"), true);
    g.borders.reserve(borders.size());
    for (int i = 0; i < borders.size(); ++i) {
        auto path = [i] { return QStringLiteral("borders[%1]").arg(i); }; // built only for a problem
        const QJsonArray pair = borders[i].toArray();
        if (!borders[i].isArray() || pair.size() != 2 || !pair[0].isString() || !pair[1].isString())
            problems.append(problemOf(QString(), 0, path(),
                             coreText(QT_TRANSLATE_NOOP("adj::Core", "must be a pair of area codes, like [\"YRK\", \"YRS\"]"))));
        else
            g.borders.append({pair[0].toString(), pair[1].toString()});
    }
    if (f.has(QStringLiteral("order")))
        g.order = f.strings(QStringLiteral("order"));
    else
        for (const Nation &n : g.nations)
            g.order.append(n.code);

    for (auto it = root.begin(); it != root.end(); ++it)
        if (!gameTopLevelFields().contains(it.key()))
            readExtraField(g, it.key(), it.value(), problems);
    g.reindex();
    return g;
}

} // namespace

// The game's `options` against the ruleset's rule choices (docs/rules.md §7): an
// unknown key is a warning, a value of the wrong type or outside the choices
// an error.
Problems validateOptions(const QJsonObject &options, const Ruleset &rules)
{
    Problems problems;
    for (auto it = options.begin(); it != options.end(); ++it) {
        const QString path = QStringLiteral("options.") + it.key();
        const QJsonValue def = rules.defaults.value(it.key());
        if (def.isUndefined()) {
            problems.append(problemOf(QString(), 0, path, coreText(QT_TRANSLATE_NOOP("adj::Core", "not a rule choice of %1; ignored"), rules.name), Problem::Warning));
            continue;
        }
        if (def.type() != it.value().type()) {
            problems.append(problemOf(QString(), 0, path, coreText(QT_TRANSLATE_NOOP("adj::Core", "must be %1, like the default %2"), jsonTypeName(def), QString::fromUtf8(inlineJson(def)))));
            continue;
        }
        const QJsonArray allowed = rules.optionValues.value(it.key()).toArray();
        if (!allowed.isEmpty() && !allowed.contains(it.value()))
            problems.append(problemOf(QString(), 0, path, coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown choice %1 (%2)"), QString::fromUtf8(inlineJson(it.value())), QString::fromUtf8(inlineJson(allowed)))));
        else if (QString range; it.value().isDouble() && !wholeNumberIn(it.value().toDouble(), kOptionRange, range))
            problems.append({QString(), 0, path, range});
    }
    return problems;
}

const QStringList &terrainNames()
{
    static const QStringList names = {QStringLiteral("lowland"), QStringLiteral("upland"),
                                      QStringLiteral("plains"),  QStringLiteral("forest"),
                                      QStringLiteral("mountain"), QStringLiteral("wetland"),
                                      QStringLiteral("island"),  QStringLiteral("town"),
                                      QStringLiteral("jungle"),  QStringLiteral("desert"),
                                      QStringLiteral("tundra")};
    return names;
}

Problems validateGame(const Game &g)
{
    Problems problems;
    auto error = [&](const QString &field, const CoreText &text) {
        problems.append(problemOf(QString(), 0, field, text, Problem::Error));
    };
    auto warn = [&](const QString &field, const CoreText &text) {
        problems.append(problemOf(QString(), 0, field, text, Problem::Warning));
    };

    if (!g.ruleset.isEmpty() && !Ruleset::names().contains(g.ruleset))
        error(QStringLiteral("ruleset"), coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown ruleset \"%1\" (known: %2)"), g.ruleset, Ruleset::names().join(QStringLiteral(", "))));
    const Ruleset *rules = Ruleset::get(g.ruleset);
    if (rules)
        problems += validateOptions(g.options, *rules);
    if (g.turn < 1)
        error(QStringLiteral("turn"), coreText(QT_TRANSLATE_NOOP("adj::Core", "must be 1 or more")));

    // Codes are hashed once each: the borders below go by the index of their
    // areas.
    QHash<QString, int> nationAt;
    nationAt.reserve(g.nations.size());
    for (int i = 0; i < g.nations.size(); ++i) {
        const Nation &n = g.nations[i];
        auto path = [i] { return QStringLiteral("nations[%1]").arg(i); }; // built only for a problem
        if (!isNationCode(n.code))
            error(path() + QStringLiteral(".code"),
                  coreText(QT_TRANSLATE_NOOP("adj::Core", "\"%1\" is not a nation code (2 or 3 of A-Z, 0-9)"), n.code));
        else if (nationAt.contains(n.code))
            error(path() + QStringLiteral(".code"), coreText(QT_TRANSLATE_NOOP("adj::Core", "duplicate nation code \"%1\" (also nations[%2])"), n.code, nationAt[n.code]));
        else
            nationAt.insert(n.code, i);
    }
    QHash<QString, int> areaAt;
    areaAt.reserve(g.areas.size());
    QList<bool> city(g.areas.size()); // by the index areaAt gives: some area of that code is a city
    for (int i = 0; i < g.areas.size(); ++i) {
        const Area &a = g.areas[i];
        auto path = [i] { return QStringLiteral("areas[%1].code").arg(i); };
        if (!isAreaCode(a.code)) {
            error(path(), coreText(QT_TRANSLATE_NOOP("adj::Core", "\"%1\" is not an area code (3 of A-Z, 0-9)"), a.code));
        } else if (const auto at = areaAt.constFind(a.code); at != areaAt.constEnd()) {
            error(path(), coreText(QT_TRANSLATE_NOOP("adj::Core", "duplicate area code \"%1\" (also areas[%2])"), a.code, *at));
            city[*at] = city[*at] || a.isCity();
        } else {
            areaAt.insert(a.code, i);
            city[i] = a.isCity();
        }
    }

    QSet<QString> seenInOrder;
    for (int i = 0; i < g.order.size(); ++i) {
        const QString path = QStringLiteral("order[%1]").arg(i);
        if (!nationAt.contains(g.order[i]))
            error(path, coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown nation \"%1\""), g.order[i]));
        else if (seenInOrder.contains(g.order[i]))
            error(path, coreText(QT_TRANSLATE_NOOP("adj::Core", "nation \"%1\" appears twice"), g.order[i]));
        seenInOrder.insert(g.order[i]);
    }
    for (const Nation &n : g.nations)
        if (!seenInOrder.contains(n.code) && isNationCode(n.code))
            error(QStringLiteral("order"), coreText(QT_TRANSLATE_NOOP("adj::Core", "nation \"%1\" is missing from the order"), n.code));

    // Borders, as sets of neighbours for the checks of cities below (only
    // a city's neighbours are looked at); a border is known by the indexes of
    // its areas.
    QHash<QString, QSet<QString>> neighbours;
    QSet<quint64> seenBorders;
    seenBorders.reserve(g.borders.size());
    for (int i = 0; i < g.borders.size(); ++i) {
        const auto &[a, b] = g.borders[i];
        auto path = [i] { return QStringLiteral("borders[%1]").arg(i); };
        int at[2] = {areaAt.value(a, -1), areaAt.value(b, -1)};
        for (int k = 0; k < 2; ++k)
            if (at[k] < 0)
                error(QStringLiteral("%1[%2]").arg(path()).arg(k), coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown area \"%1\""), k ? b : a));
        if (at[0] < 0 || at[1] < 0)
            continue;
        if (a == b) {
            error(path(), coreText(QT_TRANSLATE_NOOP("adj::Core", "an area cannot border itself (\"%1\")"), a));
            continue;
        }
        const quint64 key = quint64(std::min(at[0], at[1])) << 32 | quint64(std::max(at[0], at[1]));
        if (seenBorders.contains(key))
            warn(path(), coreText(QT_TRANSLATE_NOOP("adj::Core", "border %1-%2 is listed twice"), a, b));
        seenBorders.insert(key);
        if (city[at[0]])
            neighbours[a].insert(b);
        if (city[at[1]])
            neighbours[b].insert(a);
    }

    for (int i = 0; i < g.areas.size(); ++i) {
        const Area &a = g.areas[i];
        auto field = [i](const char *name) { return QStringLiteral("areas[%1].").arg(i) + QLatin1String(name); };
        if (!a.owner.isEmpty() && !nationAt.contains(a.owner))
            error(field("owner"), coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown nation \"%1\""), a.owner));
        if (!a.isSea() && !a.terrain.isEmpty() && !terrainNames().contains(a.terrain))
            error(field("terrain"), coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown terrain \"%1\" (%2)"), a.terrain, terrainNames().join(QStringLiteral(", "))));
        if (!a.isSea() && a.population > a.popLimit)
            error(field("population"), coreText(QT_TRANSLATE_NOOP("adj::Core", "population %1 is above the limit %2"), a.population, a.popLimit));
        if (a.isSea()) {
            if (a.population > 0)
                error(field("population"), coreText(QT_TRANSLATE_NOOP("adj::Core", "no population may live at sea")));
            if (a.armies > a.ships)
                warn(field("armies"), coreText(QT_TRANSLATE_NOOP("adj::Core", "%1 armies aboard but only %2 ships; the extra would drown"), a.armies, a.ships));
            if (a.ships > 0 && a.owner.isEmpty())
                error(field("ships"), coreText(QT_TRANSLATE_NOOP("adj::Core", "a neutral sea area holds no ships")));
        } else if (a.ships > 0) {
            error(field("ships"), coreText(QT_TRANSLATE_NOOP("adj::Core", "ships on land: only sea areas hold ships")));
        }
        if (a.mode == DefenceMode::Entrench && rules && !rules->feature("entrench"))
            error(field("mode"), coreText(QT_TRANSLATE_NOOP("adj::Core", "entrench is an Empires mode; a %1 game has defend, retreat and ambush"), g.ruleset));
        if (!a.modeTarget.isEmpty() && !areaAt.contains(a.modeTarget))
            error(field("modeTarget"), coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown area \"%1\""), a.modeTarget));
        else if (a.modeTarget == a.code && !a.code.isEmpty())
            error(field("modeTarget"), coreText(QT_TRANSLATE_NOOP("adj::Core", "an area's mode cannot target the area itself (\"%1\")"), a.code));
        if (a.isCity()) {
            if (a.hinterland.isEmpty()) {
                error(field("hinterland"), coreText(QT_TRANSLATE_NOOP("adj::Core", "a city must name its hinterland")));
            } else if (!areaAt.contains(a.hinterland)) {
                error(field("hinterland"), coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown area \"%1\""), a.hinterland));
            } else {
                const Area &h = g.areas[areaAt[a.hinterland]];
                if (!h.isLand())
                    error(field("hinterland"), coreText(QT_TRANSLATE_NOOP("adj::Core", "\"%1\" is a %2 area, not land"), a.hinterland, kindName(h.kind)));
                else if (!neighbours[a.code].contains(a.hinterland))
                    error(field("hinterland"), coreText(QT_TRANSLATE_NOOP("adj::Core", "\"%1\" does not border the city \"%2\""), a.hinterland, a.code));
            }
            for (const QString &n : neighbours.value(a.code)) {
                const Area &other = g.areas[areaAt[n]];
                if (!other.isSea() && n != a.hinterland)
                    error(field("hinterland"), coreText(QT_TRANSLATE_NOOP("adj::Core", "the city \"%1\" borders \"%2\", which is not its hinterland"), a.code, n));
            }
        } else if (!a.hinterland.isEmpty()) {
            error(field("hinterland"), coreText(QT_TRANSLATE_NOOP("adj::Core", "only a city has a hinterland")));
        }
    }
    if (g.extra.contains(QStringLiteral("board")))
        problems += checkBoard(g.extra.value(QStringLiteral("board")));
    return problems;
}

GameRead readGameJson(const QByteArray &text, const QString &fileName)
{
    // Most files have nothing to report: read them fast, and only a file with
    // a problem twice, for its messages.
    if (std::optional<Game> game = readCleanGameJson(text); game && validateGame(*game).isEmpty())
        return {std::move(game), {}};
    return readGameJsonReporting(text, fileName);
}

GameRead readGameJsonReporting(const QByteArray &text, const QString &fileName)
{
    GameRead result;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &err);
    if (err.error != QJsonParseError::NoError) {
        const auto [line, column] = JsonLocator::lineColumn(text, err.offset);
        result.problems.append(problemOf(fileName, line, QString(),
                                coreText(QT_TRANSLATE_NOOP("adj::Core", "malformed JSON at column %1: %2"), column, err.errorString())));
        return result;
    }
    if (!doc.isObject()) {
        result.problems.append(problemOf(fileName, 1, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "a game file must be a JSON object"))));
        return result;
    }
    // What a JSON parser lets through silently: a key given twice (one of the
    // two would be lost) and NUL characters in strings.
    Problems problems = JsonLocator::textProblems(text);
    Game game = readGame(doc.object(), problems);
    // The semantic checks are only worth it when the shape is right.
    if (!hasErrors(problems) || !game.areas.isEmpty())
        problems += validateGame(game);
    JsonLocator::placeProblems(text, fileName, problems);
    std::stable_sort(problems.begin(), problems.end(),
                     [](const Problem &a, const Problem &b) { return a.line < b.line; });
    result.problems = problems;
    if (!hasErrors(problems))
        result.game = std::move(game);
    return result;
}

std::optional<QByteArray> readGameBytes(const QString &path, Problem &error)
{
    return readInputFile(path, kGameFileCap, QStringLiteral("a game file"), error);
}

GameRead readGameFile(const QString &path)
{
    Problem error;
    const std::optional<QByteArray> bytes = readGameBytes(path, error);
    if (!bytes)
        return {std::nullopt, {error}};
    GameRead read = readGameJson(*bytes, path);
    if (read.game)
        read.problems += readBoardPicture(*read.game, path);  // beside the file (docs/formats.md `board`)
    return read;
}

} // namespace adj
