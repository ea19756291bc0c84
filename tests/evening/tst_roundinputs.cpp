// SPDX-License-Identifier: GPL-3.0-or-later
// The cost of one round in inputs (issue #25's proof): a four-player Fog of War game with a
// PIN for every seat, one whole round played through the real window by QTest gestures
// only — the moves as drags, the attack as a right-drag, the defender's answer, End turn,
// the combat's steps, and for each seat the hand-over, the PIN, a build, a connection and
// the finish. Every gesture goes through one counter (a click, a drag or a keystroke is
// one input); the round must reach the next round's Movement phase with at most
// kMaxInputsPerRound inputs (the goal, 40, is checked as a known failure). The
// figure, its breakdown per phase and every gesture are printed (qInfo).
//
// The round played is the first round with combat (on the standard board for four, round
// 1: the table starts with 3 Building Resources a seat, so something is left unspent): the same table
// policy (a move or two each, the first attack that becomes possible, no counterattack,
// one build and one connection each) is played by the controller in a first library until
// a round with an attack comes; a second game is brought by the controller to that round's
// start (not counted), and that round is played through the window.
#include "gamescript.h"

#include "store/pinhash.h"
#include "ui/board/boardview.h"
#include "ui/secrets/handover.h"
#include "ui/secrets/lockcover.h"
#include "ui/secrets/playersheetwidget.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/statusstrip.h"
#include "ui/table/combatview.h"
#include "ui/table/pendingchoicedialog.h"
#include "ui/table/sheetspanel.h"

#include <QApplication>
#include <QLineEdit>
#include <QMap>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPushButton>
#include <QTest>

#include <cmath>
#include <limits>

using namespace xobos;

namespace {

constexpr int kGoalInputsPerRound = 40; // issue #25: "at most 40 per round"
// What the window needs today for this round (46: docs/architecture.md, "Inputs per round"):
// the guard against any step coming back. It is above the goal by the finishing question
// of each seat (4: each still holds 3 Building Resources it could spend, and Finish asks
// only then) and the table's cover at the round's start (1) — both kept on purpose
// (issue #25's "finish confirms", docs/security.md) — and by the round's sixth unit move.
constexpr int kMaxInputsPerRound = 46;
constexpr int kTestIterations = 1000;  // PBKDF2 rounds of the test's PINs (the cost is tst_pinhash's)

const QStringList kNames{QStringLiteral("Anna"), QStringLiteral("Ben"), QStringLiteral("Carla"), QStringLiteral("Dawid")};

QString pinOf(int seat)
{
    return QString(4, QLatin1Char('1' + seat)); // "1111", "2222", …
}

// --- the table's policy: what the acting player does next ------------------------------

struct RoundMemory
{
    int round = 0;
    QList<int> moves{0, 0, 0, 0};
    bool attacked = false;
    QList<bool> built{false, false, false, false};
    QList<bool> connected{false, false, false, false};
    void startRound(int r)
    {
        if (r == round)
            return;
        *this = RoundMemory{};
        round = r;
    }
};

// Seats 0 and 2 move two units, seats 1 and 3 one: "a move or two".
int movesWanted(int seat)
{
    return seat % 2 == 0 ? 2 : 1;
}

// The acting player (or the one who must answer) and what they do now.
std::pair<int, rules::Action> nextStep(ui::GameController &c, RoundMemory &memory)
{
    const rules::GameView view = c.view();
    memory.startRound(view.round);
    if (!view.pending.empty()) {
        const rules::Pending p = view.pending.front();
        return {p.player, p.kind == rules::PendingKind::CounterattackChoice ? rules::Action(rules::Counterattack{false})
                                                                            : rules::Action(rules::Pursue{false})};
    }
    if (view.phase == rules::Phase::Development) {
        const int seat = view.acting.front();
        const std::vector<rules::Action> legal = c.legalActions(seat);
        const auto first = [&legal](auto predicate) -> std::optional<rules::Action> {
            for (const rules::Action &a : legal)
                if (predicate(a))
                    return a;
            return std::nullopt;
        };
        if (!memory.built[seat]) {
            memory.built[seat] = true;
            std::optional<rules::Action> build =
                first([](const rules::Action &a) { return std::holds_alternative<rules::PayConstruction>(a); });
            if (!build)
                build = first([](const rules::Action &a) { return std::holds_alternative<rules::StartConstruction>(a); });
            if (build)
                return {seat, *build};
        }
        if (!memory.connected[seat]) {
            memory.connected[seat] = true;
            if (const auto connect = first([](const rules::Action &a) { return std::holds_alternative<rules::Connect>(a); }))
                return {seat, *connect};
        }
        return {seat, rules::EndDevelopment{}};
    }
    const int player = c.actingPlayer();
    const std::vector<rules::Action> legal = c.legalActions(player);
    if (memory.moves[player] < movesWanted(player)) {
        const rules::PlayerView &pv = view.players[static_cast<std::size_t>(player)];
        const rules::Action *best = nullptr;
        double bestGain = -std::numeric_limits<double>::max();
        for (const rules::Action &a : legal) {
            if (const auto *m = std::get_if<rules::MoveGuardian>(&a); m && !m->seize) {
                const int from = pv.guardians[static_cast<std::size_t>(m->guardian)].space;
                const double gain = testing::distanceToEnemy(*c.board(), view, player, from)
                    - testing::distanceToEnemy(*c.board(), view, player, m->to);
                if (gain > bestGain) {
                    bestGain = gain;
                    best = &a;
                }
            }
        }
        if (best) {
            ++memory.moves[player];
            return {player, *best};
        }
    }
    if (!memory.attacked) {
        for (const rules::Action &a : legal) {
            if (std::holds_alternative<rules::DeclareAttack>(a)) {
                memory.attacked = true;
                return {player, a};
            }
        }
    }
    return {player, rules::EndTurn{}};
}

// The policy played by the controller until the game reaches `round`'s Movement phase, or
// (stopAtAttack) until an attack is declared: the round it was declared in.
int playByController(ui::GameController &c, int round, bool stopAtAttack)
{
    RoundMemory memory;
    for (int step = 0; step < 20000; ++step) {
        const rules::GameView view = c.view();
        if (view.phase == rules::Phase::GameOver)
            return -1;
        if (!stopAtAttack && view.round == round && view.phase == rules::Phase::Movement)
            return round;
        const auto [player, action] = nextStep(c, memory);
        if (!c.submit(player, action))
            return -1;
        if (stopAtAttack && std::holds_alternative<rules::DeclareAttack>(action))
            return view.round;
    }
    return -1;
}

bool startTable(testing::TestLibrary &lib)
{
    ui::GameController &c = *lib.controller;
    if (!testing::startGame(c, kNames))
        return false;
    for (int seat = 0; seat < 4; ++seat) {
        if (!c.store().setPinHash(c.gameId(), seat, store::hashPin(pinOf(seat), kTestIterations)))
            return false;
    }
    for (int seat = 0; seat < 4; ++seat) {
        if (!c.submit(seat, rules::ChooseLeader{seat}))
            return false;
    }
    return true;
}

// --- the one counter of the table's inputs ------------------------------------------------

class Inputs
{
public:
    void setPhase(const QString &phase)
    {
        m_phase = phase;
        if (!m_order.contains(phase))
            m_order << phase;
    }
    int total() const { return m_total; }
    QString breakdown() const
    {
        QStringList parts;
        for (const QString &phase : m_order)
            parts << QStringLiteral("%1 %2").arg(phase).arg(m_perPhase.value(phase));
        return parts.join(QStringLiteral(", "));
    }
    QString trail() const { return m_trail.join(QLatin1Char('\n')); }

    // A click of the left button (on `pos`, or the widget's centre).
    void click(QWidget *widget, const QString &what, QPoint pos = {})
    {
        count(what);
        QTest::mouseClick(widget, Qt::LeftButton, {}, pos.isNull() ? widget->rect().center() : pos);
        QCoreApplication::processEvents();
    }
    // A drag with `button` held, from `from` to `to` on `viewport`: press, moves, release.
    void drag(QWidget *viewport, QPoint from, QPoint to, Qt::MouseButton button, const QString &what)
    {
        count(what);
        QTest::mousePress(viewport, button, {}, from);
        for (const QPoint p : {(from * 2 + to) / 3, (from + to * 2) / 3, to}) {
            // QTest::mouseMove sends no buttons; a drag needs the held button in the event.
            QMouseEvent move(QEvent::MouseMove, QPointF(p), viewport->mapToGlobal(QPointF(p)), Qt::NoButton, button,
                             Qt::NoModifier);
            QCoreApplication::sendEvent(viewport, &move);
        }
        QTest::mouseRelease(viewport, button, {}, to);
        QCoreApplication::processEvents();
    }
    // Typing `text` on the keyboard into the widget that has the focus: one input a key.
    void type(const QString &text, const QString &what)
    {
        for (const QChar ch : text) {
            count(what);
            QWidget *focus = QApplication::focusWidget();
            QVERIFY2(focus, "nothing has the keyboard focus");
            QTest::keyClicks(focus, QString(ch));
        }
        QCoreApplication::processEvents();
    }
    void key(Qt::Key key, const QString &what)
    {
        count(what);
        QWidget *focus = QApplication::focusWidget();
        QVERIFY2(focus, "nothing has the keyboard focus");
        QTest::keyClick(focus, key);
        QCoreApplication::processEvents();
    }

private:
    void count(const QString &what)
    {
        ++m_total;
        ++m_perPhase[m_phase];
        // One line per gesture, or per run of the same one ("14-17 [Development] Anna's PIN").
        const QString tail = QStringLiteral(" [%1] %2").arg(m_phase, what);
        if (!m_trail.isEmpty() && m_trail.last().endsWith(tail)) {
            const QString first = m_trail.last().section(QLatin1Char(' '), 0, 0).section(QLatin1Char('-'), 0, 0);
            m_trail.last() = QStringLiteral("%1-%2").arg(first).arg(m_total) + tail;
        } else {
            m_trail << QString::number(m_total) + tail;
        }
    }

    QString m_phase;
    QStringList m_order;
    QMap<QString, int> m_perPhase;
    int m_total = 0;
    QStringList m_trail;
};

int guardianSpace(const rules::GameView &view, int player, int guardian)
{
    return view.players[static_cast<std::size_t>(player)].guardians[static_cast<std::size_t>(guardian)].space;
}

} // namespace

class TestRoundInputs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aRoundOfFourWithPinsIsCounted();
};

void TestRoundInputs::aRoundOfFourWithPinsIsCounted()
{
    // The first round of the policy with combat.
    int round = -1;
    {
        testing::TestLibrary probe;
        QVERIFY(startTable(probe));
        round = playByController(*probe.controller, 0, true);
    }
    QVERIFY2(round >= 1, "the table's policy never came to an attack");

    testing::TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(startTable(lib));
    QCOMPARE(c.view().variant, rules::Variant::FogOfWar);
    QCOMPARE(playByController(c, round, false), round);
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    QVERIFY(!QTest::currentTestFailed());
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    ui::HandOver *handOver = window.handOver();
    QPushButton *strip = window.statusStrip()->button();
    QCOMPARE(c.view().phase, rules::Phase::Movement);
    QVERIFY(!handOver->isCovered());

    Inputs inputs;
    RoundMemory memory;
    int entries = 0;
    bool combatSeen = false;
    bool attackDeclared = false;
    for (int step = 0; step < 400; ++step) {
        QCoreApplication::processEvents();
        if (!QApplication::activeModalWidget() && !window.isActiveWindow()) {
            // A closed dialog gives the activation back to the window (a window manager's
            // part; the offscreen platform does not).
            QApplication::setActiveWindow(&window);
            QVERIFY(QTest::qWaitForWindowActive(&window));
        }
        const rules::GameView view = c.view();
        const bool covered = handOver->isCovered();
        if (view.round == round + 1 && view.phase == rules::Phase::Movement && !covered)
            break;
        QVERIFY2(view.round == round || view.round == round + 1, qPrintable(inputs.trail()));
        if (covered) {
            ui::secrets::LockCover *cover = handOver->cover();
            if (cover->seat() == ui::secrets::LockCover::kTableSeat) {
                // The laptop back to the table at the next round's start.
                inputs.setPhase(QStringLiteral("next round's cover"));
                inputs.click(cover->unlockButton(), QStringLiteral("Show the table"));
                continue;
            }
            const int seat = cover->seat();
            QVERIFY2(seat >= 0 && view.phase == rules::Phase::Development, qPrintable(inputs.trail()));
            inputs.setPhase(QStringLiteral("Development"));
            if (!cover->pinField()->hasFocus())
                inputs.click(cover->pinField(), QStringLiteral("into the PIN field"));
            inputs.type(pinOf(seat), QStringLiteral("%1's PIN").arg(kNames[seat]));
            if (handOver->isCovered())
                inputs.key(Qt::Key_Return, QStringLiteral("Enter after the PIN"));
            QVERIFY2(!handOver->isCovered(), qPrintable(inputs.trail()));
            QCOMPARE(c.viewer(), rules::Viewer::seat(seat));
            continue;
        }
        if (handOver->reviewing()) {
            inputs.setPhase(QStringLiteral("Combat"));
            combatSeen = combatSeen || window.combatView()->stepCount() > 0;
            inputs.click(strip, strip->text());
            continue;
        }
        if (c.viewer().kind == rules::Viewer::Kind::Player) {
            const int seat = c.viewer().player;
            inputs.setPhase(QStringLiteral("Development"));
            const auto [player, action] = nextStep(c, memory);
            QCOMPARE(player, seat);
            ui::secrets::PlayerSheetWidget *sheet = window.sheetsPanel()->sheet(seat);
            QPushButton *button = sheet->buttonFor(action);
            QVERIFY2(button && button->isVisible(), qPrintable(inputs.trail()));
            inputs.click(button, button->text());
            if (QMessageBox *box = sheet->confirmation())
                inputs.click(box->button(QMessageBox::Yes), QStringLiteral("Yes (%1)").arg(box->informativeText()));
            if (!std::holds_alternative<rules::EndDevelopment>(action))
                ++entries;
            continue;
        }
        QCOMPARE(view.phase, rules::Phase::Movement);
        inputs.setPhase(QStringLiteral("Movement"));
        const auto [player, action] = nextStep(c, memory);
        if (std::holds_alternative<rules::Counterattack>(action) || std::holds_alternative<rules::Pursue>(action)) {
            ui::PendingChoiceDialog *dialog = nullptr;
            QTRY_VERIFY((dialog = window.findChild<ui::PendingChoiceDialog *>()) && dialog->isVisible());
            int index = 0;
            for (const rules::Action &a : c.legalActions(player)) {
                if (!std::holds_alternative<rules::Counterattack>(a) && !std::holds_alternative<rules::Pursue>(a))
                    continue;
                if (a == action)
                    break;
                ++index;
            }
            auto *answer = dialog->findChild<QPushButton *>(QStringLiteral("choice%1").arg(index));
            QVERIFY(answer);
            inputs.click(answer, QStringLiteral("no counterattack"));
        } else if (const auto *move = std::get_if<rules::MoveGuardian>(&action)) {
            const int from = guardianSpace(view, player, move->guardian);
            const int before = c.historySize();
            inputs.drag(window.boardView()->viewport(), window.boardView()->viewPosOfSpace(from),
                        window.boardView()->viewPosOfSpace(move->to), Qt::LeftButton, QStringLiteral("move drag"));
            QVERIFY2(c.historySize() == before + 1 && guardianSpace(c.view(), player, move->guardian) == move->to,
                     qPrintable(inputs.trail()));
        } else if (const auto *attack = std::get_if<rules::DeclareAttack>(&action)) {
            const int before = c.historySize();
            inputs.drag(window.boardView()->viewport(), window.boardView()->viewPosOfSpace(attack->from),
                        window.boardView()->viewPosOfSpace(attack->to), Qt::RightButton, QStringLiteral("attack drag"));
            QVERIFY2(c.historySize() == before + 1, qPrintable(inputs.trail()));
            attackDeclared = true;
        } else {
            QVERIFY(std::holds_alternative<rules::EndTurn>(action));
            QCOMPARE(strip->text(), QStringLiteral("End turn"));
            inputs.click(strip, QStringLiteral("End turn"));
        }
    }
    qInfo().noquote() << QStringLiteral("Round %1 of a 4-player Fog of War game with PINs: %2 inputs (%3)")
                             .arg(round)
                             .arg(inputs.total())
                             .arg(inputs.breakdown());
    qInfo().noquote() << inputs.trail();
    QCOMPARE(c.view().round, round + 1);
    QCOMPARE(c.view().phase, rules::Phase::Movement);
    QCOMPARE(c.viewer(), rules::Viewer::everyone());
    QVERIFY(attackDeclared);
    QVERIFY(combatSeen);
    QVERIFY2(entries >= 4, qPrintable(QString::number(entries))); // a secret entry at least for each seat
    QVERIFY2(inputs.total() <= kMaxInputsPerRound,
             qPrintable(QStringLiteral("%1 inputs (%2)").arg(inputs.total()).arg(inputs.breakdown())));
    QEXPECT_FAIL("", "issue #25's goal of 40 inputs a round is not reached: the finishing question (Building "
                     "Resources left to spend) and the round start's table cover are kept (docs/architecture.md, \"Inputs per round\")",
                 Continue);
    QVERIFY2(inputs.total() <= kGoalInputsPerRound,
             qPrintable(QStringLiteral("%1 inputs (%2)").arg(inputs.total()).arg(inputs.breakdown())));
}

QTEST_MAIN(TestRoundInputs)
#include "tst_roundinputs.moc"
