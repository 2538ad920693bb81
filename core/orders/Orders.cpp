#include "orders/Orders.h"

#include "io/NumberRange.h"
#include "io/TextFile.h"
#include "model/Game.h"
#include "model/MapGraph.h"

#include <QHash>
#include <QRegularExpression>
#include <algorithm>

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

// The range of the number field and of the n of AB-n (formats.md "Orders"):
// no count on a map goes higher (formats.md "Ranges").
constexpr NumberRange kOrderNumberRange{0, 1'000'000};

// Parses the number field; returns an error message or an empty string.
QString parseNumber(const QString &token, NumberField &out)
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
    const QStringView digits = allBut ? QStringView(token).mid(3) : QStringView(token);
    const bool plain = !digits.isEmpty() && std::all_of(digits.begin(), digits.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
    if (!allBut && !plain)
        return token.startsWith(u'-') && token.size() > 1
            ? QStringLiteral("the number may not be negative (%1)").arg(token)
            : QStringLiteral("\"%1\" is not a number (a whole number, -, ALL or AB-n)").arg(token);
    QString problem;
    const std::optional<qint64> n = wholeNumberIn(digits, kOrderNumberRange, problem);
    if (!n)
        return allBut ? QStringLiteral("the n of \"%1\" %2").arg(token, problem)
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

OrderSet parseOrders(const QString &text, const QString &fileName, const Game &game, const Ruleset &rules)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    static const QRegularExpression areaCode(QStringLiteral("^[A-Z0-9]{3}$"));
    static const QRegularExpression nationCode(QStringLiteral("^[A-Z0-9]{2,3}$"));

    OrderSet set;
    QString nation;
    QString nationError;
    QHash<QString, int> firstLineOfSlot; // "NOR/3" -> line
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNo = i + 1;
        QString line = lines[i];
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
        const QString raw = line.trimmed();
        const qsizetype hash = line.indexOf(QLatin1Char('#'));
        if (hash >= 0)
            line.truncate(hash);
        QStringList tokens = line.toUpper().split(space, Qt::SkipEmptyParts);
        if (tokens.isEmpty())
            continue;
        auto problem = [&](const QString &message) {
            set.problems.append({fileName, lineNo, QString(), message});
        };

        if (tokens[0] == u"MESSAGE") {
            const QString text = line.trimmed().mid(7).trimmed();  // as written, not upper case
            if (nation.isEmpty())
                problem(QStringLiteral("a MESSAGE before any NATION line"));
            else if (!nationError.isEmpty())
                ;  // said once, on the NATION line
            else if (text.isEmpty())
                problem(QStringLiteral("a MESSAGE line has no text after MESSAGE"));
            else if (text.size() > kMessageLength)
                problem(QStringLiteral("a message is at most %1 characters, not %2").arg(kMessageLength).arg(text.size()));
            else
                set.messages.append({nation, text, fileName, lineNo});
            continue;
        }

        if (tokens[0] == u"NATION") {
            nation = tokens.value(1);
            nationError.clear();
            // The nation's name may follow its code, and is ignored (formats.md "Orders").
            if (tokens.size() < 2)
                nationError = QStringLiteral("a NATION line names a nation code, like \"NATION NOR\"");
            else if (!game.nation(nation))
                nationError = QStringLiteral("unknown nation \"%1\"").arg(nation);
            if (!nationError.isEmpty())
                problem(nationError);
            continue;
        }

        Order o;
        o.nation = nation;
        o.raw = raw;
        o.file = fileName;
        o.line = lineNo;
        auto fail = [&](const QString &message) {
            if (o.error.isEmpty())
                o.error = message;
        };

        bool slotOk = false;
        const int slot = tokens[0].toInt(&slotOk);
        if (slotOk)
            o.slot = slot; // kept even when out of range, so that reports can name it
        if (!slotOk || slot < 1 || slot > rules.actionsPerTurn)
            fail(QStringLiteral("the slot must be a number from 1 to %1, not \"%2\"").arg(rules.actionsPerTurn).arg(tokens[0]));
        if (nation.isEmpty())
            fail(QStringLiteral("an order before any NATION line"));
        else if (!nationError.isEmpty())
            fail(nationError);

        o.word = tokens.value(1);
        const ActionSpec *spec = rules.action(o.word);
        if (o.word.isEmpty())
            fail(QStringLiteral("no action after the slot number"));
        else if (!spec)
            fail(QStringLiteral("unknown action \"%1\" in %2").arg(o.word, rules.title));
        else
            o.action = spec->word;

        // "ALL BUT n" as the last three words is the same as AB-n.
        QStringList fields = tokens.mid(2);
        if (fields.size() >= 3 && fields[fields.size() - 3] == u"ALL" && fields[fields.size() - 2] == u"BUT") {
            const QString n = fields.last();
            fields.resize(fields.size() - 3);
            fields.append(QStringLiteral("AB-") + n);
        }
        if (fields.size() > 3)
            fail(QStringLiteral("too many fields (an order is SLOT ACTION field field field)"));
        while (fields.size() < 3)
            fields.append(QStringLiteral("-"));

        if (spec) {
            const auto shape = shapeOf(spec->fields);
            for (int k = 0; k < 2; ++k) {
                const QString &token = fields[k];
                const bool blank = token == u"-";
                QString &target = k == 0 ? o.field1 : o.field2;
                switch (shape[k]) {
                case Field::Unused:
                    if (!blank)
                        fail(QStringLiteral("field %1 of %2 is not used; write - (%3)").arg(k + 1).arg(spec->word, usage(*spec)));
                    break;
                case Field::Nation:
                    if (blank)
                        fail(QStringLiteral("%1 needs a nation (%2)").arg(spec->word, usage(*spec)));
                    else if (!nationCode.match(token).hasMatch())
                        fail(QStringLiteral("\"%1\" is not a nation code").arg(token));
                    target = token;
                    break;
                default:
                    if (blank) {
                        const bool optional = shape[k] == Field::Target && spec->data.value(u"blankTarget").toString() == u"keep";
                        if (!optional)
                            fail(QStringLiteral("%1 needs %2 (%3)").arg(spec->word, fieldName(shape[k]), usage(*spec)));
                    } else if (!areaCode.match(token).hasMatch()) {
                        fail(QStringLiteral("\"%1\" is not an area code (three letters or digits)").arg(token));
                    }
                    if (!blank)
                        target = token;
                }
            }
            const QString numberError = parseNumber(fields[2], o.number);
            if (!takesNumber(spec->fields)) {
                if (fields[2] != u"-")
                    fail(QStringLiteral("%1 takes no number; write - (%2)").arg(spec->word, usage(*spec)));
            } else if (!numberError.isEmpty()) {
                fail(numberError);
            } else if (o.number.kind == NumberField::All && !spec->allowAll) {
                fail(QStringLiteral("ALL is not allowed with %1").arg(spec->word));
            } else if (o.number.kind == NumberField::AllBut && !spec->allowAllBut) {
                fail(QStringLiteral("AB-n (all but) is not allowed with %1").arg(spec->word));
            } else if (o.number.kind == NumberField::Blank && spec->blank == BlankNumber::Required) {
                fail(QStringLiteral("%1 needs a number (%2)").arg(spec->word, usage(*spec)));
            } else if (o.number.kind == NumberField::Value && o.number.value == 0) {
                fail(QStringLiteral("a number of 0: nothing to do"));
            }
        }

        if (o.slot >= 1 && o.slot <= rules.actionsPerTurn && !nation.isEmpty()) {
            const QString key = nation + QLatin1Char('/') + QString::number(o.slot);
            if (auto it = firstLineOfSlot.constFind(key); it != firstLineOfSlot.constEnd())
                fail(QStringLiteral("slot %1 is used twice for %2 (first on line %3)").arg(o.slot).arg(nation).arg(*it));
            else
                firstLineOfSlot.insert(key, lineNo);
        }
        if (!o.ok() && nationError.isEmpty())
            problem(o.error);
        set.orders.append(o);
    }
    return set;
}

Problems failSlotsUsedTwice(QList<Order> &orders)
{
    Problems problems;
    QHash<QString, const Order *> first;  // nation/slot -> the line that took it
    for (Order &o : orders) {
        if (!o.ok() || o.slot < 1 || o.nation.isEmpty())
            continue;
        const QString key = o.nation + QLatin1Char('/') + QString::number(o.slot);
        const Order *earlier = first.value(key);
        if (!earlier) {
            first.insert(key, &o);
            continue;
        }
        if (earlier->file == o.file)
            continue;  // within one file the parser has failed it already
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

Problems checkOrdersAgainstMap(const QList<Order> &orders, const Game &game, const Ruleset &rules, const MapGraph &graph)
{
    Problems problems;
    for (const Order &o : orders) {
        if (!o.ok())
            continue;
        const ActionSpec *spec = rules.action(o.action);
        const auto shape = shapeOf(spec->fields);
        auto problem = [&](const QString &message) {
            problems.append({o.file, o.line, QString(), message});
        };
        for (int k = 0; k < 2; ++k) {
            const QString &code = k == 0 ? o.field1 : o.field2;
            if (code.isEmpty())
                continue;
            if (shape[k] == Field::Nation) {
                if (!game.nation(code))
                    problem(QStringLiteral("unknown nation \"%1\"").arg(code));
            } else if (!game.area(code)) {
                problem(QStringLiteral("unknown area \"%1\"").arg(code));
            }
        }
        const Area *from = game.area(o.field1);
        const Area *to = game.area(o.field2);
        if (from && to && (shape[1] == Field::To || shape[1] == Field::Target) && !graph.adjacent(o.field1, o.field2))
            problem(QStringLiteral("%1 does not border %2").arg(o.field1, o.field2));
        if (from && to && shape[1] == Field::To) {
            const QString &h = spec->handler;
            if ((h == u"ships" || h == u"convoy") && (!from->isSea() || !to->isSea()))
                problem(QStringLiteral("%1 moves from sea to sea").arg(o.action));
            if (h == u"launch" && (from->isSea() || !to->isSea()))
                problem(QStringLiteral("LAUNCH goes from a land or city area to a sea area"));
            if ((h == u"assault" || h == u"probe" || h == u"attack") && to->isSea())
                problem(QStringLiteral("%1 attacks a land or city area, not the sea").arg(o.action));
        }
        if (from && shape[0] == Field::Where && from->isSea()) {
            const QString &h = spec->handler;
            const bool seaOk = h == u"fleet" || spec->flag("seaAllowed"); // RESERVE, DISBAND (Dark Age)
            if (!seaOk)
                problem(QStringLiteral("%1 is not possible in the sea area %2").arg(o.action, o.field1));
        }
        if (from && spec->handler == u"fleet" && !from->isSea())
            problem(QStringLiteral("FLEET places ships in a sea area; %1 is not one").arg(o.field1));
    }
    return problems;
}

} // namespace adj
