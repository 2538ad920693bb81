#include "whatif/WhatIfDialog.h"

#include "document/GameDocument.h"
#include "language/Language.h"
#include "report/WhatIfWords.h"
#include "rules/WhatIf.h"
#include "ruleset/Ruleset.h"
#include "turn/TurnRecord.h"
#include "whatif/DifferenceTable.h"
#include "whatif/RuleChoice.h"
#include "widgets/ScreenFit.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace adj::ui {

WhatIfDialog::WhatIfDialog(GameDocument *doc, QWidget *parent)
    : QDialog(parent), m_doc(doc)
{
    setObjectName(QStringLiteral("whatIfDialog"));
    setWindowTitle(tr("What If"));
    const Game &game = m_doc->game();

    m_choice = new RuleChoice(game, tr("(no rule change: only the orders below)"), this);
    m_key = m_choice->key();
    m_key->setObjectName(QStringLiteral("whatIfKey"));
    m_value = m_choice->value();
    m_value->setObjectName(QStringLiteral("whatIfValue"));

    m_orders = new QPlainTextEdit(m_doc->ordersText());
    m_orders->setObjectName(QStringLiteral("whatIfOrders"));
    m_orders->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_orders->setToolTip(tr("The orders of the other reading: change a line to see what it would have given"));

    m_summary = new QLabel(tr("Choose a rule reading or change an order, then Compare."));
    m_summary->setObjectName(QStringLiteral("whatIfSummary"));
    m_summary->setWordWrap(true);
    m_reading = new QLabel;
    m_reading->setObjectName(QStringLiteral("whatIfReading"));
    m_reading->setWordWrap(true);
    m_steps = new QPlainTextEdit;
    m_steps->setObjectName(QStringLiteral("whatIfSteps"));
    m_steps->setAccessibleName(tr("Steps that differ"));
    m_steps->setReadOnly(true);
    m_steps->setToolTip(tr("Each step that differs, as resolved and the other way"));
    m_state = new DifferenceTable(QStringLiteral("whatIfState"));
    m_state->setToolTip(tr("What differs in the next turn's game"));

    auto *form = new QFormLayout;
    form->addRow(tr("Rule choice:"), m_key);
    form->addRow(tr("Other reading:"), m_value);
    form->addRow(tr("Other orders:"), m_orders);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *run = buttons->addButton(tr("&Compare"), QDialogButtonBox::ActionRole);
    run->setObjectName(QStringLiteral("whatIfCompare"));
    run->setDefault(true);
    QPushButton *copy = buttons->addButton(tr("Copy as &Text"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("whatIfCopy"));
    copy->setToolTip(tr("The comparison as text for a reply, in the game's report language"));
    connect(run, &QPushButton::clicked, this, &WhatIfDialog::compare);
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(result()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_reading);
    layout->addWidget(m_steps, 1);
    layout->addWidget(m_state, 1);
    layout->addWidget(buttons);
    resizeWithinScreen(this, {900, 700});
}

void WhatIfDialog::clearResult()
{
    m_reading->clear();
    m_steps->clear();
    m_state->setRowCount(0);
    m_state->hide();
    m_text.clear();
}

void WhatIfDialog::compare()
{
    const Game &game = m_doc->game();
    const Ruleset *rules = Ruleset::get(game.ruleset);
    if (!rules)
        return;
    const QJsonObject changes = m_choice->changes();
    Problems problems;
    const std::optional<Game> changed = withOptions(game, changes, problems);
    if (!changed) {
        QStringList why;
        for (const Problem &p : problems)
            why.append(p.translated());
        m_summary->setText(tr("This value cannot be used: %1").arg(why.join(QStringLiteral("; "))));
        clearResult();
        return;
    }
    // The document's checked orders, as Resolve reads them; the orders edited
    // here are checked on their own. Bad lines become failed actions.
    const QString orders = m_orders->toPlainText();
    const bool ordersChanged = orders != m_doc->ordersText();
    const CheckedOrders &a = m_doc->checkedOrders();
    const CheckedOrders b = ordersChanged ? checkOrders(orders, turnOrdersName(), *changed, m_doc->graph()) : a;
    const Comparison c = compareResolutions(*resolveChecked(game, a), *resolveChecked(*changed, b));
    const Options options(*rules, game.options);

    const AlsoDiffers also = ordersChanged ? AlsoDiffers::Orders : AlsoDiffers::Nothing;
    const WhatIfWords shown = comparisonWords(c, game, changes, options, also, Lang::Translated);
    m_summary->setText(shown.summary);
    m_reading->setText(shown.reading);
    m_steps->setPlainText(shown.steps.join(QStringLiteral("\n\n")));
    m_state->showRows(shown.columns, shown.state);
    // The text to copy is for a reply: in the game's report language.
    const Language language = languageOf(game);
    m_text = comparisonWords(c, game, changes, options, also, language.lang()).toText();
}

} // namespace adj::ui
