// What the moderator has selected, in one place for every view: an area (the
// map's chosen area, the Area panel's) and a nation (highlighted on the map,
// the Nations table's row, the Charts dock's entry). The find box (Ctrl+F),
// a click on the map, a row or an entry set it; every view follows its
// signals, so no two of them name different ones. A game replaced (opened,
// new, accepted) clears it; an area removed from the map is deselected.
#pragma once

#include <QObject>
#include <QString>

namespace adj::ui {

class GameDocument;

class Selection : public QObject
{
    Q_OBJECT
public:
    explicit Selection(GameDocument *doc);

    QString area() const { return m_area; }
    QString nation() const { return m_nation; }

public slots:
    // An area of the game (anything else: none); emits areaSelected when it differs.
    void selectArea(const QString &code);
    // A nation of the game (anything else: none); emits nationSelected when it differs.
    void selectNation(const QString &code);

signals:
    void areaSelected(const QString &code);
    void nationSelected(const QString &code);

private:
    GameDocument *m_doc;
    QString m_area;
    QString m_nation;
};

} // namespace adj::ui
