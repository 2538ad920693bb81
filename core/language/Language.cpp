#include "language/Language.h"

#include <QCoreApplication>
#include <QDir>
#include <QTranslator>

namespace adj {

QStringList Language::translationDirs()
{
    const QString program = QCoreApplication::applicationDirPath();
    QStringList dirs = {QStringLiteral(":/i18n"), program, QDir(program).filePath(QStringLiteral("../share/adjutant/translations"))};
    if (const QString own = qEnvironmentVariable("ADJUTANT_TRANSLATIONS"); !own.isEmpty())
        dirs.prepend(own);  // a folder of adjutant_*.qm of one's own (and the tests')
    return dirs;
}

std::optional<Language> Language::load(const QString &code, const QStringList &dirs)
{
    if (code == u"en")
        return Language();
    if (!codes().contains(code))
        return std::nullopt;
    for (const QString &dir : dirs) {
        auto translator = std::make_shared<QTranslator>();
        if (translator->load(QStringLiteral("adjutant_") + code, dir)) {
            Language language;
            language.m_code = code;
            language.m_translator = translator;
            return language;
        }
    }
    return std::nullopt;
}

} // namespace adj
