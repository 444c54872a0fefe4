#!/usr/bin/env bash
# Builds the libFuzzer targets of fuzz/ (clang, ASan + UBSan) and runs each for a bounded time,
# seeded from the bundled files. Saved crash inputs (fuzz/regressions/<target>/) are replayed
# first; a new crash is written there and fails the run, to be fixed and kept as a regression
# (tst_fuzz_regressions replays the folder in the normal test suite too).
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     default 45 s, every target
#
# Prints per target: executions, executions per second, corpus size (inputs and bytes) and
# the peak RSS, as libFuzzer reports them.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-45}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(project catalog prices sites calibration_csv number_text price_import export_text)
build=build/fuzz

launcher=()
[ -n "${ACCELPLAN_COMPILER_LAUNCHER:-}" ] &&
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER="$ACCELPLAN_COMPILER_LAUNCHER")
# -O1: what libFuzzer's documentation suggests, and half the compile time of -O2.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" -DACCELPLAN_FUZZ=ON "${launcher[@]}" >/dev/null
cmake --build "$build" -j"${JOBS:-2}" --target $(printf 'fuzz_%s ' "${targets[@]}")

# Seeds: the bundled files each reader is meant for (files above 100 KB, like the deep-nesting
# cases of tests/data/bad, would make libFuzzer's inputs that long: left out).
seeds_for() {
    case $1 in
    project) ls data/examples/*.accelplan tests/data/*/*.accelplan ;;
    catalog) ls data/hardware/*.json tests/data/bad/*catalog*.json ;;
    prices) ls data/prices/*.json ;;
    sites) ls data/sites/*.json ;;
    calibration_csv) ls data/calibration/*.csv data/validation/*.csv tests/data/bad/*.csv ;;
    number_text) ;;
    export_text) ls tests/data/hostile_names/* ;;
    price_import) ls tests/data/prices_import/*/aws/vms.csv tests/data/prices_import/bad/*/aws/vms.csv tests/data/prices_import/litellm/*.json ;;
    esac
}

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
status=0
summary=()
for t in "${targets[@]}"; do
    bin="$build/fuzz/fuzz_$t"
    regressions="fuzz/regressions/$t"
    mkdir -p "$regressions"
    if compgen -G "$regressions/*" >/dev/null; then
        echo "== $t: replaying $(ls "$regressions" | wc -l) saved inputs"
        "$bin" "$regressions"/* >/dev/null 2>&1 || { echo "FAILED: a saved input of $t crashes again"; status=1; }
    fi
    corpus="$build/corpus/$t"
    seeddir="$build/seeds/$t"
    rm -rf "$seeddir"
    mkdir -p "$corpus" "$seeddir"
    for f in $(seeds_for "$t"); do
        [ "$(stat -c %s "$f")" -le 102400 ] && cp "$f" "$seeddir/"
    done
    if [ "$t" = number_text ]; then
        for s in 12 -3 2.7 1e3 .5 0x10 inf nan 1e400 " 4" 4x "" - 1e 99999999999999999999; do
            printf '%s' "$s" >"$seeddir/$(printf '%s' "$s" | md5sum | cut -c1-8)"
        done
    fi
    log="$build/fuzz-$t.log"
    echo "== $t: fuzzing for $seconds s ($(ls "$seeddir" | wc -l) seeds)"
    if ! "$bin" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -dict=fuzz/json.dict \
        -print_final_stats=1 -artifact_prefix="$regressions/" "$corpus" "$seeddir" >"$log" 2>&1; then
        echo "FAILED: $t found a crash, hang or leak (input saved in $regressions/):"
        grep -E "ERROR|SUMMARY|Test unit written|==[0-9]+==" "$log" | head -20
        status=1
    fi
    runs=$(grep -oP 'stat::number_of_executed_units:\s*\K[0-9]+' "$log" || echo 0)
    rate=$(grep -oP 'stat::average_exec_per_sec:\s*\K[0-9]+' "$log" || echo 0)
    rss=$(grep -oP 'stat::peak_rss_mb:\s*\K[0-9]+' "$log" || echo 0)
    inputs=$(ls "$corpus" | wc -l)
    bytes=$(du -sb "$corpus" | cut -f1)
    summary+=("$(printf '%-16s %10s execs %8s/s  corpus %6s inputs %9s bytes  rss %5s MB' \
        "$t" "$runs" "$rate" "$inputs" "$bytes" "$rss")")
done
echo
echo "fuzzing summary ($seconds s per target):"
printf '  %s\n' "${summary[@]}"
exit $status
