// SPDX-License-Identifier: GPL-3.0-or-later
// The Development phase: connections, constructions, units, Technology, upgrades.
#include <algorithm>

#include "costs.h"
#include "internal.h"

namespace xobos::rules::detail {

namespace {

int buildingsInPlay(const GameState &s, int player, BuildingType t)
{
    return static_cast<int>(std::count_if(s.buildings.begin(), s.buildings.end(), [&](const Building &b) {
        return !b.removed && b.owner == player && b.type == t;
    }));
}

bool ownBuildingAt(const GameState &s, int player, int space, BuildingType t)
{
    const int b = s.buildingAt(space);
    if (b < 0)
        return false;
    const Building &bd = s.buildings[static_cast<std::size_t>(b)];
    return bd.owner == player && bd.complete && bd.type == t;
}

// R-TWO-PLAYER-ACTIVE: in a two-player game only the quarters the players started in,
// and the crossings of quarters, are open to building.
bool activeForBuilding(const GameState &s, int space)
{
    if (s.playerCount() != 2)
        return true;
    // R-TWO-PLAYER-ACTIVE: a crossing is active when one of its two quarters is.
    const Space &sp = s.map().spaces[static_cast<std::size_t>(space)];
    return std::any_of(s.players.begin(), s.players.end(), [&](const PlayerState &p) { return sp.inQuarter(p.quarter); });
}

Violation checkLivingGuardian(const GameState &s, int player, int g)
{
    if (!validGuardianIndex(g))
        return fail(ViolationCode::NO_SUCH_GUARDIAN);
    if (!s.guardian(player, g).alive)
        return fail(ViolationCode::GUARDIAN_DESTROYED);
    return kOk;
}

Violation validateConnect(const GameState &s, int player, const Connect &m)
{
    if (m.kind != ConnectionKind::Reinforcement && m.kind != ConnectionKind::Healing)
        return fail(ViolationCode::BAD_CONNECTION_KIND);
    if (auto v = checkLivingGuardian(s, player, m.guardian))
        return v;
    if (auto v = checkLivingGuardian(s, player, m.target))
        return v;
    const Guardian &src = s.guardian(player, m.guardian);
    const Guardian &dst = s.guardian(player, m.target);
    if (src.slot != ConnectionKind::None)
        return fail(ViolationCode::SLOT_TAKEN);
    if (m.guardian == m.target) {
        // R-HEAL-SELF: only the Leader heals himself; nobody reinforces himself.
        if (m.kind != ConnectionKind::Healing || !src.leader || !s.ruleset.leaderSelfHealNeedsConnection)
            return fail(ViolationCode::CONNECTION_SELF);
    } else if (!s.map().adjacent(src.space, dst.space)) {
        return fail(ViolationCode::CONNECTION_NOT_ADJACENT);
    }
    if (isIrradiated(s, src.space) || isIrradiated(s, dst.space))
        return fail(ViolationCode::CONNECTION_IRRADIATED);
    if (m.kind == ConnectionKind::Reinforcement) {
        // R-REINF-CHAIN: no Guardian reinforces and is reinforced at once.
        if (dst.slot == ConnectionKind::Reinforcement)
            return fail(ViolationCode::REINFORCE_CHAIN);
        for (int o = 0; o < kGuardiansPerPlayer; ++o) {
            const Guardian &other = s.guardian(player, o);
            if (other.alive && other.slot == ConnectionKind::Reinforcement && other.slotTarget == m.guardian)
                return fail(ViolationCode::REINFORCE_CHAIN);
        }
    }
    return kOk;
}

Violation validateStartConstruction(const GameState &s, int player, const StartConstruction &m)
{
    if (m.type == BuildingType::Reactor)
        return fail(ViolationCode::BUILD_REACTOR_WITH_GUARDIAN);
    if (auto v = checkLivingGuardian(s, player, m.guardian))
        return v;
    const Guardian &gd = s.guardian(player, m.guardian);
    if (gd.slot != ConnectionKind::None)
        return fail(ViolationCode::SLOT_TAKEN);
    if (isIrradiated(s, gd.space))
        return fail(ViolationCode::BUILD_IRRADIATED);
    if (isBaseSpace(s, gd.space))
        return fail(ViolationCode::BUILD_ON_BASE);
    if (s.buildingAt(gd.space) >= 0)
        return fail(ViolationCode::BUILD_SPACE_TAKEN);
    if (!activeForBuilding(s, gd.space))
        return fail(ViolationCode::BUILD_INACTIVE_QUARTER);
    if (s.ruleset.componentLimits && buildingsInPlay(s, player, m.type) >= componentLimit(m.type))
        return fail(ViolationCode::BUILD_LIMIT);
    if (s.player(player).resources < 1)
        return fail(ViolationCode::NOT_ENOUGH_RESOURCES);
    return kOk;
}

Violation validatePayConstruction(const GameState &s, int player, const PayConstruction &m)
{
    if (auto v = checkLivingGuardian(s, player, m.guardian))
        return v;
    const Guardian &gd = s.guardian(player, m.guardian);
    if (gd.slot != ConnectionKind::Construction || gd.building < 0)
        return fail(ViolationCode::NOT_CONSTRUCTING);
    if (s.buildings[static_cast<std::size_t>(gd.building)].lastPaidRound >= s.round)
        return fail(ViolationCode::ALREADY_PAID_THIS_ROUND);
    if (s.player(player).resources < 1)
        return fail(ViolationCode::NOT_ENOUGH_RESOURCES);
    return kOk;
}

Violation validateBuildReactor(const GameState &s, int player, const BuildReactor &m)
{
    if (!validSpace(s, m.space))
        return fail(ViolationCode::NO_SUCH_SPACE);
    if (!isOwnBaseSpace(s, player, m.space))
        return fail(ViolationCode::BUILD_ON_BASE);
    if (s.buildingAt(m.space) >= 0)
        return fail(ViolationCode::BUILD_SPACE_TAKEN);
    if (s.ruleset.componentLimits && buildingsInPlay(s, player, BuildingType::Reactor) >= componentLimit(BuildingType::Reactor))
        return fail(ViolationCode::BUILD_LIMIT);
    if (s.player(player).resources < buildingCost(BuildingType::Reactor))
        return fail(ViolationCode::NOT_ENOUGH_RESOURCES);
    return kOk;
}

Violation validateBreed(const GameState &s, int player, const BreedQuark &m)
{
    if (!validSpace(s, m.space))
        return fail(ViolationCode::NO_SUCH_SPACE);
    if (!isOwnBaseSpace(s, player, m.space) || s.buildingAt(m.space) >= 0)
        return fail(ViolationCode::BREED_NOT_BASE);
    const PlayerState &ps = s.player(player);
    if (ps.totalQuarks() >= kQuarksPerPlayer)
        return fail(ViolationCode::QUARK_SUPPLY_EMPTY);
    if (ps.quarksAt(m.space) >= kMaxQuarksPerSpace)
        return fail(ViolationCode::QUARK_SPACE_FULL);
    if (ps.crystals < 1)
        return fail(ViolationCode::NOT_ENOUGH_CRYSTALS);
    return kOk;
}

Violation validateRebuild(const GameState &s, int player, const RebuildGuardian &m)
{
    if (!validGuardianIndex(m.guardian))
        return fail(ViolationCode::NO_SUCH_GUARDIAN);
    if (s.guardian(player, m.guardian).alive)
        return fail(ViolationCode::GUARDIAN_NOT_DESTROYED);
    if (!validSpace(s, m.space))
        return fail(ViolationCode::NO_SUCH_SPACE);
    const bool base = isOwnBaseSpace(s, player, m.space) && s.buildingAt(m.space) < 0;
    const bool tech = ownBuildingAt(s, player, m.space, BuildingType::TechnologyBuilding);
    if (!base && !tech)
        return fail(ViolationCode::REBUILD_PLACE);
    if (s.guardianAt(m.space) >= 0)
        return fail(ViolationCode::SPACE_HAS_GUARDIAN);
    if (hasEnemyUnits(s, player, m.space))
        return fail(ViolationCode::SPACE_HAS_ENEMY_UNITS);
    const int cost = rebuildCost(s.player(player).hasTech(Tech::CheapRebuild));
    if (s.player(player).resources < cost)
        return fail(ViolationCode::NOT_ENOUGH_RESOURCES);
    return kOk;
}

Violation validateBuyTech(const GameState &s, int player, const BuyTechnology &m)
{
    const auto t = static_cast<int>(m.tech);
    if (t < 0 || t >= kTechCount)
        return fail(ViolationCode::INVALID_AMOUNT);
    const PlayerState &ps = s.player(player);
    if (ps.techBoughtThisRound)
        return fail(ViolationCode::TECH_ALREADY_BOUGHT);
    if (ps.hasTech(m.tech))
        return fail(ViolationCode::TECH_OWNED);
    if (techRank(m.tech) > s.buildingCount(player, BuildingType::TechnologyBuilding))
        return fail(ViolationCode::TECH_RANK_TOO_HIGH);
    if (s.techStock[static_cast<std::size_t>(t)] <= 0)
        return fail(ViolationCode::TECH_SOLD_OUT);
    if (ps.resources < kTechCost)
        return fail(ViolationCode::NOT_ENOUGH_RESOURCES);
    return kOk;
}

Violation validateUpgrade(const GameState &s, int player, const UpgradeGuardian &m)
{
    if (auto v = checkLivingGuardian(s, player, m.guardian))
        return v;
    if (m.kind != UpgradeKind::Power && m.kind != UpgradeKind::Healing)
        return fail(ViolationCode::UPGRADE_MIXED);
    if (m.count < 1 || m.count > kDoubleUpgradeLimit)
        return fail(ViolationCode::INVALID_AMOUNT);
    const PlayerState &ps = s.player(player);
    if (!ps.hasTech(Tech::Upgrades))
        return fail(ViolationCode::UPGRADE_NEEDS_TECH);
    const Guardian &gd = s.guardian(player, m.guardian);
    if (gd.upgradeKind != UpgradeKind::None && gd.upgradeKind != m.kind)
        return fail(ViolationCode::UPGRADE_MIXED);
    if (m.count > kUpgradeLimit && !ps.hasTech(Tech::DoubleUpgrade))
        return fail(ViolationCode::UPGRADE_NEEDS_TECH); // buying two at once is the Rank III tile's
    const int limit = ps.hasTech(Tech::DoubleUpgrade) ? kDoubleUpgradeLimit : kUpgradeLimit;
    if (gd.upgrades + m.count > limit)
        return fail(ViolationCode::UPGRADE_LIMIT);
    if (!ownBuildingAt(s, player, gd.space, BuildingType::TechnologyBuilding))
        return fail(ViolationCode::UPGRADE_NOT_ON_TECH_BUILDING);
    if (ps.crystals < m.count * kUpgradeCost)
        return fail(ViolationCode::NOT_ENOUGH_CRYSTALS);
    return kOk;
}

Violation validateHeal(const GameState &s, int player, const HealGuardian &m)
{
    if (auto v = checkLivingGuardian(s, player, m.guardian))
        return v;
    const Guardian &gd = s.guardian(player, m.guardian);
    if (!ownBuildingAt(s, player, gd.space, BuildingType::TechnologyBuilding))
        return fail(ViolationCode::HEAL_NOT_ON_TECH_BUILDING);
    if (gd.health >= kMaxHealth)
        return fail(ViolationCode::NOTHING_TO_HEAL);
    if (s.player(player).resources < kHealCost)
        return fail(ViolationCode::NOT_ENOUGH_RESOURCES);
    return kOk;
}

Violation validateArm(const GameState &s, int player, const ArmWatchtower &m)
{
    if (!validSpace(s, m.space))
        return fail(ViolationCode::NO_SUCH_SPACE);
    if (m.crystals < 1)
        return fail(ViolationCode::INVALID_AMOUNT);
    if (!ownBuildingAt(s, player, m.space, BuildingType::Watchtower))
        return fail(ViolationCode::NO_WATCHTOWER);
    const PlayerState &ps = s.player(player);
    const int cap = ps.hasTech(Tech::WatchtowerCapacity) ? kUpgradedWatchtowerCapacity : s.ruleset.watchtowerCapacity;
    if (s.buildings[static_cast<std::size_t>(s.buildingAt(m.space))].ammo + m.crystals > cap)
        return fail(ViolationCode::WATCHTOWER_FULL);
    if (ps.crystals < m.crystals)
        return fail(ViolationCode::NOT_ENOUGH_CRYSTALS);
    return kOk;
}

Violation validateDemolish(const GameState &s, int player, const DemolishBuilding &m)
{
    if (!validSpace(s, m.space))
        return fail(ViolationCode::NO_SUCH_SPACE);
    const int b = s.buildingAt(m.space);
    if (b < 0 || s.buildings[static_cast<std::size_t>(b)].owner != player || !s.buildings[static_cast<std::size_t>(b)].complete)
        return fail(ViolationCode::NO_OWN_BUILDING);
    if (s.player(player).crystals < kDemolishCost)
        return fail(ViolationCode::NOT_ENOUGH_CRYSTALS);
    return kOk;
}

Violation validateChangeLeader(const GameState &s, int player, const ChangeLeader &m)
{
    if (s.variant != Variant::ChecksAndBalances || s.player(player).leaderChangedThisRound)
        return fail(ViolationCode::LEADER_CHANGE_NOT_ALLOWED);
    if (auto v = checkLivingGuardian(s, player, m.guardian))
        return v;
    if (s.guardian(player, m.guardian).leader)
        return fail(ViolationCode::ALREADY_LEADER);
    return kOk;
}

Event secret(int player, SecretCategory c)
{
    Event e = makeEvent(EventType::SecretAction, player);
    e.detail = static_cast<int>(c);
    return e;
}

void completeBuilding(GameState &s, int player, int b, Events &ev)
{
    Building &bd = s.buildings[static_cast<std::size_t>(b)];
    bd.complete = true;
    if (bd.builder >= 0) {
        Guardian &gd = s.guardian(player, bd.builder);
        if (gd.slot == ConnectionKind::Construction && gd.building == b) {
            gd.slot = ConnectionKind::None;
            gd.building = -1;
        }
    }
    bd.builder = -1;
    Event e = makeEvent(EventType::BuildingCompleted, player);
    e.space = bd.space;
    e.detail = static_cast<int>(bd.type);
    ev.push_back(e);
}

} // namespace

Violation validateDevelopment(const GameState &s, int player, const Action &a)
{
    if (s.player(player).developmentDone)
        return fail(ViolationCode::DEVELOPMENT_DONE);
    return std::visit(
        [&](const auto &m) -> Violation {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, Connect>) return validateConnect(s, player, m);
            else if constexpr (std::is_same_v<T, BreakConnection>) {
                if (!validGuardianIndex(m.guardian))
                    return fail(ViolationCode::NO_SUCH_GUARDIAN);
                const ConnectionKind k = s.guardian(player, m.guardian).slot;
                return k == ConnectionKind::Reinforcement || k == ConnectionKind::Healing ? kOk : fail(ViolationCode::SLOT_EMPTY);
            }
            else if constexpr (std::is_same_v<T, StartConstruction>) return validateStartConstruction(s, player, m);
            else if constexpr (std::is_same_v<T, PayConstruction>) return validatePayConstruction(s, player, m);
            else if constexpr (std::is_same_v<T, BuildReactor>) return validateBuildReactor(s, player, m);
            else if constexpr (std::is_same_v<T, BreedQuark>) return validateBreed(s, player, m);
            else if constexpr (std::is_same_v<T, RebuildGuardian>) return validateRebuild(s, player, m);
            else if constexpr (std::is_same_v<T, BuyTechnology>) return validateBuyTech(s, player, m);
            else if constexpr (std::is_same_v<T, UpgradeGuardian>) return validateUpgrade(s, player, m);
            else if constexpr (std::is_same_v<T, HealGuardian>) return validateHeal(s, player, m);
            else if constexpr (std::is_same_v<T, ArmWatchtower>) return validateArm(s, player, m);
            else if constexpr (std::is_same_v<T, DemolishBuilding>) return validateDemolish(s, player, m);
            else if constexpr (std::is_same_v<T, ChangeLeader>) return validateChangeLeader(s, player, m);
            else if constexpr (std::is_same_v<T, EndDevelopment>) return kOk;
            else return fail(ViolationCode::WRONG_PHASE);
        },
        a);
}

void applyDevelopment(GameState &s, int player, const Action &a, Events &ev)
{
    PlayerState &ps = s.player(player);
    std::visit(
        [&](const auto &m) {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, Connect>) {
                Guardian &gd = s.guardian(player, m.guardian);
                gd.slot = m.kind;
                gd.slotTarget = m.target;
                Event e = privateEvent(EventType::ConnectionMade, player);
                e.guardian = m.guardian;
                e.amount = m.target;
                e.detail = static_cast<int>(m.kind);
                ev.push_back(e);
                ev.push_back(secret(player, SecretCategory::Connection));
            } else if constexpr (std::is_same_v<T, BreakConnection>) {
                breakConnection(s, player, m.guardian, ev, true);
            } else if constexpr (std::is_same_v<T, StartConstruction>) {
                Guardian &gd = s.guardian(player, m.guardian);
                Building bd;
                bd.owner = player;
                bd.type = m.type;
                bd.space = gd.space;
                bd.paid = 1;
                bd.lastPaidRound = s.round;
                bd.builder = m.guardian;
                s.buildings.push_back(bd);
                s.refreshBuildingCell(bd.space);
                const int b = static_cast<int>(s.buildings.size()) - 1;
                ps.resources -= 1;
                gd.slot = ConnectionKind::Construction;
                gd.building = b;
                Event e = makeEvent(EventType::ConstructionStarted, player);
                e.guardian = m.guardian;
                e.space = gd.space;
                ev.push_back(e);
                Event d = privateEvent(EventType::ConstructionDetail, player);
                d.guardian = m.guardian;
                d.space = gd.space;
                d.detail = static_cast<int>(m.type);
                d.amount = 1;
                ev.push_back(d);
                if (buildingCost(m.type) <= 1)
                    completeBuilding(s, player, b, ev);
            } else if constexpr (std::is_same_v<T, PayConstruction>) {
                Guardian &gd = s.guardian(player, m.guardian);
                const int b = gd.building;
                Building &bd = s.buildings[static_cast<std::size_t>(b)];
                bd.paid += 1;
                bd.lastPaidRound = s.round;
                ps.resources -= 1;
                Event d = privateEvent(EventType::ConstructionDetail, player);
                d.guardian = m.guardian;
                d.space = bd.space;
                d.detail = static_cast<int>(bd.type);
                d.amount = bd.paid;
                ev.push_back(d);
                ev.push_back(secret(player, SecretCategory::Construction));
                if (bd.paid >= buildingCost(bd.type))
                    completeBuilding(s, player, b, ev);
            } else if constexpr (std::is_same_v<T, BuildReactor>) {
                Building bd;
                bd.owner = player;
                bd.type = BuildingType::Reactor;
                bd.space = m.space;
                bd.paid = buildingCost(BuildingType::Reactor);
                bd.lastPaidRound = s.round;
                s.buildings.push_back(bd);
                s.refreshBuildingCell(bd.space);
                ps.resources -= buildingCost(BuildingType::Reactor);
                completeBuilding(s, player, static_cast<int>(s.buildings.size()) - 1, ev);
            } else if constexpr (std::is_same_v<T, BreedQuark>) {
                ps.crystals -= kQuarkCost;
                ps.quarks[static_cast<std::size_t>(m.space)] += 1;
                s.refreshQuarkCell(m.space, player);
                Event e = makeEvent(EventType::QuarkBred, player);
                e.space = m.space;
                ev.push_back(e);
            } else if constexpr (std::is_same_v<T, RebuildGuardian>) {
                ps.resources -= rebuildCost(ps.hasTech(Tech::CheapRebuild));
                Guardian &gd = s.guardian(player, m.guardian);
                gd.alive = true;
                gd.space = m.space;
                gd.health = kMaxHealth;
                gd.basePower = gd.leader ? 2 : 1;
                gd.slot = ConnectionKind::None;
                gd.slotTarget = -1;
                gd.building = -1;
                s.refreshGuardianCell(m.space);
                Event e = makeEvent(EventType::GuardianRebuilt, player);
                e.guardian = m.guardian;
                e.space = m.space;
                ev.push_back(e);
            } else if constexpr (std::is_same_v<T, BuyTechnology>) {
                ps.resources -= kTechCost;
                ps.tech[static_cast<std::size_t>(m.tech)] = true;
                ps.techBoughtThisRound = true;
                s.techStock[static_cast<std::size_t>(m.tech)] -= 1;
                Event e = makeEvent(EventType::TechnologyBought, player);
                e.detail = static_cast<int>(m.tech);
                ev.push_back(e);
            } else if constexpr (std::is_same_v<T, UpgradeGuardian>) {
                Guardian &gd = s.guardian(player, m.guardian);
                ps.crystals -= m.count * kUpgradeCost;
                gd.upgradeKind = m.kind;
                gd.upgrades += m.count;
                Event e = privateEvent(EventType::Upgraded, player);
                e.guardian = m.guardian;
                e.detail = static_cast<int>(m.kind);
                e.amount = gd.upgrades;
                ev.push_back(e);
                ev.push_back(secret(player, SecretCategory::Upgrade));
            } else if constexpr (std::is_same_v<T, HealGuardian>) {
                ps.resources -= kHealCost;
                s.guardian(player, m.guardian).health = kMaxHealth;
                Event e = privateEvent(EventType::GuardianHealed, player);
                e.guardian = m.guardian;
                ev.push_back(e);
                ev.push_back(secret(player, SecretCategory::Healing));
            } else if constexpr (std::is_same_v<T, ArmWatchtower>) {
                Building &bd = s.buildings[static_cast<std::size_t>(s.buildingAt(m.space))];
                ps.crystals -= m.crystals;
                bd.ammo += m.crystals;
                Event e = privateEvent(EventType::WatchtowerArmed, player);
                e.space = m.space;
                e.amount = m.crystals;
                e.amount2 = bd.ammo;
                ev.push_back(e);
                ev.push_back(secret(player, SecretCategory::Arming));
            } else if constexpr (std::is_same_v<T, DemolishBuilding>) {
                Building &bd = s.buildings[static_cast<std::size_t>(s.buildingAt(m.space))];
                ps.crystals -= kDemolishCost;
                bd.removed = true;
                s.refreshBuildingCell(m.space);
                Event e = makeEvent(EventType::BuildingDemolished, player);
                e.space = m.space;
                e.detail = static_cast<int>(bd.type);
                ev.push_back(e);
            } else if constexpr (std::is_same_v<T, ChangeLeader>) {
                for (int g = 0; g < kGuardiansPerPlayer; ++g) {
                    Guardian &gd = s.guardian(player, g);
                    if (!gd.leader)
                        continue;
                    gd.leader = false;
                    gd.basePower = std::max(1, gd.basePower - 1);
                    // Only a Leader heals himself: the old Leader's self-healing ends.
                    if (gd.slot == ConnectionKind::Healing && gd.slotTarget == g)
                        breakConnection(s, player, g, ev, false);
                }
                Guardian &leader = s.guardian(player, m.guardian);
                leader.leader = true;
                leader.basePower += 1;
                ps.leaderChangedThisRound = true;
                Event e = privateEvent(EventType::LeaderChanged, player);
                e.guardian = m.guardian;
                ev.push_back(e);
                ev.push_back(secret(player, SecretCategory::Leader));
            } else if constexpr (std::is_same_v<T, EndDevelopment>) {
                ps.developmentDone = true;
                ev.push_back(makeEvent(EventType::DevelopmentDone, player));
                const bool allDone = std::all_of(s.players.begin(), s.players.end(), [](const PlayerState &p) {
                    return p.developmentDone || p.eliminated;
                });
                if (allDone)
                    endRound(s, ev);
            }
        },
        a);
}

} // namespace xobos::rules::detail
