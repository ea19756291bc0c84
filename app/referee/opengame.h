// SPDX-License-Identifier: GPL-3.0-or-later
// The hidden --open-game ID option: the game opens as from the welcome page, in its game's
// window (MainWindow::openGame). A game of the table window is opened by the controller
// before the main window is built, so that the window builds no welcome page it would not
// show (the start-up, docs/performance.md); any other game, and one this program cannot
// play, goes to MainWindow::openGame, which opens it or says why. A game with a window of
// its own (TECH, the sheet-only mode) comes up in that window alone: the main window is
// shown only when it could not open.
#pragma once

#include <QtGlobal>

class QWidget;

namespace xobos::ui {
class GameController;
class MainWindow;
}

namespace xobos::app {

// Whether `gameId` is a game the controller opens before the window (a game of the table
// window, or no game at all: the controller's error says so).
bool opensBeforeTheWindow(ui::GameController &controller, qint64 gameId);

// Shows the program's first window and returns it: with `gameId` (0: none) of a game with a
// window of its own, that window alone; otherwise the main window, with the game opened in
// it (MainWindow::openGame) when one is given.
QWidget &showFirstWindow(ui::MainWindow &window, ui::GameController &controller, qint64 gameId);

} // namespace xobos::app
