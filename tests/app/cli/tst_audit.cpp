// adjutant-cli audit (docs/formats.md): a ruling revisited over a game file's
// history. The game of tests/cases/audit/loss-rounding is played for three
// turns under one loss rounding and audited from turn 2 under the other; its
// audit-expected.json holds the numbers worked by hand. An audit under the reading
// played gives no difference over every turn, of that game and of the
// sample's three turns; the moderator's edits between turns are kept.
#include "TestSupport.h"
#include "support/MailCase.h"

#include "store/GameStore.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace adj;
using namespace adj::test;

namespace {

const QString CaseDir = QStringLiteral(ADJ_CASES_DIR "/audit/loss-rounding/");
// The audit options of an expected file's "message": {"accept": FILE},
// {"refuse": FILE} or {"assign": FILE, "nation": CODE}.
QStringList messageOptions(const QJsonObject &message)
{
    for (const QString &kind : {QStringLiteral("accept"), QStringLiteral("refuse")})
        if (message.contains(kind))
            return {QStringLiteral("--") + kind, mailCaseSha(message.value(kind).toString()).left(10)};
    return {QStringLiteral("--assign"), mailCaseSha(message.value(u"assign").toString()) + u'=' + message.value(u"nation").toString()};
}

QJsonObject json(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

// The case's game played for `turns` turns into a game file in `dir`;
// `between(turn)` runs before each turn is accepted.
QString played(const QTemporaryDir &dir, int turns, const std::function<void(int)> &between = {})
{
    const QString file = dir.filePath(QStringLiteral("game.adjutant"));
    if (cli({QStringLiteral("export-db"), CaseDir + QStringLiteral("game.json"), QStringLiteral("-o"), file}).status != 0)
        return {};
    for (int t = 1; t <= turns; ++t) {
        if (between)
            between(t);
        const CliRun r = cli({QStringLiteral("accept"), file, CaseDir + QStringLiteral("turn%1.orders").arg(t)});
        if (r.status != 0)
            return {};
    }
    return file;
}

QJsonObject auditJson(const QString &file, int from, const QString &set)
{
    const CliRun r = cli({QStringLiteral("audit"), file, QStringLiteral("--from"), QString::number(from), QStringLiteral("--set"), set,
                          QStringLiteral("--json")});
    if (r.status != 0)
        qWarning() << r.err;
    return json(r.out);
}

// Each member the hand-worked side names, against the step the audit gives.
void compareSide(const QJsonObject &expected, const QJsonObject &step, const QString &where)
{
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        QJsonValue got;
        if (it.key() == u"won")
            got = step.value(u"battle").toObject().value(u"won");
        else if (it.key() == u"aLoss" || it.key() == u"dLoss")
            got = step.value(u"battle").toObject().value(u"rounds").toArray().first().toObject().value(it.key());
        else
            got = step.value(it.key());
        QVERIFY2(got == it.value(), qPrintable(QStringLiteral("%1 %2: %3, not %4")
                                                   .arg(where, it.key(), QString::fromUtf8(QJsonDocument(QJsonArray{got}).toJson(QJsonDocument::Compact)),
                                                        QString::fromUtf8(QJsonDocument(QJsonArray{it.value()}).toJson(QJsonDocument::Compact)))));
    }
}

// An audit with nothing that differs: every turn from `from` on, and now.
void verifyNoDifference(const QJsonObject &audit, const QList<int> &turns)
{
    const QJsonArray got = audit.value(u"turns").toArray();
    QCOMPARE(got.size(), turns.size());
    for (qsizetype i = 0; i < turns.size(); ++i) {
        const QJsonObject t = got[i].toObject();
        QCOMPARE(t.value(u"turn").toInt(), turns[i]);
        QVERIFY2(t.value(u"firstDifference").isNull(), qPrintable(QString::number(t.value(u"firstDifference").toInt())));
        QCOMPARE(t.value(u"steps").toArray().size(), 0);
        QCOMPARE(t.value(u"state").toArray().size(), 0);
    }
    QCOMPARE(audit.value(u"final").toArray(), QJsonArray());
}

// The audit against the hand-worked expectation: per turn the first
// difference, the steps that differ (each side's outcome, order, phase and
// battle as named), the orders that no longer fit and the state; then the
// final state.
void verifyAudit(const QJsonObject &audit, const QJsonObject &expected)
{
    const QJsonArray turns = audit.value(u"turns").toArray(), want = expected.value(u"turns").toArray();
    QCOMPARE(turns.size(), want.size());
    for (qsizetype i = 0; i < want.size(); ++i) {
        const QJsonObject t = turns[i].toObject(), w = want[i].toObject();
        const QString where = QStringLiteral("turn %1").arg(w.value(u"turn").toInt());
        QCOMPARE(t.value(u"turn"), w.value(u"turn"));
        QCOMPARE(t.value(u"firstDifference"), w.value(u"firstDifference"));
        const QJsonArray steps = t.value(u"steps").toArray(), wantSteps = w.value(u"steps").toArray();
        QStringList numbers;
        for (const QJsonValue &s : steps)
            numbers.append(QString::number(s.toObject().value(u"step").toInt()));
        QVERIFY2(steps.size() == wantSteps.size(), qPrintable(where + QStringLiteral(": steps ") + numbers.join(u' ')));
        QList<int> noLongerFit;
        for (qsizetype k = 0; k < steps.size(); ++k) {
            const QJsonObject s = steps[k].toObject(), ws = wantSteps[k].toObject();
            QCOMPARE(s.value(u"step"), ws.value(u"step"));
            const QString at = where + QStringLiteral(" step %1").arg(ws.value(u"step").toInt());
            for (const char16_t *side : {u"a", u"b"}) {
                const QString name = QString::fromUtf16(side);
                // null: the step stands on the other side only.
                QVERIFY2(ws.value(name).isNull() == s.value(name).isNull(), qPrintable(at + u' ' + name));
                compareSide(ws.value(name).toObject(), s.value(name).toObject(), at + u' ' + name);
            }
            const QJsonObject a = s.value(u"a").toObject(), b = s.value(u"b").toObject();
            if (!a.contains(u"phase") && a.value(u"outcome").toString() != u"failed" && b.value(u"outcome").toString() == u"failed")
                noLongerFit.append(s.value(u"step").toInt());
        }
        QList<int> wantNoLongerFit;
        for (const QJsonValue &n : w.value(u"noLongerFit").toArray())
            wantNoLongerFit.append(n.toInt());
        QCOMPARE(noLongerFit, wantNoLongerFit);
        QCOMPARE(t.value(u"state").toArray(), w.value(u"state").toArray());
    }
    QCOMPARE(audit.value(u"final").toArray(), expected.value(u"final").toArray());
}

} // namespace

class TestAudit : public QObject
{
    Q_OBJECT
private slots:
    void lossRoundingChangesABattlesWinner();
    void textSaysEachTurnAndWhatNoLongerFits();
    void theReadingPlayedGivesNoDifference();
    void theSampleUnderItsOwnReadingGivesNoDifference();
    void editsBetweenTurnsAreKept();
    void badUsageAndUnreadableFiles();
    void aMessageRevisited_data();
    void aMessageRevisited();
    void aMessageRevisitedInWords();
    void badMessageRulings();
};

void TestAudit::lossRoundingChangesABattlesWinner()
{
    QTemporaryDir dir;
    const QString file = played(dir, 3);
    QVERIFY(!file.isEmpty());
    const QJsonObject expected = json(readText(CaseDir + QStringLiteral("audit-expected.json")));
    QVERIFY(!expected.isEmpty());
    const QJsonObject changes = expected.value(u"set").toObject();
    QCOMPARE(changes.size(), 1);
    const QString set = changes.begin().key() + u'=' + changes.begin().value().toString();
    const QJsonObject audit = auditJson(file, expected.value(u"from").toInt(), set);
    verifyAudit(audit, expected);
    if (QTest::currentTestFailed())
        return;

    // The file is only read, and the same audit gives the same bytes.
    const QByteArray before = fileBytes(file);
    const CliRun again = cli({QStringLiteral("audit"), file, QStringLiteral("--from"), QStringLiteral("2"), QStringLiteral("--set"), set,
                              QStringLiteral("--json")});
    QCOMPARE(again.status, 0);
    QCOMPARE(json(again.out), audit);
    QCOMPARE(cli({QStringLiteral("audit"), file, QStringLiteral("--from"), QStringLiteral("2"), QStringLiteral("--set"), set,
                  QStringLiteral("--json")}).out,
             again.out);
    QCOMPARE(fileBytes(file), before);
}

void TestAudit::textSaysEachTurnAndWhatNoLongerFits()
{
    QTemporaryDir dir;
    const QString file = played(dir, 3);
    QVERIFY(!file.isEmpty());
    const CliRun r = cli({QStringLiteral("audit"), file, QStringLiteral("--from"), QStringLiteral("2"), QStringLiteral("--set"),
                          QStringLiteral("lossRounding=floorSum")});
    QCOMPARE(r.status, 0);
    const QString &t = r.out;
    QVERIFY2(t.startsWith(QStringLiteral("a: the turns as accepted; b: lossRounding \"floorEach\" → \"floorSum\", from turn 2\n")), qPrintable(t));
    QVERIFY2(t.contains(QStringLiteral("turn 2:\n  first difference: step 1\n")), qPrintable(t));
    // The battle's losses on both sides, as the inspector gives them.
    QVERIFY2(t.contains(QStringLiteral("NOR loses ½·9 + ½·(9 − 6) = 6, each term rounded down: 4 + 1 = 5 → 5 armies")), qPrintable(t));
    QVERIFY2(t.contains(QStringLiteral("NOR loses ½·9 + ½·(9 − 6) = 6 → 6 armies")), qPrintable(t));
    QVERIFY2(t.contains(QStringLiteral("  1 order no longer fits:\n    step 1 (NOR slot 1: FORTIFY TGT - 1): TGT is not yours (neutral)\n")),
             qPrintable(t));
    QVERIFY2(t.contains(QStringLiteral("now: 6 differences:\n  area:TGT.owner: now \"NOR\", would be null\n")), qPrintable(t));
    QVERIFY2(t.indexOf(QStringLiteral("turn 2:")) < t.indexOf(QStringLiteral("turn 3:")), qPrintable(t));
}

void TestAudit::theReadingPlayedGivesNoDifference()
{
    QTemporaryDir dir;
    const QString file = played(dir, 3);
    QVERIFY(!file.isEmpty());
    verifyNoDifference(auditJson(file, 1, QStringLiteral("lossRounding=floorEach")), {1, 2, 3});
    const CliRun text = cli({QStringLiteral("audit"), file, QStringLiteral("--from"), QStringLiteral("3"), QStringLiteral("--set"),
                             QStringLiteral("lossRounding=floorEach")});
    QCOMPARE(text.out, QStringLiteral("a: the turns as accepted; b: lossRounding \"floorEach\" → \"floorEach\", from turn 3\n"
                                      "turn 3:\n  no step and nothing in the next turn differs\nnow: the game would be the same\n"));
}

// The sample's three turns, with their many battles, under the rounding
// they were played under (the default).
void TestAudit::theSampleUnderItsOwnReadingGivesNoDifference()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("sample.adjutant"));
    QCOMPARE(writeSampleHistory(file, 3), QString());
    verifyNoDifference(auditJson(file, 1, QStringLiteral("lossRounding=floorSum")), {1, 2, 3});
    // Another reading does change the sample's battles.
    const QJsonObject other = auditJson(file, 1, QStringLiteral("lossRounding=floorEach"));
    QVERIFY(!other.value(u"turns").toArray().first().toObject().value(u"firstDifference").isNull());
}

// The moderator raised MRC's armies by hand at the start of turn 3: the
// re-run starts turn 3 from that too, so nothing of MRC differs.
void TestAudit::editsBetweenTurnsAreKept()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.adjutant"));
    const QString file = played(dir, 3, [&path](int turn) {
        if (turn != 3)
            return;
        QString error;
        std::unique_ptr<GameStore> store = GameStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        Game edited = store->current();
        edited.area(QStringLiteral("MRC"))->armies = 4;
        QCOMPARE(store->saveCurrent(edited), QString());
    });
    QVERIFY(!file.isEmpty());
    const QJsonObject audit = auditJson(file, 2, QStringLiteral("lossRounding=floorSum"));
    QCOMPARE(audit.value(u"turns").toArray().size(), 2);
    const QByteArray all = QJsonDocument(audit).toJson(QJsonDocument::Compact);
    QVERIFY2(!all.contains("MRC"), all.constData());
    QCOMPARE(audit.value(u"final").toArray().size(), 6);  // the ruling's differences, as without the edit
}

void TestAudit::badUsageAndUnreadableFiles()
{
    QTemporaryDir dir;
    const QString file = played(dir, 2);
    QVERIFY(!file.isEmpty());
    const auto run = [&file](const QStringList &more) {
        return cli(QStringList{QStringLiteral("audit"), file} + more);
    };
    const QStringList set{QStringLiteral("--set"), QStringLiteral("lossRounding=floorSum")};
    const CliRun unknown = run({QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--set"), QStringLiteral("lossRoundin=floorSum")});
    QCOMPARE(unknown.status, 2);
    QVERIFY2(unknown.err.contains(QStringLiteral("--set lossRoundin: not a rule choice of")), qPrintable(unknown.err));
    const CliRun bad = run({QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--set"), QStringLiteral("lossRounding=often")});
    QCOMPARE(bad.status, 2);
    QVERIFY2(bad.err.contains(QStringLiteral("--set lossRounding")), qPrintable(bad.err));
    // Turn 3 is open, turn 9 was never played: neither is an accepted turn.
    for (const QString &turn : {QStringLiteral("3"), QStringLiteral("9"), QStringLiteral("0")}) {
        const CliRun r = run(QStringList{QStringLiteral("--from"), turn} + set);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--from %1: not an accepted turn of").arg(turn))
                     && r.err.contains(QStringLiteral("(turns 1 to 2)")),
                 qPrintable(r.err));
    }
    QCOMPARE(run(QStringList{QStringLiteral("--from"), QStringLiteral("two")} + set).status, 2);
    QCOMPARE(run({QStringLiteral("--from"), QStringLiteral("1")}).status, 2);  // no --set
    QCOMPARE(run(QStringList{QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("-o"), QStringLiteral("x")} + set).status, 2);
    const CliRun missing = cli(QStringList{QStringLiteral("audit"), dir.filePath(QStringLiteral("none.adjutant")),
                                           QStringLiteral("--from"), QStringLiteral("1")} + set);
    QCOMPARE(missing.status, 1);
    QVERIFY2(missing.err.contains(QStringLiteral("none.adjutant")), qPrintable(missing.err));
}

void TestAudit::aMessageRevisited_data()
{
    QTest::addColumn<QString>("expectedFile");
    for (const QString &f : QDir(MailCaseDir).entryList({QStringLiteral("*-expected.json")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(f)) << f;
}

// A late message counted, a message refused, a message given to a nation:
// turn 1's orders rebuilt from its inbox sorted under that decision, the
// turns re-run, against the numbers worked by hand.
void TestAudit::aMessageRevisited()
{
    QFETCH(QString, expectedFile);
    QTemporaryDir dir;
    const QString file = mailCasePlayed(dir);
    QVERIFY(!file.isEmpty());
    const QJsonObject expected = json(readText(MailCaseDir + expectedFile));
    QVERIFY(!expected.isEmpty());
    const QStringList args = QStringList{QStringLiteral("audit"), file, QStringLiteral("--from"),
                                         QString::number(expected.value(u"from").toInt())}
                             + messageOptions(expected.value(u"message").toObject()) + QStringList{QStringLiteral("--json")};
    const QByteArray before = fileBytes(file);
    const CliRun r = cli(args);
    QVERIFY2(r.status == 0, qPrintable(r.err));
    const QJsonObject audit = json(r.out);
    verifyAudit(audit, expected);
    if (QTest::currentTestFailed())
        return;
    // Whose orders changed, and from which message now (null: none counts).
    QJsonArray orders;
    for (const QJsonValue &o : expected.value(u"orders").toArray()) {
        const QJsonValue m = o.toObject().value(u"message");
        orders.append(QJsonObject{{QStringLiteral("nation"), o.toObject().value(u"nation")},
                                  {QStringLiteral("sha256"), m.isNull() ? QJsonValue() : QJsonValue(mailCaseSha(m.toString()))}});
    }
    QCOMPARE(audit.value(u"message").toObject().value(u"orders").toArray(), orders);
    QCOMPARE(cli(args).out, r.out);  // the same bytes again
    QCOMPARE(fileBytes(file), before);  // only read
}

void TestAudit::aMessageRevisitedInWords()
{
    QTemporaryDir dir;
    const QString file = mailCasePlayed(dir);
    QVERIFY(!file.isEmpty());
    const QString late = mailCaseSha(QStringLiteral("4-nor-late.eml"));
    const CliRun r = cli({QStringLiteral("audit"), file, QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--accept"), late});
    QCOMPARE(r.status, 0);
    QVERIFY2(r.out.startsWith(QStringLiteral("a: the turns as accepted; b: message %1 (from ann@example.org, "
                                             "“Northumbria, turn 1 (changed)”) counted, late as it was, from turn 1\n"
                                             "NOR's orders of turn 1 are now those of message %1 (from ann@example.org, "
                                             "“Northumbria, turn 1 (changed)”)\n")
                                  .arg(late.left(12))),
             qPrintable(r.out));
    // The step names both orders, the battle on the side that fought it.
    QVERIFY2(r.out.contains(QStringLiteral("step 1 (NOR slot 1: FORTIFY ORG - 1 → MOVE ORG TGT 6)")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("NOR loses ½·9 + ½·(9 − 6) = 6, each term rounded down: 4 + 1 = 5 → 5 armies")),
             qPrintable(r.out));
    const CliRun refused = cli({QStringLiteral("audit"), file, QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--refuse"),
                                mailCaseSha(QStringLiteral("2-mer.eml"))});
    QVERIFY2(refused.out.contains(QStringLiteral("not counted, from turn 1\nMER has no orders of turn 1 now: no message of it counts\n")),
             qPrintable(refused.out));
    // The message that counts already: nothing to re-run differently.
    const CliRun same = cli({QStringLiteral("audit"), file, QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--accept"),
                             mailCaseSha(QStringLiteral("1-nor.eml"))});
    QVERIFY2(same.out.contains(QStringLiteral("”) counted, from turn 1\nno nation's orders of turn 1 change\n")), qPrintable(same.out));
    QVERIFY2(same.out.endsWith(QStringLiteral("now: the game would be the same\n")), qPrintable(same.out));
}

void TestAudit::badMessageRulings()
{
    QTemporaryDir dir;
    const QString file = mailCasePlayed(dir);
    QVERIFY(!file.isEmpty());
    const auto run = [&file](const QStringList &more) {
        return cli(QStringList{QStringLiteral("audit"), file, QStringLiteral("--from"), QStringLiteral("1")} + more);
    };
    const QString mer = mailCaseSha(QStringLiteral("2-mer.eml"));
    const CliRun unknown = run({QStringLiteral("--refuse"), QStringLiteral("0123456789")});
    QCOMPARE(unknown.status, 2);
    QVERIFY2(unknown.err.contains(QStringLiteral("game.adjutant: no message of turn 1 has the SHA-256 0123456789")), qPrintable(unknown.err));
    // Turn 2 has no mail: the message is turn 1's.
    const CliRun other = cli({QStringLiteral("audit"), file, QStringLiteral("--from"), QStringLiteral("2"), QStringLiteral("--refuse"), mer});
    QCOMPARE(other.status, 2);
    QVERIFY2(other.err.contains(QStringLiteral("no message of turn 2 has the SHA-256")), qPrintable(other.err));
    const CliRun nation = run({QStringLiteral("--assign"), mer + QStringLiteral("=XYZ")});
    QCOMPARE(nation.status, 2);
    QVERIFY2(nation.err.contains(QStringLiteral("XYZ is not a nation of the game at turn 1")), qPrintable(nation.err));
    QCOMPARE(run({QStringLiteral("--assign"), mer}).status, 2);  // no nation
    QCOMPARE(run({QStringLiteral("--accept"), mer, QStringLiteral("--refuse"), mer}).status, 2);  // one decision at a time
    // Each of the four messages starts with another digit: one digit names one, "" none.
    QCOMPARE(run({QStringLiteral("--refuse"), mer.left(1)}).status, 0);
}

QTEST_GUILESS_MAIN(TestAudit)
#include "tst_audit.moc"
