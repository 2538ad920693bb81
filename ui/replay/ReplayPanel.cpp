#include "replay/ReplayPanel.h"

#include "document/GameDocument.h"
#include "document/TurnCommands.h"
#include "map/MapView.h"
#include "replay/StepDelegate.h"
#include "replay/StepDetails.h"
#include "replay/StepsFilter.h"
#include "replay/StepsModel.h"
#include "rules/Battle.h"
#include "widgets/Announcer.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSlider>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace adj::ui {

namespace {
QAction *navAction(QWidget *owner, QStyle::StandardPixmap icon, const QString &text, const QKeySequence &key)
{
    auto *a = new QAction(owner->style()->standardIcon(icon), text, owner);
    a->setShortcut(key);
    a->setShortcutContext(Qt::WindowShortcut);
    a->setToolTip(QStringLiteral("%1 (%2)").arg(text, key.toString(QKeySequence::NativeText)));
    owner->addAction(a);
    return a;
}
} // namespace

ReplayPanel::ReplayPanel(GameDocument *doc, MapView *map, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_map(map)
    , m_model(new StepsModel(this))
    , m_filter(new StepsFilter(this))
    , m_show(new QComboBox)
    , m_list(new QListView)
    , m_tabs(new QTabWidget)
    , m_details(new QTextBrowser)
    , m_inspector(new BattleInspector)
    , m_slider(new QSlider(Qt::Horizontal))
    , m_title(new QLabel)
    , m_positionLabel(new QLabel)
    , m_announcer(new Announcer(this))
    , m_acceptButton(new QPushButton(tr("Accept Turn")))
    , m_exportButton(new QPushButton(tr("Export Reports…")))
{
    m_first = navAction(this, QStyle::SP_MediaSkipBackward, tr("First Step"), QKeySequence(Qt::ALT | Qt::Key_Home));
    m_back = navAction(this, QStyle::SP_MediaSeekBackward, tr("Step Back"), QKeySequence(Qt::ALT | Qt::Key_Left));
    m_forward = navAction(this, QStyle::SP_MediaSeekForward, tr("Step Forward"), QKeySequence(Qt::ALT | Qt::Key_Right));
    m_last = navAction(this, QStyle::SP_MediaSkipForward, tr("Last Step"), QKeySequence(Qt::ALT | Qt::Key_End));
    connect(m_first, &QAction::triggered, this, &ReplayPanel::first);
    connect(m_back, &QAction::triggered, this, &ReplayPanel::back);
    connect(m_forward, &QAction::triggered, this, &ReplayPanel::forward);
    connect(m_last, &QAction::triggered, this, &ReplayPanel::last);
    m_nextBattle = navAction(this, QStyle::SP_ArrowDown, tr("Next Battle"), QKeySequence(Qt::Key_F3));
    m_previousBattle = navAction(this, QStyle::SP_ArrowUp, tr("Previous Battle"), QKeySequence(Qt::SHIFT | Qt::Key_F3));
    connect(m_nextBattle, &QAction::triggered, this, &ReplayPanel::nextBattle);
    connect(m_previousBattle, &QAction::triggered, this, &ReplayPanel::previousBattle);
    m_accept = new QAction(tr("&Accept Turn"), this);
    m_accept->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    m_accept->setToolTip(tr("Make the resolved next turn the game (can be undone)"));
    m_export = new QAction(tr("&Export Reports…"), this);
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_export->setToolTip(tr("Write each nation's report (text, HTML, PDF), the game report with the map and the chart, and the step log into a folder"));
    connect(m_accept, &QAction::triggered, this, &ReplayPanel::acceptTurn);
    connect(m_export, &QAction::triggered, this, &ReplayPanel::exportReportsDialog);
    connect(m_acceptButton, &QPushButton::clicked, m_accept, &QAction::trigger);
    connect(m_exportButton, &QPushButton::clicked, m_export, &QAction::trigger);

    m_title->setObjectName(QStringLiteral("replayTitle"));
    m_title->setWordWrap(true);
    m_positionLabel->setObjectName(QStringLiteral("replayPosition"));
    m_positionLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_positionLabel->setMinimumWidth(m_positionLabel->fontMetrics().horizontalAdvance(tr("Step 0000 of 0000")));

    m_list->setObjectName(QStringLiteral("stepsView"));
    m_list->setAccessibleName(tr("Steps of the turn"));
    m_filter->setSourceModel(m_model);
    m_list->setModel(m_filter);
    m_list->setItemDelegate(new StepDelegate(m_list));
    m_list->setUniformItemSizes(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setAlternatingRowColors(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setResizeMode(QListView::Adjust);
    m_details->setObjectName(QStringLiteral("stepDetails"));
    m_details->setAccessibleName(tr("The step explained"));
    m_details->setOpenLinks(false);
    m_details->document()->setDocumentMargin(8);

    // Above the list: which steps it shows, and the jumps to the battles.
    m_show->setObjectName(QStringLiteral("stepsFilter"));
    m_show->setToolTip(tr("Show all steps, only the battles, only the failed steps, or one nation's steps"));
    m_show->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_show->setMinimumContentsLength(12);
    connect(m_show, &QComboBox::activated, this, &ReplayPanel::applyFilter);
    auto *filterRow = new QHBoxLayout;
    filterRow->setSpacing(2);
    auto *showLabel = new QLabel(tr("Show:"));
    showLabel->setBuddy(m_show);
    filterRow->addWidget(showLabel);
    filterRow->addWidget(m_show, 1);
    for (QAction *a : {m_previousBattle, m_nextBattle}) {
        auto *b = new QToolButton;
        b->setDefaultAction(a);
        b->setToolButtonStyle(a == m_nextBattle ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly);
        b->setAutoRaise(true);
        filterRow->addWidget(b);
    }
    auto *listArea = new QWidget;
    auto *listLayout = new QVBoxLayout(listArea);
    listLayout->setContentsMargins(0, 0, 0, 0);
    listLayout->setSpacing(2);
    listLayout->addLayout(filterRow);
    listLayout->addWidget(m_list, 1);

    // The step's details, and the battle inspector when the step has a battle.
    m_tabs->setObjectName(QStringLiteral("replayTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_details, tr("Step"));
    // The inspector scrolls up and down in a short dock rather than taking
    // the room of the list of steps.
    auto *inspectorScroll = new QScrollArea;
    inspectorScroll->setWidget(m_inspector);
    inspectorScroll->setWidgetResizable(true);
    inspectorScroll->setFrameShape(QFrame::NoFrame);
    inspectorScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_tabs->addTab(inspectorScroll, tr("Battle"));
    connect(m_inspector, &BattleInspector::stageChanged, this, &ReplayPanel::showStage);

    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(listArea);
    split->addWidget(m_tabs);
    split->setStretchFactor(0, 2);  // the steps the most: a dozen at 1280×800
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);

    m_slider->setObjectName(QStringLiteral("replaySlider"));
    m_slider->setAccessibleName(tr("Step"));
    m_slider->setPageStep(10);
    auto *nav = new QHBoxLayout;
    nav->setSpacing(2);
    for (QAction *a : {m_first, m_back, m_forward, m_last}) {
        auto *b = new QToolButton;
        b->setDefaultAction(a);
        b->setAutoRaise(true);
        nav->addWidget(b);
    }
    nav->addSpacing(6);
    nav->addWidget(m_slider, 1);
    nav->addWidget(m_positionLabel);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_exportButton);
    buttons->addStretch(1);
    buttons->addWidget(m_acceptButton);
    m_acceptButton->setDefault(true);

    setMinimumWidth(360);  // room for an order line and its outcome
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_title);
    layout->addWidget(split, 1);
    layout->addLayout(nav);
    layout->addLayout(buttons);

    connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
        if (!m_syncing)
            goTo(v);
    });
    // The selection, not the current index: focusing the list sets the
    // current index without selecting, and that should not move the replay.
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const QModelIndexList rows = m_list->selectionModel()->selectedRows();
        if (!m_syncing && !rows.isEmpty())
            goTo(m_filter->mapToSource(rows.first()).row() + 1);
    });
    // The document's turn is what is replayed: its resolution (the undo
    // commands that change it keep it in step with the game), or a turn of
    // the history; a game replaced (new, opened, accepted) is followed too.
    connect(m_doc, &GameDocument::resolutionChanged, this, &ReplayPanel::followDocument);
    connect(m_doc, &GameDocument::historyTurnChanged, this, &ReplayPanel::followDocument);
    connect(m_doc, &GameDocument::gameReset, this, [this] {
        m_shown = Mode::None;  // another game: nothing was discarded
        followDocument();
    });

    followDocument();
}

// Nothing to give back: the map holds its own copy of the game it shows, and
// the document and the map may already be gone when the window closes.
ReplayPanel::~ReplayPanel() = default;

int ReplayPanel::stepCount() const
{
    return record() ? int(record()->resolution.steps.size()) : 0;
}

ReplayPanel::Mode ReplayPanel::mode() const
{
    if (m_doc->historyTurn())
        return Mode::History;
    if (!m_doc->resolution())
        return Mode::None;
    return m_doc->isResolutionAccepted() ? Mode::Accepted : Mode::Open;
}

const Resolution &ReplayPanel::resolution() const
{
    static const Resolution none;
    return record() ? record()->resolution : none;
}

const Game &ReplayPanel::gameBefore() const
{
    static const Game none;
    return record() ? record()->before : none;
}

Game ReplayPanel::gameAt(int position) const
{
    // Forward from the game before the turn: each step's changes applied (Step.h).
    Game game = gameBefore();
    game.reindex();
    for (int i = 0; i < position && i < stepCount(); ++i)
        applyStep(game, record()->resolution.steps[i]);
    return game;
}

void ReplayPanel::followDocument()
{
    const Mode mode = this->mode();
    const Mode was = std::exchange(m_shown, mode);
    if (!record()) {
        showNone(was == Mode::Open || was == Mode::Accepted
                     ? tr("No resolved turn to replay now. Edit › Undo (%1) brings back the one that was here.")
                           .arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText))
                     : QString());
        return;
    }
    const Resolution &resolution = record()->resolution;
    m_colours = m_map ? m_map->colours() : NationColours(record()->before);
    m_model->setSteps(resolution.steps, m_colours);
    fillFilter();

    int failed = 0, battles = 0;
    for (const Step &s : resolution.steps) {
        failed += s.outcome == u"failed";
        battles += s.battle.has_value();
    }
    const int turn = record()->before.turn;
    m_summary = tr("<b>Turn %1 resolved</b>: %n steps", nullptr, int(resolution.steps.size())).arg(turn)
                + tr(", %n failed", nullptr, failed) + tr(", %n battles", nullptr, battles)
                + tr(" · next turn %1").arg(resolution.next.turn);
    if (mode == Mode::Accepted)
        m_summary = tr("<b>Turn %1 accepted</b>: the game is now at turn %2. Undo (%3) takes it back; "
                       "the steps can still be replayed and the reports exported.")
                        .arg(turn).arg(resolution.next.turn)
                        .arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText));
    else if (mode == Mode::History)
        m_summary = tr("<b>Turn %1 from the history</b> (read-only): %n steps", nullptr, int(resolution.steps.size()))
                        .arg(turn);
    m_title->setText(m_summary);
    m_syncing = true;
    m_slider->setRange(0, int(resolution.steps.size()));
    m_syncing = false;
    // Where the document's game is what the views show: an accepted turn's
    // end is the game now current, an open turn's start is.
    goTo(mode == Mode::Accepted ? stepCount() : 0);
}

void ReplayPanel::showHistoryTurn(const TurnRecord &record)
{
    m_doc->setHistoryTurn(record);
}

void ReplayPanel::clear()
{
    if (m_doc->historyTurn())
        m_doc->setHistoryTurn(std::nullopt);
    else
        followDocument();
}

void ReplayPanel::showNone(const QString &message)
{
    m_position = 0;
    m_model->setSteps({});
    fillFilter();
    m_inspector->setBattle(std::nullopt, {});
    m_tabs->setTabEnabled(1, false);
    m_tabs->setCurrentIndex(0);
    m_syncing = true;
    m_slider->setRange(0, 0);
    m_syncing = false;
    m_title->setText(message.isEmpty() ? tr("No turn resolved yet. Enter the orders and choose <i>Resolve Turn</i>.")
                                       : message);
    m_details->clear();
    m_positionLabel->clear();
    if (m_doc->view() == GameDocument::View::Replay)
        m_doc->showCurrent();
    if (m_map)
        m_map->markAreas({});
    updateActions();
}

void ReplayPanel::goTo(int position)
{
    if (!record())
        return;
    m_position = std::clamp(position, 0, stepCount());
    showPosition();
}

void ReplayPanel::syncList()
{
    m_syncing = true;
    m_slider->setValue(m_position);
    // The current step in the list, if the filter shows it.
    const QModelIndex i = m_position > 0 ? m_filter->mapFromSource(m_model->index(m_position - 1)) : QModelIndex();
    if (i.isValid()) {
        m_list->selectionModel()->setCurrentIndex(i, QItemSelectionModel::ClearAndSelect);
        m_list->scrollTo(i);
    } else {
        m_list->selectionModel()->clearSelection();
        m_list->selectionModel()->setCurrentIndex(QModelIndex(), QItemSelectionModel::Clear);
        if (m_position == 0)
            m_list->scrollToTop();
    }
    m_syncing = false;
}

QString ReplayPanel::viewLabel(BattleInspector::Stage stage) const
{
    const int turn = gameBefore().turn;
    QString label = m_position == 0 ? tr("Turn %1 before the first step").arg(turn)
                                    : tr("Turn %1, step %2 of %3").arg(turn).arg(m_position).arg(stepCount());
    if (stage == BattleInspector::Before)
        label += tr(", battle: before");
    else if (stage == BattleInspector::Losses)
        label += tr(", battle: losses");
    return mode() == Mode::History ? tr("%1 (history, read-only)").arg(label) : label;
}

void ReplayPanel::showPosition()
{
    syncList();
    m_positionLabel->setText(m_position == 0 ? tr("Before the turn")
                                             : tr("Step %1 of %2").arg(m_position).arg(stepCount()));
    showGameAtPosition();
    if (m_map)
        markStep();
    showDetails();
    updateActions();
    // Stepped from elsewhere than the list (which a reader follows itself): the step is told.
    if (!m_list->hasFocus() && m_position > 0)
        m_announcer->announce(m_positionLabel->text() + QStringLiteral(": ")
                              + m_model->index(m_position - 1, 0).data().toString());
    emit positionChanged(m_position);
}

void ReplayPanel::showGameAtPosition()
{
    // Every view shows the game at this step: the document holds what is
    // viewed. An open turn's start and an accepted one's end are the
    // document's game itself, which is then shown (and edited) as it is.
    const Mode mode = this->mode();
    if ((mode == Mode::Open && m_position == 0) || (mode == Mode::Accepted && m_position == stepCount()))
        m_doc->showCurrent();
    else
        m_doc->showView(mode == Mode::History ? GameDocument::View::History : GameDocument::View::Replay,
                        gameAt(m_position), viewLabel(BattleInspector::After));
}

BattleInspector::Stage ReplayPanel::stage() const
{
    return m_inspector->hasBattle() ? m_inspector->stage() : BattleInspector::After;
}

void ReplayPanel::showStage(BattleInspector::Stage stage)
{
    const Step *s = m_model->step(m_position - 1);
    if (!s || !s->battle)
        return;
    if (m_inspector->stage() != stage) {
        m_inspector->setStage(stage);  // comes back here through stageChanged
        return;
    }
    // The stage is a state of the game like any other: shown through the
    // document, so the map, the Area panel and the tables show the same counts.
    if (stage == BattleInspector::After) {
        showGameAtPosition();
        if (m_map)
            markStep();
        return;
    }
    Game staged = gameAt(m_position - 1);
    if (stage == BattleInspector::Losses)
        staged = withBattleLosses(staged, *s->battle);
    m_doc->showView(mode() == Mode::History ? GameDocument::View::History : GameDocument::View::Replay, staged,
                    viewLabel(stage));
    if (m_map)
        markStep();
}

int ReplayPanel::battleStep(int from, int direction) const
{
    // `from` is a step number (1-based); returns the first battle step after
    // (direction 1) or before (direction -1) it, or 0.
    const QList<Step> &steps = resolution().steps;
    for (int n = from + direction; n >= 1 && n <= steps.size(); n += direction)
        if (steps[n - 1].battle)
            return n;
    return 0;
}

bool ReplayPanel::nextBattle()
{
    const int n = battleStep(m_position, 1);
    if (n)
        goTo(n);
    return n != 0;
}

bool ReplayPanel::previousBattle()
{
    const int n = battleStep(m_position, -1);
    if (n)
        goTo(n);
    return n != 0;
}

void ReplayPanel::fillFilter()
{
    const QString current = m_show->currentData().toString();
    m_show->clear();
    m_show->addItem(tr("All steps"), QStringLiteral("all"));
    m_show->addItem(tr("Battles"), QStringLiteral("battles"));
    m_show->addItem(tr("Failed steps"), QStringLiteral("failures"));
    if (record()) {
        m_show->insertSeparator(m_show->count());
        for (const Nation &n : gameBefore().nations) {
            QPixmap swatch(12, 12);
            swatch.fill(m_colours.colour(n.code));
            m_show->addItem(QIcon(swatch), n.name.isEmpty() ? n.code : QStringLiteral("%1 — %2").arg(n.code, n.name),
                            QStringLiteral("nation:") + n.code);
        }
    }
    const int i = m_show->findData(current);
    m_show->setCurrentIndex(i >= 0 ? i : 0);
    applyFilter();
}

void ReplayPanel::applyFilter()
{
    const QString what = m_show->currentData().toString();
    if (what == u"battles")
        m_filter->setShow(StepsFilter::Show::Battles);
    else if (what == u"failures")
        m_filter->setShow(StepsFilter::Show::Failures);
    else if (what.startsWith(u"nation:"))
        m_filter->setShow(StepsFilter::Show::Nation, what.mid(7));
    else
        m_filter->setShow(StepsFilter::Show::All);
    if (record())
        syncList();
}

void ReplayPanel::markStep()
{
    const Step *s = m_model->step(m_position - 1);
    if (!s) {
        m_map->markAreas({});
        return;
    }
    QStringList areas;
    for (const Change &c : s->changes)
        if (c.target == Change::Target::Area && !areas.contains(c.key))
            areas.append(c.key);
    // An arrow for a battle, or for an order that names two areas (a move).
    QString from, to;
    if (s->battle) {
        from = s->battle->from;
        to = s->battle->to;
    } else {
        const QStringList words = s->order.split(QLatin1Char(' '));
        const Game &shown = m_doc->viewedGame();
        if (s->outcome != u"failed" && words.size() >= 3 && shown.area(words[1]) && shown.area(words[2])) {
            from = words[1];
            to = words[2];
        }
    }
    if (s->battle)  // both areas of a battle, whatever changed in them
        for (const QString &code : {s->battle->from, s->battle->to})
            if (!code.isEmpty() && !areas.contains(code))
                areas.append(code);
    m_map->markAreas(areas, from, to, s->battle.has_value());
}

void ReplayPanel::showDetails()
{
    const Step *s = m_model->step(m_position - 1);
    const bool battle = s && s->battle;
    m_inspector->setBattle(battle ? s->battle : std::nullopt, m_colours);
    m_tabs->setTabEnabled(1, battle);
    m_tabs->setTabToolTip(1, battle ? QString() : tr("The current step has no battle"));
    m_tabs->setCurrentIndex(battle ? 1 : 0);
    if (!s) {
        m_details->setHtml(record() ? tr("<p>The game at the start of turn %1. Step forward (%2) to carry out the "
                                         "orders one by one.</p>").arg(gameBefore().turn)
                                         .arg(m_forward->shortcut().toString(QKeySequence::NativeText))
                                    : QString());
        return;
    }
    m_details->setHtml(stepDetailsHtml(*s, m_doc->viewedGame()));  // the game at this step, as shown
}

QString ReplayPanel::detailsText() const
{
    return m_details->toPlainText();
}

void ReplayPanel::updateActions()
{
    const bool active = record() != nullptr, atStart = m_position == 0, atEnd = m_position == stepCount();
    const Mode mode = this->mode();
    m_first->setEnabled(active && !atStart);
    m_back->setEnabled(active && !atStart);
    m_forward->setEnabled(active && !atEnd);
    m_last->setEnabled(active && !atEnd);
    m_nextBattle->setEnabled(battleStep(m_position, 1) != 0);
    m_previousBattle->setEnabled(battleStep(m_position, -1) != 0);
    m_show->setEnabled(active);
    m_slider->setEnabled(active);
    m_accept->setEnabled(mode == Mode::Open);
    m_export->setEnabled(active);
    m_acceptButton->setEnabled(mode == Mode::Open);
    m_acceptButton->setVisible(mode != Mode::History);
    m_exportButton->setEnabled(active);
}

void ReplayPanel::acceptTurn()
{
    if (mode() != Mode::Open)
        return;
    m_doc->undoStack()->push(new AcceptTurnCommand(m_doc, *m_doc->resolution()));
}

} // namespace adj::ui
