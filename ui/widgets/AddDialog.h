// The small dialog that adds something to the game (a nation, an AP player):
// a form of line edits, an Add button, and the reason of a refusal in red
// under the fields; it stays open until the addition is accepted.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <functional>

class QDialog;
class QWidget;

namespace adj::ui {

struct AddField {
    AddField(const QString &label, const QString &objectName, const QString &placeholder = QString(),
             int maxLength = 0, bool upperCase = false)
        : label(label), objectName(objectName), placeholder(placeholder), maxLength(maxLength), upperCase(upperCase)
    {
    }
    QString label;        // "&Name:"
    QString objectName;   // for tests and the accessibility tree
    QString placeholder;
    int maxLength;        // 0: no limit
    bool upperCase;       // typed as it will be stored (codes)
};

// Shows (not modal) a dialog named `objectName`; `add` gets the texts in the
// order of `fields` and returns why it refused them, or "" to close it.
QDialog *showAddDialog(QWidget *parent, const QString &objectName, const QString &title,
                       const QList<AddField> &fields, const std::function<QString(const QStringList &)> &add);

} // namespace adj::ui
