#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets with clang (build-fuzz/) and runs each for the given number
# of seconds (default 60) on a copy of its committed seed corpus, one after the other.
# Usage: scripts/run-fuzz.sh [seconds] [target...]
# Crashes are written to build-fuzz/findings/<target>/; the script fails if any target
# crashed. New corpus entries stay in build-fuzz/corpus/<target>/ (not committed).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

seconds="${1:-60}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(fuzz_board fuzz_action fuzz_actionseq fuzz_scenario fuzz_tablemessage)
fi

if ! command -v clang++ >/dev/null || [ ! -e "$(clang++ -print-resource-dir)/lib/linux/libclang_rt.fuzzer-x86_64.a" ]; then
    echo "run-fuzz.sh: needs clang and libFuzzer: apt-get install -y clang libclang-rt-14-dev" >&2
    exit 1
fi

build=build-fuzz
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
    -DXOBOS_BUILD_FUZZERS=ON -DXOBOS_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$build" -j "${XOBOS_JOBS:-2}" --target $(printf '%s_fuzzer ' "${targets[@]}")

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
status=0
summary=()
for t in "${targets[@]}"; do
    corpus="$build/corpus/$t"
    findings="$build/findings/$t"
    mkdir -p "$corpus" "$findings"
    cp -n fuzz/corpus/"$t"/* "$corpus"/ 2>/dev/null || true
    log="$build/findings/$t.log"
    echo "== $t: ${seconds}s"
    maxlen=16384
    [ "$t" = fuzz_actionseq ] && maxlen=4096 # one byte or more per step, at most 1000 steps
    start=$(date +%s)
    if "$build/fuzz/${t}_fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len="$maxlen" -print_final_stats=1 -artifact_prefix="$findings/" "$corpus" >"$log" 2>&1; then
        result=ok
    else
        result=CRASH
        status=1
    fi
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*' || echo "?")
    summary+=("$(printf '%-16s %-6s %5ss %10s execs  cov %s  corpus %s files' "$t" "$result" "$(( $(date +%s) - start ))" "$runs" "$cov" "$(ls "$corpus" | wc -l)")")
    if [ "$result" = CRASH ]; then
        grep -m1 -A12 -E 'ERROR: |FUZZ CHECK FAILED|runtime error' "$log" || tail -20 "$log"
        ls "$findings"
    fi
done
echo
echo "target           result  time      execs"
printf '%s\n' "${summary[@]}"
exit $status
