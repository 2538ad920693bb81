#include "io/TextFile.h"

#include "io/NumberRange.h"

#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

namespace adj {

namespace {

// Why `info` is not a file to read whole, or empty. Checked before opening:
// opening a pipe with no writer would wait forever.
CoreText notRegular(const QFileInfo &info)
{
    if (!info.exists() || info.isFile())
        return {};
    return info.isDir() ? coreText(QT_TRANSLATE_NOOP("adj::Core", "is not a regular file (a folder)"))
                        : coreText(QT_TRANSLATE_NOOP("adj::Core", "is not a regular file (a device, a pipe or a socket)"));
}

CoreText tooLarge(qint64 cap, const QString &what)
{
    return coreText(QT_TRANSLATE_NOOP("adj::Core", "is larger than %1 MiB (%2 bytes), the most %3 may be"),
                    cap >> 20, groupedNumber(cap), what);
}

} // namespace

std::optional<QByteArray> readInputFile(const QString &path, qint64 cap, const QString &what, Problem &error)
{
    const QFileInfo info(path);
    if (const CoreText why = notRegular(info); why.known) {
        error = problemOf(path, 0, QString(), why);
        return std::nullopt;
    }
    if (info.size() > cap) {
        error = problemOf(path, 0, QString(), tooLarge(cap, what));
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = problemOf(path, 0, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "cannot read: %1"), file.errorString()));
        return std::nullopt;
    }
    // Read as far as the file goes, never more than one byte over the cap (a
    // file that grew since is still bounded): read(cap + 1) at once would
    // allocate the whole cap for every file, however small.
    QByteArray bytes;
    bytes.reserve(qsizetype(std::min(info.size(), cap)) + 1);
    while (bytes.size() <= cap) {
        const QByteArray chunk = file.read(std::min<qint64>(qint64(1) << 20, cap + 1 - bytes.size()));
        if (chunk.isEmpty())
            break;
        bytes += chunk;
    }
    if (bytes.size() > cap) {
        error = problemOf(path, 0, QString(), tooLarge(cap, what));
        return std::nullopt;
    }
    return bytes;
}

std::optional<QString> readUtf8File(const QString &path, Problem &error)
{
    const std::optional<QByteArray> read = readInputFile(path, kTextFileCap, QStringLiteral("an orders or spends file"), error);
    if (!read)
        return std::nullopt;
    const QByteArray &bytes = *read;
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder(bytes); // the decoder's result is lazy until it becomes a QString
    if (decoder.hasError()) {
        int line = 1;
        for (const QByteArray &l : bytes.split('\n')) {
            QStringDecoder d(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
            const QString decoded = d(l + '\n'); // the newline ends any sequence cut short
            if (d.hasError())
                break;
            ++line;
        }
        error = problemOf(path, line, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "the file is not UTF-8 text")));
        return std::nullopt;
    }
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return text;
}

} // namespace adj
