#include "widgets/Announcer.h"

#include <QAccessibleWidget>

namespace adj::ui {

namespace {

// A notification named by its text.
class AnnouncerAccessible : public QAccessibleWidget
{
public:
    explicit AnnouncerAccessible(Announcer *a) : QAccessibleWidget(a, QAccessible::Notification) {}
    QString text(QAccessible::Text t) const override
    {
        return t == QAccessible::Name ? static_cast<const Announcer *>(widget())->text() : QAccessibleWidget::text(t);
    }
};

QAccessibleInterface *announcerFactory(const QString &, QObject *object)
{
    if (auto *a = qobject_cast<Announcer *>(object))
        return new AnnouncerAccessible(a);
    return nullptr;
}

} // namespace

Announcer::Announcer(QWidget *parent) : QLabel(parent)
{
    static const bool installed = (QAccessible::installFactory(&announcerFactory), true);
    Q_UNUSED(installed);
    setObjectName(QStringLiteral("announcer"));
    setFixedSize(0, 0);
    setFocusPolicy(Qt::NoFocus);
    hide();
}

void Announcer::announce(const QString &text)
{
    if (text.isEmpty())
        return;
    setText(text);
    hide();
    show();  // ObjectShow: a notification showing, with the text as its name
}

} // namespace adj::ui
