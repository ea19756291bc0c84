// SPDX-License-Identifier: GPL-3.0-or-later
// End of the game (rulebook section 5): score, ranking and the tie-breakers.
#pragma once

#include <vector>

#include "state.h"

namespace xobos::rules {

struct ScoreLine {
    int player = kNoPlayer;
    int crystals = 0;   // in supply; Watchtower ammunition does not count
    int guardians = 0;  // Guardians on the board
    int reactors = 0;   // finished Reactors
    int techTiles = 0;  // tie-breaker
    int score = 0;      // (crystals + guardians) × reactors; 0 without a Reactor
    int rank = 1;       // 1 = winner; equal ranks share the place
    bool eliminated = false;

    bool operator==(const ScoreLine &) const = default;
};

// How a group of players with equal scores was separated (for the explanation).
struct TieBreak {
    std::vector<int> players; // players with the same score, in seat order
    int score = 0;
    bool byTechTiles = false; // true: Technology Tiles separated at least some of them
    bool shared = false;      // true: some of them still share a place

    bool operator==(const TieBreak &) const = default;
};

struct ScoreReport {
    std::vector<ScoreLine> lines; // best first
    std::vector<TieBreak> ties;
    std::vector<int> winners;     // everyone ranked 1
};

// Plain numbers, for quick scoring without a game (companion mode).
struct ScoreInput {
    int crystals = 0;
    int guardians = 0;
    int reactors = 0;
    int techTiles = 0;
    bool eliminated = false;
};

int scoreOf(int crystals, int guardians, int reactors);
ScoreReport rankScores(const std::vector<ScoreInput> &players);
ScoreReport computeScores(const GameState &state);

} // namespace xobos::rules
