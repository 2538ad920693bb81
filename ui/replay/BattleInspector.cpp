#include "replay/BattleInspector.h"

#include "widgets/Tones.h"

#include "io/CoreText.h"

#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QShortcut>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace adj::ui {

namespace {

constexpr int Margin = 6;
constexpr int Gap = 14;
constexpr int BarHeight = 18;
constexpr int Swatch = 14;

// The parts, each in words with its number, in its plural.
BattleSides::Part ships(int n) { return {BattleInspector::tr("%n ship(s)", nullptr, n), n}; }
BattleSides::Part armies(int n) { return {BattleInspector::tr("%n army(-ies)", nullptr, n), n}; }
BattleSides::Part aboard(int n) { return {BattleInspector::tr("%n army(-ies) aboard", nullptr, n), n}; }

// The height of `text` wrapped at `width`.
int wrappedHeight(const QFontMetrics &fm, int width, const QString &text)
{
    return fm.boundingRect(QRect(0, 0, std::max(width, 1), 100000), Qt::AlignLeft | Qt::TextWordWrap, text).height();
}

// What each side brings, split into its parts (docs/rules.md §3), with its
// strength as the battle record counted it.
BattleSides::Side attackerSide(const Battle &b, const NationColours &colours, const BattleExplanation &e)
{
    BattleSides::Side s;
    s.code = b.attacker;
    s.colour = colours.colour(b.attacker);
    s.brings = e.attackerBrings;
    s.strength = b.attackStrength;
    if (b.kind == u"sea") {
        s.parts = {ships(b.seaborneShips), aboard(b.attackers)};
    } else {
        s.parts = {armies(b.attackers)};
        if (b.seaborneShips)
            s.parts.append(ships(b.seaborneShips));
    }
    return s;
}

BattleSides::Side defenderSide(const Battle &b, const NationColours &colours, const BattleExplanation &e)
{
    BattleSides::Side s;
    s.code = b.defender.isEmpty() ? BattleInspector::tr("neutral %1").arg(b.to) : b.defender;
    s.colour = colours.colour(b.defender);
    s.brings = e.defenderBrings;
    s.strength = b.defenceStrength;
    if (b.kind == u"sea") {
        s.parts = {ships(b.defendingShips), aboard(b.defendingArmies)};
    } else {
        s.parts = {armies(b.defendingArmies), {BattleInspector::tr("%1 population").arg(b.population), b.population},
                   {BattleInspector::tr("%n fort(s)", nullptr, b.forts), b.forts}};
        if (b.cityBonus)
            s.parts.append({BattleInspector::tr("city bonus %1").arg(b.cityBonus), b.cityBonus});
    }
    return s;
}

} // namespace

// ---- BattleSides ----

BattleSides::BattleSides(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("battleSides"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void BattleSides::setSides(const Side &attacker, const Side &defender)
{
    m_attacker = attacker;
    m_defender = defender;
    keepTextRoom();
    update();
}

// The height the words need at this width as the least the layout may give
// (a scroll area around the inspector lays out by minimum sizes).
void BattleSides::keepTextRoom()
{
    setMinimumHeight(heightForWidth(width()));
    updateGeometry();
}

void BattleSides::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (minimumHeight() != heightForWidth(width()))
        keepTextRoom();
}

QString BattleSides::partsText(const Side &side)
{
    QStringList words;
    for (const Part &part : side.parts)
        if (part.value > 0)
            words << part.words;
    return words.isEmpty() ? tr("nothing") : words.join(QStringLiteral(" + "));
}

int BattleSides::columnWidth(int width)
{
    return (width - 2 * Margin - Gap) / 2;
}

int BattleSides::heightForWidth(int width) const
{
    const QFontMetrics fm(font());
    const int column = columnWidth(width);
    // Code line, the words wrapped, the bar, the parts wrapped under it: the taller side's.
    const int words = std::max(wrappedHeight(fm, column, m_attacker.brings), wrappedHeight(fm, column, m_defender.brings));
    const int parts = std::max(wrappedHeight(fm, column, partsText(m_attacker)), wrappedHeight(fm, column, partsText(m_defender)));
    return 2 * Margin + fm.height() + 4 + std::max(words, fm.lineSpacing()) + 4 + BarHeight + 2 + parts;
}

QSize BattleSides::sizeHint() const
{
    return {360, heightForWidth(360)};
}

QSize BattleSides::minimumSizeHint() const
{
    return {240, heightForWidth(240)};
}

void BattleSides::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm(font());
    const int columnWidth = BattleSides::columnWidth(width());
    const int strongest = std::max({m_attacker.strength, m_defender.strength, 1});
    QFont bold = font();
    bold.setBold(true);

    auto drawSide = [&](const Side &side, int x, const QString &role) {
        int y = Margin;
        // Colour and code.
        p.setPen(side.colour.darker(160));
        p.setBrush(side.colour);
        p.drawRoundedRect(QRectF(x + 0.5, y + (fm.height() - Swatch) / 2.0 + 0.5, Swatch, Swatch), 3, 3);
        p.setFont(bold);
        p.setPen(palette().color(QPalette::WindowText));
        const int codeX = x + Swatch + 6;
        p.drawText(QRect(codeX, y, columnWidth - Swatch - 6, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   QStringLiteral("%1  ").arg(side.code));
        const int codeWidth = QFontMetrics(bold).horizontalAdvance(side.code + QStringLiteral("  "));
        // The side's role, smaller, where there is room after the code.
        QFont small = font();
        small.setPointSizeF(font().pointSizeF() * 0.85);
        p.setFont(small);
        p.setPen(palette().color(QPalette::PlaceholderText));
        const int roomLeft = columnWidth - Swatch - 6 - codeWidth;
        p.drawText(QRect(codeX + codeWidth, y, roomLeft, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetrics(small).elidedText(role, Qt::ElideRight, roomLeft));
        p.setFont(font());
        y += fm.height() + 4;
        // What it brings, in explainBattle's words.
        p.setPen(palette().color(QPalette::WindowText));
        const int wordsHeight = std::max(wrappedHeight(fm, columnWidth, m_attacker.brings),
                                         wrappedHeight(fm, columnWidth, m_defender.brings));
        p.drawText(QRect(x, y, columnWidth, wordsHeight), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, side.brings);
        y += std::max(wordsHeight, fm.lineSpacing()) + 4;
        // The bar: as long as the side's strength against the stronger side's.
        const int numberWidth = fm.horizontalAdvance(QStringLiteral("0000"));
        const qreal full = columnWidth - numberWidth - 4;
        p.setPen(Qt::NoPen);
        p.setBrush(palette().color(QPalette::AlternateBase));
        p.drawRect(QRectF(x, y, full, BarHeight));
        qreal bx = x;
        for (int i = 0; i < side.parts.size(); ++i) {
            const Part &part = side.parts[i];
            if (part.value <= 0)
                continue;
            const qreal w = full * part.value / strongest;
            QColor c = side.colour;
            c = i % 2 ? c.lighter(125) : c.darker(108);
            p.setBrush(c);
            p.setPen(QPen(side.colour.darker(170), 1));
            p.drawRect(QRectF(bx, y, w, BarHeight));
            const QString number = QString::number(part.value);
            if (fm.horizontalAdvance(number) + 4 < w) {
                p.setPen(NationColours::textOn(c));
                p.drawText(QRectF(bx, y, w, BarHeight), Qt::AlignCenter, number);
            }
            bx += w;
        }
        p.setPen(palette().color(QPalette::WindowText));
        p.setFont(bold);
        p.drawText(QRectF(x + full + 4, y, numberWidth, BarHeight), Qt::AlignLeft | Qt::AlignVCenter,
                   QString::number(side.strength));
        p.setFont(font());
        y += BarHeight + 2;
        p.setPen(palette().color(QPalette::PlaceholderText));
        const QString parts = partsText(side);
        p.drawText(QRect(x, y, columnWidth, wrappedHeight(fm, columnWidth, parts)), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                   parts);
    };
    drawSide(m_attacker, Margin, tr("attacker"));
    drawSide(m_defender, Margin + columnWidth + Gap, tr("defender"));
    // A thin line between the two sides.
    p.setPen(palette().color(QPalette::Mid));
    const int mid = Margin + columnWidth + Gap / 2;
    p.drawLine(mid, Margin, mid, height() - Margin);
}

// ---- BattleInspector ----

BattleInspector::BattleInspector(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel)
    , m_sides(new BattleSides)
    , m_text(new QTextBrowser)
    , m_stages(new QButtonGroup(this))
    , m_copy(new QPushButton(tr("Copy as Text")))
{
    setObjectName(QStringLiteral("battleInspector"));
    setAccessibleName(tr("Battle inspector"));  // its own name: in a scroll area, no tab names it
    setFocusPolicy(Qt::StrongFocus);
    m_title->setObjectName(QStringLiteral("battleTitle"));
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::RichText);
    m_text->setObjectName(QStringLiteral("battleText"));
    m_text->setAccessibleName(tr("The battle explained"));
    m_text->setOpenLinks(false);
    m_text->document()->setDocumentMargin(6);
    m_copy->setObjectName(QStringLiteral("battleCopy"));
    m_copy->setToolTip(tr("Put the whole explanation on the clipboard as plain text, for a reply to a player (%1)")
                           .arg(QKeySequence(QKeySequence::Copy).toString(QKeySequence::NativeText)));
    connect(m_copy, &QPushButton::clicked, this, &BattleInspector::copyToClipboard);

    // Ctrl+C anywhere in the inspector: a selection in the text if there is
    // one, otherwise the whole explanation.
    auto *copy = new QShortcut(QKeySequence::Copy, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(copy, &QShortcut::activated, this, [this] {
        if (m_text->hasFocus() && m_text->textCursor().hasSelection())
            m_text->copy();
        else
            copyToClipboard();
    });

    auto *stages = new QHBoxLayout;
    stages->setSpacing(0);
    auto *stageLabel = new QLabel(tr("On the map:"));
    stages->addWidget(stageLabel);
    stages->addSpacing(6);
    const QList<QPair<Stage, QString>> names = {
        {Before, tr("Before")}, {Losses, tr("Losses")}, {After, tr("After")}};
    for (const auto &[stage, name] : names) {
        auto *b = new QToolButton;
        b->setText(name);
        b->setCheckable(true);
        b->setObjectName(QStringLiteral("battleStage%1").arg(int(stage)));
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        m_stages->addButton(b, int(stage));
        stages->addWidget(b);
    }
    m_stages->button(int(Before))->setToolTip(tr("The map as it was before the battle"));
    m_stages->button(int(Losses))->setToolTip(tr("The map with each side's losses taken where it stood"));
    m_stages->button(int(After))->setToolTip(tr("The map after the battle and its move"));
    m_stages->setExclusive(true);
    m_stages->button(int(After))->setChecked(true);
    connect(m_stages, &QButtonGroup::idClicked, this, [this](int id) { setStage(Stage(id)); });
    stages->addStretch(1);
    // Under the explanation: the row above keeps its room in a narrow dock.
    auto *copyRow = new QHBoxLayout;
    copyRow->addStretch(1);
    copyRow->addWidget(m_copy);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_title);
    layout->addWidget(m_sides);
    layout->addLayout(stages);
    layout->addWidget(m_text, 1);
    layout->addLayout(copyRow);
    setBattle(std::nullopt, {});
}

QAbstractButton *BattleInspector::stageButton(Stage stage) const
{
    return m_stages->button(int(stage));
}

void BattleInspector::setBattle(const std::optional<Battle> &battle, const NationColours &colours)
{
    m_battle = battle;
    m_stage = After;
    m_stages->button(int(After))->setChecked(true);
    if (!battle) {
        m_explanation = {};
        m_title->clear();
        m_sides->setSides({}, {});
        m_text->clear();
        return;
    }
    const Battle &b = *battle;
    m_explanation = explainBattle(b, Lang::Translated);
    const BattleExplanation &e = m_explanation;
    const QString verdict = b.won ? tr("won by the attacker") : tr("beaten off");
    const QString verdictColour = (b.won ? tone::done() : tone::error()).name();
    m_title->setText(QStringLiteral("<b>%1</b> &nbsp;<span style='color: %2'>%3</span>")
                         .arg(e.title.toHtmlEscaped(), verdictColour, verdict.toHtmlEscaped()));
    m_sides->setSides(attackerSide(b, colours, e), defenderSide(b, colours, e));

    // The rounds as arithmetic, the ending and the rules: explainBattle's lines.
    QString h;
    for (const QString &line : e.before)
        h += QStringLiteral("<p style='margin: 0 0 4px 0'>%1</p>").arg(line.toHtmlEscaped());
    for (int i = 0; i < e.rounds.size(); ++i) {
        const BattleExplanation::RoundText &r = e.rounds[i];
        h += QStringLiteral("<p style='margin: 4px 0 0 0'><b>%1</b> %2</p>")
                 .arg(tr("Round %1:").arg(i + 1).toHtmlEscaped(), r.strengths.toHtmlEscaped());
        h += QStringLiteral("<p style='margin: 0 0 0 14px'>%1</p><p style='margin: 0 0 0 14px'>%2</p>")
                 .arg(r.defenderLoss.toHtmlEscaped(), r.attackerLoss.toHtmlEscaped());
    }
    if (e.rounds.isEmpty())
        h += QStringLiteral("<p style='margin: 4px 0 0 0; %2'>%1</p>").arg(tr("No round was fought.").toHtmlEscaped(), tone::css(tone::muted()));
    h += QStringLiteral("<p style='margin: 6px 0 0 0'><b style='color: %1'>%2</b></p>").arg(verdictColour, e.ending.toHtmlEscaped());
    if (!e.rules.isEmpty()) {
        h += QStringLiteral("<p style='margin: 6px 0 0 0; %2'>%1</p>").arg(tr("Rules and rule choices:").toHtmlEscaped(), tone::css(tone::muted()));
        // The moderator sees the choices as the step log names them too.
        for (const QString &line : e.rules + e.choices)
            h += QStringLiteral("<p style='margin: 0 0 0 14px; %2'>%1</p>").arg(line.toHtmlEscaped(), tone::css(tone::muted()));
    }
    m_text->setHtml(h);
}

QString BattleInspector::text() const
{
    return m_battle ? m_explanation.toText() : QString();
}

QString BattleInspector::shownText() const
{
    return m_text->toPlainText();
}

void BattleInspector::copyToClipboard()
{
    if (m_battle)
        QApplication::clipboard()->setText(text());
}

void BattleInspector::setStage(Stage stage)
{
    if (QAbstractButton *b = m_stages->button(int(stage)); b && !b->isChecked())
        b->setChecked(true);
    if (stage == m_stage)
        return;
    m_stage = stage;
    emit stageChanged(stage);
}

} // namespace adj::ui
