// SPDX-License-Identifier: GPL-3.0-or-later
// game::Roll <-> JSON: {"source": "typed"|"rolled", "sides": 6, "faces": [3, 5]}.
// rollFromJson never crashes on any JSON value; it says what is wrong.
#pragma once

#include "game/dice.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace xobos::game {

QJsonObject rollToJson(const Roll &roll);
std::optional<Roll> rollFromJson(const QJsonValue &value, QString *error);

} // namespace xobos::game
