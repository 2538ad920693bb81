#include "replay/ReplayPanel.h"

#include "document/TurnCommands.h"
#include "document/GameDocument.h"
#include "document/TurnCommands.h"
#include "io/SafeFile.h"
#include "map/MapView.h"
#include "replay/StepDelegate.h"
#include "replay/StepDetails.h"
#include "replay/StepsModel.h"
#include "report/Report.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QSplitter>
#include <QStyle>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace adj::ui {

namespace {
const QString ReportsFolderKey = QStringLiteral("replay/reportsFolder");
const QString EventsFile = QStringLiteral("events.jsonl");

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
    , m_list(new QListView)
    , m_details(new QTextBrowser)
    , m_slider(new QSlider(Qt::Horizontal))
    , m_title(new QLabel)
    , m_positionLabel(new QLabel)
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
    m_accept = new QAction(tr("&Accept Turn"), this);
    m_accept->setToolTip(tr("Make the resolved next turn the game (can be undone)"));
    m_export = new QAction(tr("Export &Reports…"), this);
    m_export->setToolTip(tr("Write one report per nation and the step log into a folder"));
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
    m_list->setModel(m_model);
    m_list->setItemDelegate(new StepDelegate(m_list));
    m_list->setUniformItemSizes(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setAlternatingRowColors(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setResizeMode(QListView::Adjust);
    m_details->setObjectName(QStringLiteral("stepDetails"));
    m_details->setOpenLinks(false);
    m_details->document()->setDocumentMargin(8);

    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_list);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);

    m_slider->setObjectName(QStringLiteral("replaySlider"));
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
            goTo(rows.first().row() + 1);
    });
    // The document's resolution is what is replayed; the undo commands that
    // change it (resolve, discard, accept) keep it in step with the game.
    connect(m_doc, &GameDocument::resolutionChanged, this, &ReplayPanel::followDocument);

    clear();
}

// Nothing to give back: the map holds its own copy of the game it shows, and
// the document and the map may already be gone when the window closes.
ReplayPanel::~ReplayPanel() = default;

int ReplayPanel::stepCount() const
{
    return m_active ? int(m_record.resolution.steps.size()) : 0;
}

void ReplayPanel::followDocument()
{
    const std::optional<TurnRecord> &record = m_doc->resolution();
    const bool following = m_mode == Mode::Open || m_mode == Mode::Accepted;
    if (!record) {
        if (following) {
            m_left = {m_record, m_position};  // for an undo of the discard
            clear(tr("The resolved turn was discarded. Undo (%1) brings it back.")
                      .arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
        }
        return;
    }
    // The same turn again (an accept or a discard undone or redone): the
    // replay stands where it stood.
    auto same = [&](const TurnRecord &r) {
        return r.before == record->before && r.resolution.steps == record->resolution.steps;
    };
    int position = 0;
    if (following && same(m_record))
        position = m_position;
    else if (m_left && same(m_left->first))
        position = m_left->second;
    m_left.reset();
    load(*record, m_doc->isResolutionAccepted() ? Mode::Accepted : Mode::Open, position);
}

void ReplayPanel::showHistoryTurn(const TurnRecord &record)
{
    load(record, Mode::History, 0);
}

void ReplayPanel::load(const TurnRecord &record, Mode mode, int position)
{
    m_active = true;
    m_mode = mode;
    m_record = record;
    m_record.before.reindex();
    m_game = m_record.before;
    m_position = 0;
    const Resolution &resolution = m_record.resolution;
    m_model->setSteps(resolution.steps, m_map ? m_map->colours() : NationColours(m_record.before));

    int failed = 0, battles = 0;
    for (const Step &s : resolution.steps) {
        failed += s.outcome == u"failed";
        battles += s.battle.has_value();
    }
    const int turn = m_record.before.turn;
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
    if (mode == Mode::Accepted) {
        // The current game is the next turn: the views show it until the replay is moved.
        while (m_position < position)
            applyStep(m_game, resolution.steps[m_position++]);
        m_doc->showCurrent();
        updateActions();
        return;
    }
    goTo(position);
}

void ReplayPanel::clear(const QString &message)
{
    const bool wasActive = m_active;
    m_active = false;
    m_mode = Mode::None;
    m_record = TurnRecord();
    m_game = Game();
    m_position = 0;
    m_model->setSteps({});
    m_syncing = true;
    m_slider->setRange(0, 0);
    m_syncing = false;
    m_title->setText(message.isEmpty() ? tr("No turn resolved yet. Enter the orders and choose <i>Resolve Turn</i>.")
                                       : message);
    m_details->clear();
    m_positionLabel->clear();
    if (wasActive) {
        if (m_doc->view() == GameDocument::View::Replay)
            m_doc->showCurrent();
        if (m_map)
            m_map->markAreas({});
    }
    updateActions();
}

void ReplayPanel::goTo(int position)
{
    if (!m_active)
        return;
    position = std::clamp(position, 0, stepCount());
    // Forward applies the steps' changes, back undoes them (Step.h).
    while (m_position < position)
        applyStep(m_game, m_record.resolution.steps[m_position++]);
    while (m_position > position)
        undoStep(m_game, m_record.resolution.steps[--m_position]);
    showPosition();
}

void ReplayPanel::showPosition()
{
    m_syncing = true;
    m_slider->setValue(m_position);
    if (m_position > 0) {
        const QModelIndex i = m_model->index(m_position - 1);
        m_list->selectionModel()->setCurrentIndex(i, QItemSelectionModel::ClearAndSelect);
        m_list->scrollTo(i);
    } else {
        m_list->selectionModel()->clearSelection();
        m_list->selectionModel()->setCurrentIndex(QModelIndex(), QItemSelectionModel::Clear);
        m_list->scrollToTop();
    }
    m_syncing = false;
    m_positionLabel->setText(m_position == 0 ? tr("Before the turn")
                                             : tr("Step %1 of %2").arg(m_position).arg(stepCount()));
    // Every view shows the game at this step: the document holds what is viewed.
    const int turn = m_record.before.turn;
    const QString label = m_position == 0 ? tr("Turn %1 before the first step").arg(turn)
                                          : tr("Turn %1, step %2 of %3").arg(turn).arg(m_position).arg(stepCount());
    if (m_mode == Mode::History)
        m_doc->showView(GameDocument::View::History, m_game, tr("%1 (history, read-only)").arg(label));
    else
        m_doc->showView(GameDocument::View::Replay, m_game, label);
    if (m_map)
        markStep();
    showDetails();
    updateActions();
    emit positionChanged(m_position);
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
        if (s->outcome != u"failed" && words.size() >= 3 && m_game.area(words[1]) && m_game.area(words[2])) {
            from = words[1];
            to = words[2];
        }
    }
    m_map->markAreas(areas, from, to, s->battle.has_value());
}

void ReplayPanel::showDetails()
{
    const Step *s = m_model->step(m_position - 1);
    if (!s) {
        m_details->setHtml(m_active ? tr("<p>The game at the start of turn %1. Step forward (%2) to carry out the "
                                         "orders one by one.</p>").arg(m_record.before.turn)
                                         .arg(m_forward->shortcut().toString(QKeySequence::NativeText))
                                    : QString());
        return;
    }
    m_details->setHtml(stepDetailsHtml(*s, m_game));
}

QString ReplayPanel::detailsText() const
{
    return m_details->toPlainText();
}

void ReplayPanel::updateActions()
{
    const bool atStart = m_position == 0, atEnd = m_position == stepCount();
    m_first->setEnabled(m_active && !atStart);
    m_back->setEnabled(m_active && !atStart);
    m_forward->setEnabled(m_active && !atEnd);
    m_last->setEnabled(m_active && !atEnd);
    m_slider->setEnabled(m_active);
    m_accept->setEnabled(m_mode == Mode::Open);
    m_export->setEnabled(m_active);
    m_acceptButton->setEnabled(m_mode == Mode::Open);
    m_acceptButton->setVisible(m_mode != Mode::History);
    m_exportButton->setEnabled(m_active);
}

void ReplayPanel::acceptTurn()
{
    if (m_mode != Mode::Open)
        return;
    m_doc->undoStack()->push(new AcceptTurnCommand(m_doc, m_record));
}

QString ReplayPanel::exportReports(const QString &folder) const
{
    if (!m_active)
        return tr("No turn has been resolved.");
    const QDir dir(folder);
    QList<QPair<QString, QByteArray>> files;
    for (const Nation &n : m_record.before.nations)
        files.append({dir.filePath(n.code + QStringLiteral(".txt")),
                      nationReport(m_record.before, m_record.resolution, n.code).toUtf8()});
    QByteArray events;
    for (const Step &s : m_record.resolution.steps)
        events += stepToJsonLine(s) + '\n';
    files.append({dir.filePath(EventsFile), events});
    return writeFilesSafely(files);
}

void ReplayPanel::exportReportsDialog()
{
    if (!m_active)
        return;
    QSettings settings;
    const QString start = settings.value(ReportsFolderKey, QFileInfo(m_doc->filePath()).absolutePath()).toString();
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export Reports Into"), start);
    if (folder.isEmpty())
        return;
    settings.setValue(ReportsFolderKey, folder);
    QStringList existing;
    for (const Nation &n : m_record.before.nations)
        if (QFileInfo::exists(QDir(folder).filePath(n.code + QStringLiteral(".txt"))))
            existing.append(n.code + QStringLiteral(".txt"));
    if (QFileInfo::exists(QDir(folder).filePath(EventsFile)))
        existing.append(EventsFile);
    if (!existing.isEmpty()
        && QMessageBox::question(this, tr("Replace Reports?"),
                                 tr("%1 already holds %2. Replace them?").arg(QDir::toNativeSeparators(folder),
                                                                             existing.mid(0, 4).join(QStringLiteral(", "))
                                                                                 + (existing.size() > 4 ? QStringLiteral(", …") : QString())))
               != QMessageBox::Yes)
        return;
    const QString error = exportReports(folder);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export failed"), error);
    else
        m_title->setText(m_summary + QStringLiteral("<br>")
                         + tr("Wrote %n report(s) and %1 to %2", nullptr, int(m_record.before.nations.size()))
                               .arg(EventsFile, QDir::toNativeSeparators(folder).toHtmlEscaped()));
}

} // namespace adj::ui
