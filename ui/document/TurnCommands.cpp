#include "document/TurnCommands.h"

#include "audit/Audit.h"

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

namespace {

// After a redo that rewrote the game file's course: the error goes to the
// caller's string (it lives only through the push), and a failed redo makes
// the command obsolete; otherwise the document is as the file has it, with
// no open resolution.
void rewritten(QUndoCommand *command, GameFile *file, QString *&callersError, const QString &error)
{
    if (callersError)
        *callersError = error;
    callersError = nullptr;
    if (!error.isEmpty()) {
        command->setObsolete(true);
        return;
    }
    file->document()->setResolution(std::nullopt, false);
    file->document()->markWrittenToFile();
}

} // namespace

RollbackCommand::RollbackCommand(GameFile *file, int turn, QString *error, QUndoCommand *parent)
    : QUndoCommand(TurnCommandsTr::tr("Roll back to turn %1").arg(turn), parent)
    , m_file(file), m_turn(turn), m_error(error)
    , m_resolution(file->document()->resolution())
    , m_accepted(file->document()->isResolutionAccepted())
{
}

void RollbackCommand::redo()
{
    rewritten(this, m_file, m_error, m_file->rollbackTo(m_turn));
}

void RollbackCommand::undo()
{
    if (!m_file->undoRollback().isEmpty())
        return;
    m_file->document()->setResolution(m_resolution, m_accepted);
    m_file->document()->markWrittenToFile();
}

AdoptCourseCommand::AdoptCourseCommand(GameFile *file, const Audit &audit, const QString &reason, QString *error,
                                       std::function<QString(const std::function<QString()> &)> runner,
                                       std::function<void(qsizetype, qsizetype)> progress, QUndoCommand *parent)
    : QUndoCommand(TurnCommandsTr::tr("Adopt the re-run from turn %1").arg(audit.turns.isEmpty() ? 0 : audit.turns.first().turn),
                   parent)
    , m_file(file), m_audit(std::make_shared<const Audit>(audit)), m_reason(reason), m_error(error), m_runner(std::move(runner)),
      m_progress(std::move(progress))
{
}

void AdoptCourseCommand::redo()
{
    rewritten(this, m_file, m_error, m_file->adoptCourse(m_audit, m_reason, m_runner, m_progress));
}

void AdoptCourseCommand::undo()
{
    if (!m_file->undoAdoptCourse(m_runner).isEmpty())
        return;
    m_file->document()->markWrittenToFile();
}

} // namespace adj::ui
