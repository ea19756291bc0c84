// SPDX-License-Identifier: GPL-3.0-or-later
// Small vocabulary types shared by the whole rules engine.
#pragma once

#include <cstdint>

namespace xobos::rules {

constexpr int kMinPlayers = 2;
constexpr int kMaxPlayers = 4;
constexpr int kGuardiansPerPlayer = 4;
constexpr int kQuarksPerPlayer = 9;
constexpr int kMaxQuarksPerSpace = 3;
constexpr int kMaxHealth = 6;
constexpr int kMaxPower = 8;
constexpr int kLastRound = 15;
constexpr int kNoPlayer = -1;
constexpr int kNoSpace = -1;

enum class Phase : std::uint8_t {
    Setup,       // players choose their Leader in secret
    Movement,    // turns in play order: moves, then attack declarations
    Development, // simultaneous: production was collected, secret actions
    GameOver
};

enum class Variant : std::uint8_t {
    FogOfWar,          // default: sheets hidden behind screens
    ChecksAndBalances, // sheets revealed once all attacks of a round are declared
    TrainingGround     // no screens at all
};

enum class BuildingType : std::uint8_t { Mine, EnergyWell, TechnologyBuilding, Watchtower, Reactor };
constexpr int kBuildingTypeCount = 5;

enum class ConnectionKind : std::uint8_t { None, Reinforcement, Healing, Construction };

enum class UpgradeKind : std::uint8_t { None, Power, Healing };

// The nine kinds of Technology Tile (36 tiles: four of each).
enum class Tech : std::uint8_t {
    Upgrades,          // Rank I: buy Power/Healing Upgrade Tokens
    SourceAttack,      // Rank I: attack the Energy Source from an irradiated space, +1 crystal
    WatchtowerCapacity,// Rank II: Watchtowers hold 6 crystals
    CheapRebuild,      // Rank II: rebuild a Guardian for 3 resources
    FastQuarks,        // Rank II: Quarks move up to 3 spaces
    Protection,        // Rank III: block 1 damage per incoming attack
    WeakenHealing,     // Rank III: enemy healing -1 per attack
    Seize,             // Rank III: seize instead of destroy (not Watchtowers)
    DoubleUpgrade      // Rank III: up to 2 Upgrade Tokens per Guardian
};
constexpr int kTechCount = 9;
constexpr int kTilesPerTech = 4;

constexpr int techRank(Tech t)
{
    switch (t) {
    case Tech::Upgrades:
    case Tech::SourceAttack:
        return 1;
    case Tech::WatchtowerCapacity:
    case Tech::CheapRebuild:
    case Tech::FastQuarks:
        return 2;
    default:
        return 3;
    }
}

constexpr int buildingCost(BuildingType t)
{
    switch (t) {
    case BuildingType::Mine: return 3;
    case BuildingType::EnergyWell: return 2;
    case BuildingType::TechnologyBuilding: return 2;
    case BuildingType::Watchtower: return 1;
    case BuildingType::Reactor: return 5;
    }
    return 0;
}

const char *phaseName(Phase p);
const char *variantName(Variant v);
const char *buildingTypeName(BuildingType t);
const char *techName(Tech t);
const char *connectionKindName(ConnectionKind k);
const char *upgradeKindName(UpgradeKind k);

} // namespace xobos::rules
