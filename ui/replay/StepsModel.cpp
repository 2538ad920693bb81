#include "replay/StepsModel.h"

#include "io/CoreText.h"
#include "widgets/Tones.h"

namespace adj::ui {

StepsModel::StepsModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void StepsModel::setSteps(const QList<Step> &steps, const NationColours &colours)
{
    beginResetModel();
    m_steps = steps;
    m_colours = colours;
    endResetModel();
}

int StepsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

QColor StepsModel::outcomeColour(const QString &outcome)
{
    // The window's tones: readable on a light and a dark palette alike.
    if (outcome == u"failed")
        return tone::error();
    if (outcome == u"reduced")
        return tone::warning();
    return tone::done();
}

QString StepsModel::outcomeTitle(const QString &outcome)
{
    // docs/formats.md "Step log": the log keeps the English word, the window says it in the user's language.
    if (outcome == u"done") return tr("done");
    if (outcome == u"reduced") return tr("reduced");
    if (outcome == u"failed") return tr("failed");
    return outcome;
}

QString StepsModel::phaseTitle(const QString &phase)
{
    // docs/rules.md §5, the end of the turn.
    if (phase == u"leftover") return tr("leftover BP");
    if (phase == u"drowning") return tr("drowning");
    if (phase == u"dispersal") return tr("dispersal");
    if (phase == u"poplimit") return tr("population limit");
    if (phase == u"income") return tr("income");
    if (phase == u"trade") return tr("trade");
    if (phase == u"turn") return tr("next turn");
    return phase;
}

QVariant StepsModel::data(const QModelIndex &index, int role) const
{
    const Step *s = step(index.row());
    if (!s || index.column() != 0)
        return {};
    switch (role) {
    case Qt::DisplayRole: {
        const QString slot = s->slot ? QString::number(*s->slot) : QStringLiteral("–");
        const QString what = s->phase.isEmpty() ? s->order : phaseTitle(s->phase);
        return QStringLiteral("%1. %2 %3 %4 — %5").arg(s->index).arg(slot, s->nation, what, outcomeTitle(s->outcome));
    }
    case Qt::ToolTipRole: {
        QString tip = s->raw.isEmpty() ? QString() : tr("line %1: %2").arg(s->line).arg(s->raw);
        if (!s->reason.isEmpty())
            tip += (tip.isEmpty() ? QString() : QStringLiteral("\n")) + trCore(s->reason);
        return tip.isEmpty() ? QVariant() : tip;
    }
    case IndexRole: return s->index;
    case SlotRole: return s->slot ? QVariant(*s->slot) : QVariant();
    case NationRole: return s->nation;
    case OrderRole: return s->phase.isEmpty() ? (s->order.isEmpty() ? s->raw : s->order) : s->order;
    case OutcomeRole: return s->outcome;
    case PhaseRole: return s->phase;
    case ReasonRole: return s->reason;
    case HasBattleRole: return s->battle.has_value();
    case NationColourRole: return m_colours.colour(s->nation);
    default: return {};
    }
}

} // namespace adj::ui
