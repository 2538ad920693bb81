#include "nations/NationsView.h"

#include "document/GameDocument.h"
#include "document/Selection.h"

#include <QHeaderView>
#include <QMenu>
#include <QScrollBar>
#include <QSortFilterProxyModel>

namespace adj::ui {

NationsView::NationsView(NationsModel *nations, QWidget *parent)
    : QTableView(parent), m_nations(nations), m_proxy(new QSortFilterProxyModel(this)), m_frozen(new QTableView(this))
{
    setObjectName(QStringLiteral("nationsView"));
    m_proxy->setSourceModel(nations);
    m_proxy->setSortRole(NationsModel::SortRole);
    setModel(m_proxy);
    m_frozen->setObjectName(QStringLiteral("nationsFrozenView"));
    m_frozen->setModel(m_proxy);
    m_frozen->setSelectionModel(selectionModel());
    for (QTableView *view : {static_cast<QTableView *>(this), m_frozen}) {
        view->setSelectionBehavior(SelectRows);
        view->setSelectionMode(SingleSelection);
        view->setTabKeyNavigation(false);  // Tab leaves the table, arrows move in it
        view->setAlternatingRowColors(true);
        // Name, player, e-mail, people and the numbers are edited in place (double-click or F2).
        view->setEditTriggers(DoubleClicked | EditKeyPressed);
        view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
        // By the pixel, so that the two views' rows stay level.
        view->setHorizontalScrollMode(ScrollPerPixel);
        view->setVerticalScrollMode(ScrollPerPixel);
    }
    setSortingEnabled(true);
    sortByColumn(NationsModel::Colour, Qt::AscendingOrder);
    horizontalHeader()->setStretchLastSection(true);
    // Columns fitted to the rows in view and the first hundred, not to all
    // of them (320 nations took 9 ms on every open, measured by adjutant-bench-block).
    horizontalHeader()->setResizeContentsPrecision(100);
    // The row selected is the document's nation (Selection.h): a row chosen
    // selects it there, and the row follows it, also after the rows change.
    Selection *selection = nations->document()->selection();
    connect(selectionModel(), &QItemSelectionModel::selectionChanged, this, [this, selection] {
        const QModelIndexList rows = selectionModel()->selectedRows();
        if (!m_following)
            selection->selectNation(rows.isEmpty() ? QString() : rows.first().data(NationsModel::CodeRole).toString());
    });
    connect(selection, &Selection::nationSelected, this, &NationsView::showNation);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, [this, selection] { showNation(selection->nation()); });

    // The frozen columns, over the table's left edge, below its headers' corner.
    m_frozen->setFocusProxy(this);  // clicked there, the table takes the keys
    m_frozen->verticalHeader()->hide();
    m_frozen->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setFrameShape(QFrame::NoFrame);
    m_frozen->horizontalHeader()->setSortIndicatorShown(true);
    m_frozen->horizontalHeader()->setSectionsClickable(true);
    m_frozen->horizontalHeader()->setSortIndicator(horizontalHeader()->sortIndicatorSection(),
                                                   horizontalHeader()->sortIndicatorOrder());
    viewport()->stackUnder(m_frozen);
    followColumns();
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &NationsView::followColumns);
    // A click on either header sorts the table, and both show how.
    connect(horizontalHeader(), &QHeaderView::sortIndicatorChanged, m_frozen->horizontalHeader(), &QHeaderView::setSortIndicator);
    connect(m_frozen->horizontalHeader(), &QHeaderView::sortIndicatorChanged, horizontalHeader(), &QHeaderView::setSortIndicator);
    // A column resized in either; the rows and the scrolling up and down as the table's.
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column, int, int size) {
        if (column < FrozenColumns) {
            m_frozen->setColumnWidth(column, size);
            placeFrozen();
        }
    });
    connect(m_frozen->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column, int, int size) {
        if (column < FrozenColumns)
            setColumnWidth(column, size);
    });
    connect(verticalHeader(), &QHeaderView::sectionResized, m_frozen, [this](int row, int, int size) { m_frozen->setRowHeight(row, size); });
    connect(verticalScrollBar(), &QAbstractSlider::valueChanged, m_frozen->verticalScrollBar(), &QAbstractSlider::setValue);
    connect(m_frozen->verticalScrollBar(), &QAbstractSlider::valueChanged, verticalScrollBar(), &QAbstractSlider::setValue);
    // Its context menu is the table's (the actions added to it).
    m_frozen->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_frozen, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        if (contextMenuPolicy() == Qt::ActionsContextMenu && !actions().isEmpty())
            QMenu::exec(actions(), m_frozen->viewport()->mapToGlobal(at), nullptr, this);
    });
    m_frozen->show();
    placeFrozen();
}

int NationsView::frozenWidth() const
{
    int width = 0;
    for (int column = 0; column < FrozenColumns; ++column)
        width += columnWidth(column);
    return width;
}

void NationsView::followColumns()
{
    // A reset shows every column again.
    for (int column = 0; column < m_proxy->columnCount(); ++column)
        m_frozen->setColumnHidden(column, column >= FrozenColumns);
    for (int column = 0; column < FrozenColumns; ++column)
        m_frozen->setColumnWidth(column, columnWidth(column));
    placeFrozen();
}

void NationsView::placeFrozen()
{
    m_frozen->setGeometry(verticalHeader()->width() + frameWidth(), frameWidth(), frozenWidth(),
                          viewport()->height() + horizontalHeader()->height());
}

void NationsView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    placeFrozen();
}

void NationsView::updateGeometries()
{
    QTableView::updateGeometries();
    placeFrozen();  // the row numbers' width may have changed
}

void NationsView::scrollTo(const QModelIndex &index, ScrollHint hint)
{
    if (!index.isValid())
        return;
    const int x = horizontalScrollBar()->value();
    QTableView::scrollTo(index, hint);
    if (index.column() < FrozenColumns) {
        horizontalScrollBar()->setValue(x);  // always in view: only up or down
        return;
    }
    // Not under the frozen columns either.
    const int hidden = frozenWidth() - visualRect(index).left();
    if (hidden > 0)
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - hidden);
}

void NationsView::showNation(const QString &code)
{
    m_following = true;
    const int row = m_nations->rowOf(code);
    const QModelIndex index = row >= 0 ? m_proxy->mapFromSource(m_nations->index(row, NationsModel::Code)) : QModelIndex();
    if (index.isValid())
        selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    else
        selectionModel()->clearSelection();
    m_following = false;
}

} // namespace adj::ui
