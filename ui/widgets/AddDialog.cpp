#include "widgets/AddDialog.h"

#include "widgets/Tones.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace adj::ui {

QDialog *showAddDialog(QWidget *parent, const QString &objectName, const QString &title,
                       const QList<AddField> &fields, const std::function<QString(const QStringList &)> &add)
{
    auto *dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(objectName);
    dialog->setWindowTitle(title);
    dialog->setMinimumWidth(420);
    auto *form = new QFormLayout(dialog);
    QList<QLineEdit *> edits;
    for (const AddField &f : fields) {
        auto *edit = new QLineEdit;
        edit->setObjectName(f.objectName);
        edit->setPlaceholderText(f.placeholder);
        if (f.maxLength > 0)
            edit->setMaxLength(f.maxLength);
        if (f.upperCase)
            QObject::connect(edit, &QLineEdit::textEdited, edit, [edit](const QString &text) { edit->setText(text.toUpper()); });
        form->addRow(f.label, edit);
        edits.append(edit);
    }
    auto *reason = new QLabel;
    reason->setObjectName(QStringLiteral("refusal"));
    reason->setStyleSheet(tone::css(tone::error()));
    reason->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(QCoreApplication::translate("adj::ui::AddDialog", "Add"));
    form->addRow(reason);
    form->addRow(buttons);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, [dialog, edits, reason, add] {
        QStringList texts;
        for (const QLineEdit *e : edits)
            texts.append(e->text());
        const QString refused = add(texts);
        reason->setText(refused);
        if (refused.isEmpty())
            dialog->accept();
        else
            dialog->adjustSize();
    });
    dialog->show();
    return dialog;
}

} // namespace adj::ui
