// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/moduleexport.h"

#include "store/gamesession.h"

#include <QJsonDocument>

namespace xobos::app {

namespace {

QString qs(std::string_view v)
{
    return QString::fromLatin1(v.data(), static_cast<qsizetype>(v.size()));
}

} // namespace

QByteArray exportModuleScenario(const game::Session &session, const store::GameRecord &record)
{
    QJsonObject setup = QJsonDocument::fromJson(record.setupJson).object();
    if (!record.boardJson.isEmpty())
        setup[QStringLiteral("board")] = QJsonDocument::fromJson(record.boardJson).object();
    QJsonArray players;
    for (int seat = 0; seat < session.state().seats(); ++seat) {
        for (const store::PlayerRecord &p : record.players) {
            if (p.seat == seat)
                players.append(p.name);
        }
    }
    QJsonArray steps;
    for (const game::Session::Played &p : session.history()) {
        QJsonObject step;
        step[QStringLiteral("player")] = p.seat;
        step[QStringLiteral("action")] = p.action;
        steps.append(step);
    }
    const QString hash = game::hashHex(session.state().hash());
    QJsonObject last;
    last[QStringLiteral("check")] = QJsonObject{{QStringLiteral("hash"), hash}};
    last[QStringLiteral("note")] = QStringLiteral("state hash %1").arg(hash);
    steps.append(last);

    QJsonObject doc;
    doc[QStringLiteral("format")] = QStringLiteral("xobos-scenario");
    doc[QStringLiteral("formatVersion")] = 1;
    doc[QStringLiteral("game")] = qs(session.module().id());
    doc[QStringLiteral("rulesVersion")] = record.rulesVersion;
    doc[QStringLiteral("name")] = record.title.isEmpty() ? QStringLiteral("Game %1").arg(session.gameId()) : record.title;
    doc[QStringLiteral("description")] =
        QStringLiteral("Exported from a Xobos Referee library (game %1, %2 actions). Holds every hidden value: "
                       "a referee's file, not for the table.")
            .arg(session.gameId())
            .arg(session.history().size());
    doc[QStringLiteral("rules")] = QJsonArray();
    // Names only when every seat has one: the reader checks one name per seat.
    if (players.size() == session.state().seats())
        doc[QStringLiteral("players")] = players;
    doc[QStringLiteral("setup")] = setup;
    doc[QStringLiteral("steps")] = steps;
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

std::unique_ptr<game::Session> importModuleScenario(store::GameStore &store, const ModuleScenario &sc,
                                                    QString *error, bool *storeFailed)
{
    *storeFailed = false;
    store::GameRecord record;
    record.module = qs(sc.module->id());
    record.rulesVersion = sc.module->rulesVersion();
    record.title = sc.name;
    QJsonObject setup = sc.setup;
    if (setup.value(QStringLiteral("board")).isObject()) {
        const QJsonObject board = setup.value(QStringLiteral("board")).toObject();
        record.boardJson = QJsonDocument(board).toJson(QJsonDocument::Compact);
        record.boardName = board.value(QStringLiteral("name")).toString();
    }
    for (int seat = 0; seat < sc.initial->seats(); ++seat) {
        store::PlayerRecord p;
        p.seat = seat;
        p.name = seat < sc.players.size() ? sc.players.at(seat) : QStringLiteral("Player %1").arg(seat + 1);
        if (p.name.size() > store::GameSession::kMaxNameLength) {
            *error = QStringLiteral("%1: players[%2]: a name has at most %3 characters")
                         .arg(sc.file)
                         .arg(seat)
                         .arg(store::GameSession::kMaxNameLength);
            return nullptr;
        }
        record.players.append(p);
    }
    if (record.title.size() > store::GameSession::kMaxTitleLength) {
        *error = QStringLiteral("%1: name: a title has at most %2 characters")
                     .arg(sc.file)
                     .arg(store::GameSession::kMaxTitleLength);
        return nullptr;
    }
    // From here on the file is fine: what fails is the library.
    *storeFailed = true;
    if (!store.beginBatch(error))
        return nullptr;
    std::unique_ptr<game::Session> session = game::Session::create(store, *sc.module, setup, record, error);
    const auto replay = [&]() -> bool {
        if (!session)
            return false;
        for (const ModuleStep &step : sc.steps) {
            if (!step.hasAction)
                continue;
            const game::Session::Result r = session->submit(step.seat, step.action);
            if (!r.storeError.isEmpty()) {
                *error = r.storeError;
                return false;
            }
        }
        return true;
    };
    const bool replayed = replay();
    if (!store.endBatch(replayed, replayed ? error : nullptr) || !replayed)
        return nullptr;
    return session;
}

} // namespace xobos::app
