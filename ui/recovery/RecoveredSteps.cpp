#include "recovery/RecoveredSteps.h"

#include "document/GameDocument.h"

#include <QUndoStack>

namespace adj::ui {

namespace {

void install(GameDocument *doc, const RecoveryState &state, const std::optional<TurnRecord> &record,
             const RecoveryState &other)
{
    if (!doc->graph().isOf(state.game))
        doc->setMapGame(state.game);  // another map: its graph, and the map redrawn
    doc->replaceGame(state.game);
    doc->setResolution(record, record && state.accepted);
    if (state.orders != other.orders)
        doc->setOrdersText(state.orders);
    if (state.apSpends != other.apSpends)
        doc->setApSpendsText(state.apSpends);
}

} // namespace

RecoveredStep::RecoveredStep(GameDocument *doc, const RecoveryState &from, const RecoveryState &to,
                             const std::optional<TurnRecord> &fromRecord, const std::optional<TurnRecord> &toRecord)
    : QUndoCommand(to.text), m_doc(doc), m_from(from), m_to(to), m_fromRecord(fromRecord), m_toRecord(toRecord)
{
}

void RecoveredStep::undo()
{
    install(m_doc, m_from, m_fromRecord, m_to);
}

void RecoveredStep::redo()
{
    if (std::exchange(m_done, false))
        return;
    install(m_doc, m_to, m_toRecord, m_from);
}

void restoreRecovery(GameDocument *doc, const Recovery &recovery, const QList<std::optional<TurnRecord>> &records,
                     const QString &path)
{
    const QList<RecoveryState> &states = recovery.states;
    if (path.isEmpty())
        doc->startNew(states.first().game);
    else
        doc->setGame(states.first().game, path, recovery.savedOrders, recovery.savedApSpends);
    QUndoStack *undo = doc->undoStack();
    if (recovery.clean != 0 || path.isEmpty())
        undo->resetClean();
    for (int i = 1; i < states.size(); ++i) {
        undo->push(new RecoveredStep(doc, states[i - 1], states[i], records.value(i - 1), records.value(i)));
        if (i == recovery.clean && !path.isEmpty())
            undo->setClean();
    }
    const RecoveryState &last = states.last();
    install(doc, last, records.value(states.size() - 1), states.first());
    doc->setOrdersText(recovery.orders);
    doc->setApSpendsText(recovery.apSpends);
}

} // namespace adj::ui
