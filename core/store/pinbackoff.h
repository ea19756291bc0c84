// SPDX-License-Identifier: GPL-3.0-or-later
// The wrong-PIN back-off of a seat, kept in the library (issue #20): the waiting time after
// wrong PINs belongs to the seat, so it survives the cover passing to somebody else and a
// restart of the program (docs/security.md).
//
// Contract: stored as referee-only "note" rows of the game's log (payload
// {"pinBackoff": seat, "failures": n, "until": ms since the epoch, UTC}); the last row of a
// seat is its state. No schema change: "note" rows are internal (no log window, replay or
// export reads them). Seat -1 is the referee.
#pragma once

#include <QString>
#include <QtGlobal>

namespace xobos::store {

class GameStore;

struct PinBackoff
{
    int failures = 0; // wrong PINs in a row
    qint64 blockedUntilMs = 0; // wall clock (QDateTime::currentMSecsSinceEpoch)
    bool operator==(const PinBackoff &) const = default;
};

PinBackoff loadPinBackoff(const GameStore &store, qint64 gameId, int seat);
bool savePinBackoff(GameStore &store, qint64 gameId, int seat, const PinBackoff &backoff, QString *error = nullptr);

} // namespace xobos::store
