// SPDX-License-Identifier: GPL-3.0-or-later
// Shared helpers of the secrets tests: the bundled standard board, positions reached by
// random legal play, and every text a widget tree shows.
#pragma once

#include "xobos/rules/engine.h"

#include <QStringList>

#include <cstdint>
#include <memory>

class QWidget;

namespace xobos::secretstest {

std::shared_ptr<const rules::Board> standardBoard();

// A game on the standard board after up to `steps` random legal actions (deterministic for
// a seed). Stops early at the end of the game.
rules::GameState randomPosition(std::uint64_t seed, int steps, rules::Variant variant = rules::Variant::FogOfWar,
                                int players = 4);


// Every text the user could see or hover in `root` and its children: labels, buttons, line
// edits, combo box items, group titles, tooltips, visibility, and for every item view each
// cell's DisplayRole and ToolTipRole and the headers. One line per fact, in a stable order.
QStringList visibleTexts(const QWidget *root);

} // namespace xobos::secretstest
