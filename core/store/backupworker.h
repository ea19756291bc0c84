// SPDX-License-Identifier: GPL-3.0-or-later
// Round backups written on a thread of their own (issue #11, docs/store-format.md).
//
// A round-ending action used to wait for its round's backup (VACUUM INTO of the whole
// library: ~7 ms for a library of one game, growing with the library) on the thread that
// submitted it: the UI thread. The worker takes the copy through its own read-only
// connection, opened in its thread (a Qt SQL connection belongs to the thread that made
// it): in WAL mode that reader sees a consistent snapshot and neither blocks the writer
// nor is blocked by it.
//
// Each backup is written as "<name>.part" and renamed when complete, so a process killed
// mid-copy leaves no half backup among the "*.sqlite" files (the next rotation, and the next
// open of the library for writing, remove the ".part" and its "-journal" left over). A failed backup is logged
// (xobos.store) and never fails the game.
#pragma once

#include <QString>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

namespace xobos::store {

class BackupWorker
{
public:
    BackupWorker();
    ~BackupWorker(); // finishes the queue
    BackupWorker(const BackupWorker &) = delete;
    BackupWorker &operator=(const BackupWorker &) = delete;

    // Copies the library `dbPath` to `target` (VACUUM INTO), then keeps the newest `keep`
    // backups of GameStore::backupsOf(dbPath).
    void enqueue(const QString &dbPath, const QString &target, int keep);
    // Returns when every backup queued so far is written (or has failed).
    void waitUntilIdle();

    // The copy itself, on the calling thread, through a connection of its own.
    static bool copy(const QString &dbPath, const QString &target, QString *error);
    // Keeps the newest `keep` backups of `dbPath` and removes left-over ".part" files.
    static void rotate(const QString &dbPath, int keep);
    // Removes what a process killed during a copy leaves: "*.part" and "*.part-journal".
    // Only while no copy of `dbPath` is being written (the library's lock held, the queue idle).
    static void removeLeftovers(const QString &dbPath);

private:
    struct Job
    {
        QString dbPath;
        QString target;
        int keep = 0;
    };
    void run();

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Job> m_jobs;
    bool m_busy = false;
    bool m_stop = false;
    std::thread m_thread; // started on the first enqueue()
};

} // namespace xobos::store
