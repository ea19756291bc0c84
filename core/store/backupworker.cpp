// SPDX-License-Identifier: GPL-3.0-or-later
#include "backupworker.h"

#include "gamestore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <atomic>

namespace xobos::store {

namespace {
Q_LOGGING_CATEGORY(lcBackup, "xobos.store")

QString partOf(const QString &target)
{
    return target + QStringLiteral(".part");
}
} // namespace

BackupWorker::BackupWorker() = default;

BackupWorker::~BackupWorker()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_changed.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

void BackupWorker::enqueue(const QString &dbPath, const QString &target, int keep)
{
    {
        std::lock_guard lock(m_mutex);
        m_jobs.push_back({dbPath, target, keep});
        if (!m_thread.joinable())
            m_thread = std::thread([this] { run(); });
    }
    m_changed.notify_all();
}

void BackupWorker::waitUntilIdle()
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_jobs.empty() && !m_busy; });
}

void BackupWorker::run()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_changed.wait(lock, [this] { return m_stop || !m_jobs.empty(); });
        if (m_jobs.empty())
            return; // stopping, and the queue is done
        const Job job = m_jobs.front();
        m_jobs.pop_front();
        m_busy = true;
        lock.unlock();
        QString error;
        if (copy(job.dbPath, job.target, &error))
            rotate(job.dbPath, job.keep);
        else
            qCWarning(lcBackup).noquote() << "round backup failed (the game goes on):" << error;
        lock.lock();
        m_busy = false;
        m_changed.notify_all();
    }
}

bool BackupWorker::copy(const QString &dbPath, const QString &target, QString *error)
{
    static std::atomic<int> counter{0};
    const QString name = QStringLiteral("xobos-backup-%1").arg(counter.fetch_add(1));
    const QString part = partOf(target);
    QFile::remove(part); // VACUUM INTO refuses an existing file
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(dbPath);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        if (!db.open()) {
            *error = QStringLiteral("Cannot read %1 for its backup: %2").arg(dbPath, db.lastError().text());
        } else {
            QSqlQuery q(db);
            q.prepare(QStringLiteral("VACUUM INTO ?"));
            q.addBindValue(part);
            ok = q.exec();
            if (!ok)
                *error = QStringLiteral("Backup to %1 failed: %2").arg(target, q.lastError().text());
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (ok) {
        QFile::remove(target);
        ok = QFile::rename(part, target);
        if (!ok)
            *error = QStringLiteral("Cannot rename the backup %1 to %2.").arg(part, target);
    }
    if (!ok)
        QFile::remove(part);
    return ok;
}

void BackupWorker::rotate(const QString &dbPath, int keep)
{
    const QStringList all = GameStore::backupsOf(dbPath);
    for (qsizetype i = keep; i < all.size(); ++i)
        QFile::remove(all[i]);
    // A ".part" is only ever being written by this library's one worker, one at a time,
    // and rotation runs after its copy: any ".part" now is left over from a killed process.
    removeLeftovers(dbPath);
}

void BackupWorker::removeLeftovers(const QString &dbPath)
{
    // VACUUM INTO writes "<name>.part" with a rollback journal "<name>.part-journal"; a
    // process killed meanwhile leaves both (14 journals after 100 kills, issue #21.10).
    const QDir dir(GameStore::backupDir(dbPath));
    for (const QString &stale :
         dir.entryList({QStringLiteral("*.part"), QStringLiteral("*.part-journal")}, QDir::Files | QDir::Hidden))
        QFile::remove(dir.filePath(stale));
}

} // namespace xobos::store
