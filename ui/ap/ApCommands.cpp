#include "ap/ApCommands.h"

#include "document/GameDocument.h"

#include <QCoreApplication>

namespace adj::ui {

namespace {
// A stable translation context (QUndoCommand is no QObject).
struct ApCommandsTr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::ApCommands)
};
} // namespace

SetSpendsText::SetSpendsText(GameDocument *doc, const QString &from, const QString &to, int session,
                             const QString &text, QUndoCommand *parent)
    : SetText(doc, &GameDocument::setApSpendsText, from, to, session, text.isEmpty() ? ApCommandsTr::tr("Edit AP spends") : text,
              parent)
{
}

ApplyApRound::ApplyApRound(GameDocument *doc, const Game &before, const Game &after, const QString &spends,
                           QUndoCommand *parent)
    : EditGame(doc, before, after, ApCommandsTr::tr("Apply AP round %1").arg(before.ap.value(u"round").toInt()), parent)
    , m_spends(spends)
{
}

void ApplyApRound::redo()
{
    EditGame::redo();
    m_doc->setApSpendsText(QString());
}

void ApplyApRound::undo()
{
    EditGame::undo();
    m_doc->setApSpendsText(m_spends);
}

EditApPlayers::EditApPlayers(GameDocument *doc, const QJsonObject &before, const QJsonObject &after,
                             const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_doc(doc), m_before(before), m_after(after)
{
}

void EditApPlayers::redo()
{
    m_doc->setField(Change::Target::Game, QString(), QStringLiteral("ap"), m_after);
}

void EditApPlayers::undo()
{
    m_doc->setField(Change::Target::Game, QString(), QStringLiteral("ap"), m_before);
}

} // namespace adj::ui
