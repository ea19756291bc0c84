// SPDX-License-Identifier: GPL-3.0-or-later
// Shared helpers of the benchmarks: the bundled standard board, 4-player games set up
// from a seed, and random legal play (deterministic for a seed) to reach busy positions.
#pragma once

#include <cstdint>
#include <memory>
#include <random>
#include <utility>
#include <vector>

#include "xobos/rules/action.h"
#include "xobos/rules/board.h"
#include "xobos/rules/engine.h"
#include "xobos/rules/state.h"

namespace xobos::bench {

// The bundled "standard" board, loaded once (aborts if it cannot be loaded).
std::shared_ptr<const rules::Board> standardBoard();

// A fresh 4-player game on the standard board (Phase::Setup).
rules::GameState newGame(std::uint64_t seed, int players = 4);

// One random legal action of a random acting player: returns false when none (game over).
bool randomStep(rules::GameState &state, std::mt19937_64 &rng);
// The same with rules::randomLegalAction (draws until one candidate validates).
bool randomStepSampled(rules::GameState &state, std::mt19937_64 &rng);

// One recorded move: who played what.
struct Move
{
    int player = rules::kNoPlayer;
    rules::Action action;
};

// A busy mid-game position: random legal play from `seed` until round `round` of the
// Movement phase, at the turn whose player has the most legal actions.
rules::GameState busyPosition(std::uint64_t seed = 20240611, int round = 7);

// Random legal continuation of `state` (up to `count` moves, fewer if the game ends).
std::vector<Move> randomContinuation(rules::GameState state, int count, std::uint64_t seed);

} // namespace xobos::bench
