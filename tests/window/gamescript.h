// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers that set up and drive games for the window tests (through the controller only).
#pragma once

#include "ui/shell/gamecontroller.h"

#include <QTemporaryDir>

#include <memory>
#include <optional>

namespace xobos::testing {

struct TestLibrary {
    QTemporaryDir dir;
    std::unique_ptr<ui::GameController> controller;
    TestLibrary();
};

// A new game "Test game" on the standard board for `names` (2 to 4 players), seat 0 first,
// no Leader chosen yet.
bool startGame(ui::GameController &controller, const QStringList &names);

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

} // namespace xobos::testing
