#include "report/Report.h"

#include "report/BattleText.h"

#include "ruleset/Ruleset.h"

#include <QHash>
#include <QJsonArray>
#include <QMutex>
#include <QTextStream>
#include <memory>
#include <utility>

namespace adj {

namespace {

QString changeText(const Change &c)
{
    const QString who = c.target == Change::Target::Game ? QStringLiteral("game") : c.key;
    return QStringLiteral("%1 %2 %3 -> %4").arg(who, c.field, changeValueText(c.from), changeValueText(c.to));
}

// Whether the line as received says what the normalised order says (case,
// spacing and trailing dashes aside); when not, the report shows the line too.
bool sameOrder(const Step &st)
{
    QStringList words = st.raw.section(QLatin1Char('#'), 0, 0).simplified().toUpper().split(QLatin1Char(' '));
    while (words.size() > 2 && words.last() == u"-")
        words.removeLast();
    return words.join(QLatin1Char(' ')) == QStringLiteral("%1 %2").arg(st.slot.value_or(0)).arg(st.order);
}

// A resolution's steps and its next turn's areas by nation, gathered in one
// pass, so that the reports of all nations take one pass over the steps and
// the map, not one per nation. It holds the lists it points into (implicitly
// shared, never copied), so that a list the caller changes or frees is never
// mistaken for the one indexed.
struct ByNation {
    QList<Step> steps;
    QList<Area> areas;
    QHash<QString, QList<const Step *>> actions;   // by the acting nation
    QHash<QString, QList<const Step *>> attacks;   // battles, by the defender attacked by another
    QHash<QString, QList<const Step *>> endOfTurn; // by the nation of the phase step
    QHash<QString, QList<const Area *>> areasOf;   // by owner, in map order

    bool isOf(const Resolution &r) const
    {
        return steps.constData() == r.steps.constData() && steps.size() == r.steps.size()
            && areas.constData() == r.next.areas.constData() && areas.size() == r.next.areas.size();
    }
};

std::shared_ptr<const ByNation> byNation(const Resolution &r)
{
    static QMutex mutex;
    static std::shared_ptr<const ByNation> last; // the reports of one turn ask for it once per nation
    const QMutexLocker lock(&mutex);
    if (last && last->isOf(r))
        return last;
    auto index = std::make_shared<ByNation>();
    index->steps = r.steps;
    index->areas = r.next.areas;
    for (const Step &st : std::as_const(index->steps)) {
        (st.phase.isEmpty() ? index->actions : index->endOfTurn)[st.nation].append(&st);
        if (st.battle && st.battle->defender != st.nation)
            index->attacks[st.battle->defender].append(&st);
    }
    for (const Area &a : std::as_const(index->areas))
        index->areasOf[a.owner].append(&a);
    last = index;
    return last;
}

} // namespace

QString changeValueText(const QJsonValue &v, const QString &none)
{
    if (v.isNull() || v.isUndefined())
        return none;
    if (v.isDouble())
        return QString::number(v.toInt());
    if (v.isArray()) {
        QStringList parts;
        for (const QJsonValue &e : v.toArray())
            parts.append(e.toString());
        return parts.join(QLatin1Char(' '));
    }
    return v.toString();
}

QString nationReport(const Game &before, const Resolution &r, const QString &code)
{
    const Nation *n = r.next.nation(code);
    const std::shared_ptr<const ByNation> index = byNation(r);
    const Ruleset *rules = Ruleset::get(before.ruleset);
    QString s;
    QTextStream out(&s);
    out << (rules ? rules->title : before.ruleset) << ": " << before.name << '\n';
    out << "Report for " << code;
    if (n) {
        out << ' ' << n->name;
        if (!n->player.isEmpty())
            out << " (" << n->player << ')';
    }
    out << ", turn " << before.turn << "\n\n";

    out << "ACTIONS\n";
    bool any = false;
    for (const Step *step : index->actions.value(code)) {
        const Step &st = *step;
        any = true;
        out << QStringLiteral("%1  %2 %3").arg(st.slot ? QString::number(*st.slot) : QStringLiteral("-"), 2)
                   .arg(st.order.isEmpty() ? QStringLiteral("(nothing)") : st.order, -28)
                   .arg(st.outcome, -8);
        if (st.cost)
            out << "  cost " << st.cost;
        out << '\n';
        if (!st.raw.isEmpty() && !sameOrder(st))
            out << "      line " << st.line << ": " << st.raw << '\n';
        if (!st.reason.isEmpty())
            out << "      " << st.reason << '\n';
        if (st.battle)
            out << explainBattle(*st.battle).toText(6);
        for (const QString &note : st.notes)
            out << "      " << note << '\n';
    }
    if (!any)
        out << "(no orders received)\n";

    bool defended = false;
    for (const Step *st : index->attacks.value(code)) {
        if (!defended)
            out << "\nATTACKS ON YOU\n";
        defended = true;
        out << explainBattle(*st->battle).toText(3);
    }

    out << "\nEND OF TURN\n";
    for (const Step *step : index->endOfTurn.value(code)) {
        const Step &st = *step;
        QStringList parts;
        for (const Change &c : st.changes)
            parts.append(changeText(c));
        out << "   " << st.phase;
        if (!st.order.isEmpty())
            out << " (" << st.order << ')';
        if (!st.reason.isEmpty())
            out << ": " << st.reason;
        out << '\n';
        for (const QString &p : parts)
            out << "      " << p << '\n';
        for (const QString &note : st.notes)
            out << "      " << note << '\n';
    }

    if (n) {
        out << "\nTURN " << r.next.turn << "\n";
        out << "   BP " << n->bp << ", treasury " << n->treasury << ", army reserve " << n->armyReserve
            << ", fleet reserve " << n->fleetReserve << ", VP " << n->vp << '\n';
        out << "   processing order: " << r.next.order.join(QLatin1Char(' ')) << '\n';
    }

    out << "\nAREAS\n";
    out << QStringLiteral("   %1 %2 %3 %4 %5 %6 %7 %8 %9\n")
               .arg(QStringLiteral("code"), -5).arg(QStringLiteral("name"), -22).arg(QStringLiteral("kind"), -9)
               .arg(QStringLiteral("pop"), 7).arg(QStringLiteral("trade"), 5).arg(QStringLiteral("forts"), 5)
               .arg(QStringLiteral("armies"), 6).arg(QStringLiteral("ships"), 5).arg(QStringLiteral("mode"));
    for (const Area *area : index->areasOf.value(code)) {
        const Area &a = *area;
        const QString kind = a.isSea() ? QStringLiteral("sea") : a.terrain;
        const QString pop = a.isSea() ? QStringLiteral("-") : QStringLiteral("%1/%2").arg(a.population).arg(a.popLimit);
        QString mode = a.isSea() ? QString() : modeName(a.mode);
        if (!a.isSea() && !a.modeTarget.isEmpty())
            mode += QLatin1Char(' ') + a.modeTarget;
        QString line = QStringLiteral("   %1 %2 %3 %4 %5 %6 %7 %8 %9")
                           .arg(a.code, -5).arg(a.name.left(22), -22).arg(kind, -9).arg(pop, 7)
                           .arg(a.isCity() ? QString::number(a.trade) : QStringLiteral("-"), 5)
                           .arg(a.isSea() ? QStringLiteral("-") : QString::number(a.forts), 5)
                           .arg(a.armies, 6).arg(a.isSea() ? QString::number(a.ships) : QStringLiteral("-"), 5)
                           .arg(mode);
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        out << line << '\n';
    }
    out.flush();
    return s;
}

} // namespace adj
