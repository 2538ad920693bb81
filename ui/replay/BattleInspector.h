// The replay's battle inspector (docs/formats.md "Battle details"): the
// two sides side by side (nation code, its map colour, what each brings as
// numbers and as bars proportional to strength), each round as arithmetic,
// how the battle ended and the rule choices that decided it, all from
// explainBattle() (core/report/BattleText.h), the same explanation the
// nations' reports print. "Copy as text" (Ctrl+C while it has focus) puts
// explainBattle(b).toText() on the clipboard, for a reply to a player.
// The stage buttons (Before / Losses / After) ask the replay to show the
// battle's stages on the map through the document.
#pragma once

#include "map/NationColours.h"
#include "report/BattleText.h"
#include "rules/Step.h"

#include <QWidget>
#include <optional>

class QAbstractButton;
class QButtonGroup;
class QLabel;
class QPushButton;
class QTextBrowser;

namespace adj::ui {

class BattleSides;

class BattleInspector : public QWidget
{
    Q_OBJECT
public:
    // The stages of a battle on the map: the game before the step, the
    // losses taken where each side stood, the game after the step.
    enum Stage { Before, Losses, After };
    Q_ENUM(Stage)

    explicit BattleInspector(QWidget *parent = nullptr);

    // The battle shown (none: the inspector is empty); the stage goes back to After.
    void setBattle(const std::optional<Battle> &battle, const NationColours &colours);
    bool hasBattle() const { return m_battle.has_value(); }
    const std::optional<Battle> &battle() const { return m_battle; }

    // explainBattle(battle).toText(): what Copy puts on the clipboard.
    QString text() const;
    // The rich text pane as plain text (what the moderator reads).
    QString shownText() const;
    Stage stage() const { return m_stage; }
    QAbstractButton *stageButton(Stage stage) const;
    QPushButton *copyButton() const { return m_copy; }

public slots:
    void copyToClipboard();
    void setStage(Stage stage);   // emits stageChanged when it differs

signals:
    void stageChanged(adj::ui::BattleInspector::Stage stage);

private:
    std::optional<Battle> m_battle;
    BattleExplanation m_explanation;
    QLabel *m_title;
    BattleSides *m_sides;
    QTextBrowser *m_text;
    QButtonGroup *m_stages;
    QPushButton *m_copy;
    Stage m_stage = After;
};

// The two sides, drawn: each nation's colour and code, what it brings, and a
// bar per side, as long as its strength against the stronger side's, split
// into what makes it up (ships, armies, population, forts, city bonus). The
// numbers are the battle record's (countBattle); nothing here counts.
class BattleSides : public QWidget
{
    Q_OBJECT
public:
    struct Part {
        QString words;   // the part with its number: "3 armies", "1 ship", "city bonus 3"
        int value = 0;
    };
    struct Side {
        QString code;    // nation code, or "neutral"
        QColor colour;
        QString brings;  // explainBattle's words
        QList<Part> parts;
        int strength = 0; // the battle record's: what the parts add up to
    };

    explicit BattleSides(QWidget *parent = nullptr);
    void setSides(const Side &attacker, const Side &defender);
    const Side &attacker() const { return m_attacker; }
    const Side &defender() const { return m_defender; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    // The parts' words under a side's bar ("3 armies + 1 fort"); they and
    // what the side brings wrap in its column however long, never cut.
    static QString partsText(const Side &side);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    static int columnWidth(int width);  // of each side
    void keepTextRoom();
    Side m_attacker, m_defender;
};

} // namespace adj::ui
