// SPDX-License-Identifier: GPL-3.0-or-later
// Who may do what, now (issue #20): the one table that every action of the referee window
// consults — menu entries, shortcuts, buttons of the docks, dialogs — and the gate of every
// move the controller plays (GameController::setActionGate). docs/security.md prints it.
//
// Contract: pure functions of an AccessContext, which holds only what the window knows in
// public (phase, who still acts, whether a cover is up, who looks, which seats have a
// PIN). A secret entry — every action of Setup and of the Development phase behind the
// screens, ending one's Development phase included — is entered only by its seat's own
// viewer (or the referee's); the public view never enters one. Nothing works behind a
// cover but the cover itself. While the table reviews the combat before the Development
// phase, nobody enters anything until "Continue to Development".
#pragma once

#include "xobos/rules/action.h"
#include "xobos/rules/types.h"
#include "xobos/rules/view.h"

#include <QList>

#include <vector>

namespace xobos::ui::secrets {

struct AccessContext
{
    bool hasGame = false;
    bool live = false; // not replaying
    bool covered = false; // a lock cover is up
    bool reviewing = false; // the combat is shown to the table before the Development phase
    bool wizard = false; // the new game wizard passes the laptop for the Leader choices
    bool finished = false;
    bool needsLock = false; // RevealPolicy::privateEntryNeedsLock
    rules::Viewer viewer;
    rules::Phase phase = rules::Phase::Setup;
    std::vector<int> acting;
    QList<bool> seatHasPin; // per seat
    bool refereePin = false;

    bool anyPlayerPin() const { return seatHasPin.contains(true); }
};

enum class Command {
    PassLaptop, // Sheets > Pass the Laptop to …, the Sheets dock's buttons
    RefereeView, // Sheets > Referee View…, the Sheets dock's button
    CoverSheets, // Sheets > Cover the Sheets, "Done — cover my sheet"
    ContinueToDevelopment, // after the combat, the table starts the hand-over
    EndTurnOrPhase, // Game > End Turn / Phase (Ctrl+E), the Moves dock's button
    PlayMove, // the Moves dock's Play, the board's clicks, a pending choice
    Undo,
    Redo,
    LastCombat, // Game > Last Combat (Ctrl+R)
    ExportPublicLog, // File > Export Public Log (Ctrl+S), built from the public view
    SaveGameFile, // File > Save Game File with Hidden Values
    ResetPin, // Sheets > Reset a Player's PIN (referee)
    ManageGames, // new, open, import, close, quit, the library
    ViewOnly, // zoom, fit, dock toggles, Tools, Help
};

class AccessPolicy
{
public:
    static bool allows(Command command, const AccessContext &context);
    // The gate of every move: may the context's viewer enter `action` for `seat` now?
    static bool mayEnter(const AccessContext &context, int seat, const rules::Action &action);
    // An entry only the seat itself (or the referee) makes: hidden values, and every step of
    // a secret part of a phase.
    static bool isSeatEntry(const AccessContext &context, const rules::Action &action);
    // The referee's view shows every hidden value: with players' PINs it needs the referee's.
    static bool refereeViewAvailable(const AccessContext &context);
};

} // namespace xobos::ui::secrets
