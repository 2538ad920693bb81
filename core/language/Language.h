// The language of a game's reports and mail: English by default,
// or another language Adjutant is translated into, independent of the
// window's language (a German moderator may run an English game). Holds its
// own translator for adjutant_<code>.qm, never the installed ones.
#pragma once

#include "io/CoreText.h"

#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

class QTranslator;

namespace adj {

class Language {
public:
    Language() = default;  // English
    // "en", or a language with adjutant_<code>.qm in `dirs`; nullopt when
    // there is none. By default: $ADJUTANT_TRANSLATIONS when set, the
    // program's own (:/i18n), beside the program (the build) and the
    // installed share/adjutant/translations.
    static std::optional<Language> load(const QString &code, const QStringList &dirs = translationDirs());
    static QStringList translationDirs();
    // The codes a game may name ("en" first).
    static QStringList codes() { return {QStringLiteral("en"), QStringLiteral("de")}; }

    QString code() const { return m_code; }
    bool isEnglish() const { return !m_translator; }
    // The core's texts in this language (CoreText, explainBattle, coreWord);
    // it points into this Language, which must outlive it.
    Lang lang() const { return m_translator ? Lang(m_translator.get()) : Lang(Lang::English); }

private:
    QString m_code = QStringLiteral("en");
    std::shared_ptr<const QTranslator> m_translator;
};

} // namespace adj
