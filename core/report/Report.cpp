#include "report/Report.h"

#include "model/FieldWords.h"

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

// Words that come from the game's data and steps into a report: outcomes,
// phases of the end of the turn, kinds of area, defence modes.
const char *const kWords[] = {
    QT_TRANSLATE_NOOP("adj::Core", "done"),
    QT_TRANSLATE_NOOP("adj::Core", "reduced"),
    QT_TRANSLATE_NOOP("adj::Core", "failed"),
    QT_TRANSLATE_NOOP("adj::Core", "leftover"),
    QT_TRANSLATE_NOOP("adj::Core", "drowning"),
    QT_TRANSLATE_NOOP("adj::Core", "dispersal"),
    QT_TRANSLATE_NOOP("adj::Core", "poplimit"),
    QT_TRANSLATE_NOOP("adj::Core", "trade"),
    QT_TRANSLATE_NOOP("adj::Core", "income"),
    QT_TRANSLATE_NOOP("adj::Core", "sea"),
    QT_TRANSLATE_NOOP("adj::Core", "land"),
    QT_TRANSLATE_NOOP("adj::Core", "city"),
    QT_TRANSLATE_NOOP("adj::Core", "lowland"),
    QT_TRANSLATE_NOOP("adj::Core", "upland"),
    QT_TRANSLATE_NOOP("adj::Core", "mountain"),
    QT_TRANSLATE_NOOP("adj::Core", "forest"),
    QT_TRANSLATE_NOOP("adj::Core", "wetland"),
    QT_TRANSLATE_NOOP("adj::Core", "island"),
    QT_TRANSLATE_NOOP("adj::Core", "town"),
    QT_TRANSLATE_NOOP("adj::Core", "retreat"),
    QT_TRANSLATE_NOOP("adj::Core", "defend"),
    QT_TRANSLATE_NOOP("adj::Core", "ambush"),
    QT_TRANSLATE_NOOP("adj::Core", "entrench"),
    // the fields a change names (docs/formats.md "Step log"), and its value none
    QT_TRANSLATE_NOOP("adj::Core", "game"),
    QT_TRANSLATE_NOOP("adj::Core", "none"),
    QT_TRANSLATE_NOOP("adj::Core", "owner"),
    QT_TRANSLATE_NOOP("adj::Core", "armies"),
    QT_TRANSLATE_NOOP("adj::Core", "ships"),
    QT_TRANSLATE_NOOP("adj::Core", "population"),
    QT_TRANSLATE_NOOP("adj::Core", "popLimit"),
    QT_TRANSLATE_NOOP("adj::Core", "forts"),
    QT_TRANSLATE_NOOP("adj::Core", "mode"),
    QT_TRANSLATE_NOOP("adj::Core", "modeTarget"),
    QT_TRANSLATE_NOOP("adj::Core", "bp"),
    QT_TRANSLATE_NOOP("adj::Core", "treasury"),
    QT_TRANSLATE_NOOP("adj::Core", "armyReserve"),
    QT_TRANSLATE_NOOP("adj::Core", "fleetReserve"),
    QT_TRANSLATE_NOOP("adj::Core", "vp"),
    QT_TRANSLATE_NOOP("adj::Core", "order"),
    QT_TRANSLATE_NOOP("adj::Core", "turn"),
};

// A change's value: a defence mode in the report's words.
QString reportValue(Lang lang, const QJsonValue &value, const QString &none)
{
    return reportWord(lang, changeValueText(value, none));
}

// Messages of the core in `lang` (step notes).
QStringList translatedAll(const QStringList &english, Lang lang)
{
    QStringList out;
    for (const QString &text : english)
        out.append(trCore(text, lang));
    return out;
}

QString changeText(Lang lang, const Change &c)
{
    const QString who = c.target == Change::Target::Game ? coreWord(lang, "game") : c.key;
    const QString none = coreWord(lang, "none");
    return QStringLiteral("%1 %2 %3 -> %4")
        .arg(who, fieldWord(c.field, lang), reportValue(lang, c.from, none), reportValue(lang, c.to, none));
}

// A phase's reason in a player's words: the income phase's in BP (its phase
// already says "income"); every other as the step log gives it, translated.
QString phaseReason(Lang lang, const QString &reason)
{
    const CoreText t = CoreText::parse(reason);
    if (t.key == u"income %1")
        return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1 BP")).arg(t.args.value(0));
    if (t.key == u"income %1, maintenance %2")
        return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1 BP, maintenance %2 BP")).arg(t.args.value(0), t.args.value(1));
    return trCore(reason, lang);
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

QString reportWord(Lang lang, const QString &word)
{
    for (const char *known : kWords)
        if (word == QLatin1String(known))
            return coreWord(lang, known);
    return word;
}

NationReportModel nationReportModel(const Game &before, const Resolution &r, const QString &code, Lang lang)
{
    NationReportModel m;
    m.lang = lang;
    const std::shared_ptr<const ByNation> index = byNation(r);
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
    for (const Step *step : index->actions.value(code)) {
        const Step &st = *step;
        ReportAction a{st.slot ? QString::number(*st.slot) : QStringLiteral("-"),
                       st.order.isEmpty() ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "(nothing)")) : st.order,
                       st.outcome, st.cost, st.line,
                       !st.raw.isEmpty() && !sameOrder(st) ? st.raw : QString(), trCore(st.reason, lang), std::nullopt,
                       translatedAll(st.notes, lang)};
        if (st.battle)
            a.battle = explainBattle(*st.battle, lang);
        m.actions.append(a);
    }
    for (const LateOrders &late : r.late)
        if (late.nation == code)
            m.late.append(late);
    for (const Step *st : index->attacks.value(code))
        m.attacks.append(explainBattle(*st->battle, lang));
    for (const Step *step : index->endOfTurn.value(code)) {
        const Step &st = *step;
        ReportPhase p{reportWord(lang, st.phase), st.order, phaseReason(lang, st.reason), {}, translatedAll(st.notes, lang)};
        for (const Change &c : st.changes)
            p.changes.append(changeText(lang, c));
        m.endOfTurn.append(p);
    }
    m.nextTurn = r.next.turn;
    m.nextOrder = r.next.order;
    for (const Area *area : index->areasOf.value(code)) {
        const Area &a = *area;
        QString mode = a.isSea() ? QString() : reportWord(lang, modeName(a.mode));
        if (!a.isSea() && !a.modeTarget.isEmpty())
            mode += QLatin1Char(' ') + a.modeTarget;
        m.areas.append({a.code, a.name, reportWord(lang, a.isSea() ? QStringLiteral("sea") : a.terrain),
                        a.isSea() ? QStringLiteral("-") : QStringLiteral("%1/%2").arg(a.population).arg(a.popLimit),
                        a.isCity() ? QString::number(a.trade) : QStringLiteral("-"),
                        a.isSea() ? QStringLiteral("-") : QString::number(a.forts), QString::number(a.armies),
                        a.isSea() ? QString::number(a.ships) : QStringLiteral("-"), mode});
    }
    return m;
}

QString lateOrdersText(Lang lang, const LateOrders &late)
{
    const auto utc = [](const QDateTime &t) { return t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")); };
    return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "Your message received %1 UTC came after the deadline (%2 UTC): its orders were not used."))
        .arg(utc(late.received), utc(late.cutOff));
}

QString reportText(const NationReportModel &m)
{
    const auto w = [&m](const char *key) { return coreWord(m.lang, key); };
    QString s;
    QTextStream out(&s);
    out << m.title << ": " << m.game << '\n';
    QString who = m.code;
    if (m.known) {
        who += u' ' + m.nation.name;
        if (!m.nation.player.isEmpty())
            who += QStringLiteral(" (%1)").arg(m.nation.player);
    }
    out << w(QT_TRANSLATE_NOOP("adj::Core", "Report for %1, turn %2")).arg(who, QString::number(m.turn)) << "\n\n";

    out << w(QT_TRANSLATE_NOOP("adj::Core", "ACTIONS")) << '\n';
    for (const ReportAction &a : m.actions) {
        out << QStringLiteral("%1  %2 %3").arg(a.slot, 2).arg(a.order, -28).arg(reportWord(m.lang, a.outcome), -8);
        if (a.cost)
            out << "  " << w(QT_TRANSLATE_NOOP("adj::Core", "cost %1")).arg(a.cost);
        out << '\n';
        if (!a.raw.isEmpty())
            out << "      " << w(QT_TRANSLATE_NOOP("adj::Core", "line %1: %2")).arg(QString::number(a.line), a.raw) << '\n';
        if (!a.reason.isEmpty())
            out << "      " << a.reason << '\n';
        if (a.battle)
            out << a.battle->toText(6);
        for (const QString &note : a.notes)
            out << "      " << note << '\n';
    }
    if (m.actions.isEmpty() && m.late.isEmpty())
        out << w(QT_TRANSLATE_NOOP("adj::Core", "(no orders received)")) << '\n';
    for (const LateOrders &late : m.late)
        out << lateOrdersText(m.lang, late) << '\n';

    if (!m.attacks.isEmpty())
        out << '\n' << w(QT_TRANSLATE_NOOP("adj::Core", "ATTACKS ON YOU")) << '\n';
    for (const BattleExplanation &b : m.attacks)
        out << b.toText(3);

    out << '\n' << w(QT_TRANSLATE_NOOP("adj::Core", "END OF TURN")) << '\n';
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
        out << '\n' << w(QT_TRANSLATE_NOOP("adj::Core", "TURN %1")).arg(m.nextTurn) << '\n';
        out << "   "
            << w(QT_TRANSLATE_NOOP("adj::Core", "BP %1, treasury %2, army reserve %3, fleet reserve %4, VP %5"))
                   .arg(n.bp).arg(n.treasury).arg(n.armyReserve).arg(n.fleetReserve).arg(n.vp)
            << '\n';
        out << "   " << w(QT_TRANSLATE_NOOP("adj::Core", "processing order: %1")).arg(m.nextOrder.join(u' ')) << '\n';
    }

    out << '\n' << w(QT_TRANSLATE_NOOP("adj::Core", "AREAS")) << '\n';
    out << QStringLiteral("   %1 %2 %3 %4 %5 %6 %7 %8 %9\n")
               .arg(w(QT_TRANSLATE_NOOP("adj::Core", "code")), -5).arg(w(QT_TRANSLATE_NOOP("adj::Core", "name")), -22)
               .arg(w(QT_TRANSLATE_NOOP("adj::Core", "kind")), -9).arg(w(QT_TRANSLATE_NOOP("adj::Core", "pop")), 7)
               .arg(w(QT_TRANSLATE_NOOP("adj::Core", "trade")), 5).arg(w(QT_TRANSLATE_NOOP("adj::Core", "forts")), 5)
               .arg(w(QT_TRANSLATE_NOOP("adj::Core", "armies")), 6).arg(w(QT_TRANSLATE_NOOP("adj::Core", "ships")), 5)
               .arg(w(QT_TRANSLATE_NOOP("adj::Core", "mode")));
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

QString nationReport(const Game &before, const Resolution &r, const QString &code, Lang lang)
{
    return reportText(nationReportModel(before, r, code, lang));
}

} // namespace adj
