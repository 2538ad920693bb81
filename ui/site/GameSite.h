// The game's own web pages (File > Export Game Pages…, `adjutant-cli site`):
// a folder of static pages to upload anywhere, read with no server and no
// script, in the game's report language:
// - index.html: the game, its turn, the deadline in the game's time zone, the
//   standings (each nation's areas, armies and ships), the turns played, and
//   the nations' course (course-areas.svg, course-forces.svg, the Charts
//   dock's charts);
// - turn-N.html for each accepted turn: the map at its end (turn-N.svg, drawn
//   by the window's own map) with a tooltip per area and the turn's battles
//   marked, each a link (to the area's row, to the battle), the game report,
//   every battle explained as the battle inspector explains it, and the
//   table of areas at the end of the turn; links to the turns before and after;
// - style.css: one column on a phone, the map at its own size (scrolled
//   sideways on a phone), printable.
// Nothing private goes out: no player's e-mail address, no orders, no turn
// that is not accepted (the open turn, a draft, a branch rolled back).
#pragma once

#include <QPair>
#include <QString>
#include <QStringList>

#include <functional>

namespace adj {
class GameStore;
}

namespace adj::ui {

// The pages of the game file's game: each file's name in the folder and its
// bytes, or an error naming the game file and the turn that cannot be read.
// `progress`, when given, is told before each turn's page how many of how
// many are done; when it returns false nothing is made (`cancelled`).
struct GameSite {
    QList<QPair<QString, QByteArray>> files;
    QString error;
    bool cancelled = false;
};
using SiteProgress = std::function<bool(int done, int total)>;
// `now`: the clock; once the open turn's deadline plus grace has passed,
// its page shows the seal of its orders (turn/Duty.h).
GameSite gameSite(const GameStore &store, const SiteProgress &progress = {},
                  const QDateTime &now = QDateTime::currentDateTimeUtc());

// The pages written into `dir` (made when missing), all or none: "" or the
// error naming the file.
QString writeGameSite(const GameSite &site, const QString &dir);

} // namespace adj::ui
