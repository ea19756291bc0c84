// SPDX-License-Identifier: GPL-3.0-or-later
// Dispatch of validate/apply and the flow of rounds and phases.
#include <algorithm>
#include <cassert>

#include "internal.h"

namespace xobos::rules {

using namespace detail;

namespace {

Violation validateSetup(const GameState &s, int player, const Action &a)
{
    const auto *m = std::get_if<ChooseLeader>(&a);
    if (!m)
        return fail(ViolationCode::WRONG_PHASE);
    if (s.player(player).leaderChosen)
        return fail(ViolationCode::LEADER_ALREADY_CHOSEN);
    if (!validGuardianIndex(m->guardian))
        return fail(ViolationCode::NO_SUCH_GUARDIAN);
    return kOk;
}

int nextActiveSeat(const GameState &s, int seat)
{
    for (int i = 1; i <= s.playerCount(); ++i) {
        const int p = (seat + i) % s.playerCount();
        if (!s.player(p).eliminated)
            return p;
    }
    return seat;
}

int activePlayerCount(const GameState &s)
{
    return static_cast<int>(std::count_if(s.players.begin(), s.players.end(), [](const PlayerState &p) { return !p.eliminated; }));
}

void startRound(GameState &s, Events &ev)
{
    Event r = makeEvent(EventType::RoundStarted, s.firstPlayer);
    r.amount = s.round;
    ev.push_back(r);
    s.phase = Phase::Movement;
    Event ph = makeEvent(EventType::PhaseStarted, kNoPlayer);
    ph.amount = static_cast<int>(Phase::Movement);
    ev.push_back(ph);
    s.turnsTaken = 0;
    s.currentPlayer = s.player(s.firstPlayer).eliminated ? nextActiveSeat(s, s.firstPlayer) : s.firstPlayer;
    startMovementTurn(s, ev);
}

} // namespace

namespace detail {

void startMovementTurn(GameState &s, Events &ev)
{
    s.player(s.currentPlayer).attackedThisTurn = false;
    ev.push_back(makeEvent(EventType::TurnStarted, s.currentPlayer));
}

void finishMovementTurn(GameState &s, Events &ev)
{
    ev.push_back(makeEvent(EventType::TurnEnded, s.currentPlayer));
    s.player(s.currentPlayer).attackedThisTurn = false;
    s.turnsTaken += 1;
    if (s.turnsTaken < activePlayerCount(s)) {
        s.currentPlayer = nextActiveSeat(s, s.currentPlayer);
        startMovementTurn(s, ev);
        return;
    }
    // Every attack of the round is declared: resolve them all.
    s.resolving = true;
    if (s.variant == Variant::ChecksAndBalances)
        ev.push_back(makeEvent(EventType::SheetsRevealed, kNoPlayer));
    s.combatPlan = planCombat(s);
    s.combatCursor = 0;
    continueResolution(s, ev);
}

void continueResolution(GameState &s, Events &ev)
{
    while (s.combatCursor < static_cast<int>(s.combatPlan.size())) {
        const CombatStep step = s.combatPlan[static_cast<std::size_t>(s.combatCursor)];
        s.combatCursor += 1;
        if (runCombatStep(s, step, ev))
            return; // a pursuit choice is pending
    }
    s.attacks.clear();
    s.combatPlan.clear();
    s.combatCursor = 0;
    checkEliminations(s, ev);
    startDevelopment(s, ev);
}

void startDevelopment(GameState &s, Events &ev)
{
    s.resolving = false;
    s.phase = Phase::Development;
    Event ph = makeEvent(EventType::PhaseStarted, kNoPlayer);
    ph.amount = static_cast<int>(Phase::Development);
    ev.push_back(ph);
    // R-DEV-PRODUCTION: the Base gives 1 resource, each Mine 2 more, each Energy Well 1 crystal.
    for (int p = 0; p < s.playerCount(); ++p) {
        PlayerState &ps = s.player(p);
        ps.developmentDone = ps.eliminated;
        ps.techBoughtThisRound = false;
        ps.leaderChangedThisRound = false;
        if (ps.eliminated)
            continue;
        const int res = 1 + 2 * s.buildingCount(p, BuildingType::Mine);
        const int cry = s.buildingCount(p, BuildingType::EnergyWell);
        ps.resources += res;
        ps.crystals += cry;
        Event e = privateEvent(EventType::ProductionCollected, p);
        e.amount = res;
        e.amount2 = cry;
        ev.push_back(e);
    }
}

void endRound(GameState &s, Events &ev)
{
    if (s.variant == Variant::ChecksAndBalances)
        ev.push_back(makeEvent(EventType::SheetsCovered, kNoPlayer));
    if (s.round >= kLastRound) {
        s.phase = Phase::GameOver;
        ev.push_back(makeEvent(EventType::GameEnded, kNoPlayer));
        return;
    }
    s.round += 1;
    for (PlayerState &ps : s.players) {
        for (Guardian &g : ps.guardians)
            g.movedThisRound = false;
        std::fill(ps.quarksMoved.begin(), ps.quarksMoved.end(), 0);
        ps.pursuedThisRound = false;
        ps.attackedThisTurn = false;
        ps.developmentDone = false;
    }
    s.attacks.clear();
    // R-SETUP-FIRST: the First Player Token passes to the left.
    s.firstPlayer = nextActiveSeat(s, s.firstPlayer);
    startRound(s, ev);
}

void checkEliminations(GameState &s, Events &ev)
{
    // R-ELIM (FAQ): no Guardians, no Buildings, and every space around the Base held by
    // enemy units: that player is out.
    for (int p = 0; p < s.playerCount(); ++p) {
        PlayerState &ps = s.player(p);
        if (ps.eliminated || std::any_of(ps.guardians.begin(), ps.guardians.end(), [](const Guardian &g) { return g.alive; }))
            continue;
        const bool anyBuilding = std::any_of(s.buildings.begin(), s.buildings.end(),
                                             [&](const Building &b) { return !b.removed && b.owner == p; });
        if (anyBuilding || ps.quarter == kNoQuarter || ps.quarter >= static_cast<int>(s.map().quarters.size()))
            continue;
        bool surrounded = true;
        bool anyNeighbour = false;
        for (int b : s.map().quarters[static_cast<std::size_t>(ps.quarter)].baseSpaces) {
            if (!validSpace(s, b))
                continue;
            for (int n : s.map().adjacency[static_cast<std::size_t>(b)]) {
                if (isBaseSpace(s, n))
                    continue;
                anyNeighbour = true;
                if (!hasEnemyUnits(s, p, n))
                    surrounded = false;
            }
        }
        if (!surrounded || !anyNeighbour)
            continue;
        ps.eliminated = true;
        ps.developmentDone = true;
        ev.push_back(makeEvent(EventType::PlayerEliminated, p));
        std::erase_if(s.pending, [&](const Pending &q) { return q.player == p; });
    }
}

void afterAction(GameState &s, Events &ev)
{
    if (s.phase == Phase::Movement && !s.resolving) {
        checkEliminations(s, ev);
        if (s.player(s.currentPlayer).eliminated && s.pending.empty())
            finishMovementTurn(s, ev);
    }
    if (s.resolving && s.pending.empty())
        continueResolution(s, ev);
}

} // namespace detail

Violation validate(const GameState &s, int player, const Action &a)
{
    if (s.phase == Phase::GameOver)
        return fail(ViolationCode::GAME_OVER);
    if (player < 0 || player >= s.playerCount())
        return fail(ViolationCode::NOT_A_PLAYER);
    if (s.player(player).eliminated)
        return fail(ViolationCode::PLAYER_ELIMINATED);
    switch (s.phase) {
    case Phase::Setup: return validateSetup(s, player, a);
    case Phase::Movement: return validateMovement(s, player, a);
    case Phase::Development: return validateDevelopment(s, player, a);
    case Phase::GameOver: break;
    }
    return fail(ViolationCode::WRONG_PHASE);
}

Events apply(GameState &s, int player, const Action &a)
{
    Events ev;
    ev.reserve(8);
    apply(s, player, a, ev);
    return ev;
}

void apply(GameState &s, int player, const Action &a, Events &ev)
{
    ev.clear();
    switch (s.phase) {
    case Phase::Setup: {
        const auto &m = std::get<ChooseLeader>(a);
        PlayerState &ps = s.player(player);
        ps.leaderChosen = true;
        Guardian &g = s.guardian(player, m.guardian);
        g.leader = true;
        g.basePower = 2;
        Event e = privateEvent(EventType::LeaderChosen, player);
        e.guardian = m.guardian;
        ev.push_back(e);
        if (std::all_of(s.players.begin(), s.players.end(), [](const PlayerState &p) { return p.leaderChosen; }))
            startRound(s, ev);
        break;
    }
    case Phase::Movement: applyMovement(s, player, a, ev); break;
    case Phase::Development: applyDevelopment(s, player, a, ev); break;
    case Phase::GameOver: break;
    }
    afterAction(s, ev);
    if (!s.occupancy.valid) {
        s.refreshOccupancy(); // a state built field by field: the queries scanned meanwhile
    } else {
#ifndef NDEBUG
        // Every change of a unit or a building above refreshed its cell (refresh…Cell()).
        Occupancy whole;
        s.computeOccupancy(whole);
        assert(whole == s.occupancy);
#endif
    }
}

Outcome play(GameState &s, int player, const Action &a)
{
    Outcome out;
    out.violation = validate(s, player, a);
    if (out.violation.ok())
        out.events = apply(s, player, a);
    return out;
}

std::vector<int> actingPlayers(const GameState &s)
{
    std::vector<int> who;
    who.reserve(s.pending.empty() ? static_cast<std::size_t>(s.playerCount()) : 1);
    actingPlayers(s, who);
    return who;
}

void actingPlayers(const GameState &s, std::vector<int> &who)
{
    who.clear();
    if (!s.pending.empty()) {
        who.push_back(s.pending.front().player);
        return;
    }
    switch (s.phase) {
    case Phase::Setup:
        for (int p = 0; p < s.playerCount(); ++p)
            if (!s.player(p).leaderChosen)
                who.push_back(p);
        break;
    case Phase::Movement:
        if (!s.resolving)
            who.push_back(s.currentPlayer);
        break;
    case Phase::Development:
        for (int p = 0; p < s.playerCount(); ++p)
            if (!s.player(p).developmentDone && !s.player(p).eliminated)
                who.push_back(p);
        break;
    case Phase::GameOver: break;
    }
}

} // namespace xobos::rules
