// SPDX-License-Identifier: GPL-3.0-or-later
#include "revealpolicy.h"

namespace xobos::ui::secrets {

bool RevealPolicy::tableSeesAllSheets(rules::Variant variant, rules::Phase phase, bool resolving)
{
    if (variant == rules::Variant::TrainingGround || phase == rules::Phase::GameOver)
        return true;
    // Checks and Balances: the screens come down once every attack of the round is
    // declared (resolution starts) and go up again when the round ends, which is the end
    // of the Development phase.
    return variant == rules::Variant::ChecksAndBalances && (resolving || phase == rules::Phase::Development);
}

bool RevealPolicy::tableSeesAllSheets(const rules::GameView &view)
{
    return tableSeesAllSheets(view.variant, view.phase, view.resolving);
}

bool RevealPolicy::tableSeesAllScreens(rules::Variant variant, rules::Phase phase)
{
    return variant == rules::Variant::TrainingGround || phase == rules::Phase::GameOver;
}

bool RevealPolicy::tableSeesAllScreens(const rules::GameView &view)
{
    return tableSeesAllScreens(view.variant, view.phase);
}

bool RevealPolicy::privateEntryNeedsLock(const rules::GameView &view)
{
    return !tableSeesAllScreens(view);
}

} // namespace xobos::ui::secrets
