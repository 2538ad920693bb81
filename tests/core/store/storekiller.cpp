// storekiller: a helper of tst_gamestore. It saves big turns into a game file
// in a loop, printing "begin N" before resolving turn N into the file and
// "saved N+1" once turn N+1 is current, until it is killed. The test kills it
// (SIGKILL) in the middle of saves and checks that the file still opens with a
// complete turn.
//
//   storekiller FILE AREAS STEPS
#include "GeneratedGame.h"
#include "store/GameStore.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>

using namespace adj;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    QTextStream out(stdout), err(stderr);
    if (args.size() != 4) {
        err << "usage: storekiller FILE AREAS STEPS\n";
        return 2;
    }
    const QString path = args[1];
    const int areas = args[2].toInt(), stepCount = args[3].toInt();
    const Game base = testing::generatedGame(areas, 16);
    QString error;
    std::unique_ptr<GameStore> store = QFileInfo::exists(path)
        ? GameStore::open(path, &error)
        : GameStore::create(path, testing::gameAtTurn(base, 1), &error);
    if (!store) {
        err << error << '\n';
        return 1;
    }
    for (int turn = store->currentTurn();; ++turn) {
        const Game next = testing::gameAtTurn(base, turn + 1);
        const QList<Step> steps = testing::stepsOfTurn(base, turn, stepCount);
        out << "begin " << turn << Qt::endl;
        error = store->saveDraft(turn, {}, steps, next);
        if (error.isEmpty())
            error = store->publish(turn);
        if (!error.isEmpty()) {
            err << error << '\n';
            return 1;
        }
        out << "saved " << turn + 1 << Qt::endl;
    }
}
