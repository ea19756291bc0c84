// SPDX-License-Identifier: GPL-3.0-or-later
// Random complete games of Invaders per second (issue #28), on the typed rules
// (core/invaders/rules.h): each entry drawn uniformly from legalActions() of the seat to act,
// played until the game ends. A plain timed loop; `bench_invaders N` plays N games (default
// 2000) and prints games/s, entries/s and how the games ended. docs/performance.md.
#include "invaders/rules.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>

using namespace xobos::invaders;

int main(int argc, char **argv)
{
    const int games = argc > 1 ? std::atoi(argv[1]) : 2000;
    std::mt19937_64 rng(28);
    long long entries = 0;
    int ends[4] = {0, 0, 0, 0};
    const auto t0 = std::chrono::steady_clock::now();
    for (int g = 0; g < games; ++g) {
        Setup setup;
        setup.printed = {int(rng() % 5), int(rng() % 5), int(rng() % 5)};
        setup.deck = {8 + int(rng() % 23), 8 + int(rng() % 23)};
        setup.heroZone = int(rng() % kZones);
        setup.heroPower = int(rng() % 3);
        setup.first = int(rng() % 2);
        State s = start(setup);
        while (s.phase != Phase::Over) {
            const int seat = actingSeats(s).front();
            const std::vector<Action> legal = legalActions(s, seat);
            apply(s, seat, legal[rng() % legal.size()]);
            ++entries;
        }
        ++ends[static_cast<int>(s.endReason)];
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("invaders: %d random complete games in %.3f s: %.0f games/s, %.0f entries/s, %.1f entries a game\n", games,
                seconds, games / seconds, double(entries) / seconds, double(entries) / games);
    std::printf("ended: skull %d, deck-out %d, simultaneous %d\n", ends[1], ends[2], ends[3]);
    return 0;
}
