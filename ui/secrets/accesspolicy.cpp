// SPDX-License-Identifier: GPL-3.0-or-later
#include "accesspolicy.h"

#include <algorithm>

namespace xobos::ui::secrets {

namespace {

bool isPublic(const AccessContext &c)
{
    return c.viewer.kind == rules::Viewer::Kind::Public;
}

bool isReferee(const AccessContext &c)
{
    return c.viewer.kind == rules::Viewer::Kind::Referee;
}

} // namespace

bool AccessPolicy::refereeViewAvailable(const AccessContext &c)
{
    return c.refereePin || !c.anyPlayerPin();
}

bool AccessPolicy::isSeatEntry(const AccessContext &c, const rules::Action &action)
{
    if (rules::isSecretAction(action))
        return true;
    // Setup and Development are entered in secret: ending one's phase is one's own step.
    return c.needsLock && (c.phase == rules::Phase::Setup || c.phase == rules::Phase::Development);
}

bool AccessPolicy::mayEnter(const AccessContext &c, int seat, const rules::Action &action)
{
    if (!c.hasGame || !c.live || c.covered || c.reviewing)
        return false;
    if (!c.needsLock)
        return true; // Training Ground, the end: nothing is hidden, the engine decides
    if (isSeatEntry(c, action)) {
        if (isReferee(c))
            return true;
        if (c.viewer.kind == rules::Viewer::Kind::Player)
            return c.viewer.player == seat;
        // The wizard's Leader pages are the hand-over of the seats without a PIN.
        return c.wizard && std::holds_alternative<rules::ChooseLeader>(action) && !c.seatHasPin.value(seat, true);
    }
    // A public step (Movement, a pending choice) is played in the table's view.
    return isPublic(c) || isReferee(c);
}

bool AccessPolicy::allows(Command command, const AccessContext &c)
{
    if (c.covered)
        return false; // nothing works behind a cover but the cover itself
    const bool game = c.hasGame && c.live;
    switch (command) {
    case Command::PassLaptop:
        return game && c.needsLock && !c.reviewing;
    case Command::RefereeView:
        return game && !isReferee(c) && refereeViewAvailable(c);
    case Command::CoverSheets:
        return c.hasGame && !isPublic(c);
    case Command::ContinueToDevelopment:
        return game && c.reviewing;
    case Command::EndTurnOrPhase:
    case Command::PlayMove:
        return game && !c.reviewing && !c.acting.empty();
    case Command::Undo:
    case Command::Redo:
        return game;
    case Command::LastCombat:
        return c.hasGame;
    case Command::ExportPublicLog:
        return c.hasGame;
    case Command::SaveGameFile:
        return c.hasGame && (c.finished || (isReferee(c) && refereeViewAvailable(c)));
    case Command::ResetPin:
        return game && isReferee(c) && c.anyPlayerPin();
    case Command::ManageGames:
    case Command::ViewOnly:
        return true;
    }
    return false;
}

} // namespace xobos::ui::secrets
