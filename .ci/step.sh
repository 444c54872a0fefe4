# Sourced by the CI scripts: `step CMD...` runs CMD between two ":::" lines, the second with
# the seconds it took and the CPU seconds it used (the figures docs/hardening.md records; CPU
# time tells what a step costs on an idle runner when the machine is shared). `ci_start` and
# `ci_end` bracket a whole run: the compiler cache's statistics are zeroed, then printed with
# the hit rate, and the total wall and CPU time.
# shellcheck shell=bash
step() {
    local TIMEFORMAT="::: ${*//%/%%} took %0R s (CPU %0U s user, %0S s system)"
    echo "::: $*"
    local rc=0
    time "$@" || rc=$?
    disk_report
    return "$rc"
}

# The disk a run uses, after every step and also after a failed one: CI's machine has no set
# disk size, and stop 45's sanitizer build failed with "No space left on device".
disk_report() {
    # Never fails the run (the scripts run under `set -euo pipefail`; an empty build/ made
    # the glob unmatched and du fail, which ended a rehearsal).
    local sizes="" free="?" dir
    for dir in build/*/; do
        [ -d "$dir" ] && sizes+="${dir%/} $(du -sh "$dir" 2>/dev/null | cut -f1), "
    done
    free=$(df -h --output=avail . 2>/dev/null | tail -1 | tr -d ' ') || true
    echo "::: disk: ${free} free; ${sizes%, }"
}

# CI's cache: every build of the tree (dev, headless, sanitizer, fuzz) fills 0.35 GB
# compressed (measured from a cold cache); 4 GB keeps several revisions.
export CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-4G}

ci_start() {
    if command -v ccache >/dev/null; then
        ccache --zero-stats >/dev/null
        echo "::: ccache $(ccache --get-config cache_dir), max $(ccache --get-config max_size)"
    fi
}

ci_end() {
    if command -v ccache >/dev/null; then
        echo "::: ccache statistics of this run:"
        ccache --show-stats | sed 's/^/:::   /'
    fi
    # The shell's and its children's CPU time. `times` runs in this shell (a pipe or $(...)
    # would run it in a subshell, which has used none): its second line is the children's
    # user and system time, "1m2.5s 0m3.1s".
    local cpu times_file
    times_file=$(mktemp)
    times >"$times_file"
    cpu=$(tail -1 "$times_file" | awk '{
        split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%.0f", u[1]*60+u[2]+s[1]*60+s[2] }')
    rm -f "$times_file"
    echo "::: CI total ${SECONDS} s (CPU ${cpu} s)"
}
