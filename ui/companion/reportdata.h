// SPDX-License-Identifier: GPL-3.0-or-later
// Everything the end-of-game report shows, gathered once from a stored game: the final
// score with its explanation, the per-round history and the public combat events.
//
// Contract: meant for finished games only, where every hidden value has been revealed;
// buildReport() reads the referee's state, so callers check `finished` before they show
// numbers (GameReportDialog refuses an unfinished game: it would reveal secrets).
#pragma once

#include "xobos/rules/event.h"
#include "xobos/rules/scoring.h"
#include "xobos/rules/types.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <vector>

namespace xobos::store {
class GameSession;
}

namespace xobos::ui::companion {

enum class RoundMetric { Crystals, Buildings, Guardians, Reactors };
inline constexpr RoundMetric kRoundMetrics[] = {RoundMetric::Crystals, RoundMetric::Buildings, RoundMetric::Guardians,
                                                RoundMetric::Reactors};

struct RoundPoint {
    int round = 0;                // the values at the end of this round
    std::vector<int> crystals;    // per seat: Energy Crystals in supply
    std::vector<int> buildings;   // per seat: finished Buildings on the board (Reactors included)
    std::vector<int> guardians;   // per seat: Guardians on the board
    std::vector<int> reactors;    // per seat: finished Reactors

    const std::vector<int> &values(RoundMetric m) const;
};

struct CombatLine {
    int round = 0;
    rules::Event event;
    QString text; // eventText(), public wording
};

struct GameReportData {
    qint64 gameId = 0;
    QString title;
    QString boardName;
    QString variant;              // translated
    QString variantName;          // stable ("fog-of-war")
    QDateTime created;
    QDateTime finishedAt;
    QStringList names;            // per seat
    QStringList colours;          // per seat, "#rrggbb" (may be empty)
    int startPlayer = 0;          // seat holding the First Player Token in round 1
    bool finished = false;        // Phase::GameOver
    int round = 0;
    rules::Phase phase = rules::Phase::Setup;
    int durationMinutes = 0;      // created → finished, 0 when unknown
    rules::ScoreReport score;
    QStringList explanation;      // ScoreText::explanation()
    std::vector<RoundPoint> rounds;
    std::vector<CombatLine> combat;

    const rules::ScoreLine *lineOf(int seat) const;
    bool isWinner(int seat) const;
};

GameReportData buildReport(const store::GameSession &session);

// True for the public combat events the report lists (declarations, clashes, damage, losses).
bool isCombatEvent(rules::EventType type);

} // namespace xobos::ui::companion
