// SPDX-License-Identifier: GPL-3.0-or-later
// The referee's hands: the one object that owns the game library, the game being played
// and its undo, and drives the rules engine for every widget.
//
// Contract:
// - Widgets never touch the GameState: they read view() (always rules::view(state, viewer))
//   and ask legalActions()/check(); they change the game only through submit(), undo()
//   and redo(). Nothing here computes a rule.
// - submit() goes through store::GameSession: an accepted action is durably logged before
//   stateAdvanced() is emitted; a refused one is logged as an attempt and actionRejected()
//   carries the engine's code; a store failure leaves the game as it was (storeFailed()).
// - Replay: setReplayPosition(n) shows the game after its first n actions, read-only;
//   leaveReplay() (or n == historySize()) returns to the live game.
// - The viewer (public by default) is an explicit property: the private sheets of
//   issue #8 switch it behind their lock; every view follows it.
#pragma once

#include "xobos/rules/engine.h"
#include "xobos/rules/scoring.h"
#include "xobos/rules/view.h"
#include "store/gamesession.h"
#include "store/gamestore.h"

#include <QColor>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace xobos::ui {

class GameController : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameController)

public:
    // `databasePath` empty: the library is GameStore::defaultPath(). Nothing is opened
    // before openLibrary() is called.
    explicit GameController(const QString &databasePath = QString(), QObject *parent = nullptr);
    ~GameController() override;

    // --- the library -----------------------------------------------------------------
    QString databasePath() const { return m_databasePath; }
    bool openLibrary(QString *error = nullptr);
    // Opens another library file instead (e.g. a restored backup); closes the current game.
    bool switchLibrary(const QString &path, QString *error = nullptr);
    bool isLibraryOpen() const;
    store::GameStore &store() { return m_store; }
    QList<store::GameRecord> games() const;
    // The open game's log rows after `afterSeq` that `audience` may read, decoded
    // (store::GameSession::log()); empty without a game.
    std::vector<store::LogRecord> log(const store::Audience &audience, qint64 afterSeq = 0) const;

    // --- the current game --------------------------------------------------------------
    bool newGame(const store::NewGame &game, QString *error = nullptr);
    bool openGame(qint64 gameId, QString *error = nullptr);
    // Reads a game file of any game the window plays (a scenario such as `xobos-cli export`
    // writes, *.xobos.json), adds it to the library as a new game in one transaction and
    // returns its id; a game of Xobos is opened here. On failure (0) the library and the
    // current game are unchanged and `error` says what is wrong with the file.
    qint64 importGame(const QString &fileName, QString *error = nullptr);
    // The open game as such a file. It holds every hidden value, so it is written only for a
    // finished game (everything is public then) or while the referee's view is open.
    bool mayExportGame() const;
    bool exportGame(const QString &fileName, QString *error = nullptr) const;
    void closeGame();
    bool hasGame() const { return m_session != nullptr; }
    qint64 gameId() const;
    QString gameTitle() const;
    const rules::Board *board() const;
    QStringList playerNames() const { return m_names; }
    QList<QColor> playerColours() const { return m_colours; }
    int playerCount() const { return static_cast<int>(m_names.size()); }

    rules::Viewer viewer() const { return m_viewer; }
    void setViewer(const rules::Viewer &viewer);
    // The stored PIN hashes (store::hashPin; empty: no PIN) that open a seat's sheets and
    // the referee's view. Never a PIN.
    QString pinHash(int seat) const;
    QString refereePinHash() const;
    // The final scoring once the game is over (every value is public then); nullopt before.
    std::optional<rules::ScoreReport> finalScores() const;

    // What the current viewer may see of the position shown (live or replayed), made once
    // per change.
    const rules::GameView &view() const { return m_view; }
    // The players who may act now; empty in replay or when no game is open.
    std::vector<int> actingPlayers() const;
    // The seat the board's clicks act for: the viewer's own seat when it may act,
    // otherwise the first acting player; -1 when nobody may act.
    int actingPlayer() const;
    // Made once per change for each player asked about, then kept until the next change.
    std::vector<rules::Action> legalActions(int player) const;
    // Asks the engine without playing or logging anything.
    rules::Violation check(int player, const rules::Action &action) const;

    bool submit(int player, const rules::Action &action);
    // The window's "who may do what, now" (issue #20, secrets::AccessPolicy): when set, every
    // submit(), undo() and redo() asks it first, and what it refuses is not played (nor
    // logged). Without a gate (the command line, tests of the engine) only the viewer rule
    // below applies.
    using ActionGate = std::function<bool(int player, const rules::Action &action)>;
    void setActionGate(ActionGate gate);
    // Table mode (issue #29): what `viewer` sees of the live game (a seat's phone), and a
    // seat's entry from its own phone: submit()'s path, judged by `gate` (the access policy
    // as that seat's own view, ui/secrets/xobosphonehost.h) instead of the window's gate.
    rules::GameView liveViewFor(const rules::Viewer &viewer) const;
    bool submitFromSeat(int player, const rules::Action &action, const ActionGate &gate);
    // Whether submit(player, action) would get past the gate and the viewer rule (the
    // engine is not asked).
    bool mayEnter(int player, const rules::Action &action) const;
    // Takes away `seat`'s PIN (docs/security.md: by the referee, or by the table when no
    // referee PIN was set) and logs the public row "pin-reset" for the table. False when no
    // game is open or the store fails.
    enum class ResetBy { Referee, Table };
    bool resetPin(int seat, ResetBy by, QString *error = nullptr);
    // Undo/redo of a secret action only for its owner's eyes (or the referee's): nobody
    // takes back another player's hidden entry from the public table.
    bool canUndo() const;
    bool canRedo() const;
    bool undo();
    bool redo();
    // The public events of the last accepted action (for the combat dialog).
    const rules::Events &lastEvents() const { return m_lastEvents; }
    // The log rows the last change added (an accepted or refused action, an undo, a redo, a
    // PIN reset), for every audience: observers append those their reader may read
    // (LogRecord::readableBy) when stateAdvanced() or actionRejected() is emitted.
    const std::vector<store::LogRecord> &lastLogged() const { return m_lastLogged; }

    // --- replay ------------------------------------------------------------------------
    int historySize() const;
    bool isReplaying() const { return m_replayState != nullptr; }
    int replayPosition() const; // historySize() when live
    void setReplayPosition(int count);
    void leaveReplay();
    // Round and phase after the first `count` actions (the replay bar's labels), public.
    struct Mark {
        int round = 1;
        rules::Phase phase = rules::Phase::Setup;
    };
    Mark markAfter(int count) const;
    // The log's rows of the position after the first `count` actions are those with a
    // sequence number below this one (the next action's row); 0 when live or no game.
    qint64 logSeqLimitAfter(int count) const;

    // Connects `slot` of `receiver` to every change of the position shown: stateAdvanced,
    // viewerChanged and replayPositionChanged (one call per change). gameChanged apart.
    template <typename Receiver, typename Slot>
    void connectPositionChanges(Receiver *receiver, Slot slot)
    {
        connect(this, &GameController::stateAdvanced, receiver, slot);
        connect(this, &GameController::viewerChanged, receiver, slot);
        connect(this, &GameController::replayPositionChanged, receiver, slot);
    }

Q_SIGNALS:
    // One signal per change, emitted once the controller is up to date (view() and
    // legalActions() answer for what is shown now). Nothing else follows it.
    void gameChanged();           // another game (or none) is open: everything shown is new
    void stateAdvanced();         // the live game moved on: an accepted action, an undo, a redo
    void viewerChanged();         // another viewer: what may be seen changed
    void replayPositionChanged(); // the replayed position moved, or replay began or ended
    void actionRejected(int player, rules::ViolationCode code);
    void actionAccepted(int player);
    void storeFailed(const QString &message);
    void libraryChanged();       // games were added or finished

private:
    const rules::GameState *shownState() const;
    // After every change of what is shown: view() made again, the legal actions forgotten.
    void shownChanged();
    void adopt(std::unique_ptr<store::GameSession> session);
    bool finishSubmit(const store::SubmitResult &result, int player);
    bool viewerMayTouch(int player, const rules::Action &action) const;

    QString m_databasePath;
    store::GameStore m_store;
    std::unique_ptr<store::GameSession> m_session; // after m_store: it refers to it, and goes first
    std::unique_ptr<rules::GameState> m_replayState;
    int m_replayPosition = 0;
    std::vector<Mark> m_marks; // round and phase after each action of the history
    rules::Viewer m_viewer;
    QStringList m_names;
    QList<QColor> m_colours;
    QString m_title;
    rules::Events m_lastEvents;
    std::vector<store::LogRecord> m_lastLogged;
    rules::GameView m_view;
    mutable std::map<int, std::vector<rules::Action>> m_legal; // by player
    ActionGate m_gate;
};

} // namespace xobos::ui
