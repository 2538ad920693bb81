// Plain-text reports: one per nation, read from the same step records as the
// event file and the replay.
#pragma once

#include "rules/Resolver.h"

namespace adj {

// A value of a change as reports show it: a number, a code, the processing
// order as codes, or `none`.
QString changeValueText(const QJsonValue &value, const QString &none = QStringLiteral("none"));
// A battle's arithmetic, several lines, for reports and the replay.
QString battleText(const Battle &battle);
// The report of one nation for a resolved turn: its actions with outcome and
// reason, the battles it fought, the end of turn, income, and its areas.
QString nationReport(const Game &before, const Resolution &resolution, const QString &nation);

} // namespace adj
