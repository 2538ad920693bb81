#include "orders/OrdersPanel.h"
#include "io/Workers.h"

#include "document/EditCommands.h"
#include "document/GameDocument.h"
#include "document/ProblemsModel.h"
#include "document/TurnCommands.h"
#include "io/TextFile.h"
#include "orders/OrdersEditor.h"
#include "orders/OrdersHighlighter.h"
#include "settings/Settings.h"
#include "widgets/Announcer.h"
#include "widgets/PanelParts.h"
#include "widgets/Tones.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPromise>
#include <QPushButton>
#include <QSplitter>
#include <QStyle>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtConcurrentRun>
#include <algorithm>

namespace adj::ui {

namespace {

// Whether the document's game takes numbered orders (an AP game does not).
bool takesOrders(const GameDocument *doc)
{
    return !doc->isEmpty() && adj::takesOrders(doc->game());
}
} // namespace

OrdersPanel::OrdersPanel(GameDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_editor(new OrdersEditor)
    , m_highlighter(new OrdersHighlighter(m_editor->document()))
    , m_problems(new QListView)
    , m_summary(new QLabel)
    , m_announcer(new Announcer(this))
    , m_resolveButton(new QPushButton(tr("Resolve Turn")))
    , m_commit(new QTimer(this))
{
    m_import = new QAction(style()->standardIcon(QStyle::SP_DialogOpenButton), tr("&Import Orders…"), this);
    m_import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_import->setToolTip(tr("Add the orders from one or more *.orders files"));
    m_resolve = new QAction(tr("&Resolve Turn"), this);
    m_resolve->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_resolve->setToolTip(tr("Carry out the orders and open the replay; bad lines become failed actions"));
    connect(m_import, &QAction::triggered, this, &OrdersPanel::importOrders);
    connect(m_resolve, &QAction::triggered, this, &OrdersPanel::resolveTurn);
    connect(m_resolveButton, &QPushButton::clicked, m_resolve, &QAction::trigger);

    m_editor->setObjectName(QStringLiteral("ordersEditor"));
    m_editor->setAccessibleName(tr("Orders"));
    m_editor->setUndoStack(m_doc->undoStack());
    m_editor->setPlaceholderText(tr("Paste or type the orders here, or import *.orders files.\n\n"
                                    "NATION NOR\n1  LEVY  YRK  -  3\n2  MOVE  YRS  LNS  AB-1"));
    m_problems->setObjectName(QStringLiteral("ordersProblems"));
    m_problems->setAccessibleName(tr("Problems of the orders"));
    m_problems->setModel(m_doc->problems()->forSource(ProblemsModel::Source::Orders, this));
    m_summary->setObjectName(QStringLiteral("ordersSummary"));

    QHBoxLayout *top = importRow(m_import, tr("Import…"), m_summary, m_resolveButton);
    QSplitter *split = editorOverProblems(m_editor, m_problems, 3);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    layout->addWidget(split, 1);

    setMinimumWidth(360);  // room for an order line and its outcome
    m_commit->setSingleShot(true);
    m_commit->setInterval(SetText::CommitDelay);
    connect(m_commit, &QTimer::timeout, this, &OrdersPanel::commitEdit);
    m_editor->installEventFilter(this);
    connect(m_doc, &GameDocument::ordersChecked, this, &OrdersPanel::showChecked);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &OrdersPanel::textEdited);
    connect(m_problems, &QListView::activated, this, [this](const QModelIndex &i) { goToProblem(i.row()); });
    connect(m_problems, &QListView::clicked, this, [this](const QModelIndex &i) { goToProblem(i.row()); });
    connect(m_doc, &GameDocument::ordersTextChanged, this, &OrdersPanel::documentOrdersChanged);
    // Another game (or the next turn): the same text may now be right or
    // wrong; its orders are shown from the top.
    connect(m_doc, &GameDocument::gameReset, this, [this] {
        m_editor->moveCursor(QTextCursor::Start);
        updateEnabled();
    });

    documentOrdersChanged();
    updateEnabled();
    showChecked();
}

bool OrdersPanel::isCheckPending() const
{
    return m_doc->isCheckPending();
}

const Problems &OrdersPanel::problems() const
{
    return m_doc->checkedOrders().problems;
}

int OrdersPanel::orderCount() const
{
    return int(m_doc->checkedOrders().orders.size());
}

bool OrdersPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Leaving the editor ends the edit: Edit > Undo then takes it back whole.
    if (watched == m_editor && event->type() == QEvent::FocusOut)
        commitEdit();
    return QWidget::eventFilter(watched, event);
}

void OrdersPanel::textEdited()
{
    const QString text = m_editor->toPlainText();
    if (m_editor->isEdited() && text != m_doc->ordersText()) {
        // Typed, pasted or dropped: a step of the document's undo; those of one session merge.
        m_doc->undoStack()->push(
            new SetText(m_doc, &GameDocument::setOrdersText, m_doc->ordersText(), text, m_session, tr("Edit orders")));
        m_editor->document()->clearUndoRedoStacks();
        m_commit->start();
    } else {
        m_doc->setOrdersText(text);
    }
}

void OrdersPanel::commitEdit()
{
    m_commit->stop();
    ++m_session;
}

void OrdersPanel::documentOrdersChanged()
{
    if (m_editor->toPlainText() != m_doc->ordersText()) {
        // Undo, redo, an import or another game: the editor follows, and the next typing is an edit of its own.
        m_editor->showText(m_doc->ordersText());
        commitEdit();
    }
}

void OrdersPanel::updateEnabled()
{
    const bool ok = takesOrders(m_doc) && !m_resolving;
    m_resolve->setEnabled(ok);
    m_resolveButton->setEnabled(ok);
    m_import->setEnabled(!m_doc->isEmpty());
}

void OrdersPanel::checkNow()
{
    m_doc->checkOrdersNow();
}

void OrdersPanel::showChecked()
{
    const Problems &found = m_doc->checkedOrders().problems;
    QHash<int, QString> byLine;
    for (const Problem &p : found) {  // the list is the document's (ProblemsModel)
        QString &why = byLine[p.line];
        why += (why.isEmpty() ? QString() : QStringLiteral("\n")) + p.translated();
    }
    const QList<int> badLines = byLine.keys();
    m_highlighter->setBadLines(QSet<int>(badLines.begin(), badLines.end()));
    m_editor->setLineProblems(byLine);

    const int orders = orderCount();
    if (!takesOrders(m_doc))
        m_summary->setText(m_doc->isEmpty() ? tr("Open a game to enter its orders.")
                                            : tr("This game's ruleset (%1) takes no numbered orders.").arg(m_doc->game().ruleset));
    else if (found.isEmpty())
        m_summary->setText(tr("%n order(s), no problems", nullptr, orders));
    else
        m_summary->setText(tr("%n order(s)", nullptr, orders) + QStringLiteral(", <b style='%1'>%2</b>")
                               .arg(tone::css(tone::error()), tr("%n problem(s)", nullptr, int(found.size()))));
    announceProblems(found);
}

void OrdersPanel::announceProblems(const Problems &found)
{
    // A problem that was not there at the last check is told, where it
    // appears; and that none is left once the last one is mended.
    QStringList now, fresh;
    for (const Problem &p : found) {
        now.append(tr("Line %1: %2").arg(p.line).arg(p.translated()));
        if (!m_told.contains(now.last()))
            fresh.append(now.last());
    }
    if (!fresh.isEmpty())
        m_announcer->announce(fresh.size() == 1 ? fresh.first()
                                                : fresh.first() + QStringLiteral(" ") + tr("(and %n more)", nullptr, int(fresh.size() - 1)));
    else if (now.isEmpty() && !m_told.isEmpty())
        m_announcer->announce(tr("No problems left in the orders"));
    m_told = now;
}

void OrdersPanel::goToProblem(int row)
{
    if (const QModelIndex i = m_problems->model()->index(row, 0); i.isValid())
        m_editor->goToLine(i.data(ProblemsModel::LineRole).toInt());
}

QString OrdersPanel::importFiles(const QStringList &paths)
{
    QStringList errors;
    QList<OrdersText> texts;
    for (const QString &path : paths) {
        Problem error;
        if (const std::optional<QString> text = readUtf8File(path, error))
            texts.append({QFileInfo(path).fileName(), *text});
        else
            errors << error.toString(Lang::Translated);
    }
    if (!errors.isEmpty())
        return errors.join(QLatin1Char('\n'));
    replaceOrders(withImported(m_doc->ordersText(), texts), tr("Import orders"));
    emit imported(int(paths.size()), int(problems().size()));
    return {};
}

void OrdersPanel::appendOrders(const QString &added)
{
    replaceOrders(withAdded(m_doc->ordersText(), added), tr("Import orders"));
}

void OrdersPanel::replaceOrders(const QString &text, const QString &what)
{
    // One step of Edit > Undo; the editor follows the document.
    commitEdit();
    m_doc->undoStack()->push(new SetText(m_doc, &GameDocument::setOrdersText, m_doc->ordersText(), text, m_session, what));
    commitEdit();
    checkNow();
}

void OrdersPanel::importOrders()
{
    const QString start = settings::ordersFolder.folder(m_doc->filePath());
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Import Orders"), start,
                                                            tr("Orders (*.orders *.txt);;All files (*)"));
    if (paths.isEmpty())
        return;
    settings::ordersFolder.set(QFileInfo(paths.first()).absolutePath());
    const QString error = importFiles(paths);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Import failed"), tr("Nothing was imported:\n%1").arg(error));
}

void OrdersPanel::resolveTurn()
{
    if (!takesOrders(m_doc))
        return;
    // Resolving with problems open is allowed (bad lines become failed
    // actions), but never without saying so.
    if (const int errors = m_doc->checkedOrders().errors(); errors > 0) {
        QMessageBox box(QMessageBox::Warning, tr("Resolve Turn"),
                        tr("The orders have %n problem(s). Lines with a problem become failed actions in the "
                           "players' reports.", nullptr, errors),
                        QMessageBox::Cancel, this);
        box.setObjectName(QStringLiteral("resolveWithProblems"));
        QPushButton *anyway = box.addButton(tr("Resolve Anyway"), QMessageBox::AcceptRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != anyway)
            return;
    }
    if (!resolveBeforeDeadline())
        return;
    startResolve(TurnRecord{m_doc->game(), {}, m_doc->ordersText(), m_doc->checkedOrders()});
}

namespace {

// "2 h 43 min", "3 d 4 h", "12 min".
QString timeLeft(qint64 seconds)
{
    const qint64 minutes = (seconds + 59) / 60, hours = minutes / 60, days = hours / 24;
    if (days >= 2)
        return OrdersPanel::tr("%1 d %2 h").arg(days).arg(hours % 24);
    if (hours > 0)
        return OrdersPanel::tr("%1 h %2 min").arg(hours).arg(minutes % 60);
    return OrdersPanel::tr("%1 min").arg(minutes);
}

} // namespace

bool OrdersPanel::resolveBeforeDeadline()
{
    const Game &game = m_doc->game();
    const EarlyResolve early = earlyResolve(game, m_doc->checkedOrders(), QDateTime::currentDateTimeUtc());
    if (!early.ask || m_earlyAgreed == game.turn)
        return true;
    QStringList text;
    if (early.secondsLeft > 0)
        text << tr("The deadline has not passed: orders still count for %1 (until %2 UTC).")
                    .arg(timeLeft(early.secondsLeft), early.cutOff.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    if (!early.missing.isEmpty())
        text << tr("No orders from %n nation(s): %1.", nullptr, int(early.missing.size())).arg(early.missing.join(QStringLiteral(", ")));
    QMessageBox box(QMessageBox::Question, tr("Resolve Turn"), text.join(u' '), QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("resolveBeforeDeadline"));
    box.setInformativeText(tr("Resolve turn %1 now?").arg(game.turn));
    QPushButton *now = box.addButton(tr("Resolve Now"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() != now)
        return false;
    m_earlyAgreed = game.turn;
    return true;
}

void OrdersPanel::startResolve(const TurnRecord &turn)
{
    using Result = std::optional<Resolution>;
    m_resolving = true;
    updateEnabled();
    auto *progress = new QProgressDialog(tr("Resolving turn %1…").arg(turn.before.turn), tr("Cancel"), 0, 100, window());
    progress->setObjectName(QStringLiteral("resolveProgress"));
    progress->setWindowModality(Qt::WindowModal);  // the game stays as it is while it resolves
    progress->setMinimumDuration(300);
    progress->setAutoReset(false);
    auto *watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcherBase::progressValueChanged, progress, &QProgressDialog::setValue);
    connect(progress, &QProgressDialog::canceled, watcher, &QFutureWatcherBase::cancel);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, progress, turn] {
        progress->deleteLater();
        watcher->deleteLater();
        m_resolving = false;
        updateEnabled();
        const bool done = !watcher->isCanceled() && watcher->future().resultCount() > 0 && watcher->result();
        if (done) {
            TurnRecord resolved = turn;
            resolved.resolution = *watcher->result();
            resolved.resolution.late = m_doc->lateOrders();
            m_doc->undoStack()->push(new ResolveTurnCommand(m_doc, resolved));
        }
        emit resolveFinished(done);
    });
    // From the orders as checked: not parsed again.
    watcher->setFuture(QtConcurrent::run(workerPool(), [turn](QPromise<Result> &promise) {
        promise.setProgressRange(0, 100);
        ResolveControl control;
        control.progress = [&promise](qsizetype done, qsizetype total) {
            promise.setProgressValue(int(100 * done / std::max<qsizetype>(total, 1)));
        };
        control.cancelled = [&promise] { return promise.isCanceled(); };
        promise.addResult(resolveChecked(turn.before, turn.checked, control));
    }));
}

} // namespace adj::ui
