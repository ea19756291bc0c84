// Small queries and effects shared by the Movement, combat and Development code.
#include <algorithm>

#include "internal.h"

namespace xobos::rules::detail {

bool validGuardianIndex(int g) { return g >= 0 && g < kGuardiansPerPlayer; }

bool validSpace(const GameState &s, int space) { return space >= 0 && space < s.spaceCount(); }

bool isBaseSpace(const GameState &s, int space)
{
    return validSpace(s, space) && s.map().spaces[static_cast<std::size_t>(space)].isBase();
}

bool isOwnBaseSpace(const GameState &s, int player, int space)
{
    if (!isBaseSpace(s, space))
        return false;
    const int q = s.player(player).quarter;
    return q != kNoQuarter && s.map().quarterOfBaseSpace(space) == q;
}

bool isEnemyBaseSpace(const GameState &s, int player, int space)
{
    return isBaseSpace(s, space) && !isOwnBaseSpace(s, player, space);
}

bool isIrradiated(const GameState &s, int space)
{
    return validSpace(s, space) && s.map().spaces[static_cast<std::size_t>(space)].kind == SpaceKind::Irradiated;
}

bool isEnergySource(const GameState &s, int space)
{
    return validSpace(s, space) && s.map().spaces[static_cast<std::size_t>(space)].kind == SpaceKind::EnergySource;
}

bool hasEnemyUnits(const GameState &s, int player, int space)
{
    const int owner = s.unitOwnerAt(space);
    return owner != kNoPlayer && owner != player;
}

int enemyBuildingAt(const GameState &s, int player, int space)
{
    const int b = s.buildingAt(space);
    if (b < 0 || s.buildings[static_cast<std::size_t>(b)].owner == player)
        return -1;
    return b;
}

int quarkReach(const GameState &s, int player)
{
    return s.player(player).hasTech(Tech::FastQuarks) ? 3 : 2;
}

namespace {
// May a Quark of `player` stand in (or pass through) `space`? Unit limits aside.
bool quarkPassable(const GameState &s, int player, int space)
{
    if (isEnergySource(s, space))
        return false;
    if (!s.ruleset.mayEnterEnemyBase && isEnemyBaseSpace(s, player, space))
        return false;
    if (hasEnemyUnits(s, player, space))
        return false;
    if (!s.ruleset.quarksMayEnterEnemyBuilding && enemyBuildingAt(s, player, space) >= 0)
        return false;
    return true;
}
} // namespace

namespace {
// Depth-limited search along lanes (the limit is 2 or 3, so at most a few dozen paths):
// no allocation, which matters because legal-action generation asks this very often.
int quarkSearch(const GameState &s, int player, int at, int to, int depth, int limit)
{
    int best = -1;
    for (int next : s.map().adjacency[static_cast<std::size_t>(at)]) {
        if (!quarkPassable(s, player, next))
            continue;
        if (next == to)
            return depth + 1;
        if (depth + 1 < limit) {
            const int d = quarkSearch(s, player, next, to, depth + 1, limit);
            if (d > 0 && (best < 0 || d < best))
                best = d;
        }
    }
    return best;
}

void quarkCollect(const GameState &s, int player, int at, int depth, int limit, std::vector<int> &out)
{
    for (int next : s.map().adjacency[static_cast<std::size_t>(at)]) {
        if (!quarkPassable(s, player, next))
            continue;
        if (std::find(out.begin(), out.end(), next) == out.end())
            out.push_back(next);
        if (depth + 1 < limit)
            quarkCollect(s, player, next, depth + 1, limit, out);
    }
}
} // namespace

int quarkDistance(const GameState &s, int player, int from, int to, int limit)
{
    if (from == to)
        return 0;
    return quarkSearch(s, player, from, to, 0, limit);
}

std::vector<int> quarkDestinations(const GameState &s, int player, int from, int limit)
{
    std::vector<int> out;
    quarkCollect(s, player, from, 0, limit, out);
    std::erase(out, from);
    std::sort(out.begin(), out.end());
    return out;
}

Event makeEvent(EventType t, int player, Visibility v)
{
    Event e;
    e.type = t;
    e.player = player;
    e.visibility = v;
    return e;
}

Event privateEvent(EventType t, int player)
{
    Event e = makeEvent(t, player, Visibility::Private);
    e.audience = player;
    return e;
}

void breakConnection(GameState &s, int player, int g, Events &ev, bool voluntary)
{
    Guardian &gd = s.guardian(player, g);
    if (gd.slot != ConnectionKind::Reinforcement && gd.slot != ConnectionKind::Healing)
        return;
    Event e = privateEvent(EventType::ConnectionBroken, player);
    e.guardian = g;
    e.amount = gd.slotTarget;
    e.detail = static_cast<int>(gd.slot);
    ev.push_back(e);
    if (voluntary) {
        Event pub = makeEvent(EventType::SecretAction, player);
        pub.detail = static_cast<int>(SecretCategory::Connection);
        ev.push_back(pub);
    }
    gd.slot = ConnectionKind::None;
    gd.slotTarget = -1;
}

void breakConnectionsAfterMove(GameState &s, int player, int g, Events &ev)
{
    // R-CONN-BREAK-MOVE: connections whose Guardians no longer stand in adjacent spaces,
    // or one of which stands on an irradiated space, break at once.
    for (int o = 0; o < kGuardiansPerPlayer; ++o) {
        Guardian &src = s.guardian(player, o);
        if (src.slot != ConnectionKind::Reinforcement && src.slot != ConnectionKind::Healing)
            continue;
        if (o != g && src.slotTarget != g)
            continue;
        const Guardian &dst = s.guardian(player, src.slotTarget);
        const bool self = src.slotTarget == o;
        const bool broken = !src.alive || !dst.alive || isIrradiated(s, src.space) || isIrradiated(s, dst.space)
            || (!self && !s.map().adjacent(src.space, dst.space));
        if (broken)
            breakConnection(s, player, o, ev, false);
    }
}

void destroyGuardian(GameState &s, int player, int g, Events &ev)
{
    Guardian &gd = s.guardian(player, g);
    const int space = gd.space;
    Event e = makeEvent(EventType::GuardianDestroyed, player);
    e.guardian = g;
    e.space = space;
    ev.push_back(e);
    if (gd.slot == ConnectionKind::Construction && gd.building >= 0) {
        // FAQ: the construction and every resource paid into it are lost.
        s.buildings[static_cast<std::size_t>(gd.building)].removed = true;
        Event lost = makeEvent(EventType::ConstructionLost, player);
        lost.space = space;
        ev.push_back(lost);
        gd.building = -1;
        gd.slot = ConnectionKind::None;
    }
    breakConnection(s, player, g, ev, false);
    for (int o = 0; o < kGuardiansPerPlayer; ++o) {
        Guardian &other = s.guardian(player, o);
        if (o != g && (other.slot == ConnectionKind::Reinforcement || other.slot == ConnectionKind::Healing)
            && other.slotTarget == g)
            breakConnection(s, player, o, ev, false);
    }
    gd.alive = false;
    gd.space = kNoSpace;
    gd.health = 0;
    gd.upgradeKind = UpgradeKind::None; // R-REBUILD: a rebuilt Guardian starts afresh
    gd.upgrades = 0;
}

Events enterSpace(GameState &s, int player, int g, int to, bool seize)
{
    Events ev;
    Guardian &gd = s.guardian(player, g);
    gd.space = to;
    gd.movedThisRound = true;
    const int b = enemyBuildingAt(s, player, to);
    if (b >= 0) {
        Building &bd = s.buildings[static_cast<std::size_t>(b)];
        const int oldOwner = bd.owner;
        Event e = makeEvent(seize ? EventType::BuildingSeized : EventType::BuildingDestroyed, player);
        e.target = oldOwner;
        e.space = to;
        e.detail = static_cast<int>(bd.type);
        ev.push_back(e);
        int gain = 2;
        if (seize) {
            // R-BUILDING-SEIZE: ownership (and so both Productions) changes, no cost.
            bd.owner = player;
            bd.ammo = 0;
            gain = 3;
        } else {
            bd.removed = true;
        }
        s.player(player).crystals += gain;
        Event c = privateEvent(EventType::CrystalsGained, player);
        c.amount = gain;
        c.detail = seize ? 1 : 0;
        ev.push_back(c);
    }
    breakConnectionsAfterMove(s, player, g, ev);
    return ev;
}

int attackTokenFrom(const GameState &s, int space)
{
    for (std::size_t i = 0; i < s.attacks.size(); ++i) {
        const AttackToken &t = s.attacks[i];
        if (t.from == space || (t.counter && t.to == space))
            return static_cast<int>(i);
    }
    return -1;
}

bool canAttackFrom(const GameState &s, int player, int space)
{
    int owner = kNoPlayer;
    const int g = s.guardianAt(space, &owner);
    if (g >= 0 && owner == player)
        return s.guardian(player, g).slot != ConnectionKind::Reinforcement;
    if (s.player(player).quarksAt(space) > 0)
        return true;
    const int b = s.buildingAt(space);
    if (b >= 0 && s.ruleset.unmannedWatchtowerMayShoot) {
        const Building &bd = s.buildings[static_cast<std::size_t>(b)];
        return bd.owner == player && bd.complete && bd.type == BuildingType::Watchtower && bd.ammo > 0;
    }
    return false;
}

} // namespace xobos::rules::detail
