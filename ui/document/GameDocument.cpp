#include "document/GameDocument.h"

#include "document/EditCommands.h"
#include "document/ProblemsModel.h"
#include "document/Selection.h"
#include "document/TurnCommands.h"
#include "io/SafeFile.h"
#include "model/Board.h"
#include "model/GameJson.h"
#include "model/GameSettings.h"
#include "schedule/Schedule.h"

#include <QRegularExpression>
#include <QTimer>
#include <QUndoStack>
#include <utility>

namespace adj::ui {

GameDocument::GameDocument(QObject *parent)
    : QObject(parent)
    , m_graph(std::make_shared<MapGraph>(m_game))
    , m_undo(new QUndoStack(this))
    , m_checkTimer(new QTimer(this))
    , m_problems(new ProblemsModel(this))
    , m_selection(new Selection(this))
{
    m_checkTimer->setSingleShot(true);
    m_checkTimer->setInterval(CheckDelay);
    connect(m_checkTimer, &QTimer::timeout, this, &GameDocument::checkOrdersNow);
    // The orders are checked against the game and its map as they are now.
    for (auto changed : {&GameDocument::gameReset, &GameDocument::mapChanged, &GameDocument::ordersTextChanged})
        connect(this, changed, this, &GameDocument::ordersNeedCheck);
    connect(this, &GameDocument::areaChanged, this, &GameDocument::ordersNeedCheck);
    connect(this, &GameDocument::nationChanged, this, &GameDocument::ordersNeedCheck);
    connect(m_undo, &QUndoStack::cleanChanged, this, &GameDocument::updateModified);
    // The stack's clean index can only be set once a command has run.
    connect(m_undo, &QUndoStack::indexChanged, this, [this] {
        if (std::exchange(m_writtenToFile, false))
            m_undo->setClean();
    });
}

GameDocument::~GameDocument() = default;

void GameDocument::setGame(const Game &game, const QString &path, const QString &orders, const QString &apSpends,
                           std::shared_ptr<const MapGraph> graph)
{
    m_undo->clear();
    // Another game: the problems of the file and the mail read for the last one go.
    m_problems->setProblems(ProblemsModel::Source::GameFile, {});
    m_problems->setProblems(ProblemsModel::Source::Mail, {});
    const bool hadResolution = m_resolution.has_value();
    m_resolution.reset();
    m_accepted = false;
    m_neverSaved = false;
    m_pinned.clear();
    m_historyTurn.reset();
    installGame(game, std::move(graph));
    const bool pathChanged = path != m_path;
    m_path = path;
    m_undo->setClean();
    restoreTexts(orders, apSpends);
    emit gameReset();
    if (hadResolution)
        emit resolutionChanged();
    if (pathChanged)
        emit filePathChanged(m_path);
}

void GameDocument::startNew(const Game &game)
{
    setGame(game);
    m_neverSaved = true;
    updateModified();
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
    QString error = writeFileSafely(path, writeGameJson(m_game));
    if (error.isEmpty())
        error = writeBoardPicture(m_game, path);  // the picture the JSON names, beside it
    if (!error.isEmpty())
        return error;
    if (path != m_path) {
        m_path = path;
        emit filePathChanged(m_path);
    }
    m_undo->setClean();  // the texts are not in a JSON file: they stay unsaved
    m_neverSaved = false;
    updateModified();
    return {};
}

QJsonValue GameDocument::field(Change::Target target, const QString &key, const QString &name) const
{
    return fieldValue(m_game, target, key, name);
}

void GameDocument::setField(Change::Target target, const QString &key, const QString &name, const QJsonValue &value)
{
    setFieldValue(m_game, target, key, name, value);
    // The report language is the resolved turn's too: its reports
    // are written in it, and the next turn keeps it once accepted.
    if (target == Change::Target::Game && name == u"language" && m_resolution) {
        setGameLanguage(m_resolution->before, value.toString());
        setGameLanguage(m_resolution->resolution.next, value.toString());
    }
    // So are the game's settings (Game Settings): the mail of the turn is
    // sent from its moderator, and the next turn's deadline follows from the
    // schedule.
    if (target == Change::Target::Game && isGameSettingsField(name) && m_resolution) {
        setFieldValue(m_resolution->before, target, key, name, value);
        Game &next = m_resolution->resolution.next;
        setFieldValue(next, target, key, name, value);
        if (const auto schedule = gameSchedule(next); schedule && name == u"schedule")
            setGameSchedule(next, nextSchedule(*schedule));
    }
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

QString GameDocument::editArea(const QString &code, const QString &name, const QJsonValue &value, QString *warning)
{
    return m_game.area(code) ? edit(Change::Target::Area, code, name, value, warning) : QString();
}

QString GameDocument::editNation(const QString &code, const QString &name, const QJsonValue &value, QString *warning)
{
    return m_game.nation(code) ? edit(Change::Target::Nation, code, name, value, warning) : QString();
}

QString GameDocument::edit(Change::Target target, const QString &key, const QString &name, const QJsonValue &value,
                           QString *warning)
{
    const QJsonValue from = field(target, key, name);
    if (from == value)
        return {};
    // What the game file would refuse is refused here, with its message.
    if (const std::optional<NumberRange> range = fieldRange(target, name)) {
        QString problem;
        if (!wholeNumberIn(value.toDouble(), *range, problem))
            return name + QStringLiteral(": ") + problem;
    }
    Game edited = m_game;
    setFieldValue(edited, target, key, name, value);
    if (QString refused = newProblem(edited, warning); !refused.isEmpty())
        return refused;
    pushEdit([&](QUndoCommand *parent) { return new SetField(this, target, key, name, from, value, parent); });
    return {};
}

QString GameDocument::newProblem(const Game &edited, QString *warning) const
{
    const Problems before = validateGame(m_game);
    const Problems after = validateGame(edited);
    for (const Problem &p : after)
        if (p.severity == Problem::Error && !before.contains(p))
            return p.field + QStringLiteral(": ") + p.translated();
    for (const Problem &p : after)
        if (warning && p.severity == Problem::Warning && !before.contains(p))
            *warning = p.field + QStringLiteral(": ") + p.translated();
    return {};
}

void GameDocument::pushEdit(const std::function<QUndoCommand *(QUndoCommand *parent)> &make)
{
    if (!hasOpenResolution()) {
        m_undo->push(make(nullptr));
        return;
    }
    // One step: the resolution goes, then the edit is made (children run in order).
    auto *step = new QUndoCommand;
    new DiscardResolutionCommand(this, step);
    const QUndoCommand *edit = make(step);
    step->setText(tr("%1 (discards the resolved turn %2)").arg(edit->text()).arg(m_resolution->before.turn));
    m_undo->push(step);
}

QString GameDocument::editGame(const Game &edited, const QString &text, QString *warning)
{
    if (QString refused = newProblem(edited, warning); !refused.isEmpty())
        return refused;
    pushEdit([&](QUndoCommand *parent) { return new EditGame(this, m_game, edited, text, parent); });
    return {};
}

namespace {
// Errors the game file would give `game`: it is written as JSON and read back.
Problems fileErrors(const Game &game)
{
    Problems errors = readGameJson(writeGameJson(game), QString()).problems;
    errors.removeIf([](const Problem &p) { return p.severity != Problem::Error; });
    return errors;
}

// A problem as the moderator reads it: `areas[12].hinterland (YRK): …`.
QString refusalText(const Problem &p, const Game &game)
{
    static const QRegularExpression area(QStringLiteral("^areas\\[(\\d+)\\]"));
    QString field = p.field;
    if (const QRegularExpressionMatch m = area.match(field); m.hasMatch())
        field += QStringLiteral(" (%1)").arg(game.areas.value(m.captured(1).toInt()).code);
    return field.isEmpty() ? p.translated() : field + QStringLiteral(": ") + p.translated();
}
} // namespace

QString GameDocument::mapEditRefusal() const
{
    return m_view == View::Current ? QString() : tr("The map can be edited only in the current game, not in %1.").arg(m_viewLabel);
}

QString GameDocument::editMap(const Game &edited, const QString &text)
{
    if (QString refusal = mapEditRefusal(); !refusal.isEmpty())
        return refusal;
    if (edited == m_game)
        return {};
    const Problems before = fileErrors(m_game);
    for (const Problem &p : fileErrors(edited))
        if (!before.contains(p))
            return refusalText(p, edited);
    if (!hasOpenResolution()) {
        m_undo->push(new EditMap(this, m_game, edited, text));
        return {};
    }
    // One step: the resolution goes, then the edit is made (children run in order).
    auto *both = new QUndoCommand(tr("%1 (discards the resolved turn %2)").arg(text).arg(m_resolution->before.turn));
    new DiscardResolutionCommand(this, both);
    new EditMap(this, m_game, edited, text, both);
    m_undo->push(both);
    return {};
}

void GameDocument::setMapGame(const Game &game)
{
    // The map edited is the current game's: it is what is shown after the edit.
    installGame(game);
    emit mapChanged();
}

void GameDocument::setPinned(const QString &code, bool pinned)
{
    if (pinned == m_pinned.contains(code))
        return;
    if (pinned)
        m_pinned.insert(code);
    else
        m_pinned.remove(code);
    emit pinsChanged();
}

QStringList GameDocument::pinnedAreas() const
{
    QStringList out;
    for (const Area &a : m_game.areas)
        if (m_pinned.contains(a.code))
            out.append(a.code);
    return out;
}

void GameDocument::setResolution(const std::optional<TurnRecord> &record, bool accepted)
{
    m_resolution = record;
    m_accepted = record && accepted;
    emit resolutionChanged();
}

void GameDocument::setHistoryTurn(const std::optional<TurnRecord> &record)
{
    m_historyTurn = record;
    if (m_historyTurn)
        m_historyTurn->before.reindex();
    emit historyTurnChanged();
}

const TurnRecord *GameDocument::replayedTurn() const
{
    return m_historyTurn ? &*m_historyTurn : m_resolution ? &*m_resolution : nullptr;
}

void GameDocument::replaceGame(const Game &game)
{
    m_historyTurn.reset();  // a turn of the history replayed ends with the game it was shown beside
    installGame(game);
    emit gameReset();
}

void GameDocument::installGame(const Game &game, std::shared_ptr<const MapGraph> graph)
{
    // A new game is shown as it is: the view goes back to the current game.
    m_view = View::Current;
    m_viewed.reset();
    m_viewLabel.clear();
    m_game = game;
    m_game.reindex();
    if (graph && graph->isOf(m_game))
        m_graph = std::move(graph);
    else if (!m_graph->isOf(m_game))  // a new map (or an edited one) gets its graph
        m_graph = MapGraph::of(m_game);
}

void GameDocument::showView(View view, const Game &game, const QString &label)
{
    Game viewed = game;
    viewed.reindex();
    setViewed(view, std::move(viewed), label);
}

void GameDocument::showCurrent()
{
    if (m_view != View::Current)
        setViewed(View::Current, std::nullopt, QString());
}

void GameDocument::setViewed(View view, std::optional<Game> game, const QString &label)
{
    const Game &before = viewedGame();
    const Game &after = game ? *game : m_game;
    QStringList changed;
    for (const Area &a : after.areas) {
        const Area *old = before.area(a.code);
        if (!old || !(*old == a))
            changed.append(a.code);
    }
    m_view = view;
    m_viewed = std::move(game);
    m_viewLabel = label;
    emit viewChanged(changed);
}

void GameDocument::setOrdersText(const QString &text)
{
    if (text == m_orders)
        return;
    m_orders = text;
    emit ordersTextChanged();
    updateModified();
}

void GameDocument::ordersNeedCheck()
{
    m_checkStale = true;
    m_checkTimer->start();
}

void GameDocument::checkOrdersNow()
{
    m_checkTimer->stop();
    m_checkStale = false;
    m_checked = checkOrders(m_orders, turnOrdersName(), m_game, *m_graph);
    m_problems->setProblems(ProblemsModel::Source::Orders, m_checked.problems);
    emit ordersChecked();
}

const CheckedOrders &GameDocument::checkedOrders()
{
    if (m_checkStale)
        checkOrdersNow();
    return m_checked;
}

void GameDocument::setApSpendsText(const QString &text)
{
    if (text == m_apSpends)
        return;
    m_apSpends = text;
    emit apSpendsTextChanged();
    updateModified();
}

void GameDocument::markSaved(const QString &path, bool withTexts)
{
    if (path != m_path) {
        m_path = path;
        emit filePathChanged(m_path);
    }
    if (withTexts) {
        m_savedOrders = m_orders;
        m_savedApSpends = m_apSpends;
    }
    m_neverSaved = false;
    m_undo->setClean();
    updateModified();
}

void GameDocument::restoreTexts(const QString &orders, const QString &apSpends)
{
    m_savedOrders = orders;
    m_savedApSpends = apSpends;
    setOrdersText(orders);
    setApSpendsText(apSpends);
    updateModified();
}

bool GameDocument::isModified() const
{
    return m_neverSaved || !m_undo->isClean() || !textsSaved();
}

void GameDocument::updateModified()
{
    if (isModified() == m_modified)
        return;
    m_modified = isModified();
    emit modifiedChanged(m_modified);
}

} // namespace adj::ui
