// Crash safety: a writer process is killed with SIGKILL at random moments; after each
// kill the library must pass PRAGMA integrity_check and resume to exactly the last
// action the writer saw committed (or, at most, one more that was committed but not yet
// reported). XOBOS_CRASH_POINTS sets the number of kills (default 200).
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

#include "store/gamesession.h"

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
    // compacts the file. A writer killed at any moment of that leaves a library that opens,
    // passes integrity_check and holds every row as it was, whether the kill came before
    // the upgrade's commit (the next open upgrades again) or after it.
    void killedUpgradeLosesNoRow()
    {
        const int points = qEnvironmentVariableIsSet("XOBOS_UPGRADE_CRASH_POINTS")
            ? qEnvironmentVariableIntValue("XOBOS_UPGRADE_CRASH_POINTS")
            : 24;
        QTemporaryDir dir;
        const QString original = dir.filePath(QStringLiteral("v2.sqlite"));
        buildVersionTwoLibrary(original, 16, 1650);
        const QByteArray expected = rowsDigest(original);
        QVERIFY(!expected.isEmpty());
        // How long an undisturbed upgrade takes, to spread the kills over it.
        const QString timed = dir.filePath(QStringLiteral("timed.sqlite"));
        QVERIFY(QFile::copy(original, timed));
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(runUpgrade(timed, -1), QByteArray("U 3"));
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
                (rawVersion(path) == 3 ? after : during) += 1;
            {
                store::GameStore lib;
                const store::OpenResult opened = lib.open(path);
                QVERIFY2(opened.ok(), qPrintable(opened.message));
                QCOMPARE(lib.schemaVersion(), 3);
                QCOMPARE(lib.integrityCheck(), QStringLiteral("ok"));
            }
            QCOMPARE(rowsDigest(path), expected);
        }
        qInfo("an upgrade of %d rows (%d ms with the process start) killed at %d random moments: %d while the "
              "process started, %d during the upgrade, %d after its commit, %d not killed; no row lost or changed",
              static_cast<int>(expected.mid(expected.indexOf(':') + 1).toInt()), upgradeMs, points, beforeOpen, during,
              after, finished);
        QVERIFY(during > 0);
    }

private:
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

    // A library as version 2 wrote it: `games` games of `rowsPerGame` log rows each, public
    // and private, with state hashes on the action rows.
    static void buildVersionTwoLibrary(const QString &path, int games, int rowsPerGame)
    {
        QStringList statements = testing::fixtureStatements(QFINDTESTDATA("fixtures/v2.sql"));
        QVERIFY(!statements.isEmpty());
        // More games like the fixture's, and more rows in each (the fixture has 11).
        statements << QStringLiteral(
                          "WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < %1) "
                          "INSERT INTO games (id, created, title, board_name, board_json, variant, setup_json, "
                          "kind, ruleset_json) SELECT i, created, title || ' ' || i, board_name, board_json, "
                          "variant, setup_json, kind, ruleset_json FROM games, n WHERE games.id = 1")
                          .arg(games)
                   << QStringLiteral(
                          "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %1), "
                          "r(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM r WHERE k < %2) "
                          "INSERT OR IGNORE INTO events SELECT n.i, e.seq + 11 * r.k, e.round, e.phase, e.actor, "
                          "e.visibility, e.audience, e.kind, e.payload || printf(' %d-%d', n.i, r.k), "
                          "e.created, e.state_hash FROM events e, n, r WHERE e.game_id = 1")
                          .arg(games)
                          .arg(rowsPerGame / 11);
        QVERIFY(testing::runSql(path, statements));
        QCOMPARE(rawVersion(path), 2);
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
