#!/usr/bin/env bash
# Regenerates data/calibration/efficiency.json from the published measurements shipped in
# data/calibration/ (copied from shared/calibration with their sources). Run after changing
# the performance model or the catalog, then rebuild: the file is compiled into the binaries.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cli=${1:-$here/build/dev/app/accelplan-cli}
"$cli" calibrate "$here/data/calibration/training.csv" "$here/data/calibration/inference.csv" \
    --from-physical-priors --output "$here/data/calibration/efficiency.json"
