// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/companion/sheetsession.h"

#include "store/gamesession.h"
#include "ui/companion/sheetcodec.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace xobos::ui::companion {

using namespace rules::sheet;

namespace {

store::LogEntry entryFor(const SheetState &s, const QString &kind, const QJsonObject &payload)
{
    store::LogEntry e;
    e.round = s.round;
    e.phase = QString::fromLatin1(sheetPhaseName(s.phase));
    e.actor = 0;
    // The sheet is one player's secret: nobody but seat 0 (and the referee view) reads it.
    e.visibility = store::Visibility::Private;
    e.audience = 0;
    e.kind = kind;
    e.payload = QJsonDocument(payload).toJson(QJsonDocument::Compact);
    return e;
}

} // namespace

SheetSession::SheetSession(store::GameStore &store, qint64 id, SheetState state)
    : m_store(store)
    , m_gameId(id)
    , m_state(std::move(state))
{
}

std::unique_ptr<SheetSession> SheetSession::create(store::GameStore &store, const SheetSetup &setup, QString *error)
{
    if (!checkSetup(setup).ok()) {
        if (error)
            *error = QStringLiteral("The setup names no Leader.");
        return nullptr;
    }
    store::GameRecord g;
    g.kind = QStringLiteral("sheet");
    g.title = QString::fromStdString(setup.name);
    g.created = QDateTime::currentDateTimeUtc();
    g.setupJson = sheetSetupToJson(setup);
    store::PlayerRecord p;
    p.seat = 0;
    p.name = QString::fromStdString(setup.name);
    g.players.append(p);
    const std::optional<qint64> id = store.createGame(g, error);
    if (!id)
        return nullptr;
    return std::unique_ptr<SheetSession>(new SheetSession(store, *id, startSheet(setup)));
}

std::unique_ptr<SheetSession> SheetSession::resume(store::GameStore &store, qint64 gameId, QString *error)
{
    const std::optional<store::GameRecord> g = store.game(gameId);
    if (!g || g->kind != QLatin1String("sheet")) {
        if (error)
            *error = QStringLiteral("Game %1 is not a sheet-only game in this library.").arg(gameId);
        return nullptr;
    }
    const std::optional<SheetSetup> setup = sheetSetupFromJson(g->setupJson, error);
    if (!setup)
        return nullptr;
    std::unique_ptr<SheetSession> s(new SheetSession(store, gameId, startSheet(*setup)));
    for (const store::LogEntry &row : store.replayRows(gameId)) {
        if (row.kind != QLatin1String("action"))
            continue;
        const QJsonObject payload = QJsonDocument::fromJson(row.payload).object();
        const std::optional<SheetAction> a = sheetActionFromJson(payload.value(QStringLiteral("action")).toObject(), error);
        if (!a)
            return nullptr;
        if (!applySheet(s->m_state, *a).accepted()) {
            if (error)
                *error = QStringLiteral("Row %1 of the sheet no longer follows the rules.").arg(row.seq);
            return nullptr;
        }
        if (!row.stateHash.isEmpty() && row.stateHash != store::hashToHex(sheetHash(s->m_state))) {
            if (error)
                *error = QStringLiteral("The sheet replays to a different position than was recorded (row %1).").arg(row.seq);
            return nullptr;
        }
        s->m_history.push_back(*a);
    }
    return s;
}

SheetSession::Result SheetSession::submit(const SheetAction &action)
{
    Result r;
    SheetState next = m_state;
    r.outcome = applySheet(next, action);
    QJsonObject payload;
    payload[QStringLiteral("action")] = sheetActionToJson(action);
    QList<store::LogEntry> rows;
    if (!r.outcome.accepted()) {
        // The refusal is part of the player's own record, like the referee's audit trail.
        payload[QStringLiteral("code")] = QString::fromStdString(r.outcome.violation.codeName());
        rows.append(entryFor(m_state, QStringLiteral("rejected"), payload));
        m_store.append(m_gameId, rows);
        return r;
    }
    store::LogEntry e = entryFor(next, QStringLiteral("action"), payload);
    e.stateHash = store::hashToHex(sheetHash(next));
    rows.append(e);
    // The end of the sheet in the same transaction as the action that ends it (issue #21.9).
    QByteArray finished;
    if (next.phase == SheetPhase::Over && m_state.phase != SheetPhase::Over) {
        QJsonObject result;
        result[QStringLiteral("score")] = next.score();
        result[QStringLiteral("crystals")] = next.crystals;
        result[QStringLiteral("guardians")] = next.guardiansAlive();
        result[QStringLiteral("reactors")] = next.buildingCount(rules::BuildingType::Reactor);
        result[QStringLiteral("techTiles")] = next.techTiles();
        finished = QJsonDocument(result).toJson(QJsonDocument::Compact);
    }
    if (!m_store.append(m_gameId, rows, &r.storeError, finished)) {
        if (r.storeError.isEmpty())
            r.storeError = m_store.lastError();
        return r;
    }
    m_state = std::move(next);
    m_history.push_back(action);
    return r;
}

} // namespace xobos::ui::companion
