// SPDX-License-Identifier: GPL-3.0-or-later
// Consistency checks used by tests, the random-play test, the fuzzers and the scenario
// loader (an explicit setup must describe a position the rules could reach).
#include <set>

#include "costs.h"
#include "internal.h"

namespace xobos::rules {

using namespace detail;

std::vector<std::string> checkInvariants(const GameState &s)
{
    std::vector<std::string> out;
    auto bad = [&](std::string msg) { out.push_back(std::move(msg)); };
    if (!s.board) {
        bad("no board");
        return out;
    }
    const int spaces = s.spaceCount();
    if (s.playerCount() < kMinPlayers || s.playerCount() > kMaxPlayers)
        bad("player count out of range");
    if (s.round < 1 || s.round > kLastRound)
        bad("round out of range");
    if (s.firstPlayer < 0 || s.firstPlayer >= s.playerCount() || s.currentPlayer < 0 || s.currentPlayer >= s.playerCount())
        bad("first or current player out of range");
    std::set<int> guardianSpaces;
    for (int p = 0; p < s.playerCount(); ++p) {
        const PlayerState &ps = s.player(p);
        const std::string who = "player " + std::to_string(p) + ": ";
        if (ps.resources < 0)
            bad(who + "negative Building Resources");
        if (ps.crystals < 0)
            bad(who + "negative crystals");
        if (static_cast<int>(ps.quarks.size()) != spaces || static_cast<int>(ps.quarksMoved.size()) != spaces) {
            bad(who + "quark table does not match the board");
            continue;
        }
        if (ps.totalQuarks() > kQuarksPerPlayer)
            bad(who + "more than nine Quarks");
        int leaders = 0;
        for (int g = 0; g < kGuardiansPerPlayer; ++g) {
            const Guardian &gd = ps.guardians[static_cast<std::size_t>(g)];
            const std::string gw = who + "Guardian " + std::to_string(g) + ": ";
            leaders += gd.leader ? 1 : 0;
            if (gd.health > kMaxHealth || (gd.alive && gd.health < 1))
                bad(gw + "Health out of range");
            if (gd.basePower < 1 || s.effectivePower(p, g) > kMaxPower)
                bad(gw + "Power out of range");
            if (gd.upgrades < 0 || gd.upgrades > kDoubleUpgradeLimit || (gd.upgrades > 0) != (gd.upgradeKind != UpgradeKind::None))
                bad(gw + "upgrades inconsistent");
            else if (gd.upgrades == 2 && !ps.hasTech(Tech::DoubleUpgrade))
                bad(gw + "two Upgrade Tokens without the Rank III tile double-upgrade (R-UPGRADE)");
            if (!gd.alive) {
                if (gd.space != kNoSpace || gd.slot != ConnectionKind::None)
                    bad(gw + "destroyed but on the board or connected");
                continue;
            }
            if (!validSpace(s, gd.space) || isEnergySource(s, gd.space))
                bad(gw + "not on a valid space");
            else if (!guardianSpaces.insert(gd.space).second)
                bad(gw + "shares a space with another Guardian");
            if (gd.slot == ConnectionKind::Reinforcement || gd.slot == ConnectionKind::Healing) {
                if (!validGuardianIndex(gd.slotTarget) || !ps.guardians[static_cast<std::size_t>(gd.slotTarget)].alive)
                    bad(gw + "connected to a missing Guardian");
                else if (gd.slotTarget == g && !(gd.slot == ConnectionKind::Healing && gd.leader))
                    bad(gw + "connected to himself");
                else if (gd.slot == ConnectionKind::Reinforcement
                         && ps.guardians[static_cast<std::size_t>(gd.slotTarget)].slot == ConnectionKind::Reinforcement)
                    bad(gw + "reinforcement chain");
                else if (gd.slotTarget != g) {
                    const int other = ps.guardians[static_cast<std::size_t>(gd.slotTarget)].space;
                    const std::string target = "connected to Guardian " + std::to_string(gd.slotTarget);
                    if (validSpace(s, gd.space) && validSpace(s, other) && !s.map().adjacent(gd.space, other))
                        bad(gw + target + ", who is not in an adjacent space (R-CONN-ADJACENT)");
                    else if (isIrradiated(s, gd.space) || isIrradiated(s, other))
                        bad(gw + target + " with one of them on an irradiated space (R-CONN-IRRADIATED)");
                }
            }
            if (gd.slot == ConnectionKind::Construction) {
                if (gd.building < 0 || gd.building >= static_cast<int>(s.buildings.size())
                    || s.buildings[static_cast<std::size_t>(gd.building)].removed
                    || s.buildings[static_cast<std::size_t>(gd.building)].space != gd.space)
                    bad(gw + "constructs a building that is not under him");
            }
        }
        if (ps.leaderChosen && leaders != 1)
            bad(who + "must have exactly one Leader");
        for (int sp = 0; sp < spaces; ++sp) {
            const int q = ps.quarks[static_cast<std::size_t>(sp)];
            if (q < 0 || q > kMaxQuarksPerSpace)
                bad(who + "Quark count out of range in a space");
            if (ps.quarksMoved[static_cast<std::size_t>(sp)] > q || ps.quarksMoved[static_cast<std::size_t>(sp)] < 0)
                bad(who + "moved Quark count out of range");
            if (q > 0 && hasEnemyUnits(s, p, sp))
                bad(who + "Quarks share a space with enemy units");
            if (q > 0 && isEnergySource(s, sp))
                bad(who + "Quarks on an Energy Source");
        }
    }
    std::set<int> buildingSpaces;
    for (const Building &b : s.buildings) {
        if (b.removed)
            continue;
        if (!validSpace(s, b.space) || b.owner < 0 || b.owner >= s.playerCount()) {
            bad("building off the board or without owner");
            continue;
        }
        if (!buildingSpaces.insert(b.space).second)
            bad("two buildings in one space");
        if (b.paid < 0 || b.paid > buildingCost(b.type) || (b.complete != (b.paid >= buildingCost(b.type))))
            bad("building payment inconsistent");
        if (b.ammo < 0 || b.ammo > kUpgradedWatchtowerCapacity || (b.ammo > 0 && b.type != BuildingType::Watchtower))
            bad("Watchtower ammunition out of range");
        if (isIrradiated(s, b.space))
            bad("building on an irradiated space");
        if (b.type == BuildingType::Reactor && !isOwnBaseSpace(s, b.owner, b.space))
            bad("player " + std::to_string(b.owner) + ": a Reactor off his own Base (R-BUILD-REACTOR)");
    }
    for (int t : s.techStock) {
        if (t < 0 || t > kTilesPerTech)
            bad("Technology stock out of range");
    }
    for (const AttackToken &t : s.attacks) {
        if (!validSpace(s, t.from) || !validSpace(s, t.to) || !s.map().adjacent(t.from, t.to))
            bad("attack token not on a lane");
    }
    for (const Pending &p : s.pending) {
        if (p.token < 0 || p.token >= static_cast<int>(s.attacks.size()))
            bad("pending choice about a missing attack token");
    }
    if (s.occupancy.valid) {
        Occupancy fresh;
        s.computeOccupancy(fresh);
        if (!(fresh == s.occupancy))
            bad("the occupancy table disagrees with the units and buildings (refreshOccupancy() not called)");
    }
    return out;
}

} // namespace xobos::rules
