#include "replay/StepDetails.h"

#include "widgets/Tones.h"

#include "document/EditCommands.h"
#include "io/CoreText.h"
#include "replay/StepsModel.h"
#include "report/BattleText.h"
#include "report/Report.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace adj::ui {

namespace {

struct StepDetailsTr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::StepDetails)
};

QString valueText(const QJsonValue &v)
{
    return changeValueText(v, StepDetailsTr::tr("none"));
}

QString nationName(const Game &game, const QString &code)
{
    if (code.isEmpty())
        return StepDetailsTr::tr("neutral");
    const Nation *n = game.nation(code);
    return n && !n->name.isEmpty() ? QStringLiteral("%1 (%2)").arg(code, n->name) : code;
}

QString cell(const QString &text, bool header = false, const QString &align = QStringLiteral("right"))
{
    const char *tag = header ? "th" : "td";
    return QStringLiteral("<%1 align='%2' style='padding: 2px 8px'>%3</%1>").arg(QLatin1String(tag), align, text);
}

} // namespace

QString battleHtml(const Battle &b)
{
    // The same explanation as the Battle tab, the reports and a copied reply.
    const BattleExplanation e = explainBattle(b, Lang::Translated);
    QString h = QStringLiteral("<h4 style='margin-bottom: 2px'>%1</h4><p style='margin-top: 0'>").arg(e.title.toHtmlEscaped());
    h += QStringLiteral("%1: %2<br>%3: %4").arg(b.attacker.toHtmlEscaped(), e.attackerBrings.toHtmlEscaped(),
                                                b.defender.isEmpty() ? StepDetailsTr::tr("neutral") : b.defender.toHtmlEscaped(), e.defenderBrings.toHtmlEscaped());
    for (const QString &line : e.before)
        h += QStringLiteral("<br>") + line.toHtmlEscaped();
    h += QStringLiteral("</p><ol style='margin-top: 0'>");
    for (const BattleExplanation::RoundText &r : e.rounds)
        h += QStringLiteral("<li>%1<br>%2<br>%3</li>").arg(r.strengths.toHtmlEscaped(), r.defenderLoss.toHtmlEscaped(), r.attackerLoss.toHtmlEscaped());
    const QString colour = (b.won ? tone::done() : tone::error()).name();
    h += QStringLiteral("</ol><p><b style='color: %1'>%2</b> — %3</p>")
             .arg(colour, b.won ? StepDetailsTr::tr("Won by the attacker") : StepDetailsTr::tr("Beaten off"), e.ending.toHtmlEscaped());
    for (const QString &rule : e.rules + e.choices)  // the choices as the step log names them, for the moderator
        h += QStringLiteral("<p style='%1; margin: 0'>%2</p>").arg(tone::css(tone::muted()), rule.toHtmlEscaped());
    return h;
}

QString stepDetailsHtml(const Step &s, const Game &game)
{
    QString h;
    const QString colour = StepsModel::outcomeColour(s.outcome).name();
    QString title = s.phase.isEmpty()
        ? StepDetailsTr::tr("Step %1 · slot %2 · %3").arg(s.index).arg(s.slot ? QString::number(*s.slot) : QStringLiteral("–"),
                                                            nationName(game, s.nation).toHtmlEscaped())
        : StepDetailsTr::tr("Step %1 · end of turn: %2").arg(s.index).arg(StepsModel::phaseTitle(s.phase).toHtmlEscaped());
    if (!s.phase.isEmpty() && !s.nation.isEmpty())
        title += QStringLiteral(" · ") + nationName(game, s.nation).toHtmlEscaped();
    h += QStringLiteral("<h3 style='margin-bottom: 4px'>%1</h3>").arg(title);
    const QString order = s.order.isEmpty() ? (s.phase.isEmpty() ? StepDetailsTr::tr("(nothing)") : QString()) : s.order;
    h += QStringLiteral("<p style='margin-top: 0'><code style='font-size: large'><b>%1</b></code> &nbsp;"
                        "<span style='color: white; background: %2'>&nbsp;%3&nbsp;</span>%4</p>")
             .arg(order.toHtmlEscaped(), colour, StepsModel::outcomeTitle(s.outcome).toHtmlEscaped(),
                  s.cost ? QStringLiteral(" &nbsp;") + StepDetailsTr::tr("cost %1 BP").arg(s.cost) : QString());
    if (!s.raw.isEmpty())
        h += QStringLiteral("<p style='%1'>%2 <code>%3</code></p>")
                 .arg(tone::css(tone::muted()), StepDetailsTr::tr("line %1:").arg(s.line), s.raw.toHtmlEscaped());
    if (!s.reason.isEmpty())
        h += QStringLiteral("<p style='%1'>%2</p>")
                 .arg(tone::css(s.outcome == u"failed" ? tone::error() : tone::warning()), trCore(s.reason).toHtmlEscaped());
    if (s.battle)
        h += battleHtml(*s.battle);
    if (!s.changes.isEmpty()) {
        h += QStringLiteral("<h4 style='margin-bottom: 2px'>%1</h4><table cellspacing='0'>").arg(StepDetailsTr::tr("Changes"));
        for (const Change &c : s.changes) {
            const QString who = c.target == Change::Target::Game ? StepDetailsTr::tr("game") : c.key;
            h += QStringLiteral("<tr>%1%2%3</tr>")
                     .arg(cell(QStringLiteral("<b>%1</b>").arg(who.toHtmlEscaped()), false, QStringLiteral("left")),
                          cell(fieldTitle(c.field).toHtmlEscaped(), false, QStringLiteral("left")),
                          cell(QStringLiteral("%1 → %2").arg(valueText(c.from).toHtmlEscaped(), valueText(c.to).toHtmlEscaped()), false, QStringLiteral("left")));
        }
        h += QStringLiteral("</table>");
    }
    for (const QString &note : s.notes)
        h += QStringLiteral("<p>• %1</p>").arg(trCore(note).toHtmlEscaped());
    return h;
}

} // namespace adj::ui
