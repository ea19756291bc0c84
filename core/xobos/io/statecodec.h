// SPDX-License-Identifier: GPL-3.0-or-later
// The whole GameState <-> JSON, hidden values included (see docs/scenario-format.md,
// "State"). For the referee's own files only: explicit scenario setups, saves, exports.
// Never show this JSON to a player; show viewcodec's output instead.
//
// Contract:
// - stateToJson() writes every field; the board is not part of it (store the board beside
//   it). stateFromJson(stateToJson(s), board) gives a state with the same stateHash.
// - stateFromJson() accepts the shorter hand-written form of a scenario (most fields have
//   a documented default), checks types, ranges and references ("players[1].guardians[2].
//   space: unknown space id \"zz\""), then runs rules::checkInvariants() and reports each
//   problem as "<path>: inconsistent state: <message>". It returns a state only when there
//   were no errors, so the engine never sees a state it could crash on.
// - Players are written by seat index (0-based); readers also accept a player's name.
#pragma once

#include "xobos/rules/board.h"
#include "xobos/rules/ruleset.h"
#include "xobos/rules/state.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace xobos::io {

QJsonObject stateToJson(const rules::GameState &state);
std::optional<rules::GameState> stateFromJson(const QJsonValue &value, std::shared_ptr<const rules::Board> board,
                                              const QString &path, QStringList *errors);

QJsonObject rulesetToJson(const rules::Ruleset &ruleset);
// Absent fields keep their defaults.
std::optional<rules::Ruleset> rulesetFromJson(const QJsonValue &value, const QString &path, QStringList *errors);

// A player reference: a seat index (0-based) or a player's name.
std::optional<int> playerFromJson(const QJsonValue &value, const std::vector<std::string> &names, const QString &path,
                                  QStringList *errors);

// A 64-bit seed: a JSON number up to 2^53 or a decimal string.
QJsonValue seedToJson(std::uint64_t seed);
std::optional<std::uint64_t> seedFromJson(const QJsonValue &value, const QString &path, QStringList *errors);

} // namespace xobos::io
