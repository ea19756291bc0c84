// SPDX-License-Identifier: GPL-3.0-or-later
// What xobos-cli prints for a scenario of a game other than Xobos (modulescenario.h): the
// `run` report, a viewer's view, the score and the legal actions. English, like the Xobos
// report: engine codes and JSON that bug reports quote and scripts read.
#pragma once

#include "game/modulescenario.h"

#include <QTextStream>

#include <optional>

namespace xobos::app {

// The report of a run (game::moduleRunReport) with the game's English sentence of each
// refusal, when the game has its sentences in Qt Core (ui/texts/refusalsentence.h).
io::RunReport moduleReport(const game::ModuleScenario &scenario, const game::ModuleRun &run);

// "== name (file)", per step the seat and action, "accepted" or "rejected: CODE [rule id]"
// and the sentence, the events, the checks; then PASS or FAIL.
void printModuleRun(QTextStream &out, const game::ModuleScenario &scenario, const game::ModuleRun &run);

// A viewer named on the command line: "public", "referee", a seat index or a player's name.
std::optional<game::Viewer> moduleViewer(const game::ModuleScenario &scenario, const QString &who);

// The legal actions of the seats to act, one {"action": …, "player": n} line each, sorted.
QStringList moduleLegalLines(const game::Instance &state);

} // namespace xobos::app
