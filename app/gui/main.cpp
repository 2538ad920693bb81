// adjutant: the desktop program. `adjutant [GAME.json]` opens the main window,
// with the game when one is named.
#include "MainWindow.h"
#include "MapView.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

namespace {

// The program's strings (built into it by qt_add_translations) and Qt's own,
// in the system's language.
void installTranslators(QApplication &app)
{
    auto *qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    if (own->load(QLocale(), QStringLiteral("adjutant"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(own);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Adjutant"));
    QApplication::setApplicationName(QStringLiteral("adjutant"));
    QApplication::setApplicationVersion(QStringLiteral(ADJ_VERSION));
    installTranslators(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Moderator's workstation for play-by-email strategy games."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("game"), QApplication::translate("main", "Game file to open (JSON)."), QStringLiteral("[GAME.json]"));
    // For documentation and checks: save a picture of the window and quit.
    QCommandLineOption screenshot(QStringLiteral("screenshot"), QStringLiteral("Save the window as FILE and quit."), QStringLiteral("FILE"));
    screenshot.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption select(QStringLiteral("select"), QStringLiteral("Select the area CODE."), QStringLiteral("CODE"));
    select.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption nation(QStringLiteral("nation"), QStringLiteral("Highlight the nation CODE."), QStringLiteral("CODE"));
    nation.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size WxH."), QStringLiteral("WxH"));
    size.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption zoom(QStringLiteral("zoom"), QStringLiteral("Map scale."), QStringLiteral("FACTOR"));
    zoom.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({screenshot, select, nation, size, zoom});
    parser.process(app);

    adj::ui::MainWindow window;
    if (parser.isSet(size)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        if (wh.size() == 2)
            window.resize(wh[0].toInt(), wh[1].toInt());
    }
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().constFirst());
    if (parser.isSet(zoom))
        window.mapView()->setZoom(parser.value(zoom).toDouble());
    if (parser.isSet(select))
        window.mapView()->selectArea(parser.value(select).toUpper(), true);
    if (parser.isSet(nation))
        window.mapView()->highlightNation(parser.value(nation).toUpper());

    if (parser.isSet(screenshot)) {
        const QString file = parser.value(screenshot);
        QTimer::singleShot(500, &window, [&window, file] {
            const bool ok = window.grab().save(file);
            QApplication::exit(ok ? 0 : 1);
        });
    }
    return app.exec();
}
