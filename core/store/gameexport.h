// SPDX-License-Identifier: GPL-3.0-or-later
// One stored game as a scenario file (docs/scenario-format.md), and back.
//
// Contract: the export holds EVERY hidden value (Leader choices, connections, crystals…):
// it is the referee's file for a dispute or a bug report, never a table export. Exporting a
// game and importing the file into another library gives a game with the same state hash.
#pragma once

#include <QByteArray>
#include <QString>

#include <memory>

#include "store/gamesession.h"

namespace xobos::store {

// The game's board inline, its standard setup, every action in force as a step, and a
// final checkpoint (round, phase, state hash) that `xobos-cli run` verifies.
QByteArray exportGameScenario(const GameSession &session, const QString &title);

// Creates a new game in `store` from a scenario with a standard setup, submitting each
// step's action (steps the scenario expects to be refused are logged as refused attempts).
// On failure *storeFailed (when given) tells the library's fault (read-only, full disk…)
// from the file's (not a scenario, not a standard setup, a name too long…).
std::unique_ptr<GameSession> importGameScenario(GameStore &store, const QByteArray &json, const QString &fileName,
                                                QString *error, bool *storeFailed = nullptr);

} // namespace xobos::store
