// The record of a mail that went out, as a game file keeps it
// (store/GameStore.h): what the window and `adjutant-cli send --game` check
// so that nothing goes twice.
#pragma once

#include <QDateTime>
#include <QString>

namespace adj {

// A mail that went out and was accepted by the server: the record that keeps
// it from going twice (a reminder: once per nation, deadline and hour).
struct SentMail {
    enum class Kind { Report, Confirmation, Reminder, Erratum, Note };  // Note: the moderator's, once a deadline has passed
    qint64 id = 0;
    int turn = 0;
    Kind kind = Kind::Report;
    QString nation;       // "" for the game report to every player
    QString recipient;
    QString messageId;
    QDateTime sent;
    QDateTime deadline;   // a reminder's or a note's deadline
    int hour = 0;         // a reminder's hour before it
    QString about;        // what it answers: a report's file, a confirmation's ConfirmationMail::about,
                          // an erratum's own Message-ID
    bool operator==(const SentMail &) const = default;
};

} // namespace adj
