#include "replay/StepDetails.h"

#include "document/EditCommands.h"
#include "replay/StepsModel.h"
#include "report/Report.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace adj::ui {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::StepDetails)
};

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString valueText(const QJsonValue &v)
{
    return changeValueText(v, Tr::tr("none"));
}

QString areaName(const Game &game, const QString &code)
{
    const Area *a = game.area(code);
    return a && !a->name.isEmpty() ? QStringLiteral("%1 (%2)").arg(code, a->name) : code;
}

QString nationName(const Game &game, const QString &code)
{
    if (code.isEmpty())
        return Tr::tr("neutral");
    const Nation *n = game.nation(code);
    return n && !n->name.isEmpty() ? QStringLiteral("%1 (%2)").arg(code, n->name) : code;
}

QString cell(const QString &text, bool header = false, const QString &align = QStringLiteral("right"))
{
    const char *tag = header ? "th" : "td";
    return QStringLiteral("<%1 align='%2' style='padding: 2px 8px'>%3</%1>").arg(QLatin1String(tag), align, text);
}

} // namespace

QString battleHtml(const Battle &b, const Game &game)
{
    QString h;
    h += QStringLiteral("<h4 style='margin-bottom: 2px'>%1</h4>")
             .arg(Tr::tr("Battle (%1): %2 → %3").arg(esc(b.kind), esc(areaName(game, b.from)), esc(areaName(game, b.to))));
    h += QStringLiteral("<p style='margin-top: 0'>%1</p>")
             .arg(Tr::tr("<b>%1</b> attacks <b>%2</b>").arg(esc(nationName(game, b.attacker)), esc(nationName(game, b.defender))));

    // What each side brings (rules.md §3: attack and defence strength).
    h += QStringLiteral("<table cellspacing='0' style='margin-bottom: 6px'>");
    if (b.kind == u"sea") {
        h += QStringLiteral("<tr>%1%2</tr>").arg(cell(Tr::tr("Attack"), true, QStringLiteral("left")),
                                                 cell(Tr::tr("%1 ships and %2 armies").arg(b.seaborneShips).arg(b.attackers), false, QStringLiteral("left")));
    } else {
        QString attack = Tr::tr("%n armies", nullptr, b.attackers);
        if (b.seaborneShips)
            attack += Tr::tr(" + %n ships (seaborne)", nullptr, b.seaborneShips);
        QString defence = Tr::tr("%1 armies + %2 population + %3 forts").arg(b.defendingArmies).arg(b.population).arg(b.forts);
        if (b.cityBonus)
            defence += Tr::tr(" + %1 city").arg(b.cityBonus);
        defence += QStringLiteral(" = <b>%1</b>").arg(b.defendingArmies + b.population + b.forts + b.cityBonus);
        h += QStringLiteral("<tr>%1%2</tr>").arg(cell(Tr::tr("Attack"), true, QStringLiteral("left")), cell(attack, false, QStringLiteral("left")));
        h += QStringLiteral("<tr>%1%2</tr>").arg(cell(Tr::tr("Defence"), true, QStringLiteral("left")), cell(defence, false, QStringLiteral("left")));
    }
    if (!b.retreatedTo.isEmpty())
        h += QStringLiteral("<tr>%1%2</tr>").arg(cell(Tr::tr("Retreat"), true, QStringLiteral("left")),
                                                 cell(Tr::tr("%n defending armies retreated to %1 before the battle", nullptr, b.retreated)
                                                          .arg(esc(areaName(game, b.retreatedTo))), false, QStringLiteral("left")));
    if (b.ambushFactor)
        h += QStringLiteral("<tr>%1%2</tr>").arg(cell(Tr::tr("Ambush"), true, QStringLiteral("left")),
                                                 cell(Tr::tr("the attacker's losses are computed with the defence ×%1").arg(b.ambushFactor),
                                                      false, QStringLiteral("left")));
    h += QStringLiteral("</table>");

    // Round by round.
    if (!b.rounds.isEmpty()) {
        h += QStringLiteral("<table border='1' cellspacing='0' cellpadding='0' style='border-color: #c8ccd0; border-style: solid'>");
        h += QStringLiteral("<tr style='background: #eef1f4'>%1%2%3%4%5</tr>")
                 .arg(cell(Tr::tr("Round"), true), cell(Tr::tr("A"), true), cell(Tr::tr("D"), true),
                      cell(Tr::tr("A loses"), true), cell(Tr::tr("D loses"), true));
        for (int i = 0; i < b.rounds.size(); ++i) {
            const Round &r = b.rounds[i];
            h += QStringLiteral("<tr>%1%2%3%4%5</tr>")
                     .arg(cell(QString::number(i + 1)), cell(QString::number(r.a)), cell(QString::number(r.d)),
                          cell(QString::number(r.aLoss)), cell(QString::number(r.dLoss)));
        }
        h += QStringLiteral("</table><p style='color: #5f6368; margin-top: 2px'>%1</p>")
                 .arg(Tr::tr("A: attack strength, D: defence strength in that round"));
    }
    const QString colour = b.won ? QStringLiteral("#2e7d32") : QStringLiteral("#c62828");
    const QString winner = b.won ? nationName(game, b.attacker) : nationName(game, b.defender);
    h += QStringLiteral("<p><b style='color: %1'>%2</b> — %3</p>")
             .arg(colour, b.won ? Tr::tr("Won by the attacker") : Tr::tr("Beaten off"),
                  esc(Tr::tr("%1 wins: %2").arg(winner, b.endedBy.isEmpty() ? Tr::tr("no reason recorded") : b.endedBy)));
    return h;
}

QString stepDetailsHtml(const Step &s, const Game &game)
{
    QString h;
    const QString colour = StepsModel::outcomeColour(s.outcome).name();
    QString title = s.phase.isEmpty()
        ? Tr::tr("Step %1 · slot %2 · %3").arg(s.index).arg(s.slot ? QString::number(*s.slot) : QStringLiteral("–"),
                                                            esc(nationName(game, s.nation)))
        : Tr::tr("Step %1 · end of turn: %2").arg(s.index).arg(esc(StepsModel::phaseTitle(s.phase)));
    if (!s.phase.isEmpty() && !s.nation.isEmpty())
        title += QStringLiteral(" · ") + esc(nationName(game, s.nation));
    h += QStringLiteral("<h3 style='margin-bottom: 4px'>%1</h3>").arg(title);
    const QString order = s.order.isEmpty() ? (s.phase.isEmpty() ? Tr::tr("(nothing)") : QString()) : s.order;
    h += QStringLiteral("<p style='margin-top: 0'><code style='font-size: large'><b>%1</b></code> &nbsp;"
                        "<span style='color: white; background: %2'>&nbsp;%3&nbsp;</span>%4</p>")
             .arg(esc(order), colour, esc(s.outcome),
                  s.cost ? QStringLiteral(" &nbsp;") + Tr::tr("cost %1 BP").arg(s.cost) : QString());
    if (!s.raw.isEmpty())
        h += QStringLiteral("<p style='color: #5f6368'>%1 <code>%2</code></p>")
                 .arg(Tr::tr("line %1:").arg(s.line), esc(s.raw));
    if (!s.reason.isEmpty())
        h += QStringLiteral("<p style='color: %1'>%2</p>").arg(colour, esc(s.reason));
    if (s.battle)
        h += battleHtml(*s.battle, game);
    if (!s.changes.isEmpty()) {
        h += QStringLiteral("<h4 style='margin-bottom: 2px'>%1</h4><table cellspacing='0'>").arg(Tr::tr("Changes"));
        for (const Change &c : s.changes) {
            const QString who = c.target == Change::Target::Game ? Tr::tr("game") : c.key;
            h += QStringLiteral("<tr>%1%2%3</tr>")
                     .arg(cell(QStringLiteral("<b>%1</b>").arg(esc(who)), false, QStringLiteral("left")),
                          cell(esc(fieldTitle(c.field)), false, QStringLiteral("left")),
                          cell(QStringLiteral("%1 → %2").arg(esc(valueText(c.from)), esc(valueText(c.to))), false, QStringLiteral("left")));
        }
        h += QStringLiteral("</table>");
    }
    for (const QString &note : s.notes)
        h += QStringLiteral("<p>• %1</p>").arg(esc(note));
    return h;
}

} // namespace adj::ui
