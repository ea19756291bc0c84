// SPDX-License-Identifier: GPL-3.0-or-later
// A board as the table names it: the printed side of the bundled boards ("Standard side"),
// the name a user's board file gives itself, and whether the board is a reconstruction
// still to be checked against the printed board.
#pragma once

#include "xobos/rules/board.h"

#include <QString>

namespace xobos::ui {

// "Standard side" for the bundled "standard"; `board`'s own name for any other (a user's
// file), `fallback` when it has none.
QString boardTitle(const QString &bundledName, const rules::Board &board, const QString &fallback = {});
// "2 or 4 players", "3 players": the player counts `board` serves.
QString boardPlayersText(const rules::Board &board);
// The board says it is a reconstruction (its version or description does).
bool isReconstruction(const rules::Board &board);

} // namespace xobos::ui
