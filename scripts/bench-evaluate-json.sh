#!/usr/bin/env bash
# Times `evaluate --json` of a generated N-scenario project, whole process (#30: <= 30 us per
# scenario for 1,000 scenarios). The project is written to a temporary folder, never committed:
# an example's scenarios copied round-robin under new names, a training scenario's token count
# varied (x1.0 .. x1.6) so the copies are not one figure repeated. Prints the load, the median
# wall time of N scenarios and of the example itself (`hyperfine -N`), and their difference per
# added scenario (the start-up, catalog and price reading, paid once, taken out).
#   scripts/bench-evaluate-json.sh [CLI] [EXAMPLE] [N] [RUNS]
# CLI defaults to build/dev/app/accelplan-cli, EXAMPLE to data/examples/getting-started.accelplan,
# N to 1000, RUNS to 5.
set -euo pipefail
cd "$(dirname "$0")/.."

cli=${1:-build/dev/app/accelplan-cli}
example=${2:-data/examples/getting-started.accelplan}
n=${3:-1000}
runs=${4:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Relative paths in the example (a calibration file) stay valid: the copy sits beside it.
project="$(dirname "$example")/.bench-evaluate-json-$$.accelplan"
trap 'rm -rf "$work" "$project"' EXIT
jq --argjson n "$n" '
    .scenarios as $s
    | .scenarios = [range(0; $n) as $i
        | $s[$i % ($s | length)]
        | .name = "\(.name) #\($i)"
        | if .workload.kind == "training" and (.workload.tokens | type) == "number"
          then .workload.tokens *= (1 + 0.1 * ($i % 7)) else . end]' "$example" >"$project"

# The generated project must evaluate as the example does: a refusal would time an error path.
"$cli" evaluate "$project" --json >"$work/out.json"
got=$(jq '.scenarios | length' "$work/out.json")
[ "$got" = "$n" ] || { echo "expected $n scenarios in the output, got $got" >&2; exit 1; }

echo "load: $(cut -d' ' -f1-3 /proc/loadavg)  ($(nproc) cores)"
hyperfine -N -w1 -r "$runs" --export-json "$work/t.json" \
    "$cli evaluate $project --json" "$cli evaluate $example --json" >/dev/null
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
base=$(jq '.scenarios | length' "$example")
jq -r --argjson n "$n" --argjson base "$base" '
    .results as [$big, $small]
    | "evaluate --json, \($n) scenarios: \($big.median * 1e3 | floor) ms wall (median of \($big.times | length)), user CPU \($big.user * 1e3 | floor) ms (mean)",
      "evaluate --json, the example (\($base) scenarios): \($small.median * 1e3 | floor) ms wall, user CPU \($small.user * 1e3 | floor) ms (mean)",
      "per added scenario: \((($big.median - $small.median) / ($n - $base)) * 1e6 | . * 10 | floor / 10) us wall, \((($big.user - $small.user) / ($n - $base)) * 1e6 | . * 10 | floor / 10) us user CPU; whole process: \(($big.median / $n) * 1e6 | . * 10 | floor / 10) us wall per scenario"' \
    "$work/t.json"
