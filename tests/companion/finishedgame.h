// SPDX-License-Identifier: GPL-3.0-or-later
// A finished refereed game for the companion tests: a GameSession on a temporary library,
// the bundled standard board, random legal actions (biased to end turns and phases, and
// towards building) until Phase::GameOver.
#pragma once

#include "store/gamesession.h"

#include <QTemporaryDir>

#include <memory>

namespace xobos::testing {

struct FinishedGame {
    QTemporaryDir dir;
    store::GameStore store;
    std::unique_ptr<store::GameSession> session;
    QString error;
};

// players: 2..4; `finish` false stops in round 3 (an unfinished game).
std::unique_ptr<FinishedGame> playGame(int players, std::uint64_t seed, bool finish = true);

} // namespace xobos::testing
