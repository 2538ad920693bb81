#include "model/Game.h"

namespace adj {

QString kindName(AreaKind k)
{
    switch (k) {
    case AreaKind::Land: return QStringLiteral("land");
    case AreaKind::City: return QStringLiteral("city");
    case AreaKind::Sea: return QStringLiteral("sea");
    }
    return {};
}

std::optional<AreaKind> kindFromName(const QString &s)
{
    if (s == u"land") return AreaKind::Land;
    if (s == u"city") return AreaKind::City;
    if (s == u"sea") return AreaKind::Sea;
    return std::nullopt;
}

QString modeName(DefenceMode m)
{
    switch (m) {
    case DefenceMode::Retreat: return QStringLiteral("retreat");
    case DefenceMode::Defend: return QStringLiteral("defend");
    case DefenceMode::Ambush: return QStringLiteral("ambush");
    case DefenceMode::Entrench: return QStringLiteral("entrench");
    }
    return {};
}

std::optional<DefenceMode> modeFromName(const QString &s)
{
    if (s == u"retreat") return DefenceMode::Retreat;
    if (s == u"defend") return DefenceMode::Defend;
    if (s == u"ambush") return DefenceMode::Ambush;
    if (s == u"entrench") return DefenceMode::Entrench;
    return std::nullopt;
}

bool isDifficultTerrain(const QString &terrain)
{
    return terrain == u"forest" || terrain == u"mountain" || terrain == u"wetland"
        || terrain == u"jungle";
}

int Game::areaIndex(const QString &code) const
{
    if (m_indexedAreas != areas.size())
        const_cast<Game *>(this)->reindex();
    return m_areaIndex.value(code, -1);
}

int Game::nationIndex(const QString &code) const
{
    if (m_indexedNations != nations.size())
        const_cast<Game *>(this)->reindex();
    return m_nationIndex.value(code, -1);
}

Area *Game::area(const QString &code)
{
    const int i = areaIndex(code);
    return i < 0 ? nullptr : &areas[i];
}

const Area *Game::area(const QString &code) const
{
    const int i = areaIndex(code);
    return i < 0 ? nullptr : &areas[i];
}

Nation *Game::nation(const QString &code)
{
    const int i = nationIndex(code);
    return i < 0 ? nullptr : &nations[i];
}

const Nation *Game::nation(const QString &code) const
{
    const int i = nationIndex(code);
    return i < 0 ? nullptr : &nations[i];
}

void Game::reindex()
{
    m_areaIndex = {};
    m_nationIndex = {};
    m_areaIndex.reserve(areas.size());
    m_nationIndex.reserve(nations.size());
    for (int i = 0; i < areas.size(); ++i)
        m_areaIndex.insert(areas[i].code, i);
    for (int i = 0; i < nations.size(); ++i)
        m_nationIndex.insert(nations[i].code, i);
    m_indexedAreas = areas.size();
    m_indexedNations = nations.size();
}

bool Game::operator==(const Game &o) const
{
    return format == o.format && version == o.version && name == o.name && ruleset == o.ruleset
        && turn == o.turn && seed == o.seed && options == o.options && order == o.order
        && nations == o.nations && areas == o.areas && borders == o.borders && ap == o.ap
        && extra == o.extra && boardPicture == o.boardPicture;
}

Moderator gameModeratorField(const Game &game)
{
    const QJsonObject o = game.extra.value(QStringLiteral("moderator")).toObject();
    return {o.value(u"name").toString(), o.value(u"email").toString()};
}

QJsonObject moderatorJson(const Moderator &moderator)
{
    QJsonObject o;
    if (!moderator.email.isEmpty())
        o.insert(QStringLiteral("email"), moderator.email);
    if (!moderator.name.isEmpty())
        o.insert(QStringLiteral("name"), moderator.name);
    return o;
}

void setGameModerator(Game &game, const Moderator &moderator)
{
    if (moderator.isEmpty())
        game.extra.remove(QStringLiteral("moderator"));
    else
        game.extra.insert(QStringLiteral("moderator"), moderatorJson(moderator));
}

QString gameLanguage(const Game &game)
{
    return game.extra.value(QStringLiteral("language")).toString(QStringLiteral("en"));
}

void setGameLanguage(Game &game, const QString &code)
{
    if (code == u"en")
        game.extra.remove(QStringLiteral("language"));
    else
        game.extra.insert(QStringLiteral("language"), code);
}

std::optional<Schedule> gameSchedule(const Game &game)
{
    const QJsonValue value = game.extra.value(QStringLiteral("schedule"));
    Problems ignored;  // checked when the game was read
    return value.isUndefined() ? std::nullopt : readSchedule(value, ignored);
}

std::optional<Mailbox> gameMailbox(const Game &game)
{
    const QJsonValue value = game.extra.value(QStringLiteral("mailbox"));
    Problems ignored;
    return value.isUndefined() ? std::nullopt : readMailbox(value, ignored);
}

void setGameSchedule(Game &game, const std::optional<Schedule> &schedule)
{
    if (schedule)
        game.extra.insert(QStringLiteral("schedule"), scheduleJson(*schedule));
    else
        game.extra.remove(QStringLiteral("schedule"));
}

Language languageOf(const Game &game)
{
    return Language::load(gameLanguage(game)).value_or(Language());
}

} // namespace adj
