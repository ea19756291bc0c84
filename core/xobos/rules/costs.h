// SPDX-License-Identifier: GPL-3.0-or-later
// What the rules charge and pay, and the limits the tiles lift, in one place: the engine
// (development.cpp, combat.cpp, common.cpp) and the sheet-only rules (sheet.cpp) use these.
// Building costs are buildingCost() in types.h. Each names its rule in docs/rules.md.
#pragma once

#include "types.h"

namespace xobos::rules {

constexpr int kTechCost = 2; // R-TECH-BUY: Building Resources per Technology Tile
constexpr int kHealCost = 2; // R-HEAL-TECHB: Building Resources for full Health
constexpr int kRebuildCost = 5; // R-REBUILD: Building Resources
constexpr int kCheapRebuildCost = 3; // R-REBUILD with the Rank II tile cheap-rebuild
constexpr int kQuarkCost = 1; // R-BREED: crystals per Quark
constexpr int kUpgradeCost = 1; // R-UPGRADE: crystals per Upgrade Token
constexpr int kDemolishCost = 2; // R-DEMOLISH: crystals
constexpr int kDestroyReward = 2; // R-BUILDING-DESTROY: crystals
constexpr int kSeizeReward = 3; // R-BUILDING-SEIZE: crystals
constexpr int kSourceReward = 1; // R-TECH-SOURCE: crystals per tap

constexpr int kUpgradeLimit = 1; // R-UPGRADE: tokens per Guardian...
constexpr int kDoubleUpgradeLimit = 2; // ...with the Rank III tile double-upgrade
constexpr int kUpgradedWatchtowerCapacity = 6; // R-WT-CAP with the Rank II tile (the base is a Ruleset option)
constexpr int kQuarkReach = 2; // R-MOVE-QUARKS: lanes per move...
constexpr int kFastQuarkReach = 3; // ...with the Rank II tile fast-quarks

// R-COMPONENT-LIMITS: a player's share of the box's 16 Mines, 20 Energy Wells, 16 Technology
// Buildings, 20 Watchtowers and 16 Reactors (constructions included).
constexpr int componentLimit(BuildingType t)
{
    switch (t) {
    case BuildingType::EnergyWell:
    case BuildingType::Watchtower:
        return 5;
    case BuildingType::Mine:
    case BuildingType::TechnologyBuilding:
    case BuildingType::Reactor:
        return 4;
    }
    return 0;
}

constexpr int rebuildCost(bool cheap)
{
    return cheap ? kCheapRebuildCost : kRebuildCost;
}

} // namespace xobos::rules
