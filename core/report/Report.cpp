#include "report/Report.h"

#include "report/BattleText.h"

#include "ruleset/Ruleset.h"

#include <QJsonArray>
#include <QTextStream>

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

NationReportModel nationReportModel(const Game &before, const Resolution &r, const QString &code)
{
    NationReportModel m;
    const Ruleset *rules = Ruleset::get(before.ruleset);
    m.title = rules ? rules->title : before.ruleset;
    m.game = before.name;
    m.code = code;
    m.turn = before.turn;
    const Nation *n = r.next.nation(code);
    if (n) {
        m.nation = *n;
        m.known = true;
    }
    for (const Step &st : r.steps) {
        if (st.nation != code || !st.phase.isEmpty())
            continue;
        ReportAction a{st.slot ? QString::number(*st.slot) : QStringLiteral("-"),
                       st.order.isEmpty() ? QStringLiteral("(nothing)") : st.order, st.outcome, st.cost, st.line,
                       !st.raw.isEmpty() && !sameOrder(st) ? st.raw : QString(), st.reason, std::nullopt, st.notes};
        if (st.battle)
            a.battle = explainBattle(*st.battle);
        m.actions.append(a);
    }
    for (const Step &st : r.steps)
        if (st.battle && st.battle->defender == code && st.nation != code)
            m.attacks.append(explainBattle(*st.battle));
    for (const Step &st : r.steps) {
        if (st.phase.isEmpty() || st.nation != code)
            continue;
        ReportPhase p{st.phase, st.order, st.reason, {}, st.notes};
        for (const Change &c : st.changes)
            p.changes.append(changeText(c));
        m.endOfTurn.append(p);
    }
    m.nextTurn = r.next.turn;
    m.nextOrder = r.next.order;
    for (const Area &a : r.next.areas) {
        if (a.owner != code)
            continue;
        QString mode = a.isSea() ? QString() : modeName(a.mode);
        if (!a.isSea() && !a.modeTarget.isEmpty())
            mode += QLatin1Char(' ') + a.modeTarget;
        m.areas.append({a.code, a.name, a.isSea() ? QStringLiteral("sea") : a.terrain,
                        a.isSea() ? QStringLiteral("-") : QStringLiteral("%1/%2").arg(a.population).arg(a.popLimit),
                        a.isCity() ? QString::number(a.trade) : QStringLiteral("-"),
                        a.isSea() ? QStringLiteral("-") : QString::number(a.forts), QString::number(a.armies),
                        a.isSea() ? QString::number(a.ships) : QStringLiteral("-"), mode});
    }
    return m;
}

QString reportText(const NationReportModel &m)
{
    QString s;
    QTextStream out(&s);
    out << m.title << ": " << m.game << '\n';
    out << "Report for " << m.code;
    if (m.known) {
        out << ' ' << m.nation.name;
        if (!m.nation.player.isEmpty())
            out << " (" << m.nation.player << ')';
    }
    out << ", turn " << m.turn << "\n\n";

    out << "ACTIONS\n";
    for (const ReportAction &a : m.actions) {
        out << QStringLiteral("%1  %2 %3").arg(a.slot, 2).arg(a.order, -28).arg(a.outcome, -8);
        if (a.cost)
            out << "  cost " << a.cost;
        out << '\n';
        if (!a.raw.isEmpty())
            out << "      line " << a.line << ": " << a.raw << '\n';
        if (!a.reason.isEmpty())
            out << "      " << a.reason << '\n';
        if (a.battle)
            out << a.battle->toText(6);
        for (const QString &note : a.notes)
            out << "      " << note << '\n';
    }
    if (m.actions.isEmpty())
        out << "(no orders received)\n";

    if (!m.attacks.isEmpty())
        out << "\nATTACKS ON YOU\n";
    for (const BattleExplanation &b : m.attacks)
        out << b.toText(3);

    out << "\nEND OF TURN\n";
    for (const ReportPhase &p : m.endOfTurn) {
        out << "   " << p.phase;
        if (!p.order.isEmpty())
            out << " (" << p.order << ')';
        if (!p.reason.isEmpty())
            out << ": " << p.reason;
        out << '\n';
        for (const QString &c : p.changes)
            out << "      " << c << '\n';
        for (const QString &note : p.notes)
            out << "      " << note << '\n';
    }

    if (m.known) {
        const Nation &n = m.nation;
        out << "\nTURN " << m.nextTurn << "\n";
        out << "   BP " << n.bp << ", treasury " << n.treasury << ", army reserve " << n.armyReserve
            << ", fleet reserve " << n.fleetReserve << ", VP " << n.vp << '\n';
        out << "   processing order: " << m.nextOrder.join(QLatin1Char(' ')) << '\n';
    }

    out << "\nAREAS\n";
    out << QStringLiteral("   %1 %2 %3 %4 %5 %6 %7 %8 %9\n")
               .arg(QStringLiteral("code"), -5).arg(QStringLiteral("name"), -22).arg(QStringLiteral("kind"), -9)
               .arg(QStringLiteral("pop"), 7).arg(QStringLiteral("trade"), 5).arg(QStringLiteral("forts"), 5)
               .arg(QStringLiteral("armies"), 6).arg(QStringLiteral("ships"), 5).arg(QStringLiteral("mode"));
    for (const ReportArea &a : m.areas) {
        QString line = QStringLiteral("   %1 %2 %3 %4 %5 %6 %7 %8 %9")
                           .arg(a.code, -5).arg(a.name.left(22), -22).arg(a.kind, -9).arg(a.pop, 7)
                           .arg(a.trade, 5).arg(a.forts, 5).arg(a.armies, 6).arg(a.ships, 5).arg(a.mode);
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        out << line << '\n';
    }
    out.flush();
    return s;
}

QString nationReport(const Game &before, const Resolution &r, const QString &code)
{
    return reportText(nationReportModel(before, r, code));
}

} // namespace adj
