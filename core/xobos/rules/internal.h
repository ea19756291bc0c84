// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers shared by the engine's .cpp files. Not part of the engine's interface.
#pragma once

#include "engine.h"

#include <bit>
#include <cstdint>
#include <optional>

namespace xobos::rules::detail {

inline Violation fail(ViolationCode c)
{
    return Violation{c};
}
inline constexpr Violation kOk{};

bool validGuardianIndex(int g);
bool isOwnBaseSpace(const GameState &s, int player, int space);

// Asked for every candidate's spaces: inline.
inline bool validSpace(const GameState &s, int space)
{
    return space >= 0 && space < s.spaceCount();
}
inline bool isBaseSpace(const GameState &s, int space)
{
    return validSpace(s, space) && s.map().spaces[static_cast<std::size_t>(space)].isBase();
}
inline bool isIrradiated(const GameState &s, int space)
{
    return validSpace(s, space) && s.map().spaces[static_cast<std::size_t>(space)].kind == SpaceKind::Irradiated;
}
inline bool isEnergySource(const GameState &s, int space)
{
    return validSpace(s, space) && s.map().spaces[static_cast<std::size_t>(space)].kind == SpaceKind::EnergySource;
}
inline bool hasEnemyUnits(const GameState &s, int player, int space)
{
    const int owner = s.unitOwnerAt(space);
    return owner != kNoPlayer && owner != player;
}
inline int enemyBuildingAt(const GameState &s, int player, int space) // standing enemy building or -1
{
    const int b = s.buildingAt(space);
    if (b < 0 || s.buildings[static_cast<std::size_t>(b)].owner == player)
        return -1;
    return b;
}
// The player whose Base holds `space`, or kNoPlayer (not a Base space, or the Base of a
// quarter nobody plays: R-MOVE-ENEMY-BASE).
inline int baseOwner(const GameState &s, int space)
{
    return s.baseOwnerAt(space);
}
inline bool isEnemyBaseSpace(const GameState &s, int player, int space) // the Base of a quarter another player plays
{
    const int owner = baseOwner(s, space);
    return owner != kNoPlayer && owner != player;
}
inline bool isPlayedBaseSpace(const GameState &s, int space) // the Base of a quarter somebody plays
{
    return baseOwner(s, space) != kNoPlayer;
}

// Sets of spaces as bits, as Board and Occupancy keep them (board.h, state.h): space i is bit
// i % 64 of word i / 64, Board::spaceWords words a set.
inline std::size_t spaceWord(int space)
{
    return static_cast<std::size_t>(space) / 64;
}
inline std::uint64_t spaceBit(int space)
{
    return std::uint64_t{1} << (static_cast<unsigned>(space) % 64);
}
inline bool inSet(const std::uint64_t *set, int space)
{
    return (set[spaceWord(space)] & spaceBit(space)) != 0;
}
// Calls f(space) for each space of the set, in space order.
template<class F> void forEachSpace(const std::uint64_t *set, std::size_t words, F f)
{
    for (std::size_t i = 0; i < words; ++i) {
        for (std::uint64_t m = set[i]; m != 0; m &= m - 1)
            f(static_cast<int>(i * 64) + std::countr_zero(m));
    }
}
// The spaces where entryRefusal(s, player, space, quarks) is None, into `out` (spaceWords
// words): from the occupancy table's sets, or space by space while it is not valid.
void entrySet(const GameState &s, int player, bool quarks, std::uint64_t *out);

// While one is alive on this thread, queries on that one state share their work: the Quark
// distances from each start (one breadth-first search per start instead of one search per
// destination). legalActions() and randomLegalAction() open one around their many validate()
// calls on a state that cannot change meanwhile; every answer is exactly that of the uncached
// code. (Who is where is not its business: GameState::occupancy, kept by apply().)
//
// Why a thread_local in the pure core: it is a cache, not state. It lives only inside the
// scope that opened it (RAII; nested scopes restore the outer one), belongs to one state
// object (active() compares its address), and changes no answer, which
// tests/rules/tst_rules_searchscope.cpp checks query by query in and out of a scope. Passing
// it explicitly would thread a parameter through every validator for one caller, and the
// distances cannot live in the state: they depend on the player and the start and are
// asked for only while candidates are validated.
class SearchScope
{
public:
    explicit SearchScope(const GameState &s);
    ~SearchScope();
    SearchScope(const SearchScope &) = delete;
    SearchScope &operator=(const SearchScope &) = delete;

    static SearchScope *active(const GameState *s) { return t_active && &t_active->m_state == s ? t_active : nullptr; }
    // The table of the spaces `player`'s Quarks reach from `from` within `limit` steps
    // (searched on the first question), `from` left out.
    std::size_t table(int player, int from, int limit);
    // Word i of its set of the spaces reached (words of the table never change; a new
    // table may move them, so they are read one at a time).
    std::uint64_t reached(std::size_t table, std::size_t i) const
    {
        const Table &t = m_buf.tables[table];
        std::uint64_t m = 0;
        for (int d = 0; d < t.limit; ++d)
            m |= m_buf.levels[t.begin + static_cast<std::size_t>(d) * m_words + i];
        return m;
    }
    // In how many steps (>= 1) the table reaches `to`, or -1.
    int distance(std::size_t table, int to) const;

private:
    struct Table
    {
        int player;
        int from;
        int limit;
        std::size_t begin; // in Buffers::levels: its sets of the spaces first reached in 1, 2, … limit steps
    };
    const GameState &m_state;
    std::size_t m_words; // Board::spaceWords
    SearchScope *m_outer;
    static inline thread_local SearchScope *t_active = nullptr;
    // The buffers of the searches. The outermost scope of a thread uses the thread's own
    // (their capacity kept from scope to scope: no allocation per scope), a nested one its own.
    struct Buffers
    {
        std::vector<Table> tables;
        std::vector<std::uint64_t> levels; // every table's sets, one range each
        std::vector<std::uint64_t> pass;   // per player, where his Quarks may pass (entrySet())
        std::vector<std::uint8_t> passKnown; // per player: `pass` is filled in
    };
    static inline thread_local Buffers t_buffers;
    Buffers m_nested;
    Buffers &m_buf;
};

// Movement helpers.
// Why `player`'s units (his Quarks when `quarks`) may not enter `space`, whatever the way in
// (a move, a Quark's path, a pursuit), or None: an Energy Source, enemy units, an enemy
// Base (R-MOVE-ENEMY-BASE), an enemy Building for Quarks (R-MOVE-QUARK-BUILDING).
inline ViolationCode entryRefusal(const GameState &s, int player, int space, bool quarks)
{
    if (isEnergySource(s, space))
        return ViolationCode::ENERGY_SOURCE_IMPASSABLE;
    if (hasEnemyUnits(s, player, space))
        return ViolationCode::SPACE_HAS_ENEMY_UNITS;
    if (!s.ruleset.mayEnterEnemyBase && isEnemyBaseSpace(s, player, space))
        return ViolationCode::ENEMY_BASE;
    if (quarks && !s.ruleset.quarksMayEnterEnemyBuilding && enemyBuildingAt(s, player, space) >= 0)
        return ViolationCode::QUARKS_CANNOT_ENTER_BUILDING;
    return ViolationCode::None;
}
int quarkReach(const GameState &s, int player);
int quarkDistance(const GameState &s, int player, int from, int to, int limit); // -1 when unreachable
std::vector<int> quarkDestinations(const GameState &s, int player, int from, int limit); // sorted
void enterSpace(GameState &s, int player, int g, int to, bool seize, Events &ev); // appends its events
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
