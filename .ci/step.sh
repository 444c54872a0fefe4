# Sourced by the CI scripts: `step CMD...` runs CMD between two ":::" lines, the second with
# the seconds it took (the figures docs/hardening.md records).
# shellcheck shell=bash
step() {
    local start=$SECONDS
    echo "::: $*"
    "$@"
    echo "::: $* took $((SECONDS - start)) s"
}
