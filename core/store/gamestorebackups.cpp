// SPDX-License-Identifier: GPL-3.0-or-later
// GameStore's backups: consistent copies, rotation, restore (gamestore.h).
#include "gamestore.h"

#include "backupworker.h"
#include "libraryinspection.h"
#include "storesql.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace xobos::store {

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

QString GameStore::newestGoodBackup(const QString &dbPath)
{
    for (const QString &b : backupsOf(dbPath)) {
        if (inspectLibrary(b).ok())
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
