#include "ap/ApCommands.h"

#include "document/GameDocument.h"

#include <QCoreApplication>

namespace adj::ui {

namespace {
// A stable translation context (QUndoCommand is no QObject).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::ApCommands)
};
} // namespace

SetSpendsText::SetSpendsText(GameDocument *doc, const QString &from, const QString &to, int session,
                             const QString &text, QUndoCommand *parent)
    : QUndoCommand(text.isEmpty() ? Tr::tr("Edit AP spends") : text, parent)
    , m_doc(doc), m_from(from), m_to(to), m_session(session)
{
}

void SetSpendsText::redo()
{
    m_doc->setApSpendsText(m_to);
}

void SetSpendsText::undo()
{
    m_doc->setApSpendsText(m_from);
}

bool SetSpendsText::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetSpendsText *>(other);
    if (o->m_session != m_session || o->m_doc != m_doc)
        return false;
    m_to = o->m_to;
    setObsolete(m_from == m_to);  // typed and taken back: nothing to undo
    return true;
}

ApplyApRound::ApplyApRound(GameDocument *doc, const Game &before, const Game &after, const QString &spends,
                           QUndoCommand *parent)
    : EditGame(doc, before, after, Tr::tr("Apply AP round %1").arg(before.ap.value(u"round").toInt()), parent)
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
