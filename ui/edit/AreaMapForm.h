// The map fields of the selected area in the Area panel: kind, terrain,
// population limit, trade, hinterland, and whether the area is pinned in place
// for Lay Out Automatically. Each change is one undoable edit, refused with
// the game file's reason (shown under the fields) when the file would refuse it.
#pragma once

#include <QGroupBox>
#include <QJsonValue>
#include <QString>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace adj::ui {

class GameDocument;

class AreaMapForm : public QGroupBox
{
    Q_OBJECT
public:
    explicit AreaMapForm(GameDocument *doc, QWidget *parent = nullptr);

    QString area() const { return m_code; }

public slots:
    void setArea(const QString &code);

private:
    void refresh();
    void fillHinterlands(const QString &code, const QString &current);
    void show(const QString &refused);
    void editMapField(const QString &field, const QJsonValue &value);
    void editNumber(const QString &field, int value);
    QSpinBox *numberBox(const char *name, const QString &field);

    GameDocument *m_doc;
    QString m_code;
    bool m_updating = false;
    QComboBox *m_kind, *m_terrain, *m_hinterland;
    QSpinBox *m_popLimit, *m_trade;
    QCheckBox *m_pinned;
    QLabel *m_refused;
};

} // namespace adj::ui
