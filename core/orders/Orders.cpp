#include "orders/Orders.h"

#include "io/NumberRange.h"
#include "io/TextFile.h"
#include "model/Game.h"
#include "orders/Preconditions.h"

#include <QHash>
#include <QStringTokenizer>
#include <QVarLengthArray>
#include <algorithm>
#include <atomic>
#include <vector>

namespace adj {

namespace {

enum class Field { Unused, Where, From, To, Target, Nation };

// The three fields after the action word, for each field shape of the ruleset data.
std::array<Field, 2> shapeOf(const QString &fields)
{
    if (fields == u"where-number" || fields == u"where") return {Field::Where, Field::Unused};
    if (fields == u"from-to-number") return {Field::From, Field::To};
    if (fields == u"where-target") return {Field::Where, Field::Target};
    if (fields == u"nation-number") return {Field::Unused, Field::Nation};
    return {Field::Unused, Field::Unused};
}

bool takesNumber(const QString &fields)
{
    return fields.endsWith(u"number");
}

QString fieldName(Field f)
{
    switch (f) {
    case Field::Where: return QStringLiteral("WHERE");
    case Field::From: return QStringLiteral("FROM");
    case Field::To: return QStringLiteral("TO");
    case Field::Target: return QStringLiteral("TARGET");
    case Field::Nation: return QStringLiteral("NATION");
    case Field::Unused: break;
    }
    return QStringLiteral("-");
}

QString usage(const ActionSpec &spec)
{
    const auto shape = shapeOf(spec.fields);
    return QStringLiteral("%1 %2 %3 %4").arg(spec.word, fieldName(shape[0]), fieldName(shape[1]),
                                             takesNumber(spec.fields) ? QStringLiteral("NUMBER") : QStringLiteral("-"));
}

// The range of the number field and of the n of AB-n (docs/formats.md "Orders"):
// no count on a map goes higher (docs/formats.md "Ranges").
constexpr NumberRange kOrderNumberRange{0, 1'000'000};

// Parses the number field; returns an error message or an empty string.
QString parseNumber(QStringView token, NumberField &out)
{
    if (token.isEmpty() || token == u"-") {
        out.kind = NumberField::Blank;
        return {};
    }
    if (token == u"ALL") {
        out.kind = NumberField::All;
        return {};
    }
    const bool allBut = token.startsWith(u"AB-");
    const QStringView digits = allBut ? token.sliced(3) : token;
    const bool plain = !digits.isEmpty() && std::all_of(digits.begin(), digits.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
    if (!allBut && !plain)
        return token.startsWith(u'-') && token.size() > 1
            ? QStringLiteral("the number may not be negative (%1)").arg(token)
            : QStringLiteral("\"%1\" is not a number (a whole number, -, ALL or AB-n)").arg(token);
    QString problem;
    const std::optional<qint64> n = wholeNumberIn(digits, kOrderNumberRange, problem);
    if (!n)
        return allBut ? QStringLiteral("the n of \"%1\" %2").arg(token.toString(), problem)
                      : QStringLiteral("the number %1").arg(problem);
    out.kind = allBut ? NumberField::AllBut : NumberField::Value;
    out.value = int(*n); // within kOrderNumberRange
    return {};
}

} // namespace

QString NumberField::text() const
{
    switch (kind) {
    case Blank: return QStringLiteral("-");
    case Value: return QString::number(value);
    case All: return QStringLiteral("ALL");
    case AllBut: return QStringLiteral("AB-%1").arg(value);
    }
    return {};
}

QString Order::normalised() const
{
    QStringList parts{action.isEmpty() ? word : action,
                      field1.isEmpty() ? QStringLiteral("-") : field1,
                      field2.isEmpty() ? QStringLiteral("-") : field2, number.text()};
    while (parts.size() > 1 && parts.last() == u"-")
        parts.removeLast();
    return parts.join(QLatin1Char(' '));
}

namespace {

// The white space that separates the words of a line: tab, line feed,
// vertical tab, form feed, carriage return and space (what `\s` matches
// without Unicode properties; a no-break space is part of a word).
bool isWordSpace(QChar c)
{
    return c == u' ' || (c >= u'\t' && c <= u'\r');
}

using LineWords = QVarLengthArray<QStringView, 8>;

// The words of a line, as views into it. A line that is not valid UTF-16 (a
// lone surrogate) is one word, untrimmed: so the regular expression that
// split lines before left it, and the line stays as bad as it was.
LineWords wordsOf(QStringView line)
{
    LineWords words;
    if (!line.isValidUtf16()) {
        words.append(line);
        return words;
    }
    const qsizetype n = line.size();
    for (qsizetype i = 0; i < n;) {
        while (i < n && isWordSpace(line[i]))
            ++i;
        const qsizetype start = i;
        while (i < n && !isWordSpace(line[i]))
            ++i;
        if (i > start)
            words.append(line.sliced(start, i - start));
    }
    return words;
}

// docs/formats.md: codes are three characters [A-Z0-9]; nation codes 2-3.
bool isCode(QStringView word, qsizetype shortest)
{
    const auto codeChar = [](QChar c) { return (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9'); };
    return word.size() >= shortest && word.size() <= 3 && std::all_of(word.begin(), word.end(), codeChar);
}

// The fields after the slot and the action word (docs/formats.md "Orders"), with
// "ALL BUT n" as the last three words made AB-n: kept in `allBut`, which the
// last view then points into.
LineWords fieldsOf(const LineWords &words, QString &allBut)
{
    LineWords fields;
    for (qsizetype i = 2; i < words.size(); ++i)
        fields.append(words[i]);
    const qsizetype n = fields.size();
    if (n >= 3 && fields[n - 3] == u"ALL" && fields[n - 2] == u"BUT") {
        allBut = QStringLiteral("AB-") + fields[n - 1].toString();
        fields.resize(n - 3);
        fields.append(allBut);
    }
    return fields;
}

// Where each nation's slots were first used, for "a slot used twice"
// (docs/formats.md "Orders"): a row of slots per nation that uses one, found
// once per NATION line.
class SlotBook
{
public:
    explicit SlotBook(int perNation) : m_slots(std::max(perNation, 0)) {}

    // The lines that follow are `nation`'s (a second block continues the first).
    void enter(const QString &nation)
    {
        m_nation = nation;
        m_row = -1;
    }
    // The line that used `slot` (1 to slots) first, or 0 when this one does.
    int take(int slot, int line)
    {
        if (m_row < 0)
            m_row = rowOf(m_nation);
        int &first = m_firstLine[size_t(m_row + slot - 1)];
        if (first != 0)
            return first;
        first = line;
        return 0;
    }

private:
    qsizetype rowOf(const QString &nation)
    {
        auto it = m_rows.constFind(nation);
        if (it == m_rows.constEnd()) {
            it = m_rows.insert(nation, qsizetype(m_firstLine.size()));
            m_firstLine.resize(m_firstLine.size() + size_t(m_slots), 0);
        }
        return *it;
    }

    qsizetype m_slots;
    QString m_nation;
    qsizetype m_row = -1;
    QHash<QString, qsizetype> m_rows;  // nation -> the start of its row
    std::vector<int> m_firstLine;      // 0: not used yet
};

// What the lines above a line set: its nation (the last NATION line) and
// whether that line was bad.
struct Block {
    QString nation;
    QString error;
};

// An order's first error is the one reported (docs/formats.md "Orders": a bad
// line becomes a failed action).
void fail(Order &o, const QString &message)
{
    if (o.error.isEmpty())
        o.error = message;
}

// The slot number (docs/formats.md "Orders": 1 to the ruleset's actions per turn).
void readSlot(Order &o, QStringView word, const Ruleset &rules)
{
    bool ok = false;
    const int slot = word.toInt(&ok);
    if (ok)
        o.slot = slot; // kept even when out of range, so that reports can name it
    if (!ok || slot < 1 || slot > rules.actionsPerTurn)
        fail(o, QStringLiteral("the slot must be a number from 1 to %1, not \"%2\"").arg(rules.actionsPerTurn).arg(word));
}

// The action word, aliases resolved; nullptr when there is none or it is unknown.
const ActionSpec *readAction(Order &o, QStringView word, const Ruleset &rules)
{
    o.word = word.toString();
    const ActionSpec *spec = rules.action(o.word);
    if (o.word.isEmpty())
        fail(o, QStringLiteral("no action after the slot number"));
    else if (!spec)
        fail(o, QStringLiteral("unknown action \"%1\" in %2").arg(o.word, rules.title));
    else
        o.action = spec->word;
    return spec;
}

// Field 1 or 2 (k = 0, 1) as the action's shape wants it.
void readCode(Order &o, const ActionSpec &spec, int k, Field shape, QStringView word)
{
    const bool blank = word == u"-";
    QString &target = k == 0 ? o.field1 : o.field2;
    switch (shape) {
    case Field::Unused:
        if (!blank)
            fail(o, QStringLiteral("field %1 of %2 is not used; write - (%3)").arg(k + 1).arg(spec.word, usage(spec)));
        break;
    case Field::Nation:
        if (blank)
            fail(o, QStringLiteral("%1 needs a nation (%2)").arg(spec.word, usage(spec)));
        else if (!isCode(word, 2))
            fail(o, QStringLiteral("\"%1\" is not a nation code").arg(word));
        target = word.toString();
        break;
    default:
        if (blank) {
            const bool optional = shape == Field::Target && spec.data.value(u"blankTarget").toString() == u"keep";
            if (!optional)
                fail(o, QStringLiteral("%1 needs %2 (%3)").arg(spec.word, fieldName(shape), usage(spec)));
        } else {
            if (!isCode(word, 3))
                fail(o, QStringLiteral("\"%1\" is not an area code (three letters or digits)").arg(word));
            target = word.toString();
        }
    }
}

// The number field as the action takes it (docs/rules.md §2 "Number field").
void readNumberField(Order &o, const ActionSpec &spec, QStringView word)
{
    const QString numberError = parseNumber(word, o.number);
    if (!takesNumber(spec.fields)) {
        if (word != u"-")
            fail(o, QStringLiteral("%1 takes no number; write - (%2)").arg(spec.word, usage(spec)));
    } else if (!numberError.isEmpty()) {
        fail(o, numberError);
    } else if (o.number.kind == NumberField::All && !spec.allowAll) {
        fail(o, QStringLiteral("ALL is not allowed with %1").arg(spec.word));
    } else if (o.number.kind == NumberField::AllBut && !spec.allowAllBut) {
        fail(o, QStringLiteral("AB-n (all but) is not allowed with %1").arg(spec.word));
    } else if (o.number.kind == NumberField::Blank && spec.blank == BlankNumber::Required) {
        fail(o, QStringLiteral("%1 needs a number (%2)").arg(spec.word, usage(spec)));
    } else if (o.number.kind == NumberField::Value && o.number.value == 0) {
        fail(o, QStringLiteral("a number of 0: nothing to do"));
    }
}

// An order line `slot ACTION field field field` (docs/formats.md "Orders"),
// `words` its words in upper case; every check but the slot used twice.
Order readOrder(const LineWords &words, const Block &block, const Ruleset &rules)
{
    Order o;
    o.nation = block.nation;
    readSlot(o, words[0], rules);
    if (block.nation.isEmpty())
        fail(o, QStringLiteral("an order before any NATION line"));
    else if (!block.error.isEmpty())
        fail(o, block.error);

    const ActionSpec *spec = readAction(o, words.size() > 1 ? words[1] : QStringView(), rules);
    QString allBut;
    const LineWords fields = fieldsOf(words, allBut);
    if (fields.size() > 3)
        fail(o, QStringLiteral("too many fields (an order is SLOT ACTION field field field)"));
    if (!spec)
        return o;
    // Trailing unused fields may be left out: `-`.
    const auto field = [&](qsizetype k) { return k < fields.size() ? fields[k] : QStringView(u"-"); };
    const auto shape = shapeOf(spec->fields);
    for (int k = 0; k < 2; ++k)
        readCode(o, *spec, k, shape[k], field(k));
    readNumberField(o, *spec, field(2));
    return o;
}

// A MESSAGE line (`line` as written, up to a comment): the text for the
// game report, or a problem.
void readMessage(OrderSet &set, QStringView line, const Block &block, const QString &fileName, int lineNo)
{
    const QString text = line.trimmed().toString().mid(7).trimmed();  // as written, not upper case
    QString problem;
    if (block.nation.isEmpty())
        problem = QStringLiteral("a MESSAGE before any NATION line");
    else if (!block.error.isEmpty())
        return;  // said once, on the NATION line
    else if (text.isEmpty())
        problem = QStringLiteral("a MESSAGE line has no text after MESSAGE");
    else if (text.size() > kMessageLength)
        problem = QStringLiteral("a message is at most %1 characters, not %2").arg(kMessageLength).arg(text.size());
    else
        set.messages.append({block.nation, text, fileName, lineNo});
    if (!problem.isEmpty())
        set.problems.append({fileName, lineNo, QString(), problem});
}

// A NATION line: the block it starts; the nation's name may follow its
// code, and is ignored (docs/formats.md "Orders").
Block readNation(const LineWords &words, const Game &game)
{
    Block block;
    block.nation = words.size() > 1 ? words[1].toString() : QString();
    if (words.size() < 2)
        block.error = QStringLiteral("a NATION line names a nation code, like \"NATION NOR\"");
    else if (!game.nation(block.nation))
        block.error = QStringLiteral("unknown nation \"%1\"").arg(block.nation);
    return block;
}

} // namespace

namespace {
std::atomic<qint64> parsedTexts{0};
} // namespace

qint64 ordersTextsParsed()
{
    return parsedTexts.load();
}

OrderSet parseOrders(const QString &text, const QString &fileName, const Game &game, const Ruleset &rules)
{
    ++parsedTexts;
    OrderSet set;
    Block block;
    SlotBook used(rules.actionsPerTurn);
    int lineNo = 0;
    for (QStringView line : QStringTokenizer(text, u'\n')) {
        ++lineNo;
        if (line.endsWith(u'\r'))
            line.chop(1);
        const qsizetype hash = line.indexOf(u'#');
        const QStringView code = hash >= 0 ? line.first(hash) : line;  // `#` starts a comment
        // Case-insensitive (docs/formats.md "Orders"). Upper-cased as an lvalue: Qt's
        // in-place toUpper of a temporary turns a lone surrogate into U+FFFD.
        const QString written = code.toString();
        const QString upper = written.toUpper();
        const LineWords words = wordsOf(upper);
        if (words.isEmpty())
            continue;
        auto problem = [&](const QString &message) { set.problems.append({fileName, lineNo, QString(), message}); };

        if (words[0] == u"MESSAGE") {
            readMessage(set, code, block, fileName, lineNo);
            continue;
        }
        if (words[0] == u"NATION") {
            block = readNation(words, game);
            used.enter(block.nation);
            if (!block.error.isEmpty())
                problem(block.error);
            continue;
        }

        Order o = readOrder(words, block, rules);
        o.raw = line.trimmed().toString();
        o.file = fileName;
        o.line = lineNo;
        if (o.slot >= 1 && o.slot <= rules.actionsPerTurn && !block.nation.isEmpty())
            if (const int first = used.take(o.slot, lineNo))
                fail(o, QStringLiteral("slot %1 is used twice for %2 (first on line %3)").arg(o.slot).arg(block.nation).arg(first));
        if (!o.ok() && block.error.isEmpty())
            problem(o.error);
        set.orders.append(std::move(o));
    }
    return set;
}

Problems failSlotsUsedTwice(QList<Order> &orders, const Ruleset &rules)
{
    Problems problems;
    QHash<QPair<QString, int>, const Order *> first;  // (nation, slot) -> the line that took it
    first.reserve(orders.size());
    for (Order &o : orders) {
        // Every line numbered 1 to 16 uses its slot, a bad line too (docs/rules.md §8).
        if (o.slot < 1 || o.slot > rules.actionsPerTurn || o.nation.isEmpty())
            continue;
        const Order *&earlier = first[{o.nation, o.slot}];
        if (!earlier) {
            earlier = &o;
            continue;
        }
        if (earlier->file == o.file || !o.ok())
            continue;  // within one file the parser has failed it already; a bad line keeps its own reason
        o.error = QStringLiteral("slot %1 is used twice for %2 (first in %3 on line %4)")
                      .arg(o.slot).arg(o.nation, earlier->file).arg(earlier->line);
        problems.append({o.file, o.line, QString(), o.error});
    }
    return problems;
}

OrderSet readOrdersFile(const QString &path, const Game &game, const Ruleset &rules, QString *inputError)
{
    Problem error;
    const std::optional<QString> text = readUtf8File(path, error);
    if (!text) {
        *inputError = error.toString();
        return {};
    }
    return parseOrders(*text, path, game, rules);
}

namespace {

// One letter changed, or two neighbours swapped: a slip of the typing hand.
bool oneSlipApart(const QString &a, const QString &b)
{
    if (a.size() != b.size())
        return false;
    QList<qsizetype> differ;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (a[i] != b[i])
            differ.append(i);
    return differ.size() == 1
        || (differ.size() == 2 && differ[1] == differ[0] + 1 && a[differ[0]] == b[differ[1]] && a[differ[1]] == b[differ[0]]);
}

// The areas whose code is one slip from `code`, for the problem to name.
QStringList nearAreas(const QString &code, const Game &game)
{
    QStringList near;
    for (const Area &a : game.areas)
        if (oneSlipApart(code.toUpper(), a.code))
            near.append(a.code);
    return near;
}

} // namespace

Problems checkOrdersAgainstMap(const QList<Order> &orders, const Game &game, const Ruleset &rules, const MapGraph &graph)
{
    Problems problems;
    for (const Order &o : orders) {
        if (!o.ok())
            continue;
        // The action's preconditions the map decides (orders/Preconditions.h):
        // the first unmet one is the reason its step will fail with.
        const FieldCheck f = checkFields(o, *rules.action(o.action), game, graph, nullptr);
        if (!f.unmet)
            continue;
        // An unknown area one slip from a known one: the check names it (the
        // step's reason, in the step log, stays the rule's own words).
        const QStringList near = f.unmet->key == QLatin1String(reason::kUnknownArea) && !f.unmet->args.isEmpty()
                                     ? nearAreas(f.unmet->args.first(), game)
                                     : QStringList();
        problems.append(problemOf(o.file, o.line, QString(),
                                  near.isEmpty() ? *f.unmet
                                                 : coreText(QT_TRANSLATE_NOOP("adj::Core", "unknown area %1 (perhaps %2?)"),
                                                            f.unmet->args.first(), near.join(QStringLiteral(", ")))));
    }
    return problems;
}

} // namespace adj
