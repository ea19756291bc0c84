// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameexport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "io/strictinput.h"
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

    QJsonObject doc = exportHeader(session.gameId(), title, static_cast<qsizetype>(session.history().size()));
    if (record && (record->module != ScenarioGame().module || record->rulesVersion != ScenarioGame().rulesVersion)) {
        doc[QStringLiteral("game")] = record->module;
        doc[QStringLiteral("rulesVersion")] = record->rulesVersion;
    }
    doc[QStringLiteral("board")] = io::boardToJson(session.board());
    doc[QStringLiteral("setup")] = setup;
    doc[QStringLiteral("steps")] = steps;
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

QJsonObject exportHeader(qint64 gameId, const QString &title, qsizetype actions)
{
    QJsonObject doc;
    doc[QStringLiteral("format")] = QStringLiteral("xobos-scenario");
    doc[QStringLiteral("formatVersion")] = 1;
    doc[QStringLiteral("name")] = title.isEmpty() ? QStringLiteral("Game %1").arg(gameId) : title;
    doc[QStringLiteral("description")] =
        QStringLiteral("Exported from a Xobos Referee library (game %1, %2 actions). Holds every hidden value: "
                       "a referee's file, not for the table.")
            .arg(gameId)
            .arg(actions);
    doc[QStringLiteral("rules")] = QJsonArray();
    return doc;
}

ScenarioGame scenarioGameOf(const QJsonObject &root)
{
    ScenarioGame g;
    const QJsonValue module = root.value(QStringLiteral("game"));
    const QJsonValue rules = root.value(QStringLiteral("rulesVersion"));
    if (!module.isUndefined()) {
        if (!module.isString() || module.toString().isEmpty())
            g.error = QStringLiteral("\"game\" must name a game, such as \"xobos\"");
        g.module = module.toString();
    }
    if (!rules.isUndefined()) {
        const double v = rules.toDouble(-1);
        if (!rules.isDouble() || v < 1 || v > 1000000 || v != static_cast<int>(v))
            g.error = QStringLiteral("\"rulesVersion\" must be a whole number from 1");
        g.rulesVersion = static_cast<int>(v);
    }
    return g;
}

QByteArray exportGameRecord(const GameStore &store, qint64 gameId)
{
    const std::optional<GameRecord> g = store.game(gameId);
    const QList<LogEntry> rows = store.log(gameId, Audience::referee());
    if (!g || !store.readError().isEmpty())
        return {};
    const auto time = [](const QDateTime &t) {
        return t.isValid() ? QJsonValue(t.toString(Qt::ISODateWithMs)) : QJsonValue();
    };
    const auto json = [](const QByteArray &b) {
        const QJsonDocument d = QJsonDocument::fromJson(b);
        return d.isNull()  ? QJsonValue(QString::fromUtf8(b))
            : d.isObject() ? QJsonValue(d.object())
                           : QJsonValue(d.array());
    };
    QJsonObject doc;
    doc[QStringLiteral("format")] = QStringLiteral("xobos-library-game");
    doc[QStringLiteral("formatVersion")] = 1;
    doc[QStringLiteral("game")] = g->module;
    doc[QStringLiteral("rulesVersion")] = g->rulesVersion;
    doc[QStringLiteral("id")] = g->id;
    doc[QStringLiteral("kind")] = g->kind;
    doc[QStringLiteral("title")] = g->title;
    doc[QStringLiteral("created")] = time(g->created);
    doc[QStringLiteral("finished")] = time(g->finished);
    doc[QStringLiteral("boardName")] = g->boardName;
    doc[QStringLiteral("board")] = json(g->boardJson);
    doc[QStringLiteral("variant")] = g->variant;
    doc[QStringLiteral("ruleset")] = json(g->rulesetJson);
    doc[QStringLiteral("setup")] = json(g->setupJson);
    doc[QStringLiteral("result")] = g->resultJson.isEmpty() ? QJsonValue() : json(g->resultJson);
    QJsonArray players;
    for (const PlayerRecord &p : g->players) {
        QJsonObject o;
        o[QStringLiteral("seat")] = p.seat;
        o[QStringLiteral("name")] = p.name;
        o[QStringLiteral("colour")] = p.colour;
        players.append(o);
    }
    doc[QStringLiteral("players")] = players;
    static const char *const visibility[] = {"public", "private", "referee"};
    QJsonArray log;
    for (const LogEntry &e : rows) {
        QJsonObject o;
        o[QStringLiteral("seq")] = e.seq;
        o[QStringLiteral("round")] = e.round;
        o[QStringLiteral("phase")] = e.phase;
        o[QStringLiteral("actor")] = e.actor;
        o[QStringLiteral("visibility")] = QLatin1String(visibility[static_cast<int>(e.visibility)]);
        if (e.visibility == Visibility::Private)
            o[QStringLiteral("audience")] = e.audience;
        o[QStringLiteral("kind")] = e.kind;
        o[QStringLiteral("payload")] = json(e.payload);
        if (!e.stateHash.isEmpty())
            o[QStringLiteral("stateHash")] = e.stateHash;
        o[QStringLiteral("time")] = time(e.time);
        log.append(o);
    }
    doc[QStringLiteral("log")] = log;
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

std::unique_ptr<GameSession> importGameScenario(GameStore &store, const QByteArray &json, const QString &fileName,
                                                QString *error, bool *storeFailed, const KnownModules &known)
{
    if (storeFailed)
        *storeFailed = false;
    // The game the file is of, read (and taken out) before the Xobos scenario reader sees it.
    // A file with a duplicate key goes to the reader as it is, which names the key.
    const QJsonDocument parsed = QJsonDocument::fromJson(json);
    QByteArray scenario = json;
    if (parsed.isObject() && io::duplicateKey(json).isEmpty()) {
        QJsonObject root = parsed.object();
        const ScenarioGame game = scenarioGameOf(root);
        if (!game.error.isEmpty()) {
            *error = QStringLiteral("%1: %2.").arg(fileName, game.error);
            return nullptr;
        }
        GameRecord probe;
        probe.module = game.module;
        probe.rulesVersion = game.rulesVersion;
        if (const QString why = whyNotPlayable(probe, known); !why.isEmpty() || game.module != ScenarioGame().module) {
            *error = !why.isEmpty()
                ? QStringLiteral("%1 is a scenario of the game \"%2\" (rules version %3), which this version of Xobos "
                                 "Referee cannot import: update Xobos Referee, or import it with the build that made "
                                 "it. Nothing was stored.")
                      .arg(fileName, game.module)
                      .arg(game.rulesVersion)
                : QStringLiteral("%1 is a scenario of the game \"%2\", not of Guardians of Xobos: it is imported "
                                 "through its own game. Nothing was stored.")
                      .arg(fileName, game.module);
            return nullptr;
        }
        if (root.contains(QStringLiteral("game")) || root.contains(QStringLiteral("rulesVersion"))) {
            root.remove(QStringLiteral("game"));
            root.remove(QStringLiteral("rulesVersion"));
            scenario = QJsonDocument(root).toJson(QJsonDocument::Compact);
        }
    }
    const io::ScenarioLoadResult loaded = io::loadScenario(scenario, fileName);
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
    std::unique_ptr<GameSession> session;
    const bool imported = store.writeBatch([&] {
        session = GameSession::create(store, game, error);
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
            const SubmitResult r = step.hasAction ? session->submit(step.player, step.action) : SubmitResult();
            if (!r.storeError.isEmpty()) { // a refused step is logged as a refused attempt
                *error = r.storeError;
                return false;
            }
        }
        return true;
    }, error);
    return imported ? std::move(session) : nullptr;
}

} // namespace xobos::store
