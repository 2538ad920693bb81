#include "model/GameJson.h"

#include "io/JsonFields.h"
#include "io/JsonLocator.h"
#include "io/TextFile.h"
#include "ruleset/Ruleset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <cmath>

namespace adj {

namespace {

constexpr int kFormatVersion = 1;

const QStringList kTerrains = {QStringLiteral("lowland"), QStringLiteral("upland"),
                               QStringLiteral("plains"),  QStringLiteral("forest"),
                               QStringLiteral("mountain"), QStringLiteral("wetland"),
                               QStringLiteral("island"),  QStringLiteral("town"),
                               QStringLiteral("jungle"),  QStringLiteral("desert"),
                               QStringLiteral("tundra")};

bool isAreaCode(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("^[A-Z0-9]{3}$"));
    return re.match(s).hasMatch();
}

bool isNationCode(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("^[A-Z0-9]{2,3}$"));
    return re.match(s).hasMatch();
}

Nation readNation(const QJsonObject &o, const QString &path, Problems &problems)
{
    JsonFields f(o, path, problems);
    Nation n;
    n.code = f.string(QStringLiteral("code"), true);
    n.name = f.string(QStringLiteral("name"));
    n.player = f.string(QStringLiteral("player"));
    n.email = f.string(QStringLiteral("email"));
    n.people = f.string(QStringLiteral("people"));
    n.traits = f.strings(QStringLiteral("traits"));
    n.bp = f.count(QStringLiteral("bp"), kBpRange);
    n.treasury = f.count(QStringLiteral("treasury"), kBpRange);
    n.armyReserve = f.count(QStringLiteral("armyReserve"), kCountRange);
    n.fleetReserve = f.count(QStringLiteral("fleetReserve"), kCountRange);
    n.vp = f.count(QStringLiteral("vp"), kCountRange);
    return n;
}

Area readArea(const QJsonObject &o, const QString &path, Problems &problems)
{
    JsonFields f(o, path, problems);
    Area a;
    a.code = f.string(QStringLiteral("code"), true);
    a.name = f.string(QStringLiteral("name"));
    const QString kind = f.string(QStringLiteral("kind"), true);
    if (const auto k = kindFromName(kind))
        a.kind = *k;
    else if (f.has(QStringLiteral("kind")) && o.value(QStringLiteral("kind")).isString())
        f.error(QStringLiteral("kind"),
                QStringLiteral("unknown kind \"%1\" (land, city or sea)").arg(kind));
    const bool sea = a.kind == AreaKind::Sea;
    a.terrain = f.string(QStringLiteral("terrain"), !sea);
    a.hinterland = f.optionalString(QStringLiteral("hinterland"));
    a.x = f.number(QStringLiteral("x"));
    a.y = f.number(QStringLiteral("y"));
    a.owner = f.optionalString(QStringLiteral("owner"));
    a.population = f.count(QStringLiteral("population"), kCountRange);
    a.popLimit = f.count(QStringLiteral("popLimit"), kCountRange, !sea);
    a.trade = f.count(QStringLiteral("trade"), kCountRange);
    a.forts = f.count(QStringLiteral("forts"), kCountRange);
    a.armies = f.count(QStringLiteral("armies"), kCountRange);
    a.ships = f.count(QStringLiteral("ships"), kCountRange);
    const QString mode = f.optionalString(QStringLiteral("mode"));
    if (!mode.isEmpty()) {
        if (const auto m = modeFromName(mode))
            a.mode = *m;
        else
            f.error(QStringLiteral("mode"),
                    QStringLiteral("unknown mode \"%1\" (defend, retreat, ambush or entrench)").arg(mode));
    }
    a.modeTarget = f.optionalString(QStringLiteral("modeTarget"));
    return a;
}

// The format version: one this program knows; a larger number, however large,
// is a newer Adjutant's.
int readVersion(const JsonFields &f, const QJsonValue &v)
{
    if (v.isDouble() && v.toDouble() > kFormatVersion) {
        f.error(QStringLiteral("version"),
                QStringLiteral("version %1 was written by a newer Adjutant; this one reads up to %2")
                    .arg(numberText(v.toDouble())).arg(kFormatVersion));
        return kFormatVersion;
    }
    return f.count(QStringLiteral("version"), {1, kFormatVersion}, true);
}

const QStringList kTopLevel = {
    QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("name"),
    QStringLiteral("ruleset"), QStringLiteral("turn"), QStringLiteral("seed"),
    QStringLiteral("options"), QStringLiteral("order"), QStringLiteral("nations"),
    QStringLiteral("areas"), QStringLiteral("borders"), QStringLiteral("ap")};

// `moderator` (formats.md): optional, kept as it is, `{"name": "…", "email": "…"}`.
void checkModerator(const QJsonValue &value, Problems &problems)
{
    if (!value.isObject()) {
        problems.append({QString(), 0, QStringLiteral("moderator"),
                         QStringLiteral("must be an object like {\"name\": \"…\", \"email\": \"…\"}, not %1").arg(jsonTypeName(value))});
        return;
    }
    JsonFields f(value.toObject(), QStringLiteral("moderator"), problems);
    f.string(QStringLiteral("name"));
    f.string(QStringLiteral("email"));
    f.unknownFields({QStringLiteral("name"), QStringLiteral("email")});
}

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
    for (int i = 0; i < nations.size(); ++i) {
        const QString path = QStringLiteral("nations[%1]").arg(i);
        if (!nations[i].isObject())
            problems.append({QString(), 0, path,
                             QStringLiteral("must be an object, not %1").arg(jsonTypeName(nations[i]))});
        else
            g.nations.append(readNation(nations[i].toObject(), path, problems));
    }
    const QJsonArray areas = f.array(QStringLiteral("areas"), true);
    for (int i = 0; i < areas.size(); ++i) {
        const QString path = QStringLiteral("areas[%1]").arg(i);
        if (!areas[i].isObject())
            problems.append({QString(), 0, path,
                             QStringLiteral("must be an object, not %1").arg(jsonTypeName(areas[i]))});
        else
            g.areas.append(readArea(areas[i].toObject(), path, problems));
    }
    const QJsonArray borders = f.array(QStringLiteral("borders"), true);
    for (int i = 0; i < borders.size(); ++i) {
        const QString path = QStringLiteral("borders[%1]").arg(i);
        const QJsonArray pair = borders[i].toArray();
        if (!borders[i].isArray() || pair.size() != 2 || !pair[0].isString() || !pair[1].isString())
            problems.append({QString(), 0, path,
                             QStringLiteral("must be a pair of area codes, like [\"YRK\", \"YRS\"]")});
        else
            g.borders.append({pair[0].toString(), pair[1].toString()});
    }
    if (f.has(QStringLiteral("order")))
        g.order = f.strings(QStringLiteral("order"));
    else
        for (const Nation &n : g.nations)
            g.order.append(n.code);

    for (auto it = root.begin(); it != root.end(); ++it) {
        if (kTopLevel.contains(it.key()))
            continue;
        g.extra.insert(it.key(), it.value());
        if (it.key() == u"moderator")
            checkModerator(it.value(), problems);
        else if (it.key() != u"board")
            problems.append({QString(), 0, it.key(), QStringLiteral("unknown field, kept as it is"),
                             Problem::Warning});
    }
    g.reindex();
    return g;
}

// --- writing -------------------------------------------------------------

using Ordered = OrderedFields;

QJsonValue orNull(const QString &s)
{
    return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s);
}

} // namespace

OrderedFields nationJsonFields(const Nation &n)
{
    return {{QStringLiteral("code"), n.code},
            {QStringLiteral("name"), n.name},
            {QStringLiteral("player"), n.player},
            {QStringLiteral("email"), n.email},
            {QStringLiteral("people"), n.people},
            {QStringLiteral("traits"), QJsonArray::fromStringList(n.traits)},
            {QStringLiteral("bp"), n.bp},
            {QStringLiteral("treasury"), n.treasury},
            {QStringLiteral("armyReserve"), n.armyReserve},
            {QStringLiteral("fleetReserve"), n.fleetReserve},
            {QStringLiteral("vp"), n.vp}};
}

OrderedFields areaJsonFields(const Area &a)
{
    Ordered f = {{QStringLiteral("code"), a.code},
                 {QStringLiteral("name"), a.name},
                 {QStringLiteral("kind"), kindName(a.kind)}};
    if (!a.isSea())
        f.append({QStringLiteral("terrain"), a.terrain});
    if (a.isCity() || !a.hinterland.isEmpty())
        f.append({QStringLiteral("hinterland"), orNull(a.hinterland)});
    if (a.x)
        f.append({QStringLiteral("x"), *a.x});
    if (a.y)
        f.append({QStringLiteral("y"), *a.y});
    f.append({QStringLiteral("owner"), orNull(a.owner)});
    if (a.isSea()) {
        f.append({QStringLiteral("ships"), a.ships});
        f.append({QStringLiteral("armies"), a.armies});
        // Fields that make no sense at sea are still written if set, so that
        // validation can name them and nothing is lost.
        if (a.population)
            f.append({QStringLiteral("population"), a.population});
        return f;
    }
    f.append({QStringLiteral("population"), a.population});
    f.append({QStringLiteral("popLimit"), a.popLimit});
    if (a.isCity() || a.trade)
        f.append({QStringLiteral("trade"), a.trade});
    f.append({QStringLiteral("forts"), a.forts});
    f.append({QStringLiteral("armies"), a.armies});
    if (a.ships)
        f.append({QStringLiteral("ships"), a.ships});
    f.append({QStringLiteral("mode"), modeName(a.mode)});
    f.append({QStringLiteral("modeTarget"), orNull(a.modeTarget)});
    return f;
}

namespace {

// Arrays of objects or arrays go one element per line; objects holding such
// arrays are written as nested blocks; everything else on one line.
bool needsBlock(const QJsonValue &v)
{
    if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            if (e.isObject() || e.isArray())
                return true;
        return false;
    }
    if (v.isObject())
        for (const QJsonValue &e : v.toObject())
            if (needsBlock(e))
                return true;
    return false;
}

void writeBlock(QByteArray &out, const QJsonValue &v, const QByteArray &indent)
{
    if (!needsBlock(v)) {
        out += inlineJson(v);
        return;
    }
    const QByteArray inner = indent + "  ";
    if (v.isArray()) {
        const QJsonArray a = v.toArray();
        out += "[\n";
        for (int i = 0; i < a.size(); ++i) {
            out += inner + inlineJson(a[i]);
            out += i + 1 < a.size() ? ",\n" : "\n";
        }
        out += indent + "]";
        return;
    }
    const QJsonObject o = v.toObject();
    out += "{\n";
    int i = 0;
    for (auto it = o.begin(); it != o.end(); ++it, ++i) {
        out += inner + inlineJson(it.key()) + ": ";
        writeBlock(out, it.value(), inner);
        out += i + 1 < o.size() ? ",\n" : "\n";
    }
    out += indent + "}";
}

void writeLines(QByteArray &out, const QList<QByteArray> &lines)
{
    out += "[\n";
    for (int i = 0; i < lines.size(); ++i)
        out += "    " + lines[i] + (i + 1 < lines.size() ? ",\n" : "\n");
    out += "  ]";
}

} // namespace

// The game's `options` against the ruleset's rule choices (rules.md §7): an
// unknown key is a warning, a value of the wrong type or outside the choices
// an error.
Problems validateOptions(const QJsonObject &options, const Ruleset &rules)
{
    Problems problems;
    for (auto it = options.begin(); it != options.end(); ++it) {
        const QString path = QStringLiteral("options.") + it.key();
        const QJsonValue def = rules.defaults.value(it.key());
        if (def.isUndefined()) {
            problems.append({QString(), 0, path, QStringLiteral("not a rule choice of %1; ignored").arg(rules.name), Problem::Warning});
            continue;
        }
        if (def.type() != it.value().type()) {
            problems.append({QString(), 0, path, QStringLiteral("must be %1, like the default %2")
                                                     .arg(jsonTypeName(def), QString::fromUtf8(inlineJson(def)))});
            continue;
        }
        const QJsonArray allowed = rules.optionValues.value(it.key()).toArray();
        if (!allowed.isEmpty() && !allowed.contains(it.value()))
            problems.append({QString(), 0, path, QStringLiteral("unknown choice %1 (%2)")
                                                     .arg(QString::fromUtf8(inlineJson(it.value())), QString::fromUtf8(inlineJson(allowed)))});
        else if (QString range; it.value().isDouble() && !wholeNumberIn(it.value().toDouble(), kOptionRange, range))
            problems.append({QString(), 0, path, range});
    }
    return problems;
}

QByteArray inlineOrdered(const OrderedFields &fields)
{
    QByteArray out = "{";
    for (int i = 0; i < fields.size(); ++i) {
        if (i)
            out += ", ";
        out += inlineJson(fields[i].first) + ": " + inlineJson(fields[i].second);
    }
    return out + "}";
}

QByteArray inlineJson(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Object: {
        const QJsonObject o = v.toObject();
        Ordered fields;
        for (auto it = o.begin(); it != o.end(); ++it)
            fields.append({it.key(), it.value()});
        return inlineOrdered(fields);
    }
    case QJsonValue::Array: {
        QByteArray out = "[";
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i)
            out += (i ? ", " : "") + inlineJson(a[i]);
        return out + "]";
    }
    case QJsonValue::Double: {
        const double d = v.toDouble();
        if (d == std::floor(d) && std::abs(d) <= double(kMaxExactInteger)) // a seed reaches 2^53
            return QByteArray::number(qint64(d));
        return QByteArray::number(d, 'g', 15);
    }
    default: {
        // Strings, booleans and null: let Qt escape them, then unwrap the array.
        const QByteArray a = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
        return a.mid(1, a.size() - 2);
    }
    }
}

QByteArray writeGameJson(const Game &g)
{
    QList<QPair<QString, QByteArray>> top;
    top.append({QStringLiteral("format"), inlineJson(g.format)});
    top.append({QStringLiteral("version"), inlineJson(g.version)});
    top.append({QStringLiteral("name"), inlineJson(g.name)});
    top.append({QStringLiteral("ruleset"), inlineJson(g.ruleset)});
    top.append({QStringLiteral("turn"), inlineJson(g.turn)});
    top.append({QStringLiteral("seed"), inlineJson(double(g.seed))});
    QByteArray options;
    writeBlock(options, g.options, "  ");
    top.append({QStringLiteral("options"), options});
    top.append({QStringLiteral("order"), inlineJson(QJsonArray::fromStringList(g.order))});

    QList<QByteArray> lines;
    for (const Nation &n : g.nations)
        lines.append(inlineOrdered(nationJsonFields(n)));
    QByteArray block;
    writeLines(block, lines);
    top.append({QStringLiteral("nations"), block});

    lines.clear();
    for (const Area &a : g.areas)
        lines.append(inlineOrdered(areaJsonFields(a)));
    block.clear();
    writeLines(block, lines);
    top.append({QStringLiteral("areas"), block});

    lines.clear();
    for (const auto &b : g.borders)
        lines.append(inlineJson(QJsonArray{b.first, b.second}));
    block.clear();
    writeLines(block, lines);
    top.append({QStringLiteral("borders"), block});

    if (!g.ap.isEmpty()) {
        block.clear();
        writeBlock(block, g.ap, "  ");
        top.append({QStringLiteral("ap"), block});
    }
    for (auto it = g.extra.begin(); it != g.extra.end(); ++it) {
        block.clear();
        writeBlock(block, it.value(), "  ");
        top.append({it.key(), block});
    }

    QByteArray out = "{\n";
    for (int i = 0; i < top.size(); ++i)
        out += "  " + inlineJson(top[i].first) + ": " + top[i].second
            + (i + 1 < top.size() ? ",\n" : "\n");
    return out + "}\n";
}

Problems validateGame(const Game &g)
{
    Problems problems;
    auto error = [&](const QString &field, const QString &message) {
        problems.append({QString(), 0, field, message, Problem::Error});
    };
    auto warn = [&](const QString &field, const QString &message) {
        problems.append({QString(), 0, field, message, Problem::Warning});
    };

    if (!g.ruleset.isEmpty() && !Ruleset::names().contains(g.ruleset))
        error(QStringLiteral("ruleset"), QStringLiteral("unknown ruleset \"%1\" (known: %2)")
                                             .arg(g.ruleset, Ruleset::names().join(QStringLiteral(", "))));
    const Ruleset *rules = Ruleset::get(g.ruleset);
    if (rules)
        problems += validateOptions(g.options, *rules);
    if (g.turn < 1)
        error(QStringLiteral("turn"), QStringLiteral("must be 1 or more"));

    QHash<QString, int> nationAt;
    for (int i = 0; i < g.nations.size(); ++i) {
        const Nation &n = g.nations[i];
        const QString path = QStringLiteral("nations[%1]").arg(i);
        if (!isNationCode(n.code))
            error(path + QStringLiteral(".code"),
                  QStringLiteral("\"%1\" is not a nation code (2 or 3 of A-Z, 0-9)").arg(n.code));
        else if (nationAt.contains(n.code))
            error(path + QStringLiteral(".code"), QStringLiteral("duplicate nation code \"%1\" (also nations[%2])")
                                                      .arg(n.code).arg(nationAt[n.code]));
        else
            nationAt.insert(n.code, i);
    }
    QHash<QString, int> areaAt;
    for (int i = 0; i < g.areas.size(); ++i) {
        const Area &a = g.areas[i];
        const QString path = QStringLiteral("areas[%1].code").arg(i);
        if (!isAreaCode(a.code))
            error(path, QStringLiteral("\"%1\" is not an area code (3 of A-Z, 0-9)").arg(a.code));
        else if (areaAt.contains(a.code))
            error(path, QStringLiteral("duplicate area code \"%1\" (also areas[%2])").arg(a.code).arg(areaAt[a.code]));
        else
            areaAt.insert(a.code, i);
    }

    QSet<QString> seenInOrder;
    for (int i = 0; i < g.order.size(); ++i) {
        const QString path = QStringLiteral("order[%1]").arg(i);
        if (!nationAt.contains(g.order[i]))
            error(path, QStringLiteral("unknown nation \"%1\"").arg(g.order[i]));
        else if (seenInOrder.contains(g.order[i]))
            error(path, QStringLiteral("nation \"%1\" appears twice").arg(g.order[i]));
        seenInOrder.insert(g.order[i]);
    }
    for (const Nation &n : g.nations)
        if (!seenInOrder.contains(n.code) && isNationCode(n.code))
            error(QStringLiteral("order"), QStringLiteral("nation \"%1\" is missing from the order").arg(n.code));

    // Borders, as sets of neighbours for the checks below.
    QHash<QString, QSet<QString>> neighbours;
    QSet<QPair<QString, QString>> seenBorders;
    for (int i = 0; i < g.borders.size(); ++i) {
        const auto &[a, b] = g.borders[i];
        const QString path = QStringLiteral("borders[%1]").arg(i);
        bool ok = true;
        for (int k = 0; k < 2; ++k) {
            const QString &code = k ? b : a;
            if (!areaAt.contains(code)) {
                error(QStringLiteral("%1[%2]").arg(path).arg(k), QStringLiteral("unknown area \"%1\"").arg(code));
                ok = false;
            }
        }
        if (!ok)
            continue;
        if (a == b) {
            error(path, QStringLiteral("an area cannot border itself (\"%1\")").arg(a));
            continue;
        }
        const auto key = a < b ? qMakePair(a, b) : qMakePair(b, a);
        if (seenBorders.contains(key))
            warn(path, QStringLiteral("border %1-%2 is listed twice").arg(a, b));
        seenBorders.insert(key);
        neighbours[a].insert(b);
        neighbours[b].insert(a);
    }

    for (int i = 0; i < g.areas.size(); ++i) {
        const Area &a = g.areas[i];
        const QString path = QStringLiteral("areas[%1].").arg(i);
        auto field = [&](const char *name) { return path + QLatin1String(name); };
        if (!a.owner.isEmpty() && !nationAt.contains(a.owner))
            error(field("owner"), QStringLiteral("unknown nation \"%1\"").arg(a.owner));
        if (!a.isSea() && !a.terrain.isEmpty() && !kTerrains.contains(a.terrain))
            error(field("terrain"), QStringLiteral("unknown terrain \"%1\" (%2)")
                                        .arg(a.terrain, kTerrains.join(QStringLiteral(", "))));
        if (!a.isSea() && a.population > a.popLimit)
            error(field("population"), QStringLiteral("population %1 is above the limit %2")
                                           .arg(a.population).arg(a.popLimit));
        if (a.isSea()) {
            if (a.population > 0)
                error(field("population"), QStringLiteral("no population may live at sea"));
            if (a.armies > a.ships)
                warn(field("armies"), QStringLiteral("%1 armies aboard but only %2 ships; the extra would drown")
                                          .arg(a.armies).arg(a.ships));
            if (a.ships > 0 && a.owner.isEmpty())
                error(field("ships"), QStringLiteral("a neutral sea area holds no ships"));
        } else if (a.ships > 0) {
            error(field("ships"), QStringLiteral("ships on land: only sea areas hold ships"));
        }
        if (a.mode == DefenceMode::Entrench && rules && !rules->feature("entrench"))
            error(field("mode"), QStringLiteral("entrench is an Empires mode; a %1 game has defend, retreat and ambush")
                                     .arg(g.ruleset));
        if (!a.modeTarget.isEmpty() && !areaAt.contains(a.modeTarget))
            error(field("modeTarget"), QStringLiteral("unknown area \"%1\"").arg(a.modeTarget));
        else if (a.modeTarget == a.code && !a.code.isEmpty())
            error(field("modeTarget"), QStringLiteral("an area's mode cannot target the area itself (\"%1\")").arg(a.code));
        if (a.isCity()) {
            if (a.hinterland.isEmpty()) {
                error(field("hinterland"), QStringLiteral("a city must name its hinterland"));
            } else if (!areaAt.contains(a.hinterland)) {
                error(field("hinterland"), QStringLiteral("unknown area \"%1\"").arg(a.hinterland));
            } else {
                const Area &h = g.areas[areaAt[a.hinterland]];
                if (!h.isLand())
                    error(field("hinterland"), QStringLiteral("\"%1\" is a %2 area, not land")
                                                   .arg(a.hinterland, kindName(h.kind)));
                else if (!neighbours[a.code].contains(a.hinterland))
                    error(field("hinterland"), QStringLiteral("\"%1\" does not border the city \"%2\"")
                                                   .arg(a.hinterland, a.code));
            }
            for (const QString &n : neighbours.value(a.code)) {
                const Area &other = g.areas[areaAt[n]];
                if (!other.isSea() && n != a.hinterland)
                    error(field("hinterland"), QStringLiteral("the city \"%1\" borders \"%2\", which is not its hinterland")
                                                   .arg(a.code, n));
            }
        } else if (!a.hinterland.isEmpty()) {
            error(field("hinterland"), QStringLiteral("only a city has a hinterland"));
        }
    }
    return problems;
}

GameRead readGameJson(const QByteArray &text, const QString &fileName)
{
    GameRead result;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &err);
    if (err.error != QJsonParseError::NoError) {
        const auto [line, column] = JsonLocator::lineColumn(text, err.offset);
        result.problems.append({fileName, line, QString(),
                                QStringLiteral("malformed JSON at column %1: %2").arg(column).arg(err.errorString())});
        return result;
    }
    if (!doc.isObject()) {
        result.problems.append({fileName, 1, QString(), QStringLiteral("a game file must be a JSON object")});
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
    return readGameJson(*bytes, path);
}

} // namespace adj
