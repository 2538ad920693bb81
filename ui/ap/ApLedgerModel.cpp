#include "ap/ApLedgerModel.h"

#include "io/CoreText.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace adj::ui {

namespace {

// internalId: 0 for a player row, player row + 1 for that player's spends.
constexpr quintptr PlayerRow = 0;

const QColor RejectedText(0xa3, 0x1d, 0x1d);
const QColor RejectedBackground(0xfd, 0xe3, 0xe3);

int rejectedCount(const ApPlayerLedger &p, std::optional<ApCategory> c)
{
    int n = 0;
    for (const ApSpendResult &s : p.spends)
        n += !s.done && (!c || s.category == c);
    return n;
}

QString categoryTitle(ApCategory c)
{
    switch (c) {
    case ApCategory::Combat: return ApLedgerModel::tr("Combat");
    case ApCategory::Diplomatic: return ApLedgerModel::tr("Diplomatic");
    case ApCategory::Intrigue: return ApLedgerModel::tr("Intrigue");
    case ApCategory::General: return ApLedgerModel::tr("General");
    }
    return {};
}

} // namespace

ApLedgerModel::ApLedgerModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void ApLedgerModel::setRound(const ApRound &round)
{
    beginResetModel();
    m_round = round;
    m_hasRound = true;
    endResetModel();
}

void ApLedgerModel::clear()
{
    beginResetModel();
    m_round = ApRound();
    m_hasRound = false;
    endResetModel();
}

std::optional<ApCategory> ApLedgerModel::columnCategory(int column)
{
    if (column >= Combat && column <= General)
        return ApCategory(column - Combat);
    return std::nullopt;
}

int ApLedgerModel::categoryColumn(ApCategory category)
{
    return Combat + int(category);
}

QColor ApLedgerModel::categoryColour(std::optional<ApCategory> c)
{
    if (!c)
        return QColor(0x5b, 0x6b, 0x7c);  // the round total
    switch (*c) {
    case ApCategory::Combat: return QColor(0xd9, 0x7a, 0x2b);
    case ApCategory::Diplomatic: return QColor(0x3a, 0x7b, 0xd5);
    case ApCategory::Intrigue: return QColor(0x8e, 0x5b, 0xc4);
    case ApCategory::General: return QColor(0x2a, 0x9d, 0x8f);
    }
    return {};
}

int ApLedgerModel::generalRoom(const ApPlayerLedger &p)
{
    return p.budget.available - (p.total - p.spentIn(ApCategory::General));
}

QModelIndex ApLedgerModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, PlayerRow);
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex ApLedgerModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == PlayerRow)
        return {};
    return createIndex(int(child.internalId() - 1), 0, PlayerRow);
}

int ApLedgerModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_round.players.size());
    if (parent.internalId() != PlayerRow || parent.column() != 0)
        return 0;
    return int(m_round.players.value(parent.row()).spends.size());
}

int ApLedgerModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant ApLedgerModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == PlayerRow)
        return playerData(m_round.players.at(index.row()), index.column(), role);
    const ApPlayerLedger &p = m_round.players.at(int(index.internalId() - 1));
    return spendData(p.spends.at(index.row()), index.column(), role);
}

QVariant ApLedgerModel::playerData(const ApPlayerLedger &p, int column, int role) const
{
    const std::optional<ApCategory> category = columnCategory(column);
    const bool bar = column == Ap || category;
    const int rejected = rejectedCount(p, std::nullopt);
    if (bar) {
        // Spent against the cap; the total against the round's AP; General
        // against what the other categories left of the total.
        const int spent = category ? p.spentIn(*category) : p.total;
        const int cap = !category ? p.budget.available
            : *category == ApCategory::General ? generalRoom(p) : p.budget.cap(*category);
        switch (role) {
        case Qt::DisplayRole: return tr("%1 / %2").arg(spent).arg(cap);
        case SpentRole: return spent;
        case CapRole: return cap;
        case BarColourRole: return categoryColour(category);
        case RejectedRole: return rejectedCount(p, category);
        case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
        case Qt::ToolTipRole:
            if (!category)
                return tr("%1: %2 of %3 AP spent this round (2·(D+C+I+F)+4); %4 left")
                    .arg(p.name).arg(spent).arg(cap).arg(cap - spent);
            if (*category == ApCategory::General)
                return tr("General: %1 AP spent; no cap of its own, %2 of the round's %3 AP were left for it")
                    .arg(spent).arg(cap).arg(p.budget.available);
            return tr("%1: %2 of %3 AP (cap 2·attribute+1)").arg(categoryTitle(*category)).arg(spent).arg(cap)
                + (rejectedCount(p, category) ? tr("; %n spend(s) over it rejected", nullptr, rejectedCount(p, category))
                                              : QString());
        default: return {};
        }
    }
    switch (role) {
    case Qt::DisplayRole:
        if (column == Name)
            return p.name;
        if (column == Action)
            return tr("%n spend(s)", nullptr, int(p.spends.size()));
        if (column == Outcome)
            return p.spends.isEmpty() ? QString() : rejected ? tr("%n rejected", nullptr, rejected) : tr("all done");
        return {};
    case Qt::FontRole:
        if (column == Name) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ForegroundRole:
        if (column == Outcome && rejected)
            return QBrush(RejectedText);
        return {};
    case Qt::ToolTipRole:
        return tr("%1: %2 of %3 AP spent; %4 of %n spend(s) rejected", nullptr, int(p.spends.size()))
            .arg(p.name).arg(p.total).arg(p.budget.available).arg(rejected);
    default: return {};
    }
}

QVariant ApLedgerModel::spendData(const ApSpendResult &s, int column, int role) const
{
    const QString category = s.category ? categoryName(*s.category) : QString();
    switch (role) {
    case LineRole: return s.line;
    case CategoryRole: return category;
    case CostRole: return s.cost;
    case DoneRole: return s.done;
    case ReasonRole: return s.reason;
    case Qt::DisplayRole:
        switch (column) {
        case Name: return tr("line %1").arg(s.line);
        case Action: return s.raw.simplified();
        case Ap: return s.done ? QString::number(s.cost) : QStringLiteral("–");
        case Outcome: return s.done ? tr("done") : tr("rejected: %1").arg(s.reasonIn());
        default:
            // The cost stands in its category's column.
            if (s.category && columnCategory(column) == s.category)
                return s.done ? QString::number(s.cost) : QStringLiteral("✗");
            return {};
        }
    case Qt::TextAlignmentRole:
        if (column == Ap || columnCategory(column))
            return int(Qt::AlignCenter);
        return {};
    case Qt::ForegroundRole:
        if (!s.done)
            return QBrush(RejectedText);
        if (s.category && columnCategory(column) == s.category)
            return QBrush(categoryColour(s.category).darker(130));
        return {};
    case Qt::BackgroundRole:
        return s.done ? QVariant() : QVariant(QBrush(RejectedBackground));
    case Qt::ToolTipRole: {
        const QString line = tr("line %1: %2").arg(s.line).arg(s.raw.trimmed());
        if (!s.done)
            return tr("%1\nRejected (costs nothing): %2").arg(line, s.reasonIn());
        return tr("%1\n%2 AP, %3").arg(line).arg(s.cost).arg(category.isEmpty() ? tr("no category") : category);
    }
    default: return {};
    }
}

QVariant ApLedgerModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Ap: return tr("AP spent of the round's total, 2·(D+C+I+F)+4");
        case General: return tr("General AP spent, against what the other categories left of the total (no cap of its own)");
        default:
            if (columnCategory(section))
                return tr("AP spent in this category against its cap, 2·attribute+1");
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Player / Line");
    case Action: return tr("Action");
    case Ap: return tr("AP");
    case Outcome: return tr("Outcome");
    default: return categoryTitle(*columnCategory(section));
    }
}

} // namespace adj::ui
