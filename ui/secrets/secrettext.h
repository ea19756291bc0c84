// SPDX-License-Identifier: GPL-3.0-or-later
// Translated texts of one player's own sheets and secret actions.
//
// Contract: every function is given only public facts or values of the viewing player's
// own view; none looks at a GameState, and none names another player's hidden value.
#pragma once

#include "ui/texts/gametext.h"
#include "xobos/rules/action.h"
#include "xobos/rules/board.h"
#include "xobos/rules/types.h"
#include "xobos/rules/view.h"

#include <QColor>
#include <QString>

#include <vector>

namespace xobos::ui::secrets {

// "Green Guardian 2", the name the table uses (ui::guardianText()); "Guardian 2" when the
// colour has no name. `form`: the case the sentence needs ("Reinforce %1" takes the object).
QString guardianName(const QColor &colour, int guardian, GuardianCase form = GuardianCase::Subject);
QString buildingName(rules::BuildingType type);     // "Energy Well"
QString techTitle(rules::Tech tech);                 // "Upgrades"
QString rankName(int rank);                         // "I", "II", "III" ("—" for 0)
QString upgradeName(rules::UpgradeKind kind);       // "Power", "Healing"
// The space's printed label translated, as on the board's plates (ui::spaceText()).
QString spaceName(const rules::Board &board, int space);
QString phaseTitle(rules::Phase phase);
// "Technology Tiles: Upgrades (I), Healing (II)" ("Technology Tiles: none").
QString techTilesText(const std::vector<rules::Tech> &tiles);

// True for the actions a private sheet offers: Setup and Development actions and breaking
// a connection; moves, attacks and answers to pending choices belong to the table.
bool isSheetAction(const rules::Action &action);
// Which group of the sheet an action belongs to: a Guardian index 0..3, or one of these.
enum SheetGroup { GroupBuildings = 4, GroupTechnology = 5, GroupBase = 6, GroupPhase = 7 };
int sheetGroup(const rules::Action &action);
QString sheetGroupTitle(int group, const QColor &colour);
// One line for the action list: "Reinforce Guardian 3", "Arm the Watchtower at c12 with 2 crystals".
QString sheetActionText(const rules::Action &action, const rules::Board &board, const QColor &colour = {});
// The one-line receipt of an accepted entry, shown only on its player's sheet:
// "Green Guardian 2: +1 Power", "Technology: Buy Upgrades (rank I)".
QString receiptText(const rules::Action &action, const rules::Board &board, const QColor &colour = {});
// What a player still holds, for the confirmations of irreversible entries: "You still have
// 3 Building Resources and 2 Energy Crystals." ("Nothing is left unspent." when both are 0).
QString unspentText(int resources, int crystals);
// Destroying a Building always asks first; finishing the phase asks only while something is
// left unspent (finishUnspent() below is not empty).
bool needsConfirmation(const rules::Action &action);
// What an entry pays with: Building Resources, Energy Crystals, or nothing.
enum class Payment { Nothing, Resources, Crystals };
Payment paymentOf(const rules::Action &action);
// What finishing the phase would leave unspent, for its question: the Building Resources if
// one of the offered entries pays with them, the Energy Crystals likewise (destroying one's
// own Building does not count: it spends nothing on the sheet's development). Empty when
// nothing offered could spend what is held: then Finish finishes at once.
QString finishUnspent(const std::vector<rules::Action> &offered, int resources, int crystals);

// The question an entry asks before it is made, on the laptop's sheet and on the phone alike:
// destroying a Building always, finishing the phase while finishUnspent() is not empty.
// `view` is `seat`'s own view, `offered` the entries its sheet offers now. An empty
// `question`: the entry is made at once.
struct Confirmation {
    QString title;    // "Destroy a Building"
    QString question; // "Destroy your Mine at …? It cannot be undone."
    QString unspent;  // "You still have 3 Building Resources."
    QString yes;      // "Destroy"
};
Confirmation confirmationFor(const rules::Action &action, const rules::GameView &view, int seat,
                             const std::vector<rules::Action> &offered, const rules::Board &board);

} // namespace xobos::ui::secrets
