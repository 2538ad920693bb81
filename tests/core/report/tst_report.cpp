// Each nation's report (core/report/Report): it holds that nation's steps and
// areas and no other's, also when the reports of several resolutions, or of a
// resolution changed after a report was written, are asked for in turn (the
// steps are indexed by nation once per resolution).
#include "model/GameJson.h"
#include "orders/Orders.h"
#include "report/Html.h"
#include "report/Report.h"
#include "rules/Resolver.h"
#include "ruleset/Ruleset.h"

#include <QTest>

using namespace adj;

class TestReport : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void actionsAndAreasOfTheNationOnly();
    void followsTheResolutionAskedAbout();
    void gameReportPrintsThePlayersMessages();
    void aLateMessageIsNamedWhereItsOrdersWouldBe();

private:
    Game m_game;
    Resolution m_resolution;
};

void TestReport::initTestCase()
{
    const GameRead read = readGameFile(QStringLiteral(ADJ_GAMES_DIR "/britain.json"));
    QVERIFY(read.game);
    m_game = *read.game;
    QString error;
    const OrderSet orders = readOrdersFile(QStringLiteral(ADJ_GAMES_DIR "/britain-turn1.orders"), m_game,
                                           *Ruleset::get(m_game.ruleset), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_resolution = resolveTurn(m_game, orders.orders);
    QVERIFY(m_resolution.steps.size() > m_game.nations.size());
}

void TestReport::actionsAndAreasOfTheNationOnly()
{
    // Every action's order shows in its own nation's report; every area of
    // the next turn is listed in its owner's report and in no other.
    for (const Nation &n : m_game.nations) {
        const QString report = nationReport(m_game, m_resolution, n.code);
        const QString areas = report.section(QStringLiteral("\nAREAS\n"), 1);
        QVERIFY(!areas.isEmpty());
        for (const Step &st : m_resolution.steps)
            if (st.nation == n.code && st.phase.isEmpty() && !st.order.isEmpty())
                QVERIFY2(report.contains(st.order), qPrintable(n.code + u' ' + st.order));
        for (const Area &a : m_resolution.next.areas) {
            const bool listed = areas.contains(QStringLiteral("\n   %1 ").arg(a.code));
            QVERIFY2(listed == (a.owner == n.code), qPrintable(n.code + u' ' + a.code));
        }
    }
}

// Dark Age 1.9: the players' messages are printed in the game report for
// everyone, tagged with the sender; in text and HTML (escaped); no section
// when there are none.
void TestReport::gameReportPrintsThePlayersMessages()
{
    const QString before = gameReportText(gameReportModel(m_game, m_resolution));
    QVERIFY(!before.contains(QStringLiteral("MESSAGES")));
    QVERIFY(!gameReportHtml(gameReportModel(m_game, m_resolution), m_game).contains(QStringLiteral("Messages")));

    QString error;
    const OrderSet orders = readOrdersFile(QStringLiteral(ADJ_GAMES_DIR "/britain-turn1.orders"), m_game,
                                           *Ruleset::get(m_game.ruleset), &error);
    const OrderSet messages = parseOrders(QStringLiteral("NATION NOR\nMESSAGE Peace <&> trade, Mercia?\nNATION MER\nMESSAGE No.\n"),
                                          QStringLiteral("mail.orders"), m_game, *Ruleset::get(m_game.ruleset));
    Resolution r = resolveTurn(m_game, orders.orders + messages.orders);
    r.messages = messages.messages;
    const GameReportModel model = gameReportModel(m_game, r);
    const QString text = gameReportText(model);
    QVERIFY2(text.contains(QStringLiteral("MESSAGES\n   NOR Northumbria: Peace <&> trade, Mercia?\n   MER Mercia: No.\n")),
             qPrintable(text));
    // The rest of the report is as it was: the messages change nothing else.
    QCOMPARE(QString(text).remove(QStringLiteral("MESSAGES\n   NOR Northumbria: Peace <&> trade, Mercia?\n   MER Mercia: No.\n\n")),
             before);
    const QString html = gameReportHtml(model, m_game);
    QVERIFY2(html.contains(QStringLiteral("<h2>Messages</h2>\n<p><b>NOR Northumbria:</b> Peace &lt;&amp;&gt; trade, Mercia?</p>")),
             qPrintable(html));
}

void TestReport::aLateMessageIsNamedWhereItsOrdersWouldBe()
{
    // Two nations send nothing that counts: one's message came after the
    // deadline (docs/formats.md "The turn's mail": listed, not counted), the
    // other sent none. The first report names the late message instead of
    // "no orders received"; a nation whose on-time orders counted and whose
    // later message came late reads both.
    QVERIFY(m_game.nations.size() >= 3);
    const QString late = m_game.nations[0].code, silent = m_game.nations[1].code, both = m_game.nations[2].code;
    QString error;
    OrderSet orders = readOrdersFile(QStringLiteral(ADJ_GAMES_DIR "/britain-turn1.orders"), m_game,
                                     *Ruleset::get(m_game.ruleset), &error);
    orders.orders.removeIf([&](const Order &o) { return o.nation == late || o.nation == silent; });
    Resolution r = resolveTurn(m_game, orders.orders);
    const QDateTime cutOff(QDate(2026, 11, 29), QTime(18, 0), Qt::UTC);
    r.late = {{late, cutOff.addSecs(2 * 3600 + 30 * 60), cutOff}, {both, cutOff.addSecs(60), cutOff}};

    const QString lateReport = nationReport(m_game, r, late);
    const QString named = QStringLiteral("Your message received 2026-11-29 20:30:00 UTC came after the deadline "
                                         "(2026-11-29 18:00:00 UTC): its orders were not used.");
    QVERIFY2(lateReport.contains(named), qPrintable(lateReport));
    QVERIFY(!lateReport.contains(u"(no orders received)"));
    const QString html = nationReportHtml(nationReportModel(m_game, r, late), QStringLiteral("#336699"));
    QVERIFY2(html.contains(named), qPrintable(html));
    QVERIFY(!html.contains(u"(no orders received)"));

    const QString silentReport = nationReport(m_game, r, silent);
    QVERIFY(silentReport.contains(u"(no orders received)"));
    QVERIFY(!silentReport.contains(u"came after the deadline"));

    const QString bothReport = nationReport(m_game, r, both);
    const QString actions = bothReport.section(QStringLiteral("\nATTACKS ON YOU\n"), 0, 0).section(QStringLiteral("\nEND OF TURN\n"), 0, 0);
    QVERIFY2(actions.contains(QStringLiteral("Your message received 2026-11-29 18:01:00 UTC came after the deadline")), qPrintable(bothReport));
    for (const Step &st : r.steps)
        if (st.nation == both && st.phase.isEmpty() && !st.order.isEmpty())
            QVERIFY(actions.contains(st.order));
    QVERIFY(!bothReport.contains(u"(no orders received)"));
}

void TestReport::followsTheResolutionAskedAbout()
{
    // A step's reason changed, and an area given to another owner, in a copy
    // of the resolution: the copy's reports say so, the original's do not,
    // whichever is asked about first and however often.
    qsizetype at = 0;
    while (at < m_resolution.steps.size() && !(m_resolution.steps[at].phase.isEmpty() && m_game.nation(m_resolution.steps[at].nation)))
        ++at;
    QVERIFY(at < m_resolution.steps.size());
    const QString code = m_resolution.steps[at].nation;
    Resolution changed = m_resolution;
    changed.steps[at].reason = QStringLiteral("a reason no rule gives");
    Area *taken = nullptr;
    for (Area &a : changed.next.areas)
        if (a.owner == code && !taken)
            taken = &a;
    QVERIFY(taken);
    const QString other = m_game.nations.last().code == code ? m_game.nations.first().code : m_game.nations.last().code;
    taken->owner = other;
    const QString line = QStringLiteral("\n   %1 ").arg(taken->code);
    for (int round = 0; round < 2; ++round) {
        const QString before = nationReport(m_game, m_resolution, code);
        const QString after = nationReport(m_game, changed, code);
        QVERIFY(!before.contains(u"a reason no rule gives"));
        QVERIFY(after.contains(u"a reason no rule gives"));
        QVERIFY(before.section(QStringLiteral("\nAREAS\n"), 1).contains(line));
        QVERIFY(!after.section(QStringLiteral("\nAREAS\n"), 1).contains(line));
        QVERIFY(nationReport(m_game, changed, other).section(QStringLiteral("\nAREAS\n"), 1).contains(line));
    }
}

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"
