#include "map/MapFind.h"

#include "widgets/Tones.h"

#include "document/GameDocument.h"
#include "document/Selection.h"
#include "map/MapView.h"
#include "model/Holdings.h"

#include <QCompleter>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStringListModel>
#include <QStyle>
#include <QScrollBar>
#include <QToolButton>
#include <QAbstractItemView>

namespace adj::ui {

namespace {
const QString Dash = QStringLiteral(" — ");
} // namespace

FindResult findInGame(const Game &game, const QString &text)
{
    QString t = text.trimmed();
    if (const int dash = t.indexOf(Dash); dash > 0)
        t = t.left(dash).trimmed();
    if (t.isEmpty())
        return {};
    auto nationResult = [&game](const Nation &n) {
        FindResult r;
        r.nation = n.code;
        if (const Area *first = firstAreaOf(game, n.code))
            r.area = first->code;
        return r;
    };
    const Qt::CaseSensitivity ci = Qt::CaseInsensitive;
    // Level by level: exact code, exact name, name starts with, name contains.
    for (int level = 0; level < 4; ++level) {
        auto matches = [&](const QString &code, const QString &name) {
            switch (level) {
            case 0: return code.compare(t, ci) == 0;
            case 1: return !name.isEmpty() && name.compare(t, ci) == 0;
            case 2: return name.startsWith(t, ci);
            default: return name.contains(t, ci);
            }
        };
        for (const Area &a : game.areas)
            if (matches(a.code, a.name))
                return FindResult{a.code, {}};
        for (const Nation &n : game.nations)
            if (matches(n.code, n.name))
                return nationResult(n);
    }
    return {};
}

MapFind::MapFind(MapView *map)
    : QWidget(map)
    , m_map(map)
    , m_edit(new QLineEdit)
    , m_message(new QLabel)
{
    setObjectName(QStringLiteral("mapFind"));
    setAutoFillBackground(true);
    setAttribute(Qt::WA_StyledBackground);
    m_edit->setObjectName(QStringLiteral("mapFindEdit"));
    m_edit->setAccessibleName(tr("Find area or nation"));
    m_edit->setPlaceholderText(tr("Area or nation: code or name"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setMinimumWidth(220);
    m_edit->installEventFilter(this);
    auto *completer = new QCompleter(new QStringListModel(this), this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    completer->setMaxVisibleItems(12);
    m_edit->setCompleter(completer);
    connect(completer, qOverload<const QString &>(&QCompleter::activated), this, [this](const QString &text) { find(text); });
    connect(m_edit, &QLineEdit::returnPressed, this, [this] { find(m_edit->text()); });
    connect(map->document()->selection(), &Selection::areaSelected, this, &MapFind::showSelection);
    connect(map->document()->selection(), &Selection::nationSelected, this, &MapFind::showSelection);
    m_message->setObjectName(QStringLiteral("mapFindMessage"));

    auto *close = new QToolButton;
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setAutoRaise(true);
    close->setToolTip(tr("Close (Esc)"));
    close->setAccessibleName(tr("Close"));
    connect(close, &QToolButton::clicked, this, &MapFind::dismiss);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 2, 4);
    layout->addWidget(new QLabel(tr("Find:")));
    layout->addWidget(m_edit, 2);
    layout->addWidget(m_message, 1);
    layout->addWidget(close);
    map->installEventFilter(this);
    hide();
}

QString MapFind::message() const
{
    return m_message->text();
}

void MapFind::updateCompletions()
{
    QStringList items;
    const Game &game = m_map->shownGame();
    for (const Area &a : game.areas)
        items.append(a.name.isEmpty() ? a.code : a.code + Dash + a.name);
    for (const Nation &n : game.nations)
        items.append(n.code + Dash + (n.name.isEmpty() ? tr("nation") : tr("%1 (nation)").arg(n.name)));
    static_cast<QStringListModel *>(m_edit->completer()->model())->setStringList(items);
}

// Across the top of the map, in a band the picture leaves free.
void MapFind::place()
{
    const int height = sizeHint().height();
    m_map->setTopBand(height);
    setGeometry(0, 0, m_map->width(), height);
}

void MapFind::open()
{
    updateCompletions();
    m_message->clear();
    show();
    raise();
    place();
    m_edit->setFocus(Qt::ShortcutFocusReason);
    m_edit->selectAll();
}

void MapFind::dismiss()
{
    hide();
    m_map->setTopBand(0);
    m_map->setFocus();
}

FindResult MapFind::find(const QString &text)
{
    m_edit->completer()->popup()->hide();
    const FindResult r = findInGame(m_map->shownGame(), text);
    if (!r.found()) {
        m_message->setText(QStringLiteral("<span style='%1'>%2</span>").arg(tone::css(tone::error()), tr("not found")));
        place();
        return r;
    }
    m_finding = true;
    m_map->highlightNation(r.nation);  // a nation's areas ringed, or none
    if (!r.area.isEmpty())
        m_map->selectArea(r.area, true);
    m_finding = false;
    describe(r);
    return r;
}

void MapFind::describe(const FindResult &r)
{
    const Game &game = m_map->shownGame();
    if (!r.nation.isEmpty()) {
        const Nation *n = game.nation(r.nation);
        m_message->setText(r.area.isEmpty() ? tr("%1 holds no area").arg(r.nation)
                                            : tr("nation %1").arg(n && !n->name.isEmpty() ? n->name : r.nation));
    } else {
        const Area *a = game.area(r.area);
        m_message->setText(a && !a->name.isEmpty() ? QStringLiteral("%1 %2").arg(a->code, a->name) : r.area);
    }
    place();
}

void MapFind::showSelection()
{
    // Chosen elsewhere (the map, a Nations row, a Charts entry): the box names it.
    const Selection *selection = m_map->document()->selection();
    if (m_finding || !isVisible())
        return;
    FindResult r{selection->area(), selection->nation()};
    if (!r.nation.isEmpty()) {
        // The nation's first area, as a find gives it.
        const Area *first = firstAreaOf(m_map->shownGame(), r.nation);
        r.area = first ? first->code : QString();
    }
    m_edit->setText(r.nation.isEmpty() ? r.area : r.nation);
    if (r.found())
        describe(r);
    else
        m_message->clear();
}

bool MapFind::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape && !m_edit->completer()->popup()->isVisible()) {
        dismiss();
        return true;
    }
    if (watched == m_map && event->type() == QEvent::Resize && isVisible())
        place();
    return QWidget::eventFilter(watched, event);
}

} // namespace adj::ui
