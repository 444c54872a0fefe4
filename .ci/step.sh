# Sourced by the CI scripts: `step CMD...` runs CMD between two ":::" lines, the second with
# the seconds it took and the CPU seconds it used (the figures docs/hardening.md records; CPU
# time tells what a step costs on an idle runner when the machine is shared).
# shellcheck shell=bash
step() {
    local TIMEFORMAT="::: ${*//%/%%} took %0R s (CPU %0U s user, %0S s system)"
    echo "::: $*"
    time "$@"
}
