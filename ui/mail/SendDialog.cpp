#include "mail/SendDialog.h"
#include "io/Workers.h"

#include "widgets/ScreenFit.h"

#include "document/GameFile.h"
#include "io/SafeFile.h"
#include "mail/Outbox.h"
#include "settings/Settings.h"
#include "store/GameStore.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace adj::ui {


SendDialog::SendDialog(const Game &before, const Resolution &resolution, const QList<Game> &earlier, GameFile *file,
                       QWidget *parent)
    : SendDialog(before, file, parent)
{
    m_resolution = resolution;
    m_earlier = earlier;
    m_options = {settings::reportPdf.value(), settings::reportPictures.value()};
    const QSignalBlocker a(m_pdf), b(m_picture);
    m_pdf->setChecked(m_options.pdf);
    m_picture->setChecked(m_options.picture);
    rebuild();
}

SendDialog::SendDialog(const Game &game, const MailBatch &batch, GameFile *file, QWidget *parent)
    : SendDialog(game, file, parent)
{
    m_pdf->hide();
    m_picture->hide();
    setBatch(batch);
}

SendDialog::SendDialog(const Game &game, GameFile *file, QWidget *parent)
    : QDialog(parent)
    , m_before(game)
    , m_file(file)
    , m_summary(new QLabel)
    , m_table(new QTableWidget(0, 4))
    , m_preview(new QPlainTextEdit)
    , m_pdf(new QCheckBox(tr("Attach each report as &PDF")))
    , m_picture(new QCheckBox(tr("Pictures in the &mail: the map and the chart, each nation's part of the board")))
    , m_url(new QLineEdit)
    , m_user(new QLineEdit)
    , m_password(new QLineEdit)
    , m_caFile(new QLineEdit)
    , m_sendButton(new QPushButton(tr("&Send")))
    , m_stopButton(new QPushButton(tr("S&top")))
    , m_mboxButton(new QPushButton(tr("Save as m&box…")))
    , m_emlButton(new QPushButton(tr("Save as .&eml Files…")))
{
    m_summary->setObjectName(QStringLiteral("sendSummary"));
    m_summary->setWordWrap(true);
    m_table->setHorizontalHeaderLabels({tr("To"), tr("Subject"), tr("Attachments"), tr("Status")});
    m_table->setAccessibleName(tr("Messages to send"));
    m_table->setTabKeyNavigation(false);  // Tab leaves the table, arrows move in it
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    for (const int column : {To, Attachments, Status})
        m_table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Subject, QHeaderView::Stretch);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setWordWrap(false);
    // What the selected message says, before it goes.
    m_preview->setObjectName(QStringLiteral("sendPreview"));
    m_preview->setReadOnly(true);
    m_preview->setAccessibleName(tr("The selected message"));
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) {
        m_preview->setPlainText(row >= 0 && row < m_mail.mails.size() ? m_mail.mails[row].mail.text : QString());
    });
    m_picture->setChecked(m_options.picture);
    m_pdf->setChecked(m_options.pdf);
    const auto optionsChanged = [this] { setOptions({m_pdf->isChecked(), m_picture->isChecked()}); };
    connect(m_pdf, &QCheckBox::toggled, this, optionsChanged);
    connect(m_picture, &QCheckBox::toggled, this, optionsChanged);

    m_url->setText(settings::smtpUrl.value());
    m_url->setPlaceholderText(QStringLiteral("smtp://mail.example.org:587"));
    m_user->setText(settings::smtpUser.value());
    m_user->setPlaceholderText(tr("no login"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("not stored"));
    m_caFile->setText(settings::smtpCaFile.value());
    m_caFile->setPlaceholderText(tr("the system's certificates"));
    auto *browse = new QPushButton(tr("Browse…"));
    connect(browse, &QPushButton::clicked, this, &SendDialog::chooseCaFile);
    auto *caRow = new QHBoxLayout;
    caRow->addWidget(m_caFile);
    caRow->addWidget(browse);
    auto *server = new QGroupBox(tr("SMTP server"));
    auto *form = new QFormLayout(server);
    form->addRow(tr("Se&rver:"), m_url);  // Alt+S is Send
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("Pass&word:"), m_password);
    auto *caLabel = new QLabel(tr("&Certificates:"));
    caLabel->setBuddy(m_caFile);
    form->addRow(caLabel, caRow);
    connect(m_url, &QLineEdit::textChanged, this, &SendDialog::updateButtons);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(m_mboxButton, QDialogButtonBox::ActionRole);
    buttons->addButton(m_emlButton, QDialogButtonBox::ActionRole);
    buttons->addButton(m_stopButton, QDialogButtonBox::ActionRole);
    buttons->addButton(m_sendButton, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &SendDialog::reject);
    connect(m_sendButton, &QPushButton::clicked, this, &SendDialog::send);
    connect(m_stopButton, &QPushButton::clicked, this, &SendDialog::stop);
    connect(m_mboxButton, &QPushButton::clicked, this, [this] { saveDialog(true); });
    connect(m_emlButton, &QPushButton::clicked, this, [this] { saveDialog(false); });
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, [this] {
        const qsizetype sent = std::count(m_sent.begin(), m_sent.end(), true);
        QString summary = tr("%1 of %n message(s) sent.", nullptr, int(m_mail.mails.size())).arg(sent);
        if (!m_serverFailure.isEmpty())
            summary += u' ' + tr("Stopped at the first failure of the server, the others were not tried: %1").arg(m_serverFailure);
        else if (sent < m_mail.mails.size())
            summary += u' ' + tr("The Status column says why the others were not.");
        m_summary->setText(summary);
        updateButtons();
        emit sendingFinished();
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_table);
    split->addWidget(m_preview);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    layout->addWidget(m_pdf);
    layout->addWidget(m_picture);
    layout->addWidget(server);
    layout->addWidget(buttons);
    resizeWithinScreen(this, {1000, 600});
}

SendDialog::~SendDialog()
{
    m_stop = true;
    m_watcher.waitForFinished();
}

void SendDialog::setOptions(const MailOptions &options)
{
    if (std::any_of(m_sent.begin(), m_sent.end(), [](bool sent) { return sent; }))
        return;  // what went out went with the options it had
    m_options = options;
    settings::reportPdf.set(options.pdf);
    settings::reportPictures.set(options.picture);
    const QSignalBlocker a(m_pdf), b(m_picture);
    m_pdf->setChecked(options.pdf);
    m_picture->setChecked(options.picture);
    rebuild();
}

SmtpServer SendDialog::server() const
{
    return {m_url->text().trimmed(), m_user->text().trimmed(), m_password->text(), m_caFile->text().trimmed()};
}

void SendDialog::setServer(const SmtpServer &server)
{
    m_url->setText(server.url);
    m_user->setText(server.user);
    m_password->setText(server.password);
    m_caFile->setText(server.caFile);
}

void SendDialog::rebuild()
{
    QApplication::setOverrideCursor(Qt::WaitCursor);  // the PDFs and the map picture take a moment
    const TurnReportMail reports = turnReportMailWith(m_before, m_resolution, m_options, m_earlier);
    QApplication::restoreOverrideCursor();
    setBatch(reportBatch(m_before.turn, reports));
}

// The dialog's title: what it sends, of which turn.
QString SendDialog::batchTitle(const MailBatch &batch)
{
    switch (batch.kind) {
    case SentMail::Kind::Confirmation: return tr("Send Confirmations: Turn %1").arg(batch.turn);
    case SentMail::Kind::Reminder: return tr("Send Reminders: Turn %1").arg(batch.turn);
    case SentMail::Kind::Erratum: return tr("Send Errata: Turn %1").arg(batch.turn);
    case SentMail::Kind::Note: return tr("Send the Moderator's Note: Turn %1").arg(batch.turn);
    case SentMail::Kind::Report: break;
    }
    return tr("Send Reports: Turn %1").arg(batch.turn);
}

void SendDialog::setBatch(const MailBatch &batch)
{
    m_mail = batch;
    setWindowTitle(batchTitle(batch));
    m_sent.clear();
    m_table->setRowCount(int(m_mail.mails.size()));
    for (int row = 0; row < m_mail.mails.size(); ++row) {
        const OutgoingMail &m = m_mail.mails[row].mail;
        QStringList files;
        for (const Attachment &a : m.pictures + m.attachments)  // what the player receives, in place or attached
            files.append(a.name);
        m_table->setItem(row, To, new QTableWidgetItem(addressList(m.to)));
        m_table->setItem(row, Subject, new QTableWidgetItem(m.subject));
        m_table->setItem(row, Attachments, new QTableWidgetItem(files.join(QStringLiteral(", "))));
        m_table->setItem(row, Status, new QTableWidgetItem(tr("not sent")));
    }
    QString summary = tr("%n message(s) from %1 for turn %2.", nullptr, int(m_mail.mails.size()))
                          .arg(addressList({gameModerator(m_before)}))
                          .arg(m_mail.turn);
    if (!m_mail.withoutEmail.isEmpty())
        summary += u' ' + tr("No e-mail address, so nothing is mailed to: %1 (Nations table, E-mail).")
                              .arg(m_mail.withoutEmail.join(QStringLiteral(", ")));
    m_summary->setText(summary);
    m_preview->clear();
    if (!m_mail.mails.isEmpty())
        m_table->setCurrentCell(0, Subject);
    markSentBefore();
    updateButtons();
}

void SendDialog::markSentBefore()
{
    if (!m_file)
        return;
    const auto same = [](const SentMail &a, const SentMail &b) {
        return a.kind == b.kind && a.nation == b.nation && a.about == b.about && a.deadline == b.deadline && a.hour == b.hour;
    };
    // The same record, or the same message (its Message-ID, made from its
    // content): one `adjutant-cli send --game` sent from a file of mail.
    for (const SentMail &sent : m_file->sentMail(m_mail.turn))
        for (int row = 0; row < m_mail.records.size(); ++row)
            if (same(m_mail.records[row], sent)
                || (!sent.messageId.isEmpty() && sent.messageId == QString::fromUtf8(m_mail.mails[row].mail.messageId)))
                setStatus(row, tr("sent %1").arg(QLocale().toString(sent.sent.toLocalTime(), QLocale::ShortFormat)), true);
}

void SendDialog::recordSent(int row)
{
    if (!m_file)
        return;
    const SentMail sent = batchRecord(m_mail, row, QDateTime::currentDateTimeUtc());
    if (const QString error = m_file->recordSent(sent); !error.isEmpty())
        setStatus(row, tr("sent, but not recorded: %1").arg(error), true);
}

void SendDialog::setStatus(int row, const QString &text, bool sent, const QString &reply)
{
    m_sent[row] = sent;
    m_table->item(row, Status)->setText(text);
    m_table->item(row, Status)->setToolTip(reply.isEmpty() ? text : tr("The server said: %1").arg(reply));
    m_table->item(row, Status)->setForeground(sent ? palette().text() : QBrush(Qt::darkRed));
    m_table->scrollToItem(m_table->item(row, Status));
}

void SendDialog::updateButtons()
{
    const bool sending = isSending();
    int unsent = 0;
    for (int row = 0; row < m_mail.mails.size(); ++row)
        unsent += !m_sent.value(row);
    const bool anySent = unsent < m_mail.mails.size();
    m_sendButton->setEnabled(!sending && unsent > 0 && !m_url->text().trimmed().isEmpty());
    m_sendButton->setText(anySent && unsent > 0 ? tr("&Send %n Unsent", nullptr, unsent) : tr("&Send"));
    m_stopButton->setEnabled(sending);
    m_pdf->setEnabled(!sending && !anySent);
    m_picture->setEnabled(!sending && !anySent);
    for (QWidget *w : std::initializer_list<QWidget *>{m_url, m_user, m_password, m_caFile, m_mboxButton, m_emlButton})
        w->setEnabled(!sending);
}

void SendDialog::send()
{
    const SmtpServer smtp = server();
    if (isSending() || smtp.url.isEmpty())
        return;
    if (!hasModeratorAddress(m_before)) {
        // Nothing goes out from the placeholder address: players could not reply.
        QMessageBox box(QMessageBox::Warning, windowTitle(),
                        tr("The game has no moderator's address yet: the mail would go out from %1, and the players could not reply.")
                            .arg(gameModerator(m_before).email),
                        QMessageBox::Cancel, this);
        box.setObjectName(QStringLiteral("noModeratorBox"));
        box.setInformativeText(tr("Set your address in Mail › Game Settings…, then send."));
        QPushButton *open = box.addButton(tr("Open Game Settings…"), QMessageBox::AcceptRole);
        box.exec();
        if (box.clickedButton() == open)
            emit gameSettingsRequested();
        return;
    }
    if (!smtp.url.startsWith(u"smtp://") && !smtp.url.startsWith(u"smtps://")) {
        QMessageBox::warning(this, windowTitle(), tr("%1 is not an smtp:// or smtps:// address.").arg(smtp.url));
        return;
    }
    settings::smtpUrl.set(smtp.url);
    settings::smtpUser.set(smtp.user);
    settings::smtpCaFile.set(smtp.caFile);

    QList<QPair<int, StoredMail>> jobs;
    for (int row = 0; row < m_mail.mails.size(); ++row) {
        if (m_sent.value(row))
            continue;
        jobs.append({row, storedMail(m_mail.mails[row].mail)});
        setStatus(row, tr("waiting"), false);
    }
    m_stop = false;
    m_serverFailure.clear();
    // One message at a time, as send does; the statuses come back to this
    // thread. A server that failed as a whole stops the rest.
    m_watcher.setFuture(QtConcurrent::run(workerPool(), [this, jobs, smtp] {
        bool serverFailed = false;
        for (const auto &[row, mail] : jobs) {
            if (m_stop || serverFailed) {
                QMetaObject::invokeMethod(this, [this, row = row, serverFailed] {
                    setStatus(row, serverFailed ? tr("not tried, the server failed") : tr("stopped, not sent"), false);
                });
                continue;
            }
            QMetaObject::invokeMethod(this, [this, row = row] { setStatus(row, tr("sending…"), false); });
            const SendResult r = sendMail(mail, smtp);
            serverFailed = r.serverFailed;
            QMetaObject::invokeMethod(this, [this, row = row, r, url = smtp.url] {
                setStatus(row, r.accepted ? tr("sent") : tr("NOT SENT: %1").arg(r.reply), r.accepted, r.reply);
                if (r.accepted)
                    recordSent(row);
                if (r.serverFailed)
                    m_serverFailure = QStringLiteral("%1: %2").arg(url, r.reply);
            });
        }
    }));
    updateButtons();
}

void SendDialog::stop()
{
    m_stop = true;
}

void SendDialog::reject()
{
    if (isSending()) {
        QMessageBox::information(this, windowTitle(), tr("Messages are being sent. Stop first, then close."));
        return;
    }
    QDialog::reject();
}

QString SendDialog::saveTo(const QString &path) const
{
    const bool mbox = path.endsWith(QStringLiteral(".mbox"));
    return writeFilesSafely(reportMailFiles(m_mail.mails, path), mbox ? QStringList() : QStringList{path});
}

void SendDialog::saveDialog(bool mbox)
{
    const QString start = settings::mailFolder.folder();
    const QString path = mbox ? QFileDialog::getSaveFileName(this, tr("Save the Mail as mbox"),
                                                             QDir(start).filePath(QStringLiteral("turn%1.mbox").arg(m_mail.turn)),
                                                             tr("Mailboxes (*.mbox)"))
                              : QFileDialog::getExistingDirectory(this, tr("Save the Mail as .eml Files Into"), start);
    if (path.isEmpty())
        return;
    const QString file = mbox && !path.endsWith(QStringLiteral(".mbox")) ? path + QStringLiteral(".mbox") : path;
    settings::mailFolder.set(mbox ? QFileInfo(file).absolutePath() : file);
    if (const QString error = saveTo(file); !error.isEmpty())
        QMessageBox::warning(this, windowTitle(), error);
    else
        m_summary->setText(tr("Wrote %n message(s) to %1.", nullptr, int(m_mail.mails.size())).arg(QDir::toNativeSeparators(file)));
}

void SendDialog::chooseCaFile()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Certificates to Trust"), m_caFile->text(),
                                                      tr("PEM certificates (*.pem *.crt);;All files (*)"));
    if (!file.isEmpty())
        m_caFile->setText(file);
}

} // namespace adj::ui
