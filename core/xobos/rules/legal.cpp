// SPDX-License-Identifier: GPL-3.0-or-later
// Legal-action generation: candidates are enumerated in a fixed order and filtered by
// validate(), so the list can never disagree with the rules.
//
// The candidates come in groups (a Guardian's moves, the Quark moves from one start, the
// attacks from one space, …). A group is a function that hands its candidates one by one to
// `out`: legalActions() validates each and keeps the legal ones; randomLegalAction() only
// counts each group's candidates, and builds a drawn candidate by running its group again.
#include <algorithm>
#include <bit>
#include <cstdint>

#include "internal.h"

namespace xobos::rules {

using namespace detail;

namespace {

// Where things stand for one player's Movement candidates, as sets of spaces (Board::spaceWords
// words each), each answering as the query it names.
struct Spaces
{
    enum Set {
        Guardians,      // guardianAt() >= 0
        Entry,          // entryRefusal(s, player, space, false) == None
        EnemyBuildings, // enemyBuildingAt() >= 0
        Targets,        // isEnergySource() || hasEnemyUnits()
        Quarks,         // the player has Quarks there
        Buildings,      // buildingAt() finds a building of the player
        PlayedBases,    // isPlayedBaseSpace()
        SetCount
    };
    std::vector<std::uint64_t> bits;
    std::size_t words = 0;
    std::uint64_t *set(Set k) { return bits.data() + static_cast<std::size_t>(k) * words; }
    const std::uint64_t *set(Set k) const { return bits.data() + static_cast<std::size_t>(k) * words; }
};

// From the occupancy table's sets, a few operations a word; space by space while the table is
// not valid (a state built field by field).
void findSpaces(const GameState &s, int player, Spaces &out)
{
    const std::size_t words = s.map().spaceWords;
    out.words = words;
    out.bits.resize(words * Spaces::SetCount);
    entrySet(s, player, false, out.set(Spaces::Entry));
    const Occupancy &o = s.occupancy;
    if (o.valid && o.words == words) {
        const std::uint64_t *energy = s.map().energySourceBits.data();
        const std::uint64_t *guardians = o.set(Occupancy::Guardians);
        const std::uint64_t *units = o.set(Occupancy::Units);
        const std::uint64_t *buildings = o.set(Occupancy::Buildings);
        const std::uint64_t *bases = o.set(Occupancy::Bases);
        const std::uint64_t *ownUnits = o.set(Occupancy::OwnUnits, player);
        const std::uint64_t *ownQuarks = o.set(Occupancy::OwnQuarks, player);
        const std::uint64_t *ownBuildings = o.set(Occupancy::OwnBuildings, player);
        for (std::size_t i = 0; i < words; ++i) {
            out.set(Spaces::Guardians)[i] = guardians[i];
            out.set(Spaces::EnemyBuildings)[i] = buildings[i] & ~ownBuildings[i];
            out.set(Spaces::Targets)[i] = energy[i] | (units[i] & ~ownUnits[i]);
            out.set(Spaces::Quarks)[i] = ownQuarks[i];
            out.set(Spaces::Buildings)[i] = ownBuildings[i];
            out.set(Spaces::PlayedBases)[i] = bases[i];
        }
        return;
    }
    for (Spaces::Set k : {Spaces::Guardians, Spaces::EnemyBuildings, Spaces::Targets, Spaces::Quarks,
                          Spaces::Buildings, Spaces::PlayedBases})
        std::fill(out.set(k), out.set(k) + words, 0);
    const PlayerState &ps = s.player(player);
    const auto put = [&](Spaces::Set k, int sp) { out.set(k)[spaceWord(sp)] |= spaceBit(sp); };
    for (int sp = 0; sp < s.spaceCount(); ++sp) {
        const int b = s.buildingAt(sp);
        if (s.guardianAt(sp) >= 0)
            put(Spaces::Guardians, sp);
        if (enemyBuildingAt(s, player, sp) >= 0)
            put(Spaces::EnemyBuildings, sp);
        if (isEnergySource(s, sp) || hasEnemyUnits(s, player, sp))
            put(Spaces::Targets, sp);
        if (ps.quarksAt(sp) > 0)
            put(Spaces::Quarks, sp);
        if (b >= 0 && s.buildings[static_cast<std::size_t>(b)].owner == player)
            put(Spaces::Buildings, sp);
        if (isPlayedBaseSpace(s, sp))
            put(Spaces::PlayedBases, sp);
    }
}

// The indices of the player's standing buildings in GameState::buildings, in index order (as a
// loop over them finds them): from the occupancy table's set of his buildings (one building a
// space), or from the whole list while the table is not valid.
void findBuildings(const GameState &s, int player, std::vector<int> &out)
{
    out.clear();
    const Occupancy &o = s.occupancy;
    if (o.valid && o.words == s.map().spaceWords) {
        forEachSpace(o.set(Occupancy::OwnBuildings, player), o.words, [&](int sp) {
            out.push_back(o.cells[static_cast<std::size_t>(sp)].building);
            for (std::size_t j = out.size() - 1; j > 0 && out[j - 1] > out[j]; --j) // a handful: kept in order
                std::swap(out[j - 1], out[j]);
        });
        return;
    }
    for (std::size_t i = 0; i < s.buildings.size(); ++i) {
        if (!s.buildings[i].removed && s.buildings[i].owner == player)
            out.push_back(static_cast<int>(i));
    }
}

// Are `a` and `b` joined by a lane? Board::adjacent(), read from the bit sets.
bool lane(const GameState &s, int a, int b)
{
    return validSpace(s, a) && validSpace(s, b) && inSet(s.map().neighbours(a), b);
}

// What the groups of one call read: the state, the player, the sets of spaces (Movement
// only) and the Quark searches.
struct Context
{
    const GameState &s;
    int player;
    const Spaces &at;
    const std::vector<int> &buildings; // Development only: findBuildings()
    SearchScope &scope;
};

enum class GroupKind : std::uint8_t {
    Pending,             // the answers to a pending choice
    Setup,               // the Leader
    GuardianMoves,       // Guardian `a`: his moves, then his swaps with the Guardians after him
    QuarkMoves,          // from space `a`, where `b` Quarks have not moved
    Attacks,             // from space `a`
    MovementRest,        // breaking connections, ending the turn
    DevelopmentGuardian, // Guardian `a`'s Development actions
    DevelopmentRest      // the Base, the buildings, rebuilding, Technology, ending
};

struct Group
{
    GroupKind kind;
    int a = 0;
    int b = 0;
};

// How many Quarks of the `ready` ones may move to `to` in one move: 1, 2, … up to that number.
int quarkCounts(const PlayerState &ps, int to, int ready)
{
    return std::max(0, std::min(ready, kMaxQuarksPerSpace - ps.quarksAt(to)));
}

template<class Out> void pendingAnswers(const Context &c, Out &out)
{
    if (c.s.pending.front().kind == PendingKind::CounterattackChoice) {
        out(Counterattack{true});
        out(Counterattack{false});
        return;
    }
    out(Pursue{false, false, 0, false});
    for (bool g : {true, false}) {
        for (int q = 0; q <= kMaxQuarksPerSpace; ++q) {
            out(Pursue{true, g, q, false});
            out(Pursue{true, g, q, true});
        }
    }
}

// The neighbours in space order. Skipped here, refused by validateMoveGuardian() anyway: an
// occupied or barred space.
template<class Out> void guardianMoves(const Context &c, int g, Out &out)
{
    const PlayerState &ps = c.s.player(c.player);
    const std::uint64_t *next = c.s.map().neighbours(ps.guardians[static_cast<std::size_t>(g)].space);
    for (std::size_t i = 0; i < c.s.map().spaceWords; ++i) {
        for (std::uint64_t m = next[i] & c.at.set(Spaces::Entry)[i] & ~c.at.set(Spaces::Guardians)[i]; m != 0; m &= m - 1) {
            const int to = static_cast<int>(i * 64) + std::countr_zero(m);
            out(MoveGuardian{g, to, false});
            if (ps.hasTech(Tech::Seize) && inSet(c.at.set(Spaces::EnemyBuildings), to))
                out(MoveGuardian{g, to, true});
        }
    }
    for (int h = g + 1; h < kGuardiansPerPlayer; ++h)
        out(SwapGuardians{g, h});
}

// By destination in space order, then by count.
template<class Out> void quarkMoves(const Context &c, int from, int ready, Out &out)
{
    const PlayerState &ps = c.s.player(c.player);
    const std::size_t table = c.scope.table(c.player, from, quarkReach(c.s, c.player));
    for (std::size_t i = 0; i < c.s.map().spaceWords; ++i) {
        for (std::uint64_t m = c.scope.reached(table, i); m != 0; m &= m - 1) {
            const int to = static_cast<int>(i * 64) + std::countr_zero(m);
            const int counts = quarkCounts(ps, to, ready);
            for (int n = 1; n <= counts; ++n)
                out(MoveQuarks{from, to, n});
        }
    }
}

// Skipped here, refused by validateDeclareAttack() anyway: a space without an enemy unit
// (unless it is an Energy Source).
template<class Out> void attacks(const Context &c, int from, Out &out)
{
    const std::uint64_t *next = c.s.map().neighbours(from);
    for (std::size_t i = 0; i < c.s.map().spaceWords; ++i) {
        for (std::uint64_t m = next[i] & c.at.set(Spaces::Targets)[i]; m != 0; m &= m - 1)
            out(DeclareAttack{from, static_cast<int>(i * 64) + std::countr_zero(m)});
    }
}

template<class Out> void movementRest(const Context &c, Out &out)
{
    const PlayerState &ps = c.s.player(c.player);
    for (int g = 0; g < kGuardiansPerPlayer; ++g) {
        const ConnectionKind k = ps.guardians[static_cast<std::size_t>(g)].slot;
        if (k == ConnectionKind::Reinforcement || k == ConnectionKind::Healing)
            out(BreakConnection{g});
    }
    out(EndTurn{});
}

// Cheap necessary conditions skip candidates that cannot pass; validate() still decides every
// one that is kept, so the list cannot disagree with the rules.
template<class Out> void developmentGuardian(const Context &c, int g, Out &out)
{
    const GameState &s = c.s;
    const PlayerState &ps = s.player(c.player);
    const Guardian &gd = ps.guardians[static_cast<std::size_t>(g)];
    if (gd.slot == ConnectionKind::None) {
        for (int t = 0; t < kGuardiansPerPlayer; ++t) {
            // validateConnect() refuses a destroyed or distant target (itself: it decides).
            const Guardian &target = ps.guardians[static_cast<std::size_t>(t)];
            if (!target.alive || (t != g && !lane(s, gd.space, target.space)))
                continue;
            out(Connect{g, t, ConnectionKind::Reinforcement});
            out(Connect{g, t, ConnectionKind::Healing});
        }
        // validateStartConstruction() refuses an irradiated, Base or built space whatever the type.
        if (ps.resources >= 1 && !isIrradiated(s, gd.space) && !isBaseSpace(s, gd.space) && s.buildingAt(gd.space) < 0) {
            for (int b = 0; b < kBuildingTypeCount; ++b)
                out(StartConstruction{g, static_cast<BuildingType>(b)});
        }
    } else if (gd.slot == ConnectionKind::Construction) {
        out(PayConstruction{g});
    } else {
        out(BreakConnection{g});
    }
    if (ps.hasTech(Tech::Upgrades) && ps.crystals >= 1) {
        for (UpgradeKind k : {UpgradeKind::Power, UpgradeKind::Healing}) {
            out(UpgradeGuardian{g, k, 1});
            out(UpgradeGuardian{g, k, 2});
        }
    }
    if (gd.health < kMaxHealth && ps.resources >= 2)
        out(HealGuardian{g});
    if (s.variant == Variant::ChecksAndBalances)
        out(ChangeLeader{g});
}

template<class Out> void developmentRest(const Context &c, Out &out)
{
    const GameState &s = c.s;
    const PlayerState &ps = s.player(c.player);
    const int quarter = ps.quarter;
    const std::vector<int> noBase;
    const std::vector<int> &base = quarter >= 0 && quarter < static_cast<int>(s.map().quarters.size())
        ? s.map().quarters[static_cast<std::size_t>(quarter)].baseSpaces
        : noBase;
    for (int sp : base) {
        if (ps.resources >= buildingCost(BuildingType::Reactor))
            out(BuildReactor{sp});
        if (ps.crystals >= 1)
            out(BreedQuark{sp});
    }
    for (int i : c.buildings) {
        const Building &b = s.buildings[static_cast<std::size_t>(i)];
        if (!b.complete)
            continue;
        if (b.type == BuildingType::Watchtower) {
            for (int n = 1; n <= std::min(6, ps.crystals); ++n)
                out(ArmWatchtower{b.space, n});
        }
        if (ps.crystals >= 2)
            out(DemolishBuilding{b.space});
    }
    // A destroyed Guardian is rebuilt on a Base space or on a Technology Building.
    if (ps.resources >= 3) {
        for (int g = 0; g < kGuardiansPerPlayer; ++g) {
            if (ps.guardians[static_cast<std::size_t>(g)].alive)
                continue;
            for (int sp : base)
                out(RebuildGuardian{g, sp});
            for (int i : c.buildings) {
                const Building &b = s.buildings[static_cast<std::size_t>(i)];
                if (b.complete && b.type == BuildingType::TechnologyBuilding)
                    out(RebuildGuardian{g, b.space});
            }
        }
    }
    if (!ps.techBoughtThisRound && ps.resources >= 2) {
        for (int t = 0; t < kTechCount; ++t)
            out(BuyTechnology{static_cast<Tech>(t)});
    }
    out(EndDevelopment{});
}

template<class Out> void runGroup(const Context &c, const Group &g, Out &out)
{
    switch (g.kind) {
    case GroupKind::Pending: pendingAnswers(c, out); break;
    case GroupKind::Setup:
        for (int i = 0; i < kGuardiansPerPlayer; ++i)
            out(ChooseLeader{i});
        break;
    case GroupKind::GuardianMoves: guardianMoves(c, g.a, out); break;
    case GroupKind::QuarkMoves: quarkMoves(c, g.a, g.b, out); break;
    case GroupKind::Attacks: attacks(c, g.a, out); break;
    case GroupKind::MovementRest: movementRest(c, out); break;
    case GroupKind::DevelopmentGuardian: developmentGuardian(c, g.a, out); break;
    case GroupKind::DevelopmentRest: developmentRest(c, out); break;
    }
}

// Every group of candidates of `player` in a fixed order (together a superset of the legal
// actions), each handed to `emit`. `spaces` is filled in for the Movement groups.
template<class Emit> void groups(const GameState &s, int player, Spaces &spaces, std::vector<int> &buildings, Emit emit)
{
    if (!s.pending.empty()) {
        if (s.pending.front().player == player)
            emit(Group{GroupKind::Pending});
        return;
    }
    const PlayerState &ps = s.player(player);
    switch (s.phase) {
    case Phase::Setup:
        emit(Group{GroupKind::Setup});
        break;
    case Phase::Movement: {
        findSpaces(s, player, spaces);
        const std::size_t words = s.map().spaceWords;
        for (int g = 0; g < kGuardiansPerPlayer; ++g) {
            const Guardian &gd = ps.guardians[static_cast<std::size_t>(g)];
            if (gd.alive && !gd.movedThisRound && gd.slot != ConnectionKind::Construction && !ps.attackedThisTurn)
                emit(Group{GroupKind::GuardianMoves, g});
        }
        // Quark moves start where the player has Quarks, in space order.
        if (!ps.attackedThisTurn) {
            forEachSpace(spaces.set(Spaces::Quarks), words, [&](int from) {
                const int ready = ps.quarks[static_cast<std::size_t>(from)] - ps.quarksMoved[static_cast<std::size_t>(from)];
                if (ready > 0)
                    emit(Group{GroupKind::QuarkMoves, from, ready});
            });
        }
        // Attacks start where the player has a unit or a building (a Watchtower may shoot), in
        // space order. Skipped here, refused by validateDeclareAttack() anyway: attacks after a
        // pursuit, from a Base, from a space that already holds a token.
        if (!ps.pursuedThisRound) {
            std::uint64_t *from = spaces.set(Spaces::Quarks); // the Quarks' starts are emitted
            for (std::size_t i = 0; i < words; ++i)
                from[i] |= spaces.set(Spaces::Buildings)[i];
            for (const Guardian &gd : ps.guardians) {
                if (gd.alive && validSpace(s, gd.space))
                    from[spaceWord(gd.space)] |= spaceBit(gd.space);
            }
            for (const AttackToken &t : s.attacks) { // attackTokenFrom()
                if (validSpace(s, t.from))
                    from[spaceWord(t.from)] &= ~spaceBit(t.from);
                if (t.counter && validSpace(s, t.to))
                    from[spaceWord(t.to)] &= ~spaceBit(t.to);
            }
            for (std::size_t i = 0; i < words; ++i)
                from[i] &= ~spaces.set(Spaces::PlayedBases)[i];
            forEachSpace(from, words, [&](int sp) { emit(Group{GroupKind::Attacks, sp}); });
        }
        emit(Group{GroupKind::MovementRest});
        break;
    }
    case Phase::Development:
        if (ps.developmentDone)
            break;
        findBuildings(s, player, buildings);
        for (int g = 0; g < kGuardiansPerPlayer; ++g) {
            if (ps.guardians[static_cast<std::size_t>(g)].alive)
                emit(Group{GroupKind::DevelopmentGuardian, g});
        }
        emit(Group{GroupKind::DevelopmentRest});
        break;
    case Phase::GameOver:
        break;
    }
}

// legalActions(): each candidate validated, the legal ones kept.
struct Lister
{
    const GameState &s;
    int player;
    std::vector<Action> &legal;
    template<class A> void operator()(const A &candidate)
    {
        const Action a{candidate};
        if (validate(s, player, a).ok())
            legal.push_back(a);
    }
};

// randomLegalAction(): the candidates of a group counted, then candidate `k` of it built.
struct Counter
{
    std::size_t n = 0;
    template<class A> void operator()(const A &) { ++n; }
};

struct Picker
{
    std::size_t k;
    Action found;
    template<class A> void operator()(const A &candidate)
    {
        if (k-- == 0)
            found = candidate;
    }
};

// A group with candidates, and how many (randomLegalAction()).
struct Block
{
    Group group;
    std::size_t count;
};

// The buffers of one call. The thread's own are used (their capacity kept from call to call:
// no allocation per call) unless a call on this thread holds them already.
struct Scratch
{
    Spaces spaces;
    std::vector<int> buildings;
    std::vector<Block> blocks;
    std::vector<std::pair<std::size_t, std::size_t>> moved; // randomLegalAction(): position, candidate
};

class ScratchUse
{
public:
    ScratchUse()
        : m_scratch(t_busy ? m_nested : t_scratch)
        , m_outer(t_busy)
    {
        t_busy = true;
        m_scratch.blocks.clear();
        m_scratch.moved.clear();
    }
    ~ScratchUse() { t_busy = m_outer; }
    ScratchUse(const ScratchUse &) = delete;
    ScratchUse &operator=(const ScratchUse &) = delete;
    Scratch *operator->() { return &m_scratch; }

private:
    static inline thread_local Scratch t_scratch;
    static inline thread_local bool t_busy = false;
    Scratch m_nested;
    Scratch &m_scratch;
    bool m_outer;
};

} // namespace

std::vector<Action> legalActions(const GameState &s, int player)
{
    std::vector<Action> legal;
    if (player < 0 || player >= s.playerCount() || s.phase == Phase::GameOver)
        return legal;
    SearchScope scope(s); // the state does not change while candidates are validated
    ScratchUse scratch;
    legal.reserve(64);
    const Context c{s, player, scratch->spaces, scratch->buildings, scope};
    Lister out{s, player, legal};
    groups(s, player, scratch->spaces, scratch->buildings, [&](const Group &g) { runGroup(c, g, out); });
    return legal;
}

std::optional<Action> randomLegalAction(const GameState &s, int player, std::mt19937_64 &rng)
{
    if (player < 0 || player >= s.playerCount() || s.phase == Phase::GameOver)
        return std::nullopt;
    SearchScope scope(s);
    ScratchUse scratch;
    const Context c{s, player, scratch->spaces, scratch->buildings, scope};
    std::vector<Block> &blocks = scratch->blocks;
    std::size_t left = 0;
    groups(s, player, scratch->spaces, scratch->buildings, [&](const Group &g) {
        Counter n;
        runGroup(c, g, n);
        if (n.n > 0)
            blocks.push_back(Block{g, n.n});
        left += n.n;
    });
    // Candidate `k` of the list the groups make one after the other.
    const auto candidateAt = [&](std::size_t k) {
        const Block *b = blocks.data();
        while (k >= b->count)
            k -= (b++)->count;
        Picker pick{k, EndTurn{}};
        runGroup(c, b->group, pick);
        return pick.found;
    };
    // Draw candidates without replacement until one validates: each legal action is equally
    // likely (the candidates are distinct), as when one is drawn from legalActions(). As if
    // the candidates were listed: a refused one is replaced by the last of the list, which
    // then shrinks; `moved` remembers which candidate stands at each position so replaced.
    std::vector<std::pair<std::size_t, std::size_t>> &moved = scratch->moved;
    const auto at = [&](std::size_t pos) {
        for (const auto &[p, k] : moved) {
            if (p == pos)
                return k;
        }
        return pos;
    };
    std::optional<Action> drawn;
    while (left > 0) {
        const std::size_t i = static_cast<std::size_t>(rng() % left);
        const Action a = candidateAt(at(i));
        if (validate(s, player, a).ok()) {
            drawn = a;
            break;
        }
        const std::size_t last = at(left - 1);
        const auto it = std::find_if(moved.begin(), moved.end(), [&](const auto &m) { return m.first == i; });
        if (it != moved.end())
            it->second = last;
        else
            moved.emplace_back(i, last);
        left -= 1;
    }
    return drawn;
}

} // namespace xobos::rules
