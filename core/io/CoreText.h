// Text from the core in the user's language. The core writes
// English: the step log, the files and the command line keep it (docs/formats.md).
// Each message has a stable key, its English source text with %1, %2… for its
// arguments, marked for lupdate in the context "adj::Core" (as Qt Creator's
// Tr); where a message is shown, its key is translated and the arguments go
// back in. A message stored as English is read back into its key and
// arguments by matching the catalog of keys (CoreText.cpp).
#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <type_traits>

class QTranslator;

namespace adj {

// The context of every core message in the translations.
struct CoreTr {
    Q_DECLARE_TR_FUNCTIONS(adj::Core)
};

// English (the log, the files), the language of the installed translators
// (the window), or a translator of its own: a game's report language, which
// need not be the window's (core/language/Language.h).
class Lang {
public:
    enum Kind { English, Translated };
    constexpr Lang(Kind kind = English) : m_kind(kind) {}
    explicit Lang(const QTranslator *own) : m_kind(Translated), m_own(own) {}
    bool operator==(Kind kind) const { return m_kind == kind; }
    // `key` (context adj::Core) in this language, %n filled with n when n >= 0.
    QString translate(const char *key, int n = -1) const;
    // The language's code ("en", "de"), as HTML's lang names it.
    QString code() const;

private:
    Kind m_kind;
    const QTranslator *m_own = nullptr;
};

struct CoreText {
    QString key;       // the English source text; the text itself when unknown
    QStringList args;  // for %1, %2… in ascending order
    bool known = false;
    int n = -1;        // the count of a plural message, for its %n (Qt's plural forms)

    QString english() const;
    QString translated(Lang lang = Lang::Translated) const;
    QString in(Lang lang) const { return lang == Lang::English ? english() : translated(lang); }

    // Key and arguments of an English message, by the catalog of keys.
    static CoreText parse(const QString &english);

    bool operator==(const CoreText &) const = default;
};

// A message made where it is found: its key, marked at the call
// with QT_TRANSLATE_NOOP("adj::Core", …), and its arguments for %1, %2…
// (a number as QString::arg writes it).
inline QString coreArg(const QString &s) { return s; }
template <typename N, typename = std::enable_if_t<std::is_arithmetic_v<N>>>
QString coreArg(N n) { return QString::number(n); }
template <typename... Args>
CoreText coreText(const char *key, const Args &...args)
{
    return {QString::fromUtf8(key), {coreArg(args)...}, true};
}

// A message with a count: `key` is marked with QT_TRANSLATE_N_NOOP("adj::Core",
// …) and listed with its English forms in CoreText.cpp; `n` fills its %n.
template <typename... Args>
CoreText coreCount(const char *key, qint64 n, const Args &...args)
{
    return {QString::fromUtf8(key), {coreArg(args)...}, true, int(n)};
}

// An English message from the core in the user's language (or in `lang`).
QString trCore(const QString &english, Lang lang = Lang::Translated);

// The words and messages that go into the problems of the files, the AP and
// the mail as arguments, in the catalog too (ProblemText.cpp).
QStringList problemWords();

// The catalog's keys, for tests.
QStringList coreTextKeys();

// `key` in `lang` (key itself marked with QT_TRANSLATE_NOOP("adj::Core", …)).
QString coreWord(Lang lang, const char *key);

} // namespace adj
