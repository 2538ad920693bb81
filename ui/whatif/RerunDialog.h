// History › Re-run From Here…: a ruling revisited (core audit/Audit.h).
// The game file's accepted turns from one on are resolved again under
// another rule choice, or with a decision about a message of the first
// turn's inbox taken otherwise (audit/MessageRuling.h), or both, on a worker
// showing the turns done with Cancel, and the result is a list of
// the turns with what differs in each, then the game now against the game as
// it would be; choosing one shows its differing steps on both sides (each
// battle's arithmetic) and its differences as What If shows them, and rings
// the areas that differ on the map. The re-run may be adopted as the game's
// course (one step on Edit › Undo, the course played kept in the file), and
// the errata to every player saved as mail or sent (Mail's Send dialog).
#pragma once

#include "audit/Audit.h"
#include "ruleset/Ruleset.h"

#include <QDialog>
#include <QPointer>
#include <optional>

class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace adj {
struct MailBatch;
}

namespace adj::ui {

class DifferenceTable;

class GameFile;
class MapView;
class RuleChoice;

class RerunDialog : public QDialog
{
    Q_OBJECT
public:
    // `map` may be null (no areas to ring).
    RerunDialog(GameFile *file, int from, MapView *map, QWidget *parent = nullptr);
    ~RerunDialog() override;

    // Re-runs with the choices on screen; "" or why not (the error, or that it was cancelled).
    QString rerun();
    const std::optional<Audit> &audit() const { return m_audit; }
    QListWidget *turnsView() const { return m_turns; }
    // Without asking (the button asks first): the re-run becomes the game's course.
    QString adopt();
    // The errata of the re-run, one .eml a player, into `dir`; "" or the error.
    QString saveErrata(const QString &dir);
    // The audit as text, in the game's report language (Copy as Text).
    QString result() const;
    // The errata as mail to send, each recorded once sent.
    MailBatch errataBatch() const;
    // The messages of the first turn's inbox offered (the message box's rows after "none").
    QComboBox *messageBox() const { return m_message; }
    QComboBox *decisionBox() const { return m_decision; }

signals:
    // Send Errata…: the window opens its Send dialog with errataBatch().
    void errataToSend();

private:
    // The rule choices the turns were played under, which the re-run's changes replace.
    Options acceptedOptions() const;
    // The from turn's messages, as its inbox holds them.
    void fillMessages();
    // The decisions for the message chosen: count it, do not count it, count it for a nation.
    void fillDecisions();
    std::optional<MessageRuling> messageRuling() const;
    void showEntry(int row);
    void clearResult();
    void askAdopt();
    void askSaveErrata();

    GameFile *m_file;
    QPointer<MapView> m_map;  // the window's, which may go first
    QSpinBox *m_from;
    RuleChoice *m_choice;
    QComboBox *m_message, *m_decision;
    QList<InboxMessage> m_inbox;  // the from turn's, without their bytes
    int m_listing = 0;            // which reading of the inbox fills the list
    QLabel *m_note;
    QLabel *m_summary;
    QListWidget *m_turns;
    QLabel *m_entry;
    QPlainTextEdit *m_steps;
    DifferenceTable *m_state;
    QPushButton *m_adopt, *m_errata, *m_send, *m_copy;
    std::optional<Audit> m_audit;
    Game m_before;  // the current game the re-run was compared with
    bool m_adopted = false;
};

} // namespace adj::ui
