// The AP ledger in the core (docs/rules.md §6, RC-EMBARGO; docs/formats.md "AP spends",
// "The ap object of a game"): budgets and caps, recipient pricing, embargo
// pricing, transfers, numbered accounts, messages, the spends parser and the
// validation of the ap object.
#include "ap/ApLedger.h"
#include "ap/ApReport.h"
#include "ap/ApSpends.h"
#include "model/GameJson.h"
#include "ruleset/Ruleset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace adj;

namespace {

ApPlayer player(const QString &name, int d, int c, int i, int f = 0, qint64 money = 0, bool embargoed = false)
{
    ApPlayer p;
    p.name = name;
    p.diplomacy = d;
    p.combat = c;
    p.intrigue = i;
    p.free = f;
    p.money = money;
    p.embargoed = embargoed;
    return p;
}

// Bob spends; the others are there to receive.
ApState state(const ApPlayer &bob)
{
    ApState s;
    s.round = 4;
    s.players = {bob, player(QStringLiteral("Alice"), 1, 1, 1), player(QStringLiteral("Carol"), 1, 1, 1),
                 player(QStringLiteral("Dave"), 1, 1, 1), player(QStringLiteral("Eve"), 1, 1, 1),
                 player(QStringLiteral("Frank"), 1, 1, 1)};
    s.accounts = {{42, QStringLiteral("Carol"), 0}};
    return s;
}

// The spends of Bob, one per line after `ROUND 4` and `PLAYER Bob` (so the
// first spend is on line 3).
QList<ApSpend> bobSpends(const QStringList &lines)
{
    Problems errors;
    const QString text = QStringLiteral("ROUND 4\nPLAYER Bob\n") + lines.join(u'\n') + u'\n';
    const ApSpendsFile f = parseApSpends(text, QStringLiteral("test.ap"), errors);
    if (!errors.isEmpty())
        qWarning() << errors.first().toString();
    return f.spends;
}

ApRound run(const ApState &s, const QList<ApSpend> &spends, const QJsonObject &gameOptions = {}, qint64 seed = 7)
{
    const Ruleset &rules = *Ruleset::get(QStringLiteral("ap"));
    return resolveApRound(s, spends, rules, Options(rules, gameOptions), seed);
}

ApRound runBob(const ApPlayer &bob, const QStringList &lines, const QJsonObject &gameOptions = {})
{
    return run(state(bob), bobSpends(lines), gameOptions);
}

const ApPlayerLedger &ledgerOf(const ApRound &r, const QString &name)
{
    for (const ApPlayerLedger &l : r.players)
        if (l.name == name)
            return l;
    qFatal("no ledger for %s", qPrintable(name));
}

QString outcomes(const ApPlayerLedger &l)
{
    QStringList out;
    for (const ApSpendResult &s : l.spends)
        out.append(s.done ? QStringLiteral("done:%1").arg(s.cost) : QStringLiteral("rejected"));
    return out.join(u' ');
}

qint64 moneyOf(const ApState &s, const QString &name)
{
    return s.players[s.playerIndex(name)].money;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestApLedger : public QObject
{
    Q_OBJECT
private slots:
    void budgetFormula();
    void capBoundary_data();
    void capBoundary();
    void generalHasNoCap();
    void freePointCountsInTotal();
    void rejectedCostsNothingAndTheRestGoOn();
    void recipientTiers_data();
    void recipientTiers();
    void senderModeratorAndDuplicatesNotCounted();
    void unknownRecipientRejected();
    void embargoPricing();
    void embargoOption();
    void embargoLifetime_data();
    void embargoLifetime();
    void embargoTargets();
    void transferFundsOverMoneyRefused();
    void moneySpentEarlierCounts();
    void amountsOutOfRangeRejected();
    void amountsAddingUpPastTheRangeRejected();
    void receiverHoldingTooMuchRejected();
    void transferFundsToAccount();
    void transferFundsUnknownTargets();
    void transferRules();
    void transferRefusesAttributesAndMore_data();
    void transferRefusesAttributesAndMore();
    void openAccountDeterministicAndUnused();
    void openAccountNeedsMoneyAndAFreeNumber();
    void messages();
    void unknownActionAndBadLines();
    void unknownPlayer();
    void spendsFileInputErrors();
    void spendsFileNotUtf8();
    void roundOutOfRange();
    void apObjectValidation();
    void apObjectRanges();
    void writeApStateKeepsOtherFields();
    void formatsExample();
    void forumRound4();
};

// docs/rules.md §6: AP = 2·(D+C+I+F)+4; caps Combat 2C+1, Diplomatic 2D+1, Intrigue 2I+1.
void TestApLedger::budgetFormula()
{
    const Ruleset &rules = *Ruleset::get(QStringLiteral("ap"));
    const ApBudget b = apBudget(player(QStringLiteral("Bob"), 2, 3, 2, 1), rules);
    QCOMPARE(b.available, 20);
    QCOMPARE(b.cap(ApCategory::Combat), 7);
    QCOMPARE(b.cap(ApCategory::Diplomatic), 5);
    QCOMPARE(b.cap(ApCategory::Intrigue), 5);
    QVERIFY(b.cap(ApCategory::General) < 0);
    const ApBudget zero = apBudget(player(QStringLiteral("Zed"), 0, 0, 0), rules);
    QCOMPARE(zero.available, 4);
    QCOMPARE(zero.cap(ApCategory::Combat), 1);
}

// Spending exactly up to a category cap is done; one more point is rejected.
void TestApLedger::capBoundary_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("c");
    QTest::addColumn<int>("i");
    QTest::addColumn<QStringList>("toCap");
    QTest::addColumn<QString>("over");
    QTest::addColumn<QString>("category");
    // Combat C=1: cap 3 = MOVE-LEGION 2 + UPGRADE-LEGION 1.
    QTest::newRow("combat") << 2 << 1 << 2
        << QStringList{QStringLiteral("MOVE-LEGION legion=L1 to=Terra"), QStringLiteral("UPGRADE-LEGION legion=L1")}
        << QStringLiteral("MOVE-HERO hero=H1 to=Mars") << QStringLiteral("combat");
    // Diplomatic D=1: cap 3 = BRIBE-ELECTOR 2 + SECRET to one 1.
    QTest::newRow("diplomatic") << 1 << 2 << 2
        << QStringList{QStringLiteral("BRIBE-ELECTOR elector=E1"), QStringLiteral("SECRET to=Alice \"psst\"")}
        << QStringLiteral("SECRET to=Carol \"psst\"") << QStringLiteral("diplomatic");
    // Intrigue I=2: cap 5 = ASSASSINATE-ELECTOR 4 + CONCEAL-TROOPS 1.
    QTest::newRow("intrigue") << 2 << 2 << 2
        << QStringList{QStringLiteral("ASSASSINATE-ELECTOR elector=E1"), QStringLiteral("CONCEAL-TROOPS legion=L1")}
        << QStringLiteral("CONCEAL-TROOPS legion=L2") << QStringLiteral("intrigue");
}

void TestApLedger::capBoundary()
{
    QFETCH(int, d);
    QFETCH(int, c);
    QFETCH(int, i);
    QFETCH(QStringList, toCap);
    QFETCH(QString, over);
    QFETCH(QString, category);
    const ApCategory cat = *categoryFromName(category);
    const ApRound r = runBob(player(QStringLiteral("Bob"), d, c, i, 0), toCap + QStringList{over});
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(bob.spentIn(cat), bob.budget.cap(cat));
    for (int k = 0; k < toCap.size(); ++k)
        QVERIFY2(bob.spends[k].done, qPrintable(bob.spends[k].reason));
    const ApSpendResult &last = bob.spends.last();
    QVERIFY(!last.done);
    QCOMPARE(last.cost, 0);
    QVERIFY2(last.reason.contains(category) && last.reason.contains(u"cap"), qPrintable(last.reason));
}

void TestApLedger::generalHasNoCap()
{
    // D=C=I=0, F=3: total 10, every category cap 1; ten General points are all fine.
    QStringList lines;
    for (int k = 0; k < 5; ++k)
        lines.append(QStringLiteral("TRANSFER-FUNDS to=Alice:1"));
    const ApRound r = runBob(player(QStringLiteral("Bob"), 0, 0, 0, 3, 100), lines);
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(outcomes(bob), QStringLiteral("done:2 done:2 done:2 done:2 done:2"));
    QCOMPARE(bob.spentIn(ApCategory::General), 10);
    QCOMPARE(bob.total, bob.budget.available);
}

// The free point is AP like any other: without it the same spends pass the total.
void TestApLedger::freePointCountsInTotal()
{
    QStringList lines;
    for (int k = 0; k < 6; ++k)
        lines.append(QStringLiteral("NOTEBOARD to=Alice \"hello %1\"").arg(k));
    const ApRound withFree = runBob(player(QStringLiteral("Bob"), 0, 0, 0, 1), lines);
    QCOMPARE(ledgerOf(withFree, QStringLiteral("Bob")).budget.available, 6);
    QCOMPARE(outcomes(ledgerOf(withFree, QStringLiteral("Bob"))), QStringLiteral("done:1 done:1 done:1 done:1 done:1 done:1"));

    const ApRound without = runBob(player(QStringLiteral("Bob"), 0, 0, 0, 0), lines);
    const ApPlayerLedger &bob = ledgerOf(without, QStringLiteral("Bob"));
    QCOMPARE(bob.budget.available, 4);
    QCOMPARE(outcomes(bob), QStringLiteral("done:1 done:1 done:1 done:1 rejected rejected"));
    QVERIFY2(bob.spends[4].reason.contains(u"round total"), qPrintable(bob.spends[4].reason));
}

void TestApLedger::rejectedCostsNothingAndTheRestGoOn()
{
    // C=0: cap 1. MOVE-LEGION (2) is rejected; UPGRADE-LEGION (1) after it still fits.
    const ApRound r = runBob(player(QStringLiteral("Bob"), 1, 0, 1),
                             {QStringLiteral("MOVE-LEGION legion=L1 to=Terra"),
                              QStringLiteral("UPGRADE-LEGION legion=L1"),
                              QStringLiteral("NOTEBOARD to=Alice \"hi\"")});
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(outcomes(bob), QStringLiteral("rejected done:1 done:1"));
    QCOMPARE(bob.spentIn(ApCategory::Combat), 1);
    QCOMPARE(bob.total, 2);
    QCOMPARE(bob.spends[0].line, 3);
    QCOMPARE(bob.spends[0].category, ApCategory::Combat);
}

// docs/rules.md §6: NOTEBOARD (G) and SECRET (D) cost 1 / 2 / 3 for 1 / 2-3 / 4+ recipients.
void TestApLedger::recipientTiers_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("cost");
    const QStringList names = {QStringLiteral("Alice"), QStringLiteral("Carol"), QStringLiteral("Dave"),
                               QStringLiteral("Eve"), QStringLiteral("Frank")};
    const int costs[] = {1, 2, 2, 3, 3};
    for (const char *action : {"NOTEBOARD", "SECRET"})
        for (int n = 1; n <= 5; ++n)
            QTest::addRow("%s %d", action, n) << QString::fromLatin1(action) << names.mid(0, n).join(u',') << costs[n - 1];
}

void TestApLedger::recipientTiers()
{
    QFETCH(QString, action);
    QFETCH(QString, to);
    QFETCH(int, cost);
    const ApRound r = runBob(player(QStringLiteral("Bob"), 3, 1, 1),
                             {QStringLiteral("%1 to=%2 \"The Senate meets at dawn.\"").arg(action, to)});
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(bob.spends.size(), 1);
    QVERIFY2(bob.spends[0].done, qPrintable(bob.spends[0].reason));
    QCOMPARE(bob.spends[0].cost, cost);
    const ApCategory cat = action == u"SECRET" ? ApCategory::Diplomatic : ApCategory::General;
    QCOMPARE(bob.spends[0].category, cat);
    QCOMPARE(bob.spentIn(cat), cost);
    QCOMPARE(r.messages.size(), 1);
    QCOMPARE(r.messages[0].recipients, to.split(u','));
}

void TestApLedger::senderModeratorAndDuplicatesNotCounted()
{
    const ApRound r = runBob(player(QStringLiteral("Bob"), 3, 1, 1),
                             {QStringLiteral("NOTEBOARD to=Bob,Alice \"1\""),              // self: 1 recipient
                              QStringLiteral("NOTEBOARD to=Alice,alice,ALICE \"2\""),      // one player thrice
                              QStringLiteral("NOTEBOARD to=Alice,Moderator \"3\""),        // moderator's copy
                              QStringLiteral("SECRET to=Alice,Carol,Bob,Carol \"4\""),     // 2 distinct
                              QStringLiteral("NOTEBOARD to=Bob \"5\"")});                  // nobody else
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(outcomes(bob), QStringLiteral("done:1 done:1 done:1 done:2 rejected"));
    QCOMPARE(r.messages[0].recipients, QStringList{QStringLiteral("Alice")});
    QCOMPARE(r.messages[1].recipients, QStringList{QStringLiteral("Alice")});
    QCOMPARE(r.messages[3].recipients, (QStringList{QStringLiteral("Alice"), QStringLiteral("Carol")}));
}

void TestApLedger::unknownRecipientRejected()
{
    const ApRound r = runBob(player(QStringLiteral("Bob"), 3, 1, 1),
                             {QStringLiteral("NOTEBOARD to=Alice,Zed \"hi\""), QStringLiteral("SECRET to=Alice \"hi\"")});
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(outcomes(bob), QStringLiteral("rejected done:1"));
    QVERIFY(bob.spends[0].reason.contains(u"Zed"));
    QCOMPARE(r.messages.size(), 1);
}

// RC-EMBARGO: under an embargo each BID and each LIQUIDATE (except stock) costs
// 1 General AP; RECRUIT-LEGION costs none even then.
void TestApLedger::embargoPricing()
{
    const QStringList lines = {QStringLiteral("BID asset=Mine-7 amount=120"),
                               QStringLiteral("BID asset=Mine-8 amount=20"),
                               QStringLiteral("LIQUIDATE asset=Refinery-2"),
                               QStringLiteral("LIQUIDATE asset=Acme kind=stock"),
                               QStringLiteral("RECRUIT-LEGION type=heavy count=2")};
    const ApRound free = runBob(player(QStringLiteral("Bob"), 1, 1, 1, 0, 0, false), lines);
    QCOMPARE(outcomes(ledgerOf(free, QStringLiteral("Bob"))), QStringLiteral("done:0 done:0 done:0 done:0 done:0"));

    const ApRound embargoed = runBob(player(QStringLiteral("Bob"), 1, 1, 1, 0, 0, true), lines);
    const ApPlayerLedger &bob = ledgerOf(embargoed, QStringLiteral("Bob"));
    QCOMPARE(outcomes(bob), QStringLiteral("done:1 done:1 done:1 done:0 done:0"));
    QCOMPARE(bob.spentIn(ApCategory::General), 3);
    QCOMPARE(bob.spends[0].category, ApCategory::General);
}

void TestApLedger::embargoOption()
{
    // The game's options override the ruleset's default key by key (docs/rules.md §7).
    const QJsonObject options{{QStringLiteral("embargoApPerBid"), 2}};
    const ApRound r = runBob(player(QStringLiteral("Bob"), 1, 1, 1, 0, 0, true),
                             {QStringLiteral("BID asset=Mine-7 amount=120"), QStringLiteral("LIQUIDATE asset=X kind=stock")},
                             options);
    QCOMPARE(outcomes(ledgerOf(r, QStringLiteral("Bob"))), QStringLiteral("done:2 done:0"));
}

// RC-EMBARGOLIFE (docs/rules.md §6): a player is embargoed next round if and only
// if a done INITIATE/JOIN/MAINTAIN-EMBARGO of this round names it as target.
// JOIN and MAINTAIN need the target embargoed this round; INITIATE needs it not.
void TestApLedger::embargoLifetime_data()
{
    QTest::addColumn<bool>("aliceNow");
    QTest::addColumn<QString>("spend");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<bool>("aliceNext");
    QTest::newRow("no embargo spend: an embargo lapses") << true << QString() << QString() << false;
    QTest::newRow("no embargo stays none") << false << QString() << QString() << false;
    QTest::newRow("initiate") << false << QStringLiteral("INITIATE-EMBARGO target=Alice") << QStringLiteral("done:4") << true;
    QTest::newRow("initiate an embargoed player") << true << QStringLiteral("INITIATE-EMBARGO target=Alice")
                                                  << QStringLiteral("rejected") << false;
    QTest::newRow("join") << true << QStringLiteral("JOIN-EMBARGO target=Alice") << QStringLiteral("done:3") << true;
    QTest::newRow("join with no embargo") << false << QStringLiteral("JOIN-EMBARGO target=Alice")
                                          << QStringLiteral("rejected") << false;
    QTest::newRow("maintain") << true << QStringLiteral("MAINTAIN-EMBARGO target=Alice") << QStringLiteral("done:2") << true;
    QTest::newRow("maintain with no embargo") << false << QStringLiteral("MAINTAIN-EMBARGO target=Alice")
                                              << QStringLiteral("rejected") << false;
}

void TestApLedger::embargoLifetime()
{
    QFETCH(bool, aliceNow);
    QFETCH(QString, spend);
    QFETCH(QString, outcome);
    QFETCH(bool, aliceNext);
    ApState s = state(player(QStringLiteral("Bob"), 3, 1, 1));
    s.players[s.playerIndex(QStringLiteral("Alice"))].embargoed = aliceNow;
    s.players[s.playerIndex(QStringLiteral("Carol"))].embargoed = true; // lapses: nobody renews it
    const QList<ApSpend> spends = spend.isEmpty() ? QList<ApSpend>() : bobSpends({spend});
    const ApRound r = run(s, spends);
    QCOMPARE(outcomes(ledgerOf(r, QStringLiteral("Bob"))), outcome);
    const ApPlayer &alice = r.next.players[r.next.playerIndex(QStringLiteral("Alice"))];
    QCOMPARE(alice.embargoed, aliceNext);
    QCOMPARE(r.next.players[r.next.playerIndex(QStringLiteral("Carol"))].embargoed, false);
    QCOMPARE(r.next.players[r.next.playerIndex(QStringLiteral("Bob"))].embargoed, false);
    if (outcome == u"rejected") {
        const QString reason = ledgerOf(r, QStringLiteral("Bob")).spends[0].reason;
        QVERIFY2(reason.contains(aliceNow ? u"already embargoed" : u"no embargo to join"), qPrintable(reason));
    }
}

// The target is a known player other than the spender; an embargo spend
// rejected for its cap renews nothing.
void TestApLedger::embargoTargets()
{
    ApState s = state(player(QStringLiteral("Bob"), 1, 1, 1)); // diplomatic cap 3
    s.players[s.playerIndex(QStringLiteral("Dave"))].embargoed = true;
    const ApRound r = run(s, bobSpends({QStringLiteral("INITIATE-EMBARGO target=Zed"),
                                        QStringLiteral("INITIATE-EMBARGO target=Bob"),
                                        QStringLiteral("INITIATE-EMBARGO"),
                                        QStringLiteral("INITIATE-EMBARGO target=Alice"),
                                        QStringLiteral("MAINTAIN-EMBARGO target=Dave")}));
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(outcomes(bob), QStringLiteral("rejected rejected rejected rejected done:2"));
    QVERIFY2(bob.spends[0].reason.contains(u"Zed"), qPrintable(bob.spends[0].reason));
    QVERIFY2(bob.spends[1].reason.contains(u"themselves"), qPrintable(bob.spends[1].reason));
    QVERIFY2(bob.spends[2].reason.contains(u"target="), qPrintable(bob.spends[2].reason));
    QVERIFY2(bob.spends[3].reason.contains(u"diplomatic cap"), qPrintable(bob.spends[3].reason));
    QCOMPARE(r.next.players[r.next.playerIndex(QStringLiteral("Alice"))].embargoed, false);
    QCOMPARE(r.next.players[r.next.playerIndex(QStringLiteral("Dave"))].embargoed, true);
}

void TestApLedger::transferFundsOverMoneyRefused()
{
    const ApRound r = runBob(player(QStringLiteral("Bob"), 1, 1, 1, 0, 250),
                             {QStringLiteral("TRANSFER-FUNDS to=Alice:100,Carol:200"),
                              QStringLiteral("TRANSFER-FUNDS to=Alice:100,Carol:150")});
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(outcomes(bob), QStringLiteral("rejected done:2"));
    QVERIFY2(bob.spends[0].reason.contains(u"money"), qPrintable(bob.spends[0].reason));
    QCOMPARE(moneyOf(r.next, QStringLiteral("Bob")), 0);
    QCOMPARE(moneyOf(r.next, QStringLiteral("Alice")), 100);
    QCOMPARE(moneyOf(r.next, QStringLiteral("Carol")), 150);
}

// "money already spent earlier in the same file counts" (docs/rules.md §6).
void TestApLedger::moneySpentEarlierCounts()
{
    const ApRound r = runBob(player(QStringLiteral("Bob"), 1, 1, 1, 2, 900),
                             {QStringLiteral("TRANSFER-FUNDS to=Alice:400"),
                              QStringLiteral("OPEN-ACCOUNT"),
                              QStringLiteral("TRANSFER-FUNDS to=Carol:201"),
                              QStringLiteral("TRANSFER-FUNDS to=Carol:200")});
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(outcomes(bob), QStringLiteral("done:2 done:0 rejected done:2"));
    QVERIFY2(bob.spends[2].reason.contains(u"200") && bob.spends[2].reason.contains(u"201"),
             qPrintable(bob.spends[2].reason));
    QCOMPARE(moneyOf(r.next, QStringLiteral("Bob")), 0);
}

// docs/formats.md "Ranges": amounts 0-10^15; 2^63-1 twice would overflow 64 bits.
void TestApLedger::amountsOutOfRangeRejected()
{
    const ApRound r = runBob(player(QStringLiteral("Bob"), 1, 1, 1, 0, 900),
                             {QStringLiteral("TRANSFER-FUNDS to=Alice:9223372036854775807,Carol:9223372036854775807"),
                              QStringLiteral("TRANSFER money=1000000000000001 to=Alice"),
                              QStringLiteral("BID asset=Mine-7 amount=99999999999999999999"),
                              QStringLiteral("TRANSFER-FUNDS to=#42:1,Alice:+5")});
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(outcomes(bob), QStringLiteral("rejected rejected rejected rejected"));
    QCOMPARE(bob.spends[0].reason, QStringLiteral("the amount for Alice must be a whole number from 1 to "
                                                  "1,000,000,000,000,000, not \"9223372036854775807\""));
    QCOMPARE(bob.spends[1].reason, QStringLiteral("money= must be a whole number from 1 to 1,000,000,000,000,000, "
                                                  "not \"1000000000000001\""));
    QVERIFY2(bob.spends[2].reason.startsWith(u"amount= must be a whole number from 1 to 1,000,000,000,000,000"),
             qPrintable(bob.spends[2].reason));
    QVERIFY2(bob.spends[3].reason.contains(u"\"+5\""), qPrintable(bob.spends[3].reason));
    QCOMPARE(bob.spends[0].file, QStringLiteral("test.ap"));
    QCOMPARE(bob.spends[0].line, 3);
    // Nobody ends richer, nothing moved.
    QCOMPARE(r.next.players, state(player(QStringLiteral("Bob"), 1, 1, 1, 0, 900)).players);
    QCOMPARE(r.next.accounts, state(player(QStringLiteral("Bob"), 1, 1, 1, 0, 900)).accounts);
}

void TestApLedger::amountsAddingUpPastTheRangeRejected()
{
    // Each amount is in range; together they pass 10^15, whatever the sender has.
    const ApRound r = runBob(player(QStringLiteral("Bob"), 1, 1, 1, 0, 1'000'000'000'000'000),
                             {QStringLiteral("TRANSFER-FUNDS to=Alice:600000000000000,Carol:600000000000000"),
                              QStringLiteral("TRANSFER-FUNDS to=Alice:600000000000000,Carol:400000000000000")});
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(outcomes(bob), QStringLiteral("rejected done:2"));
    QCOMPARE(bob.spends[0].reason,
             QStringLiteral("the amounts add up to more than 1,000,000,000,000,000, the most money a game holds"));
    QCOMPARE(moneyOf(r.next, QStringLiteral("Bob")), 0);
    QCOMPARE(moneyOf(r.next, QStringLiteral("Alice")), 600'000'000'000'000);
}

void TestApLedger::receiverHoldingTooMuchRejected()
{
    // Alice already holds the most a game holds; an account nearly so, named twice (#42 and #042).
    ApState s = state(player(QStringLiteral("Bob"), 1, 1, 1, 0, 100));
    s.players[s.playerIndex(QStringLiteral("Alice"))].money = 1'000'000'000'000'000;
    s.accounts[0].balance = 999'999'999'999'999;
    const ApRound r = run(s, bobSpends({QStringLiteral("TRANSFER-FUNDS to=Alice:1"),
                                        QStringLiteral("TRANSFER-FUNDS to=#42:1,#042:1"),
                                        QStringLiteral("TRANSFER-FUNDS to=#42:1,Carol:1")}));
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(outcomes(bob), QStringLiteral("rejected rejected done:2"));
    QCOMPARE(bob.spends[0].reason, QStringLiteral("Alice would hold more than 1,000,000,000,000,000, the most money a game holds"));
    QCOMPARE(bob.spends[1].reason, QStringLiteral("account #42 would hold more than 1,000,000,000,000,000, the most money a game holds"));
    QCOMPARE(moneyOf(r.next, QStringLiteral("Alice")), 1'000'000'000'000'000);
    QCOMPARE(r.next.accounts[0].balance, 1'000'000'000'000'000);
    QCOMPARE(moneyOf(r.next, QStringLiteral("Bob")), 98);
}

void TestApLedger::transferFundsToAccount()
{
    const ApRound r = runBob(player(QStringLiteral("Bob"), 1, 1, 1, 0, 900),
                             {QStringLiteral("TRANSFER-FUNDS to=#42:50"), QStringLiteral("TRANSFER-FUNDS to=#42:25,Alice:5")});
    QCOMPARE(outcomes(ledgerOf(r, QStringLiteral("Bob"))), QStringLiteral("done:2 done:2"));
    QCOMPARE(r.next.accounts.size(), 1);
    QCOMPARE(r.next.accounts[0].number, 42);
    QCOMPARE(r.next.accounts[0].owner, QStringLiteral("Carol"));
    QCOMPARE(r.next.accounts[0].balance, 75);
    QCOMPARE(moneyOf(r.next, QStringLiteral("Bob")), 820);
    QCOMPARE(moneyOf(r.next, QStringLiteral("Carol")), 0); // an account is not its owner's purse
    QCOMPARE(r.next.round, 5);
}

void TestApLedger::transferFundsUnknownTargets()
{
    const ApRound r = runBob(player(QStringLiteral("Bob"), 1, 1, 1, 0, 900),
                             {QStringLiteral("TRANSFER-FUNDS to=#77:50"),
                              QStringLiteral("TRANSFER-FUNDS to=Alice:50,Zed:50"),
                              QStringLiteral("TRANSFER-FUNDS to=Alice"),
                              QStringLiteral("TRANSFER-FUNDS to=Alice:-5")});
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(outcomes(bob), QStringLiteral("rejected rejected rejected rejected"));
    QVERIFY(bob.spends[0].reason.contains(u"#77"));
    QVERIFY(bob.spends[1].reason.contains(u"Zed"));
    QCOMPARE(bob.total, 0);
    QCOMPARE(r.next.players, state(player(QStringLiteral("Bob"), 1, 1, 1, 0, 900)).players); // nothing moved
}

// TRANSFER: any number of items to one player; never to an account (docs/rules.md §6).
void TestApLedger::transferRules()
{
    const ApRound r = runBob(player(QStringLiteral("Bob"), 1, 1, 1, 0, 900),
                             {QStringLiteral("TRANSFER to=Alice items=Mine-7,Legion-L3,Freighter-9"),
                              QStringLiteral("TRANSFER to=Alice,Carol items=Mine-8"),
                              QStringLiteral("TRANSFER to=#42 money=50"),
                              QStringLiteral("TRANSFER to=Carol item=Planet-Io money=100"),
                              QStringLiteral("TRANSFER to=Carol")});
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(outcomes(bob), QStringLiteral("done:1 rejected rejected done:1 rejected"));
    QCOMPARE(bob.spends[0].category, ApCategory::General);
    QCOMPARE(moneyOf(r.next, QStringLiteral("Carol")), 100);
    QCOMPARE(moneyOf(r.next, QStringLiteral("Bob")), 800);
}

void TestApLedger::transferRefusesAttributesAndMore_data()
{
    QTest::addColumn<QString>("line");
    QTest::newRow("attribute") << QStringLiteral("TRANSFER to=Alice items=Combat");
    QTest::newRow("attribute among items") << QStringLiteral("TRANSFER to=Alice items=Mine-7,Diplomacy");
    QTest::newRow("free point") << QStringLiteral("TRANSFER to=Alice items=\"free point\"");
    QTest::newRow("homeworld") << QStringLiteral("TRANSFER to=Alice items=homeworld:Terra");
    QTest::newRow("base votes") << QStringLiteral("TRANSFER to=Alice items=\"Base Votes\"");
    QTest::newRow("AP") << QStringLiteral("TRANSFER to=Alice items=\"3 AP\"");
    QTest::newRow("VP") << QStringLiteral("TRANSFER to=Alice items=VP");
    QTest::newRow("vp key") << QStringLiteral("TRANSFER to=Alice vp=2");
}

void TestApLedger::transferRefusesAttributesAndMore()
{
    QFETCH(QString, line);
    const ApRound r = runBob(player(QStringLiteral("Bob"), 1, 1, 1, 0, 900), {line});
    const ApSpendResult &s = ledgerOf(r, QStringLiteral("Bob")).spends[0];
    QVERIFY2(!s.done, qPrintable(line));
    QVERIFY2(s.reason.contains(u"cannot be transferred"), qPrintable(s.reason));
    QCOMPARE(s.cost, 0);
}

// A numbered account gets a random unused two-digit number, drawn from the
// game's seed: the same input gives the same number.
void TestApLedger::openAccountDeterministicAndUnused()
{
    ApState s = state(player(QStringLiteral("Bob"), 1, 1, 1, 0, 3000));
    QSet<int> used{42};
    for (int n = 10; n <= 99; n += 3) {
        s.accounts.append({n, QStringLiteral("Alice"), 0});
        used.insert(n);
    }
    const QList<ApSpend> spends = bobSpends({QStringLiteral("OPEN-ACCOUNT"), QStringLiteral("OPEN-ACCOUNT"),
                                             QStringLiteral("OPEN-ACCOUNT")});
    for (qint64 seed : {1LL, 2LL, 99LL, 123456789LL, -5LL}) {
        const ApRound r = run(s, spends, {}, seed);
        QCOMPARE(r.opened.size(), 3);
        QSet<int> numbers;
        for (const ApAccount &a : r.opened) {
            QVERIFY(a.number >= 10 && a.number <= 99);
            QVERIFY2(!used.contains(a.number), qPrintable(QString::number(a.number)));
            QCOMPARE(a.owner, QStringLiteral("Bob"));
            QCOMPARE(a.balance, 0);
            numbers.insert(a.number);
        }
        QCOMPARE(numbers.size(), 3); // nor used by each other
        QCOMPARE(r.next.accounts.size(), s.accounts.size() + 3);
        QCOMPARE(moneyOf(r.next, QStringLiteral("Bob")), 3000 - 3 * 300);
        const ApRound again = run(s, spends, {}, seed);
        QCOMPARE(again.opened, r.opened);
    }
    // When one number is left, that is the one.
    ApState full = state(player(QStringLiteral("Bob"), 1, 1, 1, 0, 300));
    full.accounts.clear();
    for (int n = 10; n <= 99; ++n)
        if (n != 64)
            full.accounts.append({n, QStringLiteral("Alice"), 0});
    const ApRound last = run(full, bobSpends({QStringLiteral("OPEN-ACCOUNT")}));
    QCOMPARE(last.opened.size(), 1);
    QCOMPARE(last.opened[0].number, 64);
}

void TestApLedger::openAccountNeedsMoneyAndAFreeNumber()
{
    const ApRound poor = runBob(player(QStringLiteral("Bob"), 1, 1, 1, 0, 299), {QStringLiteral("OPEN-ACCOUNT")});
    QCOMPARE(outcomes(ledgerOf(poor, QStringLiteral("Bob"))), QStringLiteral("rejected"));
    QVERIFY(poor.opened.isEmpty());
    QCOMPARE(moneyOf(poor.next, QStringLiteral("Bob")), 299);

    ApState full = state(player(QStringLiteral("Bob"), 1, 1, 1, 0, 300));
    full.accounts.clear();
    for (int n = 10; n <= 99; ++n)
        full.accounts.append({n, QStringLiteral("Alice"), 0});
    const ApRound none = run(full, bobSpends({QStringLiteral("OPEN-ACCOUNT")}));
    QCOMPARE(outcomes(ledgerOf(none, QStringLiteral("Bob"))), QStringLiteral("rejected"));
}

// Every noteboard goes to its recipients; SECRET and COURT-GOSSIP are
// anonymous; court gossip goes to every player, its sender too (docs/rules.md §6).
void TestApLedger::messages()
{
    const ApRound r = runBob(player(QStringLiteral("Bob"), 3, 1, 1),
                             {QStringLiteral("NOTEBOARD to=Alice,Carol \"Shall we talk about Terra?\""),
                              QStringLiteral("SECRET to=Dave \"Watch your back.\""),
                              QStringLiteral("COURT-GOSSIP \"The Governor pays in counterfeit credits.\""),
                              QStringLiteral("COURT-GOSSIP to=Alice \"not allowed\""),
                              QStringLiteral("NOTEBOARD to=Alice")});
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(outcomes(bob), QStringLiteral("done:2 done:1 done:2 rejected rejected"));
    QCOMPARE(bob.spends[2].category, ApCategory::Diplomatic);
    QCOMPARE(r.messages.size(), 3);
    QCOMPARE(r.messages[0].kind, ApMessage::Noteboard);
    QVERIFY(!r.messages[0].anonymous());
    QCOMPARE(r.messages[0].text, QStringLiteral("Shall we talk about Terra?"));
    QCOMPARE(r.messages[1].kind, ApMessage::Secret);
    QVERIFY(r.messages[1].anonymous());
    QCOMPARE(r.messages[2].kind, ApMessage::CourtGossip);
    QVERIFY(r.messages[2].anonymous());
    QCOMPARE(r.messages[2].recipients, (QStringList{QStringLiteral("Bob"), QStringLiteral("Alice"), QStringLiteral("Carol"), QStringLiteral("Dave"),
                                                   QStringLiteral("Eve"), QStringLiteral("Frank")}));
    for (int k = 0; k < r.messages.size(); ++k) {
        QCOMPARE(r.messages[k].sender, QStringLiteral("Bob"));
        QCOMPARE(r.messages[k].number, k + 1);
    }
}

void TestApLedger::unknownActionAndBadLines()
{
    const ApRound r = runBob(player(QStringLiteral("Bob"), 3, 1, 1),
                             {QStringLiteral("FLY-TO-MOON legion=L1"),
                              QStringLiteral("NOTEBOARD to=Alice \"no end"),
                              QStringLiteral("BID asset=Mine-7 oops"),
                              QStringLiteral("BID asset=Mine-7"),
                              QStringLiteral("BID asset=Mine-7 amount=lots"),
                              QStringLiteral("move-legion legion=L1 to=Terra")});
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(outcomes(bob), QStringLiteral("rejected rejected rejected rejected rejected done:2"));
    QVERIFY(bob.spends[0].reason.contains(u"unknown action"));
    QVERIFY(!bob.spends[0].category.has_value());
    QCOMPARE(bob.spends[0].action, QStringLiteral("FLY-TO-MOON"));
    QCOMPARE(bob.spends[3].reason, QStringLiteral("BID needs amount="));
    QCOMPARE(bob.spends[5].action, QStringLiteral("MOVE-LEGION"));
    for (int k = 0; k < 5; ++k)
        QVERIFY2(!bob.spends[k].reason.isEmpty(), qPrintable(QString::number(k)));
}

void TestApLedger::unknownPlayer()
{
    Problems errors;
    const ApSpendsFile f = parseApSpends(QStringLiteral("ROUND 4\nUPGRADE-LEGION legion=L1\nPLAYER Zed\nUPGRADE-LEGION legion=L1\n"
                                                        "PLAYER bob\nUPGRADE-LEGION legion=L1\n"),
                                         QStringLiteral("t.ap"), errors);
    QVERIFY(errors.isEmpty());
    const ApRound r = run(state(player(QStringLiteral("Bob"), 1, 1, 1)), f.spends);
    QCOMPARE(r.unattributed.size(), 2);
    QCOMPARE(r.unattributed[0].line, 2);
    QVERIFY(!r.unattributed[1].done);
    QVERIFY(r.unattributed[1].reason.contains(u"Zed"));
    // Player names match whatever their case.
    QCOMPARE(outcomes(ledgerOf(r, QStringLiteral("Bob"))), QStringLiteral("done:1"));
}

void TestApLedger::spendsFileInputErrors()
{
    struct Case { const char *text; int line; };
    const Case cases[] = {
        {"PLAYER Bob\nUPGRADE-LEGION legion=L1\n", 1},          // no ROUND
        {"ROUND four\n", 1},
        {"ROUND 4\nPLAYER Bob\nROUND 4\n", 3},
        {"# comment\n\nROUND 4\nROUND 5\n", 4},
    };
    for (const Case &c : cases) {
        Problems errors;
        parseApSpends(QString::fromUtf8(c.text), QStringLiteral("t.ap"), errors);
        QVERIFY2(!errors.isEmpty(), c.text);
        QCOMPARE(errors.first().line, c.line);
        QCOMPARE(errors.first().file, QStringLiteral("t.ap"));
    }
    Problems errors;
    const ApSpendsFile ok = parseApSpends(QStringLiteral("# AP\n\nROUND 7\r\nPLAYER Bob\r\n"), QStringLiteral("t.ap"), errors);
    QVERIFY(errors.isEmpty());
    QCOMPARE(ok.round, 7);
    QCOMPARE(ok.roundLine, 3);
}

void TestApLedger::roundOutOfRange()
{
    for (const char *text : {"ROUND 4294967297\n", "ROUND 0\n", "ROUND +4\n", "ROUND 100001\n"}) {
        Problems errors;
        parseApSpends(QString::fromUtf8(text), QStringLiteral("t.ap"), errors);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors.first().toString().left(65),
                 QStringLiteral("t.ap:1: the ROUND number must be a whole number from 1 to 100,000"));
    }
    Problems errors;
    QCOMPARE(parseApSpends(QStringLiteral("ROUND 100000\n"), QStringLiteral("t.ap"), errors).round, 100000);
    QVERIFY(errors.isEmpty());
}

void TestApLedger::spendsFileNotUtf8()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.ap"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("ROUND 4\nPLAYER Bob\nNOTEBOARD to=Alice \"caf\xe9\"\n");
    f.close();
    Problems errors;
    readApSpendsFile(path, errors);
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors[0].line, 3);
    QVERIFY(errors[0].message.contains(u"UTF-8"));

    Problems missing;
    readApSpendsFile(dir.filePath(QStringLiteral("none.ap")), missing);
    QCOMPARE(missing.size(), 1);
}

// Strict reading of the ap object: each problem names its JSON path.
void TestApLedger::apObjectValidation()
{
    const QJsonObject ap = QJsonDocument::fromJson(R"({
        "players": [
            {"name": "Bob", "diplomacy": 2, "combat": "3", "intrigue": 2, "money": -1},
            {"name": "bob", "diplomacy": 1, "combat": 1, "intrigue": 1.5, "embargoed": "yes", "colour": "red"},
            {"diplomacy": 1, "combat": 1}
        ],
        "accounts": [{"number": 42, "owner": "Zed"}, {"number": 42, "owner": "Bob"}]
    })").object();
    Problems problems;
    readApState(ap, problems);
    QStringList errors, warnings;
    for (const Problem &p : problems)
        (p.severity == Problem::Error ? errors : warnings).append(p.field);
    for (const char *field : {"ap.round", "ap.players[0].combat", "ap.players[0].money", "ap.players[1].name",
                              "ap.players[1].intrigue", "ap.players[1].embargoed", "ap.players[2].name",
                              "ap.accounts[0].owner", "ap.accounts[1].number"})
        QVERIFY2(errors.contains(QLatin1String(field)), field);
    QVERIFY2(!errors.contains(QStringLiteral("ap.players[2].intrigue")), "a missing attribute is 0"); // like free and money
    QCOMPARE(warnings, QStringList{QStringLiteral("ap.players[1].colour")});

    Problems clean;
    const ApState s = readApState(QJsonDocument::fromJson(R"({"round": 4, "players": [
        {"name": "Bob", "diplomacy": 2, "combat": 3, "intrigue": 2, "free": 1, "money": 900, "embargoed": true}],
        "accounts": [{"number": 42, "owner": "Bob", "balance": 10}]})").object(), clean);
    QVERIFY(clean.isEmpty());
    QCOMPARE(s.round, 4);
    QCOMPARE(s.players[0], player(QStringLiteral("Bob"), 2, 3, 2, 1, 900, true));
    QCOMPARE(s.accounts[0], (ApAccount{42, QStringLiteral("Bob"), 10}));
}

void TestApLedger::apObjectRanges()
{
    // docs/formats.md "Ranges": AP attributes 0-1,000, money 0-10^15.
    const QJsonObject ap = QJsonDocument::fromJson(R"({"round": 4294967297, "players": [
        {"name": "Bob", "diplomacy": 1001, "combat": 2147483648, "intrigue": 2, "free": 1000, "money": 1000000000000001},
        {"name": "Ann", "diplomacy": 1, "combat": 1, "intrigue": 1, "money": 9223372036854775807}],
        "accounts": [{"number": 2147483648, "owner": "Bob", "balance": -1},
                     {"number": 43, "owner": "Ann", "balance": 1000000000000000}]})").object();
    Problems problems;
    readApState(ap, problems);
    QHash<QString, QString> messages;
    for (const Problem &p : problems)
        messages.insert(p.field, p.message);
    QCOMPARE(messages.value(QStringLiteral("ap.round")),
             QStringLiteral("must be a whole number from 1 to 100,000, not 4294967297"));
    QCOMPARE(messages.value(QStringLiteral("ap.players[0].diplomacy")),
             QStringLiteral("must be a whole number from 0 to 1,000, not 1001"));
    QCOMPARE(messages.value(QStringLiteral("ap.players[0].combat")),
             QStringLiteral("must be a whole number from 0 to 1,000, not 2147483648"));
    QCOMPARE(messages.value(QStringLiteral("ap.players[0].money")),
             QStringLiteral("must be a whole number from 0 to 1,000,000,000,000,000, not 1000000000000001"));
    QVERIFY(messages.value(QStringLiteral("ap.players[1].money")).startsWith(u"must be a whole number from 0 to 1,000,000,000,000,000, not 9"));
    QVERIFY(messages.value(QStringLiteral("ap.accounts[0].number")).contains(u"not 2147483648"));
    QCOMPARE(messages.value(QStringLiteral("ap.accounts[0].balance")),
             QStringLiteral("must be a whole number from 0 to 1,000,000,000,000,000, not -1"));
    // The upper bounds themselves are fine.
    for (const char *fine : {"ap.players[0].free", "ap.accounts[1].balance", "ap.accounts[1].number"})
        QVERIFY2(!messages.contains(QLatin1String(fine)), fine);
    QCOMPARE(messages.size(), 7);
}

void TestApLedger::writeApStateKeepsOtherFields()
{
    const QJsonObject raw = QJsonDocument::fromJson(R"({"round": 4, "note": "kept", "players": [
        {"name": "Bob", "diplomacy": 2, "combat": 3, "intrigue": 2, "money": 900, "email": "bob@example.org"},
        {"name": "Alice", "diplomacy": 1, "combat": 1, "intrigue": 1, "money": 0}]})").object();
    Problems problems;
    const ApState s = readApState(raw, problems);
    const ApRound r = run(s, bobSpends({QStringLiteral("TRANSFER-FUNDS to=Alice:100"), QStringLiteral("OPEN-ACCOUNT")}));
    const QJsonObject next = writeApState(r.next, raw);
    QCOMPARE(next.value(u"round").toInt(), 5);
    QCOMPARE(next.value(u"note").toString(), QStringLiteral("kept"));
    const QJsonArray players = next.value(u"players").toArray();
    QCOMPARE(players[0].toObject().value(u"money").toInt(), 500);
    QCOMPARE(players[0].toObject().value(u"email").toString(), QStringLiteral("bob@example.org"));
    QCOMPARE(players[1].toObject().value(u"money").toInt(), 100);
    const QJsonArray accounts = next.value(u"accounts").toArray();
    QCOMPARE(accounts.size(), 1);
    QCOMPARE(accounts[0].toObject().value(u"owner").toString(), QStringLiteral("Bob"));
    // What was written reads back as the same state.
    Problems again;
    QCOMPARE(readApState(next, again), r.next);
    QVERIFY(!hasErrors(again));
}

// docs/formats.md "Command line": the --json example (available 20, total 9, caps
// 7/5/5, spent 2/1/0/6) from the docs/formats.md spends file.
void TestApLedger::formatsExample()
{
    const GameRead read = readGameFile(QStringLiteral(ADJ_DATA_DIR "/ap/example.json"));
    QVERIFY(read.game);
    Problems problems, inputErrors;
    const ApState s = readApState(read.game->ap, problems);
    QVERIFY(problems.isEmpty());
    const ApSpendsFile f = readApSpendsFile(QStringLiteral(ADJ_DATA_DIR "/ap/example.ap"), inputErrors);
    QVERIFY(inputErrors.isEmpty());
    QCOMPARE(f.round, 4);
    const ApRound r = run(s, f.spends, read.game->options, read.game->seed);
    const ApPlayerLedger &bob = ledgerOf(r, QStringLiteral("Bob"));
    QCOMPARE(bob.budget.available, 20);
    QCOMPARE(bob.total, 9);
    QCOMPARE(bob.budget.cap(ApCategory::Combat), 7);
    QCOMPARE(bob.budget.cap(ApCategory::Diplomatic), 5);
    QCOMPARE(bob.budget.cap(ApCategory::Intrigue), 5);
    QCOMPARE(bob.spentIn(ApCategory::Combat), 2);
    QCOMPARE(bob.spentIn(ApCategory::Diplomatic), 1);
    QCOMPARE(bob.spentIn(ApCategory::Intrigue), 0);
    QCOMPARE(bob.spentIn(ApCategory::General), 6);
    QCOMPARE(bob.spends.size(), 6);
    QCOMPARE(bob.spends[0].line, 3);
    QCOMPARE(bob.spends[0].action, QStringLiteral("NOTEBOARD"));
    QCOMPARE(bob.spends[0].cost, 2);
    QCOMPARE(bob.spends[1].action, QStringLiteral("SECRET"));
    QCOMPARE(bob.spends[1].cost, 1);
    QCOMPARE(bob.spends[2].action, QStringLiteral("MOVE-LEGION"));
    QCOMPARE(bob.spends[2].cost, 2);
    QCOMPARE(outcomes(bob), QStringLiteral("done:2 done:1 done:2 done:0 done:2 done:2"));
    QCOMPARE(moneyOf(r.next, QStringLiteral("Bob")), 900 - 300 - 50);
    QCOMPARE(r.next.accounts[r.next.accountIndex(42)].balance, 50);
}

// A whole round of the sample forum game, worked by hand from docs/rules.md §6
// (see the comments for each player's sums).
void TestApLedger::forumRound4()
{
    const GameRead read = readGameFile(QStringLiteral(ADJ_GAMES_DIR "/forum.json"));
    QVERIFY(read.game);
    Problems problems, inputErrors;
    const ApState s = readApState(read.game->ap, problems);
    QVERIFY(!hasErrors(problems));
    const ApSpendsFile f = readApSpendsFile(QStringLiteral(ADJ_GAMES_DIR "/forum-round4.ap"), inputErrors);
    QVERIFY(inputErrors.isEmpty());
    const ApRound r = run(s, f.spends, read.game->options, read.game->seed);
    QVERIFY(r.unattributed.isEmpty());

    struct Expected {
        const char *name;
        int available, combat, diplomatic, intrigue, general;
        QList<int> rejectedLines;
        qint64 money;
    };
    const Expected expected[] = {
        // D3 C1 I2 F1: 18 AP, caps C3 D7 I5. NB 1 G; SECRET to 4: 3 D; gossip 2 D; INITIATE-EMBARGO 4
        // would make D 9 > 7; legion 2 + upgrade 1 fill C 3, MOVE-HERO over it; funds 2 G.
        // Money 1200 - 300 + 100 from Bob.
        {"Alice", 18, 3, 5, 0, 3, {14, 17}, 1000},
        // The docs/formats.md example: 900 - 300 - 50 + 100 from Alice.
        {"Bob", 20, 2, 1, 0, 6, {}, 650},
        // D1 C2 I4 F0 embargoed: 18 AP, caps C5 D3 I9. Intel 2 + monitor 2 + assassinate 2 = 6 I;
        // BID 1 and LIQUIDATE 1 (embargo), stock 0; account 300 leaves 200 of 500, funds of 600
        // refused; NB to 4: 3 G. Money 500 - 300 + 200 from Bob.
        {"Carol", 18, 0, 0, 6, 5, {28}, 400},
        // D2 C4 I1 F0: 18 AP, caps C9 D5 I3. Recruit 0; four legions 8 C, the fifth over 9;
        // conceal 1 + hide 2 = 3 I, intel over; bribe 2 + join 3 = 5 D; transfer 1 G.
        // Money 300 + 150 from Alice.
        {"Dave", 18, 8, 5, 3, 1, {37, 40}, 450},
        // D4 C1 I1 F2: 20 AP, caps C3 D9 I3. Maintain 2 + secret to 2: 2 + gossip 2 + bribe 2 = 8 D;
        // intel 2 I, assassinate 4 over 3; NBs 3 + 1 + 2, funds 2, account 0, bid 0, transfer 1 = 9 G;
        // hero 1 C: 8 + 2 + 9 + 1 = 20, so the last SECRET (1 D, within its cap) passes the total.
        // Money 1500 - 200 - 300 + 50 from Alice.
        {"Eve", 20, 1, 8, 2, 9, {51, 60}, 1050},
    };
    QCOMPARE(r.players.size(), 5);
    for (int k = 0; k < 5; ++k) {
        const Expected &e = expected[k];
        const ApPlayerLedger &l = r.players[k];
        QCOMPARE(l.name, QString::fromLatin1(e.name));
        QCOMPARE(l.budget.available, e.available);
        QCOMPARE(l.spentIn(ApCategory::Combat), e.combat);
        QCOMPARE(l.spentIn(ApCategory::Diplomatic), e.diplomatic);
        QCOMPARE(l.spentIn(ApCategory::Intrigue), e.intrigue);
        QCOMPARE(l.spentIn(ApCategory::General), e.general);
        QCOMPARE(l.total, e.combat + e.diplomatic + e.intrigue + e.general);
        QList<int> rejected;
        for (const ApSpendResult &sp : l.spends)
            if (!sp.done)
                rejected.append(sp.line);
        QCOMPARE(rejected, e.rejectedLines);
        QCOMPARE(moneyOf(r.next, l.name), e.money);
    }
    QVERIFY(ledgerOf(r, QStringLiteral("Eve")).spends.last().reason.contains(u"round total"));
    QVERIFY(ledgerOf(r, QStringLiteral("Carol")).spends[7].reason.contains(u"money"));
    // #42 gets 50 from Bob and 200 from Eve; Carol and Eve each open one.
    QCOMPARE(r.next.accounts[r.next.accountIndex(42)].balance, 250);
    QCOMPARE(r.next.accounts[r.next.accountIndex(17)].balance, 250);
    QCOMPARE(r.opened.size(), 2);
    QCOMPARE(r.opened[0].owner, QStringLiteral("Carol"));
    QCOMPARE(r.opened[1].owner, QStringLiteral("Eve"));
    QVERIFY(r.opened[0].number != 42 && r.opened[0].number != 17 && r.opened[1].number != r.opened[0].number);
    // Eleven messages: Bob 2, Alice 3, Carol 1, Eve 5 (her last SECRET was rejected).
    QCOMPARE(r.messages.size(), 11);
    QCOMPARE(r.next.round, 5);
    // RC-EMBARGOLIFE: Alice's INITIATE against Dave was over her diplomatic cap
    // (line 14), so only Carol, on whom Dave joins and Eve maintains the
    // embargo, is embargoed in round 5.
    QStringList embargoed;
    for (const ApPlayer &p : r.next.players)
        if (p.embargoed)
            embargoed.append(p.name);
    QCOMPARE(embargoed, QStringList{QStringLiteral("Carol")});
    QVERIFY(apLedgerText(r).contains(QStringLiteral("\nEmbargoed in round 5: Carol\n")));
}

QTEST_GUILESS_MAIN(TestApLedger)
#include "tst_apledger.moc"
