#include "io/TextFile.h"

#include <QFile>
#include <QStringDecoder>

namespace adj {

std::optional<QString> readUtf8File(const QString &path, Problem &error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = {path, 0, QString(), QStringLiteral("cannot read: %1").arg(file.errorString())};
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
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
        error = {path, line, QString(), QStringLiteral("the file is not UTF-8 text")};
        return std::nullopt;
    }
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return text;
}

} // namespace adj
