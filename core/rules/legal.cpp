// Legal-action generation: candidates are enumerated in a fixed order and filtered by
// validate(), so the list can never disagree with the rules.
#include "internal.h"

namespace xobos::rules {

using namespace detail;

namespace {

void add(const GameState &s, int player, std::vector<Action> &out, Action a)
{
    if (validate(s, player, a).ok())
        out.push_back(std::move(a));
}

void movementCandidates(const GameState &s, int player, std::vector<Action> &out)
{
    const PlayerState &ps = s.player(player);
    for (int g = 0; g < kGuardiansPerPlayer; ++g) {
        const Guardian &gd = ps.guardians[static_cast<std::size_t>(g)];
        if (!gd.alive)
            continue;
        for (int to : s.map().adjacency[static_cast<std::size_t>(gd.space)]) {
            add(s, player, out, MoveGuardian{g, to, false});
            add(s, player, out, MoveGuardian{g, to, true});
        }
        for (int h = g + 1; h < kGuardiansPerPlayer; ++h)
            add(s, player, out, SwapGuardians{g, h});
    }
    const int reach = quarkReach(s, player);
    for (int from = 0; from < s.spaceCount(); ++from) {
        const int ready = ps.quarks[static_cast<std::size_t>(from)] - ps.quarksMoved[static_cast<std::size_t>(from)];
        if (ready <= 0)
            continue;
        for (int to = 0; to < s.spaceCount(); ++to) {
            if (to == from || quarkDistance(s, player, from, to, reach) < 0)
                continue;
            for (int n = 1; n <= ready; ++n)
                add(s, player, out, MoveQuarks{from, to, n});
        }
    }
    for (int from = 0; from < s.spaceCount(); ++from) {
        for (int to : s.map().adjacency[static_cast<std::size_t>(from)])
            add(s, player, out, DeclareAttack{from, to});
    }
    for (int g = 0; g < kGuardiansPerPlayer; ++g)
        add(s, player, out, BreakConnection{g});
    add(s, player, out, EndTurn{});
}

void developmentCandidates(const GameState &s, int player, std::vector<Action> &out)
{
    for (int g = 0; g < kGuardiansPerPlayer; ++g) {
        for (int t = 0; t < kGuardiansPerPlayer; ++t) {
            add(s, player, out, Connect{g, t, ConnectionKind::Reinforcement});
            add(s, player, out, Connect{g, t, ConnectionKind::Healing});
        }
        add(s, player, out, BreakConnection{g});
        for (int b = 0; b < kBuildingTypeCount; ++b)
            add(s, player, out, StartConstruction{g, static_cast<BuildingType>(b)});
        add(s, player, out, PayConstruction{g});
        for (UpgradeKind k : {UpgradeKind::Power, UpgradeKind::Healing}) {
            add(s, player, out, UpgradeGuardian{g, k, 1});
            add(s, player, out, UpgradeGuardian{g, k, 2});
        }
        add(s, player, out, HealGuardian{g});
        add(s, player, out, ChangeLeader{g});
    }
    const int quarter = s.player(player).quarter;
    std::vector<int> rebuildSpaces;
    if (quarter >= 0 && quarter < static_cast<int>(s.map().quarters.size())) {
        for (int sp : s.map().quarters[static_cast<std::size_t>(quarter)].baseSpaces) {
            add(s, player, out, BuildReactor{sp});
            add(s, player, out, BreedQuark{sp});
            rebuildSpaces.push_back(sp);
        }
    }
    for (const Building &b : s.buildings) {
        if (b.removed || b.owner != player || !b.complete)
            continue;
        if (b.type == BuildingType::TechnologyBuilding)
            rebuildSpaces.push_back(b.space);
        if (b.type == BuildingType::Watchtower) {
            for (int c = 1; c <= 6; ++c)
                add(s, player, out, ArmWatchtower{b.space, c});
        }
        add(s, player, out, DemolishBuilding{b.space});
    }
    for (int g = 0; g < kGuardiansPerPlayer; ++g) {
        for (int sp : rebuildSpaces)
            add(s, player, out, RebuildGuardian{g, sp});
    }
    for (int t = 0; t < kTechCount; ++t)
        add(s, player, out, BuyTechnology{static_cast<Tech>(t)});
    add(s, player, out, EndDevelopment{});
}

} // namespace

std::vector<Action> legalActions(const GameState &s, int player)
{
    std::vector<Action> out;
    if (player < 0 || player >= s.playerCount() || s.phase == Phase::GameOver)
        return out;
    if (!s.pending.empty()) {
        if (s.pending.front().player != player)
            return out;
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
        return out;
    }
    switch (s.phase) {
    case Phase::Setup:
        for (int g = 0; g < kGuardiansPerPlayer; ++g)
            add(s, player, out, ChooseLeader{g});
        break;
    case Phase::Movement: movementCandidates(s, player, out); break;
    case Phase::Development: developmentCandidates(s, player, out); break;
    case Phase::GameOver: break;
    }
    return out;
}

} // namespace xobos::rules
