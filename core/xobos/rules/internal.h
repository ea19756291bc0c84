// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the engine's .cpp files. Not part of the engine's interface.
#pragma once

#include "engine.h"

#include <cstdint>
#include <optional>
#include <span>

namespace xobos::rules::detail {

inline Violation fail(ViolationCode c)
{
    return Violation{c};
}
inline constexpr Violation kOk{};

bool validGuardianIndex(int g);
bool validSpace(const GameState &s, int space);
bool isOwnBaseSpace(const GameState &s, int player, int space);
bool isEnemyBaseSpace(const GameState &s, int player, int space); // the Base of a quarter another player plays
bool isPlayedBaseSpace(const GameState &s, int space); // the Base of a quarter somebody plays
bool isBaseSpace(const GameState &s, int space);
bool isIrradiated(const GameState &s, int space);
bool isEnergySource(const GameState &s, int space);
bool hasEnemyUnits(const GameState &s, int player, int space);
int enemyBuildingAt(const GameState &s, int player, int space); // standing enemy building or -1

// While one is alive on this thread, queries on that one state share their work: which
// spaces a player's Quarks may pass, and the Quark distances from each start (one
// breadth-first search per start instead of one search per destination). legalActions() and
// randomLegalAction() open one around their many validate() calls on a state that cannot
// change meanwhile; every answer is exactly that of the uncached code. (Who is where is no
// longer its business: GameState::occupancy, kept by apply().)
//
// Why a thread_local in the pure core: it is a cache, not state. It lives only inside the
// scope that opened it (RAII; nested scopes restore the outer one), belongs to one state
// object (active() compares its address), and changes no answer, which
// tests/rules/tst_rules_searchscope.cpp checks query by query in and out of a scope. Passing
// it explicitly would thread a parameter through every validator for one caller, and the
// distances cannot live in the state: they depend on the player and the start and are
// asked for only while candidates are validated. What it bought when measured (bench_engine,
// Release, CPU time, 2026-12-01, issue #23, then with its occupancy part):
//   BM_LegalActions   4.1-6.5 us with the scope, 16.5-18.6 us without (active() -> nullptr)
//   BM_SelfPlayGame   1.13-1.51 ms a game with it, 2.24 ms without
class SearchScope
{
public:
    explicit SearchScope(const GameState &s);
    ~SearchScope();
    SearchScope(const SearchScope &) = delete;
    SearchScope &operator=(const SearchScope &) = delete;

    static SearchScope *active(const GameState *s) { return t_active && &t_active->m_state == s ? t_active : nullptr; }
    // Distance of every space from `from` for `player`'s Quarks within `limit` steps (-1: unreachable).
    // The span stays valid while the scope lives (each table's buffer never moves).
    std::span<const int> distances(int player, int from, int limit);

private:
    struct Table
    {
        int player;
        int from;
        int limit;
        std::vector<int> distance;
    };
    const GameState &m_state;
    SearchScope *m_outer;
    static inline thread_local SearchScope *t_active = nullptr;
    std::vector<Table> m_tables;
    std::vector<std::vector<signed char>> m_passable; // per player (sized on first use), per space: -1 unknown
};

// Movement helpers.
// Why `player`'s units (his Quarks when `quarks`) may not enter `space`, whatever the way in
// (a move, a Quark's path, a pursuit), or None: an Energy Source, enemy units, an enemy
// Base (R-MOVE-ENEMY-BASE), an enemy Building for Quarks (R-MOVE-QUARK-BUILDING).
ViolationCode entryRefusal(const GameState &s, int player, int space, bool quarks);
int quarkReach(const GameState &s, int player);
int quarkDistance(const GameState &s, int player, int from, int to, int limit); // -1 when unreachable
std::vector<int> quarkDestinations(const GameState &s, int player, int from, int limit); // sorted
Events enterSpace(GameState &s, int player, int g, int to, bool seize);
void breakConnectionsAfterMove(GameState &s, int player, int g, Events &ev);
void breakConnection(GameState &s, int player, int g, Events &ev, bool voluntary);
void destroyGuardian(GameState &s, int player, int g, Events &ev);
bool canAttackFrom(const GameState &s, int player, int space); // units or a Watchtower able to attack
int attackTokenFrom(const GameState &s, int space); // token index or -1

// Phase flow (engine.cpp).
void afterAction(GameState &s, Events &ev);
void startMovementTurn(GameState &s, Events &ev);
void finishMovementTurn(GameState &s, Events &ev);
void continueResolution(GameState &s, Events &ev);
void startDevelopment(GameState &s, Events &ev);
void endRound(GameState &s, Events &ev);
void checkEliminations(GameState &s, Events &ev);

// Validators and appliers by phase.
Violation validateMovement(const GameState &s, int player, const Action &a);
void applyMovement(GameState &s, int player, const Action &a, Events &ev);
Violation validateDevelopment(const GameState &s, int player, const Action &a);
void applyDevelopment(GameState &s, int player, const Action &a, Events &ev);

// Combat (combat.cpp).
std::vector<CombatStep> planCombat(const GameState &s);
// Runs one step; returns true when it left a pursuit choice pending.
bool runCombatStep(GameState &s, const CombatStep &step, Events &ev);
// Pursuit after a retreat or an attack: can `player` pursue along `token`?
bool pursuitPossible(const GameState &s, int token, bool duringCombat);

Event makeEvent(EventType t, int player, Visibility v = Visibility::Public);
Event privateEvent(EventType t, int player);

} // namespace xobos::rules::detail
