#include "recovery/RecoveryKeeper.h"

#include "document/GameDocument.h"
#include "document/GameFile.h"

#include <QDateTime>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QUndoStack>

namespace adj::ui {

RecoveryKeeper::RecoveryKeeper(GameDocument *doc, GameFile *file, const QString &folder, QObject *parent)
    : QObject(parent), m_doc(doc), m_file(file), m_path(newRecoveryPath(folder)),
      m_timer(new QTimer(this))
{
    m_pool.setMaxThreadCount(1);
    m_timer->setSingleShot(true);
    m_timer->setInterval(WriteDelay);
    connect(m_timer, &QTimer::timeout, this, &RecoveryKeeper::write);
    QUndoStack *undo = doc->undoStack();
    connect(undo, &QUndoStack::indexChanged, this, &RecoveryKeeper::note);
    connect(doc, &GameDocument::gameReset, this, [this] {
        if (m_doc->undoStack()->count() == 0)
            m_savedGame = m_doc->game();  // a game opened
        if (m_doc->undoStack()->index() == 0)  // a game opened, or the first moment undone to
            note();
    });
    connect(doc, &GameDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            m_savedGame = m_doc->game();  // saved (or back to what was)
        schedule();
    });
    for (auto changed : {&GameDocument::ordersTextChanged, &GameDocument::apSpendsTextChanged,
                         &GameDocument::resolutionChanged})
        connect(doc, changed, this, &RecoveryKeeper::schedule);
    // The texts before a step: a step changes them in the same call that
    // moves the undo stack, typing in calls of its own; so the texts are
    // noted once the call that changed them is over.
    for (auto changed : {&GameDocument::ordersTextChanged, &GameDocument::apSpendsTextChanged})
        connect(doc, changed, this, [this] { QTimer::singleShot(0, this, &RecoveryKeeper::noteTexts); });
    connect(file, &GameFile::inboxChanged, this, &RecoveryKeeper::schedule);
    // The document goes first when the window does: its undo stack, cleared
    // as it goes, says nothing more here.
    connect(doc, &QObject::destroyed, this, [this, undo] {
        undo->disconnect(this);
        m_timer->stop();
        m_doc = nullptr;
    });
    m_savedGame = doc->game();
    noteTexts();
    note();
}

void RecoveryKeeper::noteTexts()
{
    if (m_doc) {
        m_ordersBefore = m_doc->ordersText();
        m_apSpendsBefore = m_doc->apSpendsText();
    }
}

RecoveryKeeper::~RecoveryKeeper()
{
    m_pool.waitForDone();
}

void RecoveryKeeper::setEnabled(bool enabled)
{
    m_enabled = enabled;
    if (!enabled)
        discard();
    else
        schedule();
}

void RecoveryKeeper::adopt(const Recovery &recovery)
{
    m_timer->stop();
    m_pool.waitForDone();
    if (recovery.info.path != m_path)
        removeRecovery(m_path);
    m_path = recovery.info.path;
    const QUndoStack *undo = m_doc->undoStack();
    m_first = recovery.states.first();
    m_after.clear();
    for (int i = 1; i < recovery.states.size() && i <= undo->count(); ++i)
        m_after.insert(undo->command(i - 1), recovery.states[i]);
    for (const RecoveryState &s : recovery.states)
        m_serials = qMax(m_serials, s.serial + 1);
    if (recovery.clean >= 0)
        m_savedGame = recovery.states[recovery.clean].game;
    write();  // as this program's: not offered again while it runs
}

RecoveryState RecoveryKeeper::current() const
{
    RecoveryState s;
    s.serial = m_serials++;
    s.game = m_doc->game();
    s.orders = m_doc->ordersText();
    s.apSpends = m_doc->apSpendsText();
    if (const std::optional<TurnRecord> &r = m_doc->resolution()) {
        s.resolvedFrom = r->before;
        s.resolvedOrders = r->orders;
        s.accepted = m_doc->isResolutionAccepted();
    }
    return s;
}

void RecoveryKeeper::note()
{
    const QUndoStack *undo = m_doc->undoStack();
    const int index = undo->index();
    RecoveryState s = current();
    s.ordersBefore = s.orders;
    s.apSpendsBefore = s.apSpends;
    if (index == 0) {
        m_first = s;
    } else {
        const QUndoCommand *step = undo->command(index - 1);
        s.text = step->text();
        if (const auto known = m_after.constFind(step); known != m_after.cend()) {
            s.ordersBefore = known->ordersBefore;  // undone and done again, or merged: as first noted
            s.apSpendsBefore = known->apSpendsBefore;
        } else {
            s.ordersBefore = m_ordersBefore;  // a new step: the texts as they were before its call
            s.apSpendsBefore = m_apSpendsBefore;
        }
        m_after.insert(step, s);
    }
    noteTexts();
    // The steps no longer on the stack (undone and replaced, or the stack cleared) are forgotten.
    QSet<const QUndoCommand *> held;
    for (int i = 0; i < undo->count(); ++i)
        held.insert(undo->command(i));
    for (auto it = m_after.begin(); it != m_after.end();)
        it = held.contains(it.key()) ? std::next(it) : m_after.erase(it);
    schedule();
}

bool RecoveryKeeper::hasWork() const
{
    return m_doc->isModified() || (!m_file->isOpen() && !m_file->sessionInbox().isEmpty());
}

Recovery RecoveryKeeper::snapshot() const
{
    Recovery r;
    const QUndoStack *undo = m_doc->undoStack();
    r.states.append(m_first);
    for (int i = 0; i < undo->index(); ++i)
        r.states.append(m_after.value(undo->command(i), m_first));
    const int clean = undo->cleanIndex();
    r.clean = clean >= 0 && clean <= undo->index() ? clean : -1;
    r.orders = m_doc->ordersText();
    r.apSpends = m_doc->apSpendsText();
    r.savedOrders = m_doc->savedOrdersText();
    r.savedApSpends = m_doc->savedApSpendsText();
    if (!m_file->isOpen())
        r.inbox = m_file->sessionInbox();
    RecoveryInfo &i = r.info;
    i.file = m_doc->isNeverSaved() ? QString() : m_doc->filePath();
    i.gameName = m_doc->game().name;
    i.turn = m_doc->game().turn;
    i.written = QDateTime::currentDateTimeUtc();
    i.process = thisProcess();
    i.steps = undo->index();
    return r;
}

void RecoveryKeeper::schedule()
{
    if (m_enabled && m_doc)
        m_timer->start();
}

void RecoveryKeeper::write()
{
    m_timer->stop();
    const QString path = m_path;
    if (!m_doc)
        return;
    if (!m_enabled || !hasWork()) {
        m_pool.start([this, path] { m_error = removeRecovery(path); });
        return;
    }
    QPointer<RecoveryKeeper> self(this);
    m_pool.start([this, r = snapshot(), saved = m_savedGame, path, self]() mutable {
        // The game the file holds, to tell on recovery whether it has another one since.
        r.info.savedHash = savedHash(saved, r.savedOrders, r.savedApSpends);
        const QString error = writeRecovery(path, r);
        m_error = error;  // read once the pool is done (writeNow)
        if (!error.isEmpty())
            QMetaObject::invokeMethod(self, [self, error] { if (self) emit self->failed(error); }, Qt::QueuedConnection);
    });
}

QString RecoveryKeeper::writeNow()
{
    write();
    m_pool.waitForDone();
    return m_error;
}

void RecoveryKeeper::discard()
{
    m_timer->stop();
    m_pool.waitForDone();
    removeRecovery(m_path);
}

} // namespace adj::ui
