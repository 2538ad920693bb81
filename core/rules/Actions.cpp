#include "rules/Actions.h"

#include "orders/Preconditions.h"

namespace adj {

const QHash<QString, ActionFn> &actionRegistry()
{
    static const QHash<QString, ActionFn> registry = [] {
        QHash<QString, ActionFn> r;
        addBuildActions(r);
        addSeaActions(r);
        addMoveActions(r);
        addGeneralActions(r);
        addEmpiresActions(r);
        return r;
    }();
    return registry;
}

namespace check {

namespace {

// The turn as it stands, for the preconditions only the resolver can test.
class TurnNow final : public TurnFacts
{
public:
    explicit TurnNow(const Turn &t) : m_t(t) {}
    bool blockaded(const Area &a) const override { return m_t.blockaded(a); }
    bool sticky(const Area &a) const override { return m_t.sticky.contains(a.code); }

private:
    const Turn &m_t;
};

} // namespace

std::optional<Fields> fields(Turn &t, const Order &o, const ActionSpec &spec)
{
    const TurnNow now(t);
    const FieldCheck f = checkFields(o, spec, t.game, t.graph, &now);
    if (f.unmet) {
        t.fail(f.unmet->english());
        return std::nullopt;
    }
    // The same areas, to be changed: the turn's game is not const.
    const auto own = [&](const Area *a) { return a ? t.game.area(a->code) : nullptr; };
    return Fields{own(f.area[0]), own(f.area[1])};
}

bool notBlockaded(Turn &t, const Area &a, const QString &action)
{
    if (!t.blockaded(a))
        return true;
    t.fail(coreText(reason::kBlockaded, a.code, action).english());
    return false;
}

bool canPay(Turn &t, const Nation &n, int bp)
{
    if (n.bp >= bp)
        return true;
    t.fail(QStringLiteral("costs %1 BP; %2 left").arg(bp).arg(n.bp));
    return false;
}

std::optional<int> buildCount(Turn &t, const Order &o, const ActionSpec &spec, const Nation &n,
                              int limit, int unitCost, const QString &limitReason)
{
    const int affordable = unitCost > 0 ? n.bp / unitCost : limit;
    int wanted = 0;
    switch (o.number.kind) {
    case NumberField::Value: wanted = o.number.value; break;
    case NumberField::All: wanted = std::min(limit, affordable); break;
    case NumberField::AllBut: wanted = std::min(limit, affordable) - o.number.value; break;
    case NumberField::Blank:
        if (spec.blank == BlankNumber::One)
            wanted = 1;
        else
            wanted = std::min(limit, affordable);
        break;
    }
    if (wanted <= 0) {
        t.fail(limit <= 0 ? limitReason : QStringLiteral("nothing to do"));
        return std::nullopt;
    }
    QStringList why;
    int count = wanted;
    if (count > limit) {
        count = limit;
        why.append(limitReason);
    }
    if (count > affordable) {
        count = affordable;
        why.append(QStringLiteral("%1 BP pays for %2").arg(n.bp).arg(affordable));
    }
    if (count <= 0) {
        t.fail(why.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    if (count < wanted)
        t.reduce(QStringLiteral("reduced from %1 to %2: %3").arg(wanted).arg(count).arg(why.join(QStringLiteral("; "))));
    return count;
}

std::optional<int> moveCount(Turn &t, const Order &o, int present, const QString &what)
{
    int n = present;
    if (o.number.kind == NumberField::Value) {
        n = o.number.value;
        if (n > present) {
            t.fail(coreCount(what == u"ships" ? QT_TRANSLATE_N_NOOP("adj::Core", "%n ship(s) ordered, only %1 there")
                                              : QT_TRANSLATE_N_NOOP("adj::Core", "%n army(s) ordered, only %1 there"),
                             n, present).english());
            return std::nullopt;
        }
    } else if (o.number.kind == NumberField::AllBut) {
        n = present - o.number.value;
    }
    if (n <= 0) {
        t.fail(QStringLiteral("nothing to do: no %1 to move").arg(what));
        return std::nullopt;
    }
    return n;
}

} // namespace check

namespace {

// DEFEND / RETREAT / AMBUSH: the defence mode of an own land or city area (DA 3.9-3.13);
// RETREAT names an adjacent land or city area, AMBUSH any adjacent area (docs/rules.md §3):
// the table of preconditions (orders/Preconditions.cpp).
void setMode(Turn &t, const Order &o, const ActionSpec &spec, DefenceMode mode)
{
    const auto f = check::fields(t, o, spec);
    if (!f)
        return;
    Area *a = f->first;
    QString target = a->modeTarget;
    // ENTRENCH names the adjacent area whose border it holds (docs/rules.md §4).
    if (mode == DefenceMode::Entrench && o.field2.isEmpty()) {
        t.fail(QStringLiteral("ENTRENCH names the adjacent area whose border it holds"));
        return;
    }
    if (mode != DefenceMode::Defend && f->second)
        target = o.field2;
    t.set(*a, QStringLiteral("mode"), modeName(mode));
    if (mode != DefenceMode::Defend)
        t.set(*a, QStringLiteral("modeTarget"), target);
}

void defend(Turn &t, const Order &o, const ActionSpec &spec, Nation &) { setMode(t, o, spec, DefenceMode::Defend); }
void retreat(Turn &t, const Order &o, const ActionSpec &spec, Nation &) { setMode(t, o, spec, DefenceMode::Retreat); }
void ambush(Turn &t, const Order &o, const ActionSpec &spec, Nation &) { setMode(t, o, spec, DefenceMode::Ambush); }
// ENTRENCH (Empires 7.8): a mode like the others, kept in the game, with no
// battle effect in this version (docs/rules.md §4, §8).
void entrench(Turn &t, const Order &o, const ActionSpec &spec, Nation &) { setMode(t, o, spec, DefenceMode::Entrench); }

// DISOWN: the area and its armies become neutral, its mode goes back to
// defend and its modeTarget to none (DA 6.7; docs/rules.md §3, §8). A sea area
// cannot be disowned (§8): its preconditions take land and city areas only.
void disown(Turn &t, const Order &o, const ActionSpec &spec, Nation &)
{
    const auto f = check::fields(t, o, spec);
    if (!f)
        return;
    Area *a = f->first;
    t.setOwner(*a, QString());
    t.set(*a, QStringLiteral("mode"), modeName(DefenceMode::Defend));
    t.set(*a, QStringLiteral("modeTarget"), QJsonValue());
}

// RAZE: remove forts, 1 BP a level, reduced to what is there (DA 6.8).
void raze(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    const auto f = check::fields(t, o, spec);  // own land, not blockaded
    if (!f)
        return;
    Area *a = f->first;
    const auto count = check::buildCount(t, o, spec, n, a->forts, spec.cost,
                                         coreCount(QT_TRANSLATE_N_NOOP("adj::Core", "%1 has %n fort(s)"), a->forts, a->code).english());
    if (!count)
        return;
    t.pay(n, *count * spec.cost);
    t.add(*a, QStringLiteral("forts"), -*count);
}

// ORDER: bid for next turn's processing order (DA 9.1). A blank number is
// ignored, except in the last slot, where it bids everything left.
void order(Turn &t, const Order &o, const ActionSpec &, Nation &n)
{
    int wanted = o.number.value;
    if (o.number.kind == NumberField::Blank) {
        if (o.slot != t.rules.actionsPerTurn) {
            t.fail(QStringLiteral("a blank ORDER is ignored except in slot %1").arg(t.rules.actionsPerTurn));
            return;
        }
        wanted = n.bp;
    }
    if (n.bp <= 0) {
        t.fail(QStringLiteral("nothing to do: no BP left to bid"));
        return;
    }
    const int bid = std::min(wanted, n.bp);
    if (bid < wanted)
        t.reduce(QStringLiteral("reduced from %1 to %2: the balance").arg(wanted).arg(bid));
    t.pay(n, bid);
    t.bids[n.code] += bid;
}

// GIFT: BPs to another nation's balance, reduced to what is there (DA 9.2).
void gift(Turn &t, const Order &o, const ActionSpec &spec, Nation &n)
{
    if (!check::fields(t, o, spec))  // a known nation, not the giver
        return;
    Nation *to = t.game.nation(o.field2);
    if (n.bp <= 0) {
        t.fail(QStringLiteral("nothing to do: no BP left"));
        return;
    }
    const int amount = std::min(o.number.value, n.bp);
    if (amount < o.number.value)
        t.reduce(QStringLiteral("reduced from %1 to %2: the balance").arg(o.number.value).arg(amount));
    t.add(n, QStringLiteral("bp"), -amount);
    t.add(*to, QStringLiteral("bp"), amount);
}

// CASH: treasury to balance, reduced to the treasury.
void cash(Turn &t, const Order &o, const ActionSpec &, Nation &n)
{
    if (n.treasury <= 0) {
        t.fail(QStringLiteral("nothing to do: the treasury is empty"));
        return;
    }
    const int amount = std::min(o.number.value, n.treasury);
    if (amount < o.number.value)
        t.reduce(QStringLiteral("reduced from %1 to %2: the treasury").arg(o.number.value).arg(amount));
    t.add(n, QStringLiteral("treasury"), -amount);
    t.add(n, QStringLiteral("bp"), amount);
    t.cashed.insert(n.code);
}

} // namespace

void addGeneralActions(QHash<QString, ActionFn> &r)
{
    r.insert(QStringLiteral("defend"), defend);
    r.insert(QStringLiteral("retreat"), retreat);
    r.insert(QStringLiteral("ambush"), ambush);
    r.insert(QStringLiteral("entrench"), entrench);
    r.insert(QStringLiteral("disown"), disown);
    r.insert(QStringLiteral("raze"), raze);
    r.insert(QStringLiteral("order"), order);
    r.insert(QStringLiteral("gift"), gift);
    r.insert(QStringLiteral("cash"), cash);
}

} // namespace adj
