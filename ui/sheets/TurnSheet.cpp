#include "sheets/TurnSheet.h"

#include "model/Holdings.h"
#include "report/Report.h"
#include "ruleset/Ruleset.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <numeric>

namespace adj::ui {

namespace {

struct TurnSheetTr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::TurnSheet)
};

// Everything is laid out in points; the painter is scaled to the device.
const QColor Ink(0x1d, 0x1d, 0x1f);
const QColor Grey(0x5f, 0x63, 0x68);
const QColor Rule(0x8a, 0x90, 0x96);
const QColor Faint(0xc9, 0xcd, 0xd1);
const QColor Shade(0xf0, 0xf2, 0xf4);
const QColor Accent(0x1f, 0x4e, 0x8c);
constexpr qreal Gap = 12;
constexpr qreal FooterHeight = 14;
constexpr qreal RowHeight = 12.5;        // holdings table
constexpr qreal OrderRowHeight = 21;
constexpr qreal MinMessagesHeight = 72;

QFont sheetFont(int size, bool bold = false)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    f.setPixelSize(size);  // pixels of the scaled painter = points
    f.setBold(bold);
    f.setHintingPreference(QFont::PreferNoHinting);
    // No ligatures: text copied from the PDF (names, codes) stays plain letters.
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

void drawText(QPainter &p, const QRectF &r, int flags, const QString &text, const QFont &font, const QColor &colour)
{
    p.setFont(font);
    p.setPen(colour);
    p.drawText(r, flags, QFontMetricsF(font).elidedText(text, Qt::ElideRight, r.width()));
}

// A section title: small capitals in the accent colour over a thin rule.
qreal sectionTitle(QPainter &p, const QRectF &box, const QString &title, const QString &hint = {})
{
    const QFont f = sheetFont(9, true);
    const qreal h = QFontMetricsF(f).height() + 3;
    const QRectF r(box.left(), box.top(), box.width(), h);
    if (!hint.isEmpty())
        drawText(p, r, Qt::AlignRight | Qt::AlignVCenter, hint, sheetFont(7), Grey);
    drawText(p, r, Qt::AlignLeft | Qt::AlignVCenter, title.toUpper(), f, Accent);
    p.setPen(QPen(Accent, 0.8));
    p.drawLine(QPointF(box.left(), r.bottom()), QPointF(box.right(), r.bottom()));
    return h + 3;
}

QString areaTerrain(const Area &a, Lang lang)
{
    if (a.isSea())
        return coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "sea"));
    const QString terrain = reportWord(lang, a.terrain);
    return a.isCity() ? coreWord(lang, QT_TRANSLATE_NOOP("adj::Core", "city, %1")).arg(terrain) : terrain;
}

QString areaMode(const Area &a, Lang lang)
{
    if (a.isSea())
        return QString();
    const QString mode = reportWord(lang, modeName(a.mode));
    return a.modeTarget.isEmpty() ? mode : QStringLiteral("%1 %2").arg(mode, a.modeTarget);
}

struct Column {
    QString title;
    qreal weight;           // width in points
    Qt::Alignment align;
};

} // namespace

TurnSheet::TurnSheet(const Game &game)
    : m_game(game)
    , m_language(languageOf(game))
    , m_lang(m_language.lang())
{
    m_game.reindex();
    const Ruleset *rules = Ruleset::get(game.ruleset);
    m_rulesTitle = rules ? rules->title : game.ruleset;
    // 16 numbered actions (DA §1.8); a ruleset without them (AP) still gets 16 lines.
    m_lines = rules && rules->actionsPerTurn > 0 ? rules->actionsPerTurn : 16;
}

QStringList TurnSheet::nations() const
{
    QStringList codes;
    for (const Nation &n : m_game.nations)
        codes.append(n.code);
    return codes;
}

QString TurnSheet::print(QPagedPaintDevice *device, const QStringList &wanted) const
{
    const QStringList codes = wanted.isEmpty() ? nations() : wanted;
    if (codes.isEmpty())
        return TurnSheetTr::tr("The game has no nations, so there are no turn sheets to print.");
    for (const QString &code : codes)
        if (!m_game.nation(code))
            return TurnSheetTr::tr("Unknown nation \"%1\".").arg(code);
    QPainter p;
    if (!p.begin(device))
        return TurnSheetTr::tr("Cannot paint on the printer or file.");
    // Points to device pixels.
    const qreal sx = device->logicalDpiX() / 72.0, sy = device->logicalDpiY() / 72.0;
    const QRectF page(0, 0, device->width() / sx, device->height() / sy);
    for (int i = 0; i < codes.size(); ++i) {
        if (i > 0 && !device->newPage()) {
            p.end();
            return TurnSheetTr::tr("Cannot start page %1.").arg(i + 1);
        }
        p.save();
        p.scale(sx, sy);
        paintSheet(p, page, *m_game.nation(codes[i]), i + 1, int(codes.size()));
        p.restore();
    }
    return p.end() ? QString() : TurnSheetTr::tr("Painting the turn sheets failed.");
}

void TurnSheet::paintSheet(QPainter &p, const QRectF &page, const Nation &n, int pageNumber, int pageCount) const
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QRectF body = page.adjusted(0, 0, 0, -FooterHeight - 4);
    qreal y = body.top();
    y += paintHeader(p, body, n) + Gap;
    // The holdings take what the orders and the smallest messages box leave.
    const QRectF holdings(body.left(), y, body.width(), body.bottom() - y - ordersHeight() - MinMessagesHeight - 2 * Gap);
    y += paintHoldings(p, holdings, n) + Gap;
    y += paintOrders(p, QRectF(body.left(), y, body.width(), ordersHeight())) + Gap;
    paintMessages(p, QRectF(body.left(), y, body.width(), body.bottom() - y));
    paintFooter(p, page, n, pageNumber, pageCount);
    p.restore();
}

qreal TurnSheet::paintHeader(QPainter &p, const QRectF &page, const Nation &n) const
{
    constexpr qreal Height = 56;
    // Two boxes on the right: the turn and the nation's code, large.
    const QFont label = sheetFont(7, true), value = sheetFont(24, true);
    auto box = [&](const QRectF &r, const QString &title, const QString &text, bool strong) {
        p.setPen(QPen(strong ? Ink : Rule, strong ? 1.6 : 1.0));
        p.setBrush(strong ? QColor(Qt::white) : Shade);
        p.drawRoundedRect(r, 3, 3);
        drawText(p, r.adjusted(0, 4, 0, 0), Qt::AlignHCenter | Qt::AlignTop, title, label, Grey);
        drawText(p, r.adjusted(2, 12, -2, 0), Qt::AlignCenter, text, value, Ink);
    };
    const QRectF nationBox(page.right() - 92, page.top(), 92, Height);
    const QRectF turnBox(nationBox.left() - 8 - 62, page.top(), 62, Height);
    box(nationBox, word(QT_TRANSLATE_NOOP("adj::Core", "NATION")), n.code, true);
    box(turnBox, word(QT_TRANSLATE_NOOP("adj::Core", "TURN")), QString::number(m_game.turn), false);

    const qreal w = turnBox.left() - page.left() - 12;
    const QFont caps = sheetFont(8, true);
    drawText(p, QRectF(page.left(), page.top(), w, 11), Qt::AlignLeft | Qt::AlignTop,
             word(QT_TRANSLATE_NOOP("adj::Core", "%1 · Turn sheet")).arg(m_rulesTitle).toUpper(), caps, Accent);
    drawText(p, QRectF(page.left(), page.top() + 11, w, 22), Qt::AlignLeft | Qt::AlignVCenter,
             m_game.name.isEmpty() ? word(QT_TRANSLATE_NOOP("adj::Core", "Untitled game")) : m_game.name, sheetFont(16, true), Ink);
    drawText(p, QRectF(page.left(), page.top() + 33, w, 13), Qt::AlignLeft | Qt::AlignVCenter,
             n.name.isEmpty() ? n.code : n.name, sheetFont(11, true), Ink);
    QString player = n.player.isEmpty() ? word(QT_TRANSLATE_NOOP("adj::Core", "Player: (none)")) : word(QT_TRANSLATE_NOOP("adj::Core", "Player: %1")).arg(n.player);
    if (!n.email.isEmpty())
        player += QStringLiteral("  <%1>").arg(n.email);
    drawText(p, QRectF(page.left(), page.top() + 46, w, 11), Qt::AlignLeft | Qt::AlignVCenter, player, sheetFont(8), Grey);

    p.setPen(QPen(Ink, 1.6));
    p.drawLine(QPointF(page.left(), page.top() + Height + 5), QPointF(page.right(), page.top() + Height + 5));
    return Height + 5;
}

qreal TurnSheet::paintHoldings(QPainter &p, QRectF box, const Nation &n) const
{
    const qreal top = box.top();
    const QList<const Area *> areas = areasHeldBy(m_game, n.code);
    qreal y = top + sectionTitle(p, box, word(QT_TRANSLATE_NOOP("adj::Core", "Holdings at the start of turn %1")).arg(m_game.turn),
                                 areas.size() == 1 ? word(QT_TRANSLATE_NOOP("adj::Core", "1 area"))
                                                   : word(QT_TRANSLATE_NOOP("adj::Core", "%1 areas")).arg(areas.size()));

    // The nation's figures in a row of small boxes.
    int population = 0;
    for (const Area *a : areas)
        population += a->population;
    const QList<QPair<QString, int>> figures = {
        {word(QT_TRANSLATE_NOOP("adj::Core", "BP")), n.bp}, {word(QT_TRANSLATE_NOOP("adj::Core", "Treasury")), n.treasury}, {word(QT_TRANSLATE_NOOP("adj::Core", "Army reserve")), n.armyReserve},
        {word(QT_TRANSLATE_NOOP("adj::Core", "Fleet reserve")), n.fleetReserve}, {word(QT_TRANSLATE_NOOP("adj::Core", "VP")), n.vp}, {word(QT_TRANSLATE_NOOP("adj::Core", "Population")), population},
    };
    const qreal fw = (box.width() - (figures.size() - 1) * 6) / figures.size();
    for (int i = 0; i < figures.size(); ++i) {
        const QRectF r(box.left() + i * (fw + 6), y, fw, 26);
        p.setPen(QPen(Faint, 0.8));
        p.setBrush(Shade);
        p.drawRoundedRect(r, 2, 2);
        drawText(p, r.adjusted(6, 2, -4, 0), Qt::AlignLeft | Qt::AlignTop, figures[i].first.toUpper(), sheetFont(6, true), Grey);
        drawText(p, r.adjusted(6, 0, -6, -2), Qt::AlignRight | Qt::AlignBottom, QString::number(figures[i].second),
                 sheetFont(13, true), Ink);
    }
    y += 26 + 8;

    // The areas: one table, or two side by side when one does not fit; what
    // still does not fit is counted on the last line.
    const qreal tableRoom = box.bottom() - y - 2 * RowHeight;  // header and totals
    const int fitRows = qMax(2, int(tableRoom / RowHeight));
    const int count = int(areas.size());
    if (count <= fitRows) {
        y += paintAreaTable(p, QRectF(box.left(), y, box.width(), box.bottom() - y), areas, 0, true);
    } else {
        const qreal half = (box.width() - Gap) / 2;
        const int left = qMin(fitRows, (count + 1) / 2);
        const int right = count - left <= fitRows ? count - left : fitRows - 1;  // one line says how many more
        const qreal h1 = paintAreaTable(p, QRectF(box.left(), y, half, box.bottom() - y), areas.mid(0, left), 0, false);
        const qreal h2 = paintAreaTable(p, QRectF(box.left() + half + Gap, y, half, box.bottom() - y),
                                        areas.mid(left, right), count - left - right, false);
        y += qMax(h1, h2);
    }
    return y - top;
}

// One table of areas; `hidden` > 0 adds a line "… and N more".
qreal TurnSheet::paintAreaTable(QPainter &p, const QRectF &box, const QList<const Area *> &areas, int hidden,
                                bool totals) const
{
    // Fixed widths in points; the area's name takes the rest. Two tables side
    // by side use short titles and leave out the mode.
    const bool narrow = box.width() < 380;
    QList<Column> cols = {
        {word(QT_TRANSLATE_NOOP("adj::Core", "Code")), 32, Qt::AlignLeft}, {word(QT_TRANSLATE_NOOP("adj::Core", "Area")), 0, Qt::AlignLeft},
        {word(QT_TRANSLATE_NOOP("adj::Core", "Terrain")), narrow ? 44.0 : 62.0, Qt::AlignLeft},
        {narrow ? word(QT_TRANSLATE_NOOP("adj::Core", "Pop")) : word(QT_TRANSLATE_NOOP("adj::Core", "Pop/Limit")), narrow ? 32.0 : 44.0, Qt::AlignRight},
        {narrow ? word(QT_TRANSLATE_NOOP("adj::Core", "Trd")) : word(QT_TRANSLATE_NOOP("adj::Core", "Trade")), narrow ? 22.0 : 32.0, Qt::AlignRight},
        {narrow ? word(QT_TRANSLATE_NOOP("adj::Core", "Frt")) : word(QT_TRANSLATE_NOOP("adj::Core", "Forts")), narrow ? 22.0 : 32.0, Qt::AlignRight},
        {narrow ? word(QT_TRANSLATE_NOOP("adj::Core", "Arm")) : word(QT_TRANSLATE_NOOP("adj::Core", "Armies")), narrow ? 24.0 : 38.0, Qt::AlignRight},
        {narrow ? word(QT_TRANSLATE_NOOP("adj::Core", "Shp")) : word(QT_TRANSLATE_NOOP("adj::Core", "Ships")), narrow ? 24.0 : 34.0, Qt::AlignRight},
    };
    if (!narrow)
        cols.append({word(QT_TRANSLATE_NOOP("adj::Core", "Mode")), 70, Qt::AlignLeft});
    qreal fixed = 0;
    for (const Column &c : cols)
        fixed += c.weight;
    cols[1].weight = qMax<qreal>(30, box.width() - fixed);
    QList<qreal> x{box.left()};
    for (const Column &c : cols)
        x.append(x.last() + c.weight);
    auto cell = [&](int col, qreal y, const QString &text, const QFont &f, const QColor &colour) {
        const QRectF r(x[col] + 3, y, x[col + 1] - x[col] - 6, RowHeight);
        drawText(p, r, int(cols[col].align) | Qt::AlignVCenter, text, f, colour);
    };

    qreal y = box.top();
    const QFont head = sheetFont(7, true), body = sheetFont(8), bold = sheetFont(8, true);
    for (int c = 0; c < cols.size(); ++c)
        cell(c, y, cols[c].title, head, Grey);
    y += RowHeight;
    p.setPen(QPen(Rule, 0.6));
    p.drawLine(QPointF(box.left(), y), QPointF(box.right(), y));

    int pop = 0, trade = 0, forts = 0, armies = 0, ships = 0;
    for (int i = 0; i < areas.size(); ++i) {
        const Area &a = *areas[i];
        if (i % 2) {
            p.setPen(Qt::NoPen);
            p.setBrush(Shade);
            p.drawRect(QRectF(box.left(), y, box.width(), RowHeight));
        }
        auto num = [](int v) { return v ? QString::number(v) : QStringLiteral("–"); };
        cell(0, y, a.code, bold, Ink);
        cell(1, y, a.name, body, Ink);
        cell(2, y, areaTerrain(a, m_lang), body, Ink);
        cell(3, y, a.isSea() ? QString() : QStringLiteral("%1/%2").arg(a.population).arg(a.popLimit), body, Ink);
        cell(4, y, a.isCity() ? num(a.trade) : QString(), body, Ink);
        cell(5, y, a.isSea() ? QString() : num(a.forts), body, Ink);
        cell(6, y, num(a.armies), body, Ink);
        cell(7, y, a.isSea() ? num(a.ships) : QString(), body, Ink);
        if (!narrow)
            cell(8, y, areaMode(a, m_lang), body, Grey);
        pop += a.population;
        trade += a.trade;
        forts += a.forts;
        armies += a.armies;
        ships += a.ships;
        y += RowHeight;
    }
    if (areas.isEmpty()) {
        cell(1, y, word(QT_TRANSLATE_NOOP("adj::Core", "(no areas)")), body, Grey);
        y += RowHeight;
    }
    if (hidden > 0) {
        drawText(p, QRectF(x[0] + 3, y, box.width() - 6, RowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                 hidden == 1 ? word(QT_TRANSLATE_NOOP("adj::Core", "… and 1 more area: see the report"))
                             : word(QT_TRANSLATE_NOOP("adj::Core", "… and %1 more areas: see the report")).arg(hidden), body, Grey);
        y += RowHeight;
    }
    p.setPen(QPen(Rule, 0.6));
    p.drawLine(QPointF(box.left(), y), QPointF(box.right(), y));
    if (totals) {
        cell(1, y, word(QT_TRANSLATE_NOOP("adj::Core", "Total")), bold, Ink);
        cell(3, y, QString::number(pop), bold, Ink);
        cell(4, y, QString::number(trade), bold, Ink);
        cell(5, y, QString::number(forts), bold, Ink);
        cell(6, y, QString::number(armies), bold, Ink);
        cell(7, y, QString::number(ships), bold, Ink);
        y += RowHeight;
    }
    return y - box.top();
}

qreal TurnSheet::ordersHeight() const
{
    return 18 /*title*/ + 12 /*column titles*/ + m_lines * OrderRowHeight;
}

qreal TurnSheet::paintOrders(QPainter &p, const QRectF &box) const
{
    qreal y = box.top() + sectionTitle(p, box, word(QT_TRANSLATE_NOOP("adj::Core", "Orders for turn %1")).arg(m_game.turn),
                                       word(QT_TRANSLATE_NOOP("adj::Core", "area codes: 3 letters · number: n, ALL or AB-n · unused field: -")));
    // slot | ACTION | WHERE / FROM | TO | NUMBER (DA rulebook §12).
    const qreal slotWidth = 24;
    const QList<qreal> weights = {3.0, 2.6, 2.6, 1.6};
    const QStringList titles = {word(QT_TRANSLATE_NOOP("adj::Core", "ACTION")), word(QT_TRANSLATE_NOOP("adj::Core", "WHERE / FROM")), word(QT_TRANSLATE_NOOP("adj::Core", "TO / TARGET")), word(QT_TRANSLATE_NOOP("adj::Core", "NUMBER"))};
    const qreal spacing = 5;
    const qreal room = box.width() - slotWidth - spacing * (weights.size() - 1);
    const qreal totalWeight = std::accumulate(weights.begin(), weights.end(), 0.0);
    QList<QRectF> fields;
    qreal x = box.left() + slotWidth;
    for (qreal w : weights) {
        const qreal width = room * w / totalWeight;
        fields.append(QRectF(x, 0, width, 0));
        x += width + spacing;
    }
    const QFont head = sheetFont(7, true);
    for (int i = 0; i < fields.size(); ++i)
        drawText(p, QRectF(fields[i].left() + 2, y, fields[i].width(), 11), Qt::AlignLeft | Qt::AlignVCenter, titles[i], head, Grey);
    y += 12;

    const QFont slotFont = sheetFont(10, true);
    for (int line = 1; line <= m_lines; ++line) {
        const QRectF row(box.left(), y, box.width(), OrderRowHeight);
        const QRectF boxes = row.adjusted(0, 2.5, 0, -2.5);
        drawText(p, QRectF(row.left(), row.top(), slotWidth - 6, row.height()), Qt::AlignRight | Qt::AlignVCenter,
                 QString::number(line), slotFont, Ink);
        p.setPen(QPen(Rule, 0.7));
        p.setBrush(Qt::white);
        for (const QRectF &f : fields)
            p.drawRect(QRectF(f.left(), boxes.top(), f.width(), boxes.height()));
        y += OrderRowHeight;
    }
    return y - box.top();
}

void TurnSheet::paintMessages(QPainter &p, const QRectF &box) const
{
    const qreal titleHeight = sectionTitle(p, box, word(QT_TRANSLATE_NOOP("adj::Core", "Messages")),
                                           word(QT_TRANSLATE_NOOP("adj::Core", "printed in the game report for everyone, with your code")));
    const QRectF area = box.adjusted(0, titleHeight + 2, 0, 0);
    p.setPen(QPen(Rule, 0.7));
    p.setBrush(Qt::NoBrush);
    p.drawRect(area);
    // Ruled lines to write on.
    p.setPen(QPen(Faint, 0.5, Qt::DotLine));
    for (qreal y = area.top() + 18; y < area.bottom() - 6; y += 18)
        p.drawLine(QPointF(area.left() + 6, y), QPointF(area.right() - 6, y));
}

void TurnSheet::paintFooter(QPainter &p, const QRectF &page, const Nation &n, int pageNumber, int pageCount) const
{
    const QRectF r(page.left(), page.bottom() - FooterHeight, page.width(), FooterHeight);
    p.setPen(QPen(Faint, 0.6));
    p.drawLine(r.topLeft(), r.topRight());
    const QFont f = sheetFont(7);
    drawText(p, r, Qt::AlignLeft | Qt::AlignBottom,
             word(QT_TRANSLATE_NOOP("adj::Core", "%1 · %2 · turn %3")).arg(m_game.name.isEmpty() ? word(QT_TRANSLATE_NOOP("adj::Core", "Untitled game")) : m_game.name, m_rulesTitle)
                 .arg(m_game.turn), f, Grey);
    drawText(p, r, Qt::AlignRight | Qt::AlignBottom,
             word(QT_TRANSLATE_NOOP("adj::Core", "%1 · sheet %2 of %3")).arg(n.code).arg(pageNumber).arg(pageCount), f, Grey);
}

QByteArray turnSheetsPdf(const Game &game, QString *error)
{
    QByteArray bytes;
    QString message;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                         QMarginsF(14, 12, 14, 12), QPageLayout::Millimeter));
        writer.setResolution(600);
        const TurnSheet sheets(game);
        writer.setTitle(sheets.word(QT_TRANSLATE_NOOP("adj::Core", "Turn sheets: %1, turn %2")).arg(game.name).arg(game.turn));
        writer.setCreator(QStringLiteral("Adjutant"));
        message = sheets.print(&writer);
    }
    if (!message.isEmpty()) {
        if (error)
            *error = message;
        return {};
    }
    return bytes;
}

} // namespace adj::ui
