// SPDX-License-Identifier: GPL-3.0-or-later
// TECH's rules (core/tech/rules.h), row by row, each named after its ruling (docs/rules.md,
// "TECH"): the legal side applies and leaves consistent state, the illegal side is refused
// with its code. Boards are written as nine tokens, row by row: "." empty, upper case seat 0,
// lower case seat 1, W sword, A archer, H shield, a digit after H for a stack's height.
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <random>

#include "tech/techmodule.h"

using namespace xobos;
using namespace xobos::tech;

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

// A state in `phase` with that board; supplies are what is not on the board (less `killed`
// of each of the seat's types when given).
State position(const QString &board, Phase phase = Phase::Action, int toMove = 0, int killedEach0 = 0, int killedEach1 = 0)
{
    State s = start(0);
    s.phase = phase;
    s.toMove = toMove;
    const QStringList cells = board.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    Q_ASSERT(cells.size() == kCells);
    for (int c = 0; c < kCells; ++c) {
        const QString t = cells[c];
        if (t == QLatin1String("."))
            continue;
        Cell &cell = s.board[at(c)];
        cell.owner = t[0].isUpper() ? 0 : 1;
        const QChar u = t[0].toUpper();
        cell.unit = u == QLatin1Char('W') ? Unit::Sword : u == QLatin1Char('A') ? Unit::Archer : Unit::Shield;
        cell.height = t.size() > 1 ? t.mid(1).toInt() : 1;
        s.supply[at(cell.owner)][at(int(cell.unit))] -= cell.height;
    }
    for (int t = 0; t < kUnitTypes; ++t) {
        s.killed[0][at(t)] = killedEach0;
        s.killed[1][at(t)] = killedEach1;
        s.supply[0][at(t)] -= killedEach0;
        s.supply[1][at(t)] -= killedEach1;
    }
    // Lines standing at the start are taken as scored already (T-LINE).
    for (int seat = 0; seat < kSeats; ++seat) {
        for (std::size_t l = 0; l < kLines.size(); ++l) {
            bool all = true;
            for (int c : kLines[l])
                all = all && s.board[at(c)].owner == seat;
            if (all)
                s.lines[at(seat)] = static_cast<std::uint8_t>(s.lines[at(seat)] | (1u << l));
        }
    }
    return s;
}

QString boardString(const State &s)
{
    QStringList out;
    for (const Cell &c : s.board) {
        if (c.empty()) {
            out << QStringLiteral(".");
            continue;
        }
        QString t = QLatin1String(c.unit == Unit::Sword ? "W" : c.unit == Unit::Archer ? "A" : "H");
        if (c.owner == 1)
            t = t.toLower();
        if (c.height > 1)
            t += QString::number(c.height);
        out << t;
    }
    return out.join(QLatin1Char(' '));
}

Action action(const State &s, const char *json)
{
    QString error;
    const auto a = TechRules::actionFromJson(s, QJsonDocument::fromJson(json).object(), &error);
    Q_ASSERT(a);
    return *a;
}

QString code(const State &s, int seat, const Action &a)
{
    const std::string_view c = validate(s, seat, a).code;
    return QString::fromLatin1(c.data(), static_cast<qsizetype>(c.size()));
}

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

int countKind(const std::vector<Event> &events, const char *kind)
{
    return static_cast<int>(std::count_if(events.begin(), events.end(), [&](const Event &e) { return e.kind == kind; }));
}

int total(const std::array<int, kUnitTypes> &a)
{
    return a[0] + a[1] + a[2];
}

// Every action validate() could be asked, bad cells and non-steps included, in the order
// legalActions() lists its kinds: commits, re-placements, deployments, moves, kills, a pass.
const std::vector<Action> &everyCandidate()
{
    static const std::vector<Action> list = [] {
        std::vector<Action> out;
        for (int t = 0; t < kUnitTypes; ++t) {
            for (int c = -1; c <= kCells; ++c)
                out.push_back(Commit{Unit(t), c});
        }
        for (int c = -1; c <= kCells; ++c)
            out.push_back(Replace{c});
        for (int t = 0; t < kUnitTypes; ++t) {
            for (int c = -1; c <= kCells; ++c)
                out.push_back(Deploy{Unit(t), c});
        }
        for (int f = -1; f <= kCells; ++f) {
            for (int c = -1; c <= kCells; ++c)
                out.push_back(Move{f, c});
        }
        for (int f = -1; f <= kCells; ++f) {
            for (int c = -1; c <= kCells; ++c)
                out.push_back(Kill{f, c});
        }
        out.push_back(Pass{});
        return out;
    }();
    return list;
}

std::vector<Action> accepted(const State &s, int seat)
{
    std::vector<Action> out;
    for (const Action &a : everyCandidate()) {
        if (validate(s, seat, a).ok())
            out.push_back(a);
    }
    return out;
}

// Any position, reachable or not: random units and stacks (Shields up to three high), random
// supplies, phase, seat to move, sealed choices and clash loser.
State randomPosition(std::mt19937_64 &rng)
{
    const auto pick = [&rng](int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); };
    State s = start(pick(2));
    for (Cell &c : s.board) {
        if (pick(10) < 3)
            continue;
        c.owner = pick(2);
        c.unit = Unit(pick(kUnitTypes));
        c.height = c.unit == Unit::Shield ? 1 + pick(kMaxStack) : 1;
    }
    for (auto &sup : s.supply) {
        for (int &n : sup)
            n = pick(4) == 0 ? 0 : pick(kUnitsOfEachType + 1);
    }
    s.phase = Phase(pick(5));
    s.toMove = pick(2);
    for (int seat = 0; seat < kSeats; ++seat) {
        const int cell = pick(kCells);
        if (s.phase == Phase::Deploy && pick(3) == 0 && s.board[at(cell)].empty())
            s.sealed.commit(seat, Choice{Unit(pick(kUnitTypes)), cell});
    }
    if (s.phase == Phase::Replace)
        s.replacer = pick(2);
    return s;
}

// legalActions() against validate() on one state, every seat (-1 and 2 too); empty when
// they agree, else what differs.
QString disagreement(const State &s, std::mt19937_64 &rng)
{
    for (int seat = -1; seat <= kSeats; ++seat) {
        const std::vector<Action> legal = legalActions(s, seat);
        const std::vector<Action> brute = accepted(s, seat);
        if (legal != brute)
            return QStringLiteral("seat %1: legalActions() lists %2 actions, validate() accepts %3")
                .arg(seat).arg(legal.size()).arg(brute.size());
        // T-MUST-GO: a pass exactly when it is the seat's turn and nothing else is accepted.
        const bool turn = (s.phase == Phase::Action || s.phase == Phase::Bonus) && seat == s.toMove;
        if (validate(s, seat, Pass{}).ok() != (turn && std::none_of(brute.begin(), brute.end(), [](const Action &a) {
                return !std::holds_alternative<Pass>(a);
            })))
            return QStringLiteral("seat %1: a pass accepted while another action is, or refused with none").arg(seat);
        // canAct(): some action but a pass, were it the seat's turn.
        if (seat >= 0 && seat < kSeats && (s.phase == Phase::Action || s.phase == Phase::Bonus)) {
            State turnOf = s;
            turnOf.toMove = seat;
            const std::vector<Action> could = accepted(turnOf, seat);
            const bool any = std::any_of(could.begin(), could.end(), [](const Action &a) { return !std::holds_alternative<Pass>(a); });
            if (canAct(s, seat) != any)
                return QStringLiteral("seat %1: canAct() says %2").arg(seat).arg(canAct(s, seat));
        }
        // randomLegalAction() is legalActions()[rng() % size], drawing the same number.
        std::mt19937_64 copy = rng;
        const std::optional<Action> drawn = randomLegalAction(s, seat, rng);
        const std::optional<Action> expected =
            legal.empty() ? std::nullopt : std::optional<Action>(legal[static_cast<std::size_t>(copy() % legal.size())]);
        if (drawn != expected || rng() != copy())
            return QStringLiteral("seat %1: randomLegalAction() is not legalActions()[rng() %% size]").arg(seat);
    }
    return {};
}

} // namespace

class TestTechRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // One action-phase action by seat 0 (or `seat`): refused with `code`, or applied giving
    // the board `after`, with `prisoners` in seat 0's prison camp and `killed` of seat 1's
    // units out of the game.
    void turnAction_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("seat");
        QTest::addColumn<QByteArray>("action");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("after");
        QTest::addColumn<int>("prisoners");
        QTest::addColumn<int>("killed");
        QTest::newRow("T-DEPLOY-EMPTY: deploy to an empty space")
            << ". . . . . . . . ." << 0 << QByteArray(R"({"type":"deploy","unit":"archer","cell":4})") << "" << ". . . . A . . . ." << 0 << 0;
        QTest::newRow("T-DEPLOY-EMPTY: not onto a unit")
            << ". . . . w . . . ." << 0 << QByteArray(R"({"type":"deploy","unit":"archer","cell":4})") << "SPACE_OCCUPIED" << "" << 0 << 0;
        QTest::newRow("T-SUPPLY: no Swordsman left to deploy")
            << "W W W W W W W . ." << 0 << QByteArray(R"({"type":"deploy","unit":"sword","cell":8})") << "NO_UNIT_LEFT" << "" << 0 << 0;
        QTest::newRow("T-BOARD: no tenth space")
            << ". . . . . . . . ." << 0 << QByteArray(R"({"type":"deploy","unit":"sword","cell":9})") << "BAD_SPACE" << "" << 0 << 0;
        QTest::newRow("T-SEAT: no third seat")
            << ". . . . . . . . ." << 2 << QByteArray(R"({"type":"deploy","unit":"sword","cell":0})") << "NOT_A_PLAYER" << "" << 0 << 0;
        QTest::newRow("T-TURN: not seat 1's turn")
            << ". . . . . . . . ." << 1 << QByteArray(R"({"type":"deploy","unit":"sword","cell":0})") << "NOT_YOUR_TURN" << "" << 0 << 0;
        QTest::newRow("T-KING-STEP: a Swordsman steps diagonally")
            << "W . . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":4})") << "" << ". . . . W . . . ." << 0 << 0;
        QTest::newRow("T-KING-STEP: not two spaces")
            << "W . . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":2})") << "NOT_A_KING_STEP" << "" << 0 << 0;
        QTest::newRow("T-KING-STEP: a Shield steps sideways")
            << ". . . H . . . . ." << 0 << QByteArray(R"({"type":"move","from":3,"to":4})") << "" << ". . . . H . . . ." << 0 << 0;
        QTest::newRow("T-OWN-UNIT: not the opponent's unit")
            << "w . . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "NOT_YOUR_UNIT" << "" << 0 << 0;
        QTest::newRow("T-ARCHER: an Archer never moves")
            << "A . . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "ARCHER_CANNOT_MOVE" << "" << 0 << 0;
        QTest::newRow("T-SWORD: captures a Swordsman")
            << "W w . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "" << ". W . . . . . . ." << 1 << 0;
        QTest::newRow("T-SWORD: captures an unstacked Shield")
            << "W . . . h . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":4})") << "" << ". . . . W . . . ." << 1 << 0;
        QTest::newRow("T-SWORD: never an Archer")
            << "W a . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "SWORD_CANNOT_CAPTURE_ARCHER" << "" << 0 << 0;
        QTest::newRow("T-SHIELD: captures an unstacked Shield")
            << "H h . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "" << ". H . . . . . . ." << 1 << 0;
        QTest::newRow("T-SHIELD: captures an Archer")
            << "H a . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "" << ". H . . . . . . ." << 1 << 0;
        QTest::newRow("T-SHIELD: never a Swordsman")
            << "H w . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "SHIELD_CANNOT_CAPTURE_SWORD" << "" << 0 << 0;
        QTest::newRow("T-STACK: a Shield onto a friendly Shield")
            << "H H . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "" << ". H2 . . . . . . ." << 0 << 0;
        QTest::newRow("T-STACK-MAX: a third Shield onto a stack of two")
            << "H H2 . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "" << ". H3 . . . . . . ." << 0 << 0;
        QTest::newRow("T-STACK-MAX: never four high")
            << "H H3 . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "STACK_FULL" << "" << 0 << 0;
        QTest::newRow("T-STACK: a Swordsman does not stack")
            << "W W . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "CANNOT_STACK" << "" << 0 << 0;
        QTest::newRow("T-STACK: a Shield not onto a friendly Archer")
            << "H A . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "CANNOT_STACK" << "" << 0 << 0;
        QTest::newRow("T-STACK-MOVE: the top Shield leaves the stack")
            << "H2 . . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "" << "H H . . . . . . ." << 0 << 0;
        QTest::newRow("T-STACK-MOVE: the top of a stack captures")
            << "H3 h . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "" << "H2 H . . . . . . ." << 1 << 0;
        QTest::newRow("T-STACK-INVULNERABLE: a Swordsman against a stack of 2")
            << "W h2 . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "STACK_INVULNERABLE" << "" << 0 << 0;
        QTest::newRow("T-STACK-INVULNERABLE: a Shield against a stack of 2")
            << "H h2 . . . . . . ." << 0 << QByteArray(R"({"type":"move","from":0,"to":1})") << "STACK_INVULNERABLE" << "" << 0 << 0;
        QTest::newRow("T-STACK-INVULNERABLE: an Archer against a stack of 2")
            << "A . . . . . . . h2" << 0 << QByteArray(R"({"type":"kill","from":0,"target":8})") << "STACK_INVULNERABLE" << "" << 0 << 0;
        QTest::newRow("T-KILL: an Archer kills an Archer across the board")
            << "A . . . . . . . a" << 0 << QByteArray(R"({"type":"kill","from":0,"target":8})") << "" << "A . . . . . . . ." << 0 << 1;
        QTest::newRow("T-KILL: an Archer kills an adjacent Swordsman")
            << "A w . . . . . . ." << 0 << QByteArray(R"({"type":"kill","from":0,"target":1})") << "" << "A . . . . . . . ." << 0 << 1;
        QTest::newRow("T-ARCHER: an Archer never kills a Shield")
            << "A . . . h . . . ." << 0 << QByteArray(R"({"type":"kill","from":0,"target":4})") << "ARCHER_CANNOT_KILL_SHIELD" << "" << 0 << 0;
        QTest::newRow("T-KILL: only Archers kill")
            << "W . . . . . . . a" << 0 << QByteArray(R"({"type":"kill","from":0,"target":8})") << "ONLY_ARCHERS_KILL" << "" << 0 << 0;
        QTest::newRow("T-KILL: not a friendly unit")
            << "A . . . . . . . W" << 0 << QByteArray(R"({"type":"kill","from":0,"target":8})") << "NO_ENEMY_THERE" << "" << 0 << 0;
        QTest::newRow("T-MUST-GO: no pass while an action is legal")
            << ". . . . . . . . ." << 0 << QByteArray(R"({"type":"pass"})") << "MUST_ACT" << "" << 0 << 0;
        QTest::newRow("T-PHASE: no sealed commit in the action phase")
            << ". . . . . . . . ." << 0 << QByteArray(R"({"type":"commit","unit":"sword","cell":0})") << "NOT_DEPLOYMENT_PHASE" << "" << 0 << 0;
    }
    void turnAction()
    {
        QFETCH(QString, board);
        QFETCH(int, seat);
        QFETCH(QByteArray, action);
        QFETCH(QString, code);
        QFETCH(QString, after);
        QFETCH(int, prisoners);
        QFETCH(int, killed);
        State s = position(board);
        QVERIFY(invariants(s).empty());
        const Action a = ::action(s, action.constData());
        QCOMPARE(::code(s, seat, a), code);
        if (!code.isEmpty()) {
            QVERIFY(!validate(s, seat, a).rule.empty());
            return;
        }
        const auto events = apply(s, seat, a);
        QVERIFY(!events.empty());
        QVERIFY(invariants(s).empty());
        QCOMPARE(boardString(s), after);
        QCOMPARE(total(s.prison[0]), prisoners);
        QCOMPARE(total(s.killed[1]), killed);
        QCOMPARE(s.toMove, 1); // T-TURN: then the other player
    }

    // T-CLASH: both choose the same space; the type alone decides.
    void clash_data()
    {
        QTest::addColumn<QString>("unit0");
        QTest::addColumn<QString>("unit1");
        QTest::addColumn<int>("loser");
        QTest::newRow("T-CLASH: Swords beat Shields") << "sword" << "shield" << 1;
        QTest::newRow("T-CLASH: Shields beat Archers") << "shield" << "archer" << 1;
        QTest::newRow("T-CLASH: Archers beat Swords") << "archer" << "sword" << 1;
        QTest::newRow("T-CLASH: Shields lose to Swords") << "shield" << "sword" << 0;
        QTest::newRow("T-CLASH: Archers lose to Shields") << "archer" << "shield" << 0;
        QTest::newRow("T-CLASH: Swords lose to Archers") << "sword" << "archer" << 0;
    }
    void clash()
    {
        QFETCH(QString, unit0);
        QFETCH(QString, unit1);
        QFETCH(int, loser);
        State s = start(0);
        const QByteArray c0 = QStringLiteral(R"({"type":"commit","unit":"%1","cell":4})").arg(unit0).toUtf8();
        const QByteArray c1 = QStringLiteral(R"({"type":"commit","unit":"%1","cell":4})").arg(unit1).toUtf8();
        QCOMPARE(code(s, 0, action(s, c0.constData())), QString());
        apply(s, 0, action(s, c0.constData()));
        // T-SEALED: the second seat may choose the very space the first chose (nothing tells).
        QCOMPARE(code(s, 1, action(s, c1.constData())), QString());
        QCOMPARE(code(s, 0, action(s, c0.constData())), QStringLiteral("ALREADY_COMMITTED"));
        const auto events = apply(s, 1, action(s, c1.constData()));
        QCOMPARE(countKind(events, "revealed"), 1);
        QCOMPARE(s.phase, Phase::Replace);
        QCOMPARE(s.board[4].owner, 1 - loser);
        QCOMPARE(actingSeats(s), std::vector<int>{loser});
        // T-CLASH-REPLACE: the loser, into another unoccupied space.
        QCOMPARE(code(s, 1 - loser, Replace{0}), QStringLiteral("NOT_YOUR_TURN"));
        QCOMPARE(code(s, loser, Replace{4}), QStringLiteral("SPACE_OCCUPIED"));
        QCOMPARE(code(s, loser, Replace{0}), QString());
        apply(s, loser, Replace{0});
        QCOMPARE(s.board[0].owner, loser);
        QCOMPARE(QString::fromLatin1(unitName(s.board[0].unit)), loser == 0 ? unit0 : unit1);
        QCOMPARE(s.phase, Phase::Action);
        QVERIFY(invariants(s).empty());
        QCOMPARE(s.bonus, (std::array<int, 2>{0, 0}));
    }

    // T-VERSION: the v3 ruleset reverses the cycle (Swords > Archers > Shields > Swords),
    // has 10 units of each type, swaps the Sword and Archer values, a full stack is worth 3.
    void v3Ruleset_data()
    {
        QTest::addColumn<int>("unit0");
        QTest::addColumn<int>("unit1");
        QTest::addColumn<int>("loser");
        QTest::newRow("T-VERSION: v3 Swords beat Archers") << int(Unit::Sword) << int(Unit::Archer) << 1;
        QTest::newRow("T-VERSION: v3 Archers beat Shields") << int(Unit::Archer) << int(Unit::Shield) << 1;
        QTest::newRow("T-VERSION: v3 Shields beat Swords") << int(Unit::Shield) << int(Unit::Sword) << 1;
        QTest::newRow("T-VERSION: v3 Archers lose to Swords") << int(Unit::Archer) << int(Unit::Sword) << 0;
    }
    void v3Ruleset()
    {
        QFETCH(int, unit0);
        QFETCH(int, unit1);
        QFETCH(int, loser);
        State s = start(0, Ruleset::V3);
        QCOMPARE(s.supply[0][0], 10);
        apply(s, 0, Commit{Unit(unit0), 4});
        apply(s, 1, Commit{Unit(unit1), 4});
        QCOMPARE(s.replacer, loser);
        QCOMPARE(s.board[4].owner, 1 - loser);
        QVERIFY(invariants(s).empty());
        State t = position("W A H3 . . . . . .");
        QCOMPARE(t.total(0), 2 + 3 + 4);
        t.ruleset = Ruleset::V3;
        QCOMPARE(t.total(0), 3 + 2 + 3);
    }

    // T-LINE, the "lines": "each-round" option: a line standing at the end of a later round
    // scores again; by default only its forming scores.
    void lineScoringOption_data()
    {
        QTest::addColumn<bool>("eachRound");
        QTest::addColumn<int>("afterRoundTwo");
        QTest::newRow("T-LINE: when formed (default)") << false << 3;
        QTest::newRow("T-LINE: each round it stands (option)") << true << 6;
    }
    void lineScoringOption()
    {
        QFETCH(bool, eachRound);
        QFETCH(int, afterRoundTwo);
        State s = position("W W . . . . . . .");
        s.lineScoring = eachRound ? LineScoring::EachRound : LineScoring::WhenFormed;
        apply(s, 0, Deploy{Unit::Sword, 2});
        QCOMPARE(s.linePoints[0], 3);
        apply(s, 1, Deploy{Unit::Archer, 8});
        QCOMPARE(s.round, 2);
        QCOMPARE(s.linePoints[0], 3); // formed this round: scored once
        apply(s, 0, Commit{Unit::Sword, 3});
        apply(s, 1, Commit{Unit::Archer, 6});
        QCOMPARE(s.phase, Phase::Action);
        QCOMPARE(s.toMove, 1);
        apply(s, 1, Deploy{Unit::Shield, 7});
        apply(s, 0, Deploy{Unit::Shield, 4});
        QCOMPARE(s.round, 3);
        QCOMPARE(s.linePoints[0], afterRoundTwo);
        QVERIFY(invariants(s).empty());
    }

    // T-CLASH-NO-SPACE: the loser of a clash on the last empty space gains a bonus action.
    void clashWithNoSpaceLeft()
    {
        State s = position("W w W w H h A a .", Phase::Deploy);
        apply(s, 0, Commit{Unit::Sword, 8});
        apply(s, 1, Commit{Unit::Shield, 8});
        QCOMPARE(s.phase, Phase::Action);
        QCOMPARE(s.board[8].owner, 0);
        QCOMPARE(s.bonus, (std::array<int, 2>{0, 1}));
        QCOMPARE(s.supply[1][int(Unit::Shield)], 6); // his Shield stays in his supply
        QVERIFY(invariants(s).empty());
    }

    // T-DEPLOY-DIFFERENT: different spaces, both deploy.
    void bothDeploy()
    {
        State s = start(1);
        QCOMPARE(actingSeats(s), (std::vector<int>{0, 1}));
        apply(s, 1, Commit{Unit::Archer, 2});
        QCOMPARE(actingSeats(s), std::vector<int>{0});
        const auto events = apply(s, 0, Commit{Unit::Archer, 6});
        QCOMPARE(countKind(events, "revealed"), 1);
        QCOMPARE(boardString(s), QStringLiteral(". . a . . . A . ."));
        QCOMPARE(s.phase, Phase::Action);
        QCOMPARE(s.toMove, 1); // T-ORDER: the first player acts first
    }

    // T-TIE: the same type in the same space repeats the deployment; the third tie in a row
    // gives each a bonus action.
    void threeTies()
    {
        State s = start(0);
        for (int tie = 1; tie <= 3; ++tie) {
            QCOMPARE(s.phase, Phase::Deploy);
            apply(s, 0, Commit{Unit::Shield, tie});
            const auto events = apply(s, 1, Commit{Unit::Shield, tie});
            QCOMPARE(countKind(events, "bonus"), tie < 3 ? 0 : 2);
            QCOMPARE(s.ties, tie);
        }
        QCOMPARE(s.phase, Phase::Action);
        QCOMPARE(boardString(s), QStringLiteral(". . . . . . . . ."));
        QCOMPARE(s.bonus, (std::array<int, 2>{1, 1}));
        // T-BONUS: action phase 0, 1, then the bonus actions 0, 1.
        apply(s, 0, Deploy{Unit::Sword, 0});
        apply(s, 1, Deploy{Unit::Sword, 8});
        QCOMPARE(s.phase, Phase::Bonus);
        QCOMPARE(code(s, 1, Deploy{Unit::Sword, 7}), QStringLiteral("NOT_YOUR_TURN"));
        apply(s, 0, Deploy{Unit::Sword, 1});
        QCOMPARE(s.toMove, 1);
        apply(s, 1, Deploy{Unit::Sword, 7});
        // The round is over: round 2, the other seat first, the ties count again from none.
        QCOMPARE(s.round, 2);
        QCOMPARE(s.firstPlayer, 1);
        QCOMPARE(s.ties, 0);
        QCOMPARE(s.phase, Phase::Deploy);
    }

    // T-NO-DEPLOY and T-MUST-GO: a seat with no unit left gains a bonus action and must
    // pass when it cannot act; the other acts alone.
    void noLegalDeploymentAndForcedPass()
    {
        State s = position(". . . . . . . . .", Phase::Action, 1, 0, 7);
        s.acted = {true, false};
        QVERIFY(invariants(s).empty());
        QCOMPARE(code(s, 1, Pass{}), QString());
        apply(s, 1, Pass{});
        QCOMPARE(s.round, 2);
        QCOMPARE(s.bonus, (std::array<int, 2>{0, 1}));
        QCOMPARE(actingSeats(s), std::vector<int>{0});
        QCOMPARE(code(s, 1, Commit{Unit::Sword, 0}), QStringLiteral("NO_LEGAL_DEPLOYMENT"));
        apply(s, 0, Commit{Unit::Sword, 4});
        QCOMPARE(s.phase, Phase::Action);
        QCOMPARE(s.toMove, 1);
        apply(s, 1, Pass{});
        QCOMPARE(code(s, 0, Pass{}), QStringLiteral("MUST_ACT"));
        apply(s, 0, Move{4, 5});
        QCOMPARE(s.phase, Phase::Bonus);
        QCOMPARE(s.toMove, 1);
        apply(s, 1, Pass{});
        QCOMPARE(s.round, 3);
    }

    // T-NO-ACTION: neither can act in the action phase: the game is over at once.
    void neitherCanAct()
    {
        State s = position(". . . . . . . . .", Phase::Deploy, 0, 7, 7);
        s.killed[0][int(Unit::Archer)] = 6;
        s.supply[0][int(Unit::Archer)] = 1;
        QVERIFY(invariants(s).empty());
        const auto events = apply(s, 0, Commit{Unit::Archer, 4});
        QCOMPARE(s.phase, Phase::Over);
        QVERIFY(s.endedEarly);
        QCOMPARE(countKind(events, "over"), 1);
        QCOMPARE(s.round, 1);
        QCOMPARE(s.winner(), 0);
        QCOMPARE(code(s, 0, Pass{}), QStringLiteral("GAME_OVER"));
    }

    // T-LINE: three in a row scores 3 at once, per line, when formed; T-STACK-LINE: a stack
    // is one piece of its owner's line; T-REPLACE-LINE: a re-placed unit may complete one.
    void lines_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QByteArray>("action");
        QTest::addColumn<int>("points0");
        QTest::addColumn<int>("points1");
        QTest::newRow("T-LINE: a row by a deployment")
            << "W W . . . . . . ." << QByteArray(R"({"type":"deploy","unit":"archer","cell":2})") << 3 << 0;
        QTest::newRow("T-LINE: two lines at once score 6")
            << ". H . H . H . H ." << QByteArray(R"({"type":"deploy","unit":"archer","cell":4})") << 6 << 0;
        QTest::newRow("T-STACK-LINE: a stack is one piece of a line")
            << "H2 W . . . . . . ." << QByteArray(R"({"type":"deploy","unit":"sword","cell":2})") << 3 << 0;
        QTest::newRow("T-LINE: a standing line does not score again")
            << "W W W . . . . . ." << QByteArray(R"({"type":"deploy","unit":"sword","cell":4})") << 0 << 0;
        QTest::newRow("T-LINE: a capture breaking a line and completing one")
            << "W H . h h h W . ." << QByteArray(R"({"type":"move","from":1,"to":3})") << 3 << 0;
        QTest::newRow("T-LINE: no line of mixed owners")
            << "W w . . . . . . ." << QByteArray(R"({"type":"deploy","unit":"sword","cell":2})") << 0 << 0;
    }
    void lines()
    {
        QFETCH(QString, board);
        QFETCH(QByteArray, action);
        QFETCH(int, points0);
        QFETCH(int, points1);
        State s = position(board);
        const Action a = ::action(s, action.constData());
        QCOMPARE(code(s, 0, a), QString());
        apply(s, 0, a);
        QCOMPARE(s.linePoints[0], points0);
        QCOMPARE(s.linePoints[1], points1);
        QVERIFY(invariants(s).empty());
    }

    // T-LINE: a line broken and formed again scores again.
    void lineFormedAgain()
    {
        State s = position("W W . . . . . . .");
        const auto turn = [&s](const Action &a) {
            s.phase = Phase::Action;
            s.toMove = 0;
            s.acted = {false, false};
            QCOMPARE(code(s, 0, a), QString());
            apply(s, 0, a);
        };
        turn(Deploy{Unit::Sword, 2});
        QCOMPARE(s.linePoints[0], 3);
        turn(Move{2, 5}); // broken
        QCOMPARE(s.linePoints[0], 3);
        turn(Move{5, 2}); // formed again
        QCOMPARE(s.linePoints[0], 6);
    }

    // T-REPLACE-LINE: the clash's loser may complete a line with his re-placement.
    void replacementCompletesLine()
    {
        State s = position("A A . . . . . . .", Phase::Deploy);
        apply(s, 0, Commit{Unit::Sword, 4});
        apply(s, 1, Commit{Unit::Archer, 4}); // Archers beat Swords: seat 0 lost
        QCOMPARE(s.replacer, 0);
        apply(s, 0, Replace{2});
        QCOMPARE(s.linePoints[0], 3);
    }

    // T-END, T-STACK-POINTS, T-END-TIE: board points, prisoners and lines; then pieces.
    void tally_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<int>("prisonSwords0");
        QTest::addColumn<int>("total0");
        QTest::addColumn<int>("total1");
        QTest::addColumn<int>("winner");
        QTest::newRow("T-END: Sword 2, Archer 3, Shield 1") << "W A H . . . . . ." << 0 << 6 << 0 << 0;
        QTest::newRow("T-STACK-POINTS: a stack of 2 is worth 2") << "H2 . . . . . . . w" << 0 << 2 << 2 << 0;
        QTest::newRow("T-STACK-POINTS: a full stack of 3 is worth 4") << "H3 . . . . . . . a" << 0 << 4 << 3 << 0;
        QTest::newRow("T-END: prisoners score for the captor") << "W . . . . . . . a" << 1 << 4 << 3 << 0;
        QTest::newRow("T-END-TIE: equal points, more pieces wins") << "H H . . . . . . w" << 0 << 2 << 2 << 0;
        QTest::newRow("T-END-TIE: equal points and pieces, a shared win") << "W . . . . . . . w" << 0 << 2 << 2 << -1;
    }
    void tally()
    {
        QFETCH(QString, board);
        QFETCH(int, prisonSwords0);
        QFETCH(int, total0);
        QFETCH(int, total1);
        QFETCH(int, winner);
        State s = position(board);
        s.prison[0][int(Unit::Sword)] = prisonSwords0;
        s.supply[1][int(Unit::Sword)] -= prisonSwords0;
        QVERIFY(invariants(s).empty());
        QCOMPARE(s.total(0), total0);
        QCOMPARE(s.total(1), total1);
        QCOMPARE(s.winner(), winner);
        const QJsonObject score = TechRules::scoreToJson(s);
        QCOMPARE(score.value(QStringLiteral("winner")).toInt(), winner);
    }

    // T-END: the game ends after round 10's bonus phase, and not before.
    void endsAfterRoundTen()
    {
        State s = position("W . . . . . . . .");
        s.round = 10;
        s.acted = {true, false};
        s.toMove = 1;
        apply(s, 1, Deploy{Unit::Sword, 8});
        QCOMPARE(s.phase, Phase::Over);
        QVERIFY(!s.endedEarly);
        QCOMPARE(s.round, 10);
        QVERIFY(actingSeats(s).empty());
    }

    // legalActions() is generated from the board's masks, not by asking validate(): it must
    // list exactly the candidates validate() accepts, in order, on random positions (any
    // board, phase and supply) and on the states of random complete games under every
    // setup; canAct() and randomLegalAction() agree with them (T-MUST-GO, T-TURN, T-PHASE).
    void legalActionsAreWhatValidateAccepts()
    {
        std::mt19937_64 rng(2026);
        for (int i = 0; i < 4000; ++i) {
            const State s = randomPosition(rng);
            const QString problem = disagreement(s, rng);
            if (!problem.isEmpty())
                QFAIL(qPrintable(QStringLiteral("random position %1: %2").arg(i).arg(problem)));
        }
        int states = 0;
        for (int game = 0; game < 120; ++game) {
            State s = start(game % 2, game % 3 == 2 ? Ruleset::V3 : Ruleset::Standard,
                            game % 4 == 3 ? LineScoring::EachRound : LineScoring::WhenFormed);
            while (s.phase != Phase::Over) {
                const QString problem = disagreement(s, rng);
                if (!problem.isEmpty())
                    QFAIL(qPrintable(QStringLiteral("game %1, state %2: %3").arg(game).arg(states).arg(problem)));
                const std::vector<int> acting = actingSeats(s);
                QVERIFY(!acting.empty());
                const int seat = acting[static_cast<std::size_t>(rng() % acting.size())];
                const std::optional<Action> a = randomLegalAction(s, seat, rng);
                QVERIFY(a);
                apply(s, seat, *a);
                QVERIFY(invariants(s).empty());
                ++states;
            }
        }
        QVERIFY(states > 4000);
    }

    // T-SEALED: before the reveal, the other seat and the public see that seat 0 has
    // committed and nothing of what; seat 0 sees his own choice.
    void sealedChoiceStaysHidden()
    {
        State a = start(0);
        State b = start(0);
        apply(a, 0, Commit{Unit::Sword, 4});
        const auto eventsB = apply(b, 0, Commit{Unit::Archer, 7});
        for (const game::Viewer &v : {game::Viewer::everyone(), game::Viewer::ofSeat(1)})
            QCOMPARE(bytes(TechRules::viewToJson(a, v)), bytes(TechRules::viewToJson(b, v)));
        QVERIFY(bytes(TechRules::viewToJson(a, game::Viewer::ofSeat(0))) != bytes(TechRules::viewToJson(b, game::Viewer::ofSeat(0))));
        QCOMPARE(TechRules::viewToJson(a, game::Viewer::ofSeat(0)).value(QStringLiteral("choice")).toObject().value(QStringLiteral("cell")).toInt(), 4);
        QVERIFY(!TechRules::viewToJson(a, game::Viewer::ofSeat(1)).contains(QStringLiteral("choice")));
        QCOMPARE(TechRules::viewToJson(a, game::Viewer::ofSeat(1)).value(QStringLiteral("committed")).toArray().at(0).toBool(), true);
        // Only the "chose" event carries the choice, and it is for seat 0 alone.
        for (const Event &e : eventsB) {
            if (e.unit != -1 || e.cell != -1) {
                QCOMPARE(TechRules::visibility(e), game::Visibility::Seat);
                QCOMPARE(TechRules::audience(e), 0);
            }
        }
        QVERIFY(TechRules::isSecret(Commit{Unit::Sword, 4}));
        // The refusals seat 1 may get do not depend on seat 0's choice.
        for (int c = 0; c < kCells; ++c) {
            for (int t = 0; t < kUnitTypes; ++t)
                QCOMPARE(code(a, 1, Commit{Unit(t), c}), code(b, 1, Commit{Unit(t), c}));
        }
    }
};

QTEST_GUILESS_MAIN(TestTechRules)
#include "tst_tech_rules.moc"
