#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the benchmarks in Release (build-bench/), runs them all and prints a table of
# medians with the ratios that docs/performance.md tracks (measured in the same run).
# Usage: scripts/run-bench.sh [repetitions]   (default 5; the median of them is reported)
# XOBOS_BENCH_TABLE_ONLY=1 prints the table of the last run again without running anything.
# XOBOS_BENCH_DIR chooses the directory of the temporary libraries (default: $TMPDIR or /tmp).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

reps="${1:-5}"
build=build-bench
[ -z "${XOBOS_BENCH_TABLE_ONLY:-}" ] && cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DXOBOS_BUILD_BENCHMARKS=ON >/dev/null
[ -z "${XOBOS_BENCH_TABLE_ONLY:-}" ] && cmake --build "$build" -j "${XOBOS_JOBS:-2}" --target bench_engine bench_store bench_startup

out="$build/bench-results"
mkdir -p "$out"
for b in bench_engine bench_store; do
    [ -n "${XOBOS_BENCH_TABLE_ONLY:-}" ] && break
    # One benchmark at a time on one core; aggregates only, JSON for the table below.
    "$build/bench/$b" --benchmark_repetitions="$reps" --benchmark_report_aggregates_only=true \
        --benchmark_out="$out/$b.json" --benchmark_out_format=json >/dev/null
done

# Start-up and memory: processes started one after the other (its own table).
[ -z "${XOBOS_BENCH_TABLE_ONLY:-}" ] && "$build/bench/bench_startup" "${XOBOS_STARTUP_RUNS:-15}" >"$out/bench_startup.txt"

python3 - "$out/bench_engine.json" "$out/bench_store.json" <<'PY'
import json, sys

rows = {}
ctx = None
for f in sys.argv[1:]:
    d = json.load(open(f))
    ctx = ctx or d["context"]
    for b in d["benchmarks"]:
        if b.get("aggregate_name") == "median":
            rows[b["run_name"].replace("/real_time", "")] = b

def ns(name, kind="real_time"):
    b = rows[name]
    scale = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[b["time_unit"]]
    return b[kind] * scale

def cpu(name):
    return ns(name, "cpu_time")

def fmt(v):
    for unit, s in (("s", 1e9), ("ms", 1e6), ("us", 1e3)):
        if v >= s:
            return f"{v / s:.3g} {unit}"
    return f"{v:.3g} ns"

print(f"host: {ctx['host_name']}, {ctx['num_cpus']} CPUs at {ctx['mhz_per_cpu']} MHz, "
      f"load average {', '.join(f'{x:.2f}' for x in ctx.get('load_avg', []))}, {ctx['date']}")
print()
print(f"{'benchmark (median of repetitions)':<44} {'wall time':>12} {'CPU time':>12}  notes")
def row(name, note=""):
    print(f"{name:<44} {fmt(ns(name)):>12} {fmt(cpu(name)):>12}  {note}")

va = rows["BM_ValidateApply"]
row("BM_ValidateApply", f"{va['ns_per_action'] * 1e9:.0f} ns per validate+apply ({va['actions']:.0f}-action sequence, copy included)")
vo = rows["BM_ValidateOnly"]
row("BM_ValidateOnly", f"{vo['ns_per_validate'] * 1e9:.0f} ns per validate")
row("BM_LegalActions", f"{rows['BM_LegalActions']['legal_actions']:.0f} legal actions in the busy position")
row("BM_StateCopy")
row("BM_StateHash")
sp = rows["BM_SelfPlayGame"]
gps = 1e9 / cpu("BM_SelfPlayGame")
row("BM_SelfPlayGame", f"{gps:.0f} games/s on one core with legalActions + a random pick, {sp['actions_per_game']:.0f} actions/game")
gps_sampled = 1e9 / cpu("BM_SelfPlayGameSampled")
row("BM_SelfPlayGameSampled", f"{gps_sampled:.0f} games/s on one core with randomLegalAction (same distribution)")
submit = ns("BM_SubmitDurable/0")
ordinary = rows["BM_SubmitDurable/0"]["ordinary_us"] * 1e3
round_end = rows["BM_SubmitDurable/0"]["round_end_us"] * 1e3
floor_a = ns("BM_WriteFsyncFloor/0")
floor_o = ns("BM_WriteFsyncFloor/1")
il = rows["BM_SubmitDurable/1"]
il_ordinary = il["ordinary_us"] * 1e3
il_floor_a = il["floor_append_us"] * 1e3
il_floor_o = il["floor_overwrite_us"] * 1e3
row("BM_SubmitDurable/0", f"ordinary action {fmt(ordinary)}, round-ending action {fmt(round_end)} (its backup is written in the background)")
row("BM_SubmitDurable/1", f"with floors interleaved: ordinary action {fmt(il_ordinary)}, append+fsync {fmt(il_floor_a)}, overwrite+fsync {fmt(il_floor_o)}")
for arg in ("1", "20"):
    name = f"BM_RoundBackup/{arg}"
    if name in rows:
        row(name, f"round backup (backup thread) of a {rows[name]['library_mib']:.1f} MiB library ({arg} finished games)")
row("BM_WriteFsyncFloor/0", "append 4 KiB + fsync")
row("BM_WriteFsyncFloor/1", "overwrite 4 KiB + fsync")
resume = cpu("BM_ResumeGame")
select = cpu("BM_SelectGameRows")
replay_rows = cpu("BM_ReadReplayRows")
row("BM_ResumeGame", f"{rows['BM_ResumeGame']['actions']:.0f} actions, {rows['BM_ResumeGame']['rows']:.0f} rows")
row("BM_SelectGameRows", "bare SELECT of every row of the game")
row("BM_ReadReplayRows", "GameStore::replayRows: only the action and undo rows")
row("BM_ReadLogRows", "GameStore::log: every row decoded into LogEntry")
print()
print("ratios (same run; fsync-bound rows by wall time, CPU-bound rows by CPU time of one core)")
print(f"  durable submit (ordinary) / append+fsync, interleaved     {il_ordinary / il_floor_a:6.2f}x   (goal <= 1.5x)")
print(f"  durable submit (ordinary) / overwrite+fsync, interleaved  {il_ordinary / il_floor_o:6.2f}x")
print(f"  durable submit (ordinary) / append+fsync, separate runs   {ordinary / floor_a:6.2f}x")
print(f"  durable submit (ordinary) / overwrite+fsync, separate     {ordinary / floor_o:6.2f}x")
print(f"  durable submit (all, mean) / append+fsync, separate       {submit / floor_a:6.2f}x")
print(f"  resume / SELECT every row of the game                    {resume / select:6.2f}x   (goal <= 1.3x)")
print(f"  resume / SELECT only the replayed rows                   {resume / replay_rows:6.2f}x")
print(f"  self-play games/s (randomLegalAction) / 1000             {gps_sampled / 1000:6.2f}x   (goal >= 1.0x)")
print(f"  self-play games/s (legalActions) / 1000                  {gps / 1000:6.2f}x")
PY
echo
cat "$out/bench_startup.txt"
