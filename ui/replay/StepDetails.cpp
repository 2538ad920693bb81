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

QString battleHtml(const Battle &b)
{
    // The same explanation as the Battle tab, the reports and a copied reply.
    const BattleExplanation e = explainBattle(b, Lang::Translated);
    QString h = QStringLiteral("<h4 style='margin-bottom: 2px'>%1</h4><p style='margin-top: 0'>").arg(esc(e.title));
    h += QStringLiteral("%1: %2<br>%3: %4").arg(esc(b.attacker), esc(e.attackerBrings),
                                                b.defender.isEmpty() ? Tr::tr("neutral") : esc(b.defender), esc(e.defenderBrings));
    for (const QString &line : e.before)
        h += QStringLiteral("<br>") + esc(line);
    h += QStringLiteral("</p><ol style='margin-top: 0'>");
    for (const BattleExplanation::RoundText &r : e.rounds)
        h += QStringLiteral("<li>%1<br>%2<br>%3</li>").arg(esc(r.strengths), esc(r.defenderLoss), esc(r.attackerLoss));
    const QString colour = (b.won ? tone::done() : tone::error()).name();
    h += QStringLiteral("</ol><p><b style='color: %1'>%2</b> — %3</p>")
             .arg(colour, b.won ? Tr::tr("Won by the attacker") : Tr::tr("Beaten off"), esc(e.ending));
    for (const QString &rule : e.rules)
        h += QStringLiteral("<p style='%1; margin: 0'>%2</p>").arg(tone::css(tone::muted()), esc(rule));
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
             .arg(esc(order), colour, esc(StepsModel::outcomeTitle(s.outcome)),
                  s.cost ? QStringLiteral(" &nbsp;") + Tr::tr("cost %1 BP").arg(s.cost) : QString());
    if (!s.raw.isEmpty())
        h += QStringLiteral("<p style='%1'>%2 <code>%3</code></p>")
                 .arg(tone::css(tone::muted()), Tr::tr("line %1:").arg(s.line), esc(s.raw));
    if (!s.reason.isEmpty())
        h += QStringLiteral("<p style='%1'>%2</p>")
                 .arg(tone::css(s.outcome == u"failed" ? tone::error() : tone::warning()), esc(trCore(s.reason)));
    if (s.battle)
        h += battleHtml(*s.battle);
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
        h += QStringLiteral("<p>• %1</p>").arg(esc(trCore(note)));
    return h;
}

} // namespace adj::ui
