// The selected area in full: every field of the area and its neighbours by
// kind (through MapGraph). Owner, armies, ships, population, forts, mode and
// mode target can be edited; each edit becomes one undoable command. Below
// them, the area's map fields (edit/AreaMapForm).
#pragma once

#include <QJsonValue>
#include <QString>
#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;

namespace adj::ui {

class AreaMapForm;
class GameDocument;

class AreaPanel : public QWidget
{
    Q_OBJECT
public:
    explicit AreaPanel(GameDocument *doc, QWidget *parent = nullptr);

    QString area() const { return m_code; }

public slots:
    // Selects the area in the document; the panel shows the document's selected area.
    void setArea(const QString &code);
    // Enter on the map: the keyboard goes to the panel's first field.
    void takeFocus();

signals:
    // A neighbour link was clicked.
    void areaActivated(const QString &code);

private:
    void reset();
    void showArea(const QString &code);
    void refresh();
    void fillOwners();
    void edit(const QString &field, const QJsonValue &value);
    QSpinBox *spinBox(const char *name, const QString &field);
    void showCount(QSpinBox *box, int value, bool applies);
    QString neighbourLinks(const QStringList &codes) const;

    GameDocument *m_doc;
    QString m_code;
    bool m_updating = false;

    QLabel *m_title, *m_codeLabel, *m_kind, *m_terrain, *m_hinterland, *m_popLimit, *m_trade;
    QLabel *m_landNeighbours, *m_cityNeighbours, *m_seaNeighbours;
    QComboBox *m_owner, *m_mode, *m_modeTarget;
    QSpinBox *m_population, *m_forts, *m_armies, *m_ships;
    QWidget *m_form;
    AreaMapForm *m_mapForm;  // kind, terrain, limits, hinterland, pin: the map editor's
    QLabel *m_refused;
};

} // namespace adj::ui
