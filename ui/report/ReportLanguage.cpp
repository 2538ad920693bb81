#include "report/ReportLanguage.h"

#include "document/GameDocument.h"
#include "language/Language.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLocale>
#include <QMenu>
#include <QUndoCommand>
#include <QUndoStack>

namespace adj::ui {

namespace {
struct ReportLanguageTr {
    Q_DECLARE_TR_FUNCTIONS(adj::ui::ReportLanguage)
};

// The game's report language as one undoable step. No rule reads
// it, so an open resolved turn stays open and the replay where it stands; the
// reports written from it next are in the new language (GameDocument::setField).
class SetReportLanguage : public QUndoCommand
{
public:
    SetReportLanguage(GameDocument *doc, const QString &from, const QString &to, const QString &text)
        : QUndoCommand(text), m_doc(doc), m_from(from), m_to(to)
    {
    }
    void undo() override { m_doc->setField(Change::Target::Game, QString(), QStringLiteral("language"), m_from); }
    void redo() override { m_doc->setField(Change::Target::Game, QString(), QStringLiteral("language"), m_to); }

private:
    GameDocument *m_doc;
    QString m_from, m_to;
};
} // namespace

QMenu *reportLanguageMenu(GameDocument *doc, QWidget *parent)
{
    auto *menu = new QMenu(ReportLanguageTr::tr("Report &Language"), parent);
    menu->setObjectName(QStringLiteral("reportLanguageMenu"));
    menu->setToolTip(ReportLanguageTr::tr("The language of this game's reports and mail, whatever the window's language"));
    auto *group = new QActionGroup(menu);
    for (const QString &code : Language::codes()) {
        // Each language by its own name, as a player who reads it would look for
        // it; English plainly (Qt names "en" "American English").
        const QString name = code == u"en" ? QStringLiteral("English") : QLocale(code).nativeLanguageName();
        QAction *action = menu->addAction(name);
        action->setData(code);
        action->setCheckable(true);
        group->addAction(action);
    }
    QObject::connect(menu, &QMenu::aboutToShow, menu, [doc, group] {
        for (QAction *action : group->actions())
            action->setChecked(action->data().toString() == gameLanguage(doc->game()));
    });
    QObject::connect(group, &QActionGroup::triggered, menu, [doc](QAction *action) {
        const QString code = action->data().toString();
        if (code == gameLanguage(doc->game()))
            return;
        doc->undoStack()->push(new SetReportLanguage(doc, gameLanguage(doc->game()), code,
                                                     ReportLanguageTr::tr("Report language: %1").arg(action->text())));
    });
    return menu;
}

} // namespace adj::ui
