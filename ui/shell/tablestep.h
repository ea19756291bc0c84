// SPDX-License-Identifier: GPL-3.0-or-later
// What the Xobos table does now and the one button for it, for the status strip
// (ui/shell/statusstrip.h): "Carla: move your units, then End turn" [End turn],
// "Development: Ben and Dawid still to enter → Pass the laptop to Ben" [Pass to Ben],
// "Combat: step 2 of 3 — …" [Next], "Game over: Anna wins" [Final score]. Seats on their
// phone are not handed the laptop: "Development: Ben and Dawid still to enter (on their
// phones)".
//
// Contract: a pure function of public facts — phase, round, who acts, what is pending,
// the combat's public steps, the winners at the end, the replay position, who looks — so
// it never says a hidden value; the window performs the step it names.
#pragma once

#include "xobos/rules/view.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace xobos::ui {

struct TableSituation
{
    rules::GameView view; // the public facts of it are read, nothing else
    QStringList names;
    bool locksNeeded = false; // secrets::RevealPolicy::privateEntryNeedsLock
    bool reviewing = false;   // the table reviews the combat before the Development phase
    bool replaying = false;
    int replayPosition = 0;   // actions shown
    int replayRound = 1;
    int combatStep = 0;       // shown now, from 0
    int combatSteps = 0;      // public steps of the last resolution; 0: none to show
    QString combatTitle;      // the step's title ("Battle: Blue against Red")
    std::vector<int> winners; // at the end of the game
    std::vector<int> onPhone; // seats entering on their phone (table mode): not handed the laptop
};

struct TableStep
{
    enum class Kind {
        None,
        EndTurn,               // the acting player ends the turn
        AnswerPending,         // the waiting player answers a counterattack or pursuit
        PassTo,                // pass the laptop to `seat`
        CoverSheets,           // the open sheet is done
        NextCombatStep,
        ContinueToDevelopment,
        FinalScore,
        BackToLive,
    };
    Kind kind = Kind::None;
    int seat = -1;
    QString text;
    QString button; // empty when kind is None
};

class TableSteps
{
    Q_DECLARE_TR_FUNCTIONS(xobos::ui::TableSteps)

public:
    static TableStep now(const TableSituation &situation);
};

} // namespace xobos::ui
