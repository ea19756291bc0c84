// SPDX-License-Identifier: GPL-3.0-or-later
// Test fixtures for the rules engine: tiny hand-built boards, hand-placed positions and
// the data-driven row types shared by the rules test executables.
//
// The tiny two-player board ("Tiny"):
//
//   quarter 0 (a): base a1 a2 a3 a4 (a square), exit ax (next to a1), ar1 (next to a2),
//                  ar2 (next to a3); guardianStart a1 a2 ar1 ar2
//   quarter 1 (b): the same with b
//   the road:      ax - p1 - p2 - c - p3 - p4 - bx     (p1, p2 in quarter 0; c is the
//                  crossing of quarters 0 and 1; p3, p4 in quarter 1)
//   side lanes:    ar1 - p1, ar2 - p1, br1 - p4, br2 - p4
//   the centre:    p2 - i - s - j - p3 (i, j irradiated, s the Energy Source),
//                  c - z - s (z a regular space in no quarter: not "active" in a
//                  two-player game)
#pragma once

#include "xobos/rules/engine.h"
#include "xobos/rules/scoring.h"
#include "xobos/rules/view.h"

#include <QMetaType>
#include <QString>

#include <functional>
#include <memory>
#include <utility>
#include <vector>

namespace xobos::testing {

using rules::Action;
using rules::GameState;

// --- Boards ------------------------------------------------------------------------------
std::shared_ptr<const rules::Board> tinyBoard();
// Four quarters around a ring of crossings with an irradiated ring and one Energy Source
// in the centre; serves 2, 3 and 4 players.
std::shared_ptr<const rules::Board> fourQuarterBoard();
// The index of a space by id; fails the running test (and returns -1) when unknown.
int sp(const rules::Board &board, const char *id);
int sp(const GameState &s, const char *id);

// --- Positions ---------------------------------------------------------------------------
// A two-player game on the tiny board after the standard setup: player 0 is first, both
// chose Guardian 0 as Leader, round 1, Movement phase, player 0's turn.
GameState newGame(rules::Variant variant = rules::Variant::FogOfWar, rules::Ruleset ruleset = {});
// Takes every unit off the board (Guardians count as destroyed until put back).
void clearUnits(GameState &s);
// Puts Guardian g of player p on a space, alive, full Health, no connection.
void putGuardian(GameState &s, int p, int g, const char *space, int health = rules::kMaxHealth);
void killGuardian(GameState &s, int p, int g);
void putQuarks(GameState &s, int p, const char *space, int count, int moved = 0);
// A finished Building (or, when `builder` >= 0, a construction by that Guardian, who
// must stand on the space) of player p; returns its index.
int putBuilding(GameState &s, int p, rules::BuildingType type, const char *space, int ammo = 0);
int putConstruction(GameState &s, int p, int builder, rules::BuildingType type, int paid, int lastPaidRound = 0);
void linkGuardians(GameState &s, int p, int g, int target, rules::ConnectionKind kind);
void giveTech(GameState &s, int p, rules::Tech t);
// Jumps to the Development phase of the current round (production is not collected).
void toDevelopment(GameState &s);

// --- Running -----------------------------------------------------------------------------
using Script = std::vector<std::pair<int, Action>>;
// Plays each (player, action); fails the running test when one is rejected or when an
// invariant breaks. Returns all events.
rules::Events runScript(GameState &s, const Script &script);
std::vector<rules::Event> eventsOf(const rules::Events &events, rules::EventType type);
QString codeOf(const rules::Violation &v); // "OK" or the violation's code name
bool containsAction(const std::vector<Action> &list, const Action &a);

// --- Data-driven rows --------------------------------------------------------------------
using Setup = std::function<void(GameState &)>;
using Check = std::function<void(const GameState &, const rules::Events &)>;

// Columns setup, player, action, expected ("OK" or a violation code).
void addValidationColumns();
void addValidationRow(const char *name, Setup setup, int player, Action action, const char *expected);
// Runs the current validation row: validate() must give `expected`, legalActions() must
// agree, and an accepted action must apply cleanly.
void verifyValidationRow();

// Columns setup, script, check: a known-answer scenario.
void addScenarioColumns();
void addScenarioRow(const char *name, Setup setup, Script script, Check check);
void verifyScenarioRow();

} // namespace xobos::testing

Q_DECLARE_METATYPE(xobos::testing::Setup)
Q_DECLARE_METATYPE(xobos::testing::Check)
Q_DECLARE_METATYPE(xobos::testing::Script)
Q_DECLARE_METATYPE(xobos::rules::Action)
