#include "history/HistoryPanel.h"

#include "widgets/Tones.h"

#include "document/EditCommands.h"
#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/TurnCommands.h"
#include "map/MapView.h"
#include "store/GameStore.h"

#include <QEvent>
#include <QFileInfo>
#include <QFrame>
#include <QHash>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace adj::ui {

namespace {

QString stateName(const TurnEntry &e)
{
    switch (e.state) {
    case TurnEntry::State::Open: return HistoryPanel::tr("open");
    case TurnEntry::State::Draft: return HistoryPanel::tr("draft");
    case TurnEntry::State::Resolved: return HistoryPanel::tr("resolved");
    }
    return {};
}

// A value of the game JSON as the moderator reads it.
QString valueText(const Change &c, const QJsonValue &v)
{
    if (c.field == u"exists" || c.field == u"border")
        return v.toBool() ? HistoryPanel::tr("present") : HistoryPanel::tr("absent");
    if (v.isNull() || v.isUndefined())
        return c.field == u"owner" ? HistoryPanel::tr("neutral") : QStringLiteral("–");
    if (v.isString())
        return v.toString();
    if (v.isBool())
        return v.toBool() ? HistoryPanel::tr("yes") : HistoryPanel::tr("no");
    if (v.isDouble())
        return QLocale().toString(v.toDouble(), 'g', 12);
    const QJsonDocument doc = v.isArray() ? QJsonDocument(v.toArray()) : QJsonDocument(v.toObject());
    return QString::fromUtf8(doc.toJson(QJsonDocument::Compact));
}

QString whereText(const Change &c, const Game &names)
{
    switch (c.target) {
    case Change::Target::Area:
        if (const Area *a = names.area(c.key); a && !a->name.isEmpty())
            return QStringLiteral("%1  %2").arg(c.key, a->name);
        return HistoryPanel::tr("area %1").arg(c.key);
    case Change::Target::Nation:
        if (const Nation *n = names.nation(c.key); n && !n->name.isEmpty())
            return HistoryPanel::tr("nation %1  %2").arg(c.key, n->name);
        return HistoryPanel::tr("nation %1").arg(c.key);
    case Change::Target::Game:
        return c.field == u"border" ? HistoryPanel::tr("border %1").arg(c.key) : HistoryPanel::tr("the game");
    }
    return {};
}

QPushButton *button(const QString &text, const QString &name, const QString &tip)
{
    auto *b = new QPushButton(text);
    b->setObjectName(name);
    b->setToolTip(tip);
    return b;
}

} // namespace

HistoryPanel::HistoryPanel(GameFile *file, MapView *map, QWidget *parent)
    : QWidget(parent)
    , m_file(file)
    , m_map(map)
    , m_intro(new QLabel)
    , m_turns(new QTreeWidget)
    , m_view(button(tr("View"), QStringLiteral("viewTurn"), tr("Show the turn on the map, read-only")))
    , m_compare(button(tr("Compare with Next"), QStringLiteral("compareWithNext"),
                       tr("List what changed from this turn to the next")))
    , m_replay(button(tr("Replay"), QStringLiteral("replayTurn"),
                      tr("Replay the turn step by step, read-only, and export its reports again")))
    , m_rollback(button(tr("Roll Back…"), QStringLiteral("rollBack"),
                        tr("Make this turn current again; the later turns are kept until you confirm")))
    , m_rerun(button(tr("Re-run From Here…"), QStringLiteral("rerunFromHere"),
                     tr("Resolve this turn and the later ones again under another rule choice, and see what would have changed")))
    , m_pending(new QFrame)
    , m_pendingText(new QLabel)
    , m_diffTitle(new QLabel)
    , m_diffs(new QTreeWidget)
    , m_error(new QLabel)
    , m_banner(new QFrame(map ? static_cast<QWidget *>(map) : this))
    , m_bannerText(new QLabel)
{
    m_intro->setWordWrap(true);
    m_intro->setObjectName(QStringLiteral("historyIntro"));

    m_turns->setObjectName(QStringLiteral("historyTurns"));
    m_turns->setAccessibleName(tr("Turns of the game file"));
    m_turns->setHeaderLabels({tr("Turn"), tr("State"), tr("Saved")});
    m_turns->setRootIsDecorated(false);
    m_turns->setUniformRowHeights(true);
    m_turns->setAlternatingRowColors(true);
    m_turns->header()->setStretchLastSection(true);
    m_turns->header()->setSectionResizeMode(TurnColumn, QHeaderView::ResizeToContents);
    m_turns->header()->setSectionResizeMode(StateColumn, QHeaderView::ResizeToContents);
    connect(m_turns, &QTreeWidget::itemSelectionChanged, this, &HistoryPanel::updateButtons);
    connect(m_turns, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        report(viewTurn(item->data(TurnColumn, TurnRole).toInt()));
    });

    connect(m_view, &QPushButton::clicked, this, [this] {
        if (const auto t = selectedTurn())
            report(viewTurn(*t));
    });
    connect(m_compare, &QPushButton::clicked, this, [this] {
        if (const auto t = selectedTurn())
            report(compareWithNext(*t));
    });
    connect(m_replay, &QPushButton::clicked, this, [this] {
        if (const auto t = selectedTurn())
            report(replayTurn(*t));
    });
    connect(m_rollback, &QPushButton::clicked, this, &HistoryPanel::askRollBack);
    connect(m_rerun, &QPushButton::clicked, this, [this] {
        if (const auto t = selectedTurn())
            emit rerunRequested(*t);
    });
    // Two rows, so that the dock stays narrow: looking at a turn, then changing the course.
    auto *buttons = new QVBoxLayout;
    auto *look = new QHBoxLayout, *change = new QHBoxLayout;
    look->addWidget(m_view);
    look->addWidget(m_replay);
    look->addWidget(m_compare);
    look->addStretch(1);
    change->addWidget(m_rollback);
    change->addWidget(m_rerun);
    change->addStretch(1);
    buttons->addLayout(look);
    buttons->addLayout(change);

    // While a rollback awaits confirmation.
    m_pending->setObjectName(QStringLiteral("rollbackPending"));
    m_pending->setFrameShape(QFrame::StyledPanel);
    m_pending->setStyleSheet(QStringLiteral("#rollbackPending { background: #fff4d6; border: 1px solid #e0b050; border-radius: 4px; }"));
    m_pendingText->setWordWrap(true);
    m_pendingText->setObjectName(QStringLiteral("rollbackPendingText"));
    m_pendingText->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::MinimumExpanding);
    auto *confirm = button(tr("Confirm Roll-back"), QStringLiteral("confirmRollback"),
                           tr("Delete the discarded turns for good"));
    connect(confirm, &QPushButton::clicked, this, [this] { report(confirmRollback()); });
    auto *pendingButtons = new QHBoxLayout;
    pendingButtons->addStretch(1);
    pendingButtons->addWidget(confirm);
    auto *pendingLayout = new QVBoxLayout(m_pending);
    pendingLayout->addWidget(m_pendingText);
    pendingLayout->addLayout(pendingButtons);

    m_diffTitle->setObjectName(QStringLiteral("differencesTitle"));
    m_diffTitle->setWordWrap(true);
    m_diffs->setObjectName(QStringLiteral("historyDifferences"));
    m_diffs->setAccessibleName(tr("Differences from the turn before"));
    m_diffs->setHeaderLabels({tr("Where / field"), tr("From"), tr("To")});
    m_diffs->setUniformRowHeights(true);
    m_diffs->setAlternatingRowColors(true);
    m_diffs->setIndentation(14);
    // Narrow docks: three equal columns, the whole change in each row's tooltip.
    m_diffs->header()->setSectionResizeMode(QHeaderView::Stretch);
    // An area's row shows the area on the map.
    connect(m_diffs, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem *item) {
        if (QTreeWidgetItem *group = item->parent() ? item->parent() : item; m_map && m_map->areaItem(group->data(WhereColumn, KeyRole).toString()))
            m_map->selectArea(group->data(WhereColumn, KeyRole).toString(), true);
    });
    m_error->setObjectName(QStringLiteral("historyError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(tone::css(tone::error()));
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->hide();

    auto *top = new QWidget;
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_intro);
    topLayout->addWidget(m_turns, 1);
    topLayout->addLayout(buttons);
    topLayout->addWidget(m_pending);
    topLayout->addWidget(m_error);
    auto *bottom = new QWidget;
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(m_diffTitle);
    bottomLayout->addWidget(m_diffs, 1);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(top);
    split->addWidget(bottom);
    split->setChildrenCollapsible(false);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setSizes({220, 660});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(split);

    // The banner over the map while an earlier turn is shown.
    m_banner->setObjectName(QStringLiteral("historyBanner"));
    m_banner->setStyleSheet(QStringLiteral(
        "#historyBanner { background: #fff4d6; border: 1px solid #d9a93c; border-radius: 6px; }"
        "#historyBanner QLabel { color: #5a4200; }"));
    m_bannerText->setObjectName(QStringLiteral("historyBannerText"));
    auto *back = button(tr("Back to Current"), QStringLiteral("backToCurrent"), tr("Show the current game again"));
    connect(back, &QPushButton::clicked, this, &HistoryPanel::backToCurrent);
    auto *bannerLayout = new QHBoxLayout(m_banner);
    bannerLayout->setContentsMargins(12, 6, 8, 6);
    bannerLayout->setSpacing(12);
    bannerLayout->addWidget(m_bannerText);
    bannerLayout->addWidget(back);
    m_banner->hide();
    if (m_map)
        m_map->installEventFilter(this);

    connect(m_file, &GameFile::historyChanged, this, &HistoryPanel::refresh);
    // The document's game was replaced: what the map shows is the document's again.
    // The document's game was replaced, or another state is viewed (a
    // replay): the earlier turn is no longer on show.
    auto stopViewing = [this] {
        if (m_viewedTurn && m_file->document()->view() != GameDocument::View::History) {
            m_viewedTurn.reset();
            m_banner->hide();
            emit viewingChanged(false);
        }
    };
    connect(m_file->document(), &GameDocument::gameReset, this, stopViewing);
    connect(m_file->document(), &GameDocument::viewChanged, this, stopViewing);
    refresh();
}

QWidget *HistoryPanel::banner() const
{
    return m_banner;
}

QWidget *HistoryPanel::pendingBar() const
{
    return m_pending;
}

QSize HistoryPanel::sizeHint() const
{
    // Room for a difference's field, from and to side by side.
    return QSize(fontMetrics().averageCharWidth() * 58, 600);
}

bool HistoryPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_map && event->type() == QEvent::Resize)
        placeBanner();
    return QWidget::eventFilter(watched, event);
}

void HistoryPanel::placeBanner()
{
    if (!m_map)
        return;
    m_banner->adjustSize();
    const int width = m_map->viewport()->width();
    m_banner->move(std::max(8, (width - m_banner->width()) / 2), 10);
    m_banner->raise();
}

QString HistoryPanel::report(const QString &error)
{
    m_lastError = error;
    m_error->setText(error);
    m_error->setVisible(!error.isEmpty());
    return error;
}

std::optional<int> HistoryPanel::selectedTurn() const
{
    const QList<QTreeWidgetItem *> items = m_turns->selectedItems();
    if (items.isEmpty())
        return std::nullopt;
    return items.first()->data(TurnColumn, TurnRole).toInt();
}

void HistoryPanel::selectTurn(int turn)
{
    for (int i = 0; i < m_turns->topLevelItemCount(); ++i)
        if (QTreeWidgetItem *item = m_turns->topLevelItem(i); item->data(TurnColumn, TurnRole).toInt() == turn)
            m_turns->setCurrentItem(item);
}

void HistoryPanel::refresh()
{
    const std::optional<int> selected = selectedTurn();
    m_turns->clear();
    if (!m_file->isOpen()) {
        m_intro->setText(tr("The game is not in a game file. Save it with File › Save As… (*.adjutant) "
                            "to keep its turns here."));
        m_pending->hide();
        m_diffs->clear();
        m_diffTitle->clear();
        updateButtons();
        return;
    }
    QString error;
    const QList<TurnEntry> turns = m_file->turns(&error);
    report(error);
    const int current = m_file->store()->currentTurn();
    m_intro->setText(tr("<b>%1</b>%2 — current turn %3")
                         .arg(QFileInfo(m_file->path()).fileName().toHtmlEscaped(),
                              m_file->isReadOnly() ? tr(" (read-only)") : QString())
                         .arg(current));
    const QColor grey = palette().color(QPalette::Disabled, QPalette::Text);
    for (const TurnEntry &e : turns) {
        auto *item = new QTreeWidgetItem(m_turns);
        item->setText(TurnColumn, tr("Turn %1").arg(e.turn));
        QString state = stateName(e);
        if (e.discarded)
            state = tr("%1 · discarded").arg(state);
        else if (e.turn == current)
            state = tr("%1 · current").arg(state);
        item->setText(StateColumn, state);
        item->setText(SavedColumn, QLocale().toString(e.saved.toLocalTime(), QLocale::ShortFormat));
        item->setData(TurnColumn, TurnRole, e.turn);
        item->setData(TurnColumn, DiscardedRole, e.discarded);
        if (e.discarded) {
            for (int c = 0; c < m_turns->columnCount(); ++c) {
                item->setForeground(c, grey);
                QFont f = item->font(c);
                f.setItalic(true);
                item->setFont(c, f);
            }
            item->setToolTip(StateColumn, tr("On the rolled-back branch: kept until the roll-back is confirmed"));
        } else if (e.turn == current) {
            for (int c = 0; c < m_turns->columnCount(); ++c) {
                QFont f = item->font(c);
                f.setBold(true);
                item->setFont(c, f);
            }
        }
    }
    for (int c = 0; c < m_turns->columnCount(); ++c)
        m_turns->resizeColumnToContents(c);

    if (const std::optional<int> to = m_file->pendingRollback()) {
        int last = *to;
        for (const TurnEntry &e : turns)
            last = std::max(last, e.turn);
        const QString kept = last > *to + 1 ? tr("Turns %1 to %2 are kept").arg(*to + 1).arg(last)
                                            : tr("Turn %1 is kept").arg(*to + 1);
        m_pendingText->setText(tr("<b>Rolled back to turn %1.</b> %2 as a discarded branch until you confirm; until "
                                  "then nothing can be saved or resolved. Edit › Undo (%3) brings them back.")
                                   .arg(*to).arg(kept)
                                   .arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
        m_pending->show();
    } else {
        m_pending->hide();
    }
    if (selected)
        selectTurn(*selected);
    updateButtons();
}

void HistoryPanel::updateButtons()
{
    const std::optional<int> t = selectedTurn();
    bool hasNext = false, earlier = false;
    if (t && m_file->isOpen()) {
        const int current = m_file->store()->currentTurn();
        earlier = *t < current;
        for (int i = 0; i < m_turns->topLevelItemCount(); ++i)
            hasNext = hasNext || m_turns->topLevelItem(i)->data(TurnColumn, TurnRole).toInt() == *t + 1;
    }
    m_view->setEnabled(bool(t));
    m_replay->setEnabled(hasNext);  // a turn with a next one was resolved
    m_compare->setEnabled(hasNext);
    m_rollback->setEnabled(earlier && !m_file->pendingRollback() && !m_file->isReadOnly());
    m_rerun->setEnabled(hasNext && earlier && !m_file->pendingRollback());  // an accepted turn
}

QString HistoryPanel::viewTurn(int turn)
{
    QString error;
    const std::optional<HistoryTurn> h = m_file->turn(turn, &error);
    if (!h)
        return report(error.isEmpty() ? tr("Turn %1 is not in the game file.").arg(turn) : error);
    report({});
    m_viewedTurn = turn;
    // Every view shows that turn: the document holds what is viewed.
    m_file->document()->showView(GameDocument::View::History, h->game, tr("Viewing turn %1 (read-only)").arg(turn));
    m_bannerText->setText(tr("<b>Viewing turn %1</b> (read-only) — the current game is turn %2")
                              .arg(turn).arg(m_file->document()->game().turn));
    m_banner->show();
    placeBanner();
    emit viewingChanged(true);
    return {};
}

void HistoryPanel::backToCurrent()
{
    if (!m_viewedTurn)
        return;
    m_viewedTurn.reset();
    m_file->document()->showCurrent();
    m_banner->hide();
    emit viewingChanged(false);
}

QString HistoryPanel::compareWithNext(int turn)
{
    m_diffs->clear();
    QString error;
    const std::optional<QList<Change>> changes = m_file->compareWithNext(turn, &error);
    if (!changes) {
        m_diffTitle->clear();
        return report(error);
    }
    report({});
    const Game &names = m_file->document()->game();
    QHash<QString, QTreeWidgetItem *> groups;  // by target and key, in the order met
    for (const Change &c : *changes) {
        const QString where = whereText(c, names);
        QTreeWidgetItem *&group = groups[QStringLiteral("%1/%2").arg(int(c.target)).arg(where)];
        if (!group) {
            group = new QTreeWidgetItem(m_diffs);
            group->setText(WhereColumn, where);
            group->setData(WhereColumn, KeyRole, c.key);
            QFont f = group->font(WhereColumn);
            f.setBold(true);
            group->setFont(WhereColumn, f);
            group->setFirstColumnSpanned(true);
        }
        auto *item = new QTreeWidgetItem(group);
        const bool wholeThing = c.field == u"exists" || c.field == u"border";
        item->setText(WhereColumn, wholeThing ? tr("(the whole %1)").arg(c.field == u"border" ? tr("border") : where)
                                              : fieldTitle(c.field));
        item->setData(WhereColumn, FieldRole, c.field);
        item->setText(FromColumn, valueText(c, c.from));
        item->setText(ToColumn, valueText(c, c.to));
        const QString tip = QStringLiteral("%1, %2: %3 → %4").arg(where, fieldTitle(c.field), valueText(c, c.from), valueText(c, c.to));
        for (int col = 0; col < m_diffs->columnCount(); ++col)
            item->setToolTip(col, tip);
    }
    m_diffs->expandAll();
    m_diffTitle->setText(changes->isEmpty()
                             ? tr("<b>Turn %1 → turn %2</b>: no differences").arg(turn).arg(turn + 1)
                             : tr("<b>Turn %1 → turn %2</b>: %n difference(s) in %3 place(s)", nullptr, int(changes->size()))
                                   .arg(turn).arg(turn + 1).arg(m_diffs->topLevelItemCount()));
    return {};
}

void HistoryPanel::askRollBack()
{
    const std::optional<int> t = selectedTurn();
    if (!t)
        return;
    QString text = tr("Roll back to turn %1?\n\nThe later turns are kept as a discarded branch until you confirm "
                      "the roll-back, and Edit › Undo brings them back until then. The orders entered for turn %1 "
                      "come back into the Orders dock.").arg(*t);
    if (m_file->document()->isModified())
        text += tr("\n\nThe current game has unsaved changes; they will be lost.");
    if (QMessageBox::question(this, tr("Roll Back"), text, QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
        == QMessageBox::Yes)
        report(rollBackTo(*t));
}

QString HistoryPanel::rollBackTo(int turn)
{
    backToCurrent();
    // One entry on Edit › Undo. What was on the stack edited the game that
    // is rolled away (its unsaved changes are dropped), so it goes.
    QUndoStack *stack = m_file->document()->undoStack();
    stack->clear();
    QString error;
    stack->push(new RollbackCommand(m_file, turn, &error));  // the file holds it: the document is as saved
    return report(error);
}

QString HistoryPanel::confirmRollback()
{
    const QString error = m_file->confirmRollback();
    if (error.isEmpty())
        m_file->document()->undoStack()->clear();  // the later turns are gone: nothing to undo into
    return report(error);
}

QString HistoryPanel::replayTurn(int turn)
{
    QString error;
    const std::optional<TurnRecord> record = m_file->resolvedTurn(turn, &error);
    if (!record)
        return report(error);
    emit replayRequested(*record);
    return report({});
}

} // namespace adj::ui
