// SPDX-License-Identifier: GPL-3.0-or-later
#include "state.h"

#include <algorithm>
#include <bit>
#include <numeric>

namespace xobos::rules {

int PlayerState::totalQuarks() const
{
    return std::accumulate(quarks.begin(), quarks.end(), 0);
}

void GameState::refreshOccupancy()
{
    computeOccupancy(occupancy);
}

namespace {
// Bit p of Occupancy::Cell::quarkOwners; the table is only kept for up to 32 seats (a
// state has at most kMaxPlayers).
constexpr int kMaskedPlayers = 32;

// The player unitOwnerAt() names for a cell, or kNoPlayer.
int unitOwner(const Occupancy::Cell &c)
{
    if (c.guardianOwner != kNoPlayer)
        return c.guardianOwner;
    return c.quarkOwners ? std::countr_zero(c.quarkOwners) : kNoPlayer;
}

// Bit `space` of a set on or off.
void put(std::uint64_t *set, int space, bool on)
{
    const std::size_t w = static_cast<std::size_t>(space) / 64;
    const std::uint64_t bit = std::uint64_t{1} << (space % 64);
    set[w] = (set[w] & ~bit) | (on ? bit : 0);
}

// After the units of the cell `space` changed (its unit owner was `before`): its bits in the
// sets of the Guardians and of the units.
void putUnitBits(Occupancy &o, int space, int before, int players)
{
    const Occupancy::Cell &c = o.cells[static_cast<std::size_t>(space)];
    const int after = unitOwner(c);
    put(o.set(Occupancy::Guardians), space, c.guardianIndex >= 0);
    put(o.set(Occupancy::Units), space, after != kNoPlayer);
    if (before >= 0 && before < players)
        put(o.set(Occupancy::OwnUnits, before), space, false);
    if (after >= 0 && after < players)
        put(o.set(Occupancy::OwnUnits, after), space, true);
}

// After the building of the cell `space` changed (or its owner): its bits in the building sets.
void putBuildingBits(Occupancy &o, int space, const std::vector<Building> &buildings, int players)
{
    const int b = o.cells[static_cast<std::size_t>(space)].building;
    const int owner = b >= 0 ? buildings[static_cast<std::size_t>(b)].owner : kNoPlayer;
    put(o.set(Occupancy::Buildings), space, b >= 0);
    for (int p = 0; p < players; ++p)
        put(o.set(Occupancy::OwnBuildings, p), space, b >= 0 && owner == p);
}
} // namespace

void GameState::computeOccupancy(Occupancy &occupancy) const
{
    const int n = spaceCount();
    occupancy.cells.assign(static_cast<std::size_t>(n), Occupancy::Cell{});
    occupancy.valid = playerCount() <= kMaskedPlayers;
    if (!occupancy.valid)
        return;
    // The first match in seat and Guardian order wins, and the first building in index order,
    // as the scans below.
    for (int p = 0; p < playerCount(); ++p) {
        for (int g = 0; g < kGuardiansPerPlayer; ++g) {
            const Guardian &gd = guardian(p, g);
            if (!gd.alive || gd.space < 0 || gd.space >= n)
                continue;
            Occupancy::Cell &c = occupancy.cells[static_cast<std::size_t>(gd.space)];
            if (c.guardianOwner == kNoPlayer) {
                c.guardianOwner = p;
                c.guardianIndex = g;
            }
        }
        const std::vector<int> &q = player(p).quarks;
        for (int sp = 0; sp < n && sp < static_cast<int>(q.size()); ++sp) {
            if (q[static_cast<std::size_t>(sp)] > 0)
                occupancy.cells[static_cast<std::size_t>(sp)].quarkOwners |= 1u << p;
        }
    }
    for (std::size_t i = 0; i < buildings.size(); ++i) {
        const Building &b = buildings[i];
        if (b.removed || b.space < 0 || b.space >= n)
            continue;
        Occupancy::Cell &c = occupancy.cells[static_cast<std::size_t>(b.space)];
        if (c.building < 0)
            c.building = static_cast<int>(i);
    }
    for (int sp = 0; sp < n; ++sp)
        occupancy.cells[static_cast<std::size_t>(sp)].baseOwner = scanBaseOwnerAt(sp);
    // The sets, from the cells.
    occupancy.words = (static_cast<std::size_t>(n) + 63) / 64;
    occupancy.bits.assign((Occupancy::index(Occupancy::OwnBase, playerCount() - 1) + 1) * occupancy.words, 0);
    for (int sp = 0; sp < n; ++sp) {
        const Occupancy::Cell &c = occupancy.cells[static_cast<std::size_t>(sp)];
        putUnitBits(occupancy, sp, kNoPlayer, playerCount());
        putBuildingBits(occupancy, sp, buildings, playerCount());
        for (int p = 0; p < playerCount(); ++p)
            put(occupancy.set(Occupancy::OwnQuarks, p), sp, (c.quarkOwners >> p) & 1u);
        if (c.baseOwner != kNoPlayer) {
            put(occupancy.set(Occupancy::Bases), sp, true);
            put(occupancy.set(Occupancy::OwnBase, c.baseOwner), sp, true);
        }
    }
}

void GameState::refreshGuardianCell(int space)
{
    if (!occupancy.valid || space < 0 || space >= static_cast<int>(occupancy.cells.size()))
        return;
    Occupancy::Cell &c = occupancy.cells[static_cast<std::size_t>(space)];
    const int before = unitOwner(c);
    c.guardianIndex = scanGuardianAt(space, &c.guardianOwner);
    putUnitBits(occupancy, space, before, playerCount());
}

void GameState::refreshQuarkCell(int space, int p)
{
    if (!occupancy.valid || space < 0 || space >= static_cast<int>(occupancy.cells.size()) || p < 0
        || p >= playerCount())
        return;
    Occupancy::Cell &c = occupancy.cells[static_cast<std::size_t>(space)];
    const int before = unitOwner(c);
    const bool quarks = player(p).quarksAt(space) > 0;
    if (quarks)
        c.quarkOwners |= 1u << p;
    else
        c.quarkOwners &= ~(1u << p);
    put(occupancy.set(Occupancy::OwnQuarks, p), space, quarks);
    putUnitBits(occupancy, space, before, playerCount());
}

void GameState::refreshBuildingCell(int space)
{
    if (!occupancy.valid || space < 0 || space >= static_cast<int>(occupancy.cells.size()))
        return;
    occupancy.cells[static_cast<std::size_t>(space)].building = scanBuildingAt(space);
    putBuildingBits(occupancy, space, buildings, playerCount());
}

int GameState::scanGuardianAt(int space, int *owner) const
{
    for (int p = 0; p < playerCount(); ++p) {
        const auto &gs = players[static_cast<std::size_t>(p)].guardians;
        for (int g = 0; g < kGuardiansPerPlayer; ++g) {
            if (gs[static_cast<std::size_t>(g)].alive && gs[static_cast<std::size_t>(g)].space == space) {
                if (owner)
                    *owner = p;
                return g;
            }
        }
    }
    if (owner)
        *owner = kNoPlayer;
    return -1;
}

int GameState::scanUnitOwnerAt(int space) const
{
    int owner = kNoPlayer;
    if (scanGuardianAt(space, &owner) >= 0)
        return owner;
    for (int p = 0; p < playerCount(); ++p) {
        if (player(p).quarksAt(space) > 0)
            return p;
    }
    return kNoPlayer;
}

int GameState::scanBuildingAt(int space) const
{
    for (std::size_t i = 0; i < buildings.size(); ++i) {
        if (!buildings[i].removed && buildings[i].space == space)
            return static_cast<int>(i);
    }
    return -1;
}

int GameState::scanBaseOwnerAt(int space) const
{
    if (space < 0 || space >= spaceCount() || !map().spaces[static_cast<std::size_t>(space)].isBase())
        return kNoPlayer;
    const int q = map().quarterOfBaseSpace(space);
    for (int p = 0; p < playerCount(); ++p) {
        if (player(p).quarter == q)
            return p;
    }
    return kNoPlayer;
}

bool GameState::sheetsRevealed() const
{
    if (variant == Variant::TrainingGround || phase == Phase::GameOver)
        return true;
    // Checks and Balances: once every attack of the round is declared (the Movement
    // turns are over) until the end of the round.
    return variant == Variant::ChecksAndBalances && (resolving || phase == Phase::Development);
}

int GameState::ownPower(int p, int g) const
{
    const Guardian &gd = guardian(p, g);
    int power = gd.basePower + (gd.upgradeKind == UpgradeKind::Power ? gd.upgrades : 0);
    return std::min(power, kMaxPower);
}

int GameState::effectivePower(int p, int g) const
{
    const Guardian &gd = guardian(p, g);
    if (!gd.alive)
        return 0;
    int power = ownPower(p, g);
    for (int o = 0; o < kGuardiansPerPlayer; ++o) {
        const Guardian &other = guardian(p, o);
        if (o != g && other.alive && other.slot == ConnectionKind::Reinforcement && other.slotTarget == g)
            power += ownPower(p, o);
    }
    return std::min(power, kMaxPower);
}

int GameState::healingValue(int p, int g) const
{
    const Guardian &gd = guardian(p, g);
    return 1 + (gd.upgradeKind == UpgradeKind::Healing ? gd.upgrades : 0);
}

int GameState::buildingCount(int p, BuildingType t) const
{
    const auto counted = [&](const Building &b) { return !b.removed && b.complete && b.owner == p && b.type == t; };
    if (!occupancy.valid || p < 0 || p >= playerCount())
        return static_cast<int>(std::count_if(buildings.begin(), buildings.end(), counted));
    // The player's standing buildings from his set (one building a space), not the whole list.
    int n = 0;
    const std::uint64_t *own = occupancy.set(Occupancy::OwnBuildings, p);
    for (std::size_t i = 0; i < occupancy.words; ++i) {
        for (std::uint64_t m = own[i]; m != 0; m &= m - 1) {
            const auto sp = i * 64 + static_cast<std::size_t>(std::countr_zero(m));
            n += counted(buildings[static_cast<std::size_t>(occupancy.cells[sp].building)]) ? 1 : 0;
        }
    }
    return n;
}

int GameState::guardiansOnBoard(int p) const
{
    const auto &gs = player(p).guardians;
    return static_cast<int>(std::count_if(gs.begin(), gs.end(), [](const Guardian &g) { return g.alive; }));
}

bool GameState::operator==(const GameState &o) const
{
    const bool sameBoard = board == o.board
        || (board && o.board && board->spaces.size() == o.board->spaces.size() && board->lanes == o.board->lanes
            && board->name == o.board->name);
    return sameBoard && ruleset == o.ruleset && variant == o.variant && seed == o.seed && round == o.round
        && phase == o.phase && firstPlayer == o.firstPlayer && currentPlayer == o.currentPlayer
        && turnsTaken == o.turnsTaken && players == o.players && buildings == o.buildings && attacks == o.attacks
        && pending == o.pending && combatPlan == o.combatPlan && combatCursor == o.combatCursor
        && resolving == o.resolving && techStock == o.techStock;
}

} // namespace xobos::rules
