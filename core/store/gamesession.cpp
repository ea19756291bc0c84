// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesession.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

#include "xobos/io/actioncodec.h"
#include "xobos/io/boardio.h"
#include "xobos/io/eventcodec.h"
#include "xobos/io/statecodec.h"
#include "xobos/module/xobosmodule.h"
#include "xobos/rules/scoring.h"

namespace xobos::store {

namespace {

Visibility toStore(rules::Visibility v)
{
    switch (v) {
    case rules::Visibility::Public:
        return Visibility::Public;
    case rules::Visibility::Private:
        return Visibility::Private;
    case rules::Visibility::Referee:
        return Visibility::Referee;
    }
    return Visibility::Referee;
}

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

LogEntry baseEntry(const rules::GameState &s, int actor, const QString &kind)
{
    LogEntry e;
    e.round = s.round;
    e.phase = QString::fromLatin1(rules::phaseName(s.phase));
    e.actor = actor;
    e.kind = kind;
    return e;
}

void addEvents(QList<LogEntry> &out, const rules::GameState &before, const rules::Events &events,
               const rules::Board &board)
{
    for (const rules::Event &ev : events) {
        LogEntry e = baseEntry(before, ev.player, QStringLiteral("event"));
        e.visibility = toStore(ev.visibility);
        e.audience = ev.audience;
        e.payload = compact(io::eventToJson(ev, board));
        out << e;
    }
}

// The final scoring as stored in games.result_json.
QByteArray resultJson(const rules::GameState &state)
{
    const rules::ScoreReport report = rules::computeScores(state);
    QJsonArray lines;
    for (const rules::ScoreLine &l : report.lines) {
        QJsonObject o;
        o[QStringLiteral("player")] = l.player;
        o[QStringLiteral("score")] = l.score;
        o[QStringLiteral("rank")] = l.rank;
        o[QStringLiteral("crystals")] = l.crystals;
        o[QStringLiteral("guardians")] = l.guardians;
        o[QStringLiteral("reactors")] = l.reactors;
        o[QStringLiteral("techTiles")] = l.techTiles;
        lines.append(o);
    }
    QJsonObject result;
    result[QStringLiteral("lines")] = lines;
    return compact(result);
}

} // namespace

QString hashToHex(std::uint64_t hash)
{
    return QStringLiteral("%1").arg(hash, 16, 16, QLatin1Char('0'));
}

QByteArray setupToJson(const rules::SetupOptions &s)
{
    return compact(module::setupOptionsToJson(s));
}

std::optional<rules::SetupOptions> setupFromJson(const QByteArray &json, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (!doc.isObject()) {
        *error = QStringLiteral("the stored setup is not a JSON object: %1").arg(pe.errorString());
        return std::nullopt;
    }
    QString why;
    std::optional<rules::SetupOptions> s = module::setupOptionsFromJson(doc.object(), &why);
    if (!s) {
        *error = QStringLiteral("the stored setup is invalid (%1)").arg(why);
        return std::nullopt;
    }
    // A game stored before the option existed was played by the reading it turns off (an
    // attack destroyed only the sources that absorbed it): it replays so (R-ATTACK-RESOLVE).
    if (!doc.object().value(QStringLiteral("ruleset")).toObject().contains(QStringLiteral("attackDestroysDefendingSources")))
        s->ruleset.attackDestroysDefendingSources = false;
    return s;
}

QString refereePinHash(const GameRecord &record)
{
    return QJsonDocument::fromJson(record.setupJson).object().value(QStringLiteral("refereePinHash")).toString();
}

GameSession::GameSession(GameStore &store, qint64 id, rules::GameState initial)
    : m_store(store)
    , m_gameId(id)
    , m_initial(initial)
    , m_state(std::move(initial))
{ }

QString GameSession::checkNames(const NewGame &game)
{
    const auto shortened = [](const QString &s) { return s.size() > 20 ? s.left(20) + QStringLiteral("…") : s; };
    if (game.title.size() > kMaxTitleLength)
        return QStringLiteral("the title \"%1\" is %2 characters long; a title may have at most %3. Shorten it.")
            .arg(shortened(game.title))
            .arg(game.title.size())
            .arg(kMaxTitleLength);
    for (const std::string &n : game.setup.names) {
        const QString name = QString::fromStdString(n);
        if (name.size() > kMaxNameLength)
            return QStringLiteral("the player name \"%1\" is %2 characters long; a name may have at most %3. "
                                  "Shorten it.")
                .arg(shortened(name))
                .arg(name.size())
                .arg(kMaxNameLength);
    }
    return {};
}

std::unique_ptr<GameSession> GameSession::create(GameStore &store, const NewGame &game, QString *error)
{
    if (const QString bad = checkNames(game); !bad.isEmpty()) {
        *error = bad.left(1).toUpper() + bad.mid(1);
        return nullptr;
    }
    rules::SetupResult setup = rules::standardSetup(game.board, game.setup);
    if (!setup.error.empty()) {
        *error = QString::fromStdString(setup.error);
        return nullptr;
    }
    GameRecord rec;
    rec.title = game.title;
    rec.boardName = game.boardName.isEmpty() ? QString::fromStdString(game.board->name) : game.boardName;
    rec.boardJson = io::saveBoard(*game.board);
    rec.variant = QString::fromLatin1(rules::variantName(game.setup.variant));
    rec.rulesetJson = compact(io::rulesetToJson(game.setup.ruleset));
    rec.setupJson = setupToJson(game.setup);
    if (!game.refereePinHash.isEmpty()) {
        // A hash, never the PIN (docs/security.md); setupFromJson ignores the extra key.
        QJsonObject setup = QJsonDocument::fromJson(rec.setupJson).object();
        setup[QStringLiteral("refereePinHash")] = game.refereePinHash;
        rec.setupJson = compact(setup);
    }
    for (int p = 0; p < setup.state.playerCount(); ++p) {
        PlayerRecord pr;
        pr.seat = p;
        pr.name = QString::fromStdString(setup.state.player(p).name);
        pr.colour = p < game.colours.size() ? game.colours[p] : QString();
        pr.pinHash = p < game.pinHashes.size() ? game.pinHashes[p] : QString();
        rec.players << pr;
    }
    const auto id = store.createGame(rec, error);
    if (!id)
        return nullptr;
    std::unique_ptr<GameSession> session(new GameSession(store, *id, setup.state));
    QList<LogEntry> entries;
    addEvents(entries, setup.state, setup.events, *game.board);
    if (!session->record(entries, error)) {
        store.deleteGame(*id);
        return nullptr;
    }
    return session;
}

std::unique_ptr<GameSession> GameSession::resume(GameStore &store, qint64 gameId, QString *error)
{
    const auto rec = store.game(gameId);
    if (!store.readError().isEmpty()) {
        *error = store.readError();
        return nullptr;
    }
    if (!rec) {
        *error = QStringLiteral("There is no game %1 in %2.").arg(gameId).arg(store.path());
        return nullptr;
    }
    const io::BoardLoadResult board = io::loadBoard(rec->boardJson);
    if (!board.ok()) {
        *error = QStringLiteral("The board stored with game %1 cannot be read: %2")
                     .arg(gameId)
                     .arg(board.messages().join(QStringLiteral("; ")));
        return nullptr;
    }
    const auto options = setupFromJson(rec->setupJson, error);
    if (!options)
        return nullptr;
    auto sharedBoard = std::make_shared<const rules::Board>(*board.board);
    rules::SetupResult setup = rules::standardSetup(sharedBoard, *options);
    if (!setup.error.empty()) {
        *error = QString::fromStdString(setup.error);
        return nullptr;
    }
    std::unique_ptr<GameSession> session(new GameSession(store, gameId, setup.state));
    const QList<LogEntry> log = store.replayRows(gameId);
    if (!store.readError().isEmpty()) {
        *error = store.readError(); // never a game cut short at the damage as if it ended there
        return nullptr;
    }
    // First pass: which actions were taken back.
    std::vector<qint64> undone;
    for (const LogEntry &e : log) {
        if (e.kind == QLatin1String("undo"))
            undone.push_back(QJsonDocument::fromJson(e.payload).object().value(QStringLiteral("undoes")).toInteger());
    }
    // The rows to replay. The stored state hash is compared after the last of them and after
    // every action that ended a round: a damaged or edited row changes the game's course and
    // is caught by the end of its round at the latest (docs/store-format.md), at a fraction of
    // the cost of hashing the whole state after every action.
    std::vector<const LogEntry *> replay;
    for (const LogEntry &e : log) {
        if (e.kind == QLatin1String("action") && std::find(undone.begin(), undone.end(), e.seq) == undone.end())
            replay.push_back(&e);
    }
    for (const LogEntry *row : replay) {
        const LogEntry &e = *row;
        const QJsonObject o = QJsonDocument::fromJson(e.payload).object();
        QStringList errors;
        const int player = o.value(QStringLiteral("player")).toInt(-1);
        const auto action =
            io::actionFromJson(o.value(QStringLiteral("action")), *sharedBoard, QStringLiteral("action"), &errors);
        if (!action) {
            *error = QStringLiteral("Entry %1 of game %2 cannot be read: %3")
                         .arg(e.seq)
                         .arg(gameId)
                         .arg(errors.join(QStringLiteral("; ")));
            return nullptr;
        }
        const int roundBefore = session->m_state.round;
        rules::Outcome out = rules::play(session->m_state, player, *action);
        if (!out.accepted()) {
            *error = QStringLiteral("Entry %1 of game %2 no longer follows the rules (%3): the log is inconsistent.")
                         .arg(e.seq)
                         .arg(gameId)
                         .arg(QString::fromLatin1(out.violation.codeName()));
            return nullptr;
        }
        const bool checkpoint = row == replay.back() || session->m_state.round != roundBefore
            || session->m_state.phase == rules::Phase::GameOver;
        if (checkpoint && !e.stateHash.isEmpty() && e.stateHash != hashToHex(rules::stateHash(session->m_state))) {
            *error = QStringLiteral("Entry %1 of game %2 replays to a different position than was recorded (the "
                                    "log was changed or damaged in round %3).")
                         .arg(e.seq)
                         .arg(gameId)
                         .arg(roundBefore);
            return nullptr;
        }
        session->m_history.push_back(Played{e.seq, player, *action, std::move(out.events)});
    }
    const bool over = session->m_state.phase == rules::Phase::GameOver;
    if (rec->finished.isValid() && !over) {
        *error =
            QStringLiteral("Game %1 in %2 is listed as finished, but its log ends in round %3 of an unfinished "
                           "game: the log is damaged or incomplete. Nothing was changed. Restore a backup from %4.")
                .arg(gameId)
                .arg(store.path())
                .arg(session->m_state.round)
                .arg(GameStore::backupDir(store.path()));
        return nullptr;
    }
    if (over && !rec->finished.isValid() && !store.isReadOnly()) {
        // Written by a version that recorded the end in a transaction of its own, killed
        // between the two: the replay says the game is over, so it is recorded as finished.
        store.finishGame(gameId, resultJson(session->m_state)); // if it fails, the next open tries again
    }
    return session;
}

const LogRecord::Details &LogRecord::details() const
{
    if (m_details)
        return *m_details;
    Details d;
    const QJsonObject payload = QJsonDocument::fromJson(m_payload).object();
    switch (kind) {
    case Kind::Event:
        if (m_board)
            d.event = io::eventFromJson(payload, *m_board, QStringLiteral("event"), nullptr);
        break;
    case Kind::Rejected: {
        const QByteArray code = payload.value(QStringLiteral("code")).toString().toLatin1();
        rules::violationCodeFromName(std::string_view(code.constData(), static_cast<std::size_t>(code.size())), &d.code);
        if (m_board)
            d.action = io::actionFromJson(payload.value(QStringLiteral("action")), *m_board, QStringLiteral("action"), nullptr);
        break;
    }
    case Kind::PinReset: d.resetByTable = payload.value(QStringLiteral("by")).toString() == QLatin1String("table"); break;
    case Kind::Undo:
    case Kind::Redo: break;
    }
    m_details = std::move(d);
    return *m_details;
}

bool LogRecord::readableBy(const Audience &reader) const
{
    switch (reader.kind) {
    case Audience::Kind::Public: return visibility == Visibility::Public;
    case Audience::Kind::Player:
        return visibility == Visibility::Public || (visibility == Visibility::Private && audience == reader.player);
    case Audience::Kind::Referee: return true;
    }
    return false;
}

namespace {

// The kinds of row a LogRecord stands for, as the store names them.
const QStringList &shownKinds()
{
    static const QStringList kinds{QStringLiteral("event"), QStringLiteral("rejected"), QStringLiteral("undo"),
                                   QStringLiteral("redo"), QStringLiteral("pin-reset")};
    return kinds;
}

} // namespace

std::optional<LogRecord> GameSession::recordOf(const LogEntry &e) const
{
    LogRecord r;
    if (e.kind == QLatin1String("event"))
        r.kind = LogRecord::Kind::Event;
    else if (e.kind == QLatin1String("rejected"))
        r.kind = LogRecord::Kind::Rejected;
    else if (e.kind == QLatin1String("undo"))
        r.kind = LogRecord::Kind::Undo;
    else if (e.kind == QLatin1String("redo"))
        r.kind = LogRecord::Kind::Redo;
    else if (e.kind == QLatin1String("pin-reset"))
        r.kind = LogRecord::Kind::PinReset;
    else
        return std::nullopt;
    r.seq = e.seq;
    r.round = e.round;
    for (auto p : {rules::Phase::Setup, rules::Phase::Movement, rules::Phase::Development, rules::Phase::GameOver}) {
        if (e.phase == QLatin1String(rules::phaseName(p)))
            r.phase = p;
    }
    r.actor = e.actor;
    r.visibility = e.visibility;
    r.audience = e.audience;
    r.m_payload = e.payload;
    r.m_board = m_state.board;
    return r;
}

bool GameSession::record(QList<LogEntry> &entries, QString *error, const QByteArray &finishedResult,
                         std::vector<LogRecord> *logged)
{
    if (!m_store.append(m_gameId, entries, error, finishedResult))
        return false;
    if (logged) {
        for (const LogEntry &e : std::as_const(entries)) {
            if (auto r = recordOf(e))
                logged->push_back(std::move(*r));
        }
    }
    return true;
}

std::vector<LogRecord> GameSession::log(const Audience &audience, qint64 afterSeq) const
{
    std::vector<LogRecord> out;
    const QList<LogEntry> rows = m_store.log(m_gameId, audience, afterSeq, shownKinds(), GameStore::LogFields::Shown);
    out.reserve(static_cast<std::size_t>(rows.size()));
    for (const LogEntry &e : rows) {
        if (auto r = recordOf(e))
            out.push_back(std::move(*r));
    }
    return out;
}

SubmitResult GameSession::resetPin(int seat, bool byTable)
{
    SubmitResult r;
    if (!m_store.setPinHash(m_gameId, seat, QString(), &r.storeError))
        return r;
    LogEntry e = baseEntry(m_state, seat, QStringLiteral("pin-reset"));
    e.payload = byTable ? QByteArrayLiteral("{\"by\":\"table\"}") : QByteArrayLiteral("{\"by\":\"referee\"}");
    QList<LogEntry> entries{e};
    r.accepted = record(entries, &r.storeError, {}, &r.logged);
    return r;
}

SubmitResult GameSession::submit(int player, const rules::Action &action)
{
    SubmitResult r;
    r.violation = rules::validate(m_state, player, action);
    QJsonObject payload;
    payload[QStringLiteral("player")] = player;
    payload[QStringLiteral("action")] = io::actionToJson(action, board());
    const bool secret = rules::isSecretAction(action);
    if (!r.violation.ok()) {
        // The referee's audit trail. A rejected secret action is seen only by its author.
        LogEntry e = baseEntry(m_state, player, QStringLiteral("rejected"));
        payload[QStringLiteral("code")] = QString::fromLatin1(r.violation.codeName());
        payload[QStringLiteral("rule")] = QString::fromLatin1(r.violation.rule());
        e.payload = compact(payload);
        // A reason that may rest on a hidden value (a connection, resources, Health…) is
        // for the acting player only; the table sees nothing of the attempt.
        const bool privateReason = secret || !rules::violationIsPublic(r.violation.code);
        e.visibility = privateReason ? Visibility::Private : Visibility::Public;
        e.audience = player;
        QList<LogEntry> entries{e};
        record(entries, &r.storeError, {}, &r.logged);
        return r;
    }
    rules::GameState next = m_state;
    rules::Events events = rules::apply(next, player, action);
    LogEntry a = baseEntry(m_state, player, QStringLiteral("action"));
    a.payload = compact(payload);
    a.visibility = secret ? Visibility::Private : Visibility::Public;
    a.audience = player;
    a.stateHash = hashToHex(rules::stateHash(next));
    QList<LogEntry> entries{a};
    addEvents(entries, m_state, events, board());
    // The action that ends the game records the end in the same transaction.
    const QByteArray finished = next.phase == rules::Phase::GameOver ? resultJson(next) : QByteArray();
    if (!record(entries, &r.storeError, finished, &r.logged))
        return r; // nothing changed: the table is told the action could not be recorded
    m_state = std::move(next);
    m_history.push_back(Played{entries.front().seq, player, action, events});
    m_redo.clear();
    r.accepted = true;
    r.events = std::move(events);
    afterAccepted(r.events);
    return r;
}

void GameSession::afterAccepted(const rules::Events &events)
{
    const bool roundOver = std::any_of(events.begin(), events.end(), [](const rules::Event &e) {
        return (e.type == rules::EventType::RoundStarted && e.amount > 1) || e.type == rules::EventType::GameEnded;
    });
    if (!roundOver)
        return;
    // Automatic backups at the end of each round, written in the background (the action
    // does not wait for the copy); a failed backup never fails the game.
    m_store.rotatingBackupInBackground(QStringLiteral("game%1-round%2").arg(m_gameId).arg(m_state.round), 5);
}

bool GameSession::revealsSomething(const Played &p) const
{
    return std::any_of(p.events.begin(), p.events.end(), [](const rules::Event &e) { return module::isRevealEvent(e.type); });
}

bool GameSession::canUndo(int player) const
{
    return !m_history.empty() && m_history.back().player == player && !revealsSomething(m_history.back())
        && !m_store.isReadOnly();
}

std::optional<rules::Action> GameSession::undoableAction(int player) const
{
    if (!canUndo(player))
        return std::nullopt;
    return m_history.back().action;
}

SubmitResult GameSession::undo(int player)
{
    SubmitResult r;
    if (!canUndo(player)) {
        r.storeError = QStringLiteral("Nothing to undo.");
        return r;
    }
    const Played last = m_history.back();
    LogEntry e = baseEntry(m_state, player, QStringLiteral("undo"));
    QJsonObject payload;
    payload[QStringLiteral("undoes")] = last.seq;
    e.payload = compact(payload);
    e.visibility = Visibility::Public; // "Blue took back an action" (which one stays private)
    QList<LogEntry> entries{e};
    if (!record(entries, &r.storeError, {}, &r.logged))
        return r;
    m_history.pop_back();
    m_state = stateAfter(static_cast<int>(m_history.size()));
    m_redo.push_back(last);
    r.accepted = true;
    return r;
}

bool GameSession::canRedo(int player) const
{
    return !m_redo.empty() && m_redo.back().player == player
        && rules::validate(m_state, player, m_redo.back().action).ok();
}

std::optional<rules::Action> GameSession::redoableAction(int player) const
{
    if (!canRedo(player))
        return std::nullopt;
    return m_redo.back().action;
}

SubmitResult GameSession::redo(int player)
{
    if (!canRedo(player)) {
        SubmitResult r;
        r.storeError = QStringLiteral("Nothing to redo.");
        return r;
    }
    std::vector<Played> keep = m_redo;
    const rules::Action action = keep.back().action;
    keep.pop_back();
    SubmitResult r = submit(player, action);
    if (r.accepted)
        m_redo = std::move(keep);
    return r;
}

rules::GameState GameSession::stateAfter(int count) const
{
    rules::GameState s = m_initial;
    const int n = std::clamp(count, 0, static_cast<int>(m_history.size()));
    for (int i = 0; i < n; ++i)
        rules::apply(s, m_history[static_cast<std::size_t>(i)].player, m_history[static_cast<std::size_t>(i)].action);
    return s;
}

} // namespace xobos::store
