// SPDX-License-Identifier: GPL-3.0-or-later
#include "eventcodec.h"

#include "codecfields.h"

namespace xobos::io {

using namespace rules;

namespace {

constexpr int kEventTypeCount = static_cast<int>(EventType::GameEnded) + 1;
constexpr int kMaxValue = 1000000;

// The meaning of Event::detail for one event type: the names of its values, or empty
// when it is a plain number.
QStringList detailNames(EventType t)
{
    switch (t) {
    case EventType::BuildingDestroyed:
    case EventType::BuildingSeized:
    case EventType::ConstructionDetail:
    case EventType::BuildingCompleted:
    case EventType::BuildingDemolished: return buildingTypeNames();
    case EventType::ConnectionMade:
    case EventType::ConnectionBroken: return connectionKindNames();
    case EventType::TechnologyBought: return techNames();
    case EventType::Upgraded: return upgradeKindNames();
    case EventType::SecretAction:
        return {QStringLiteral("connection"), QStringLiteral("construction"), QStringLiteral("upgrade"),
                QStringLiteral("healing"), QStringLiteral("arming"), QStringLiteral("leader")};
    case EventType::CrystalsGained:
        return {QStringLiteral("destroy"), QStringLiteral("seize"), QStringLiteral("source"),
                QStringLiteral("production")};
    default: return {};
    }
}

} // namespace

QStringList eventTypeNames()
{
    static const QStringList names = [] { // built once: every event read and written asks for it
        QStringList out;
        for (int i = 0; i < kEventTypeCount; ++i) {
            const std::string_view n = eventTypeName(static_cast<EventType>(i));
            out.append(QString::fromLatin1(n.data(), static_cast<qsizetype>(n.size())));
        }
        return out;
    }();
    return names;
}

QStringList visibilityNames()
{
    static const QStringList names{QStringLiteral("public"), QStringLiteral("private"), QStringLiteral("referee")};
    return names;
}

QJsonObject eventToJson(const Event &e, const Board &board)
{
    const Event d;
    QJsonObject o;
    o[QStringLiteral("type")] = eventTypeNames().value(static_cast<int>(e.type));
    o[QStringLiteral("visibility")] = visibilityNames().value(static_cast<int>(e.visibility));
    if (e.audience != d.audience)
        o[QStringLiteral("audience")] = e.audience;
    if (e.player != d.player)
        o[QStringLiteral("player")] = e.player;
    if (e.target != d.target)
        o[QStringLiteral("target")] = e.target;
    if (e.guardian != d.guardian)
        o[QStringLiteral("guardian")] = e.guardian;
    if (e.space != d.space)
        o[QStringLiteral("space")] = spaceJson(board, e.space);
    if (e.space2 != d.space2)
        o[QStringLiteral("space2")] = spaceJson(board, e.space2);
    if (e.amount != d.amount)
        o[QStringLiteral("amount")] = e.amount;
    if (e.amount2 != d.amount2)
        o[QStringLiteral("amount2")] = e.amount2;
    const QStringList names = detailNames(e.type);
    if (!names.isEmpty() && e.detail >= 0 && e.detail < names.size())
        o[QStringLiteral("detail")] = names[e.detail];
    else if (e.detail != d.detail)
        o[QStringLiteral("detail")] = e.detail;
    return o;
}

QJsonArray eventsToJson(const Events &events, const Board &board)
{
    QJsonArray out;
    for (const Event &e : events)
        out.append(eventToJson(e, board));
    return out;
}

std::optional<Event> eventFromJson(const QJsonValue &value, const Board &board, const QString &path,
                                   QStringList *errors)
{
    if (!value.isObject()) {
        addError(errors, path, QStringLiteral("expected an event object, found %1").arg(describeJson(value)));
        return std::nullopt;
    }
    QStringList local;
    FieldReader f(value.toObject(), path, &local);
    Event e;
    const auto type = f.choice("type", eventTypeNames(), true);
    if (type)
        e.type = static_cast<EventType>(*type);
    if (const auto v = f.choice("visibility", visibilityNames(), false))
        e.visibility = static_cast<Visibility>(*v);
    e.audience = f.integer("audience", e.audience, -1, kMaxValue);
    e.player = f.integer("player", e.player, -1, kMaxValue);
    e.target = f.integer("target", e.target, -1, kMaxValue);
    e.guardian = f.integer("guardian", e.guardian, -1, kMaxValue);
    e.space = f.space("space", board, false, true).value_or(e.space);
    e.space2 = f.space("space2", board, false, true).value_or(e.space2);
    e.amount = f.integer("amount", e.amount, -kMaxValue, kMaxValue);
    e.amount2 = f.integer("amount2", e.amount2, -kMaxValue, kMaxValue);
    const QJsonValue detail = f.value("detail");
    const QStringList names = detailNames(e.type);
    if (detail.isString() && !names.isEmpty())
        e.detail = readChoice(detail, f.pathOf(QStringLiteral("detail")), names, &local).value_or(0);
    else if (!detail.isUndefined())
        e.detail = readInteger(detail, f.pathOf(QStringLiteral("detail")), -kMaxValue, kMaxValue, &local).value_or(0);
    f.finish();
    if (errors)
        errors->append(local);
    if (!local.isEmpty())
        return std::nullopt;
    return e;
}

} // namespace xobos::io
