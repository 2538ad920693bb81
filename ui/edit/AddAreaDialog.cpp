#include "edit/AddAreaDialog.h"

#include "model/GameJson.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>

namespace adj::ui {

AddAreaDialog::AddAreaDialog(const Game &game, QWidget *parent)
    : QDialog(parent)
    , m_code(new QLineEdit)
    , m_name(new QLineEdit)
    , m_kind(new QComboBox)
    , m_terrain(new QComboBox)
{
    setWindowTitle(tr("Add Area"));
    m_code->setObjectName(QStringLiteral("areaCodeEdit"));
    m_code->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z0-9]{0,3}")), this));
    m_code->setPlaceholderText(tr("three letters or digits"));
    // Room for the hint whole, and for a name of a few words.
    m_code->setMinimumWidth(m_code->fontMetrics().horizontalAdvance(m_code->placeholderText()) + 24);
    setMinimumWidth(m_code->minimumWidth() * 2);
    m_name->setObjectName(QStringLiteral("areaNameEdit"));
    m_kind->setObjectName(QStringLiteral("areaKindEdit"));
    m_kind->addItem(tr("land"), kindName(AreaKind::Land));
    m_kind->addItem(tr("city"), kindName(AreaKind::City));
    m_kind->addItem(tr("sea"), kindName(AreaKind::Sea));
    m_terrain->addItems(terrainNames());
    connect(m_kind, &QComboBox::currentIndexChanged, this,
            [this] { m_terrain->setEnabled(m_kind->currentData().toString() != kindName(AreaKind::Sea)); });

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
    ok->setEnabled(false);
    connect(m_code, &QLineEdit::textChanged, this, [ok, &game](const QString &text) {
        ok->setEnabled(text.size() == 3 && !game.area(text.toUpper()));
    });

    auto *form = new QFormLayout(this);
    form->addRow(tr("Code:"), m_code);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Kind:"), m_kind);
    form->addRow(tr("Terrain:"), m_terrain);
    form->addRow(buttons);
}

Area AddAreaDialog::area() const
{
    Area a;
    a.code = m_code->text().toUpper();
    a.name = m_name->text().trimmed();
    a.kind = kindFromName(m_kind->currentData().toString()).value_or(AreaKind::Land);
    if (!a.isSea())
        a.terrain = m_terrain->currentText();
    return a;
}

} // namespace adj::ui
