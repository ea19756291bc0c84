// SPDX-License-Identifier: GPL-3.0-or-later
// Sheet-only mode rules (core/xobos/rules/sheet.h), data-driven: each row plays a short script
// of sheet actions that must all be accepted, then one more whose code is checked.
#include "sheet/sheet.h"

#include <QStringList>
#include <QTest>

using namespace xobos::rules;
using namespace xobos::rules::sheet;

namespace {

BuildingType buildingOf(const QString &w)
{
    if (w == QLatin1String("mine")) return BuildingType::Mine;
    if (w == QLatin1String("well")) return BuildingType::EnergyWell;
    if (w == QLatin1String("techb")) return BuildingType::TechnologyBuilding;
    if (w == QLatin1String("tower")) return BuildingType::Watchtower;
    return BuildingType::Reactor;
}

Tech techOf(const QString &w)
{
    for (int t = 0; t < kTechCount; ++t) {
        if (w == QLatin1String(techName(static_cast<Tech>(t))))
            return static_cast<Tech>(t);
    }
    qFatal("unknown tech %s", qPrintable(w));
}

// One command: "next", "round" (two phase changes), "start 0 mine", "pay 0", "reactor",
// "tech upgrades", "upgrade 0 power 1", "connect 0 1 reinforce|heal", "break 0", "heal 0",
// "rebuild 0", "damage 0 3", "gain 5", "spend 1 breed|arm|other", "lost mine [demolish]",
// "seized mine".
std::vector<SheetAction> parse(const QString &script)
{
    std::vector<SheetAction> out;
    for (const QString &raw : script.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList w = raw.simplified().split(QLatin1Char(' '));
        const QString &c = w.at(0);
        auto n = [&](int i) { return w.at(i).toInt(); };
        if (c == QLatin1String("next")) out.push_back(NextPhase{});
        else if (c == QLatin1String("round")) { out.push_back(NextPhase{}); out.push_back(NextPhase{}); }
        else if (c == QLatin1String("start")) out.push_back(SheetStartConstruction{n(1), buildingOf(w.at(2))});
        else if (c == QLatin1String("pay")) out.push_back(SheetPayConstruction{n(1)});
        else if (c == QLatin1String("reactor")) out.push_back(SheetBuildReactor{});
        else if (c == QLatin1String("tech")) out.push_back(SheetBuyTechnology{techOf(w.at(1))});
        else if (c == QLatin1String("upgrade")) out.push_back(SheetUpgrade{n(1), w.at(2) == QLatin1String("power") ? UpgradeKind::Power : UpgradeKind::Healing, n(3)});
        else if (c == QLatin1String("connect")) out.push_back(SheetConnect{n(1), n(2), w.at(3) == QLatin1String("heal") ? ConnectionKind::Healing : ConnectionKind::Reinforcement});
        else if (c == QLatin1String("break")) out.push_back(SheetBreak{n(1)});
        else if (c == QLatin1String("heal")) out.push_back(SheetHeal{n(1)});
        else if (c == QLatin1String("rebuild")) out.push_back(SheetRebuild{n(1)});
        else if (c == QLatin1String("damage")) out.push_back(SheetHealthChange{n(1), n(2)});
        else if (c == QLatin1String("gain")) out.push_back(SheetGainCrystals{n(1), CrystalReason::Other});
        else if (c == QLatin1String("spend")) out.push_back(SheetSpendCrystals{n(1), w.at(2) == QLatin1String("breed") ? CrystalReason::Breed : w.at(2) == QLatin1String("arm") ? CrystalReason::Arm : CrystalReason::Other});
        else if (c == QLatin1String("lost")) out.push_back(SheetBuildingLost{buildingOf(w.at(1)), w.size() > 2});
        else if (c == QLatin1String("seized")) out.push_back(SheetBuildingSeized{buildingOf(w.at(1))});
        else qFatal("unknown command %s", qPrintable(raw));
    }
    return out;
}

// Two Technology Buildings, then the Development phase of round 3 with 2 resources.
const char kTwoTechBuildings[] = "next; start 0 techb; start 1 techb; round; pay 0; pay 1; round";

} // namespace

class SheetRulesTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void actionShouldBeJudgedByItsCode_data();
    void actionShouldBeJudgedByItsCode();
    void techStatusShouldFollowTheRules_data();
    void techStatusShouldFollowTheRules();
    void paymentShouldBeDueOncePerRound();
    void incomeShouldFollowTheProductionSheet();
    void powerShouldBeCappedAtEight();
    void destroyedGuardianShouldLoseHisConstruction();
    void replayShouldGiveTheSameHash();
    void gameShouldEndAfterRoundFifteen();
};

void SheetRulesTest::actionShouldBeJudgedByItsCode_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("code");

    // Phases and timing
    QTest::newRow("a construction starts in the Development phase") << "next" << "start 0 mine" << "OK";
    QTest::newRow("a construction does not start in the Movement phase") << "" << "start 0 mine" << "WRONG_PHASE";
    QTest::newRow("a construction is paid in a later round") << "next; start 0 mine; round" << "pay 0" << "OK";
    QTest::newRow("a construction takes one resource per round") << "next; start 0 mine" << "pay 0" << "ALREADY_PAID_THIS_ROUND";
    QTest::newRow("only a constructing Guardian pays") << "next" << "pay 1" << "NOT_CONSTRUCTING";
    QTest::newRow("a Watchtower is finished at once") << "next; start 0 tower" << "start 0 tower" << "OK";
    QTest::newRow("a Reactor is not built by a Guardian") << "next" << "start 0 reactor" << "BUILD_REACTOR_WITH_GUARDIAN";
    QTest::newRow("a Reactor costs five resources") << "next" << "reactor" << "NOT_ENOUGH_RESOURCES";
    QTest::newRow("a Reactor is built at once with five resources") << "round; next" << "reactor" << "OK";
    QTest::newRow("a constructor has no free slot") << "next; start 0 mine" << "connect 0 1 reinforce" << "SLOT_TAKEN";
    QTest::newRow("a construction cannot be stopped") << "next; start 0 mine" << "break 0" << "SLOT_EMPTY";
    QTest::newRow("the component limit counts constructions") << "next; start 0 tower; start 1 tower; start 2 tower; start 3 tower; round; start 0 tower" << "start 1 tower" << "BUILD_LIMIT";
    // Technology
    QTest::newRow("Technology needs a Technology Building") << "next" << "tech upgrades" << "TECH_RANK_TOO_HIGH";
    QTest::newRow("one Technology Building allows rank I") << "next; start 0 techb; round; pay 0" << "tech upgrades" << "OK";
    QTest::newRow("one Technology Building does not allow rank II") << "next; start 0 techb; round; pay 0" << "tech fast-quarks" << "TECH_RANK_TOO_HIGH";
    QTest::newRow("two Technology Buildings allow rank II") << kTwoTechBuildings << "tech fast-quarks" << "OK";
    QTest::newRow("only one Technology per round") << QString::fromLatin1(kTwoTechBuildings) + QStringLiteral("; tech upgrades") << "tech source-attack" << "TECH_ALREADY_BOUGHT";
    QTest::newRow("a Technology is owned once") << QString::fromLatin1(kTwoTechBuildings) + QStringLiteral("; tech upgrades; round") << "tech upgrades" << "TECH_OWNED";
    QTest::newRow("a Technology costs two resources") << QString::fromLatin1(kTwoTechBuildings) + QStringLiteral("; tech upgrades; round") << "tech fast-quarks" << "NOT_ENOUGH_RESOURCES";
    // Upgrades
    QTest::newRow("an upgrade needs the Upgrade tile") << "next; gain 2" << "upgrade 0 power 1" << "UPGRADE_NEEDS_TECH";
    QTest::newRow("an upgrade costs a crystal") << QString::fromLatin1(kTwoTechBuildings) + QStringLiteral("; tech upgrades") << "upgrade 0 power 1" << "NOT_ENOUGH_CRYSTALS";
    QTest::newRow("an upgrade with the tile and a crystal") << QString::fromLatin1(kTwoTechBuildings) + QStringLiteral("; tech upgrades; gain 1") << "upgrade 0 power 1" << "OK";
    QTest::newRow("upgrades are not mixed") << QString::fromLatin1(kTwoTechBuildings) + QStringLiteral("; tech upgrades; gain 3; upgrade 0 power 1") << "upgrade 0 healing 1" << "UPGRADE_MIXED";
    QTest::newRow("one token without the Rank III tile") << QString::fromLatin1(kTwoTechBuildings) + QStringLiteral("; tech upgrades; gain 3; upgrade 0 power 1") << "upgrade 0 power 1" << "UPGRADE_LIMIT";
    QTest::newRow("two tokens at once need the Rank III tile") << QString::fromLatin1(kTwoTechBuildings) + QStringLiteral("; tech upgrades; gain 3") << "upgrade 0 power 2" << "UPGRADE_NEEDS_TECH";
    QTest::newRow("three tokens are never possible") << QString::fromLatin1(kTwoTechBuildings) + QStringLiteral("; tech upgrades; gain 3") << "upgrade 0 power 3" << "INVALID_AMOUNT";
    // Connections
    QTest::newRow("a Reinforcement between two Guardians") << "next" << "connect 1 2 reinforce" << "OK";
    QTest::newRow("connections are made in the Development phase") << "" << "connect 1 2 reinforce" << "WRONG_PHASE";
    QTest::newRow("nobody reinforces himself") << "next" << "connect 1 1 reinforce" << "CONNECTION_SELF";
    QTest::newRow("only the Leader heals himself") << "next" << "connect 1 1 heal" << "CONNECTION_SELF";
    QTest::newRow("the Leader heals himself") << "next" << "connect 0 0 heal" << "OK";
    QTest::newRow("a Reinforced Guardian does not reinforce") << "next; connect 1 2 reinforce" << "connect 2 3 reinforce" << "REINFORCE_CHAIN";
    QTest::newRow("nobody reinforces a Reinforcer") << "next; connect 1 2 reinforce" << "connect 3 1 reinforce" << "REINFORCE_CHAIN";
    QTest::newRow("several Guardians reinforce one") << "next; connect 1 2 reinforce" << "connect 3 2 reinforce" << "OK";
    QTest::newRow("a Healer may be healed") << "next; connect 1 2 heal" << "connect 3 1 heal" << "OK";
    QTest::newRow("a connection breaks in the Movement phase too") << "next; connect 1 2 heal; next" << "break 1" << "OK";
    QTest::newRow("nothing to break") << "" << "break 1" << "SLOT_EMPTY";
    // Health
    QTest::newRow("damage is recorded") << "" << "damage 1 2" << "OK";
    QTest::newRow("Health never exceeds 6") << "damage 1 1" << "damage 1 -2" << "SHEET_HEALTH_ABOVE_MAX";
    QTest::newRow("a Healing surplus restores Health") << "damage 1 2" << "damage 1 -2" << "OK";
    QTest::newRow("a destroyed Guardian takes no damage") << "damage 1 6" << "damage 1 1" << "GUARDIAN_DESTROYED";
    QTest::newRow("a full Guardian needs no healing") << "round; next" << "heal 1" << "NOTHING_TO_HEAL";
    QTest::newRow("healing costs two resources") << "damage 1 2; next" << "heal 1" << "OK";
    QTest::newRow("a living Guardian is not rebuilt") << "round; next" << "rebuild 1" << "GUARDIAN_NOT_DESTROYED";
    QTest::newRow("a rebuild costs five resources") << "damage 1 6; round; next" << "rebuild 1" << "OK";
    QTest::newRow("a rebuild without five resources") << "damage 1 6; next" << "rebuild 1" << "NOT_ENOUGH_RESOURCES";
    // Crystals and buildings
    QTest::newRow("a Quark costs a crystal") << "next" << "spend 1 breed" << "NOT_ENOUGH_CRYSTALS";
    QTest::newRow("arming needs a Watchtower") << "next; gain 2" << "spend 1 arm" << "NO_WATCHTOWER";
    QTest::newRow("arming an own Watchtower") << "next; gain 2; start 0 tower" << "spend 2 arm" << "OK";
    QTest::newRow("a lost Building must have stood") << "" << "lost mine" << "NO_OWN_BUILDING";
    QTest::newRow("demolishing costs two crystals") << "next; start 0 tower" << "lost tower demolish" << "NOT_ENOUGH_CRYSTALS";
    QTest::newRow("seizing needs the Rank III tile") << "" << "seized mine" << "SEIZE_NEEDS_TECH";
    QTest::newRow("a Watchtower is never seized") << "" << "seized tower" << "SEIZE_WATCHTOWER";
    QTest::newRow("no gain of nothing") << "" << "gain 0" << "INVALID_AMOUNT";
}

void SheetRulesTest::actionShouldBeJudgedByItsCode()
{
    QFETCH(QString, before);
    QFETCH(QString, action);
    QFETCH(QString, code);
    SheetState s = startSheet({"Blue", 0});
    int step = 0;
    for (const SheetAction &a : parse(before)) {
        const SheetOutcome o = applySheet(s, a);
        QVERIFY2(o.accepted(), qPrintable(QStringLiteral("step %1 (%2) refused: %3")
                                              .arg(step)
                                              .arg(QString::fromLatin1(sheetActionName(a).data(), static_cast<int>(sheetActionName(a).size())))
                                              .arg(QString::fromStdString(o.violation.codeName()))));
        ++step;
    }
    const std::vector<SheetAction> last = parse(action);
    QCOMPARE(last.size(), std::size_t(1));
    const SheetState before_ = s;
    const SheetOutcome o = applySheet(s, last.front());
    QCOMPARE(QString::fromStdString(o.violation.codeName()), code);
    if (!o.accepted())
        QVERIFY(s == before_); // a refusal changes nothing
}

void SheetRulesTest::techStatusShouldFollowTheRules_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("tech");
    QTest::addColumn<int>("status");
    // R-TECH-BUY: the sheet's Status column says what buying would meet (its cost aside).
    QTest::newRow("R-TECH-BUY: no Technology Building, rank I is beyond reach")
        << "next" << "upgrades" << int(TechStatus::RankTooHigh);
    QTest::newRow("R-TECH-BUY: one Technology Building allows rank I")
        << "next; start 0 techb; round; pay 0" << "upgrades" << int(TechStatus::Available);
    QTest::newRow("R-TECH-BUY: one Technology Building does not allow rank II")
        << "next; start 0 techb; round; pay 0" << "fast-quarks" << int(TechStatus::RankTooHigh);
    QTest::newRow("R-TECH-BUY: after a purchase, the next tile waits for next round")
        << QString::fromLatin1(kTwoTechBuildings) + QStringLiteral("; tech upgrades") << "fast-quarks" << int(TechStatus::NextRound);
    QTest::newRow("R-TECH-BUY: the tile bought is owned")
        << QString::fromLatin1(kTwoTechBuildings) + QStringLiteral("; tech upgrades") << "upgrades" << int(TechStatus::Owned);
    QTest::newRow("R-TECH-BUY: next round the next tile is available")
        << QString::fromLatin1(kTwoTechBuildings) + QStringLiteral("; tech upgrades; round") << "fast-quarks" << int(TechStatus::Available);
    QTest::newRow("R-TECH-BUY: a rank beyond reach says so even after a purchase")
        << QString::fromLatin1(kTwoTechBuildings) + QStringLiteral("; tech upgrades") << "seize" << int(TechStatus::RankTooHigh);
}

void SheetRulesTest::techStatusShouldFollowTheRules()
{
    QFETCH(QString, before);
    QFETCH(QString, tech);
    QFETCH(int, status);
    SheetState s = startSheet({"Blue", 0});
    for (const SheetAction &a : parse(before))
        QVERIFY(applySheet(s, a).accepted());
    QCOMPARE(int(techStatus(s, techOf(tech))), status);
    // The status agrees with what buying it would meet.
    const std::string code = validateSheet(s, SheetBuyTechnology{techOf(tech)}).codeName();
    if (status == int(TechStatus::NextRound))
        QCOMPARE(code, std::string("TECH_ALREADY_BOUGHT"));
}

void SheetRulesTest::paymentShouldBeDueOncePerRound()
{
    // R-BUILD-PAY: the start pays this round's resource; next round the payment is due.
    SheetState s = startSheet({"Blue", 0});
    for (const SheetAction &a : parse("next; start 0 mine"))
        QVERIFY(applySheet(s, a).accepted());
    QCOMPARE(s.constructions.size(), std::size_t(1));
    QVERIFY(paidThisRound(s, s.constructions.front()));
    for (const SheetAction &a : parse("round"))
        QVERIFY(applySheet(s, a).accepted());
    QVERIFY(!paidThisRound(s, s.constructions.front()));
    QVERIFY(applySheet(s, SheetPayConstruction{0}).accepted());
    QVERIFY(paidThisRound(s, s.constructions.front()));
}

void SheetRulesTest::incomeShouldFollowTheProductionSheet()
{
    SheetState s = startSheet({"Blue", 0});
    QCOMPARE(s.resources, 3);
    for (const SheetAction &a : parse("next; start 0 mine; start 1 well; round; pay 0; pay 1; round; pay 0"))
        QVERIFY(applySheet(s, a).accepted());
    // Round 1: 3 + 1 − 2 = 2; round 2: +1 − 2 = 1; round 3: +1 +1 crystal (Well) − 1 = 1.
    QCOMPARE(s.buildingCount(BuildingType::Mine), 1);
    QCOMPARE(s.buildingCount(BuildingType::EnergyWell), 1);
    QCOMPARE(s.resources, 1);
    QCOMPARE(s.crystals, 1);
    QVERIFY(applySheet(s, NextPhase{}).accepted());
    QVERIFY(applySheet(s, NextPhase{}).accepted());
    // Round 4: the Base 1 + the Mine 2 resources, the Well 1 crystal.
    QCOMPARE(s.lastIncomeResources, 3);
    QCOMPARE(s.lastIncomeCrystals, 1);
    QCOMPARE(s.resources, 4);
    QCOMPARE(s.crystals, 2);
}

void SheetRulesTest::powerShouldBeCappedAtEight()
{
    SheetState s = startSheet({"Blue", 0});
    QCOMPARE(s.effectivePower(0), 2); // the Leader
    QCOMPARE(s.effectivePower(1), 1);
    for (const SheetAction &a : parse("next; connect 1 0 reinforce; connect 2 0 reinforce; connect 3 0 reinforce"))
        QVERIFY(applySheet(s, a).accepted());
    QCOMPARE(s.effectivePower(0), 5);
    s.guardians[1].basePower = 6; // as if upgraded by a scenario
    QCOMPARE(s.uncappedPower(0), 10);
    QCOMPARE(s.effectivePower(0), 8);
}

void SheetRulesTest::destroyedGuardianShouldLoseHisConstruction()
{
    SheetState s = startSheet({"Blue", 0});
    for (const SheetAction &a : parse("next; start 1 mine; start 2 well; connect 3 2 heal"))
        QVERIFY(applySheet(s, a).accepted());
    QCOMPARE(s.constructions.size(), std::size_t(2));
    QCOMPARE(s.guardians[3].slot, ConnectionKind::Healing);
    const SheetOutcome o = applySheet(s, SheetHealthChange{2, 6});
    QVERIFY(o.guardianDestroyed);
    QCOMPARE(s.constructions.size(), std::size_t(1));
    QCOMPARE(s.constructions.front().guardian, 1);
    QCOMPARE(s.guardians[1].construction, 0);
    QCOMPARE(s.guardians[3].slot, ConnectionKind::None); // his healer's connection broke
    QCOMPARE(s.guardiansAlive(), 3);
}

void SheetRulesTest::replayShouldGiveTheSameHash()
{
    const auto script = parse(QString::fromLatin1(kTwoTechBuildings) + QStringLiteral("; tech upgrades; round; damage 2 3"));
    SheetState a = startSheet({"Blue", 1});
    SheetState b = startSheet({"Blue", 1});
    for (const SheetAction &x : script) {
        QVERIFY(applySheet(a, x).accepted());
        QVERIFY(applySheet(b, x).accepted());
    }
    QCOMPARE(sheetHash(a), sheetHash(b));
    QVERIFY(applySheet(b, SheetGainCrystals{1, CrystalReason::Destroy}).accepted());
    QVERIFY(sheetHash(a) != sheetHash(b));
}

void SheetRulesTest::gameShouldEndAfterRoundFifteen()
{
    SheetState s = startSheet({"Blue", 0});
    for (int i = 0; i < 2 * kLastRound; ++i) {
        // R-END-ACTIONS: only round fifteen is the last (the window's "End the Game").
        QCOMPARE(isLastRound(s), s.round == kLastRound);
        QVERIFY(applySheet(s, NextPhase{}).accepted());
    }
    QCOMPARE(s.phase, SheetPhase::Over);
    QCOMPARE(s.round, kLastRound);
    QCOMPARE(QString::fromStdString(applySheet(s, NextPhase{}).violation.codeName()), QStringLiteral("GAME_OVER"));
    QCOMPARE(checkSetup({"Blue", 4}).sheetCode, SheetCode::BAD_LEADER);
}

QTEST_GUILESS_MAIN(SheetRulesTest)
#include "tst_companion_sheetrules.moc"
