#include "ap/ApCheck.h"

#include "model/Game.h"
#include "ruleset/Ruleset.h"

#include <algorithm>

namespace adj {

Problems CheckedApRound::lines(Lang lang) const
{
    Problems out = input;
    const auto rejected = [lang](const QString &file, int line, const QString &why) {
        return Problem{file, line, QString(),
                       coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "%1; the spend is rejected")).arg(why)};
    };
    for (const ApSpend &s : spends.spends)
        if (!s.ok())
            out.append(rejected(s.file, s.line, s.errorIn(lang)));
    for (const ApSpendResult &s : round.unattributed)
        out.append(rejected(s.file, s.line, s.reasonIn(lang)));
    std::stable_sort(out.begin(), out.end(), [](const Problem &a, const Problem &b) { return a.line < b.line; });
    return out;
}

CheckedApRound checkApRound(const Game &game, const ApState &state, const QString &text, const QString &name,
                            const QString &gameName)
{
    CheckedApRound c;
    c.blank = text.trimmed().isEmpty();
    if (!c.blank)
        c.spends = parseApSpends(text, name, c.input);
    // docs/formats.md "AP spends": ROUND must match the game's ap.round.
    if (!c.blank && c.input.isEmpty() && c.spends.round != state.round)
        c.input.append(problemOf(name, c.spends.roundLine, QString(),
                                 coreText(QT_TRANSLATE_NOOP("adj::Core", "ROUND %1 does not match the game's round %2 (ap.round in %3)"),
                                          c.spends.round, state.round, gameName)));
    const Ruleset &rules = *Ruleset::get(QStringLiteral("ap"));
    c.round = resolveApRound(state, c.spends.spends, rules, Options(rules, game.options), game.seed);
    return c;
}

Game withApRoundApplied(const Game &game, const ApRound &round)
{
    Game next = game;
    next.ap = writeApState(round.next, game.ap);
    return next;
}

} // namespace adj
