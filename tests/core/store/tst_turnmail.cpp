// The turn's mail in the game file (store/TurnMail.cpp; docs/formats.md "The turn's
// mail"): every message kept as received with its SHA-256, once; every mail
// that went out; both kept through a reopen, a rollback and an upgrade.
#include "TestSupport.h"
#include "store/GameStore.h"

#include <QCryptographicHash>
#include <QTemporaryDir>
#include <QTest>

using namespace adj;
using namespace adj::test;

namespace {

InboxMessage message(const QByteArray &bytes, const QString &nation, InboxMessage::Status status)
{
    InboxMessage m;
    m.bytes = bytes;
    m.sha256 = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    m.received = QDateTime(QDate(2026, 12, 8), QTime(17, 59, 30), Qt::UTC);
    m.source = QStringLiteral("imaps://imap.example.org/INBOX");
    m.messageId = QStringLiteral("<%1@example.org>").arg(nation);
    m.sender = QStringLiteral("ann@example.org");
    m.subject = QStringLiteral("Orders");
    m.nation = nation;
    m.status = status;
    return m;
}

// Bytes a text column would not keep: CR LF, a NUL, an 8-bit byte.
const char kOddBytes[] = "From: ann@example.org\r\nSubject: Orders\r\n\r\nNATION NOR\r\n\0\xe9\r\n";
const QByteArray kOdd(kOddBytes, sizeof kOddBytes - 1);

// A reminder to NOR, sent 48 hours before the deadline.
SentMail reminderSent()
{
    SentMail reminder;
    reminder.turn = 1;
    reminder.kind = SentMail::Kind::Reminder;
    reminder.nation = QStringLiteral("NOR");
    reminder.recipient = QStringLiteral("ann@example.org");
    reminder.messageId = QStringLiteral("<r1@adjutant>");
    reminder.sent = QDateTime(QDate(2026, 12, 8), QTime(12, 0), Qt::UTC);
    reminder.deadline = QDateTime(QDate(2026, 12, 10), QTime(17, 0), Qt::UTC);
    reminder.hour = 48;
    return reminder;
}

} // namespace

class TestTurnMail : public QObject
{
    Q_OBJECT
private slots:
    void messagesAreKeptAsReceivedOnce();
    void aMessageIsSortedAgain();
    void sentMailIsRecorded();
    void aRollbackKeepsTheMail();
    void aReadOnlyFileRefusesNamingIt();
    void anOlderFileGainsTheTables();
    void theModeratorsDecisionsAreKept();
    void aVersion8FileKeepsItsMailAndTakesErrata();

private:
    QTemporaryDir m_dir;
};

void TestTurnMail::messagesAreKeptAsReceivedOnce()
{
    const QString p = m_dir.filePath(QStringLiteral("inbox.adjutant"));
    QString error;
    const QList<InboxMessage> sent{message(kOdd, QStringLiteral("NOR"), InboxMessage::Status::Counts),
                                   message("late", QStringLiteral("MER"), InboxMessage::Status::Late)};
    {
        auto store = GameStore::create(p, readGame(SamplePath), &error);
        QVERIFY2(store, qPrintable(error));
        int added = -1;
        QCOMPARE(store->addInboxMessages(1, sent, &added), QString());
        QCOMPARE(added, 2);
        // The same bytes again (a second fetch, a second mail-in) are held once.
        QCOMPARE(store->addInboxMessages(1, {sent[0]}, &added), QString());
        QCOMPARE(added, 0);
    }
    auto store = GameStore::open(p, &error);
    QVERIFY2(store, qPrintable(error));
    QList<InboxMessage> read = store->inbox(1, &error);
    QCOMPARE(error, QString());
    QCOMPARE(read.size(), 2);
    for (InboxMessage &m : read) {
        QVERIFY(m.id > 0);
        QCOMPARE(m.turn, 1);
        m.id = 0;
        m.turn = 0;
    }
    QCOMPARE(read, sent);
    QCOMPARE(read[0].bytes.size(), 58);  // the NUL and what follows it too
    QVERIFY(store->inbox(2).isEmpty());
}

void TestTurnMail::aMessageIsSortedAgain()
{
    const QString p = m_dir.filePath(QStringLiteral("sort.adjutant"));
    QString error;
    auto store = GameStore::create(p, readGame(SamplePath), &error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->addInboxMessages(1, {message("who?", QString(), InboxMessage::Status::Unmatched)}), QString());
    const qint64 id = store->inbox(1).at(0).id;
    QCOMPARE(store->setInboxNation(id, QStringLiteral("WES"), InboxMessage::Status::Counts), QString());
    QCOMPARE(store->inbox(1).at(0).nation, QStringLiteral("WES"));
    QCOMPARE(store->inbox(1).at(0).status, InboxMessage::Status::Counts);
    QCOMPARE(store->inbox(1).at(0).bytes, QByteArray("who?"));
    // A message the inbox does not hold is an error naming the file.
    error = store->setInboxNation(id + 100, QStringLiteral("WES"), InboxMessage::Status::Counts);
    QVERIFY2(error.startsWith(p) && error.contains(QString::number(id + 100)), qPrintable(error));
}

void TestTurnMail::sentMailIsRecorded()
{
    const QString p = m_dir.filePath(QStringLiteral("sent.adjutant"));
    QString error;
    const SentMail reminder = reminderSent();
    SentMail report;
    report.turn = 1;
    report.recipient = QStringLiteral("all@example.org");
    report.messageId = QStringLiteral("<g1@adjutant>");
    report.sent = reminder.sent;
    SentMail erratum;  // a ruling revisited: known by its own Message-ID
    erratum.turn = 1;
    erratum.kind = SentMail::Kind::Erratum;
    erratum.nation = QStringLiteral("MER");
    erratum.recipient = QStringLiteral("ben@example.org");
    erratum.messageId = QStringLiteral("<e1@adjutant>");
    erratum.about = erratum.messageId;
    erratum.sent = reminder.sent;
    {
        auto store = GameStore::create(p, readGame(SamplePath), &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->recordSent(reminder), QString());
        QCOMPARE(store->recordSent(report), QString());
        QCOMPARE(store->recordSent(erratum), QString());
    }
    auto store = GameStore::open(p, &error, GameStore::Mode::ReadOnly);
    QVERIFY2(store, qPrintable(error));
    QList<SentMail> read = store->sentMail(1, &error);
    QCOMPARE(error, QString());
    QCOMPARE(read.size(), 3);
    for (SentMail &m : read)
        m.id = 0;
    QCOMPARE(read[0], reminder);
    QCOMPARE(read[1], report);
    QCOMPARE(read[2], erratum);
    QCOMPARE(read[1].deadline, QDateTime());
}

void TestTurnMail::aRollbackKeepsTheMail()
{
    const QString p = m_dir.filePath(QStringLiteral("rollback.adjutant"));
    QList<Game> played;
    QCOMPARE(writeSampleHistory(p, 2, &played), QString());
    QString error;
    auto store = GameStore::open(p, &error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->addInboxMessages(2, {message("turn two", QStringLiteral("NOR"), InboxMessage::Status::Counts)}),
             QString());
    SentMail confirmation;
    confirmation.turn = 2;
    confirmation.kind = SentMail::Kind::Confirmation;
    confirmation.recipient = QStringLiteral("ann@example.org");
    QCOMPARE(store->recordSent(confirmation), QString());
    // Back to turn 1, confirmed: turn 2's game is gone, not its mail.
    QCOMPARE(store->rollbackTo(1), QString());
    QCOMPARE(store->confirmRollback(), QString());
    QCOMPARE(store->currentTurn(), 1);
    QCOMPARE(store->inbox(2).size(), 1);
    QCOMPARE(store->sentMail(2).size(), 1);
}

void TestTurnMail::aReadOnlyFileRefusesNamingIt()
{
    const QString p = m_dir.filePath(QStringLiteral("readonly.adjutant"));
    QString error;
    QVERIFY(GameStore::create(p, readGame(SamplePath), &error));
    auto store = GameStore::open(p, &error, GameStore::Mode::ReadOnly);
    QVERIFY2(store, qPrintable(error));
    error = store->addInboxMessages(1, {message("x", QStringLiteral("NOR"), InboxMessage::Status::Counts)});
    QVERIFY2(error.startsWith(p), qPrintable(error));
    QVERIFY(store->inbox(1).isEmpty());
    QVERIFY(store->recordSent(SentMail{}).startsWith(p));
}

void TestTurnMail::anOlderFileGainsTheTables()
{
    // The version-1 fixture opens upgraded, with an empty inbox to fill.
    const QString p = m_dir.filePath(QStringLiteral("v1.adjutant"));
    QVERIFY(QFile::copy(QStringLiteral(ADJ_DATA_DIR "/game-v1.adjutant"), p));
    QFile::setPermissions(p, QFile::ReadOwner | QFile::WriteOwner);
    QString error;
    auto store = GameStore::open(p, &error);
    QVERIFY2(store, qPrintable(error));
    const int turn = store->currentTurn();
    QVERIFY(store->inbox(turn, &error).isEmpty());
    QCOMPARE(error, QString());
    QCOMPARE(store->addInboxMessages(turn, {message("hello", QStringLiteral("NOR"), InboxMessage::Status::Counts)}),
             QString());
    QCOMPARE(store->inbox(turn).size(), 1);
}

// Version 9 lets a mail sent be an erratum: a file of version 8, whose
// table refuses the kind, opens upgraded with the mail it recorded (ids and
// all) and records an erratum.
void TestTurnMail::aVersion8FileKeepsItsMailAndTakesErrata()
{
    const QString p = m_dir.filePath(QStringLiteral("v8.adjutant"));
    QString error;
    const SentMail reminder = reminderSent();
    {
        auto store = GameStore::create(p, readGame(SamplePath), &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->recordSent(reminder), QString());
    }
    // Back to version 8: the table as version 6 made it.
    QCOMPARE(rawSql(p, {QStringLiteral("CREATE TABLE mail_sent_8 (id INTEGER PRIMARY KEY, turn INTEGER NOT NULL, "
                                       "kind TEXT NOT NULL CHECK (kind IN ('report', 'confirmation', 'reminder')), "
                                       "nation TEXT NOT NULL, recipient TEXT NOT NULL, message_id TEXT NOT NULL, "
                                       "sent_at TEXT NOT NULL, deadline TEXT NOT NULL, hour INTEGER NOT NULL, about TEXT NOT NULL)"),
                        QStringLiteral("INSERT INTO mail_sent_8 SELECT * FROM mail_sent"), QStringLiteral("DROP TABLE mail_sent"),
                        QStringLiteral("ALTER TABLE mail_sent_8 RENAME TO mail_sent"),
                        QStringLiteral("CREATE INDEX mail_sent_turn ON mail_sent (turn)"), QStringLiteral("PRAGMA user_version = 8")}),
             QString());
    const QString erratumRow = QStringLiteral("INSERT INTO mail_sent (turn, kind, nation, recipient, message_id, sent_at, deadline, "
                                              "hour, about) VALUES (1, 'erratum', 'MER', 'ben@example.org', '<e1@adjutant>', '', '', 0, '')");
    QVERIFY(rawSql(p, {erratumRow}).contains(QStringLiteral("CHECK constraint failed")));
    auto store = GameStore::open(p, &error);
    QVERIFY2(store, qPrintable(error));
    QList<SentMail> read = store->sentMail(1, &error);
    QCOMPARE(error, QString());
    QCOMPARE(read.size(), 1);
    QVERIFY(read[0].id > 0);
    read[0].id = 0;
    QCOMPARE(read[0], reminder);
    SentMail erratum = reminder;
    erratum.kind = SentMail::Kind::Erratum;
    erratum.deadline = {};
    erratum.hour = 0;
    erratum.about = QStringLiteral("<e1@adjutant>");
    QCOMPARE(store->recordSent(erratum), QString());
    QCOMPARE(store->sentMail(1).last().kind, SentMail::Kind::Erratum);
}

// Version 7 keeps the moderator's decisions beside the sorting: a file of
// version 6 opens upgraded, its messages without any, and then keeps them.
void TestTurnMail::theModeratorsDecisionsAreKept()
{
    const QString p = m_dir.filePath(QStringLiteral("v6.adjutant"));
    QString error;
    {
        auto store = GameStore::create(p, readGame(SamplePath), &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->addInboxMessages(1, {message("stranger", QString(), InboxMessage::Status::Unmatched),
                                             message("late", QStringLiteral("NOR"), InboxMessage::Status::Late)}),
                 QString());
    }
    // Back to version 6: the inbox without the decisions' columns (and
    // without the later versions' tables).
    QCOMPARE(rawSql(p, {QStringLiteral("DROP TABLE replaced_courses"), QStringLiteral("DROP TABLE replaced_games"),
                        QStringLiteral("DROP TABLE replaced_resolutions"),
                        QStringLiteral("ALTER TABLE inbox DROP COLUMN assigned"),
                        QStringLiteral("ALTER TABLE inbox DROP COLUMN accept_late"),
                        QStringLiteral("PRAGMA user_version = 6")}),
             QString());
    QList<InboxMessage> held;
    {
        auto store = GameStore::open(p, &error);
        QVERIFY2(store, qPrintable(error));
        held = store->inbox(1, &error);
        QCOMPARE(error, QString());
        QCOMPARE(held.size(), 2);
        for (const InboxMessage &m : held) {
            QCOMPARE(m.assigned, QString());
            QCOMPARE(m.acceptLate, false);
        }
        held[0].assigned = QStringLiteral("WES");
        held[0].nation = QStringLiteral("WES");
        held[0].status = InboxMessage::Status::Counts;
        held[1].acceptLate = true;
        held[1].status = InboxMessage::Status::Counts;
        QCOMPARE(store->saveInboxSorting(held), QString());
        // A message the inbox does not hold: nothing is changed, the error names the file.
        InboxMessage missing = held[0];
        missing.id += 100;
        InboxMessage lateAgain = held[1];
        lateAgain.status = InboxMessage::Status::Late;
        error = store->saveInboxSorting({lateAgain, missing});
        QVERIFY2(error.startsWith(p) && error.contains(QString::number(missing.id)), qPrintable(error));
    }
    auto store = GameStore::open(p, &error, GameStore::Mode::ReadOnly);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->inbox(1), held);
    QVERIFY(store->saveInboxSorting(held).startsWith(p));
}

QTEST_MAIN(TestTurnMail)
#include "tst_turnmail.moc"
