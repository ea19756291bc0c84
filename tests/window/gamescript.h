// Helpers that set up and drive games for the window tests (through the controller only).
#pragma once

#include "ui/gamecontroller.h"

#include <QTemporaryDir>

#include <memory>

namespace xobos::testing {

struct TestLibrary {
    QTemporaryDir dir;
    std::unique_ptr<ui::GameController> controller;
    TestLibrary();
};

// A two-player game on the standard board, Blue (seat 0) first. `leaders` < 0: no Leader
// chosen yet; otherwise Blue chooses guardian `leaders` and Red guardian 0.
bool startTwoPlayerGame(ui::GameController &controller, int leaders = 0);

// Plays greedy moves (Guardians towards the nearest enemy) until the acting player may
// declare an attack. Returns false when none came within the step limit.
bool playUntilAttackPossible(ui::GameController &controller, int maxSteps = 400);

// Ends turns (declining every pending choice) until the phase is `phase`.
bool playUntilPhase(ui::GameController &controller, rules::Phase phase, int maxSteps = 100);

} // namespace xobos::testing
