// SPDX-License-Identifier: GPL-3.0-or-later
// Round trips of every action and event kind, of mid-game states (equal stateHash), the
// hidden values of views, and the paths in error messages.
#include "xobos/io/actioncodec.h"
#include "xobos/io/boardio.h"
#include "xobos/io/eventcodec.h"
#include "xobos/io/scenario.h"
#include "xobos/io/statecodec.h"
#include "xobos/io/viewcodec.h"
#include "xobos/rules/engine.h"
#include "xobos/rules/view.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace xobos;
using namespace xobos::rules;

namespace {

std::shared_ptr<const Board> standardBoard()
{
    static const auto board = std::make_shared<const Board>(*io::loadBundledBoard(QStringLiteral("standard")).board);
    return board;
}

int space(const char *id)
{
    return standardBoard()->spaceIndex(id);
}

// One action of every kind, with values that differ from the defaults where possible.
std::vector<Action> everyAction()
{
    return {ChooseLeader{3},
            MoveGuardian{2, space("nw-1"), true},
            SwapGuardians{1, 3},
            MoveQuarks{space("nw-exit"), space("nw-2"), 2},
            DeclareAttack{space("nw-1"), space("nw-2")},
            Counterattack{false},
            Pursue{true, false, 2, true},
            EndTurn{},
            BreakConnection{2},
            Connect{1, 2, ConnectionKind::Healing},
            StartConstruction{3, BuildingType::TechnologyBuilding},
            PayConstruction{1},
            BuildReactor{space("nw-base-1")},
            BreedQuark{space("nw-base-4")},
            RebuildGuardian{2, space("nw-base-2")},
            BuyTechnology{Tech::DoubleUpgrade},
            UpgradeGuardian{3, UpgradeKind::Healing, 2},
            HealGuardian{1},
            ArmWatchtower{space("nw-3"), 3},
            DemolishBuilding{space("nw-4")},
            ChangeLeader{2},
            EndDevelopment{}};
}

GameState playedGame(int actions)
{
    SetupOptions o;
    o.players = 4;
    o.seed = 99;
    GameState s = standardSetup(standardBoard(), o).state;
    // A deterministic walk through legal actions: cycle through the list so that moves,
    // attacks, constructions and end-of-turn actions all happen.
    for (int i = 0; i < actions && s.phase != Phase::GameOver; ++i) {
        const std::vector<int> who = actingPlayers(s);
        if (who.empty())
            break;
        const int p = who[static_cast<std::size_t>(i) % who.size()];
        const std::vector<Action> legal = legalActions(s, p);
        if (legal.empty())
            break;
        const Action a = legal[(static_cast<std::size_t>(i) * 7919U) % legal.size()];
        play(s, p, a);
    }
    return s;
}

} // namespace

class CodecTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyActionKindRoundTrips();
    void everyActionKindHasAName();
    void actionErrorsNameTheirPath_data();
    void actionErrorsNameTheirPath();
    void everyEventKindRoundTrips();
    void midGameStatesRoundTripWithEqualHash_data();
    void midGameStatesRoundTripWithEqualHash();
    void handWrittenStateGetsDefaultsAndIsChecked();
    void publicViewLeavesHiddenValuesOut();
    void jsonPathsFindValues();
    void scenarioRunsFromMemory();
    void scenarioNeverCrashesOnDamagedInput();
};

void CodecTest::everyActionKindRoundTrips()
{
    const std::vector<Action> actions = everyAction();
    QCOMPARE(actions.size(), std::variant_size_v<Action>);
    for (std::size_t i = 0; i < actions.size(); ++i) {
        QCOMPARE(actions[i].index(), i);
        const QJsonObject json = io::actionToJson(actions[i], *standardBoard());
        QStringList errors;
        const auto back = io::actionFromJson(json, *standardBoard(), QStringLiteral("a"), &errors);
        QVERIFY2(back.has_value(), qPrintable(errors.join(QLatin1Char('\n'))));
        QVERIFY2(*back == actions[i], qPrintable(QString::fromUtf8(QJsonDocument(json).toJson())));
    }
    // A short decline is the one decline the engine accepts (PURSUIT_DECLINE_MOVES_NOTHING);
    // a short acceptance takes the Guardian, as before.
    QStringList errors;
    const auto decline = io::actionFromJson(QJsonDocument::fromJson(R"({"type":"pursue","accept":false})").object(),
                                            *standardBoard(), QStringLiteral("a"), &errors);
    QVERIFY(decline.has_value());
    QVERIFY(*decline == Action(rules::Pursue{false, false, 0, false}));
    const auto accept = io::actionFromJson(QJsonDocument::fromJson(R"({"type":"pursue","quarks":2})").object(),
                                           *standardBoard(), QStringLiteral("a"), &errors);
    QVERIFY(accept.has_value());
    QVERIFY(*accept == Action(rules::Pursue{true, true, 2, false}));
}

void CodecTest::everyActionKindHasAName()
{
    const QStringList names = io::actionTypeNames();
    QCOMPARE(names.size(), qsizetype(std::variant_size_v<Action>));
    QCOMPARE(names.front(), QStringLiteral("choose-leader"));
    QCOMPARE(names.back(), QStringLiteral("end-development"));
    QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), names.size());
}

void CodecTest::actionErrorsNameTheirPath_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    QTest::newRow("an unknown type is named with the known ones")
        << QByteArray(R"({"type": "fly"})") << QStringLiteral("s.action.type: unknown action type \"fly\" (expected one of choose-leader,");
    QTest::newRow("an unknown field is named")
        << QByteArray(R"({"type": "end-turn", "hurry": true})") << QStringLiteral("s.action.hurry: unknown field");
    QTest::newRow("a missing field is named")
        << QByteArray(R"({"type": "move-guardian", "guardian": 1})") << QStringLiteral("s.action.to: required field is missing");
    QTest::newRow("a wrong type is named")
        << QByteArray(R"({"type": "move-guardian", "guardian": 1, "to": 5})")
        << QStringLiteral("s.action.to: expected a space id (a string), found 5");
    QTest::newRow("an unknown space is named")
        << QByteArray(R"({"type": "breed-quark", "space": "zz"})") << QStringLiteral("s.action.space: unknown space id \"zz\"");
    QTest::newRow("a Guardian that does not exist is named")
        << QByteArray(R"({"type": "heal-guardian", "guardian": 4})") << QStringLiteral("s.action.guardian: 4 is out of range (0 to 3)");
    QTest::newRow("a fraction is not a count")
        << QByteArray(R"({"type": "arm-watchtower", "space": "nw-1", "crystals": 1.5})")
        << QStringLiteral("s.action.crystals: expected a whole number, found 1.5");
    QTest::newRow("an unknown building type lists the known ones")
        << QByteArray(R"({"type": "start-construction", "guardian": 0, "building": "castle"})")
        << QStringLiteral("s.action.building: expected one of mine, energy-well, technology-building, watchtower, reactor");
    QTest::newRow("a missing type")
        << QByteArray(R"({"guardian": 0})") << QStringLiteral("s.action.type: required field is missing");
}

void CodecTest::actionErrorsNameTheirPath()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QStringList errors;
    const auto action = io::actionFromJson(QJsonDocument::fromJson(json).object(), *standardBoard(), QStringLiteral("s.action"), &errors);
    QVERIFY(!action);
    QVERIFY2(errors.join(QLatin1Char('\n')).contains(error), qPrintable(errors.join(QLatin1Char('\n'))));
    QVERIFY(!io::actionFromJson(QJsonValue(3), *standardBoard(), QStringLiteral("x"), &errors));
}

void CodecTest::everyEventKindRoundTrips()
{
    const QStringList names = io::eventTypeNames();
    QCOMPARE(names.size(), qsizetype(static_cast<int>(EventType::GameEnded) + 1));
    for (int t = 0; t < names.size(); ++t) {
        for (int vis = 0; vis < 3; ++vis) {
            Event e;
            e.type = static_cast<EventType>(t);
            e.visibility = static_cast<Visibility>(vis);
            e.audience = vis == 1 ? 2 : kNoPlayer;
            e.player = 1;
            e.target = 3;
            e.guardian = 2;
            e.space = space("nw-1");
            e.space2 = space("nw-2");
            e.amount = 4 + t;
            e.amount2 = -2;
            e.detail = 1;
            const QJsonObject json = io::eventToJson(e, *standardBoard());
            QCOMPARE(json.value(QStringLiteral("type")).toString(), names[t]);
            QStringList errors;
            const auto back = io::eventFromJson(json, *standardBoard(), QStringLiteral("e"), &errors);
            QVERIFY2(back.has_value(), qPrintable(errors.join(QLatin1Char('\n'))));
            QVERIFY2(*back == e, qPrintable(names[t]));
        }
    }
    Event building;
    building.type = EventType::BuildingCompleted;
    building.detail = static_cast<int>(BuildingType::Reactor);
    QCOMPARE(io::eventToJson(building, *standardBoard()).value(QStringLiteral("detail")).toString(), QStringLiteral("reactor"));
}

void CodecTest::midGameStatesRoundTripWithEqualHash_data()
{
    QTest::addColumn<int>("actions");
    for (int n : {0, 3, 4, 25, 60, 140, 400, 1500})
        QTest::addRow("after %d actions", n) << n;
}

void CodecTest::midGameStatesRoundTripWithEqualHash()
{
    QFETCH(int, actions);
    const GameState s = playedGame(actions);
    const QJsonObject json = io::stateToJson(s);
    QStringList errors;
    const auto back = io::stateFromJson(json, standardBoard(), QStringLiteral("state"), &errors);
    QVERIFY2(back.has_value(), qPrintable(errors.join(QLatin1Char('\n'))));
    QCOMPARE(stateHash(*back), stateHash(s));
    QVERIFY(*back == s);
    QCOMPARE(io::stateToJson(*back), json);
}

void CodecTest::handWrittenStateGetsDefaultsAndIsChecked()
{
    const QByteArray json = R"({"players": [
        {"name": "Blue", "guardians": [{"space": "nw-1", "leader": true}, {"space": "nw-2"}, {"space": "nw-3"}, {"alive": false, "space": null}],
         "crystals": 4},
        {"name": "Red", "guardians": [{"space": "ne-1", "leader": true}, {"space": "ne-2"}, {"space": "ne-3"}, {"space": "ne-4"}]}],
        "buildings": [{"owner": "Red", "type": "mine", "space": "ne-4", "complete": false}]})";
    QStringList errors;
    const auto s = io::stateFromJson(QJsonDocument::fromJson(json).object(), standardBoard(), QStringLiteral("state"), &errors);
    QVERIFY2(s.has_value(), qPrintable(errors.join(QLatin1Char('\n'))));
    QCOMPARE(s->phase, Phase::Movement);
    QCOMPARE(s->guardian(0, 0).basePower, 2);
    QCOMPARE(s->guardian(0, 3).alive, false);
    QCOMPARE(s->player(1).quarter, 1);
    QCOMPARE(s->guardian(1, 3).slot, ConnectionKind::Construction);
    QCOMPARE(s->buildings[0].builder, 3);

    QByteArray broken = json;
    broken.replace(R"({"space": "nw-2"})", R"({"space": "nw-1"})");
    errors.clear();
    QVERIFY(!io::stateFromJson(QJsonDocument::fromJson(broken).object(), standardBoard(), QStringLiteral("state"), &errors));
    QVERIFY2(errors.join(QLatin1Char('\n')).contains(QStringLiteral("state: inconsistent state: player 0: Guardian 1: shares a space")),
             qPrintable(errors.join(QLatin1Char('\n'))));
}

void CodecTest::publicViewLeavesHiddenValuesOut()
{
    const GameState s = playedGame(30);
    const QJsonObject pub = io::viewToJson(view(s, Viewer::everyone()), *standardBoard());
    const QJsonObject own = io::viewToJson(view(s, Viewer::seat(0)), *standardBoard());
    QVERIFY(io::jsonValueAt(pub, QStringLiteral("players[0].guardians[0].health")).isUndefined());
    QVERIFY(io::jsonValueAt(pub, QStringLiteral("players[0].crystals")).isUndefined());
    QVERIFY(io::jsonValueAt(own, QStringLiteral("players[0].guardians[0].health")).isDouble());
    QVERIFY(io::jsonValueAt(own, QStringLiteral("players[1].crystals")).isUndefined());
    // Perturbing another player's hidden value leaves the public JSON byte-identical.
    GameState other = s;
    other.player(1).crystals += 5;
    other.guardian(1, 2).health = 1;
    QCOMPARE(io::viewToJson(view(other, Viewer::everyone()), *standardBoard()), pub);
}

void CodecTest::jsonPathsFindValues()
{
    const QJsonObject o = QJsonDocument::fromJson(R"({"a": [{"b": 3}, {"c": {"d": "x"}}], "e-f": true})").object();
    QCOMPARE(io::jsonValueAt(o, QStringLiteral("a[0].b")).toInt(), 3);
    QCOMPARE(io::jsonValueAt(o, QStringLiteral("a[1].c.d")).toString(), QStringLiteral("x"));
    QCOMPARE(io::jsonValueAt(o, QStringLiteral("e-f")).toBool(), true);
    QVERIFY(io::jsonValueAt(o, QStringLiteral("a[2]")).isUndefined());
    QVERIFY(io::jsonValueAt(o, QStringLiteral("a.b")).isUndefined());
    QVERIFY(io::jsonValueAt(o, QStringLiteral("a[0]]")).isUndefined());
}

void CodecTest::scenarioRunsFromMemory()
{
    const QByteArray json = R"({"name": "tiny", "rules": ["R-SETUP-LEADER"], "board": "standard",
        "setup": {"players": 2, "names": ["Blue", "Red"], "firstPlayer": 0},
        "steps": [{"player": "Blue", "action": {"type": "choose-leader", "guardian": 1}},
                  {"player": 0, "action": {"type": "choose-leader", "guardian": 2}, "expect": "LEADER_ALREADY_CHOSEN"},
                  {"player": 1, "action": {"type": "choose-leader", "guardian": 0}},
                  {"check": {"state": {"phase": "movement"}, "acting": [0]}},
                  {"check": {"state": {"round": 2}}}]})";
    const io::ScenarioLoadResult r = io::loadScenario(json, QStringLiteral("tiny.json"));
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    const io::ScenarioRun run = io::runScenario(*r.scenario);
    QCOMPARE(run.steps.size(), std::size_t(5));
    QCOMPARE(run.failures, 1);
    QVERIFY(run.steps[3].failures.isEmpty());
    QCOMPARE(run.steps[4].failures, QStringList{QStringLiteral("state round: expected 2, found 1")});
    const QJsonObject report = io::scenarioRunToJson(*r.scenario, run);
    QCOMPARE(report.value(QStringLiteral("passed")).toBool(), false);
    QCOMPARE(report.value(QStringLiteral("steps")).toArray().at(1).toObject().value(QStringLiteral("code")).toString(),
             QStringLiteral("LEADER_ALREADY_CHOSEN"));
}

void CodecTest::scenarioNeverCrashesOnDamagedInput()
{
    QFile file(qEnvironmentVariable("XOBOS_SOURCE_DIR") + QStringLiteral("/tests/scenarios/combat_counterattack_battle.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray good = file.readAll();
    QVERIFY(io::loadScenario(good, QString()).ok());
    // Truncations and single-byte damage: each load either works or reports errors.
    for (qsizetype cut = 0; cut < good.trimmed().size(); cut += 97)
        QVERIFY(!io::loadScenario(good.left(cut), QString()).ok());
    std::uint32_t x = 12345;
    for (int i = 0; i < 400; ++i) {
        QByteArray damaged = good;
        x = x * 1664525U + 1013904223U;
        damaged[static_cast<qsizetype>(x % static_cast<std::uint32_t>(damaged.size()))] = static_cast<char>("0:9,]}-\"x"[x % 9]);
        const io::ScenarioLoadResult r = io::loadScenario(damaged, QString());
        QVERIFY(r.ok() != !r.errors.isEmpty() || (r.ok() && r.errors.isEmpty()));
        if (r.ok())
            io::runScenario(*r.scenario);
    }
}

QTEST_GUILESS_MAIN(CodecTest)
#include "tst_codecs.moc"
