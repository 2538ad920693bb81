// Turn sheets for printing (DA rulebook §1.8, §12): one
// page per nation with the game, the ruleset, the turn, the nation's code,
// name and player; its holdings (areas with population, trade, forts, armies
// and ships; BP, treasury, reserves); the numbered order lines with the four
// field boxes ACTION | WHERE/FROM | TO | NUMBER; and a box for messages.
// Painted with QPainter on any paged device (QPrinter, QPdfWriter), so the
// print dialog, the PDF export and `adjutant-cli sheets` share it. QtGui only.
#pragma once

#include "model/Game.h"

#include <QByteArray>
#include <QRectF>
#include <QStringList>

class QPagedPaintDevice;
class QPainter;

namespace adj::ui {

class TurnSheet
{
public:
    explicit TurnSheet(const Game &game);

    // The nations that get a sheet, in the game's nation order.
    QStringList nations() const;
    // Order lines per sheet: the ruleset's actions per turn (16).
    int orderLines() const { return m_lines; }

    // Paints one page per nation (all when `nations` is empty) on a device
    // that has not been painted on yet; returns an error message or "".
    QString print(QPagedPaintDevice *device, const QStringList &nations = {}) const;
    // One nation's sheet in `page`, in points (1/72 inch).
    void paintSheet(QPainter &painter, const QRectF &page, const Nation &nation, int pageNumber, int pageCount) const;
    // A word of the sheet (`key` marked QT_TRANSLATE_NOOP("adj::Core", …)) in the game's language.
    QString word(const char *key) const { return m_lang.translate(key); }

private:
    qreal paintHeader(QPainter &p, const QRectF &page, const Nation &n) const;
    qreal paintHoldings(QPainter &p, QRectF box, const Nation &n) const;
    qreal paintAreaTable(QPainter &p, const QRectF &box, const QList<const Area *> &areas, int hidden, bool totals) const;
    qreal paintOrders(QPainter &p, const QRectF &box) const;
    void paintMessages(QPainter &p, const QRectF &box) const;
    void paintFooter(QPainter &p, const QRectF &page, const Nation &n, int pageNumber, int pageCount) const;
    qreal ordersHeight() const;

    Game m_game;
    Language m_language;  // holds the translator m_lang points into
    Lang m_lang;
    QString m_rulesTitle;
    int m_lines = 16;
};

// The sheets of every nation as a PDF document (A4 portrait); on failure an
// empty array and `error` set.
QByteArray turnSheetsPdf(const Game &game, QString *error = nullptr);

} // namespace adj::ui
