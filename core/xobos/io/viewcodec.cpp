// SPDX-License-Identifier: GPL-3.0-or-later
#include "viewcodec.h"

#include "codecfields.h"

#include <QJsonArray>

namespace xobos::io {

using namespace rules;

namespace {

QJsonObject guardianJson(const GuardianView &g, const Board &board)
{
    QJsonObject o;
    o[QStringLiteral("alive")] = g.alive;
    o[QStringLiteral("space")] = spaceJson(board, g.space);
    o[QStringLiteral("constructing")] = g.constructing;
    o[QStringLiteral("moved")] = g.moved;
    if (g.power)
        o[QStringLiteral("power")] = *g.power;
    if (g.health)
        o[QStringLiteral("health")] = *g.health;
    if (g.leader)
        o[QStringLiteral("leader")] = *g.leader;
    if (g.slot)
        o[QStringLiteral("slot")] = QString::fromLatin1(connectionKindName(*g.slot));
    if (g.slotTarget)
        o[QStringLiteral("slotTarget")] = *g.slotTarget;
    if (g.upgradeKind)
        o[QStringLiteral("upgradeKind")] = QString::fromLatin1(upgradeKindName(*g.upgradeKind));
    if (g.upgrades)
        o[QStringLiteral("upgrades")] = *g.upgrades;
    return o;
}

QJsonObject playerViewJson(const PlayerView &p, const Board &board)
{
    QJsonObject o;
    o[QStringLiteral("name")] = QString::fromStdString(p.name);
    if (const QJsonValue q = quarterJson(board, p.quarter); !q.isUndefined())
        o[QStringLiteral("quarter")] = q;
    o[QStringLiteral("eliminated")] = p.eliminated;
    o[QStringLiteral("developmentDone")] = p.developmentDone;
    o[QStringLiteral("sheetVisible")] = p.sheetVisible;
    QJsonArray guardians;
    for (const GuardianView &g : p.guardians)
        guardians.append(guardianJson(g, board));
    o[QStringLiteral("guardians")] = guardians;
    QJsonObject quarks;
    for (const auto &[space, count] : p.quarks)
        quarks[spaceJson(board, space).toString()] = count;
    o[QStringLiteral("quarks")] = quarks;
    QJsonArray tech;
    for (Tech t : p.tech)
        tech.append(QString::fromLatin1(techName(t)));
    o[QStringLiteral("tech")] = tech;
    if (p.resources)
        o[QStringLiteral("resources")] = *p.resources;
    if (p.crystals)
        o[QStringLiteral("crystals")] = *p.crystals;
    return o;
}

QJsonValue viewerJson(const Viewer &v)
{
    switch (v.kind) {
    case Viewer::Kind::Public: return QStringLiteral("public");
    case Viewer::Kind::Referee: return QStringLiteral("referee");
    case Viewer::Kind::Player: return v.player;
    }
    return QJsonValue(QJsonValue::Null);
}

} // namespace

QJsonObject viewToJson(const GameView &v, const Board &board)
{
    QJsonObject o;
    o[QStringLiteral("viewer")] = viewerJson(v.viewer);
    o[QStringLiteral("round")] = v.round;
    o[QStringLiteral("phase")] = QString::fromLatin1(phaseName(v.phase));
    o[QStringLiteral("variant")] = QString::fromLatin1(variantName(v.variant));
    o[QStringLiteral("resolving")] = v.resolving;
    o[QStringLiteral("firstPlayer")] = v.firstPlayer;
    o[QStringLiteral("currentPlayer")] = v.currentPlayer;
    QJsonArray acting;
    for (int p : v.acting)
        acting.append(p);
    o[QStringLiteral("acting")] = acting;
    QJsonArray players;
    for (const PlayerView &p : v.players)
        players.append(playerViewJson(p, board));
    o[QStringLiteral("players")] = players;
    QJsonArray buildings;
    for (const BuildingView &b : v.buildings) {
        QJsonObject bo;
        bo[QStringLiteral("owner")] = playerJson(b.owner);
        bo[QStringLiteral("space")] = spaceJson(board, b.space);
        bo[QStringLiteral("complete")] = b.complete;
        if (b.type)
            bo[QStringLiteral("type")] = QString::fromLatin1(buildingTypeName(*b.type));
        if (b.paid)
            bo[QStringLiteral("paid")] = *b.paid;
        if (b.ammo)
            bo[QStringLiteral("ammo")] = *b.ammo;
        buildings.append(bo);
    }
    o[QStringLiteral("buildings")] = buildings;
    o[QStringLiteral("attacks")] = attacksToJson(v.attacks, board);
    o[QStringLiteral("pending")] = pendingToJson(v.pending);
    o[QStringLiteral("techStock")] = techStockToJson(v.techStock);
    return o;
}

QJsonObject scoreReportToJson(const ScoreReport &r)
{
    QJsonObject o;
    QJsonArray lines;
    for (const ScoreLine &l : r.lines) {
        QJsonObject lo;
        lo[QStringLiteral("player")] = l.player;
        lo[QStringLiteral("crystals")] = l.crystals;
        lo[QStringLiteral("guardians")] = l.guardians;
        lo[QStringLiteral("reactors")] = l.reactors;
        lo[QStringLiteral("techTiles")] = l.techTiles;
        lo[QStringLiteral("score")] = l.score;
        lo[QStringLiteral("rank")] = l.rank;
        lo[QStringLiteral("eliminated")] = l.eliminated;
        lines.append(lo);
    }
    o[QStringLiteral("lines")] = lines;
    QJsonArray ties;
    for (const TieBreak &t : r.ties) {
        QJsonObject to;
        QJsonArray players;
        for (int p : t.players)
            players.append(p);
        to[QStringLiteral("players")] = players;
        to[QStringLiteral("score")] = t.score;
        to[QStringLiteral("byTechTiles")] = t.byTechTiles;
        to[QStringLiteral("shared")] = t.shared;
        ties.append(to);
    }
    o[QStringLiteral("ties")] = ties;
    QJsonArray winners;
    for (int p : r.winners)
        winners.append(p);
    o[QStringLiteral("winners")] = winners;
    return o;
}

} // namespace xobos::io
