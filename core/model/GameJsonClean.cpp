// The clean reader of the game JSON: simdjson's DOM parser and the
// same fields as the reporting reader (GameFields.h), for a file that has
// nothing to report. It gives up at the first thing the reporting reader
// would report or read differently, and readGameJson then reads the file
// with that one; fuzz-gamejson checks that whatever it accepts, the
// reporting reader accepts as the same game.
#include "io/JsonFields.h"
#include "model/GameFields.h"

#include <QJsonArray>
#include <QJsonObject>

#include <simdjson.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string_view>
#include <vector>

namespace adj {

namespace {

using simdjson::dom::element;
using simdjson::dom::element_type;
using simdjson::dom::object;

// Deeper than a game file needs; Qt's parser has limits of its own there.
constexpr int kMaxDepth = 64;

// By value: simdjson's value_unsafe() of a temporary result is a reference
// into it, which a range-for would keep past its end.
simdjson::dom::array arrayOf(element e)
{
    simdjson::dom::array out;
    [[maybe_unused]] const auto error = e.get_array().get(out);
    return out;
}

object objectOf(element e)
{
    object out;
    [[maybe_unused]] const auto error = e.get_object().get(out);
    return out;
}

std::string_view stringOf(element e)
{
    std::string_view out;
    [[maybe_unused]] const auto error = e.get_string().get(out);
    return out;
}

bool holdsNul(std::string_view s)
{
    return std::memchr(s.data(), 0, s.size()) != nullptr;
}

// What JsonLocator::textProblems reports (a key twice in its object, a NUL
// in a key or a string) and the numbers Qt reads otherwise than simdjson
// (Qt refuses 1e-400, which simdjson reads as 0; -0.0 and subnormals are
// left to Qt too): none anywhere in the document.
bool clean(element e, int depth)
{
    if (depth > kMaxDepth)
        return false;
    switch (e.type()) {
    case element_type::STRING:
        return !holdsNul(stringOf(e));
    case element_type::DOUBLE:
        return std::fpclassify(e.get_double().value_unsafe()) == FP_NORMAL;
    case element_type::ARRAY:
        for (element item : arrayOf(e))
            if (!clean(item, depth + 1))
                return false;
        return true;
    case element_type::OBJECT: {
        std::vector<std::string_view> keys;
        for (auto [key, value] : objectOf(e)) {
            if (holdsNul(key) || !clean(value, depth + 1))
                return false;
            keys.push_back(key);
        }
        std::sort(keys.begin(), keys.end());
        return std::adjacent_find(keys.begin(), keys.end()) == keys.end();
    }
    default:
        return true;
    }
}

QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// As Qt's parser holds it: an integer that fits 64 bits as an integer, any
// other number as a double.
QJsonValue toJson(element e)
{
    switch (e.type()) {
    case element_type::STRING: return toQString(stringOf(e));
    case element_type::INT64: return qint64(e.get_int64().value_unsafe());
    case element_type::UINT64: return double(e.get_uint64().value_unsafe());
    case element_type::DOUBLE: return e.get_double().value_unsafe();
    case element_type::BOOL: return e.get_bool().value_unsafe();
    case element_type::NULL_VALUE: return QJsonValue(QJsonValue::Null);
    case element_type::ARRAY: {
        QJsonArray out;
        for (element item : arrayOf(e))
            out.append(toJson(item));
        return out;
    }
    case element_type::OBJECT: {
        QJsonObject out;
        for (auto [key, value] : objectOf(e))
            out.insert(toQString(key), toJson(value));
        return out;
    }
    }
    return {};
}

std::optional<double> toNumber(element e)
{
    switch (e.type()) {
    case element_type::INT64: return double(e.get_int64().value_unsafe());
    case element_type::UINT64: return double(e.get_uint64().value_unsafe());
    case element_type::DOUBLE: return e.get_double().value_unsafe();
    default: return std::nullopt;
    }
}

// JsonFields' reading of one object, where every problem is a failure: the
// value read is then the same as JsonFields' fallback, and thrown away.
class CleanFields
{
public:
    CleanFields(object o, bool &failed) : m_o(o), m_failed(failed) {}

    void error(const QString &, const CoreText &) const { m_failed = true; }
    void error(const QString &, const QString &) const { m_failed = true; }
    bool has(const QString &key) const { return find(key).has_value(); }
    bool isString(const QString &key) const
    {
        const auto v = find(key);
        return v && v->is_string();
    }

    QString string(const QString &key, bool required = false, const QString &fallback = {}) const
    {
        const auto v = find(key);
        if (!v)
            return fail(required), fallback;
        if (!v->is_string())
            return fail(), fallback;
        return toQString(stringOf(*v));
    }
    QString optionalString(const QString &key) const
    {
        const auto v = find(key);
        if (!v || v->is_null())
            return {};
        if (!v->is_string())
            return fail(), QString();
        return toQString(stringOf(*v));
    }
    qint64 integer(const QString &key, NumberRange range, bool required = false) const
    {
        const qint64 fallback = std::clamp<qint64>(0, range.min, range.max);
        const auto v = find(key);
        if (!v)
            return fail(required), fallback;
        const std::optional<double> d = toNumber(*v);
        QString problem;
        const std::optional<qint64> n = d ? wholeNumberIn(*d, range, problem) : std::nullopt;
        if (!n)
            return fail(), fallback;
        return *n;
    }
    int count(const QString &key, NumberRange range, bool required = false) const
    {
        return int(integer(key, range, required)); // the range fits an int
    }
    std::optional<double> number(const QString &key) const
    {
        const auto v = find(key);
        if (!v || v->is_null())
            return std::nullopt;
        const std::optional<double> d = toNumber(*v);
        if (!d)
            fail();
        return d;
    }
    QStringList strings(const QString &key) const
    {
        QStringList out;
        const auto v = find(key);
        if (!v)
            return out;
        if (!v->is_array())
            return fail(), out;
        for (element item : arrayOf(*v)) {
            if (!item.is_string())
                return fail(), out;
            out.append(toQString(stringOf(item)));
        }
        return out;
    }
    QJsonObject jsonObject(const QString &key) const
    {
        const auto v = find(key);
        if (!v)
            return {};
        if (!v->is_object())
            return fail(), QJsonObject();
        return toJson(*v).toObject();
    }
    // The array under `key`, required.
    std::optional<simdjson::dom::array> array(const QString &key) const
    {
        const auto v = find(key);
        if (!v || !v->is_array())
            return fail(), std::nullopt;
        return arrayOf(*v);
    }

private:
    void fail(bool really = true) const { m_failed = m_failed || really; }
    // Keys are few and short, and each is in its object once (clean()).
    std::optional<element> find(const QString &key) const
    {
        char ascii[32];
        const qsizetype n = key.size();
        Q_ASSERT(n < qsizetype(sizeof ascii));
        for (qsizetype i = 0; i < n; ++i)
            ascii[i] = char(key[i].unicode());
        const std::string_view wanted(ascii, size_t(n));
        for (auto [name, value] : m_o)
            if (name == wanted)
                return value;
        return std::nullopt;
    }

    object m_o;
    bool &m_failed;
};

// readGame of GameJson.cpp, giving up where it reports.
std::optional<Game> readClean(object root)
{
    bool failed = false;
    const CleanFields f(root, failed);
    Game g;
    g.format = f.string(QStringLiteral("format"), true);
    if (g.format != u"adjutant-game")
        return std::nullopt;
    g.version = f.count(QStringLiteral("version"), {1, kGameFormatVersion}, true);
    g.name = f.string(QStringLiteral("name"));
    g.ruleset = f.string(QStringLiteral("ruleset"), true);
    g.turn = f.count(QStringLiteral("turn"), kTurnRange, true);
    g.seed = f.integer(QStringLiteral("seed"), kSeedRange);
    g.options = f.jsonObject(QStringLiteral("options"));
    g.ap = f.jsonObject(QStringLiteral("ap"));

    const auto nations = f.array(QStringLiteral("nations"));
    const auto areas = f.array(QStringLiteral("areas"));
    const auto borders = f.array(QStringLiteral("borders"));
    if (failed)
        return std::nullopt;
    g.nations.reserve(qsizetype(nations->size()));
    for (element n : *nations) {
        if (!n.is_object())
            return std::nullopt;
        g.nations.append(readNationFields(CleanFields(objectOf(n), failed)));
    }
    g.areas.reserve(qsizetype(areas->size()));
    for (element a : *areas) {
        if (!a.is_object())
            return std::nullopt;
        g.areas.append(readAreaFields(CleanFields(objectOf(a), failed)));
    }
    g.borders.reserve(qsizetype(borders->size()));
    for (element b : *borders) {
        if (!b.is_array())
            return std::nullopt;
        const auto pair = arrayOf(b);
        if (pair.size() != 2)
            return std::nullopt;
        const element first = pair.at(0).value_unsafe(), second = pair.at(1).value_unsafe();
        if (!first.is_string() || !second.is_string())
            return std::nullopt;
        g.borders.append({toQString(stringOf(first)), toQString(stringOf(second))});
    }
    if (f.has(QStringLiteral("order")))
        g.order = f.strings(QStringLiteral("order"));
    else
        for (const Nation &n : g.nations)
            g.order.append(n.code);

    Problems problems;
    for (auto [key, value] : root) {
        const QString name = toQString(key);
        if (!gameTopLevelFields().contains(name))
            readExtraField(g, name, toJson(value), problems);
    }
    if (failed || !problems.isEmpty())
        return std::nullopt;
    g.reindex();
    return g;
}

} // namespace

std::optional<Game> readCleanGameJson(const QByteArray &text)
{
    simdjson::dom::parser parser;
    element root;
    if (parser.parse(text.constData(), size_t(text.size())).get(root) != simdjson::SUCCESS || !root.is_object()
        || !clean(root, 0))
        return std::nullopt;
    return readClean(objectOf(root));
}

} // namespace adj
