// The steps of a resolved turn as a list, in processing order (docs/formats.md
// "Step log"): slot, nation, normalised order and outcome for actions, the
// phase for end-of-turn steps. The replay panel shows it; StepDelegate draws it.
#pragma once

#include "map/NationColours.h"
#include "rules/Step.h"

#include <QAbstractListModel>
#include <QList>

namespace adj::ui {

class StepsModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        IndexRole = Qt::UserRole + 1, // int, 1-based step number
        SlotRole,                     // int, or invalid for end-of-turn steps
        NationRole,                   // QString
        OrderRole,                    // QString: normalised order, or the phase's summary
        OutcomeRole,                  // QString: done, reduced, failed
        PhaseRole,                    // QString: empty for actions
        ReasonRole,                   // QString
        HasBattleRole,                // bool
        NationColourRole,             // QColor
    };

    explicit StepsModel(QObject *parent = nullptr);

    void setSteps(const QList<Step> &steps, const NationColours &colours = {});
    const QList<Step> &steps() const { return m_steps; }
    const Step *step(int row) const { return row >= 0 && row < m_steps.size() ? &m_steps[row] : nullptr; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // Colours shared by the list and the details: done green, reduced amber, failed red.
    static QColor outcomeColour(const QString &outcome);
    // A phase as the moderator reads it ("poplimit" -> "population limit").
    static QString phaseTitle(const QString &phase);
    // "done", "reduced", "failed" in the user's language.
    static QString outcomeTitle(const QString &outcome);

private:
    QList<Step> m_steps;
    NationColours m_colours;
};

} // namespace adj::ui
