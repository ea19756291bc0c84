// SPDX-License-Identifier: GPL-3.0-or-later
// One game of Guardians of Xobos being played: the generic session (game/session.h) of the
// Xobos module, with the rules' own types for the window, the CLI and the exports.
//
// Contract: game::Session's (the path of one click, docs/architecture.md): validate,
// durable append, then apply; a refusal whose reason may rest on a hidden value logged for
// the acting seat alone; undo as a logged row, never across a reveal; redo; resume by replay
// with the state hash checked at every round's end and the last action; the end of the game
// and its score (the module's scoreToJson) in the transaction of the action that ends it; a
// backup when a round starts. What this class adds: the typed state, actions and events,
// the setup's events logged with a new game, the PIN-reset row, the log decoded for the
// screens, and the limits on names.
#pragma once

#include <QString>

#include <memory>
#include <optional>
#include <vector>

#include "game/session.h"
#include "xobos/rules/engine.h"
#include "store/gamestore.h"

namespace xobos::store {

struct NewGame {
    std::shared_ptr<const rules::Board> board;
    QString boardName;                 // bundled name or file name, for the library list
    rules::SetupOptions setup;
    QString title;
    QStringList colours;               // one per seat, "#rrggbb"
    QStringList pinHashes;             // one per seat, empty = no PIN
    QString refereePinHash;            // empty = no referee PIN; kept in setup_json "refereePinHash"
};

// One row of the log as the table's screens show it, decoded: the window needs no knowledge
// of the store's payloads. The raw "action" rows and internal "note" rows are not such rows
// (the events of an action say what happened).
class LogRecord {
public:
    enum class Kind { Event, Rejected, Undo, Redo, PinReset };
    qint64 seq = 0;
    int round = 0;
    rules::Phase phase = rules::Phase::Setup;
    int actor = -1;                    // seat, -1 for the game itself
    Kind kind = Kind::Event;
    Visibility visibility = Visibility::Public;
    int audience = -1;                 // Private: the seat that may read it

    // What the row says, read from the stored row the first time it is asked for (a view
    // asks only for the rows it shows: opening a long game decodes a screenful).
    struct Details {
        std::optional<rules::Event> event; // Event; nullopt when this version cannot read it
        rules::ViolationCode code = rules::ViolationCode::None; // Rejected: why
        std::optional<rules::Action> action; // Rejected: what was refused, when readable
        bool resetByTable = false; // PinReset: by every other player's agreement, else by the referee
    };
    const Details &details() const;
    // As GameStore::log() filters in SQL.
    bool readableBy(const Audience &audience) const;

private:
    friend class GameSession;
    QByteArray m_payload;
    std::shared_ptr<const rules::Board> m_board;
    mutable std::optional<Details> m_details;
};

struct SubmitResult {
    bool accepted = false;             // the action is in the game (and in the log)
    rules::Violation violation;        // why the rules refused it
    rules::Events events;              // its effects (filter by visibility before showing!)
    QString storeError;                // non-empty: the rules accepted it but it could not be recorded
    std::vector<LogRecord> logged;     // the shown rows it added to the log, for every audience
};

class GameSession
{
public:
    // Creates the game in the store and logs the setup events.
    static std::unique_ptr<GameSession> create(GameStore &store, const NewGame &game, QString *error);
    // Longest title and player name a game may have (in characters, issue #21.5: a 10 MB
    // name once took the app ~25 s to open and could not be drawn). create() refuses longer.
    static constexpr int kMaxTitleLength = 200;
    static constexpr int kMaxNameLength = 40;
    // Why `game`'s title or a player's name cannot be stored (says the limit); empty if they can.
    static QString checkNames(const NewGame &game);
    // Opens a stored game and replays it.
    static std::unique_ptr<GameSession> resume(GameStore &store, qint64 gameId, QString *error);

    ~GameSession();
    qint64 gameId() const { return m_session->gameId(); }
    const rules::GameState &state() const;
    const rules::Board &board() const { return *state().board; }
    GameStore &store() const { return m_session->store(); }
    // The generic session underneath (what a host of any game sees).
    game::Session &session() const { return *m_session; }

    SubmitResult submit(int player, const rules::Action &action);

    // Takes away `seat`'s PIN and logs the public row saying who did (docs/security.md).
    SubmitResult resetPin(int seat, bool byTable);

    // The log's shown rows after `afterSeq` that `audience` may read, oldest first. Empty
    // (GameStore::readError() says why) when the store cannot read them.
    std::vector<LogRecord> log(const Audience &audience, qint64 afterSeq = 0) const;

    bool canUndo(int player) const;
    SubmitResult undo(int player);
    bool canRedo(int player) const;
    SubmitResult redo(int player);
    // The action that undo/redo would take back or restore (for its owner's eyes only).
    std::optional<rules::Action> undoableAction(int player) const;
    std::optional<rules::Action> redoableAction(int player) const;

    // Accepted actions in force (undone ones left out), oldest first.
    struct Played {
        qint64 seq = 0;
        int player = -1;
        rules::Action action;
        rules::Events events;
    };
    const std::vector<Played> &history() const { return m_history; }
    // The state after the first `count` actions of history() (the replay bar).
    rules::GameState stateAfter(int count) const;
    const rules::GameState &initialState() const;

private:
    GameSession(std::unique_ptr<game::Session> session, std::vector<Played> history);
    // `played` typed, from the position right after it.
    static Played typed(const game::Session::Played &played, const game::Instance &after);
    SubmitResult resultOf(const game::Session::Result &result) const;
    // The shown row `entry` stands for; nullopt for the raw action and note rows.
    std::optional<LogRecord> recordOf(const LogEntry &entry) const;
    std::vector<LogRecord> recordsOf(const QList<LogEntry> &rows) const;

    std::unique_ptr<game::Session> m_session;
    std::vector<Played> m_history; // game::Session's history, typed
};

// Helpers shared with exports and the CLI.
QByteArray setupToJson(const rules::SetupOptions &setup);
std::optional<rules::SetupOptions> setupFromJson(const QByteArray &json, QString *error);
// The referee's PIN hash (store::hashPin) kept in a game's setup JSON; empty when none.
QString refereePinHash(const GameRecord &record);
QString hashToHex(std::uint64_t hash);

} // namespace xobos::store
