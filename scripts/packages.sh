# The Debian 12 packages AccelPlan builds with, sourced by scripts/accelplan.sh (the whole
# tree) and .ci/headless-container (the headless build, which must get no Qt package).
# shellcheck shell=bash

# The core, accelplan-cli and tests/headless: no Qt.
# shellcheck disable=SC2034
headless_packages=(build-essential cmake ninja-build ccache libeigen3-dev libboost-graph-dev
                   nlohmann-json3-dev)

# The GUI, its tests, the benchmarks, the playbook tests' PDF tools and the package check.
# shellcheck disable=SC2034
gui_packages=(qt6-base-dev qt6-tools-dev qt6-l10n-tools qt6-svg-dev qt6-translations-l10n
              desktop-file-utils appstream
              qt6-tools-dev-tools libqcustomplot-dev libgl1-mesa-dev libbenchmark-dev
              libxkbcommon-dev poppler-utils)
