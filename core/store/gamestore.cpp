// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestore.h"

#include "backupworker.h"
#include "libraryinspection.h"
#include "librarylock.h"
#include "schema.h"
#include "storesql.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>
#include <QVariant>

#include <algorithm>

namespace xobos::store {

Q_LOGGING_CATEGORY(lcStore, "xobos.store")

namespace {

QString nextConnectionName()
{
    static QAtomicInteger<int> counter;
    return QStringLiteral("xobos-store-%1").arg(counter.fetchAndAddRelaxed(1));
}

} // namespace

QString openErrorName(OpenError e)
{
    switch (e) {
    case OpenError::None:
        return QStringLiteral("ok");
    case OpenError::InUse:
        return QStringLiteral("in-use");
    case OpenError::CannotOpen:
        return QStringLiteral("cannot-open");
    case OpenError::NotADatabase:
        return QStringLiteral("not-a-database");
    case OpenError::NotOurs:
        return QStringLiteral("not-ours");
    case OpenError::NewerSchema:
        return QStringLiteral("newer-schema");
    case OpenError::Damaged:
        return QStringLiteral("damaged");
    case OpenError::MigrationFailed:
        return QStringLiteral("migration-failed");
    }
    return QStringLiteral("?");
}

GameStore::GameStore()
    : m_connection(nextConnectionName())
{ }

GameStore::~GameStore()
{
    close();
}

QString GameStore::defaultPath()
{
    // One library for both programs: not AppDataLocation, which differs between
    // xobos-referee and xobos-cli (it is named after the application).
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QStringLiteral("xobos-referee/xobos.sqlite"));
}

bool GameStore::isOpen() const
{
    return m_open;
}
bool GameStore::isReadOnly() const
{
    return m_readOnly;
}
QString GameStore::path() const
{
    return m_path;
}
int GameStore::schemaVersion() const
{
    return m_version;
}
QString GameStore::lastError() const
{
    return m_lastError;
}

QString GameStore::cleanMarkerPath(const QString &dbPath)
{
    return dbPath + QStringLiteral(".checked");
}
bool GameStore::cleanMarkerMatches(const QString &dbPath)
{
    return readCleanMarker(dbPath, nullptr, nullptr);
}

OpenResult GameStore::open(const QString &path)
{
    close();
    LibraryLock lock = LibraryLock::acquire(path);
    if (!lock.result.ok())
        return lock.result;
    const QFileInfo info(path);
    const bool dirWritable = lock.dirWritable;
    if (info.exists() && !info.isFile()) {
        // A folder, a FIFO or a device: SQLite would say "disk I/O error", or wait on a FIFO.
        return {OpenError::CannotOpen,
                QStringLiteral("%1 is %2, not a library file. Give the path of a library (a .sqlite file), or a new "
                               "name to start one.")
                    .arg(path,
                         info.isDir() ? QStringLiteral("a folder")
                                      : QStringLiteral("not a regular file (a pipe or a device)"))};
    }

    const bool exists = info.exists() && info.size() > 0;
    // A library this program closed cleanly and nothing changed since is not read page by
    // page again: quick_check costs ~2 ms per MiB, 32 ms for 50 games (ruling in
    // docs/store-format.md, "Integrity check at open").
    m_openedTrusted = exists && readCleanMarker(path, &m_lastFullCheck, &m_trustedOpens);
    if (m_openedTrusted) {
        ++m_trustedOpens;
    } else {
        m_lastFullCheck = QDateTime::currentDateTimeUtc();
        m_trustedOpens = 0;
    }
    if (exists) {
        const OpenResult inspected = inspectLibrary(path, !m_openedTrusted);
        if (!inspected.ok())
            return inspected;
    }
    m_readOnly = (exists && !info.isWritable()) || !dirWritable;
    if (!m_readOnly)
        QFile::remove(cleanMarkerPath(path)); // until the next clean close: a crash leaves none

    {
        // Scoped: no handle of the connection may outlive a refusal's close() (Qt warns that
        // the connection "is still in use" otherwise).
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
        const bool hasWal = QFile::exists(path + QStringLiteral("-wal"));
        if (m_readOnly && !hasWal) {
            // Read-only (the file or its folder): "immutable" creates no -wal/-shm beside it and
            // needs no writable folder for them (issue #21.6). Nobody writes it meanwhile: we
            // hold its lock, or its folder cannot be written.
            QUrl url = QUrl::fromLocalFile(path);
            url.setQuery(QStringLiteral("immutable=1"));
            db.setDatabaseName(url.toString());
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
        } else {
            db.setDatabaseName(path);
            if (m_readOnly)
                db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        }
        if (!db.open()) {
            const QString err = db.lastError().text();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(m_connection);
            return {OpenError::CannotOpen, QStringLiteral("Cannot open %1: %2").arg(path, err)};
        }
    }
    m_path = path;
    m_open = true;
    m_lock = std::move(lock.file);
    m_inodeLock = std::move(lock.inode);
    // A refusal after the connection opened: closed without writing the clean-close marker.
    const auto refuse = [this](const OpenResult &result) {
        m_readOnly = true;
        close();
        return result;
    };
    QString err;
    if (!m_readOnly && !exec(QStringLiteral("PRAGMA synchronous=FULL"), &err))
        return refuse({OpenError::CannotOpen, QStringLiteral("Cannot prepare %1: %2").arg(path, err)});
    exec(QStringLiteral("PRAGMA foreign_keys=ON"));
    exec(QStringLiteral("PRAGMA busy_timeout=2000"));
    bool versionRead = false;
    {
        QSqlQuery v(QSqlDatabase::database(m_connection));
        versionRead = v.exec(QStringLiteral("PRAGMA user_version")) && v.next();
        m_version = versionRead ? v.value(0).toInt() : 0;
    }
    if (!versionRead && m_readOnly)
        return refuse({OpenError::CannotOpen,
                       QStringLiteral("%1 cannot be read: it has changes not yet merged into it (%2) and it or its "
                                      "folder is read-only. Open it once where it can be written, or copy the folder "
                                      "to a writable place.")
                           .arg(path, path + QStringLiteral("-wal"))});
    if (m_version < kSchemaVersion) {
        if (m_readOnly)
            return refuse({OpenError::CannotOpen,
                           QStringLiteral("%1 is read-only and uses an older library format (%2; this version uses "
                                          "%3); copy it to a writable place to upgrade it.")
                               .arg(path)
                               .arg(m_version)
                               .arg(kSchemaVersion)});
        // Before the switch to WAL: a migration that fails rolls back and leaves every byte
        // of the file as it was (issue #21.11: the switch changed the header).
        QSqlDatabase db = QSqlDatabase::database(m_connection);
        if (!schema::migrate(db, m_version, &err))
            return refuse({OpenError::MigrationFailed,
                           QStringLiteral("Cannot upgrade %1 to the current library format: %2. The file was left as "
                                          "it was.")
                               .arg(path, err)});
        m_version = kSchemaVersion;
    }
    // Durability: WAL + synchronous=FULL commits survive a power cut once append() returns.
    if (!m_readOnly && !exec(QStringLiteral("PRAGMA journal_mode=WAL"), &err))
        return refuse({OpenError::CannotOpen, QStringLiteral("Cannot prepare %1: %2").arg(path, err)});
    if (!m_readOnly)
        BackupWorker::removeLeftovers(path); // the lock is ours: no copy of this library is being written
    qCDebug(lcStore) << "opened" << path << "schema" << m_version << (m_readOnly ? "read-only" : "");
    return {};
}
void GameStore::close()
{
    waitForBackups(); // the library stays locked until its backups are written
    m_insertEvent.reset(); // before its connection goes
    m_lastSeq.clear();
    if (m_open) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connection, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connection);
        // The last connection's close checkpoints the write-ahead log into the file: the
        // file is now final, and the marker says so (not if a -wal is left: not final).
        if (!m_readOnly && !QFile::exists(m_path + QStringLiteral("-wal"))) {
            QSaveFile marker(cleanMarkerPath(m_path));
            QByteArray text = cleanMarkerText(m_path);
            if (!text.isEmpty())
                text += "full-check " + QByteArray::number(m_lastFullCheck.toMSecsSinceEpoch()) + "\ntrusted-opens "
                    + QByteArray::number(m_trustedOpens) + "\n";
            if (!text.isEmpty() && marker.open(QIODevice::WriteOnly) && marker.write(text) == text.size())
                marker.commit();
        }
    }
    m_open = false;
    m_readOnly = false;
    m_path.clear();
    m_lock.reset();
    m_inodeLock.reset();
}

bool GameStore::exec(const QString &sql, QString *error)
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    if (q.exec(sql))
        return true;
    m_lastError = q.lastError().text();
    if (error)
        *error = m_lastError;
    qCWarning(lcStore) << "failed:" << sql.left(80) << m_lastError;
    return false;
}

bool GameStore::readFailed(const QSqlQuery &q) const
{
    if (q.lastError().type() == QSqlError::NoError)
        return false;
    m_readError = QStringLiteral("%1 is damaged: it could not be read (%2). Nothing was changed. Restore a backup "
                                 "from %3.")
                      .arg(m_path, q.lastError().text(), backupDir(m_path));
    m_lastError = m_readError;
    qCWarning(lcStore).noquote() << m_readError;
    return true;
}

QString moduleForKind(const QString &kind)
{
    // The same mapping as the migration's UPDATE (schema.cpp, 3 -> 4).
    return kind == QLatin1String("sheet") ? QStringLiteral("sheet") : QStringLiteral("xobos");
}

std::optional<qint64> GameStore::createGame(const GameRecord &g, QString *error)
{
    if (!m_open || m_readOnly) {
        fail(error, &m_lastError, QStringLiteral("The library %1 is read-only; the game cannot be saved.").arg(m_path));
        return std::nullopt;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    if (!beginWrite(error))
        return std::nullopt;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO games (created, title, board_name, board_json, variant, setup_json, kind, "
                             "ruleset_json, module, rules_version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(g.created.isValid() ? g.created.toUTC().toString(Qt::ISODateWithMs) : now());
    q.addBindValue(text(g.title));
    q.addBindValue(text(g.boardName));
    q.addBindValue(text(g.boardJson));
    q.addBindValue(g.variant.isEmpty() ? QStringLiteral("fog-of-war") : g.variant);
    q.addBindValue(QString::fromUtf8(g.setupJson.isEmpty() ? QByteArray("{}") : g.setupJson));
    q.addBindValue(g.kind);
    q.addBindValue(QString::fromUtf8(g.rulesetJson.isEmpty() ? QByteArray("{}") : g.rulesetJson));
    q.addBindValue(!g.module.isEmpty() ? g.module : moduleForKind(g.kind));
    q.addBindValue(std::max(1, g.rulesVersion));
    if (!q.exec()) {
        fail(error, &m_lastError, q.lastError().text());
        rollbackWrite();
        return std::nullopt;
    }
    const qint64 id = q.lastInsertId().toLongLong();
    for (const PlayerRecord &p : g.players) {
        QSqlQuery pq(db);
        pq.prepare(
            QStringLiteral("INSERT INTO players (game_id, seat, name, colour, pin_hash) VALUES (?, ?, ?, ?, ?)"));
        pq.addBindValue(id);
        pq.addBindValue(p.seat);
        pq.addBindValue(text(p.name));
        pq.addBindValue(text(p.colour));
        pq.addBindValue(p.pinHash.isEmpty() ? QVariant() : QVariant(p.pinHash));
        if (!pq.exec()) {
            fail(error, &m_lastError, pq.lastError().text());
            rollbackWrite();
            return std::nullopt;
        }
    }
    if (!commitWrite(error))
        return std::nullopt;
    return id;
}

namespace {
GameRecord readGame(const QSqlQuery &q)
{
    GameRecord g;
    g.id = q.value(0).toLongLong();
    g.kind = q.value(1).toString();
    g.title = q.value(2).toString();
    g.created = QDateTime::fromString(q.value(3).toString(), Qt::ISODateWithMs);
    g.finished = q.value(4).isNull() ? QDateTime() : QDateTime::fromString(q.value(4).toString(), Qt::ISODateWithMs);
    g.boardName = q.value(5).toString();
    g.boardJson = q.value(6).toString().toUtf8();
    g.variant = q.value(7).toString();
    g.rulesetJson = q.value(8).toString().toUtf8();
    g.setupJson = q.value(9).toString().toUtf8();
    g.resultJson = q.value(10).isNull() ? QByteArray() : q.value(10).toString().toUtf8();
    g.module = q.value(11).toString();
    g.rulesVersion = q.value(12).toInt();
    return g;
}
const char kGameColumns[] = "id, kind, title, created, finished, board_name, board_json, variant, ruleset_json, "
                            "setup_json, result_json, module, rules_version";
} // namespace

QList<GameRecord> GameStore::selectGames(std::optional<qint64> id) const
{
    QList<GameRecord> out;
    if (!m_open)
        return out;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT %1 FROM games%2 ORDER BY created DESC, id DESC")
                  .arg(QLatin1String(kGameColumns), id ? QStringLiteral(" WHERE id = ?") : QString()));
    if (id)
        q.addBindValue(*id);
    m_readError.clear();
    if (!q.exec())
        return readFailed(q) ? QList<GameRecord>() : out;
    while (q.next())
        out << readGame(q);
    if (readFailed(q))
        return {};
    QSqlQuery pq(db);
    pq.setForwardOnly(true);
    pq.prepare(QStringLiteral("SELECT seat, name, colour, pin_hash FROM players WHERE game_id = ? ORDER BY seat"));
    for (GameRecord &g : out) {
        pq.bindValue(0, g.id);
        if (!pq.exec() && readFailed(pq))
            return {};
        while (pq.next())
            g.players << PlayerRecord{pq.value(0).toInt(), pq.value(1).toString(), pq.value(2).toString(),
                                      pq.value(3).toString()};
        if (readFailed(pq))
            return {};
    }
    return out;
}

QList<GameRecord> GameStore::games() const
{
    return selectGames(std::nullopt);
}

std::optional<GameRecord> GameStore::game(qint64 id) const
{
    const QList<GameRecord> one = selectGames(id);
    return one.isEmpty() ? std::nullopt : std::optional<GameRecord>(one.first());
}

std::optional<GameRecord> GameStore::gameToPlay(qint64 id, const KnownModules &known, QString *error) const
{
    std::optional<GameRecord> g = game(id);
    QString why;
    if (!g)
        why = m_readError.isEmpty()
            ? QStringLiteral("There is no game %1 in %2. List the games to find its number.").arg(id).arg(m_path)
            : m_readError;
    else
        why = whyNotPlayable(*g, known);
    if (why.isEmpty())
        return g;
    if (error)
        *error = why;
    return std::nullopt;
}

QString whyNotPlayable(const GameRecord &g, const KnownModules &known)
{
    const auto module = known.constFind(g.module);
    if (module == known.cend()) {
        QStringList names = known.keys();
        names.sort();
        return QStringLiteral("Game %1 is a game of \"%2\", which this version of Xobos Referee cannot play (it "
                              "plays %3). It was made by a newer version or another build: update Xobos Referee to "
                              "play it. The game is kept unchanged and can still be exported.")
            .arg(g.id)
            .arg(g.module.isEmpty() ? QStringLiteral("?") : g.module, names.join(QStringLiteral(", ")));
    }
    if (g.rulesVersion > *module)
        return QStringLiteral("Game %1 follows version %2 of the rules of \"%3\"; this version of Xobos Referee "
                              "knows them up to version %4. It was made by a newer version: update Xobos Referee to "
                              "play it. The game is kept unchanged and can still be exported.")
            .arg(g.id)
            .arg(g.rulesVersion)
            .arg(g.module)
            .arg(*module);
    return {};
}

bool GameStore::finishGame(qint64 id, const QByteArray &resultJson, QString *error)
{
    if (!m_open || m_readOnly)
        return fail(error, &m_lastError, QStringLiteral("The library %1 is read-only.").arg(m_path));
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("UPDATE games SET finished = ?, result_json = ? WHERE id = ?"));
    q.addBindValue(now());
    q.addBindValue(QString::fromUtf8(resultJson));
    q.addBindValue(id);
    if (!q.exec())
        return fail(error, &m_lastError, q.lastError().text());
    return true;
}

bool GameStore::setPinHash(qint64 id, int seat, const QString &pinHash, QString *error)
{
    if (!m_open || m_readOnly)
        return fail(error, &m_lastError, QStringLiteral("The library %1 is read-only.").arg(m_path));
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("UPDATE players SET pin_hash = ? WHERE game_id = ? AND seat = ?"));
    q.addBindValue(pinHash.isEmpty() ? QVariant() : QVariant(pinHash));
    q.addBindValue(id);
    q.addBindValue(seat);
    if (!q.exec())
        return fail(error, &m_lastError, q.lastError().text());
    return q.numRowsAffected() == 1 || fail(error, &m_lastError, QStringLiteral("No such player."));
}

bool GameStore::deleteGame(qint64 id, QString *error)
{
    if (!m_open || m_readOnly)
        return fail(error, &m_lastError, QStringLiteral("The library %1 is read-only.").arg(m_path));
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("DELETE FROM games WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return fail(error, &m_lastError, q.lastError().text());
    m_lastSeq.remove(id);
    return true;
}
bool GameStore::beginWrite(QString *error)
{
    if (m_batch)
        return true;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    return db.transaction() || fail(error, &m_lastError, db.lastError().text());
}

bool GameStore::commitWrite(QString *error)
{
    if (m_batch)
        return true;
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    if (db.commit())
        return true;
    const QString err = db.lastError().text();
    db.rollback();
    return fail(error, &m_lastError, QStringLiteral("Could not save to %1: %2").arg(m_path, err));
}

void GameStore::rollbackWrite()
{
    if (!m_batch)
        QSqlDatabase::database(m_connection).rollback();
}

bool GameStore::beginBatch(QString *error)
{
    if (!m_open || m_readOnly)
        return fail(error, &m_lastError,
                    QStringLiteral("The library %1 is read-only: nothing can be recorded.").arg(m_path));
    if (m_batch)
        return fail(error, &m_lastError, QStringLiteral("A batch is already open on %1.").arg(m_path));
    if (!beginWrite(error))
        return false;
    m_batch = true;
    return true;
}

bool GameStore::endBatch(bool commit, QString *error)
{
    if (!m_batch)
        return fail(error, &m_lastError, QStringLiteral("No batch is open on %1.").arg(m_path));
    m_batch = false;
    if (commit) {
        if (commitWrite(error))
            return true;
        m_lastSeq.clear();
        return false;
    }
    QSqlDatabase::database(m_connection).rollback();
    m_lastSeq.clear();
    return true;
}

bool GameStore::writeBatch(const std::function<bool()> &write, QString *error)
{
    if (!beginBatch(error))
        return false;
    const bool written = write();
    return endBatch(written, written ? error : nullptr) && written;
}

int GameStore::pageCount() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    return m_open && q.exec(QStringLiteral("PRAGMA page_count")) && q.next() ? q.value(0).toInt() : 0;
}

QString GameStore::integrityCheck() const
{
    QSqlQuery q(QSqlDatabase::database(m_connection));
    if (!m_open || !q.exec(QStringLiteral("PRAGMA integrity_check")))
        return q.lastError().text();
    QStringList problems;
    while (q.next())
        problems << q.value(0).toString();
    return problems.mid(0, 5).join(QStringLiteral("; "));
}

bool GameStore::setMaxPageCount(int pages)
{
    return m_open && exec(QStringLiteral("PRAGMA max_page_count=%1").arg(pages));
}
} // namespace xobos::store
