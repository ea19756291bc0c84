// SPDX-License-Identifier: GPL-3.0-or-later
// A stored game of a module other than Xobos as a scenario file (modulescenario.h), and
// back: the library half of `xobos-cli export` / `import` for every game module. Xobos
// games keep their own (core/store/gameexport.h).
//
// Contract:
// - exportModuleScenario() writes the game's module and rules version, its players, its
//   stored setup, every action in force as a step, and a last check of the state hash: an
//   export imported into another library replays to the same hash, and `xobos-cli run`
//   of the file passes. Like every export it holds every hidden value (a referee's file).
// - importModuleScenario() creates the game in one store batch (all of it or nothing),
//   submitting each step's action through the generic session (refused steps are logged as
//   refused attempts). On failure *storeFailed tells the library's fault from the file's.
#pragma once

#include "app/cli/modulescenario.h"
#include "game/session.h"

#include <QByteArray>

#include <memory>

namespace xobos::app {

QByteArray exportModuleScenario(const game::Session &session, const store::GameRecord &record);

std::unique_ptr<game::Session> importModuleScenario(store::GameStore &store, const ModuleScenario &scenario,
                                                    QString *error, bool *storeFailed);

} // namespace xobos::app
