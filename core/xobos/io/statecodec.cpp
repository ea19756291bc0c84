// SPDX-License-Identifier: GPL-3.0-or-later
#include "statecodec.h"

#include "codecfields.h"

#include "xobos/rules/engine.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace xobos::io {

using namespace rules;

namespace {

constexpr double kMaxExactDouble = 9007199254740992.0; // 2^53

QJsonObject quarkTable(const Board &board, const std::vector<int> &counts)
{
    QJsonObject o;
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i] != 0)
            o[spaceJson(board, static_cast<int>(i)).toString()] = counts[i];
    }
    return o;
}

QJsonObject guardianToJson(const Board &board, const Guardian &g)
{
    QJsonObject o;
    o[QStringLiteral("alive")] = g.alive;
    o[QStringLiteral("space")] = spaceJson(board, g.space);
    o[QStringLiteral("basePower")] = g.basePower;
    o[QStringLiteral("health")] = g.health;
    o[QStringLiteral("leader")] = g.leader;
    o[QStringLiteral("upgradeKind")] = QString::fromLatin1(upgradeKindName(g.upgradeKind));
    o[QStringLiteral("upgrades")] = g.upgrades;
    o[QStringLiteral("slot")] = QString::fromLatin1(connectionKindName(g.slot));
    o[QStringLiteral("slotTarget")] = g.slotTarget;
    o[QStringLiteral("building")] = g.building;
    o[QStringLiteral("moved")] = g.movedThisRound;
    return o;
}

QJsonObject playerToJson(const GameState &s, const PlayerState &p)
{
    const Board &board = s.map();
    QJsonObject o;
    o[QStringLiteral("name")] = QString::fromStdString(p.name);
    if (const QJsonValue q = quarterJson(board, p.quarter); !q.isUndefined())
        o[QStringLiteral("quarter")] = q;
    QJsonArray guardians;
    for (const Guardian &g : p.guardians)
        guardians.append(guardianToJson(board, g));
    o[QStringLiteral("guardians")] = guardians;
    o[QStringLiteral("quarks")] = quarkTable(board, p.quarks);
    o[QStringLiteral("quarksMoved")] = quarkTable(board, p.quarksMoved);
    o[QStringLiteral("resources")] = p.resources;
    o[QStringLiteral("crystals")] = p.crystals;
    QJsonArray tech;
    for (int t = 0; t < kTechCount; ++t) {
        if (p.tech[static_cast<std::size_t>(t)])
            tech.append(QString::fromLatin1(techName(static_cast<Tech>(t))));
    }
    o[QStringLiteral("tech")] = tech;
    o[QStringLiteral("leaderChosen")] = p.leaderChosen;
    o[QStringLiteral("eliminated")] = p.eliminated;
    o[QStringLiteral("techBoughtThisRound")] = p.techBoughtThisRound;
    o[QStringLiteral("pursuedThisRound")] = p.pursuedThisRound;
    o[QStringLiteral("attackedThisTurn")] = p.attackedThisTurn;
    o[QStringLiteral("leaderChangedThisRound")] = p.leaderChangedThisRound;
    o[QStringLiteral("developmentDone")] = p.developmentDone;
    return o;
}

} // namespace

QJsonObject rulesetToJson(const Ruleset &r)
{
    QJsonObject o;
    o[QStringLiteral("watchtowerCapacity")] = r.watchtowerCapacity;
    o[QStringLiteral("unmannedWatchtowerMayShoot")] = r.unmannedWatchtowerMayShoot;
    o[QStringLiteral("mayEnterEnemyBase")] = r.mayEnterEnemyBase;
    o[QStringLiteral("quarksMayEnterEnemyBuilding")] = r.quarksMayEnterEnemyBuilding;
    o[QStringLiteral("leaderSelfHealNeedsConnection")] = r.leaderSelfHealNeedsConnection;
    o[QStringLiteral("componentLimits")] = r.componentLimits;
    o[QStringLiteral("attackDestroysDefendingSources")] = r.attackDestroysDefendingSources;
    return o;
}

std::optional<Ruleset> rulesetFromJson(const QJsonValue &value, const QString &path, QStringList *errors)
{
    if (!value.isObject()) {
        addError(errors, path, QStringLiteral("expected an object, found %1").arg(describeJson(value)));
        return std::nullopt;
    }
    QStringList local;
    FieldReader f(value.toObject(), path, &local);
    Ruleset r;
    r.watchtowerCapacity = f.integer("watchtowerCapacity", r.watchtowerCapacity, 1, 6);
    r.unmannedWatchtowerMayShoot = f.boolean("unmannedWatchtowerMayShoot", r.unmannedWatchtowerMayShoot);
    r.mayEnterEnemyBase = f.boolean("mayEnterEnemyBase", r.mayEnterEnemyBase);
    r.quarksMayEnterEnemyBuilding = f.boolean("quarksMayEnterEnemyBuilding", r.quarksMayEnterEnemyBuilding);
    r.leaderSelfHealNeedsConnection = f.boolean("leaderSelfHealNeedsConnection", r.leaderSelfHealNeedsConnection);
    r.componentLimits = f.boolean("componentLimits", r.componentLimits);
    r.attackDestroysDefendingSources = f.boolean("attackDestroysDefendingSources", r.attackDestroysDefendingSources);
    f.finish();
    if (errors)
        errors->append(local);
    if (!local.isEmpty())
        return std::nullopt;
    return r;
}

std::optional<int> playerFromJson(const QJsonValue &value, const std::vector<std::string> &names, const QString &path,
                                  QStringList *errors)
{
    const int n = static_cast<int>(names.size());
    if (value.isString()) {
        const std::string name = value.toString().toStdString();
        for (int i = 0; i < n; ++i) {
            if (names[static_cast<std::size_t>(i)] == name)
                return i;
        }
        addError(errors, path, QStringLiteral("unknown player %1").arg(describeJson(value)));
        return std::nullopt;
    }
    if (value.isDouble())
        return readInteger(value, path, 0, std::max(n - 1, 0), errors);
    addError(errors, path, QStringLiteral("expected a seat index or a player name, found %1").arg(describeJson(value)));
    return std::nullopt;
}

QJsonValue seedToJson(std::uint64_t seed)
{
    if (static_cast<double>(seed) < kMaxExactDouble)
        return static_cast<double>(seed);
    return QString::number(seed);
}

std::optional<std::uint64_t> seedFromJson(const QJsonValue &value, const QString &path, QStringList *errors)
{
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (d >= 0 && d < kMaxExactDouble && std::floor(d) == d)
            return static_cast<std::uint64_t>(d);
    } else if (value.isString()) {
        bool ok = false;
        const std::uint64_t seed = value.toString().toULongLong(&ok);
        if (ok)
            return seed;
    }
    addError(errors, path, QStringLiteral("expected a seed (a whole number from 0, or a decimal string), found %1")
                               .arg(describeJson(value)));
    return std::nullopt;
}

QJsonObject stateToJson(const GameState &s)
{
    QJsonObject o;
    if (!s.board)
        return o;
    const Board &board = s.map();
    o[QStringLiteral("variant")] = QString::fromLatin1(variantName(s.variant));
    o[QStringLiteral("ruleset")] = rulesetToJson(s.ruleset);
    o[QStringLiteral("seed")] = seedToJson(s.seed);
    o[QStringLiteral("round")] = s.round;
    o[QStringLiteral("phase")] = QString::fromLatin1(phaseName(s.phase));
    o[QStringLiteral("firstPlayer")] = s.firstPlayer;
    o[QStringLiteral("currentPlayer")] = s.currentPlayer;
    o[QStringLiteral("turnsTaken")] = s.turnsTaken;
    o[QStringLiteral("resolving")] = s.resolving;
    o[QStringLiteral("combatCursor")] = s.combatCursor;
    o[QStringLiteral("techStock")] = techStockToJson(s.techStock);
    QJsonArray players;
    for (const PlayerState &p : s.players)
        players.append(playerToJson(s, p));
    o[QStringLiteral("players")] = players;
    QJsonArray buildings;
    for (const Building &b : s.buildings) {
        QJsonObject bo;
        bo[QStringLiteral("owner")] = playerJson(b.owner);
        bo[QStringLiteral("type")] = QString::fromLatin1(buildingTypeName(b.type));
        bo[QStringLiteral("space")] = spaceJson(board, b.space);
        bo[QStringLiteral("complete")] = b.complete;
        bo[QStringLiteral("paid")] = b.paid;
        bo[QStringLiteral("lastPaidRound")] = b.lastPaidRound;
        bo[QStringLiteral("builder")] = b.builder;
        bo[QStringLiteral("ammo")] = b.ammo;
        bo[QStringLiteral("removed")] = b.removed;
        buildings.append(bo);
    }
    o[QStringLiteral("buildings")] = buildings;
    o[QStringLiteral("attacks")] = attacksToJson(s.attacks, board);
    o[QStringLiteral("pending")] = pendingToJson(s.pending);
    QJsonArray plan;
    for (const CombatStep &c : s.combatPlan) {
        QJsonObject co;
        co[QStringLiteral("battle")] = c.battle;
        co[QStringLiteral("player")] = playerJson(c.player);
        co[QStringLiteral("target")] = spaceJson(board, c.target);
        QJsonArray tokens;
        for (int t : c.tokens)
            tokens.append(t);
        co[QStringLiteral("tokens")] = tokens;
        plan.append(co);
    }
    o[QStringLiteral("combatPlan")] = plan;
    return o;
}

} // namespace xobos::io
