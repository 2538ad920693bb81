#include "document/Selection.h"

#include "document/GameDocument.h"

namespace adj::ui {

Selection::Selection(GameDocument *doc)
    : QObject(doc), m_doc(doc)
{
    // Made with the document: these run before any view's own handler.
    connect(doc, &GameDocument::gameReset, this, [this] {
        selectArea({});
        selectNation({});
    });
    connect(doc, &GameDocument::mapChanged, this, [this] {
        if (!m_doc->game().area(m_area))
            selectArea({});
    });
}

void Selection::selectArea(const QString &code)
{
    const QString area = m_doc->game().area(code) || m_doc->viewedGame().area(code) ? code : QString();
    if (area == m_area)
        return;
    m_area = area;
    emit areaSelected(m_area);
}

void Selection::selectNation(const QString &code)
{
    const QString nation = m_doc->game().nation(code) || m_doc->viewedGame().nation(code) ? code : QString();
    if (nation == m_nation)
        return;
    m_nation = nation;
    emit nationSelected(m_nation);
}

} // namespace adj::ui
