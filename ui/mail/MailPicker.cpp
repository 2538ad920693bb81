#include "mail/MailPicker.h"

#include "settings/Settings.h"

#include <QFileInfo>
#include <QGridLayout>
#include <QPushButton>

namespace adj::ui {

MailPicker::MailPicker(QWidget *parent, const QString &title)
    : QFileDialog(parent, title)
    , m_folderButton(new QPushButton(tr("Use This &Folder")))
{
    setObjectName(QStringLiteral("mailPicker"));
    // Qt's own dialog: a platform one can take no extra button.
    setOption(QFileDialog::DontUseNativeDialog);
    setFileMode(QFileDialog::ExistingFiles);
    setNameFilters({tr("All files (*)"), tr("Mail (*.eml *.mbox *.mbx)")});
    m_folderButton->setToolTip(tr("Import every message of the maildir folder shown (or the folder selected)"));
    if (auto *grid = qobject_cast<QGridLayout *>(layout()))
        grid->addWidget(m_folderButton, grid->rowCount(), 0, 1, grid->columnCount(), Qt::AlignLeft);
    connect(m_folderButton, &QPushButton::clicked, this, [this] {
        const QStringList selected = selectedFiles();
        const QFileInfo picked(selected.value(0));
        m_folder = selected.size() == 1 && picked.isDir() ? picked.absoluteFilePath() : directory().absolutePath();
        QDialog::accept();  // QFileDialog::accept would open the folder instead
    });
}

QStringList MailPicker::chosen() const
{
    if (!m_folder.isEmpty())
        return {m_folder};
    return result() == QDialog::Accepted ? selectedFiles() : QStringList();
}

QStringList MailPicker::choose(QWidget *parent, const QString &title, const QString &gameFile)
{
    MailPicker picker(parent, title);
    picker.setDirectory(settings::inboxFolder.folder(gameFile));
    if (picker.exec() != QDialog::Accepted)
        return {};
    const QStringList paths = picker.chosen();
    if (!paths.isEmpty())
        settings::inboxFolder.set(QFileInfo(paths.first()).absolutePath());
    return paths;
}

} // namespace adj::ui
