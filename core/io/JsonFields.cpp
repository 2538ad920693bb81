#include "io/JsonFields.h"

#include <algorithm>
#include <limits>

namespace adj {

QString jsonTypeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return QStringLiteral("a boolean");
    case QJsonValue::Double: return QStringLiteral("a number");
    case QJsonValue::String: return QStringLiteral("a string");
    case QJsonValue::Array: return QStringLiteral("an array");
    case QJsonValue::Object: return QStringLiteral("an object");
    default: return QStringLiteral("undefined");
    }
}

QString JsonFields::at(const QString &key) const
{
    if (m_index >= 0)
        return m_array + QLatin1Char('[') + QString::number(m_index) + QLatin1String("].") + key;
    return m_path.isEmpty() ? key : m_path + QLatin1Char('.') + key;
}

void JsonFields::error(const QString &key, const QString &message, Problem::Severity s) const
{
    m_problems.append({QString(), 0, at(key), message, s});
}

void JsonFields::error(const QString &key, const CoreText &text, Problem::Severity s) const
{
    m_problems.append(problemOf(QString(), 0, at(key), text, s));
}

void JsonFields::unknownFields(const QStringList &known) const
{
    for (auto it = m_o.begin(); it != m_o.end(); ++it)
        if (!known.contains(it.key()))
            error(it.key(), coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown field, kept as it is")), Problem::Warning);
}

QJsonValue JsonFields::take(const QString &key, bool required) const
{
    const QJsonValue v = m_o.value(key);
    if (v.isUndefined() && required)
        error(key, coreText(QT_TRANSLATE_NOOP("adj::Core", "is required")));
    return v;
}

QString JsonFields::string(const QString &key, bool required, const QString &fallback) const
{
    const QJsonValue v = take(key, required);
    if (v.isUndefined())
        return fallback;
    if (!v.isString()) {
        error(key, coreText(QT_TRANSLATE_NOOP("adj::Core", "must be a string, not %1"), jsonTypeName(v)));
        return fallback;
    }
    return v.toString();
}

QString JsonFields::optionalString(const QString &key) const
{
    const QJsonValue v = m_o.value(key);
    if (v.isUndefined() || v.isNull())
        return {};
    if (!v.isString()) {
        error(key, coreText(QT_TRANSLATE_NOOP("adj::Core", "must be a string or null, not %1"), jsonTypeName(v)));
        return {};
    }
    return v.toString();
}

qint64 JsonFields::integer(const QString &key, NumberRange range, bool required) const
{
    const qint64 fallback = std::clamp<qint64>(0, range.min, range.max);
    const QJsonValue v = take(key, required);
    if (v.isUndefined())
        return fallback;
    if (!v.isDouble()) {
        error(key, coreText(QT_TRANSLATE_NOOP("adj::Core", "must be a number, not %1"), jsonTypeName(v)));
        return fallback;
    }
    QString problem;
    const std::optional<qint64> n = wholeNumberIn(v.toDouble(), range, problem);
    if (!n)
        error(key, problem);
    return n.value_or(fallback);
}

int JsonFields::count(const QString &key, NumberRange range, bool required) const
{
    Q_ASSERT(range.min >= std::numeric_limits<int>::min() && range.max <= std::numeric_limits<int>::max());
    return int(integer(key, range, required)); // within range, so within int
}

std::optional<double> JsonFields::number(const QString &key) const
{
    const QJsonValue v = m_o.value(key);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isDouble()) {
        error(key, coreText(QT_TRANSLATE_NOOP("adj::Core", "must be a number, not %1"), jsonTypeName(v)));
        return std::nullopt;
    }
    return v.toDouble();
}

bool JsonFields::boolean(const QString &key) const
{
    const QJsonValue v = m_o.value(key);
    if (v.isUndefined())
        return false;
    if (!v.isBool())
        error(key, coreText(QT_TRANSLATE_NOOP("adj::Core", "must be true or false, not %1"), jsonTypeName(v)));
    return v.toBool();
}

QJsonArray JsonFields::array(const QString &key, bool required) const
{
    const QJsonValue v = take(key, required);
    if (v.isUndefined())
        return {};
    if (!v.isArray()) {
        error(key, coreText(QT_TRANSLATE_NOOP("adj::Core", "must be an array, not %1"), jsonTypeName(v)));
        return {};
    }
    return v.toArray();
}

QJsonObject JsonFields::object(const QString &key) const
{
    const QJsonValue v = m_o.value(key);
    if (v.isUndefined())
        return {};
    if (!v.isObject()) {
        error(key, coreText(QT_TRANSLATE_NOOP("adj::Core", "must be an object, not %1"), jsonTypeName(v)));
        return {};
    }
    return v.toObject();
}

QStringList JsonFields::strings(const QString &key) const
{
    QStringList out;
    const QJsonArray a = array(key);
    for (int i = 0; i < a.size(); ++i) {
        if (!a[i].isString())
            error(QStringLiteral("%1[%2]").arg(key).arg(i), coreText(QT_TRANSLATE_NOOP("adj::Core", "must be a string, not %1"), jsonTypeName(a[i])));
        else
            out.append(a[i].toString());
    }
    return out;
}

} // namespace adj
