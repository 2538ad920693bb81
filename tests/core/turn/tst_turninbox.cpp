// The turn's inbox in the game file (turn/TurnInbox.h; docs/formats.md "The
// turn's mail"), on the mail corpus clients wrote (tests/data/mail): every
// message kept once with its bytes, sorted again from those bytes — the
// latest by Date counts, a late one is not counted unless accepted, an
// unmatched one is listed — and the moderator's decisions honoured.
#include "turn/Confirmation.h"
#include "turn/TurnInbox.h"

#include "mail/Receipt.h"

#include "TestSupport.h"

#include <QTemporaryDir>
#include <QTest>

using namespace adj;
using namespace adj::test;

namespace {

const QString kDir = MailDir;

// In the order of mailCorpus: [0] NOR 28 Nov, [1] MER 28 Nov 18:00, [2] NOR 29 Nov,
// [3] NOR 27 Nov, [4] the stranger, [5] MER's phone 28 Nov 12:00.
QList<MailMessage> corpus()
{
    Problems problems;
    return readMail(mailCorpus(), problems);
}

Game game()
{
    return readGame(WhatIfGamePath);
}

const InboxMessage *byFile(const QList<InboxMessage> &list, const QString &name)
{
    for (const InboxMessage &m : list)
        if (m.source.endsWith(name))
            return &m;
    return nullptr;
}

const InboxMessage *bySender(const QList<InboxMessage> &list, const QString &sender)
{
    for (const InboxMessage &m : list)
        if (m.sender == sender)
            return &m;
    return nullptr;
}

} // namespace

class TestTurnInbox : public QObject
{
    Q_OBJECT
private slots:
    void messagesKeepTheirBytes();
    void theStoredInboxIsSortedAsMailIn();
    void aSecondAddAddsNothing();
    void decisionsAreHonoured();
    void aMessageThatIsNoMailIsAProblem();

private:
    QTemporaryDir m_dir;
};

// The bytes a message was read from are what its SHA-256 is of: a whole .eml,
// or in an mbox the message without its "From " line.
void TestTurnInbox::messagesKeepTheirBytes()
{
    const QList<MailMessage> all = corpus();
    QCOMPARE(all.size(), 6);
    for (const MailMessage &m : all) {
        QVERIFY(!m.bytes.isEmpty());
        QCOMPARE(sha256Hex(m.bytes), m.sha256);
        QVERIFY2(m.bytes.startsWith("From:"), m.bytes.left(20).constData());  // no mbox "From " line
    }
    QCOMPARE(all[0].bytes, fileBytes(kDir + QStringLiteral("nor-thunderbird.eml")));
    // Read again from its bytes alone, a message is the same message.
    Problems problems;
    const std::optional<MailMessage> again = readMessage(all[3].bytes, QStringLiteral("inbox"), 7, problems);
    QVERIFY(again);
    QVERIFY(problems.isEmpty());
    QCOMPARE(again->sha256, all[3].sha256);
    QCOMPARE(again->from, all[3].from);
    QCOMPARE(again->body, all[3].body);
    QCOMPARE(again->received, all[3].received);
    QCOMPARE(again->number, 7);
}

// The messages kept, then sorted from the file alone: NOR's latest on-time
// message counts (its latest, nor-attachment, is late), the earlier ones
// are listed as earlier, MER's latest by Date counts, the stranger is
// unmatched.
void TestTurnInbox::theStoredInboxIsSortedAsMailIn()
{
    const QString p = m_dir.filePath(QStringLiteral("sorted.adjutant"));
    QString error;
    auto store = GameStore::create(p, game(), &error);
    QVERIFY2(store, qPrintable(error));
    const QList<MailMessage> all = corpus();
    LateRule rule;
    rule.cutOff = all[2].received.addSecs(-1);  // nor-attachment is the last to arrive
    int added = -1;
    QCOMPARE(keepInInbox(*store, 3, inboxRecords(all, 3), game(), rule, &added), QString());
    QCOMPARE(added, 6);

    const QList<InboxMessage> held = store->inbox(3, &error);
    QCOMPARE(error, QString());
    QCOMPARE(held.size(), 6);
    const auto status = [&](const QString &file) { return byFile(held, file)->status; };
    QCOMPARE(status(QStringLiteral("nor-attachment.eml")), InboxMessage::Status::Late);
    QCOMPARE(byFile(held, QStringLiteral("nor-attachment.eml"))->nation, QStringLiteral("NOR"));
    QCOMPARE(status(QStringLiteral("nor-thunderbird.eml")), InboxMessage::Status::Counts);
    QCOMPARE(status(QStringLiteral("mer-outlook.eml")), InboxMessage::Status::Counts);
    QCOMPARE(bySender(held, QStringLiteral("bob.phone@example.net"))->status, InboxMessage::Status::Earlier);
    QCOMPARE(bySender(held, QStringLiteral("bob.phone@example.net"))->nation, QStringLiteral("MER"));
    const InboxMessage *stranger = bySender(held, QStringLiteral("stranger@example.com"));
    QCOMPARE(stranger->status, InboxMessage::Status::Unmatched);
    QCOMPARE(stranger->nation, QString());
    for (const InboxMessage &m : held) {
        QCOMPARE(sha256Hex(m.bytes), m.sha256);
        QVERIFY(m.received.isValid());
    }

    // The sorting of what the file holds is the sorting of the mail itself.
    const SortedInbox sorted = sortInbox(held, game(), rule);
    const TurnMail direct = sortTurnMail(all, game(), rule);
    QCOMPARE(sorted.mail.received.size(), direct.received.size());
    for (qsizetype i = 0; i < direct.received.size(); ++i) {
        QCOMPARE(sorted.mail.received[i].message.sha256, direct.received[i].message.sha256);
        QCOMPARE(sorted.mail.received[i].lines, direct.received[i].lines);
    }
    QCOMPARE(sorted.mail.missing, direct.missing);
    QCOMPARE(sorted.mail.unmatched.size(), 1);
    QVERIFY(sorted.problems.isEmpty());
    QCOMPARE(sorted.lines(all[0].sha256), direct.received[0].lines);
    QCOMPARE(sorted.receipt(all[2].sha256)->fate, MailReceipt::Fate::Late);
}

// The same bytes added again (a second mail-in, the same file imported twice,
// a message in an mbox and fetched alone) are held once.
void TestTurnInbox::aSecondAddAddsNothing()
{
    const QString p = m_dir.filePath(QStringLiteral("twice.adjutant"));
    QString error;
    auto store = GameStore::create(p, game(), &error);
    QVERIFY2(store, qPrintable(error));
    const QList<MailMessage> all = corpus();
    int added = -1;
    QCOMPARE(keepInInbox(*store, 3, inboxRecords(all.mid(0, 2), 3), game(), {}, &added), QString());
    QCOMPARE(added, 2);
    QCOMPARE(keepInInbox(*store, 3, inboxRecords(all, 3), game(), {}, &added), QString());
    QCOMPARE(added, 4);
    QCOMPARE(keepInInbox(*store, 3, inboxRecords(all, 3, QStringLiteral("imaps://mail.example.org/INBOX")), game(), {},
                         &added),
             QString());
    QCOMPARE(added, 0);
    QCOMPARE(store->inbox(3).size(), 6);
    // The records not yet held, each once.
    const QList<InboxMessage> doubled = inboxRecords(all + all, 3);
    QCOMPARE(newRecords({}, doubled).size(), 6);
    QCOMPARE(newRecords(store->inbox(3), doubled).size(), 0);
}

// A nation assigned by hand and a late message accepted are kept in the file
// apart from the sorting, and a sorting again (here: after more mail came)
// honours them.
void TestTurnInbox::decisionsAreHonoured()
{
    const QString p = m_dir.filePath(QStringLiteral("decided.adjutant"));
    QString error;
    const QList<MailMessage> all = corpus();
    LateRule rule;
    rule.cutOff = all[2].received.addSecs(-1);
    {
        auto store = GameStore::create(p, game(), &error);
        QVERIFY2(store, qPrintable(error));
        // First only NOR's two messages and the stranger: MER is missing.
        const QList<MailMessage> first{all[0], all[2], all[4]};
        QCOMPARE(all[4].from, QStringLiteral("stranger@example.com"));
        QCOMPARE(keepInInbox(*store, 3, inboxRecords(first, 3), game(), rule), QString());
        QCOMPARE(sortInbox(store->inbox(3), game(), rule).mail.missing, QStringList{QStringLiteral("MER")});

        // The moderator gives the stranger's message to MER and accepts NOR's late one.
        QList<InboxMessage> held = store->inbox(3);
        for (InboxMessage &m : held) {
            if (m.sha256 == all[4].sha256)
                m.assigned = QStringLiteral("MER");
            if (m.sha256 == all[2].sha256)
                m.acceptLate = true;
        }
        const SortedInbox sorted = sortInbox(held, game(), rule);
        QVERIFY(sorted.mail.missing.isEmpty());
        QVERIFY(sorted.mail.late.isEmpty());
        QCOMPARE(store->saveInboxSorting(sorted.messages), QString());

        // The replies say what is true of each: the assigned message says so
        // and why; the accepted late one counts and invites no new orders,
        // which only a message before the deadline does.
        QHash<QString, QString> replies;
        for (const ConfirmationMail &c : turnConfirmations(sorted.mail, game(), rule))
            replies.insert(c.about, c.mail.text);
        const QString later = QStringLiteral("Until the deadline you may send new orders");
        const QString stranger = replies.value(all[4].sha256);
        QVERIFY2(stranger.contains(QStringLiteral("The moderator assigned this message to MER: the game does not know "
                                                  "stranger@example.com as its player's address.")), qPrintable(stranger));
        QVERIFY2(stranger.contains(later), qPrintable(stranger));
        const QString accepted = replies.value(all[2].sha256);
        QVERIFY2(accepted.contains(QStringLiteral("the moderator accepted it, so its orders count.")), qPrintable(accepted));
        QVERIFY2(!accepted.contains(later) && !accepted.contains(QStringLiteral("assigned")), qPrintable(accepted));
    }
    auto store = GameStore::open(p, &error);
    QVERIFY2(store, qPrintable(error));
    QList<InboxMessage> held = store->inbox(3);
    QCOMPARE(bySender(held, QStringLiteral("stranger@example.com"))->assigned, QStringLiteral("MER"));
    QCOMPARE(bySender(held, QStringLiteral("stranger@example.com"))->status, InboxMessage::Status::Counts);
    QCOMPARE(byFile(held, QStringLiteral("nor-attachment.eml"))->acceptLate, true);
    QCOMPARE(byFile(held, QStringLiteral("nor-attachment.eml"))->status, InboxMessage::Status::Counts);
    QCOMPARE(byFile(held, QStringLiteral("nor-thunderbird.eml"))->status, InboxMessage::Status::Earlier);

    // The rest of the mail arrives: MER's own latest message (28 Nov 18:00)
    // now counts over the assigned one (28 Nov 11:00), which stays MER's.
    QCOMPARE(keepInInbox(*store, 3, inboxRecords(all, 3), game(), rule), QString());
    held = store->inbox(3);
    QCOMPARE(held.size(), 6);
    const InboxMessage *stranger = bySender(held, QStringLiteral("stranger@example.com"));
    QCOMPARE(stranger->nation, QStringLiteral("MER"));
    QCOMPARE(stranger->status, InboxMessage::Status::Earlier);
    QCOMPARE(byFile(held, QStringLiteral("mer-outlook.eml"))->status, InboxMessage::Status::Counts);
    QCOMPARE(byFile(held, QStringLiteral("nor-attachment.eml"))->status, InboxMessage::Status::Counts);
    const SortedInbox sorted = sortInbox(held, game(), rule);
    QCOMPARE(sorted.mail.received[0].message.sha256, all[2].sha256);
    QVERIFY(sorted.mail.received[0].late);  // accepted, still marked late

    // Without the decisions the same mail sorts as before them.
    for (InboxMessage &m : held) {
        m.assigned.clear();
        m.acceptLate = false;
    }
    const SortedInbox plain = sortInbox(held, game(), rule);
    QCOMPARE(plain.mail.unmatched.size(), 1);
    QCOMPARE(plain.mail.late.size(), 1);
}

// Bytes kept that are no mail (another tool wrote the row) are a problem
// naming the message; the others are still sorted.
void TestTurnInbox::aMessageThatIsNoMailIsAProblem()
{
    QList<InboxMessage> held = inboxRecords(corpus().mid(0, 1), 3);
    InboxMessage odd;
    odd.id = 2;
    odd.bytes = "\x01\x02";
    odd.sha256 = sha256Hex(odd.bytes);
    odd.source = QStringLiteral("odd");
    held[0].id = 1;
    held.append(odd);
    const SortedInbox sorted = sortInbox(held, game(), {});
    QCOMPARE(sorted.read.size(), 1);
    QCOMPARE(sorted.problems.size(), 1);
    QCOMPARE(sorted.problems[0].file, QStringLiteral("odd"));
    QCOMPARE(sorted.problems[0].line, 2);
    QCOMPARE(sorted.messages[1].status, InboxMessage::Status::Unmatched);
    QCOMPARE(sorted.mail.received.size(), 1);
}

QTEST_MAIN(TestTurnInbox)
#include "tst_turninbox.moc"
