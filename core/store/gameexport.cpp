// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameexport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "xobos/io/actioncodec.h"
#include "xobos/io/boardio.h"
#include "xobos/io/scenario.h"
#include "xobos/io/statecodec.h"

namespace xobos::store {

QByteArray exportGameScenario(const GameSession &session, const QString &title)
{
    const rules::GameState &initial = session.initialState();
    const auto record = session.store().game(session.gameId());
    QJsonObject setup;
    QJsonArray names;
    for (const rules::PlayerState &p : initial.players)
        names.append(QString::fromStdString(p.name));
    setup[QStringLiteral("names")] = names;
    setup[QStringLiteral("variant")] = QString::fromLatin1(rules::variantName(initial.variant));
    setup[QStringLiteral("ruleset")] = io::rulesetToJson(initial.ruleset);
    setup[QStringLiteral("seed")] = io::seedToJson(initial.seed);
    QString setupError;
    const auto options = record ? setupFromJson(record->setupJson, &setupError) : std::nullopt;
    if (options && options->firstPlayer >= 0)
        setup[QStringLiteral("firstPlayer")] = options->firstPlayer;

    QJsonArray steps;
    for (const GameSession::Played &p : session.history()) {
        QJsonObject step;
        step[QStringLiteral("player")] = p.player;
        step[QStringLiteral("action")] = io::actionToJson(p.action, session.board());
        steps.append(step);
    }
    QJsonObject state;
    state[QStringLiteral("round")] = session.state().round;
    state[QStringLiteral("phase")] = QString::fromLatin1(rules::phaseName(session.state().phase));
    QJsonObject check;
    check[QStringLiteral("state")] = state;
    QJsonObject last;
    last[QStringLiteral("check")] = check;
    last[QStringLiteral("note")] = QStringLiteral("state hash %1").arg(hashToHex(rules::stateHash(session.state())));
    steps.append(last);

    QJsonObject doc;
    doc[QStringLiteral("format")] = QStringLiteral("xobos-scenario");
    doc[QStringLiteral("formatVersion")] = 1;
    doc[QStringLiteral("name")] = title.isEmpty() ? QStringLiteral("Game %1").arg(session.gameId()) : title;
    doc[QStringLiteral("description")] =
        QStringLiteral("Exported from a Xobos Referee library (game %1, %2 actions). Holds every hidden value: "
                       "a referee's file, not for the table.")
            .arg(session.gameId())
            .arg(session.history().size());
    doc[QStringLiteral("rules")] = QJsonArray();
    doc[QStringLiteral("board")] = io::boardToJson(session.board());
    doc[QStringLiteral("setup")] = setup;
    doc[QStringLiteral("steps")] = steps;
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

std::unique_ptr<GameSession> importGameScenario(GameStore &store, const QByteArray &json, const QString &fileName,
                                                QString *error, bool *storeFailed)
{
    if (storeFailed)
        *storeFailed = false;
    const io::ScenarioLoadResult loaded = io::loadScenario(json, fileName);
    if (!loaded.scenario) {
        *error = loaded.errors.join(QLatin1Char('\n'));
        return nullptr;
    }
    const io::Scenario &sc = *loaded.scenario;
    const rules::GameState &initial = sc.initial;
    NewGame game;
    game.board = sc.board;
    game.boardName = QString::fromStdString(sc.board->name);
    game.title = sc.name;
    game.setup.players = initial.playerCount();
    for (const rules::PlayerState &p : initial.players)
        game.setup.names.push_back(p.name);
    game.setup.variant = initial.variant;
    game.setup.ruleset = initial.ruleset;
    game.setup.seed = initial.seed;
    game.setup.firstPlayer = initial.firstPlayer;
    // The standard setup, then the Leaders a scenario may have chosen before its steps.
    const rules::SetupResult fresh = rules::standardSetup(game.board, game.setup);
    if (!fresh.error.empty()) {
        *error = QString::fromStdString(fresh.error);
        return nullptr;
    }
    std::vector<rules::Action> leaders;
    if (initial.phase != rules::Phase::Setup) {
        for (int p = 0; p < initial.playerCount(); ++p) {
            for (int g = 0; g < rules::kGuardiansPerPlayer; ++g) {
                if (initial.guardian(p, g).leader)
                    leaders.push_back(rules::ChooseLeader{g});
            }
        }
    }
    rules::GameState probe = fresh.state;
    for (int p = 0; p < static_cast<int>(leaders.size()); ++p)
        rules::play(probe, p, leaders[static_cast<std::size_t>(p)]);
    if (rules::stateHash(probe) != rules::stateHash(initial)) {
        *error = QStringLiteral("%1 starts from an explicit position, not a standard setup: only standard setups can "
                                "become games in the library (the CLI can still run it).")
                     .arg(fileName);
        return nullptr;
    }
    if (const QString bad = GameSession::checkNames(game); !bad.isEmpty()) {
        *error = QStringLiteral("%1: %2").arg(fileName, bad);
        return nullptr;
    }
    // From here on the file is fine: what fails is the library.
    if (storeFailed)
        *storeFailed = true;
    // One transaction for the whole import: fast (one fsync, not one per step) and all or
    // nothing (a failure leaves no half-imported game in the library).
    if (!store.beginBatch(error))
        return nullptr;
    auto session = GameSession::create(store, game, error);
    const auto replay = [&]() -> bool {
        if (!session)
            return false;
        for (int p = 0; p < static_cast<int>(leaders.size()); ++p) {
            const SubmitResult r = session->submit(p, leaders[static_cast<std::size_t>(p)]);
            if (!r.accepted) {
                *error = r.storeError;
                return false;
            }
        }
        for (const io::ScenarioStep &step : sc.steps) {
            if (!step.hasAction)
                continue;
            const SubmitResult r = session->submit(step.player, step.action);
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

} // namespace xobos::store
