#include "area/AreaPanel.h"

#include "document/GameDocument.h"
#include "document/Selection.h"
#include "edit/AreaMapForm.h"
#include "ruleset/Ruleset.h"
#include "widgets/PanelParts.h"
#include "widgets/Tones.h"
#include "widgets/UndoShortcuts.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace adj::ui {

namespace {
constexpr int MaxCount = 9999;

QString kindText(AreaKind kind)
{
    switch (kind) {
    case AreaKind::Land: return AreaPanel::tr("land");
    case AreaKind::City: return AreaPanel::tr("city");
    case AreaKind::Sea: return AreaPanel::tr("sea");
    }
    return {};
}

QLabel *valueLabel(const char *name)
{
    auto *l = new QLabel;
    l->setObjectName(QLatin1String(name));
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}
} // namespace

AreaPanel::AreaPanel(GameDocument *doc, QWidget *parent)
    : QWidget(parent), m_doc(doc)
{
    m_title = valueLabel("areaTitle");
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setWordWrap(true);
    m_codeLabel = valueLabel("areaCode");
    m_kind = valueLabel("areaKind");
    m_terrain = valueLabel("areaTerrain");
    m_hinterland = new QLabel;
    m_hinterland->setObjectName(QStringLiteral("areaHinterland"));
    m_popLimit = valueLabel("areaPopLimit");
    m_trade = valueLabel("areaTrade");

    m_owner = new QComboBox;
    m_owner->setObjectName(QStringLiteral("ownerEdit"));
    m_mode = new QComboBox;
    m_mode->setObjectName(QStringLiteral("modeEdit"));
    for (DefenceMode mode : {DefenceMode::Retreat, DefenceMode::Defend, DefenceMode::Ambush})
        m_mode->addItem(modeName(mode), modeName(mode));
    m_mode->setItemText(0, tr("retreat"));
    m_mode->setItemText(1, tr("defend"));
    m_mode->setItemText(2, tr("ambush"));
    m_modeTarget = new QComboBox;
    m_modeTarget->setObjectName(QStringLiteral("modeTargetEdit"));
    for (QComboBox *box : {m_owner, m_mode, m_modeTarget})
        narrowComboBox(box);

    m_population = spinBox("populationEdit", QStringLiteral("population"));
    m_forts = spinBox("fortsEdit", QStringLiteral("forts"));
    m_armies = spinBox("armiesEdit", QStringLiteral("armies"));
    m_ships = spinBox("shipsEdit", QStringLiteral("ships"));

    m_population->setAccessibleName(tr("Population"));
    m_popLimit->setAccessibleName(tr("Population limit"));
    auto *popRow = new QHBoxLayout;
    popRow->addWidget(m_population, 1);
    popRow->addWidget(m_popLimit);

    m_form = new QWidget;
    auto *form = new QFormLayout(m_form);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Code:"), m_codeLabel);
    form->addRow(tr("Kind:"), m_kind);
    form->addRow(tr("Terrain:"), m_terrain);
    form->addRow(tr("Hinterland:"), m_hinterland);
    form->addRow(tr("Owner:"), m_owner);
    form->addRow(tr("Population:"), popRow);
    form->addRow(tr("Trade:"), m_trade);
    form->addRow(tr("Forts:"), m_forts);
    form->addRow(tr("Armies:"), m_armies);
    form->addRow(tr("Ships:"), m_ships);
    form->addRow(tr("Mode:"), m_mode);
    form->addRow(tr("Mode target:"), m_modeTarget);

    auto *neighbours = new QGroupBox(tr("Neighbours"));
    auto *nform = new QFormLayout(neighbours);
    m_landNeighbours = new QLabel;
    m_cityNeighbours = new QLabel;
    m_seaNeighbours = new QLabel;
    for (QLabel *l : {m_landNeighbours, m_cityNeighbours, m_seaNeighbours}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::RichText);
        // Tab reaches each neighbour, Enter goes there.
        l->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
        connect(l, &QLabel::linkActivated, this, &AreaPanel::areaActivated);
    }
    m_landNeighbours->setObjectName(QStringLiteral("landNeighbours"));
    m_cityNeighbours->setObjectName(QStringLiteral("cityNeighbours"));
    m_seaNeighbours->setObjectName(QStringLiteral("seaNeighbours"));
    connect(m_hinterland, &QLabel::linkActivated, this, &AreaPanel::areaActivated);
    nform->addRow(tr("Land:"), m_landNeighbours);
    nform->addRow(tr("Cities:"), m_cityNeighbours);
    nform->addRow(tr("Seas:"), m_seaNeighbours);

    // Why the last edit was refused (the game file's own message).
    m_refused = new QLabel;
    m_refused->setObjectName(QStringLiteral("editRefused"));
    m_refused->setWordWrap(true);
    m_refused->setStyleSheet(tone::css(tone::error()));
    m_refused->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_form);
    layout->addWidget(m_refused);
    layout->addWidget(neighbours);
    m_mapForm = new AreaMapForm(doc);
    layout->addWidget(m_mapForm);
    layout->addStretch(1);

    connect(m_owner, &QComboBox::activated, this, [this] {
        const QString owner = m_owner->currentData().toString();
        edit(QStringLiteral("owner"), owner.isEmpty() ? QJsonValue() : QJsonValue(owner));
    });
    connect(m_mode, &QComboBox::activated, this,
            [this] { edit(QStringLiteral("mode"), m_mode->currentData().toString()); });
    connect(m_modeTarget, &QComboBox::activated, this, [this] {
        const QString target = m_modeTarget->currentData().toString();
        edit(QStringLiteral("modeTarget"), target.isEmpty() ? QJsonValue() : QJsonValue(target));
    });

    connect(m_doc, &GameDocument::gameReset, this, &AreaPanel::reset);
    connect(m_doc->selection(), &Selection::areaSelected, this, &AreaPanel::showArea);
    connect(m_doc, &GameDocument::areaChanged, this, [this](const QString &code) {
        if (code == m_code)
            refresh();
    });
    connect(m_doc, &GameDocument::viewChanged, this, &AreaPanel::refresh);
    connect(m_doc, &GameDocument::mapChanged, this, [this] {
        if (!m_doc->game().area(m_code))
            m_code.clear();  // removed
        refresh();
    });
    reset();
}

QSpinBox *AreaPanel::spinBox(const char *name, const QString &field)
{
    QSpinBox *box = countSpinBox(name, MaxCount);
    connect(box, &QSpinBox::valueChanged, this, [this, field](int v) { edit(field, v); });
    return box;
}

void AreaPanel::edit(const QString &field, const QJsonValue &value)
{
    if (m_updating || m_code.isEmpty())
        return;
    // An edit of the game while a resolved turn is open discards that turn
    // (undoably): asked first.
    if (m_doc->hasOpenResolution()) {
        QMessageBox box(QMessageBox::Question, tr("Discard the Resolved Turn?"),
                        tr("Turn %1 has been resolved from the game as it is. Editing the game discards that "
                           "resolution; Undo (%2) brings it back.")
                            .arg(m_doc->resolution()->before.turn)
                            .arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)),
                        QMessageBox::Cancel, this);
        box.setObjectName(QStringLiteral("discardResolution"));
        QPushButton *discard = box.addButton(tr("Discard and Edit"), QMessageBox::AcceptRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != discard) {
            refresh();
            return;
        }
    }
    QString warning;
    const QString refused = m_doc->editArea(m_code, field, value, &warning);
    // Refused: the game file's reason, in red; accepted with a warning of the game file's: in amber.
    m_refused->setText(refused.isEmpty() ? warning : refused);
    m_refused->setStyleSheet(tone::css(refused.isEmpty() ? tone::warning() : tone::error()));
    m_refused->setVisible(!m_refused->text().isEmpty());
    if (!refused.isEmpty())
        refresh();  // the value the game still has
}

void AreaPanel::reset()
{
    m_code.clear();
    fillOwners();
    refresh();
}

void AreaPanel::fillOwners()
{
    m_updating = true;
    m_owner->clear();
    m_owner->addItem(tr("neutral"), QString());
    for (const Nation &n : m_doc->game().nations)
        m_owner->addItem(QStringLiteral("%1 – %2").arg(n.code, n.name), n.code);
    m_updating = false;
}

void AreaPanel::setArea(const QString &code)
{
    m_doc->selection()->selectArea(code);  // every view follows (showArea here)
}

void AreaPanel::showArea(const QString &code)
{
    m_refused->hide();
    m_code = m_doc->game().area(code) ? code : QString();
    m_mapForm->setArea(m_code);
    refresh();
}

// A count the area has, or "–" for one it cannot have (ships on land): a
// field that does not apply never shows a number left from another area.
void AreaPanel::showCount(QSpinBox *box, int value, bool applies)
{
    box->setEnabled(applies);
    // "–" stands at the minimum, so only where the field does not apply (a 0 is a 0).
    box->setSpecialValueText(applies ? QString() : QStringLiteral("–"));
    if (applies) {
        box->setRange(0, MaxCount);
        box->setValue(value);
    } else {
        box->setRange(-1, -1);
    }
}

QString AreaPanel::neighbourLinks(const QStringList &codes) const
{
    if (codes.isEmpty())
        return tr("none");
    QStringList links;
    for (const QString &c : codes) {
        const Area *a = m_doc->viewedGame().area(c);
        links << QStringLiteral("<a href=\"%1\">%1</a>").arg(c)
                     + (a && !a->name.isEmpty() ? QStringLiteral(" <span style=\"color:gray\">%1</span>").arg(a->name.toHtmlEscaped()) : QString());
    }
    return links.join(QStringLiteral(", "));
}

void AreaPanel::refresh()
{
    // The state being viewed, as every view shows it. Only the current game
    // is edited here (an edit discards an open resolution, asked first); the
    // game at a step of a replay, an accepted or an earlier turn is read-only.
    const Area *a = m_code.isEmpty() ? nullptr : m_doc->viewedGame().area(m_code);
    m_form->setEnabled(a != nullptr && m_doc->view() == GameDocument::View::Current);
    m_updating = true;
    if (!a) {
        m_title->setText(tr("No area selected"));
        for (QLabel *l : {m_codeLabel, m_kind, m_terrain, m_hinterland, m_popLimit, m_trade,
                          m_landNeighbours, m_cityNeighbours, m_seaNeighbours})
            l->clear();
        for (QSpinBox *box : {m_population, m_forts, m_armies, m_ships})
            showCount(box, 0, false);
        for (QComboBox *box : {m_owner, m_mode, m_modeTarget})
            box->setCurrentIndex(-1);
        m_updating = false;
        return;
    }
    const bool sea = a->isSea();
    m_title->setText(a->name.isEmpty() ? a->code : a->name);
    m_codeLabel->setText(a->code);
    m_kind->setText(kindText(a->kind));
    m_terrain->setText(sea ? QStringLiteral("–") : a->terrain);
    m_hinterland->setText(a->hinterland.isEmpty() ? QStringLiteral("–")
                                                   : QStringLiteral("<a href=\"%1\">%1</a>").arg(a->hinterland));
    m_owner->setCurrentIndex(std::max(0, m_owner->findData(a->owner)));
    showCount(m_population, a->population, !sea);
    m_popLimit->setText(sea ? QString() : tr("of %1").arg(a->popLimit));
    m_trade->setText(a->isCity() ? QString::number(a->trade) : QStringLiteral("–"));
    showCount(m_forts, a->forts, !sea);
    showCount(m_armies, a->armies, true);
    showCount(m_ships, a->ships, sea);
    // ENTRENCH is a mode of Empires games only (docs/rules.md §4).
    const Ruleset *rules = Ruleset::get(m_doc->viewedGame().ruleset);
    const int entrenchAt = m_mode->findData(modeName(DefenceMode::Entrench));
    if (rules && rules->feature("entrench") && entrenchAt < 0)
        m_mode->addItem(tr("entrench"), modeName(DefenceMode::Entrench));
    else if (!(rules && rules->feature("entrench")) && entrenchAt >= 0)
        m_mode->removeItem(entrenchAt);
    m_mode->setCurrentIndex(sea ? -1 : std::max(0, m_mode->findData(modeName(a->mode))));
    m_mode->setEnabled(!sea);

    const MapGraph &graph = m_doc->graph();
    m_modeTarget->clear();
    m_modeTarget->addItem(tr("none"), QString());
    for (const QString &n : graph.neighbours(a->code))
        m_modeTarget->addItem(n, n);
    if (!a->modeTarget.isEmpty() && m_modeTarget->findData(a->modeTarget) < 0)
        m_modeTarget->addItem(a->modeTarget, a->modeTarget);  // kept even when not a neighbour
    m_modeTarget->setCurrentIndex(sea ? -1 : std::max(0, m_modeTarget->findData(a->modeTarget)));
    m_modeTarget->setEnabled(!sea);

    m_landNeighbours->setText(neighbourLinks(graph.neighbours(a->code, AreaKind::Land)));
    m_cityNeighbours->setText(neighbourLinks(graph.neighbours(a->code, AreaKind::City)));
    m_seaNeighbours->setText(neighbourLinks(graph.neighbours(a->code, AreaKind::Sea)));
    m_updating = false;
}

void AreaPanel::takeFocus()
{
    m_owner->setFocus(Qt::OtherFocusReason);
}

} // namespace adj::ui
