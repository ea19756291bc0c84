// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/session.h"

#include "game/modules.h"

#include <QJsonDocument>

#include <algorithm>

namespace xobos::game {

namespace {

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

store::Visibility toStore(Visibility v)
{
    switch (v) {
    case Visibility::Public:
        return store::Visibility::Public;
    case Visibility::Seat:
        return store::Visibility::Private;
    case Visibility::Referee:
        return store::Visibility::Referee;
    }
    return store::Visibility::Referee;
}

QString latin1(std::string_view s)
{
    return QString::fromLatin1(s.data(), static_cast<qsizetype>(s.size()));
}

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

} // namespace

QString hashHex(std::uint64_t hash)
{
    return QStringLiteral("%1").arg(hash, 16, 16, QLatin1Char('0'));
}

QString moduleIdOf(const store::GameRecord &record)
{
    if (!record.module.isEmpty())
        return record.module;
    return record.kind == QLatin1String("referee") ? QString::fromLatin1(kXobosModuleId) : record.kind;
}

QString kindForModule(std::string_view moduleId)
{
    return moduleId == kXobosModuleId ? QStringLiteral("referee") : latin1(moduleId);
}

Session::Session(store::GameStore &store, const Module &module, qint64 id, std::unique_ptr<Instance> initial)
    : m_store(store)
    , m_module(module)
    , m_gameId(id)
    , m_initial(initial->clone())
    , m_state(std::move(initial))
{ }

store::LogEntry Session::row(const Instance &at, int seat, const QString &kind) const
{
    store::LogEntry e;
    e.round = at.round();
    e.phase = latin1(at.phaseName());
    e.actor = seat;
    e.kind = kind;
    return e;
}

std::unique_ptr<Session> Session::create(store::GameStore &store, const Module &module, const QJsonObject &setup,
                                         store::GameRecord record, QString *error)
{
    std::unique_ptr<Instance> initial = module.setup(setup, error);
    if (!initial)
        return nullptr;
    record.kind = kindForModule(module.id());
    record.module = latin1(module.id());
    record.rulesVersion = module.rulesVersion();
    if (!record.created.isValid())
        record.created = QDateTime::currentDateTimeUtc();
    // A board object has a column of its own (given by the caller, else this one); a bundled
    // board's name stays in the setup, which the module reads again on resume.
    QJsonObject stored = setup;
    if (const QJsonValue board = stored.value(QStringLiteral("board")); board.isObject()) {
        if (record.boardJson.isEmpty())
            record.boardJson = compact(board.toObject());
        stored.remove(QStringLiteral("board"));
    }
    record.setupJson = compact(stored);
    const std::optional<qint64> id = store.createGame(record, error);
    if (!id)
        return nullptr;
    return std::unique_ptr<Session>(new Session(store, module, *id, std::move(initial)));
}

std::unique_ptr<Session> Session::resume(store::GameStore &store, qint64 gameId, QString *error,
                                         const Replayed &replayed)
{
    const std::optional<store::GameRecord> rec = store.game(gameId);
    if (!store.readError().isEmpty()) {
        setError(error, store.readError());
        return nullptr;
    }
    if (!rec) {
        setError(error, QStringLiteral("There is no game %1 in %2.").arg(gameId).arg(store.path()));
        return nullptr;
    }
    const QString moduleId = moduleIdOf(*rec);
    const Module *module = findModule(moduleId.toStdString());
    if (!module) {
        setError(error, QStringLiteral("Game %1 is a game of the kind \"%2\", which this program does not know: "
                                       "it cannot be opened here. A newer version of the program may open it.")
                            .arg(gameId)
                            .arg(moduleId));
        return nullptr;
    }
    if (rec->rulesVersion > module->rulesVersion()) {
        setError(error, store::whyNotPlayable(*rec, store::KnownModules{{moduleId, module->rulesVersion()}}));
        return nullptr;
    }
    QJsonObject setup = QJsonDocument::fromJson(rec->setupJson).object();
    if (!rec->boardJson.isEmpty())
        setup[QStringLiteral("board")] = QJsonDocument::fromJson(rec->boardJson).object();
    QString why;
    std::unique_ptr<Instance> initial = module->setup(setup, &why);
    if (!initial) {
        setError(error, QStringLiteral("The setup stored with game %1 cannot be read: %2").arg(gameId).arg(why));
        return nullptr;
    }
    std::unique_ptr<Session> s(new Session(store, *module, gameId, std::move(initial)));
    const QList<store::LogEntry> log = store.replayRows(gameId);
    if (!store.readError().isEmpty()) {
        setError(error, store.readError());
        return nullptr;
    }
    std::vector<qint64> undone;
    for (const store::LogEntry &e : log) {
        if (e.kind == QLatin1String("undo"))
            undone.push_back(QJsonDocument::fromJson(e.payload).object().value(QStringLiteral("undoes")).toInteger());
    }
    // The stored hash is compared after the last replayed action and after every one that
    // ended a round or the game (docs/store-format.md): at a fraction of the cost of hashing
    // the whole state after every action.
    std::vector<const store::LogEntry *> replay;
    for (const store::LogEntry &e : log) {
        if (e.kind == QLatin1String("action") && std::find(undone.begin(), undone.end(), e.seq) == undone.end())
            replay.push_back(&e);
    }
    for (const store::LogEntry *row : replay) {
        const store::LogEntry &e = *row;
        const QJsonObject o = QJsonDocument::fromJson(e.payload).object();
        const int seat = o.value(QStringLiteral("player")).toInt(kNoSeat);
        const QJsonObject action = o.value(QStringLiteral("action")).toObject();
        const int roundBefore = s->m_state->round();
        Played p{e.seq, seat, action, false};
        const Violation v = s->m_state->replay(seat, action, &p.reveal);
        if (v.code == kBadActionCode) {
            QString why;
            s->m_state->recodeAction(action, &why);
            setError(error, QStringLiteral("Entry %1 of game %2 cannot be read: %3").arg(e.seq).arg(gameId).arg(why));
            return nullptr;
        }
        if (!v.ok()) {
            setError(error, QStringLiteral("Entry %1 of game %2 no longer follows the rules (%3): the log is "
                                           "inconsistent.")
                                .arg(e.seq)
                                .arg(gameId)
                                .arg(QString::fromStdString(v.code)));
            return nullptr;
        }
        const bool checkpoint = row == replay.back() || s->m_state->round() != roundBefore || s->m_state->isOver();
        if (checkpoint && !e.stateHash.isEmpty() && e.stateHash != hashHex(s->m_state->hash())) {
            setError(error, QStringLiteral("Entry %1 of game %2 replays to a different position than was recorded "
                                           "(the log was changed or damaged in round %3).")
                                .arg(e.seq)
                                .arg(gameId)
                                .arg(roundBefore));
            return nullptr;
        }
        s->m_history.push_back(std::move(p));
        if (replayed)
            replayed(s->m_history.back(), *s->m_state);
    }
    const bool over = s->m_state->isOver();
    if (rec->finished.isValid() && !over) {
        setError(error, QStringLiteral("Game %1 in %2 is listed as finished, but its log ends in round %3 of an "
                                       "unfinished game: the log is damaged or incomplete. Nothing was changed. "
                                       "Restore a backup from %4.")
                            .arg(gameId)
                            .arg(store.path())
                            .arg(s->m_state->round())
                            .arg(store::GameStore::backupDir(store.path())));
        return nullptr;
    }
    // A game over but listed running: written by a version that recorded the end in a
    // transaction of its own, killed between the two.
    if (over && !rec->finished.isValid() && !store.isReadOnly())
        store.finishGame(gameId, compact(s->m_state->score())); // if it fails, the next open tries again
    return s;
}

Session::Result Session::submit(int seat, const QJsonObject &action)
{
    Result r;
    QJsonObject payload;
    payload[QStringLiteral("player")] = seat;
    payload[QStringLiteral("action")] = action;
    const bool secret = m_state->isSecret(action);
    std::unique_ptr<Instance> next = m_state->clone();
    std::vector<CodedEvent> events;
    r.violation = next->apply(seat, action, &events);
    if (!r.violation.ok()) {
        // The audit trail. A reason that may rest on a hidden value, or a refused secret
        // action, is for the acting seat alone.
        store::LogEntry e = row(*m_state, seat, QStringLiteral("rejected"));
        payload[QStringLiteral("code")] = QString::fromStdString(r.violation.code);
        payload[QStringLiteral("rule")] = QString::fromStdString(r.violation.rule);
        e.payload = compact(payload);
        e.visibility = secret || !r.violation.publicReason ? store::Visibility::Private : store::Visibility::Public;
        e.audience = seat;
        QList<store::LogEntry> rows{e};
        if (m_store.append(m_gameId, rows, &r.storeError))
            r.rows = rows;
        return r;
    }
    store::LogEntry a = row(*m_state, seat, QStringLiteral("action"));
    a.payload = compact(payload);
    a.visibility = secret ? store::Visibility::Private : store::Visibility::Public;
    a.audience = seat;
    a.stateHash = hashHex(next->hash());
    QList<store::LogEntry> rows{a};
    for (const CodedEvent &ev : events) {
        store::LogEntry e = row(*m_state, ev.actor, QStringLiteral("event"));
        e.visibility = toStore(ev.visibility);
        e.audience = ev.audience;
        e.payload = compact(ev.json);
        rows << e;
    }
    const bool ends = next->isOver() && !m_state->isOver();
    if (!m_store.append(m_gameId, rows, &r.storeError, ends ? compact(next->score()) : QByteArray())) {
        if (r.storeError.isEmpty())
            r.storeError = m_store.lastError();
        return r; // nothing changed
    }
    const bool newRound = next->round() != m_state->round();
    m_state = std::move(next);
    const bool reveal = std::any_of(events.begin(), events.end(), [](const CodedEvent &e) { return e.reveal; });
    m_history.push_back(Played{rows.front().seq, seat, action, reveal});
    m_redo.clear();
    r.accepted = true;
    r.events = std::move(events);
    r.rows = rows;
    if (newRound || ends)
        // Written in the background: the action does not wait for the copy, and a failed
        // backup never fails the game.
        m_store.rotatingBackupInBackground(QStringLiteral("game%1-round%2").arg(m_gameId).arg(m_state->round()), 5);
    return r;
}

bool Session::canUndo(int seat) const
{
    return !m_history.empty() && m_history.back().seat == seat && !m_history.back().reveal && !m_store.isReadOnly();
}

Session::Result Session::undo(int seat)
{
    Result r;
    if (!canUndo(seat)) {
        r.storeError = QStringLiteral("Nothing to undo.");
        return r;
    }
    store::LogEntry e = row(*m_state, seat, QStringLiteral("undo"));
    QJsonObject payload;
    payload[QStringLiteral("undoes")] = m_history.back().seq;
    e.payload = compact(payload);
    e.visibility = store::Visibility::Public; // that a seat took something back; what, stays private
    QList<store::LogEntry> rows{e};
    if (!m_store.append(m_gameId, rows, &r.storeError))
        return r;
    m_redo.push_back(std::move(m_history.back()));
    m_history.pop_back();
    m_state = stateAfter(static_cast<int>(m_history.size()));
    r.accepted = true;
    r.rows = rows;
    return r;
}

const Session::Played *Session::redoable(int seat) const
{
    if (m_redo.empty() || m_redo.back().seat != seat || !m_state->validate(seat, m_redo.back().action).ok())
        return nullptr;
    return &m_redo.back();
}

Session::Result Session::redo(int seat)
{
    if (!redoable(seat)) {
        Result r;
        r.storeError = QStringLiteral("Nothing to redo.");
        return r;
    }
    std::vector<Played> keep = m_redo; // submit() forgets the undone actions
    const QJsonObject action = keep.back().action;
    keep.pop_back();
    Result r = submit(seat, action);
    if (r.accepted)
        m_redo = std::move(keep);
    return r;
}

bool Session::appendRows(QList<store::LogEntry> &rows, QString *error)
{
    return m_store.append(m_gameId, rows, error);
}

bool Session::resetPin(int seat, bool byTable, QString *error)
{
    if (!m_store.setPinHash(m_gameId, seat, QString(), error))
        return false;
    store::LogEntry e = row(*m_state, seat, QStringLiteral("pin-reset"));
    e.payload = byTable ? QByteArrayLiteral("{\"by\":\"table\"}") : QByteArrayLiteral("{\"by\":\"referee\"}");
    QList<store::LogEntry> rows{e};
    return appendRows(rows, error);
}

std::unique_ptr<Instance> Session::stateAfter(int count) const
{
    std::unique_ptr<Instance> s = m_initial->clone();
    const int n = std::clamp(count, 0, static_cast<int>(m_history.size()));
    for (int i = 0; i < n; ++i) {
        const Played &p = m_history[static_cast<std::size_t>(i)];
        s->apply(p.seat, p.action, nullptr);
    }
    return s;
}

} // namespace xobos::game
