// Whole recorded games replayed against reviewed golden output, as Atlantis
// and Eressea test their servers (tests/golden/REVIEW.md). Each sample game is resolved turn by turn with
// adjutant-cli, from resources/games/<game>.json and <game>-turnN.orders, each
// turn starting from the NEXT.json the turn before wrote; every file written
// (NEXT.json, the step log and every report) must equal tests/golden/<game>/
// byte for byte. The golden files were checked by hand against docs/rules.md
// (tests/golden/REVIEW.md); tests/golden/regenerate.sh rewrites them.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kGames = QStringLiteral(ADJ_GAMES_DIR);

QString goldenDir(const QString &game)
{
    return QDir::cleanPath(QStringLiteral(ADJ_CASES_DIR "/../golden/") + game);
}

QString ordersFile(const QString &game, int turn)
{
    return QStringLiteral("%1/%2-turn%3.orders").arg(kGames, game).arg(turn);
}

// Resolves one turn into `dir`: turnN+1.json, events-turnN.jsonl, reports-turnN/.
// Returns the error text, empty on success.
QString resolve(const QString &game, const QString &orders, const QString &dir, int turn)
{
    QProcess p;
    p.start(QStringLiteral(ADJ_CLI),
            {QStringLiteral("resolve"), game, orders, QStringLiteral("-o"),
             QStringLiteral("%1/turn%2.json").arg(dir).arg(turn + 1), QStringLiteral("--events"),
             QStringLiteral("%1/events-turn%2.jsonl").arg(dir).arg(turn), QStringLiteral("--reports"),
             QStringLiteral("%1/reports-turn%2").arg(dir).arg(turn)});
    if (!p.waitForFinished(120000))
        return QStringLiteral("adjutant-cli did not finish: %1").arg(p.errorString());
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QStringLiteral("adjutant-cli resolve %1 %2 exited %3: %4")
            .arg(game, orders).arg(p.exitCode()).arg(QString::fromUtf8(p.readAllStandardError()));
    return {};
}

// Chains every turn that has an orders file; returns the number of turns resolved.
int resolveGame(const QString &game, const QString &dir, QString *error)
{
    QString state = QStringLiteral("%1/%2.json").arg(kGames, game);
    int turn = 1;
    for (; QFile::exists(ordersFile(game, turn)); ++turn) {
        *error = resolve(state, ordersFile(game, turn), dir, turn);
        if (!error->isEmpty())
            return turn - 1;
        state = QStringLiteral("%1/turn%2.json").arg(dir).arg(turn + 1);
    }
    return turn - 1;
}

// Every file below `dir`, as paths relative to it, sorted.
QStringList filesBelow(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        out.append(QDir(dir).relativeFilePath(it.next()));
    out.sort();
    return out;
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Empty when the two files are equal; otherwise names the file and shows the
// first line that differs.
QString difference(const QString &name, const QString &expectedPath, const QString &actualPath)
{
    const QByteArray expected = bytesOf(expectedPath);
    const QByteArray actual = bytesOf(actualPath);
    if (expected == actual)
        return {};
    const QList<QByteArray> e = expected.split('\n');
    const QList<QByteArray> a = actual.split('\n');
    qsizetype line = 0;
    while (line < e.size() && line < a.size() && e[line] == a[line])
        ++line;
    auto at = [](const QList<QByteArray> &lines, qsizetype i) {
        return i < lines.size() ? QString::fromUtf8(lines[i]) : QStringLiteral("(end of file)");
    };
    return QStringLiteral("%1: line %2 differs\n   expected: %3\n   actual:   %4")
        .arg(name).arg(line + 1).arg(at(e, line), at(a, line));
}

// Compares two folders file by file; returns every difference found.
QStringList compareFolders(const QString &expectedDir, const QString &actualDir)
{
    QStringList problems;
    const QStringList expected = filesBelow(expectedDir);
    const QStringList actual = filesBelow(actualDir);
    for (const QString &name : expected)
        if (!actual.contains(name))
            problems.append(QStringLiteral("%1: not written").arg(name));
    for (const QString &name : actual)
        if (!expected.contains(name))
            problems.append(QStringLiteral("%1: written, but there is no golden copy").arg(name));
    for (const QString &name : expected) {
        if (!actual.contains(name))
            continue;
        const QString d = difference(name, expectedDir + u'/' + name, actualDir + u'/' + name);
        if (!d.isEmpty())
            problems.append(d);
    }
    return problems;
}

} // namespace

class TestGolden : public QObject
{
    Q_OBJECT
private slots:
    void wholeGame_data();
    void wholeGame();
    void resolvingTwiceGivesTheSameBytes_data() { wholeGame_data(); }
    void resolvingTwiceGivesTheSameBytes();
};

void TestGolden::wholeGame_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("turns");
    // Three recorded turns each: the shipped turn 1 and the turns 2 and 3
    // played on from it (tests/golden/REVIEW.md).
    QTest::newRow("britain") << QStringLiteral("britain") << 3;
    QTest::newRow("empires") << QStringLiteral("empires") << 3;
}

void TestGolden::wholeGame()
{
    QFETCH(QString, game);
    QFETCH(int, turns);
    QVERIFY2(QFileInfo(goldenDir(game)).isDir(), qPrintable(goldenDir(game)));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    const int resolved = resolveGame(game, dir.path(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(resolved, turns);

    const QStringList problems = compareFolders(goldenDir(game), dir.path());
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 file(s) differ from tests/golden/%2 "
                                                           "(review, then tests/golden/regenerate.sh):\n%3")
                                                .arg(problems.size()).arg(game, problems.join(u'\n'))));
}

// docs/formats.md: resolving the same input twice gives byte-identical output.
void TestGolden::resolvingTwiceGivesTheSameBytes()
{
    QFETCH(QString, game);
    QTemporaryDir first, second;
    QVERIFY(first.isValid() && second.isValid());
    const QString start = QStringLiteral("%1/%2.json").arg(kGames, game);
    QString error = resolve(start, ordersFile(game, 1), first.path(), 1);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    error = resolve(start, ordersFile(game, 1), second.path(), 1);
    QVERIFY2(error.isEmpty(), qPrintable(error));

    QVERIFY(filesBelow(first.path()).size() > 2); // NEXT.json, the step log, the reports
    const QStringList problems = compareFolders(first.path(), second.path());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestGolden)
#include "tst_golden.moc"
