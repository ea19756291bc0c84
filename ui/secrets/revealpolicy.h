// SPDX-License-Identifier: GPL-3.0-or-later
// When the table may see every Player Sheet, so the referee window can drop the covers
// (R-VAR-FOG, R-VAR-CHECKS, R-VAR-TRAINING, the end of the game).
//
// Contract: a pure function of public facts (variant, phase, resolution), which every
// GameView carries. It agrees with rules::seesSheetOf(state, Viewer::everyone(), p) for
// every player p; tests/secrets checks that on random positions.
#pragma once

#include "xobos/rules/types.h"
#include "xobos/rules/view.h"

namespace xobos::ui::secrets {

struct RevealPolicy
{
    // Player Sheets (Power, Health, Leader, connections, upgrades, construction types).
    static bool tableSeesAllSheets(rules::Variant variant, rules::Phase phase, bool resolving);
    static bool tableSeesAllSheets(const rules::GameView &view);
    // What lies behind the screens too (crystals, resources, Watchtower ammunition):
    // only in Training Ground and once the game is over.
    static bool tableSeesAllScreens(rules::Variant variant, rules::Phase phase);
    static bool tableSeesAllScreens(const rules::GameView &view);
    // True when entering secret actions needs the laptop passed to one player behind a
    // lock (anything is hidden from the table).
    static bool privateEntryNeedsLock(const rules::GameView &view);
};

} // namespace xobos::ui::secrets
