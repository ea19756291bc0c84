// SPDX-License-Identifier: GPL-3.0-or-later
// The hidden --demo-game option: fills a fresh library with a game in the middle of its
// second round (for screenshots and demonstrations). Every move goes through the
// controller and the engine like a real one; the moves are chosen from legalActions().
#pragma once

#include <QString>

namespace xobos::ui {
class GameController;
}

namespace xobos::app {

// Plays a four-player demo game into `controller`'s library. Returns false with a message
// when the library or the game cannot be created.
bool playDemoGame(ui::GameController &controller, QString *error);

} // namespace xobos::app
