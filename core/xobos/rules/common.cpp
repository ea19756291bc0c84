// SPDX-License-Identifier: GPL-3.0-or-later
// Small queries and effects shared by the Movement, combat and Development code.
#include <algorithm>

#include "costs.h"
#include "internal.h"

namespace xobos::rules::detail {

bool validGuardianIndex(int g)
{
    return g >= 0 && g < kGuardiansPerPlayer;
}

bool validSpace(const GameState &s, int space)
{
    return space >= 0 && space < s.spaceCount();
}

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

// The player whose Base holds `space`, or kNoPlayer (not a Base space, or the Base of a
// quarter nobody plays: R-MOVE-ENEMY-BASE).
namespace {
int baseOwner(const GameState &s, int space)
{
    if (!isBaseSpace(s, space))
        return kNoPlayer;
    const int q = s.map().quarterOfBaseSpace(space);
    for (int p = 0; p < s.playerCount(); ++p) {
        if (s.player(p).quarter == q)
            return p;
    }
    return kNoPlayer;
}
} // namespace

bool isEnemyBaseSpace(const GameState &s, int player, int space)
{
    const int owner = baseOwner(s, space);
    return owner != kNoPlayer && owner != player;
}

bool isPlayedBaseSpace(const GameState &s, int space)
{
    return baseOwner(s, space) != kNoPlayer;
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
    return s.player(player).hasTech(Tech::FastQuarks) ? kFastQuarkReach : kQuarkReach;
}

ViolationCode entryRefusal(const GameState &s, int player, int space, bool quarks)
{
    if (isEnergySource(s, space))
        return ViolationCode::ENERGY_SOURCE_IMPASSABLE;
    if (hasEnemyUnits(s, player, space))
        return ViolationCode::SPACE_HAS_ENEMY_UNITS;
    if (!s.ruleset.mayEnterEnemyBase && isEnemyBaseSpace(s, player, space))
        return ViolationCode::ENEMY_BASE;
    if (quarks && !s.ruleset.quarksMayEnterEnemyBuilding && enemyBuildingAt(s, player, space) >= 0)
        return ViolationCode::QUARKS_CANNOT_ENTER_BUILDING;
    return ViolationCode::None;
}

namespace {
// May a Quark of `player` stand in (or pass through) `space`? Unit limits aside.
bool quarkPassable(const GameState &s, int player, int space)
{
    return entryRefusal(s, player, space, true) == ViolationCode::None;
}

// One search's answers of quarkPassable, each space asked at most once (paths overlap).
class PassableMemo
{
public:
    PassableMemo(const GameState &s, int player, std::vector<signed char> &known)
        : m_s(s)
        , m_player(player)
        , m_known(known)
    {
        m_known.resize(static_cast<std::size_t>(s.spaceCount()), kUnknown);
    }
    bool operator()(int space)
    {
        signed char &k = m_known[static_cast<std::size_t>(space)];
        if (k == kUnknown)
            k = quarkPassable(m_s, m_player, space) ? 1 : 0;
        return k == 1;
    }

private:
    static constexpr signed char kUnknown = -1;
    const GameState &m_s;
    int m_player;
    std::vector<signed char> &m_known;
};

// Breadth-first distances from `from` along lanes through passable spaces, up to `limit`
// steps. `from` itself needs not be passable; a shortest path never returns to it.
std::vector<int> quarkDistances(const GameState &s, PassableMemo &passable, int from, int limit)
{
    std::vector<int> distance(static_cast<std::size_t>(s.spaceCount()), -1);
    distance[static_cast<std::size_t>(from)] = 0;
    std::vector<int> frontier{from};
    std::vector<int> next;
    for (int d = 1; d <= limit && !frontier.empty(); ++d) {
        next.clear();
        for (int at : frontier) {
            for (int n : s.map().adjacency[static_cast<std::size_t>(at)]) {
                int &dn = distance[static_cast<std::size_t>(n)];
                if (dn >= 0 || !passable(n))
                    continue;
                dn = d;
                next.push_back(n);
            }
        }
        std::swap(frontier, next);
    }
    return distance;
}

// Depth-first search for one destination (a single validate()): it stops at the first
// lane that reaches `to`, which beats a whole breadth-first table for one question.
int quarkSearch(const GameState &s, PassableMemo &passable, int at, int to, int depth, int limit)
{
    int best = -1;
    for (int next : s.map().adjacency[static_cast<std::size_t>(at)]) {
        if (!passable(next))
            continue;
        if (next == to)
            return depth + 1;
        if (depth + 1 < limit) {
            const int d = quarkSearch(s, passable, next, to, depth + 1, limit);
            if (d > 0 && (best < 0 || d < best))
                best = d;
        }
    }
    return best;
}

} // namespace

SearchScope::SearchScope(const GameState &s)
    : m_state(s)
    , m_outer(t_active)
{
    t_active = this;
}

SearchScope::~SearchScope()
{
    t_active = m_outer;
}

std::span<const int> SearchScope::distances(int player, int from, int limit)
{
    for (const Table &t : m_tables) {
        if (t.player == player && t.from == from && t.limit == limit)
            return t.distance;
    }
    if (m_passable.empty())
        m_passable.resize(static_cast<std::size_t>(m_state.playerCount()));
    PassableMemo passable(m_state, player, m_passable[static_cast<std::size_t>(player)]);
    m_tables.push_back(Table{player, from, limit, quarkDistances(m_state, passable, from, limit)});
    return m_tables.back().distance;
}

int quarkDistance(const GameState &s, int player, int from, int to, int limit)
{
    if (from == to)
        return 0;
    if (SearchScope *scope = SearchScope::active(&s))
        return scope->distances(player, from, limit)[static_cast<std::size_t>(to)];
    std::vector<signed char> known;
    PassableMemo passable(s, player, known);
    return quarkSearch(s, passable, from, to, 0, limit);
}

std::vector<int> quarkDestinations(const GameState &s, int player, int from, int limit)
{
    std::vector<int> out;
    const auto collect = [&](std::span<const int> distance) {
        for (int sp = 0; sp < static_cast<int>(distance.size()); ++sp) {
            if (sp != from && distance[static_cast<std::size_t>(sp)] > 0)
                out.push_back(sp);
        }
    };
    if (SearchScope *scope = SearchScope::active(&s)) {
        collect(scope->distances(player, from, limit));
    } else {
        std::vector<signed char> known;
        PassableMemo passable(s, player, known);
        collect(quarkDistances(s, passable, from, limit));
    }
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
        int gain = kDestroyReward;
        if (seize) {
            // R-BUILDING-SEIZE: ownership (and so both Productions) changes, no cost.
            bd.owner = player;
            bd.ammo = 0;
            gain = kSeizeReward;
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
