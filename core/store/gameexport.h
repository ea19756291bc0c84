// SPDX-License-Identifier: GPL-3.0-or-later
// One stored game as a scenario file (docs/scenario-format.md), and back.
//
// Contract: the export holds EVERY hidden value (Leader choices, connections, crystals…):
// it is the referee's file for a dispute or a bug report, never a table export. Exporting a
// game and importing the file into another library gives a game with the same state hash.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <memory>

#include "store/gamesession.h"

namespace xobos::store {

// The game a scenario file is of: its "game" (a module id, default "xobos") and
// "rulesVersion" (default 1), both optional at the top level. `error` is set when they are
// not a string and a positive integer.
struct ScenarioGame
{
    QString module = QStringLiteral("xobos");
    int rulesVersion = 1;
    QString error;
};
ScenarioGame scenarioGameOf(const QJsonObject &root);

// The game's board inline, its standard setup, every action in force as a step, and a
// final checkpoint (round, phase, state hash) that `xobos-cli run` verifies. The game's
// module and rules version are written as "game" and "rulesVersion" when they are not the
// defaults (every file written before schema 4 is of Xobos, rules version 1).
QByteArray exportGameScenario(const GameSession &session, const QString &title);

// Creates a new game in `store` from a scenario with a standard setup, submitting each
// step's action (steps the scenario expects to be refused are logged as refused attempts).
// On failure *storeFailed (when given) tells the library's fault (read-only, full disk…)
// from the file's (not a scenario, not a standard setup, a name too long…). A scenario of a
// module not in `known`, or with rules newer than its module's, is the file's fault too; so
// is one of a module other than Xobos, the only one import can replay yet.
std::unique_ptr<GameSession> importGameScenario(GameStore &store, const QByteArray &json, const QString &fileName,
                                                QString *error, bool *storeFailed = nullptr,
                                                const KnownModules &known = {{QStringLiteral("xobos"), 1}});

// A stored game as the library holds it, for a game this program cannot replay (another
// module, newer rules): the game's fields, its players (without PIN hashes) and every row
// of its log, audience and all ("format": "xobos-library-game"). Empty if it cannot be read.
QByteArray exportGameRecord(const GameStore &store, qint64 gameId);

} // namespace xobos::store
