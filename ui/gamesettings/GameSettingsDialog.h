// Mail › Game Settings…: the game's moderator (the sender of its mail), its
// schedule (the deadline in a time zone chosen by its IANA name, the grace,
// the days to the next deadline, the reminder hours) and its mailbox (URL and
// user; the password in the desktop's keyring, MailboxPasswords; how often it
// is fetched while the game is open, a window setting). Values the game file
// would refuse are refused with the reason in the dialog, which stays open.
// Applying is one undoable step; the values are saved with the game.
#pragma once

#include "schedule/Schedule.h"

#include <QDialog>
#include <QJsonValue>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace adj::ui {

class GameDocument;
class MailboxPasswords;

class GameSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    GameSettingsDialog(GameDocument *doc, MailboxPasswords *passwords, QWidget *parent = nullptr);

    QLineEdit *moderatorName() const { return m_name; }
    QLineEdit *moderatorEmail() const { return m_email; }
    QCheckBox *hasDeadline() const { return m_hasDeadline; }
    QDateTimeEdit *deadline() const { return m_deadline; }
    QComboBox *timeZone() const { return m_zone; }
    QSpinBox *graceMinutes() const { return m_grace; }
    QSpinBox *turnDays() const { return m_turnDays; }
    QLineEdit *remindHours() const { return m_remind; }
    QLineEdit *mailboxUrl() const { return m_url; }
    QLineEdit *mailboxUser() const { return m_user; }
    QLineEdit *mailboxTag() const { return m_tag; }
    QLineEdit *mailboxSmtp() const { return m_smtp; }
    QLineEdit *password() const { return m_password; }
    QSpinBox *fetchMinutes() const { return m_fetchMinutes; }
    QLabel *keyringNote() const { return m_keyringNote; }
    // Why the values entered are refused ("" when they are not).
    QLabel *problemLabel() const { return m_problem; }

    // The values entered as the game JSON holds them (undefined: the field
    // is not written), or the first reason they are refused in `why`.
    struct Values {
        QJsonValue moderator{QJsonValue::Undefined}, schedule{QJsonValue::Undefined}, mailbox{QJsonValue::Undefined};
    };
    Values values(QString *why) const;

public slots:
    // Applies the values as one undoable step and closes; refused values
    // keep the dialog open with the reason shown.
    void accept() override;

private:
    void load();
    void check();  // shows the first reason the values are refused
    QString zoneId() const;  // "": the deadline's offset
    QTimeZone chosenZone() const;
    std::optional<Schedule> schedule(QString *why) const;

    GameDocument *m_doc;
    MailboxPasswords *m_passwords;
    QString m_loadedPassword;
    QDateTime m_loadedDeadline;
    QLineEdit *m_name, *m_email;
    QCheckBox *m_hasDeadline;
    QDateTimeEdit *m_deadline;
    QComboBox *m_zone;
    QSpinBox *m_grace, *m_turnDays;
    QLineEdit *m_remind;
    QLineEdit *m_url, *m_user, *m_tag, *m_smtp, *m_password;
    QSpinBox *m_fetchMinutes;
    QLabel *m_keyringNote, *m_problem;
};

} // namespace adj::ui
