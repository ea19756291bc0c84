// SPDX-License-Identifier: GPL-3.0-or-later
// Every sentence TECH's window says, from the public (or the viewer's own) view JSON of
// core/tech/techmodule.h and its events: the names of units and spaces, refusals by code
// and rule id, and what an action's public events tell the table. Nothing here reads a
// state: a sealed choice can reach a text only through the view of its own seat.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace xobos::ui::tech {

// "Sword", "Archer", "Shield" (unit 0..2), and a supply's line ("Swordsmen: 3").
QString unitText(int unit);
QString supplyText(int unit, int count);
// The unit index of a view's "sword"/"archer"/"shield", -1 for anything else.
int unitIndex(const QString &name);
// The space's name as the board's margins show it: columns A–C, rows 1–3 from the top ("B2").
QString spaceText(int cell);
// The seat's name (names[seat], or "Player 1").
QString seatText(const QStringList &names, int seat);
// A refusal: its sentence and its rule id ("That space is taken (T-DEPLOY-EMPTY)").
QString refusalText(const QString &code, const QString &rule);
// What the table is told of one event (empty for an event it is not told of: a seat's own
// "chose" is never shown; "phase" is said by the status line).
QString eventText(const QJsonObject &event, const QStringList &names);
// The phase's name ("sealed deployment", "action phase", …) of a view's "phase".
QString phaseText(const QString &phase);

} // namespace xobos::ui::tech
