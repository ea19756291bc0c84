// SPDX-License-Identifier: GPL-3.0-or-later
// Which window a stored game opens in (gamekinds.h): the games with a window of their own
// (sheet-only, TECH, Invaders) open there, beside the main window; the Xobos referee's games open in
// the main window itself.
#pragma once

#include <QtGlobal>

class QWidget;

namespace xobos::store {
class GameStore;
struct GameRecord;
} // namespace xobos::store

namespace xobos::ui {

// Opens `game` in its own window when its kind has one and returns true (a message says
// so when it cannot be opened); false for a game of the main window (the table).
bool openInOwnWindow(store::GameStore &store, const store::GameRecord &game, QWidget *parent);

} // namespace xobos::ui
