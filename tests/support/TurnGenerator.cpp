#include "support/TurnGenerator.h"

#include "model/MapGraph.h"
#include "ruleset/Ruleset.h"

#include <QHash>
#include <QSet>

namespace adj::testing {

namespace {

QString code(int i)
{
    static const char digits[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    return QString(QLatin1Char(digits[i / 1296 % 36])) + QLatin1Char(digits[i / 36 % 36]) + QLatin1Char(digits[i % 36]);
}

} // namespace

// ---------------------------------------------------------------------------
// The benchmark's grid

GridShape gridShape(int areas)
{
    if (areas >= 40'000)
        return {225, 180, 1296, 36, 36};
    if (areas >= 10'000)
        return {125, 80, 320, 20, 16};
    return {};
}

Game gridGame(const GridShape &shape)
{
    static const QStringList terrains = {QStringLiteral("lowland"), QStringLiteral("upland"), QStringLiteral("forest"),
                                         QStringLiteral("lowland"), QStringLiteral("wetland"), QStringLiteral("mountain")};
    Game g;
    g.name = QStringLiteral("Benchmark");
    g.ruleset = QStringLiteral("dark-age");
    g.turn = 1;
    g.seed = 42;
    for (int n = 0; n < shape.nations; ++n) {
        Nation nation;
        nation.code = QLatin1Char('N') + code(n).right(2);
        nation.name = QStringLiteral("Nation %1").arg(n);
        nation.people = n % 2 ? QStringLiteral("saxon") : QStringLiteral("angle");
        nation.bp = 60;
        g.nations.append(nation);
        g.order.append(nation.code);
    }
    for (int r = 0; r < shape.rows; ++r) {
        for (int c = 0; c < shape.columns; ++c) {
            const int i = r * shape.columns + c;
            Area a;
            a.code = code(i);
            a.name = QStringLiteral("Area %1").arg(i);
            a.x = c * 90.0;
            a.y = r * 90.0;
            const int block = ((r * shape.blockRows / shape.rows) * shape.blockColumns
                               + c * shape.blockColumns / shape.columns) % shape.nations;
            if (c % 7 == 3) {
                a.kind = AreaKind::Sea;
                if (r % 3 == 0) {
                    a.owner = g.nations[block].code;
                    a.ships = 2;
                }
            } else {
                a.kind = AreaKind::Land;
                a.terrain = terrains[i % terrains.size()];
                a.popLimit = 6;
                a.population = 1 + i % 5;
                a.armies = i % 4;
                a.forts = i % 3 == 0;
                if (i % 11)
                    a.owner = g.nations[block].code;
            }
            g.areas.append(a);
            if (c > 0)
                g.borders.append({code(i - 1), a.code});
            if (r > 0)
                g.borders.append({code(i - shape.columns), a.code});
        }
    }
    g.reindex();
    return g;
}

QString gridOrders(const Game &g, const MapGraph &graph)
{
    QString text;
    for (const Nation &n : g.nations) {
        QStringList own;
        for (const Area &a : g.areas)
            if (a.owner == n.code && !a.isSea())
                own.append(a.code);
        if (own.isEmpty())
            continue;
        text += QStringLiteral("NATION %1\n").arg(n.code);
        for (int slot = 1; slot <= 15; ++slot) {
            const QString &from = own[(slot * 7) % own.size()];
            const QStringList next = graph.neighbours(from, AreaKind::Land);
            const QString to = next.isEmpty() ? from : next[slot % next.size()];
            switch (slot % 5) {
            case 0: text += QStringLiteral("%1 LEVY %2 - 2\n").arg(slot).arg(from); break;
            case 1: text += QStringLiteral("%1 MOVE %2 %3 ALL\n").arg(slot).arg(from, to); break;
            case 2: text += QStringLiteral("%1 ASSAULT %2 %3 AB-0\n").arg(slot).arg(from, to); break;
            case 3: text += QStringLiteral("%1 PROBE %2 %3 1\n").arg(slot).arg(from, to); break;
            case 4: text += QStringLiteral("%1 GROW %2\n").arg(slot).arg(from); break;
            }
        }
        text += QStringLiteral("16 ORDER - - -\n");
    }
    return text;
}

// ---------------------------------------------------------------------------
// Random games

namespace {

const QStringList kDarkAgeTerrains = {QStringLiteral("lowland"), QStringLiteral("upland"), QStringLiteral("plains"),
                                      QStringLiteral("forest"),  QStringLiteral("mountain"), QStringLiteral("wetland"),
                                      QStringLiteral("island"),  QStringLiteral("lowland"), QStringLiteral("plains")};
const QStringList kEmpiresTerrains = kDarkAgeTerrains + QStringList{QStringLiteral("jungle"), QStringLiteral("desert"),
                                                                    QStringLiteral("tundra")};
const QStringList kNationCodes = {QStringLiteral("NOR"), QStringLiteral("MER"), QStringLiteral("WES"), QStringLiteral("VIK"),
                                  QStringLiteral("GWY"), QStringLiteral("SCO"), QStringLiteral("FR"),  QStringLiteral("GE"),
                                  QStringLiteral("IT"),  QStringLiteral("SP"),  QStringLiteral("DAN"), QStringLiteral("N7")};
const QStringList kPeoples = {QStringLiteral("angle"), QStringLiteral("saxon"), QStringLiteral("viking"), QStringLiteral("gael")};

// A defence mode; Empires also entrench (docs/rules.md §1).
DefenceMode randomMode(Rng &rng, bool empires)
{
    switch (rng.range(0, empires ? 3 : 2)) {
    case 0: return DefenceMode::Retreat;
    case 1: return DefenceMode::Defend;
    case 2: return DefenceMode::Ambush;
    default: return DefenceMode::Entrench;
    }
}

// The rule choices of docs/rules.md §7, each set (to any allowed value) half the time.
QJsonObject randomOptions(Rng &rng, bool empires)
{
    QJsonObject o;
    auto maybe = [&](const char *key, const QJsonValue &value) {
        if (rng.chance(50))
            o.insert(QLatin1String(key), value);
    };
    maybe("lossRounding", rng.chance(50) ? QStringLiteral("floorSum") : QStringLiteral("floorEach"));
    maybe("cityDefenceBonus", rng.range(0, 5));
    maybe("ambushFactor", rng.range(0, 3));
    maybe("seaLoad", rng.chance(50) ? QStringLiteral("afterMove") : QStringLiteral("movedOnly"));
    maybe("dispersal", rng.chance(70));
    maybe("maintenance", rng.chance(50) ? QStringLiteral("off") : QStringLiteral("perArmyOverPopulation"));
    maybe("captureNeedsMoreThanPopulation", rng.chance(empires ? 70 : 30));
    maybe("assaultStall", QStringLiteral("fail"));
    if (empires)
        maybe("leftover", rng.chance(60) ? QStringLiteral("armyAll") : QStringLiteral("treasury"));
    else
        maybe("leftover", QStringLiteral("treasury"));
    return o;
}

} // namespace

Game randomGame(Rng &rng, const QString &ruleset)
{
    const bool empires = ruleset == u"empires";
    Game g;
    g.ruleset = ruleset;
    g.turn = rng.range(1, 30);
    g.seed = rng.next();
    g.options = randomOptions(rng, empires);
    g.name = QStringLiteral("Random %1 game").arg(ruleset);

    // Nations: 2 to 6, of a few peoples, some Gaelic or Viking (Dark Age).
    QStringList codes = kNationCodes;
    const int nations = rng.range(2, 6);
    for (int i = 0; i < nations; ++i) {
        Nation n;
        n.code = codes.takeAt(rng.range(0, int(codes.size()) - 1));
        n.name = QStringLiteral("Nation %1").arg(n.code);
        n.player = QStringLiteral("Player %1").arg(i);
        n.email = QStringLiteral("p%1@example.org").arg(i);
        n.people = rng.pick(kPeoples);
        if (!empires && rng.chance(15))
            n.traits.append(QStringLiteral("gaelic"));
        if (!empires && rng.chance(20))
            n.traits.append(QStringLiteral("viking"));
        n.bp = rng.chance(10) ? 0 : rng.range(0, 60);
        n.treasury = rng.chance(40) ? 0 : rng.range(0, 30);
        n.armyReserve = rng.chance(40) ? 0 : rng.range(0, 6);
        n.fleetReserve = empires || rng.chance(50) ? 0 : rng.range(0, 4);
        n.vp = rng.range(0, 3);
        g.nations.append(n);
    }
    for (const Nation &n : g.nations)
        g.order.append(n.code);
    for (int i = 0; i < 3; ++i) { // a shuffled processing order
        const int a = rng.range(0, nations - 1), b = rng.range(0, nations - 1);
        g.order.swapItemsAt(a, b);
    }
    auto randomOwner = [&](int ownedPercent) {
        return rng.chance(ownedPercent) ? rng.pick(g.nations).code : QString();
    };

    // A grid of land and sea cells: 4-neighbours, most of them bordering, a few diagonals.
    const int columns = rng.range(2, 6), rows = rng.range(2, 6);
    const int seaPercent = rng.range(0, 50);
    const int ownedPercent = rng.range(40, 90);
    QSet<QPair<QString, QString>> borders;
    auto border = [&](const QString &a, const QString &b) {
        const auto key = a < b ? qMakePair(a, b) : qMakePair(b, a);
        if (a != b && !borders.contains(key)) {
            borders.insert(key);
            g.borders.append({a, b});
        }
    };
    const QStringList &terrains = empires ? kEmpiresTerrains : kDarkAgeTerrains;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            const int i = r * columns + c;
            Area a;
            a.code = code(i);
            a.name = QStringLiteral("Cell %1").arg(i);
            if (rng.chance(seaPercent)) {
                a.kind = AreaKind::Sea;
                a.owner = randomOwner(60);
                if (!a.owner.isEmpty() && rng.chance(80)) {
                    a.ships = rng.range(1, 5);
                    a.armies = rng.range(0, a.ships);
                }
            } else {
                a.kind = AreaKind::Land;
                a.terrain = rng.pick(terrains);
                a.popLimit = rng.range(0, 8);
                a.population = rng.range(0, a.popLimit);
                a.forts = rng.chance(30) ? rng.range(1, 3) : 0;
                a.owner = randomOwner(ownedPercent);
                a.armies = rng.chance(30) ? 0 : rng.chance(20) ? rng.range(5, 15) : rng.range(0, 6); // some big stacks
                a.mode = randomMode(rng, empires);
            }
            g.areas.append(a);
            if (c > 0 && rng.chance(90))
                border(code(i - 1), a.code);
            if (r > 0 && rng.chance(90))
                border(code(i - columns), a.code);
            if (r > 0 && c > 0 && rng.chance(10))
                border(code(i - columns - 1), a.code);
        }
    }
    // Cities: on some land cells, bordering that cell (their hinterland) and,
    // in Dark Age, some of its seas.
    const int cells = int(g.areas.size());
    const int cityPercent = rng.range(0, 40);
    for (int i = 0; i < cells; ++i) {
        const Area land = g.areas[i];
        if (land.isSea() || !rng.chance(cityPercent))
            continue;
        Area city;
        city.code = code(int(g.areas.size()));
        city.name = QStringLiteral("City of %1").arg(land.code);
        city.kind = AreaKind::City;
        city.terrain = QStringLiteral("town");
        city.hinterland = land.code;
        city.popLimit = rng.range(1, 10);
        city.population = rng.range(0, city.popLimit);
        city.trade = rng.range(0, city.popLimit);
        city.forts = rng.chance(40) ? rng.range(1, 2) : 0;
        city.owner = rng.chance(60) ? land.owner : randomOwner(ownedPercent);
        city.armies = rng.chance(30) ? 0 : rng.range(0, 5);
        city.mode = randomMode(rng, empires);
        g.areas.append(city);
        border(land.code, city.code);
        if (!empires)
            for (const auto &[a, b] : QList(g.borders))
                for (const QString &other : {a == land.code ? b : QString(), b == land.code ? a : QString()})
                    if (const Area *s = g.area(other); s && s->isSea() && rng.chance(50))
                        border(city.code, s->code);
    }
    g.reindex();

    // Modes aim at a neighbour, or at nothing.
    const MapGraph graph(g);
    for (Area &a : g.areas) {
        const QStringList next = graph.neighbours(a.code);
        QStringList friends; // a retreat needs an own land or city area to go to
        for (const QString &c : next)
            if (const Area *b = g.area(c); !b->isSea() && b->owner == a.owner && !a.owner.isEmpty())
                friends.append(c);
        if (!a.isSea() && a.mode == DefenceMode::Retreat && !friends.isEmpty() && rng.chance(80))
            a.modeTarget = rng.pick(friends);
        else if (!a.isSea() && !next.isEmpty() && rng.chance(60))
            a.modeTarget = rng.pick(next);
    }
    return g;
}

Game randomisedGame(Rng &rng, const Game &base)
{
    const bool empires = base.ruleset == u"empires";
    Game g = base;
    g.turn = rng.range(1, 30);
    g.seed = rng.next();
    g.options = randomOptions(rng, empires);
    for (Nation &n : g.nations) {
        n.bp = rng.range(0, 60);
        n.treasury = rng.chance(40) ? 0 : rng.range(0, 30);
        n.armyReserve = rng.chance(40) ? 0 : rng.range(0, 6);
        n.fleetReserve = empires || rng.chance(50) ? 0 : rng.range(0, 4);
    }
    auto randomOwner = [&](int ownedPercent) {
        return rng.chance(ownedPercent) ? rng.pick(g.nations).code : QString();
    };
    for (Area &a : g.areas) {
        if (rng.chance(20))
            a.owner = randomOwner(70);
        if (a.isSea()) {
            a.ships = a.owner.isEmpty() ? 0 : rng.range(0, 5);
            a.armies = rng.range(0, a.ships);
            continue;
        }
        a.population = rng.range(0, a.popLimit);
        a.armies = rng.chance(30) ? 0 : rng.chance(20) ? rng.range(5, 15) : rng.range(0, 6);
        a.forts = rng.chance(30) ? rng.range(1, 3) : 0;
        if (a.isCity())
            a.trade = rng.range(0, a.popLimit);
        a.mode = randomMode(rng, empires);
    }
    g.reindex();
    return g;
}

// ---------------------------------------------------------------------------
// Random orders

namespace {

// How often each action word is drawn (default 2).
int weight(const QString &word)
{
    static const QHash<QString, int> weights = {
        {QStringLiteral("MOVE"), 10},   {QStringLiteral("ATTACK"), 9},  {QStringLiteral("ASSAULT"), 6},
        {QStringLiteral("LEVY"), 7},    {QStringLiteral("PROBE"), 4},   {QStringLiteral("RESERVE"), 4},
        {QStringLiteral("LAUNCH"), 4},  {QStringLiteral("SHIPS"), 4},   {QStringLiteral("CONVOY"), 4},
        {QStringLiteral("FLEET"), 3},   {QStringLiteral("FORTIFY"), 3}, {QStringLiteral("GROW"), 3},
        {QStringLiteral("RETREAT"), 3}, {QStringLiteral("AMBUSH"), 3},  {QStringLiteral("ARMY"), 3},
        {QStringLiteral("KONVOY"), 1},  {QStringLiteral("MOBILIZE"), 1}, {QStringLiteral("DISOWN"), 1},
        {QStringLiteral("RAZE"), 1}};
    return weights.value(word, 2);
}

class OrderWriter
{
public:
    OrderWriter(Rng &rng, const Game &game, const Ruleset &rules)
        : rng(rng), game(game), rules(rules), graph(game)
    {
        QStringList words = rules.actions.keys() + rules.aliases.keys();
        words.sort(); // QHash order differs between runs; the draw must not
        for (const QString &w : words)
            for (int i = weight(w); i > 0; --i)
                deck.append(w);
        for (const Area &a : game.areas)
            all.append(a.code);
    }

    QString nationBlock(const Nation &n)
    {
        own.clear(), ownLand.clear(), ownSeas.clear(), ownCities.clear(), seas.clear(), neutral.clear();
        withArmies.clear(), landWithArmies.clear(), seasWithShips.clear();
        for (const Area &a : game.areas) {
            if (a.owner == n.code) {
                own.append(a.code);
                (a.isSea() ? ownSeas : ownLand).append(a.code);
                if (a.isCity())
                    ownCities.append(a.code);
                if (a.armies > 0)
                    withArmies.append(a.code);
                if (a.armies > 0 && !a.isSea())
                    landWithArmies.append(a.code);
                if (a.ships > 0)
                    seasWithShips.append(a.code);
            } else if (a.owner.isEmpty()) {
                neutral.append(a.code);
            }
            if (a.isSea())
                seas.append(a.code);
        }
        nation = n.code;
        QString text = rng.chance(20) ? QStringLiteral("NATION %1 %2\n").arg(n.code, n.name) : QStringLiteral("NATION %1\n").arg(n.code);
        for (int slot = 1; slot <= rules.actionsPerTurn; ++slot) {
            if (!rng.chance(80))
                continue;
            QString slotText = QString::number(slot);
            if (rng.chance(2))
                slotText = rng.pick(QStringList{QStringLiteral("0"), QStringLiteral("17"), QStringLiteral("A"), QString::number(slot - 1)});
            text += line(slotText, slot) + QLatin1Char('\n');
            if (rng.chance(3)) // the same slot again: the later line fails
                text += line(slotText, slot) + QLatin1Char('\n');
        }
        if (rng.chance(40))
            text += QStringLiteral("%1 ORDER - - %2\n").arg(rules.actionsPerTurn).arg(rng.chance(60) ? QStringLiteral("-") : QString::number(rng.range(1, 9)));
        return text;
    }

private:
    Rng &rng;
    const Game &game;
    const Ruleset &rules;
    const MapGraph graph;
    QStringList deck, all;
    QString nation;
    QStringList own, ownLand, ownSeas, ownCities, seas, neutral;
    QStringList withArmies, landWithArmies, seasWithShips;

    // An area code: usually one of `preferred`, sometimes any area, an
    // unknown code or none at all.
    QString areaFrom(const QStringList &preferred)
    {
        const int r = rng.range(0, 99);
        if (r < 82 && !preferred.isEmpty())
            return rng.pick(preferred);
        if (r < 94 && !all.isEmpty())
            return rng.pick(all);
        if (r < 97)
            return rng.pick(QStringList{QStringLiteral("ZZZ"), QStringLiteral("Q9"), QStringLiteral("AB-1")});
        return QStringLiteral("-");
    }

    // A neighbour of `from`, preferably of `kind` and owned or not as asked.
    QString neighbourOf(const QString &from, int kindFilter, int ownedPreference)
    {
        QStringList next;
        for (const QString &c : graph.neighbours(from)) {
            const Area *a = game.area(c);
            if (kindFilter == 1 && !a->isSea()) continue;
            if (kindFilter == 2 && a->isSea()) continue;
            next.append(c);
        }
        QStringList preferred;
        for (const QString &c : next) {
            const bool mine = game.area(c)->owner == nation;
            if ((ownedPreference > 0 && mine) || (ownedPreference < 0 && !mine))
                preferred.append(c);
        }
        if (!preferred.isEmpty() && rng.chance(70))
            return rng.pick(preferred);
        if (!next.isEmpty() && rng.chance(92))
            return rng.pick(next);
        return areaFrom(all);
    }

    QString number()
    {
        const int r = rng.range(0, 99);
        if (r < 30) return QString::number(rng.range(1, 4));
        if (r < 40) return QString::number(rng.range(5, 15));
        if (r < 52) return QStringLiteral("ALL");
        if (r < 62) return QStringLiteral("AB-%1").arg(rng.range(0, 3));
        if (r < 66) return QStringLiteral("ALL BUT %1").arg(rng.range(0, 2));
        if (r < 80) return QStringLiteral("-");
        if (r < 85) return QString(); // left out
        if (r < 88) return QStringLiteral("0");
        if (r < 90) return QStringLiteral("+3");
        if (r < 92) return QStringLiteral("lots");
        if (r < 94) return QStringLiteral("1000000");
        if (r < 95) return QStringLiteral("99999999999");
        if (r < 98) return QString::number(rng.range(20, 200));
        return QStringLiteral("AB-1000");
    }

    QString otherNation()
    {
        const int r = rng.range(0, 99);
        if (r < 85) return rng.pick(game.nations).code;
        if (r < 95) return QStringLiteral("ZZ");
        return QStringLiteral("-");
    }

    // The areas an action usually starts from; empty when the nation has none.
    QStringList origins(const QString &handler)
    {
        if (handler == u"ships" || handler == u"convoy")
            return seasWithShips.isEmpty() ? ownSeas : seasWithShips;
        if (handler == u"launch" || handler == u"migrate" || handler == u"grow" || handler == u"fortify")
            return ownLand;
        if (handler == u"build")
            return ownCities;
        if (handler == u"assault" || handler == u"probe" || handler == u"move")
            return rng.chance(85) ? withArmies : own;
        if (handler == u"attack" || handler == u"moveOwn")
            return rng.chance(85) ? landWithArmies : ownLand;
        if (handler == u"levy")
            return rng.chance(70) ? ownLand : neutral + ownLand + seas;
        if (handler == u"reserve")
            return rng.chance(60) ? ownLand : neutral + ownSeas + ownLand;
        if (handler == u"fleet")
            return rng.chance(60) ? ownSeas : seas;
        if (handler == u"disband")
            return rng.chance(80) ? withArmies : own;
        return ownLand;
    }

    QString number(const QString &handler)
    {
        const bool move = handler == u"move" || handler == u"assault" || handler == u"probe" || handler == u"attack"
            || handler == u"moveOwn" || handler == u"ships" || handler == u"convoy";
        if (move && rng.chance(50))
            return rng.pick(QStringList{QStringLiteral("ALL"), QStringLiteral("-"), QStringLiteral("AB-1"), QStringLiteral("1"),
                                        QStringLiteral("2"), QStringLiteral("ALL")});
        return number();
    }

    QString line(const QString &slotText, int slot)
    {
        // A word the nation can do something with, mostly (three draws).
        QString word;
        for (int i = 0; i < 3; ++i) {
            word = rng.pick(deck);
            const ActionSpec *spec = rules.action(word);
            if (!spec || (spec->fields != u"none" && spec->fields != u"number" && spec->fields != u"nation-number"
                          && origins(spec->handler).isEmpty()))
                continue;
            break;
        }
        if (rng.chance(2))
            word = rng.pick(QStringList{QStringLiteral("MARCH"), QStringLiteral("LAUNCH"), QStringLiteral("ATTACK"),
                                        QStringLiteral("MOBILISE"), QStringLiteral("ARMY"), QStringLiteral("BUILD")});
        const ActionSpec *spec = rules.action(word);
        const QString handler = spec ? spec->handler : QString();
        const QString fields = spec ? spec->fields : QStringLiteral("from-to-number");
        QString f1 = QStringLiteral("-"), f2 = QStringLiteral("-"), num;

        if (fields == u"where-number" || fields == u"where" || fields == u"where-target") {
            f1 = areaFrom(origins(handler));
            if (fields == u"where-target" && !(handler == u"retreat" && rng.chance(15)))
                f2 = neighbourOf(f1, handler == u"retreat" && rng.chance(85) ? 2 : 0, handler == u"retreat" ? 1 : 0);
        } else if (fields == u"from-to-number") {
            int kind = 0, owned = 0;
            if (handler == u"ships" || handler == u"convoy")
                kind = 1, owned = rng.chance(50) ? -1 : 0;
            else if (handler == u"launch")
                kind = 1;
            else if (handler == u"migrate" || handler == u"moveOwn")
                kind = 2, owned = 1;
            else if (handler == u"assault" || handler == u"probe" || handler == u"attack")
                kind = 2, owned = -1;
            else if (handler == u"move")
                owned = rng.chance(50) ? -1 : 1;
            f1 = areaFrom(origins(handler));
            f2 = neighbourOf(f1, kind, owned);
        } else if (fields == u"nation-number") {
            f2 = otherNation();
        }
        if (!spec || fields.endsWith(u"number"))
            num = number(handler);
        if (handler == u"order" && slot == rules.actionsPerTurn && rng.chance(50))
            num = QStringLiteral("-");

        QString text;
        if (fields == u"none" && !rng.chance(5))
            text = QStringLiteral("%1 %2").arg(slotText, word);
        else if (fields == u"where" && !rng.chance(5))
            text = QStringLiteral("%1 %2 %3").arg(slotText, word, f1);
        else if (fields == u"where-target" && !rng.chance(5))
            text = QStringLiteral("%1 %2 %3 %4").arg(slotText, word, f1, f2);
        else
            text = QStringLiteral("%1 %2 %3 %4 %5").arg(slotText, word, f1, f2, num).trimmed();
        if (rng.chance(8))
            text = text.toLower();
        if (rng.chance(5))
            text += QStringLiteral("  # a comment");
        return text;
    }
};

} // namespace

QString randomOrders(Rng &rng, const Game &game)
{
    const Ruleset *rules = Ruleset::get(game.ruleset);
    if (!rules)
        return {};
    OrderWriter writer(rng, game, *rules);
    QString text = QStringLiteral("# generated orders, turn %1\n").arg(game.turn);
    if (rng.chance(3))
        text += QStringLiteral("1 LEVY %1 - 1\n").arg(game.areas.isEmpty() ? QStringLiteral("ZZZ") : game.areas.first().code);
    QList<const Nation *> nations;
    for (const Nation &n : game.nations)
        nations.append(&n);
    for (int i = int(nations.size()) - 1; i > 0; --i) // the blocks come in any order
        nations.swapItemsAt(i, rng.range(0, i));
    for (const Nation *n : nations) {
        if (rng.chance(5))
            continue; // a nation that sent nothing
        text += writer.nationBlock(*n);
    }
    if (rng.chance(4))
        text += QStringLiteral("NATION ZZ\n1 LEVY %1 - 1\n").arg(game.areas.isEmpty() ? QStringLiteral("ZZZ") : game.areas.first().code);
    return text;
}

} // namespace adj::testing
