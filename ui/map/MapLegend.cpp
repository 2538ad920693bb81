#include "map/MapLegend.h"

#include "widgets/Tones.h"

#include <QPainter>
#include <QPainterPath>

namespace adj::ui {

namespace {
constexpr int MaxRows = 64;  // the most nations the palette keeps apart
constexpr int RowHeight = 17;
constexpr int TextMargin = 8;
constexpr int KeyRows = 5;   // land, city, sea, two lines of letters
} // namespace

MapLegend::MapLegend(QWidget *parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
}

void MapLegend::setGame(const Game &game, const NationColours &colours)
{
    m_rows.clear();
    for (const Nation &n : game.nations) {
        if (m_rows.size() == MaxRows)
            break;
        m_rows.append({colours.colour(n.code), QStringLiteral("%1  %2").arg(n.code, n.name)});
    }
    m_hidden = int(game.nations.size()) - int(m_rows.size());
    m_rows.append({NationColours::neutral(), tr("neutral")});
    resize(sizeHint());
    update();
}

void MapLegend::setDocked(bool docked)
{
    setAttribute(Qt::WA_NoSystemBackground, !docked);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(docked);
    update();
}

QSize MapLegend::sizeHint() const
{
    QFontMetrics fm(font());
    int width = fm.horizontalAdvance(tr("A armies  P population")) + 2 * TextMargin;
    for (const Row &r : m_rows)
        width = std::max(width, fm.horizontalAdvance(r.text) + 30 + 2 * TextMargin);
    // The key's longest line, after its shape.
    width = std::max(width, fm.horizontalAdvance(tr("sea (tint and ring: owner)")) + 28 + 2 * TextMargin + 4);
    const int rows = int(m_rows.size()) + (m_hidden ? 1 : 0) + KeyRows + 1;
    return QSize(width, rows * RowHeight + 2 * TextMargin + 6);
}

void MapLegend::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // On the palette's base (a dark desktop's too), a little see-through over the map.
    QColor ground = palette().color(QPalette::Base);
    ground.setAlpha(225);
    p.setPen(QPen(palette().color(QPalette::Mid), 1));
    p.setBrush(ground);
    p.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);

    QFont bold = font();
    bold.setBold(true);
    int y = TextMargin;
    p.setPen(palette().color(QPalette::Text));
    p.setFont(bold);
    p.drawText(QRect(TextMargin, y, width() - 2 * TextMargin, RowHeight), Qt::AlignVCenter, tr("Nations"));
    p.setFont(font());
    y += RowHeight;
    for (const Row &r : m_rows) {
        p.setPen(QPen(r.colour.darker(160), 1));
        p.setBrush(r.colour);
        p.drawRoundedRect(QRectF(TextMargin, y + 3, 20, RowHeight - 6), 3, 3);
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRect(TextMargin + 28, y, width() - 2 * TextMargin - 28, RowHeight), Qt::AlignVCenter, r.text);
        y += RowHeight;
    }
    if (m_hidden) {
        p.drawText(QRect(TextMargin + 28, y, width(), RowHeight), Qt::AlignVCenter, tr("… and %n more", nullptr, m_hidden));
        y += RowHeight;
    }
    y += 6;
    const QColor grey = tone::muted();
    auto keyRow = [&](const QString &text, auto drawShape) {
        p.setPen(QPen(grey, 1.2));
        p.setBrush(Qt::NoBrush);
        drawShape(QRectF(TextMargin, y + 2, 20, RowHeight - 4));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRect(TextMargin + 28, y, width() - 2 * TextMargin - 28, RowHeight), Qt::AlignVCenter, text);
        y += RowHeight;
    };
    keyRow(tr("land"), [&](QRectF r) { p.drawRoundedRect(r, 4, 4); });
    keyRow(tr("city"), [&](QRectF r) { p.drawEllipse(QRectF(r.center().x() - 6, r.center().y() - 6, 12, 12)); });
    keyRow(tr("sea (tint and ring: owner)"), [&](QRectF r) {
        p.setBrush(NationColours::sea());
        p.drawEllipse(r);
    });
    p.drawText(QRect(TextMargin, y, width() - 2 * TextMargin, RowHeight), Qt::AlignVCenter,
               tr("A armies  P population"));
    y += RowHeight;
    p.drawText(QRect(TextMargin, y, width() - 2 * TextMargin, RowHeight), Qt::AlignVCenter, tr("F forts  S ships"));
}

} // namespace adj::ui
