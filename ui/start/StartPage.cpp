#include "start/StartPage.h"
#include "io/Workers.h"

#include "start/GamesModel.h"
#include "turn/TurnGlance.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace adj::ui {

StartPage::StartPage(QWidget *parent)
    : QWidget(parent)
    , m_model(new GamesModel(this))
    , m_table(new QTableView)
    , m_empty(new QLabel(tr("No game opened yet. Open a game file or start a new game.")))
    , m_open(new QPushButton(tr("&Open")))
    , m_back(new QPushButton(tr("&Back to the Game")))
{
    setObjectName(QStringLiteral("startPage"));
    m_table->setTabKeyNavigation(false);  // Tab leaves the table, arrows move in it
    auto *heading = new QLabel(tr("Games"));
    QFont big = heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    heading->setFont(big);
    auto *hint = new QLabel(tr("The game files opened last, and where each one's turn stands."));
    hint->setWordWrap(true);

    m_table->setObjectName(QStringLiteral("gamesTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->setTabKeyNavigation(false);
    m_table->setAccessibleName(tr("Recent games"));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(GamesModel::File, QHeaderView::Stretch);
    connect(m_table, &QTableView::activated, this, &StartPage::openSelected);
    m_empty->setWordWrap(true);

    auto *openOther = new QPushButton(tr("Open &Other…"));
    auto *newGame = new QPushButton(tr("&New Game…"));
    connect(m_open, &QPushButton::clicked, this, &StartPage::openSelected);
    connect(openOther, &QPushButton::clicked, this, &StartPage::openOtherRequested);
    connect(newGame, &QPushButton::clicked, this, &StartPage::newGameRequested);
    connect(m_back, &QPushButton::clicked, this, &StartPage::backRequested);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_open);
    buttons->addWidget(openOther);
    buttons->addWidget(newGame);
    buttons->addStretch(1);
    buttons->addWidget(m_back);
    m_back->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->addWidget(heading);
    layout->addWidget(hint);
    layout->addWidget(m_empty);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    setFocusProxy(m_table);
}

StartPage::~StartPage()
{
    if (m_stop)
        *m_stop = true;
    m_reading.waitForFinished();
}

void StartPage::setFiles(const QStringList &paths)
{
    if (m_stop)
        *m_stop = true;
    m_reading.waitForFinished();  // its file at most: it stops between files
    m_model->setPaths(paths);
    m_empty->setVisible(paths.isEmpty());
    m_table->setVisible(!paths.isEmpty());
    m_open->setEnabled(!paths.isEmpty());
    if (!paths.isEmpty())
        m_table->selectRow(0);
    m_stop = std::make_shared<std::atomic_bool>(false);
    const int generation = ++m_generation;
    m_reading = QtConcurrent::run(workerPool(), [this, paths, stop = m_stop, generation] {
        for (int row = 0; row < paths.size() && !*stop; ++row) {
            const TurnGlance glance = glanceAt(paths[row]);
            QMetaObject::invokeMethod(this, [this, row, glance, generation] {
                if (generation == m_generation)
                    m_model->setGlance(row, glance);
            });
        }
        QMetaObject::invokeMethod(this, [this, generation] {
            if (generation == m_generation)
                emit allRead();
        });
    });
}

void StartPage::setGameOpen(bool open)
{
    m_back->setVisible(open);
}

void StartPage::openSelected()
{
    const QModelIndex current = m_table->currentIndex();
    if (current.isValid())
        emit openRequested(m_model->path(current.row()));
}

} // namespace adj::ui
