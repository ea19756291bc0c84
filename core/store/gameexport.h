// SPDX-License-Identifier: GPL-3.0-or-later
// One stored game of Guardians of Xobos as a scenario file (docs/scenario-format.md), and
// back; any stored game as the library holds it. The other modules' scenario files, and the
// import of a file of any module: store/moduleexport.h.
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
// final checkpoint (round, phase, state hash) that `xobos-cli run` verifies. "game" and
// "rulesVersion" are written only when they are not the defaults ("xobos", 1), so that a
// file of Xobos's first rules reads as every file written before schema 4.
QByteArray exportGameScenario(const GameSession &session, const QString &title);

// The header every exported scenario starts with, whatever its game: "format",
// "formatVersion", "name" (`title`, else "Game ID"), a "description" saying it holds every
// hidden value, and empty "rules".
QJsonObject exportHeader(qint64 gameId, const QString &title, qsizetype actions);

// Creates a new game of Xobos in `store` from a scenario with a standard setup, submitting
// each step's action (steps the scenario expects to be refused are logged as refused
// attempts). On failure *storeFailed (when given) tells the library's fault (read-only, full
// disk…) from the file's (not a scenario, not a standard setup, a name too long…). A
// scenario of a module not in `known`, or with rules newer than its module's, is the file's
// fault too; so is one of another module, which importGameFile() (store/moduleexport.h)
// imports through that module.
std::unique_ptr<GameSession> importGameScenario(GameStore &store, const QByteArray &json, const QString &fileName,
                                                QString *error, bool *storeFailed = nullptr,
                                                const KnownModules &known = {{QStringLiteral("xobos"), 1}});

// A stored game as the library holds it, for a game this program cannot replay (a module it
// does not know, newer rules): the game's fields, its players (without PIN hashes) and every row
// of its log, audience and all ("format": "xobos-library-game"). Empty if it cannot be read.
QByteArray exportGameRecord(const GameStore &store, qint64 gameId);

} // namespace xobos::store
