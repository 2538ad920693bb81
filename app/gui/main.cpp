// adjutant: the desktop program. `adjutant [GAME.json]` opens the main window,
// with the game when one is named.
#include "ap/ApLedgerPanel.h"
#include "history/HistoryPanel.h"
#include "map/MapView.h"
#include "recovery/Recovery.h"
#include "window/MainWindow.h"
#include "widgets/FileDialogFit.h"
#include "widgets/Tones.h"
#include "window/Translations.h"

#include <QApplication>
#include <QHash>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QStandardPaths>
#include <QTimer>

namespace {

// An option for documentation and checks, left out of --help.
QCommandLineOption hiddenOption(const QString &name, const QString &description, const QString &valueName)
{
    QCommandLineOption option(name, description, valueName);
    option.setFlags(QCommandLineOption::HiddenFromHelp);
    return option;
}

} // namespace

int main(int argc, char *argv[])
{
    QHashSeed::setDeterministicGlobalSeed();  // as adjutant-cli: the cheap string hash
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Adjutant"));
    QApplication::setApplicationName(QStringLiteral("adjutant"));
    QApplication::setApplicationVersion(QStringLiteral(ADJ_VERSION));
    adj::ui::installTranslators(app);
    adj::ui::fitFileDialogs(app);
    adj::ui::tone::makeLinksReadable();

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Moderator's workstation for play-by-email strategy games."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption noRecovery(QStringLiteral("no-recovery"),
                                        QApplication::translate("main", "Keep no recovery copy of unsaved work, and offer none."));
    parser.addOption(noRecovery);
    parser.addPositionalArgument(QStringLiteral("game"), QApplication::translate("main", "Game file to open (*.adjutant or JSON)."), QStringLiteral("[GAME]"));
    // For documentation and checks: save a picture of the window and quit.
    const QCommandLineOption screenshot = hiddenOption(QStringLiteral("screenshot"), QStringLiteral("Save the window as FILE and quit."), QStringLiteral("FILE"));
    const QCommandLineOption select = hiddenOption(QStringLiteral("select"), QStringLiteral("Select the area CODE."), QStringLiteral("CODE"));
    const QCommandLineOption nation = hiddenOption(QStringLiteral("nation"), QStringLiteral("Highlight the nation CODE."), QStringLiteral("CODE"));
    const QCommandLineOption size = hiddenOption(QStringLiteral("size"), QStringLiteral("Window size WxH."), QStringLiteral("WxH"));
    const QCommandLineOption zoom = hiddenOption(QStringLiteral("zoom"), QStringLiteral("Map scale."), QStringLiteral("FACTOR"));
    const QCommandLineOption spends = hiddenOption(QStringLiteral("spends"), QStringLiteral("Import the AP spends FILE."), QStringLiteral("FILE"));
    const QCommandLineOption viewTurn = hiddenOption(QStringLiteral("view-turn"), QStringLiteral("Show turn N of the game file, read-only."), QStringLiteral("N"));
    const QCommandLineOption compare = hiddenOption(QStringLiteral("compare"), QStringLiteral("Compare turn N of the game file with the next."), QStringLiteral("N"));
    parser.addOptions({screenshot, select, nation, size, zoom, spends, viewTurn, compare});
    parser.process(app);

    adj::ui::MainWindow window;
    if (parser.isSet(size)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        if (wh.size() == 2)
            window.resize(wh[0].toInt(), wh[1].toInt());
    }
    window.show();
    bool recovered = false;
    if (!parser.isSet(noRecovery)) {
        window.keepRecovery(adj::recoveryFolder(QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)));
        if (!parser.isSet(screenshot))  // a picture for the manual asks nothing
            recovered = window.offerRecovery();
    }
    if (!recovered && !parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().constFirst());
    if (parser.isSet(zoom))
        window.mapView()->setZoom(parser.value(zoom).toDouble());
    if (parser.isSet(select))
        window.mapView()->selectArea(parser.value(select).toUpper(), true);
    if (parser.isSet(nation))
        window.mapView()->highlightNation(parser.value(nation).toUpper());
    if (parser.isSet(spends)) {
        // Once the window is laid out, so that the ledger scrolls to the first rejected spend.
        const QString file = parser.value(spends);
        QTimer::singleShot(100, &window, [&window, file] { window.apLedgerPanel()->importFile(file); });
    }
    if (parser.isSet(viewTurn) || parser.isSet(compare)) {
        if (auto *dock = window.findChild<QDockWidget *>(QStringLiteral("turnHistoryDock"))) {
            dock->raise();
            window.resizeDocks({dock}, {460}, Qt::Horizontal);
        }
        adj::ui::HistoryPanel *history = window.historyPanel();
        if (parser.isSet(compare)) {
            history->selectTurn(parser.value(compare).toInt());
            history->compareWithNext(parser.value(compare).toInt());
        }
        if (parser.isSet(viewTurn))
            history->viewTurn(parser.value(viewTurn).toInt());
    }

    if (parser.isSet(screenshot)) {
        const QString file = parser.value(screenshot);
        QTimer::singleShot(500, &window, [&window, file] {
            const bool ok = window.grab().save(file);
            QApplication::exit(ok ? 0 : 1);
        });
    }
    return app.exec();
}
