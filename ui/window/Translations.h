// The program's strings in the system's language, and Qt's own: the German
// (and any other) translation built into the program, and English plural
// forms ("1 sea", "2 seas") from translations/adjutant_en.ts, which hold for
// an English or an unset (C) locale.
#pragma once

class QCoreApplication;

namespace adj::ui {

void installTranslators(QCoreApplication &app);

} // namespace adj::ui
