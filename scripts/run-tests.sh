#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds everything and runs the whole test suite.
# Fails on any failing test and when no test is found.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/build.sh
ctest --preset default --output-on-failure --no-tests=error --parallel "${XOBOS_JOBS:-$(nproc)}" "$@"
