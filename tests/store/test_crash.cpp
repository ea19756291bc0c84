// Crash safety: a writer process is killed with SIGKILL at random moments; after each
// kill the library must pass PRAGMA integrity_check and resume to exactly the last
// action the writer saw committed (or, at most, one more that was committed but not yet
// reported). XOBOS_CRASH_POINTS sets the number of kills (default 200).
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <random>

#include "store/gamesession.h"

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
};

QTEST_GUILESS_MAIN(TestCrash)
#include "test_crash.moc"
