// SPDX-License-Identifier: GPL-3.0-or-later
// Sheet-only mode: one player keeps his own secret sheets (Player Sheet and Production
// Sheet) on his own laptop, with no board and no other players in the program.
//
// Contract:
// - A SheetState is a copyable value; validateSheet() never changes it and returns the
//   first rule an action breaks; applySheet() validates, then applies (never half-way).
// - Only what the rules can check without the board is checked: caps (Power 8, Health 6),
//   costs, one Technology per round, rank requirements, construction timing, upgrade
//   limits, component limits. Board facts (adjacency, irradiated spaces, "stands on a
//   Technology Building") are the player's word and are not checked.
// - Reasons are stable codes: a rules::ViolationCode where one fits, a SheetCode otherwise.
// - Deterministic, no I/O: the same actions from the same setup give the same state
//   (sheetHash() compares them after a replay).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "xobos/rules/costs.h"
#include "xobos/rules/types.h"
#include "xobos/rules/violation.h"

namespace xobos::rules::sheet {

enum class SheetPhase : std::uint8_t { Movement, Development, Over };

// Reasons that no engine ViolationCode covers.
enum class SheetCode : std::uint8_t {
    None,
    HEALTH_ABOVE_MAX,   // "Guardians cannot have more than 6 Health" (R-HEAL)
    BAD_GUARDIAN,       // not one of the four Guardians (0..3)
    BAD_LEADER,         // the setup names no Guardian as Leader
    BAD_VALUE,          // a kind or reason that this action does not take
};

struct SheetViolation {
    ViolationCode code = ViolationCode::None; // the engine's code, where one fits
    SheetCode sheetCode = SheetCode::None;    // otherwise a sheet-only code

    bool ok() const { return code == ViolationCode::None && sheetCode == SheetCode::None; }
    // The stable name: "TECH_ALREADY_BOUGHT", or "SHEET_HEALTH_ABOVE_MAX" for a sheet code.
    std::string codeName() const;
    bool operator==(const SheetViolation &) const = default;
};

std::string_view sheetCodeName(SheetCode c);       // "HEALTH_ABOVE_MAX"
std::string_view sheetCodeRule(SheetCode c);       // rule id in docs/rules.md
std::string_view sheetCodeMessage(SheetCode c);    // English, for logs and tools

struct SheetConstruction {
    BuildingType type = BuildingType::Mine;
    int guardian = -1;
    int paid = 0;
    int lastPaidRound = 0;
    bool operator==(const SheetConstruction &) const = default;
};

struct SheetGuardian {
    bool alive = true;
    int basePower = 1; // Leader: 2
    int health = kMaxHealth;
    bool leader = false;
    UpgradeKind upgradeKind = UpgradeKind::None;
    int upgrades = 0;
    ConnectionKind slot = ConnectionKind::None;
    int slotTarget = -1;   // Reinforcement/Healing: the Guardian it points to
    int construction = -1; // Construction: index into SheetState::constructions
    bool operator==(const SheetGuardian &) const = default;
};

struct SheetSetup {
    std::string name;
    int leader = 0; // 0..3
};

struct SheetState {
    std::string name;
    int round = 1;                       // 1..15
    SheetPhase phase = SheetPhase::Movement;
    std::array<SheetGuardian, kGuardiansPerPlayer> guardians{};
    std::array<int, kBuildingTypeCount> buildings{}; // finished, standing, by BuildingType
    std::vector<SheetConstruction> constructions;    // in progress
    int resources = 3;                   // R-SETUP-RESOURCES
    int crystals = 0;
    std::array<bool, kTechCount> tech{};
    int techBoughtRound = 0;             // the round of the last Technology bought
    int lastIncomeResources = 0;         // collected at the start of the Development phase
    int lastIncomeCrystals = 0;

    bool hasTech(Tech t) const { return tech[static_cast<std::size_t>(t)]; }
    int buildingCount(BuildingType t) const { return buildings[static_cast<std::size_t>(t)]; }
    int techRankAllowed() const;                 // = Technology Buildings, at most 3
    int techTiles() const;
    int ownPower(int g) const;                   // base + Power upgrades, capped at 8
    int effectivePower(int g) const;             // + every Reinforcer's own Power, capped at 8
    int uncappedPower(int g) const;              // the same without the cap (to show the surplus)
    int healingValue(int g) const;               // what he blocks for the one he heals: 1 + Healing upgrades
    int guardiansAlive() const;
    int incomeResources() const { return 1 + 2 * buildingCount(BuildingType::Mine); } // R-DEV-PRODUCTION
    int incomeCrystals() const { return buildingCount(BuildingType::EnergyWell); }
    int score() const;                           // (crystals + Guardians) × Reactors
    int upgradeLimit() const { return hasTech(Tech::DoubleUpgrade) ? kDoubleUpgradeLimit : kUpgradeLimit; }
    int rebuildCost() const { return rules::rebuildCost(hasTech(Tech::CheapRebuild)); }
    bool operator==(const SheetState &) const = default;
};

SheetState startSheet(const SheetSetup &setup);
SheetViolation checkSetup(const SheetSetup &setup);

// --- Actions -------------------------------------------------------------------------
// Guardian fields are 0..3. Actions of the Development phase are those of the rulebook;
// "record" actions note what happened on the board (combat, destroyed buildings, rewards).
struct NextPhase { bool operator==(const NextPhase &) const = default; };           // Movement -> Development (collect income) -> next round
struct SheetConnect { int guardian = 0; int target = 0; ConnectionKind kind = ConnectionKind::Reinforcement; bool operator==(const SheetConnect &) const = default; };
struct SheetBreak { int guardian = 0; bool operator==(const SheetBreak &) const = default; };
struct SheetStartConstruction { int guardian = 0; BuildingType type = BuildingType::Mine; bool operator==(const SheetStartConstruction &) const = default; };
struct SheetPayConstruction { int guardian = 0; bool operator==(const SheetPayConstruction &) const = default; };
struct SheetBuildReactor { bool operator==(const SheetBuildReactor &) const = default; };
struct SheetBuyTechnology { Tech tech = Tech::Upgrades; bool operator==(const SheetBuyTechnology &) const = default; };
struct SheetUpgrade { int guardian = 0; UpgradeKind kind = UpgradeKind::Power; int count = 1; bool operator==(const SheetUpgrade &) const = default; };
struct SheetHeal { int guardian = 0; bool operator==(const SheetHeal &) const = default; };           // in a Technology Building: 2 resources, full Health
struct SheetRebuild { int guardian = 0; bool operator==(const SheetRebuild &) const = default; };
// Combat, as declared at the table: damage suffered (> 0) or a Healing surplus (< 0 restores).
struct SheetHealthChange { int guardian = 0; int damage = 0; bool operator==(const SheetHealthChange &) const = default; };
// Gains: Destroy (2 per enemy Building), Source (1, Rank I tile), Other; spends: Breed (1 per
// Quark), Arm (Watchtower ammunition), Other.
enum class CrystalReason : std::uint8_t { Destroy, Source, Other, Breed, Arm };
struct SheetGainCrystals { int amount = 1; CrystalReason reason = CrystalReason::Destroy; bool operator==(const SheetGainCrystals &) const = default; };
struct SheetSpendCrystals { int amount = 1; CrystalReason reason = CrystalReason::Breed; bool operator==(const SheetSpendCrystals &) const = default; };
// A finished Building of this player was destroyed or seized; demolished = he tore it down
// himself in the Development phase for 2 crystals (FAQ).
struct SheetBuildingLost { BuildingType type = BuildingType::Mine; bool demolished = false; bool operator==(const SheetBuildingLost &) const = default; };
// This player seized an enemy Building (Rank III tile): it joins his Production, +3 crystals.
struct SheetBuildingSeized { BuildingType type = BuildingType::Mine; bool operator==(const SheetBuildingSeized &) const = default; };

using SheetAction = std::variant<NextPhase, SheetConnect, SheetBreak, SheetStartConstruction, SheetPayConstruction,
                                 SheetBuildReactor, SheetBuyTechnology, SheetUpgrade, SheetHeal, SheetRebuild,
                                 SheetHealthChange, SheetGainCrystals, SheetSpendCrystals, SheetBuildingLost,
                                 SheetBuildingSeized>;

std::string_view sheetActionName(const SheetAction &a); // "buy-technology", …
const char *crystalReasonName(CrystalReason r);         // "destroy", …
const char *sheetPhaseName(SheetPhase p);               // "movement", "development", "over"

// What an accepted action did beyond the obvious (for the player's status line).
struct SheetOutcome {
    SheetViolation violation;
    bool incomeCollected = false;                 // NextPhase into Development
    std::optional<BuildingType> completed;        // a construction was finished
    bool guardianDestroyed = false;               // damage took his last Health
    bool accepted() const { return violation.ok(); }
};

// What the Technology sheet says of a tile now (R-TECH-BUY): owned, beyond the rank the
// Technology Buildings allow, not before next round (one tile per round), or available
// (its cost aside).
enum class TechStatus : std::uint8_t { Owned, RankTooHigh, NextRound, Available };
TechStatus techStatus(const SheetState &state, Tech tech);
// Whether this is the last round: the end of its Development phase ends the game
// (R-END-ACTIONS).
bool isLastRound(const SheetState &state);
// Whether the construction took its resource of this round already (R-BUILD-PAY).
bool paidThisRound(const SheetState &state, const SheetConstruction &construction);

SheetViolation validateSheet(const SheetState &state, const SheetAction &action);
SheetOutcome applySheet(SheetState &state, const SheetAction &action);

std::uint64_t sheetHash(const SheetState &state);

} // namespace xobos::rules::sheet
