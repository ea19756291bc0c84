// SPDX-License-Identifier: GPL-3.0-or-later
// Espiral: random complete adventures per second on one core (issue #27: goal >= 50,000/s).
// One invented table (30 creatures over the three decks, 23 lands with the Woods; no card
// data is shipped) is set up once; each adventure starts from a copy of that position with
// its own seed (the app's dice follow it) and plays randomAction() to the end, each action
// through validate() then apply(), as the table's moves go.
#include <benchmark/benchmark.h>

#include <random>

#include "espiral/rules.h"

using namespace xobos::espiral;

namespace {

Table inventedTable()
{
    Table t;
    const Kind kinds[] = {Kind::Mortal, Kind::Elemental, Kind::External};
    for (int i = 0; i < 30; ++i) {
        Card c;
        c.name = "Creature " + std::to_string(i + 1);
        c.kind = kinds[i % 3];
        c.vitality = i < 14 ? 1 + i % 4 : i < 24 ? 5 + i % 4 : 9 + i % 6;
        c.offColor = i % 5 == 0 ? 2 : 0;
        c.ranged = i % 7 == 0 ? 2 : 0;
        if (i % 6 == 1)
            c.lands.push_back(Bonus{"Woods", 2});
        if (i % 8 == 3)
            c.versus.push_back(Bonus{"mortal", 2});
        if (i % 9 == 4)
            c.immunities.push_back("Creature 1");
        t.cards.push_back(c);
    }
    const int numbers[] = {3, 4, 6, 7, 8, 10, 5, 9, 11, 12, 6, 7, 8, 9, 10, 4, 5, 6, 7, 8, 9, 10, 13};
    for (int i = 0; i < 23; ++i)
        t.lands.push_back(Land{i == 4 ? "Woods" : "Land " + std::to_string(i + 1), numbers[i], i != 4});
    return t;
}

void BM_RandomAdventures(benchmark::State &st)
{
    State initial;
    if (!start(initial, inventedTable(), {}, 1, true, true).empty()) {
        st.SkipWithError("setup refused");
        return;
    }
    std::mt19937_64 rng(27);
    std::uint64_t seed = 0;
    std::int64_t actions = 0;
    std::int64_t won = 0;
    for (auto _ : st) {
        State s = initial;
        s.seed = ++seed;
        while (s.phase != Phase::Over) {
            const Action a = randomAction(s, rng);
            const Refusal r = validate(s, 0, a);
            if (!r.ok()) {
                st.SkipWithError("a random action was refused");
                return;
            }
            std::vector<Event> ev = apply(s, 0, a);
            benchmark::DoNotOptimize(ev);
            ++actions;
        }
        won += s.won ? 1 : 0;
    }
    st.counters["adventures_per_s"] = benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
    st.counters["actions_per_adventure"] = static_cast<double>(actions) / static_cast<double>(st.iterations());
    st.counters["won_share"] = static_cast<double>(won) / static_cast<double>(st.iterations());
}
BENCHMARK(BM_RandomAdventures)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
