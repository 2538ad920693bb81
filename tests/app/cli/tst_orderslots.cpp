// Every line numbered 1 to 16 uses its slot, a bad line too (docs/rules.md §8;
// docs/formats.md "Orders": a later line or file with the same slot is the failed
// one), through `adjutant-cli check` and `resolve`, in one orders file and
// across the files given together.
#include "TestSupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace adj::test;

namespace {

const QByteArray kGame = R"({"format": "adjutant-game", "version": 1, "name": "slots", "ruleset": "dark-age", "turn": 2, "seed": 7,
  "options": {}, "order": ["NOR"],
  "nations": [{"code": "NOR", "name": "Northumbria", "bp": 20}],
  "areas": [{"code": "YRS", "kind": "land", "terrain": "lowland", "popLimit": 6, "owner": "NOR", "population": 3, "armies": 4}],
  "borders": []}
)";

// DISBAND takes no number: a bad line in slot 8.
const QByteArray kBadLine = "NATION NOR\n8 DISBAND YRS - 2\n";
const QByteArray kLaterLine = "NATION NOR\n8 ORDER - - 5\n";

} // namespace

class TestOrderSlots : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void aBadLineUsesItsSlot_data();
    void aBadLineUsesItsSlot();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path(const QString &name) const { return m_dir->filePath(name); }
};

void TestOrderSlots::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(writeBytes(path(QStringLiteral("game.json")), kGame));
}

void TestOrderSlots::aBadLineUsesItsSlot_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QString>("laterLine");  // where the ORDER line is, as check prints it
    QTest::newRow("one file") << QStringList{QStringLiteral("all.orders")} << QStringLiteral("all.orders:4");
    QTest::newRow("two files") << QStringList{QStringLiteral("first.orders"), QStringLiteral("second.orders")}
                               << QStringLiteral("second.orders:2");
}

void TestOrderSlots::aBadLineUsesItsSlot()
{
    QFETCH(QStringList, files);
    QFETCH(QString, laterLine);
    if (files.size() == 1) {
        QVERIFY(writeBytes(path(files[0]), kBadLine + kLaterLine));
    } else {
        QVERIFY(writeBytes(path(files[0]), kBadLine));
        QVERIFY(writeBytes(path(files[1]), kLaterLine));
    }

    // check: the bad line's own problem, and the later line's slot used twice.
    const CliRun checked = cli(QStringList{QStringLiteral("check"), QStringLiteral("game.json")} + files, m_dir->path());
    QCOMPARE(checked.status, 1);
    const QStringList problems = checked.out.trimmed().split(u'\n');
    QCOMPARE(problems.size(), 2);
    QVERIFY2(problems[0].startsWith(files[0] + QStringLiteral(":2: ")) && problems[0].contains(u"takes no number"),
             qPrintable(checked.out));
    QVERIFY2(problems[1].startsWith(laterLine + u':') && problems[1].contains(u"slot 8 is used twice for NOR"),
             qPrintable(checked.out));

    // resolve: both fail, and the ORDER spends nothing (20 BP left, to the treasury).
    const CliRun r = cli(QStringList{QStringLiteral("resolve"), QStringLiteral("game.json")} + files
                             + QStringList{QStringLiteral("-o"), QStringLiteral("next.json"), QStringLiteral("--events"),
                                           QStringLiteral("events.jsonl")},
                         m_dir->path());
    QVERIFY2(r.status == 0, qPrintable(r.err));
    QStringList slot8;
    for (const QByteArray &line : fileBytes(path(QStringLiteral("events.jsonl"))).trimmed().split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.value(u"slot").toInt() == 8)
            slot8.append(o.value(u"order").toString().section(u' ', 0, 0) + u' ' + o.value(u"outcome").toString() + u' '
                         + QString::number(o.value(u"cost").toInt()));
    }
    QCOMPARE(slot8, (QStringList{QStringLiteral("DISBAND failed 0"), QStringLiteral("ORDER failed 0")}));
    const QJsonObject next = QJsonDocument::fromJson(fileBytes(path(QStringLiteral("next.json")))).object();
    QCOMPARE(next.value(u"nations").toArray().first().toObject().value(u"treasury").toInt(), 20);
}

QTEST_GUILESS_MAIN(TestOrderSlots)
#include "tst_orderslots.moc"
