#include "io/CoreText.h"

#include <QLocale>
#include <QRegularExpression>
#include <QTranslator>

#include <algorithm>

namespace adj {

namespace {

// Every message the rules, the orders and the end of the turn write into a
// step or a problem (core/rules, core/orders, core/io/NumberRange), and the
// words that go into them as arguments.
const char *const kKeys[] = {
    // words
    QT_TRANSLATE_NOOP("adj::Core", "neutral"),
    QT_TRANSLATE_NOOP("adj::Core", "army"),
    QT_TRANSLATE_NOOP("adj::Core", "armies"),
    QT_TRANSLATE_NOOP("adj::Core", "ships"),
    QT_TRANSLATE_NOOP("adj::Core", "area"),
    QT_TRANSLATE_NOOP("adj::Core", "origin"),
    QT_TRANSLATE_NOOP("adj::Core", "destination"),
    QT_TRANSLATE_NOOP("adj::Core", "nothing to do"),
    QT_TRANSLATE_NOOP("adj::Core", "a number"),
    QT_TRANSLATE_NOOP("adj::Core", "a whole number"),
    // orders
    QT_TRANSLATE_NOOP("adj::Core", "a MESSAGE before any NATION line"),
    QT_TRANSLATE_NOOP("adj::Core", "a MESSAGE line has no text after MESSAGE"),
    QT_TRANSLATE_NOOP("adj::Core", "a message is at most %1 characters, not %2"),
    QT_TRANSLATE_NOOP("adj::Core", "a NATION line names a nation code, like \"NATION NOR\""),
    QT_TRANSLATE_NOOP("adj::Core", "an order before any NATION line"),
    QT_TRANSLATE_NOOP("adj::Core", "no action after the slot number"),
    QT_TRANSLATE_NOOP("adj::Core", "the slot must be a number from 1 to %1, not \"%2\""),
    QT_TRANSLATE_NOOP("adj::Core", "unknown action \"%1\" in %2"),
    QT_TRANSLATE_NOOP("adj::Core", "too many fields (an order is SLOT ACTION field field field)"),
    QT_TRANSLATE_NOOP("adj::Core", "field %1 of %2 is not used; write - (%3)"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 needs a nation (%2)"),
    QT_TRANSLATE_NOOP("adj::Core", "\"%1\" is not a nation code"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 needs %2 (%3)"),
    QT_TRANSLATE_NOOP("adj::Core", "\"%1\" is not an area code (three letters or digits)"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 takes no number; write - (%2)"),
    QT_TRANSLATE_NOOP("adj::Core", "ALL is not allowed with %1"),
    QT_TRANSLATE_NOOP("adj::Core", "AB-n (all but) is not allowed with %1"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 needs a number (%2)"),
    QT_TRANSLATE_NOOP("adj::Core", "a number of 0: nothing to do"),
    QT_TRANSLATE_NOOP("adj::Core", "slot %1 is used twice for %2 (first on line %3)"),
    QT_TRANSLATE_NOOP("adj::Core", "slot %1 is used twice for %2 (first in %3 on line %4)"),
    QT_TRANSLATE_NOOP("adj::Core", "unknown nation \"%1\""),
    QT_TRANSLATE_NOOP("adj::Core", "unknown area \"%1\""),
    QT_TRANSLATE_NOOP("adj::Core", "%1 does not border %2"),
    QT_TRANSLATE_NOOP("adj::Core", "\"%1\" is not a number (a whole number, -, ALL or AB-n)"),
    QT_TRANSLATE_NOOP("adj::Core", "the number may not be negative (%1)"),
    QT_TRANSLATE_NOOP("adj::Core", "the n of \"%1\" %2"),
    QT_TRANSLATE_NOOP("adj::Core", "the number %1"),
    QT_TRANSLATE_NOOP("adj::Core", "must be %1 %2, not %3"),
    QT_TRANSLATE_NOOP("adj::Core", "from %1 to %2"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is not available in %2"),
    QT_TRANSLATE_NOOP("adj::Core", "unknown ruleset \"%1\""),
    // shared checks, and the preconditions of the actions (core/orders/Preconditions.h)
    QT_TRANSLATE_NOOP("adj::Core", "no %1 given"),
    QT_TRANSLATE_NOOP("adj::Core", "unknown area %1"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is a sea area"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is not yours (%2)"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is not a sea area"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is not yours"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is blockaded: no %2 there"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is sticky this turn: nothing may leave it"),
    QT_TRANSLATE_NOOP("adj::Core", "costs %1 BP; %2 left"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 BP pays for %2"),
    QT_TRANSLATE_NOOP("adj::Core", "reduced from %1 to %2: %3"),
    QT_TRANSLATE_NOOP("adj::Core", "nothing to do: no %1 to move"),
    // general actions
    QT_TRANSLATE_NOOP("adj::Core", "ENTRENCH names the adjacent area whose border it holds"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is a sea area: a retreat goes to a land or city area"),
    QT_TRANSLATE_NOOP("adj::Core", "a blank ORDER is ignored except in slot %1"),
    QT_TRANSLATE_NOOP("adj::Core", "nothing to do: no BP left to bid"),
    QT_TRANSLATE_NOOP("adj::Core", "reduced from %1 to %2: the balance"),
    QT_TRANSLATE_NOOP("adj::Core", "unknown nation %1"),
    QT_TRANSLATE_NOOP("adj::Core", "a nation cannot gift to itself"),
    QT_TRANSLATE_NOOP("adj::Core", "nothing to do: no BP left"),
    QT_TRANSLATE_NOOP("adj::Core", "nothing to do: the treasury is empty"),
    QT_TRANSLATE_NOOP("adj::Core", "reduced from %1 to %2: the treasury"),
    QT_TRANSLATE_NOOP("adj::Core", "not a rule choice of %1 (%2)"),
    // build actions
    QT_TRANSLATE_NOOP("adj::Core", "%1 belongs to %2: no %3 there"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 recaptured"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 has population %2"),
    QT_TRANSLATE_NOOP("adj::Core", "no RESERVE after a DISBAND this turn"),
    QT_TRANSLATE_NOOP("adj::Core", "no RESERVE after an ARMY this turn"),
    QT_TRANSLATE_NOOP("adj::Core", "the army reserve holds %1"),
    QT_TRANSLATE_NOOP("adj::Core", "the fleet reserve holds %1"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is not your sea area"),
    QT_TRANSLATE_NOOP("adj::Core", "reserves cannot be placed at sea"),
    QT_TRANSLATE_NOOP("adj::Core", "Gaelic kingdoms may not BUILD"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is not a city"),
    QT_TRANSLATE_NOOP("adj::Core", "trade may not pass the population limit %1"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 has grown already this turn"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 has no population to grow"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 holds armies"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 received a migration this turn"),
    QT_TRANSLATE_NOOP("adj::Core", "nothing to do: no armies in %1"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is not your land"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 needs population %2 to migrate %3 (one is lost on the way); it has %4"),
    // sea and move actions
    QT_TRANSLATE_NOOP("adj::Core", "%1 holds ships of %2"),
    QT_TRANSLATE_NOOP("adj::Core", "ASSAULT against your own area %1"),
    // Empires
    QT_TRANSLATE_NOOP("adj::Core", "%1 has population %2: half of it is nothing"),
    QT_TRANSLATE_NOOP("adj::Core", "no area of yours has population 2 or more"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is a sea area; Empires has no sea moves in this version"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is not yours: use ATTACK"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 is yours: use MOVE"),
    // battles and the turn's notes
    QT_TRANSLATE_NOOP("adj::Core", "%1 captured from %2 (another people): %2 loses 1 VP; %1 loses 1 population, fort and trade"),
    QT_TRANSLATE_NOOP("adj::Core", "every attacking army died; a ship from %1 goes ashore as an army"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 held at %2 (a game holds %3), not %4"),
    // end of the turn
    QT_TRANSLATE_NOOP("adj::Core", "action 17: the BP left build armies"),
    QT_TRANSLATE_NOOP("adj::Core", "a CASH action this turn: the leftover goes back to the treasury"),
    QT_TRANSLATE_NOOP("adj::Core", "turn %1 begins"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 trades %2"),
    QT_TRANSLATE_NOOP("adj::Core", "%1 trades %2 (you hold its hinterland %3)"),
    QT_TRANSLATE_NOOP("adj::Core", "income %1"),
    QT_TRANSLATE_NOOP("adj::Core", "income %1, maintenance %2"),
};

// The messages with a count (Qt's %n plural forms): the key, and its English
// for one and for many, as the step log keeps it; the translations give the
// other languages' forms.
struct PluralKey {
    const char *key, *one, *many;
};

const PluralKey kPlurals[] = {
    {QT_TRANSLATE_N_NOOP("adj::Core", "%n army(s)"), "%n army", "%n armies"},
    {QT_TRANSLATE_N_NOOP("adj::Core", "%1 was yours at the start of the turn, but %n army(s) of %2 hold(s) it"),
     "%1 was yours at the start of the turn, but %n army of %2 holds it",
     "%1 was yours at the start of the turn, but %n armies of %2 hold it"},
    {QT_TRANSLATE_N_NOOP("adj::Core", "%1 holds %n army(s) and %2 population"),
     "%1 holds %n army and %2 population", "%1 holds %n armies and %2 population"},
    {QT_TRANSLATE_N_NOOP("adj::Core", "%1 has %n fort(s)"), "%1 has %n fort", "%1 has %n forts"},
    {QT_TRANSLATE_N_NOOP("adj::Core", "%n army(s) aboard in %1: use CONVOY"),
     "%n army is aboard in %1: use CONVOY", "%n armies are aboard in %1: use CONVOY"},
    {QT_TRANSLATE_N_NOOP("adj::Core", "%1 has %n ship(s) for %2 aboard"),
     "%1 has %n ship for %2 aboard", "%1 has %n ships for %2 aboard"},
    {QT_TRANSLATE_N_NOOP("adj::Core", "%n army(s) ordered, only %1 there"),
     "%n army ordered, only %1 there", "%n armies ordered, only %1 there"},
    {QT_TRANSLATE_N_NOOP("adj::Core", "%n ship(s) ordered, only %1 there"),
     "%n ship ordered, only %1 there", "%n ships ordered, only %1 there"},
    {QT_TRANSLATE_N_NOOP("adj::Core", "%n army(s) drowned in %1"), "%n army drowned in %1", "%n armies drowned in %1"},
    {QT_TRANSLATE_N_NOOP("adj::Core", "%n message(s) of earlier turns left out"), "%n message of earlier turns left out",
     "%n messages of earlier turns left out"},
};

const PluralKey *pluralOf(const QString &key)
{
    for (const PluralKey &p : kPlurals)
        if (key == QLatin1String(p.key))
            return &p;
    return nullptr;
}

const QRegularExpression kPlaceholder(QStringLiteral("%(\\d\\d?)"));

// The numbers of a key's placeholders, ascending, each once.
QList<int> placeholders(const QString &key)
{
    QList<int> numbers;
    for (const auto &m : kPlaceholder.globalMatch(key))
        if (const int n = m.captured(1).toInt(); !numbers.contains(n))
            numbers.append(n);
    std::sort(numbers.begin(), numbers.end());
    return numbers;
}

// `text` (a key or its translation) with each %n replaced by its argument.
QString fill(const QString &text, const QList<int> &numbers, const QStringList &args)
{
    QString out;
    qsizetype at = 0;
    for (const auto &m : kPlaceholder.globalMatch(text)) {
        out += text.mid(at, m.capturedStart() - at);
        const qsizetype i = numbers.indexOf(m.captured(1).toInt());
        out += i >= 0 && i < args.size() ? args[i] : m.captured();
        at = m.capturedEnd();
    }
    return out + text.mid(at);
}

struct Pattern {
    QString key;
    QList<int> groups;  // placeholder numbers in the order they first appear; 0 is %n
    QRegularExpression re;
    qsizetype literal = 0;  // characters besides the placeholders: the more, the more specific
};

// A key (or one English form of a plural key) as an anchored expression: a
// placeholder is any text, the same text where it comes again; %n is a number.
Pattern patternOf(const QString &key, const QString &form)
{
    static const QRegularExpression placeholder(QStringLiteral("%(\\d\\d?|n)"));
    Pattern p{key, {}, {}, form.size()};
    QString re = QStringLiteral("^");
    QList<int> seen;
    qsizetype at = 0;
    for (const auto &m : placeholder.globalMatch(form)) {
        re += QRegularExpression::escape(form.mid(at, m.capturedStart() - at));
        const int n = m.captured(1) == u"n" ? 0 : m.captured(1).toInt();
        if (seen.contains(n))
            re += QStringLiteral("\\%1").arg(seen.indexOf(n) + 1);
        else
            re += n == 0 ? QStringLiteral("(\\d+)") : QStringLiteral("(.+?)");
        if (!seen.contains(n))
            seen.append(n);
        p.literal -= m.capturedLength();
        at = m.capturedEnd();
    }
    re += QRegularExpression::escape(form.mid(at)) + u'$';
    p.re = QRegularExpression(re, QRegularExpression::DotMatchesEverythingOption);
    p.groups = seen;
    return p;
}

Pattern patternOf(const QString &key)
{
    return patternOf(key, key);
}

const QList<Pattern> &patterns()
{
    static const QList<Pattern> all = [] {
        QList<Pattern> list;
        for (const char *key : kKeys)
            list.append(patternOf(QString::fromUtf8(key)));
        for (const QString &key : problemWords())
            list.append(patternOf(key));
        for (const PluralKey &p : kPlurals)
            for (const char *form : {p.one, p.many})
                list.append(patternOf(QString::fromUtf8(p.key), QString::fromUtf8(form)));
        std::stable_sort(list.begin(), list.end(), [](const Pattern &a, const Pattern &b) { return a.literal > b.literal; });
        return list;
    }();
    return all;
}

// An argument in the user's language: a known message, or parts joined by "; ".
QString translatedArg(const QString &arg, Lang lang)
{
    if (CoreText::parse(arg).known)
        return trCore(arg, lang);
    if (arg.contains(u"; ")) {
        QStringList parts = arg.split(QStringLiteral("; "));
        for (QString &part : parts)
            part = trCore(part, lang);
        return parts.join(QStringLiteral("; "));
    }
    return arg;
}

} // namespace

QString CoreText::english() const
{
    if (!known)
        return key;
    if (const PluralKey *p = n >= 0 ? pluralOf(key) : nullptr)
        return fill(QString::fromUtf8(n == 1 ? p->one : p->many).replace(QStringLiteral("%n"), QString::number(n)),
                    placeholders(key), args);
    return fill(key, placeholders(key), args);
}

QString CoreText::translated(Lang lang) const
{
    if (!known)
        return key;
    QStringList shown;
    for (const QString &a : args)
        shown.append(translatedArg(a, lang));
    const QByteArray source = key.toUtf8();
    QString text = lang.translate(source.constData(), n);
    if (const PluralKey *p = n >= 0 ? pluralOf(key) : nullptr; p && text.contains(u"(s)"))  // no translation: the English
        text = QString::fromUtf8(n == 1 ? p->one : p->many).replace(QStringLiteral("%n"), QString::number(n));
    return fill(text, placeholders(key), shown);
}

CoreText CoreText::parse(const QString &english)
{
    for (const Pattern &p : patterns()) {
        const QRegularExpressionMatch m = p.re.match(english);
        if (!m.hasMatch())
            continue;
        CoreText t{p.key, {}, true};
        // Group i is the i-th placeholder met; store by ascending number.
        const QList<int> ascending = placeholders(p.key);
        t.args.resize(ascending.size());
        for (int g = 0; g < p.groups.size(); ++g) {
            if (p.groups[g] == 0)
                t.n = m.captured(g + 1).toInt();
            else
                t.args[ascending.indexOf(p.groups[g])] = m.captured(g + 1);
        }
        return t;
    }
    return {english, {}, false};
}

QString trCore(const QString &english, Lang lang)
{
    if (lang == Lang::English)
        return english;
    return CoreText::parse(english).translated(lang);
}

QStringList coreTextKeys()
{
    QStringList keys;
    for (const char *key : kKeys)
        keys.append(QString::fromUtf8(key));
    for (const PluralKey &p : kPlurals)
        keys.append(QString::fromUtf8(p.key));
    return keys + problemWords();
}

QString coreWord(Lang lang, const char *key)
{
    return lang.translate(key);
}

QString Lang::code() const
{
    if (m_kind == English)
        return QStringLiteral("en");
    const QString name = m_own ? m_own->language() : QLocale().name();
    return name.section(u'_', 0, 0);
}

QString Lang::translate(const char *key, int n) const
{
    QString text;
    if (m_kind == English)
        text = QString::fromUtf8(key);
    else if (!m_own)
        return QCoreApplication::translate("adj::Core", key, nullptr, n);  // fills %n itself
    else if (text = m_own->translate("adj::Core", key, nullptr, n); text.isEmpty())
        text = QString::fromUtf8(key);  // not translated: the English
    return n >= 0 ? text.replace(QStringLiteral("%n"), QString::number(n)) : text;
}

} // namespace adj
