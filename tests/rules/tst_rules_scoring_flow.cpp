// SPDX-License-Identifier: GPL-3.0-or-later
// Setup, the flow of turns, phases and rounds, production and construction timing, the
// end of the game and the final score with its tie-breakers. Row names start with the
// rule id.
#include "testboard.h"

#include "xobos/rules/boardcheck.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace xobos::rules;
using namespace xobos::testing;

Q_DECLARE_METATYPE(std::vector<xobos::rules::ScoreInput>)

namespace {

int at(const char *id) { return sp(*tinyBoard(), id); }
using V = std::vector<int>;

// Ends the Development phase of both players and plays an empty Movement phase of the
// next round, in which `first` holds the First Player Token.
Script nextRound(int first)
{
    return {{0, EndDevelopment{}}, {1, EndDevelopment{}}, {first, EndTurn{}}, {1 - first, EndTurn{}}};
}

Script concat(std::initializer_list<Script> parts)
{
    Script out;
    for (const Script &p : parts)
        out.insert(out.end(), p.begin(), p.end());
    return out;
}

const Script kToDevelopment = {{0, EndTurn{}}, {1, EndTurn{}}};
const Setup kStart = [](GameState &) {};

} // namespace

class TestRulesScoringFlow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ranking_data();
    void ranking();
    void scoreFromState();
    void boardsAndSeats();
    void firstPlayerDraw();
    void flow_data();
    void flow() { verifyScenarioRow(); }
};

void TestRulesScoringFlow::ranking_data()
{
    QTest::addColumn<std::vector<ScoreInput>>("inputs");
    QTest::addColumn<V>("scores");  // by seat
    QTest::addColumn<V>("ranks");   // by seat
    QTest::addColumn<V>("winners");
    QTest::addColumn<bool>("byTechTiles");
    QTest::addColumn<bool>("shared");
    using S = std::vector<ScoreInput>;
    QTest::newRow("R-END-SCORE: rulebook example, (10 + 3) x 3 = 39")
        << S{{10, 3, 3, 0, false}, {20, 4, 1, 0, false}} << V{39, 24} << V{1, 2} << V{0} << false << false;
    QTest::newRow("R-END-SCORE: without a Reactor the score is 0")
        << S{{50, 4, 0, 3, false}, {1, 1, 1, 0, false}} << V{0, 2} << V{2, 1} << V{1} << false << false;
    QTest::newRow("R-END-TIE: equal scores are separated by Technology Tiles")
        << S{{10, 3, 3, 2, false}, {10, 3, 3, 4, false}} << V{39, 39} << V{2, 1} << V{1} << true << false;
    QTest::newRow("R-END-TIE: equal scores and equal tiles share the victory")
        << S{{10, 3, 3, 2, false}, {36, 3, 1, 2, false}, {1, 1, 1, 9, false}} << V{39, 39, 2} << V{1, 1, 3}
        << V{0, 1} << false << true;
    QTest::newRow("R-ELIM: an eliminated player ranks after everyone still in the game")
        << S{{30, 0, 2, 0, true}, {0, 0, 0, 0, false}} << V{0, 0} << V{2, 1} << V{1} << false << false;
}

void TestRulesScoringFlow::ranking()
{
    QFETCH(std::vector<ScoreInput>, inputs);
    QFETCH(V, scores);
    QFETCH(V, ranks);
    QFETCH(V, winners);
    QFETCH(bool, byTechTiles);
    QFETCH(bool, shared);
    const ScoreReport r = rankScores(inputs);
    V gotScores(inputs.size()), gotRanks(inputs.size());
    for (const ScoreLine &l : r.lines) {
        gotScores[static_cast<std::size_t>(l.player)] = l.score;
        gotRanks[static_cast<std::size_t>(l.player)] = l.rank;
    }
    QCOMPARE(gotScores, scores);
    QCOMPARE(gotRanks, ranks);
    QCOMPARE(r.winners, winners);
    for (std::size_t i = 1; i < r.lines.size(); ++i)
        QVERIFY(r.lines[i - 1].rank <= r.lines[i].rank); // best first
    const bool anyByTiles = std::any_of(r.ties.begin(), r.ties.end(), [](const TieBreak &t) { return t.byTechTiles; });
    const bool anyShared = std::any_of(r.ties.begin(), r.ties.end(), [](const TieBreak &t) { return t.shared; });
    QCOMPARE(anyByTiles, byTechTiles);
    QCOMPARE(anyShared, shared);
}

void TestRulesScoringFlow::scoreFromState()
{
    // R-END-SCORE: crystals in supply plus Guardians on the board, times Reactors;
    // Watchtower ammunition does not count (FAQ).
    GameState s = newGame();
    s.player(0).crystals = 10;
    killGuardian(s, 0, 3);
    putBuilding(s, 0, BuildingType::Reactor, "a3");
    putBuilding(s, 0, BuildingType::Reactor, "a4");
    putBuilding(s, 0, BuildingType::Reactor, "ax");
    putBuilding(s, 0, BuildingType::Watchtower, "p1", 3);
    giveTech(s, 1, Tech::Upgrades);
    const ScoreReport r = computeScores(s);
    QCOMPARE(r.lines.front().player, 0);
    QCOMPARE(r.lines.front().crystals, 10);
    QCOMPARE(r.lines.front().guardians, 3);
    QCOMPARE(r.lines.front().reactors, 3);
    QCOMPARE(r.lines.front().score, 39);
    QCOMPARE(r.lines.back().score, 0);
    QCOMPARE(r.lines.back().techTiles, 1);
    QCOMPARE(scoreOf(10, 3, 3), 39);
}

void TestRulesScoringFlow::boardsAndSeats()
{
    // R-SETUP-BOARD: the test boards are valid; a board that does not serve a player
    // count cannot start that game.
    QVERIFY(validateBoard(*tinyBoard()).empty());
    QVERIFY(validateBoard(*fourQuarterBoard()).empty());
    SetupOptions o;
    o.players = 3;
    QVERIFY(!standardSetup(tinyBoard(), o).error.empty());
    for (int n = 2; n <= 4; ++n) {
        o.players = n;
        const SetupResult r = standardSetup(fourQuarterBoard(), o);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.state.playerCount(), n);
        QCOMPARE(r.state.phase, Phase::Setup);
        QVERIFY(checkInvariants(r.state).empty());
    }
}

void TestRulesScoringFlow::firstPlayerDraw()
{
    // R-SETUP-FIRST: the draw is seeded (replays are exact) and both seats get drawn.
    SetupOptions o;
    o.players = 2;
    std::set<int> drawn;
    for (std::uint64_t seed = 1; seed <= 32; ++seed) {
        o.seed = seed;
        const SetupResult a = standardSetup(tinyBoard(), o);
        const SetupResult b = standardSetup(tinyBoard(), o);
        QCOMPARE(a.state.firstPlayer, b.state.firstPlayer);
        QCOMPARE(stateHash(a.state), stateHash(b.state));
        drawn.insert(a.state.firstPlayer);
        const auto ev = eventsOf(a.events, EventType::FirstPlayerChosen);
        QCOMPARE(ev.size(), std::size_t(1));
        QCOMPARE(ev[0].amount, 1);
    }
    QCOMPARE(drawn.size(), std::size_t(2));
    o.firstPlayer = 1;
    QCOMPARE(standardSetup(tinyBoard(), o).state.firstPlayer, 1);
}

void TestRulesScoringFlow::flow_data()
{
    addScenarioColumns();
    addScenarioRow("R-SETUP-UNITS: two Guardians in the Base, two next to it, two Quarks on the exit", kStart, {},
                   [](const GameState &s, const Events &) {
                       for (int p = 0; p < 2; ++p) {
                           const char *starts[2][4] = {{"a1", "a2", "ar1", "ar2"}, {"b1", "b2", "br1", "br2"}};
                           for (int g = 0; g < 4; ++g) {
                               QCOMPARE(s.guardian(p, g).space, at(starts[p][g]));
                               QCOMPARE(s.guardian(p, g).health, 6);
                           }
                           QCOMPARE(s.player(p).quarksAt(at(p == 0 ? "ax" : "bx")), 2);
                           QCOMPARE(s.player(p).totalQuarks(), 2);
                       }
                   });
    addScenarioRow("R-SETUP-RESOURCES: every player starts with 3 Building Resources and no crystals", kStart, {},
                   [](const GameState &s, const Events &) {
                       QCOMPARE(s.player(0).resources, 3);
                       QCOMPARE(s.player(1).resources, 3);
                       QCOMPARE(s.player(0).crystals, 0);
                   });
    addScenarioRow("R-SETUP-LEADER: the Leader has Power 2, the others 1", kStart, {},
                   [](const GameState &s, const Events &) {
                       QVERIFY(s.guardian(0, 0).leader);
                       QCOMPARE(s.effectivePower(0, 0), 2);
                       QCOMPARE(s.effectivePower(0, 1), 1);
                       QCOMPARE(s.round, 1);
                       QCOMPARE(s.phase, Phase::Movement);
                   });
    addScenarioRow("R-TURN-ORDER: after the first player's turn the player on his left moves", kStart, {{0, EndTurn{}}},
                   [](const GameState &s, const Events &ev) {
                       QCOMPARE(s.currentPlayer, 1);
                       QCOMPARE(eventsOf(ev, EventType::TurnStarted).size(), std::size_t(1));
                       QCOMPARE(eventsOf(ev, EventType::TurnStarted)[0].player, 1);
                   });
    addScenarioRow("R-PHASE: when every player ended his Movement turn the Development phase starts", kStart,
                   kToDevelopment, [](const GameState &s, const Events &) {
                       QCOMPARE(s.phase, Phase::Development);
                       QCOMPARE(actingPlayers(s), (V{0, 1}));
                   });
    addScenarioRow("R-SETUP-FIRST: the First Player Token passes to the left each round", kStart,
                   concat({kToDevelopment, {{0, EndDevelopment{}}, {1, EndDevelopment{}}}}),
                   [](const GameState &s, const Events &) {
                       QCOMPARE(s.round, 2);
                       QCOMPARE(s.phase, Phase::Movement);
                       QCOMPARE(s.firstPlayer, 1);
                       QCOMPARE(s.currentPlayer, 1);
                   });
    addScenarioRow("R-DEV-PRODUCTION: the Base gives 1 resource, each Mine 2 more, each Energy Well 1 crystal",
                   [](GameState &s) {
                       putBuilding(s, 0, BuildingType::Mine, "p1");
                       putBuilding(s, 0, BuildingType::Mine, "p2");
                       putBuilding(s, 0, BuildingType::EnergyWell, "c");
                       putBuilding(s, 0, BuildingType::EnergyWell, "ar1");
                       putBuilding(s, 0, BuildingType::EnergyWell, "ar2");
                       s.guardian(0, 2).space = at("a4");
                       s.guardian(0, 3).space = at("a3");
                   },
                   kToDevelopment, [](const GameState &s, const Events &ev) {
                       QCOMPARE(s.player(0).resources, 3 + 1 + 4);
                       QCOMPARE(s.player(0).crystals, 3);
                       QCOMPARE(s.player(1).resources, 4);
                       QCOMPARE(s.player(1).crystals, 0);
                       const auto prod = eventsOf(ev, EventType::ProductionCollected);
                       QCOMPARE(prod.size(), std::size_t(2));
                       QCOMPARE(prod[0].amount, 5);
                       QCOMPARE(prod[0].amount2, 3);
                       QVERIFY(prod[0].visibleTo(0) && !prod[0].visibleTo(1) && !prod[0].visibleTo(kNoPlayer));
                   });
    const Setup builderOnP1 = [](GameState &s) {
        s.guardian(0, 2).space = at("p1");
        s.player(0).resources = 10;
    };
    const Script mineTwoRounds = concat({kToDevelopment, {{0, StartConstruction{2, BuildingType::Mine}}}, nextRound(1),
                                         {{0, PayConstruction{2}}}});
    addScenarioRow("R-BUILD-PAY: a Mine is not finished after two rounds of payment", builderOnP1, mineTwoRounds,
                   [](const GameState &s, const Events &ev) {
                       QVERIFY(eventsOf(ev, EventType::BuildingCompleted).empty());
                       QCOMPARE(s.buildings.back().paid, 2);
                       QCOMPARE(codeOf(validate(s, 0, PayConstruction{2})), QStringLiteral("ALREADY_PAID_THIS_ROUND"));
                       QCOMPARE(codeOf(validate(s, 0, MoveGuardian{2, at("p2")})), QStringLiteral("WRONG_PHASE"));
                   });
    addScenarioRow("R-BUILD-COST: a Mine takes 3 rounds at 1 resource per round", builderOnP1,
                   concat({mineTwoRounds, nextRound(0), {{0, PayConstruction{2}}}}), [](const GameState &s, const Events &ev) {
                       const auto done = eventsOf(ev, EventType::BuildingCompleted);
                       QCOMPARE(done.size(), std::size_t(1));
                       QCOMPARE(done[0].detail, static_cast<int>(BuildingType::Mine));
                       QCOMPARE(s.round, 3);
                       QCOMPARE(s.buildingCount(0, BuildingType::Mine), 1);
                       QCOMPARE(s.guardian(0, 2).slot, ConnectionKind::None); // free to move again
                       // 10 + 1 + 1 (production) - 3 paid
                       QCOMPARE(s.player(0).resources, 10 + 3 - 3);
                   });
    addScenarioRow("R-BUILD-COST: a Technology Building takes 2 rounds", builderOnP1,
                   concat({kToDevelopment, {{0, StartConstruction{2, BuildingType::TechnologyBuilding}}}, nextRound(1),
                           {{0, PayConstruction{2}}}}),
                   [](const GameState &s, const Events &) { QCOMPARE(s.buildingCount(0, BuildingType::TechnologyBuilding), 1); });
    addScenarioRow("R-BUILD-COST: a Watchtower is finished at once for 1", builderOnP1,
                   concat({kToDevelopment, {{0, StartConstruction{2, BuildingType::Watchtower}}}}),
                   [](const GameState &s, const Events &ev) {
                       QCOMPARE(eventsOf(ev, EventType::BuildingCompleted).size(), std::size_t(1));
                       QCOMPARE(s.buildingCount(0, BuildingType::Watchtower), 1);
                       QCOMPARE(s.player(0).resources, 10);
                       QCOMPARE(s.guardian(0, 2).slot, ConnectionKind::None);
                   });
    addScenarioRow("R-BUILD-REACTOR: a Reactor is finished at once for 5", builderOnP1,
                   concat({kToDevelopment, {{0, BuildReactor{at("a4")}}}}), [](const GameState &s, const Events &ev) {
                       QCOMPARE(eventsOf(ev, EventType::BuildingCompleted).size(), std::size_t(1));
                       QCOMPARE(s.buildingCount(0, BuildingType::Reactor), 1);
                       QCOMPARE(s.player(0).resources, 10 + 1 - 5);
                   });
    addScenarioRow("R-BUILD-PAY: the type of a construction is private, its place public", builderOnP1,
                   concat({kToDevelopment, {{0, StartConstruction{2, BuildingType::Mine}}}}),
                   [](const GameState &s, const Events &ev) {
                       const auto started = eventsOf(ev, EventType::ConstructionStarted);
                       QCOMPARE(started.size(), std::size_t(1));
                       QCOMPARE(started[0].visibility, Visibility::Public);
                       QCOMPARE(started[0].detail, 0);
                       QVERIFY(!view(s, Viewer::seat(1)).buildings.back().type.has_value());
                       QCOMPARE(view(s, Viewer::seat(0)).buildings.back().type, std::optional(BuildingType::Mine));
                   });
    Script fifteen = kToDevelopment;
    for (int round = 2; round <= kLastRound; ++round) {
        const Script r = nextRound((round - 1) % 2);
        fifteen.insert(fifteen.end(), r.begin(), r.end());
    }
    fifteen.emplace_back(0, EndDevelopment{});
    fifteen.emplace_back(1, EndDevelopment{});
    addScenarioRow("R-END-ACTIONS: the game ends after the Development phase of round 15", kStart, fifteen,
                   [](const GameState &s, const Events &ev) {
                       QCOMPARE(s.round, kLastRound);
                       QCOMPARE(s.phase, Phase::GameOver);
                       QCOMPARE(eventsOf(ev, EventType::GameEnded).size(), std::size_t(1));
                       QCOMPARE(eventsOf(ev, EventType::RoundStarted).size(), std::size_t(kLastRound - 1));
                       QCOMPARE(codeOf(validate(s, 0, EndTurn{})), QStringLiteral("GAME_OVER"));
                       QCOMPARE(codeOf(validate(s, 1, EndDevelopment{})), QStringLiteral("GAME_OVER"));
                       QVERIFY(actingPlayers(s).empty());
                       QVERIFY(legalActions(s, 0).empty());
                       QVERIFY(checkInvariants(s).empty());
                   });
}

QTEST_GUILESS_MAIN(TestRulesScoringFlow)
#include "tst_rules_scoring_flow.moc"
