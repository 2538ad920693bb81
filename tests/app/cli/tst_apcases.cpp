// Runs every AP round case in tests/cases/ap/ (see tests/cases/README.md,
// "ap/") through `adjutant-cli ap GAME SPENDS --json -o NEXT --messages DIR`:
// the game before, the spends, and what the AP rules say must follow: each
// spend's outcome, the next round's `ap` object and every mail written.
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "TestSupport.h"

using namespace adj::test;

namespace {

QJsonObject jsonOf(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

QString text(const QJsonValue &v)
{
    return v.isString() ? v.toString() : QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

// --- the spends ------------------------------------------------------------------

// Every spend of the ledger, in line order, against the case's list: player,
// line, outcome, and where listed action, category, cost; a rejected spend's
// reason must hold the case's phrase.
QStringList compareSpends(const QJsonObject &ledger, const QJsonArray &expected)
{
    QMap<int, QJsonObject> actual;
    for (const QJsonValue &p : ledger.value(u"players").toArray())
        for (const QJsonValue &s : p.toObject().value(u"spends").toArray()) {
            QJsonObject o = s.toObject();
            o.insert(QStringLiteral("player"), p.toObject().value(u"name"));
            actual.insert(o.value(u"line").toInt(), o);
        }
    QStringList diffs;
    for (const QJsonValue &v : expected) {
        const QJsonObject e = v.toObject();
        const int line = e.value(u"line").toInt();
        if (!actual.contains(line)) {
            diffs.append(QStringLiteral("line %1: no spend in the ledger").arg(line));
            continue;
        }
        const QJsonObject a = actual.take(line);
        for (const char *key : {"player", "action", "category", "cost", "outcome"}) {
            const QString k = QLatin1String(key);
            if ((e.contains(k) || k == u"player" || k == u"outcome") && a.value(k) != e.value(k))
                diffs.append(QStringLiteral("line %1 %2: expected %3, got %4").arg(line).arg(k, text(e.value(k)), text(a.value(k))));
        }
        const QString reason = a.value(u"reason").toString();
        if (e.value(u"outcome").toString() == u"rejected" && (e.value(u"reason").toString().isEmpty() || !reason.contains(e.value(u"reason").toString())))
            diffs.append(QStringLiteral("line %1: the reason \"%2\" does not hold \"%3\"").arg(line).arg(reason, e.value(u"reason").toString()));
    }
    for (auto it = actual.begin(); it != actual.end(); ++it)
        diffs.append(QStringLiteral("line %1: a spend the case does not list").arg(it.key()));
    return diffs;
}

// Where listed: a player's `available`, `total`, `caps` and `spent`.
QStringList compareLedgers(const QJsonObject &ledger, const QJsonObject &expected)
{
    QStringList diffs;
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        QJsonObject actual;
        for (const QJsonValue &p : ledger.value(u"players").toArray())
            if (p.toObject().value(u"name").toString() == it.key())
                actual = p.toObject();
        const QJsonObject fields = it.value().toObject();
        for (auto f = fields.begin(); f != fields.end(); ++f)
            if (actual.value(f.key()) != f.value())
                diffs.append(QStringLiteral("ledger %1.%2: expected %3, got %4").arg(it.key(), f.key(), text(f.value()), text(actual.value(f.key()))));
    }
    return diffs;
}

// --- the next round ----------------------------------------------------------------

// A player's field as the game means it: a missing number is 0, a missing
// `embargoed` false.
QJsonValue playerField(const QJsonObject &p, const QString &field)
{
    const QJsonValue v = p.value(field);
    if (!v.isUndefined())
        return v.isDouble() ? QJsonValue(v.toDouble()) : v;
    if (field == u"embargoed")
        return false;
    if (field == u"name" || field == u"email")
        return v;
    return 0.0;
}

QStringList comparePlayers(const QJsonObject &before, const QJsonObject &next, const QJsonObject &expected)
{
    QStringList diffs;
    const QJsonArray was = before.value(u"players").toArray();
    const QJsonArray now = next.value(u"players").toArray();
    if (was.size() != now.size())
        return {QStringLiteral("next: %1 players, the game had %2").arg(now.size()).arg(was.size())};
    for (int i = 0; i < now.size(); ++i) {
        const QJsonObject a = now[i].toObject(), b = was[i].toObject();
        const QString name = b.value(u"name").toString();
        const QJsonObject listed = expected.value(name).toObject();
        QStringList fields = a.keys() + b.keys() + listed.keys();
        fields.removeDuplicates();
        for (const QString &f : fields) {
            const QJsonValue want = listed.contains(f) ? playerField(listed, f) : playerField(b, f);
            if (playerField(a, f) != want)
                diffs.append(QStringLiteral("next %1.%2: expected %3, got %4").arg(name, f, text(want), text(playerField(a, f))));
        }
    }
    return diffs;
}

// The accounts: as listed (those without a `number` are opened this round:
// an unused two-digit number), or as they were when the case lists none.
QStringList compareAccounts(const QJsonObject &before, const QJsonObject &next, const QJsonObject &expected)
{
    const QJsonArray now = next.value(u"accounts").toArray();
    const QJsonArray want = expected.contains(u"accounts") ? expected.value(u"accounts").toArray()
                                                           : before.value(u"accounts").toArray();
    if (now.size() != want.size())
        return {QStringLiteral("next: %1 accounts, expected %2: %3").arg(now.size()).arg(want.size()).arg(text(now))};
    QStringList diffs;
    QSet<int> numbers;
    for (int i = 0; i < now.size(); ++i) {
        const QJsonObject a = now[i].toObject(), e = want[i].toObject();
        const int number = a.value(u"number").toInt();
        if (e.contains(u"number") ? a.value(u"number") != e.value(u"number") : (number < 10 || number > 99 || numbers.contains(number)))
            diffs.append(QStringLiteral("next accounts[%1].number: %2").arg(i).arg(number));
        numbers.insert(number);
        for (const char *key : {"owner", "balance"})
            if (a.value(QLatin1String(key)) != e.value(QLatin1String(key)))
                diffs.append(QStringLiteral("next accounts[%1].%2: expected %3, got %4").arg(i).arg(QLatin1String(key), text(e.value(QLatin1String(key))), text(a.value(QLatin1String(key)))));
    }
    return diffs;
}

// --- the mail ------------------------------------------------------------------------

// "Name <address>" or "address", whatever quoting the header used.
QStringList mailboxes(const QString &header)
{
    static const QRegularExpression one(QStringLiteral("\\s*(?:\"?([^\"<,]*?)\"?\\s*<([^>]+)>|([^,\\s]+))\\s*(?:,|$)"));
    QStringList out;
    for (auto m = one.globalMatch(header); m.hasNext();) {
        const auto match = m.next();
        if (match.captured(0).trimmed().isEmpty())
            continue;
        out.append(match.captured(3).isEmpty() ? (match.captured(1).isEmpty() ? match.captured(2) : match.captured(1) + QStringLiteral(" <") + match.captured(2) + u'>')
                                               : match.captured(3));
    }
    return out;
}

// A mail file as a case lists it: {"from", "to", "cc", "text"}.
QJsonObject mailOf(const QByteArray &raw)
{
    const qsizetype split = raw.indexOf("\r\n\r\n");
    QHash<QString, QString> headers;
    QString field;
    for (const QByteArray &line : raw.left(split).split('\n')) {
        const QString l = QString::fromUtf8(line).trimmed();
        if ((line.startsWith(' ') || line.startsWith('\t')) && !field.isEmpty()) {
            headers[field] += u' ' + l;
            continue;
        }
        field = l.section(u':', 0, 0).toLower();
        headers[field] = l.section(u':', 1).trimmed();
    }
    const auto list = [&](const char *name) { return QJsonArray::fromStringList(mailboxes(headers.value(QLatin1String(name)))); };
    return {{QStringLiteral("from"), mailboxes(headers.value(QStringLiteral("from"))).value(0)},
            {QStringLiteral("to"), list("to")}, {QStringLiteral("cc"), list("cc")},
            {QStringLiteral("text"), QString::fromUtf8(raw.mid(split + 4)).trimmed()}};
}

// Whether a mail written is the one listed; a `from` listed without a name
// ("gm@example.org") is the address alone, whatever name it shows.
bool sameMail(const QJsonObject &written, const QJsonObject &listed)
{
    const QString from = listed.value(u"from").toString();
    const QString got = written.value(u"from").toString();
    return (from.contains(u'<') ? got == from : got.section(u'<', -1).remove(u'>') == from)
        && written.value(u"to") == listed.value(u"to") && written.value(u"cc") == listed.value(u"cc").toArray()
        && written.value(u"text") == listed.value(u"text");
}

// Every mail written against the case's list, in any order.
QStringList compareMail(const QString &dir, const QJsonArray &expected)
{
    QList<QJsonObject> written;
    for (const QString &f : QDir(dir).entryList({QStringLiteral("*.eml")}, QDir::Files, QDir::Name))
        written.append(mailOf(fileBytes(QDir(dir).filePath(f))));
    QStringList diffs;
    for (const QJsonValue &v : expected) {
        const auto match = std::find_if(written.begin(), written.end(), [&](const QJsonObject &w) { return sameMail(w, v.toObject()); });
        if (match == written.end())
            diffs.append(QStringLiteral("mail not written: ") + text(v));
        else
            written.erase(match);
    }
    for (const QJsonObject &w : written)
        diffs.append(QStringLiteral("mail the case does not list: ") + text(w));
    return diffs;
}

} // namespace

class TestApCases : public QObject
{
    Q_OBJECT
private slots:
    void cases_data();
    void cases();
};

void TestApCases::cases_data()
{
    QTest::addColumn<QString>("dir");
    const QDir root(QStringLiteral(ADJ_CASES_DIR "/ap"));
    const QStringList names = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    QVERIFY(!names.isEmpty());
    for (const QString &name : names)
        QTest::newRow(qPrintable(name)) << root.filePath(name);
}

void TestApCases::cases()
{
    QFETCH(QString, dir);
    const QJsonObject expected = jsonOf(fileBytes(dir + QStringLiteral("/ap-expected.json")));
    QVERIFY2(!expected.value(u"rule").toString().isEmpty() && !expected.value(u"about").toString().isEmpty(),
             "a case names its rule and says what it shows");
    QTemporaryDir out;
    const QString next = out.filePath(QStringLiteral("next.json")), mail = out.filePath(QStringLiteral("mail"));
    const CliRun r = cli({QStringLiteral("ap"), dir + QStringLiteral("/game.json"), dir + QStringLiteral("/spends.ap"),
                          QStringLiteral("--json"), QStringLiteral("-o"), next, QStringLiteral("--messages"), mail});
    QVERIFY2(r.status == 0, qPrintable(QStringLiteral("exit %1: %2").arg(r.status).arg(r.err)));

    const QJsonObject ledger = jsonOf(r.out.toUtf8());
    const QJsonObject before = jsonOf(fileBytes(dir + QStringLiteral("/game.json"))).value(u"ap").toObject();
    const QJsonObject after = jsonOf(fileBytes(next)).value(u"ap").toObject();
    const QJsonObject nextExpected = expected.value(u"next").toObject();
    QStringList diffs = compareSpends(ledger, expected.value(u"spends").toArray());
    diffs += compareLedgers(ledger, expected.value(u"ledger").toObject());
    if (after.value(u"round").toInt() != before.value(u"round").toInt() + 1)
        diffs.append(QStringLiteral("next round: %1").arg(after.value(u"round").toInt()));
    diffs += comparePlayers(before, after, nextExpected.value(u"players").toObject());
    diffs += compareAccounts(before, after, nextExpected);
    diffs += compareMail(mail, expected.value(u"mail").toArray());
    QVERIFY2(diffs.isEmpty(), qPrintable(diffs.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestApCases)
#include "tst_apcases.moc"
