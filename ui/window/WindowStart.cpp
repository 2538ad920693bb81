// The window's centre: the map, or the start page while no game is open and
// after File > Games… (start/StartPage.h).
#include "window/MainWindow.h"

#include "document/GameDocument.h"
#include "map/MapView.h"
#include "settings/Settings.h"
#include "start/StartPage.h"

#include <QDockWidget>
#include <QStackedWidget>

namespace adj::ui {

void MainWindow::createStartPage()
{
    m_centre = new QStackedWidget;
    m_startPage = new StartPage;
    m_centre->addWidget(m_map);
    m_centre->addWidget(m_startPage);
    setCentralWidget(m_centre);
    connect(m_startPage, &StartPage::openRequested, this, [this](const QString &path) {
        if (openFile(path))
            showMap();
    });
    connect(m_startPage, &StartPage::openOtherRequested, this, &MainWindow::open);
    connect(m_startPage, &StartPage::newGameRequested, this,
            [this] { showNewGame(NewGameDialog::Source::Sample); });
    connect(m_startPage, &StartPage::backRequested, this, &MainWindow::showMap);
    // A game opened or started shows its map.
    connect(m_doc, &GameDocument::gameReset, this, [this] {
        if (!m_doc->isEmpty())
            showMap();
    });
}

// The page takes the whole window: the docks, which show the open game, are
// put away and come back as they were with the map.
StartPage *MainWindow::showStartPage()
{
    m_startPage->setFiles(settings::recentFiles.value());
    m_startPage->setGameOpen(!m_doc->isEmpty());
    if (m_centre->currentWidget() != m_startPage) {
        m_docksAway = saveState();
        for (QDockWidget *dock : findChildren<QDockWidget *>())
            dock->hide();
        m_centre->setCurrentWidget(m_startPage);
    }
    m_startPage->setFocus();
    return m_startPage;
}

void MainWindow::showMap()
{
    if (m_centre->currentWidget() == m_map)
        return;
    m_centre->setCurrentWidget(m_map);
    restoreState(m_docksAway);
    m_docksAway.clear();
}

QByteArray MainWindow::dockState() const
{
    return m_centre->currentWidget() == m_startPage ? m_docksAway : saveState();
}

} // namespace adj::ui
