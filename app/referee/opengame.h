// SPDX-License-Identifier: GPL-3.0-or-later
// The hidden --open-game ID option: the game opens as from the welcome page, in its game's
// window (MainWindow::openGame). A game of the table window is opened by the controller
// before the main window is built, so that the window builds no welcome page it would not
// show (the start-up, docs/performance.md); any other game, and one this program cannot
// play, goes to MainWindow::openGame once the window is up, which opens it or says why.
#pragma once

#include <QtGlobal>

namespace xobos::ui {
class GameController;
}

namespace xobos::app {

// Whether `gameId` is a game the controller opens before the window (a game of the table
// window, or no game at all: the controller's error says so).
bool opensBeforeTheWindow(ui::GameController &controller, qint64 gameId);

} // namespace xobos::app
