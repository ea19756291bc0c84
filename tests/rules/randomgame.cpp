// SPDX-License-Identifier: GPL-3.0-or-later
#include "randomgame.h"

#include <random>

namespace xobos::testing {

using namespace rules;

namespace {

bool isTurnEnd(const Action &a)
{
    return std::holds_alternative<EndTurn>(a) || std::holds_alternative<EndDevelopment>(a);
}

std::string describe(int step, int player, const Action &a)
{
    return "step " + std::to_string(step) + " (" + std::string(actionName(a)) + " by player " + std::to_string(player)
        + ")";
}

} // namespace

SetupOptions setupFor(const RandomGameOptions &o)
{
    SetupOptions s;
    s.players = o.players;
    s.variant = o.variant;
    s.seed = o.seed;
    return s;
}

RandomGameResult playRandomGame(const RandomGameOptions &o, const StepHook &hook)
{
    RandomGameResult r;
    r.setup = setupFor(o);
    SetupResult setup = standardSetup(o.board, r.setup);
    if (!setup.error.empty()) {
        r.failure = "setup: " + setup.error;
        return r;
    }
    GameState s = std::move(setup.state);
    std::mt19937_64 rng(o.seed * 0x9e3779b97f4a7c15ULL + 7);
    for (int step = 1; s.phase != Phase::GameOver; ++step) {
        if (step > o.maxSteps) {
            r.failure = "the game did not end within " + std::to_string(o.maxSteps) + " actions";
            break;
        }
        const std::vector<int> acting = actingPlayers(s);
        if (acting.empty()) {
            r.failure = "nobody can act at step " + std::to_string(step);
            break;
        }
        const int player = acting[rng() % acting.size()];
        const std::vector<Action> legal = legalActions(s, player);
        if (legal.empty()) {
            r.failure = "player " + std::to_string(player) + " must act but has no legal action at step "
                + std::to_string(step);
            break;
        }
        for (const Action &a : legal) {
            const Violation v = validate(s, player, a);
            if (!v.ok()) {
                r.failure = describe(step, player, a) + " is listed as legal but validate() says "
                    + std::string(v.codeName());
                return r;
            }
        }
        // A bias towards ending turns keeps games short; otherwise any legal action.
        const Action *choice = &legal[rng() % legal.size()];
        if (rng() % 4 == 0) {
            for (const Action &a : legal) {
                if (isTurnEnd(a))
                    choice = &a;
            }
        }
        const Action action = *choice;
        const GameState before = hook ? s : GameState{};
        const Events ev = apply(s, player, action);
        r.history.emplace_back(player, action);
        r.hashes.push_back(stateHash(s));
        const auto problems = checkInvariants(s);
        if (!problems.empty()) {
            r.failure = "invariant broken after " + describe(step, player, action) + ": " + problems.front();
            break;
        }
        if (hook) {
            const std::string bad = hook(StepInfo{before, player, action, ev, s});
            if (!bad.empty()) {
                r.failure = describe(step, player, action) + ": " + bad;
                break;
            }
        }
    }
    r.final = std::move(s);
    return r;
}

std::string replayMatches(const RandomGameOptions &o, const RandomGameResult &game)
{
    SetupResult setup = standardSetup(o.board, game.setup);
    GameState s = std::move(setup.state);
    for (std::size_t i = 0; i < game.history.size(); ++i) {
        const auto &[player, action] = game.history[i];
        const Violation v = validate(s, player, action);
        if (!v.ok())
            return describe(static_cast<int>(i + 1), player, action) + " is refused on replay: " + std::string(v.codeName());
        apply(s, player, action);
        if (stateHash(s) != game.hashes[i])
            return "the state hash differs on replay after " + describe(static_cast<int>(i + 1), player, action);
    }
    if (!(s == game.final))
        return "the replayed final state differs";
    return {};
}

} // namespace xobos::testing
