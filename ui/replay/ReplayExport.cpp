// The Replay dock's Export Reports: the replayed turn's reports and step
// log written into a folder the moderator chooses (ReplayPanel.h).
#include "replay/ReplayPanel.h"

#include "settings/Settings.h"
#include "io/SafeFile.h"
#include "report/TurnReports.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>

namespace adj::ui {

namespace {
const QString EventsFile = QStringLiteral("events.jsonl");
} // namespace

QString ReplayPanel::exportReports(const QString &folder) const
{
    if (!record())
        return tr("No turn has been resolved.");
    const QDir dir(folder);
    QList<QPair<QString, QByteArray>> files =
        turnReportFiles(gameBefore(), resolution(), dir, m_earlier ? m_earlier() : QList<Game>());
    QByteArray events;
    for (const Step &s : resolution().steps)
        events += stepToJsonLine(s) + '\n';
    files.append({dir.filePath(EventsFile), events});
    return writeFilesSafely(files);
}

void ReplayPanel::exportReportsDialog()
{
    if (!record())
        return;
    const QString start = settings::reportsFolder.folder(m_doc->filePath());
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export Reports Into"), start);
    if (folder.isEmpty())
        return;
    settings::reportsFolder.set(folder);
    QStringList existing;
    for (const Nation &n : gameBefore().nations)
        if (QFileInfo::exists(QDir(folder).filePath(n.code + QStringLiteral(".txt"))))
            existing.append(n.code + QStringLiteral(".txt"));
    if (QFileInfo::exists(QDir(folder).filePath(EventsFile)))
        existing.append(EventsFile);
    if (!existing.isEmpty()
        && QMessageBox::question(this, tr("Replace Reports?"),
                                 tr("%1 already holds %2. Replace them?").arg(QDir::toNativeSeparators(folder),
                                                                             existing.mid(0, 4).join(QStringLiteral(", "))
                                                                                 + (existing.size() > 4 ? QStringLiteral(", …") : QString())))
               != QMessageBox::Yes)
        return;
    const QString error = exportReports(folder);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export failed"), error);
    else
        m_title->setText(m_summary + QStringLiteral("<br>")
                         + tr("Wrote %n report(s) and %1 to %2", nullptr, int(gameBefore().nations.size()))
                               .arg(EventsFile, QDir::toNativeSeparators(folder).toHtmlEscaped()));
}

} // namespace adj::ui
