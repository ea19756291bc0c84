// SPDX-License-Identifier: GPL-3.0-or-later
#include "testboard.h"

#include "xobos/rules/boardcheck.h"

#include <QTest>

#include <algorithm>
#include <string>

namespace xobos::testing {

using namespace rules;

namespace {

struct BoardBuilder {
    Board b;

    int add(const std::string &id, SpaceKind kind, int quarter = kNoQuarter, int crossing = kNoQuarter)
    {
        Space s;
        s.id = id;
        s.kind = kind;
        s.quarter = quarter;
        s.crossingQuarter = crossing;
        s.x = 10.0 * static_cast<double>(b.spaces.size());
        b.spaces.push_back(s);
        return static_cast<int>(b.spaces.size()) - 1;
    }
    void lane(const std::string &x, const std::string &y) { b.lanes.emplace_back(b.spaceIndex(x), b.spaceIndex(y)); }

    // A quarter "<n>": base <n>1..<n>4 (a square), exit <n>x next to <n>1, regular spaces
    // <n>r1 next to <n>2 and <n>r2 next to <n>3.
    void quarter(const std::string &n, int q)
    {
        Quarter qu;
        qu.id = n;
        qu.name = "Quarter " + n;
        for (int k = 1; k <= 4; ++k)
            qu.baseSpaces.push_back(add(n + std::to_string(k), SpaceKind::Base, q));
        qu.exitSpace = add(n + "x", SpaceKind::BaseExit, q);
        const int r1 = add(n + "r1", SpaceKind::Regular, q);
        const int r2 = add(n + "r2", SpaceKind::Regular, q);
        lane(n + "1", n + "2");
        lane(n + "2", n + "4");
        lane(n + "4", n + "3");
        lane(n + "3", n + "1");
        lane(n + "1", n + "x");
        lane(n + "2", n + "r1");
        lane(n + "3", n + "r2");
        qu.guardianStart = {qu.baseSpaces[0], qu.baseSpaces[1], r1, r2};
        b.quarters.push_back(qu);
    }

    std::shared_ptr<const Board> done()
    {
        b.finalize();
        const auto problems = validateBoard(b);
        for (const auto &p : problems)
            qWarning("board %s: %s", b.name.c_str(), p.detail.c_str());
        Q_ASSERT(problems.empty());
        return std::make_shared<const Board>(std::move(b));
    }
};

std::shared_ptr<const Board> makeTiny()
{
    BoardBuilder t;
    t.b.name = "Tiny";
    t.b.version = "1";
    t.quarter("a", 0);
    t.quarter("b", 1);
    t.add("p1", SpaceKind::Regular, 0);
    t.add("p2", SpaceKind::Regular, 0);
    t.add("c", SpaceKind::Regular, 0, 1);
    t.add("p3", SpaceKind::Regular, 1);
    t.add("p4", SpaceKind::Regular, 1);
    t.add("i", SpaceKind::Irradiated);
    t.add("s", SpaceKind::EnergySource);
    t.add("j", SpaceKind::Irradiated);
    t.add("z", SpaceKind::Regular);
    for (auto [x, y] : {std::pair{"ax", "p1"}, {"p1", "p2"}, {"p2", "c"}, {"c", "p3"}, {"p3", "p4"}, {"p4", "bx"},
                        {"ar1", "p1"}, {"ar2", "p1"}, {"br1", "p4"}, {"br2", "p4"}, {"p2", "i"}, {"i", "s"},
                        {"s", "j"}, {"j", "p3"}, {"c", "z"}, {"z", "s"}})
        t.lane(x, y);
    t.b.seatQuarters[2] = {0, 1};
    return t.done();
}

std::shared_ptr<const Board> makeFour()
{
    BoardBuilder t;
    t.b.name = "Four";
    t.b.version = "1";
    const std::string names[4] = {"n", "e", "s", "w"};
    for (int q = 0; q < 4; ++q)
        t.quarter(names[q], q);
    for (int q = 0; q < 4; ++q) {
        const std::string n = names[q];
        t.add(n + "m", SpaceKind::Regular, q);
        t.add(n + "k", SpaceKind::Regular, q, (q + 1) % 4); // crossing with the next quarter
        t.add(n + "i", SpaceKind::Irradiated);
    }
    t.add("src", SpaceKind::EnergySource);
    for (int q = 0; q < 4; ++q) {
        const std::string n = names[q];
        const std::string next = names[(q + 1) % 4];
        for (const std::string &other : {n + "x", n + "r1", n + "r2"})
            t.lane(n + "m", other);
        t.lane(n + "m", n + "k");
        t.lane(n + "k", next + "m");
        t.lane(n + "m", n + "i");
        t.lane(n + "i", "src");
        t.lane(n + "i", next + "i");
    }
    t.b.seatQuarters[2] = {0, 1};
    t.b.seatQuarters[3] = {0, 1, 2};
    t.b.seatQuarters[4] = {0, 1, 2, 3};
    return t.done();
}

} // namespace

std::shared_ptr<const Board> tinyBoard()
{
    static const std::shared_ptr<const Board> board = makeTiny();
    return board;
}

std::shared_ptr<const Board> fourQuarterBoard()
{
    static const std::shared_ptr<const Board> board = makeFour();
    return board;
}

int sp(const Board &board, const char *id)
{
    const int i = board.spaceIndex(id);
    if (i < 0)
        QTest::qFail(qPrintable(QStringLiteral("unknown space id %1").arg(QLatin1StringView(id))), __FILE__, __LINE__);
    return i;
}

int sp(const GameState &s, const char *id) { return sp(s.map(), id); }

GameState newGame(Variant variant, Ruleset ruleset)
{
    SetupOptions o;
    o.players = 2;
    o.variant = variant;
    o.ruleset = ruleset;
    o.firstPlayer = 0;
    SetupResult r = standardSetup(tinyBoard(), o);
    Q_ASSERT(r.error.empty());
    GameState s = std::move(r.state);
    apply(s, 0, ChooseLeader{0});
    apply(s, 1, ChooseLeader{0});
    Q_ASSERT(s.phase == Phase::Movement);
    return s;
}

void clearUnits(GameState &s)
{
    for (int p = 0; p < s.playerCount(); ++p) {
        for (int g = 0; g < kGuardiansPerPlayer; ++g)
            killGuardian(s, p, g);
        std::fill(s.player(p).quarks.begin(), s.player(p).quarks.end(), 0);
        std::fill(s.player(p).quarksMoved.begin(), s.player(p).quarksMoved.end(), 0);
    }
}

void putGuardian(GameState &s, int p, int g, const char *space, int health)
{
    Guardian &gd = s.guardian(p, g);
    gd.alive = true;
    gd.space = sp(s, space);
    gd.health = health;
    gd.basePower = gd.leader ? 2 : 1;
    gd.slot = ConnectionKind::None;
    gd.slotTarget = -1;
    gd.building = -1;
    gd.movedThisRound = false;
    s.refreshOccupancy(); // placed field by field (state.h: Occupancy)
}

void killGuardian(GameState &s, int p, int g)
{
    Guardian &gd = s.guardian(p, g);
    gd.alive = false;
    gd.space = kNoSpace;
    gd.health = 0;
    gd.slot = ConnectionKind::None;
    gd.slotTarget = -1;
    gd.building = -1;
    gd.upgradeKind = UpgradeKind::None;
    gd.upgrades = 0;
    s.refreshOccupancy();
}

void putQuarks(GameState &s, int p, const char *space, int count, int moved)
{
    const auto i = static_cast<std::size_t>(sp(s, space));
    s.player(p).quarks[i] = count;
    s.player(p).quarksMoved[i] = moved;
}

int putBuilding(GameState &s, int p, BuildingType type, const char *space, int ammo)
{
    Building b;
    b.owner = p;
    b.type = type;
    b.space = sp(s, space);
    b.complete = true;
    b.paid = buildingCost(type);
    b.ammo = ammo;
    s.buildings.push_back(b);
    s.refreshOccupancy();
    return static_cast<int>(s.buildings.size()) - 1;
}

int putConstruction(GameState &s, int p, int builder, BuildingType type, int paid, int lastPaidRound)
{
    Guardian &gd = s.guardian(p, builder);
    Building b;
    b.owner = p;
    b.type = type;
    b.space = gd.space;
    b.complete = false;
    b.paid = paid;
    b.lastPaidRound = lastPaidRound;
    b.builder = builder;
    s.buildings.push_back(b);
    gd.slot = ConnectionKind::Construction;
    gd.building = static_cast<int>(s.buildings.size()) - 1;
    s.refreshOccupancy();
    return gd.building;
}

void linkGuardians(GameState &s, int p, int g, int target, ConnectionKind kind)
{
    s.guardian(p, g).slot = kind;
    s.guardian(p, g).slotTarget = target;
}

void giveTech(GameState &s, int p, Tech t)
{
    s.player(p).tech[static_cast<std::size_t>(t)] = true;
    s.techStock[static_cast<std::size_t>(t)] -= 1;
}

void toDevelopment(GameState &s)
{
    s.phase = Phase::Development;
    s.resolving = false;
    s.attacks.clear();
    s.pending.clear();
    s.combatPlan.clear();
    s.combatCursor = 0;
    for (PlayerState &ps : s.players) {
        ps.developmentDone = false;
        ps.techBoughtThisRound = false;
        ps.leaderChangedThisRound = false;
    }
}

Events runScript(GameState &s, const Script &script)
{
    Events all;
    int step = 0;
    for (const auto &[player, action] : script) {
        ++step;
        const Violation v = validate(s, player, action);
        if (!v.ok()) {
            QTest::qFail(qPrintable(QStringLiteral("script step %1 (%2 by player %3) rejected: %4")
                                        .arg(step)
                                        .arg(QLatin1StringView(actionName(action)))
                                        .arg(player)
                                        .arg(QLatin1StringView(v.codeName()))),
                         __FILE__, __LINE__);
            return all;
        }
        Events ev = apply(s, player, action);
        all.insert(all.end(), ev.begin(), ev.end());
        const auto problems = checkInvariants(s);
        if (!problems.empty()) {
            QTest::qFail(qPrintable(QStringLiteral("invariant broken after step %1: %2")
                                        .arg(step)
                                        .arg(QString::fromStdString(problems.front()))),
                         __FILE__, __LINE__);
            return all;
        }
    }
    return all;
}

std::vector<Event> eventsOf(const Events &events, EventType type)
{
    std::vector<Event> out;
    std::copy_if(events.begin(), events.end(), std::back_inserter(out), [&](const Event &e) { return e.type == type; });
    return out;
}

QString codeOf(const Violation &v)
{
    return v.ok() ? QStringLiteral("OK") : QString::fromLatin1(v.codeName());
}

bool containsAction(const std::vector<Action> &list, const Action &a)
{
    return std::find(list.begin(), list.end(), a) != list.end();
}

void addValidationColumns()
{
    QTest::addColumn<Setup>("setup");
    QTest::addColumn<int>("player");
    QTest::addColumn<Action>("action");
    QTest::addColumn<QString>("expected");
}

void addValidationRow(const char *name, Setup setup, int player, Action action, const char *expected)
{
    QTest::newRow(name) << std::move(setup) << player << std::move(action) << QString::fromLatin1(expected);
}

void verifyValidationRow()
{
    QFETCH(Setup, setup);
    QFETCH(int, player);
    QFETCH(Action, action);
    QFETCH(QString, expected);
    GameState s = newGame();
    setup(s);
    s.refreshOccupancy(); // the position was placed field by field (state.h: Occupancy)
    const auto before = checkInvariants(s);
    QVERIFY2(before.empty(), before.empty() ? "" : before.front().c_str());
    const Violation v = validate(s, player, action);
    QCOMPARE(codeOf(v), expected);
    if (!v.ok()) {
        QVERIFY(!v.rule().empty());
        QVERIFY(!containsAction(legalActions(s, player), action));
        return;
    }
    QVERIFY2(containsAction(legalActions(s, player), action), "validate() accepts it but legalActions() lacks it");
    apply(s, player, action);
    const auto after = checkInvariants(s);
    QVERIFY2(after.empty(), after.empty() ? "" : after.front().c_str());
}

void addScenarioColumns()
{
    QTest::addColumn<Setup>("setup");
    QTest::addColumn<Script>("script");
    QTest::addColumn<Check>("check");
}

void addScenarioRow(const char *name, Setup setup, Script script, Check check)
{
    QTest::newRow(name) << std::move(setup) << std::move(script) << std::move(check);
}

void verifyScenarioRow()
{
    QFETCH(Setup, setup);
    QFETCH(Script, script);
    QFETCH(Check, check);
    GameState s = newGame();
    setup(s);
    s.refreshOccupancy(); // the position was placed field by field (state.h: Occupancy)
    const auto before = checkInvariants(s);
    QVERIFY2(before.empty(), before.empty() ? "" : before.front().c_str());
    const Events ev = runScript(s, script);
    if (QTest::currentTestFailed())
        return;
    check(s, ev);
}

} // namespace xobos::testing
