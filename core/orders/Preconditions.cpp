#include "orders/Preconditions.h"

#include "model/Game.h"
#include "model/MapGraph.h"
#include "orders/Orders.h"
#include "ruleset/Ruleset.h"

#include <QHash>

namespace adj {

namespace {

using P = Precondition;
using List = QList<Precondition>;

constexpr const char *kArea = QT_TRANSLATE_NOOP("adj::Core", "area");
constexpr const char *kOrigin = QT_TRANSLATE_NOOP("adj::Core", "origin");
constexpr const char *kDestination = QT_TRANSLATE_NOOP("adj::Core", "destination");

// Field 1 names an area, land or city (docs/rules.md §2.4).
List landWhere()
{
    return {{1, Need::Given, reason::kNoneGiven, kArea}, {1, Need::Known, reason::kUnknownArea},
            {1, Need::Land, reason::kSeaArea}};
}

// ... of the nation's own.
List ownLand()
{
    return landWhere() + List{{1, Need::Own, reason::kNotYoursOwner}};
}

// ... where a blockade stops `action` (docs/rules.md §2 Blockade).
List ownLandNotBlockaded(const char *action)
{
    return ownLand() + List{{1, Need::NotBlockaded, reason::kBlockaded, action}};
}

// Field 2 names an area that borders field 1's (`given`: it must be named).
List bordering(bool given)
{
    List l{{2, Need::Known, reason::kUnknownArea}, {2, Need::Borders, reason::kNotBorder}};
    if (given)
        l.prepend({2, Need::Given, reason::kNoneGiven, kDestination});
    return l;
}

// Field 1 an own sea nothing may leave, field 2 a bordering sea (SHIPS, CONVOY: 8.3, 8.4).
List seaToSea()
{
    return List{{1, Need::Given, reason::kNoneGiven, kArea}, {1, Need::Known, reason::kUnknownArea},
                {1, Need::Sea, reason::kNotSea}, {1, Need::Own, reason::kNotYours},
                {1, Need::NotSticky, reason::kSticky}}
        + bordering(true) + List{{2, Need::Sea, reason::kNotSea}};
}

// Field 1 an own area armies leave, land or sea (DA MOVE, ASSAULT, PROBE: 5.2-5.4), to a bordering area.
List daRoute()
{
    return List{{1, Need::Given, reason::kNoneGiven, kOrigin}, {1, Need::Known, reason::kUnknownArea},
                {1, Need::Own, reason::kNotYours}, {1, Need::NotSticky, reason::kSticky}}
        + bordering(true);
}

// Empires MOVE and ATTACK (7.3, 7.4): own land to bordering land.
List empiresRoute()
{
    return ownLand() + List{{1, Need::NotSticky, reason::kSticky}} + bordering(true)
        + List{{2, Need::Land, QT_TRANSLATE_NOOP("adj::Core", "%1 is a sea area; Empires has no sea moves in this version")}};
}

// The defence modes (DA 3.9-3.13, Empires 7.8): an own area, and for some a bordering one.
List mode(bool target, const char *landTarget = nullptr)
{
    List l = ownLand();
    if (target)
        l += bordering(false);
    if (landTarget)
        l.append({2, Need::Land, landTarget});
    return l;
}

QHash<QString, List> makeTable()
{
    QHash<QString, List> t;
    // Build actions (DA 6.1-6.7, 5.14; Empires 5.5-5.9). LEVY and DA RESERVE
    // test their place and a blockade in the step (levyPlace: areas lost this turn).
    t.insert(QStringLiteral("levy"), landWhere());
    t.insert(QStringLiteral("reserve"),
             {{1, Need::Given, reason::kNoneGiven, kArea}, {1, Need::Known, reason::kUnknownArea},
              {1, Need::Land, QT_TRANSLATE_NOOP("adj::Core", "reserves cannot be placed at sea"), nullptr, OnKind::Any, "!seaAllowed"},
              {1, Need::Own, reason::kNotYourSea, nullptr, OnKind::Sea, "seaAllowed"},
              {1, Need::Own, reason::kNotYours, nullptr, OnKind::Land, "landOnly"}});
    t.insert(QStringLiteral("fortify"), ownLandNotBlockaded("FORTIFY"));
    t.insert(QStringLiteral("build"), ownLand() + List{{1, Need::City, reason::kNotCity},
                                                       {1, Need::NotBlockaded, reason::kBlockaded, "BUILD"}});
    t.insert(QStringLiteral("grow"), ownLand());
    // DISBAND: an own sea area too where the ruleset allows it (DA; docs/rules.md §8).
    t.insert(QStringLiteral("disband"),
             {{1, Need::Given, reason::kNoneGiven, kArea}, {1, Need::Known, reason::kUnknownArea},
              {1, Need::Land, reason::kSeaArea, nullptr, OnKind::Any, "!seaAllowed"},
              {1, Need::Own, reason::kNotYoursOwner, nullptr, OnKind::Land},
              {1, Need::Own, reason::kNotYours, nullptr, OnKind::Sea}});
    const char *notYourLand = QT_TRANSLATE_NOOP("adj::Core", "%1 is not your land");
    t.insert(QStringLiteral("migrate"), ownLandNotBlockaded("MIGRATE") + bordering(true)
                                            + List{{2, Need::Land, notYourLand}, {2, Need::Own, notYourLand}});
    // Sea actions (DA 8.1-8.4).
    t.insert(QStringLiteral("launch"), ownLandNotBlockaded("LAUNCH") + bordering(true) + List{{2, Need::Sea, reason::kNotSea}});
    t.insert(QStringLiteral("fleet"), {{1, Need::Given, reason::kNoneGiven, kArea}, {1, Need::Known, reason::kUnknownArea},
                                       {1, Need::Sea, reason::kNotSea}});
    t.insert(QStringLiteral("ships"), seaToSea());
    t.insert(QStringLiteral("convoy"), seaToSea());
    // Moves and attacks: ASSAULT and PROBE attack land only.
    t.insert(QStringLiteral("move"), daRoute());
    t.insert(QStringLiteral("assault"), daRoute() + List{{2, Need::Land, reason::kSeaArea}});
    t.insert(QStringLiteral("probe"), daRoute() + List{{2, Need::Land, reason::kSeaArea}});
    t.insert(QStringLiteral("moveOwn"), empiresRoute());
    t.insert(QStringLiteral("attack"), empiresRoute());
    // The modes; RETREAT names a land or city area (docs/rules.md §3).
    t.insert(QStringLiteral("defend"), mode(false));
    t.insert(QStringLiteral("retreat"),
             mode(true, QT_TRANSLATE_NOOP("adj::Core", "%1 is a sea area: a retreat goes to a land or city area")));
    t.insert(QStringLiteral("ambush"), mode(true));
    t.insert(QStringLiteral("entrench"), mode(true));
    // General actions (DA 6.7, 6.8, 9.1-9.2; Empires 5.1-5.4).
    t.insert(QStringLiteral("disown"), ownLand());
    t.insert(QStringLiteral("raze"), ownLandNotBlockaded("RAZE"));
    t.insert(QStringLiteral("levyHalfPopulation"), ownLand());
    t.insert(QStringLiteral("gift"), {{2, Need::Nation, reason::kUnknownNation},
                                      {2, Need::OtherNation, QT_TRANSLATE_NOOP("adj::Core", "a nation cannot gift to itself")}});
    for (const char *none : {"order", "cash", "mobilise", "army", "disarm"})
        t.insert(QString::fromLatin1(none), {});
    return t;
}

bool applies(const Precondition &p, const ActionSpec &spec, const Area *a)
{
    if (!p.of(spec))
        return false;
    if (p.on != OnKind::Any && (!a || a->isSea() != (p.on == OnKind::Sea)))
        return false;
    return true;
}

// The reason `p` gives when it is not met by `o` (nullopt when it is met).
std::optional<CoreText> unmet(const Precondition &p, const Order &o, const FieldCheck &f, const Game &game,
                              const MapGraph &graph, const TurnFacts *turn)
{
    const QString &code = p.field == 1 ? o.field1 : o.field2;
    const Area *a = f.area[p.field - 1];
    const auto fails = [&](bool met, auto... args) -> std::optional<CoreText> {
        if (met)
            return std::nullopt;
        return coreText(p.reason, args...);
    };
    switch (p.need) {
    case Need::Given: return fails(!code.isEmpty(), QString::fromLatin1(p.word));
    case Need::Nation: return fails(game.nation(code) != nullptr, code);
    case Need::OtherNation: return fails(code != o.nation);
    default: break;
    }
    if (code.isEmpty())
        return std::nullopt;  // an optional field left blank
    if (p.need == Need::Known)
        return fails(a != nullptr, code);
    if (!a)
        return std::nullopt;  // said by Known
    switch (p.need) {
    case Need::Land: return fails(!a->isSea(), code);
    case Need::Sea: return fails(a->isSea(), code);
    case Need::City: return fails(a->isCity(), code);
    case Need::Borders: return f.area[0] ? fails(graph.adjacent(o.field1, code), code, o.field1) : std::nullopt;
    case Need::Own:
        return fails(a->owner == o.nation, code, a->owner.isEmpty() ? QStringLiteral("neutral") : a->owner);
    case Need::NotBlockaded: return fails(!turn->blockaded(*a), code, QString::fromLatin1(p.word));
    case Need::NotSticky: return fails(!turn->sticky(*a), code);
    default: break;
    }
    return std::nullopt;
}

} // namespace

bool Precondition::of(const ActionSpec &spec) const
{
    if (!flag)
        return true;
    const bool without = flag[0] == '!';
    return spec.flag(without ? flag + 1 : flag) != without;
}

const QList<Precondition> *preconditionsOf(const QString &handler)
{
    static const QHash<QString, List> table = makeTable();
    const auto it = table.constFind(handler);
    return it == table.constEnd() ? nullptr : &*it;
}

FieldCheck checkFields(const Order &o, const ActionSpec &spec, const Game &game, const MapGraph &graph,
                       const TurnFacts *turn)
{
    FieldCheck f;
    const List *list = preconditionsOf(spec.handler);
    if (!list)
        return f;
    // A nation field names no area.
    const bool nationField = spec.fields.startsWith(u"nation");
    f.area[0] = game.area(o.field1);
    f.area[1] = nationField ? nullptr : game.area(o.field2);
    for (const bool map : {true, false}) {
        if (!map && !turn)
            break;
        for (const Precondition &p : *list) {
            if (p.onMap() != map || !applies(p, spec, f.area[p.field - 1]))
                continue;
            if ((f.unmet = unmet(p, o, f, game, graph, turn))) {
                f.failed = &p;
                return f;
            }
        }
    }
    return f;
}

} // namespace adj
