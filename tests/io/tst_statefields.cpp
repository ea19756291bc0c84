// SPDX-License-Identifier: GPL-3.0-or-later
// Every field of GameState (and of the structs it holds) is hashed, written and read by the
// state codec, shown by the view codec where a view holds it, and checked by the invariants
// where a value can be impossible. One row per field; the row count of each struct must equal
// its number of fields, so a field added to state.h or ruleset.h without a row here fails
// (fieldsHaveRows), and a row whose change the hash or a codec misses fails (eachField).
#include "xobos/io/scenario.h"
#include "xobos/io/statecodec.h"
#include "xobos/io/viewcodec.h"

#include "xobos/rules/engine.h"
#include "xobos/rules/state.h"
#include "xobos/rules/view.h"

#include <QJsonDocument>
#include <QTest>

#include <functional>

using namespace xobos;
using namespace xobos::rules;

namespace {

// The number of fields of an aggregate: the most initializers T{...} accepts.
struct AnyField
{
    template<typename T> operator T() const;
};

template<typename T, typename... A> constexpr std::size_t fieldCount()
{
    if constexpr (requires { T{A{}..., AnyField{}}; })
        return fieldCount<T, A..., AnyField>();
    else
        return sizeof...(A);
}

enum class In { ViewToo, StateOnly };

struct Row
{
    const char *type; // the struct the field belongs to
    const char *field;
    In in;
    std::function<void(GameState &)> change; // a consistent change of this field only
    std::function<void(GameState &)> breakIt = nullptr; // an impossible value checkInvariants() must refuse
};

// A mid-game position with one entry of every kind: the duel board of the rule scenarios,
// Yellow's healing connection, upgrade, Watchtower and construction, Blue's attack on Yellow.
GameState baseState()
{
    const auto sc = io::loadScenarioFile(qEnvironmentVariable("XOBOS_SOURCE_DIR")
                                         + QStringLiteral("/tests/scenarios/variant_fog_of_war.json"));
    if (!sc.ok())
        qFatal("%s", qPrintable(sc.errors.join(QLatin1Char('\n'))));
    GameState s = sc.scenario->initial;
    const int c = s.map().spaceIndex("c");
    const int bx = s.map().spaceIndex("bx");
    if (!play(s, 0, MoveGuardian{2, c, false}).accepted() || !play(s, 0, DeclareAttack{c, bx}).accepted())
        qFatal("base position");
    s.combatPlan.push_back(CombatStep{false, 0, bx, {0}});
    return s;
}

int spaceOf(const GameState &s, const char *id)
{
    return s.map().spaceIndex(id);
}

std::vector<Row> rows()
{
    const auto g = [](GameState &s) -> Guardian & { return s.guardian(0, 3); };
    return {
        // GameState
        {"GameState", "board", In::ViewToo, nullptr}, // not in the state JSON: the codecs take it apart
        {"GameState", "occupancy", In::StateOnly, nullptr}, // derived from the units: not hashed, not written
        {"GameState", "ruleset", In::StateOnly, nullptr}, // its fields are the Ruleset rows
        {"GameState", "variant", In::ViewToo, [](GameState &s) { s.variant = Variant::TrainingGround; }},
        {"GameState", "seed", In::StateOnly, [](GameState &s) { s.seed = 99; }},
        {"GameState", "round", In::ViewToo, [](GameState &s) { s.round = 4; },
         [](GameState &s) { s.round = kLastRound + 1; }},
        {"GameState", "phase", In::ViewToo,
         [](GameState &s) {
             s.phase = Phase::Development;
             s.attacks.clear();
             s.pending.clear();
             s.combatPlan.clear();
         }},
        {"GameState", "firstPlayer", In::ViewToo, [](GameState &s) { s.firstPlayer = 1; },
         [](GameState &s) { s.firstPlayer = 2; }},
        {"GameState", "currentPlayer", In::ViewToo, [](GameState &s) { s.currentPlayer = 1; },
         [](GameState &s) { s.currentPlayer = -1; }},
        {"GameState", "turnsTaken", In::StateOnly, [](GameState &s) { s.turnsTaken = 1; }},
        {"GameState", "players", In::ViewToo, nullptr}, // the PlayerState rows
        {"GameState", "buildings", In::ViewToo,
         [](GameState &s) {
             s.buildings.push_back(Building{0, BuildingType::Mine, spaceOf(s, "ra"), true, 3, 0, -1, 0, false});
         }},
        {"GameState", "attacks", In::ViewToo,
         [](GameState &s) {
             s.attacks.clear();
             s.pending.clear();
             s.combatPlan.clear();
         }},
        {"GameState", "pending", In::ViewToo, [](GameState &s) { s.pending.clear(); }},
        {"GameState", "combatPlan", In::StateOnly, [](GameState &s) { s.combatPlan.clear(); }},
        {"GameState", "combatCursor", In::StateOnly, [](GameState &s) { s.combatCursor = 1; }},
        {"GameState", "resolving", In::ViewToo, [](GameState &s) { s.resolving = true; }},
        {"GameState", "techStock", In::ViewToo, [](GameState &s) { s.techStock[0] = 2; },
         [](GameState &s) { s.techStock[0] = kTilesPerTech + 1; }},
        // Ruleset
        {"Ruleset", "watchtowerCapacity", In::StateOnly, [](GameState &s) { s.ruleset.watchtowerCapacity = 5; }},
        {"Ruleset", "unmannedWatchtowerMayShoot", In::StateOnly,
         [](GameState &s) { s.ruleset.unmannedWatchtowerMayShoot = false; }},
        {"Ruleset", "mayEnterEnemyBase", In::StateOnly, [](GameState &s) { s.ruleset.mayEnterEnemyBase = true; }},
        {"Ruleset", "quarksMayEnterEnemyBuilding", In::StateOnly,
         [](GameState &s) { s.ruleset.quarksMayEnterEnemyBuilding = true; }},
        {"Ruleset", "leaderSelfHealNeedsConnection", In::StateOnly,
         [](GameState &s) { s.ruleset.leaderSelfHealNeedsConnection = false; }},
        {"Ruleset", "componentLimits", In::StateOnly, [](GameState &s) { s.ruleset.componentLimits = false; }},
        {"Ruleset", "attackDestroysDefendingSources", In::StateOnly,
         [](GameState &s) { s.ruleset.attackDestroysDefendingSources = false; }},
        // PlayerState
        {"PlayerState", "name", In::ViewToo, [](GameState &s) { s.player(0).name = "Azure"; }},
        {"PlayerState", "quarter", In::ViewToo, nullptr}, // fixed by the seat: exercised by every two-quarter board
        {"PlayerState", "guardians", In::ViewToo, nullptr}, // the Guardian rows
        {"PlayerState", "quarks", In::ViewToo,
         [](GameState &s) { s.player(0).quarks[static_cast<std::size_t>(spaceOf(s, "a1"))] = 1; },
         [](GameState &s) { s.player(0).quarks[static_cast<std::size_t>(spaceOf(s, "a1"))] = kMaxQuarksPerSpace + 1; }},
        {"PlayerState", "quarksMoved", In::StateOnly,
         [](GameState &s) {
             s.player(0).quarks[static_cast<std::size_t>(spaceOf(s, "a1"))] = 1;
             s.player(0).quarksMoved[static_cast<std::size_t>(spaceOf(s, "a1"))] = 1;
         }},
        {"PlayerState", "resources", In::ViewToo, [](GameState &s) { s.player(0).resources = 7; },
         [](GameState &s) { s.player(0).resources = -1; }},
        {"PlayerState", "crystals", In::ViewToo, [](GameState &s) { s.player(0).crystals = 8; },
         [](GameState &s) { s.player(0).crystals = -1; }},
        {"PlayerState", "tech", In::ViewToo,
         [](GameState &s) { s.player(0).tech[static_cast<std::size_t>(Tech::Seize)] = true; }},
        {"PlayerState", "leaderChosen", In::StateOnly,
         [](GameState &s) {
             s.phase = Phase::Setup;
             s.attacks.clear();
             s.pending.clear();
             s.combatPlan.clear();
             s.player(0).leaderChosen = false;
         }},
        {"PlayerState", "eliminated", In::ViewToo, [](GameState &s) { s.player(1).eliminated = true; }},
        {"PlayerState", "techBoughtThisRound", In::StateOnly,
         [](GameState &s) { s.player(0).techBoughtThisRound = true; }},
        {"PlayerState", "pursuedThisRound", In::StateOnly, [](GameState &s) { s.player(0).pursuedThisRound = true; }},
        {"PlayerState", "attackedThisTurn", In::StateOnly, [](GameState &s) { s.player(0).attackedThisTurn = false; }},
        {"PlayerState", "leaderChangedThisRound", In::StateOnly,
         [](GameState &s) { s.player(0).leaderChangedThisRound = true; }},
        {"PlayerState", "developmentDone", In::ViewToo,
         [](GameState &s) {
             s.phase = Phase::Development;
             s.attacks.clear();
             s.pending.clear();
             s.combatPlan.clear();
             s.player(0).developmentDone = true;
         }},
        // Guardian (Blue's Guardian 3 on ra; the referee's view shows every field but the building index)
        {"Guardian", "alive", In::ViewToo,
         [g](GameState &s) {
             g(s).alive = false;
             g(s).space = kNoSpace;
             g(s).health = 0;
         }},
        {"Guardian", "space", In::ViewToo, [g](GameState &s) { g(s).space = s.map().spaceIndex("i"); },
         [g](GameState &s) { g(s).space = s.map().spaceIndex("a3"); }},
        {"Guardian", "basePower", In::ViewToo, [g](GameState &s) { g(s).basePower = 3; },
         [g](GameState &s) { g(s).basePower = 0; }},
        {"Guardian", "health", In::ViewToo, [g](GameState &s) { g(s).health = 2; },
         [g](GameState &s) { g(s).health = kMaxHealth + 1; }},
        {"Guardian", "leader", In::ViewToo,
         [g](GameState &s) {
             s.guardian(0, 0).leader = false;
             g(s).leader = true;
         },
         [g](GameState &s) { g(s).leader = true; }},
        {"Guardian", "upgradeKind", In::ViewToo,
         [g](GameState &s) {
             s.player(0).tech[static_cast<std::size_t>(Tech::Upgrades)] = true;
             g(s).upgradeKind = UpgradeKind::Healing;
             g(s).upgrades = 1;
         },
         [g](GameState &s) { g(s).upgradeKind = UpgradeKind::Power; }},
        {"Guardian", "upgrades", In::ViewToo,
         [g](GameState &s) {
             s.player(0).tech[static_cast<std::size_t>(Tech::DoubleUpgrade)] = true;
             g(s).upgradeKind = UpgradeKind::Power;
             g(s).upgrades = 2;
         },
         [g](GameState &s) {
             g(s).upgradeKind = UpgradeKind::Power;
             g(s).upgrades = 2;
         }},
        {"Guardian", "slot", In::ViewToo,
         [](GameState &s) {
             s.guardian(0, 0).slot = ConnectionKind::Healing;
             s.guardian(0, 0).slotTarget = 1;
         },
         [](GameState &s) { s.guardian(0, 0).slot = ConnectionKind::Construction; }},
        {"Guardian", "slotTarget", In::ViewToo,
         [](GameState &s) {
             s.guardian(0, 0).slot = ConnectionKind::Reinforcement;
             s.guardian(0, 0).slotTarget = 1;
         },
         [](GameState &s) {
             s.guardian(0, 0).slot = ConnectionKind::Reinforcement;
             s.guardian(0, 0).slotTarget = 3; // a3 and ra: no lane
         }},
        {"Guardian", "building", In::StateOnly,
         [g](GameState &s) {
             s.buildings.push_back(Building{0, BuildingType::Mine, g(s).space, false, 1, 0, 3, 0, false});
             g(s).slot = ConnectionKind::Construction;
             g(s).building = static_cast<int>(s.buildings.size()) - 1;
         },
         [g](GameState &s) {
             g(s).slot = ConnectionKind::Construction;
             g(s).building = 0;
         }},
        {"Guardian", "movedThisRound", In::ViewToo, [g](GameState &s) { g(s).movedThisRound = true; }},
        // Building (Yellow's Watchtower on rb, buildings[0])
        {"Building", "owner", In::ViewToo,
         [](GameState &s) {
             s.buildings[0].owner = 0;
             s.buildings[0].ammo = 0;
         }},
        {"Building", "type", In::ViewToo,
         [](GameState &s) {
             s.buildings[0].type = BuildingType::EnergyWell;
             s.buildings[0].paid = 2;
             s.buildings[0].ammo = 0;
         },
         [](GameState &s) {
             s.buildings[0].type = BuildingType::Reactor;
             s.buildings[0].paid = 5;
             s.buildings[0].ammo = 0;
         }},
        {"Building", "space", In::ViewToo, [](GameState &s) { s.buildings[0].space = s.map().spaceIndex("ra"); },
         [](GameState &s) { s.buildings[0].space = s.map().spaceIndex("i"); }},
        {"Building", "complete", In::ViewToo,
         [](GameState &s) {
             s.buildings[1].complete = true;
             s.buildings[1].paid = 2;
             s.guardian(1, 2).slot = ConnectionKind::None;
             s.guardian(1, 2).building = -1;
             s.buildings[1].builder = -1;
         }},
        {"Building", "paid", In::ViewToo,
         [](GameState &s) {
             s.buildings[1].type = BuildingType::Mine;
             s.buildings[1].paid = 2;
         },
         [](GameState &s) { s.buildings[1].paid = 9; }},
        {"Building", "lastPaidRound", In::StateOnly, [](GameState &s) { s.buildings[1].lastPaidRound = 1; }},
        {"Building", "builder", In::StateOnly,
         nullptr}, // follows the constructing Guardian: the Guardian "building" row
        {"Building", "ammo", In::ViewToo, [](GameState &s) { s.buildings[0].ammo = 3; },
         [](GameState &s) { s.buildings[0].ammo = 7; }},
        {"Building", "removed", In::ViewToo, [](GameState &s) { s.buildings[0].removed = true; }},
        // AttackToken (Blue's c -> bx)
        {"AttackToken", "owner", In::ViewToo, nullptr}, // changing it alone makes a nonsense token; attacks row
        {"AttackToken", "from", In::ViewToo,
         [](GameState &s) {
             s.attacks.push_back(AttackToken{0, s.map().spaceIndex("i"), s.map().spaceIndex("rb"), false, kNoPlayer});
         },
         [](GameState &s) { s.attacks[0].from = s.map().spaceIndex("a3"); }},
        {"AttackToken", "to", In::ViewToo, [](GameState &s) { s.attacks[0].to = s.map().spaceIndex("i"); },
         [](GameState &s) { s.attacks[0].to = s.map().spaceIndex("b4"); }},
        {"AttackToken", "counter", In::ViewToo,
         [](GameState &s) {
             s.pending.clear();
             s.attacks[0].counter = true;
             s.attacks[0].counterOwner = 1;
         }},
        {"AttackToken", "counterOwner", In::ViewToo, nullptr}, // set with "counter"
        // Pending (Yellow's counterattack question)
        {"Pending", "kind", In::ViewToo,
         [](GameState &s) {
             s.pending[0].kind = PendingKind::PursuitChoice;
             s.pending[0].player = 0;
         }},
        {"Pending", "player", In::ViewToo, nullptr}, // set with "kind"
        {"Pending", "token", In::ViewToo, nullptr}, // one token: the attacks row
        {"Pending", "duringCombat", In::StateOnly, [](GameState &s) { s.pending[0].duringCombat = true; },
         [](GameState &s) { s.pending[0].token = 5; }},
        // CombatStep
        {"CombatStep", "battle", In::StateOnly, [](GameState &s) { s.combatPlan[0].battle = true; }},
        {"CombatStep", "player", In::StateOnly, [](GameState &s) { s.combatPlan[0].player = 1; }},
        {"CombatStep", "target", In::StateOnly, [](GameState &s) { s.combatPlan[0].target = s.map().spaceIndex("c"); }},
        {"CombatStep", "tokens", In::StateOnly,
         [](GameState &s) {
             s.attacks.push_back(AttackToken{0, s.map().spaceIndex("i"), s.map().spaceIndex("rb"), false, kNoPlayer});
             s.combatPlan[0].tokens = {1};
         }},
    };
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

class TestStateFields : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fieldsHaveRows_data();
    void fieldsHaveRows();
    void eachField_data();
    void eachField();
};

void TestStateFields::fieldsHaveRows_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("fields");
    QTest::newRow("GameState") << QStringLiteral("GameState") << int(fieldCount<GameState>());
    QTest::newRow("Ruleset") << QStringLiteral("Ruleset") << int(fieldCount<Ruleset>());
    QTest::newRow("PlayerState") << QStringLiteral("PlayerState") << int(fieldCount<PlayerState>());
    QTest::newRow("Guardian") << QStringLiteral("Guardian") << int(fieldCount<Guardian>());
    QTest::newRow("Building") << QStringLiteral("Building") << int(fieldCount<Building>());
    QTest::newRow("AttackToken") << QStringLiteral("AttackToken") << int(fieldCount<AttackToken>());
    QTest::newRow("Pending") << QStringLiteral("Pending") << int(fieldCount<Pending>());
    QTest::newRow("CombatStep") << QStringLiteral("CombatStep") << int(fieldCount<CombatStep>());
}

void TestStateFields::fieldsHaveRows()
{
    QFETCH(QString, type);
    QFETCH(int, fields);
    int count = 0;
    for (const Row &r : rows())
        count += QLatin1String(r.type) == type ? 1 : 0;
    QVERIFY2(count == fields,
             qPrintable(QStringLiteral("%1 has %2 fields but %3 rows here: a new field needs its row, "
                                       "and its place in stateHash(), statecodec and viewcodec")
                            .arg(type)
                            .arg(fields)
                            .arg(count)));
}

void TestStateFields::eachField_data()
{
    QTest::addColumn<int>("row");
    const auto all = rows();
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (all[i].change)
            QTest::newRow(
                qPrintable(QStringLiteral("%1.%2").arg(QLatin1String(all[i].type), QLatin1String(all[i].field))))
                << int(i);
    }
}

void TestStateFields::eachField()
{
    QFETCH(int, row);
    const Row r = rows()[static_cast<std::size_t>(row)];
    const GameState base = baseState();
    const std::vector<std::string> baseProblems = checkInvariants(base);
    QVERIFY2(baseProblems.empty(), baseProblems.empty() ? "" : baseProblems.front().c_str());
    GameState changed = base;
    r.change(changed);
    changed.refreshOccupancy(); // changed field by field (state.h: Occupancy)
    const std::vector<std::string> problems = checkInvariants(changed);
    QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());

    // The hash sees it.
    QVERIFY(stateHash(changed) != stateHash(base));
    // The state codec writes it and reads it back.
    const QJsonObject json = io::stateToJson(changed);
    QVERIFY(compact(json) != compact(io::stateToJson(base)));
    QStringList errors;
    const auto back = io::stateFromJson(json, changed.board, QStringLiteral("state"), &errors);
    QVERIFY2(back.has_value(), qPrintable(errors.join(QLatin1Char('\n'))));
    QCOMPARE(stateHash(*back), stateHash(changed));
    QCOMPARE(compact(io::stateToJson(*back)), compact(json));
    // The referee's view shows it (the view codec writes it).
    const QByteArray viewBase = compact(io::viewToJson(view(base, Viewer::referee()), base.map()));
    const QByteArray viewChanged = compact(io::viewToJson(view(changed, Viewer::referee()), changed.map()));
    if (r.in == In::ViewToo)
        QVERIFY2(viewChanged != viewBase, "the field is in GameView but the view codec does not show the change");
    // The invariants refuse what play cannot reach.
    if (r.breakIt) {
        GameState broken = base;
        r.breakIt(broken);
        broken.refreshOccupancy();
        QVERIFY2(!checkInvariants(broken).empty(), "checkInvariants() accepts an impossible value of this field");
    }
}

QTEST_GUILESS_MAIN(TestStateFields)
#include "tst_statefields.moc"
