#include "document/TurnCommands.h"

#include <QCoreApplication>

namespace adj::ui {

namespace {
// A stable translation context (QUndoCommand is no QObject).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::TurnCommands)
};
} // namespace

ResolveTurnCommand::ResolveTurnCommand(GameDocument *doc, const TurnRecord &record, QUndoCommand *parent)
    : QUndoCommand(Tr::tr("Resolve turn %1").arg(record.before.turn), parent)
    , m_doc(doc), m_record(record)
{
    if (doc->hasOpenResolution())
        m_previous = doc->resolution();
}

void ResolveTurnCommand::redo()
{
    m_doc->setResolution(m_record, false);
}

void ResolveTurnCommand::undo()
{
    m_doc->setResolution(m_previous, false);
}

DiscardResolutionCommand::DiscardResolutionCommand(GameDocument *doc, QUndoCommand *parent)
    : QUndoCommand(parent), m_doc(doc), m_record(doc->resolution())
{
    setText(Tr::tr("Discard the resolved turn %1").arg(m_record ? m_record->before.turn : 0));
}

void DiscardResolutionCommand::redo()
{
    m_doc->setResolution(std::nullopt, false);
}

void DiscardResolutionCommand::undo()
{
    m_doc->setResolution(m_record, false);
}

AcceptTurnCommand::AcceptTurnCommand(GameDocument *doc, const TurnRecord &record, QUndoCommand *parent)
    : QUndoCommand(Tr::tr("Accept turn %1").arg(record.before.turn), parent)
    , m_doc(doc), m_record(record)
{
}

void AcceptTurnCommand::redo()
{
    m_doc->replaceGame(m_record.resolution.next);
    m_doc->setOrdersText(QString());
    m_doc->setResolution(m_record, true);
}

void AcceptTurnCommand::undo()
{
    m_doc->replaceGame(m_record.before);
    m_doc->setOrdersText(m_record.orders);
    m_doc->setResolution(m_record, false);
}

} // namespace adj::ui
