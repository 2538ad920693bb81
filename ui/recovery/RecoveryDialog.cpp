#include "recovery/RecoveryDialog.h"

#include "widgets/ScreenFit.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace adj::ui {

RecoveryDialog::RecoveryDialog(const QList<RecoveryInfo> &copies, const QList<bool> &changed, QWidget *parent)
    : QDialog(parent), m_copies(copies), m_changed(changed), m_list(new QTreeWidget(this)), m_note(new QLabel(this))
{
    setObjectName(QStringLiteral("recoveryDialog"));
    setWindowTitle(tr("Recover Unsaved Work"));
    auto *intro = new QLabel(tr("Adjutant ended without saving this work. Recover it, discard it, or decide "
                                "later: a copy is kept until then."),
                             this);
    intro->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("recoveryList"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Game"), tr("Turn"), tr("Unsaved steps"), tr("Last kept"), tr("File")});
    m_list->setAccessibleName(tr("Unsaved work"));
    for (const RecoveryInfo &c : copies) {
        const QString file = c.file.isEmpty() ? tr("(a new game, never saved)") : QFileInfo(c.file).fileName();
        auto *item = new QTreeWidgetItem(
            m_list, {c.gameName, QString::number(c.turn), QString::number(c.steps),
                     QLocale().toString(c.written.toLocalTime(), QLocale::ShortFormat), file});
        item->setToolTip(4, c.file);
    }
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_note->setObjectName(QStringLiteral("recoveryNote"));
    m_note->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(this);
    m_recover = buttons->addButton(tr("&Recover"), QDialogButtonBox::AcceptRole);
    m_recover->setObjectName(QStringLiteral("recoverButton"));
    m_discard = buttons->addButton(tr("&Discard…"), QDialogButtonBox::DestructiveRole);
    m_discard->setObjectName(QStringLiteral("discardRecoveryButton"));
    QPushButton *later = buttons->addButton(tr("&Later"), QDialogButtonBox::RejectRole);
    later->setObjectName(QStringLiteral("laterButton"));
    connect(m_recover, &QPushButton::clicked, this, [this] {
        if (const int i = selected(); i >= 0) {
            m_chosen = m_copies[i];
            accept();
        }
    });
    connect(m_discard, &QPushButton::clicked, this, &RecoveryDialog::discardSelected);
    connect(later, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &RecoveryDialog::showSelected);
    connect(m_list, &QTreeWidget::itemActivated, m_recover, &QPushButton::click);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_note);
    layout->addWidget(buttons);
    resizeWithinScreen(this, {720, 320});
    m_list->setCurrentItem(m_list->topLevelItem(0));
    m_recover->setDefault(true);
    showSelected();
}

int RecoveryDialog::selected() const
{
    return m_list->indexOfTopLevelItem(m_list->currentItem());
}

void RecoveryDialog::showSelected()
{
    const int i = selected();
    m_recover->setEnabled(i >= 0);
    m_discard->setEnabled(i >= 0);
    if (i < 0) {
        m_note->clear();
        return;
    }
    const RecoveryInfo &c = m_copies[i];
    if (c.file.isEmpty())
        m_note->setText(tr("A new game: it comes back unsaved, to be saved under a name of your choice."));
    else if (m_changed.value(i))
        m_note->setText(tr("%1 has another game now than when this work was kept (saved elsewhere, or "
                           "changed by someone else): the work opens as a copy, to be saved under a new name, "
                           "and the file stays as it is.")
                            .arg(QFileInfo(c.file).fileName()));
    else
        m_note->setText(tr("The work comes back unsaved in %1, with %n step(s) to undo.", nullptr, c.steps)
                            .arg(QFileInfo(c.file).fileName()));
}

void RecoveryDialog::discardSelected()
{
    const int i = selected();
    if (i < 0)
        return;
    QMessageBox box(QMessageBox::Warning, tr("Discard Unsaved Work"),
                    tr("Discard the unsaved work on %1? It cannot be brought back.").arg(m_copies[i].gameName),
                    QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("confirmDiscard"));
    box.setDefaultButton(QMessageBox::Cancel);
    if (box.exec() != QMessageBox::Discard)
        return;
    if (const QString error = removeRecovery(m_copies[i].path); !error.isEmpty()) {
        QMessageBox::warning(this, tr("Discard Unsaved Work"), error);
        return;
    }
    m_copies.removeAt(i);
    m_changed.removeAt(i);
    delete m_list->takeTopLevelItem(i);
    if (m_copies.isEmpty())
        reject();
    showSelected();
}

} // namespace adj::ui
