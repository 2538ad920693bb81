#include "model/Board.h"

#include "io/SafeFile.h"
#include "io/TextFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>

namespace adj {

namespace {
const QString kBoard = QStringLiteral("board");

QString picturePath(const QString &jsonPath, const QString &image)
{
    return QFileInfo(jsonPath).dir().filePath(image);
}
} // namespace

std::optional<Board> boardOf(const Game &game)
{
    const QJsonObject o = game.extra.value(kBoard).toObject();
    const QString image = o.value(u"image").toString();
    if (image.isEmpty())
        return std::nullopt;
    return Board{image, o.value(u"opacity").toDouble(1.0)};
}

void setBoard(Game &game, const std::optional<Board> &board, const QByteArray &picture)
{
    if (!board) {
        game.extra.remove(kBoard);
        game.boardPicture.clear();
        return;
    }
    game.extra.insert(kBoard, QJsonObject{{QStringLiteral("image"), board->image},
                                          {QStringLiteral("opacity"), board->opacity}});
    game.boardPicture = picture;
}

Problems checkBoard(const QJsonValue &board)
{
    Problems problems;
    auto error = [&](const QString &field, const CoreText &text) {
        problems.append(problemOf(QString(), 0, field, text));
    };
    if (!board.isObject()) {
        error(kBoard, coreText(QT_TRANSLATE_NOOP("adj::Core", "must be an object like {\"image\": \"britain.png\", \"opacity\": 0.6}")));
        return problems;
    }
    const QJsonObject o = board.toObject();
    if (!o.value(u"image").isString() || o.value(u"image").toString().isEmpty())
        error(QStringLiteral("board.image"), coreText(QT_TRANSLATE_NOOP("adj::Core", "must name the board's picture")));
    const QJsonValue opacity = o.value(u"opacity");
    if (!opacity.isUndefined() && (!opacity.isDouble() || opacity.toDouble() < 0 || opacity.toDouble() > 1))
        error(QStringLiteral("board.opacity"), coreText(QT_TRANSLATE_NOOP("adj::Core", "must be a number from 0 to 1")));
    return problems;
}

Problems readBoardPicture(Game &game, const QString &jsonPath)
{
    const std::optional<Board> board = boardOf(game);
    if (!board)
        return {};
    Problem error;
    const std::optional<QByteArray> bytes =
        readInputFile(picturePath(jsonPath, board->image), kBoardPictureCap, QStringLiteral("a board picture"), error);
    if (!bytes) {
        error.field = QStringLiteral("board.image");
        error.message += QStringLiteral("; the map is drawn without the board");
        error.text = {};  // left in English
        error.severity = Problem::Warning;
        return {error};
    }
    game.boardPicture = *bytes;
    return {};
}

QString writeBoardPicture(const Game &game, const QString &jsonPath)
{
    const std::optional<Board> board = boardOf(game);
    if (!board || game.boardPicture.isEmpty())
        return {};
    const QString path = picturePath(jsonPath, board->image);
    QFile there(path);
    if (there.open(QIODevice::ReadOnly) && there.size() == game.boardPicture.size()
        && there.readAll() == game.boardPicture)
        return {};  // already beside it
    return writeFileSafely(path, game.boardPicture);
}

} // namespace adj
