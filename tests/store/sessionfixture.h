// SPDX-License-Identifier: GPL-3.0-or-later
// The games the session tests play: a new game on the standard board, and random legal
// moves drawn from a seeded generator (the same moves for the same seed).
#pragma once

#include "store/gamesession.h"
#include "xobos/io/boardio.h"
#include "xobos/rules/engine.h"

#include <memory>
#include <random>
#include <utility>

namespace xobos::testing {

// A game "Test game" on the standard board for `players` seats: Blue, Red, Green, Yellow.
inline store::NewGame newGame(int players = 2, std::uint64_t seed = 7)
{
    store::NewGame g;
    const io::BoardLoadResult b = io::loadBundledBoard(QStringLiteral("standard"));
    g.board = std::make_shared<const rules::Board>(*b.board);
    g.boardName = QStringLiteral("standard");
    g.setup.players = players;
    g.setup.names = {"Blue", "Red", "Green", "Yellow"};
    g.setup.names.resize(static_cast<std::size_t>(players));
    g.setup.seed = seed;
    g.title = QStringLiteral("Test game");
    return g;
}

// A random acting player of `s` and a random legal action of theirs.
inline std::pair<int, rules::Action> randomMove(const rules::GameState &s, std::mt19937_64 &rng)
{
    const std::vector<int> who = rules::actingPlayers(s);
    const int p = who[rng() % who.size()];
    const std::vector<rules::Action> legal = rules::legalActions(s, p);
    return {p, legal[rng() % legal.size()]};
}

} // namespace xobos::testing
