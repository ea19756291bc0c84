// SPDX-License-Identifier: GPL-3.0-or-later
// Everything on the table and behind every screen. The engine is the referee: it holds
// every hidden value. Callers never show a GameState directly; they go through view().
//
// Contract: a GameState is a copyable value. Only apply() (engine.h) changes it in play;
// setup code and scenario loaders may build one field by field and then call
// checkInvariants() (invariants.h) to make sure it is consistent.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "board.h"
#include "ruleset.h"
#include "types.h"

namespace xobos::rules {

struct Guardian {
    bool alive = true;
    int space = kNoSpace;       // kNoSpace when destroyed
    int basePower = 1;          // the Power Value track without Reinforcement (Leader: 2)
    int health = kMaxHealth;
    bool leader = false;
    UpgradeKind upgradeKind = UpgradeKind::None;
    int upgrades = 0;           // 0..2 Upgrade Tokens, all of upgradeKind
    ConnectionKind slot = ConnectionKind::None; // what lies on the Connection Slot
    int slotTarget = -1;        // Reinforcement/Healing: the guardian index it points to
    int building = -1;          // Construction: index into GameState::buildings
    bool movedThisRound = false;

    bool operator==(const Guardian &) const = default;
};

struct Building {
    int owner = kNoPlayer;
    BuildingType type = BuildingType::Mine;
    int space = kNoSpace;
    bool complete = false;      // false: a construction in progress (a Construction Token)
    int paid = 0;               // Building Resources paid so far
    int lastPaidRound = 0;      // a construction takes at most one resource per round
    int builder = -1;           // guardian index of the constructor while in progress
    int ammo = 0;               // Watchtower: crystals armed
    bool removed = false;       // destroyed or demolished; kept so indices stay stable

    bool operator==(const Building &) const = default;
};

struct AttackToken {
    int owner = kNoPlayer;      // the attacker
    int from = kNoSpace;
    int to = kNoSpace;
    bool counter = false;       // flipped by the defender: a battle between from and to
    int counterOwner = kNoPlayer;

    bool operator==(const AttackToken &) const = default;
};

struct PlayerState {
    std::string name;
    int quarter = kNoQuarter;
    std::array<Guardian, kGuardiansPerPlayer> guardians{};
    std::vector<int> quarks;        // per space: this player's Quarks there
    std::vector<int> quarksMoved;   // per space: how many of them moved this round
    int resources = 0;              // Building Resources
    int crystals = 0;               // Energy Crystals in supply (score)
    std::array<bool, kTechCount> tech{};
    bool leaderChosen = false;
    bool eliminated = false;
    bool techBoughtThisRound = false;
    bool pursuedThisRound = false;  // R-RETREAT: after a pursuit no further attack this round
    bool attackedThisTurn = false;  // moves come before attack declarations
    bool leaderChangedThisRound = false;
    bool developmentDone = false;

    bool hasTech(Tech t) const { return tech[static_cast<std::size_t>(t)]; }
    int quarksAt(int space) const { return space >= 0 && space < static_cast<int>(quarks.size()) ? quarks[static_cast<std::size_t>(space)] : 0; }
    int totalQuarks() const;

    bool operator==(const PlayerState &) const = default;
};

enum class PendingKind : std::uint8_t {
    CounterattackChoice, // the defender answers a fresh attack: counter it or not
    PursuitChoice        // an attacker may pursue into a freed space
};

struct Pending {
    PendingKind kind = PendingKind::CounterattackChoice;
    int player = kNoPlayer;     // who must answer
    int token = -1;             // the attack token concerned
    bool duringCombat = false;  // PursuitChoice: offered by resolution (true) or by a retreat

    bool operator==(const Pending &) const = default;
};

// One item of the end-of-Movement resolution, in rule order.
struct CombatStep {
    bool battle = false;        // a countered token (battle) or a group of attacks
    int player = kNoPlayer;     // battle: the player in play order who resolves it; attack: the attacker
    int target = kNoSpace;      // attack: the attacked space
    std::vector<int> tokens;    // the tokens resolved by this step

    bool operator==(const CombatStep &) const = default;
};

// Who stands where: per space, the Guardian there, the players with Quarks there, the
// standing building or construction, and whose Base the space is; and the same as sets of
// spaces. Derived from the players' Guardians and Quarks and from
// GameState::buildings, so it is not hashed, not written by the codecs and ignored by ==.
// apply() keeps it up to date cell by cell (GameState::refresh…Cell() after each change of a
// unit or a building: the cell and its bits in the sets), standardSetup() and the state codec build it whole; code that places
// units or buildings field by field calls GameState::refreshOccupancy() afterwards, and
// checkInvariants() reports a table that disagrees. While `valid` is false (a state built
// field by field) the queries scan and apply() builds the table whole at its end.
struct Occupancy {
    struct Cell {
        int guardianOwner = kNoPlayer;
        int guardianIndex = -1;
        int building = -1;
        unsigned quarkOwners = 0; // bit p: player p has Quarks here
        int baseOwner = kNoPlayer; // the player whose quarter's Base holds the space (players keep their quarters)

        bool operator==(const Cell &) const = default;
    };
    std::vector<Cell> cells; // one per space
    // The same as sets of spaces (bit i % 64 of word i / 64, Board::spaceWords words a set),
    // read by the candidate generation: where a Guardian stands, where unitOwnerAt() names a
    // player, where buildingAt() finds a building, the Bases of the players; then for each
    // player where unitOwnerAt() names him, where he has Quarks, where buildingAt() finds a
    // building of his, his Base.
    enum Set { Guardians, Units, Buildings, Bases, OwnUnits, OwnQuarks, OwnBuildings, OwnBase };
    std::vector<std::uint64_t> bits;
    std::size_t words = 0;
    const std::uint64_t *set(Set k, int player = 0) const { return bits.data() + index(k, player) * words; }
    std::uint64_t *set(Set k, int player = 0) { return bits.data() + index(k, player) * words; }
    static std::size_t index(Set k, int player)
    {
        return k < OwnUnits ? static_cast<std::size_t>(k)
                            : static_cast<std::size_t>(OwnUnits + (OwnBase - OwnUnits + 1) * player + (k - OwnUnits));
    }
    bool valid = false;

    bool operator==(const Occupancy &) const = default;
};

struct GameState {
    std::shared_ptr<const Board> board;
    Ruleset ruleset;
    Variant variant = Variant::FogOfWar;
    std::uint64_t seed = 0;

    int round = 1;
    Phase phase = Phase::Setup;
    int firstPlayer = 0;        // seat holding the First Player Token
    int currentPlayer = 0;      // Movement: whose turn it is
    int turnsTaken = 0;         // Movement: turns finished this phase
    std::vector<PlayerState> players; // seat order; "left" is the next seat
    std::vector<Building> buildings;
    std::vector<AttackToken> attacks; // removed tokens are erased; indices may shift between actions
    std::vector<Pending> pending;     // front() must answer before anything else happens
    std::vector<CombatStep> combatPlan;
    int combatCursor = 0;
    bool resolving = false;     // between the last Movement turn and the Development phase
    std::array<int, kTechCount> techStock{}; // tiles left of each kind
    Occupancy occupancy;        // derived from the fields above, see Occupancy

    int playerCount() const { return static_cast<int>(players.size()); }
    const Board &map() const { return *board; }
    int spaceCount() const { return static_cast<int>(board->spaces.size()); }
    const Guardian &guardian(int player, int g) const { return players[static_cast<std::size_t>(player)].guardians[static_cast<std::size_t>(g)]; }
    Guardian &guardian(int player, int g) { return players[static_cast<std::size_t>(player)].guardians[static_cast<std::size_t>(g)]; }
    const PlayerState &player(int p) const { return players[static_cast<std::size_t>(p)]; }
    PlayerState &player(int p) { return players[static_cast<std::size_t>(p)]; }

    // Who is where: read from `occupancy` when it is valid, scanned otherwise.
    void refreshOccupancy();
    void computeOccupancy(Occupancy &out) const; // what refreshOccupancy() stores
    // After a change of one space, only that cell (each a no-op while the table is not valid):
    void refreshGuardianCell(int space);         // a Guardian entered, left, fell or was rebuilt
    void refreshQuarkCell(int space, int player); // that player's Quarks there changed in number
    void refreshBuildingCell(int space);         // a building was added or removed there
    int guardianAt(int space, int *owner = nullptr) const; // guardian index or -1
    int unitOwnerAt(int space) const;                       // kNoPlayer when no unit
    int buildingAt(int space) const;                        // index of a standing building or construction, or -1
    int baseOwnerAt(int space) const;                       // the player whose Base holds the space, or kNoPlayer
    bool sheetsRevealed() const;                            // Checks and Balances reveal
    int effectivePower(int player, int g) const;            // Power Value with upgrades and Reinforcement, capped at 8
    int ownPower(int player, int g) const;                  // basePower + Power upgrades, capped at 8
    int healingValue(int player, int g) const;              // what this Guardian blocks for the one he heals
    int buildingCount(int player, BuildingType t) const;    // complete, standing buildings
    int guardiansOnBoard(int player) const;

    bool operator==(const GameState &other) const;

private:
    const Occupancy::Cell *cell(int space) const
    {
        return occupancy.valid && space >= 0 && space < static_cast<int>(occupancy.cells.size())
            ? &occupancy.cells[static_cast<std::size_t>(space)]
            : nullptr;
    }
    int scanGuardianAt(int space, int *owner) const;
    int scanUnitOwnerAt(int space) const;
    int scanBuildingAt(int space) const;
    int scanBaseOwnerAt(int space) const;
};

// The table's answers inline (the candidate loops ask them many times); the scans out of line.
inline int GameState::guardianAt(int space, int *owner) const
{
    const Occupancy::Cell *c = cell(space);
    if (!c)
        return scanGuardianAt(space, owner);
    if (owner)
        *owner = c->guardianOwner;
    return c->guardianIndex;
}

inline int GameState::unitOwnerAt(int space) const
{
    const Occupancy::Cell *c = cell(space);
    if (!c)
        return scanUnitOwnerAt(space);
    if (c->guardianOwner != kNoPlayer)
        return c->guardianOwner;
    return c->quarkOwners ? std::countr_zero(c->quarkOwners) : kNoPlayer;
}

inline int GameState::buildingAt(int space) const
{
    const Occupancy::Cell *c = cell(space);
    return c ? c->building : scanBuildingAt(space);
}

inline int GameState::baseOwnerAt(int space) const
{
    const Occupancy::Cell *c = cell(space);
    return c ? c->baseOwner : scanBaseOwnerAt(space);
}

} // namespace xobos::rules
