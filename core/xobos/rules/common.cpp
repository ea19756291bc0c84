// SPDX-License-Identifier: GPL-3.0-or-later
// Small queries and effects shared by the Movement, combat and Development code.
#include <algorithm>
#include <bit>

#include "costs.h"
#include "internal.h"

namespace xobos::rules::detail {

bool validGuardianIndex(int g)
{
    return g >= 0 && g < kGuardiansPerPlayer;
}

bool isOwnBaseSpace(const GameState &s, int player, int space)
{
    if (!isBaseSpace(s, space))
        return false;
    const int q = s.player(player).quarter;
    return q != kNoQuarter && s.map().quarterOfBaseSpace(space) == q;
}

int quarkReach(const GameState &s, int player)
{
    return s.player(player).hasTech(Tech::FastQuarks) ? kFastQuarkReach : kQuarkReach;
}

void entrySet(const GameState &s, int player, bool quarks, std::uint64_t *out)
{
    const std::size_t words = s.map().spaceWords;
    const int spaces = s.spaceCount();
    const Occupancy &o = s.occupancy;
    if (!o.valid || o.words != words) {
        std::fill(out, out + words, 0);
        for (int sp = 0; sp < spaces; ++sp) {
            if (entryRefusal(s, player, sp, quarks) == ViolationCode::None)
                out[spaceWord(sp)] |= spaceBit(sp);
        }
        return;
    }
    // As entryRefusal() asks, a word at a time.
    const std::uint64_t *energy = s.map().energySourceBits.data();
    const std::uint64_t *units = o.set(Occupancy::Units);
    const std::uint64_t *own = o.set(Occupancy::OwnUnits, player);
    const std::uint64_t *bases = o.set(Occupancy::Bases);
    const std::uint64_t *ownBase = o.set(Occupancy::OwnBase, player);
    const std::uint64_t *buildings = o.set(Occupancy::Buildings);
    const std::uint64_t *ownBuildings = o.set(Occupancy::OwnBuildings, player);
    const bool barBases = !s.ruleset.mayEnterEnemyBase;
    const bool barBuildings = quarks && !s.ruleset.quarksMayEnterEnemyBuilding;
    for (std::size_t i = 0; i < words; ++i) {
        std::uint64_t barred = energy[i] | (units[i] & ~own[i]);
        if (barBases)
            barred |= bases[i] & ~ownBase[i];
        if (barBuildings)
            barred |= buildings[i] & ~ownBuildings[i];
        out[i] = ~barred;
    }
    if (spaces % 64 != 0)
        out[words - 1] &= spaceBit(spaces) - 1; // no space beyond the last
}

namespace {
// May a Quark of `player` stand in (or pass through) `space`? Unit limits aside.
bool quarkPassable(const GameState &s, int player, int space)
{
    return entryRefusal(s, player, space, true) == ViolationCode::None;
}

// Breadth-first search from `from` along lanes through the spaces of `pass` (where a Quark may
// pass), up to `limit` steps, one step at a time on bit sets of spaces: writes to `levels`
// (`limit` sets of spaceWords words) the spaces first reached in 1, 2, … `limit` steps.
// `from` itself needs not be passable; a shortest path never returns to it.
void searchLevels(const GameState &s, int from, int limit, const std::uint64_t *pass, std::uint64_t *levels)
{
    const std::size_t w = s.map().spaceWords;
    for (std::size_t i = 0; i < w * static_cast<std::size_t>(std::max(limit, 0)); ++i)
        levels[i] = 0;
    if (!validSpace(s, from) || limit < 1)
        return;
    // Met so far: `from`, then each level as it is found.
    const std::size_t fromWord = spaceWord(from);
    const std::uint64_t *start = s.map().neighbours(from);
    for (std::size_t i = 0; i < w; ++i)
        levels[i] = start[i] & pass[i] & ~(i == fromWord ? spaceBit(from) : 0);
    for (int d = 1; d < limit; ++d) {
        const std::uint64_t *prev = levels + static_cast<std::size_t>(d - 1) * w;
        std::uint64_t *cur = levels + static_cast<std::size_t>(d) * w;
        forEachSpace(prev, w, [&](int at) {
            const std::uint64_t *n = s.map().neighbours(at);
            for (std::size_t i = 0; i < w; ++i)
                cur[i] |= n[i];
        });
        std::uint64_t any = 0;
        for (std::size_t i = 0; i < w; ++i) {
            std::uint64_t met = i == fromWord ? spaceBit(from) : 0;
            for (int e = 0; e < d; ++e)
                met |= levels[static_cast<std::size_t>(e) * w + i];
            cur[i] &= pass[i] & ~met;
            any |= cur[i];
        }
        if (!any)
            break;
    }
}

// Depth-first search for one destination (a single validate()): it stops at the first
// lane that reaches `to`, which beats a whole breadth-first search for one question.
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

} // namespace

SearchScope::SearchScope(const GameState &s)
    : m_state(s)
    , m_words(s.map().spaceWords)
    , m_outer(t_active)
    , m_buf(m_outer ? m_nested : t_buffers)
{
    t_active = this;
    m_buf.tables.clear();
    m_buf.levels.clear();
}

SearchScope::~SearchScope()
{
    t_active = m_outer;
}

std::size_t SearchScope::table(int player, int from, int limit)
{
    std::vector<Table> &tables = m_buf.tables;
    for (std::size_t i = 0; i < tables.size(); ++i) {
        const Table &t = tables[i];
        if (t.player == player && t.from == from && t.limit == limit)
            return i;
    }
    if (tables.empty()) {
        m_buf.pass.assign(m_words * static_cast<std::size_t>(m_state.playerCount()), 0);
        m_buf.passKnown.assign(static_cast<std::size_t>(m_state.playerCount()), 0);
    }
    std::uint64_t *pass = m_buf.pass.data() + m_words * static_cast<std::size_t>(player);
    if (!m_buf.passKnown[static_cast<std::size_t>(player)]) {
        entrySet(m_state, player, true, pass);
        m_buf.passKnown[static_cast<std::size_t>(player)] = 1;
    }
    limit = std::max(limit, 0);
    const std::size_t begin = m_buf.levels.size();
    m_buf.levels.resize(begin + m_words * static_cast<std::size_t>(limit));
    searchLevels(m_state, from, limit, pass, m_buf.levels.data() + begin);
    tables.push_back(Table{player, from, limit, begin});
    return tables.size() - 1;
}

int SearchScope::distance(std::size_t table, int to) const
{
    const Table &t = m_buf.tables[table];
    if (!validSpace(m_state, to))
        return -1;
    for (int d = 0; d < t.limit; ++d) {
        if (inSet(m_buf.levels.data() + t.begin + static_cast<std::size_t>(d) * m_words, to))
            return d + 1;
    }
    return -1;
}

int quarkDistance(const GameState &s, int player, int from, int to, int limit)
{
    if (from == to)
        return 0;
    if (SearchScope *scope = SearchScope::active(&s))
        return scope->distance(scope->table(player, from, limit), to);
    return quarkSearch(s, player, from, to, 0, limit);
}

std::vector<int> quarkDestinations(const GameState &s, int player, int from, int limit)
{
    const std::size_t w = s.map().spaceWords;
    std::vector<std::uint64_t> reached(w, 0);
    if (SearchScope *scope = SearchScope::active(&s)) {
        const std::size_t table = scope->table(player, from, limit);
        for (std::size_t i = 0; i < w; ++i)
            reached[i] = scope->reached(table, i);
    } else if (limit > 0) {
        std::vector<std::uint64_t> pass(w);
        entrySet(s, player, true, pass.data());
        std::vector<std::uint64_t> levels(w * static_cast<std::size_t>(limit));
        searchLevels(s, from, limit, pass.data(), levels.data());
        for (std::size_t i = 0; i < levels.size(); ++i)
            reached[i % w] |= levels[i];
    }
    std::vector<int> out;
    forEachSpace(reached.data(), w, [&](int sp) { out.push_back(sp); });
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
        Building &lostBuilding = s.buildings[static_cast<std::size_t>(gd.building)];
        lostBuilding.removed = true;
        s.refreshBuildingCell(lostBuilding.space);
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
    s.refreshGuardianCell(space);
}

void enterSpace(GameState &s, int player, int g, int to, bool seize, Events &ev)
{
    Guardian &gd = s.guardian(player, g);
    const int from = gd.space;
    gd.space = to;
    gd.movedThisRound = true;
    s.refreshGuardianCell(from);
    s.refreshGuardianCell(to);
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
            s.refreshBuildingCell(to); // its owner's sets
        } else {
            bd.removed = true;
            s.refreshBuildingCell(to);
        }
        s.player(player).crystals += gain;
        Event c = privateEvent(EventType::CrystalsGained, player);
        c.amount = gain;
        c.detail = seize ? 1 : 0;
        ev.push_back(c);
    }
    breakConnectionsAfterMove(s, player, g, ev);
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
