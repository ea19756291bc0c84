// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleids.h"

#include <algorithm>
#include <array>

namespace xobos::rules {

namespace {

// One id a line: rulecoverage.cmake reads this list.
constexpr std::array<std::string_view, 73> kRuleIds{
    "R-SETUP-BOARD",
    "R-SETUP-RESOURCES",
    "R-SETUP-UNITS",
    "R-SETUP-LEADER",
    "R-SETUP-FIRST",
    "R-TURN-ORDER",
    "R-PHASE",
    "R-DEV-ORDER",
    "R-MOVE-GUARDIAN",
    "R-MOVE-ONCE",
    "R-MOVE-ONE-GUARDIAN",
    "R-MOVE-QUARKS",
    "R-MOVE-QUARK-LIMIT",
    "R-MOVE-ENEMY",
    "R-MOVE-SWAP",
    "R-MOVE-CONSTRUCTING",
    "R-MOVE-AFTER-ATTACK",
    "R-MOVE-SOURCE",
    "R-MOVE-ENEMY-BASE",
    "R-MOVE-QUARK-BUILDING",
    "R-BUILDING-DESTROY",
    "R-BUILDING-SEIZE",
    "R-CONN-BREAK-MOVE",
    "R-ATTACK-LANE",
    "R-ATTACK-SOURCE-UNIT",
    "R-ATTACK-TARGET-ENEMY",
    "R-ATTACK-ONE-PER-SPACE",
    "R-ATTACK-BASE",
    "R-ATTACK-REINFORCING",
    "R-COUNTER",
    "R-COUNTER-SPACE",
    "R-RETREAT-PURSUIT",
    "R-PURSUIT",
    "R-WT-SOLO",
    "R-COMBAT-ORDER",
    "R-BATTLE",
    "R-ATTACK-RESOLVE",
    "R-HEAL",
    "R-HEAL-SELF",
    "R-LEADER-SELFHEAL",
    "R-TECH-PROTECTION",
    "R-TECH-WEAKEN",
    "R-TECH-SOURCE",
    "R-DEV-PRODUCTION",
    "R-CONN-ADJACENT",
    "R-CONN-IRRADIATED",
    "R-CONN-SLOT",
    "R-CONN-BREAK",
    "R-REINF-CHAIN",
    "R-REINF-CAP",
    "R-BUILD-PLACE",
    "R-BUILD-REACTOR",
    "R-BUILD-COST",
    "R-BUILD-PAY",
    "R-COMPONENT-LIMITS",
    "R-CRYSTAL-COST",
    "R-BREED",
    "R-REBUILD",
    "R-TECH-BUY",
    "R-UPGRADE",
    "R-HEAL-TECHB",
    "R-WT-ARM",
    "R-WT-CAP",
    "R-DEMOLISH",
    "R-TWO-PLAYER-ACTIVE",
    "R-END-SCORE",
    "R-END-TIE",
    "R-END-ACTIONS",
    "R-ELIM",
    "R-VAR-FOG",
    "R-VAR-CHECKS",
    "R-VAR-TRAINING",
    "R-VIS-AMMO",
};

} // namespace

std::span<const std::string_view> ruleIds()
{
    return kRuleIds;
}

bool isRuleId(std::string_view id)
{
    return std::find(kRuleIds.begin(), kRuleIds.end(), id) != kRuleIds.end();
}

} // namespace xobos::rules
