#include "recovery/RecoveredSteps.h"

#include "document/GameDocument.h"

#include <QUndoStack>

namespace adj::ui {

namespace {

void install(GameDocument *doc, const RecoveryState &state, const std::optional<TurnRecord> &record)
{
    if (!doc->graph().isOf(state.game))
        doc->setMapGame(state.game);  // another map: its graph, and the map redrawn
    doc->replaceGame(state.game);
    doc->setResolution(record, record && state.accepted);
}

} // namespace

RecoveredStep::RecoveredStep(GameDocument *doc, const RecoveryState &from, const RecoveryState &to,
                             const std::optional<TurnRecord> &fromRecord, const std::optional<TurnRecord> &toRecord)
    : QUndoCommand(to.text), m_doc(doc), m_from(from), m_to(to), m_fromRecord(fromRecord), m_toRecord(toRecord)
{
}

// The texts as the step left them or found them, where it changed them.
void RecoveredStep::undo()
{
    install(m_doc, m_from, m_fromRecord);
    if (m_to.orders != m_to.ordersBefore)
        m_doc->setOrdersText(m_to.ordersBefore);
    if (m_to.apSpends != m_to.apSpendsBefore)
        m_doc->setApSpendsText(m_to.apSpendsBefore);
}

void RecoveredStep::redo()
{
    if (std::exchange(m_done, false))
        return;
    install(m_doc, m_to, m_toRecord);
    if (m_to.orders != m_to.ordersBefore)
        m_doc->setOrdersText(m_to.orders);
    if (m_to.apSpends != m_to.apSpendsBefore)
        m_doc->setApSpendsText(m_to.apSpends);
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
    install(doc, last, records.value(states.size() - 1));
    doc->setOrdersText(recovery.orders);
    doc->setApSpendsText(recovery.apSpends);
}

} // namespace adj::ui
