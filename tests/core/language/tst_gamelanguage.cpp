// Every text Adjutant writes for the players follows the game's report
// language, as the nations' reports do (tst_reportlanguage): the
// AP ledger and its noteboard mail, the confirmation of an orders mail and
// the notice of a replaced one, and the What If comparison; in German through
// the program's real adjutant_de.qm, with no English left, and in English
// byte for byte as before. A rejected AP spend carries its key and arguments
// from where it is rejected, not matched back from its English.
#include "ap/ApLedger.h"
#include "ap/ApReport.h"
#include "ap/ApSpends.h"
#include "language/Language.h"
#include "turn/Confirmation.h"
#include "model/GameJson.h"
#include "orders/Orders.h"
#include "report/WhatIfText.h"
#include "rules/WhatIf.h"
#include "ruleset/Ruleset.h"

#include <QRegularExpression>
#include <QTest>

#include "TestSupport.h"

using namespace adj;
using namespace adj::test;

namespace {

// Spends of the example game's round 4: two done, the rest rejected for a
// reason each (a cap, the round total, a bad line, an unknown player).
const QString kSpends = QStringLiteral(
    "ROUND 4\n"
    "PLAYER Bob\n"
    "NOTEBOARD  to=Alice,Carol  \"Shall we talk about Terra?\"\n"
    "SECRET     to=Dave         \"Watch your back.\"\n"
    "TRANSFER   to=Bob money=5\n"
    "MESSAGE \"open\n"
    "TRANSFER money=1 money=2\n"
    "FOO\n"
    "PLAYER Nobody\n"
    "GOSSIP \"psst\"\n");

// The English words a German text must not have (pieces of the English keys).
const QStringList kEnglish = {
    QStringLiteral("AP ledger"), QStringLiteral(" spent"), QStringLiteral("rejected"), QStringLiteral("to deliver"),
    QStringLiteral("no cap"), QStringLiteral("in round"), QStringLiteral("no embargo"), QStringLiteral("Spends of"),
    QStringLiteral("Orders for"), QStringLiteral("as read from"), QStringLiteral("your order lines"),
    QStringLiteral("problems:"), QStringLiteral("see below"), QStringLiteral("later message"), QStringLiteral("deadline"),
    QStringLiteral("the turn as given"), QStringLiteral("first difference"), QStringLiteral("differs"),
    QStringLiteral("battle won"), QStringLiteral("battle lost"), QStringLiteral("next turn"), QStringLiteral("loses"),
    QStringLiteral("secret communication"), QStringLiteral("court gossip"), QStringLiteral("noteboard from")};

QStringList englishIn(const QString &text)
{
    QStringList found;
    for (const QString &w : kEnglish)
        if (text.contains(w, Qt::CaseInsensitive))
            found.append(w);
    return found;
}

} // namespace

class TestGameLanguage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void apRejectionsCarryTheirKey();
    void apLedgerInGerman();
    void apLedgerEnglishAsBefore();
    void noteboardMailInGerman();
    void confirmationInGerman();
    void confirmationEnglishAsBefore();
    void comparisonInGerman();
    void countsAgreeWithTheirNumber();

private:
    ApRound apRound() const;
    OrdersMail ordersMail(const Game &game, const QString &body, const QString &subject) const;

    Language m_de;
    Game m_apGame;
    ApState m_apState;
};

void TestGameLanguage::initTestCase()
{
    if (!qEnvironmentVariableIsSet("ADJUTANT_TRANSLATIONS"))  // the program's German, unless told another
        qputenv("ADJUTANT_TRANSLATIONS", QByteArray(ADJ_GERMAN_QM_DIR));
    const std::optional<Language> de = Language::load(QStringLiteral("de"));
    QVERIFY2(de && !de->isEnglish(), "adjutant_de.qm not found");
    m_de = *de;
    m_apGame = readGame(ApExamplePath);
    Problems problems;
    m_apState = readApState(m_apGame.ap, problems);
    QVERIFY(!hasErrors(problems));
}

ApRound TestGameLanguage::apRound() const
{
    Problems inputErrors;
    const ApSpendsFile spends = parseApSpends(kSpends, QStringLiteral("round.ap"), inputErrors);
    const Ruleset &rules = *Ruleset::get(QStringLiteral("ap"));
    return resolveApRound(m_apState, spends.spends, rules, Options(rules, m_apGame.options), m_apGame.seed);
}

void TestGameLanguage::apRejectionsCarryTheirKey()
{
    const ApRound round = apRound();
    QList<ApSpendResult> rejected = round.unattributed;
    for (const ApPlayerLedger &l : round.players)
        for (const ApSpendResult &s : l.spends)
            if (!s.done)
                rejected.append(s);
    QVERIFY(rejected.size() >= 4);
    for (const ApSpendResult &s : rejected) {
        // Made with its key where it was rejected: no catalog needed to read it back.
        QVERIFY2(s.reasonText.known, qPrintable(s.reason));
        QCOMPARE(s.reasonText.english(), s.reason);
        const QString german = s.reasonIn(m_de.lang());
        QVERIFY2(german != s.reason && !german.isEmpty(), qPrintable(s.reason + QStringLiteral(" → ") + german));
    }
}

void TestGameLanguage::apLedgerInGerman()
{
    const QString text = apLedgerText(apRound(), m_de.lang());
    QVERIFY2(text.startsWith(QStringLiteral("AP-Buch, Runde 4\n")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Bob: ")) && text.contains(QStringLiteral("AP ausgegeben")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("abgelehnt Zeile ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Ausgaben keines Spielers dieses Spiels (abgelehnt):")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Nachrichten zuzustellen")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Kampf")), qPrintable(text));  // the category
    const QStringList left = englishIn(text);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral(", ")) + QStringLiteral(" in:\n") + text));
}

void TestGameLanguage::apLedgerEnglishAsBefore()
{
    const ApRound round = apRound();
    const QString text = apLedgerText(round);
    QCOMPARE(apLedgerText(round, Lang::English), text);
    // The lines as they always were (docs/formats.md "Command line": ap).
    QVERIFY2(text.startsWith(QStringLiteral("AP ledger, round 4\n\nBob: ")), qPrintable(text));
    static const QRegularExpression combat(QStringLiteral("\n  combat {6}[ \\d]{3} (of \\d+|no cap)\n"));
    QVERIFY2(combat.match(text).hasMatch(), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral(" spends, ")) && text.contains(QStringLiteral(" rejected\n    rejected line ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("\nSpends of no player of this game (rejected):\n    line 10: GOSSIP \"psst\": unknown player \"Nobody\"\n")),
             qPrintable(text));
    static const QRegularExpression end(QStringLiteral("\n(1 message|\\d+ messages) to deliver(; account #\\d+ opened for \\w+)*\n"
                                                       "(No embargo in round 5|Embargoed in round 5: .*)\n$"));
    QVERIFY2(end.match(text).hasMatch(), qPrintable(text));
}

void TestGameLanguage::noteboardMailInGerman()
{
    ApMessage secret;
    secret.kind = ApMessage::Secret;
    secret.sender = QStringLiteral("Bob");
    QCOMPARE(noteboardSubject(secret, 4, true), QStringLiteral("Round 4: secret communication from Bob (anonymous to its recipients)"));
    QCOMPARE(noteboardSubject(secret, 4, false), QStringLiteral("Round 4: secret communication"));
    QCOMPARE(anonymousSender(secret), QStringLiteral("Secret communication"));
    QCOMPARE(noteboardSubject(secret, 4, true, m_de.lang()), QStringLiteral("Runde 4: geheime Mitteilung von Bob (für ihre Empfänger anonym)"));
    QCOMPARE(noteboardSubject(secret, 4, false, m_de.lang()), QStringLiteral("Runde 4: geheime Mitteilung"));
    QCOMPARE(anonymousSender(secret, m_de.lang()), QStringLiteral("Geheime Mitteilung"));
    ApMessage gossip = secret;
    gossip.kind = ApMessage::CourtGossip;
    QCOMPARE(noteboardSubject(gossip, 4, false, m_de.lang()), QStringLiteral("Runde 4: Hofklatsch"));
    QCOMPARE(anonymousSender(gossip, m_de.lang()), QStringLiteral("Hofklatsch"));
    ApMessage board = secret;
    board.kind = ApMessage::Noteboard;
    QCOMPARE(noteboardSubject(board, 4, true), QStringLiteral("Round 4: noteboard from Bob"));
    QCOMPARE(noteboardSubject(board, 4, true, m_de.lang()), QStringLiteral("Runde 4: Schwarzes Brett von Bob"));
}

OrdersMail TestGameLanguage::ordersMail(const Game &game, const QString &body, const QString &subject) const
{
    MailMessage m;
    m.from = QStringLiteral("ann@example.org");
    m.subject = subject;
    m.date = QDateTime(QDate(2026, 3, 1), QTime(9, 30), Qt::UTC);
    m.body = body;
    const TurnMail t = sortTurnMail({m}, game);
    return t.received.value(0);
}

// A message with a good order, a bad area, an unknown action and a MESSAGE
// line; its lines are numbered as the player sees them (NATION is line 2).
const QString kBody = QStringLiteral("Hello,\nNATION NOR\n1 MOVE ORG TGT 2\n2 MOVE ORG XXQ 1\n3 FROB ORG - -\nMESSAGE Peace, Mercia?\nAnn\n");

void TestGameLanguage::confirmationInGerman()
{
    Game game = readGame(WhatIfGamePath);
    setGameLanguage(game, QStringLiteral("de"));
    const OrdersMail mail = ordersMail(game, kBody, QStringLiteral("Turn 3"));
    QCOMPARE(mail.nation, QStringLiteral("NOR"));
    const QString text = confirmationText(mail, game);
    QVERIFY2(text.startsWith(QStringLiteral("Befehle für NOR")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("wie aus Ihrer Nachricht „Turn 3“ vom 2026-03-01 09:30 UTC gelesen.")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Die Zeilen sind nummeriert wie in Ihrer Nachricht.")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Platz Zeile Befehl")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Problem, siehe unten")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Ihre Nachricht für den Spielbericht (Zeile 6): Peace, Mercia?")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("2 Probleme:")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("   Zeile 4 „2 MOVE ORG XXQ 1“: ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Abgabeschluss")), qPrintable(text));
    // The problems' own words are German too: no English key of theirs is left.
    const QStringList left = englishIn(text);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral(", ")) + QStringLiteral(" in:\n") + text));
    for (const QString &english : {QStringLiteral("unknown area"), QStringLiteral("unknown action")})
        QVERIFY2(!text.contains(english), qPrintable(text));

    const OrdersMail later = ordersMail(game, kBody, QStringLiteral("Turn 3, again"));
    const OutgoingMail notice = supersededNotice(mail, later, game);
    QVERIFY2(notice.text.startsWith(QStringLiteral("Ihre Nachricht „Turn 3“ vom 2026-03-01 09:30 UTC gab Befehle für NOR")),
             qPrintable(notice.text));
    QVERIFY2(englishIn(notice.text).isEmpty(), qPrintable(notice.text));
}

void TestGameLanguage::confirmationEnglishAsBefore()
{
    const Game game = readGame(WhatIfGamePath);
    const OrdersMail mail = ordersMail(game, kBody, QStringLiteral("Turn 3"));
    const QString text = confirmationText(mail, game);
    QVERIFY2(text.startsWith(QStringLiteral("Orders for NOR")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral(", turn 3, as read from your message \"Turn 3\" of 2026-03-01 09:30 UTC.\n"
                                          "The lines are numbered as in your message.\n\nslot  line  order\n")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("  problem, see below\n")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("\nYour message for the game report (line 6): Peace, Mercia?\n")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("\n2 problems:\n   line 4 \"2 MOVE ORG XXQ 1\": unknown area XXQ\n")), qPrintable(text));
    QVERIFY2(text.endsWith(QStringLiteral("\nUntil the deadline you may send new orders: the latest message received by then counts, in place of this one.\n")),
             qPrintable(text));
    const OrdersMail later = ordersMail(game, kBody, QStringLiteral("Turn 3, again"));
    QCOMPARE(supersededNotice(mail, later, game).text,
             QStringLiteral("Your message \"Turn 3\" of 2026-03-01 09:30 UTC gave orders for NOR%1, turn 3. A later message, "
                            "\"Turn 3, again\" of 2026-03-01 09:30 UTC, replaces it: its orders are not used.\n")
                 .arg(game.nation(QStringLiteral("NOR"))->name.isEmpty() ? QString() : u' ' + game.nation(QStringLiteral("NOR"))->name));
}

void TestGameLanguage::comparisonInGerman()
{
    const Game game = readGame(WhatIfGamePath);
    const Ruleset *rules = Ruleset::get(game.ruleset);
    const QList<Order> orders = parseOrders(readText(WhatIfOrdersPath), WhatIfOrdersPath, game, *rules).orders;
    const QJsonObject changes{{QStringLiteral("lossRounding"), QStringLiteral("floorEach")}};
    Problems bad;
    const std::optional<Game> changed = withOptions(game, changes, bad);
    QVERIFY(changed);
    const Comparison c = compareWithOptions(game, orders, *changed);
    const Options options(*rules, game.options);
    const QString english = comparisonText(c, changes, options);
    QCOMPARE(comparisonText(c, changes, options, Lang::English), english);
    QVERIFY2(english.contains(QStringLiteral("a: the turn as given; b: lossRounding ")), qPrintable(english));
    QVERIFY2(english.contains(QStringLiteral("first difference: step 1\n1 step differs:\n  step 1 (NOR slot 1: ")), qPrintable(english));
    QVERIFY2(english.contains(QStringLiteral("done; battle won (")) && english.contains(QStringLiteral("battle lost (")),
             qPrintable(english));

    const QString german = comparisonText(c, changes, options, m_de.lang());
    QVERIFY2(german.contains(QStringLiteral("a: der Zug wie gegeben; b: lossRounding ")), qPrintable(german));
    QVERIFY2(german.contains(QStringLiteral("erster Unterschied: Schritt 1\n1 Schritt unterscheidet sich:\n  Schritt 1 (NOR Platz 1: ")),
             qPrintable(german));
    QVERIFY2(german.contains(QStringLiteral("Schlacht gewonnen (")) && german.contains(QStringLiteral("Schlacht verloren (")),
             qPrintable(german));
    QVERIFY2(german.contains(QStringLiteral("nächster Zug, ")), qPrintable(german));
    QVERIFY2(german.count(u'\n') == english.count(u'\n'), qPrintable(german));
    const QStringList left = englishIn(german);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QStringLiteral(", ")) + QStringLiteral(" in:\n") + german));
}

// A count in a message agrees with its number (Qt's %n plural forms), in
// the English the step log keeps and in German, read back from the English.
void TestGameLanguage::countsAgreeWithTheirNumber()
{
    const struct { const char *english, *german; } cases[] = {
        {"1 army drowned in NTH", "1 Armee in NTH ertrunken"},
        {"3 armies drowned in NTH", "3 Armeen in NTH ertrunken"},
        {"IRS has 0 ships for 1 army aboard", "IRS hat 0 Schiffe für 1 Armee an Bord"},
        {"IRS has 1 ship for 2 armies aboard", "IRS hat 1 Schiff für 2 Armeen an Bord"},
        {"LNS was yours at the start of the turn, but 1 army of MER holds it",
         "LNS gehörte dir zu Beginn des Zuges, aber 1 Armee von MER hält es"},
        {"YRK has 1 fort", "YRK hat 1 Festung"},
        {"1 army is aboard in NTH: use CONVOY", "1 Armee ist in NTH an Bord: nimm CONVOY"},
    };
    for (const auto &c : cases) {
        const CoreText t = CoreText::parse(QString::fromUtf8(c.english));
        QVERIFY2(t.known && t.n >= 0, c.english);
        QCOMPARE(t.english(), QString::fromUtf8(c.english));
        QCOMPARE(t.in(m_de.lang()), QString::fromUtf8(c.german));
    }
    const char *drowned = QT_TRANSLATE_N_NOOP("adj::Core", "%n army(s) drowned in %1");
    QCOMPARE(coreCount(drowned, 1, QStringLiteral("NTH")).english(), QStringLiteral("1 army drowned in NTH"));
    QCOMPARE(coreCount(drowned, 2, QStringLiteral("NTH")).in(m_de.lang()), QStringLiteral("2 Armeen in NTH ertrunken"));
}

QTEST_GUILESS_MAIN(TestGameLanguage)
#include "tst_gamelanguage.moc"
