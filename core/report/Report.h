// Plain-text reports: one per nation, read from the same step records as the
// event file and the replay.
#pragma once

#include "report/BattleText.h"
#include "rules/Resolver.h"

#include <optional>

namespace adj {

// A value of a change as reports show it: a number, a code, the processing
// order as codes, or `none`.
QString changeValueText(const QJsonValue &value, const QString &none = QStringLiteral("none"));
// One nation's report of a resolved turn, as data: the text and the HTML
// renderings (report/Html.h) read the same model.
struct ReportAction {
    QString slot;             // "3", or "-" for a step without one
    QString order;            // the normalised order, or "(nothing)"
    QString outcome;          // done, reduced, failed (English: reportWord() shows it)
    int cost = 0;
    int line = 0;
    QString raw;              // the line as received, when it says something else than `order`
    QString reason;
    std::optional<BattleExplanation> battle;
    QStringList notes;
};

struct ReportPhase {          // a step of the end of the turn
    QString phase, order, reason;
    QStringList changes;      // "NOR bp 20 -> 24"
    QStringList notes;
};

struct ReportArea {           // an area the nation holds at the end of the turn, as shown
    QString code, name, kind, pop, trade, forts, armies, ships, mode;
};

struct NationReportModel {
    Lang lang;                // the report's language: its words, reasons and battles
    QString title;            // the ruleset's title
    QString game;             // the game's name
    QString code;
    bool known = false;       // whether the nation is in the next turn's game
    Nation nation;            // as at the start of the next turn, when known
    int turn = 0;
    QList<ReportAction> actions;
    QList<LateOrders> late;   // its messages that came late and did not count
    QList<BattleExplanation> attacks; // battles others fought against it
    QList<ReportPhase> endOfTurn;
    int nextTurn = 0;
    QStringList nextOrder;
    QList<ReportArea> areas;
};

NationReportModel nationReportModel(const Game &before, const Resolution &resolution, const QString &nation,
                                    Lang lang = Lang::English);
QString reportText(const NationReportModel &model);
// What the actions say of a message that came late: "Your message received … came after the deadline …".
QString lateOrdersText(Lang lang, const LateOrders &late);

// The report of one nation for a resolved turn: its actions with outcome and
// reason, the battles it fought, the end of turn, income, and its areas.
QString nationReport(const Game &before, const Resolution &resolution, const QString &nation, Lang lang = Lang::English);

// The report's own words (headings, labels, a phase, an outcome, a kind of
// area) in `lang`; `word` is marked with QT_TRANSLATE_NOOP("adj::Core", …)
// or is one of the words of reportWords() (report/Report.cpp).
QString reportWord(Lang lang, const QString &word);

} // namespace adj
