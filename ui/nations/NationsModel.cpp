#include "nations/NationsModel.h"

#include "document/GameDocument.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QRegularExpression>

namespace adj::ui {

NationsModel::NationsModel(GameDocument *doc, QObject *parent)
    : QAbstractTableModel(parent), m_doc(doc)
{
    connect(m_doc, &GameDocument::gameReset, this, &NationsModel::reset);
    connect(m_doc, &GameDocument::mapChanged, this, &NationsModel::reset);  // areas added or removed
    connect(m_doc, &GameDocument::areaChanged, this, &NationsModel::onAreaChanged);
    connect(m_doc, &GameDocument::nationChanged, this, &NationsModel::onNationChanged);
    // Another state viewed (a replay step, an earlier turn): every number may
    // differ, and the nations and their order may too (an earlier turn's).
    connect(m_doc, &GameDocument::viewChanged, this, [this] {
        if (rowsOf(m_doc->viewedGame()) != m_codes)
            return reset();
        recountHoldings();
        if (!m_codes.isEmpty())
            emit dataChanged(index(0, 0), index(int(m_codes.size()) - 1, ColumnCount - 1));
    });
    connect(m_doc, &GameDocument::gameFieldChanged, this, [this](const QString &field) {
        if (field == u"order")
            reset();
    });
    reset();
}

void NationsModel::reset()
{
    beginResetModel();
    const Game &game = m_doc->viewedGame();
    m_colours = NationColours(game);
    m_codes = rowsOf(game);
    recountHoldings();
    endResetModel();
}

QStringList NationsModel::rowsOf(const Game &game)
{
    QStringList codes;
    for (const QString &code : game.order)
        if (game.nation(code) && !codes.contains(code))
            codes.append(code);
    for (const Nation &n : game.nations)
        if (!codes.contains(n.code))
            codes.append(n.code);
    return codes;
}

void NationsModel::recountHoldings()
{
    m_holdings = holdingsByNation(m_doc->viewedGame());
}

void NationsModel::onAreaChanged()
{
    recountHoldings();
    if (!m_codes.isEmpty())
        emit dataChanged(index(0, Armies), index(int(m_codes.size()) - 1, Population));
}

void NationsModel::onNationChanged(const QString &code)
{
    const int row = rowOf(code);
    if (row >= 0)
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int NationsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_codes.size());
}

int NationsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant NationsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_codes.size())
        return {};
    const QString &code = m_codes[index.row()];
    const Nation *n = m_doc->viewedGame().nation(code);
    if (!n)
        return {};
    if (role == CodeRole)
        return code;
    if (role == Qt::DecorationRole && index.column() == Colour)
        return m_colours.colour(code);
    if (role == Qt::TextAlignmentRole && index.column() >= Bp)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == Name && !n->email.isEmpty())
        return n->email;
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::EditRole)
        return {};
    switch (Column(index.column())) {
    case Colour: return role == SortRole ? QVariant(index.row()) : QVariant();
    case Code: return n->code;
    case Name: return n->name;
    case Player: return n->player;
    case Email: return n->email;
    case People: return n->people;
    case Traits: return n->traits.join(u' ');
    case Bp: return n->bp;
    case Treasury: return n->treasury;
    case ArmyReserve: return n->armyReserve;
    case FleetReserve: return n->fleetReserve;
    case Vp: return n->vp;
    case Armies: return m_holdings.value(code).armies;
    case Ships: return m_holdings.value(code).ships;
    case Areas: return m_holdings.value(code).areas;
    case Population: return m_holdings.value(code).population;
    case ColumnCount: break;
    }
    return {};
}

QString NationsModel::fieldOf(int column)
{
    switch (Column(column)) {
    case Name: return QStringLiteral("name");
    case Player: return QStringLiteral("player");
    case Email: return QStringLiteral("email");
    case People: return QStringLiteral("people");
    case Traits: return QStringLiteral("traits");
    case Bp: return QStringLiteral("bp");
    case Treasury: return QStringLiteral("treasury");
    case ArmyReserve: return QStringLiteral("armyReserve");
    case FleetReserve: return QStringLiteral("fleetReserve");
    case Vp: return QStringLiteral("vp");
    default: return {};
    }
}

Qt::ItemFlags NationsModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    // A replay step or an earlier turn is read-only, as on the map.
    if (index.isValid() && m_doc->view() == GameDocument::View::Current && !fieldOf(index.column()).isEmpty())
        f |= Qt::ItemIsEditable;
    return f;
}

bool NationsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const QString field = fieldOf(index.column());
    const bool number = index.column() >= Bp;
    bool ok = true;
    QJsonValue v = number ? QJsonValue(value.toString().trimmed().toInt(&ok)) : QJsonValue(value.toString().trimmed());
    if (index.column() == Traits) {
        // Space-separated, as the nations spreadsheet has them (docs/formats.md "Map spreadsheets").
        static const QRegularExpression spaces(QStringLiteral("\\s+"));
        v = QJsonArray::fromStringList(value.toString().split(spaces, Qt::SkipEmptyParts));
    }
    if (!ok) {
        emit editRefused(tr("%1: a whole number, please").arg(headerData(index.column(), Qt::Horizontal).toString()));
        return false;
    }
    const QString refused = m_doc->editNation(m_codes.value(index.row()), field, v);
    if (!refused.isEmpty()) {
        emit editRefused(refused);
        return false;
    }
    return true;
}

QVariant NationsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        // Row numbers are the processing order.
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    }
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case Colour: return tr("Colour on the map; sorts by processing order");
        case Traits: return tr("Traits, separated by spaces (e.g. viking)");
        case Bp: return tr("Build points to spend this turn");
        case Treasury: return tr("Treasury");
        case Armies: return tr("Armies on the map, in the areas owned");
        case ArmyReserve: return tr("Armies in reserve");
        case Ships: return tr("Ships on the map, in the sea areas owned");
        case FleetReserve: return tr("Fleets in reserve");
        case Vp: return tr("Victory points");
        case Areas: return tr("Areas owned");
        case Population: return tr("Total population of the areas owned");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Colour: return QString();
    case Code: return tr("Code");
    case Name: return tr("Name");
    case Player: return tr("Player");
    case Email: return tr("E-mail");
    case People: return tr("People");
    case Traits: return tr("Traits");
    case Bp: return tr("BP");
    case Treasury: return tr("Treas.");
    case Armies: return tr("Armies");
    case ArmyReserve: return tr("Army R");
    case Ships: return tr("Ships");
    case FleetReserve: return tr("Fleet R");
    case Vp: return tr("VP");
    case Areas: return tr("Areas");
    case Population: return tr("Pop.");
    case ColumnCount: break;
    }
    return {};
}

} // namespace adj::ui
