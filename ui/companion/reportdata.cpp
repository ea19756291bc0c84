// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/companion/reportdata.h"

#include "store/gamesession.h"
#include "ui/companion/scoretext.h"
#include "ui/texts/eventtext.h"
#include "ui/texts/gametext.h"

#include <QColor>

#include <algorithm>

namespace xobos::ui::companion {

using namespace rules;

const std::vector<int> &RoundPoint::values(RoundMetric m) const
{
    switch (m) {
    case RoundMetric::Crystals: return crystals;
    case RoundMetric::Buildings: return buildings;
    case RoundMetric::Guardians: return guardians;
    case RoundMetric::Reactors: return reactors;
    }
    return crystals;
}

const ScoreLine *GameReportData::lineOf(int seat) const
{
    const auto it = std::find_if(score.lines.begin(), score.lines.end(), [&](const ScoreLine &l) { return l.player == seat; });
    return it == score.lines.end() ? nullptr : &*it;
}

bool GameReportData::isWinner(int seat) const
{
    return std::find(score.winners.begin(), score.winners.end(), seat) != score.winners.end();
}

bool isCombatEvent(EventType t)
{
    switch (t) {
    case EventType::AttackDeclared:
    case EventType::CounterattackDeclared:
    case EventType::AttackWithdrawn:
    case EventType::BattleStarted:
    case EventType::QuarksClashed:
    case EventType::PowerDeclared:
    case EventType::QuarksLost:
    case EventType::AmmoSpent:
    case EventType::DamageDeclared:
    case EventType::GuardianDestroyed:
    case EventType::ConstructionLost:
    case EventType::BuildingDestroyed:
    case EventType::BuildingSeized:
    case EventType::Pursued:
        return true;
    default:
        return false;
    }
}

namespace {

QList<QColor> colourList(const QStringList &hex)
{
    QList<QColor> out;
    for (const QString &h : hex)
        out << QColor::fromString(h);
    return out;
}

RoundPoint snapshot(const GameState &s, int round)
{
    RoundPoint p;
    p.round = round;
    for (int seat = 0; seat < s.playerCount(); ++seat) {
        p.crystals.push_back(s.player(seat).crystals);
        int buildings = 0;
        for (int t = 0; t < kBuildingTypeCount; ++t)
            buildings += s.buildingCount(seat, static_cast<BuildingType>(t));
        p.buildings.push_back(buildings);
        p.guardians.push_back(s.guardiansOnBoard(seat));
        p.reactors.push_back(s.buildingCount(seat, BuildingType::Reactor));
    }
    return p;
}

} // namespace

GameReportData buildReport(const store::GameSession &session)
{
    GameReportData d;
    const GameState &state = session.state();
    d.gameId = session.gameId();
    d.finished = state.phase == Phase::GameOver;
    d.round = state.round;
    d.phase = state.phase;
    d.startPlayer = session.initialState().firstPlayer;
    d.variant = variantText(state.variant);
    d.variantName = QString::fromLatin1(variantName(state.variant));
    for (int seat = 0; seat < state.playerCount(); ++seat)
        d.names.append(QString::fromStdString(state.player(seat).name));
    if (const std::optional<store::GameRecord> g = session.store().game(session.gameId())) {
        d.title = g->title;
        d.boardName = g->boardName;
        d.created = g->created;
        d.finishedAt = g->finished;
        for (const store::PlayerRecord &p : g->players) {
            while (d.colours.size() <= p.seat)
                d.colours.append(QString());
            d.colours[p.seat] = p.colour;
        }
        if (d.created.isValid() && d.finishedAt.isValid())
            d.durationMinutes = static_cast<int>(d.created.secsTo(d.finishedAt) / 60);
    }
    d.score = computeScores(state);
    d.explanation = ScoreText::explanation(d.score, d.names);

    // One snapshot at the end of every round: after the action that started the next
    // round (or ended the game), replayed with stateAfter().
    const auto &history = session.history();
    int round = 1;
    for (std::size_t i = 0; i < history.size(); ++i) {
        for (const Event &e : history[i].events) {
            if (e.type == EventType::RoundStarted) {
                if (e.amount > 1)
                    d.rounds.push_back(snapshot(session.stateAfter(static_cast<int>(i) + 1), e.amount - 1));
                round = e.amount;
            } else if (e.type == EventType::GameEnded && (d.rounds.empty() || d.rounds.back().round != round)) {
                d.rounds.push_back(snapshot(session.stateAfter(static_cast<int>(i) + 1), round));
            } else if (e.visibility == Visibility::Public && isCombatEvent(e.type)) {
                d.combat.push_back({round, e, eventText(e, session.board(), d.names, colourList(d.colours))});
            }
        }
    }
    return d;
}

} // namespace xobos::ui::companion
