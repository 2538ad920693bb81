#include "site/GameSite.h"

#include "io/SafeFile.h"
#include "language/Language.h"
#include "charts/ChartPicture.h"
#include "map/MapPicture.h"
#include "model/Holdings.h"
#include "model/MapGraph.h"
#include "report/BattleText.h"
#include "report/GameReport.h"
#include "report/Html.h"
#include "ruleset/Ruleset.h"
#include "store/GameStore.h"
#include "turn/CheckedOrders.h"
#include "turn/Duty.h"
#include "turn/TurnInbox.h"

#include <QDir>

namespace adj::ui {

namespace {

const QSize kMapSize(1200, 900);
const QSize kChartSize(960, 540);
// The nations' course on the index, each chart a file of its own.
const std::pair<ChartMeasure, const char *> kCharts[] = {{ChartMeasure::Areas, "course-areas.svg"},
                                                         {ChartMeasure::Forces, "course-forces.svg"}};

// The pages' words, translated into the game's language (the keys stand
// apart: lupdate would take a key inside a call named translate for that call).
const char *const kTheGame = QT_TRANSLATE_NOOP("adj::Core", "The game");
const char *const kTurn = QT_TRANSLATE_NOOP("adj::Core", "Turn %1");
const char *const kGameTurn = QT_TRANSLATE_NOOP("adj::Core", "%1, turn %2");
const char *const kMapAtTheEnd = QT_TRANSLATE_NOOP("adj::Core", "The map at the end of turn %1");
const char *const kBattlesExplained = QT_TRANSLATE_NOOP("adj::Core", "Every battle explained");
const char *const kOrdersBy = QT_TRANSLATE_NOOP("adj::Core", "Orders by %1 (%2)");
const char *const kStandings = QT_TRANSLATE_NOOP("adj::Core", "Standings");
const char *const kNation = QT_TRANSLATE_NOOP("adj::Core", "nation");
const char *const kAreas = QT_TRANSLATE_NOOP("adj::Core", "areas");
const char *const kTurnsPlayed = QT_TRANSLATE_NOOP("adj::Core", "Turns played");
const char *const kNoTurnYet = QT_TRANSLATE_NOOP("adj::Core", "No turn has been played yet.");
const char *const kCourse = QT_TRANSLATE_NOOP("adj::Core", "The nations' course");
const char *const kAreasAtTheEnd = QT_TRANSLATE_NOOP("adj::Core", "The areas at the end of turn %1");
const char *const kTheBattle = QT_TRANSLATE_NOOP("adj::Core", "The battle");
const char *const kSealed = QT_TRANSLATE_NOOP("adj::Core", "Sealed orders");
const char *const kSealSays = QT_TRANSLATE_NOOP("adj::Core", "The deadline has passed. Each nation's message that counts, by the SHA-256 its confirmation quoted: compare it with yours; nothing received after the deadline is added.");
const char *const kNone = QT_TRANSLATE_NOOP("adj::Core", "none");

// One column on a phone; the map drawn at its own size, where its chips
// read as on the desk (a narrower screen scrolls it sideways), and as wide
// as the paper when printed; links and the map's colours kept on paper. The
// report's own classes as the reports style them.
const char kStyle[] = R"(body { font-family: sans-serif; margin: 0 auto; padding: 0 1em 2em; max-width: 75em; line-height: 1.4; }
nav { margin: 1em 0; }
table.seal code { word-break: break-all; }
nav a { margin-right: 1em; }
h1 { padding: 0.3em 0; }
table { border-collapse: collapse; margin: 0.5em 0; }
th, td { border: 1px solid #bbb; padding: 0.15em 0.5em; text-align: left; vertical-align: top; }
td.n { text-align: right; }
.failed { color: #a00; }
.battle { border-left: 4px solid #888; padding-left: 0.6em; margin: 0.6em 0; }
.battle p, .battle ol { margin: 0.2em 0; }
figure { margin: 1em 0; }
figure img { max-width: 100%; height: auto; }
div.scroll { overflow-x: auto; }
div.map { position: relative; width: max-content; }
div.map img { max-width: none; display: block; }
div.map a { position: absolute; box-sizing: border-box; margin: 0; padding: 0; }
div.map a span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
div.map a.ring { border: 3px dashed #c00; }
div.map a:hover, div.map a:focus { outline: 2px solid #c90; }
:target { scroll-margin-top: 1em; }
tr:target, .battle:target { background: #fff3b0; outline: 2px solid #c90; }
.columns { display: flex; gap: 2em; flex-wrap: wrap; }
.columns > * { flex: 1 1 30em; min-width: 0; }
@media (max-width: 600px) {
  body { padding: 0 0.5em 1em; }
  .columns { display: block; }
  table { font-size: 0.9em; }
}
@media print {
  nav { display: none; }
  div.map { width: auto; }
  div.map img { width: 100%; height: auto; }
  a { color: inherit; text-decoration: none; }
  * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
)";

QString turnPage(int turn)
{
    return QStringLiteral("turn-%1.html").arg(turn);
}

// A whole page: the game's language, a phone's width, the shared style.
QByteArray page(const Lang &lang, const QString &title, const QString &body)
{
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                          "<title>%2</title>\n<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n<body>\n%3</body>\n</html>\n")
        .arg(lang.code(), title.toHtmlEscaped(), body)
        .toUtf8();
}

QString areaAnchor(const QString &code)
{
    return QStringLiteral("area-") + code;
}

QString battleAnchor(int index)
{
    return QStringLiteral("battle-%1").arg(index + 1);
}

// The turn's map: the picture, and over it an invisible link per area (on
// its chip) carrying its tooltip and a dashed ring round the chip where a
// battle was fought, placed in percent so that both scale with the picture.
// An area leads to its row in the table of areas, a ring to its battle
// explained: a tap does, where a phone shows no tooltip. The picture in a
// box of the page's width that scrolls sideways when the page is narrower.
// (The ring's class is not the reports' "battle", whose margin would move it.)
QString mapFigure(const MapSvg &map, const QString &src, const QList<Battle> &battles, const Lang &lang, const QString &caption)
{
    QString s = QStringLiteral("<figure>\n<div class=\"scroll\"><div class=\"map\"><img src=\"%1\" alt=\"%2\" width=\"%3\" height=\"%4\">\n")
                    .arg(src.toHtmlEscaped(), caption.toHtmlEscaped())
                    .arg(map.size.width())
                    .arg(map.size.height());
    const auto percent = [](qreal v, int of) { return QString::number(100.0 * v / of, 'f', 3) + u'%'; };
    const auto link = [&](const QString &anchor, const QRectF &r, const char *cls, const QString &name, const QString &tip) {
        return QStringLiteral("<a class=\"%1\" href=\"#%2\" title=\"%3\" style=\"left: %4; top: %5; width: %6; height: %7\">"
                              "<span>%8</span></a>\n")
            .arg(QLatin1String(cls), anchor, tip.toHtmlEscaped(), percent(r.x(), map.size.width()),
                 percent(r.y(), map.size.height()), percent(r.width(), map.size.width()),
                 percent(r.height(), map.size.height()), name.toHtmlEscaped());
    };
    // The rings first: the area lies over its ring's middle, the ring's band around it.
    for (qsizetype i = 0; i < battles.size(); ++i)
        for (const AreaSpot &spot : map.spots)
            if (spot.code == battles[i].to) {
                const QString title = explainBattle(battles[i], lang).title;
                s += link(battleAnchor(i), spot.rect.adjusted(-6, -6, 6, 6), "ring", title, title);
            }
    for (const AreaSpot &spot : map.spots)
        s += link(areaAnchor(spot.code), spot.rect, "area", spot.name, spot.name + QStringLiteral(": ") + spot.facts);
    return s + QStringLiteral("</div></div>\n<figcaption>%1</figcaption>\n</figure>\n").arg(caption.toHtmlEscaped());
}

// Every area of the map with what its tooltip says, each row the target of
// its area on the map, and a link to the battle fought there.
QString areasTable(const MapSvg &map, const QList<Battle> &battles, const Lang &lang, int turn)
{
    QString s = QStringLiteral("<h2>%1</h2>\n<table class=\"areas\">\n").arg(lang.translate(kAreasAtTheEnd).arg(turn).toHtmlEscaped());
    for (const AreaSpot &spot : map.spots) {
        QString fought;
        for (qsizetype i = 0; i < battles.size(); ++i)
            if (battles[i].to == spot.code)
                fought += QStringLiteral(" <a href=\"#%1\">%2</a>").arg(battleAnchor(i), lang.translate(kTheBattle).toHtmlEscaped());
        s += QStringLiteral("<tr id=\"%1\"><th>%2</th><td>%3%4</td></tr>\n")
                 .arg(areaAnchor(spot.code), spot.name.toHtmlEscaped(), spot.facts.toHtmlEscaped(), fought);
    }
    return s + QStringLiteral("</table>\n");
}

QString nav(const Lang &lang, int turn, int first, int last)
{
    QString s = QStringLiteral("<nav><a href=\"index.html\">%1</a>").arg(lang.translate(kTheGame).toHtmlEscaped());
    if (turn > first)
        s += QStringLiteral("<a href=\"%1\" rel=\"prev\">← %2</a>")
                 .arg(turnPage(turn - 1), lang.translate(kTurn).arg(turn - 1).toHtmlEscaped());
    if (turn < last)
        s += QStringLiteral("<a href=\"%1\" rel=\"next\">%2 →</a>")
                 .arg(turnPage(turn + 1), lang.translate(kTurn).arg(turn + 1).toHtmlEscaped());
    return s + QStringLiteral("</nav>\n");
}

QString gameTitle(const Game &game, const Lang &lang)
{
    return game.name.isEmpty() ? lang.translate(kTheGame) : game.name;
}

// A turn's page: its map at the end, the game report (with the players'
// messages), every battle explained.
QByteArray turnHtml(const HistoryTurn &h, const Game &next, const QString &ordersText, const Lang &lang, int first, int last,
                    QList<QPair<QString, QByteArray>> &files)
{
    const int turn = h.game.turn;
    // The players' MESSAGE lines, as the game report of the turn gave them.
    const QList<PlayerMessage> messages = checkOrders(ordersText, turnOrdersName(), h.game, *MapGraph::of(h.game)).messages;
    const Resolution r{{}, next, h.steps, messages, {}};
    QList<Battle> battles;
    for (const Step &s : h.steps)
        if (s.battle)
            battles.append(*s.battle);
    const QString title = lang.translate(kGameTurn).arg(gameTitle(h.game, lang)).arg(turn);
    const QString caption = lang.translate(kMapAtTheEnd).arg(turn);
    const QString svg = QStringLiteral("turn-%1.svg").arg(turn);
    const MapSvg map = mapSvg(next, caption, kMapSize);
    files.append({svg, map.svg});
    QString body = nav(lang, turn, first, last) + QStringLiteral("<h1>%1</h1>\n").arg(title.toHtmlEscaped());
    body += mapFigure(map, svg, battles, lang, caption);
    // The report under the page's own heading: its first heading says the same.
    QString report = htmlBody(gameReportHtml(gameReportModel(h.game, r, lang), h.game));
    if (const qsizetype end = report.indexOf(QStringLiteral("</h1>")); end >= 0)
        report.remove(0, end + 5);
    body += report;
    if (!battles.isEmpty()) {
        body += QStringLiteral("<h2>%1</h2>\n").arg(lang.translate(kBattlesExplained).toHtmlEscaped());
        for (qsizetype i = 0; i < battles.size(); ++i)
            body += battleHtml(explainBattle(battles[i], lang), battleAnchor(i));
    }
    body += areasTable(map, battles, lang, turn);
    return page(lang, title, body + nav(lang, turn, first, last));
}

// The seal of the open turn's orders (docs/formats.md "Sealed orders"), once
// its deadline plus grace has passed; "" before.
QString sealSection(const QList<SealEntry> &seal, const Lang &lang)
{
    if (seal.isEmpty())
        return {};
    QString s = QStringLiteral("<h2>%1</h2>\n<p>%2</p>\n<table class=\"seal\">\n<tr><th>%3</th><th>SHA-256</th></tr>\n")
                    .arg(lang.translate(kSealed).toHtmlEscaped(), lang.translate(kSealSays).toHtmlEscaped(),
                         lang.translate(kNation).toHtmlEscaped());
    for (const SealEntry &e : seal)
        s += QStringLiteral("<tr><td>%1</td><td><code>%2</code></td></tr>\n")
                 .arg(e.nation.toHtmlEscaped(), e.sha256.isEmpty() ? lang.translate(kNone).toHtmlEscaped() : e.sha256);
    return s + QStringLiteral("</table>\n");
}

// The game's front page: where it stands now, the seal of its open turn's
// orders once its deadline has passed, and the turns played.
QByteArray indexHtml(const Game &current, const QList<int> &played, const QList<SealEntry> &seal, const Lang &lang)
{
    const QString title = gameTitle(current, lang);
    QString body = QStringLiteral("<h1>%1</h1>\n<p>").arg(title.toHtmlEscaped());
    if (const Ruleset *rules = Ruleset::get(current.ruleset))
        body += rules->title.toHtmlEscaped() + QStringLiteral(" · ");
    body += lang.translate(kTurn).arg(current.turn).toHtmlEscaped();
    if (const std::optional<Schedule> s = gameSchedule(current); s && s->deadline.isValid())
        body += QStringLiteral("<br>\n") + lang.translate(kOrdersBy)
                                                   .arg(s->deadline.toTimeZone(scheduleZone(*s)).toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                                                        scheduleZoneName(*s)).toHtmlEscaped();
    body += QStringLiteral("</p>\n") + sealSection(seal, lang);
    body += QStringLiteral("<div class=\"columns\">\n<section>\n<h2>%1</h2>\n<table>\n")
                .arg(lang.translate(kStandings).toHtmlEscaped());
    body += QStringLiteral("<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>\n")
                .arg(lang.translate(kNation).toHtmlEscaped(), lang.translate("name").toHtmlEscaped(),
                     lang.translate(kAreas).toHtmlEscaped(), lang.translate("armies").toHtmlEscaped(),
                     lang.translate("ships").toHtmlEscaped());
    const QHash<QString, Holdings> holdings = holdingsByNation(current);
    for (const Nation &n : current.nations) {
        const Holdings h = holdings.value(n.code);
        body += QStringLiteral("<tr><td style=\"border-left: 0.6em solid %1\">%2</td><td>%3</td><td class=\"n\">%4</td>"
                               "<td class=\"n\">%5</td><td class=\"n\">%6</td></tr>\n")
                    .arg(nationColour(current, n.code), n.code.toHtmlEscaped(), n.name.toHtmlEscaped())
                    .arg(h.areas)
                    .arg(h.armies)
                    .arg(h.ships);
    }
    body += QStringLiteral("</table>\n</section>\n<section>\n<h2>%1</h2>\n")
                .arg(lang.translate(kTurnsPlayed).toHtmlEscaped());
    if (played.isEmpty())
        body += QStringLiteral("<p>%1</p>\n").arg(lang.translate(kNoTurnYet).toHtmlEscaped());
    else
        body += QStringLiteral("<ul>\n");
    for (auto t = played.crbegin(); t != played.crend(); ++t)
        body += QStringLiteral("<li><a href=\"%1\">%2</a></li>\n")
                    .arg(turnPage(*t), lang.translate(kTurn).arg(*t).toHtmlEscaped());
    if (!played.isEmpty())
        body += QStringLiteral("</ul>\n");
    body += QStringLiteral("</section>\n</div>\n<h2>%1</h2>\n").arg(lang.translate(kCourse).toHtmlEscaped());
    for (const auto &[measure, name] : kCharts)
        body += QStringLiteral("<figure><img src=\"%1\" alt=\"%2\" width=\"%3\" height=\"%4\"></figure>\n")
                    .arg(QLatin1String(name), chartTitle(measure, lang).toHtmlEscaped())
                    .arg(kChartSize.width())
                    .arg(kChartSize.height());
    return page(lang, title, body);
}

} // namespace

GameSite gameSite(const GameStore &store, const SiteProgress &progress, const QDateTime &now)
{
    GameSite site;
    const Game &current = store.current();
    const Language language = languageOf(current);  // the game's, not the window's
    const Lang lang = language.lang();
    QString error;
    const QList<int> played = store.acceptedTurns(&error);
    if (!error.isEmpty())
        return {{}, error};
    site.files.append({QStringLiteral("style.css"), QByteArray(kStyle)});
    QList<Game> course;  // each played turn's game at its start, then the current one
    for (int turn : played) {
        if (progress && !progress(int(course.size()), int(played.size())))
            return {{}, {}, true};
        const std::optional<HistoryTurn> h = store.turn(turn, &error);
        const std::optional<Game> next = h ? store.readGame(turn + 1, &error) : std::nullopt;
        if (!next)
            return {{}, error};
        const QString orders = store.texts(turn, &error).orders;
        if (!error.isEmpty())
            return {{}, error};
        site.files.append({turnPage(turn), turnHtml(*h, *next, orders, lang, played.first(), played.last(), site.files)});
        course.append(h->game);
    }
    course.append(current);
    for (const auto &[measure, name] : kCharts)
        site.files.append({QLatin1String(name), chartSvg(course, measure, kChartSize, lang)});
    // The open turn's seal, from its inbox as the game file keeps it.
    QList<SealEntry> seal;
    if (const std::optional<Schedule> s = gameSchedule(current); s && s->deadline.isValid() && now > cutOff(*s)) {
        const QList<InboxMessage> inbox = store.inbox(current.turn, &error);
        if (!error.isEmpty())
            return {{}, error};
        seal = sealOf(current, sortInbox(inbox, current, gameLateRule(current)).mail);
    }
    site.files.append({QStringLiteral("index.html"), indexHtml(current, played, seal, lang)});
    return site;
}

QString writeGameSite(const GameSite &site, const QString &dir)
{
    QList<QPair<QString, QByteArray>> files = site.files;
    for (auto &[name, bytes] : files)
        name = QDir(dir).filePath(name);
    return writeFilesSafely(files, {dir});
}

} // namespace adj::ui
