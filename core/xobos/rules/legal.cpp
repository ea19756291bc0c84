// SPDX-License-Identifier: GPL-3.0-or-later
// Legal-action generation: candidates are enumerated in a fixed order and filtered by
// validate(), so the list can never disagree with the rules.
#include <algorithm>

#include "internal.h"

namespace xobos::rules {

using namespace detail;

namespace {

// Where candidates go: kept only when validate() accepts them (legalActions), or all of
// them, unchecked, for randomLegalAction() to validate one at a time.
struct Sink
{
    std::vector<Action> actions;
    bool filter = true;
    SearchScope *scope = nullptr; // the Quark searches of this call
};

template<class A> void add(const GameState &s, int player, Sink &out, const A &candidate)
{
    const Action a{candidate};
    if (!out.filter || validate(s, player, a).ok())
        out.actions.push_back(a);
}

void movementCandidates(const GameState &s, int player, Sink &out)
{
    const PlayerState &ps = s.player(player);
    for (int g = 0; g < kGuardiansPerPlayer; ++g) {
        const Guardian &gd = ps.guardians[static_cast<std::size_t>(g)];
        if (!gd.alive || gd.movedThisRound || gd.slot == ConnectionKind::Construction || ps.attackedThisTurn)
            continue;
        for (int to : s.map().adjacency[static_cast<std::size_t>(gd.space)]) {
            // Skipped here, refused by validateMoveGuardian() anyway: an occupied or barred space.
            if (s.guardianAt(to) >= 0 || entryRefusal(s, player, to, false) != ViolationCode::None)
                continue;
            add(s, player, out, MoveGuardian{g, to, false});
            if (ps.hasTech(Tech::Seize) && enemyBuildingAt(s, player, to) >= 0)
                add(s, player, out, MoveGuardian{g, to, true});
        }
        for (int h = g + 1; h < kGuardiansPerPlayer; ++h)
            add(s, player, out, SwapGuardians{g, h});
    }
    // The spaces holding the player's Quarks, in space order: where Quark moves start, and
    // some of the spaces attacks start from.
    const int spaces = s.spaceCount();
    std::vector<int> own;
    own.reserve(24);
    for (int sp = 0; sp < spaces && sp < static_cast<int>(ps.quarks.size()); ++sp) {
        if (ps.quarks[static_cast<std::size_t>(sp)] > 0)
            own.push_back(sp);
    }
    const int reach = quarkReach(s, player);
    for (std::size_t i = 0; i < own.size() && !ps.attackedThisTurn; ++i) {
        const int from = own[i];
        const int ready = ps.quarks[static_cast<std::size_t>(from)] - ps.quarksMoved[static_cast<std::size_t>(from)];
        if (ready <= 0)
            continue;
        // By index: validating a candidate may search another start and move the entries.
        const std::size_t table = out.scope->table(player, from, reach);
        for (std::size_t k = 0; k < out.scope->entries(table).size(); ++k) {
            const int to = out.scope->entries(table)[k].space;
            for (int n = 1; n <= ready && ps.quarksAt(to) + n <= kMaxQuarksPerSpace; ++n)
                add(s, player, out, MoveQuarks{from, to, n});
        }
    }
    // Attacks start where the player has a unit or a building (a Watchtower may shoot), in
    // space order: the spaces are collected from the player's own pieces, not by asking
    // every space. Skipped here, refused by validateDeclareAttack() anyway: attacks after a
    // pursuit, from or into a Base, from a space that already holds a token, on a space
    // without an enemy unit (unless it is an Energy Source).
    if (!ps.pursuedThisRound) {
        for (const Guardian &gd : ps.guardians) {
            if (gd.alive && gd.space >= 0 && gd.space < spaces)
                own.push_back(gd.space);
        }
        for (const Building &b : s.buildings) {
            if (!b.removed && b.owner == player && b.space >= 0 && b.space < spaces)
                own.push_back(b.space);
        }
        std::sort(own.begin(), own.end());
        own.erase(std::unique(own.begin(), own.end()), own.end());
        for (int from : own) {
            if (isPlayedBaseSpace(s, from) || attackTokenFrom(s, from) >= 0)
                continue;
            for (int to : s.map().adjacency[static_cast<std::size_t>(from)]) {
                if (isEnergySource(s, to) || hasEnemyUnits(s, player, to))
                    add(s, player, out, DeclareAttack{from, to});
            }
        }
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
    Sink out;
    if (player < 0 || player >= s.playerCount() || s.phase == Phase::GameOver)
        return {};
    SearchScope scope(s); // the state does not change while candidates are validated
    out.scope = &scope;
    out.actions.reserve(64);
    candidates(s, player, out);
    return std::move(out.actions);
}

std::optional<Action> randomLegalAction(const GameState &s, int player, std::mt19937_64 &rng)
{
    if (player < 0 || player >= s.playerCount() || s.phase == Phase::GameOver)
        return std::nullopt;
    SearchScope scope(s);
    Sink all{{}, false, &scope};
    all.actions.reserve(64); // as many as a busy Movement turn lists
    candidates(s, player, all);
    // Draw candidates without replacement until one validates: each legal action is equally
    // likely (the candidates are distinct), as when one is drawn from legalActions().
    std::vector<Action> &c = all.actions;
    while (!c.empty()) {
        const std::size_t i = static_cast<std::size_t>(rng() % c.size());
        if (validate(s, player, c[i]).ok())
            return c[i];
        c[i] = c.back();
        c.pop_back();
    }
    return std::nullopt;
}

} // namespace xobos::rules
