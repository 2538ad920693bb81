// Qt Sql plumbing of the game file: connections, statements with their
// values bound in order, and the text form of what is stored (times, JSON).
#pragma once

#include <QDateTime>
#include <QJsonValue>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>
#include <optional>

class QSqlError;

namespace adj::store {

QString sqlError(const QSqlError &e);

// Opens an SQLite connection; an empty name and `error` set when it fails.
QString openConnection(const QString &file, bool readOnly, QString &error);
void closeConnection(const QString &name);

// A connection that is closed when it goes out of scope.
struct Connection {
    QString name;
    QString error;
    Connection(const QString &file, bool readOnly) : name(openConnection(file, readOnly, error)) {}
    ~Connection() { closeConnection(name); }
    bool ok() const { return !name.isEmpty(); }
    QSqlDatabase db() const { return QSqlDatabase::database(name, false); }
};

bool exec(QSqlQuery &q, const QVariantList &values, QString &error);
bool prepare(QSqlQuery &q, const QString &sql, QString &error);
// Runs one statement with its values bound in order.
bool run(const QSqlDatabase &db, const QString &sql, QString &error, const QVariantList &values = {});
// The first column of the first row; nullopt (and `error`) when the query fails.
std::optional<QVariant> scalar(const QSqlDatabase &db, const QString &sql, QString &error,
                               const QVariantList &values = {});

QString timeText(const QDateTime &t);
QDateTime timeFromText(const QString &s);
QString now();  // the current time as stored
QString jsonText(const QJsonValue &v);
QJsonValue jsonFromText(const QString &s);
// Qt binds a null QString as SQL NULL; NOT NULL text columns take "" instead.
QString notNull(const QString &s);
QVariant orNull(const QString &s);

} // namespace adj::store
