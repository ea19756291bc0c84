#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Retakes the README's pictures, docs/screenshot-{main,combat,sheet,final}.png, from one
# real game played to its end: the test tst_readmeshots plays the demo game (the hidden
# --demo-game's, app/referee/demogame.h) through the window under Xvfb — the main window in
# round 2, the combat's first step, Ada's private sheet, then on to the final score.
#
#   bash scripts/screenshot.sh [BUILD_DIR]     (default: build)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$here/build}"
exe="$build/tests/evening/tst_readmeshots"
[[ -x "$exe" ]] || { echo "screenshot.sh: build $exe first (--target tst_readmeshots)" >&2; exit 1; }
XOBOS_README_SHOTS="$here/docs" QT_QPA_PLATFORM=xcb \
    xvfb-run -a -s "-screen 0 1400x900x24" "$exe"
echo "screenshot.sh: wrote $here/docs/screenshot-{main,combat,sheet,final}.png"
