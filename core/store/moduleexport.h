// SPDX-License-Identifier: GPL-3.0-or-later
// A stored game of a module other than Xobos as a scenario file (game/modulescenario.h),
// and back; and the import of a game file of any module (`xobos-cli import`, the window's
// File > Import Game File). Xobos games keep their own scenario (store/gameexport.h).
//
// Contract:
// - exportModuleScenario() writes the game's module and rules version, its players, its
//   stored setup, every action in force as a step, and a last check of the state hash: an
//   export imported into another library replays to the same hash, and `xobos-cli run`
//   of the file passes. Like every export it holds every hidden value (a referee's file).
// - importModuleScenario() creates the game in one store batch (all of it or nothing),
//   submitting each step's action through the generic session (refused steps are logged as
//   refused attempts). On failure *storeFailed tells the library's fault from the file's.
// - importGameFile() reads which game a file is of ("game", default "xobos") and imports it
//   through that module: a Xobos file as importGameScenario() does, another module's as
//   importModuleScenario() does. A game not in `known`, or with rules newer than its
//   module's, is refused with a message naming it; nothing is stored.
#pragma once

#include "game/modulescenario.h"
#include "game/session.h"
#include "store/gamesession.h"
#include "store/gamestore.h"

#include <QByteArray>

#include <memory>

namespace xobos::store {

QByteArray exportModuleScenario(const game::Session &session, const GameRecord &record);

std::unique_ptr<game::Session> importModuleScenario(GameStore &store, const game::ModuleScenario &scenario,
                                                    QString *error, bool *storeFailed);

// A game imported by importGameFile(), open: a Xobos game as its typed session, another
// module's as the generic one.
struct ImportedGame {
    std::unique_ptr<GameSession> xobos;
    std::unique_ptr<game::Session> other;
    explicit operator bool() const { return xobos || other; }
    const game::Session &session() const { return xobos ? xobos->session() : *other; }
};

// `fileName` names the file in messages. *storeFailed as for importModuleScenario().
ImportedGame importGameFile(GameStore &store, const QByteArray &json, const QString &fileName, const KnownModules &known,
                            QString *error, bool *storeFailed);

} // namespace xobos::store
