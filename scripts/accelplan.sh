#!/usr/bin/env bash
# AccelPlan quick start on Debian 12:
#   scripts/accelplan.sh run    build, then open the GUI on the bundled example project
#   scripts/accelplan.sh test   build, then run the whole test suite (what CI runs)
#   scripts/accelplan.sh sanitize   the test suite under ASan + UBSan
#   scripts/accelplan.sh fuzz [S]   libFuzzer targets of fuzz/, S seconds each (scripts/fuzz.sh)
# Installs the Debian packages it needs when they are missing (as root, or through sudo).
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/packages.sh
packages=("${headless_packages[@]}" "${gui_packages[@]}")

# Fuzzing only: clang and its libFuzzer runtime.
fuzz_packages=(clang libclang-rt-14-dev)

install_missing() {
    local missing=()
    for p in "${packages[@]}" "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
            missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return
    echo "Installing: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
}

build() {
    local preset=$1
    cmake --preset "$preset" >/dev/null
    cmake --build --preset "$preset"
}

case "${1:-}" in
run)
    install_missing
    build dev
    exec build/dev/app/accelplan data/examples/getting-started.accelplan
    ;;
test)
    install_missing
    build dev
    ctest --preset dev
    ;;
sanitize)
    install_missing
    build sanitize
    ctest --preset sanitize
    ;;
fuzz)
    install_missing "${fuzz_packages[@]}"
    exec scripts/fuzz.sh "${2:-45}"
    ;;
*)
    echo "usage: $0 run|test|sanitize|fuzz [SECONDS]" >&2
    exit 2
    ;;
esac
