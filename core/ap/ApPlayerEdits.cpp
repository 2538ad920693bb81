#include "ap/ApPlayerEdits.h"

#include <QJsonArray>

namespace adj {

namespace {

QJsonObject playerObject(const ApPlayer &p)
{
    QJsonObject o{{QStringLiteral("name"), p.name},
                  {QStringLiteral("diplomacy"), p.diplomacy},
                  {QStringLiteral("combat"), p.combat},
                  {QStringLiteral("intrigue"), p.intrigue},
                  {QStringLiteral("free"), p.free},
                  {QStringLiteral("money"), double(p.money)},
                  {QStringLiteral("embargoed"), p.embargoed}};
    if (!p.email.isEmpty())
        o.insert(QStringLiteral("email"), p.email);
    return o;
}

// The accounts of `ap` with those of `owner` (matched as spends files match
// names: without case) renamed to `to`, or dropped when `to` is empty.
QJsonArray accountsOf(const QJsonObject &ap, const QString &owner, const QString &to)
{
    QJsonArray out;
    for (const QJsonValue &v : ap.value(u"accounts").toArray()) {
        QJsonObject a = v.toObject();
        if (!v.isObject() || a.value(u"owner").toString().compare(owner, Qt::CaseInsensitive) != 0) {
            out.append(v);
            continue;
        }
        if (to.isEmpty())
            continue;
        a.insert(QStringLiteral("owner"), to);
        out.append(a);
    }
    return out;
}

void putAccounts(QJsonObject &ap, const QJsonArray &accounts)
{
    if (ap.contains(u"accounts"))
        ap.insert(QStringLiteral("accounts"), accounts);
}

} // namespace

const QStringList &apPlayerFields()
{
    static const QStringList fields = {QStringLiteral("name"),  QStringLiteral("diplomacy"), QStringLiteral("combat"),
                                       QStringLiteral("intrigue"), QStringLiteral("free"),   QStringLiteral("money"),
                                       QStringLiteral("embargoed"), QStringLiteral("email")};
    return fields;
}

QJsonObject withApPlayerField(const QJsonObject &ap, int index, const QString &field, const QJsonValue &value)
{
    QJsonObject out = ap;
    QJsonArray players = ap.value(u"players").toArray();
    if (index < 0 || index >= players.size() || !apPlayerFields().contains(field))
        return out;
    QJsonObject p = players[index].toObject();
    if (field == u"name" && p.value(u"name").isString() && !value.toString().trimmed().isEmpty())
        putAccounts(out, accountsOf(ap, p.value(u"name").toString().trimmed(), value.toString().trimmed()));
    if (field == u"email" && value.toString().isEmpty())
        p.remove(field);
    else
        p.insert(field, value.isString() ? QJsonValue(value.toString().trimmed()) : value);
    players[index] = p;
    out.insert(QStringLiteral("players"), players);
    return out;
}

QJsonObject withApPlayer(const QJsonObject &ap, const ApPlayer &player)
{
    QJsonObject out = ap;
    QJsonArray players = ap.value(u"players").toArray();
    ApPlayer p = player;
    p.name = p.name.trimmed();
    p.email = p.email.trimmed();
    players.append(playerObject(p));
    out.insert(QStringLiteral("players"), players);
    return out;
}

QJsonObject withoutApPlayer(const QJsonObject &ap, int index)
{
    QJsonObject out = ap;
    QJsonArray players = ap.value(u"players").toArray();
    if (index < 0 || index >= players.size())
        return out;
    const QString name = players[index].toObject().value(u"name").toString().trimmed();
    players.removeAt(index);
    out.insert(QStringLiteral("players"), players);
    if (!name.isEmpty())
        putAccounts(out, accountsOf(ap, name, QString()));
    return out;
}

QString apEditRefusal(const QJsonObject &ap, const QJsonObject &edited)
{
    Problems before, after;
    readApState(ap, before);
    readApState(edited, after);
    for (const Problem &p : std::as_const(after))
        if (p.severity == Problem::Error && !before.contains(p))
            return p.field.isEmpty() ? p.translated() : p.field + QStringLiteral(": ") + p.translated();
    return {};
}

} // namespace adj
