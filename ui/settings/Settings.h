// Every setting the window keeps between runs (QSettings, under the
// organization and application names app/gui/main.cpp sets), each declared
// here once with its key and its default. Code elsewhere reads and writes a
// setting through its declaration (`settings::recentFiles.value()`) and never
// names a key; ctest `layers` checks that no file outside ui/settings uses
// QSettings or a key of this file. The keys are those of earlier versions, so
// a user's settings are kept.
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <utility>

namespace adj::ui {

// A setting of type T: its key and the value it has while the user has none.
template <typename T>
class Setting
{
public:
    Setting(const char *key, T defaultValue = T()) : m_key(key), m_default(std::move(defaultValue)) {}

    QString key() const { return QString::fromLatin1(m_key); }
    T defaultValue() const { return m_default; }
    bool isSet() const { return QSettings().contains(key()); }
    T value() const { return QSettings().value(key(), QVariant::fromValue(m_default)).template value<T>(); }
    void set(const T &value) const { QSettings().setValue(key(), QVariant::fromValue(value)); }
    void reset() const { QSettings().remove(key()); }

private:
    const char *m_key;
    T m_default;
};

// The folder a file dialog starts in: the one last chosen in it, and until
// one was, the open game file's folder (GameFolder) or the home folder.
class FolderSetting : public Setting<QString>
{
public:
    enum class Start { GameFolder, Home };
    FolderSetting(const char *key, Start start) : Setting<QString>(key), m_start(start) {}

    // gameFile: the open game's file, empty while it has none (then home).
    QString folder(const QString &gameFile = QString()) const;

private:
    Start m_start;
};

// A setting kept for each of many things (each game's mailbox): one key per
// thing, the prefix and the thing's id.
template <typename T>
class KeyedSetting
{
public:
    KeyedSetting(const char *prefix, T defaultValue = T()) : m_prefix(prefix), m_default(std::move(defaultValue)) {}

    QString key(const QString &id) const { return QString::fromLatin1(m_prefix) + u'/' + QString::fromLatin1(id.toUtf8().toPercentEncoding()); }
    T defaultValue() const { return m_default; }
    T value(const QString &id) const { return QSettings().value(key(id), QVariant::fromValue(m_default)).template value<T>(); }
    void set(const QString &id, const T &value) const { QSettings().setValue(key(id), QVariant::fromValue(value)); }

private:
    const char *m_prefix;
    T m_default;
};

namespace settings {

// The folder of the game last opened or saved (File > Open…, Save As…).
inline const FolderSetting lastFolder{"lastFolder", FolderSetting::Start::Home};
// File > Open Recent: the game files last opened, the latest first.
inline const Setting<QStringList> recentFiles{"recentFiles"};
// The main window's size and place, and its docks (QMainWindow::saveState); none on a first start.
inline const Setting<QByteArray> windowGeometry{"window/geometry"};
inline const Setting<QByteArray> windowState{"window/state"};
// Orders > Import Orders…: the folder orders were last imported from.
inline const FolderSetting ordersFolder{"orders/lastFolder", FolderSetting::Start::GameFolder};
// The Replay's Export Reports…: the folder reports were last written into.
inline const FolderSetting reportsFolder{"replay/reportsFolder", FolderSetting::Start::GameFolder};
// The AP Ledger's Import Spends…: the folder spends were last imported from.
inline const FolderSetting apSpendsFolder{"apSpends/lastFolder", FolderSetting::Start::GameFolder};
// Mail > Send Reports…: the SMTP server, its login and certificates (the password is never stored),
// and the folder the mail was last saved into.
inline const Setting<QString> smtpUrl{"mail/smtpUrl"};
inline const Setting<QString> smtpUser{"mail/smtpUser"};
inline const Setting<QString> smtpCaFile{"mail/caFile"};
inline const FolderSetting mailFolder{"mail/outFolder", FolderSetting::Start::Home};
// Mail › Game Settings…: how often the game's mailbox is fetched while the
// game is open, in minutes (0: never), for each mailbox (its URL and user).
inline const KeyedSetting<int> fetchMinutes{"mailbox/fetchMinutes", 0};
// Mail > Import Mail Files…: the folder mail was last imported from.
inline const FolderSetting inboxFolder{"mail/inboxFolder", FolderSetting::Start::GameFolder};

// Mail › Send Reports…: each report attached as PDF, and the pictures shown
// in place, as last chosen (a turn's reports sent again go as they went).
inline const Setting<bool> reportPdf{"mail/reportPdf", false};
inline const Setting<bool> reportPictures{"mail/reportPictures", true};

// File › Keep a Recovery Copy: the unsaved work kept for a recovery after a crash.
inline const Setting<bool> keepRecovery{"recovery/keep", true};

} // namespace settings

} // namespace adj::ui
