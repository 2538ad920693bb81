#include "edit/AreaMapForm.h"

#include "document/GameDocument.h"
#include "edit/MapEdits.h"
#include "model/GameJson.h"
#include "widgets/PanelParts.h"
#include "widgets/Tones.h"
#include "widgets/UndoShortcuts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace adj::ui {

AreaMapForm::AreaMapForm(GameDocument *doc, QWidget *parent)
    : QGroupBox(tr("Map"), parent)
    , m_doc(doc)
    , m_kind(new QComboBox)
    , m_terrain(new QComboBox)
    , m_hinterland(new QComboBox)
    , m_pinned(new QCheckBox(tr("Pinned")))
    , m_refused(new QLabel)
{
    setObjectName(QStringLiteral("areaMapForm"));
    m_kind->setObjectName(QStringLiteral("kindEdit"));
    m_terrain->setObjectName(QStringLiteral("terrainEdit"));
    m_hinterland->setObjectName(QStringLiteral("hinterlandEdit"));
    m_pinned->setObjectName(QStringLiteral("pinnedEdit"));
    m_pinned->setToolTip(tr("Lay Out Automatically leaves a pinned area where it is"));
    for (QComboBox *box : {m_kind, m_terrain, m_hinterland})
        narrowComboBox(box);
    m_refused->setObjectName(QStringLiteral("mapEditRefused"));
    for (AreaKind kind : {AreaKind::Land, AreaKind::City, AreaKind::Sea})
        m_kind->addItem(kindName(kind), kindName(kind));
    m_terrain->addItems(terrainNames());
    m_popLimit = numberBox("popLimitEdit", QStringLiteral("popLimit"));
    m_trade = numberBox("tradeEdit", QStringLiteral("trade"));
    m_refused->setWordWrap(true);
    m_refused->setStyleSheet(tone::css(tone::error()));
    m_refused->hide();

    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Kind:"), m_kind);
    form->addRow(tr("Terrain:"), m_terrain);
    form->addRow(tr("Population limit:"), m_popLimit);
    form->addRow(tr("Trade:"), m_trade);
    form->addRow(tr("Hinterland:"), m_hinterland);
    form->addRow(m_pinned);
    form->addRow(m_refused);

    connect(m_kind, &QComboBox::activated, this,
            [this] { editMapField(QStringLiteral("kind"), m_kind->currentData().toString()); });
    connect(m_terrain, &QComboBox::activated, this,
            [this] { editMapField(QStringLiteral("terrain"), m_terrain->currentText()); });
    connect(m_hinterland, &QComboBox::activated, this,
            [this] { editMapField(QStringLiteral("hinterland"), m_hinterland->currentData().toString()); });
    connect(m_pinned, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_updating && !m_code.isEmpty())
            m_doc->setPinned(m_code, on);
    });
    connect(m_doc, &GameDocument::gameReset, this, [this] { setArea(QString()); });
    connect(m_doc, &GameDocument::mapChanged, this, &AreaMapForm::refresh);
    connect(m_doc, &GameDocument::pinsChanged, this, &AreaMapForm::refresh);
    connect(m_doc, &GameDocument::viewChanged, this, &AreaMapForm::refresh);
    connect(m_doc, &GameDocument::areaChanged, this, [this](const QString &code) {
        if (code == m_code)
            refresh();
    });
    refresh();
}

QSpinBox *AreaMapForm::numberBox(const char *name, const QString &field)
{
    QSpinBox *box = countSpinBox(name, 9999);
    connect(box, &QSpinBox::valueChanged, this, [this, field](int v) { editNumber(field, v); });
    return box;
}

void AreaMapForm::setArea(const QString &code)
{
    m_code = m_doc->game().area(code) ? code : QString();
    m_refused->hide();
    refresh();
}

void AreaMapForm::show(const QString &refused)
{
    m_refused->setText(refused);
    m_refused->setVisible(!refused.isEmpty());
    if (!refused.isEmpty())
        refresh();  // the values the game still has
}

void AreaMapForm::editMapField(const QString &field, const QJsonValue &value)
{
    if (!m_updating && !m_code.isEmpty())
        show(setAreaMapField(m_doc, m_code, field, value));
}

void AreaMapForm::editNumber(const QString &field, int value)
{
    if (m_updating || m_code.isEmpty())
        return;
    const QString refusal = m_doc->mapEditRefusal();
    show(refusal.isEmpty() ? m_doc->editArea(m_code, field, value) : refusal);
}

void AreaMapForm::fillHinterlands(const QString &code, const QString &current)
{
    m_hinterland->clear();
    m_hinterland->addItem(tr("none"), QString());
    for (const QString &n : m_doc->graph().neighbours(code, AreaKind::Land))
        m_hinterland->addItem(n, n);
    if (!current.isEmpty() && m_hinterland->findData(current) < 0)
        m_hinterland->addItem(current, current);
    m_hinterland->setCurrentIndex(std::max(0, m_hinterland->findData(current)));
}

void AreaMapForm::refresh()
{
    if (!m_code.isEmpty() && !m_doc->game().area(m_code))
        m_code.clear();  // removed
    const Area *a = m_code.isEmpty() ? nullptr : m_doc->viewedGame().area(m_code);
    setEnabled(a && m_doc->mapEditRefusal().isEmpty());
    m_updating = true;
    m_kind->setCurrentIndex(a ? m_kind->findData(kindName(a->kind)) : -1);
    m_terrain->setCurrentIndex(a && !a->isSea() ? m_terrain->findText(a->terrain) : -1);
    m_terrain->setEnabled(a && !a->isSea());
    m_popLimit->setValue(a ? a->popLimit : 0);
    m_popLimit->setEnabled(a && !a->isSea());
    m_trade->setValue(a ? a->trade : 0);
    m_trade->setEnabled(a && a->isCity());
    fillHinterlands(m_code, a ? a->hinterland : QString());
    m_hinterland->setEnabled(a && a->isCity());
    m_pinned->setChecked(a && m_doc->isPinned(m_code));
    m_updating = false;
}

} // namespace adj::ui
