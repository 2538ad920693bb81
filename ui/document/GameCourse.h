// The game's course: one game per turn, the game file's history (core/charts
// historyGames) and the document's games for the turns they hold now (an
// accepted turn shows at once, before it is saved). Held once for the
// window: the Charts dock draws it, and the game report's chart (Replay
// Export, Print Reports, Send Reports) is drawn from it.
// The history is read on a worker thread with its own read-only connection
// to the file (100 turns of 2,000 areas took seconds on the GUI thread); a
// newer read supersedes an older one, and while one is under way the course
// holds the document's own turns only, never the history as it was.
#pragma once

#include "model/Game.h"

#include <QList>
#include <QObject>

#include <atomic>
#include <memory>

namespace adj::ui {

class GameDocument;
class GameFile;

class GameCourse : public QObject
{
    Q_OBJECT
public:
    explicit GameCourse(GameFile *file);
    ~GameCourse() override;  // a read under way stops at its next turn

    GameDocument *document() const;
    // The games, one per turn in turn order, as last collected.
    const QList<Game> &games() const { return m_games; }
    // The same, read now if a change is pending (a report wants them: a
    // history being read on the worker is read again here, and waited for).
    const QList<Game> &currentGames();
    // Whether the file's history is being read on the worker thread.
    bool isReadingHistory() const { return m_reading != 0; }
    // Why the history could not be read; "" when it could.
    const QString &historyError() const { return m_storedError; }

public slots:
    // Reads the history again when it changed (on the worker) and collects the games.
    void refresh();

signals:
    // The games were collected anew (games()).
    void changed();
    // The file's history has been read.
    void historyRead();

private:
    void scheduleRefresh();
    void readHistory();
    void supersedeRead();
    void collectGames();

    GameFile *m_file;
    QList<Game> m_stored;        // the file's history, read when it changed
    QString m_storedError;
    bool m_storedStale = true;
    quint64 m_reading = 0;       // the read under way (0: none); a newer one supersedes it
    quint64 m_reads = 0;
    std::shared_ptr<std::atomic_bool> m_superseded;  // tells the read under way to stop
    bool m_refreshQueued = false;
    QList<Game> m_games;
};

} // namespace adj::ui
