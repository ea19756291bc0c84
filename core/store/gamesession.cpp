// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesession.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

#include "game/modules.h"
#include "xobos/io/actioncodec.h"
#include "xobos/io/boardio.h"
#include "xobos/io/eventcodec.h"
#include "xobos/io/statecodec.h"
#include "xobos/module/xobosmodule.h"

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
    return s; // a game stored before a ruleset option reads as it was played (setupOptionsFromJson)
}

QString refereePinHash(const GameRecord &record)
{
    return QJsonDocument::fromJson(record.setupJson).object().value(QStringLiteral("refereePinHash")).toString();
}

GameSession::GameSession(std::unique_ptr<game::Session> session, std::vector<Played> history)
    : m_session(std::move(session))
    , m_history(std::move(history))
{ }

GameSession::~GameSession() = default;

namespace {

const game::InstanceOf<module::XobosRules> &typedInstance(const game::Instance &instance)
{
    return static_cast<const game::InstanceOf<module::XobosRules> &>(instance);
}

} // namespace

const rules::GameState &GameSession::state() const
{
    return typedInstance(m_session->state()).state();
}

const rules::GameState &GameSession::initialState() const
{
    return typedInstance(m_session->initialState()).state();
}

GameSession::Played GameSession::typed(const game::Session::Played &p, const game::Instance &after)
{
    // The action and events typed as the rules just applied them: nothing decoded again.
    const game::InstanceOf<module::XobosRules> &at = typedInstance(after);
    return Played{p.seq, p.seat, at.lastAction(), at.lastEvents()};
}

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
    // The setup's events (who starts, the first round) are logged with the game; the
    // module's setup makes the same state from the same options.
    const rules::SetupResult setup = rules::standardSetup(game.board, game.setup);
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
    for (int p = 0; p < setup.state.playerCount(); ++p) {
        PlayerRecord pr;
        pr.seat = p;
        pr.name = QString::fromStdString(setup.state.player(p).name);
        pr.colour = p < game.colours.size() ? game.colours[p] : QString();
        pr.pinHash = p < game.pinHashes.size() ? game.pinHashes[p] : QString();
        rec.players << pr;
    }
    QJsonObject json = module::setupOptionsToJson(game.setup);
    if (!game.refereePinHash.isEmpty())
        json[QStringLiteral("refereePinHash")] = game.refereePinHash; // a hash, never the PIN (docs/security.md)
    json[QStringLiteral("board")] = io::boardToJson(*game.board);
    auto session = game::Session::create(store, *game::findModule(game::kXobosModuleId), json, rec, error);
    if (!session)
        return nullptr;
    QList<LogEntry> entries;
    addEvents(entries, setup.state, setup.events, *game.board);
    if (!session->appendRows(entries, error)) {
        store.deleteGame(session->gameId());
        return nullptr;
    }
    return std::unique_ptr<GameSession>(new GameSession(std::move(session), {}));
}

std::unique_ptr<GameSession> GameSession::resume(GameStore &store, qint64 gameId, QString *error)
{
    const std::optional<GameRecord> rec = store.game(gameId);
    if (rec && game::moduleIdOf(*rec) != QLatin1String(game::kXobosModuleId)) {
        *error = QStringLiteral("Game %1 is not a game of Guardians of Xobos.").arg(gameId);
        return nullptr;
    }
    std::vector<Played> history;
    auto session = game::Session::resume(store, gameId, error, [&history](const game::Session::Played &p, const game::Instance &after) {
        history.push_back(typed(p, after));
    });
    if (!session)
        return nullptr;
    return std::unique_ptr<GameSession>(new GameSession(std::move(session), std::move(history)));
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
    r.m_board = state().board;
    return r;
}

std::vector<LogRecord> GameSession::recordsOf(const QList<LogEntry> &rows) const
{
    std::vector<LogRecord> out;
    for (const LogEntry &e : rows) {
        if (auto r = recordOf(e))
            out.push_back(std::move(*r));
    }
    return out;
}

SubmitResult GameSession::resultOf(const game::Session::Result &g) const
{
    SubmitResult r;
    r.accepted = g.accepted;
    r.storeError = g.storeError;
    if (g.accepted && !g.events.empty()) // an accepted action: the state's last events are its own
        r.events = typedInstance(m_session->state()).lastEvents();
    r.logged = recordsOf(g.rows);
    return r;
}

std::vector<LogRecord> GameSession::log(const Audience &audience, qint64 afterSeq) const
{
    std::vector<LogRecord> out;
    const QList<LogEntry> rows = store().log(gameId(), audience, afterSeq, shownKinds(), GameStore::LogFields::Shown);
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
    if (!store().setPinHash(gameId(), seat, QString(), &r.storeError))
        return r;
    LogEntry e = baseEntry(state(), seat, QStringLiteral("pin-reset"));
    e.payload = byTable ? QByteArrayLiteral("{\"by\":\"table\"}") : QByteArrayLiteral("{\"by\":\"referee\"}");
    QList<LogEntry> entries{e};
    r.accepted = m_session->appendRows(entries, &r.storeError);
    if (r.accepted)
        r.logged = recordsOf(entries);
    return r;
}

SubmitResult GameSession::submit(int player, const rules::Action &action)
{
    const game::Session::Result g = m_session->submit(player, io::actionToJson(action, board()));
    SubmitResult r = resultOf(g);
    if (!g.violation.ok()) {
        // The typed reason for the window; the state is as it was when the session refused.
        r.violation = rules::validate(state(), player, action);
        return r;
    }
    if (r.accepted)
        m_history.push_back(Played{g.rows.front().seq, player, action, r.events});
    return r;
}

bool GameSession::canUndo(int player) const
{
    return m_session->canUndo(player);
}

std::optional<rules::Action> GameSession::undoableAction(int player) const
{
    if (!canUndo(player))
        return std::nullopt;
    return m_history.back().action;
}

SubmitResult GameSession::undo(int player)
{
    SubmitResult r = resultOf(m_session->undo(player));
    if (r.accepted)
        m_history.pop_back();
    return r;
}

bool GameSession::canRedo(int player) const
{
    return m_session->canRedo(player);
}

std::optional<rules::Action> GameSession::redoableAction(int player) const
{
    const game::Session::Played *p = m_session->redoable(player);
    if (!p)
        return std::nullopt;
    return io::actionFromJson(p->action, board(), QStringLiteral("action"), nullptr);
}

SubmitResult GameSession::redo(int player)
{
    const game::Session::Result g = m_session->redo(player);
    SubmitResult r = resultOf(g);
    if (r.accepted)
        m_history.push_back(typed(m_session->history().back(), m_session->state()));
    return r;
}

rules::GameState GameSession::stateAfter(int count) const
{
    // Typed, for the replay bar: the history holds the decoded actions already.
    rules::GameState s = initialState();
    const int n = std::clamp(count, 0, static_cast<int>(m_history.size()));
    for (int i = 0; i < n; ++i)
        rules::apply(s, m_history[static_cast<std::size_t>(i)].player, m_history[static_cast<std::size_t>(i)].action);
    return s;
}

} // namespace xobos::store
