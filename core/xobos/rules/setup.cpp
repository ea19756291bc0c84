// SPDX-License-Identifier: GPL-3.0-or-later
// The rulebook's setup (section 3).
#include "internal.h"

namespace xobos::rules {

namespace {
// splitmix64: small, portable and fully determined by the seed (replays are exact).
std::uint64_t splitmix(std::uint64_t &x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
} // namespace

SetupResult standardSetup(std::shared_ptr<const Board> board, const SetupOptions &o)
{
    SetupResult r;
    if (!board) {
        r.error = "no board";
        return r;
    }
    if (o.players < kMinPlayers || o.players > kMaxPlayers) {
        r.error = "a game has 2 to 4 players";
        return r;
    }
    if (!board->servesPlayers(o.players)) {
        r.error = "this board does not serve " + std::to_string(o.players) + " players";
        return r;
    }
    GameState &s = r.state;
    s.board = board;
    s.ruleset = o.ruleset;
    s.variant = o.variant;
    s.seed = o.seed;
    s.round = 1;
    s.phase = Phase::Setup;
    s.techStock.fill(kTilesPerTech);
    const auto &seats = board->seatQuarters[static_cast<std::size_t>(o.players)];
    const auto spaces = board->spaces.size();
    for (int p = 0; p < o.players; ++p) {
        PlayerState ps;
        ps.name = p < static_cast<int>(o.names.size()) && !o.names[static_cast<std::size_t>(p)].empty()
            ? o.names[static_cast<std::size_t>(p)]
            : "Player " + std::to_string(p + 1);
        ps.quarter = seats[static_cast<std::size_t>(p)];
        ps.quarks.assign(spaces, 0);
        ps.quarksMoved.assign(spaces, 0);
        ps.resources = 3; // R-SETUP-RESOURCES
        // R-SETUP-UNITS: two Guardians in the Base, two next to it, two Quarks on the exit.
        const Quarter &q = board->quarters[static_cast<std::size_t>(ps.quarter)];
        for (int g = 0; g < kGuardiansPerPlayer; ++g) {
            Guardian &gd = ps.guardians[static_cast<std::size_t>(g)];
            gd.space = q.guardianStart[static_cast<std::size_t>(g)];
        }
        if (q.exitSpace >= 0 && q.exitSpace < static_cast<int>(spaces))
            ps.quarks[static_cast<std::size_t>(q.exitSpace)] = 2;
        s.players.push_back(std::move(ps));
    }
    s.refreshOccupancy();
    Event start = detail::makeEvent(EventType::GameStarted, kNoPlayer);
    start.amount = o.players;
    r.events.push_back(start);
    // R-SETUP-FIRST: the First Player Token is assigned at random (seeded) or at the table.
    if (o.firstPlayer >= 0 && o.firstPlayer < o.players) {
        s.firstPlayer = o.firstPlayer;
    } else {
        std::uint64_t x = o.seed;
        s.firstPlayer = static_cast<int>(splitmix(x) % static_cast<std::uint64_t>(o.players));
    }
    s.currentPlayer = s.firstPlayer;
    Event first = detail::makeEvent(EventType::FirstPlayerChosen, s.firstPlayer);
    first.amount = o.firstPlayer >= 0 ? 0 : 1; // 1: drawn at random
    r.events.push_back(first);
    return r;
}

} // namespace xobos::rules
