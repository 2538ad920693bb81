// The whole-file check: everything the cheap check on open leaves
// out, for "Check Game File", `adjutant-cli check-db` and before a hand-off.
#include "store/GameStore.h"

#include "store/FileCheck.h"

namespace adj {

using namespace store;

QString GameStore::checkWholeFile() const
{
    QStringList findings;
    const QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (const QString bad = integrityFindings(db, QStringLiteral("PRAGMA integrity_check(20)")); !bad.isEmpty())
        findings.append(QStringLiteral("%1: is damaged (SQLite integrity check: %2)").arg(m_path, bad));
    QString why;
    const QList<TurnEntry> entries = turns(&why);
    if (!why.isEmpty())
        findings.append(why);
    // Every turn read back as the history shows it: its game validated, its
    // resolution's orders and steps unpacked and read.
    for (const TurnEntry &e : entries) {
        QString bad;
        if (!turn(e.turn, &bad))
            findings.append(bad);
    }
    return findings.join(u'\n');
}

} // namespace adj
