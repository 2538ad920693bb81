// The start page (shown when no game is open, and by File > Games): the
// recent game files, each with where its current turn stands, read one after
// the other on a worker thread (read-only, each through its own connection),
// so that a moderator running several games sees where each one is. Opening a
// row asks the window to open that file.
#pragma once

#include <QFuture>
#include <QWidget>

#include <atomic>
#include <memory>

class QLabel;
class QPushButton;
class QTableView;

namespace adj::ui {

class GamesModel;

class StartPage : public QWidget
{
    Q_OBJECT
public:
    explicit StartPage(QWidget *parent = nullptr);
    ~StartPage() override;

    GamesModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    // Lists `paths` and reads them on a worker; an earlier reading still
    // going on is left to end and its results dropped.
    void setFiles(const QStringList &paths);
    bool isReading() const { return m_reading.isRunning(); }
    // Whether "Back to the Game" is offered (a game is open behind the page).
    void setGameOpen(bool open);

signals:
    void openRequested(const QString &path);
    void openOtherRequested();
    void newGameRequested();
    void backRequested();
    void allRead();

private:
    void openSelected();

    GamesModel *m_model;
    QTableView *m_table;
    QLabel *m_empty;
    QPushButton *m_open, *m_back;
    QFuture<void> m_reading;
    std::shared_ptr<std::atomic_bool> m_stop;  // the running reading's
    int m_generation = 0;
};

} // namespace adj::ui
