// SPDX-License-Identifier: GPL-3.0-or-later
// Legal-action generation: candidates are enumerated in a fixed order and filtered by
// validate(), so the list can never disagree with the rules.
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
    std::vector<std::uint64_t> guardians;      // guardianAt() >= 0
    std::vector<std::uint64_t> entry;          // entryRefusal(s, player, space, false) == None
    std::vector<std::uint64_t> enemyBuildings; // enemyBuildingAt() >= 0
    std::vector<std::uint64_t> targets;        // isEnergySource() || hasEnemyUnits()
    std::vector<std::uint64_t> own;            // the player's Quarks (and then his other pieces)
    std::vector<std::uint64_t> playedBases;    // isPlayedBaseSpace()
};

// From the occupancy table's sets, a few operations a word; space by space while the table is
// not valid (a state built field by field).
void findSpaces(const GameState &s, int player, Spaces &out)
{
    const std::size_t words = s.map().spaceWords;
    for (std::vector<std::uint64_t> *set :
         {&out.guardians, &out.entry, &out.enemyBuildings, &out.targets, &out.own, &out.playedBases})
        set->assign(words, 0);
    entrySet(s, player, false, out.entry.data());
    const Occupancy &o = s.occupancy;
    if (o.valid && o.words == words) {
        const std::uint64_t *energy = s.map().energySourceBits.data();
        for (std::size_t i = 0; i < words; ++i) {
            out.guardians[i] = o.set(Occupancy::Guardians)[i];
            out.enemyBuildings[i] = o.set(Occupancy::Buildings)[i] & ~o.set(Occupancy::OwnBuildings, player)[i];
            out.targets[i] = energy[i] | (o.set(Occupancy::Units)[i] & ~o.set(Occupancy::OwnUnits, player)[i]);
            out.own[i] = o.set(Occupancy::OwnQuarks, player)[i];
            out.playedBases[i] = o.set(Occupancy::Bases)[i];
        }
        return;
    }
    const PlayerState &ps = s.player(player);
    for (int sp = 0; sp < s.spaceCount(); ++sp) {
        const std::size_t i = spaceWord(sp);
        const std::uint64_t bit = spaceBit(sp);
        if (s.guardianAt(sp) >= 0)
            out.guardians[i] |= bit;
        if (enemyBuildingAt(s, player, sp) >= 0)
            out.enemyBuildings[i] |= bit;
        if (isEnergySource(s, sp) || hasEnemyUnits(s, player, sp))
            out.targets[i] |= bit;
        if (ps.quarksAt(sp) > 0)
            out.own[i] |= bit;
        if (isPlayedBaseSpace(s, sp))
            out.playedBases[i] |= bit;
    }
}

// Quark moves from one start, counted, not listed (each is built when it is drawn). The block
// stands in the list of candidates just before the action `at` of the listed ones.
struct QuarkBlock
{
    std::size_t at = 0;    // the number of actions listed before it
    std::size_t count = 0; // its candidates
    int from = kNoSpace;   // its start
    int ready = 0;         // the Quarks there that have not moved
    std::size_t table = 0; // its SearchScope table
};

// Where candidates go. legalActions() keeps only those validate() accepts. randomLegalAction()
// keeps them all, unchecked, in their order: the actions listed, and blocks of Quark moves.
struct Sink
{
    std::vector<Action> &actions;
    std::vector<QuarkBlock> *blocks; // null: filter through validate() (legalActions)
    SearchScope *scope;              // the Quark searches of this call
    Spaces &spaces;                  // movementCandidates()
};

// The buffers of one call. The thread's own are used (their capacity kept from call to call:
// no allocation per call) unless a call on this thread holds them already.
struct Scratch
{
    std::vector<Action> actions;
    std::vector<QuarkBlock> blocks;
    Spaces spaces;
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
        m_scratch.actions.clear();
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

template<class A> void add(const GameState &s, int player, Sink &out, const A &candidate)
{
    if (out.blocks) {
        out.actions.emplace_back(candidate);
        return;
    }
    const Action a{candidate};
    if (validate(s, player, a).ok())
        out.actions.push_back(a);
}

// How many Quarks of the `ready` ones may move to `to` in one move: 1, 2, … up to that number.
int quarkCounts(const PlayerState &ps, int to, int ready)
{
    return std::max(0, std::min(ready, kMaxQuarksPerSpace - ps.quarksAt(to)));
}

// The Quark moves from `from` (`ready` Quarks may move), by destination in space order, then
// by count.
void addQuarkMoves(const GameState &s, int player, Sink &out, int from, int ready)
{
    const PlayerState &ps = s.player(player);
    const std::size_t table = out.scope->table(player, from, quarkReach(s, player));
    if (out.blocks) {
        std::size_t count = 0;
        for (const SearchScope::Reach &e : out.scope->entries(table))
            count += static_cast<std::size_t>(quarkCounts(ps, e.space, ready));
        if (count > 0)
            out.blocks->push_back(QuarkBlock{out.actions.size(), count, from, ready, table});
        return;
    }
    // By index: validating a candidate may search another start and move the entries.
    for (std::size_t k = 0; k < out.scope->entries(table).size(); ++k) {
        const int to = out.scope->entries(table)[k].space;
        const int counts = quarkCounts(ps, to, ready);
        for (int n = 1; n <= counts; ++n)
            add(s, player, out, MoveQuarks{from, to, n});
    }
}

void movementCandidates(const GameState &s, int player, Sink &out)
{
    const PlayerState &ps = s.player(player);
    const std::size_t words = s.map().spaceWords;
    Spaces &at = out.spaces;
    findSpaces(s, player, at);
    for (int g = 0; g < kGuardiansPerPlayer; ++g) {
        const Guardian &gd = ps.guardians[static_cast<std::size_t>(g)];
        if (!gd.alive || gd.movedThisRound || gd.slot == ConnectionKind::Construction || ps.attackedThisTurn)
            continue;
        // The neighbours in space order. Skipped here, refused by validateMoveGuardian() anyway:
        // an occupied or barred space.
        const std::uint64_t *next = s.map().neighbours(gd.space);
        for (std::size_t i = 0; i < words; ++i) {
            for (std::uint64_t m = next[i] & at.entry[i] & ~at.guardians[i]; m != 0; m &= m - 1) {
                const int to = static_cast<int>(i * 64) + std::countr_zero(m);
                add(s, player, out, MoveGuardian{g, to, false});
                if (ps.hasTech(Tech::Seize) && inSet(at.enemyBuildings.data(), to))
                    add(s, player, out, MoveGuardian{g, to, true});
            }
        }
        for (int h = g + 1; h < kGuardiansPerPlayer; ++h)
            add(s, player, out, SwapGuardians{g, h});
    }
    // Quark moves start where the player has Quarks, in space order.
    if (!ps.attackedThisTurn) {
        forEachSpace(at.own.data(), words, [&](int from) {
            const int ready = ps.quarks[static_cast<std::size_t>(from)] - ps.quarksMoved[static_cast<std::size_t>(from)];
            if (ready > 0)
                addQuarkMoves(s, player, out, from, ready);
        });
    }
    // Attacks start where the player has a unit or a building (a Watchtower may shoot), in
    // space order: the spaces are collected from the player's own pieces, not by asking
    // every space. Skipped here, refused by validateDeclareAttack() anyway: attacks after a
    // pursuit, from or into a Base, from a space that already holds a token, on a space
    // without an enemy unit (unless it is an Energy Source).
    if (!ps.pursuedThisRound) {
        const int spaces = s.spaceCount();
        for (const Guardian &gd : ps.guardians) {
            if (gd.alive && gd.space >= 0 && gd.space < spaces)
                at.own[spaceWord(gd.space)] |= spaceBit(gd.space);
        }
        for (const Building &b : s.buildings) {
            if (!b.removed && b.owner == player && b.space >= 0 && b.space < spaces)
                at.own[spaceWord(b.space)] |= spaceBit(b.space);
        }
        for (std::size_t i = 0; i < words; ++i)
            at.own[i] &= ~at.playedBases[i];
        forEachSpace(at.own.data(), words, [&](int from) {
            if (attackTokenFrom(s, from) >= 0)
                return;
            const std::uint64_t *next = s.map().neighbours(from);
            for (std::size_t i = 0; i < words; ++i) {
                for (std::uint64_t m = next[i] & at.targets[i]; m != 0; m &= m - 1)
                    add(s, player, out, DeclareAttack{from, static_cast<int>(i * 64) + std::countr_zero(m)});
            }
        });
    }
    for (int g = 0; g < kGuardiansPerPlayer; ++g) {
        const ConnectionKind k = ps.guardians[static_cast<std::size_t>(g)].slot;
        if (k == ConnectionKind::Reinforcement || k == ConnectionKind::Healing)
            add(s, player, out, BreakConnection{g});
    }
    add(s, player, out, EndTurn{});
}

void developmentCandidates(const GameState &s, int player, Sink &out)
{
    // Cheap necessary conditions skip candidates that cannot pass; validate() still
    // decides every one that is kept, so the list cannot disagree with the rules.
    const PlayerState &ps = s.player(player);
    if (ps.developmentDone)
        return;
    for (int g = 0; g < kGuardiansPerPlayer; ++g) {
        const Guardian &gd = ps.guardians[static_cast<std::size_t>(g)];
        if (!gd.alive)
            continue;
        if (gd.slot == ConnectionKind::None) {
            for (int t = 0; t < kGuardiansPerPlayer; ++t) {
                // validateConnect() refuses a destroyed or distant target (itself: it decides).
                const Guardian &target = ps.guardians[static_cast<std::size_t>(t)];
                if (!target.alive || (t != g && !s.map().adjacent(gd.space, target.space)))
                    continue;
                add(s, player, out, Connect{g, t, ConnectionKind::Reinforcement});
                add(s, player, out, Connect{g, t, ConnectionKind::Healing});
            }
            // validateStartConstruction() refuses an irradiated, Base or built space whatever the type.
            if (ps.resources >= 1 && !isIrradiated(s, gd.space) && !isBaseSpace(s, gd.space) && s.buildingAt(gd.space) < 0) {
                for (int b = 0; b < kBuildingTypeCount; ++b)
                    add(s, player, out, StartConstruction{g, static_cast<BuildingType>(b)});
            }
        } else if (gd.slot == ConnectionKind::Construction) {
            add(s, player, out, PayConstruction{g});
        } else {
            add(s, player, out, BreakConnection{g});
        }
        if (ps.hasTech(Tech::Upgrades) && ps.crystals >= 1) {
            for (UpgradeKind k : {UpgradeKind::Power, UpgradeKind::Healing}) {
                add(s, player, out, UpgradeGuardian{g, k, 1});
                add(s, player, out, UpgradeGuardian{g, k, 2});
            }
        }
        if (gd.health < kMaxHealth && ps.resources >= 2)
            add(s, player, out, HealGuardian{g});
        if (s.variant == Variant::ChecksAndBalances)
            add(s, player, out, ChangeLeader{g});
    }
    const int quarter = ps.quarter;
    const std::vector<int> noBase;
    const std::vector<int> &base = quarter >= 0 && quarter < static_cast<int>(s.map().quarters.size())
        ? s.map().quarters[static_cast<std::size_t>(quarter)].baseSpaces
        : noBase;
    for (int sp : base) {
        if (ps.resources >= buildingCost(BuildingType::Reactor))
            add(s, player, out, BuildReactor{sp});
        if (ps.crystals >= 1)
            add(s, player, out, BreedQuark{sp});
    }
    for (const Building &b : s.buildings) {
        if (b.removed || b.owner != player || !b.complete)
            continue;
        if (b.type == BuildingType::Watchtower) {
            for (int c = 1; c <= std::min(6, ps.crystals); ++c)
                add(s, player, out, ArmWatchtower{b.space, c});
        }
        if (ps.crystals >= 2)
            add(s, player, out, DemolishBuilding{b.space});
    }
    // A destroyed Guardian is rebuilt on a Base space or on a Technology Building.
    if (ps.resources >= 3) {
        for (int g = 0; g < kGuardiansPerPlayer; ++g) {
            if (ps.guardians[static_cast<std::size_t>(g)].alive)
                continue;
            for (int sp : base)
                add(s, player, out, RebuildGuardian{g, sp});
            for (const Building &b : s.buildings) {
                if (!b.removed && b.owner == player && b.complete && b.type == BuildingType::TechnologyBuilding)
                    add(s, player, out, RebuildGuardian{g, b.space});
            }
        }
    }
    if (!ps.techBoughtThisRound && ps.resources >= 2) {
        for (int t = 0; t < kTechCount; ++t)
            add(s, player, out, BuyTechnology{static_cast<Tech>(t)});
    }
    add(s, player, out, EndDevelopment{});
}

// Every candidate action of `player` in a fixed order (a superset of the legal ones).
void candidates(const GameState &s, int player, Sink &out)
{
    if (!s.pending.empty()) {
        if (s.pending.front().player != player)
            return;
        if (s.pending.front().kind == PendingKind::CounterattackChoice) {
            add(s, player, out, Counterattack{true});
            add(s, player, out, Counterattack{false});
        } else {
            add(s, player, out, Pursue{false, false, 0, false});
            for (bool g : {true, false}) {
                for (int q = 0; q <= kMaxQuarksPerSpace; ++q) {
                    add(s, player, out, Pursue{true, g, q, false});
                    add(s, player, out, Pursue{true, g, q, true});
                }
            }
        }
        return;
    }
    switch (s.phase) {
    case Phase::Setup:
        for (int g = 0; g < kGuardiansPerPlayer; ++g)
            add(s, player, out, ChooseLeader{g});
        break;
    case Phase::Movement:
        movementCandidates(s, player, out);
        break;
    case Phase::Development:
        developmentCandidates(s, player, out);
        break;
    case Phase::GameOver:
        break;
    }
}

} // namespace

std::vector<Action> legalActions(const GameState &s, int player)
{
    std::vector<Action> legal;
    if (player < 0 || player >= s.playerCount() || s.phase == Phase::GameOver)
        return legal;
    SearchScope scope(s); // the state does not change while candidates are validated
    ScratchUse scratch;
    legal.reserve(64);
    Sink out{legal, nullptr, &scope, scratch->spaces};
    candidates(s, player, out);
    return legal;
}

namespace {

// Candidate `k` in the order candidates() made them: the listed actions with the Quark blocks
// between them.
Action candidateAt(const GameState &s, int player, const Sink &all, std::size_t k)
{
    std::size_t before = 0; // the candidates of the blocks passed
    for (const QuarkBlock &b : *all.blocks) {
        if (k < before + b.at)
            break;
        if (k < before + b.at + b.count) {
            std::size_t n = k - before - b.at;
            const PlayerState &ps = s.player(player);
            for (const SearchScope::Reach &e : all.scope->entries(b.table)) {
                const auto counts = static_cast<std::size_t>(quarkCounts(ps, e.space, b.ready));
                if (n < counts)
                    return MoveQuarks{b.from, e.space, static_cast<int>(n) + 1};
                n -= counts;
            }
        }
        before += b.count;
    }
    return all.actions[k - before];
}

} // namespace

std::optional<Action> randomLegalAction(const GameState &s, int player, std::mt19937_64 &rng)
{
    if (player < 0 || player >= s.playerCount() || s.phase == Phase::GameOver)
        return std::nullopt;
    SearchScope scope(s);
    ScratchUse scratch;
    Sink all{scratch->actions, &scratch->blocks, &scope, scratch->spaces};
    candidates(s, player, all);
    std::size_t left = scratch->actions.size();
    for (const QuarkBlock &b : scratch->blocks)
        left += b.count;
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
        const Action a = candidateAt(s, player, all, at(i));
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
