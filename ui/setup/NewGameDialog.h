// File > New… and File > Import Map…: a new game, named by the
// moderator, from a bundled sample or from a map kept in a spreadsheet
// (docs/formats.md "Map spreadsheets": areas, borders and nations as CSV). Every
// problem of the spreadsheet is listed at once, each with its file, line and
// column, and the dialog stays open so the moderator can fix the files and
// try again; the game made passes the same checks as a game file.
#pragma once

#include "io/Problem.h"
#include "model/Game.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QRadioButton;

namespace adj::ui {

class NewGameDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Source { Sample, Sheets };

    explicit NewGameDialog(QWidget *parent = nullptr);

    // The bundled sample games (Qt resource paths, ":/samples/….json").
    static QStringList samples();

    void setSource(Source source);
    void setName(const QString &name);
    void setRuleset(const QString &ruleset);       // for a spreadsheet
    void setSample(const QString &resourcePath);
    void setSheets(const QString &areas, const QString &borders, const QString &nations);
    // Fills the three tables from areas.csv, borders.csv and nations.csv in `folder`.
    void setSheetsFolder(const QString &folder);

    // The game made by the last accept, and the problems that stopped it.
    const std::optional<Game> &game() const { return m_game; }
    const Problems &problems() const { return m_problems; }
    QString problemsText() const;

public slots:
    // Makes the game; with problems they are listed and the dialog stays open.
    void accept() override;

private:
    std::optional<Game> makeGame();
    void browse(QLineEdit *edit, const QString &title);
    void chooseFolder();
    void updateEnabled();

    QLineEdit *m_name;
    QRadioButton *m_fromSample, *m_fromSheets;
    QComboBox *m_sample, *m_ruleset;
    QLineEdit *m_areas, *m_borders, *m_nations;
    QList<QWidget *> m_sheetWidgets;
    QPlainTextEdit *m_problemsView;
    std::optional<Game> m_game;
    Problems m_problems;
};

} // namespace adj::ui
