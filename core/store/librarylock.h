// SPDX-License-Identifier: GPL-3.0-or-later
// The locks of an open library: one process at a time (issue #21.3).
#pragma once

#include "gamestore.h"

#include <QLockFile>
#include <QString>

#include <memory>

namespace xobos::store {

// flock() of the library file itself while it is open; closed after the connections.
class InodeLock
{
public:
    explicit InodeLock(int fd);
    ~InodeLock();
    InodeLock(const InodeLock &) = delete;
    InodeLock &operator=(const InodeLock &) = delete;

private:
    int m_fd = -1;
};

// A lock file beside the library, named after its canonical path (QLockFile), and an
// flock() of the library file itself, which a hard link shares.
struct LibraryLock
{
    OpenResult result; // not ok: open() returns it
    bool dirWritable = false; // no lock is taken in a folder that cannot be written
    std::unique_ptr<QLockFile> file;
    std::unique_ptr<InodeLock> inode;

    static LibraryLock acquire(const QString &path);
};

} // namespace xobos::store
