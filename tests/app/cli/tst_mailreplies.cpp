// Where a player's orders are in a reply (docs/formats.md `mail-in`: "greetings,
// quoted replies and signatures left out"): replies written by a real mail
// client (Debian's mutt, in batch mode, its sendmail a script that keeps the
// message) above the quote, below it and between its lines, read by
// `adjutant-cli mail-in`. Only the quoted lines ("> "), the line that
// introduces the quote and the signature are not the player's; new text after
// a quote is.
#include "MuttClient.h"
#include "TestSupport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace adj::test;

class TestMailReplies : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void ordersAboveBelowAndBetweenTheQuote();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
    void send(const QString &from, const QString &subject, const QByteArray &body, const QByteArray &settings = {});
};

void TestMailReplies::initTestCase()
{
    if (QStandardPaths::findExecutable(QStringLiteral("mutt")).isEmpty())
        QSKIP("no mutt (apt-get install mutt)");
    QVERIFY(m_dir.isValid());
    QVERIFY(QDir().mkpath(path(QStringLiteral("maildir/new"))) && QDir().mkpath(path(QStringLiteral("maildir/cur")))
            && QDir().mkpath(path(QStringLiteral("maildir/tmp"))));
    // mutt's sendmail: each message it sends becomes a file of the maildir.
    const QString store = path(QStringLiteral("store.sh"));
    QVERIFY(writeBytes(store, "#!/bin/sh\ncat > \"$(dirname \"$0\")/maildir/new/$(date +%s%N).eml\"\n"));
    QVERIFY(QFile::setPermissions(store, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));

    // The mail corpus's game: NOR played by ann@, MER by bob@; WES has no address.
    QJsonObject game = QJsonDocument::fromJson(fileBytes(QStringLiteral(ADJ_DATA_DIR "/whatif/game.json"))).object();
    QJsonArray nations = game.value(u"nations").toArray();
    nations.append(QJsonObject{{QStringLiteral("code"), QStringLiteral("WES")}, {QStringLiteral("name"), QStringLiteral("Wessex")}});
    game.insert(QStringLiteral("nations"), nations);
    game.insert(QStringLiteral("order"), QJsonArray{QStringLiteral("NOR"), QStringLiteral("MER"), QStringLiteral("WES")});
    QVERIFY(writeBytes(path(QStringLiteral("game.json")), QJsonDocument(game).toJson()));
}

// `body` sent by mutt from `from` to the moderator.
void TestMailReplies::send(const QString &from, const QString &subject, const QByteArray &body, const QByteArray &settings)
{
    const QString failed = muttSend(m_dir.path(), path(QStringLiteral("store.sh")), from, QStringLiteral("mod@example.net"),
                                    subject, body, settings);
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QTest::qWait(5); // the files are named by the time
}

void TestMailReplies::ordersAboveBelowAndBetweenTheQuote()
{
    // Bottom-posted, as mutt quotes: the attribution, the quote (with an order
    // line of the moderator's mail), then the player's orders and signature.
    send(QStringLiteral("Ann <ann@example.org>"), QStringLiteral("Re: Turn 3"),
         "On Sun, Dec 27, 2026 at 10:00:00AM +0000, Mod Erator wrote:\n"
         "> Please send your orders for turn 3. Last turn you gave\n"
         "> 1 LEVY TGT - 9\n"
         ">\n"
         "> -- \n"
         "> Mod\n"
         "\n"
         "Here they are:\n"
         "1 MOVE ORG TGT 2\n"
         "2 DEFEND ORG\n"
         "\n"
         "-- \n"
         "Ann\n"
         "3 LEVY ORG - 1\n");
    // Top-posted, format=flowed, as phones and webmail write: orders first,
    // then the attribution over two lines and the quote.
    send(QStringLiteral("Bob <bob@example.org>"), QStringLiteral("Re: Turn 3"),
         "1 DEFEND TGT\n"
         "\n"
         "Sent from my phone\n"
         "\n"
         "On Sun, 27 Dec 2026 at 10:00, Mod Erator <mod@example.net>\n"
         "wrote:\n"
         "\n"
         "> Please send your orders for turn 3.\n"
         "> 1 LEVY TGT - 9\n",
         "set text_flowed=yes\n");
    // Interleaved: answers between the quoted lines, the nation named in a NATION line.
    send(QStringLiteral("Carl <carl@example.org>"), QStringLiteral("Re: Turn 3"),
         "Am 27.12.2026 um 10:00 schrieb Mod Erator:\n"
         "> Which nation are you?\n"
         "NATION WES\n"
         "> Your orders?\n"
         "1 DEFEND TGT\n"
         "> And your bid?\n"
         "2 ORDER - - 1\n"
         "> 3 ORDER - - 9\n");

    const CliRun r = cli({QStringLiteral("mail-in"), path(QStringLiteral("game.json")), path(QStringLiteral("maildir")),
                          QStringLiteral("-o"), path(QStringLiteral("orders"))});
    QVERIFY2(r.status == 0, qPrintable(r.out + r.err));
    QCOMPARE(fileBytes(path(QStringLiteral("orders/NOR.orders"))), QByteArray("NATION NOR\n1 MOVE ORG TGT 2\n2 DEFEND ORG\n"));
    QCOMPARE(fileBytes(path(QStringLiteral("orders/MER.orders"))), QByteArray("NATION MER\n1 DEFEND TGT\n"));
    QCOMPARE(fileBytes(path(QStringLiteral("orders/WES.orders"))), QByteArray("NATION WES\n1 DEFEND TGT\n2 ORDER - - 1\n"));
}

QTEST_GUILESS_MAIN(TestMailReplies)
#include "tst_mailreplies.moc"
