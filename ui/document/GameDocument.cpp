#include "document/GameDocument.h"

#include "document/EditCommands.h"
#include "io/SafeFile.h"
#include "model/GameJson.h"

#include <QUndoStack>

namespace adj::ui {

GameDocument::GameDocument(QObject *parent)
    : QObject(parent)
    , m_graph(std::make_unique<MapGraph>(m_game))
    , m_undo(new QUndoStack(this))
{
}

GameDocument::~GameDocument() = default;

void GameDocument::setGame(const Game &game, const QString &path)
{
    m_undo->clear();
    m_game = game;
    m_game.reindex();
    m_graph = std::make_unique<MapGraph>(m_game);
    const bool pathChanged = path != m_path;
    m_path = path;
    m_undo->setClean();
    emit gameReset();
    if (pathChanged)
        emit filePathChanged(m_path);
}

Problems GameDocument::open(const QString &path)
{
    GameRead read = readGameFile(path);
    if (read.game && !hasErrors(read.problems))
        setGame(*read.game, path);
    return read.problems;
}

QString GameDocument::saveAsJson(const QString &path)
{
    const QString error = writeFileSafely(path, writeGameJson(m_game));
    if (!error.isEmpty())
        return error;
    if (path != m_path) {
        m_path = path;
        emit filePathChanged(m_path);
    }
    m_undo->setClean();
    return {};
}

QJsonValue GameDocument::field(Change::Target target, const QString &key, const QString &name) const
{
    return fieldValue(m_game, target, key, name);
}

void GameDocument::setField(Change::Target target, const QString &key, const QString &name, const QJsonValue &value)
{
    setFieldValue(m_game, target, key, name, value);
    switch (target) {
    case Change::Target::Area: emit areaChanged(key); break;
    case Change::Target::Nation: emit nationChanged(key); break;
    case Change::Target::Game: emit gameFieldChanged(name); break;
    }
}

void GameDocument::applyChanges(const QList<Change> &changes, bool undo)
{
    if (undo) {
        for (auto it = changes.crbegin(); it != changes.crend(); ++it)
            setField(it->target, it->key, it->field, it->from);
    } else {
        for (const Change &c : changes)
            setField(c.target, c.key, c.field, c.to);
    }
}

void GameDocument::editArea(const QString &code, const QString &name, const QJsonValue &value)
{
    const QJsonValue from = field(Change::Target::Area, code, name);
    if (from == value || !m_game.area(code))
        return;
    m_undo->push(new SetAreaField(this, code, name, from, value));
}

void GameDocument::replaceGame(const Game &game)
{
    m_game = game;
    m_game.reindex();
    m_graph = std::make_unique<MapGraph>(m_game);
    emit gameReset();
}

void GameDocument::setOrdersText(const QString &text)
{
    if (text == m_orders)
        return;
    m_orders = text;
    emit ordersTextChanged();
}

void GameDocument::setApSpendsText(const QString &text)
{
    if (text == m_apSpends)
        return;
    m_apSpends = text;
    emit apSpendsTextChanged();
}

void GameDocument::markSaved(const QString &path)
{
    if (path != m_path) {
        m_path = path;
        emit filePathChanged(m_path);
    }
    m_undo->setClean();
}

} // namespace adj::ui
