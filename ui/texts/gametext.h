// SPDX-License-Identifier: GPL-3.0-or-later
// Translated names of the game's things (phases, buildings, Technologies, spaces, actions),
// shared by the log, the move list, dialogs and the board's tooltips.
//
// Contract: every function is given only public facts or a value the caller's viewer may
// see; none of them looks at a GameState.
#pragma once

#include "xobos/rules/action.h"
#include "xobos/rules/board.h"
#include "xobos/rules/types.h"

#include <QString>
#include <QStringList>

namespace xobos::ui {

QString phaseText(rules::Phase phase);
QString variantText(rules::Variant variant);
QString variantDescription(rules::Variant variant);
QString buildingText(rules::BuildingType type);
QChar buildingLetter(rules::BuildingType type);
QString techText(rules::Tech tech);
QString connectionText(rules::ConnectionKind kind);
QString upgradeText(rules::UpgradeKind kind);
// "c12" or the printed label of a space; "?" for an index that is not on the board.
QString spaceText(const rules::Board &board, int space);
// "Blue" from the names list, or "Player 3".
QString playerText(const QStringList &names, int player);
// The name a Guardian token carries on the board: the quarter's id and his number ("NW2").
QString guardianText(const rules::Board &board, int quarter, int guardian);
// One line for a move list: "Move Guardian NW2 to c12". The acting player is not named.
QString actionText(const rules::Action &action, const rules::Board &board, int quarter);

} // namespace xobos::ui
