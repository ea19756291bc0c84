#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures (only when needed) and builds the default preset in build/.
# Usage: scripts/build.sh [cmake --build arguments, e.g. --target xobos-referee]
# Warnings are errors when the environment variable CI is set (as CI systems do).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/setup-deps.sh

werror=OFF
if [[ -n "${CI:-}" ]]; then
    werror=ON
fi

# Re-running the configure step is cheap but not free; Ninja re-runs CMake by itself
# whenever a CMakeLists.txt changes, so configure only for a new build dir or a new mode.
cache=build/CMakeCache.txt
if [[ ! -f build/build.ninja || ! -f $cache ]] || ! grep -qx "XOBOS_WERROR:BOOL=$werror" "$cache"; then
    cmake --preset default -DXOBOS_WERROR="$werror"
fi

cmake --build --preset default --parallel "${XOBOS_JOBS:-$(nproc)}" "$@"
