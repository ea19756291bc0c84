// SPDX-License-Identifier: GPL-3.0-or-later
// What happened, as the table would see it. apply() and combat resolution return a list
// of events; each says who may see it. Fields that an event type does not use stay at
// their defaults, so that events compare and serialize simply.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "types.h"

namespace xobos::rules {

enum class Visibility : std::uint8_t {
    Public,   // the whole table
    Private,  // only `audience` (and the referee)
    Referee   // only the referee (audit detail nobody at the table may see)
};

enum class EventType : std::uint8_t {
    GameStarted,          // amount = player count
    LeaderChosen,         // private: player, guardian
    FirstPlayerChosen,    // public: player (random, seeded)
    RoundStarted,         // public: amount = round, player = first player
    PhaseStarted,         // public: amount = Phase
    TurnStarted,          // public: player
    TurnEnded,            // public: player
    GuardianMoved,        // public: player, guardian, space (from), space2 (to)
    GuardiansSwapped,     // public: player, guardian, amount = second guardian
    QuarksMoved,          // public: player, space, space2, amount = count
    BuildingDestroyed,    // public: player (who entered), target (owner), space, detail = BuildingType
    BuildingSeized,       // public: player, target (old owner), space, detail = BuildingType
    CrystalsGained,       // private: player, amount, detail = 0 destroy, 1 seize, 2 source, 3 production
    ResourcesGained,      // private: player, amount (production)
    ConnectionMade,       // private: player, guardian, amount = target guardian, detail = ConnectionKind
    ConnectionBroken,     // private: player, guardian, amount = target guardian, detail = ConnectionKind
    SecretAction,         // public: player, detail = SecretCategory
    AttackDeclared,       // public: player, space (from), space2 (to), target (defender)
    CounterattackDeclared,// public: player (defender), space (from), space2 (to)
    CounterattackDeclined,// public: player (defender), space, space2
    PursuitOffered,       // public: player (attacker), space, space2
    Pursued,              // public: player, space, space2, amount = quarks, detail = 1 with Guardian
    PursuitDeclined,      // public: player, space, space2
    AttackWithdrawn,      // public: player, space, space2 (nobody left to attack)
    BattleStarted,        // public: player, target, space, space2
    QuarksClashed,        // public: amount = quarks each side lost, player, target
    PowerDeclared,        // public: player, space2 (target), amount = total Power
    QuarksLost,           // public: player, space, amount
    AmmoSpent,            // public: player, space, amount (crystals of a Watchtower)
    DamageDeclared,       // public: player (defender), guardian, space, amount = damage suffered
    HealthChanged,        // private: player, guardian, amount = new Health
    GuardianDestroyed,    // public: player, guardian, space
    ConstructionLost,     // public: player, space (its resources are lost)
    SourceTapped,         // public: player, space (irradiated), space2 (Energy Source)
    ProductionCollected,  // private: player, amount = resources, amount2 = crystals
    ConstructionStarted,  // public: player, guardian, space (type hidden)
    ConstructionDetail,   // private: player, guardian, space, detail = BuildingType, amount = paid
    BuildingCompleted,    // public: player, space, detail = BuildingType
    QuarkBred,            // public: player, space
    GuardianRebuilt,      // public: player, guardian, space
    TechnologyBought,     // public: player, detail = Tech
    Upgraded,             // private: player, guardian, detail = UpgradeKind, amount = tokens now
    GuardianHealed,       // private: player, guardian
    WatchtowerArmed,      // private: player, space, amount = crystals added, amount2 = ammo now
    BuildingDemolished,   // public: player, space, detail = BuildingType
    LeaderChanged,        // private: player, guardian (new Leader)
    SheetsRevealed,       // public (Checks and Balances)
    SheetsCovered,        // public
    DevelopmentDone,      // public: player
    PlayerEliminated,     // public: player
    GameEnded             // public
};

// What the public log may say about a secret action.
enum class SecretCategory : std::uint8_t { Connection, Construction, Upgrade, Healing, Arming, Leader };

struct Event {
    EventType type = EventType::GameStarted;
    Visibility visibility = Visibility::Public;
    int audience = kNoPlayer;  // Private: the one player who may see it
    int player = kNoPlayer;
    int target = kNoPlayer;    // a second player (defender, old owner)
    int guardian = -1;
    int space = kNoSpace;
    int space2 = kNoSpace;
    int amount = 0;
    int amount2 = 0;
    int detail = 0;

    bool operator==(const Event &) const = default;
    bool visibleTo(int viewerPlayer) const; // kNoPlayer: the public
};

using Events = std::vector<Event>;

std::string_view eventTypeName(EventType t);
bool eventTypeFromName(std::string_view name, EventType *out);

} // namespace xobos::rules
