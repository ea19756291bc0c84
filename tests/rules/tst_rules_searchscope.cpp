// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's shortcuts must answer exactly like the plain scans they replace: the occupancy
// table apply() keeps in the state (GameState::occupancy, its cells and its bit sets, which the
// candidates of legalActions() read), and the search scope
// (core/xobos/rules/internal.h: SearchScope) that legalActions() opens so that its hundreds
// of validate() calls share one Quark distance table per start. Checked at steps of random
// games, for every space, player and pair of spaces.
#include "randomgame.h"

#include "xobos/rules/internal.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace xobos::rules;
using namespace xobos::testing;

namespace {

struct Answers
{
    std::vector<int> guardian, guardianOwner, unitOwner, building, distance;
    std::vector<std::vector<int>> destinations;
    bool operator==(const Answers &) const = default;
};

Answers ask(const GameState &s)
{
    Answers a;
    for (int sp = 0; sp < s.spaceCount(); ++sp) {
        int owner = kNoPlayer;
        a.guardian.push_back(s.guardianAt(sp, &owner));
        a.guardianOwner.push_back(owner);
        a.unitOwner.push_back(s.unitOwnerAt(sp));
        a.building.push_back(s.buildingAt(sp));
    }
    for (int p = 0; p < s.playerCount(); ++p) {
        for (int limit : {2, 3}) {
            for (int from = 0; from < s.spaceCount(); ++from) {
                a.destinations.push_back(detail::quarkDestinations(s, p, from, limit));
                for (int to = 0; to < s.spaceCount(); ++to)
                    a.distance.push_back(detail::quarkDistance(s, p, from, to, limit));
            }
        }
    }
    return a;
}

} // namespace

class TestRulesSearchScope : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scopedAnswersEqualTheScans_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("seed");
        QTest::newRow("R-MOVE-QUARKS R-MOVE-ENEMY: four players, seed 11") << 4 << 11;
        QTest::newRow("R-MOVE-QUARKS R-MOVE-ENEMY: three players, seed 12") << 3 << 12;
        QTest::newRow("R-MOVE-QUARKS R-MOVE-ENEMY: two players, seed 13") << 2 << 13;
    }

    void scopedAnswersEqualTheScans()
    {
        QFETCH(int, players);
        QFETCH(int, seed);
        RandomGameOptions o;
        o.board = fourQuarterBoard();
        o.players = players;
        o.seed = static_cast<std::uint64_t>(seed);
        int compared = 0;
        int step = 0;
        const RandomGameResult r = playRandomGame(o, [&](const StepInfo &info) -> std::string {
            if (++step % 7 != 0) // every seventh position keeps the test quick; seeds vary the rest
                return {};
            GameState scanned = info.after;
            scanned.occupancy.valid = false; // guardianAt, unitOwnerAt, buildingAt scan
            const Answers plain = ask(scanned);
            if (!info.after.occupancy.valid || !(ask(info.after) == plain))
                return "the occupancy table's answers differ from the scans at step " + std::to_string(step);
            // The candidates read the table's bit sets, or ask space by space without it.
            for (int p = 0; p < info.after.playerCount(); ++p) {
                if (legalActions(scanned, p) != legalActions(info.after, p))
                    return "legal actions from the table's sets differ from the scans at step " + std::to_string(step);
            }
            const detail::SearchScope scope(info.after);
            if (!(ask(info.after) == plain))
                return "scoped answers differ at step " + std::to_string(step);
            ++compared;
            return {};
        });
        QVERIFY2(r.failure.empty(), r.failure.c_str());
        QVERIFY(compared > 20);
    }

    // rules::randomLegalAction draws only legal actions, can draw every one of them, and says
    // when there is none. Checked in positions of a random game with few legal actions.
    void randomLegalActionDrawsEveryLegalActionAndNothingElse()
    {
        RandomGameOptions o;
        o.board = fourQuarterBoard();
        o.players = 3;
        o.seed = 17;
        int positions = 0;
        std::mt19937_64 rng(5);
        const RandomGameResult r = playRandomGame(o, [&](const StepInfo &info) -> std::string {
            for (int p = 0; p < info.after.playerCount(); ++p) {
                const std::vector<Action> legal = legalActions(info.after, p);
                if (legal.empty()) {
                    if (randomLegalAction(info.after, p, rng))
                        return "an action was drawn where none is legal";
                    continue;
                }
                if (legal.size() > 12)
                    continue;
                std::vector<bool> seen(legal.size(), false);
                for (int draw = 0; draw < 60 * static_cast<int>(legal.size()); ++draw) {
                    const std::optional<Action> a = randomLegalAction(info.after, p, rng);
                    if (!a)
                        return "nothing drawn although actions are legal";
                    const auto it = std::find(legal.begin(), legal.end(), *a);
                    if (it == legal.end())
                        return "drew an action legalActions does not list";
                    seen[static_cast<std::size_t>(it - legal.begin())] = true;
                }
                if (std::find(seen.begin(), seen.end(), false) != seen.end())
                    return "a legal action was never drawn";
                ++positions;
            }
            return {};
        });
        QVERIFY2(r.failure.empty(), r.failure.c_str());
        QVERIFY(positions > 50);
    }

    // A scope answers only for its own state: a copy (another address) is scanned as usual,
    // and the scope ends with its block.
    void aScopeAnswersOnlyForItsState()
    {
        RandomGameOptions o;
        o.board = fourQuarterBoard();
        o.players = 4;
        o.seed = 3;
        const RandomGameResult r = playRandomGame(o);
        GameState s = r.final;
        {
            const detail::SearchScope scope(s);
            QVERIFY(detail::SearchScope::active(&s) == &scope);
            GameState copy = s;
            QVERIFY(detail::SearchScope::active(&copy) == nullptr);
        }
        QVERIFY(detail::SearchScope::active(&s) == nullptr);
    }
};

QTEST_GUILESS_MAIN(TestRulesSearchScope)
#include "tst_rules_searchscope.moc"
