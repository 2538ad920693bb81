// duty: one pass of the turn's mail work for each game file given, then exit
// (docs/formats.md, the `duty` row): each mailbox fetched once (games sharing
// it share the fetch), each game's messages of the turn kept in its turn
// inbox (mail/Routing.h says whose a message is), the confirmations not yet
// sent and the reminders whose hour has come sent and recorded, and once the
// deadline plus grace has passed the moderator's note (turn/Duty.h) mailed
// once. Never resolves. A game open in a window is passed over with one line.
// One line per game; exit 1 when a server or a file failed, the other games
// still done.
#include "Cli.h"

#include "mail/Inbox.h"
#include "mail/Routing.h"
#include "mailbox/Fetch.h"
#include "schedule/Schedule.h"
#include "site/GameSite.h"
#include "store/GameStore.h"
#include "store/WriterLock.h"
#include "turn/Duty.h"

#include <QDir>
#include <QFileInfo>

#include <vector>

namespace adj::cli {

namespace {

struct DutyGame {
    QString path;
    std::unique_ptr<WriterLock> lock;
    std::unique_ptr<GameStore> store;
    Game game;
    std::optional<Mailbox> mailbox;
};

// The maildir the game's mailbox is fetched into; "" without a mailbox.
QString folderOf(const DutyGame &g)
{
    return g.mailbox && !g.mailbox->url.isEmpty() ? mailboxFolder(g.mailbox->url, g.mailbox->user) : QString();
}

struct Options {
    QDateTime now;
    QString smtp, user, password, caFile;
    QString site;  // --site DIR: each game's pages in DIR/TAG when anything changed
};

// The folder of a game's pages under --site: its tag, else its file's base name.
QString siteFolder(const DutyGame &g, const QString &site)
{
    const QString tag = g.mailbox ? g.mailbox->tag : QString();
    return QDir(site).filePath(tag.isEmpty() ? QFileInfo(g.path).completeBaseName() : tag);
}

// One game's part of the pass (turn/Duty.h dutyPass) and its line; whether it failed.
bool dutyOf(DutyGame &g, const QList<MailMessage> &mail, const QList<KnownGame> &known, int index, const Options &o,
            Io &io)
{
    const MailServer server{o.smtp.isEmpty() && g.mailbox ? g.mailbox->smtp : o.smtp,
                            o.user.isEmpty() && g.mailbox ? g.mailbox->user : o.user, o.password, o.caFile};
    const DutyOutcome r = dutyPass(*g.store, mail, known, index, server, o.now);
    QString error = r.error;
    // The pages again when anything changed, or when they were never written.
    const QString pages = o.site.isEmpty() ? QString() : siteFolder(g, o.site);
    if (error.isEmpty() && !pages.isEmpty()
        && (r.changed() || !QFileInfo::exists(QDir(pages).filePath(QStringLiteral("index.html"))))) {
        const ui::GameSite site = ui::gameSite(*g.store, {}, o.now);
        error = site.error.isEmpty() ? ui::writeGameSite(site, pages) : site.error;
    }
    const auto count = [](int n, const char *one, const char *many) { return QString::number(n) + u' ' + QLatin1String(n == 1 ? one : many); };
    io.out << g.path << ": turn " << g.game.turn << ", kept " << count(r.added, "new message", "new messages");
    if (r.elsewhere)
        io.out << ", " << count(r.elsewhere, "message for other games", "messages for other games");
    io.out << "; sent " << count(r.confirmations, "confirmation", "confirmations") << ", "
           << count(r.reminders, "reminder", "reminders") << ", " << count(r.notes, "note", "notes");
    if (!error.isEmpty())
        io.out << "; stopped: " << error;
    io.out << '\n';
    return error.isEmpty();
}

} // namespace

int duty(const Args &args, Io &io)
{
    if (args.positional.isEmpty())
        return Usage;
    for (const QString &key : args.options.keys())
        if (key != u"--smtp" && key != u"--user" && key != u"--password-file" && key != u"--ca-file" && key != u"--now"
            && key != u"--site")
            return Usage;
    Options o{QDateTime::currentDateTimeUtc(), args.value(QStringLiteral("--smtp")), args.value(QStringLiteral("--user")), {},
              args.value(QStringLiteral("--ca-file")), args.value(QStringLiteral("--site"))};
    if (args.has(QStringLiteral("--now"))) {
        const std::optional<QDateTime> now = parseRfc3339(args.value(QStringLiteral("--now")));
        if (!now) {
            io.err << "--now: " << args.value(QStringLiteral("--now")) << ": not an RFC 3339 date-time with its offset\n";
            return Usage;
        }
        o.now = now->toUTC();
    }
    const std::optional<QString> password = passwordOption(args, io);
    if (!password)
        return InputError;
    o.password = *password;

    // Each game file, held for writing while the pass works on it; one open
    // in a window is left to the window.
    bool failed = false;
    std::vector<DutyGame> games;  // move-only: each holds its lock and store
    for (const QString &path : args.positional) {
        DutyGame g;
        g.path = path;
        std::optional<LockHolder> heldBy;
        QString error;
        g.lock = WriterLock::take(QFileInfo(path).absoluteFilePath(), &heldBy, &error);
        if (!g.lock && heldBy) {
            io.out << path << ": held by " << heldBy->text() << " (a window, or another pass), passed over: the holder keeps its own duty\n";
            continue;
        }
        if (g.lock)
            g.store = GameStore::open(path, &error);
        if (!g.store) {
            io.out << (error.startsWith(path) ? error : path + QStringLiteral(": ") + error) << '\n';
            failed = true;
            continue;
        }
        g.game = g.store->current();
        g.mailbox = gameMailbox(g.game);
        games.push_back(std::move(g));
    }
    // A tag names one game: given twice, the pass cannot tell their mail apart.
    QList<KnownGame> known;
    for (const DutyGame &g : games) {
        const KnownGame k = knownGame(g.game);
        for (qsizetype i = 0; i < known.size(); ++i)
            if (!k.tag.isEmpty() && k.tag.compare(known[i].tag, Qt::CaseInsensitive) == 0) {
                io.err << "adjutant-cli duty: the tag " << k.tag << " is both " << games[size_t(i)].path << "'s and " << g.path
                       << "'s; nothing was done\n";
                return InputError;
            }
        known.append(k);
    }

    // Each mailbox fetched once, then read whole (a pass cut short before
    // its messages were kept loses none: the next one reads them again).
    QHash<QString, QList<MailMessage>> byMailbox;
    for (const DutyGame &g : games) {
        const QString folder = folderOf(g);
        if (folder.isEmpty() || byMailbox.contains(folder))
            continue;
        const MailServer server{g.mailbox->url, o.user.isEmpty() ? g.mailbox->user : o.user, o.password, o.caFile};
        const FetchResult r = fetchMailbox(server, folder);
        if (!r.ok) {
            io.out << g.mailbox->url << ": " << r.error.english() << '\n';
            failed = true;
        }
        Problems problems;
        byMailbox.insert(folder, QDir(folder).exists() ? readMail({folder}, problems) : QList<MailMessage>());
        for (const Problem &p : problems)  // a message kept that is no mail: named, the others still read
            io.err << p.toString() << '\n';
    }
    for (int i = 0; i < int(games.size()); ++i) {
        DutyGame &g = games[size_t(i)];
        const QList<MailMessage> mail = byMailbox.value(folderOf(g));
        // The games that share this game's mailbox, this one among them.
        QList<KnownGame> sharing;
        int index = 0;
        for (int j = 0; j < int(games.size()); ++j)
            if (folderOf(games[size_t(j)]) == folderOf(g)) {
                if (j == i)
                    index = int(sharing.size());
                sharing.append(known[j]);
            }
        failed = !dutyOf(g, mail, sharing, index, o, io) || failed;
    }
    return failed ? InputError : Ok;
}

} // namespace adj::cli
