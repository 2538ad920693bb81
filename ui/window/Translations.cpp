#include "window/Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace adj::ui {

void installTranslators(QCoreApplication &app)
{
    auto *qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    // No translation for the locale (C, or a language not translated):
    // the source texts, with their English plural forms.
    if (own->load(QLocale(), QStringLiteral("adjutant"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || own->load(QStringLiteral("adjutant_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
}

} // namespace adj::ui
