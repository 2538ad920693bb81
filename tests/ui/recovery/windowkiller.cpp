// windowkiller: a helper of tst_recoverykill. The main window, offscreen,
// with a big game, does work in a loop until it is killed (SIGKILL):
//
//   windowkiller keep FOLDER GAME   step k: the armies of area 001 (k odd) or
//                                   002 (k even) set to 100 + k (two steps
//                                   of undo, never merged into one) and the
//                                   orders text "; step k", then the
//                                   recovery copy written; prints "kept k"
//   windowkiller save FOLDER GAME   step k: the same edit, then File › Save;
//                                   prints "saved k"
//   windowkiller saveas FOLDER GAME step k: the same edit, then File › Save As
//                                   FOLDER/a.adjutant (k odd) or b.adjutant;
//                                   prints "saved k"
//
// The test kills it at many moments and checks what it left on disk.
#include "document/GameDocument.h"
#include "document/GameFileActions.h"
#include "recovery/RecoveryKeeper.h"
#include "window/MainWindow.h"

#include <QApplication>
#include <QDir>
#include <QTextStream>
#include <QTimer>

using namespace adj::ui;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    QTextStream out(stdout), err(stderr);
    const QStringList modes{QStringLiteral("keep"), QStringLiteral("save"), QStringLiteral("saveas")};
    if (args.size() != 4 || !modes.contains(args[1])) {
        err << "usage: windowkiller keep|save|saveas FOLDER GAME\n";
        return 2;
    }
    const QString mode = args[1];
    MainWindow window;
    window.keepRecovery(args[2]);
    if (!window.openFile(args[3])) {
        err << "cannot open " << args[3] << '\n';
        return 1;
    }
    GameDocument *doc = window.document();
    int k = 0;
    QTimer step;
    QObject::connect(&step, &QTimer::timeout, [&] {
        ++k;
        const QString refused = doc->editArea(k % 2 ? QStringLiteral("001") : QStringLiteral("002"), QStringLiteral("armies"), 100 + k);
        doc->setOrdersText(QStringLiteral("; step %1\n").arg(k));
        if (!refused.isEmpty()) {
            err << refused << '\n';
            QApplication::exit(1);
        } else if (mode == QLatin1String("save")) {
            if (window.fileActions()->save())
                out << "saved " << k << Qt::endl;
        } else if (mode == QLatin1String("saveas")) {
            const QString target = QDir(args[2]).filePath(k % 2 ? QStringLiteral("a.adjutant") : QStringLiteral("b.adjutant"));
            if (window.fileActions()->saveTo(target))
                out << "saved " << k << Qt::endl;
        } else if (const QString error = window.recoveryKeeper()->writeNow(); error.isEmpty()) {
            out << "kept " << k << Qt::endl;
        }
    });
    step.start(0);
    return app.exec();
}
