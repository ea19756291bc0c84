// SPDX-License-Identifier: GPL-3.0-or-later
// Damaged library files: GameStore::open() must refuse each with a message that names the
// file, and must leave the file byte-for-byte as it was (no write, no -wal/-shm left
// behind). The one exception is an empty file (0 bytes): it is what an interrupted
// "new library" leaves behind and holds nothing to lose, so it becomes a new library.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <random>

#include <sys/stat.h>

#include "xobos/io/boardio.h"
#include "xobos/rules/engine.h"
#include "store/gamesession.h"
#include "store/gamestore.h"

using namespace xobos;
using namespace xobos::store;

Q_DECLARE_METATYPE(xobos::store::OpenError)

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QByteArray checksum(const QString &path)
{
    return QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256).toHex();
}

// Runs SQL on a file with a plain connection (not through the store).
bool rawSql(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("badfiles-raw");
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        ok = db.open();
        QSqlQuery q(db);
        for (const QString &sql : statements)
            ok = ok && q.exec(sql);
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace

class TestBadFiles : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QByteArray m_good; // a real library with one game of a few hundred actions

    QString goodCopy(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        writeAll(path, m_good);
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(QStringLiteral("good.sqlite"));
        {
            GameStore lib;
            const OpenResult opened = lib.open(path);
            QVERIFY2(opened.ok(), qPrintable(opened.message));
            NewGame g;
            g.board = std::make_shared<const rules::Board>(*io::loadBundledBoard(QStringLiteral("standard")).board);
            g.boardName = QStringLiteral("standard");
            g.setup.players = 4;
            g.setup.seed = 3;
            QString error;
            auto session = GameSession::create(lib, g, &error);
            QVERIFY2(session, qPrintable(error));
            std::mt19937_64 rng(3);
            for (int i = 0; i < 300 && session->state().phase != rules::Phase::GameOver; ++i) {
                const auto who = rules::actingPlayers(session->state());
                const int p = who[rng() % who.size()];
                const auto legal = rules::legalActions(session->state(), p);
                QVERIFY(session->submit(p, legal[rng() % legal.size()]).accepted);
            }
        }
        // Closing the last connection checkpoints the write-ahead log into the file.
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
        m_good = readAll(path);
        QVERIFY2(m_good.size() >= 16 * 4096, "the sample library should span many pages");
    }

    void damagedFileIsRefusedUnchanged_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QList<int>>("expected"); // acceptable OpenError values

        const QList<int> damaged{int(OpenError::Damaged), int(OpenError::NotADatabase)};
        const qsizetype size = m_good.size();
        const struct {
            const char *name;
            qsizetype cut;
        } truncations[] = {
            {"a library truncated to 10 bytes (inside the header) is refused", 10},
            {"a library truncated to its 100-byte header is refused", 100},
            {"a library truncated to its first page is refused", 4096},
            {"a library truncated to three pages and a bit is refused", 3 * 4096 + 17},
            {"a library truncated to half its size is refused", size / 2},
            {"a library missing its last page is refused", size - 4096},
            {"a library missing its last byte is refused", size - 1},
        };
        for (const auto &t : truncations) {
            const QString name = QStringLiteral("truncated-%1.sqlite").arg(t.cut);
            writeAll(m_dir.filePath(name), m_good.left(t.cut));
            QTest::newRow(t.name) << m_dir.filePath(name) << damaged;
        }

        QByteArray noise(size, Qt::Uninitialized);
        QRandomGenerator rng(11);
        for (char &c : noise)
            c = char(rng.bounded(256));
        writeAll(m_dir.filePath(QStringLiteral("random.sqlite")), noise);
        QTest::newRow("random bytes are not a database") << m_dir.filePath(QStringLiteral("random.sqlite"))
                                                         << QList<int>{int(OpenError::NotADatabase)};

        QByteArray zeroed = m_good;
        zeroed.replace(0, 100, QByteArray(100, '\0'));
        writeAll(m_dir.filePath(QStringLiteral("zeroed-header.sqlite")), zeroed);
        QTest::newRow("a zeroed header is not a database") << m_dir.filePath(QStringLiteral("zeroed-header.sqlite"))
                                                           << QList<int>{int(OpenError::NotADatabase)};

        QByteArray holed = m_good;
        holed.replace(size / 2, 4096, QByteArray(4096, '\x5a'));
        writeAll(m_dir.filePath(QStringLiteral("garbage-page.sqlite")), holed);
        QTest::newRow("a page overwritten with garbage is damage") << m_dir.filePath(QStringLiteral("garbage-page.sqlite")) << damaged;

        const QString other = m_dir.filePath(QStringLiteral("other-app.sqlite"));
        QVERIFY(rawSql(other, {QStringLiteral("CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT)"),
                               QStringLiteral("INSERT INTO notes(text) VALUES('groceries')")}));
        QTest::newRow("another program's SQLite file is not ours") << other << QList<int>{int(OpenError::NotOurs)};

        const QString newer = goodCopy(QStringLiteral("newer-schema.sqlite"));
        QVERIFY(rawSql(newer, {QStringLiteral("PRAGMA user_version=%1").arg(GameStore::kSchemaVersion + 1)}));
        QTest::newRow("a library of a newer schema is refused") << newer << QList<int>{int(OpenError::NewerSchema)};

        // Issue #21.1: a negative user_version indexed the migration ladder out of bounds.
        const QString negative = goodCopy(QStringLiteral("negative-version.sqlite"));
        QVERIFY(rawSql(negative, {QStringLiteral("PRAGMA user_version=-1000")}));
        QTest::newRow("a library with user_version -1000 is refused") << negative << damaged;
        QByteArray flipped = m_good;
        flipped[60] = char(flipped[60] ^ 0x80); // the user_version's sign bit
        writeAll(m_dir.filePath(QStringLiteral("flipped-version.sqlite")), flipped);
        QTest::newRow("one flipped bit in header byte 60 (user_version) is refused")
            << m_dir.filePath(QStringLiteral("flipped-version.sqlite")) << damaged;

        // Issue #21.11: our application id on a file of another program's tables. At version
        // 0 nothing of ours ever had tables; at version 1 a "games" table of another shape
        // makes the upgrade fail, which must leave every byte as it was (the switch to WAL
        // used to change the header first).
        const QString marked = m_dir.filePath(QStringLiteral("our-id-their-tables.sqlite"));
        QVERIFY(rawSql(marked,
                       {QStringLiteral("PRAGMA application_id=%1").arg(GameStore::kApplicationId),
                        QStringLiteral("CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT)"),
                        QStringLiteral("INSERT INTO notes(text) VALUES('groceries')")}));
        QTest::newRow("our application id on another program's tables is not ours")
            << marked << QList<int>{int(OpenError::NotOurs)};
        const QString clash = m_dir.filePath(QStringLiteral("clashing-games-table.sqlite"));
        QVERIFY(rawSql(clash,
                       {QStringLiteral("PRAGMA application_id=%1").arg(GameStore::kApplicationId),
                        QStringLiteral("PRAGMA user_version=1"),
                        QStringLiteral("CREATE TABLE games(id INTEGER PRIMARY KEY, kind TEXT)"),
                        QStringLiteral("CREATE TABLE events(game_id INTEGER, seq INTEGER)"),
                        QStringLiteral("INSERT INTO games(kind) VALUES('chess')")}));
        QTest::newRow("an upgrade that fails on a foreign table leaves the file unchanged")
            << clash << QList<int>{int(OpenError::MigrationFailed)};

        const QString dir = m_dir.filePath(QStringLiteral("directory.sqlite"));
        QVERIFY(QDir().mkpath(dir));
        QTest::newRow("a directory cannot be opened as a library") << dir << QList<int>{int(OpenError::CannotOpen)};
        // Issue #21.7: SQLite said "disk I/O error" for a folder, and would wait on a FIFO.
        const QString fifo = m_dir.filePath(QStringLiteral("fifo.sqlite"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QTest::newRow("a FIFO cannot be opened as a library") << fifo << QList<int>{int(OpenError::CannotOpen)};
    }

    void damagedFileIsRefusedUnchanged()
    {
        QFETCH(QString, path);
        QFETCH(QList<int>, expected);
        const bool isDir = QFileInfo(path).isDir();
        const bool regular = QFileInfo(path).isFile();
        const QByteArray before = regular ? checksum(path) : QByteArray();
        const QStringList entriesBefore = QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);

        GameStore lib;
        const OpenResult r = lib.open(path);
        // A tail cut off in unused space passes SQLite's quick_check: open() also refuses a
        // size that is not a whole number of pages.
        QVERIFY2(!r.ok(), "a damaged file must be refused");
        QVERIFY2(expected.contains(int(r.error)), qPrintable(openErrorName(r.error) + QStringLiteral(": ") + r.message));
        QVERIFY2(r.message.contains(path), qPrintable(r.message));
        QVERIFY(!lib.isOpen());
        lib.close();

        if (isDir) {
            QVERIFY(QFileInfo(path).isDir());
            QVERIFY(QDir(path).isEmpty());
        } else if (regular) {
            QCOMPARE(checksum(path), before);
        }
        // No -wal, -shm or lock file left beside it.
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), entriesBefore);
    }

    // Issue #21.2: a page of the log damaged after a clean close. The marker matches (same
    // size, time and first page), so quick_check is skipped, and the damage is met only
    // when the game is read: the read must fail as damage, never end the game early.
    void aLogPageDamagedAfterACleanCloseRefusesTheGame()
    {
        const QString path = m_dir.filePath(QStringLiteral("trusted-damaged.sqlite"));
        qint64 gameId = 0;
        int played = 0;
        {
            GameStore lib;
            QVERIFY(lib.open(goodCopy(QStringLiteral("trusted-damaged.sqlite"))).ok());
            gameId = lib.games().first().id;
            QString error;
            auto session = GameSession::resume(lib, gameId, &error);
            QVERIFY2(session, qPrintable(error));
            played = static_cast<int>(session->history().size());
        }
        QVERIFY(GameStore::cleanMarkerMatches(path));
        // A leaf page of the log (an index b-tree leaf, 0x0a, holding action rows) in the
        // second half of the file, overwritten with garbage; the time is put back.
        QByteArray bytes = readAll(path);
        const qsizetype pageSize = 4096;
        qsizetype page = -1;
        for (qsizetype p = bytes.size() / pageSize - 2; p > bytes.size() / pageSize / 2 && page < 0; --p) {
            const QByteArray content = bytes.mid(p * pageSize, pageSize);
            if (content.at(0) == '\x0a' && content.contains("\"action\""))
                page = p;
        }
        QVERIFY2(page > 0, "no leaf page of action rows found");
        const QDateTime mtime = QFileInfo(path).lastModified();
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.seek(page * pageSize));
            f.write(QByteArray(pageSize, '\x5a'));
            f.close();
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(mtime, QFileDevice::FileModificationTime));
        }
        QVERIFY(GameStore::cleanMarkerMatches(path)); // the marker cannot tell
        const QByteArray before = checksum(path);

        GameStore lib;
        QVERIFY(lib.open(path).ok());
        QVERIFY(lib.openedTrusted());
        QString error;
        auto session = GameSession::resume(lib, gameId, &error);
        QVERIFY2(!session,
                 qPrintable(QStringLiteral("resumed with %1 of %2 actions")
                                .arg(session ? int(session->history().size()) : 0)
                                .arg(played)));
        QVERIFY2(error.contains(QStringLiteral("damaged")) && error.contains(QStringLiteral("Restore a backup")),
                 qPrintable(error));
        QVERIFY(lib.log(gameId, Audience::referee()).isEmpty()); // never a log cut short
        QVERIFY(!lib.readError().isEmpty());
        lib.close();
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
        QCOMPARE(checksum(path), before);
    }

    void emptyFileBecomesANewLibrary()
    {
        const QString path = m_dir.filePath(QStringLiteral("empty.sqlite"));
        QVERIFY(writeAll(path, {}));
        GameStore lib;
        const OpenResult r = lib.open(path);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(lib.schemaVersion(), GameStore::kSchemaVersion);
        QVERIFY(lib.games().isEmpty());
        QCOMPARE(lib.integrityCheck(), QStringLiteral("ok"));
    }

    void emptyLeftoverLockFileDoesNotLockTheLibraryOut()
    {
        // A writer killed between creating its lock file and writing its pid into it leaves an
        // empty "<db>.lock" (seen by test_crash under load). Nobody holds it: open() must not
        // report the library in use forever.
        const QString path = goodCopy(QStringLiteral("locked.sqlite"));
        QVERIFY(writeAll(path + QStringLiteral(".lock"), {}));
        {
            QFile lock(path + QStringLiteral(".lock"));
            QVERIFY(lock.open(QIODevice::ReadWrite));
            QVERIFY(lock.setFileTime(QDateTime::currentDateTime().addSecs(-60), QFileDevice::FileModificationTime));
        }
        GameStore lib;
        const OpenResult r = lib.open(path);
        QVERIFY2(r.ok(), qPrintable(r.message));
    }

    void goodLibraryStillOpens()
    {
        // The control: the undamaged original opens, so the refusals above are about damage.
        const QString path = goodCopy(QStringLiteral("good-copy.sqlite"));
        GameStore lib;
        const OpenResult r = lib.open(path);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(lib.games().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestBadFiles)
#include "tst_badfiles.moc"
