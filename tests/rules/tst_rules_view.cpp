// SPDX-License-Identifier: GPL-3.0-or-later
// Secrecy (R-VAR-FOG, R-VAR-CHECKS, R-VAR-TRAINING, R-VIS-AMMO): perturb another player's
// hidden values in positions reached by random play and assert that what the public and
// the other players see does not change; private events reach only their audience;
// rejection messages never quote a number.
#include "randomgame.h"

#include <QTest>

#include <algorithm>
#include <cctype>
#include <random>

using namespace xobos::rules;
using namespace xobos::testing;

namespace {

// Changes everything behind player p's screen and on his Player Sheet, but nothing the
// table can see (positions, Quarks, finished Buildings, constructions' places, tiles).
void perturbHidden(GameState &s, int p, std::mt19937_64 &rng)
{
    PlayerState &ps = s.player(p);
    ps.crystals = static_cast<int>(rng() % 20);
    ps.resources = static_cast<int>(rng() % 20);
    int newLeader = -1;
    for (int g = 0; g < kGuardiansPerPlayer; ++g) {
        Guardian &gd = ps.guardians[static_cast<std::size_t>(g)];
        if (!gd.alive)
            continue;
        if (newLeader < 0 && rng() % 2 == 0)
            newLeader = g;
        gd.basePower = 1 + static_cast<int>(rng() % 3);
        gd.health = 1 + static_cast<int>(rng() % kMaxHealth);
        gd.upgradeKind = static_cast<UpgradeKind>(rng() % 3);
        gd.upgrades = gd.upgradeKind == UpgradeKind::None ? 0 : 1 + static_cast<int>(rng() % 2);
        if (gd.slot != ConnectionKind::Construction) {
            const int target = static_cast<int>(rng() % kGuardiansPerPlayer);
            const bool usable = target != g && ps.guardians[static_cast<std::size_t>(target)].alive;
            gd.slot = usable ? static_cast<ConnectionKind>(rng() % 3) : ConnectionKind::None;
            gd.slotTarget = gd.slot == ConnectionKind::None ? -1 : target;
        }
    }
    if (newLeader >= 0) {
        for (int g = 0; g < kGuardiansPerPlayer; ++g)
            ps.guardians[static_cast<std::size_t>(g)].leader = g == newLeader;
    }
    for (Building &b : s.buildings) {
        if (b.removed || b.owner != p)
            continue;
        if (!b.complete) {
            static constexpr BuildingType kSlow[] = {BuildingType::Mine, BuildingType::EnergyWell,
                                                     BuildingType::TechnologyBuilding};
            b.type = kSlow[rng() % 3];
            b.paid = 1 + static_cast<int>(rng() % static_cast<std::uint64_t>(buildingCost(b.type) - 1));
        } else if (b.type == BuildingType::Watchtower) {
            b.ammo = static_cast<int>(rng() % 4);
        }
    }
}

bool hasDigit(std::string_view text)
{
    return std::any_of(text.begin(), text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

// Every private event reaches its audience only; a secret action's private events
// belong to the player who acted.
std::string checkEventAudience(const StepInfo &step)
{
    for (const Event &e : step.events) {
        if (e.visibility == Visibility::Public)
            continue;
        if (e.visibleTo(kNoPlayer))
            return std::string(eventTypeName(e.type)) + " is private but visible to the public";
        for (int q = 0; q < step.after.playerCount(); ++q) {
            if (q != e.audience && e.visibleTo(q))
                return std::string(eventTypeName(e.type)) + " is visible to a third player";
        }
        if (isSecretAction(step.action) && e.audience != step.player)
            return std::string(eventTypeName(e.type)) + " of a secret action reaches another player";
    }
    return {};
}

} // namespace

class TestRulesView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hiddenValuesDoNotLeak_data();
    void hiddenValuesDoNotLeak();
    void trainingGroundShowsEverything();
    void checksAndBalancesRevealsSheetsNotScreens();
    void rejectionMessagesQuoteNoNumbers();
    void publicActionsRevealNoHiddenValue_data();
    void publicActionsRevealNoHiddenValue();
};

void TestRulesView::hiddenValuesDoNotLeak_data()
{
    QTest::addColumn<int>("variant");
    QTest::addColumn<int>("players");
    QTest::newRow("R-VAR-FOG: perturbed hidden values leave the public and other seats' views unchanged") << 0 << 2;
    QTest::newRow("R-VAR-FOG: the same with four players on the four-quarter board") << 0 << 4;
    QTest::newRow("R-VAR-CHECKS: while the sheets are covered nothing leaks either") << 1 << 2;
}

void TestRulesView::hiddenValuesDoNotLeak()
{
    QFETCH(int, variant);
    QFETCH(int, players);
    int compared = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        RandomGameOptions o;
        o.board = players == 2 ? tinyBoard() : fourQuarterBoard();
        o.players = players;
        o.variant = static_cast<Variant>(variant);
        o.seed = seed + 500;
        std::mt19937_64 rng(seed);
        int step = 0;
        const RandomGameResult r = playRandomGame(o, [&](const StepInfo &info) -> std::string {
            if (auto bad = checkEventAudience(info); !bad.empty())
                return bad;
            const GameState &s = info.after;
            if (++step % 3 != 0 || s.phase == Phase::GameOver || s.sheetsRevealed())
                return {};
            for (int owner = 0; owner < s.playerCount(); ++owner) {
                GameState t = s;
                perturbHidden(t, owner, rng);
                if (view(t, Viewer::everyone()) != view(s, Viewer::everyone()))
                    return "the public view changed with player " + std::to_string(owner) + "'s hidden values";
                for (int viewer = 0; viewer < s.playerCount(); ++viewer) {
                    if (viewer != owner && view(t, Viewer::seat(viewer)) != view(s, Viewer::seat(viewer)))
                        return "player " + std::to_string(viewer) + "'s view changed with player "
                            + std::to_string(owner) + "'s hidden values";
                }
                ++compared;
            }
            return {};
        });
        QVERIFY2(r.failure.empty(), ("seed " + std::to_string(o.seed) + ": " + r.failure).c_str());
    }
    QVERIFY(compared > 100);
}

void TestRulesView::trainingGroundShowsEverything()
{
    // R-VAR-TRAINING: no screens; the same perturbation is seen by everyone.
    GameState s = newGame(Variant::TrainingGround);
    GameState t = s;
    t.guardian(1, 2).health = 3;
    QVERIFY(view(t, Viewer::everyone()) != view(s, Viewer::everyone()));
    QVERIFY(view(t, Viewer::seat(0)) != view(s, Viewer::seat(0)));
    QCOMPARE(view(t, Viewer::seat(0)).players[1].guardians[2].health, std::optional(3));
    t = s;
    t.player(1).crystals = 9;
    QCOMPARE(view(t, Viewer::everyone()).players[1].crystals, std::optional(9));
    QCOMPARE(view(s, Viewer::seat(0)).players[1].guardians[0].leader, std::optional(true));
    // R-VAR-FOG: in the default variant the same values stay hidden from player 0.
    GameState fog = newGame();
    const PlayerView pv = view(fog, Viewer::seat(0)).players[1];
    QVERIFY(!pv.sheetVisible && !pv.crystals && !pv.resources && !pv.guardians[0].power && !pv.guardians[0].leader);
    QCOMPARE(view(fog, Viewer::seat(1)).players[1].guardians[0].power, std::optional(2));
    QCOMPARE(view(fog, Viewer::referee()).players[1].crystals, std::optional(0));
}

void TestRulesView::checksAndBalancesRevealsSheetsNotScreens()
{
    // R-VAR-CHECKS: covered during the Movement turns, revealed from resolution to the
    // end of the round; crystals, resources and Watchtower ammunition stay behind the
    // screen (R-VIS-AMMO).
    GameState s = newGame(Variant::ChecksAndBalances);
    putBuilding(s, 1, BuildingType::Watchtower, "p4", 2);
    QVERIFY(!view(s, Viewer::seat(0)).players[1].sheetVisible);
    const Events ev = runScript(s, {{0, EndTurn{}}, {1, EndTurn{}}});
    QCOMPARE(eventsOf(ev, EventType::SheetsRevealed).size(), std::size_t(1));
    QCOMPARE(s.phase, Phase::Development);
    const GameView v = view(s, Viewer::seat(0));
    QVERIFY(v.players[1].sheetVisible);
    QCOMPARE(v.players[1].guardians[0].power, std::optional(2));
    QCOMPARE(v.players[1].guardians[0].leader, std::optional(true));
    QVERIFY(!v.players[1].crystals.has_value());
    QVERIFY(!v.players[1].resources.has_value());
    QVERIFY(!v.buildings.back().ammo.has_value());
    GameState t = s;
    t.player(1).crystals += 5;
    t.buildings.back().ammo = 3;
    QVERIFY(view(t, Viewer::seat(0)) == v);
    t.guardian(1, 1).health = 2;
    QVERIFY(view(t, Viewer::seat(0)) != v);
    const Events end = runScript(s, {{0, EndDevelopment{}}, {1, EndDevelopment{}}});
    QCOMPARE(eventsOf(end, EventType::SheetsCovered).size(), std::size_t(1));
    QVERIFY(!view(s, Viewer::seat(0)).players[1].sheetVisible);
}

void TestRulesView::rejectionMessagesQuoteNoNumbers()
{
    // A rejection must not leak a hidden value: no message contains a digit.
    QVERIFY(violationCodeCount() > 70);
    for (int i = 1; i < violationCodeCount(); ++i) {
        const auto code = static_cast<ViolationCode>(i);
        const std::string_view text = violationMessage(code);
        QVERIFY2(!text.empty(), violationCodeName(code).data());
        QVERIFY2(!hasDigit(text), violationCodeName(code).data());
        QVERIFY2(violationRule(code).starts_with("R-"), violationCodeName(code).data());
        ViolationCode back{};
        QVERIFY(violationCodeFromName(violationCodeName(code), &back) && back == code);
    }
    // The same holds for rejections met in play: other players' actions tried out of turn.
    RandomGameOptions o;
    o.board = tinyBoard();
    o.seed = 77;
    std::mt19937_64 rng(3);
    const RandomGameResult r = playRandomGame(o, [&](const StepInfo &info) -> std::string {
        const std::vector<Action> mine = legalActions(info.before, info.player);
        for (int other = 0; other < info.after.playerCount(); ++other) {
            if (mine.empty())
                break;
            const Violation v = validate(info.after, other, mine[rng() % mine.size()]);
            if (!v.ok() && hasDigit(v.message()))
                return "a rejection message quotes a number: " + std::string(v.codeName());
        }
        return {};
    });
    QVERIFY2(r.failure.empty(), r.failure.c_str());
}

void TestRulesView::publicActionsRevealNoHiddenValue_data()
{
    // Two positions that differ only behind player 1's screen; player 0 makes the same
    // public move in both. What the table sees afterwards must be the same.
    QTest::addColumn<Setup>("hidden");
    QTest::addColumn<Action>("action");
    const Setup apart = [](GameState &s) { putGuardian(s, 1, 2, "p3"); };
    QTest::newRow("R-COUNTER: whether the attacked Guardian reinforces is not revealed by the counterattack choice")
        << Setup([apart](GameState &s) {
               apart(s);
               linkGuardians(s, 1, 1, 2, ConnectionKind::Reinforcement);
           })
        << Action(DeclareAttack{sp(*tinyBoard(), "p2"), sp(*tinyBoard(), "c")});
    QTest::newRow("R-VAR-FOG: the attacked Guardian's Health and Power are not revealed by a declaration")
        << Setup([apart](GameState &s) {
               apart(s);
               s.guardian(1, 1).health = 2;
               s.guardian(1, 1).basePower = 3;
               linkGuardians(s, 1, 2, 1, ConnectionKind::Healing);
           })
        << Action(DeclareAttack{sp(*tinyBoard(), "p2"), sp(*tinyBoard(), "c")});
}

void TestRulesView::publicActionsRevealNoHiddenValue()
{
    QFETCH(Setup, hidden);
    QFETCH(Action, action);
    GameState plain = newGame();
    clearUnits(plain);
    putGuardian(plain, 0, 1, "p2");
    putGuardian(plain, 1, 1, "c");
    putGuardian(plain, 1, 2, "p3");
    GameState secret = plain;
    hidden(secret);
    QVERIFY(checkInvariants(secret).empty());
    QCOMPARE(view(secret, Viewer::seat(0)), view(plain, Viewer::seat(0)));
    const Outcome a = play(plain, 0, action);
    const Outcome b = play(secret, 0, action);
    QVERIFY(a.accepted() && b.accepted());
    // The counterattack choice is offered on public facts only (R-COUNTER), so a hidden
    // Reinforcement connection of the defender does not show in the public `pending` list.
    QVERIFY2(view(plain, Viewer::everyone()) == view(secret, Viewer::everyone()), "the public view differs");
    QVERIFY2(view(plain, Viewer::seat(0)) == view(secret, Viewer::seat(0)), "the attacker's view differs");
    std::vector<Event> pa, pb;
    std::copy_if(a.events.begin(), a.events.end(), std::back_inserter(pa), [](const Event &e) { return e.visibleTo(0); });
    std::copy_if(b.events.begin(), b.events.end(), std::back_inserter(pb), [](const Event &e) { return e.visibleTo(0); });
    QVERIFY2(pa == pb, "the events player 0 sees differ");
}

QTEST_GUILESS_MAIN(TestRulesView)
#include "tst_rules_view.moc"
