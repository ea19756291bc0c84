// SPDX-License-Identifier: GPL-3.0-or-later
// Combat stepped through on the board (issue #25): each battle or attack one step with its
// spaces and attack arrows, the public facts and what to do on the physical board, one
// *Next* button and *Continue to Development* at the end; nothing hidden is shown.
//
// XOBOS_SHOT_DIR=/tmp/shots saves the window at each step, to look at.
#include "gamescript.h"
#include "testboard.h"

#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/secrets/handover.h"
#include "ui/shell/mainwindow.h"
#include "ui/table/combatsteps.h"
#include "ui/table/combatview.h"
#include "ui/texts/gametext.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace xobos;
using namespace xobos::testing;
using rules::EventType;

namespace {

const QStringList kNames = {QStringLiteral("Ada"), QStringLiteral("Boris")};
const QList<QColor> kColours = {QColor(0x2f, 0x6f, 0xd6), QColor(0x2e, 0x9e, 0x4f)}; // Blue, Green

int at(const char *id) { return sp(*tinyBoard(), id); }

// Player 0's Guardian 1 on p2, player 1's Guardian 1 (Health `health`) on c, then `more`.
Setup front(int health = rules::kMaxHealth, std::function<void(GameState &)> more = {})
{
    return [health, more](GameState &s) {
        clearUnits(s);
        putGuardian(s, 0, 1, "p2");
        putGuardian(s, 1, 1, "c", health);
        if (more)
            more(s);
    };
}

// Player 0 attacks from `from` to `to` (player 1 counters when `counter`); both end their
// turns, which resolves the combat.
Script attack(const char *from, const char *to, bool counter = false)
{
    return {{0, rules::DeclareAttack{at(from), at(to)}}, {1, rules::Counterattack{counter}}, {0, rules::EndTurn{}},
            {1, rules::EndTurn{}}};
}

// The steps the table sees of the script's last action (the resolution), made from the
// public events only — or from every event when `all` (the view must skip the others).
QList<ui::CombatStep> stepsOf(const Setup &setup, const Script &script, bool all = false)
{
    GameState s = newGame();
    setup(s);
    s.refreshOccupancy(); // the position was placed field by field (state.h: Occupancy)
    Script before(script.begin(), script.end() - 1);
    runScript(s, before);
    const auto tokens = rules::view(s, rules::Viewer::everyone()).attacks;
    const rules::Events events = runScript(s, {script.back()});
    rules::Events shown;
    for (const rules::Event &e : events)
        if (all || e.visibility == rules::Visibility::Public)
            shown.push_back(e);
    return ui::CombatSteps::make(shown, tokens, *tinyBoard(), kNames, kColours);
}

QString dump(const QList<ui::CombatStep> &steps)
{
    QStringList out;
    for (const ui::CombatStep &s : steps) {
        QStringList tokens;
        for (const rules::AttackToken &t : s.tokens)
            tokens << QStringLiteral("%1:%2>%3%4").arg(t.owner).arg(t.from).arg(t.to).arg(t.counter ? QLatin1String("x") : QLatin1String(""));
        QStringList spaces;
        for (int space : s.spaces)
            spaces << QString::number(space);
        out << QStringLiteral("[%1] %2 | %3 | %4 | %5 | %6 | %7")
                   .arg(int(s.kind))
                   .arg(s.title, s.facts.join(QLatin1Char(';')), s.todo.join(QLatin1Char(';')), s.how,
                        spaces.join(QLatin1Char(',')), tokens.join(QLatin1Char(',')));
    }
    return out.join(QLatin1Char('\n'));
}

using StepsCheck = std::function<void(const QList<ui::CombatStep> &)>;

bool anyContains(const QStringList &lines, const QString &part)
{
    return std::any_of(lines.begin(), lines.end(), [&](const QString &l) { return l.contains(part); });
}

QString where(const char *id) { return ui::spaceText(*tinyBoard(), at(id)); }

} // namespace

Q_DECLARE_METATYPE(StepsCheck)

class TestCombatBoard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aResolutionIsCutIntoSteps_data();
    void aResolutionIsCutIntoSteps();
    void noHiddenValueReachesAStep_data();
    void noHiddenValueReachesAStep();
    void theTableStepsThroughTheCombatOnTheBoard();
};

void TestCombatBoard::aResolutionIsCutIntoSteps_data()
{
    QTest::addColumn<Setup>("setup");
    QTest::addColumn<Script>("script");
    QTest::addColumn<StepsCheck>("check");
    QTest::newRow("R-ATTACK-RESOLVE: a direct attack is one step with its spaces, its token and the damage to note")
        << front() << attack("p2", "c") << StepsCheck([](const QList<ui::CombatStep> &steps) {
               QCOMPARE(steps.size(), 1);
               const ui::CombatStep &s = steps.front();
               QCOMPARE(s.kind, ui::CombatStep::Kind::Attack);
               QVERIFY(s.spaces.contains(at("p2")) && s.spaces.contains(at("c")));
               QCOMPARE(s.tokens.size(), std::size_t(1));
               QCOMPARE(s.tokens.front().from, at("p2"));
               QCOMPARE(s.tokens.front().to, at("c"));
               QVERIFY(anyContains(s.facts, QStringLiteral("total Power of 1")));
               QVERIFY(anyContains(s.todo, QStringLiteral("Ada lowers the Health of")) == false);
               QVERIFY(anyContains(s.todo, QStringLiteral("Boris lowers the Health of Green Guardian 2 by 1")));
               QVERIFY(anyContains(s.todo, QStringLiteral("Attack Token")));
               QVERIFY(s.how.contains(QStringLiteral("R-ATTACK-RESOLVE")));
           });
    QTest::newRow("R-ATTACK-RESOLVE 2a: lost Quarks are removed from their space, named as printed")
        << front(rules::kMaxHealth, [](GameState &s) {
               putQuarks(s, 0, "p2", 2);
               putQuarks(s, 1, "c", 1);
           })
        << attack("p2", "c") << StepsCheck([](const QList<ui::CombatStep> &steps) {
               QCOMPARE(steps.size(), 1);
               const QStringList &todo = steps.front().todo;
               QVERIFY2(anyContains(todo, QStringLiteral("Remove 2 Blue Quark(s) from %1.").arg(where("p2"))),
                        qPrintable(todo.join(QLatin1Char('\n'))));
               QVERIFY2(anyContains(todo, QStringLiteral("Remove 1 Green Quark(s) from %1.").arg(where("c"))),
                        qPrintable(todo.join(QLatin1Char('\n'))));
           });
    QTest::newRow("R-COMBAT-ORDER: two directions on one space are one attack with both arrows")
        << front(rules::kMaxHealth, [](GameState &s) { putGuardian(s, 0, 2, "z"); })
        << Script{{0, rules::DeclareAttack{at("p2"), at("c")}}, {1, rules::Counterattack{false}},
                  {0, rules::DeclareAttack{at("z"), at("c")}}, {1, rules::Counterattack{false}}, {0, rules::EndTurn{}},
                  {1, rules::EndTurn{}}}
        << StepsCheck([](const QList<ui::CombatStep> &steps) {
               QCOMPARE(steps.size(), 1);
               QCOMPARE(steps.front().tokens.size(), std::size_t(2));
               QVERIFY(steps.front().spaces.contains(at("z")));
               QVERIFY(anyContains(steps.front().todo, QStringLiteral("Take 2 Attack Token(s)")));
           });
    QTest::newRow("R-BATTLE: a counterattack is one battle step with a two-headed arrow and both strikes")
        << front() << attack("p2", "c", true) << StepsCheck([](const QList<ui::CombatStep> &steps) {
               QCOMPARE(steps.size(), 1);
               const ui::CombatStep &s = steps.front();
               QCOMPARE(s.kind, ui::CombatStep::Kind::Battle);
               QCOMPARE(s.tokens.size(), std::size_t(1));
               QVERIFY(s.tokens.front().counter);
               QCOMPARE(s.tokens.front().counterOwner, 1);
               QCOMPARE(s.facts.filter(QStringLiteral("total Power")).size(), 2);
               QVERIFY(s.how.contains(QStringLiteral("R-BATTLE")));
           });
    QTest::newRow("R-ATTACK-RESOLVE 2c: a destroyed Guardian and his construction leave the board")
        << front(1, [](GameState &s) { putConstruction(s, 1, 1, rules::BuildingType::Mine, 2, 1); }) << attack("p2", "c")
        << StepsCheck([](const QList<ui::CombatStep> &steps) {
               QCOMPARE(steps.size(), 1);
               const QStringList &todo = steps.front().todo;
               QVERIFY(anyContains(todo, QStringLiteral("Remove Green Guardian 2 from %1.").arg(where("c"))));
               QVERIFY(anyContains(todo, QStringLiteral("Construction Token")));
           });
    QTest::newRow("R-COMBAT-ORDER: a battle comes before an attack, each its own step")
        << front(rules::kMaxHealth, [](GameState &s) { putGuardian(s, 0, 2, "z"); })
        << Script{{0, rules::DeclareAttack{at("p2"), at("c")}}, {1, rules::Counterattack{true}},
                  {0, rules::DeclareAttack{at("z"), at("c")}}, {0, rules::EndTurn{}}, {1, rules::EndTurn{}}}
        << StepsCheck([](const QList<ui::CombatStep> &steps) {
               QCOMPARE(steps.size(), 2);
               QCOMPARE(steps.at(0).kind, ui::CombatStep::Kind::Battle);
               QCOMPARE(steps.at(1).kind, ui::CombatStep::Kind::Attack);
               QCOMPARE(steps.at(1).tokens.size(), std::size_t(1));
               QCOMPARE(steps.at(1).tokens.front().from, at("z"));
               QCOMPARE(ui::CombatSteps::stepName(steps.at(0).kind, 1, 2), QStringLiteral("battle 1 of 2"));
           });
}

void TestCombatBoard::aResolutionIsCutIntoSteps()
{
    QFETCH(Setup, setup);
    QFETCH(Script, script);
    QFETCH(StepsCheck, check);
    const QList<ui::CombatStep> steps = stepsOf(setup, script);
    check(steps);
    if (QTest::currentTestFailed())
        qWarning().noquote() << dump(steps);
}

void TestCombatBoard::noHiddenValueReachesAStep_data()
{
    QTest::addColumn<Setup>("setup");
    QTest::addColumn<Setup>("perturbed");
    QTest::addColumn<Script>("script");
    // Each row: two games that differ only in values the rules keep behind a screen, with
    // the same public outcome: every step must read the same, byte for byte.
    QTest::newRow("leak check: the defender's Health before and after stays hidden (R-ATTACK-RESOLVE 2c)")
        << front(rules::kMaxHealth) << front(3) << attack("p2", "c");
    QTest::newRow("leak check: a Healing surplus behind Quarks stays hidden (R-HEAL)")
        << front(4, [](GameState &s) {
               putQuarks(s, 1, "c", 2);
               putGuardian(s, 1, 2, "p3");
           })
        << front(4, [](GameState &s) {
               putQuarks(s, 1, "c", 2);
               putGuardian(s, 1, 2, "p3");
               linkGuardians(s, 1, 2, 1, rules::ConnectionKind::Healing);
           })
        << attack("p2", "c");
    QTest::newRow("leak check: the Power of a Guardian who does not strike stays hidden")
        << front(rules::kMaxHealth, [](GameState &s) { putGuardian(s, 1, 2, "p3"); })
        << front(rules::kMaxHealth, [](GameState &s) {
               putGuardian(s, 1, 2, "p3");
               putGuardian(s, 1, 3, "p4");
               linkGuardians(s, 1, 3, 2, rules::ConnectionKind::Reinforcement);
           })
        << attack("p2", "c");
}

void TestCombatBoard::noHiddenValueReachesAStep()
{
    QFETCH(Setup, setup);
    QFETCH(Setup, perturbed);
    QFETCH(Script, script);
    const QList<ui::CombatStep> plain = stepsOf(setup, script);
    QVERIFY(!plain.isEmpty());
    // The private events (Health, crystals) given as well change nothing: they are skipped.
    QCOMPARE(dump(stepsOf(setup, script, true)), dump(plain));
    QCOMPARE(dump(stepsOf(perturbed, script, true)), dump(plain));
}

// Through the window at 1366x768: the band under the board, the step's spaces and arrows
// over a shade, Next, and Continue to Development at the end.
void TestCombatBoard::theTableStepsThroughTheCombatOnTheBoard()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(startTwoPlayerGame(c));
    QVERIFY(playUntilAttackPossible(c));
    ui::MainWindow window(&c, nullptr);
    showWindow(window, {1366, 768});
    if (QTest::currentTestFailed())
        return;
    ui::CombatView *combat = window.combatView();
    QVERIFY(combat);
    QVERIFY(!combat->isActive());
    QSignalSpy changes(combat, &ui::CombatView::stepChanged);
    const int attacker = c.actingPlayer();
    rules::DeclareAttack declared;
    for (const rules::Action &a : c.legalActions(attacker)) {
        if (const auto *d = std::get_if<rules::DeclareAttack>(&a)) {
            declared = *d;
            QVERIFY(c.submit(attacker, a));
            break;
        }
    }
    for (int i = 0; i < 40 && c.view().phase == rules::Phase::Movement; ++i) {
        const rules::GameView view = c.view();
        if (!view.pending.empty()) {
            const rules::Pending p = view.pending.front();
            QVERIFY(c.submit(p.player, p.kind == rules::PendingKind::CounterattackChoice ? rules::Action(rules::Counterattack{false})
                                                                                       : rules::Action(rules::Pursue{false})));
        } else {
            QVERIFY(c.submit(c.actingPlayer(), rules::EndTurn{}));
        }
    }
    QCOMPARE(c.view().phase, rules::Phase::Development);
    QTRY_VERIFY(combat->isActive() && combat->isVisible());
    QVERIFY(window.handOver()->reviewing());
    QVERIFY(changes.count() >= 1);
    QVERIFY2(combat->statusText().startsWith(QStringLiteral("Combat: attack 1 of ")), qPrintable(combat->statusText()));

    ui::BoardView &view = *window.boardView();
    ui::BoardScene &scene = *view.boardScene();
    // The step's spaces are ringed and its arrow drawn, though the token has left the view.
    QVERIFY(c.view().attacks.empty());
    QVERIFY(scene.combatFocusSpaces().contains(declared.to));
    QVERIFY(scene.combatFocusSpaces().contains(declared.from));
    QCOMPARE(scene.combatFocusTokens().size(), std::size_t(1));
    int arrows = 0, shades = 0;
    for (QGraphicsItem *item : scene.items()) {
        arrows += item->data(0).toString() == QLatin1String("combatArrow") && item->isVisible();
        shades += item->data(0).toString() == QLatin1String("combatShade") && item->isVisible();
    }
    QCOMPARE(arrows, 1);
    QCOMPARE(shades, 1);
    // The band sits under the board: it covers no space.
    const QRect band(combat->mapTo(&view, QPoint(0, 0)), combat->size());
    QVERIFY(band.top() >= view.viewport()->geometry().bottom());
    for (int s = 0; s < static_cast<int>(c.board()->spaces.size()); ++s)
        QVERIFY(view.viewport()->rect().contains(view.viewPosOfSpace(s)));
    auto *todo = combat->findChild<QLabel *>(QStringLiteral("combatStepTodo"));
    QVERIFY(todo && todo->isVisible() && !todo->text().isEmpty());
    auto *facts = combat->findChild<QLabel *>(QStringLiteral("combatStepBody"));
    QVERIFY2(facts->text().contains(QStringLiteral("total Power")), qPrintable(facts->text()));

    // One button: Next through the steps, then Continue to Development.
    QPushButton *next = combat->nextButton();
    QVERIFY(next->isVisible());
    const QString shots = qEnvironmentVariable("XOBOS_SHOT_DIR");
    for (int step = 0; step < combat->stepCount(); ++step) {
        if (!shots.isEmpty())
            QVERIFY(window.grab().save(shots + QStringLiteral("/combat-step-%1.png").arg(step + 1)));
        QCOMPARE(next->text(), step + 1 < combat->stepCount() ? QStringLiteral("Next") : QStringLiteral("Continue to Development"));
        QCOMPARE(combat->nextText(), next->text());
        if (step + 1 < combat->stepCount())
            QTest::mouseClick(next, Qt::LeftButton);
    }
    QTest::mouseClick(next, Qt::LeftButton);
    QVERIFY(!combat->isActive());
    QVERIFY(!combat->isVisible());
    QVERIFY(combat->statusText().isEmpty());
    QVERIFY(scene.combatFocusSpaces().isEmpty());
    QVERIFY(!window.handOver()->reviewing());
    // Last Combat shows it again, ending with Done now (the menu's action is the access
    // policy's to enable: the cover is up for the Development phase).
    combat->showLast();
    QVERIFY(combat->isActive());
    QCOMPARE(combat->currentStep(), 0);
    while (combat->currentStep() + 1 < combat->stepCount())
        combat->next();
    QCOMPARE(combat->nextText(), QStringLiteral("Done"));
    combat->next();
    QVERIFY(!combat->isActive());
}

QTEST_MAIN(TestCombatBoard)
#include "tst_combatboard.moc"
