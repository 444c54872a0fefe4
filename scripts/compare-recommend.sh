#!/usr/bin/env bash
# Compares `recommend --json` of two accelplan-cli builds over every bundled example, at one and
# two threads, byte for byte apart from the timing field (search_seconds). A speed change must
# leave the output as it was (#30).
#   scripts/compare-recommend.sh BEFORE_CLI [AFTER_CLI] [EXAMPLES_DIR]
# AFTER_CLI defaults to this checkout's build/dev/app/accelplan-cli, EXAMPLES_DIR to its
# data/examples. Exit status 0 when every output is the same, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

before=${1:?usage: scripts/compare-recommend.sh BEFORE_CLI [AFTER_CLI] [EXAMPLES_DIR]}
after=${2:-build/dev/app/accelplan-cli}
examples=${3:-data/examples}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The wall time of the search is the one field that differs from run to run.
strip() { sed -E 's/"search_seconds": [-0-9.eE+]+/"search_seconds": 0/' "$1"; }

status=0
for project in "$examples"/*.accelplan; do
    name=$(basename "$project" .accelplan)
    for threads in 1 2; do
        "$before" recommend "$project" --json --threads "$threads" >"$work/before.json"
        "$after" recommend "$project" --json --threads "$threads" >"$work/after.json"
        if cmp -s <(strip "$work/before.json") <(strip "$work/after.json"); then
            echo "same       $name --threads $threads"
        else
            echo "DIFFERENT  $name --threads $threads"
            diff <(strip "$work/before.json") <(strip "$work/after.json") | head -20 || true
            status=1
        fi
    done
done
exit $status
