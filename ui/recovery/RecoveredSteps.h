// A recovery copy taken up: the document comes back unsaved, exactly as the
// copy had it, with its undo history. Each step of that history is one
// RecoveredStep named as the step was ("Edit armies of YOR", "Accept turn
// 3"), which puts back the whole moment it leads to — the game, the
// resolved turn and, where the step itself changed them, the texts (typing
// between steps stays as it is, as in the session recovered) — and undo
// the one before it.
#pragma once

#include "recovery/Recovery.h"

#include <QUndoCommand>
#include <optional>

namespace adj::ui {

class GameDocument;

class RecoveredStep : public QUndoCommand
{
public:
    // Pushed with the document already at `to`: the first redo does nothing.
    RecoveredStep(GameDocument *doc, const RecoveryState &from, const RecoveryState &to,
                  const std::optional<TurnRecord> &fromRecord, const std::optional<TurnRecord> &toRecord);
    void undo() override;
    void redo() override;

private:
    GameDocument *m_doc;
    RecoveryState m_from, m_to;
    std::optional<TurnRecord> m_fromRecord, m_toRecord;
    bool m_done = true;
};

// Puts the copy into the document: at `path` (the game file or JSON game
// it is of, already opened there), or as a new game never saved when `path`
// is empty. `records` are recoveredResolutions(recovery.states).
void restoreRecovery(GameDocument *doc, const Recovery &recovery, const QList<std::optional<TurnRecord>> &records,
                     const QString &path);

} // namespace adj::ui
