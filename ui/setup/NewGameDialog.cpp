#include "setup/NewGameDialog.h"

#include "widgets/ScreenFit.h"

#include "model/GameJson.h"
#include "model/MapSheets.h"
#include "ruleset/Ruleset.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace adj::ui {

NewGameDialog::NewGameDialog(QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit)
    , m_fromSample(new QRadioButton(tr("A bundled &sample game")))
    , m_fromSheets(new QRadioButton(tr("A map kept in a s&preadsheet (CSV)")))
    , m_sample(new QComboBox)
    , m_ruleset(new QComboBox)
    , m_areas(new QLineEdit)
    , m_borders(new QLineEdit)
    , m_nations(new QLineEdit)
    , m_problemsView(new QPlainTextEdit)
{
    setWindowTitle(tr("New Game"));
    m_name->setPlaceholderText(tr("e.g. Britain 1066, autumn game"));

    for (const QString &path : samples()) {
        const std::optional<Game> g = readGameFile(path).game;
        if (!g)
            continue;
        const Ruleset *r = Ruleset::get(g->ruleset);
        m_sample->addItem(tr("%1 (%2, %n area(s))", nullptr, int(g->areas.size())).arg(g->name, r ? r->title : g->ruleset), path);
    }
    for (const QString &name : Ruleset::names())
        m_ruleset->addItem(Ruleset::get(name)->title, name);
    setRuleset(QStringLiteral("dark-age"));

    auto *sheets = new QGridLayout;
    const struct { QString label; QLineEdit *edit; const char *file; } tables[] = {
        {tr("&Areas:"), m_areas, "areas.csv"}, {tr("&Borders:"), m_borders, "borders.csv"}, {tr("Na&tions:"), m_nations, "nations.csv"}};
    int row = 0;
    sheets->addWidget(new QLabel(tr("Ruleset:")), row, 0);
    sheets->addWidget(m_ruleset, row++, 1, 1, 2);
    m_sheetWidgets << m_ruleset;
    for (const auto &[label, edit, file] : tables) {
        auto *l = new QLabel(label);
        l->setBuddy(edit);
        edit->setPlaceholderText(QLatin1String(file));
        auto *pick = new QToolButton;
        pick->setText(QStringLiteral("…"));
        pick->setToolTip(tr("Choose the file"));
        connect(pick, &QToolButton::clicked, this, [this, edit = edit, label = label] { browse(edit, label); });
        sheets->addWidget(l, row, 0);
        sheets->addWidget(edit, row, 1);
        sheets->addWidget(pick, row++, 2);
        m_sheetWidgets << edit << pick;
    }
    auto *folder = new QPushButton(tr("From a &Folder…"));
    folder->setToolTip(tr("Take areas.csv, borders.csv and nations.csv from one folder"));
    connect(folder, &QPushButton::clicked, this, &NewGameDialog::chooseFolder);
    sheets->addWidget(folder, row++, 1, Qt::AlignLeft);
    m_sheetWidgets << folder;

    auto *source = new QGroupBox(tr("Start from"));
    auto *sourceLayout = new QVBoxLayout(source);
    sourceLayout->addWidget(m_fromSample);
    auto *sampleRow = new QHBoxLayout;
    sampleRow->addSpacing(24);
    sampleRow->addWidget(m_sample, 1);
    sourceLayout->addLayout(sampleRow);
    sourceLayout->addWidget(m_fromSheets);
    auto *sheetsRow = new QHBoxLayout;
    sheetsRow->addSpacing(24);
    sheetsRow->addLayout(sheets, 1);
    sourceLayout->addLayout(sheetsRow);
    connect(m_fromSample, &QRadioButton::toggled, this, &NewGameDialog::updateEnabled);

    m_problemsView->setReadOnly(true);
    m_problemsView->setAccessibleName(tr("Problems with the spreadsheet"));
    m_problemsView->setPlaceholderText(tr("Problems with the spreadsheet are listed here, each with its file, line and column."));
    m_problemsView->setMinimumHeight(90);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Create Game"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(source);
    layout->addWidget(m_problemsView, 1);
    layout->addWidget(buttons);
    setSource(Source::Sample);
    resizeWithinScreen(this, {560, 460});
}

QStringList NewGameDialog::samples()
{
    QStringList out;
    for (const QString &f : QDir(QStringLiteral(":/samples")).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        out << QStringLiteral(":/samples/") + f;
    return out;
}

void NewGameDialog::setSource(Source source)
{
    (source == Source::Sample ? m_fromSample : m_fromSheets)->setChecked(true);
    updateEnabled();
}

void NewGameDialog::setName(const QString &name)
{
    m_name->setText(name);
}

void NewGameDialog::setRuleset(const QString &ruleset)
{
    m_ruleset->setCurrentIndex(std::max(0, m_ruleset->findData(ruleset)));
}

void NewGameDialog::setSample(const QString &resourcePath)
{
    m_sample->setCurrentIndex(std::max(0, m_sample->findData(resourcePath)));
}

void NewGameDialog::setSheets(const QString &areas, const QString &borders, const QString &nations)
{
    m_areas->setText(areas);
    m_borders->setText(borders);
    m_nations->setText(nations);
}

void NewGameDialog::setSheetsFolder(const QString &folder)
{
    const QDir dir(folder);
    setSheets(dir.filePath(QStringLiteral("areas.csv")), dir.filePath(QStringLiteral("borders.csv")),
              dir.filePath(QStringLiteral("nations.csv")));
}

QString NewGameDialog::problemsText() const
{
    return m_problemsView->toPlainText();
}

void NewGameDialog::updateEnabled()
{
    const bool sheets = m_fromSheets->isChecked();
    m_sample->setEnabled(!sheets);
    for (QWidget *w : std::as_const(m_sheetWidgets))
        w->setEnabled(sheets);
}

void NewGameDialog::browse(QLineEdit *edit, const QString &title)
{
    const QString start = edit->text().isEmpty() ? m_areas->text() : edit->text();
    const QString path = QFileDialog::getOpenFileName(this, QString(title).remove(QLatin1Char('&')).chopped(1),
                                                      QFileInfo(start).absolutePath(), tr("Spreadsheets (*.csv)"));
    if (!path.isEmpty())
        edit->setText(path);
}

void NewGameDialog::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder with areas.csv, borders.csv and nations.csv"),
                                                             QFileInfo(m_areas->text()).absolutePath());
    if (!folder.isEmpty())
        setSheetsFolder(folder);
}

std::optional<Game> NewGameDialog::makeGame()
{
    m_problems.clear();
    const QString name = m_name->text().simplified();
    if (m_fromSample->isChecked()) {
        GameRead read = readGameFile(m_sample->currentData().toString());
        m_problems = read.problems;
        std::optional<Game> g = read.game;
        if (g && !name.isEmpty())
            g->name = name;
        return g;
    }
    const std::optional<MapSheets> sheets = readMapSheets(m_areas->text(), m_borders->text(), m_nations->text(), m_problems);
    if (!sheets)
        return std::nullopt;
    return gameFromSheets(*sheets, m_ruleset->currentData().toString(),
                          name.isEmpty() ? QFileInfo(m_areas->text()).dir().dirName() : name, m_problems);
}

void NewGameDialog::accept()
{
    m_game = makeGame();
    QStringList lines;
    for (const Problem &p : std::as_const(m_problems))
        lines << p.toString(Lang::Translated);
    m_problemsView->setPlainText(lines.join(QLatin1Char('\n')));
    if (!m_game || hasErrors(m_problems)) {
        m_game.reset();
        return;
    }
    QDialog::accept();
}

} // namespace adj::ui
