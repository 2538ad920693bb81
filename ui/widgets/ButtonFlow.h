// A row of buttons that wraps onto further rows where it is narrower than
// its buttons, so that no action is hidden behind an overflow button.
#pragma once

#include <QLayout>
#include <QList>

class QAction;
class QWidget;

namespace adj::ui {

class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override { return int(m_items.size()); }
    QLayoutItem *itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return place(QRect(0, 0, width, 0), false); }
    QSize sizeHint() const override { return minimumSize(); }
    QSize minimumSize() const override;
    void setGeometry(const QRect &rect) override;

private:
    int place(const QRect &rect, bool apply) const;  // the height the items take
    QList<QLayoutItem *> m_items;
};

// A tool button for each action (its text, its tooltip, enabled with it), in a
// flow; a button whose action is hidden is hidden, and with onlyEnabled one
// whose action is disabled too: the row offers just what can be done now.
QWidget *buttonFlow(const QList<QAction *> &actions, bool onlyEnabled = false);

} // namespace adj::ui
