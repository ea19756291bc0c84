// SPDX-License-Identifier: GPL-3.0-or-later
// Combat resolution at the end of the Movement phase: attacks, battles, healing, the
// Rank III tiles, Watchtowers, the Source and elimination. Known answers from the
// rulebook's sections 8 and 9 and the FAQ. Row names start with the rule id.
#include "testboard.h"

#include <QTest>

using namespace xobos::rules;
using namespace xobos::testing;

namespace {

int at(const char *id) { return sp(*tinyBoard(), id); }

// Player 0 attacks from `from` to `to`; player 1 answers the counterattack choice when
// `answer` is given; both end their turns, which resolves the round's combat.
Script attack(const char *from, const char *to, std::optional<bool> answer = false)
{
    Script s{{0, DeclareAttack{at(from), at(to)}}};
    if (answer)
        s.emplace_back(1, Counterattack{*answer});
    s.emplace_back(0, EndTurn{});
    s.emplace_back(1, EndTurn{});
    return s;
}

// Player 0's Guardian 1 (Power 1) on p2, player 1's Guardian 1 (Health `health`) on c.
Setup front(int health = kMaxHealth, std::function<void(GameState &)> more = {})
{
    return [health, more](GameState &s) {
        clearUnits(s);
        putGuardian(s, 0, 1, "p2");
        putGuardian(s, 1, 1, "c", health);
        if (more)
            more(s);
    };
}

std::vector<int> amounts(const Events &ev, EventType t)
{
    std::vector<int> out;
    for (const Event &e : eventsOf(ev, t))
        out.push_back(e.amount);
    return out;
}

std::vector<int> players(const Events &ev, EventType t)
{
    std::vector<int> out;
    for (const Event &e : eventsOf(ev, t))
        out.push_back(e.player);
    return out;
}

using V = std::vector<int>;

// The damage player 1's Guardian 1 suffers, and his Health after it.
Check damage(int suffered, int health)
{
    return [suffered, health](const GameState &s, const Events &ev) {
        QCOMPARE(amounts(ev, EventType::DamageDeclared), V{suffered});
        QCOMPARE(s.guardian(1, 1).health, health);
    };
}

} // namespace

class TestRulesCombat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resolution_data();
    void resolution() { verifyScenarioRow(); }
};

void TestRulesCombat::resolution_data()
{
    addScenarioColumns();
    addScenarioRow("R-ATTACK-RESOLVE: rulebook direct attack, a 1 Power attack costs the Guardian 1 Health", front(),
                   attack("p2", "c"), [](const GameState &s, const Events &ev) {
                       const auto power = eventsOf(ev, EventType::PowerDeclared);
                       QCOMPARE(power.size(), std::size_t(1));
                       QCOMPARE(power[0].amount, 1);
                       QCOMPARE(power[0].visibility, Visibility::Public);
                       const auto dmg = eventsOf(ev, EventType::DamageDeclared);
                       QCOMPARE(dmg.size(), std::size_t(1));
                       QCOMPARE(dmg[0].amount, 1);
                       QCOMPARE(dmg[0].player, 1);
                       QCOMPARE(dmg[0].visibility, Visibility::Public);
                       const auto health = eventsOf(ev, EventType::HealthChanged);
                       QCOMPARE(health.size(), std::size_t(1));
                       QCOMPARE(health[0].amount, 5);
                       QVERIFY(health[0].visibleTo(1) && !health[0].visibleTo(0) && !health[0].visibleTo(kNoPlayer));
                       QCOMPARE(s.guardian(1, 1).health, 5);
                       QCOMPARE(s.phase, Phase::Development);
                       QVERIFY(s.attacks.empty());
                   });
    addScenarioRow("R-ATTACK-RESOLVE: attacking Quarks add 1 each and are spent; defending Quarks absorb 1 each",
                   front(kMaxHealth, [](GameState &s) {
                       putQuarks(s, 0, "p2", 2);
                       putQuarks(s, 1, "c", 2);
                   }),
                   attack("p2", "c"), [](const GameState &s, const Events &ev) {
                       QCOMPARE(amounts(ev, EventType::PowerDeclared), V{3});
                       QCOMPARE(players(ev, EventType::QuarksLost), (V{0, 1}));
                       QCOMPARE(amounts(ev, EventType::QuarksLost), (V{2, 2}));
                       QCOMPARE(s.player(0).quarksAt(at("p2")), 0);
                       QCOMPARE(s.player(1).quarksAt(at("c")), 0);
                       QCOMPARE(amounts(ev, EventType::DamageDeclared), V{1});
                       QCOMPARE(s.guardian(1, 1).health, 5);
                   });
    addScenarioRow("R-COMBAT-ORDER: attacks on one space from two directions combine their Power",
                   front(kMaxHealth, [](GameState &s) { putGuardian(s, 0, 2, "z"); }),
                   {{0, DeclareAttack{at("p2"), at("c")}}, {1, Counterattack{false}}, {0, DeclareAttack{at("z"), at("c")}},
                    {1, Counterattack{false}}, {0, EndTurn{}}, {1, EndTurn{}}},
                   [](const GameState &s, const Events &ev) {
                       QCOMPARE(amounts(ev, EventType::PowerDeclared), V{2});
                       QCOMPARE(amounts(ev, EventType::DamageDeclared), V{2});
                       QCOMPARE(s.guardian(1, 1).health, 4);
                   });
    addScenarioRow("R-ATTACK-RESOLVE: at Health 0 the Guardian is destroyed with his construction (FAQ)",
                   front(1, [](GameState &s) { putConstruction(s, 1, 1, BuildingType::Mine, 2, 1); }),
                   attack("p2", "c"), [](const GameState &s, const Events &ev) {
                       QCOMPARE(eventsOf(ev, EventType::GuardianDestroyed).size(), std::size_t(1));
                       QCOMPARE(eventsOf(ev, EventType::ConstructionLost).size(), std::size_t(1));
                       QVERIFY(!s.guardian(1, 1).alive);
                       QCOMPARE(s.buildingAt(at("c")), -1);
                   });
    addScenarioRow("R-BATTLE: rulebook counterattack, both sides strike",
                   front(kMaxHealth, [](GameState &s) {
                       killGuardian(s, 0, 1);
                       putGuardian(s, 0, 0, "p2"); // the Leader: Power 2
                   }),
                   attack("p2", "c", true), [](const GameState &s, const Events &ev) {
                       QCOMPARE(eventsOf(ev, EventType::BattleStarted).size(), std::size_t(1));
                       QCOMPARE(players(ev, EventType::PowerDeclared), (V{0, 1}));
                       QCOMPARE(amounts(ev, EventType::PowerDeclared), (V{2, 1}));
                       QCOMPARE(s.guardian(1, 1).health, 4);
                       QCOMPARE(s.guardian(0, 0).health, 5);
                   });
    addScenarioRow("R-BATTLE: the counterattack never fails, a Guardian destroyed by the first strike still strikes",
                   front(1, [](GameState &s) { s.guardian(0, 1).health = 1; }), attack("p2", "c", true),
                   [](const GameState &s, const Events &ev) {
                       QCOMPARE(players(ev, EventType::GuardianDestroyed), (V{1, 0}));
                       QCOMPARE(amounts(ev, EventType::PowerDeclared), (V{1, 1}));
                       QVERIFY(!s.guardian(0, 1).alive && !s.guardian(1, 1).alive);
                   });
    addScenarioRow("R-BATTLE: the clash takes Quarks first, then the Watchtower's crystals, 1:1",
                   front(kMaxHealth, [](GameState &s) {
                       putQuarks(s, 0, "p2", 2);
                       putQuarks(s, 1, "c", 1);
                       putBuilding(s, 1, BuildingType::Watchtower, "c", 2);
                   }),
                   attack("p2", "c", true), [](const GameState &s, const Events &ev) {
                       QCOMPARE(amounts(ev, EventType::QuarksClashed), V{2});
                       QCOMPARE(players(ev, EventType::QuarksLost), (V{0, 1}));
                       QCOMPARE(amounts(ev, EventType::QuarksLost), (V{2, 1}));
                       // One crystal in the clash, one absorbing the attacker's first strike.
                       QCOMPARE(amounts(ev, EventType::AmmoSpent), (V{1, 1}));
                       // The attacker has fewer sources left (none) and strikes first.
                       QCOMPARE(players(ev, EventType::PowerDeclared), (V{0, 1}));
                       QCOMPARE(amounts(ev, EventType::PowerDeclared), (V{1, 1}));
                       QCOMPARE(amounts(ev, EventType::DamageDeclared), (V{0, 1}));
                       QCOMPARE(s.guardian(1, 1).health, 6);
                       QCOMPARE(s.guardian(0, 1).health, 5);
                       QCOMPARE(s.buildings.back().ammo, 0);
                   });
    addScenarioRow("R-BATTLE: the side with fewer Quarks and crystals strikes first",
                   front(kMaxHealth, [](GameState &s) { putQuarks(s, 0, "p2", 2); }), attack("p2", "c", true),
                   [](const GameState &s, const Events &ev) {
                       QVERIFY(eventsOf(ev, EventType::QuarksClashed).empty());
                       QCOMPARE(players(ev, EventType::PowerDeclared), (V{1, 0}));
                       // The defender's 1 is absorbed by a Quark; the attacker strikes 1 + 1 Quark.
                       QCOMPARE(amounts(ev, EventType::PowerDeclared), (V{1, 2}));
                       QCOMPARE(s.guardian(0, 1).health, 6);
                       QCOMPARE(s.guardian(1, 1).health, 4);
                   });
    addScenarioRow("R-ATTACK-REINFORCING: in a battle a Reinforcing Guardian deals no damage",
                   front(kMaxHealth, [](GameState &s) {
                       putGuardian(s, 1, 2, "p3");
                       linkGuardians(s, 1, 1, 2, ConnectionKind::Reinforcement);
                       s.attacks.push_back(AttackToken{0, at("p2"), at("c"), true, 1});
                       s.player(0).attackedThisTurn = true;
                   }),
                   {{0, EndTurn{}}, {1, EndTurn{}}}, [](const GameState &s, const Events &ev) {
                       QCOMPARE(players(ev, EventType::PowerDeclared), V{0});
                       QCOMPARE(s.guardian(0, 1).health, 6);
                   });
    const auto healer = [](int upgrades, int health) {
        return front(health, [upgrades](GameState &s) {
            putGuardian(s, 1, 2, "p3");
            linkGuardians(s, 1, 2, 1, ConnectionKind::Healing);
            if (upgrades > 0) {
                s.guardian(1, 2).upgradeKind = UpgradeKind::Healing;
                s.guardian(1, 2).upgrades = upgrades;
            }
            if (upgrades > 1)
                s.player(1).tech[static_cast<std::size_t>(Tech::DoubleUpgrade)] = true; // R-UPGRADE
        });
    };
    addScenarioRow("R-HEAL: a Healing connection blocks one damage", healer(0, 6), attack("p2", "c"), damage(0, 6));
    addScenarioRow("R-HEAL: a Healing upgrade blocks one more, the surplus restores Health", healer(1, 4),
                   attack("p2", "c"), damage(0, 5));
    addScenarioRow("R-HEAL: the surplus restores Health up to 6, not beyond", healer(2, 5), attack("p2", "c"),
                   damage(0, 6));
    addScenarioRow("R-HEAL: damage beyond the Healing value is suffered",
                   [h = healer(0, 6)](GameState &s) {
                       h(s);
                       putGuardian(s, 0, 0, "z");
                   },
                   {{0, DeclareAttack{at("p2"), at("c")}}, {1, Counterattack{false}}, {0, DeclareAttack{at("z"), at("c")}},
                    {1, Counterattack{false}}, {0, EndTurn{}}, {1, EndTurn{}}},
                   damage(2, 4));
    const auto leaderOnC = [](bool selfLink, bool needsConnection) {
        return [selfLink, needsConnection](GameState &s) {
            clearUnits(s);
            putGuardian(s, 0, 1, "p2");
            putGuardian(s, 1, 0, "c");
            s.ruleset.leaderSelfHealNeedsConnection = needsConnection;
            if (selfLink)
                linkGuardians(s, 1, 0, 0, ConnectionKind::Healing);
        };
    };
    const auto leaderDamage = [](int suffered) {
        return [suffered](const GameState &, const Events &ev) { QCOMPARE(amounts(ev, EventType::DamageDeclared), V{suffered}); };
    };
    addScenarioRow("R-HEAL-SELF: the Leader heals himself through a Healing connection to himself",
                   leaderOnC(true, true), attack("p2", "c"), leaderDamage(0));
    addScenarioRow("R-LEADER-SELFHEAL: without that connection the Leader does not heal", leaderOnC(false, true),
                   attack("p2", "c"), leaderDamage(1));
    addScenarioRow("R-LEADER-SELFHEAL: with leaderSelfHealNeedsConnection off he blocks 1 on his own",
                   leaderOnC(false, false), attack("p2", "c"), leaderDamage(0));
    addScenarioRow("R-TECH-PROTECTION: the Protection tile blocks 1 damage of an attack",
                   front(kMaxHealth, [](GameState &s) {
                       giveTech(s, 1, Tech::Protection);
                       putQuarks(s, 0, "p2", 2);
                   }),
                   attack("p2", "c"), damage(2, 4));
    addScenarioRow("R-TECH-PROTECTION: Protection and Healing together",
                   [h = healer(0, 6)](GameState &s) {
                       h(s);
                       giveTech(s, 1, Tech::Protection);
                       putQuarks(s, 0, "p2", 1);
                   },
                   attack("p2", "c"), damage(0, 6));
    addScenarioRow("R-TECH-WEAKEN: WeakenHealing takes 1 from the defender's Healing",
                   [h = healer(0, 6)](GameState &s) {
                       h(s);
                       giveTech(s, 0, Tech::WeakenHealing);
                   },
                   attack("p2", "c"), damage(1, 5));
    addScenarioRow("R-TECH-WEAKEN: without Healing it changes nothing",
                   front(kMaxHealth, [](GameState &s) { giveTech(s, 0, Tech::WeakenHealing); }), attack("p2", "c"),
                   damage(1, 5));
    addScenarioRow("R-REINF-CAP: a Reinforcer adds his own Power to the attack",
                   front(kMaxHealth, [](GameState &s) {
                       putGuardian(s, 0, 2, "p1");
                       linkGuardians(s, 0, 2, 1, ConnectionKind::Reinforcement);
                   }),
                   attack("p2", "c"), damage(2, 4));
    addScenarioRow("R-REINF-CAP: Power never exceeds 8",
                   [](GameState &s) {
                       clearUnits(s);
                       putGuardian(s, 0, 0, "p2");
                       putGuardian(s, 0, 1, "p1");
                       putGuardian(s, 0, 2, "c");
                       s.player(0).tech[static_cast<std::size_t>(Tech::DoubleUpgrade)] = true; // R-UPGRADE
                       for (int g = 0; g < 3; ++g) {
                           s.guardian(0, g).upgradeKind = UpgradeKind::Power;
                           s.guardian(0, g).upgrades = 2;
                       }
                       linkGuardians(s, 0, 1, 0, ConnectionKind::Reinforcement);
                       linkGuardians(s, 0, 2, 0, ConnectionKind::Reinforcement);
                       putGuardian(s, 1, 1, "i");
                       s.guardian(1, 1).health = 6;
                   },
                   attack("p2", "i"), [](const GameState &s, const Events &ev) {
                       QCOMPARE(s.effectivePower(0, 0), 8);
                       QCOMPARE(amounts(ev, EventType::PowerDeclared), V{8});
                       QVERIFY(!s.guardian(1, 1).alive);
                   });
    addScenarioRow("R-WT-SOLO: an unmanned Watchtower shoots with its crystals, which are spent",
                   [](GameState &s) {
                       clearUnits(s);
                       putGuardian(s, 1, 1, "c");
                       putBuilding(s, 0, BuildingType::Watchtower, "p2", 2);
                   },
                   attack("p2", "c", std::nullopt), // R-COUNTER: no unit in p2, nothing to counter
                   [](const GameState &s, const Events &ev) {
                       QCOMPARE(amounts(ev, EventType::PowerDeclared), V{2});
                       QCOMPARE(amounts(ev, EventType::AmmoSpent), V{2});
                       QCOMPARE(s.guardian(1, 1).health, 4);
                       QCOMPARE(s.buildings.back().ammo, 0);
                   });
    addScenarioRow("R-VIS-AMMO: with a Guardian in its space the crystals add to his attack; only the spent amount is public",
                   front(kMaxHealth, [](GameState &s) { putBuilding(s, 0, BuildingType::Watchtower, "p2", 3); }),
                   attack("p2", "c"), [](const GameState &s, const Events &ev) {
                       QCOMPARE(amounts(ev, EventType::PowerDeclared), V{4});
                       const auto spent = eventsOf(ev, EventType::AmmoSpent);
                       QCOMPARE(spent.size(), std::size_t(1));
                       QCOMPARE(spent[0].visibility, Visibility::Public);
                       QCOMPARE(spent[0].amount, 3);
                       QCOMPARE(s.guardian(1, 1).health, 2);
                   });
    addScenarioRow("R-TECH-SOURCE: tapping the Energy Source pays 1 crystal at resolution",
                   [](GameState &s) {
                       clearUnits(s);
                       putGuardian(s, 0, 1, "i");
                       giveTech(s, 0, Tech::SourceAttack);
                   },
                   attack("i", "s", std::nullopt), [](const GameState &s, const Events &ev) {
                       QCOMPARE(eventsOf(ev, EventType::SourceTapped).size(), std::size_t(1));
                       const auto gained = eventsOf(ev, EventType::CrystalsGained);
                       QCOMPARE(gained.size(), std::size_t(1));
                       QCOMPARE(gained[0].visibility, Visibility::Private);
                       QCOMPARE(s.player(0).crystals, 1);
                   });
    // R-COMBAT-ORDER: player 0 attacks c, player 1 attacks j; with the First Player Token
    // on player 1 his attack resolves first, and battles come before all attacks.
    const auto twoFronts = [](int first) {
        return front(kMaxHealth, [first](GameState &s) {
            putGuardian(s, 0, 2, "j");
            putGuardian(s, 1, 2, "p3");
            s.firstPlayer = first;
            s.currentPlayer = first;
        });
    };
    const Script p0First = {{0, DeclareAttack{at("p2"), at("c")}}, {1, Counterattack{false}}, {0, EndTurn{}},
                            {1, DeclareAttack{at("p3"), at("j")}}, {0, Counterattack{false}}, {1, EndTurn{}}};
    const Script p1First = {{1, DeclareAttack{at("p3"), at("j")}}, {0, Counterattack{false}}, {1, EndTurn{}},
                            {0, DeclareAttack{at("p2"), at("c")}}, {1, Counterattack{false}}, {0, EndTurn{}}};
    addScenarioRow("R-COMBAT-ORDER: attacks resolve in the order of play (player 0 first)", twoFronts(0), p0First,
                   [](const GameState &, const Events &ev) { QCOMPARE(players(ev, EventType::PowerDeclared), (V{0, 1})); });
    addScenarioRow("R-COMBAT-ORDER: attacks resolve in the order of play (player 1 first)", twoFronts(1), p1First,
                   [](const GameState &, const Events &ev) { QCOMPARE(players(ev, EventType::PowerDeclared), (V{1, 0})); });
    addScenarioRow("R-COMBAT-ORDER: battles are resolved before attacks", twoFronts(1),
                   {{1, DeclareAttack{at("p3"), at("j")}}, {0, Counterattack{false}}, {1, EndTurn{}},
                    {0, DeclareAttack{at("p2"), at("c")}}, {1, Counterattack{true}}, {0, EndTurn{}}},
                   [](const GameState &, const Events &ev) {
                       std::vector<int> spaces;
                       for (const Event &e : eventsOf(ev, EventType::PowerDeclared))
                           spaces.push_back(e.space2);
                       QCOMPARE(spaces, (V{at("c"), at("p2"), at("j")}));
                   });
    // R-ATTACK-SOURCE-UNIT at resolution: player 1 (first) destroys the Guardian on p2
    // before player 0's attack from p2 resolves. Nothing attacks from p2 any more, so
    // the attack cannot heal the Guardian it was aimed at through a Healing surplus.
    addScenarioRow("R-ATTACK-SOURCE-UNIT: an attack whose units were destroyed earlier in resolution is withdrawn",
                   [](GameState &s) {
                       clearUnits(s);
                       putGuardian(s, 0, 1, "p2", 1);
                       putGuardian(s, 1, 1, "c");
                       putGuardian(s, 1, 2, "p1", 4);
                       putGuardian(s, 1, 3, "ar1");
                       linkGuardians(s, 1, 3, 2, ConnectionKind::Healing);
                       s.firstPlayer = 1;
                       s.currentPlayer = 1;
                   },
                   {{1, DeclareAttack{at("c"), at("p2")}}, {0, Counterattack{false}}, {1, EndTurn{}},
                    {0, DeclareAttack{at("p2"), at("p1")}}, {1, Counterattack{false}}, {0, EndTurn{}},
                    {1, Pursue{false, false, 0, false}}},
                   [](const GameState &s, const Events &ev) {
                       QCOMPARE(s.phase, Phase::Development);
                       QVERIFY(!s.guardian(0, 1).alive);
                       QCOMPARE(s.guardian(1, 2).health, 4);
                       QCOMPARE(players(ev, EventType::PowerDeclared), V{1});
                   });
    // R-ELIM: player 1's last Guardian falls while player 0 holds every space around his Base.
    const Setup siege = front(1, [](GameState &s) {
        putGuardian(s, 0, 0, "bx");
        putGuardian(s, 0, 2, "br1");
        putGuardian(s, 0, 3, "br2");
    });
    Script siegeAttack = attack("p2", "c");
    siegeAttack.emplace_back(0, Pursue{false, false, 0, false}); // the target is empty: a pursuit is offered
    addScenarioRow("R-ELIM: without Guardians or Buildings and surrounded, a player is eliminated", siege,
                   siegeAttack, [](const GameState &s, const Events &ev) {
                       QCOMPARE(players(ev, EventType::PlayerEliminated), V{1});
                       QVERIFY(s.player(1).eliminated);
                       QCOMPARE(actingPlayers(s), V{0});
                       QCOMPARE(codeOf(validate(s, 1, EndDevelopment{})), QStringLiteral("PLAYER_ELIMINATED"));
                       GameState t = s;
                       QVERIFY(play(t, 0, EndDevelopment{}).accepted());
                       QCOMPARE(t.round, 2);
                       QCOMPARE(t.currentPlayer, 0); // the token skips the eliminated player
                       QCOMPARE(t.firstPlayer, 0);
                       const ScoreReport r = computeScores(t);
                       QCOMPARE(r.lines.back().player, 1);
                   });
    addScenarioRow("R-ELIM: a player who still owns a Building is not eliminated",
                   [siege](GameState &s) {
                       siege(s);
                       putBuilding(s, 1, BuildingType::Reactor, "b4");
                   },
                   siegeAttack, [](const GameState &s, const Events &ev) {
                       QVERIFY(eventsOf(ev, EventType::PlayerEliminated).empty());
                       QVERIFY(!s.player(1).eliminated);
                   });
    addScenarioRow("R-ELIM: elimination is checked after every Movement action",
                   [](GameState &s) {
                       clearUnits(s);
                       putGuardian(s, 0, 0, "bx");
                       putGuardian(s, 0, 2, "br1");
                       putGuardian(s, 0, 3, "p4");
                   },
                   {{0, MoveGuardian{3, at("br2")}}}, [](const GameState &s, const Events &ev) {
                       QCOMPARE(players(ev, EventType::PlayerEliminated), V{1});
                       QVERIFY(s.player(1).eliminated);
                   });
}

QTEST_GUILESS_MAIN(TestRulesCombat)
#include "tst_rules_combat.moc"
