// SPDX-License-Identifier: GPL-3.0-or-later
#include "libraryinspection.h"

#include <QAtomicInteger>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QUrl>
#include <QVariant>

namespace xobos::store {

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

QString nextInspectionName()
{
    static QAtomicInteger<int> counter;
    return QStringLiteral("xobos-store-inspect-%1").arg(counter.fetchAndAddRelaxed(1));
}
} // namespace

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

bool readCleanMarker(const QString &dbPath, QDateTime *lastFullCheck, int *trustedOpens)
{
    QFile marker(GameStore::cleanMarkerPath(dbPath));
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
    return opens < GameStore::kMaxTrustedOpens && age >= 0 && age <= GameStore::kMaxTrustedDays * 24LL * 3600 * 1000;
}

OpenResult inspectLibrary(const QString &path, bool fullCheck)
{
    if (!sizeIsWholePages(path))
        return {OpenError::Damaged,
                QStringLiteral("%1 is damaged (it is not a whole number of pages long: it was cut off). "
                               "It was not changed. Restore a backup from %2.")
                    .arg(path, GameStore::backupDir(path))};
    // Read-only look at an existing file: nothing is written to a file we may refuse.
    const QString name = nextInspectionName();
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
                                     .arg(path, err, GameStore::backupDir(path))};
            } else {
                QStringList problems;
                while (q.next())
                    problems << q.value(0).toString();
                if (problems != QStringList{QStringLiteral("ok")}) {
                    result = {
                        OpenError::Damaged,
                        QStringLiteral("%1 is damaged (%2). It was not changed. Restore a backup from %3.")
                            .arg(path, problems.mid(0, 3).join(QStringLiteral("; ")), GameStore::backupDir(path))};
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
                                  .arg(GameStore::backupDir(path))};
                } else if ((appId != GameStore::kApplicationId && (tables > 0 || version != 0))
                           || (appId == GameStore::kApplicationId && version == 0 && tables > 0)) {
                    // Ours are marked and versioned in the transaction that makes their
                    // tables: tables at version 0 are another program's, whatever its id.
                    result = {OpenError::NotOurs,
                              QStringLiteral("%1 is an SQLite database of another program, not a Xobos Referee "
                                             "library. It was not changed. Choose another file.")
                                  .arg(path)};
                } else if (version > GameStore::kSchemaVersion) {
                    result = {
                        OpenError::NewerSchema,
                        QStringLiteral("%1 was written by a newer version of Xobos Referee (library format %2, this "
                                       "version reads up to %3). It was not changed. Update Xobos Referee to open it.")
                            .arg(path)
                            .arg(version)
                            .arg(GameStore::kSchemaVersion)};
                }
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace xobos::store
