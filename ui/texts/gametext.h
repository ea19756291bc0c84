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

#include <QColor>
#include <QList>
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
// The printed label of a space, translated ("North-West base 2"); a space without a label
// falls back to its id. "?" for an index that is not on the board.
QString spaceText(const rules::Board &board, int space);
// The one button that covers the open sheets, on the status strip and on the Sheets panel
// alike (one source text, one translation): "Done — cover my sheet" for a player's own
// sheet, "Done — cover the sheets" for the referee's view.
QString coverSheetsText(bool ownSheet);
// "Blue" from the names list, or "Player 3".
QString playerText(const QStringList &names, int player);
// The grammatical case a Guardian's name takes in a sentence: the subject ("Green Guardian 3
// cannot move": Polish "Zielony Strażnik 3") or the object of a verb ("Move Green Guardian 3",
// "the Health of Green Guardian 3": Polish "Zielonego Strażnika 3"). English and German
// write both alike; the object's texts are the same source strings, told apart by their
// disambiguation.
enum class GuardianCase { Subject, Object };
// The translated name of one of the table's colours ("Green"), empty for another colour;
// GuardianCase::Object gives the colour of a Guardian named as an object (Polish "Zielonego").
QString colourText(const QColor &colour, GuardianCase form = GuardianCase::Subject);
// Whose units these are, as the table sees them: the seat's colour ("Green"), or the
// player's name when the colour has no name.
QString ownerText(const QStringList &names, const QList<QColor> &colours, int player);
// The one name of a Guardian in every text: "Green Guardian 3" (`owner` from ownerText()),
// in the case the sentence needs it: "Choose %1 as Leader" takes GuardianCase::Object.
// An owner that is a player's name stays as it is, in an object pattern of its own
// (Polish "Strażnika 3 gracza Chloé").
QString guardianText(const QString &owner, int guardian, GuardianCase form = GuardianCase::Subject);
// One line for a move list: "Move Green Guardian 3 to North-West base 2". The acting
// player is not named; `owner` names his units (ownerText()).
QString actionText(const rules::Action &action, const rules::Board &board, const QString &owner);

} // namespace xobos::ui
