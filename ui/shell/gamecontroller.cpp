// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/gamecontroller.h"

#include "io/strictinput.h"
#include "xobos/rules/types.h"
#include "store/gameexport.h"
#include "store/moduleexport.h"

#include "ui/shell/gamekinds.h"
#include "ui/shell/logging.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

namespace xobos::ui {

GameController::GameController(const QString &databasePath, QObject *parent)
    : QObject(parent)
    , m_databasePath(databasePath.isEmpty() ? store::GameStore::defaultPath() : databasePath)
{
}

GameController::~GameController() = default;

bool GameController::openLibrary(QString *error)
{
    if (m_store.isOpen())
        return true;
    const store::OpenResult result = m_store.open(m_databasePath);
    if (!result.ok()) {
        if (error)
            *error = result.message;
        return false;
    }
    Q_EMIT libraryChanged();
    return true;
}

bool GameController::switchLibrary(const QString &path, QString *error)
{
    closeGame();
    m_store.close();
    m_databasePath = path;
    return openLibrary(error);
}

bool GameController::isLibraryOpen() const
{
    return m_store.isOpen();
}

QList<store::GameRecord> GameController::games() const
{
    if (!m_store.isOpen())
        return {};
    return m_store.games();
}

std::vector<store::LogRecord> GameController::log(const store::Audience &audience, qint64 afterSeq) const
{
    if (!m_session)
        return {};
    return m_session->log(audience, afterSeq);
}

bool GameController::newGame(const store::NewGame &game, QString *error)
{
    if (!openLibrary(error))
        return false;
    QString message;
    auto session = store::GameSession::create(m_store, game, &message);
    if (!session) {
        if (error)
            *error = message;
        return false;
    }
    adopt(std::move(session));
    Q_EMIT libraryChanged();
    return true;
}

bool GameController::openGame(qint64 gameId, QString *error)
{
    if (!openLibrary(error))
        return false;
    QString message;
    auto session = store::GameSession::resume(m_store, gameId, &message);
    if (!session) {
        if (error)
            *error = message;
        return false;
    }
    adopt(std::move(session));
    return true;
}

qint64 GameController::importGame(const QString &fileName, QString *error)
{
    if (!openLibrary(error))
        return 0;
    // Bounded (issue #21.5): a pipe or a device is refused at 16 MiB, not read without end.
    const io::BoundedRead file = io::readBounded(fileName, 16 * 1024 * 1024, QStringLiteral("a game file"));
    if (!file.ok()) {
        if (error)
            *error = tr("The file cannot be imported: %1").arg(file.error);
        return 0;
    }
    QString message;
    bool storeFailed = false;
    store::ImportedGame imported = store::importGameFile(m_store, file.data, QFileInfo(fileName).fileName(),
                                                         knownModules(), &message, &storeFailed);
    if (!imported) {
        if (error)
            *error = tr("%1 is not a game this app can import:\n%2").arg(QDir::toNativeSeparators(fileName), message);
        return 0;
    }
    const qint64 id = imported.session().gameId();
    if (imported.xobos)
        adopt(std::move(imported.xobos));
    Q_EMIT libraryChanged();
    return id;
}

bool GameController::mayExportGame() const
{
    return m_session && (m_viewer.kind == rules::Viewer::Kind::Referee || m_session->state().phase == rules::Phase::GameOver);
}

bool GameController::exportGame(const QString &fileName, QString *error) const
{
    if (!mayExportGame()) {
        if (error)
            *error = tr("A game file holds every player's hidden values: it can be saved only for a finished game "
                        "or from the referee's view.");
        return false;
    }
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(store::exportGameScenario(*m_session, m_title)) < 0
        || !file.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(fileName), file.errorString());
        return false;
    }
    return true;
}

void GameController::adopt(std::unique_ptr<store::GameSession> session)
{
    m_session = std::move(session);
    m_replayState.reset();
    m_lastEvents.clear();
    m_lastLogged.clear();
    m_names.clear();
    m_colours.clear();
    const std::optional<store::GameRecord> record = m_store.game(m_session->gameId());
    m_title = record ? record->title : QString();
    for (const rules::PlayerState &p : m_session->state().players)
        m_names << QString::fromStdString(p.name);
    // The library keeps the colour chosen for each seat; a seat without one gets a default.
    static const QList<QColor> defaults{QColor(0x2f, 0x6f, 0xd6), QColor(0xd2, 0x3a, 0x3a), QColor(0x2e, 0x9e, 0x4f),
                                        QColor(0xe0, 0xa1, 0x1b)};
    for (int seat = 0; seat < m_names.size(); ++seat) {
        QColor colour = defaults.value(seat % defaults.size());
        if (record) {
            for (const store::PlayerRecord &p : record->players) {
                if (p.seat == seat && QColor::isValidColorName(p.colour))
                    colour = QColor::fromString(p.colour);
            }
        }
        m_colours << colour;
    }
    qCInfo(lcUi) << "game" << m_session->gameId() << "open with" << m_session->history().size() << "actions";
    shownChanged();
    Q_EMIT gameChanged();
}

void GameController::closeGame()
{
    if (!m_session)
        return;
    m_session.reset();
    m_replayState.reset();
    m_names.clear();
    m_colours.clear();
    m_title.clear();
    m_lastEvents.clear();
    m_lastLogged.clear();
    shownChanged();
    Q_EMIT gameChanged();
}

qint64 GameController::gameId() const
{
    return m_session ? m_session->gameId() : 0;
}

QString GameController::gameTitle() const
{
    return m_title;
}

const rules::Board *GameController::board() const
{
    return m_session ? &m_session->board() : nullptr;
}

void GameController::setViewer(const rules::Viewer &viewer)
{
    if (viewer == m_viewer)
        return;
    m_viewer = viewer;
    shownChanged();
    Q_EMIT viewerChanged();
}

QString GameController::pinHash(int seat) const
{
    if (!m_session)
        return {};
    const std::optional<store::GameRecord> record = m_store.game(m_session->gameId());
    if (!record)
        return {};
    for (const store::PlayerRecord &p : record->players) {
        if (p.seat == seat)
            return p.pinHash;
    }
    return {};
}

QString GameController::refereePinHash() const
{
    if (!m_session)
        return {};
    const std::optional<store::GameRecord> record = m_store.game(m_session->gameId());
    return record ? store::refereePinHash(*record) : QString();
}

std::optional<rules::ScoreReport> GameController::finalScores() const
{
    const rules::GameState *state = shownState();
    if (!state || state->phase != rules::Phase::GameOver)
        return std::nullopt;
    return rules::computeScores(*state);
}

bool GameController::viewerMayTouch(int player, const rules::Action &action) const
{
    if (!rules::isSecretAction(action) || m_viewer.kind == rules::Viewer::Kind::Referee)
        return true;
    if (m_viewer.kind == rules::Viewer::Kind::Player)
        return m_viewer.player == player;
    // The public view: only where nothing is hidden (Training Ground, the end).
    return m_session && m_session->state().variant == rules::Variant::TrainingGround;
}

const rules::GameState *GameController::shownState() const
{
    if (m_replayState)
        return m_replayState.get();
    return m_session ? &m_session->state() : nullptr;
}

void GameController::shownChanged()
{
    const rules::GameState *state = shownState();
    m_view = state ? rules::view(*state, m_viewer) : rules::GameView{};
    m_legal.clear();
}

std::vector<int> GameController::actingPlayers() const
{
    if (!m_session || m_replayState)
        return {};
    return rules::actingPlayers(m_session->state());
}

int GameController::actingPlayer() const
{
    const std::vector<int> acting = actingPlayers();
    if (acting.empty())
        return rules::kNoPlayer;
    if (m_viewer.kind == rules::Viewer::Kind::Player
        && std::find(acting.begin(), acting.end(), m_viewer.player) != acting.end())
        return m_viewer.player;
    return acting.front();
}

std::vector<rules::Action> GameController::legalActions(int player) const
{
    if (!m_session || m_replayState || player < 0 || player >= playerCount())
        return {};
    auto cached = m_legal.find(player);
    if (cached == m_legal.end())
        cached = m_legal.emplace(player, rules::legalActions(m_session->state(), player)).first;
    return cached->second;
}

rules::Violation GameController::check(int player, const rules::Action &action) const
{
    if (!m_session)
        return {rules::ViolationCode::NOT_A_PLAYER};
    return rules::validate(m_session->state(), player, action);
}

void GameController::setActionGate(ActionGate gate)
{
    m_gate = std::move(gate);
}

bool GameController::mayEnter(int player, const rules::Action &action) const
{
    return m_session && !m_replayState && viewerMayTouch(player, action) && (!m_gate || m_gate(player, action));
}

bool GameController::resetPin(int seat, ResetBy by, QString *error)
{
    if (!m_session || m_replayState || seat < 0 || seat >= playerCount())
        return false;
    store::SubmitResult result = m_session->resetPin(seat, by == ResetBy::Table);
    if (!result.accepted) {
        if (error)
            *error = result.storeError;
        return false;
    }
    m_lastLogged = std::move(result.logged);
    // The state did not move, but the log gained a public row: the observers re-read it.
    Q_EMIT stateAdvanced();
    return true;
}

bool GameController::submit(int player, const rules::Action &action)
{
    if (!m_session || m_replayState)
        return false;
    if (m_gate && !m_gate(player, action)) {
        qCInfo(lcUi) << "not entered: the window's access policy refuses it now";
        return false;
    }
    return finishSubmit(m_session->submit(player, action), player);
}

rules::GameView GameController::liveViewFor(const rules::Viewer &viewer) const
{
    return m_session ? rules::view(m_session->state(), viewer) : rules::GameView{};
}

bool GameController::submitFromSeat(int player, const rules::Action &action, const ActionGate &gate)
{
    if (!m_session || m_replayState || !gate || !gate(player, action))
        return false;
    return finishSubmit(m_session->submit(player, action), player);
}

bool GameController::finishSubmit(const store::SubmitResult &result, int player)
{
    if (!result.storeError.isEmpty()) {
        qCWarning(lcUi) << "store failed:" << result.storeError;
        Q_EMIT storeFailed(result.storeError);
        return false;
    }
    if (!result.accepted) {
        m_lastLogged = result.logged;
        Q_EMIT actionRejected(player, result.violation.code);
        return false;
    }
    m_lastEvents.clear();
    m_lastLogged = result.logged;
    for (const rules::Event &e : result.events) {
        if (e.visibility == rules::Visibility::Public)
            m_lastEvents.push_back(e);
    }
    shownChanged();
    Q_EMIT actionAccepted(player);
    Q_EMIT stateAdvanced();
    if (m_session->state().phase == rules::Phase::GameOver)
        Q_EMIT libraryChanged();
    return true;
}

bool GameController::canUndo() const
{
    if (!m_session || m_replayState || m_session->history().empty())
        return false;
    const store::GameSession::Played &last = m_session->history().back();
    return m_session->canUndo(last.player) && viewerMayTouch(last.player, last.action)
        && (!m_gate || m_gate(last.player, last.action));
}

bool GameController::canRedo() const
{
    if (!m_session || m_replayState)
        return false;
    for (int p = 0; p < playerCount(); ++p) {
        const std::optional<rules::Action> action = m_session->redoableAction(p);
        if (m_session->canRedo(p) && action && viewerMayTouch(p, *action) && (!m_gate || m_gate(p, *action)))
            return true;
    }
    return false;
}

bool GameController::undo()
{
    if (!canUndo())
        return false;
    const int player = m_session->history().back().player;
    const store::SubmitResult result = m_session->undo(player);
    if (!result.storeError.isEmpty() && !result.accepted) {
        Q_EMIT storeFailed(result.storeError);
        return false;
    }
    m_lastEvents.clear();
    m_lastLogged = result.logged;
    shownChanged();
    Q_EMIT stateAdvanced();
    return true;
}

bool GameController::redo()
{
    if (!m_session || m_replayState)
        return false;
    for (int p = 0; p < playerCount(); ++p) {
        const std::optional<rules::Action> action = m_session->redoableAction(p);
        if (!m_session->canRedo(p) || !action || !viewerMayTouch(p, *action) || (m_gate && !m_gate(p, *action)))
            continue;
        const store::SubmitResult result = m_session->redo(p);
        if (!result.storeError.isEmpty() && !result.accepted) {
            Q_EMIT storeFailed(result.storeError);
            return false;
        }
        m_lastEvents.clear();
        m_lastLogged = result.logged;
        shownChanged();
        Q_EMIT stateAdvanced();
        return true;
    }
    return false;
}

int GameController::historySize() const
{
    return m_session ? static_cast<int>(m_session->history().size()) : 0;
}

int GameController::replayPosition() const
{
    return m_replayState ? m_replayPosition : historySize();
}

void GameController::setReplayPosition(int count)
{
    if (!m_session)
        return;
    count = std::clamp(count, 0, historySize());
    if (count == historySize()) {
        leaveReplay();
        return;
    }
    if (m_replayState && count == m_replayPosition)
        return;
    m_replayState = std::make_unique<rules::GameState>(m_session->stateAfter(count));
    m_replayPosition = count;
    shownChanged();
    Q_EMIT replayPositionChanged();
}

void GameController::leaveReplay()
{
    if (!m_replayState)
        return;
    m_replayState.reset();
    shownChanged();
    Q_EMIT replayPositionChanged();
}

qint64 GameController::logSeqLimitAfter(int count) const
{
    if (!m_session || count < 0 || count >= historySize())
        return 0;
    return m_session->history()[static_cast<std::size_t>(count)].seq;
}

GameController::Mark GameController::markAfter(int count) const
{
    Mark mark;
    if (!m_session)
        return mark;
    mark.round = m_session->initialState().round;
    mark.phase = m_session->initialState().phase;
    const auto &history = m_session->history();
    const int end = std::clamp(count, 0, static_cast<int>(history.size()));
    for (int i = 0; i < end; ++i) {
        for (const rules::Event &e : history[static_cast<std::size_t>(i)].events) {
            if (e.type == rules::EventType::RoundStarted)
                mark.round = e.amount;
            else if (e.type == rules::EventType::PhaseStarted)
                mark.phase = static_cast<rules::Phase>(e.amount);
        }
    }
    return mark;
}

} // namespace xobos::ui
