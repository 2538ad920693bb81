#include "document/TurnCommands.h"

#include "document/GameFile.h"

#include <QCoreApplication>

namespace adj::ui {

namespace {
// A stable translation context (QUndoCommand is no QObject).
struct TurnCommandsTr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::TurnCommands)
};
} // namespace

ResolveTurnCommand::ResolveTurnCommand(GameDocument *doc, const TurnRecord &record, QUndoCommand *parent)
    : QUndoCommand(TurnCommandsTr::tr("Resolve turn %1").arg(record.before.turn), parent)
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
    setText(TurnCommandsTr::tr("Discard the resolved turn %1").arg(m_record ? m_record->before.turn : 0));
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
    : QUndoCommand(TurnCommandsTr::tr("Accept turn %1").arg(record.before.turn), parent)
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

RollbackCommand::RollbackCommand(GameFile *file, int turn, QString *error, QUndoCommand *parent)
    : QUndoCommand(TurnCommandsTr::tr("Roll back to turn %1").arg(turn), parent)
    , m_file(file), m_turn(turn), m_error(error)
    , m_resolution(file->document()->resolution())
    , m_accepted(file->document()->isResolutionAccepted())
{
}

void RollbackCommand::redo()
{
    const QString error = m_file->rollbackTo(m_turn);
    if (m_error)
        *m_error = error;
    m_error = nullptr;  // the caller's string lives only through the push
    if (!error.isEmpty()) {
        setObsolete(true);
        return;
    }
    m_file->document()->setResolution(std::nullopt, false);
    m_file->document()->markWrittenToFile();
}

void RollbackCommand::undo()
{
    if (!m_file->undoRollback().isEmpty())
        return;
    m_file->document()->setResolution(m_resolution, m_accepted);
    m_file->document()->markWrittenToFile();
}

} // namespace adj::ui
