// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheet/sheetmodule.h"

#include "sheet/sheetcodec.h"
#include "xobos/rules/costs.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace xobos::rules::sheet {

namespace {

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

template <typename E, typename NameFn>
std::optional<E> enumFromName(const QJsonValue &v, int count, NameFn fn)
{
    for (int i = 0; i < count; ++i) {
        if (v.toString() == QLatin1String(fn(static_cast<E>(i))))
            return static_cast<E>(i);
    }
    return std::nullopt;
}

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

} // namespace

std::vector<std::string> checkSheetInvariants(const SheetState &s)
{
    std::vector<std::string> out;
    if (s.round < 1 || s.round > kLastRound)
        out.push_back("round out of 1..15");
    if (s.resources < 0)
        out.push_back("negative resources");
    if (s.crystals < 0)
        out.push_back("negative crystals");
    for (int t = 0; t < kBuildingTypeCount; ++t) {
        if (s.buildings[at(t)] < 0)
            out.push_back("negative building count");
    }
    bool leader = false;
    for (int g = 0; g < kGuardiansPerPlayer; ++g) {
        const SheetGuardian &gd = s.guardians[at(g)];
        const std::string who = "guardian " + std::to_string(g) + ": ";
        leader = leader || gd.leader;
        if (gd.health < 0 || gd.health > kMaxHealth)
            out.push_back(who + "Health out of 0..6");
        if (gd.alive && gd.health == 0)
            out.push_back(who + "alive with no Health");
        if (s.ownPower(g) > kMaxPower || s.effectivePower(g) > kMaxPower)
            out.push_back(who + "Power above 8");
        if (gd.upgrades < 0 || gd.upgrades > kDoubleUpgradeLimit)
            out.push_back(who + "upgrades out of range");
        if ((gd.slot == ConnectionKind::Reinforcement || gd.slot == ConnectionKind::Healing)
            && (gd.slotTarget < 0 || gd.slotTarget >= kGuardiansPerPlayer))
            out.push_back(who + "connection to no Guardian");
        if (gd.slot == ConnectionKind::Construction
            && (gd.construction < 0 || gd.construction >= static_cast<int>(s.constructions.size())))
            out.push_back(who + "construction slot pointing nowhere");
    }
    if (!leader)
        out.push_back("no Leader");
    return out;
}

std::optional<SheetState> SheetRules::setup(const QJsonObject &json, QString *error)
{
    const auto setup = sheetSetupFromJson(QJsonDocument(json).toJson(QJsonDocument::Compact), error);
    if (!setup)
        return std::nullopt;
    return startSheet(*setup);
}

game::Violation SheetRules::validate(const State &s, int seat, const Action &a)
{
    if (seat != 0)
        return game::Violation{std::string(violationCodeName(ViolationCode::NOT_A_PLAYER)),
                               std::string(violationRule(ViolationCode::NOT_A_PLAYER)), true};
    const SheetViolation v = validateSheet(s, a);
    if (v.ok())
        return {};
    const std::string rule(v.code != ViolationCode::None ? violationRule(v.code) : sheetCodeRule(v.sheetCode));
    // The sheet is its player's secret: a reason is for him alone.
    return game::Violation{v.codeName(), rule, false};
}

std::vector<SheetEvent> SheetRules::apply(State &s, int, const Action &a)
{
    const SheetPhase phase = s.phase;
    const int round = s.round;
    const SheetOutcome out = applySheet(s, a);
    SheetEvent e;
    e.action = std::string(sheetActionName(a));
    e.round = round;
    e.incomeCollected = out.incomeCollected;
    e.phaseChanged = s.phase != phase || s.round != round;
    e.completed = out.completed;
    e.guardianDestroyed = out.guardianDestroyed;
    return {e};
}

std::vector<int> SheetRules::actingSeats(const State &s)
{
    if (s.phase == SheetPhase::Over)
        return {};
    return {0};
}

std::vector<SheetAction> SheetRules::legalActions(const State &s, int seat)
{
    std::vector<SheetAction> candidates{NextPhase{}, SheetBuildReactor{}};
    for (int g = 0; g < kGuardiansPerPlayer; ++g) {
        for (int t = 0; t < kGuardiansPerPlayer; ++t) {
            candidates.push_back(SheetConnect{g, t, ConnectionKind::Reinforcement});
            candidates.push_back(SheetConnect{g, t, ConnectionKind::Healing});
        }
        candidates.push_back(SheetBreak{g});
        for (int b = 0; b < kBuildingTypeCount; ++b)
            candidates.push_back(SheetStartConstruction{g, static_cast<BuildingType>(b)});
        candidates.push_back(SheetPayConstruction{g});
        for (UpgradeKind k : {UpgradeKind::Power, UpgradeKind::Healing}) {
            candidates.push_back(SheetUpgrade{g, k, 1});
            candidates.push_back(SheetUpgrade{g, k, 2});
        }
        candidates.push_back(SheetHeal{g});
        candidates.push_back(SheetRebuild{g});
        for (int d : {-1, 1, 2, 3})
            candidates.push_back(SheetHealthChange{g, d});
    }
    for (int t = 0; t < kTechCount; ++t)
        candidates.push_back(SheetBuyTechnology{static_cast<Tech>(t)});
    for (int n = 1; n <= 3; ++n) {
        for (CrystalReason r : {CrystalReason::Destroy, CrystalReason::Source, CrystalReason::Other})
            candidates.push_back(SheetGainCrystals{n, r});
        for (CrystalReason r : {CrystalReason::Breed, CrystalReason::Arm, CrystalReason::Other})
            candidates.push_back(SheetSpendCrystals{n, r});
    }
    for (int b = 0; b < kBuildingTypeCount; ++b) {
        candidates.push_back(SheetBuildingLost{static_cast<BuildingType>(b), false});
        candidates.push_back(SheetBuildingLost{static_cast<BuildingType>(b), true});
        candidates.push_back(SheetBuildingSeized{static_cast<BuildingType>(b)});
    }
    std::vector<SheetAction> out;
    for (const SheetAction &a : candidates) {
        if (validate(s, seat, a).ok())
            out.push_back(a);
    }
    return out;
}

QJsonObject SheetRules::actionToJson(const State &, const Action &a)
{
    return sheetActionToJson(a);
}

std::optional<SheetAction> SheetRules::actionFromJson(const State &, const QJsonValue &json, QString *error)
{
    if (!json.isObject()) {
        setError(error, QStringLiteral("a sheet action is a JSON object"));
        return std::nullopt;
    }
    return sheetActionFromJson(json.toObject(), error);
}

QJsonObject SheetRules::eventToJson(const State &, const Event &e)
{
    QJsonObject o;
    o[QStringLiteral("type")] = QStringLiteral("sheet-changed");
    o[QStringLiteral("action")] = QString::fromStdString(e.action);
    o[QStringLiteral("round")] = e.round;
    if (e.incomeCollected)
        o[QStringLiteral("incomeCollected")] = true;
    if (e.phaseChanged)
        o[QStringLiteral("phaseChanged")] = true;
    if (e.completed)
        o[QStringLiteral("completed")] = QString::fromLatin1(buildingTypeName(*e.completed));
    if (e.guardianDestroyed)
        o[QStringLiteral("guardianDestroyed")] = true;
    return o;
}

std::optional<SheetEvent> SheetRules::eventFromJson(const State &, const QJsonValue &json, QString *error)
{
    const QJsonObject o = json.toObject();
    if (o.value(QStringLiteral("type")).toString() != QLatin1String("sheet-changed")) {
        setError(error, QStringLiteral("event.type: a sheet event is \"sheet-changed\""));
        return std::nullopt;
    }
    SheetEvent e;
    e.action = o.value(QStringLiteral("action")).toString().toStdString();
    e.round = o.value(QStringLiteral("round")).toInt(1);
    e.incomeCollected = o.value(QStringLiteral("incomeCollected")).toBool();
    e.phaseChanged = o.value(QStringLiteral("phaseChanged")).toBool();
    if (o.contains(QStringLiteral("completed"))) {
        e.completed = enumFromName<BuildingType>(o.value(QStringLiteral("completed")), kBuildingTypeCount, buildingTypeName);
        if (!e.completed) {
            setError(error, QStringLiteral("event.completed: unknown building"));
            return std::nullopt;
        }
    }
    e.guardianDestroyed = o.value(QStringLiteral("guardianDestroyed")).toBool();
    return e;
}

QJsonObject SheetRules::stateToJson(const State &s)
{
    QJsonObject o;
    o[QStringLiteral("name")] = QString::fromStdString(s.name);
    o[QStringLiteral("round")] = s.round;
    o[QStringLiteral("phase")] = QString::fromLatin1(sheetPhaseName(s.phase));
    QJsonArray guardians;
    for (const SheetGuardian &g : s.guardians) {
        QJsonObject j;
        j[QStringLiteral("alive")] = g.alive;
        j[QStringLiteral("basePower")] = g.basePower;
        j[QStringLiteral("health")] = g.health;
        j[QStringLiteral("leader")] = g.leader;
        j[QStringLiteral("upgradeKind")] = QString::fromLatin1(upgradeKindName(g.upgradeKind));
        j[QStringLiteral("upgrades")] = g.upgrades;
        j[QStringLiteral("slot")] = QString::fromLatin1(connectionKindName(g.slot));
        j[QStringLiteral("slotTarget")] = g.slotTarget;
        j[QStringLiteral("construction")] = g.construction;
        guardians.append(j);
    }
    o[QStringLiteral("guardians")] = guardians;
    QJsonObject buildings;
    for (int t = 0; t < kBuildingTypeCount; ++t)
        buildings[QString::fromLatin1(buildingTypeName(static_cast<BuildingType>(t)))] = s.buildings[at(t)];
    o[QStringLiteral("buildings")] = buildings;
    QJsonArray constructions;
    for (const SheetConstruction &c : s.constructions) {
        QJsonObject j;
        j[QStringLiteral("building")] = QString::fromLatin1(buildingTypeName(c.type));
        j[QStringLiteral("guardian")] = c.guardian;
        j[QStringLiteral("paid")] = c.paid;
        j[QStringLiteral("lastPaidRound")] = c.lastPaidRound;
        constructions.append(j);
    }
    o[QStringLiteral("constructions")] = constructions;
    o[QStringLiteral("resources")] = s.resources;
    o[QStringLiteral("crystals")] = s.crystals;
    QJsonArray tech;
    for (int t = 0; t < kTechCount; ++t) {
        if (s.tech[at(t)])
            tech.append(QString::fromLatin1(techName(static_cast<Tech>(t))));
    }
    o[QStringLiteral("tech")] = tech;
    o[QStringLiteral("techBoughtRound")] = s.techBoughtRound;
    o[QStringLiteral("lastIncomeResources")] = s.lastIncomeResources;
    o[QStringLiteral("lastIncomeCrystals")] = s.lastIncomeCrystals;
    return o;
}

std::optional<SheetState> SheetRules::stateFromJson(const State &, const QJsonValue &json, QString *error)
{
    QStringList errors;
    const QJsonObject o = json.toObject();
    const auto integer = [&](const QJsonObject &from, const char *key, const QString &path) {
        const QJsonValue v = from.value(QLatin1String(key));
        if (!v.isDouble() || v.toDouble() != v.toInt())
            errors << QStringLiteral("%1.%2: a whole number").arg(path, QLatin1String(key));
        return v.toInt();
    };
    SheetState s;
    s.name = o.value(QStringLiteral("name")).toString().toStdString();
    s.round = integer(o, "round", QStringLiteral("state"));
    bool phaseKnown = false;
    for (SheetPhase p : {SheetPhase::Movement, SheetPhase::Development, SheetPhase::Over}) {
        if (o.value(QStringLiteral("phase")).toString() == QLatin1String(sheetPhaseName(p))) {
            s.phase = p;
            phaseKnown = true;
        }
    }
    if (!phaseKnown)
        errors << QStringLiteral("state.phase: movement, development or over");
    const QJsonArray guardians = o.value(QStringLiteral("guardians")).toArray();
    if (guardians.size() != kGuardiansPerPlayer)
        errors << QStringLiteral("state.guardians: four Guardians");
    for (int g = 0; g < kGuardiansPerPlayer && g < guardians.size(); ++g) {
        const QJsonObject j = guardians[g].toObject();
        const QString path = QStringLiteral("state.guardians[%1]").arg(g);
        SheetGuardian &gd = s.guardians[at(g)];
        gd.alive = j.value(QStringLiteral("alive")).toBool();
        gd.basePower = integer(j, "basePower", path);
        gd.health = integer(j, "health", path);
        gd.leader = j.value(QStringLiteral("leader")).toBool();
        const auto kind = enumFromName<UpgradeKind>(j.value(QStringLiteral("upgradeKind")), 3, upgradeKindName);
        const auto slot = enumFromName<ConnectionKind>(j.value(QStringLiteral("slot")), 4, connectionKindName);
        if (!kind || !slot)
            errors << path + QStringLiteral(": unknown upgradeKind or slot");
        gd.upgradeKind = kind.value_or(UpgradeKind::None);
        gd.slot = slot.value_or(ConnectionKind::None);
        gd.upgrades = integer(j, "upgrades", path);
        gd.slotTarget = integer(j, "slotTarget", path);
        gd.construction = integer(j, "construction", path);
    }
    const QJsonObject buildings = o.value(QStringLiteral("buildings")).toObject();
    for (int t = 0; t < kBuildingTypeCount; ++t)
        s.buildings[at(t)] = integer(buildings, buildingTypeName(static_cast<BuildingType>(t)), QStringLiteral("state.buildings"));
    for (const QJsonValue &v : o.value(QStringLiteral("constructions")).toArray()) {
        const QJsonObject j = v.toObject();
        SheetConstruction c;
        const auto type = enumFromName<BuildingType>(j.value(QStringLiteral("building")), kBuildingTypeCount, buildingTypeName);
        if (!type)
            errors << QStringLiteral("state.constructions: unknown building");
        c.type = type.value_or(BuildingType::Mine);
        c.guardian = integer(j, "guardian", QStringLiteral("state.constructions"));
        c.paid = integer(j, "paid", QStringLiteral("state.constructions"));
        c.lastPaidRound = integer(j, "lastPaidRound", QStringLiteral("state.constructions"));
        s.constructions.push_back(c);
    }
    s.resources = integer(o, "resources", QStringLiteral("state"));
    s.crystals = integer(o, "crystals", QStringLiteral("state"));
    for (const QJsonValue &v : o.value(QStringLiteral("tech")).toArray()) {
        const auto t = enumFromName<Tech>(v, kTechCount, techName);
        if (!t)
            errors << QStringLiteral("state.tech: unknown Technology \"%1\"").arg(v.toString());
        else
            s.tech[at(static_cast<int>(*t))] = true;
    }
    s.techBoughtRound = integer(o, "techBoughtRound", QStringLiteral("state"));
    s.lastIncomeResources = integer(o, "lastIncomeResources", QStringLiteral("state"));
    s.lastIncomeCrystals = integer(o, "lastIncomeCrystals", QStringLiteral("state"));
    if (errors.isEmpty()) {
        for (const std::string &p : checkSheetInvariants(s))
            errors << QStringLiteral("state: inconsistent: %1").arg(QString::fromStdString(p));
    }
    if (!errors.isEmpty()) {
        setError(error, errors.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    return s;
}

QJsonObject SheetRules::viewToJson(const State &s, const game::Viewer &viewer)
{
    if (viewer.kind == game::Viewer::Kind::Referee || (viewer.kind == game::Viewer::Kind::Seat && viewer.seat == 0))
        return stateToJson(s);
    QJsonObject o;
    o[QStringLiteral("name")] = QString::fromStdString(s.name);
    o[QStringLiteral("round")] = s.round;
    o[QStringLiteral("phase")] = QString::fromLatin1(sheetPhaseName(s.phase));
    return o;
}

QJsonObject SheetRules::scoreToJson(const State &s)
{
    QJsonObject result;
    result[QStringLiteral("score")] = s.score();
    result[QStringLiteral("crystals")] = s.crystals;
    result[QStringLiteral("guardians")] = s.guardiansAlive();
    result[QStringLiteral("reactors")] = s.buildingCount(BuildingType::Reactor);
    result[QStringLiteral("techTiles")] = s.techTiles();
    return result;
}

SheetState SheetRules::perturbHidden(const State &s, int seat, std::uint64_t salt)
{
    SheetState out = s;
    if (seat != 0)
        return out;
    out.resources += 1 + static_cast<int>(salt % 4);
    out.crystals += 1 + static_cast<int>((salt / 4) % 3);
    return out;
}

} // namespace xobos::rules::sheet
