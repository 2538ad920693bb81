#include "store/Packing.h"

#include "store/Sql.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QtEndian>

#include <zlib.h>

namespace adj::store {

QByteArray pack(const QByteArray &bytes)
{
    return qCompress(bytes, 6);
}

std::optional<QByteArray> unpack(const QByteArray &packed)
{
    // qCompress's form: four bytes of length, big-endian, then a zlib
    // stream. The length is believed only as far as zlib could give it (at
    // most 1,032 bytes for each packed byte), so that a damaged one never
    // asks for gigabytes (found by fuzzing the recovery copy); zlib's own
    // checksum finds damage to the stream. Nothing packed is empty. (Not
    // qUncompress: it takes any length, and warns on the terminal.)
    if (packed.size() < 5)
        return std::nullopt;
    const quint32 length = qFromBigEndian<quint32>(packed.constData());
    if (length == 0 || quint64(length) > quint64(packed.size() - 4) * 1032)
        return std::nullopt;
    QByteArray bytes(qsizetype(length), Qt::Uninitialized);
    uLongf size = length;
    if (::uncompress(reinterpret_cast<Bytef *>(bytes.data()), &size,
                     reinterpret_cast<const Bytef *>(packed.constData()) + 4, uLong(packed.size() - 4)) != Z_OK
        || size != length)
        return std::nullopt;
    return bytes;
}

std::optional<QString> storedText(const QVariant &column)
{
    if (column.typeId() != QMetaType::QByteArray)
        return column.toString();
    const std::optional<QByteArray> bytes = unpack(column.toByteArray());
    if (!bytes)
        return std::nullopt;
    return QString::fromUtf8(*bytes);
}

bool packRows(const QSqlDatabase &db, const QString &sql, const QVariantList &values, QByteArray &packed,
              QString &error)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!prepare(q, sql, error) || !exec(q, values, error))
        return false;
    QJsonArray rows;
    while (q.next()) {
        QJsonArray row;
        for (int i = 0; i < q.record().count(); ++i)
            row.append(QJsonValue::fromVariant(q.value(i)));
        rows.append(row);
    }
    packed = pack(QJsonDocument(rows).toJson(QJsonDocument::Compact));
    return true;
}

std::optional<QList<QVariantList>> unpackRows(const QByteArray &packed)
{
    const std::optional<QByteArray> bytes = unpack(packed);
    if (!bytes)
        return std::nullopt;
    QJsonParseError parsed;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parsed);
    if (parsed.error != QJsonParseError::NoError || !doc.isArray())
        return std::nullopt;
    QList<QVariantList> rows;
    for (const QJsonValue &row : doc.array())
        rows.append(row.toArray().toVariantList());
    return rows;
}

bool packTurn(const QSqlDatabase &db, int turn, QString &error)
{
    QByteArray orders, steps;
    if (!packRows(db, QStringLiteral("SELECT %1 FROM orders WHERE turn = ? AND discarded = 0 ORDER BY position")
                          .arg(kOrderColumns), {turn}, orders, error)
        || !packRows(db, QStringLiteral("SELECT %1 FROM steps WHERE turn = ? AND discarded = 0 ORDER BY position")
                             .arg(kStepColumns), {turn}, steps, error))
        return false;
    const auto game = scalar(db, QStringLiteral("SELECT game FROM games WHERE turn = ?"), error, {turn});
    if (!game)
        return false;
    // A game already packed (a turn rolled back to and resolved again is
    // plain again; one packed before stays as it is).
    const bool plain = !game->isNull() && game->typeId() != QMetaType::QByteArray;
    return run(db, QStringLiteral("DELETE FROM resolutions WHERE turn = ? AND discarded = 0"), error, {turn})
        && run(db, QStringLiteral("INSERT INTO resolutions (turn, orders, steps) VALUES (?, ?, ?)"), error,
               {turn, orders, steps})
        && run(db, QStringLiteral("DELETE FROM orders WHERE turn = ? AND discarded = 0"), error, {turn})
        && run(db, QStringLiteral("DELETE FROM steps WHERE turn = ? AND discarded = 0"), error, {turn})
        && (!plain || run(db, QStringLiteral("UPDATE games SET game = ? WHERE turn = ?"), error,
                          {pack(game->toString().toUtf8()), turn}));
}

} // namespace adj::store
