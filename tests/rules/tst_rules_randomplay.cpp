// SPDX-License-Identifier: GPL-3.0-or-later
// Random play (OpenSpiel style): many complete games from seeds, each action chosen among
// the legal ones. Every step keeps the invariants, every listed action validates, every
// game ends after round 15, and replaying a game reproduces its state hash at each step.
#include "randomgame.h"

#include <QElapsedTimer>
#include <QTest>

#include <array>

using namespace xobos::rules;
using namespace xobos::testing;

class TestRulesRandomPlay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void randomGames_data();
    void randomGames();
    void cleanupTestCase();

private:
    qint64 m_actions = 0;
    qint64 m_nanoseconds = 0;
    std::array<qint64, static_cast<std::size_t>(EventType::GameEnded) + 1> m_seen{};
};

void TestRulesRandomPlay::randomGames_data()
{
    QTest::addColumn<int>("board"); // 0: tiny two-player board, 1: four quarters
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("firstSeed");
    QTest::addColumn<int>("games");
    // R-PHASE, R-END-ACTIONS, R-TURN-ORDER, R-DEV-ORDER: complete games from many seeds.
    QTest::newRow("R-END-ACTIONS: 200 two-player games on the tiny board reach the end") << 0 << 2 << 0 << 1 << 200;
    QTest::newRow("R-VAR-CHECKS: 20 Checks and Balances games on the tiny board") << 0 << 2 << 1 << 1001 << 20;
    QTest::newRow("R-SETUP-BOARD: 10 four-player games on the four-quarter board") << 1 << 4 << 0 << 2001 << 10;
    QTest::newRow("R-SETUP-BOARD: 5 three-player games on the four-quarter board") << 1 << 3 << 2 << 3001 << 5;
    QTest::newRow("R-TWO-PLAYER-ACTIVE: 5 two-player games on the four-quarter board") << 1 << 2 << 0 << 4001 << 5;
}

void TestRulesRandomPlay::randomGames()
{
    QFETCH(int, board);
    QFETCH(int, players);
    QFETCH(int, variant);
    QFETCH(int, firstSeed);
    QFETCH(int, games);
    QElapsedTimer timer;
    timer.start();
    qint64 actions = 0;
    for (int g = 0; g < games; ++g) {
        RandomGameOptions o;
        o.board = board == 0 ? tinyBoard() : fourQuarterBoard();
        o.players = players;
        o.variant = static_cast<Variant>(variant);
        o.seed = static_cast<std::uint64_t>(firstSeed + g);
        const RandomGameResult r = playRandomGame(o, [&](const StepInfo &step) {
            for (const Event &e : step.events)
                ++m_seen[static_cast<std::size_t>(e.type)];
            return std::string();
        });
        const QByteArray where = "seed " + QByteArray::number(qulonglong(o.seed)) + ": ";
        QVERIFY2(r.failure.empty(), (where + r.failure.c_str()).constData());
        QCOMPARE(r.final.phase, Phase::GameOver);
        QCOMPARE(r.final.round, kLastRound);
        const std::string replay = replayMatches(o, r);
        QVERIFY2(replay.empty(), (where + replay.c_str()).constData());
        actions += static_cast<qint64>(r.history.size());
    }
    const qint64 ns = timer.nsecsElapsed();
    m_actions += actions;
    m_nanoseconds += ns;
    qInfo("%d games, %lld actions, %.2f s, %.0f actions/s (with checks and replay)", games, actions, double(ns) / 1e9,
          double(actions) / (double(ns) / 1e9));
}

void TestRulesRandomPlay::cleanupTestCase()
{
    // Random play must reach the interesting parts of the rules, not just end turns.
    for (EventType t : {EventType::AttackDeclared, EventType::CounterattackDeclared, EventType::BattleStarted,
                        EventType::PowerDeclared, EventType::Pursued, EventType::GuardianDestroyed,
                        EventType::BuildingCompleted, EventType::BuildingDestroyed, EventType::TechnologyBought,
                        EventType::ConnectionMade, EventType::QuarkBred, EventType::GuardianRebuilt}) {
        const qint64 n = m_seen[static_cast<std::size_t>(t)];
        qInfo("%-24s %lld", eventTypeName(t).data(), n);
        QVERIFY2(n > 0, eventTypeName(t).data());
    }
    qInfo("random play total: %lld actions in %.2f s, %.0f actions/s", m_actions, double(m_nanoseconds) / 1e9,
          m_nanoseconds > 0 ? double(m_actions) / (double(m_nanoseconds) / 1e9) : 0.0);
}

QTEST_GUILESS_MAIN(TestRulesRandomPlay)
#include "tst_rules_randomplay.moc"
