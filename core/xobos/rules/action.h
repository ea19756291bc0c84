// SPDX-License-Identifier: GPL-3.0-or-later
// Actions are plain values, one struct per kind of move a player can make. The acting
// player is passed beside the action (validate/apply), never inside it. Guardian fields
// are indices 0..3 into the acting player's Guardians; space fields are board indices.
#pragma once

#include <string_view>
#include <variant>

#include "types.h"

namespace xobos::rules {

// --- Setup ---------------------------------------------------------------------------
struct ChooseLeader { int guardian = 0; bool operator==(const ChooseLeader &) const = default; };

// --- Movement phase --------------------------------------------------------------------
struct MoveGuardian { int guardian = 0; int to = kNoSpace; bool seize = false; bool operator==(const MoveGuardian &) const = default; };
struct SwapGuardians { int first = 0; int second = 0; bool operator==(const SwapGuardians &) const = default; };
struct MoveQuarks { int from = kNoSpace; int to = kNoSpace; int count = 1; bool operator==(const MoveQuarks &) const = default; };
struct DeclareAttack { int from = kNoSpace; int to = kNoSpace; bool operator==(const DeclareAttack &) const = default; };
struct Counterattack { bool accept = true; bool operator==(const Counterattack &) const = default; };      // answers the pending choice
struct Pursue { bool accept = true; bool guardian = true; int quarks = 0; bool seize = false; bool operator==(const Pursue &) const = default; };
struct EndTurn { bool operator==(const EndTurn &) const = default; };

// --- Both phases -----------------------------------------------------------------------
struct BreakConnection { int guardian = 0; bool operator==(const BreakConnection &) const = default; };

// --- Development phase -------------------------------------------------------------------
struct Connect { int guardian = 0; int target = 0; ConnectionKind kind = ConnectionKind::Reinforcement; bool operator==(const Connect &) const = default; };
struct StartConstruction { int guardian = 0; BuildingType type = BuildingType::Mine; bool operator==(const StartConstruction &) const = default; };
struct PayConstruction { int guardian = 0; bool operator==(const PayConstruction &) const = default; };
struct BuildReactor { int space = kNoSpace; bool operator==(const BuildReactor &) const = default; };
struct BreedQuark { int space = kNoSpace; bool operator==(const BreedQuark &) const = default; };
struct RebuildGuardian { int guardian = 0; int space = kNoSpace; bool operator==(const RebuildGuardian &) const = default; };
struct BuyTechnology { Tech tech = Tech::Upgrades; bool operator==(const BuyTechnology &) const = default; };
struct UpgradeGuardian { int guardian = 0; UpgradeKind kind = UpgradeKind::Power; int count = 1; bool operator==(const UpgradeGuardian &) const = default; };
struct HealGuardian { int guardian = 0; bool operator==(const HealGuardian &) const = default; };
struct ArmWatchtower { int space = kNoSpace; int crystals = 1; bool operator==(const ArmWatchtower &) const = default; };
struct DemolishBuilding { int space = kNoSpace; bool operator==(const DemolishBuilding &) const = default; };
struct ChangeLeader { int guardian = 0; bool operator==(const ChangeLeader &) const = default; };
struct EndDevelopment { bool operator==(const EndDevelopment &) const = default; };

using Action = std::variant<ChooseLeader, MoveGuardian, SwapGuardians, MoveQuarks, DeclareAttack, Counterattack,
                            Pursue, EndTurn, BreakConnection, Connect, StartConstruction, PayConstruction,
                            BuildReactor, BreedQuark, RebuildGuardian, BuyTechnology, UpgradeGuardian,
                            HealGuardian, ArmWatchtower, DemolishBuilding, ChangeLeader, EndDevelopment>;

// The stable name of an action kind as used in files ("move-guardian", ...).
std::string_view actionName(const Action &a);
// True for actions whose content is hidden from other players (the public log only
// says that the player did something of this kind).
bool isSecretAction(const Action &a);

} // namespace xobos::rules
