#!/usr/bin/env bash
# Regenerates data/calibration/efficiency.json from the published measurements shipped in
# data/calibration/ (copied from shared/calibration with their sources). Run after changing
# the performance model or the catalog, then rebuild: the file is compiled into the binaries.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cli=$(realpath "${1:-$here/build/dev/app/accelplan-cli}")
# Relative paths: the fit records its inputs in "source", and a shipped file names no machine.
cd "$here"
"$cli" calibrate data/calibration/training.csv data/calibration/inference.csv \
    --from-physical-priors --output data/calibration/efficiency.json
