// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers that set up and drive games for the window tests: through the controller, and
// through the window as the table would (showing it, clicking, opening a seat's sheet,
// reading every public text).
#pragma once

#include "ui/shell/gamecontroller.h"

#include <QSize>
#include <QStringList>
#include <QTemporaryDir>

class QWidget;

#include <memory>
#include <optional>

namespace xobos::ui {
class MainWindow;
}

namespace xobos::testing {

struct TestLibrary {
    QTemporaryDir dir;
    std::unique_ptr<ui::GameController> controller;
    TestLibrary();
};

// A new game "Test game" on the standard board for `names` (2 to 4 players), seat 0 first,
// no Leader chosen yet.
bool startGame(ui::GameController &controller, const QStringList &names);

// A 4-player game (Ada, Boris, Chloé, Dmitri) in its Movement phase, every Leader chosen,
// with a few Guardians moved: every column of the tables filled.
bool startBusyGame(ui::GameController &controller);

// How far (in board units) the nearest living enemy Guardian is from `space`.
double distanceToEnemy(const rules::Board &board, const rules::GameView &view, int player, int space);

// A two-player game on the standard board, Blue (seat 0) first. `leaders` < 0: no Leader
// chosen yet; otherwise Blue chooses guardian `leaders` and Red guardian 0.
bool startTwoPlayerGame(ui::GameController &controller, int leaders = 0);

// A two-player game played into its Development phase and left in `lib`'s library, its
// controller gone (as after quitting): its id and its number of actions.
struct StoredGame {
    qint64 id = 0;
    int actions = 0;
};
std::optional<StoredGame> storeGameInDevelopment(TestLibrary &lib);

// Plays greedy moves (Guardians towards the nearest enemy) until the acting player may
// declare an attack. Returns false when none came within the step limit.
bool playUntilAttackPossible(ui::GameController &controller, int maxSteps = 400);

// Ends turns (declining every pending choice) until the phase is `phase`.
bool playUntilPhase(ui::GameController &controller, rules::Phase phase, int maxSteps = 100);

// --- through the window ----------------------------------------------------------------

// Shows `window` at `size`, waits until it is exposed and fits the board. A failure is a
// QTest failure of the calling test (check QTest::currentTestFailed()).
void showWindow(ui::MainWindow &window, QSize size = {1280, 820});

// Clicks the board's space `space` with `button`.
void clickSpace(ui::MainWindow &window, int space, Qt::MouseButton button = Qt::LeftButton);

// Unlocks the cover that is up with `pin` (empty: Unlock without a PIN). A failure is a
// QTest failure of the caller.
void unlockCover(ui::MainWindow &window, const QString &pin = {});

// Passes the laptop to `seat` and unlocks its cover with `pin` (empty: Unlock without a
// PIN); the seat's sheets are then open. A failure is a QTest failure of the caller.
void openSheet(ui::MainWindow &window, int seat, const QString &pin = {});

// Every text the table can read or hover in the window and its floating docks: window
// title, status bar, each visible widget's object name, label, button (and whether it is
// enabled), line edit, combo items, tab titles, dock titles, tooltips and status tips,
// every header and cell (Display and ToolTip roles) of every view, the menus' actions
// (texts, tips, visible, enabled) and the board's texts (sorted: their stacking order of
// equal z is not stable).
QStringList publicTexts(ui::MainWindow &window);

// What publicTexts() reads of one widget, appended to `out`.
void collectTexts(QWidget *widget, QStringList &out);

// The first difference of two text lists, for a readable failure ("" when equal).
QString firstDifference(const QStringList &a, const QStringList &b);

// Saves a picture of `widget` as `name` in the temporary folder `folder`, to look at.
void saveShot(QWidget &widget, const QString &folder, const QString &name);

} // namespace xobos::testing
