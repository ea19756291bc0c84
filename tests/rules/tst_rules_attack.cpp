// SPDX-License-Identifier: GPL-3.0-or-later
// Attack declarations, counterattacks, retreat and pursuit (the Movement phase side of
// combat). Resolution itself is in tst_rules_combat.cpp. Row names start with the rule id.
#include "testboard.h"

#include <QTest>

using namespace xobos::rules;
using namespace xobos::testing;

namespace {

int at(const char *id) { return sp(*tinyBoard(), id); }

// Player 0's Guardian 1 on p2 faces player 1's Guardian 1 on c (a lane between them).
void front(GameState &s)
{
    clearUnits(s);
    putGuardian(s, 0, 1, "p2");
    putGuardian(s, 1, 1, "c");
}

template <class F> Setup frontAnd(F more)
{
    return [more](GameState &s) {
        front(s);
        more(s);
    };
}

const Setup kFront = front;

} // namespace

class TestRulesAttack : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void declaration_data();
    void declaration() { verifyValidationRow(); }
    void counterAndPursuit_data();
    void counterAndPursuit() { verifyScenarioRow(); }
};

void TestRulesAttack::declaration_data()
{
    addValidationColumns();
    addValidationRow("R-ATTACK-LANE: an attack along a lane onto an enemy Guardian is declared", kFront, 0,
                     DeclareAttack{at("p2"), at("c")}, "OK");
    addValidationRow("R-ATTACK-LANE: an attack on a space without a lane to it is refused",
                     frontAnd([](GameState &s) { putGuardian(s, 1, 2, "p3"); }), 0, DeclareAttack{at("p2"), at("p3")},
                     "ATTACK_NOT_ADJACENT");
    addValidationRow("R-ATTACK-SOURCE-UNIT: an attack needs a unit in the space it comes from", kFront, 0,
                     DeclareAttack{at("z"), at("c")}, "ATTACK_NO_UNIT");
    addValidationRow("R-ATTACK-SOURCE-UNIT: Quarks alone may attack",
                     frontAnd([](GameState &s) { putQuarks(s, 0, "z", 1); }), 0, DeclareAttack{at("z"), at("c")}, "OK");
    addValidationRow("R-ATTACK-SOURCE-UNIT: an enemy unit in the space is no attacker", kFront, 0,
                     DeclareAttack{at("c"), at("p2")}, "ATTACK_NO_UNIT");
    addValidationRow("R-ATTACK-TARGET-ENEMY: a space without enemy units cannot be attacked", kFront, 0,
                     DeclareAttack{at("p2"), at("p1")}, "ATTACK_NO_ENEMY");
    addValidationRow("R-ATTACK-TARGET-ENEMY: a space holding only an enemy Building cannot be attacked",
                     frontAnd([](GameState &s) { putBuilding(s, 1, BuildingType::Mine, "p1"); }), 0,
                     DeclareAttack{at("p2"), at("p1")}, "ATTACK_NO_ENEMY");
    addValidationRow("R-ATTACK-TARGET-ENEMY: own units are not a target",
                     frontAnd([](GameState &s) { putQuarks(s, 0, "p1", 1); }), 0, DeclareAttack{at("p2"), at("p1")},
                     "ATTACK_NO_ENEMY");
    addValidationRow("R-ATTACK-ONE-PER-SPACE: a second attack from the same space is refused",
                     frontAnd([](GameState &s) {
                         putQuarks(s, 1, "i", 1);
                         s.attacks.push_back(AttackToken{0, at("p2"), at("c"), false, kNoPlayer});
                         s.player(0).attackedThisTurn = true;
                     }),
                     0, DeclareAttack{at("p2"), at("i")}, "ATTACK_ALREADY_FROM_SPACE");
    addValidationRow("R-ATTACK-ONE-PER-SPACE: a space that counterattacks has made its one attack",
                     [](GameState &s) {
                         front(s);
                         putQuarks(s, 0, "i", 1);
                         putGuardian(s, 1, 2, "p3");
                         s.attacks.push_back(AttackToken{0, at("p2"), at("c"), true, 1});
                         s.currentPlayer = 1;
                         s.turnsTaken = 1;
                     },
                     1, DeclareAttack{at("c"), at("p2")}, "ATTACK_ALREADY_FROM_SPACE");
    addValidationRow("R-ATTACK-ONE-PER-SPACE: many attacks may come onto one space from different directions",
                     frontAnd([](GameState &s) {
                         putGuardian(s, 0, 2, "z");
                         s.attacks.push_back(AttackToken{0, at("p2"), at("c"), false, kNoPlayer});
                         s.player(0).attackedThisTurn = true;
                     }),
                     0, DeclareAttack{at("z"), at("c")}, "OK");
    addValidationRow("R-ATTACK-BASE: no attack into a player's Base",
                     [](GameState &s) {
                         clearUnits(s);
                         putGuardian(s, 0, 2, "br1");
                         putGuardian(s, 1, 1, "b2");
                     },
                     0, DeclareAttack{at("br1"), at("b2")}, "ATTACK_BASE");
    addValidationRow("R-ATTACK-BASE: no attack out of a player's own Base",
                     [](GameState &s) {
                         clearUnits(s);
                         putGuardian(s, 0, 1, "a2");
                         putGuardian(s, 1, 2, "ar1");
                     },
                     0, DeclareAttack{at("a2"), at("ar1")}, "ATTACK_BASE");
    const Setup reinforcing = frontAnd([](GameState &s) {
        putGuardian(s, 0, 2, "p1");
        linkGuardians(s, 0, 1, 2, ConnectionKind::Reinforcement);
    });
    addValidationRow("R-ATTACK-REINFORCING: a Reinforcing Guardian cannot attack", reinforcing, 0,
                     DeclareAttack{at("p2"), at("c")}, "ATTACK_REINFORCING");
    addValidationRow("R-ATTACK-REINFORCING: nor can the Quarks beside him",
                     [reinforcing](GameState &s) {
                         reinforcing(s);
                         putQuarks(s, 0, "p2", 1);
                     },
                     0, DeclareAttack{at("p2"), at("c")}, "ATTACK_REINFORCING");
    addValidationRow("R-CONN-BREAK: in his Movement turn a player may break a connection to free a Guardian",
                     reinforcing, 0, BreakConnection{1}, "OK");
    addValidationRow("R-CONN-BREAK: not in another player's turn", reinforcing, 1, BreakConnection{1}, "NOT_YOUR_TURN");
    addValidationRow("R-CONN-BREAK: a Guardian without a connection has nothing to break", kFront, 0, BreakConnection{1},
                     "SLOT_EMPTY");
    addValidationRow("R-RETREAT-PURSUIT: after a pursuit no further attack is declared this round",
                     frontAnd([](GameState &s) { s.player(0).pursuedThisRound = true; }), 0,
                     DeclareAttack{at("p2"), at("c")}, "ATTACK_AFTER_PURSUIT");
    addValidationRow("R-PURSUIT: there is no pursuit to accept when none was offered", kFront, 0, Pursue{},
                     "NO_DECISION_PENDING");
    const Setup tower = [](GameState &s) {
        clearUnits(s);
        putGuardian(s, 1, 1, "c");
        putBuilding(s, 0, BuildingType::Watchtower, "p2", 1);
    };
    addValidationRow("R-WT-SOLO: an armed Watchtower with one crystal shoots without a Guardian", tower, 0,
                     DeclareAttack{at("p2"), at("c")}, "OK");
    addValidationRow("R-WT-SOLO: an unarmed Watchtower cannot attack",
                     [tower](GameState &s) {
                         tower(s);
                         s.buildings.back().ammo = 0;
                     },
                     0, DeclareAttack{at("p2"), at("c")}, "ATTACK_NO_UNIT");
    addValidationRow("R-WT-SOLO: with unmannedWatchtowerMayShoot off it needs a unit",
                     [tower](GameState &s) {
                         tower(s);
                         s.ruleset.unmannedWatchtowerMayShoot = false;
                     },
                     0, DeclareAttack{at("p2"), at("c")}, "ATTACK_NO_UNIT");
    const Setup onI = [](GameState &s) {
        clearUnits(s);
        putGuardian(s, 0, 1, "i");
    };
    addValidationRow("R-TECH-SOURCE: attacking the Energy Source needs the Rank I tile", onI, 0,
                     DeclareAttack{at("i"), at("s")}, "SOURCE_ATTACK_NEEDS_TECH");
    addValidationRow("R-TECH-SOURCE: with the tile a Guardian on an irradiated space taps the Source",
                     [onI](GameState &s) {
                         onI(s);
                         giveTech(s, 0, Tech::SourceAttack);
                     },
                     0, DeclareAttack{at("i"), at("s")}, "OK");
    addValidationRow("R-TECH-SOURCE: the Source is tapped from an irradiated space only",
                     [](GameState &s) {
                         clearUnits(s);
                         putGuardian(s, 0, 1, "z");
                         giveTech(s, 0, Tech::SourceAttack);
                     },
                     0, DeclareAttack{at("z"), at("s")}, "SOURCE_ATTACK_NOT_IRRADIATED");
    addValidationRow("R-TECH-SOURCE: Quarks alone do not tap the Source",
                     [](GameState &s) {
                         clearUnits(s);
                         putQuarks(s, 0, "i", 1);
                         giveTech(s, 0, Tech::SourceAttack);
                     },
                     0, DeclareAttack{at("i"), at("s")}, "ATTACK_NO_UNIT");
    const Setup choice = frontAnd([](GameState &s) {
        s.attacks.push_back(AttackToken{0, at("p2"), at("c"), false, kNoPlayer});
        s.pending.push_back(Pending{PendingKind::CounterattackChoice, 1, 0, false});
        s.player(0).attackedThisTurn = true;
    });
    addValidationRow("R-COUNTER: the attacked player may counterattack", choice, 1, Counterattack{true}, "OK");
    addValidationRow("R-COUNTER: he does not have to", choice, 1, Counterattack{false}, "OK");
    addValidationRow("R-COUNTER: only the attacked player answers", choice, 0, Counterattack{true}, "NO_DECISION_PENDING");
    // Defensive: apply() never offers this choice to a space that cannot attack, so the
    // position is built by hand.
    addValidationRow("R-ATTACK-REINFORCING: a space whose only Guardian reinforces cannot counterattack",
                     [choice](GameState &s) {
                         choice(s);
                         putGuardian(s, 1, 2, "p3");
                         linkGuardians(s, 1, 1, 2, ConnectionKind::Reinforcement);
                     },
                     1, Counterattack{true}, "ATTACK_REINFORCING");
}

void TestRulesAttack::counterAndPursuit_data()
{
    addScenarioColumns();
    addScenarioRow("R-COUNTER: the defender is asked at once and blocks everyone until he answers", kFront,
                   {{0, DeclareAttack{at("p2"), at("c")}}}, [](const GameState &s, const Events &ev) {
                       QCOMPARE(eventsOf(ev, EventType::AttackDeclared).size(), std::size_t(1));
                       QCOMPARE(eventsOf(ev, EventType::AttackDeclared)[0].target, 1);
                       QCOMPARE(actingPlayers(s), std::vector<int>{1});
                       QCOMPARE(codeOf(validate(s, 0, EndTurn{})), QStringLiteral("DECISION_PENDING"));
                       GameState t = s;
                       const Outcome o = play(t, 1, Counterattack{true});
                       QVERIFY(o.accepted());
                       QCOMPARE(eventsOf(o.events, EventType::CounterattackDeclared).size(), std::size_t(1));
                       QVERIFY(t.attacks.front().counter);
                       QCOMPARE(t.attacks.front().counterOwner, 1);
                       QCOMPARE(actingPlayers(t), std::vector<int>{0});
                   });
    addScenarioRow("R-COUNTER: the choice is offered on public facts, even to a space whose Guardian reinforces",
                   frontAnd([](GameState &s) {
                       putGuardian(s, 1, 2, "p3");
                       linkGuardians(s, 1, 1, 2, ConnectionKind::Reinforcement);
                   }),
                   {{0, DeclareAttack{at("p2"), at("c")}}},
                   [](const GameState &s, const Events &) {
                       QCOMPARE(s.pending.size(), std::size_t(1));
                       QCOMPARE(validate(s, 1, Counterattack{true}).code, ViolationCode::ATTACK_REINFORCING);
                       QVERIFY(validate(s, 1, Counterattack{false}).ok());
                   });
    addScenarioRow("R-COUNTER: attacked from two directions, the defender counters only one",
                   frontAnd([](GameState &s) { putGuardian(s, 0, 2, "z"); }),
                   {{0, DeclareAttack{at("p2"), at("c")}}, {1, Counterattack{true}}, {0, DeclareAttack{at("z"), at("c")}}},
                   [](const GameState &s, const Events &) {
                       QVERIFY(s.pending.empty());
                       QCOMPARE(s.attacks.size(), std::size_t(2));
                       QVERIFY(s.attacks[0].counter && !s.attacks[1].counter);
                   });
    const Script retreat = {{0, DeclareAttack{at("p2"), at("c")}}, {1, Counterattack{false}}, {0, EndTurn{}},
                            {1, MoveGuardian{1, at("p3")}}};
    addScenarioRow("R-RETREAT-PURSUIT: when the defender retreats, the attacker may occupy the freed space",
                   frontAnd([](GameState &s) { putQuarks(s, 0, "p2", 1); }), retreat,
                   [](const GameState &s, const Events &ev) {
                       QCOMPARE(eventsOf(ev, EventType::PursuitOffered).size(), std::size_t(1));
                       QCOMPARE(actingPlayers(s), std::vector<int>{0});
                       QCOMPARE(codeOf(validate(s, 1, EndTurn{})), QStringLiteral("DECISION_PENDING"));
                       // All attacking units move: the Guardian alone is not enough.
                       QCOMPARE(codeOf(validate(s, 0, Pursue{true, true, 0, false})), QStringLiteral("PURSUIT_NOT_POSSIBLE"));
                       QCOMPARE(codeOf(validate(s, 0, Pursue{true, false, 1, false})), QStringLiteral("PURSUIT_NOT_POSSIBLE"));
                       // One way to decline: naming units or a seizure is refused (fuzz_actionseq).
                       QCOMPARE(codeOf(validate(s, 0, Pursue{false, false, 0, false})), QStringLiteral("OK"));
                       QCOMPARE(codeOf(validate(s, 0, Pursue{false, false, 46, true})),
                                QStringLiteral("PURSUIT_DECLINE_MOVES_NOTHING"));
                       QCOMPARE(codeOf(validate(s, 0, Pursue{false, true, 0, false})),
                                QStringLiteral("PURSUIT_DECLINE_MOVES_NOTHING"));
                       GameState t = s;
                       const Outcome o = play(t, 0, Pursue{true, true, 1, false});
                       QVERIFY2(o.accepted(), o.violation.codeName().data());
                       QCOMPARE(t.guardian(0, 1).space, at("c"));
                       QCOMPARE(t.player(0).quarksAt(at("c")), 1);
                       QVERIFY(t.attacks.empty()); // the token is removed
                       QVERIFY(t.player(0).pursuedThisRound);
                       QCOMPARE(actingPlayers(t), std::vector<int>{1}); // the retreating player's turn goes on
                   });
    addScenarioRow("R-RETREAT-PURSUIT: a declined pursuit leaves the token, withdrawn at resolution", kFront,
                   {{0, DeclareAttack{at("p2"), at("c")}}, {1, Counterattack{false}}, {0, EndTurn{}},
                    {1, MoveGuardian{1, at("p3")}}, {0, Pursue{false, false, 0, false}}, {1, EndTurn{}}},
                   [](const GameState &s, const Events &ev) {
                       QCOMPARE(eventsOf(ev, EventType::PursuitDeclined).size(), std::size_t(1));
                       QCOMPARE(eventsOf(ev, EventType::AttackWithdrawn).size(), std::size_t(1));
                       QVERIFY(eventsOf(ev, EventType::PowerDeclared).empty());
                       QCOMPARE(s.guardian(0, 1).space, at("p2"));
                       QCOMPARE(s.phase, Phase::Development);
                   });
    addScenarioRow("R-RETREAT-PURSUIT: attackers that moved this round cannot pursue a retreat",
                   [](GameState &s) {
                       front(s);
                       putGuardian(s, 0, 1, "p1");
                   },
                   {{0, MoveGuardian{1, at("p2")}}, {0, DeclareAttack{at("p2"), at("c")}}, {1, Counterattack{false}},
                    {0, EndTurn{}}, {1, MoveGuardian{1, at("p3")}}},
                   [](const GameState &s, const Events &ev) {
                       QVERIFY(eventsOf(ev, EventType::PursuitOffered).empty());
                       QVERIFY(s.pending.empty());
                   });
    const Setup quarkOnC = [](GameState &s) {
        clearUnits(s);
        putGuardian(s, 0, 1, "p2");
        putQuarks(s, 1, "c", 1);
        putBuilding(s, 1, BuildingType::Mine, "c");
    };
    const Script attackQuark = {{0, DeclareAttack{at("p2"), at("c")}}, {1, Counterattack{false}}, {0, EndTurn{}},
                                {1, EndTurn{}}};
    addScenarioRow("R-PURSUIT: after an attack empties its target the attacker may move in", quarkOnC, attackQuark,
                   [](const GameState &s, const Events &ev) {
                       QCOMPARE(eventsOf(ev, EventType::PursuitOffered).size(), std::size_t(1));
                       QVERIFY(s.resolving);
                       QCOMPARE(actingPlayers(s), std::vector<int>{0});
                       QCOMPARE(codeOf(validate(s, 0, Pursue{true, true, 0, true})), QStringLiteral("SEIZE_NEEDS_TECH"));
                       QCOMPARE(codeOf(validate(s, 0, Pursue{true, false, 0, false})), QStringLiteral("PURSUIT_NOT_POSSIBLE"));
                       GameState t = s;
                       const Outcome o = play(t, 0, Pursue{true, true, 0, false});
                       QVERIFY2(o.accepted(), o.violation.codeName().data());
                       QCOMPARE(t.guardian(0, 1).space, at("c"));
                       QCOMPARE(eventsOf(o.events, EventType::BuildingDestroyed).size(), std::size_t(1));
                       QCOMPARE(t.phase, Phase::Development);
                       QVERIFY(t.attacks.empty());
                   });
    addScenarioRow("R-PURSUIT: the attacker may decline", quarkOnC, attackQuark, [](const GameState &s, const Events &) {
        GameState t = s;
        QVERIFY(play(t, 0, Pursue{false, false, 0, false}).accepted());
        QCOMPARE(t.guardian(0, 1).space, at("p2"));
        QCOMPARE(t.phase, Phase::Development);
    });
    addScenarioRow("R-PURSUIT: units that moved this round do not pursue",
                   [quarkOnC](GameState &s) {
                       quarkOnC(s);
                       putGuardian(s, 0, 1, "p1");
                   },
                   {{0, MoveGuardian{1, at("p2")}}, {0, DeclareAttack{at("p2"), at("c")}}, {1, Counterattack{false}},
                    {0, EndTurn{}}, {1, EndTurn{}}},
                   [](const GameState &s, const Events &ev) {
                       QVERIFY(eventsOf(ev, EventType::PursuitOffered).empty());
                       QCOMPARE(s.phase, Phase::Development);
                   });
    addScenarioRow("R-PURSUIT: there is no pursuit after a battle",
                   frontAnd([](GameState &s) { s.guardian(1, 1).health = 1; }),
                   {{0, DeclareAttack{at("p2"), at("c")}}, {1, Counterattack{true}}, {0, EndTurn{}}, {1, EndTurn{}}},
                   [](const GameState &s, const Events &ev) {
                       QCOMPARE(eventsOf(ev, EventType::GuardianDestroyed).size(), std::size_t(1));
                       QVERIFY(eventsOf(ev, EventType::PursuitOffered).empty());
                       QCOMPARE(s.phase, Phase::Development);
                   });
}

QTEST_GUILESS_MAIN(TestRulesAttack)
#include "tst_rules_attack.moc"
