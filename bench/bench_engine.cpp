// SPDX-License-Identifier: GPL-3.0-or-later
// Engine benchmarks: validate+apply per action, legalActions on a busy position, state
// copy, and random legal self-play of complete 4-player games (games/s on one core).
#include <benchmark/benchmark.h>

#include <random>

#include "benchsupport.h"
#include "xobos/rules/engine.h"

using namespace xobos;

namespace {

constexpr int kSequence = 256;

// validate() then apply() of a recorded random legal continuation of a busy mid-game
// position. Each iteration starts from a fresh copy of the position; the copy is amortised
// over the sequence and measured on its own by BM_StateCopy.
void BM_ValidateApply(benchmark::State &st)
{
    const rules::GameState start = bench::busyPosition();
    const std::vector<bench::Move> moves = bench::randomContinuation(start, kSequence, 99);
    for (auto _ : st) {
        rules::GameState s = start;
        for (const bench::Move &m : moves) {
            const rules::Violation v = rules::validate(s, m.player, m.action);
            benchmark::DoNotOptimize(v);
            rules::Events ev = rules::apply(s, m.player, m.action);
            benchmark::DoNotOptimize(ev);
        }
        benchmark::ClobberMemory();
    }
    const auto n = static_cast<double>(moves.size());
    st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(moves.size()));
    st.counters["ns_per_action"] =
        benchmark::Counter(n, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    st.counters["actions"] = n;
}
BENCHMARK(BM_ValidateApply)->Unit(benchmark::kMicrosecond);

// validate() alone on every legal action of the busy position (all accepted).
void BM_ValidateOnly(benchmark::State &st)
{
    const rules::GameState s = bench::busyPosition();
    const std::vector<rules::Action> legal = rules::legalActions(s, s.currentPlayer);
    for (auto _ : st) {
        for (const rules::Action &a : legal)
            benchmark::DoNotOptimize(rules::validate(s, s.currentPlayer, a));
    }
    st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(legal.size()));
    st.counters["ns_per_validate"] = benchmark::Counter(
        static_cast<double>(legal.size()), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_ValidateOnly)->Unit(benchmark::kMicrosecond);

void BM_LegalActions(benchmark::State &st)
{
    const rules::GameState s = bench::busyPosition();
    std::size_t count = 0;
    for (auto _ : st) {
        std::vector<rules::Action> legal = rules::legalActions(s, s.currentPlayer);
        count = legal.size();
        benchmark::DoNotOptimize(legal);
    }
    st.counters["legal_actions"] = static_cast<double>(count);
}
BENCHMARK(BM_LegalActions)->Unit(benchmark::kMicrosecond);

void BM_StateCopy(benchmark::State &st)
{
    const rules::GameState s = bench::busyPosition();
    for (auto _ : st) {
        rules::GameState copy = s;
        benchmark::DoNotOptimize(copy);
    }
}
BENCHMARK(BM_StateCopy);

void BM_StateHash(benchmark::State &st)
{
    const rules::GameState s = bench::busyPosition();
    for (auto _ : st)
        benchmark::DoNotOptimize(rules::stateHash(s));
}
BENCHMARK(BM_StateHash);

// Complete 4-player games: setup from a seed, then one random legal action after another
// (`step`) until GameOver. One game per iteration.
void selfPlay(benchmark::State &st, bool (*step)(rules::GameState &, std::mt19937_64 &))
{
    std::uint64_t seed = 1;
    std::int64_t actions = 0;
    for (auto _ : st) {
        rules::GameState s = bench::newGame(seed);
        std::mt19937_64 rng(seed);
        while (step(s, rng))
            ++actions;
        benchmark::DoNotOptimize(s.round);
        ++seed;
    }
    st.SetItemsProcessed(st.iterations());
    st.counters["games_per_s"] = benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
    st.counters["actions_per_game"] = static_cast<double>(actions) / static_cast<double>(st.iterations());
}

// legalActions(), a uniform pick, apply() (legalActions() validated it).
void BM_SelfPlayGame(benchmark::State &st)
{
    selfPlay(st, bench::randomStep);
}
BENCHMARK(BM_SelfPlayGame)->Unit(benchmark::kMillisecond);

// The same distribution (each legal action equally likely) with rules::randomLegalAction:
// candidates are validated one at a time until one passes.
void BM_SelfPlayGameSampled(benchmark::State &st)
{
    selfPlay(st, bench::randomStepSampled);
}
BENCHMARK(BM_SelfPlayGameSampled)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
