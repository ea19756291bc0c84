// SPDX-License-Identifier: GPL-3.0-or-later
// A module action as the contract's JSON ({"type": …, fields…}), for the game windows that
// build the actions their clicks stand for (TECH, Espiral, Invaders).
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1String>

#include <initializer_list>
#include <utility>

namespace xobos::game {

inline QJsonObject actionJson(const char *type, std::initializer_list<std::pair<const char *, QJsonValue>> fields = {})
{
    QJsonObject o{{QStringLiteral("type"), QLatin1String(type)}};
    for (const auto &[key, value] : fields)
        o[QLatin1String(key)] = value;
    return o;
}

} // namespace xobos::game
