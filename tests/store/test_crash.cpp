// SPDX-License-Identifier: GPL-3.0-or-later
// Crash safety: a writer process is killed with SIGKILL at random moments; after each
// kill the library must pass PRAGMA integrity_check and resume to exactly the last
// action the writer saw committed (or, at most, one more that was committed but not yet
// reported). XOBOS_CRASH_POINTS sets the number of kills (default 200). The writer plays
// through GameSession::submit, the path of the app's every click (GameController::submit);
// two more campaigns kill `xobos-cli import` and the game-ending action (issue #21).
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <random>

#include "store/gameexport.h"
#include "store/gamesession.h"
#include "xobos/io/boardio.h"

#include "sqlfixture.h"

using namespace xobos;

class TestCrash : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killedWriterLosesNoAcceptedAction()
    {
        const int points =
            qEnvironmentVariableIsSet("XOBOS_CRASH_POINTS") ? qEnvironmentVariableIntValue("XOBOS_CRASH_POINTS") : 200;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("crash.sqlite"));
        std::mt19937 rng(20261130);
        int killedMidGame = 0;
        int maxActions = 0;
        for (int k = 0; k < points; ++k) {
            QProcess writer;
            writer.setProgram(QStringLiteral(XOBOS_CRASHWRITER));
            writer.setArguments({path, QString::number(k + 1)});
            writer.start();
            QVERIFY(writer.waitForStarted());
            const int waitMs = 40 + static_cast<int>(rng() % 260);
            writer.waitForFinished(waitMs);
            if (writer.state() != QProcess::NotRunning) {
                ::kill(static_cast<pid_t>(writer.processId()), SIGKILL);
                ++killedMidGame;
            }
            // waitForFinished() is false for a process that already ended; generous for loaded CI machines.
            QVERIFY(writer.state() == QProcess::NotRunning || writer.waitForFinished(60000));
            const QList<QByteArray> lines = writer.readAllStandardOutput().split('\n');
            qint64 gameId = 0;
            int committed = -1;
            QString hash;
            for (const QByteArray &line : lines) {
                const QList<QByteArray> f = line.split(' ');
                if (f.size() == 2 && f[0] == "G") { // a new game: what counts is the last one's
                    gameId = f[1].toLongLong();
                    committed = -1;
                    hash.clear();
                }
                if (f.size() == 3 && f[0] == "C") {
                    committed = f[1].toInt();
                    hash = QString::fromLatin1(f[2]);
                }
            }
            store::GameStore lib;
            const store::OpenResult opened = lib.open(path);
            QVERIFY2(opened.ok(), qPrintable(opened.message));
            QCOMPARE(lib.integrityCheck(), QStringLiteral("ok"));
            if (gameId == 0)
                continue; // killed before it even opened its game
            QString error;
            auto session = store::GameSession::resume(lib, gameId, &error);
            QVERIFY2(session, qPrintable(error));
            const int n = static_cast<int>(session->history().size());
            maxActions = std::max(maxActions, n);
            if (committed < 0)
                continue;
            QVERIFY2(
                n == committed || n == committed + 1,
                qPrintable(QStringLiteral("kill %1: %2 actions stored, %3 reported").arg(k).arg(n).arg(committed)));
            if (n == committed)
                QCOMPARE(store::hashToHex(rules::stateHash(session->state())), hash);
        }
        qInfo("%d kill points tried, %d killed mid-game, longest game %d actions; no accepted action lost", points,
              killedMidGame, maxActions);
        QVERIFY(killedMidGame > points / 2);
    }

    // The upgrade from schema 2 rebuilds the whole log (ruling S-LOG-LAYOUT) and then
    // compacts the file; the upgrade from schema 3 adds each game's module and rules version
    // (schema 4). A writer killed at any moment of either leaves a library that opens,
    // passes integrity_check and holds every row as it was, whether the kill came before
    // the upgrade's commit (the next open upgrades again) or after it.
    void killedUpgradeLosesNoRow_data()
    {
        QTest::addColumn<int>("from");
        QTest::newRow("from schema 2") << 2;
        QTest::newRow("from schema 3") << 3;
    }

    void killedUpgradeLosesNoRow()
    {
        QFETCH(int, from);
        const int points = qEnvironmentVariableIsSet("XOBOS_UPGRADE_CRASH_POINTS")
            ? qEnvironmentVariableIntValue("XOBOS_UPGRADE_CRASH_POINTS")
            : 24;
        QTemporaryDir dir;
        const QString original = dir.filePath(QStringLiteral("old.sqlite"));
        buildOldLibrary(original, from, 16, 1650);
        const QByteArray expected = rowsDigest(original);
        QVERIFY(!expected.isEmpty());
        // How long an undisturbed upgrade takes, to spread the kills over it.
        const QString timed = dir.filePath(QStringLiteral("timed.sqlite"));
        QVERIFY(QFile::copy(original, timed));
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(runUpgrade(timed, -1), QByteArray("U ") + QByteArray::number(store::GameStore::kSchemaVersion));
        const int upgradeMs = std::max<int>(10, static_cast<int>(clock.elapsed()));
        QCOMPARE(rowsDigest(timed), expected);
        std::mt19937 rng(20261130);
        int beforeOpen = 0; // killed while the process started
        int during = 0; // opening: the upgrade not committed yet
        int after = 0; // committed, compacting or closing
        int finished = 0;
        for (int k = 0; k < points; ++k) {
            const QString path = dir.filePath(QStringLiteral("kill%1.sqlite").arg(k));
            QVERIFY(QFile::copy(original, path));
            const QByteArray out = runUpgrade(path, static_cast<int>(rng() % static_cast<unsigned>(upgradeMs + 20)));
            if (out.contains("U "))
                ++finished;
            else if (!out.contains('S'))
                ++beforeOpen;
            else
                (rawVersion(path) == store::GameStore::kSchemaVersion ? after : during) += 1;
            {
                store::GameStore lib;
                const store::OpenResult opened = lib.open(path);
                QVERIFY2(opened.ok(), qPrintable(opened.message));
                QCOMPARE(lib.schemaVersion(), store::GameStore::kSchemaVersion);
                QCOMPARE(lib.integrityCheck(), QStringLiteral("ok"));
                // Schema 4: the kind told the sheet-only games from the referee's Xobos games.
                for (const store::GameRecord &g : lib.games())
                    QCOMPARE(g.module,
                             g.kind == QLatin1String("sheet") ? QStringLiteral("sheet") : QStringLiteral("xobos"));
            }
            QCOMPARE(rowsDigest(path), expected);
        }
        qInfo("an upgrade of %d rows (%d ms with the process start) killed at %d random moments: %d while the "
              "process started, %d during the upgrade, %d after its commit, %d not killed; no row lost or changed",
              static_cast<int>(expected.mid(expected.indexOf(':') + 1).toInt()), upgradeMs, points, beforeOpen, during,
              after, finished);
        QVERIFY(during > 0);
    }

    // Issue #21 (proof): `xobos-cli import` killed at random moments. The import is one
    // transaction, so after each kill the library holds either the whole imported game
    // (every action, the exported final state) or none of it, and every game stored before
    // is unchanged row for row. XOBOS_IMPORT_CRASH_POINTS sets the number of kills (20).
    void killedImportIsAllOrNothing()
    {
        const int points = qEnvironmentVariableIsSet("XOBOS_IMPORT_CRASH_POINTS")
            ? qEnvironmentVariableIntValue("XOBOS_IMPORT_CRASH_POINTS")
            : 20;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("import.sqlite"));
        const QString file = dir.filePath(QStringLiteral("game.xobos.json"));
        QString expectedHash;
        int expectedActions = 0;
        {
            // The game to import: a 4-player game of a few hundred actions, exported.
            store::GameStore lib;
            QVERIFY(lib.open(dir.filePath(QStringLiteral("source.sqlite"))).ok());
            store::NewGame g;
            g.board = std::make_shared<const rules::Board>(*io::loadBundledBoard(QStringLiteral("standard")).board);
            g.setup.players = 4;
            g.setup.seed = 21;
            QString error;
            auto session = store::GameSession::create(lib, g, &error);
            QVERIFY2(session, qPrintable(error));
            std::mt19937_64 rng(21);
            for (int i = 0; i < 600 && session->state().phase != rules::Phase::GameOver; ++i) {
                const auto who = rules::actingPlayers(session->state());
                const int p = who[rng() % who.size()];
                const auto legal = rules::legalActions(session->state(), p);
                QVERIFY(session->submit(p, legal[rng() % legal.size()]).accepted);
            }
            expectedActions = static_cast<int>(session->history().size());
            expectedHash = store::hashToHex(rules::stateHash(session->state()));
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(store::exportGameScenario(*session, QStringLiteral("imported")));
        }
        const auto import = [&](int killMs) {
            QProcess cli;
            cli.start(QStringLiteral(XOBOS_CLI_EXE),
                      {QStringLiteral("import"), file, QStringLiteral("--database"), path});
            if (!cli.waitForStarted())
                return -2;
            if (killMs >= 0) {
                cli.waitForFinished(killMs);
                if (cli.state() != QProcess::NotRunning) {
                    ::kill(static_cast<pid_t>(cli.processId()), SIGKILL);
                    cli.waitForFinished(60000);
                    return -1; // killed
                }
            }
            if (cli.state() != QProcess::NotRunning)
                cli.waitForFinished(60000);
            return cli.exitCode();
        };
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(import(-1), 0); // the first game, undisturbed: what every kill must keep
        const int importMs = std::max<int>(20, static_cast<int>(clock.elapsed()));
        const QByteArray firstGame = rowsDigest(path, 1);
        QVERIFY(!firstGame.isEmpty());
        std::mt19937 rng(20261201);
        int killed = 0;
        int whole = 0;
        int lost = 0;
        for (int k = 0; k < points; ++k) {
            const int code = import(static_cast<int>(rng() % static_cast<unsigned>(importMs + 20)));
            killed += code == -1 ? 1 : 0;
            QVERIFY2(code == -1 || code == 0, qPrintable(QStringLiteral("import exited %1").arg(code)));
            store::GameStore lib;
            const store::OpenResult opened = lib.open(path);
            QVERIFY2(opened.ok(), qPrintable(opened.message));
            QCOMPARE(lib.integrityCheck(), QStringLiteral("ok"));
            if (rowsDigest(path, 1) != firstGame)
                ++lost;
            whole = 0;
            for (const store::GameRecord &g : lib.games()) {
                QString error;
                auto session = store::GameSession::resume(lib, g.id, &error);
                QVERIFY2(session, qPrintable(error));
                if (g.id == 1)
                    continue;
                // Every game after the first is a whole import: never a part of one.
                if (static_cast<int>(session->history().size()) != expectedActions
                    || store::hashToHex(rules::stateHash(session->state())) != expectedHash)
                    ++lost;
                else
                    ++whole;
            }
        }
        qInfo("xobos-cli import (%d actions, %d ms undisturbed) killed at %d random moments: %d killed mid-import, "
              "%d whole games imported in all; rows lost or games half imported: %d",
              expectedActions, importMs, points, killed, whole, lost);
        QCOMPARE(lost, 0);
        QVERIFY(killed > 0);
    }

    // Issue #21.9 (proof): the action that ends a game, killed at random moments. The end
    // is written in that action's transaction, so after each kill the game is either one
    // action from its end and running, or over and listed finished; no row before it is
    // lost. XOBOS_FINISH_CRASH_POINTS sets the number of kills (20).
    void killedFinishLeavesNoGameOverListedRunning()
    {
        const int points = qEnvironmentVariableIsSet("XOBOS_FINISH_CRASH_POINTS")
            ? qEnvironmentVariableIntValue("XOBOS_FINISH_CRASH_POINTS")
            : 20;
        QTemporaryDir dir;
        const QString brink = dir.filePath(QStringLiteral("brink.sqlite"));
        {
            QProcess writer;
            writer.start(QStringLiteral(XOBOS_CRASHWRITER), {brink, QStringLiteral("brink"), QStringLiteral("9")});
            QVERIFY(writer.waitForFinished(120000));
            QVERIFY2(writer.readAllStandardOutput().startsWith("B "), writer.readAllStandardError().constData());
        }
        const QByteArray before = rowsDigest(brink, 1);
        QVERIFY(!before.isEmpty());
        const int rowsBefore = before.mid(before.indexOf(':') + 1).toInt();
        const auto finish = [&](const QString &path, int killMs) {
            QProcess writer;
            writer.start(QStringLiteral(XOBOS_CRASHWRITER), {path, QStringLiteral("finish"), QStringLiteral("9")});
            if (!writer.waitForStarted())
                return false;
            if (killMs >= 0)
                writer.waitForFinished(killMs);
            const bool running = writer.state() != QProcess::NotRunning;
            if (running)
                ::kill(static_cast<pid_t>(writer.processId()), SIGKILL);
            writer.waitForFinished(60000);
            return running;
        };
        const QString timed = dir.filePath(QStringLiteral("timed.sqlite"));
        QVERIFY(QFile::copy(brink, timed));
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!finish(timed, 60000));
        const int finishMs = std::max<int>(10, static_cast<int>(clock.elapsed()));
        std::mt19937 rng(20261201);
        int killed = 0;
        int over = 0;
        int lost = 0;
        for (int k = 0; k < points; ++k) {
            const QString path = dir.filePath(QStringLiteral("finish%1.sqlite").arg(k));
            QVERIFY(QFile::copy(brink, path));
            killed += finish(path, static_cast<int>(rng() % static_cast<unsigned>(finishMs + 10))) ? 1 : 0;
            store::GameStore lib;
            const store::OpenResult opened = lib.open(path);
            QVERIFY2(opened.ok(), qPrintable(opened.message));
            QCOMPARE(lib.integrityCheck(), QStringLiteral("ok"));
            // Read before resume(), which would mark finished a game over listed running.
            const bool listedFinished = lib.game(1)->finished.isValid();
            QString error;
            auto session = store::GameSession::resume(lib, 1, &error);
            QVERIFY2(session, qPrintable(error));
            const bool isOver = session->state().phase == rules::Phase::GameOver;
            if (isOver != listedFinished)
                ++lost;
            over += isOver ? 1 : 0;
            if (rowsDigest(path, 1, rowsBefore) != before)
                ++lost;
        }
        qInfo("the game-ending action (%d ms undisturbed with the process start) killed at %d random moments: %d "
              "killed, %d games over and listed finished, %d one action from the end and running; games over but "
              "listed running, or rows lost: %d",
              finishMs, points, killed, over, points - over, lost);
        QCOMPARE(lost, 0);
        QVERIFY(killed > 0);
    }

private:
    // Every column of the first `limit` rows (all when 0) of game `gameId`'s log, in order.
    static QByteArray rowsDigest(const QString &path, qint64 gameId, int limit = 0)
    {
        QCryptographicHash hash(QCryptographicHash::Sha256);
        int rows = 0;
        testing::withDatabase(path, [&](QSqlDatabase &db) {
            QSqlQuery q(db);
            q.prepare(QStringLiteral("SELECT seq, round, phase, actor, visibility, audience, kind, payload, created, "
                                     "state_hash FROM events WHERE game_id = ? ORDER BY seq%1")
                          .arg(limit > 0 ? QStringLiteral(" LIMIT %1").arg(limit) : QString()));
            q.addBindValue(gameId);
            if (!q.exec())
                return;
            while (q.next()) {
                ++rows;
                for (int c = 0; c < 10; ++c)
                    hash.addData(q.value(c).toString().toUtf8() + '\x1f');
            }
        });
        return rows > 0 ? hash.result().toHex() + ':' + QByteArray::number(rows) : QByteArray();
    }

    // Runs the writer's "upgrade" on path; killMs >= 0 kills it after that long (if still
    // running). Returns what it printed: "S" once it opens, "U <schema>" when done.
    static QByteArray runUpgrade(const QString &path, int killMs)
    {
        QProcess writer;
        writer.setProgram(QStringLiteral(XOBOS_CRASHWRITER));
        writer.setArguments({path, QStringLiteral("upgrade")});
        writer.start();
        if (!writer.waitForStarted())
            return {};
        if (killMs >= 0) {
            writer.waitForFinished(killMs);
            if (writer.state() != QProcess::NotRunning)
                ::kill(static_cast<pid_t>(writer.processId()), SIGKILL);
        }
        if (writer.state() != QProcess::NotRunning)
            writer.waitForFinished(60000);
        const QByteArray out = writer.readAllStandardOutput().trimmed();
        const qsizetype done = out.indexOf("U ");
        return done >= 0 ? out.mid(done) : out;
    }

    // A library as version `from` (2 or 3) wrote it: `games` games of `rowsPerGame` log rows
    // each, public and private, with state hashes on the action rows (the version-3 fixture
    // adds a sheet-only game without rows).
    static void buildOldLibrary(const QString &path, int from, int games, int rowsPerGame)
    {
        QStringList statements =
            testing::fixtureStatements(QFINDTESTDATA(QStringLiteral("fixtures/v%1.sql").arg(from)));
        QVERIFY(!statements.isEmpty());
        // More games like the fixture's first, and more rows in each (the fixture has 11).
        statements << QStringLiteral(
                          "WITH RECURSIVE n(i) AS (SELECT MAX(id) + 1 FROM games UNION ALL SELECT i + 1 FROM n "
                          "WHERE i < %1) "
                          "INSERT INTO games (id, created, title, board_name, board_json, variant, setup_json, "
                          "kind, ruleset_json) SELECT i, created, title || ' ' || i, board_name, board_json, "
                          "variant, setup_json, kind, ruleset_json FROM games, n WHERE games.id = 1")
                          .arg(games)
                   << QStringLiteral(
                          "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %1), "
                          "r(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM r WHERE k < %2) "
                          "INSERT OR IGNORE INTO events SELECT n.i, e.seq + 11 * r.k, e.round, e.phase, e.actor, "
                          "e.visibility, e.audience, e.kind, e.payload || printf(' %d-%d', n.i, r.k), "
                          "e.created, e.state_hash FROM events e, n, r WHERE e.game_id = 1 "
                          "AND n.i IN (SELECT id FROM games WHERE kind = 'referee')")
                          .arg(games)
                          .arg(rowsPerGame / 11);
        QVERIFY(testing::runSql(path, statements));
        QCOMPARE(rawVersion(path), from);
    }

    static int rawVersion(const QString &path)
    {
        int version = -1;
        testing::withDatabase(path, [&](QSqlDatabase &db) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
                version = q.value(0).toInt();
        });
        return version;
    }

    // Every row of the log, in order, every column: what an upgrade must keep.
    static QByteArray rowsDigest(const QString &path)
    {
        QCryptographicHash hash(QCryptographicHash::Sha256);
        int rows = 0;
        testing::withDatabase(path, [&](QSqlDatabase &db) {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("SELECT game_id, seq, round, phase, actor, visibility, audience, kind, payload, "
                                       "created, state_hash FROM events ORDER BY game_id, seq")))
                return;
            while (q.next()) {
                ++rows;
                for (int c = 0; c < 11; ++c)
                    hash.addData(q.value(c).toString().toUtf8() + '\x1f');
            }
        });
        return rows > 0 ? hash.result().toHex() + ':' + QByteArray::number(rows) : QByteArray();
    }
};

QTEST_GUILESS_MAIN(TestCrash)
#include "test_crash.moc"
