#include "mailbox/FetchedList.h"

#include <QDir>

namespace adj {

namespace {

bool isSha256(const QString &s)
{
    if (s.size() != 64)
        return false;
    for (const QChar c : s)
        if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f')))
            return false;
    return true;
}

bool fieldOk(const QString &s)
{
    return !s.isEmpty() && !s.contains(u'\t') && !s.contains(u'\n') && !s.contains(u'\r') && !s.contains(QChar(0));
}

bool entryOk(const FetchedEntry &e)
{
    return fieldOk(e.mailbox) && fieldOk(e.id) && isSha256(e.sha256) && fieldOk(e.file) && !e.file.contains(u'/')
        && e.file != u"." && e.file != u"..";
}

} // namespace

std::optional<FetchedList> FetchedList::parse(const QByteArray &bytes, CoreText &error)
{
    FetchedList list;
    if (bytes.isEmpty())
        return list;
    QList<QByteArray> lines = bytes.split('\n');
    lines.removeLast();  // after the last line end: empty, or a line cut short
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray &raw = lines.at(i);
        if (i == 0) {
            if (raw + '\n' != header()) {
                error = coreText(QT_TRANSLATE_NOOP("adj::Core", "line %1: not a list of fetched messages"), 1);
                return std::nullopt;
            }
            continue;
        }
        const QString text = QString::fromUtf8(raw);
        const QStringList fields = text.split(u'\t');
        const FetchedEntry e = fields.size() == 4 ? FetchedEntry{fields[0], fields[1], fields[2], fields[3]} : FetchedEntry{};
        if (fields.size() != 4 || !entryOk(e) || text.toUtf8() != raw) {
            error = coreText(QT_TRANSLATE_NOOP("adj::Core", "line %1: not a fetched message (mailbox, id, SHA-256, file)"),
                             i + 1);
            return std::nullopt;
        }
        list.add(e);
    }
    if (lines.isEmpty() && bytes + '\n' != header() && !header().startsWith(bytes)) {
        error = coreText(QT_TRANSLATE_NOOP("adj::Core", "line %1: not a list of fetched messages"), 1);
        return std::nullopt;
    }
    return list;
}

void FetchedList::add(const FetchedEntry &e)
{
    m_ids.insert(e.mailbox + u'\t' + e.id);
    m_files.insert(e.file);
    if (!m_held.contains(e.sha256))
        m_held.insert(e.sha256, e.file);
}

QByteArray FetchedList::line(const FetchedEntry &e)
{
    if (!entryOk(e))
        return {};
    return QStringList{e.mailbox, e.id, e.sha256, e.file}.join(u'\t').toUtf8() + '\n';
}

bool FetchedFile::read(const QString &maildir, CoreText &error)
{
    m_file.setFileName(QDir(maildir).filePath(QStringLiteral(".adjutant-fetched")));
    const QString path = QDir::toNativeSeparators(m_file.fileName());
    m_whole = -1;
    if (!m_file.exists())
        return true;
    if (!m_file.open(QIODevice::ReadOnly)) {
        error = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: %2"), path, m_file.errorString());
        return false;
    }
    const QByteArray bytes = m_file.readAll();
    m_file.close();
    CoreText why;
    const std::optional<FetchedList> list = FetchedList::parse(bytes, why);
    if (!list) {
        error = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: %2"), path, why.english());
        return false;
    }
    m_list = *list;
    if (!bytes.isEmpty() && !bytes.endsWith('\n'))
        m_whole = bytes.lastIndexOf('\n') + 1;
    return true;
}

bool FetchedFile::openToAdd(CoreText &error)
{
    const QString path = QDir::toNativeSeparators(m_file.fileName());
    // A last line cut short is dropped from the file too, so that what is added starts a line.
    if (m_whole >= 0 && !m_file.resize(m_whole)) {
        error = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: %2"), path, m_file.errorString());
        return false;
    }
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append)) {
        error = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: %2"), path, m_file.errorString());
        return false;
    }
    if (m_file.size() == 0 && (m_file.write(FetchedList::header()) != FetchedList::header().size() || !m_file.flush())) {
        error = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: %2"), path, m_file.errorString());
        return false;
    }
    return true;
}

bool FetchedFile::add(const FetchedEntry &e, CoreText &error)
{
    const QByteArray line = FetchedList::line(e);
    const QString path = QDir::toNativeSeparators(m_file.fileName());
    if (line.isEmpty()) {
        error = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: a field of a fetched message cannot be written"), path);
        return false;
    }
    if (m_file.write(line) != line.size() || !m_file.flush()) {
        error = coreText(QT_TRANSLATE_NOOP("adj::Core", "%1: %2"), path, m_file.errorString());
        return false;
    }
    m_list.add(e);
    return true;
}

} // namespace adj
