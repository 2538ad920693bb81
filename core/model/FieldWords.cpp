#include "model/FieldWords.h"

namespace adj {

namespace {

struct FieldWord {
    const char *field;
    const char *words;
};

const FieldWord kFields[] = {
    // areas
    {"owner", QT_TRANSLATE_NOOP("adj::Core", "owner")},
    {"armies", QT_TRANSLATE_NOOP("adj::Core", "armies")},
    {"ships", QT_TRANSLATE_NOOP("adj::Core", "ships")},
    {"population", QT_TRANSLATE_NOOP("adj::Core", "population")},
    {"popLimit", QT_TRANSLATE_NOOP("adj::Core", "population limit")},
    {"forts", QT_TRANSLATE_NOOP("adj::Core", "forts")},
    {"trade", QT_TRANSLATE_NOOP("adj::Core", "trade")},
    {"mode", QT_TRANSLATE_NOOP("adj::Core", "mode")},
    {"modeTarget", QT_TRANSLATE_NOOP("adj::Core", "mode target")},
    // nations
    {"name", QT_TRANSLATE_NOOP("adj::Core", "name")},
    {"player", QT_TRANSLATE_NOOP("adj::Core", "player")},
    {"email", QT_TRANSLATE_NOOP("adj::Core", "e-mail")},
    {"people", QT_TRANSLATE_NOOP("adj::Core", "people")},
    {"traits", QT_TRANSLATE_NOOP("adj::Core", "traits")},
    {"bp", QT_TRANSLATE_NOOP("adj::Core", "BP")},
    {"treasury", QT_TRANSLATE_NOOP("adj::Core", "treasury")},
    {"armyReserve", QT_TRANSLATE_NOOP("adj::Core", "army reserve")},
    {"fleetReserve", QT_TRANSLATE_NOOP("adj::Core", "fleet reserve")},
    {"vp", QT_TRANSLATE_NOOP("adj::Core", "VP")},
    // the game
    {"turn", QT_TRANSLATE_NOOP("adj::Core", "turn")},
    {"order", QT_TRANSLATE_NOOP("adj::Core", "processing order")},
    {"options", QT_TRANSLATE_NOOP("adj::Core", "rule options")},
    {"ap", QT_TRANSLATE_NOOP("adj::Core", "action points")},
};

} // namespace

QString fieldWord(const QString &field, Lang lang)
{
    for (const FieldWord &f : kFields)
        if (field == QLatin1String(f.field))
            return coreWord(lang, f.words);
    return field;
}

} // namespace adj
