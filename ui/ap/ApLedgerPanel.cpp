#include "ap/ApLedgerPanel.h"

#include "ap/ApBarDelegate.h"
#include "ap/ApCheck.h"
#include "ap/ApCommands.h"
#include "ap/ApLedgerModel.h"
#include "ap/ApPlayerActions.h"
#include "ap/ApPlayersModel.h"
#include "ap/ApSpendsHighlighter.h"
#include "document/GameDocument.h"
#include "document/ProblemsModel.h"
#include "io/CoreText.h"
#include "io/TextFile.h"
#include "orders/OrdersEditor.h"
#include "ruleset/Ruleset.h"
#include "settings/Settings.h"
#include "widgets/PanelParts.h"
#include "widgets/Tones.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QTextCursor>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>

namespace adj::ui {

QString ApLedgerPanel::textName()
{
    return QStringLiteral("spends");
}

ApLedgerPanel::ApLedgerPanel(GameDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_editor(new OrdersEditor)
    , m_highlighter(new ApSpendsHighlighter(m_editor->document()))
    , m_model(new ApLedgerModel(this))
    , m_view(new QTreeView)
    , m_problems(new QListView)
    , m_summary(new QLabel)
    , m_applyButton(new QPushButton(tr("Apply Round")))
    , m_recompute(new QTimer(this))
    , m_commit(new QTimer(this))
    , m_players(new ApPlayersModel(doc, this))
    , m_playersView(new QTableView)
    , m_tabs(new QTabWidget)
{
    m_import = new QAction(style()->standardIcon(QStyle::SP_DialogOpenButton), tr("Import AP Spen&ds…"), this);
    m_import->setToolTip(tr("Load a round's spends from a *.ap file (replaces the text; undoable)"));
    m_apply = new QAction(tr("A&pply AP Round"), this);
    m_apply->setToolTip(tr("Make the round's result the game's AP state: money moved, accounts opened, "
                           "next round (undoable)"));
    connect(m_import, &QAction::triggered, this, &ApLedgerPanel::importSpends);
    connect(m_apply, &QAction::triggered, this, &ApLedgerPanel::applyRound);
    connect(m_applyButton, &QPushButton::clicked, m_apply, &QAction::trigger);
    m_applyButton->setToolTip(m_apply->toolTip());

    m_editor->setObjectName(QStringLiteral("apSpendsEditor"));
    m_editor->setAccessibleName(tr("AP spends"));
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_editor->setPlaceholderText(tr("Paste or type the round's spends here, or import a *.ap file.\n\n"
                                    "ROUND 4\nPLAYER Bob\nNOTEBOARD  to=Alice,Carol  \"Shall we talk?\"\n"
                                    "MOVE-LEGION  legion=L3  to=Terra"));
    m_editor->installEventFilter(this);
    m_editor->setUndoStack(m_doc->undoStack());  // one history: Ctrl+Z in the editor is Edit > Undo

    m_view->setObjectName(QStringLiteral("apLedgerView"));
    m_view->setAccessibleName(tr("AP ledger"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(new ApBarDelegate(m_view));
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->header()->setMinimumSectionSize(40);
    // Players start folded (their bars at a glance); what is opened stays open.
    connect(m_view, &QTreeView::collapsed, this, [this](const QModelIndex &i) {
        m_expanded.remove(i.siblingAtColumn(ApLedgerModel::Name).data().toString());
    });
    connect(m_view, &QTreeView::expanded, this, [this](const QModelIndex &i) {
        m_expanded.insert(i.siblingAtColumn(ApLedgerModel::Name).data().toString());
    });
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &i) {
        if (i.parent().isValid())
            goToLine(i.data(ApLedgerModel::LineRole).toInt());
    });

    m_problems->setObjectName(QStringLiteral("apProblems"));
    m_problems->setAccessibleName(tr("Problems of the AP spends"));
    m_problems->setModel(m_doc->problems()->forSource(ProblemsModel::Source::ApSpends, this));
    auto goToProblem = [this](const QModelIndex &i) { goToLine(i.data(ProblemsModel::LineRole).toInt()); };
    connect(m_problems, &QListView::clicked, this, goToProblem);
    connect(m_problems, &QListView::activated, this, goToProblem);
    m_summary->setObjectName(QStringLiteral("apSummary"));

    QHBoxLayout *top = importRow(m_import, tr("Import…"), m_summary, m_applyButton);
    QSplitter *textSide = editorOverProblems(m_editor, m_problems, 4);
    m_tabs->setObjectName(QStringLiteral("apTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(textSide, tr("&Spends"));
    m_tabs->addTab(playersTab(), tr("P&layers"));
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_tabs);
    split->addWidget(m_view);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({380, 620});
    split->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    layout->addWidget(split, 1);

    m_recompute->setSingleShot(true);
    m_recompute->setInterval(CheckDelay);
    connect(m_recompute, &QTimer::timeout, this, &ApLedgerPanel::recomputeNow);
    m_commit->setSingleShot(true);
    m_commit->setInterval(CommitDelay);
    connect(m_commit, &QTimer::timeout, this, &ApLedgerPanel::commitEdit);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &ApLedgerPanel::textEdited);
    connect(m_editor, &QPlainTextEdit::cursorPositionChanged, this, &ApLedgerPanel::followCursor);
    connect(this, &ApLedgerPanel::recomputed, this, &ApLedgerPanel::followCursor);
    connect(m_doc, &GameDocument::apSpendsTextChanged, this, &ApLedgerPanel::documentTextChanged);
    // Another game, or its ap object changed (a round applied or undone).
    connect(m_doc, &GameDocument::gameReset, this, [this] {
        commitEdit();
        m_recompute->start();
    });
    // A player edited (EditApPlayers): the ledger follows at once.
    connect(m_doc, &GameDocument::gameFieldChanged, this, [this](const QString &field) {
        if (field == u"ap")
            recomputeNow();
        else
            m_recompute->start();
    });

    documentTextChanged();
    recomputeNow();
}

QWidget *ApLedgerPanel::playersTab()
{
    m_playersView->setObjectName(QStringLiteral("apPlayersView"));
    m_playersView->setTabKeyNavigation(false);  // Tab leaves the table, arrows move in it
    m_playersView->setAccessibleName(tr("AP players"));
    m_playersView->setModel(m_players);
    m_playersView->setAlternatingRowColors(true);
    m_playersView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_playersView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_playersView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                                   | QAbstractItemView::AnyKeyPressed);
    m_playersView->verticalHeader()->setDefaultSectionSize(m_playersView->fontMetrics().height() + 6);
    // A handful of players: every column fits its contents, the e-mail takes the rest.
    m_playersView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_playersView->horizontalHeader()->setStretchLastSection(true);
    m_playerActions = new ApPlayerActions(m_doc, m_players, m_playersView, this);
    m_playersView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_playersView->addAction(m_playerActions->addAction());
    m_playersView->addAction(m_playerActions->removeAction());
    connect(m_players, &ApPlayersModel::editRefused, this, &ApLedgerPanel::refused);
    connect(m_playerActions, &ApPlayerActions::refused, this, &ApLedgerPanel::refused);

    auto *buttons = new QHBoxLayout;
    for (QAction *action : {m_playerActions->addAction(), m_playerActions->removeAction()}) {
        auto *button = new QToolButton;
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    auto *tab = new QWidget;
    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(m_playersView, 1);
    return tab;
}

bool ApLedgerPanel::isRecomputePending() const
{
    return m_recompute->isActive();
}

QSize ApLedgerPanel::sizeHint() const
{
    // Room for the text and every player's bars.
    return QSize(1000, 380);
}

bool ApLedgerPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Leaving the editor ends the edit: Edit > Undo then takes it back whole.
    if (watched == m_editor && event->type() == QEvent::FocusOut)
        commitEdit();
    return QWidget::eventFilter(watched, event);
}

void ApLedgerPanel::textEdited()
{
    if (m_settingText)
        return;
    const QString text = m_editor->toPlainText();
    const QString before = m_doc->apSpendsText();
    if (text == before)
        return;
    // One command per change; those of one session merge (SetSpendsText).
    m_doc->undoStack()->push(new SetSpendsText(m_doc, before, text, m_session));
    m_commit->start();
    m_recompute->start();
}

void ApLedgerPanel::commitEdit()
{
    m_commit->stop();
    ++m_session;
}

void ApLedgerPanel::documentTextChanged()
{
    const QString text = m_doc->apSpendsText();
    if (m_editor->toPlainText() != text) {
        // Undo, redo, import or another game: the editor follows, keeping the
        // cursor near where it was.
        const int position = m_editor->textCursor().position();
        m_settingText = true;
        m_editor->setPlainText(text);
        m_settingText = false;
        QTextCursor c = m_editor->textCursor();
        c.setPosition(std::min(position, int(text.size())));
        m_editor->setTextCursor(c);
        commitEdit();
    }
    m_recompute->start();
}

void ApLedgerPanel::recomputeNow()
{
    m_recompute->stop();
    m_found.clear();
    m_canApply = false;
    const Game &game = m_doc->game();
    const QString text = m_doc->apSpendsText();
    QSet<int> badLines, rejectedLines;

    if (game.ap.isEmpty()) {
        m_model->clear();
        m_summary->setText(m_doc->isEmpty() ? tr("Open a game to keep its AP ledger.")
                                            : tr("This game has no action points (no <tt>ap</tt> object)."));
    } else {
        // The game's ap object first: without a valid one there is no ledger.
        Problems apProblems;
        const ApState state = readApState(game.ap, apProblems);
        const QString gameFile = m_doc->filePath().isEmpty() ? tr("the game") : QFileInfo(m_doc->filePath()).fileName();
        for (Problem p : std::as_const(apProblems)) {
            p.file = gameFile;
            m_found.append(p);
        }
        if (hasErrors(apProblems)) {
            m_model->clear();
            m_summary->setText(tr("The game's <tt>ap</tt> object has errors; fix them to keep the ledger."));
        } else {
            // The round checked once, as `adjutant-cli ap` checks it (ap/ApCheck.h).
            const CheckedApRound checked = checkApRound(game, state, text, textName(), gameFile);
            const bool blank = checked.blank;
            const ApRound &round = checked.round;
            const Problems lines = checked.lines(Lang::Translated);
            m_found += lines;
            for (const Problem &p : lines)
                badLines.insert(p.line);
            int count = 0, rejected = 0;
            for (const ApPlayerLedger &p : round.players)
                for (const ApSpendResult &s : p.spends) {
                    ++count;
                    if (!s.done) {
                        ++rejected;
                        rejectedLines.insert(s.line);
                    }
                }
            m_canApply = checked.canApply();
            m_model->setRound(round);
            expandPlayers();

            QString summary = tr("<b>Round %1</b>").arg(state.round);
            if (blank)
                summary += tr(" · no spends yet");
            else {
                summary += QStringLiteral(" · ") + tr("%n spend(s)", nullptr, count);
                if (rejected)
                    summary += QStringLiteral(", <b style='%1'>%2</b>").arg(tone::css(tone::error()), tr("%n rejected", nullptr, rejected));
                summary += QStringLiteral(" · ") + tr("%n message(s) to deliver", nullptr, int(round.messages.size()));
                if (!round.opened.isEmpty())
                    summary += QStringLiteral(" · ") + tr("%n account(s) to open", nullptr, int(round.opened.size()));
            }
            if (!lines.isEmpty())
                summary += QStringLiteral(" · <b style='%1'>%2</b>")
                               .arg(tone::css(tone::error()), tr("%n problem(s)", nullptr, int(lines.size())));
            m_summary->setText(summary);
        }
    }

    m_highlighter->setLines(badLines, rejectedLines - badLines);
    listProblems();
    m_apply->setEnabled(m_canApply);
    m_applyButton->setEnabled(m_canApply);
    m_import->setEnabled(!game.ap.isEmpty());
    emit recomputed();
}

void ApLedgerPanel::listProblems()
{
    QHash<int, QString> byLine;
    m_doc->problems()->setProblems(ProblemsModel::Source::ApSpends, m_found);  // the list shows them
    for (const Problem &p : std::as_const(m_found)) {
        if (p.line) {
            QString &why = byLine[p.line];
            why += (why.isEmpty() ? QString() : QStringLiteral("\n")) + p.translated();
        }
    }
    // Rejected spends: the reason as the line's tooltip in the editor.
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex player = m_model->index(row, 0);
        for (int i = 0; i < m_model->rowCount(player); ++i) {
            const QModelIndex s = m_model->index(i, 0, player);
            if (!s.data(ApLedgerModel::DoneRole).toBool() && !byLine.contains(s.data(ApLedgerModel::LineRole).toInt()))
                byLine[s.data(ApLedgerModel::LineRole).toInt()] = tr("rejected: %1").arg(s.data(ApLedgerModel::ReasonRole).toString());
        }
    }
    m_editor->setLineProblems(byLine);
    m_problems->setVisible(!m_found.isEmpty());
}

void ApLedgerPanel::expandPlayers()
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex i = m_model->index(row, 0);
        m_view->setExpanded(i, m_expanded.contains(i.data().toString()));
    }
    for (int c = 0; c < ApLedgerModel::Outcome; ++c)
        m_view->resizeColumnToContents(c);
    // The action text can be long (and folded rows do not count): a fixed
    // width that keeps the bars in view; the full line is its tooltip.
    m_view->setColumnWidth(ApLedgerModel::Action, m_view->fontMetrics().averageCharWidth() * 30);
}

void ApLedgerPanel::followCursor()
{
    if (m_editor->hasFocus())
        showSpend(m_editor->textCursor().blockNumber() + 1);
}

int ApLedgerPanel::firstRejectedLine() const
{
    int first = 0;
    for (const ApPlayerLedger &p : m_model->round().players)
        for (const ApSpendResult &s : p.spends)
            if (!s.done && (!first || s.line < first))
                first = s.line;
    return first;
}

void ApLedgerPanel::showSpend(int line)
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex player = m_model->index(row, 0);
        for (int i = 0; i < m_model->rowCount(player); ++i) {
            const QModelIndex spend = m_model->index(i, 0, player);
            if (spend.data(ApLedgerModel::LineRole).toInt() != line)
                continue;
            m_view->expand(player);
            m_view->setCurrentIndex(spend);
            // The player's row stays in view above the spend when there is room.
            m_view->scrollTo(player, QAbstractItemView::PositionAtTop);
            m_view->scrollTo(spend);
            return;
        }
    }
}

void ApLedgerPanel::goToLine(int line)
{
    if (line <= 0)
        return;
    m_editor->goToLine(line);
    showSpend(line);
}

QString ApLedgerPanel::importFile(const QString &path)
{
    Problem error;
    const std::optional<QString> text = readUtf8File(path, error);
    if (!text)
        return error.toString(Lang::Translated);
    commitEdit();
    m_doc->undoStack()->push(new SetSpendsText(m_doc, m_doc->apSpendsText(), *text, m_session,
                                               tr("Import AP spends from %1").arg(QFileInfo(path).fileName())));
    commitEdit();
    recomputeNow();
    goToLine(firstRejectedLine());
    return {};
}

void ApLedgerPanel::importSpends()
{
    const QString folder = settings::apSpendsFolder.folder(m_doc->filePath());
    const QString path = QFileDialog::getOpenFileName(this, tr("Import AP Spends"), folder,
                                                      tr("AP spends (*.ap);;Text files (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    settings::apSpendsFolder.set(QFileInfo(path).absolutePath());
    if (const QString error = importFile(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Import AP Spends"), tr("Nothing was imported:\n\n%1").arg(error));
}

bool ApLedgerPanel::applyRound()
{
    commitEdit();
    recomputeNow();
    if (!m_canApply || !m_model->hasRound())
        return false;
    const Game &before = m_doc->game();
    m_doc->undoStack()->push(new ApplyApRound(m_doc, before, withApRoundApplied(before, m_model->round()), m_doc->apSpendsText()));
    return true;
}

} // namespace adj::ui
