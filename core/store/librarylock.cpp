// SPDX-License-Identifier: GPL-3.0-or-later
#include "librarylock.h"

#include "storesql.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace xobos::store {

LibraryLock LibraryLock::acquire(const QString &path)
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

InodeLock::InodeLock(int fd)
    : m_fd(fd)
{ }

InodeLock::~InodeLock()
{
    // Closed only after the library's connections: closing any descriptor of the file
    // drops this process's POSIX locks on it, SQLite's own included.
    ::close(m_fd);
}
} // namespace xobos::store
