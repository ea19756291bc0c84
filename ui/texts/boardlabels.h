// SPDX-License-Identifier: GPL-3.0-or-later
// The printed names of the bundled boards' spaces and quarters, listed for lupdate
// (context "BoardLabel"); scripts/gen_boards.py writes boardlabels.cpp with the boards.
// spaceText() and quarterText() translate any board's labels through that context, so a
// board of the user's own keeps its labels as written.
#pragma once

#include <cstddef>

namespace xobos::ui {

extern const char *const kBundledBoardLabels[];
extern const std::size_t kBundledBoardLabelCount;

} // namespace xobos::ui
