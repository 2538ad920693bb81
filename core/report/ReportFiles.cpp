#include "report/ReportFiles.h"

#include "language/Language.h"

#include <QDir>

namespace adj {

QList<QPair<QString, QByteArray>> reportFiles(const Game &game, const Resolution &r, const QDir &dir,
                                              const TurnPictures &pictures)
{
    const Language language = languageOf(game);  // the game's, not the window's
    QList<QPair<QString, QByteArray>> files;
    for (const Nation &n : game.nations) {
        const NationReportModel report = nationReportModel(game, r, n.code, language.lang());
        files.append({dir.filePath(n.code + QStringLiteral(".txt")), reportText(report).toUtf8()});
        files.append({dir.filePath(n.code + QStringLiteral(".html")),
                      nationReportHtml(report, nationColour(game, n.code), pictures.of(n.code)).toUtf8()});
    }
    files.append({dir.filePath(QStringLiteral("game.html")),
                  gameReportHtml(gameReportModel(game, r, language.lang()), game, pictures.game).toUtf8()});
    QStringList names = pictures.png.keys();
    names.sort();  // the same order every time
    for (const QString &name : names)
        files.append({dir.filePath(name), pictures.png.value(name)});
    return files;
}

} // namespace adj
