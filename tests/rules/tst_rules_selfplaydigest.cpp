// SPDX-License-Identifier: GPL-3.0-or-later
// Known answers for seeded random play: the engine's speed work must not change a single game.
// Each row plays games from consecutive seeds as the benchmarks do (a random acting player,
// then randomLegalAction() or a uniform pick from legalActions()) and folds the state hash
// after every action into one digest. The expected digests were recorded from the engine
// before the incremental occupancy table and the allocation-free candidate generation
// (main at c247729, issue #24): a change of any legal list, of its order, of the candidates
// randomLegalAction() draws from, or of any effect changes the digest.
#include "testboard.h"

#include "xobos/io/boardio.h"

#include <QTest>

#include <cinttypes>
#include <random>

using namespace xobos;
using namespace xobos::rules;

namespace {

std::shared_ptr<const Board> standardBoard()
{
    static const std::shared_ptr<const Board> board = [] {
        const io::BoardLoadResult loaded = io::loadBundledBoard(QStringLiteral("standard"));
        return loaded.ok() ? std::make_shared<const Board>(*loaded.board) : std::shared_ptr<const Board>();
    }();
    return board;
}

enum class Draw { Sampled, Listed };

struct Digest
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    void add(std::uint64_t v)
    {
        h = (h ^ v) * 0x100000001b3ULL;
        h ^= h >> 31;
    }
};

// Plays `games` games from `firstSeed` on; returns the digest and counts the actions.
std::uint64_t playGames(const std::shared_ptr<const Board> &board, int players, Variant variant, const Ruleset &ruleset,
                        Draw draw, int firstSeed, int games, qint64 *actions)
{
    Digest d;
    for (int g = 0; g < games; ++g) {
        const auto seed = static_cast<std::uint64_t>(firstSeed + g);
        SetupOptions o;
        o.players = players;
        o.variant = variant;
        o.ruleset = ruleset;
        o.seed = seed;
        SetupResult setup = standardSetup(board, o);
        if (!setup.error.empty())
            return 0;
        GameState &s = setup.state;
        std::mt19937_64 rng(seed);
        while (s.phase != Phase::GameOver) {
            const std::vector<int> who = actingPlayers(s);
            if (who.empty())
                break;
            const int player = who[rng() % who.size()];
            std::optional<Action> a;
            if (draw == Draw::Sampled) {
                a = randomLegalAction(s, player, rng);
            } else {
                const std::vector<Action> legal = legalActions(s, player);
                if (!legal.empty())
                    a = legal[rng() % legal.size()];
            }
            if (!a)
                break;
            apply(s, player, *a);
            d.add(stateHash(s));
            ++*actions;
        }
        d.add(static_cast<std::uint64_t>(s.phase));
    }
    return d.h;
}

} // namespace

class TestRulesSelfPlayDigest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seededGamesAreUnchanged_data();
    void seededGamesAreUnchanged();
};

void TestRulesSelfPlayDigest::seededGamesAreUnchanged_data()
{
    QTest::addColumn<int>("board"); // 0: standard, 1: four quarters, 2: tiny
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("ruleset"); // 0: default, 1: every option of the ruleset flipped
    QTest::addColumn<int>("draw");    // Draw
    QTest::addColumn<int>("games");
    QTest::addColumn<QString>("digest");

    const int sampled = int(Draw::Sampled);
    const int listed = int(Draw::Listed);
    QTest::newRow("300 four-player games on the standard board, randomLegalAction (the benchmark's)")
        << 0 << 4 << 0 << 0 << sampled << 300 << QStringLiteral("ef8a43795fa3c536");
    QTest::newRow("60 four-player games on the standard board, a pick from legalActions")
        << 0 << 4 << 0 << 0 << listed << 60 << QStringLiteral("2488d08f794e8eff");
    QTest::newRow("60 four-player Checks and Balances games on the standard board")
        << 0 << 4 << 1 << 0 << sampled << 60 << QStringLiteral("2adeade44f7efd95");
    QTest::newRow("60 four-player games on the standard board, every ruleset option flipped")
        << 0 << 4 << 0 << 1 << sampled << 60 << QStringLiteral("4936dee283f1a657");
    QTest::newRow("40 two-player Training Ground games on the standard board, legalActions")
        << 0 << 2 << 2 << 1 << listed << 40 << QStringLiteral("eb1e5e3f9a325f3c");
    QTest::newRow("60 four-player games on the four-quarter board")
        << 1 << 4 << 0 << 0 << sampled << 60 << QStringLiteral("ebfd0e7a755339aa");
    QTest::newRow("100 two-player games on the tiny board, Checks and Balances, legalActions")
        << 2 << 2 << 1 << 0 << listed << 100 << QStringLiteral("5756fb5cd9472f08");
    QTest::newRow("100 two-player games on the tiny board, every ruleset option flipped")
        << 2 << 2 << 0 << 1 << sampled << 100 << QStringLiteral("c977753a0cce06fc");
}

void TestRulesSelfPlayDigest::seededGamesAreUnchanged()
{
    QFETCH(int, board);
    QFETCH(int, players);
    QFETCH(int, variant);
    QFETCH(int, ruleset);
    QFETCH(int, draw);
    QFETCH(int, games);
    QFETCH(QString, digest);
    const std::shared_ptr<const Board> b =
        board == 0 ? standardBoard() : board == 1 ? testing::fourQuarterBoard() : testing::tinyBoard();
    QVERIFY2(b, "the bundled standard board did not load");
    Ruleset r;
    if (ruleset == 1) {
        r.watchtowerCapacity = 5;
        r.unmannedWatchtowerMayShoot = !r.unmannedWatchtowerMayShoot;
        r.mayEnterEnemyBase = !r.mayEnterEnemyBase;
        r.quarksMayEnterEnemyBuilding = !r.quarksMayEnterEnemyBuilding;
        r.leaderSelfHealNeedsConnection = !r.leaderSelfHealNeedsConnection;
        r.componentLimits = !r.componentLimits;
        r.attackDestroysDefendingSources = !r.attackDestroysDefendingSources;
    }
    qint64 actions = 0;
    const std::uint64_t h =
        playGames(b, players, static_cast<Variant>(variant), r, static_cast<Draw>(draw), 1, games, &actions);
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016" PRIx64, h);
    qInfo("%d games, %lld actions, digest %s", games, actions, hex);
    QVERIFY(actions > 0);
    QCOMPARE(QString::fromLatin1(hex), digest);
}

QTEST_GUILESS_MAIN(TestRulesSelfPlayDigest)
#include "tst_rules_selfplaydigest.moc"
