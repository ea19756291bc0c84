// SPDX-License-Identifier: GPL-3.0-or-later
// The SQLite game store: opening, refusing bad files unchanged, migrations, the event
// log's audience filter, durability settings, locks and backups.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include "xobos/rules/engine.h"
#include "store/gamesession.h"
#include "store/gamestore.h"

#include "sqlfixture.h"

#include <unistd.h>

using namespace xobos::store;

namespace {

QByteArray checksum(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex();
}

// Runs raw SQL on a file with a private connection (to build fixtures).
void rawSql(const QString &path, const QStringList &statements)
{
    QVERIFY(xobos::testing::runSql(path, statements));
}

GameRecord sampleGame()
{
    GameRecord g;
    g.title = QStringLiteral("Friday game");
    g.boardName = QStringLiteral("standard");
    g.variant = QStringLiteral("fog-of-war");
    g.players = {{0, QStringLiteral("Blue"), QStringLiteral("#2060c0"), {}},
                 {1, QStringLiteral("Red"), QStringLiteral("#c02020"), {}}};
    return g;
}

LogEntry entry(const QString &kind, Visibility v, int audience, const QByteArray &payload)
{
    LogEntry e;
    e.round = 1;
    e.phase = QStringLiteral("movement");
    e.actor = audience < 0 ? 0 : audience;
    e.visibility = v;
    e.audience = audience;
    e.kind = kind;
    e.payload = payload;
    return e;
}

} // namespace

class TestGameStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newLibraryHasCurrentSchemaAndDurableSettings()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        GameStore store;
        const OpenResult r = store.open(path);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(store.schemaVersion(), GameStore::kSchemaVersion);
        QSqlQuery q(QSqlDatabase::database(QStringLiteral("xobos-store-0"), false));
        // The pragmas are per connection: check through a second, raw connection what is on disk.
        store.close();
        rawSql(path, {});
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery c(db);
            QVERIFY(c.exec(QStringLiteral("PRAGMA journal_mode")) && c.next());
            QCOMPARE(c.value(0).toString(), QStringLiteral("wal"));
            QVERIFY(c.exec(QStringLiteral("PRAGMA application_id")) && c.next());
            QCOMPARE(c.value(0).toInt(), GameStore::kApplicationId);
            QVERIFY(c.exec(QStringLiteral("PRAGMA user_version")) && c.next());
            QCOMPARE(c.value(0).toInt(), GameStore::kSchemaVersion);
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("check"));
    }

    void gamesAndPlayersRoundTrip()
    {
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QString error;
        const auto id = store.createGame(sampleGame(), &error);
        QVERIFY2(id.has_value(), qPrintable(error));
        const auto g = store.game(*id);
        QVERIFY(g.has_value());
        QCOMPARE(g->title, QStringLiteral("Friday game"));
        QCOMPARE(g->players.size(), 2);
        QCOMPARE(g->players[1].name, QStringLiteral("Red"));
        QVERIFY(!g->finished.isValid());
        QVERIFY(store.finishGame(*id, QByteArrayLiteral("{\"winner\":0}")));
        QVERIFY(store.game(*id)->finished.isValid());
        QCOMPARE(store.game(*id)->resultJson, QByteArrayLiteral("{\"winner\":0}"));
    }

    void publicLogNeverReturnsPrivateRows()
    {
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        const qint64 id = *store.createGame(sampleGame());
        QList<LogEntry> batch = {entry(QStringLiteral("event"), Visibility::Public, -1, "{\"type\":\"a\"}"),
                                 entry(QStringLiteral("event"), Visibility::Private, 0, "{\"secret\":\"blue\"}"),
                                 entry(QStringLiteral("event"), Visibility::Private, 1, "{\"secret\":\"red\"}"),
                                 entry(QStringLiteral("rejected"), Visibility::Referee, -1, "{\"code\":\"X\"}")};
        QString error;
        QVERIFY2(store.append(id, batch, &error), qPrintable(error));
        QCOMPARE(batch[3].seq, 4);
        const auto pub = store.log(id, Audience::everyone());
        QCOMPARE(pub.size(), 1);
        QCOMPARE(pub[0].visibility, Visibility::Public);
        const auto blue = store.log(id, Audience::seat(0));
        QCOMPARE(blue.size(), 2);
        QCOMPARE(blue[1].payload, QByteArrayLiteral("{\"secret\":\"blue\"}"));
        const auto red = store.log(id, Audience::seat(1));
        QCOMPARE(red.size(), 2);
        QCOMPARE(red[1].payload, QByteArrayLiteral("{\"secret\":\"red\"}"));
        QCOMPARE(store.log(id, Audience::referee()).size(), 4);
        QCOMPARE(store.log(id, Audience::referee(), 2).size(), 2);
        QCOMPARE(store.lastSeq(id), 4);

        // Kinds and fields chosen in SQL keep the audience filter.
        const QStringList events{QStringLiteral("event")};
        QCOMPARE(store.log(id, Audience::referee(), 0, events).size(), 3);
        QCOMPARE(store.log(id, Audience::referee(), 0, {QStringLiteral("rejected"), QStringLiteral("undo")}).size(), 1);
        const auto shown = store.log(id, Audience::seat(1), 0, events, GameStore::LogFields::Shown);
        const auto full = store.log(id, Audience::seat(1), 0, events);
        QCOMPARE(shown.size(), 2);
        QCOMPARE(full.size(), 2);
        for (qsizetype i = 0; i < shown.size(); ++i) {
            QCOMPARE(shown[i].seq, full[i].seq);
            QCOMPARE(shown[i].round, full[i].round);
            QCOMPARE(shown[i].phase, full[i].phase);
            QCOMPARE(shown[i].actor, full[i].actor);
            QCOMPARE(shown[i].kind, full[i].kind);
            QCOMPARE(shown[i].payload, full[i].payload);
            QVERIFY(!shown[i].time.isValid() && full[i].time.isValid()); // not read
        }
        QCOMPARE(shown[1].payload, QByteArrayLiteral("{\"secret\":\"red\"}"));
    }

    void migratesAVersionOneLibrary()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
        const QStringList statements = xobos::testing::fixtureStatements(QFINDTESTDATA("fixtures/v1.sql"));
        QVERIFY(!statements.isEmpty());
        rawSql(path, statements);
        GameStore store;
        const OpenResult r = store.open(path);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(store.schemaVersion(), GameStore::kSchemaVersion);
        const auto games = store.games();
        QCOMPARE(games.size(), 1);
        QCOMPARE(games[0].title, QStringLiteral("Old game"));
        QCOMPARE(games[0].kind, QStringLiteral("referee"));
        const auto log = store.log(games[0].id, Audience::referee());
        QCOMPARE(log.size(), 2);
        QCOMPARE(log[1].visibility, Visibility::Private);
        QCOMPARE(store.log(games[0].id, Audience::everyone()).size(), 1);
        // New rows go on after the old ones.
        QList<LogEntry> more = {entry(QStringLiteral("event"), Visibility::Public, -1, "{}")};
        QVERIFY(store.append(games[0].id, more));
        QCOMPARE(more[0].seq, 3);
    }

    // Version 3 (ruling S-LOG-LAYOUT): the log becomes a WITHOUT ROWID table keyed by
    // (game_id, seq) and loses its visibility index. A library written by version 2, with a
    // game in progress and private rows, keeps every row, its filters and its game.
    void migratesAVersionTwoLibrary()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v2.sqlite"));
        const QStringList statements = xobos::testing::fixtureStatements(QFINDTESTDATA("fixtures/v2.sql"));
        QVERIFY(!statements.isEmpty());
        rawSql(path, statements);
        {
            GameStore store;
            const OpenResult r = store.open(path);
            QVERIFY2(r.ok(), qPrintable(r.message));
            QCOMPARE(store.schemaVersion(), GameStore::kSchemaVersion);
            const auto games = store.games();
            QCOMPARE(games.size(), 1);
            QCOMPARE(games[0].title, QStringLiteral("Leaders chosen in a duel"));
            const auto log = store.log(games[0].id, Audience::referee());
            QCOMPARE(log.size(), 11);
            for (int i = 0; i < log.size(); ++i)
                QCOMPARE(log[i].seq, qint64(i + 1));
            QCOMPARE(log[3].kind, QStringLiteral("action"));
            QCOMPARE(log[3].stateHash, QStringLiteral("67f146d2bf2ac871"));
            QCOMPARE(log[3].visibility, Visibility::Private);
            QCOMPARE(log[3].audience, 0);
            // The filters the visibility index used to serve give what they gave before.
            QCOMPARE(store.log(games[0].id, Audience::everyone()).size(), 6);
            QCOMPARE(store.log(games[0].id, Audience::seat(0)).size(), 9);
            QCOMPARE(store.log(games[0].id, Audience::seat(1)).size(), 8);
            QCOMPARE(store.replayRows(games[0].id).size(), 2);
            // The game resumes: both Leaders chosen, round 1 under way, hashes as recorded.
            QString error;
            auto session = GameSession::resume(store, games[0].id, &error);
            QVERIFY2(session, qPrintable(error));
            QCOMPARE(session->history().size(), std::size_t(2));
            QCOMPARE(session->state().round, 1);
            QCOMPARE(hashToHex(xobos::rules::stateHash(session->state())), log[6].stateHash);
            // New rows go on after the old ones.
            QList<LogEntry> more = {entry(QStringLiteral("event"), Visibility::Public, -1, "{}")};
            QVERIFY(store.append(games[0].id, more));
            QCOMPARE(more[0].seq, 12);
            QCOMPARE(store.integrityCheck(), QStringLiteral("ok"));
        }
        const bool opened = xobos::testing::withDatabase(path, [](QSqlDatabase &db) {
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("SELECT sql FROM sqlite_master WHERE name = 'events'")) && q.next());
            QVERIFY2(q.value(0).toString().contains(QStringLiteral("WITHOUT ROWID")),
                     qPrintable(q.value(0).toString()));
            QVERIFY(
                q.exec(QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'events' "
                                      "AND name NOT LIKE 'sqlite_autoindex%'"))
                && q.next());
            QCOMPARE(q.value(0).toInt(), 0);
            QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE name = 'events_v3'")) && q.next());
            QCOMPARE(q.value(0).toInt(), 0);
            // The old table's pages were given back (VACUUM after the upgrade).
            QVERIFY(q.exec(QStringLiteral("PRAGMA freelist_count")) && q.next());
            QCOMPARE(q.value(0).toInt(), 0);
        });
        QVERIFY(opened);
    }

    void refusesBadFilesAndLeavesThemUnchanged_data()
    {
        QTest::addColumn<QByteArray>("kind");
        QTest::addColumn<int>("expected");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("random bytes are not a database")
            << QByteArray("random") << int(OpenError::NotADatabase) << QStringLiteral("not an SQLite database");
        QTest::newRow("a text file is not a database")
            << QByteArray("text") << int(OpenError::NotADatabase) << QStringLiteral("not a Xobos Referee library");
        QTest::newRow("another program's SQLite file is not ours")
            << QByteArray("foreign") << int(OpenError::NotOurs) << QStringLiteral("another program");
        QTest::newRow("a newer schema is refused")
            << QByteArray("newer") << int(OpenError::NewerSchema) << QStringLiteral("newer version");
        QTest::newRow("a truncated library is damaged")
            << QByteArray("truncated") << int(OpenError::Damaged) << QStringLiteral("damaged");
    }

    void refusesBadFilesAndLeavesThemUnchanged()
    {
        QFETCH(QByteArray, kind);
        QFETCH(int, expected);
        QFETCH(QString, messagePart);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.sqlite"));
        if (kind == "random") {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray junk;
            for (int i = 0; i < 8192; ++i)
                junk.append(char((i * 7919 + 13) % 251));
            f.write(junk);
        } else if (kind == "text") {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray("name,score\nBlue,39\n").repeated(300));
        } else if (kind == "foreign") {
            rawSql(path,
                   {QStringLiteral("CREATE TABLE contacts (name TEXT)"),
                    QStringLiteral("INSERT INTO contacts VALUES ('x')")});
        } else if (kind == "newer") {
            GameStore s;
            QVERIFY(s.open(path).ok());
            s.close();
            rawSql(path, {QStringLiteral("PRAGMA user_version=99")});
        } else if (kind == "truncated") {
            {
                GameStore s;
                QVERIFY(s.open(path).ok());
                const qint64 id = *s.createGame(sampleGame());
                QList<LogEntry> many;
                for (int i = 0; i < 400; ++i)
                    many << entry(QStringLiteral("event"), Visibility::Public, -1, QByteArray(200, 'x'));
                QVERIFY(s.append(id, many));
                QVERIFY(s.backupTo(path + QStringLiteral(".full")));
            }
            QFile::remove(path);
            QFile::remove(path + QStringLiteral("-wal"));
            QFile::remove(path + QStringLiteral("-shm"));
            QFile full(path + QStringLiteral(".full"));
            QVERIFY(full.open(QIODevice::ReadOnly));
            const QByteArray bytes = full.readAll();
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes.left(bytes.size() / 2));
        }
        const QByteArray before = checksum(path);
        const bool walBefore = QFile::exists(path + QStringLiteral("-wal"));
        const QByteArray walChecksum = checksum(path + QStringLiteral("-wal"));
        GameStore store;
        const OpenResult r = store.open(path);
        QCOMPARE(int(r.error), expected);
        QVERIFY2(r.message.contains(messagePart), qPrintable(r.message));
        QVERIFY2(r.message.contains(path), "the message names the file");
        QVERIFY(!store.isOpen());
        QCOMPARE(checksum(path), before);
        QCOMPARE(QFile::exists(path + QStringLiteral("-wal")), walBefore);
        QCOMPARE(checksum(path + QStringLiteral("-wal")), walChecksum);
    }

    void secondOpenerIsToldTheLibraryIsInUse()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        GameStore first;
        QVERIFY(first.open(path).ok());
        GameStore second;
        const OpenResult r = second.open(path);
        QCOMPARE(int(r.error), int(OpenError::InUse));
        QVERIFY(r.message.contains(QStringLiteral("in use")));
        first.close();
        QVERIFY(second.open(path).ok());
    }

    // Issue #21.3: while one store held a/lib.sqlite, an import through a symlink elsewhere
    // succeeded, and one through a hard link wrote a WAL of its own and was lost.
    void aSymlinkOrAHardLinkFindsTheLibraryInUse()
    {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("a"))));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("b"))));
        const QString path = dir.filePath(QStringLiteral("a/lib.sqlite"));
        const QString symlink = dir.filePath(QStringLiteral("b/symlink.sqlite"));
        const QString hardLink = dir.filePath(QStringLiteral("b/hardlink.sqlite"));
        GameStore holder;
        QVERIFY(holder.open(path).ok());
        QVERIFY(holder.createGame(sampleGame()));
        QVERIFY(QFile::link(path, symlink));
        QVERIFY(::link(QFile::encodeName(path).constData(), QFile::encodeName(hardLink).constData()) == 0);
        for (const QString &other : {symlink, hardLink}) {
            GameStore second;
            const OpenResult r = second.open(other);
            QCOMPARE(int(r.error), int(OpenError::InUse));
            QVERIFY2(r.message.contains(QStringLiteral("in use")), qPrintable(r.message));
            QVERIFY(!second.isOpen());
        }
        QVERIFY(!QFile::exists(hardLink + QStringLiteral("-wal"))); // no write-ahead log of its own
        QCOMPARE(QDir(dir.filePath(QStringLiteral("b"))).entryList(QDir::Files | QDir::Hidden | QDir::System).size(),
                 2);
        holder.close();
        GameStore third;
        QVERIFY(third.open(hardLink).ok()); // free again once the holder closed it
        QCOMPARE(third.games().size(), 1);
    }

    // Issue #21.7: a folder where the lock file belongs said "in use by … process 0 on".
    void aFolderInPlaceOfTheLockFileIsNamed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        QVERIFY(QDir().mkpath(path + QStringLiteral(".lock")));
        GameStore store;
        const OpenResult r = store.open(path);
        QCOMPARE(int(r.error), int(OpenError::CannotOpen));
        QVERIFY2(r.message.contains(QStringLiteral("is a folder")) && !r.message.contains(QStringLiteral("process")),
                 qPrintable(r.message));
    }

    void readOnlyLibraryRefusesWritesWithAMessage()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        qint64 id = 0;
        {
            GameStore s;
            QVERIFY(s.open(path).ok());
            id = *s.createGame(sampleGame());
            // Leave a clean, checkpointed file behind.
        }
        rawSql(path, {QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")});
        QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::ReadUser);
        if (QFileInfo(path).isWritable())
            QSKIP("running as a user who can write read-only files (root)");
        GameStore store;
        QVERIFY(store.open(path).ok());
        QVERIFY(store.isReadOnly());
        QList<LogEntry> batch = {entry(QStringLiteral("event"), Visibility::Public, -1, "{}")};
        QString error;
        QVERIFY(!store.append(id, batch, &error));
        QVERIFY(error.contains(QStringLiteral("read-only")));
    }

    void aDamagedLibraryOffersItsNewestGoodBackup()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            const qint64 id = *store.createGame(sampleGame());
            QList<LogEntry> many;
            for (int i = 0; i < 300; ++i)
                many << entry(QStringLiteral("event"), Visibility::Public, -1, QByteArray(100, 'y'));
            QVERIFY(store.append(id, many));
            QVERIFY(store.rotatingBackup(QStringLiteral("round2"), 5));
        }
        // Damage the library: cut it in the middle of a page.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(f.size() / 2 + 100));
        f.close();
        const QByteArray damaged = checksum(path);
        GameStore store;
        QCOMPARE(int(store.open(path).error), int(OpenError::Damaged));
        const QString backup = GameStore::newestGoodBackup(path);
        QVERIFY(backup.contains(QStringLiteral("round2")));
        QString error;
        const QString restored = GameStore::restoreBackup(backup, path, &error);
        QVERIFY2(!restored.isEmpty(), qPrintable(error));
        QVERIFY(store.open(restored).ok());
        QCOMPARE(store.games().size(), 1);
        QCOMPARE(store.log(store.games().first().id, Audience::referee()).size(), 300);
        QCOMPARE(checksum(path), damaged); // the damaged file is kept as it was
    }

    void rotatingBackupsKeepTheNewest()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        GameStore store;
        QVERIFY(store.open(path).ok());
        const qint64 id = *store.createGame(sampleGame());
        for (int round = 1; round <= 5; ++round) {
            QList<LogEntry> batch = {entry(QStringLiteral("event"), Visibility::Public, -1, "{}")};
            QVERIFY(store.append(id, batch));
            QVERIFY(store.rotatingBackup(QStringLiteral("game%1-round%2").arg(id).arg(round), 3));
            QTest::qWait(2);
        }
        const QStringList b = store.backups();
        QCOMPARE(b.size(), 3);
        QVERIFY(b.first().contains(QStringLiteral("round5")));
        GameStore copy;
        QVERIFY(copy.open(b.first()).ok());
        QCOMPARE(copy.log(id, Audience::referee()).size(), 5);
    }

    // Integrity check at open (docs/store-format.md): quick_check reads every page, so a
    // library this program closed cleanly, unchanged since, skips it; anything else is
    // checked in full.
    void aCleanlyClosedUnchangedLibrarySkipsTheFullCheck()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        const QString marker = GameStore::cleanMarkerPath(path);
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QVERIFY(!store.openedTrusted()); // a new library
            const qint64 id = *store.createGame(sampleGame());
            QList<LogEntry> many;
            for (int i = 0; i < 300; ++i)
                many << entry(QStringLiteral("event"), Visibility::Public, -1, QByteArray(100, 'y'));
            QVERIFY(store.append(id, many));
        }
        QVERIFY(QFile::exists(marker));
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QVERIFY(store.openedTrusted());
            // While it is open there is no marker: a crash now leaves none, and the next
            // open checks every page.
            QVERIFY(!QFile::exists(marker));
        }
        QVERIFY(GameStore::cleanMarkerMatches(path));

        // A byte changed in the first page, the modification time put back: the first
        // page's hash differs, so the check runs in full.
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            const QDateTime mtime = f.fileTime(QFileDevice::FileModificationTime);
            QVERIFY(f.seek(100 + 16)); // inside the first page's b-tree header, past the file header
            const QByteArray was = f.read(1);
            QVERIFY(f.seek(100 + 16));
            f.write(QByteArray(1, char(was.at(0) ^ 0x01)));
            QVERIFY(f.flush());
            QVERIFY(f.setFileTime(mtime, QFileDevice::FileModificationTime));
            f.close();
            QCOMPARE(QFileInfo(path).lastModified(), mtime); // only the first page tells
            QVERIFY(!GameStore::cleanMarkerMatches(path));
            QVERIFY(f.open(QIODevice::ReadWrite)); // put the byte back (the file's size never changed)
            QVERIFY(f.seek(100 + 16));
            f.write(was);
            f.close();
        }
        {
            GameStore store;
            QVERIFY(store.open(path).ok()); // same content again, but not as it was closed: checked
            QVERIFY(!store.openedTrusted());
        }

        // A page overwritten with garbage after a clean close: changed, so checked, so refused.
        QVERIFY(GameStore::cleanMarkerMatches(path));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.size() >= 8 * 4096);
            QVERIFY(f.seek((f.size() / 4096 / 2) * 4096));
            f.write(QByteArray(4096, '\x5a'));
            f.close();
        }
        const QByteArray damaged = checksum(path);
        GameStore store;
        const OpenResult r = store.open(path);
        QCOMPARE(int(r.error), int(OpenError::Damaged));
        QCOMPARE(checksum(path), damaged);
    }

    // Ruling S-OPEN-CHECK (issue #21.2): the marker is trusted for at most kMaxTrustedOpens
    // opens and kMaxTrustedDays days after the last full check; then quick_check runs again.
    void theFullCheckRunsAgainAfterManyOpensOrDays()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QVERIFY(store.createGame(sampleGame()));
        }
        for (int i = 0; i < GameStore::kMaxTrustedOpens; ++i) {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QVERIFY2(store.openedTrusted(), qPrintable(QStringLiteral("open %1").arg(i + 1)));
        }
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QVERIFY(!store.openedTrusted()); // the limit of trusted opens: checked in full
        }
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QVERIFY(store.openedTrusted()); // and trusted again after it
        }
        // The last full check longer ago than kMaxTrustedDays: checked in full.
        QFile marker(GameStore::cleanMarkerPath(path));
        QVERIFY(marker.open(QIODevice::ReadOnly));
        QByteArray text = marker.readAll();
        marker.close();
        const qsizetype at = text.indexOf("full-check ");
        QVERIFY(at > 0);
        const qsizetype end = text.indexOf('\n', at);
        const qint64 old = QDateTime::currentDateTimeUtc().addDays(-GameStore::kMaxTrustedDays - 1).toMSecsSinceEpoch();
        text.replace(at, end - at, "full-check " + QByteArray::number(old));
        QVERIFY(marker.open(QIODevice::WriteOnly | QIODevice::Truncate));
        marker.write(text);
        marker.close();
        QVERIFY(!GameStore::cleanMarkerMatches(path));
        GameStore store;
        QVERIFY(store.open(path).ok());
        QVERIFY(!store.openedTrusted());
    }

    // Issue #21.10: a process killed during a backup leaves "<name>.part" and its rollback
    // journal "<name>.part-journal"; opening the library for writing removes both.
    void backupLeftoversAreRemovedAtOpen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QVERIFY(store.createGame(sampleGame()));
            QVERIFY(store.rotatingBackup(QStringLiteral("kept")));
        }
        const QDir backups(GameStore::backupDir(path));
        for (const char *name : {"20261201-000000-000-x.sqlite.part", "20261201-000000-000-x.sqlite.part-journal"}) {
            QFile f(backups.filePath(QString::fromLatin1(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("left by a kill");
        }
        QCOMPARE(backups.entryList(QDir::Files).size(), 3);
        GameStore store;
        QVERIFY(store.open(path).ok());
        QCOMPARE(backups.entryList(QDir::Files).size(), 1); // the finished backup stays
        QVERIFY(backups.entryList(QDir::Files).first().endsWith(QStringLiteral("kept.sqlite")));
    }

    // Round backups are written on the store's own thread (store/backupworker.h): the
    // writer goes on at once, each backup is a whole library, rotation keeps the newest,
    // and a failure is logged without touching the library.
    void backgroundBackupsAreCompleteAndRotate()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        GameStore store;
        QVERIFY(store.open(path).ok());
        const qint64 id = *store.createGame(sampleGame());
        // A ".part" left by a killed process is removed by the next rotation.
        QVERIFY(QDir().mkpath(GameStore::backupDir(path)));
        const QString stale = QDir(GameStore::backupDir(path)).filePath(QStringLiteral("old.sqlite.part"));
        QFile staleFile(stale);
        QVERIFY(staleFile.open(QIODevice::WriteOnly));
        staleFile.write("half a backup");
        staleFile.close();
        for (int round = 1; round <= 5; ++round) {
            QList<LogEntry> batch = {entry(QStringLiteral("event"), Visibility::Public, -1, "{}")};
            QVERIFY(store.append(id, batch)); // appends while earlier backups are being written
            store.rotatingBackupInBackground(QStringLiteral("game%1-round%2").arg(id).arg(round), 3);
            QTest::qWait(2);
        }
        const QStringList b = store.backups(); // waits for the queue
        QCOMPARE(b.size(), 3);
        QVERIFY(b.first().contains(QStringLiteral("round5")));
        QVERIFY(!QFile::exists(stale));
        QVERIFY(QDir(GameStore::backupDir(path)).entryList({QStringLiteral("*.part")}, QDir::Files).isEmpty());
        {
            GameStore copy;
            QVERIFY(copy.open(b.first()).ok());
            QCOMPARE(copy.integrityCheck(), QStringLiteral("ok"));
            QVERIFY(copy.log(id, Audience::referee()).size() >= 5); // at least the round's rows
        }

        // The backup folder cannot be made (a file has its name): logged, nothing else.
        store.close();
        QVERIFY(QDir(GameStore::backupDir(path)).removeRecursively());
        QFile blocker(GameStore::backupDir(path));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QVERIFY(store.open(path).ok());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("round backup failed")));
        store.rotatingBackupInBackground(QStringLiteral("blocked"), 3);
        store.waitForBackups();
        QList<LogEntry> more = {entry(QStringLiteral("event"), Visibility::Public, -1, "{}")};
        QVERIFY(store.append(id, more));
        QCOMPARE(store.lastSeq(id), 6);
    }
};

QTEST_GUILESS_MAIN(TestGameStore)
#include "test_gamestore.moc"
