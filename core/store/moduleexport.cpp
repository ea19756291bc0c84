// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/moduleexport.h"

#include "store/gameexport.h"

#include <QJsonDocument>

namespace xobos::store {

namespace {

QString qs(std::string_view v)
{
    return QString::fromLatin1(v.data(), static_cast<qsizetype>(v.size()));
}

} // namespace

QByteArray exportModuleScenario(const game::Session &session, const GameRecord &record)
{
    QJsonObject setup = QJsonDocument::fromJson(record.setupJson).object();
    if (!record.boardJson.isEmpty())
        setup[QStringLiteral("board")] = QJsonDocument::fromJson(record.boardJson).object();
    QJsonArray players;
    for (int seat = 0; seat < session.state().seats(); ++seat) {
        for (const PlayerRecord &p : record.players) {
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

    QJsonObject doc = exportHeader(session.gameId(), record.title, static_cast<qsizetype>(session.history().size()));
    doc[QStringLiteral("game")] = qs(session.module().id());
    doc[QStringLiteral("rulesVersion")] = record.rulesVersion;
    // Names only when every seat has one: the reader checks one name per seat.
    if (players.size() == session.state().seats())
        doc[QStringLiteral("players")] = players;
    doc[QStringLiteral("setup")] = setup;
    doc[QStringLiteral("steps")] = steps;
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

std::unique_ptr<game::Session> importModuleScenario(GameStore &store, const game::ModuleScenario &sc,
                                                    QString *error, bool *storeFailed)
{
    *storeFailed = false;
    GameRecord record;
    record.title = sc.name;
    QJsonObject setup = sc.setup;
    if (setup.value(QStringLiteral("board")).isObject()) {
        const QJsonObject board = setup.value(QStringLiteral("board")).toObject();
        record.boardJson = QJsonDocument(board).toJson(QJsonDocument::Compact);
        record.boardName = board.value(QStringLiteral("name")).toString();
    }
    for (int seat = 0; seat < sc.initial->seats(); ++seat) {
        PlayerRecord p;
        p.seat = seat;
        p.name = seat < sc.players.size() ? sc.players.at(seat) : QStringLiteral("Player %1").arg(seat + 1);
        if (p.name.size() > GameSession::kMaxNameLength) {
            *error = QStringLiteral("%1: players[%2]: a name has at most %3 characters")
                         .arg(sc.file)
                         .arg(seat)
                         .arg(GameSession::kMaxNameLength);
            return nullptr;
        }
        record.players.append(p);
    }
    if (record.title.size() > GameSession::kMaxTitleLength) {
        *error = QStringLiteral("%1: name: a title has at most %2 characters")
                     .arg(sc.file)
                     .arg(GameSession::kMaxTitleLength);
        return nullptr;
    }
    // From here on the file is fine: what fails is the library.
    *storeFailed = true;
    std::unique_ptr<game::Session> session;
    // One transaction for the whole import, as for Xobos (gameexport.cpp).
    const bool imported = store.writeBatch([&] {
        session = game::Session::create(store, *sc.module, setup, record, error);
        if (!session)
            return false;
        for (const game::ModuleStep &step : sc.steps) {
            const game::Session::Result r = step.hasAction ? session->submit(step.seat, step.action) : game::Session::Result();
            if (!r.storeError.isEmpty()) {
                *error = r.storeError;
                return false;
            }
        }
        return true;
    }, error);
    return imported ? std::move(session) : nullptr;
}

ImportedGame importGameFile(GameStore &store, const QByteArray &json, const QString &fileName, const KnownModules &known,
                            QString *error, bool *storeFailed)
{
    *storeFailed = false;
    ImportedGame imported;
    // A scenario of a game other than Xobos that this program plays goes through its
    // module; Xobos, unknown games and newer rules keep the Xobos import and its messages.
    const game::ScenarioGamePeek peek = game::peekScenarioGame(json, fileName);
    GameRecord probe;
    if (peek.module)
        probe.module = qs(peek.module->id());
    probe.rulesVersion = scenarioGameOf(peek.root).rulesVersion;
    if (peek.module && whyNotPlayable(probe, known).isEmpty()) {
        QStringList errors;
        const auto sc = game::loadModuleScenario(*peek.module, peek.root, fileName, &errors);
        if (!sc) {
            *error = errors.join(QLatin1Char('\n'));
            return imported;
        }
        imported.other = importModuleScenario(store, *sc, error, storeFailed);
        return imported;
    }
    imported.xobos = importGameScenario(store, json, fileName, error, storeFailed, known);
    return imported;
}

} // namespace xobos::store
