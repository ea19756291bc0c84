// SPDX-License-Identifier: GPL-3.0-or-later
// The Development phase: connections, constructions, Reactors, Quarks, rebuilding,
// Technology, upgrades, healing, Watchtowers, demolition and the Checks and Balances
// Leader change. Row names start with the rule id.
#include "testboard.h"

#include <QTest>

using namespace xobos::rules;
using namespace xobos::testing;

namespace {

int at(const char *id) { return sp(*tinyBoard(), id); }

// The Development phase of round 1 after the standard setup (player 0: Leader 0 on a1,
// Guardians 1 on a2, 2 on ar1, 3 on ar2, 3 resources, no crystals), plus `more`.
template <class F> Setup dev(F more)
{
    return [more](GameState &s) {
        toDevelopment(s);
        more(s);
    };
}
const Setup kDev = dev([](GameState &) {});

// Player 0's Guardian 2 on p1 standing on his own Technology Building.
const Setup kOnTech = dev([](GameState &s) {
    putGuardian(s, 0, 2, "p1");
    putBuilding(s, 0, BuildingType::TechnologyBuilding, "p1");
});

template <class F> Setup onTech(F more)
{
    return [more](GameState &s) {
        kOnTech(s);
        more(s);
    };
}

const auto C = ConnectionKind::Reinforcement;
const auto H = ConnectionKind::Healing;

} // namespace

class TestRulesDevelopment : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validation_data();
    void validation() { verifyValidationRow(); }
    void effects_data();
    void effects() { verifyScenarioRow(); }
};

void TestRulesDevelopment::validation_data()
{
    addValidationColumns();
    // --- Connections ---
    addValidationRow("R-CONN-ADJACENT: Guardians on a lane connect", kDev, 0, Connect{1, 2, C}, "OK");
    addValidationRow("R-CONN-ADJACENT: Guardians without a lane between them cannot connect", kDev, 0, Connect{2, 3, C},
                     "CONNECTION_NOT_ADJACENT");
    addValidationRow("R-CONN-IRRADIATED: no connection while either Guardian stands on an irradiated space",
                     dev([](GameState &s) {
                         putGuardian(s, 0, 2, "p2");
                         putGuardian(s, 0, 3, "i");
                     }),
                     0, Connect{2, 3, H}, "CONNECTION_IRRADIATED");
    addValidationRow("R-CONN-SLOT: a connected Guardian's slot is taken",
                     dev([](GameState &s) { linkGuardians(s, 0, 1, 0, H); }), 0, Connect{1, 2, C}, "SLOT_TAKEN");
    addValidationRow("R-CONN-SLOT: a constructing Guardian's slot holds the Building token",
                     dev([](GameState &s) {
                         putGuardian(s, 0, 2, "p1");
                         putGuardian(s, 0, 3, "p2");
                         putConstruction(s, 0, 2, BuildingType::Mine, 1, 1);
                     }),
                     0, Connect{2, 3, C}, "SLOT_TAKEN");
    addValidationRow("R-CONN-SLOT: a connection is Reinforcement or Healing, not Construction", kDev, 0,
                     Connect{1, 2, ConnectionKind::Construction}, "BAD_CONNECTION_KIND");
    addValidationRow("R-CONN-SLOT: a connection of no kind is refused", kDev, 0, Connect{1, 2, ConnectionKind::None},
                     "BAD_CONNECTION_KIND");
    addValidationRow("R-CONN-BREAK: a connection is broken at any time in the Development phase",
                     dev([](GameState &s) { linkGuardians(s, 0, 1, 2, C); }), 0, BreakConnection{1}, "OK");
    addValidationRow("R-CONN-BREAK: a Guardian without a connection has nothing to break", kDev, 0, BreakConnection{1},
                     "SLOT_EMPTY");
    addValidationRow("R-CONN-BREAK: a construction is no connection and cannot be stopped",
                     dev([](GameState &s) {
                         putGuardian(s, 0, 2, "p1");
                         putConstruction(s, 0, 2, BuildingType::Mine, 1, 1);
                     }),
                     0, BreakConnection{2}, "SLOT_EMPTY");
    addValidationRow("R-HEAL-SELF: the Leader heals himself", kDev, 0, Connect{0, 0, H}, "OK");
    addValidationRow("R-HEAL-SELF: another Guardian cannot heal himself", kDev, 0, Connect{1, 1, H}, "CONNECTION_SELF");
    addValidationRow("R-HEAL-SELF: nobody reinforces himself, not even the Leader", kDev, 0, Connect{0, 0, C},
                     "CONNECTION_SELF");
    addValidationRow("R-LEADER-SELFHEAL: with leaderSelfHealNeedsConnection off there is no self-connection",
                     dev([](GameState &s) { s.ruleset.leaderSelfHealNeedsConnection = false; }), 0, Connect{0, 0, H},
                     "CONNECTION_SELF");
    addValidationRow("R-REINF-CHAIN: a Reinforcing Guardian cannot be reinforced",
                     dev([](GameState &s) { linkGuardians(s, 0, 1, 2, C); }), 0, Connect{0, 1, C}, "REINFORCE_CHAIN");
    addValidationRow("R-REINF-CHAIN: a reinforced Guardian cannot reinforce",
                     dev([](GameState &s) {
                         putGuardian(s, 0, 3, "a3");
                         linkGuardians(s, 0, 1, 0, C);
                     }),
                     0, Connect{0, 3, C}, "REINFORCE_CHAIN");
    addValidationRow("R-REINF-CHAIN: several Guardians may reinforce one",
                     dev([](GameState &s) {
                         putGuardian(s, 0, 3, "a3");
                         linkGuardians(s, 0, 1, 0, C);
                     }),
                     0, Connect{3, 0, C}, "OK");
    // --- Constructions ---
    const Setup onP1 = dev([](GameState &s) { putGuardian(s, 0, 2, "p1"); });
    addValidationRow("R-BUILD-PLACE: a Guardian starts a Mine on a free regular space", onP1, 0,
                     StartConstruction{2, BuildingType::Mine}, "OK");
    addValidationRow("R-BUILD-PLACE: nothing is built on an irradiated space",
                     dev([](GameState &s) { putGuardian(s, 0, 2, "i"); }), 0,
                     StartConstruction{2, BuildingType::Watchtower}, "BUILD_IRRADIATED");
    addValidationRow("R-BUILD-PLACE: one Building per space",
                     dev([](GameState &s) {
                         putGuardian(s, 0, 2, "p1");
                         putBuilding(s, 0, BuildingType::EnergyWell, "p1");
                     }),
                     0, StartConstruction{2, BuildingType::Mine}, "BUILD_SPACE_TAKEN");
    addValidationRow("R-BUILD-REACTOR: a Reactor is not built by a Guardian", onP1, 0,
                     StartConstruction{2, BuildingType::Reactor}, "BUILD_REACTOR_WITH_GUARDIAN");
    addValidationRow("R-BUILD-REACTOR: only a Reactor stands on a Base space", kDev, 0,
                     StartConstruction{1, BuildingType::Mine}, "BUILD_ON_BASE");
    const Setup rich = dev([](GameState &s) { s.player(0).resources = 5; });
    addValidationRow("R-BUILD-REACTOR: a Reactor is built on the own Base for 5, no Guardian needed", rich, 0,
                     BuildReactor{at("a4")}, "OK");
    addValidationRow("R-BUILD-REACTOR: a Guardian standing on the Base space does not prevent it", rich, 0,
                     BuildReactor{at("a1")}, "OK");
    addValidationRow("R-BUILD-REACTOR: the Base exit is not a Base space", rich, 0, BuildReactor{at("ax")}, "BUILD_ON_BASE");
    addValidationRow("R-BUILD-REACTOR: not on another player's Base", rich, 0, BuildReactor{at("b3")}, "BUILD_ON_BASE");
    addValidationRow("R-BUILD-REACTOR: not on a Base space that already holds a Reactor",
                     dev([](GameState &s) {
                         s.player(0).resources = 5;
                         putBuilding(s, 0, BuildingType::Reactor, "a4");
                     }),
                     0, BuildReactor{at("a4")}, "BUILD_SPACE_TAKEN");
    addValidationRow("R-BUILD-COST: a Reactor costs 5 Building Resources at once", kDev, 0, BuildReactor{at("a4")},
                     "NOT_ENOUGH_RESOURCES");
    addValidationRow("R-BUILD-COST: a construction starts with one Building Resource",
                     dev([](GameState &s) {
                         putGuardian(s, 0, 2, "p1");
                         s.player(0).resources = 0;
                     }),
                     0, StartConstruction{2, BuildingType::Watchtower}, "NOT_ENOUGH_RESOURCES");
    const Setup building = dev([](GameState &s) {
        putGuardian(s, 0, 2, "p1");
        putConstruction(s, 0, 2, BuildingType::Mine, 1, 0);
    });
    addValidationRow("R-BUILD-PAY: a construction takes one more resource in a later round", building, 0,
                     PayConstruction{2}, "OK");
    addValidationRow("R-BUILD-PAY: only one resource per round",
                     [building](GameState &s) {
                         building(s);
                         s.buildings.back().lastPaidRound = s.round;
                     },
                     0, PayConstruction{2}, "ALREADY_PAID_THIS_ROUND");
    addValidationRow("R-BUILD-PAY: a Guardian who constructs nothing pays nothing", kDev, 0, PayConstruction{1},
                     "NOT_CONSTRUCTING");
    addValidationRow("R-BUILD-PAY: paying needs a Building Resource",
                     [building](GameState &s) {
                         building(s);
                         s.player(0).resources = 0;
                     },
                     0, PayConstruction{2}, "NOT_ENOUGH_RESOURCES");
    addValidationRow("R-TWO-PLAYER-ACTIVE: not outside both players' quarters",
                     dev([](GameState &s) { putGuardian(s, 0, 2, "z"); }), 0, StartConstruction{2, BuildingType::Mine},
                     "BUILD_INACTIVE_QUARTER");
    addValidationRow("R-TWO-PLAYER-ACTIVE: the crossing of the two quarters is active",
                     dev([](GameState &s) { putGuardian(s, 0, 2, "c"); }), 0, StartConstruction{2, BuildingType::Mine}, "OK");
    addValidationRow("R-TWO-PLAYER-ACTIVE: the other player's quarter is active too",
                     dev([](GameState &s) { putGuardian(s, 0, 2, "p3"); }), 0, StartConstruction{2, BuildingType::Mine},
                     "OK");
    const Setup fourMines = dev([](GameState &s) {
        putGuardian(s, 0, 2, "p1");
        for (const char *space : {"ar2", "p2", "c", "p3"})
            putBuilding(s, 0, BuildingType::Mine, space);
        putGuardian(s, 0, 3, "p4");
    });
    addValidationRow("R-COMPONENT-LIMITS: a fifth Mine is refused", fourMines, 0, StartConstruction{2, BuildingType::Mine},
                     "BUILD_LIMIT");
    addValidationRow("R-COMPONENT-LIMITS: with componentLimits off it is allowed",
                     [fourMines](GameState &s) {
                         fourMines(s);
                         s.ruleset.componentLimits = false;
                     },
                     0, StartConstruction{2, BuildingType::Mine}, "OK");
    // --- Quarks and Guardians ---
    const Setup crystal = dev([](GameState &s) { s.player(0).crystals = 1; });
    addValidationRow("R-BREED: a Quark is bred on a free space of the own Base for 1 crystal", crystal, 0,
                     BreedQuark{at("a4")}, "OK");
    addValidationRow("R-CRYSTAL-COST: breeding needs a crystal", kDev, 0, BreedQuark{at("a4")}, "NOT_ENOUGH_CRYSTALS");
    addValidationRow("R-BREED: not on the Base exit", crystal, 0, BreedQuark{at("ax")}, "BREED_NOT_BASE");
    addValidationRow("R-BREED: not on another player's Base", crystal, 0, BreedQuark{at("b4")}, "BREED_NOT_BASE");
    addValidationRow("R-BREED: not on a Base space built up with a Reactor",
                     [crystal](GameState &s) {
                         crystal(s);
                         putBuilding(s, 0, BuildingType::Reactor, "a4");
                     },
                     0, BreedQuark{at("a4")}, "BREED_NOT_BASE");
    addValidationRow("R-BREED: all nine Quarks are on the board",
                     [crystal](GameState &s) {
                         crystal(s);
                         putQuarks(s, 0, "ax", 3);
                         putQuarks(s, 0, "p1", 3);
                         putQuarks(s, 0, "p2", 3);
                     },
                     0, BreedQuark{at("a4")}, "QUARK_SUPPLY_EMPTY");
    addValidationRow("R-MOVE-QUARK-LIMIT: no fourth Quark is bred on a space",
                     [crystal](GameState &s) {
                         crystal(s);
                         putQuarks(s, 0, "a4", 3);
                     },
                     0, BreedQuark{at("a4")}, "QUARK_SPACE_FULL");
    const Setup lost = dev([](GameState &s) {
        killGuardian(s, 0, 1);
        s.player(0).resources = 5;
    });
    addValidationRow("R-REBUILD: a destroyed Guardian is rebuilt on a free Base space for 5", lost, 0,
                     RebuildGuardian{1, at("a4")}, "OK");
    addValidationRow("R-REBUILD: only a destroyed Guardian is rebuilt", lost, 0, RebuildGuardian{2, at("a4")},
                     "GUARDIAN_NOT_DESTROYED");
    addValidationRow("R-REBUILD: not on a regular space", lost, 0, RebuildGuardian{1, at("p1")}, "REBUILD_PLACE");
    addValidationRow("R-REBUILD: not on another player's Base", lost, 0, RebuildGuardian{1, at("b4")}, "REBUILD_PLACE");
    addValidationRow("R-REBUILD: not on a Base space that holds a Reactor",
                     [lost](GameState &s) {
                         lost(s);
                         putBuilding(s, 0, BuildingType::Reactor, "a4");
                     },
                     0, RebuildGuardian{1, at("a4")}, "REBUILD_PLACE");
    addValidationRow("R-REBUILD: not where a Guardian stands", lost, 0, RebuildGuardian{1, at("a1")}, "SPACE_HAS_GUARDIAN");
    addValidationRow("R-REBUILD: on an own Technology Building",
                     [lost](GameState &s) {
                         lost(s);
                         putBuilding(s, 0, BuildingType::TechnologyBuilding, "p1");
                     },
                     0, RebuildGuardian{1, at("p1")}, "OK");
    addValidationRow("R-REBUILD: it costs 5 Building Resources",
                     [lost](GameState &s) {
                         lost(s);
                         s.player(0).resources = 4;
                     },
                     0, RebuildGuardian{1, at("a4")}, "NOT_ENOUGH_RESOURCES");
    addValidationRow("R-REBUILD: with the Rank II tile it costs 3",
                     [lost](GameState &s) {
                         lost(s);
                         s.player(0).resources = 3;
                         giveTech(s, 0, Tech::CheapRebuild);
                     },
                     0, RebuildGuardian{1, at("a4")}, "OK");
    // --- Technology ---
    addValidationRow("R-TECH-BUY: one Technology Building allows Rank I", kOnTech, 0, BuyTechnology{Tech::Upgrades}, "OK");
    addValidationRow("R-TECH-BUY: Rank II needs two Technology Buildings", kOnTech, 0,
                     BuyTechnology{Tech::FastQuarks}, "TECH_RANK_TOO_HIGH");
    addValidationRow("R-TECH-BUY: a construction is no Technology Building yet", building, 0,
                     BuyTechnology{Tech::Upgrades}, "TECH_RANK_TOO_HIGH");
    addValidationRow("R-TECH-BUY: one tile per round",
                     onTech([](GameState &s) { s.player(0).techBoughtThisRound = true; }), 0,
                     BuyTechnology{Tech::SourceAttack}, "TECH_ALREADY_BOUGHT");
    addValidationRow("R-TECH-BUY: a Technology is owned once", onTech([](GameState &s) { giveTech(s, 0, Tech::Upgrades); }),
                     0, BuyTechnology{Tech::Upgrades}, "TECH_OWNED");
    addValidationRow("R-TECH-BUY: four tiles of each Technology",
                     onTech([](GameState &s) { s.techStock[static_cast<std::size_t>(Tech::Upgrades)] = 0; }), 0,
                     BuyTechnology{Tech::Upgrades}, "TECH_SOLD_OUT");
    addValidationRow("R-TECH-BUY: a tile costs 2 Building Resources",
                     onTech([](GameState &s) { s.player(0).resources = 1; }), 0, BuyTechnology{Tech::Upgrades},
                     "NOT_ENOUGH_RESOURCES");
    addValidationRow("R-TECH-BUY: a Technology that does not exist is refused", kOnTech, 0,
                     BuyTechnology{static_cast<Tech>(42)}, "INVALID_AMOUNT");
    const Setup canUpgrade = onTech([](GameState &s) {
        giveTech(s, 0, Tech::Upgrades);
        s.player(0).crystals = 2;
    });
    const auto upgraded = [canUpgrade](UpgradeKind k, bool doubleTech) {
        return Setup([canUpgrade, k, doubleTech](GameState &s) {
            canUpgrade(s);
            s.guardian(0, 2).upgradeKind = k;
            s.guardian(0, 2).upgrades = 1;
            if (doubleTech)
                giveTech(s, 0, Tech::DoubleUpgrade);
        });
    };
    addValidationRow("R-UPGRADE: a Guardian on an own Technology Building buys a token for 1 crystal", canUpgrade, 0,
                     UpgradeGuardian{2, UpgradeKind::Power, 1}, "OK");
    addValidationRow("R-UPGRADE: upgrades need the Rank I tile",
                     onTech([](GameState &s) { s.player(0).crystals = 2; }), 0, UpgradeGuardian{2, UpgradeKind::Power, 1},
                     "UPGRADE_NEEDS_TECH");
    addValidationRow("R-UPGRADE: the Guardian stands on the Technology Building",
                     [canUpgrade](GameState &s) {
                         canUpgrade(s);
                         putGuardian(s, 0, 2, "p2");
                     },
                     0, UpgradeGuardian{2, UpgradeKind::Power, 1}, "UPGRADE_NOT_ON_TECH_BUILDING");
    addValidationRow("R-UPGRADE: upgrades cannot be mixed", upgraded(UpgradeKind::Power, true), 0,
                     UpgradeGuardian{2, UpgradeKind::Healing, 1}, "UPGRADE_MIXED");
    addValidationRow("R-UPGRADE: one token per Guardian without the Rank III tile", upgraded(UpgradeKind::Healing, false),
                     0, UpgradeGuardian{2, UpgradeKind::Healing, 1}, "UPGRADE_LIMIT");
    addValidationRow("R-UPGRADE: a second token of the same kind with the Rank III tile",
                     upgraded(UpgradeKind::Healing, true), 0, UpgradeGuardian{2, UpgradeKind::Healing, 1}, "OK");
    addValidationRow("R-UPGRADE: two tokens at once with the Rank III tile",
                     [canUpgrade](GameState &s) {
                         canUpgrade(s);
                         giveTech(s, 0, Tech::DoubleUpgrade);
                     },
                     0, UpgradeGuardian{2, UpgradeKind::Power, 2}, "OK");
    addValidationRow("R-UPGRADE: a third token is never possible", upgraded(UpgradeKind::Power, true), 0,
                     UpgradeGuardian{2, UpgradeKind::Power, 2}, "UPGRADE_LIMIT");
    addValidationRow("R-UPGRADE: three tokens at once is no valid amount", canUpgrade, 0,
                     UpgradeGuardian{2, UpgradeKind::Power, 3}, "INVALID_AMOUNT");
    addValidationRow("R-CRYSTAL-COST: an upgrade costs a crystal",
                     [canUpgrade](GameState &s) {
                         canUpgrade(s);
                         s.player(0).crystals = 0;
                     },
                     0, UpgradeGuardian{2, UpgradeKind::Power, 1}, "NOT_ENOUGH_CRYSTALS");
    const Setup wounded = onTech([](GameState &s) { s.guardian(0, 2).health = 3; });
    addValidationRow("R-HEAL-TECHB: a wounded Guardian on a Technology Building is healed for 2", wounded, 0,
                     HealGuardian{2}, "OK");
    addValidationRow("R-HEAL-TECHB: not elsewhere", dev([](GameState &s) { s.guardian(0, 2).health = 3; }), 0,
                     HealGuardian{2}, "HEAL_NOT_ON_TECH_BUILDING");
    addValidationRow("R-HEAL-TECHB: not at full Health", kOnTech, 0, HealGuardian{2}, "NOTHING_TO_HEAL");
    addValidationRow("R-HEAL-TECHB: healing costs 2 Building Resources",
                     [wounded](GameState &s) {
                         wounded(s);
                         s.player(0).resources = 1;
                     },
                     0, HealGuardian{2}, "NOT_ENOUGH_RESOURCES");
    // --- Watchtowers, demolition ---
    const Setup tower = dev([](GameState &s) {
        putBuilding(s, 0, BuildingType::Watchtower, "p1");
        putBuilding(s, 1, BuildingType::Watchtower, "p3");
        s.player(0).crystals = 7;
    });
    addValidationRow("R-WT-ARM: an own Watchtower is armed with crystals", tower, 0, ArmWatchtower{at("p1"), 3}, "OK");
    addValidationRow("R-WT-ARM: there is no Watchtower on an empty space", tower, 0, ArmWatchtower{at("p2"), 1},
                     "NO_WATCHTOWER");
    addValidationRow("R-WT-ARM: an enemy Watchtower is not armed", tower, 0, ArmWatchtower{at("p3"), 1}, "NO_WATCHTOWER");
    addValidationRow("R-WT-ARM: arming with no crystals is no valid amount", tower, 0, ArmWatchtower{at("p1"), 0},
                     "INVALID_AMOUNT");
    addValidationRow("R-WT-CAP: a Watchtower holds 3 crystals", tower, 0, ArmWatchtower{at("p1"), 4}, "WATCHTOWER_FULL");
    addValidationRow("R-WT-CAP: with the Rank II tile it holds 6",
                     [tower](GameState &s) {
                         tower(s);
                         giveTech(s, 0, Tech::WatchtowerCapacity);
                     },
                     0, ArmWatchtower{at("p1"), 6}, "OK");
    addValidationRow("R-WT-CAP: and not 7",
                     [tower](GameState &s) {
                         tower(s);
                         giveTech(s, 0, Tech::WatchtowerCapacity);
                     },
                     0, ArmWatchtower{at("p1"), 7}, "WATCHTOWER_FULL");
    addValidationRow("R-CRYSTAL-COST: arming spends crystals from supply",
                     [tower](GameState &s) {
                         tower(s);
                         s.player(0).crystals = 1;
                     },
                     0, ArmWatchtower{at("p1"), 2}, "NOT_ENOUGH_CRYSTALS");
    addValidationRow("R-DEMOLISH: an own Building is demolished for 2 crystals", tower, 0, DemolishBuilding{at("p1")}, "OK");
    addValidationRow("R-DEMOLISH: not an enemy Building", tower, 0, DemolishBuilding{at("p3")}, "NO_OWN_BUILDING");
    addValidationRow("R-DEMOLISH: a construction cannot be stopped",
                     [building](GameState &s) {
                         building(s);
                         s.player(0).crystals = 2;
                     },
                     0, DemolishBuilding{at("p1")}, "NO_OWN_BUILDING");
    addValidationRow("R-CRYSTAL-COST: demolishing needs 2 crystals",
                     [tower](GameState &s) {
                         tower(s);
                         s.player(0).crystals = 1;
                     },
                     0, DemolishBuilding{at("p1")}, "NOT_ENOUGH_CRYSTALS");
    // --- Checks and Balances ---
    const Setup checks = dev([](GameState &s) { s.variant = Variant::ChecksAndBalances; });
    addValidationRow("R-VAR-CHECKS: the Leader may be changed at the end of the round", checks, 0, ChangeLeader{2}, "OK");
    addValidationRow("R-VAR-CHECKS: not in Fog of War", kDev, 0, ChangeLeader{2}, "LEADER_CHANGE_NOT_ALLOWED");
    addValidationRow("R-VAR-CHECKS: once per round",
                     [checks](GameState &s) {
                         checks(s);
                         s.player(0).leaderChangedThisRound = true;
                     },
                     0, ChangeLeader{2}, "LEADER_CHANGE_NOT_ALLOWED");
    addValidationRow("R-VAR-CHECKS: the Leader is already the Leader", checks, 0, ChangeLeader{0}, "ALREADY_LEADER");
    addValidationRow("R-VAR-CHECKS: a destroyed Guardian cannot become Leader",
                     [checks](GameState &s) {
                         checks(s);
                         killGuardian(s, 0, 2);
                     },
                     0, ChangeLeader{2}, "GUARDIAN_DESTROYED");
}

void TestRulesDevelopment::effects_data()
{
    addScenarioColumns();
    addScenarioRow("R-REBUILD: a rebuilt Leader returns with Health 6, Power 2 and no upgrades",
                   dev([](GameState &s) {
                       s.guardian(0, 0).upgradeKind = UpgradeKind::Power;
                       s.guardian(0, 0).upgrades = 1;
                       killGuardian(s, 0, 0);
                       s.player(0).resources = 5;
                   }),
                   {{0, RebuildGuardian{0, at("a4")}}}, [](const GameState &s, const Events &ev) {
                       QCOMPARE(eventsOf(ev, EventType::GuardianRebuilt).size(), std::size_t(1));
                       QVERIFY(s.guardian(0, 0).alive && s.guardian(0, 0).leader);
                       QCOMPARE(s.guardian(0, 0).health, 6);
                       QCOMPARE(s.effectivePower(0, 0), 2);
                       QCOMPARE(s.guardian(0, 0).upgrades, 0);
                       QCOMPARE(s.player(0).resources, 0);
                   });
    addScenarioRow("R-TECH-BUY: a bought tile is public and leaves the stock", kOnTech,
                   {{0, BuyTechnology{Tech::SourceAttack}}}, [](const GameState &s, const Events &ev) {
                       const auto bought = eventsOf(ev, EventType::TechnologyBought);
                       QCOMPARE(bought.size(), std::size_t(1));
                       QCOMPARE(bought[0].visibility, Visibility::Public);
                       QCOMPARE(s.techStock[static_cast<std::size_t>(Tech::SourceAttack)], 3);
                       QCOMPARE(s.player(0).resources, 1);
                   });
    addScenarioRow("R-TECH-BUY: tiles are kept when the Technology Building is lost (FAQ)",
                   onTech([](GameState &s) {
                       giveTech(s, 0, Tech::Upgrades);
                       s.player(0).crystals = 2;
                   }),
                   {{0, DemolishBuilding{at("p1")}}}, [](const GameState &s, const Events &) {
                       QVERIFY(s.player(0).hasTech(Tech::Upgrades));
                       QCOMPARE(s.buildingCount(0, BuildingType::TechnologyBuilding), 0);
                   });
    addScenarioRow("R-UPGRADE: a Power token adds 1 Power, privately",
                   onTech([](GameState &s) {
                       giveTech(s, 0, Tech::Upgrades);
                       s.player(0).crystals = 1;
                   }),
                   {{0, UpgradeGuardian{2, UpgradeKind::Power, 1}}}, [](const GameState &s, const Events &ev) {
                       QCOMPARE(s.effectivePower(0, 2), 2);
                       QCOMPARE(s.player(0).crystals, 0);
                       const auto up = eventsOf(ev, EventType::Upgraded);
                       QCOMPARE(up.size(), std::size_t(1));
                       QVERIFY(up[0].visibleTo(0) && !up[0].visibleTo(1));
                       QCOMPARE(eventsOf(ev, EventType::SecretAction).size(), std::size_t(1));
                   });
    addScenarioRow("R-HEAL-TECHB: healing restores full Health for 2 resources",
                   onTech([](GameState &s) { s.guardian(0, 2).health = 2; }), {{0, HealGuardian{2}}},
                   [](const GameState &s, const Events &) {
                       QCOMPARE(s.guardian(0, 2).health, 6);
                       QCOMPARE(s.player(0).resources, 1);
                   });
    addScenarioRow("R-WT-ARM: arming is secret, the crystals leave the supply for good",
                   dev([](GameState &s) {
                       putBuilding(s, 0, BuildingType::Watchtower, "p1");
                       s.player(0).crystals = 3;
                   }),
                   {{0, ArmWatchtower{at("p1"), 2}}}, [](const GameState &s, const Events &ev) {
                       const auto armed = eventsOf(ev, EventType::WatchtowerArmed);
                       QCOMPARE(armed.size(), std::size_t(1));
                       QVERIFY(armed[0].visibleTo(0) && !armed[0].visibleTo(1) && !armed[0].visibleTo(kNoPlayer));
                       QCOMPARE(s.player(0).crystals, 1);
                       QCOMPARE(s.buildings.back().ammo, 2);
                       QCOMPARE(computeScores(s).lines.front().crystals + computeScores(s).lines.back().crystals, 1);
                   });
    addScenarioRow("R-DEMOLISH: demolition is public and costs 2 crystals",
                   dev([](GameState &s) {
                       putBuilding(s, 0, BuildingType::Mine, "p1");
                       s.player(0).crystals = 2;
                   }),
                   {{0, DemolishBuilding{at("p1")}}}, [](const GameState &s, const Events &ev) {
                       QCOMPARE(eventsOf(ev, EventType::BuildingDemolished).size(), std::size_t(1));
                       QCOMPARE(s.player(0).crystals, 0);
                       QCOMPARE(s.buildingAt(at("p1")), -1);
                   });
    addScenarioRow("R-VAR-CHECKS: a Leader change moves the extra Power and ends the old self-healing",
                   dev([](GameState &s) {
                       s.variant = Variant::ChecksAndBalances;
                       linkGuardians(s, 0, 0, 0, ConnectionKind::Healing);
                   }),
                   {{0, ChangeLeader{2}}}, [](const GameState &s, const Events &ev) {
                       QVERIFY(!s.guardian(0, 0).leader && s.guardian(0, 2).leader);
                       QCOMPARE(s.effectivePower(0, 0), 1);
                       QCOMPARE(s.effectivePower(0, 2), 2);
                       QCOMPARE(s.guardian(0, 0).slot, ConnectionKind::None);
                       const auto changed = eventsOf(ev, EventType::LeaderChanged);
                       QCOMPARE(changed.size(), std::size_t(1));
                       QVERIFY(!changed[0].visibleTo(1));
                   });
    addScenarioRow("R-CONN-BREAK: breaking in Development is a private event plus a public secret-action note",
                   dev([](GameState &s) { linkGuardians(s, 0, 1, 2, ConnectionKind::Reinforcement); }),
                   {{0, BreakConnection{1}}}, [](const GameState &s, const Events &ev) {
                       QCOMPARE(s.guardian(0, 1).slot, ConnectionKind::None);
                       QCOMPARE(eventsOf(ev, EventType::ConnectionBroken).size(), std::size_t(1));
                       QCOMPARE(eventsOf(ev, EventType::ConnectionBroken)[0].visibility, Visibility::Private);
                       QCOMPARE(eventsOf(ev, EventType::SecretAction).size(), std::size_t(1));
                   });
}

QTEST_GUILESS_MAIN(TestRulesDevelopment)
#include "tst_rules_development.moc"
