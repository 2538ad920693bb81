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

GameReportModel gameReportModel(const Game &before, const Resolution &r, Lang lang)
{
    GameReportModel m;
    m.lang = lang;
    const Ruleset *rules = Ruleset::get(before.ruleset);
    m.title = rules ? rules->title : before.ruleset;
    m.game = before.name;
    m.turn = before.turn;
    m.order = before.order;
    for (const Step &st : r.steps) {
        if (!st.battle)
            continue;
        const BattleExplanation e = explainBattle(*st.battle, lang);
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

QString owner(Lang lang, const QString &code)
{
    return code.isEmpty() ? coreWord(lang, "neutral") : code;
}

QString listOrNone(const QStringList &list)
{
    return list.isEmpty() ? QStringLiteral("-") : list.join(u' ');
}

} // namespace

QString gameReportText(const GameReportModel &m)
{
    const auto w = [&m](const char *key) { return coreWord(m.lang, key); };
    const QString none = w(QT_TRANSLATE_NOOP("adj::Core", "(none)"));
    QString s;
    QTextStream out(&s);
    out << m.title << ": " << m.game << '\n' << w(QT_TRANSLATE_NOOP("adj::Core", "Game report, turn %1")).arg(m.turn) << "\n\n";
    out << w(QT_TRANSLATE_NOOP("adj::Core", "PROCESSING ORDER")) << "\n   " << m.order.join(u' ') << "\n\n";
    // The players' messages, tagged with the sender (Dark Age 1.9); only when there are any.
    if (!m.messages.isEmpty()) {
        out << w(QT_TRANSLATE_NOOP("adj::Core", "MESSAGES")) << '\n';
        for (const PlayerMessage &msg : m.messages)
            out << "   " << m.sender(msg.nation) << ": " << msg.text << '\n';
        out << '\n';
    }
    out << w(QT_TRANSLATE_NOOP("adj::Core", "BATTLES")) << '\n';
    for (const QString &b : m.battles)
        out << "   " << b << '\n';
    if (m.battles.isEmpty())
        out << "   " << none << '\n';
    out << '\n' << w(QT_TRANSLATE_NOOP("adj::Core", "AREAS THAT CHANGED HANDS")) << '\n';
    for (const AreaChange &c : m.changes)
        out << "   " << c.area << ' ' << c.name << ": " << owner(m.lang, c.from) << " -> " << owner(m.lang, c.to) << '\n';
    if (m.changes.isEmpty())
        out << "   " << none << '\n';
    out << '\n' << w(QT_TRANSLATE_NOOP("adj::Core", "GAINED AND LOST")) << '\n';
    for (const auto &[code, name] : m.nations)
        out << QStringLiteral("   %1 %2 %3\n")
                   .arg(code, -3).arg(name, -20)
                   .arg(w(QT_TRANSLATE_NOOP("adj::Core", "gained %1; lost %2"))
                            .arg(listOrNone(m.gained(code)), listOrNone(m.lost(code))));
    out << '\n' << w(QT_TRANSLATE_NOOP("adj::Core", "TURN %1")).arg(m.nextTurn) << "\n   "
        << w(QT_TRANSLATE_NOOP("adj::Core", "processing order: %1")).arg(m.nextOrder.join(u' ')) << '\n';
    out.flush();
    return s;
}

} // namespace adj
