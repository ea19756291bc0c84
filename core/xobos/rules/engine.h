// SPDX-License-Identifier: GPL-3.0-or-later
// The referee's rules: set a game up, check an action, apply it.
//
// Contract:
// - validate() never changes anything and never throws for a rule violation; it returns
//   the first rule the action breaks (see violation.h).
// - apply() must only be given an action that validate() accepted for that player in that
//   state; it returns every effect as events (event.h), each marked public or private.
// - play() is validate() then apply(). The state is never left half-changed.
// - Everything is deterministic: the same state and action give the same result.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "action.h"
#include "event.h"
#include "state.h"
#include "violation.h"

namespace xobos::rules {

struct SetupOptions
{
    int players = 4;
    std::vector<std::string> names; // optional; defaults to "Player 1", …
    Variant variant = Variant::FogOfWar;
    Ruleset ruleset;
    std::uint64_t seed = 1; // chooses the first player (R-SETUP-FIRST)
    int firstPlayer = -1; // >= 0: decided at the table, no draw
};

struct SetupResult
{
    GameState state;
    Events events;
    std::string error; // non-empty: the board does not serve that many players, …
};

// R-SETUP-*: the rulebook's setup. The game starts in Phase::Setup, where each player
// chooses a Leader in secret; round 1 begins when all have chosen.
SetupResult standardSetup(std::shared_ptr<const Board> board, const SetupOptions &options);

Violation validate(const GameState &state, int player, const Action &action);
Events apply(GameState &state, int player, const Action &action);
// The same into `events` (cleared first): a loop of many actions reuses one buffer.
void apply(GameState &state, int player, const Action &action, Events &events);

struct Outcome
{
    Violation violation;
    Events events;
    bool accepted() const { return violation.ok(); }
};
Outcome play(GameState &state, int player, const Action &action);

// The players who may act now (a pending choice first, then the turn's player in the
// Movement phase, every unfinished player in Setup and Development).
std::vector<int> actingPlayers(const GameState &state);
void actingPlayers(const GameState &state, std::vector<int> &out); // into `out`, cleared first

// Every legal action of `player`, in a stable order (see legal.cpp).
std::vector<Action> legalActions(const GameState &state, int player);
// One of legalActions(state, player), each equally likely, drawn with `rng`; nullopt when
// there is none. Validates candidates one at a time until one passes instead of all of
// them (random play, fuzzing, benchmarks), so it is several times cheaper.
std::optional<Action> randomLegalAction(const GameState &state, int player, std::mt19937_64 &rng);

// A hash of everything in the state (for replay checks); equal states hash equal.
std::uint64_t stateHash(const GameState &state);

// Consistency checks (no negative resources, Power <= 8, Health <= 6, unit limits, one
// Guardian per space, …). Returns the problems found; empty when all is well.
std::vector<std::string> checkInvariants(const GameState &state);

} // namespace xobos::rules
