#include "document/EditCommands.h"

#include "document/GameDocument.h"
#include "model/FieldWords.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace adj::ui {

namespace {
// A stable translation context for the commands' texts (QUndoCommand is no QObject).
struct EditCommandsTr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::SetAreaField)  // the context its texts were translated in
};

QString valueText(const QJsonValue &v)
{
    if (v.isNull() || v.isUndefined())
        return EditCommandsTr::tr("none");
    if (v.isDouble())
        return QString::number(v.toInt());
    if (v.isArray()) {  // a nation's traits
        QStringList words;
        for (const QJsonValue &w : v.toArray())
            words.append(w.toString());
        return words.isEmpty() ? EditCommandsTr::tr("none") : words.join(u' ');
    }
    return v.toString();
}
} // namespace

QString fieldTitle(const QString &field)
{
    return fieldWord(field, Lang::Translated);
}

SetField::SetField(GameDocument *doc, Change::Target target, const QString &key, const QString &field,
                   const QJsonValue &from, const QJsonValue &to, QUndoCommand *parent)
    : QUndoCommand(parent), m_doc(doc), m_target(target), m_key(key), m_field(field), m_from(from), m_to(to)
{
    updateText();
}

void SetField::updateText()
{
    setText(EditCommandsTr::tr("Set %1 of %2 to %3")
                .arg(fieldTitle(m_field), m_key, valueText(m_to)));
}

void SetField::undo()
{
    m_doc->setField(m_target, m_key, m_field, m_from);
}

void SetField::redo()
{
    m_doc->setField(m_target, m_key, m_field, m_to);
}

bool SetField::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetField *>(other);
    if (o->m_doc != m_doc || o->m_target != m_target || o->m_key != m_key || o->m_field != m_field)
        return false;
    m_to = o->m_to;
    setObsolete(m_to == m_from);
    updateText();
    return true;
}

EditGame::EditGame(GameDocument *doc, const Game &before, const Game &after, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_doc(doc), m_before(before), m_after(after)
{
}

void EditGame::undo()
{
    apply(m_before);
}

void EditGame::redo()
{
    apply(m_after);
}

void EditGame::apply(const Game &game)
{
    m_doc->replaceGame(game);
}

void EditMap::apply(const Game &game)
{
    m_doc->setMapGame(game);
}

SetText::SetText(GameDocument *doc, Setter set, const QString &from, const QString &to, int session,
                 const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_doc(doc), m_set(set), m_from(from), m_to(to), m_session(session)
{
}

void SetText::redo()
{
    (m_doc->*m_set)(m_to);
}

void SetText::undo()
{
    (m_doc->*m_set)(m_from);
}

bool SetText::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const SetText *>(other);
    if (o->m_doc != m_doc || o->m_set != m_set || o->m_session != m_session)
        return false;
    m_to = o->m_to;
    setObsolete(m_from == m_to);  // typed and taken back: nothing to undo
    return true;
}

} // namespace adj::ui
