#include "whatif/WhatIfDialog.h"

#include "document/GameDocument.h"
#include "orders/OrdersPanel.h"

#include "language/Language.h"
#include "model/GameJson.h"
#include "orders/Orders.h"
#include "report/WhatIfText.h"
#include "rules/WhatIf.h"
#include "ruleset/Ruleset.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace adj::ui {

namespace {

QString valueText(const QJsonValue &v)
{
    return v.isString() ? v.toString() : QString::fromUtf8(inlineJson(v));
}

} // namespace

WhatIfDialog::WhatIfDialog(GameDocument *doc, QWidget *parent)
    : QDialog(parent), m_doc(doc)
{
    setObjectName(QStringLiteral("whatIfDialog"));
    setWindowTitle(tr("What If"));
    const Game &game = m_doc->game();
    const Ruleset *rules = Ruleset::get(game.ruleset);

    m_key = new QComboBox;
    m_key->setObjectName(QStringLiteral("whatIfKey"));
    m_key->addItem(tr("(no rule change: only the orders below)"), QString());
    if (rules) {
        const Options options(*rules, game.options);
        QStringList keys = rules->defaults.keys();
        keys.sort();
        for (const QString &k : keys)
            m_key->addItem(tr("%1 (now %2)").arg(k, valueText(options.value(k))), k);
    }
    m_value = new QComboBox;
    m_value->setObjectName(QStringLiteral("whatIfValue"));
    m_value->setEditable(true);
    connect(m_key, &QComboBox::currentIndexChanged, this, &WhatIfDialog::fillValues);

    m_orders = new QPlainTextEdit(m_doc->ordersText());
    m_orders->setObjectName(QStringLiteral("whatIfOrders"));
    m_orders->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_orders->setToolTip(tr("The orders of side b: change a line to see what it would have given"));

    m_summary = new QLabel(tr("Choose a rule reading or change an order, then Compare."));
    m_summary->setObjectName(QStringLiteral("whatIfSummary"));
    m_summary->setWordWrap(true);
    m_result = new QPlainTextEdit;
    m_result->setObjectName(QStringLiteral("whatIfResult"));
    m_result->setReadOnly(true);
    m_result->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_result->setLineWrapMode(QPlainTextEdit::NoWrap);

    auto *form = new QFormLayout;
    form->addRow(tr("Rule choice:"), m_key);
    form->addRow(tr("Value in b:"), m_value);
    form->addRow(tr("Orders in b:"), m_orders);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *run = buttons->addButton(tr("&Compare"), QDialogButtonBox::ActionRole);
    run->setObjectName(QStringLiteral("whatIfCompare"));
    run->setDefault(true);
    QPushButton *copy = buttons->addButton(tr("Copy as &Text"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("whatIfCopy"));
    connect(run, &QPushButton::clicked, this, &WhatIfDialog::compare);
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(result()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_result, 2);
    layout->addWidget(buttons);
    resize(900, 640);
    fillValues();
}

// The choices of the key: the ruleset's list, true/false, or the number now.
void WhatIfDialog::fillValues()
{
    m_value->clear();
    const QString key = m_key->currentData().toString();
    m_value->setEnabled(!key.isEmpty());
    const Ruleset *rules = Ruleset::get(m_doc->game().ruleset);
    if (key.isEmpty() || !rules)
        return;
    const QJsonValue now = Options(*rules, m_doc->game().options).value(key);
    const QJsonArray allowed = rules->optionValues.value(key).toArray();
    for (const QJsonValue &v : allowed)
        if (v != now)
            m_value->addItem(valueText(v));
    if (now.isBool())
        m_value->addItem(now.toBool() ? QStringLiteral("false") : QStringLiteral("true"));
    else if (allowed.isEmpty())
        m_value->setEditText(valueText(now));
}

void WhatIfDialog::compare()
{
    const Game &game = m_doc->game();
    const Ruleset *rules = Ruleset::get(game.ruleset);
    if (!rules)
        return;
    QJsonObject changes;
    if (const QString key = m_key->currentData().toString(); !key.isEmpty())
        changes.insert(key, optionValueFromText(m_value->currentText().trimmed()));
    Problems problems;
    const std::optional<Game> changed = withOptions(game, changes, problems);
    if (!changed) {
        QStringList why;
        for (const Problem &p : problems)
            why.append(p.translated());
        m_summary->setText(tr("This value cannot be used: %1").arg(why.join(QStringLiteral("; "))));
        m_result->clear();
        return;
    }
    // The same parse as the Orders panel's Resolve; bad lines become failed actions.
    const QList<Order> a = parseOrders(m_doc->ordersText(), OrdersPanel::textName(), game, *rules).orders;
    const QList<Order> b = parseOrders(m_orders->toPlainText(), OrdersPanel::textName(), *changed, *rules).orders;
    const Comparison c = compareResolutions(resolveTurn(game, a), resolveTurn(*changed, b));
    // The comparison is text to copy into a reply: in the game's report language (issue 17).
    const Language language = languageOf(game);
    m_result->setPlainText(comparisonText(c, changes, Options(*rules, game.options), language.lang()));
    m_summary->setText(!c.firstDifference
                           ? tr("Nothing differs: this reading gives the same turn.")
                           : tr("First difference at step %1; %n step(s) differ", nullptr, int(c.steps.size())).arg(*c.firstDifference)
                                 + tr(", %n difference(s) in the next turn.", nullptr, int(c.state.size())));
}

QString WhatIfDialog::result() const
{
    return m_result->toPlainText();
}

} // namespace adj::ui
