// SPDX-License-Identifier: GPL-3.0-or-later
// TECH benchmarks (issue #26; core/tech/rules.h): validate + apply per action over a recorded
// random game, legalActions() on a busy position, and random complete games per second on
// one core (legalActions() + a uniform pick, and randomLegalAction()).
#include <benchmark/benchmark.h>

#include <optional>
#include <random>
#include <utility>
#include <vector>

#include "tech/rules.h"

using namespace xobos;

namespace {

struct Move
{
    int seat;
    tech::Action action;
};

// One random legal action of whichever seat has one (in the deployment both may: seat 0's
// first, the order of sealed commits changes nothing). False when nobody has one (over).
bool randomStep(tech::State &s, std::mt19937_64 &rng, std::vector<Move> *record = nullptr)
{
    for (int seat = 0; seat < tech::kSeats; ++seat) {
        const std::vector<tech::Action> legal = tech::legalActions(s, seat);
        if (legal.empty())
            continue;
        const tech::Action &a = legal[static_cast<std::size_t>(rng() % legal.size())];
        if (record)
            record->push_back(Move{seat, a});
        tech::apply(s, seat, a);
        return true;
    }
    return false;
}

std::vector<Move> randomGame(std::uint64_t seed)
{
    tech::State s = tech::start(0);
    std::mt19937_64 rng(seed);
    std::vector<Move> moves;
    while (randomStep(s, rng, &moves)) { }
    return moves;
}

// validate() then apply() (the module's, returning its events) of every action of a
// recorded random complete game, from a fresh start() each iteration.
void BM_TechValidateApply(benchmark::State &st)
{
    const std::vector<Move> moves = randomGame(7);
    for (auto _ : st) {
        tech::State s = tech::start(0);
        for (const Move &m : moves) {
            const tech::Refusal r = tech::validate(s, m.seat, m.action);
            benchmark::DoNotOptimize(r);
            std::vector<tech::Event> ev = tech::apply(s, m.seat, m.action);
            benchmark::DoNotOptimize(ev);
        }
        benchmark::ClobberMemory();
    }
    const auto n = static_cast<double>(moves.size());
    st.counters["ns_per_action"] =
        benchmark::Counter(n, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    st.counters["actions"] = n;
}
BENCHMARK(BM_TechValidateApply)->Unit(benchmark::kMicrosecond);

// A busy action turn: the recorded game played until the action-phase turn with the most
// legal actions.
std::pair<tech::State, int> busyPosition()
{
    const std::vector<Move> moves = randomGame(7);
    tech::State s = tech::start(0);
    tech::State best = s;
    int bestSeat = 0;
    std::size_t most = 0;
    for (const Move &m : moves) {
        if (s.phase == tech::Phase::Action) {
            const std::size_t n = tech::legalActions(s, m.seat).size();
            if (n > most) {
                most = n;
                best = s;
                bestSeat = m.seat;
            }
        }
        tech::apply(s, m.seat, m.action);
    }
    return {best, bestSeat};
}

void BM_TechLegalActions(benchmark::State &st)
{
    const auto [s, seat] = busyPosition();
    std::size_t count = 0;
    for (auto _ : st) {
        std::vector<tech::Action> legal = tech::legalActions(s, seat);
        count = legal.size();
        benchmark::DoNotOptimize(legal);
    }
    st.counters["legal_actions"] = static_cast<double>(count);
}
BENCHMARK(BM_TechLegalActions)->Unit(benchmark::kNanosecond);

// Complete games from start() (the first seat alternating), one per iteration.
template<class Step> void selfPlay(benchmark::State &st, Step step)
{
    std::uint64_t seed = 1;
    std::int64_t actions = 0;
    for (auto _ : st) {
        tech::State s = tech::start(static_cast<int>(seed % 2));
        std::mt19937_64 rng(seed);
        while (step(s, rng))
            ++actions;
        benchmark::DoNotOptimize(s.round);
        ++seed;
    }
    st.counters["games_per_s"] = benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
    st.counters["actions_per_game"] = static_cast<double>(actions) / static_cast<double>(st.iterations());
}

// legalActions(), a uniform pick, apply().
void BM_TechRandomGame(benchmark::State &st)
{
    selfPlay(st, [](tech::State &s, std::mt19937_64 &rng) { return randomStep(s, rng); });
}
BENCHMARK(BM_TechRandomGame)->Unit(benchmark::kMicrosecond);

// randomLegalAction() (the same draw, no list built) and apply() into one reused buffer:
// nothing is allocated per step.
void BM_TechRandomGameSampled(benchmark::State &st)
{
    std::vector<tech::Event> events;
    selfPlay(st, [&events](tech::State &s, std::mt19937_64 &rng) {
        for (int seat = 0; seat < tech::kSeats; ++seat) {
            if (const std::optional<tech::Action> a = tech::randomLegalAction(s, seat, rng)) {
                events.clear();
                tech::apply(s, seat, *a, events);
                return true;
            }
        }
        return false;
    });
}
BENCHMARK(BM_TechRandomGameSampled)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
