// What `fetch` has taken from a mailbox, kept in MAILDIR/.adjutant-fetched
// (docs/formats.md "The turn's mail"): one line per message taken,
//
//     MAILBOX <tab> ID <tab> SHA-256 <tab> FILE
//
// after a first line "adjutant-fetched 1". MAILBOX is the mailbox's URL with
// its user ("imaps://gm@example.org@host:993/INBOX"), ID the message's name
// there (IMAP "UIDVALIDITY/UID", POP3 its UIDL), SHA-256 of its bytes, FILE
// its name in MAILDIR/new. A line is added as each message is stored, after
// it is written whole into tmp/ and before it is moved into new/, so a fetch
// cut short remembers what it took, and the next one finishes the move. The
// file is read as hostile input: a line that is not one of these is a problem
// naming its line; a last line without its line end (a write cut short) is
// left out.
#pragma once

#include "io/CoreText.h"

#include <QFile>
#include <QHash>
#include <QSet>
#include <QString>

#include <optional>

namespace adj {

struct FetchedEntry {
    QString mailbox;
    QString id;
    QString sha256;
    QString file;
};

class FetchedList
{
public:
    // The entries of the file's bytes, or the first line that is not one.
    static std::optional<FetchedList> parse(const QByteArray &bytes, CoreText &error);

    bool contains(const QString &mailbox, const QString &id) const { return m_ids.contains(mailbox + u'\t' + id); }
    // The file name of a message held with these bytes, else an empty string.
    QString heldFile(const QString &sha256) const { return m_held.value(sha256); }
    // Whether an entry names this file.
    bool holds(const QString &file) const { return m_files.contains(file); }
    qsizetype size() const { return m_ids.size(); }
    void add(const FetchedEntry &e);

    // The line of an entry, with its line end; empty when a field cannot be
    // written (a tab or line end in it, a SHA-256 that is not 64 hex digits).
    static QByteArray line(const FetchedEntry &e);
    static QByteArray header() { return "adjutant-fetched 1\n"; }

private:
    QSet<QString> m_ids;
    QHash<QString, QString> m_held;
    QSet<QString> m_files;
};

// The list of MAILDIR/.adjutant-fetched, added to as messages are stored.
class FetchedFile
{
public:
    // Reads the file (none yet: an empty list); nothing is written.
    bool read(const QString &maildir, CoreText &error);
    // Opens the file read to add to: made when missing, a last line cut short dropped.
    bool openToAdd(CoreText &error);
    const FetchedList &list() const { return m_list; }
    // The entry added to the list and written to the file at once.
    bool add(const FetchedEntry &e, CoreText &error);

private:
    FetchedList m_list;
    QFile m_file;
    qint64 m_whole = -1;  // a last line cut short: the bytes before it; else -1
};

} // namespace adj
