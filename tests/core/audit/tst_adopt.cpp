// A re-run adopted as the game's course (audit/Audit.h adoptAudit,
// GameStore::replaceCourse): the game of tests/cases/audit/loss-rounding,
// played three turns under floorEach, re-run from turn 2 under floorSum and
// adopted. The file then holds the re-run (an audit of it under floorSum
// finds nothing), keeps the course replaced, and undoing leaves its game
// tables as they were, value for value.
#include "TestSupport.h"

#include "MailParts.h"
#include "support/MailCase.h"
#include "audit/Audit.h"
#include "audit/Errata.h"
#include "language/Language.h"
#include "store/GameStore.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QtTest>

using namespace adj;
using namespace adj::test;

namespace {

const QString CaseDir = QStringLiteral(ADJ_CASES_DIR "/audit/loss-rounding/");
const QJsonObject FloorSum{{QStringLiteral("lossRounding"), QStringLiteral("floorSum")}};

// Every row of the game's tables, each value as its bytes, in key order.
QByteArray gameTables(const QString &path)
{
    QByteArray out;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("dump"));
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            return "cannot open";
        for (const char *table : {"meta", "areas", "borders", "turns", "games", "resolutions", "orders", "steps", "texts",
                                  "reports", "pictures", "replaced_courses", "replaced_games", "replaced_resolutions"}) {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("SELECT * FROM %1 ORDER BY 1, 2").arg(QLatin1String(table))))
                return QByteArray("cannot read ") + table;
            out += QByteArray("\n") + table + ':';
            while (q.next())
                for (int c = 0; c < q.record().count(); ++c)
                    out += ' ' + q.value(c).toByteArray().toHex();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("dump"));
    return out;
}

// The case's game played three turns into a new game file.
QString played(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("game.adjutant"));
    const QString error = writeCaseHistory(path, CaseDir, 3);
    return error.isEmpty() ? path : error;
}

Audit audited(const GameStore &store, int from, const QJsonObject &changes)
{
    QString error;
    const std::optional<AuditHistory> history = readAuditHistory(store, from, &error);
    if (!history)
        qFatal("%s", qPrintable(error));
    return *runAudit(*history, changes);
}

} // namespace

class TestAdopt : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        if (!qEnvironmentVariableIsSet("ADJUTANT_TRANSLATIONS"))  // the program's German, unless told another
            qputenv("ADJUTANT_TRANSLATIONS", QByteArray(ADJ_GERMAN_QM_DIR));
    }

    void adoptedThenUndone()
    {
        QTemporaryDir dir;
        const QString path = played(dir);
        QVERIFY2(path.endsWith(u".adjutant"), qPrintable(path));
        const QByteArray before = gameTables(path);
        QString error;
        {
            std::unique_ptr<GameStore> store = GameStore::open(path, &error);
            QVERIFY2(store, qPrintable(error));
            const Audit audit = audited(*store, 2, FloorSum);
            QCOMPARE(audit.turns.size(), 2);
            QList<std::pair<qsizetype, qsizetype>> counted;  // the turns written, as they are
            QCOMPARE(adoptAudit(*store, audit, QStringLiteral("lossRounding floorEach → floorSum"),
                                [&counted](qsizetype done, qsizetype total) { counted.append({done, total}); }),
                     QString());
            QCOMPARE(counted, (QList<std::pair<qsizetype, qsizetype>>{{0, 2}, {1, 2}, {2, 2}}));
            // The file's course is the re-run's: TGT was never taken.
            QCOMPARE(store->current(), audit.wouldBe);
            QVERIFY(store->current().area(QStringLiteral("TGT"))->owner.isEmpty());
            QCOMPARE(store->current().nation(QStringLiteral("NOR"))->treasury, 22);
            QCOMPARE(store->current().options.value(u"lossRounding").toString(), QStringLiteral("floorSum"));
            const std::optional<HistoryTurn> two = store->turn(2, &error);
            QVERIFY2(two, qPrintable(error));
            QCOMPARE(two->steps, audit.turns[0].rerun.steps);
            QCOMPARE(two->game, audit.turns[0].start);
            QCOMPARE(store->readGame(3, &error), std::optional<Game>(audit.turns[1].start));
            // Turn 1 is as it was.
            QCOMPARE(store->readGame(1, &error)->options.value(u"lossRounding").toString(), QStringLiteral("floorEach"));
            const QList<ReplacedCourse> kept = store->replacedCourses(&error);
            QCOMPARE(kept.size(), 1);
            QCOMPARE(kept.first().fromTurn, 2);
            QCOMPARE(kept.first().reason, QStringLiteral("lossRounding floorEach → floorSum"));
        }
        QVERIFY(gameTables(path) != before);
        {
            // Read again from the file: under the reading it now follows, nothing differs.
            std::unique_ptr<GameStore> store = GameStore::open(path, &error);
            QVERIFY2(store, qPrintable(error));
            QCOMPARE(store->checkWholeFile(), QString());
            const Audit again = audited(*store, 2, FloorSum);
            for (const AuditTurn &t : again.turns)
                QVERIFY2(!t.comparison.firstDifference, qPrintable(QString::number(t.turn)));
            QVERIFY(again.now.isEmpty());
            QCOMPARE(store->undoReplaceCourse(), QString());
            QCOMPARE(store->current().area(QStringLiteral("TGT"))->owner, QStringLiteral("NOR"));
            QCOMPARE(store->replacedCourses(&error).size(), 0);
        }
        QCOMPARE(gameTables(path), before);
        std::unique_ptr<GameStore> store = GameStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        QVERIFY(!store->undoReplaceCourse().isEmpty());  // nothing left to undo
    }

    // The errata: one mail to each player with an address, read back with
    // GMime; each says the ruling, the turns it changed, the nation's own
    // orders that turned out otherwise and where it stands now.
    void errataToEveryPlayer()
    {
        QTemporaryDir dir;
        const QString path = played(dir);
        QString error;
        std::unique_ptr<GameStore> store = GameStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        const Game current = store->current();
        const Audit audit = audited(*store, 2, FloorSum);
        const Options accepted(*Ruleset::get(current.ruleset), current.options);
        const TurnReportMail errata = errataMail(current, audit, accepted);
        QCOMPARE(errata.mails.size(), 2);
        QVERIFY(errata.withoutEmail.isEmpty());
        g_mime_init();
        QHash<QString, QString> texts;
        for (const ReportMail &m : errata.mails) {
            const QByteArray bytes = renderMail(m.mail);
            QCOMPARE(renderMail(errataMail(current, audit, accepted).mails[texts.size()].mail), bytes);  // the same bytes
            GMimeStream *stream = g_mime_stream_mem_new_with_buffer(bytes.constData(), size_t(bytes.size()));
            GMimeParser *parser = g_mime_parser_new_with_stream(stream);
            GMimeMessage *message = g_mime_parser_construct_message(parser, nullptr);
            QVERIFY(message);
            QCOMPARE(QString::fromUtf8(g_mime_message_get_subject(message)),
                     QStringLiteral("a ruling revisited: a ruling corrected from turn 2"));
            InternetAddressList *to = g_mime_message_get_addresses(message, GMIME_ADDRESS_TYPE_TO);
            QCOMPARE(internet_address_list_length(to), 1);
            const QString address = QString::fromUtf8(
                internet_address_mailbox_get_addr(INTERNET_ADDRESS_MAILBOX(internet_address_list_get_address(to, 0))));
            QCOMPARE(address, current.nation(m.nation)->email);
            g_object_unref(message);
            g_object_unref(parser);
            g_object_unref(stream);
            const auto [type, leaves] = parts(bytes);
            QCOMPARE(type, QByteArray("text/plain"));
            texts.insert(m.nation, QString::fromUtf8(leaves.value(0).bytes).replace(QStringLiteral("\r\n"), QStringLiteral("\n")));
        }
        const QString nor = texts.value(QStringLiteral("NOR")), mer = texts.value(QStringLiteral("MER"));
        for (const QString &line : {QStringLiteral("To the player of NOR Northumbria,"),
                                    QStringLiteral("A rule was read one way from turn 2 on and is now read another: "
                                                   "lossRounding \"floorEach\" → \"floorSum\"."),
                                    QStringLiteral("The turns it changes: 2, 3."),
                                    QStringLiteral("  turn 2, slot 1, MOVE ORG TGT 6: done, battle won, now done, battle lost"),
                                    QStringLiteral("  turn 3, slot 1, FORTIFY TGT - 1: done, now failed (TGT is not yours (neutral))"),
                                    QStringLiteral("  area:TGT.owner: NOR, now neutral"), QStringLiteral("  nation:NOR.bp: 8, now 2"),
                                    QStringLiteral("  nation:NOR.treasury: 27, now 22")})
            QVERIFY2(nor.contains(line + u'\n'), qPrintable(nor));
        // Mercia's orders and position are the same on both sides.
        QVERIFY2(mer.contains(QStringLiteral("Your position at turn 4 is as it was.\n")), qPrintable(mer));
        QVERIFY2(!mer.contains(QStringLiteral("turn out otherwise")) && !mer.contains(QStringLiteral("TGT")), qPrintable(mer));

        // In the game's report language.
        Game german = current;
        setGameLanguage(german, QStringLiteral("de"));
        const QString de = erratumText(german, audit, accepted, QStringLiteral("NOR"));
        QVERIFY2(de.contains(QStringLiteral("Die Züge, die sie ändert: 2, 3.")), qPrintable(de));
    }

    // A message's ruling (tests/cases/audit/late-message): NOR's late message
    // counted, MER's refused; each erratum names the orders on both sides,
    // "not given" where the nation has none now.
    void errataOfAMessagesRuling()
    {
        QTemporaryDir dir;
        const QString path = mailCasePlayed(dir);
        QVERIFY(!path.isEmpty());
        QString error;
        const std::unique_ptr<GameStore> store = GameStore::open(path, &error, GameStore::Mode::ReadOnly);
        QVERIFY2(store, qPrintable(error));
        const QList<InboxMessage> inbox = store->inbox(1, &error);
        QCOMPARE(error, QString());
        const Game current = store->current();
        const Options accepted(*Ruleset::get(current.ruleset), current.options);
        const auto erratum = [&](MessageRuling::Kind kind, const QString &file, const QString &nation) {
            std::optional<AuditHistory> history = readAuditHistory(*store, 1, &error);
            MessageRuling ruling;
            ruling.kind = kind;
            ruling.sha256 = mailCaseSha(file);
            if (!history || !withMessageRuling(*history, inbox, ruling).isEmpty())
                return QString();
            return erratumText(current, *runAudit(*history, {}), accepted, nation);
        };
        const QString nor = erratum(MessageRuling::Kind::Count, QStringLiteral("4-nor-late.eml"), QStringLiteral("NOR"));
        for (const QString &line : {QStringLiteral("A decision about the mail of turn 1 is taken otherwise: message %1 (from "
                                                   "ann@example.org, “Northumbria, turn 1 (changed)”) counted, late as it was.")
                                        .arg(mailCaseSha(QStringLiteral("4-nor-late.eml")).left(12)),
                                    QStringLiteral("  turn 1, slot 1: FORTIFY ORG - 1: done; now MOVE ORG TGT 6: done, battle won"),
                                    QStringLiteral("  turn 2, slot 1, FORTIFY TGT - 1: failed (TGT is not yours (neutral)), now done")})
            QVERIFY2(nor.contains(line + u'\n'), qPrintable(nor));
        const QString mer = erratum(MessageRuling::Kind::Refuse, QStringLiteral("2-mer.eml"), QStringLiteral("MER"));
        QVERIFY2(mer.contains(QStringLiteral("  turn 1, slot 1: FORTIFY MRC - 1: done; now not given\n")), qPrintable(mer));
    }

    // Version 8 keeps replaced courses: the version-1 fixture opens upgraded, with none.
    void anOlderFileGainsTheTables()
    {
        QTemporaryDir dir;
        const QString p = dir.filePath(QStringLiteral("v1.adjutant"));
        QVERIFY(QFile::copy(QStringLiteral(ADJ_DATA_DIR "/game-v1.adjutant"), p));
        QFile::setPermissions(p, QFile::ReadOwner | QFile::WriteOwner);
        QString error;
        auto store = GameStore::open(p, &error);
        QVERIFY2(store, qPrintable(error));
        QVERIFY(store->replacedCourses(&error).isEmpty());
        QCOMPARE(error, QString());
        QVERIFY(store->undoReplaceCourse().contains(QStringLiteral("no course was replaced")));
    }

    // Only the whole course from an accepted turn to the current one, and
    // not over a draft of the current turn.
    void refusals()
    {
        QTemporaryDir dir;
        const QString path = played(dir);
        QString error;
        std::unique_ptr<GameStore> store = GameStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        const QByteArray before = gameTables(path);
        const Audit audit = audited(*store, 2, FloorSum);
        Audit shorter = audit;
        shorter.turns.removeLast();
        QVERIFY(adoptAudit(*store, shorter, {}).contains(QStringLiteral("every accepted turn from 2 to 3")));
        const ResolvedOrders r = resolveOrders(store->current(), CaseDir + QStringLiteral("turn3.orders"));
        QCOMPARE(store->saveDraft(4, r.orders, r.resolution.steps, r.resolution.next), QString());
        QVERIFY(adoptAudit(*store, audit, {}).contains(QStringLiteral("draft")));
        QCOMPARE(store->discardDraft(4), QString());
        store.reset();
        QCOMPARE(gameTables(path), before);
    }
};

QTEST_GUILESS_MAIN(TestAdopt)
#include "tst_adopt.moc"
