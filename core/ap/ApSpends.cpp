#include "ap/ApSpends.h"

#include "io/TextFile.h"


namespace adj {

namespace {

bool isOpenQuote(QChar c) { return c == u'"' || c == QChar(0x201C); }
bool isCloseQuote(QChar c) { return c == u'"' || c == QChar(0x201D); }

// Reads a quoted string starting at `pos` (on the opening quote); `\"` and
// `\\` are escapes. Returns false when the closing quote is missing.
bool readQuoted(const QString &s, qsizetype &pos, QString &out)
{
    ++pos;
    while (pos < s.size()) {
        const QChar c = s[pos];
        if (c == u'\\' && pos + 1 < s.size() && (s[pos + 1] == u'"' || s[pos + 1] == u'\\')) {
            out += s[pos + 1];
            pos += 2;
            continue;
        }
        if (isCloseQuote(c)) {
            ++pos;
            return true;
        }
        out += c;
        ++pos;
    }
    return false;
}

void skipSpace(const QString &s, qsizetype &pos)
{
    while (pos < s.size() && s[pos].isSpace())
        ++pos;
}

QString readWord(const QString &s, qsizetype &pos)
{
    const qsizetype start = pos;
    while (pos < s.size() && !s[pos].isSpace())
        ++pos;
    return s.mid(start, pos - start);
}

// Why the line cannot be read, as its key and arguments and in English.
void fail(ApSpend &spend, const CoreText &why)
{
    spend.errorText = why;
    spend.error = why.english();
}

// The arguments of a spend line after its action word.
void parseArguments(const QString &line, qsizetype pos, ApSpend &spend)
{
    while (true) {
        skipSpace(line, pos);
        if (pos >= line.size())
            return;
        if (isOpenQuote(line[pos])) {
            QString text;
            if (!readQuoted(line, pos, text)) {
                fail(spend, coreText(QT_TRANSLATE_NOOP("adj::Core", "the message text has no closing quote")));
                return;
            }
            if (spend.hasText) {
                fail(spend, coreText(QT_TRANSLATE_NOOP("adj::Core", "more than one quoted text; a spend carries one message")));
                return;
            }
            spend.text = text;
            spend.hasText = true;
            continue;
        }
        const qsizetype start = pos;
        while (pos < line.size() && !line[pos].isSpace() && line[pos] != u'=')
            ++pos;
        const QString key = line.mid(start, pos - start).toLower();
        if (pos >= line.size() || line[pos] != u'=' || key.isEmpty()) {
            pos = start;
            fail(spend, coreText(QT_TRANSLATE_NOOP("adj::Core", "\"%1\" is not key=value or a quoted text"), readWord(line, pos)));
            return;
        }
        ++pos; // '='
        QString value;
        if (pos < line.size() && isOpenQuote(line[pos])) {
            if (!readQuoted(line, pos, value)) {
                fail(spend, coreText(QT_TRANSLATE_NOOP("adj::Core", "the value of %1= has no closing quote"), key));
                return;
            }
        } else {
            value = readWord(line, pos);
        }
        if (spend.has(key)) {
            fail(spend, coreText(QT_TRANSLATE_NOOP("adj::Core", "%1= is given twice"), key));
            return;
        }
        spend.args.append({key, value});
    }
}

QString unquoted(const QString &s)
{
    if (s.size() >= 2 && isOpenQuote(s.front()) && isCloseQuote(s.back()))
        return s.mid(1, s.size() - 2);
    return s;
}

} // namespace

bool ApSpend::has(const QString &key) const
{
    for (const auto &a : args)
        if (a.first == key)
            return true;
    return false;
}

QString ApSpend::value(const QString &key) const
{
    for (const auto &a : args)
        if (a.first == key)
            return a.second;
    return {};
}

ApSpendsFile parseApSpends(const QString &text, const QString &fileName, Problems &inputErrors)
{
    ApSpendsFile result;
    QString player;
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const int lineNo = i + 1;
        QString raw = lines[i];
        if (raw.endsWith(u'\r'))
            raw.chop(1);
        const QString line = raw.trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        qsizetype pos = 0;
        const QString word = readWord(line, pos).toUpper();
        skipSpace(line, pos);
        const QString rest = line.mid(pos);

        if (word == u"ROUND") {
            QString problem;
            const std::optional<qint64> round = wholeNumberIn(rest, kApRoundRange, problem);
            if (result.roundLine)
                inputErrors.append(problemOf(fileName, lineNo, QString(),
                                    coreText(QT_TRANSLATE_NOOP("adj::Core", "ROUND is given twice (first on line %1)"), result.roundLine)));
            else if (!result.spends.isEmpty() || !player.isEmpty())
                inputErrors.append(problemOf(fileName, lineNo, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "ROUND must come before every PLAYER and spend"))));
            else if (!round)
                inputErrors.append(problemOf(fileName, lineNo, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "the ROUND number %1"), problem)));
            else {
                result.round = int(*round); // within kApRoundRange
                result.roundLine = lineNo;
            }
            continue;
        }
        if (word == u"PLAYER") {
            // The rest of the line is the name (it may hold spaces or be quoted).
            player = unquoted(rest).trimmed();
            continue;
        }

        ApSpend spend;
        spend.file = fileName;
        spend.line = lineNo;
        spend.raw = raw;
        spend.player = player;
        spend.word = word;
        parseArguments(line, pos, spend);
        result.spends.append(spend);
    }
    if (!result.roundLine && inputErrors.isEmpty())
        inputErrors.append(problemOf(fileName, 1, QString(), coreText(QT_TRANSLATE_NOOP("adj::Core", "the spends file must start with ROUND n"))));
    return result;
}

ApSpendsFile readApSpendsFile(const QString &path, Problems &inputErrors)
{
    Problem error;
    const std::optional<QString> text = readUtf8File(path, error);
    if (!text) {
        inputErrors.append(error);
        return {};
    }
    return parseApSpends(*text, path, inputErrors);
}

} // namespace adj
