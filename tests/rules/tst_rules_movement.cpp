// SPDX-License-Identifier: GPL-3.0-or-later
// Movement phase rules: turn order, phases, Guardian and Quark moves, swaps, Buildings
// walked into, and connections broken by moves. Every row name starts with its rule id.
#include "testboard.h"

#include <QTest>

using namespace xobos::rules;
using namespace xobos::testing;

namespace {

// Only the units a row needs: player 0's Guardian 2 on `a`, player 1's Guardian 1 on `b`
// (when given), the two Quarks of each exit, nobody else.
Setup duel(const char *a, const char *b = nullptr)
{
    return [a, b](GameState &s) {
        clearUnits(s);
        putQuarks(s, 0, "ax", 2);
        putQuarks(s, 1, "bx", 2);
        putGuardian(s, 0, 2, a);
        if (b)
            putGuardian(s, 1, 1, b);
    };
}

template <class F> Setup then(Setup first, F more)
{
    return [first, more](GameState &s) {
        first(s);
        more(s);
    };
}

const Setup kStart = [](GameState &) {};

int at(const char *id) { return sp(*tinyBoard(), id); }

} // namespace

class TestRulesMovement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validation_data();
    void validation() { verifyValidationRow(); }
    void effects_data();
    void effects() { verifyScenarioRow(); }
};

void TestRulesMovement::validation_data()
{
    addValidationColumns();
    // --- Setup, turns and phases ---
    addValidationRow("R-SETUP-BOARD: a move to a space that is not on the board is refused", kStart, 0,
                     MoveGuardian{2, 999}, "NO_SUCH_SPACE");
    addValidationRow("R-SETUP-UNITS: there is no fifth Guardian", kStart, 0, MoveGuardian{4, at("p1")}, "NO_SUCH_GUARDIAN");
    addValidationRow("R-SETUP-LEADER: a player cannot choose his Leader twice",
                     [](GameState &s) { s.phase = Phase::Setup; }, 0, ChooseLeader{1}, "LEADER_ALREADY_CHOSEN");
    addValidationRow("R-SETUP-LEADER: a player who has not chosen may choose any Guardian",
                     [](GameState &s) {
                         s.phase = Phase::Setup;
                         s.player(1).leaderChosen = false;
                         s.guardian(1, 0).leader = false;
                         s.guardian(1, 0).basePower = 1;
                     },
                     1, ChooseLeader{2}, "OK");
    addValidationRow("R-TURN-ORDER: the first player moves", kStart, 0, MoveGuardian{2, at("p1")}, "OK");
    addValidationRow("R-TURN-ORDER: the second player waits for his turn", kStart, 1, MoveGuardian{2, at("p4")},
                     "NOT_YOUR_TURN");
    addValidationRow("R-TURN-ORDER: a seat that is not at the table cannot act", kStart, 7, EndTurn{}, "NOT_A_PLAYER");
    const Setup counterPending = then(duel("p2", "c"), [](GameState &s) {
        s.attacks.push_back(AttackToken{0, at("p2"), at("c"), false, kNoPlayer});
        s.pending.push_back(Pending{PendingKind::CounterattackChoice, 1, 0, false});
        s.player(0).attackedThisTurn = true;
    });
    addValidationRow("R-TURN-ORDER: a pending counterattack choice blocks the player whose turn it is", counterPending,
                     0, EndTurn{}, "DECISION_PENDING");
    addValidationRow("R-TURN-ORDER: the defender answers the pending choice out of turn", counterPending, 1,
                     Counterattack{true}, "OK");
    addValidationRow("R-TURN-ORDER: nobody answers a choice that was not offered", kStart, 0, Counterattack{false},
                     "NO_DECISION_PENDING");
    addValidationRow("R-PHASE: connections are made in the Development phase, not in Movement", kStart, 0,
                     Connect{1, 0, ConnectionKind::Reinforcement}, "WRONG_PHASE");
    addValidationRow("R-PHASE: a Leader is chosen only in Setup", kStart, 0, ChooseLeader{1}, "WRONG_PHASE");
    addValidationRow("R-PHASE: Guardians do not move in the Development phase", toDevelopment, 0,
                     MoveGuardian{2, at("p1")}, "WRONG_PHASE");
    addValidationRow("R-PHASE: there is no Movement turn to end in Development", toDevelopment, 1, EndTurn{},
                     "WRONG_PHASE");
    addValidationRow("R-END-ACTIONS: after the game no action is accepted",
                     [](GameState &s) { s.phase = Phase::GameOver; }, 0, EndTurn{}, "GAME_OVER");
    addValidationRow("R-ELIM: an eliminated player cannot act",
                     [](GameState &s) {
                         toDevelopment(s);
                         s.player(1).eliminated = true;
                         s.player(1).developmentDone = true;
                     },
                     1, EndDevelopment{}, "PLAYER_ELIMINATED");
    addValidationRow("R-DEV-ORDER: a player who ended his Development phase cannot act again",
                     [](GameState &s) {
                         toDevelopment(s);
                         s.player(0).developmentDone = true;
                     },
                     0, EndDevelopment{}, "DEVELOPMENT_DONE");
    addValidationRow("R-DEV-ORDER: the others still act in any order while one has finished",
                     [](GameState &s) {
                         toDevelopment(s);
                         s.player(0).developmentDone = true;
                     },
                     1, EndDevelopment{}, "OK");
    // --- Guardians ---
    addValidationRow("R-MOVE-GUARDIAN: one space along a lane is a legal move", duel("ar1"), 0, MoveGuardian{2, at("p1")}, "OK");
    addValidationRow("R-MOVE-GUARDIAN: two spaces is too far", duel("ar1"), 0, MoveGuardian{2, at("p2")},
                     "GUARDIAN_MOVE_TOO_FAR");
    addValidationRow("R-MOVE-GUARDIAN: spaces without a lane between them are too far", duel("ar1"), 0,
                     MoveGuardian{2, at("ar2")}, "GUARDIAN_MOVE_TOO_FAR");
    addValidationRow("R-MOVE-GUARDIAN: staying put is not a move", duel("ar1"), 0, MoveGuardian{2, at("ar1")}, "SAME_SPACE");
    addValidationRow("R-MOVE-GUARDIAN: a destroyed Guardian cannot move", duel("ar1"), 0, MoveGuardian{1, at("p1")},
                     "GUARDIAN_DESTROYED");
    addValidationRow("R-MOVE-ONCE: a Guardian that moved this round cannot move again",
                     then(duel("ar1"), [](GameState &s) { s.guardian(0, 2).movedThisRound = true; }), 0,
                     MoveGuardian{2, at("p1")}, "GUARDIAN_ALREADY_MOVED");
    addValidationRow("R-MOVE-ONCE: Quarks that moved this round cannot move again",
                     then(duel("ar1"), [](GameState &s) { putQuarks(s, 0, "p1", 2, 2); }), 0,
                     MoveQuarks{at("p1"), at("p2"), 1}, "NO_QUARKS_TO_MOVE");
    addValidationRow("R-MOVE-ONCE: the Quarks of a space that have not moved yet may still move",
                     then(duel("ar1"), [](GameState &s) { putQuarks(s, 0, "p1", 3, 1); }), 0,
                     MoveQuarks{at("p1"), at("p2"), 2}, "OK");
    addValidationRow("R-MOVE-ONCE: moved Quarks do not count among those ready to move",
                     then(duel("ar1"), [](GameState &s) { putQuarks(s, 0, "p1", 3, 1); }), 0,
                     MoveQuarks{at("p1"), at("p2"), 3}, "NO_QUARKS_TO_MOVE");
    addValidationRow("R-MOVE-ONE-GUARDIAN: a Guardian cannot enter a space holding his own Guardian", kStart, 0,
                     MoveGuardian{2, at("a2")}, "SPACE_HAS_GUARDIAN");
    addValidationRow("R-MOVE-SWAP: two own Guardians on a lane swap places", kStart, 0, SwapGuardians{1, 2}, "OK");
    addValidationRow("R-MOVE-SWAP: Guardians without a lane between them cannot swap", kStart, 0, SwapGuardians{2, 3},
                     "NOT_ADJACENT_FOR_SWAP");
    addValidationRow("R-MOVE-SWAP: a Guardian cannot swap with himself", kStart, 0, SwapGuardians{2, 2},
                     "NOT_ADJACENT_FOR_SWAP");
    addValidationRow("R-MOVE-SWAP: a swap is a move, so a Guardian that moved cannot swap",
                     [](GameState &s) { s.guardian(0, 1).movedThisRound = true; }, 0, SwapGuardians{1, 2},
                     "GUARDIAN_ALREADY_MOVED");
    addValidationRow("R-MOVE-CONSTRUCTING: a constructing Guardian cannot move",
                     then(duel("p1"), [](GameState &s) { putConstruction(s, 0, 2, BuildingType::Mine, 1); }), 0,
                     MoveGuardian{2, at("p2")}, "GUARDIAN_CONSTRUCTING");
    addValidationRow("R-MOVE-AFTER-ATTACK: after declaring an attack a Guardian cannot move this turn",
                     [](GameState &s) { s.player(0).attackedThisTurn = true; }, 0, MoveGuardian{2, at("p1")},
                     "MOVE_AFTER_ATTACK");
    addValidationRow("R-MOVE-AFTER-ATTACK: after declaring an attack Quarks cannot move this turn",
                     [](GameState &s) { s.player(0).attackedThisTurn = true; }, 0, MoveQuarks{at("ax"), at("p1"), 1},
                     "MOVE_AFTER_ATTACK");
    addValidationRow("R-MOVE-AFTER-ATTACK: after declaring an attack a swap is a move too",
                     [](GameState &s) { s.player(0).attackedThisTurn = true; }, 0, SwapGuardians{1, 2},
                     "MOVE_AFTER_ATTACK");
    addValidationRow("R-MOVE-AFTER-ATTACK: after declaring an attack the turn can still end",
                     [](GameState &s) { s.player(0).attackedThisTurn = true; }, 0, EndTurn{}, "OK");
    // --- Quarks ---
    addValidationRow("R-MOVE-QUARKS: Quarks move two spaces", kStart, 0, MoveQuarks{at("ax"), at("p2"), 2}, "OK");
    addValidationRow("R-MOVE-QUARKS: three spaces is too far without the Rank II tile", kStart, 0,
                     MoveQuarks{at("ax"), at("c"), 1}, "QUARK_MOVE_TOO_FAR");
    addValidationRow("R-MOVE-QUARKS: with the Rank II tile Quarks move three spaces",
                     [](GameState &s) { giveTech(s, 0, Tech::FastQuarks); }, 0, MoveQuarks{at("ax"), at("c"), 1}, "OK");
    addValidationRow("R-MOVE-QUARKS: four spaces is too far even with the Rank II tile",
                     [](GameState &s) { giveTech(s, 0, Tech::FastQuarks); }, 0, MoveQuarks{at("ax"), at("p3"), 1},
                     "QUARK_MOVE_TOO_FAR");
    addValidationRow("R-MOVE-QUARKS: the path cannot pass through enemy units",
                     [](GameState &s) { putQuarks(s, 1, "p1", 1); }, 0, MoveQuarks{at("ax"), at("p2"), 1},
                     "QUARK_MOVE_TOO_FAR");
    addValidationRow("R-MOVE-QUARKS: the path cannot pass through the Energy Source",
                     then(duel("a1"), [](GameState &s) { putQuarks(s, 0, "i", 1); }), 0, MoveQuarks{at("i"), at("j"), 1},
                     "QUARK_MOVE_TOO_FAR");
    addValidationRow("R-MOVE-QUARKS: at least one Quark moves", kStart, 0, MoveQuarks{at("ax"), at("p1"), 0},
                     "QUARK_COUNT_INVALID");
    addValidationRow("R-MOVE-QUARKS: a space cannot send more Quarks than it holds", kStart, 0,
                     MoveQuarks{at("ax"), at("p1"), 3}, "NO_QUARKS_TO_MOVE");
    addValidationRow("R-MOVE-QUARK-LIMIT: a fourth Quark cannot join a space",
                     [](GameState &s) { putQuarks(s, 0, "p1", 2); }, 0, MoveQuarks{at("ax"), at("p1"), 2},
                     "QUARK_SPACE_FULL");
    addValidationRow("R-MOVE-QUARK-LIMIT: a third Quark may join a space",
                     [](GameState &s) { putQuarks(s, 0, "p1", 2); }, 0, MoveQuarks{at("ax"), at("p1"), 1}, "OK");
    addValidationRow("R-MOVE-QUARK-LIMIT: Quarks share a space with their own Guardian", duel("p1"), 0,
                     MoveQuarks{at("ax"), at("p1"), 2}, "OK");
    // --- Enemy units, Sources, Bases, Buildings ---
    addValidationRow("R-MOVE-ENEMY: a Guardian cannot enter a space held by an enemy Guardian", duel("ar1", "p1"), 0,
                     MoveGuardian{2, at("p1")}, "SPACE_HAS_ENEMY_UNITS");
    addValidationRow("R-MOVE-ENEMY: a Guardian cannot enter a space held only by enemy Quarks",
                     then(duel("ar1"), [](GameState &s) { putQuarks(s, 1, "p1", 1); }), 0, MoveGuardian{2, at("p1")},
                     "SPACE_HAS_ENEMY_UNITS");
    addValidationRow("R-MOVE-ENEMY: Quarks cannot enter a space held by an enemy Guardian", duel("ar1", "p1"), 0,
                     MoveQuarks{at("ax"), at("p1"), 1}, "SPACE_HAS_ENEMY_UNITS");
    addValidationRow("R-MOVE-SOURCE: a Guardian cannot enter the Energy Source", duel("i"), 0, MoveGuardian{2, at("s")},
                     "ENERGY_SOURCE_IMPASSABLE");
    addValidationRow("R-MOVE-SOURCE: Quarks cannot enter the Energy Source",
                     then(duel("a1"), [](GameState &s) { putQuarks(s, 0, "i", 1); }), 0, MoveQuarks{at("i"), at("s"), 1},
                     "ENERGY_SOURCE_IMPASSABLE");
    addValidationRow("R-MOVE-SOURCE: a Guardian may stand on the irradiated space next to the Source", duel("p2"), 0,
                     MoveGuardian{2, at("i")}, "OK");
    addValidationRow("R-MOVE-ENEMY-BASE: a Guardian cannot enter another player's Base", duel("br1"), 0,
                     MoveGuardian{2, at("b2")}, "ENEMY_BASE");
    addValidationRow("R-MOVE-ENEMY-BASE: Quarks cannot enter another player's Base",
                     then(duel("a1"), [](GameState &s) { putQuarks(s, 0, "br1", 1); }), 0,
                     MoveQuarks{at("br1"), at("b2"), 1}, "ENEMY_BASE");
    addValidationRow("R-MOVE-ENEMY-BASE: with the option mayEnterEnemyBase an empty enemy Base space can be entered",
                     then(duel("br1"), [](GameState &s) { s.ruleset.mayEnterEnemyBase = true; }), 0,
                     MoveGuardian{2, at("b2")}, "OK");
    addValidationRow("R-MOVE-ENEMY-BASE: a Guardian enters his own Base", duel("ar1"), 0, MoveGuardian{2, at("a2")}, "OK");
    const Setup enemyMineOnP1 = then(duel("ar1"), [](GameState &s) { putBuilding(s, 1, BuildingType::Mine, "p1"); });
    addValidationRow("R-MOVE-QUARK-BUILDING: Quarks cannot enter a space holding an enemy Building", enemyMineOnP1, 0,
                     MoveQuarks{at("ax"), at("p1"), 1}, "QUARKS_CANNOT_ENTER_BUILDING");
    addValidationRow("R-MOVE-QUARK-BUILDING: nor pass through it",
                     then(duel("a1"), [](GameState &s) {
                         putBuilding(s, 1, BuildingType::Mine, "p2");
                         putQuarks(s, 0, "p1", 1);
                     }),
                     0, MoveQuarks{at("p1"), at("c"), 1}, "QUARK_MOVE_TOO_FAR");
    addValidationRow("R-MOVE-QUARK-BUILDING: with the option quarksMayEnterEnemyBuilding they may",
                     then(enemyMineOnP1, [](GameState &s) { s.ruleset.quarksMayEnterEnemyBuilding = true; }), 0,
                     MoveQuarks{at("ax"), at("p1"), 1}, "OK");
    addValidationRow("R-MOVE-QUARK-BUILDING: Quarks enter a space holding their own Building",
                     then(duel("ar1"), [](GameState &s) { putBuilding(s, 0, BuildingType::Mine, "p1"); }), 0,
                     MoveQuarks{at("ax"), at("p1"), 1}, "OK");
    addValidationRow("R-BUILDING-DESTROY: a Guardian may walk into an enemy Building", enemyMineOnP1, 0,
                     MoveGuardian{2, at("p1")}, "OK");
    addValidationRow("R-BUILDING-SEIZE: seizing needs the Rank III tile", enemyMineOnP1, 0,
                     MoveGuardian{2, at("p1"), true}, "SEIZE_NEEDS_TECH");
    addValidationRow("R-BUILDING-SEIZE: with the Rank III tile the Building is seized",
                     then(enemyMineOnP1, [](GameState &s) { giveTech(s, 0, Tech::Seize); }), 0,
                     MoveGuardian{2, at("p1"), true}, "OK");
    addValidationRow("R-BUILDING-SEIZE: a Watchtower cannot be seized",
                     then(duel("ar1"), [](GameState &s) {
                         putBuilding(s, 1, BuildingType::Watchtower, "p1");
                         giveTech(s, 0, Tech::Seize);
                     }),
                     0, MoveGuardian{2, at("p1"), true}, "SEIZE_WATCHTOWER");
    addValidationRow("R-BUILDING-SEIZE: there is nothing to seize on an empty space",
                     then(duel("ar1"), [](GameState &s) { giveTech(s, 0, Tech::Seize); }), 0,
                     MoveGuardian{2, at("p1"), true}, "NOTHING_TO_SEIZE");
    addValidationRow("R-BUILDING-SEIZE: a player does not seize his own Building",
                     then(duel("ar1"), [](GameState &s) {
                         putBuilding(s, 0, BuildingType::Mine, "p1");
                         giveTech(s, 0, Tech::Seize);
                     }),
                     0, MoveGuardian{2, at("p1"), true}, "NOTHING_TO_SEIZE");
    // --- Counterattack space (player 1 countered from c in player 0's turn) ---
    const Setup countered = [](GameState &s) {
        clearUnits(s);
        putGuardian(s, 0, 1, "p2");
        putGuardian(s, 1, 1, "c");
        putGuardian(s, 1, 2, "p3");
        putQuarks(s, 1, "p4", 1);
        s.attacks.push_back(AttackToken{0, at("p2"), at("c"), true, 1});
        s.currentPlayer = 1;
        s.turnsTaken = 1;
    };
    addValidationRow("R-COUNTER-SPACE: a Guardian cannot move into the space he counterattacks from", countered, 1,
                     MoveGuardian{2, at("c")}, "COUNTERATTACK_SPACE");
    addValidationRow("R-COUNTER-SPACE: Quarks cannot move into the space that counterattacks", countered, 1,
                     MoveQuarks{at("p4"), at("c"), 1}, "COUNTERATTACK_SPACE");
    addValidationRow("R-COUNTER-SPACE: a swap into the counterattacking space is refused", countered, 1,
                     SwapGuardians{1, 2}, "COUNTERATTACK_SPACE");
    addValidationRow("R-COUNTER-SPACE: moving out of it is a retreat and allowed", countered, 1, MoveGuardian{1, at("z")}, "OK");
}

void TestRulesMovement::effects_data()
{
    addScenarioColumns();
    addScenarioRow("R-BUILDING-DESTROY: walking into an enemy Mine destroys it for 2 crystals",
                   then(duel("ar1"), [](GameState &s) { putBuilding(s, 1, BuildingType::Mine, "p1"); }),
                   {{0, MoveGuardian{2, at("p1")}}}, [](const GameState &s, const Events &ev) {
                       const auto d = eventsOf(ev, EventType::BuildingDestroyed);
                       QCOMPARE(d.size(), std::size_t(1));
                       QCOMPARE(d[0].visibility, Visibility::Public);
                       QCOMPARE(d[0].target, 1);
                       QCOMPARE(d[0].detail, static_cast<int>(BuildingType::Mine));
                       const auto c = eventsOf(ev, EventType::CrystalsGained);
                       QCOMPARE(c.size(), std::size_t(1));
                       QCOMPARE(c[0].amount, 2);
                       QCOMPARE(c[0].visibility, Visibility::Private);
                       QVERIFY(c[0].visibleTo(0) && !c[0].visibleTo(1) && !c[0].visibleTo(kNoPlayer));
                       QCOMPARE(s.player(0).crystals, 2);
                       QCOMPARE(s.buildingAt(at("p1")), -1);
                   });
    addScenarioRow("R-BUILDING-DESTROY: walking into an own Building leaves it standing",
                   then(duel("ar1"), [](GameState &s) { putBuilding(s, 0, BuildingType::Mine, "p1"); }),
                   {{0, MoveGuardian{2, at("p1")}}}, [](const GameState &s, const Events &ev) {
                       QVERIFY(eventsOf(ev, EventType::BuildingDestroyed).empty());
                       QCOMPARE(s.buildingCount(0, BuildingType::Mine), 1);
                       QCOMPARE(s.player(0).crystals, 0);
                   });
    addScenarioRow("R-BUILDING-SEIZE: a seized Mine changes owner and pays 3 crystals",
                   then(duel("ar1"), [](GameState &s) {
                       putBuilding(s, 1, BuildingType::Mine, "p1");
                       giveTech(s, 0, Tech::Seize);
                   }),
                   {{0, MoveGuardian{2, at("p1"), true}}}, [](const GameState &s, const Events &ev) {
                       QCOMPARE(eventsOf(ev, EventType::BuildingSeized).size(), std::size_t(1));
                       QVERIFY(eventsOf(ev, EventType::BuildingDestroyed).empty());
                       QCOMPARE(s.player(0).crystals, 3);
                       QCOMPARE(s.buildingCount(0, BuildingType::Mine), 1);
                       QCOMPARE(s.buildingCount(1, BuildingType::Mine), 0);
                   });
    addScenarioRow("R-CONN-BREAK-MOVE: a Reinforcement breaks when the Guardians end apart",
                   [](GameState &s) {
                       clearUnits(s);
                       putGuardian(s, 0, 2, "ar1");
                       putGuardian(s, 0, 3, "p1");
                       linkGuardians(s, 0, 2, 3, ConnectionKind::Reinforcement);
                   },
                   {{0, MoveGuardian{3, at("p2")}}}, [](const GameState &s, const Events &ev) {
                       const auto b = eventsOf(ev, EventType::ConnectionBroken);
                       QCOMPARE(b.size(), std::size_t(1));
                       QCOMPARE(b[0].visibility, Visibility::Private);
                       QCOMPARE(b[0].audience, 0);
                       QVERIFY(!b[0].visibleTo(1));
                       QCOMPARE(s.guardian(0, 2).slot, ConnectionKind::None);
                   });
    addScenarioRow("R-CONN-BREAK-MOVE: a connection survives a swap that keeps the Guardians adjacent",
                   [](GameState &s) {
                       clearUnits(s);
                       putGuardian(s, 0, 2, "p1");
                       putGuardian(s, 0, 3, "p2");
                       linkGuardians(s, 0, 2, 3, ConnectionKind::Healing);
                   },
                   {{0, SwapGuardians{2, 3}}}, [](const GameState &s, const Events &ev) {
                       QVERIFY(eventsOf(ev, EventType::ConnectionBroken).empty());
                       QCOMPARE(s.guardian(0, 2).slot, ConnectionKind::Healing);
                       QVERIFY(s.guardian(0, 2).movedThisRound && s.guardian(0, 3).movedThisRound);
                       QCOMPARE(s.guardian(0, 2).space, at("p2"));
                   });
    addScenarioRow("R-CONN-BREAK-MOVE: entering an irradiated space breaks the Leader's self-healing",
                   [](GameState &s) {
                       clearUnits(s);
                       putGuardian(s, 0, 0, "p2");
                       linkGuardians(s, 0, 0, 0, ConnectionKind::Healing);
                   },
                   {{0, MoveGuardian{0, at("i")}}}, [](const GameState &s, const Events &ev) {
                       QCOMPARE(eventsOf(ev, EventType::ConnectionBroken).size(), std::size_t(1));
                       QCOMPARE(s.guardian(0, 0).slot, ConnectionKind::None);
                   });
    addScenarioRow("R-MOVE-ONCE: Quarks that arrived cannot move on in the same round", kStart,
                   {{0, MoveQuarks{at("ax"), at("p1"), 2}}}, [](const GameState &s, const Events &) {
                       QCOMPARE(codeOf(validate(s, 0, MoveQuarks{at("p1"), at("p2"), 1})), QStringLiteral("NO_QUARKS_TO_MOVE"));
                       QCOMPARE(s.player(0).quarksAt(at("p1")), 2);
                   });
    addScenarioRow("R-MOVE-ONCE: a new round lets every unit move again", kStart,
                   {{0, MoveGuardian{2, at("p1")}}, {0, EndTurn{}}, {1, EndTurn{}}, {0, EndDevelopment{}}, {1, EndDevelopment{}}},
                   [](const GameState &s, const Events &) {
                       QCOMPARE(s.round, 2);
                       QVERIFY(!s.guardian(0, 2).movedThisRound);
                   });
}

QTEST_GUILESS_MAIN(TestRulesMovement)
#include "tst_rules_movement.moc"
