#include "ap/ApPlayersModel.h"

#include "ap/ApCommands.h"
#include "ap/ApPlayerEdits.h"
#include "document/GameDocument.h"

#include <QUndoStack>

namespace adj::ui {

ApPlayersModel::ApPlayersModel(GameDocument *doc, QObject *parent)
    : QAbstractTableModel(parent), m_doc(doc)
{
    connect(m_doc, &GameDocument::gameReset, this, &ApPlayersModel::reset);
    connect(m_doc, &GameDocument::gameFieldChanged, this, [this](const QString &field) {
        if (field == u"ap")
            reset();
    });
    // Editable or not: the flags follow the state viewed and the resolution.
    connect(m_doc, &GameDocument::viewChanged, this, &ApPlayersModel::reset);
    connect(m_doc, &GameDocument::resolutionChanged, this, &ApPlayersModel::reset);
    reset();
}

void ApPlayersModel::reset()
{
    Problems problems;
    const QJsonObject &ap = m_doc->game().ap;
    ApState state = ap.isEmpty() ? ApState() : readApState(ap, problems);
    const bool sameRows = state.players.size() == m_state.players.size();
    if (!sameRows)
        beginResetModel();
    m_state = std::move(state);
    m_valid = !ap.isEmpty() && !hasErrors(problems);
    if (!sameRows)
        endResetModel();
    else if (!m_state.players.isEmpty())  // a field edited: the table keeps its selection and current cell
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit editableChanged();
}

QString ApPlayersModel::fieldOf(int column)
{
    return apPlayerFields().value(column);  // the columns are in the file's order
}

QString ApPlayersModel::whyNotNow() const
{
    if (m_doc->view() != GameDocument::View::Current)
        return tr("only the current game can be changed, not a replay step or an earlier turn");
    if (m_doc->hasOpenResolution())
        return tr("turn %1 is resolved: accept or discard it first").arg(m_doc->resolution()->before.turn);
    if (m_doc->game().ap.isEmpty())
        return tr("this game has no action points (no ap object)");
    if (!m_valid)
        return tr("the game's ap object has errors; fix them first");
    return {};
}

QString ApPlayersModel::edit(const QJsonObject &edited, const QString &text)
{
    if (QString why = whyNotNow(); !why.isEmpty())
        return why;
    const QJsonObject &before = m_doc->game().ap;
    if (edited == before)
        return {};
    if (QString refused = apEditRefusal(before, edited); !refused.isEmpty())
        return refused;
    m_doc->undoStack()->push(new EditApPlayers(m_doc, before, edited, text));
    return {};
}

int ApPlayersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_state.players.size());
}

int ApPlayersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ApPlayersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_state.players.size())
        return {};
    const ApPlayer &p = m_state.players[index.row()];
    if (index.column() == Embargoed)
        return role == Qt::CheckStateRole ? QVariant(p.embargoed ? Qt::Checked : Qt::Unchecked) : QVariant();
    if (role == Qt::TextAlignmentRole && index.column() != Name && index.column() != Email)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (Column(index.column())) {
    case Name: return p.name;
    case Diplomacy: return p.diplomacy;
    case Combat: return p.combat;
    case Intrigue: return p.intrigue;
    case Free: return p.free;
    case Money: return p.money;
    case Email: return p.email;
    default: return {};
    }
}

QVariant ApPlayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (role == Qt::ToolTipRole) {
        // docs/rules.md §6: what each attribute gives in a round.
        switch (Column(section)) {
        case Diplomacy: return tr("Diplomacy D: Diplomatic cap 2D + 1; counts toward the round's AP");
        case Combat: return tr("Combat C: Combat cap 2C + 1; counts toward the round's AP");
        case Intrigue: return tr("Intrigue I: Intrigue cap 2I + 1; counts toward the round's AP");
        case Free: return tr("Unassigned free points F; AP per round = 2·(D + C + I + F) + 4");
        case Money: return tr("Money, for bids and transfers of funds");
        case Email: return tr("Where the player's noteboard messages go (optional)");
        case Embargoed: return tr("Embargoed this round: each Bid and Liquidate costs 1 General AP");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Name: return tr("Player");
    case Diplomacy: return tr("Dip.");
    case Combat: return tr("Com.");
    case Intrigue: return tr("Intr.");
    case Free: return tr("Free");
    case Money: return tr("Money");
    case Email: return tr("E-mail");
    case Embargoed: return tr("Embargoed");
    case ColumnCount: break;
    }
    return {};
}

Qt::ItemFlags ApPlayersModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid() || !whyNotNow().isEmpty())
        return f;
    return f | (index.column() == Embargoed ? Qt::ItemIsUserCheckable : Qt::ItemIsEditable);
}

bool ApPlayersModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.row() >= m_state.players.size())
        return false;
    const int column = index.column();
    const bool check = column == Embargoed;
    if (role != (check ? Qt::CheckStateRole : Qt::EditRole))
        return false;
    if (QString why = whyNotNow(); !why.isEmpty()) {
        emit editRefused(why);
        return false;
    }
    QJsonValue v;
    QString shown;
    if (check) {
        const bool on = value.toInt() == Qt::Checked;
        v = on;
        shown = on ? tr("yes") : tr("no");
    } else if (column == Name || column == Email) {
        shown = value.toString().trimmed();
        v = shown;
    } else {
        bool ok = false;
        const qint64 n = value.toString().trimmed().toLongLong(&ok);
        if (!ok) {
            emit editRefused(tr("%1: a whole number, please").arg(headerData(column, Qt::Horizontal).toString()));
            return false;
        }
        v = double(n);
        shown = QString::number(n);
    }
    const ApPlayer &p = m_state.players[index.row()];
    if (check ? v.toBool() == p.embargoed : shown == data(index, Qt::EditRole).toString())
        return true;  // unchanged: nothing to undo
    const QString text = tr("Set %1 of AP player %2 to %3").arg(fieldOf(column), p.name, shown);
    const QString refused = edit(withApPlayerField(m_doc->game().ap, index.row(), fieldOf(column), v), text);
    if (!refused.isEmpty()) {
        emit editRefused(refused);
        return false;
    }
    return true;
}

} // namespace adj::ui
