#include "store/Sql.h"

#include "model/GameJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <atomic>

namespace adj::store {

namespace {

QString newConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("adjutant-store-%1").arg(++counter);
}

} // namespace

QString sqlError(const QSqlError &e)
{
    const QString db = e.databaseText().trimmed();
    return db.isEmpty() ? e.text().trimmed() : db;
}

void closeConnection(const QString &name)
{
    if (name.isEmpty())
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

QString openConnection(const QString &file, bool readOnly, QString &error)
{
    const QString name = newConnectionName();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    if (!db.isValid()) {
        error = QStringLiteral("the Qt SQLite driver (QSQLITE) is not available");
        db = {};
        QSqlDatabase::removeDatabase(name);
        return {};
    }
    db.setDatabaseName(file);
    db.setConnectOptions(readOnly ? QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000")
                                  : QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open()) {
        error = sqlError(db.lastError());
        db = {};
        closeConnection(name);
        return {};
    }
    return name;
}

bool exec(QSqlQuery &q, const QVariantList &values, QString &error)
{
    for (int i = 0; i < values.size(); ++i)
        q.bindValue(i, values[i]);
    if (q.exec())
        return true;
    error = sqlError(q.lastError());
    return false;
}

bool prepare(QSqlQuery &q, const QString &sql, QString &error)
{
    if (q.prepare(sql))
        return true;
    error = sqlError(q.lastError());
    return false;
}

bool run(const QSqlDatabase &db, const QString &sql, QString &error, const QVariantList &values)
{
    QSqlQuery q(db);
    return prepare(q, sql, error) && exec(q, values, error);
}

std::optional<QVariant> scalar(const QSqlDatabase &db, const QString &sql, QString &error,
                               const QVariantList &values)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!prepare(q, sql, error) || !exec(q, values, error))
        return std::nullopt;
    if (!q.next()) {
        if (q.lastError().isValid()) {
            error = sqlError(q.lastError());
            return std::nullopt;
        }
        return QVariant();
    }
    return q.value(0);
}

QString timeText(const QDateTime &t)
{
    return t.toUTC().toString(Qt::ISODateWithMs);
}

QDateTime timeFromText(const QString &s)
{
    return QDateTime::fromString(s, Qt::ISODateWithMs);
}

QString jsonText(const QJsonValue &v)
{
    return QString::fromUtf8(inlineJson(v));
}

QJsonValue jsonFromText(const QString &s)
{
    // Wrapped in an array so that any JSON value, not only objects, reads back.
    const QJsonDocument doc = QJsonDocument::fromJson('[' + s.toUtf8() + ']');
    return doc.array().isEmpty() ? QJsonValue() : doc.array().first();
}

QString notNull(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

QVariant orNull(const QString &s)
{
    return s.isEmpty() ? QVariant() : QVariant(s);
}

QString now()
{
    return timeText(QDateTime::currentDateTimeUtc());
}

} // namespace adj::store
