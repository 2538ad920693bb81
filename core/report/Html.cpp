#include "report/Html.h"

#include "model/NationPalette.h"

#include <QTextStream>

#include <array>

namespace adj {

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString head(Lang lang, const QString &title)
{
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"%2\">\n<head>\n<meta charset=\"utf-8\">\n<title>%1</title>\n"
                          "<style>\n"
                          "body { font-family: sans-serif; margin: 1em; max-width: 60em; }\n"
                          "h1 { padding: 0.3em 0.5em; color: #000; }\n"
                          "table { border-collapse: collapse; margin: 0.5em 0; }\n"
                          "th, td { border: 1px solid #bbb; padding: 0.15em 0.5em; text-align: left; vertical-align: top; }\n"
                          "td.n { text-align: right; }\n"
                          ".failed { color: #a00; }\n"
                          ".battle { border-left: 4px solid #888; padding-left: 0.6em; margin: 0.4em 0; }\n"
                          ".battle p, .battle ol { margin: 0.2em 0; }\n"
                          "</style>\n</head>\n<body>\n")
        .arg(esc(title), lang.code());
}

const QString kFoot = QStringLiteral("</body>\n</html>\n");

// A table row of cells, each escaped; `numeric` cells align right.
QString row(const QStringList &cells, const QString &tag = QStringLiteral("td"), const QList<int> &numeric = {})
{
    QString s = QStringLiteral("<tr>");
    for (int i = 0; i < cells.size(); ++i)
        s += QStringLiteral("<%1%2>%3</%1>").arg(tag, numeric.contains(i) ? QStringLiteral(" class=\"n\"") : QString(),
                                                  esc(cells[i]));
    return s + QStringLiteral("</tr>\n");
}

// What is said under an action: its line as received, the reason, a battle, notes.
QString actionDetails(Lang lang, const ReportAction &a)
{
    QString s;
    if (!a.raw.isEmpty())
        s += QStringLiteral("<p>%1</p>\n").arg(esc(coreWord(lang, "line %1: %2").arg(QString::number(a.line), a.raw)));
    if (!a.reason.isEmpty())
        s += QStringLiteral("<p>%1</p>\n").arg(esc(a.reason));
    if (a.battle)
        s += battleHtml(*a.battle);
    for (const QString &note : a.notes)
        s += QStringLiteral("<p>%1</p>\n").arg(esc(note));
    return s;
}

void writeActions(QTextStream &out, const NationReportModel &m)
{
    const auto w = [&m](const char *key) { return coreWord(m.lang, key); };
    out << "<h2>" << w(QT_TRANSLATE_NOOP("adj::Core", "Actions")) << "</h2>\n";
    if (m.actions.isEmpty() && m.late.isEmpty())
        out << "<p>" << esc(w("(no orders received)")) << "</p>\n";
    if (!m.actions.isEmpty()) {
        out << "<table>\n"
            << row({w(QT_TRANSLATE_NOOP("adj::Core", "slot")), w(QT_TRANSLATE_NOOP("adj::Core", "order")),
                    w(QT_TRANSLATE_NOOP("adj::Core", "outcome")), w(QT_TRANSLATE_NOOP("adj::Core", "cost"))},
                   QStringLiteral("th"));
        for (const ReportAction &a : m.actions) {
            const QString cls = a.outcome == u"failed" ? QStringLiteral(" class=\"failed\"") : QString();
            out << "<tr" << cls << "><td class=\"n\">" << esc(a.slot) << "</td><td>" << esc(a.order) << "</td><td>"
                << esc(reportWord(m.lang, a.outcome)) << "</td><td class=\"n\">" << (a.cost ? QString::number(a.cost) : QString()) << "</td></tr>\n";
            const QString details = actionDetails(m.lang, a);
            if (!details.isEmpty())
                out << "<tr><td></td><td colspan=\"3\">\n" << details << "</td></tr>\n";
        }
        out << "</table>\n";
    }
    for (const LateOrders &late : m.late)
        out << "<p>" << esc(lateOrdersText(m.lang, late)) << "</p>\n";
}

void writeEndOfTurn(QTextStream &out, const NationReportModel &m)
{
    out << "<h2>" << esc(coreWord(m.lang, QT_TRANSLATE_NOOP("adj::Core", "End of turn"))) << "</h2>\n<ul>\n";
    for (const ReportPhase &p : m.endOfTurn) {
        out << "<li>" << esc(p.phase);
        if (!p.order.isEmpty())
            out << " (" << esc(p.order) << ')';
        if (!p.reason.isEmpty())
            out << ": " << esc(p.reason);
        for (const QString &line : p.changes + p.notes)
            out << "<br>\n" << esc(line);
        out << "</li>\n";
    }
    out << "</ul>\n";
}

void writeAreas(QTextStream &out, const NationReportModel &m)
{
    const auto w = [&m](const char *key) { return coreWord(m.lang, key); };
    out << "<h2>" << esc(w(QT_TRANSLATE_NOOP("adj::Core", "Areas"))) << "</h2>\n<table>\n"
        << row({w("code"), w("name"), w("kind"), w("pop"), w("trade"), w("forts"), w("armies"), w("ships"), w("mode")},
               QStringLiteral("th"));
    for (const ReportArea &a : m.areas)
        out << row({a.code, a.name, a.kind, a.pop, a.trade, a.forts, a.armies, a.ships, a.mode}, QStringLiteral("td"),
                   {3, 4, 5, 6, 7});
    out << "</table>\n";
}

} // namespace

QString battleHtml(const BattleExplanation &b, const QString &id)
{
    QString s = QStringLiteral("<div class=\"battle\"%1>\n<p><b>%2</b><br>\n%3 %4<br>\n%5 %6</p>\n")
                    .arg(id.isEmpty() ? QString() : QStringLiteral(" id=\"%1\"").arg(esc(id)), esc(b.title), esc(coreWord(b.lang, "Attacker:")), esc(b.attackerBrings),
                         esc(coreWord(b.lang, "Defender:")), esc(b.defenderBrings));
    for (const QString &line : b.before)
        s += QStringLiteral("<p>%1</p>\n").arg(esc(line));
    s += QStringLiteral("<ol>\n");
    for (const BattleExplanation::RoundText &r : b.rounds)
        s += QStringLiteral("<li>%1<br>\n%2<br>\n%3</li>\n").arg(esc(r.strengths), esc(r.defenderLoss), esc(r.attackerLoss));
    s += QStringLiteral("</ol>\n<p>%1</p>\n").arg(esc(b.ending));
    for (const QString &line : b.rules)
        s += QStringLiteral("<p>%1</p>\n").arg(esc(line));
    return s + QStringLiteral("</div>\n");
}

QString nationColour(const Game &game, const QString &nation)
{
    const int i = game.nationIndex(nation);
    if (i < 0)
        return QStringLiteral("#cccccc");
    return QStringLiteral("#%1").arg(palette::nationColour(i), 6, 16, QLatin1Char('0'));
}

namespace {

// Each picture under its heading, as wide as the page lets it be.
void writePictures(QTextStream &out, const QList<ReportPicture> &pictures)
{
    for (const ReportPicture &p : pictures)
        out << "<h2>" << esc(p.title) << "</h2>\n<p><img src=\"" << esc(p.src) << "\" alt=\"" << esc(p.title)
            << "\" style=\"max-width: 100%\"></p>\n";
}

} // namespace

QString nationReportHtml(const NationReportModel &m, const QString &colour, const QList<ReportPicture> &pictures)
{
    QString who = m.code;
    if (m.known) {
        who += u' ' + m.nation.name;
        if (!m.nation.player.isEmpty())
            who += QStringLiteral(" (%1)").arg(m.nation.player);
    }
    const auto w = [&m](const char *key) { return coreWord(m.lang, key); };
    QString s;
    QTextStream out(&s);
    out << head(m.lang, w(QT_TRANSLATE_NOOP("adj::Core", "%1, turn %2: %3")).arg(m.code, QString::number(m.turn), m.game));
    out << "<h1 style=\"background: " << esc(colour) << "\">" << esc(who) << "</h1>\n";
    out << "<p>" << esc(m.title) << ": "
        << esc(w(QT_TRANSLATE_NOOP("adj::Core", "%1, report for turn %2")).arg(m.game, QString::number(m.turn))) << "</p>\n";
    writeActions(out, m);
    if (!m.attacks.isEmpty())
        out << "<h2>" << esc(w(QT_TRANSLATE_NOOP("adj::Core", "Attacks on you"))) << "</h2>\n";
    for (const BattleExplanation &b : m.attacks)
        out << battleHtml(b);
    writeEndOfTurn(out, m);
    writePictures(out, pictures);
    if (m.known) {
        const Nation &n = m.nation;
        out << "<h2>" << esc(w(QT_TRANSLATE_NOOP("adj::Core", "Turn %1")).arg(m.nextTurn)) << "</h2>\n<p>"
            << esc(w("BP %1, treasury %2, army reserve %3, fleet reserve %4, VP %5")
                       .arg(n.bp).arg(n.treasury).arg(n.armyReserve).arg(n.fleetReserve).arg(n.vp))
            << "<br>\n" << esc(w("processing order: %1").arg(m.nextOrder.join(u' '))) << "</p>\n";
    }
    writeAreas(out, m);
    out << kFoot;
    out.flush();
    return s;
}

QString gameReportHtml(const GameReportModel &m, const Game &game, const QList<ReportPicture> &pictures)
{
    const auto w = [&m](const char *key) { return coreWord(m.lang, key); };
    const QString neutral = w("neutral");
    QString s;
    QTextStream out(&s);
    out << head(m.lang, w(QT_TRANSLATE_NOOP("adj::Core", "Game report, turn %1: %2")).arg(QString::number(m.turn), m.game));
    out << "<h1>" << esc(w(QT_TRANSLATE_NOOP("adj::Core", "%1, turn %2")).arg(m.game, QString::number(m.turn))) << "</h1>\n<p>"
        << esc(m.title) << ": " << esc(w(QT_TRANSLATE_NOOP("adj::Core", "game report"))) << "</p>\n";
    out << "<h2>" << esc(w(QT_TRANSLATE_NOOP("adj::Core", "Processing order"))) << "</h2>\n<p>";
    for (const QString &code : m.order)
        out << "<span style=\"background: " << esc(nationColour(game, code)) << "; padding: 0 0.3em\">" << esc(code)
            << "</span> ";
    out << "</p>\n";
    if (!m.messages.isEmpty()) {
        out << "<h2>" << esc(w(QT_TRANSLATE_NOOP("adj::Core", "Messages"))) << "</h2>\n";
        for (const PlayerMessage &msg : m.messages)
            out << "<p><b>" << esc(m.sender(msg.nation)) << ":</b> " << esc(msg.text) << "</p>\n";
    }
    out << "<h2>" << esc(w(QT_TRANSLATE_NOOP("adj::Core", "Battles"))) << "</h2>\n";
    if (m.battles.isEmpty())
        out << "<p>" << esc(w("(none)")) << "</p>\n";
    else
        out << "<ol>\n";
    for (const QString &b : m.battles)
        out << "<li>" << esc(b) << "</li>\n";
    if (!m.battles.isEmpty())
        out << "</ol>\n";
    out << "<h2>" << esc(w(QT_TRANSLATE_NOOP("adj::Core", "Areas that changed hands"))) << "</h2>\n<table>\n"
        << row({w("area"), w("name"), w(QT_TRANSLATE_NOOP("adj::Core", "from")), w(QT_TRANSLATE_NOOP("adj::Core", "to"))},
               QStringLiteral("th"));
    for (const AreaChange &c : m.changes)
        out << row({c.area, c.name, c.from.isEmpty() ? neutral : c.from, c.to.isEmpty() ? neutral : c.to});
    out << "</table>\n<h2>" << esc(w(QT_TRANSLATE_NOOP("adj::Core", "Gained and lost"))) << "</h2>\n<table>\n"
        << row({w(QT_TRANSLATE_NOOP("adj::Core", "nation")), w("name"), w(QT_TRANSLATE_NOOP("adj::Core", "gained")),
                w(QT_TRANSLATE_NOOP("adj::Core", "lost"))},
               QStringLiteral("th"));
    for (const auto &[code, name] : m.nations)
        out << row({code, name, m.gained(code).join(u' '), m.lost(code).join(u' ')});
    out << "</table>\n";
    writePictures(out, pictures);
    out << "<h2>" << esc(w("Turn %1").arg(m.nextTurn)) << "</h2>\n<p>" << esc(w("processing order: %1").arg(m.nextOrder.join(u' ')))
        << "</p>\n";
    out << kFoot;
    out.flush();
    return s;
}

QString htmlBody(const QString &html)
{
    const qsizetype start = html.indexOf(QStringLiteral("<body>"));
    const qsizetype end = html.lastIndexOf(QStringLiteral("</body>"));
    return start < 0 || end < start ? html : html.mid(start + 6, end - start - 6);
}

} // namespace adj
