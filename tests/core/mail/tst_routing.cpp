// Several games, one mailbox (docs/formats.md "The turn's mail"): a message
// is a game's when its Subject holds the game's [TAG] or its text a line
// GAME TAG (either without regard to case), else when its sender plays in
// that game and no other known one. A message for another known game is
// left out and counted, never unmatched; a sender in two known games who
// names neither is unmatched with that reason until the moderator assigns
// it; only a known game's tag routes; a GAME line naming no known game is
// unmatched, with that reason. And every mail written for a tagged game
// begins its Subject with [TAG].
#include "mail/OrderMail.h"
#include "mail/Outbox.h"
#include "mail/Routing.h"
#include "model/Game.h"
#include "schedule/Schedule.h"
#include "turn/Confirmation.h"

#include <QJsonObject>
#include <QTest>

using namespace adj;

namespace {

Game game(const QString &tag, const QList<QPair<QString, QString>> &nations)
{
    Game g;
    g.name = tag;
    g.ruleset = QStringLiteral("dark-age");
    g.turn = 3;
    for (const auto &[code, email] : nations) {
        Nation n;
        n.code = code;
        n.name = code;
        n.email = email;
        g.nations.append(n);
        g.order.append(code);
    }
    if (!tag.isEmpty())
        g.extra.insert(QStringLiteral("mailbox"), mailboxJson(Mailbox{QStringLiteral("imaps://imap.example.org/INBOX"), {}, tag, {}}));
    g.reindex();
    return g;
}

MailMessage mail(const QString &from, const QString &subject, const QString &body)
{
    static int n = 0;
    MailMessage m;
    m.file = QStringLiteral("test");
    m.number = ++n;
    m.from = from;
    m.subject = subject;
    m.body = body;
    m.sha256 = QString::number(n).rightJustified(64, u'0');
    return m;
}

// The nation each message is received for, "" when unmatched.
QStringList receivedFor(const TurnMail &t)
{
    QStringList out;
    for (const OrdersMail &o : t.received)
        out.append(o.nation);
    return out;
}

} // namespace

class TestRouting : public QObject
{
    Q_OBJECT
private slots:
    // One game known (mail-in, the window): its tag or GAME line routes a
    // message from an address the game does not know; another tag in
    // brackets is part of the Subject; a GAME line naming no known game is
    // unmatched, with the reason.
    void oneGameKnown()
    {
        const Game brit = game(QStringLiteral("BRIT"), {{QStringLiteral("NOR"), QStringLiteral("ann@example.org")},
                                                       {QStringLiteral("MER"), QStringLiteral("bob@example.org")}});
        const QList<MailMessage> messages{
            mail(QStringLiteral("new@example.net"), QStringLiteral("Re: [brit] turn 3"), QStringLiteral("NATION NOR\n1 LEVY ORG - 1\n")),
            mail(QStringLiteral("bob@example.org"), QStringLiteral("[NORD] turn 3"), QStringLiteral("1 LEVY TGT - 1\n")),
            mail(QStringLiteral("eve@example.net"), QStringLiteral("orders"), QStringLiteral("GAME nord\nNATION MER\n1 LEVY TGT - 2\n")),
        };
        const TurnMail t = sortTurnMail(messages, brit);
        QCOMPARE(receivedFor(t), (QStringList{QStringLiteral("NOR"), QStringLiteral("MER")}));
        QCOMPARE(t.received[1].message.subject, QStringLiteral("[NORD] turn 3"));  // Bob's, by his address
        QCOMPARE(t.unmatched.size(), 1);
        QCOMPARE(t.unmatched[0].from, QStringLiteral("eve@example.net"));
        QVERIFY2(t.unmatchedWhy.value(messages[2].sha256).english().contains(u"nord"),
                 qPrintable(t.unmatchedWhy.value(messages[2].sha256).english()));
        QCOMPARE(t.otherGames, 0);
        // The GAME line is no order line.
        QCOMPARE(routeMessage(messages[2], {knownGame(brit)}).game, -1);
        QCOMPARE(gameLineTag(QStringLiteral("> GAME BRIT\nGAME  Nord \n")), QStringLiteral("Nord"));
    }

    // Two games share the mailbox: each takes its own, counts the other's,
    // and a sender in both who names neither is unmatched in both until the
    // moderator assigns the message.
    void twoGamesShareTheMailbox()
    {
        const Game brit = game(QStringLiteral("BRIT"), {{QStringLiteral("NOR"), QStringLiteral("ann@example.org")},
                                                       {QStringLiteral("MER"), QStringLiteral("both@example.org")}});
        const Game nord = game(QStringLiteral("NORD"), {{QStringLiteral("DAN"), QStringLiteral("cai@example.org")},
                                                       {QStringLiteral("SVE"), QStringLiteral("both@example.org")}});
        const QList<MailMessage> messages{
            mail(QStringLiteral("ann@example.org"), QStringLiteral("turn 3"), QStringLiteral("1 LEVY ORG - 1\n")),
            mail(QStringLiteral("cai@example.org"), QStringLiteral("turn 3"), QStringLiteral("1 LEVY KOB - 1\n")),
            mail(QStringLiteral("both@example.org"), QStringLiteral("turn 3"), QStringLiteral("1 LEVY TGT - 1\n")),
            mail(QStringLiteral("both@example.org"), QStringLiteral("[Nord] turn 3"), QStringLiteral("1 LEVY UPP - 1\n")),
            mail(QStringLiteral("stranger@example.net"), QStringLiteral("hello"), QStringLiteral("NATION NOR\n1 LEVY ORG - 2\n")),
        };
        const TurnMail b = sortTurnMail(messages, brit, {}, {}, {knownGame(nord)});
        const TurnMail n = sortTurnMail(messages, nord, {}, {}, {knownGame(brit)});
        QCOMPARE(receivedFor(b), QStringList{QStringLiteral("NOR")});
        QCOMPARE(receivedFor(n), (QStringList{QStringLiteral("DAN"), QStringLiteral("SVE")}));
        QCOMPARE(b.otherGames, 2);  // Cai's, and the one naming [Nord]
        QCOMPARE(n.otherGames, 1);  // Ann's
        QCOMPARE(b.noGame, 1);      // the stranger's names no game, plays in none
        QCOMPARE(n.noGame, 1);
        for (const TurnMail *t : {&b, &n}) {
            QCOMPARE(t->unmatched.size(), 1);
            const QString why = t->unmatchedWhy.value(messages[2].sha256).english();
            QVERIFY2(why.contains(u"BRIT") && why.contains(u"NORD"), qPrintable(why));
            QCOMPARE(t->receipts.size(), qsizetype(messages.size()) - t->otherGames - t->noGame);
        }
        // Assigned by the moderator: BRIT's, whatever the routing says.
        const TurnMail assigned = sortTurnMail(messages, brit, {}, {{messages[2].sha256, {QStringLiteral("MER"), false}}},
                                               {knownGame(nord)});
        QCOMPARE(receivedFor(assigned), (QStringList{QStringLiteral("NOR"), QStringLiteral("MER")}));
        QVERIFY(assigned.unmatched.isEmpty());
    }

    // Every mail the program writes for a tagged game begins with [TAG].
    void theTagBeginsEverySubject()
    {
        const Game brit = game(QStringLiteral("BRIT"), {{QStringLiteral("NOR"), QStringLiteral("ann@example.org")}});
        const Game plain = game(QString(), {{QStringLiteral("NOR"), QStringLiteral("ann@example.org")}});
        QCOMPARE(gameSubject(brit, QStringLiteral("Re: [brit] turn 3")), QStringLiteral("[BRIT] Re: turn 3"));
        QCOMPARE(gameSubject(brit, QStringLiteral("Reminder")), QStringLiteral("[BRIT] Reminder"));
        QCOMPARE(gameSubject(plain, QStringLiteral("Re: turn 3")), QStringLiteral("Re: turn 3"));
        const TurnMail t = sortTurnMail({mail(QStringLiteral("ann@example.org"), QStringLiteral("turn 3"), QStringLiteral("1 LEVY ORG - 1\n"))}, brit);
        QCOMPARE(t.received.size(), 1);
        QCOMPARE(confirmation(t.received[0], brit, {}).subject, QStringLiteral("[BRIT] Re: turn 3"));
    }
};

QTEST_GUILESS_MAIN(TestRouting)
#include "tst_routing.moc"
