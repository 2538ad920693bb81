#include "language/Language.h"

#include "model/Game.h"

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

Language Language::of(const Game &game)
{
    return load(gameLanguage(game)).value_or(Language());
}

QString gameLanguage(const Game &game)
{
    return game.extra.value(QStringLiteral("language")).toString(QStringLiteral("en"));
}

void setGameLanguage(Game &game, const QString &code)
{
    if (code == u"en")
        game.extra.remove(QStringLiteral("language"));
    else
        game.extra.insert(QStringLiteral("language"), code);
}

} // namespace adj
