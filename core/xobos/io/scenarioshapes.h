// SPDX-License-Identifier: GPL-3.0-or-later
// What a scenario check's JSON path may name (internal to xobos_io): the shapes of the
// state, view and score JSON a scenario's checks read, derived from the codecs' own output.
#pragma once

#include "xobos/rules/state.h"

#include <QJsonValue>
#include <QString>

namespace xobos::io {

// Every key an instance may hold: an array by the union of its elements' shapes, a Quark
// table (keyed by space id) as {"*": null}.
struct Shapes
{
    QJsonValue state, view, score;
};

// The shapes of stateToJson(), viewToJson() and scoreReportToJson() for positions on the
// board of `start`, with one entry of every kind (Building, attack token, pending choice,
// combat step) added so that every key shows.
Shapes shapesOf(const rules::GameState &start);

// Does `path` ("players[1].guardians[2].health") name a field of `shape`?
bool pathFits(const QJsonValue &shape, const QString &path);

} // namespace xobos::io
