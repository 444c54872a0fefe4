#!/usr/bin/env bash
# Builds the Debian package from a configured build tree, installs it with apt as a user would,
# runs the installed programs on an installed example and removes the package again.
#   scripts/package-check.sh [BUILD_DIR]     (default build/dev; needs root or sudo)
# CI runs it after the test suite (.ci/run). Every step fails loudly: a package that installs
# but cannot start, or whose desktop entry or metainfo is invalid, is a red CI.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/dev}
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo

for tool in desktop-file-validate appstreamcli; do
    command -v "$tool" >/dev/null || {
        echo "package-check: $tool missing (scripts/accelplan.sh installs it)" >&2
        exit 1
    }
done

rm -f "$build"/accelplan_*.deb "$build"/accelplan-*.tar.gz
(cd "$build" && cpack -G "DEB;TGZ" >/dev/null)
deb=$(ls "$build"/accelplan_*.deb)
echo "package-check: built $(basename "$deb") ($(du -h "$deb" | cut -f1))"
dpkg-deb --field "$deb" Depends

# A previous run's package must not hide a broken one.
if dpkg-query -W -f='${Status}' accelplan 2>/dev/null | grep -q "install ok installed"; then
    $sudo apt-get remove -y -q accelplan >/dev/null
fi
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "./$deb" >/dev/null
trap '$sudo apt-get remove -y -q accelplan >/dev/null || true' EXIT

# The programs are on PATH and run from their installed location, with no build tree around.
work=$(mktemp -d)
cd "$work"
test "$(command -v accelplan-cli)" = /usr/bin/accelplan-cli
test "$(command -v accelplan)" = /usr/bin/accelplan
accelplan-cli --version
example=/usr/share/accelplan/examples/getting-started.accelplan
accelplan-cli evaluate "$example" >evaluate.txt
accelplan-cli evaluate "$example" --json >evaluate.json
grep -q '"feasible"' evaluate.json
# accelplan-cli links no Qt; its PDF playbook is drawn by the installed accelplan beside it.
if ldd /usr/bin/accelplan-cli | grep -q libQt; then
    echo "accelplan-cli links Qt" >&2
    exit 1
fi
timeout 300 accelplan-cli export "$example" --pdf playbook.pdf --threads 2 >export.txt
grep -q 'wrote playbook.pdf' export.txt
test "$(head -c 5 playbook.pdf)" = "%PDF-"
QT_QPA_PLATFORM=offscreen timeout 60 accelplan --screenshot shot.png --view scenarios \
    --size 1280x800 "$example"
test -s shot.png
# The translations are installed and the installed program starts in each shipped language.
for lang in de fr; do
    test -s /usr/share/accelplan/translations/accelplan_$lang.qm
    QT_QPA_PLATFORM=offscreen timeout 60 accelplan --language $lang --screenshot shot-$lang.png \
        --view recommendation --size 1280x800 /usr/share/accelplan/examples/where-to-run.accelplan
    test -s shot-$lang.png
done
man -w accelplan-cli >/dev/null 2>&1 || test -f /usr/share/man/man1/accelplan-cli.1.gz

# Desktop integration files are installed and valid.
desktop-file-validate /usr/share/applications/io.accelplan.AccelPlan.desktop
appstreamcli validate --no-net /usr/share/metainfo/io.accelplan.AccelPlan.metainfo.xml
for size in 16 24 32 48 64 128 256; do
    test -f /usr/share/icons/hicolor/${size}x${size}/apps/io.accelplan.AccelPlan.png
done
test -f /usr/share/icons/hicolor/scalable/apps/io.accelplan.AccelPlan.svg
test -f /usr/share/mime/packages/io.accelplan.AccelPlan.xml
test -f /usr/share/doc/accelplan/README.md
cd - >/dev/null
rm -rf "$work"
echo "package-check: installed, ran evaluate and screenshots (en, de, fr), validated desktop files: ok"
