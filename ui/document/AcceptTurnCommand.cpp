#include "document/AcceptTurnCommand.h"

#include "document/GameDocument.h"

#include <QCoreApplication>

namespace adj::ui {

namespace {
// A stable translation context (QUndoCommand is no QObject).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::AcceptTurnCommand)
};
} // namespace

AcceptTurnCommand::AcceptTurnCommand(GameDocument *doc, const Game &before, const Game &next, const QString &orders,
                                     QUndoCommand *parent)
    : QUndoCommand(Tr::tr("Accept turn %1").arg(before.turn), parent)
    , m_doc(doc), m_before(before), m_next(next), m_orders(orders)
{
}

void AcceptTurnCommand::redo()
{
    m_doc->replaceGame(m_next);
    m_doc->setOrdersText(QString());
}

void AcceptTurnCommand::undo()
{
    m_doc->replaceGame(m_before);
    m_doc->setOrdersText(m_orders);
}

} // namespace adj::ui
