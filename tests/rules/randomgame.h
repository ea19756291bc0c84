// SPDX-License-Identifier: GPL-3.0-or-later
// Complete games played by picking random legal actions (OpenSpiel-style random-play
// testing). Deterministic for a seed: the same options give the same game.
#pragma once

#include "testboard.h"

#include <cstdint>
#include <functional>
#include <string>

namespace xobos::testing {

struct RandomGameOptions {
    std::shared_ptr<const rules::Board> board;
    int players = 2;
    rules::Variant variant = rules::Variant::FogOfWar;
    std::uint64_t seed = 1;
    int maxSteps = 50000;
};

struct StepInfo {
    const GameState &before;
    int player;
    const Action &action;
    const rules::Events &events;
    const GameState &after;
};
// Called after every action; return a non-empty text to stop the game as failed.
using StepHook = std::function<std::string(const StepInfo &)>;

struct RandomGameResult {
    rules::SetupOptions setup;
    Script history;                   // every (player, action) applied
    std::vector<std::uint64_t> hashes; // stateHash after each of them
    GameState final;
    std::string failure;              // empty when every check passed
};

rules::SetupOptions setupFor(const RandomGameOptions &o);
// Plays one game to its end. Checks after every action: the chosen action validates,
// every listed legal action validates, checkInvariants() is empty, someone can act.
RandomGameResult playRandomGame(const RandomGameOptions &o, const StepHook &hook = {});
// Replays a recorded game from the same setup; returns a failure text or "".
std::string replayMatches(const RandomGameOptions &o, const RandomGameResult &game);

} // namespace xobos::testing
