// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchsupport.h"

#include <QString>

#include <cstdio>
#include <cstdlib>

#include "xobos/io/boardio.h"

namespace xobos::bench {

std::shared_ptr<const rules::Board> standardBoard()
{
    static const std::shared_ptr<const rules::Board> board = [] {
        const io::BoardLoadResult loaded = io::loadBundledBoard(QStringLiteral("standard"));
        if (!loaded.ok()) {
            std::fprintf(stderr, "cannot load the bundled standard board\n");
            std::abort();
        }
        return std::make_shared<const rules::Board>(*loaded.board);
    }();
    return board;
}

rules::GameState newGame(std::uint64_t seed, int players)
{
    rules::SetupOptions options;
    options.players = players;
    options.seed = seed;
    rules::SetupResult setup = rules::standardSetup(standardBoard(), options);
    if (!setup.error.empty()) {
        std::fprintf(stderr, "setup failed: %s\n", setup.error.c_str());
        std::abort();
    }
    return std::move(setup.state);
}

namespace {
// One step of random play: a random acting player, then `draw` picks one of its legal
// actions (already validated), which is applied. False when the game is over or stuck.
// The list of acting players and the events go to buffers reused from step to step, as a
// loop of self-play would keep them.
template<class Draw> bool step(rules::GameState &state, std::mt19937_64 &rng, Draw draw)
{
    if (state.phase == rules::Phase::GameOver)
        return false;
    static thread_local std::vector<int> who;
    static thread_local rules::Events events;
    rules::actingPlayers(state, who);
    if (who.empty())
        return false;
    const int player = who[rng() % who.size()];
    const std::optional<rules::Action> action = draw(player);
    if (!action)
        return false;
    rules::apply(state, player, *action, events);
    return true;
}
} // namespace

bool randomStep(rules::GameState &state, std::mt19937_64 &rng)
{
    return step(state, rng, [&](int player) -> std::optional<rules::Action> {
        const std::vector<rules::Action> legal = rules::legalActions(state, player);
        if (legal.empty())
            return std::nullopt;
        return legal[rng() % legal.size()];
    });
}

bool randomStepSampled(rules::GameState &state, std::mt19937_64 &rng)
{
    return step(state, rng, [&](int player) { return rules::randomLegalAction(state, player, rng); });
}

rules::GameState busyPosition(std::uint64_t seed, int round)
{
    rules::GameState state = newGame(seed);
    std::mt19937_64 rng(seed);
    while (state.phase != rules::Phase::GameOver && state.round < round)
        randomStep(state, rng);
    // Within the round's Movement phase, keep the position with the most legal actions.
    rules::GameState best = state;
    std::size_t bestCount = 0;
    while (state.phase != rules::Phase::GameOver && state.round == round) {
        if (state.phase == rules::Phase::Movement && state.pending.empty() && !state.resolving) {
            const std::size_t n = rules::legalActions(state, state.currentPlayer).size();
            if (n > bestCount) {
                bestCount = n;
                best = state;
            }
        }
        randomStep(state, rng);
    }
    return best;
}

std::vector<Move> randomContinuation(rules::GameState state, int count, std::uint64_t seed)
{
    std::vector<Move> moves;
    std::mt19937_64 rng(seed);
    for (int i = 0; i < count && state.phase != rules::Phase::GameOver; ++i) {
        const std::vector<int> who = rules::actingPlayers(state);
        if (who.empty())
            break;
        const int player = who[rng() % who.size()];
        const std::vector<rules::Action> legal = rules::legalActions(state, player);
        if (legal.empty())
            break;
        Move m{player, legal[rng() % legal.size()]};
        rules::apply(state, m.player, m.action);
        moves.push_back(std::move(m));
    }
    return moves;
}

} // namespace xobos::bench
