// SPDX-License-Identifier: GPL-3.0-or-later
// Random play driven by the fuzzer's bytes on a fixed 4-player setup (standard board).
// Each step either
// - picks a legal action by index among rules::legalActions() of an acting player: it must
//   pass validate(), and after apply() checkInvariants() must be empty; or
// - builds an arbitrary action, with fields often out of range, for any player number and
//   hands it straight to validate(): it must not crash; if it is accepted it must be one
//   of legalActions() and apply() must keep the invariants.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "fuzzsupport.h"
#include "xobos/rules/engine.h"

namespace {

using namespace xobos;
using rules::Action;

template<typename E>
E anyEnum(fuzz::ByteReader &in, int count)
{
    // Mostly valid values, sometimes just outside the enum.
    const std::uint8_t b = in.byte();
    return static_cast<E>(b < 0xf8 ? b % count : b);
}

Action arbitraryAction(fuzz::ByteReader &in)
{
    auto n = [&in] { return in.smallInt(); };
    switch (in.byte() % 22) {
    case 0: return rules::ChooseLeader{n()};
    case 1: return rules::MoveGuardian{n(), n(), (in.byte() & 1) != 0};
    case 2: return rules::SwapGuardians{n(), n()};
    case 3: return rules::MoveQuarks{n(), n(), n()};
    case 4: return rules::DeclareAttack{n(), n()};
    case 5: return rules::Counterattack{(in.byte() & 1) != 0};
    case 6: return rules::Pursue{(in.byte() & 1) != 0, (in.byte() & 1) != 0, n(), (in.byte() & 1) != 0};
    case 7: return rules::EndTurn{};
    case 8: return rules::BreakConnection{n()};
    case 9: return rules::Connect{n(), n(), anyEnum<rules::ConnectionKind>(in, 4)};
    case 10: return rules::StartConstruction{n(), anyEnum<rules::BuildingType>(in, rules::kBuildingTypeCount)};
    case 11: return rules::PayConstruction{n()};
    case 12: return rules::BuildReactor{n()};
    case 13: return rules::BreedQuark{n()};
    case 14: return rules::RebuildGuardian{n(), n()};
    case 15: return rules::BuyTechnology{anyEnum<rules::Tech>(in, rules::kTechCount)};
    case 16: return rules::UpgradeGuardian{n(), anyEnum<rules::UpgradeKind>(in, 3), n()};
    case 17: return rules::HealGuardian{n()};
    case 18: return rules::ArmWatchtower{n(), n()};
    case 19: return rules::DemolishBuilding{n()};
    case 20: return rules::ChangeLeader{n()};
    default: return rules::EndDevelopment{};
    }
}

void checkInvariants(const rules::GameState &s, const char *after)
{
    const std::vector<std::string> problems = rules::checkInvariants(s);
    if (!problems.empty())
        fuzz::fail(after, problems.front().c_str());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    fuzz::ByteReader in(data, size);
    rules::GameState s = fuzz::startPosition();
    int steps = 0;
    while (!in.empty() && s.phase != rules::Phase::GameOver && steps++ < 1000) {
        const std::uint8_t mode = in.byte();
        if (mode < 0xe0) {
            const std::vector<int> who = rules::actingPlayers(s);
            if (who.empty())
                fuzz::fail("nobody may act in a game that is not over");
            const int player = who[in.byte() % who.size()];
            const std::vector<Action> legal = rules::legalActions(s, player);
            if (legal.empty())
                fuzz::fail("an acting player has no legal action");
            const Action &a = legal[in.u16() % legal.size()];
            const rules::Violation v = rules::validate(s, player, a);
            if (!v.ok())
                fuzz::fail("validate() refuses an action listed by legalActions():", std::string(v.codeName()).c_str());
            (void)rules::apply(s, player, a);
            checkInvariants(s, "invariant broken after a legal action:");
        } else {
            const int player = (mode & 0x08) ? in.smallInt() : static_cast<int>(in.byte() % 6) - 1;
            const Action a = arbitraryAction(in);
            const rules::Violation v = rules::validate(s, player, a);
            if (!v.ok())
                continue;
            const std::vector<Action> legal = rules::legalActions(s, player);
            if (std::find(legal.begin(), legal.end(), a) == legal.end())
                fuzz::fail("validate() accepts an action that legalActions() does not list");
            (void)rules::apply(s, player, a);
            checkInvariants(s, "invariant broken after an accepted arbitrary action:");
        }
    }
    (void)rules::stateHash(s);
    return 0;
}
