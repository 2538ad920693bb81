#include "report/GameReport.h"

#include "report/BattleText.h"
#include "ruleset/Ruleset.h"

#include <QTextStream>

namespace adj {

QStringList GameReportModel::areas(const QString &nation, QString AreaChange::*owner) const
{
    QStringList out;
    for (const AreaChange &c : changes)
        if (c.*owner == nation)
            out.append(c.area);
    return out;
}

GameReportModel gameReportModel(const Game &before, const Resolution &r)
{
    GameReportModel m;
    const Ruleset *rules = Ruleset::get(before.ruleset);
    m.title = rules ? rules->title : before.ruleset;
    m.game = before.name;
    m.turn = before.turn;
    m.order = before.order;
    for (const Step &st : r.steps) {
        if (!st.battle)
            continue;
        const BattleExplanation e = explainBattle(*st.battle);
        m.battles.append(QStringLiteral("%1: %2").arg(e.title, e.ending));
    }
    for (const Area &a : before.areas) {
        const Area *after = r.next.area(a.code);
        if (after && after->owner != a.owner)
            m.changes.append({a.code, a.name, a.owner, after->owner});
    }
    for (const Nation &n : before.nations)
        m.nations.append({n.code, n.name});
    m.nextTurn = r.next.turn;
    m.nextOrder = r.next.order;
    m.messages = r.messages;
    return m;
}

QString GameReportModel::sender(const QString &nation) const
{
    for (const auto &[code, name] : nations)
        if (code == nation)
            return code + u' ' + name;
    return nation;
}

namespace {

QString owner(const QString &code)
{
    return code.isEmpty() ? QStringLiteral("neutral") : code;
}

QString listOrNone(const QStringList &list)
{
    return list.isEmpty() ? QStringLiteral("-") : list.join(u' ');
}

} // namespace

QString gameReportText(const GameReportModel &m)
{
    QString s;
    QTextStream out(&s);
    out << m.title << ": " << m.game << '\n' << "Game report, turn " << m.turn << "\n\n";
    out << "PROCESSING ORDER\n   " << m.order.join(u' ') << "\n\n";
    // The players' messages, tagged with the sender (Dark Age 1.9); only when there are any.
    if (!m.messages.isEmpty()) {
        out << "MESSAGES\n";
        for (const PlayerMessage &msg : m.messages)
            out << "   " << m.sender(msg.nation) << ": " << msg.text << '\n';
        out << '\n';
    }
    out << "BATTLES\n";
    for (const QString &b : m.battles)
        out << "   " << b << '\n';
    if (m.battles.isEmpty())
        out << "   (none)\n";
    out << "\nAREAS THAT CHANGED HANDS\n";
    for (const AreaChange &c : m.changes)
        out << "   " << c.area << ' ' << c.name << ": " << owner(c.from) << " -> " << owner(c.to) << '\n';
    if (m.changes.isEmpty())
        out << "   (none)\n";
    out << "\nGAINED AND LOST\n";
    for (const auto &[code, name] : m.nations)
        out << QStringLiteral("   %1 %2 gained %3; lost %4\n")
                   .arg(code, -3).arg(name, -20).arg(listOrNone(m.gained(code)), listOrNone(m.lost(code)));
    out << "\nTURN " << m.nextTurn << "\n   processing order: " << m.nextOrder.join(u' ') << '\n';
    out.flush();
    return s;
}

} // namespace adj
