// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestore.h"

#include "backupworker.h"

#include <QAtomicInteger>
#include <QCryptographicHash>
#include <QSaveFile>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThread>
#include <QUrl>
#include <QVariant>

#include <algorithm>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace xobos::store {

Q_LOGGING_CATEGORY(lcStore, "xobos.store")

namespace {

QString nextConnectionName()
{
    static QAtomicInteger<int> counter;
    return QStringLiteral("xobos-store-%1").arg(counter.fetchAndAddRelaxed(1));
}

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
// Version 1 is the first released layout; a new file climbs every rung.
const char *const kMigrations[] = {
    // 0 -> 1
    "CREATE TABLE games ("
    " id INTEGER PRIMARY KEY AUTOINCREMENT,"
    " created TEXT NOT NULL,"
    " title TEXT NOT NULL DEFAULT '',"
    " board_name TEXT NOT NULL DEFAULT '',"
    " board_json TEXT NOT NULL DEFAULT '',"
    " variant TEXT NOT NULL DEFAULT 'fog-of-war',"
    " setup_json TEXT NOT NULL DEFAULT '{}');"
    "CREATE TABLE events ("
    " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " seq INTEGER NOT NULL,"
    " round INTEGER NOT NULL,"
    " phase TEXT NOT NULL,"
    " actor INTEGER NOT NULL,"
    " visibility TEXT NOT NULL CHECK (visibility IN ('public','private','referee')),"
    " audience INTEGER,"
    " kind TEXT NOT NULL,"
    " payload TEXT NOT NULL,"
    " created TEXT NOT NULL,"
    " PRIMARY KEY (game_id, seq));",
    // 1 -> 2: game kinds and results, players with PIN hashes, state hashes in the log
    "ALTER TABLE games ADD COLUMN kind TEXT NOT NULL DEFAULT 'referee';"
    "ALTER TABLE games ADD COLUMN finished TEXT;"
    "ALTER TABLE games ADD COLUMN ruleset_json TEXT NOT NULL DEFAULT '{}';"
    "ALTER TABLE games ADD COLUMN result_json TEXT;"
    "CREATE TABLE players ("
    " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " seat INTEGER NOT NULL,"
    " name TEXT NOT NULL,"
    " colour TEXT NOT NULL DEFAULT '',"
    " pin_hash TEXT,"
    " PRIMARY KEY (game_id, seat));"
    "ALTER TABLE events ADD COLUMN state_hash TEXT;"
    "CREATE INDEX events_by_visibility ON events (game_id, visibility, audience, seq);",
    // 2 -> 3: the log keyed by (game_id, seq) alone, WITHOUT ROWID, and no visibility index
    // (ruling S-LOG-LAYOUT, docs/store-format.md). A durable action used to write 4-5 pages
    // (the row, its key index, the visibility index); now it writes the leaf its rows go to.
    "CREATE TABLE events_v3 ("
    " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " seq INTEGER NOT NULL,"
    " round INTEGER NOT NULL,"
    " phase TEXT NOT NULL,"
    " actor INTEGER NOT NULL,"
    " visibility TEXT NOT NULL CHECK (visibility IN ('public','private','referee')),"
    " audience INTEGER,"
    " kind TEXT NOT NULL,"
    " payload TEXT NOT NULL,"
    " created TEXT NOT NULL,"
    " state_hash TEXT,"
    " PRIMARY KEY (game_id, seq)) WITHOUT ROWID;"
    "INSERT INTO events_v3 (game_id, seq, round, phase, actor, visibility, audience, kind, payload, created, state_hash)"
    " SELECT game_id, seq, round, phase, actor, visibility, audience, kind, payload, created, state_hash FROM events;"
    "DROP TABLE events;"
    "ALTER TABLE events_v3 RENAME TO events;",
};
static_assert(sizeof(kMigrations) / sizeof(kMigrations[0]) == GameStore::kSchemaVersion);

// SQLite stores a null QString as NULL; the schema wants empty text instead.
QString text(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}
QString text(const QByteArray &b)
{
    return text(QString::fromUtf8(b));
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
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

namespace {
// A truncated file whose lost bytes were free pages passes quick_check; its size, which
// must be a whole number of pages, gives it away.
bool sizeIsWholePages(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return true; // let SQLite report what is wrong
    const QByteArray header = f.read(100);
    if (header.size() < 100 || !header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return true; // not SQLite at all: quick_check says so
    int pageSize = (static_cast<unsigned char>(header[16]) << 8) | static_cast<unsigned char>(header[17]);
    if (pageSize == 1)
        pageSize = 65536;
    return pageSize >= 512 && f.size() % pageSize == 0;
}
// The clean-close marker "<library>.checked": what the library file was when this program
// last closed it cleanly (its size, modification time and a hash of its first page). It
// is removed when the library is opened for writing, so a crash leaves none.
QByteArray cleanMarkerText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QFileInfo info(path);
    const QByteArray firstPage = f.read(4096);
    return QByteArrayLiteral("xobos-clean-close 1\n") + "size " + QByteArray::number(info.size()) + "\nmtime "
        + QByteArray::number(info.lastModified().toMSecsSinceEpoch()) + "\nfirst-page "
        + QCryptographicHash::hash(firstPage, QCryptographicHash::Sha256).toHex() + "\n";
}
} // namespace

QString GameStore::cleanMarkerPath(const QString &dbPath)
{
    return dbPath + QStringLiteral(".checked");
}

bool GameStore::readCleanMarker(const QString &dbPath, QDateTime *lastFullCheck, int *trustedOpens)
{
    QFile marker(cleanMarkerPath(dbPath));
    if (!marker.open(QIODevice::ReadOnly))
        return false;
    const QByteArray now = cleanMarkerText(dbPath);
    const QByteArray text = marker.read(4096);
    if (now.isEmpty() || !text.startsWith(now))
        return false;
    // "full-check <ms since the epoch>\ntrusted-opens <n>\n": how long ago, and how many
    // trusted opens ago, quick_check last read every page (ruling S-OPEN-CHECK).
    const QList<QByteArray> tail = text.mid(now.size()).split('\n');
    if (tail.size() < 2 || !tail[0].startsWith("full-check ") || !tail[1].startsWith("trusted-opens "))
        return false;
    bool okTime = false;
    bool okOpens = false;
    const QDateTime checked = QDateTime::fromMSecsSinceEpoch(tail[0].mid(11).toLongLong(&okTime), Qt::UTC);
    const int opens = tail[1].mid(14).toInt(&okOpens);
    if (!okTime || !okOpens)
        return false;
    if (lastFullCheck)
        *lastFullCheck = checked;
    if (trustedOpens)
        *trustedOpens = opens;
    const qint64 age = checked.msecsTo(QDateTime::currentDateTimeUtc());
    return opens < kMaxTrustedOpens && age >= 0 && age <= kMaxTrustedDays * 24LL * 3600 * 1000;
}

bool GameStore::cleanMarkerMatches(const QString &dbPath)
{
    return readCleanMarker(dbPath, nullptr, nullptr);
}

OpenResult GameStore::inspect(const QString &path, bool fullCheck)
{
    if (!sizeIsWholePages(path))
        return {OpenError::Damaged,
                QStringLiteral("%1 is damaged (it is not a whole number of pages long: it was cut off). "
                               "It was not changed. Restore a backup from %2.")
                    .arg(path, backupDir(path))};
    // Read-only look at an existing file: nothing is written to a file we may refuse.
    const QString name = m_connection + QStringLiteral("-inspect");
    OpenResult result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        // Without a write-ahead log beside it, "immutable" keeps SQLite from creating one
        // (a read-only connection would otherwise leave -wal and -shm files behind).
        if (QFile::exists(path + QStringLiteral("-wal"))) {
            db.setDatabaseName(path);
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        } else {
            QUrl url = QUrl::fromLocalFile(path);
            url.setQuery(QStringLiteral("immutable=1"));
            db.setDatabaseName(url.toString());
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
        }
        if (!db.open()) {
            result = {OpenError::CannotOpen,
                      QStringLiteral("Cannot open %1: %2. Check that the file exists and is readable.")
                          .arg(path, db.lastError().text())};
        } else {
            QSqlQuery q(db);
            // quick_check reads every page; a library left by a clean close and unchanged
            // since skips it (cleanMarkerMatches()), the rest of the checks still run.
            if (!fullCheck) {
                // nothing: the header, application id and schema checks below still run
            } else if (!q.exec(QStringLiteral("PRAGMA quick_check"))) {
                const QString err = q.lastError().text();
                const bool notDb = err.contains(QLatin1String("not a database"), Qt::CaseInsensitive)
                    || q.lastError().nativeErrorCode() == QLatin1String("26");
                result = notDb
                    ? OpenResult{OpenError::NotADatabase,
                                 QStringLiteral(
                                     "%1 is not a Xobos Referee library (not an SQLite database). "
                                     "Choose another file or start a new library; this file was not changed.")
                                     .arg(path)}
                    : OpenResult{OpenError::Damaged,
                                 QStringLiteral("%1 is damaged (%2). It was not changed. Restore a backup from %3.")
                                     .arg(path, err, backupDir(path))};
            } else {
                QStringList problems;
                while (q.next())
                    problems << q.value(0).toString();
                if (problems != QStringList{QStringLiteral("ok")}) {
                    result = {OpenError::Damaged,
                              QStringLiteral("%1 is damaged (%2). It was not changed. Restore a backup from %3.")
                                  .arg(path, problems.mid(0, 3).join(QStringLiteral("; ")), backupDir(path))};
                }
            }
            q.finish();
            if (result.ok()) {
                QSqlQuery meta(db);
                int appId = 0;
                int version = 0;
                int tables = 0;
                if (meta.exec(QStringLiteral("PRAGMA application_id")) && meta.next())
                    appId = meta.value(0).toInt();
                if (meta.exec(QStringLiteral("PRAGMA user_version")) && meta.next())
                    version = meta.value(0).toInt();
                if (meta.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) && meta.next())
                    tables = meta.value(0).toInt();
                meta.finish();
                if (version < 0) {
                    // Never written by any version of Xobos Referee (a flipped bit in the
                    // header's byte 60, or an edit): nothing of it can be trusted.
                    result = {OpenError::Damaged,
                              QStringLiteral("%1 is damaged or not a Xobos Referee library (its library format "
                                             "number is %2). It was not changed. Restore a backup from %3.")
                                  .arg(path)
                                  .arg(version)
                                  .arg(backupDir(path))};
                } else if ((appId != kApplicationId && (tables > 0 || version != 0))
                           || (appId == kApplicationId && version == 0 && tables > 0)) {
                    // Ours are marked and versioned in the transaction that makes their
                    // tables: tables at version 0 are another program's, whatever its id.
                    result = {OpenError::NotOurs,
                              QStringLiteral("%1 is an SQLite database of another program, not a Xobos Referee "
                                             "library. It was not changed. Choose another file.")
                                  .arg(path)};
                } else if (version > kSchemaVersion) {
                    result = {
                        OpenError::NewerSchema,
                        QStringLiteral("%1 was written by a newer version of Xobos Referee (library format %2, this "
                                       "version reads up to %3). It was not changed. Update Xobos Referee to open it.")
                            .arg(path)
                            .arg(version)
                            .arg(kSchemaVersion)};
                }
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

GameStore::LibraryLock GameStore::lockLibrary(const QString &path)
{
    LibraryLock out;
    const QFileInfo info(path);
    if (!info.absoluteDir().exists() && !QDir().mkpath(info.absolutePath())) {
        out.result = {OpenError::CannotOpen,
                      QStringLiteral("Cannot create the folder %1 for the library.").arg(info.absolutePath())};
        return out;
    }

    // One process at a time: a lock file beside the database, named after its canonical
    // path (a symlink leads to the same lock; stale locks of crashed processes are
    // detected by QLockFile and taken over), and an flock() of the file itself (a hard
    // link is the same file under a name of its own). Issue #21.3.
    const QString canonical = info.exists()
        ? info.canonicalFilePath()
        : QDir(QFileInfo(info.absolutePath()).canonicalFilePath()).filePath(info.fileName());
    const QString lockPath = canonical + QStringLiteral(".lock");
    auto lock = std::make_unique<QLockFile>(lockPath);
    lock->setStaleLockTime(0);
    const bool dirWritable = QFileInfo(QFileInfo(canonical).absolutePath()).isWritable();
    out.dirWritable = dirWritable;
    if (QFileInfo(lockPath).isDir()) {
        out.result = {OpenError::CannotOpen,
                      QStringLiteral("%1 cannot be locked: %2 is a folder, where its lock file belongs. Remove or "
                                     "rename that folder, then try again.")
                          .arg(path, lockPath)};
        return out;
    }
    if (dirWritable && !lock->tryLock(100) && lock->error() != QLockFile::LockFailedError) {
        // Not another owner: the lock file could not be written (a full disk, say).
        out.result = {OpenError::CannotOpen,
                      QStringLiteral("Cannot write the lock file %1: the disk may be full, or the folder not "
                                     "writable. Free some space, then try again.")
                          .arg(lockPath)};
        return out;
    }
    if (dirWritable && !lock->isLocked()) {
        qint64 pid = 0;
        QString host;
        QString app;
        bool hasInfo = lock->getLockInfo(&pid, &host, &app) && pid > 0;
        // A process that died between creating the lock file and writing its pid into it
        // leaves a lock with no owner: QLockFile never takes it for stale, so we do, once it
        // is old enough not to be another process's lock in the making. A younger one is
        // waited for (at most ~2 s): it either gets its owner or becomes old enough.
        const auto lockAgeMs = [&lockPath] {
            return QFileInfo(lockPath).lastModified().msecsTo(QDateTime::currentDateTime());
        };
        bool locked = false;
        for (int tries = 0; !hasInfo && !locked && QFileInfo::exists(lockPath) && lockAgeMs() <= 2000 && tries < 25;
             ++tries) {
            QThread::msleep(100);
            locked = lock->tryLock(0);
            hasInfo = !locked && lock->getLockInfo(&pid, &host, &app) && pid > 0;
        }
        const QFileInfo lockInfo(lockPath);
        if (locked) {
            // the lock in the making was released, or its file removed, meanwhile
        } else if (!hasInfo && lockAgeMs() > 2000 && lock->removeStaleLockFile() && lock->tryLock(100)) {
            qCWarning(lcStore) << "took over an ownerless lock file" << lockInfo.filePath();
        } else {
            out.result = {OpenError::InUse,
                          QStringLiteral("%1 is in use by another program (%2, process %3 on %4). Close it there "
                                         "first, or open another library.")
                              .arg(path, app.isEmpty() ? QStringLiteral("Xobos Referee") : app)
                              .arg(pid)
                              .arg(host)};
            return out;
        }
    }
    // The file itself: exclusive for a writer, shared for a reader (several may read a
    // read-only library). A missing library is created empty here (an empty file is a new
    // library); a folder or a FIFO is not touched (open() refuses it).
    const bool exists = QFileInfo::exists(canonical);
    const bool writer = dirWritable && (!exists || QFileInfo(canonical).isWritable());
    if (!exists ? dirWritable : QFileInfo(canonical).isFile()) {
        const int fd = ::open(QFile::encodeName(canonical).constData(),
                              (writer ? O_RDWR : O_RDONLY) | (exists ? 0 : O_CREAT) | O_CLOEXEC, 0644);
        if (fd >= 0) {
            out.inode = std::make_unique<InodeLock>(fd);
            if (::flock(fd, (writer ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0) {
                out.result = {OpenError::InUse,
                              QStringLiteral("%1 is in use by another program, which opened the same file under "
                                             "another name (a link). Close it there first, or open another library.")
                                  .arg(path)};
                out.inode.reset();
                return out;
            }
        }
    }
    out.file = std::move(lock);
    return out;
}

GameStore::InodeLock::InodeLock(int fd)
    : m_fd(fd)
{ }

GameStore::InodeLock::~InodeLock()
{
    // Closed only after the library's connections: closing any descriptor of the file
    // drops this process's POSIX locks on it, SQLite's own included.
    ::close(m_fd);
}

OpenResult GameStore::open(const QString &path)
{
    close();
    LibraryLock lock = lockLibrary(path);
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
        const OpenResult inspected = inspect(path, !m_openedTrusted);
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
        if (!migrate(m_version, &err))
            return refuse({OpenError::MigrationFailed,
                           QStringLiteral("Cannot upgrade %1 to the current library format: %2. The file was left as "
                                          "it was.")
                               .arg(path, err)});
    }
    // Durability: WAL + synchronous=FULL commits survive a power cut once append() returns.
    if (!m_readOnly && !exec(QStringLiteral("PRAGMA journal_mode=WAL"), &err))
        return refuse({OpenError::CannotOpen, QStringLiteral("Cannot prepare %1: %2").arg(path, err)});
    if (!m_readOnly)
        BackupWorker::removeLeftovers(path); // the lock is ours: no copy of this library is being written
    qCDebug(lcStore) << "opened" << path << "schema" << m_version << (m_readOnly ? "read-only" : "");
    return {};
}

bool GameStore::migrate(int from, QString *error)
{
    if (from < 0 || from >= kSchemaVersion) {
        *error = QStringLiteral("there is no upgrade from library format %1").arg(from);
        return false;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection);
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    for (int v = from; v < kSchemaVersion; ++v) {
        const QStringList statements = QString::fromLatin1(kMigrations[v]).split(QLatin1Char(';'), Qt::SkipEmptyParts);
        for (const QString &sql : statements) {
            if (!exec(sql, error)) {
                db.rollback();
                return false;
            }
        }
    }
    if (!exec(QStringLiteral("PRAGMA user_version=%1").arg(kSchemaVersion), error)
        || !exec(QStringLiteral("PRAGMA application_id=%1").arg(kApplicationId), error) || !db.commit()) {
        if (error->isEmpty())
            *error = db.lastError().text();
        db.rollback();
        return false;
    }
    m_version = kSchemaVersion;
    if (from >= 1 && from < 3) {
        // Version 3 rebuilt the log: the old table's pages are free but still in the file
        // (a library of 50 finished games went from 17.5 to 32 MB; VACUUMed, 14.1 MB, in
        // 0.2 s, once). A VACUUM that fails (a full disk, say) leaves a working library.
        QString vacuumError;
        if (!exec(QStringLiteral("VACUUM"), &vacuumError))
            qCWarning(lcStore) << "could not compact" << m_path << "after upgrading it:" << vacuumError;
    }
    return true;
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

namespace {
bool fail(QString *error, QString *last, const QString &text)
{
    *last = text;
    if (error)
        *error = text;
    return false;
}
} // namespace

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
                             "ruleset_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(g.created.isValid() ? g.created.toUTC().toString(Qt::ISODateWithMs) : now());
    q.addBindValue(text(g.title));
    q.addBindValue(text(g.boardName));
    q.addBindValue(text(g.boardJson));
    q.addBindValue(g.variant.isEmpty() ? QStringLiteral("fog-of-war") : g.variant);
    q.addBindValue(QString::fromUtf8(g.setupJson.isEmpty() ? QByteArray("{}") : g.setupJson));
    q.addBindValue(g.kind);
    q.addBindValue(QString::fromUtf8(g.rulesetJson.isEmpty() ? QByteArray("{}") : g.rulesetJson));
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
    return g;
}
const char kGameColumns[] = "id, kind, title, created, finished, board_name, board_json, variant, ruleset_json, "
                            "setup_json, result_json";
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

QString GameStore::backupDir(const QString &dbPath)
{
    return dbPath + QStringLiteral(".backups");
}

bool GameStore::backupTo(const QString &file, QString *error)
{
    if (!m_open)
        return fail(error, &m_lastError, QStringLiteral("No library is open."));
    // Written as "<file>.part" and renamed when complete: never a half copy under the name.
    const QString part = file + QStringLiteral(".part");
    QFile::remove(part); // VACUUM INTO refuses an existing file
    QSqlQuery q(QSqlDatabase::database(m_connection));
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.addBindValue(part);
    if (!q.exec()) {
        QFile::remove(part);
        return fail(error, &m_lastError, QStringLiteral("Backup to %1 failed: %2").arg(file, q.lastError().text()));
    }
    QFile::remove(file);
    if (!QFile::rename(part, file)) {
        QFile::remove(part);
        return fail(error, &m_lastError, QStringLiteral("Cannot rename the backup %1 to %2.").arg(part, file));
    }
    return true;
}

QString GameStore::nextBackupFile(const QString &label, QString *error)
{
    const QString dir = backupDir(m_path);
    if (!QDir().mkpath(dir)) {
        fail(error, &m_lastError, QStringLiteral("Cannot create the backup folder %1.").arg(dir));
        return {};
    }
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    QString safeLabel = label;
    safeLabel.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]")), QStringLiteral("_"));
    return QDir(dir).filePath(QStringLiteral("%1-%2.sqlite").arg(stamp, safeLabel));
}

bool GameStore::rotatingBackup(const QString &label, int keep, QString *error)
{
    if (m_batch)
        return true; // VACUUM INTO cannot run inside a transaction; the batch's end is the moment to back up
    waitForBackups(); // one writer of the backup folder at a time
    const QString file = nextBackupFile(label, error);
    if (file.isEmpty() || !backupTo(file, error))
        return false;
    BackupWorker::rotate(m_path, keep);
    return true;
}

void GameStore::rotatingBackupInBackground(const QString &label, int keep)
{
    if (m_batch || !m_open)
        return;
    QString error;
    const QString file = nextBackupFile(label, &error);
    if (file.isEmpty()) {
        qCWarning(lcStore).noquote() << "round backup failed (the game goes on):" << error;
        return;
    }
    if (!m_backups)
        m_backups = std::make_unique<BackupWorker>();
    m_backups->enqueue(m_path, file, keep);
}

void GameStore::waitForBackups() const
{
    if (m_backups)
        m_backups->waitUntilIdle();
}

QStringList GameStore::backups() const
{
    waitForBackups();
    return backupsOf(m_path);
}

QStringList GameStore::backupsOf(const QString &dbPath)
{
    QDir dir(backupDir(dbPath));
    QStringList out;
    const QStringList names = dir.entryList({QStringLiteral("*.sqlite")}, QDir::Files, QDir::Name | QDir::Reversed);
    for (const QString &n : names)
        out << dir.filePath(n);
    return out;
}

} // namespace xobos::store

namespace xobos::store {

QString GameStore::newestGoodBackup(const QString &dbPath)
{
    for (const QString &b : backupsOf(dbPath)) {
        GameStore probe;
        if (probe.inspect(b).ok())
            return b;
    }
    return {};
}

QString GameStore::restoreBackup(const QString &backup, const QString &dbPath, QString *error)
{
    const QFileInfo info(dbPath);
    const QString stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString target =
        info.absoluteDir().filePath(QStringLiteral("%1.restored-%2.sqlite").arg(info.completeBaseName(), stamp));
    if (!QFile::copy(backup, target)) {
        if (error)
            *error = QStringLiteral("Cannot copy the backup %1 to %2.").arg(backup, target);
        return {};
    }
    QFile::setPermissions(target, QFile::permissions(target) | QFileDevice::WriteOwner | QFileDevice::ReadOwner);
    return target;
}

} // namespace xobos::store
