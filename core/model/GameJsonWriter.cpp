// The game JSON's writer: one fixed layout (fields in a fixed order, one
// nation, area or border per line) so that read -> write gives the same text
// and diffs stay readable; and JSON on one line, which the step log, the AP
// report and the game file's rows write too.
#include "model/GameJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace adj {

namespace {

using Ordered = OrderedFields;

} // namespace

OrderedFields nationJsonFields(const Nation &n)
{
    return {{QStringLiteral("code"), n.code},
            {QStringLiteral("name"), n.name},
            {QStringLiteral("player"), n.player},
            {QStringLiteral("email"), n.email},
            {QStringLiteral("people"), n.people},
            {QStringLiteral("traits"), QJsonArray::fromStringList(n.traits)},
            {QStringLiteral("bp"), n.bp},
            {QStringLiteral("treasury"), n.treasury},
            {QStringLiteral("armyReserve"), n.armyReserve},
            {QStringLiteral("fleetReserve"), n.fleetReserve},
            {QStringLiteral("vp"), n.vp}};
}

OrderedFields areaJsonFields(const Area &a)
{
    Ordered f = {{QStringLiteral("code"), a.code},
                 {QStringLiteral("name"), a.name},
                 {QStringLiteral("kind"), kindName(a.kind)}};
    if (!a.isSea())
        f.append({QStringLiteral("terrain"), a.terrain});
    if (a.isCity() || !a.hinterland.isEmpty())
        f.append({QStringLiteral("hinterland"), jsonOrNull(a.hinterland)});
    if (a.x)
        f.append({QStringLiteral("x"), *a.x});
    if (a.y)
        f.append({QStringLiteral("y"), *a.y});
    f.append({QStringLiteral("owner"), jsonOrNull(a.owner)});
    if (a.isSea()) {
        f.append({QStringLiteral("ships"), a.ships});
        f.append({QStringLiteral("armies"), a.armies});
        // Fields that make no sense at sea are still written if set, so that
        // validation can name them and nothing is lost.
        if (a.population)
            f.append({QStringLiteral("population"), a.population});
        return f;
    }
    f.append({QStringLiteral("population"), a.population});
    f.append({QStringLiteral("popLimit"), a.popLimit});
    if (a.isCity() || a.trade)
        f.append({QStringLiteral("trade"), a.trade});
    f.append({QStringLiteral("forts"), a.forts});
    f.append({QStringLiteral("armies"), a.armies});
    if (a.ships)
        f.append({QStringLiteral("ships"), a.ships});
    f.append({QStringLiteral("mode"), modeName(a.mode)});
    f.append({QStringLiteral("modeTarget"), jsonOrNull(a.modeTarget)});
    return f;
}

namespace {

// Arrays of objects or arrays go one element per line; objects holding such
// arrays are written as nested blocks; everything else on one line.
bool needsBlock(const QJsonValue &v)
{
    if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            if (e.isObject() || e.isArray())
                return true;
        return false;
    }
    if (v.isObject())
        for (const QJsonValue &e : v.toObject())
            if (needsBlock(e))
                return true;
    return false;
}

void appendValue(QByteArray &out, const QJsonValue &v);
void appendString(QByteArray &out, QStringView s);

void writeBlock(QByteArray &out, const QJsonValue &v, const QByteArray &indent)
{
    if (!needsBlock(v)) {
        appendValue(out, v);
        return;
    }
    const QByteArray inner = indent + "  ";
    if (v.isArray()) {
        const QJsonArray a = v.toArray();
        out += "[\n";
        for (int i = 0; i < a.size(); ++i) {
            out += inner;
            appendValue(out, a[i]);
            out += i + 1 < a.size() ? ",\n" : "\n";
        }
        out += indent + "]";
        return;
    }
    const QJsonObject o = v.toObject();
    out += "{\n";
    int i = 0;
    for (auto it = o.begin(); it != o.end(); ++it, ++i) {
        out += inner;
        appendString(out, it.key());
        out += ": ";
        writeBlock(out, it.value(), inner);
        out += i + 1 < o.size() ? ",\n" : "\n";
    }
    out += indent + "}";
}

// A list written one element per line, each by `write`.
template<typename List, typename Write>
void writeLines(QByteArray &out, const List &list, Write write)
{
    out += "[\n";
    for (qsizetype i = 0; i < list.size(); ++i) {
        out += "    ";
        write(list[i]);
        out += i + 1 < list.size() ? ",\n" : "\n";
    }
    out += "  ]";
}

} // namespace

namespace {

// A string Qt's writer would write byte for byte as it is, quoted: no quote,
// backslash or control character to escape and no surrogate (UTF-16 pairs and
// strays are left to Qt). `ascii` says whether it is ASCII throughout.
bool plainString(QStringView s, bool &ascii)
{
    ascii = true;
    for (const QChar c : s) {
        const char16_t u = c.unicode();
        if (u < 0x20 || u == u'"' || u == u'\\' || QChar::isSurrogate(u))
            return false;
        ascii = ascii && u < 0x80;
    }
    return true;
}

void appendOrdered(QByteArray &out, const OrderedFields &fields)
{
    out += '{';
    for (int i = 0; i < fields.size(); ++i) {
        if (i)
            out += ", ";
        appendString(out, fields[i].first);
        out += ": ";
        appendValue(out, fields[i].second);
    }
    out += '}';
}

void appendValue(QByteArray &out, const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Object: {
        const QJsonObject o = v.toObject();
        out += '{';
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it != o.begin())
                out += ", ";
            appendString(out, it.key());
            out += ": ";
            appendValue(out, it.value());
        }
        out += '}';
        return;
    }
    case QJsonValue::Array: {
        const QJsonArray a = v.toArray();
        out += '[';
        for (int i = 0; i < a.size(); ++i) {
            if (i)
                out += ", ";
            appendValue(out, a[i]);
        }
        out += ']';
        return;
    }
    case QJsonValue::Double: {
        const double d = v.toDouble();
        if (d == std::floor(d) && std::abs(d) <= double(kMaxExactInteger)) // a seed reaches 2^53
            out += QByteArray::number(qint64(d));
        else
            out += QByteArray::number(d, 'g', 15);
        return;
    }
    case QJsonValue::String: appendString(out, v.toString()); return;
    case QJsonValue::Bool: out += v.toBool() ? "true" : "false"; return;
    default: out += "null"; return; // null, and undefined as Qt writes it in an array
    }
}

void appendString(QByteArray &out, QStringView s)
{
    bool ascii = true;
    if (!plainString(s, ascii)) {
        // Escapes: Qt's writer, then the array around it unwrapped.
        const QByteArray a = QJsonDocument(QJsonArray{s.toString()}).toJson(QJsonDocument::Compact);
        out += QByteArrayView(a).sliced(1, a.size() - 2);
        return;
    }
    out += '"';
    if (ascii) {
        const qsizetype at = out.size();
        out.resize(at + s.size());
        char *to = out.data() + at;
        for (const QChar c : s)
            *to++ = char(c.unicode());
    } else {
        out += s.toUtf8();
    }
    out += '"';
}

} // namespace

QByteArray inlineOrdered(const OrderedFields &fields)
{
    QByteArray out;
    appendOrdered(out, fields);
    return out;
}

QByteArray inlineJson(const QJsonValue &v)
{
    QByteArray out;
    appendValue(out, v);
    return out;
}

void appendJson(QByteArray &out, const QJsonValue &v)
{
    appendValue(out, v);
}

void appendJsonString(QByteArray &out, QStringView s)
{
    appendString(out, s);
}

QByteArray writeGameJson(const Game &g)
{
    QByteArray out;
    out.reserve(256 * (g.areas.size() + g.nations.size()) + 32 * g.borders.size() + 1024);
    out += "{\n";
    bool first = true;
    auto field = [&](const char *key) {
        out += first ? "  \"" : ",\n  \"";
        out += key;
        out += "\": ";
        first = false;
    };
    field("format");
    appendString(out, g.format);
    field("version");
    out += QByteArray::number(g.version);
    field("name");
    appendString(out, g.name);
    field("ruleset");
    appendString(out, g.ruleset);
    field("turn");
    out += QByteArray::number(g.turn);
    field("seed");
    appendValue(out, double(g.seed));
    field("options");
    writeBlock(out, g.options, "  ");
    field("order");
    appendValue(out, QJsonArray::fromStringList(g.order));
    field("nations");
    writeLines(out, g.nations, [&](const Nation &n) { appendOrdered(out, nationJsonFields(n)); });
    field("areas");
    writeLines(out, g.areas, [&](const Area &a) { appendOrdered(out, areaJsonFields(a)); });
    field("borders");
    writeLines(out, g.borders, [&](const QPair<QString, QString> &b) {
        out += '[';
        appendString(out, b.first);
        out += ", ";
        appendString(out, b.second);
        out += ']';
    });
    if (!g.ap.isEmpty()) {
        field("ap");
        writeBlock(out, g.ap, "  ");
    }
    for (auto it = g.extra.begin(); it != g.extra.end(); ++it) {
        out += ",\n  ";
        appendString(out, it.key());
        out += ": ";
        writeBlock(out, it.value(), "  ");
    }
    return out + "\n}\n";
}

} // namespace adj
