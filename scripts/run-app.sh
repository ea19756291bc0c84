#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds the desktop app and starts it.
# Uses the real display when there is one, else Qt's offscreen platform (nothing is shown
# then, but the app runs; useful on servers and for --screenshot FILE).
# Arguments are passed to the app, e.g. scripts/run-app.sh --version
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/build.sh --target xobos-referee

if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" && -z "${QT_QPA_PLATFORM:-}" ]]; then
    echo "run-app: no display found, running with QT_QPA_PLATFORM=offscreen" >&2
    export QT_QPA_PLATFORM=offscreen
fi
exec build/app/referee/xobos-referee "$@"
