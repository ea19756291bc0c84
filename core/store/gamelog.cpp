// SPDX-License-Identifier: GPL-3.0-or-later
// GameStore's event log: durable appends and audience-filtered reads (gamestore.h).
#include "gamestore.h"

#include "storesql.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace xobos::store {

namespace {

QString visibilityName(Visibility v)
{
    switch (v) {
    case Visibility::Public:
        return QStringLiteral("public");
    case Visibility::Private:
        return QStringLiteral("private");
    case Visibility::Referee:
        return QStringLiteral("referee");
    }
    return QStringLiteral("referee");
}

Visibility visibilityFromName(const QString &s)
{
    if (s == QLatin1String("public"))
        return Visibility::Public;
    if (s == QLatin1String("private"))
        return Visibility::Private;
    return Visibility::Referee;
}

// The migration ladder: step i takes a database from version i to version i + 1.

} // namespace

qint64 GameStore::lastSeq(qint64 gameId) const
{
    if (!m_open)
        return 0;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("SELECT COALESCE(MAX(seq), 0) FROM events WHERE game_id = ?"));
    q.addBindValue(gameId);
    if (q.exec() && q.next())
        return q.value(0).toLongLong();
    readFailed(q);
    return 0;
}

bool GameStore::append(qint64 gameId, QList<LogEntry> &entries, QString *error, const QByteArray &finishedResult)
{
    if (!m_open)
        return fail(error, &m_lastError, QStringLiteral("No library is open."));
    if (m_readOnly)
        return fail(
            error, &m_lastError,
            QStringLiteral("The library %1 is read-only: nothing can be recorded. Copy it to a writable folder.")
                .arg(m_path));
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    if (!beginWrite(error))
        return false;
    const auto cached = m_lastSeq.constFind(gameId);
    qint64 seq = cached != m_lastSeq.cend() ? *cached : lastSeq(gameId);
    if (!m_insertEvent) {
        m_insertEvent = std::make_unique<QSqlQuery>(db);
        if (!m_insertEvent->prepare(QStringLiteral(
                "INSERT INTO events (game_id, seq, round, phase, actor, visibility, audience, kind, payload, created, "
                "state_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"))) {
            const QString err = m_insertEvent->lastError().text();
            m_insertEvent.reset();
            rollbackWrite();
            return fail(error, &m_lastError, QStringLiteral("Could not record the action in %1: %2").arg(m_path, err));
        }
    }
    QSqlQuery &q = *m_insertEvent;
    const QString created = now();
    QList<qint64> assigned;
    for (const LogEntry &e : entries) {
        ++seq;
        q.bindValue(0, gameId);
        q.bindValue(1, seq);
        q.bindValue(2, e.round);
        q.bindValue(3, text(e.phase));
        q.bindValue(4, e.actor);
        q.bindValue(5, visibilityName(e.visibility));
        q.bindValue(6, e.visibility == Visibility::Private ? QVariant(e.audience) : QVariant());
        q.bindValue(7, text(e.kind));
        q.bindValue(8, text(e.payload));
        q.bindValue(9, e.time.isValid() ? e.time.toUTC().toString(Qt::ISODateWithMs) : created);
        q.bindValue(10, e.stateHash.isEmpty() ? QVariant() : QVariant(e.stateHash));
        if (!q.exec()) {
            const QString err = q.lastError().text();
            q.finish();
            rollbackWrite();
            m_lastSeq.clear(); // a failed batch rolls back seqs already handed out
            return fail(error, &m_lastError, QStringLiteral("Could not record the action in %1: %2").arg(m_path, err));
        }
        assigned << seq;
    }
    q.finish();
    if (!finishedResult.isEmpty()) {
        // The game's end in the same transaction as the action that ended it: a kill between
        // the two left a game over listed as running for ever (issue #21.9).
        QSqlQuery f(db);
        f.prepare(QStringLiteral("UPDATE games SET finished = ?, result_json = ? WHERE id = ?"));
        f.addBindValue(created);
        f.addBindValue(QString::fromUtf8(finishedResult));
        f.addBindValue(gameId);
        if (!f.exec()) {
            const QString err = f.lastError().text();
            rollbackWrite();
            m_lastSeq.clear();
            return fail(error, &m_lastError,
                        QStringLiteral("Could not record the end of the game in %1: %2").arg(m_path, err));
        }
    }
    if (!commitWrite(error)) {
        m_lastSeq.clear();
        return false;
    }
    m_lastSeq.insert(gameId, seq);
    for (int i = 0; i < entries.size(); ++i)
        entries[i].seq = assigned[i];
    return true;
}

void GameStore::reserveRows(QList<LogEntry> &rows, qint64 gameId, qint64 afterSeq) const
{
    // Room for every row after afterSeq at once (the rows a filter leaves out are few): a
    // finished game's 1,646 rows were otherwise moved each time the list outgrew its room.
    const auto cached = m_lastSeq.constFind(gameId);
    const qint64 last = cached != m_lastSeq.cend() ? *cached : lastSeq(gameId);
    rows.reserve(static_cast<qsizetype>(std::clamp<qint64>(last - afterSeq, 0, 100000)));
}

QList<LogEntry> GameStore::log(qint64 gameId, const Audience &a, qint64 afterSeq, const QStringList &kinds,
                               LogFields fields) const
{
    QList<LogEntry> out;
    if (!m_open)
        return out;
    QString filter;
    switch (a.kind) {
    case Audience::Kind::Public:
        filter = QStringLiteral(" AND visibility = 'public'");
        break;
    case Audience::Kind::Player:
        filter = QStringLiteral(" AND (visibility = 'public' OR (visibility = 'private' AND audience = ?))");
        break;
    case Audience::Kind::Referee:
        break;
    }
    if (!kinds.isEmpty()) {
        QStringList marks(kinds.size(), QStringLiteral("?"));
        filter += QStringLiteral(" AND kind IN (%1)").arg(marks.join(QLatin1Char(',')));
    }
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.setForwardOnly(true);
    // The payload as a BLOB: its UTF-8 bytes as they are, not converted to UTF-16 and back.
    const bool all = fields == LogFields::All;
    q.prepare(QStringLiteral("SELECT seq, round, phase, actor, kind, CAST(payload AS BLOB)%1 FROM events "
                             "WHERE game_id = ? AND seq > ?%2 ORDER BY seq")
                  .arg(all ? QStringLiteral(", visibility, audience, state_hash, created") : QString(), filter));
    q.addBindValue(gameId);
    q.addBindValue(afterSeq);
    if (a.kind == Audience::Kind::Player)
        q.addBindValue(a.player);
    for (const QString &kind : kinds)
        q.addBindValue(kind);
    m_readError.clear();
    if (!q.exec()) {
        readFailed(q);
        return out;
    }
    reserveRows(out, gameId, afterSeq);
    while (q.next()) {
        LogEntry e;
        e.seq = q.value(0).toLongLong();
        e.round = q.value(1).toInt();
        e.phase = q.value(2).toString();
        e.actor = q.value(3).toInt();
        e.kind = q.value(4).toString();
        e.payload = q.value(5).toByteArray();
        if (all) {
            e.visibility = visibilityFromName(q.value(6).toString());
            e.audience = q.value(7).isNull() ? -1 : q.value(7).toInt();
            e.stateHash = q.value(8).toString();
            e.time = QDateTime::fromString(q.value(9).toString(), Qt::ISODateWithMs);
        }
        out << e;
    }
    if (readFailed(q))
        out.clear(); // never a log cut short as if it were the whole of it
    return out;
}

QList<LogEntry> GameStore::replayRows(qint64 gameId) const
{
    QList<LogEntry> out;
    if (!m_open)
        return out;
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.setForwardOnly(true);
    // The payload as a BLOB: its UTF-8 bytes as they are, not converted to UTF-16 and back.
    q.prepare(QStringLiteral("SELECT seq, actor, kind, CAST(payload AS BLOB), state_hash FROM events "
                             "WHERE game_id = ? AND kind IN ('action', 'undo') ORDER BY seq"));
    q.addBindValue(gameId);
    m_readError.clear();
    if (!q.exec()) {
        readFailed(q);
        return out;
    }
    reserveRows(out, gameId, 0);
    while (q.next()) {
        LogEntry e;
        e.seq = q.value(0).toLongLong();
        e.actor = q.value(1).toInt();
        e.kind = q.value(2).toString();
        e.payload = q.value(3).toByteArray();
        e.stateHash = q.value(4).toString();
        out << e;
    }
    if (readFailed(q))
        out.clear();
    return out;
}

} // namespace xobos::store
