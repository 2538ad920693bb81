#include "sheets/TurnSheetDialogs.h"

#include "widgets/ScreenFit.h"

#include "io/SafeFile.h"
#include "sheets/TurnSheet.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>

namespace adj::ui {

namespace {
struct TurnSheetDialogsTr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::TurnSheetDialogs)
};

QString noSheets(const Game &game)
{
    return game.nations.isEmpty() ? TurnSheetDialogsTr::tr("The game has no nations, so there are no turn sheets to print.") : QString();
}
} // namespace

void printTurnSheets(const Game &game, QWidget *parent)
{
    if (const QString why = noSheets(game); !why.isEmpty()) {
        QMessageBox::information(parent, TurnSheetDialogsTr::tr("Print Turn Sheets"), why);
        return;
    }
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printer.setPageMargins(QMarginsF(14, 12, 14, 12), QPageLayout::Millimeter);
    printer.setDocName(TurnSheetDialogsTr::tr("Turn sheets, %1, turn %2").arg(game.name).arg(game.turn));
    QPrintPreviewDialog preview(&printer, parent);
    preview.setWindowTitle(TurnSheetDialogsTr::tr("Turn Sheets: %1, turn %2").arg(game.name).arg(game.turn));
    const TurnSheet sheets(game);
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview, [&sheets, &preview](QPrinter *p) {
        if (const QString error = sheets.print(p); !error.isEmpty())
            QMessageBox::warning(&preview, TurnSheetDialogsTr::tr("Print Turn Sheets"), error);
    });
    resizeWithinScreen(&preview, {900, 1000});
    preview.exec();
}

QString exportTurnSheetsPdf(const Game &game, const QString &gamePath, QWidget *parent)
{
    if (const QString why = noSheets(game); !why.isEmpty()) {
        QMessageBox::information(parent, TurnSheetDialogsTr::tr("Export Turn Sheets"), why);
        return {};
    }
    const QFileInfo info(gamePath);
    const QString suggested = gamePath.isEmpty()
        ? QStringLiteral("turn-sheets-%1.pdf").arg(game.turn)
        : info.dir().filePath(QStringLiteral("%1-turn%2-sheets.pdf").arg(info.completeBaseName()).arg(game.turn));
    const QString path = QFileDialog::getSaveFileName(parent, TurnSheetDialogsTr::tr("Export Turn Sheets as PDF"), suggested,
                                                      TurnSheetDialogsTr::tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return {};
    QString error;
    const QByteArray pdf = turnSheetsPdf(game, &error);
    if (error.isEmpty())
        error = writeFileSafely(path, pdf);
    if (!error.isEmpty()) {
        QMessageBox::warning(parent, TurnSheetDialogsTr::tr("Export failed"), error);
        return {};
    }
    return path;
}

} // namespace adj::ui
