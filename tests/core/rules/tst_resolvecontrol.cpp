// The resolve the window runs on a worker thread (core/rules/Resolver.h,
// ResolveControl): with progress reported it gives the same resolution as
// without (resolution is deterministic, docs/formats.md), the progress rises to
// all orders done; asked to cancel, it stops and gives nothing.
#include "rules/Resolver.h"

#include <QTest>

#include "TestSupport.h"

using namespace adj;
using namespace adj::test;

class TestResolveControl : public QObject
{
    Q_OBJECT
private slots:
    void progressRisesToTheEndAndChangesNothing();
    void cancelStopsWithNothing();
};

void TestResolveControl::progressRisesToTheEndAndChangesNothing()
{
    const Game game = readGame(SamplePath);
    const OrderSet set = parseOrders(readText(SampleOrders), QStringLiteral("orders"), game, *Ruleset::get(game.ruleset));
    QVERIFY(set.orders.size() > 1);
    QList<std::pair<qsizetype, qsizetype>> calls;
    ResolveControl control;
    control.progress = [&calls](qsizetype done, qsizetype total) { calls.append({done, total}); };
    const std::optional<Resolution> r = resolveTurn(game, set.orders, control);
    QVERIFY(r);
    const Resolution plain = resolveTurn(game, set.orders);
    QVERIFY(r->steps == plain.steps);
    QVERIFY(r->next == plain.next);
    QVERIFY(calls.size() > 1);
    for (qsizetype i = 0; i < calls.size(); ++i) {
        QCOMPARE(calls[i].second, set.orders.size());
        QVERIFY(calls[i].first <= calls[i].second);
        if (i > 0)
            QVERIFY(calls[i].first >= calls[i - 1].first);
    }
    QCOMPARE(calls.last().first, set.orders.size());
}

void TestResolveControl::cancelStopsWithNothing()
{
    const Game game = readGame(SamplePath);
    const OrderSet set = parseOrders(readText(SampleOrders), QStringLiteral("orders"), game, *Ruleset::get(game.ruleset));
    int asked = 0;
    ResolveControl control;
    control.cancelled = [&asked] { return ++asked >= 3; };
    QVERIFY(!resolveTurn(game, set.orders, control));
    QCOMPARE(asked, 3);  // asked as it went, and stopped at the first yes
}

QTEST_GUILESS_MAIN(TestResolveControl)
#include "tst_resolvecontrol.moc"
