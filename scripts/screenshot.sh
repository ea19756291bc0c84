#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes docs/screenshot-main.png: the referee window with a demo game in its second or
# third round (a temporary library, filled by the hidden --demo-game option), under Xvfb.
#
#   bash scripts/screenshot.sh [BUILD_DIR]     (default: build)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$here/build}"
exe="$build/app/referee/xobos-referee"
[[ -x "$exe" ]] || { echo "screenshot.sh: build $exe first" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
out="$here/docs/screenshot-main.png"
xvfb-run -a -s "-screen 0 1400x900x24" \
    "$exe" --language en --database "$work/library.sqlite" --demo-game --screenshot "$work/shot.png"
cp "$work/shot.png" "$out"
echo "screenshot.sh: wrote $out"
