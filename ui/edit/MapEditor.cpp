#include "edit/MapEditor.h"

#include "document/GameDocument.h"
#include "edit/AddAreaDialog.h"
#include "edit/MapEdits.h"
#include "io/TextFile.h"
#include "map/BoardPicture.h"
#include "map/MapView.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>

namespace adj::ui {

MapEditor::MapEditor(GameDocument *doc, MapView *map, QWidget *window)
    : QObject(window), m_doc(doc), m_map(map), m_window(window)
{
    m_editMode = new QAction(tr("&Edit Map"), this);
    m_editMode->setObjectName(QStringLiteral("editMapAction"));
    m_editMode->setCheckable(true);
    m_editMode->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_editMode->setToolTip(tr("Edit Map: drag moves an area, Shift+drag draws a border, right-click adds or removes"));
    connect(m_editMode, &QAction::toggled, this, [this](bool on) {
        m_map->setEditing(on);
        emit message(on ? m_editMode->toolTip() : QString());
    });
    m_addArea = new QAction(tr("&Add Area…"), this);
    connect(m_addArea, &QAction::triggered, this,
            [this] { addAreaAt(m_map->mapToScene(m_map->viewport()->rect().center())); });
    m_removeArea = new QAction(tr("&Remove Area"), this);
    connect(m_removeArea, &QAction::triggered, this, [this] {
        report(m_map->selectedArea().isEmpty() ? tr("Select the area to remove first.")
                                               : removeArea(m_doc, m_map->selectedArea()));
    });
    m_layOut = new QAction(tr("&Lay Out Automatically"), this);
    m_layOut->setObjectName(QStringLiteral("layOutAction"));
    connect(m_layOut, &QAction::triggered, this, [this] {
        QHash<QString, QPointF> drawn = m_map->drawnPositions();
        for (QPointF &p : drawn)
            p = m_map->gamePosition(p);
        report(layOut(m_doc, drawn));
    });
    m_board = new QAction(tr("&Board Picture…"), this);
    connect(m_board, &QAction::triggered, this, &MapEditor::chooseBoard);
    m_opacity = new QAction(tr("Board &Opacity…"), this);
    connect(m_opacity, &QAction::triggered, this, &MapEditor::chooseOpacity);
    m_removeBoard = new QAction(tr("Remo&ve Board Picture"), this);
    connect(m_removeBoard, &QAction::triggered, this, [this] { report(setBoard(m_doc, std::nullopt, {})); });

    connect(m_map, &MapView::areaDragged, this, [this](const QString &code, const QPointF &to) {
        const QString refused = moveArea(m_doc, code, m_map->gamePosition(to), unplacedAsDrawn());
        if (!refused.isEmpty())
            m_map->redraw();
        report(refused);
    });
    connect(m_map, &MapView::borderDrawn, this,
            [this](const QString &a, const QString &b) { report(addBorder(m_doc, a, b)); });
    connect(m_map, &MapView::removeAreaRequested, this, [this](const QString &code) { report(removeArea(m_doc, code)); });
    connect(m_map, &MapView::removeBorderRequested, this,
            [this](const QString &a, const QString &b) { report(removeBorder(m_doc, a, b)); });
    connect(m_map, &MapView::addAreaRequested, this, &MapEditor::addAreaAt);
    for (auto signal : {&GameDocument::gameReset, &GameDocument::mapChanged})
        connect(m_doc, signal, this, &MapEditor::updateActions);
    updateActions();
}

void MapEditor::fillMenu(QMenu *menu) const
{
    menu->addAction(m_editMode);
    menu->addSeparator();
    menu->addActions({m_addArea, m_removeArea, m_layOut});
    menu->addSeparator();
    menu->addActions({m_board, m_opacity, m_removeBoard});
}

void MapEditor::updateActions()
{
    const bool board = boardOf(m_doc->game()).has_value();
    m_opacity->setEnabled(board);
    m_removeBoard->setEnabled(board);
}

void MapEditor::report(const QString &refused)
{
    if (m_map->isEditing() && refused.isEmpty())
        return;  // the hint stays
    emit message(refused.isEmpty() ? QString() : tr("Not changed: %1").arg(refused));
}

void MapEditor::addAreaAt(const QPointF &at)
{
    AddAreaDialog dialog(m_doc->game(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    Area area = dialog.area();
    const QPointF xy = m_map->gamePosition(at);  // drawn exactly at `at`
    area.x = xy.x();
    area.y = xy.y();
    report(addArea(m_doc, area, unplacedAsDrawn()));
}

QHash<QString, QPointF> MapEditor::unplacedAsDrawn()
{
    QHash<QString, QPointF> out;
    const QHash<QString, QPointF> drawn = m_map->drawnPositions();
    for (const Area &a : m_doc->game().areas)
        if (!a.x || !a.y)
            out.insert(a.code, m_map->gamePosition(drawn.value(a.code)));
    return out;
}

void MapEditor::chooseBoard()
{
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Board Picture"), QFileInfo(m_doc->filePath()).absolutePath(),
        tr("Pictures (*.png *.jpg *.jpeg *.svg);;All files (*)"));
    if (path.isEmpty())
        return;
    bool ok = false;
    const std::optional<Board> now = boardOf(m_doc->game());
    const int percent = QInputDialog::getInt(m_window, tr("Board Picture"), tr("Opacity of the picture (%):"),
                                             now ? qRound(now->opacity * 100) : 60, 0, 100, 5, &ok);
    if (ok)
        report(setBoardFile(path, percent / 100.0));
}

QString MapEditor::setBoardFile(const QString &path, double opacity)
{
    Problem error;
    const std::optional<QByteArray> bytes = readInputFile(path, kBoardPictureCap, tr("a board picture"), error);
    if (!bytes)
        return error.toString(Lang::Translated);
    if (boardImage(*bytes).isNull())
        return tr("%1: is no PNG, JPEG or SVG picture").arg(QDir::toNativeSeparators(path));
    // The picture's own name: the game file names it beside itself (docs/formats.md `board`).
    return setBoard(m_doc, Board{QFileInfo(path).fileName(), opacity}, *bytes);
}

void MapEditor::chooseOpacity()
{
    std::optional<Board> board = boardOf(m_doc->game());
    if (!board)
        return;
    bool ok = false;
    const int percent = QInputDialog::getInt(m_window, tr("Board Opacity"), tr("Opacity of the picture (%):"),
                                             qRound(board->opacity * 100), 0, 100, 5, &ok);
    if (!ok)
        return;
    board->opacity = percent / 100.0;
    report(setBoard(m_doc, board, m_doc->game().boardPicture));
}

} // namespace adj::ui
