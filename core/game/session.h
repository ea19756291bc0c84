// SPDX-License-Identifier: GPL-3.0-or-later
// One game of any module, kept in step with its log in the store: the generic session
// (the path of one click, docs/architecture.md).
//
// Contract:
// - submit() validates; a refusal is logged (for the acting seat alone when the action is
//   secret or the reason may rest on a hidden value, Violation::publicReason) and changes
//   nothing. An accepted action is applied to a copy; its action row and event rows are
//   committed in ONE durable transaction (with the game's end and the module's score, when
//   it ends the game), and only then does the session's state change. If the store fails,
//   nothing changes and the result says why.
// - The result hands back the rows it appended (Result::rows), so that a log view appends
//   them instead of re-reading the store.
// - resume() finds the game's module by the module id stored with it (games.module) in the
//   explicit list (modules.h), replays the logged actions (undone ones left out) from the
//   stored setup and compares the state hash recorded with the action after the last one
//   and after every one that ended a round or the game: a changed row changes the game's
//   course and is caught by the end of its round at the latest. A game whose module this
//   program does not know or whose rules are newer than the module's, a row that cannot be
//   read or no longer follows the rules, or a hash that differs is refused with a message
//   saying so; nothing is changed. A game listed finished whose replay is not over is
//   refused; a replay that is over in a game not listed finished marks it.
// - undo() takes back the last accepted action, by its own seat, unless one of its events
//   is a reveal (module.h: a phase change, a sealed reveal, a chance outcome…). The undo
//   is a logged row; nothing is deleted. redo() plays the undone actions again, newest
//   first, while nothing else was played, each as a new action row.
// - A rotating backup is written in the background whenever a new round starts or the game
//   ends.
#pragma once

#include "game/erased.h"
#include "store/gamestore.h"

#include <functional>
#include <memory>
#include <vector>

namespace xobos::game {

// The module id of a stored game (games.module; a record without one, as the kind of
// schema 3 said), and the GameRecord::kind written for a module's game.
QString moduleIdOf(const store::GameRecord &record);
QString kindForModule(std::string_view moduleId);

class Session
{
public:
    // Creates the game in the store. `record` gives the title and players (and may give the
    // board's JSON and name); its kind, module id, rules version and setup JSON are filled in
    // here from `module` and `setup`, whatever the caller put there, and the board's JSON
    // from the setup's board object when the record has none.
    static std::unique_ptr<Session> create(store::GameStore &store, const Module &module, const QJsonObject &setup,
                                           store::GameRecord record, QString *error);
    struct Played {
        qint64 seq = 0;
        int seat = kNoSeat;
        QJsonObject action;
        bool reveal = false; // one of its events is a reveal: undo stops before it
    };
    // Called after each action resume() replays, with the position after it: a typed
    // caller keeps its own history from it (InstanceOf::lastAction/lastEvents) without
    // decoding the coded one. Replay codes no event.
    using Replayed = std::function<void(const Played &played, const Instance &after)>;
    static std::unique_ptr<Session> resume(store::GameStore &store, qint64 gameId, QString *error,
                                           const Replayed &replayed = {});
    struct Result {
        bool accepted = false;
        Violation violation;              // why the rules refused it
        std::vector<CodedEvent> events;   // its effects (filter by Viewer::sees before showing)
        QList<store::LogEntry> rows;      // the rows appended to the log (none if the store failed)
        QString storeError;               // the rules accepted it but it could not be recorded
    };

    const Module &module() const { return m_module; }
    qint64 gameId() const { return m_gameId; }
    store::GameStore &store() const { return m_store; }
    const Instance &state() const { return *m_state; }
    const Instance &initialState() const { return *m_initial; }
    // Accepted actions in force (undone ones left out), oldest first.
    const std::vector<Played> &history() const { return m_history; }
    // The position after the first `count` actions of history() (replay).
    std::unique_ptr<Instance> stateAfter(int count) const;

    Result submit(int seat, const QJsonObject &action);
    bool canUndo(int seat) const;
    Result undo(int seat);
    // The undone action redo(seat) would play again, when the rules still accept it.
    const Played *redoable(int seat) const;
    bool canRedo(int seat) const { return redoable(seat) != nullptr; }
    Result redo(int seat);

    // Appends rows that are not actions (a module's setup events, a note) in one durable
    // transaction; on success their seq is set.
    bool appendRows(QList<store::LogEntry> &rows, QString *error);
    // Takes away `seat`'s PIN and logs the public "pin-reset" row saying who agreed
    // ({"by": "table"} or "referee"; docs/security.md, "Resetting a PIN"). The state is as it was.
    bool resetPin(int seat, bool byTable, QString *error);

private:
    Session(store::GameStore &store, const Module &module, qint64 id, std::unique_ptr<Instance> initial);
    store::LogEntry row(const Instance &at, int seat, const QString &kind) const;

    store::GameStore &m_store;
    const Module &m_module;
    qint64 m_gameId = 0;
    std::unique_ptr<Instance> m_initial;
    std::unique_ptr<Instance> m_state;
    std::vector<Played> m_history;
    std::vector<Played> m_redo; // undone actions, newest last, while nothing else was played
};

QString hashHex(std::uint64_t hash);

} // namespace xobos::game
