// Typed, strict access to the fields of one JSON object: every problem is
// recorded under its path (`areas[12].owner`), so that a file's problems are
// all reported at once. Shared by the game reader and the AP reader.
#pragma once

#include "io/NumberRange.h"
#include "io/Problem.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <optional>

namespace adj {

// "a number", "a string", ... for messages.
QString jsonTypeName(const QJsonValue &v);

class JsonFields
{
public:
    JsonFields(const QJsonObject &o, QString path, Problems &problems)
        : m_o(o), m_path(std::move(path)), m_problems(problems) {}
    // An element of an array, `areas[12]`: its path is built only for a
    // problem (thousands of areas are read without one).
    JsonFields(const QJsonObject &o, QLatin1StringView array, qsizetype index, Problems &problems)
        : m_o(o), m_array(array), m_index(index), m_problems(problems) {}

    QString at(const QString &key) const;
    void error(const QString &key, const QString &message, Problem::Severity s = Problem::Error) const;
    void error(const QString &key, const CoreText &text, Problem::Severity s = Problem::Error) const;
    bool has(const QString &key) const { return m_o.contains(key); }
    bool isString(const QString &key) const { return m_o.value(key).isString(); }
    // A warning for every field not in `known`.
    void unknownFields(const QStringList &known) const;

    QString string(const QString &key, bool required = false, const QString &fallback = {}) const;
    QString optionalString(const QString &key) const; // a string or null
    // A whole number within `range` (a JSON 2.0 is 2); when missing or wrong,
    // the value of the range nearest 0, and an error naming the range.
    qint64 integer(const QString &key, NumberRange range, bool required = false) const;
    // The same for a field held as an int: `range` must fit an int.
    int count(const QString &key, NumberRange range, bool required = false) const;
    std::optional<double> number(const QString &key) const;
    bool boolean(const QString &key) const;
    QJsonArray array(const QString &key, bool required = false) const;
    QJsonObject object(const QString &key) const;
    QStringList strings(const QString &key) const;

private:
    QJsonValue take(const QString &key, bool required) const;

    const QJsonObject m_o;
    const QString m_path;
    const QLatin1StringView m_array;
    const qsizetype m_index = -1;
    Problems &m_problems;
};

} // namespace adj
