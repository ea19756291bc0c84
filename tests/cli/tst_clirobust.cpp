// SPDX-License-Identifier: GPL-3.0-or-later
// xobos-cli run as a process against hostile paths and libraries (issue #21): the exit
// codes documented in --help and the man page, quiet output unless --verbose, a library
// in a read-only folder opened read-only with nothing left behind, a path that is not
// valid UTF-8.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

namespace {

struct Result
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Result run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("LANGUAGE"));
    env.remove(QStringLiteral("LC_ALL"));
    env.remove(QStringLiteral("QT_LOGGING_RULES"));
    process.setProcessEnvironment(env);
    process.start(program, arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

Result cli(const QStringList &arguments)
{
    return run(QStringLiteral(XOBOS_CLI_EXE), arguments);
}

QString diagnostics(const Result &r)
{
    return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
        .arg(QString::number(r.exitCode), QString::fromUtf8(r.out), QString::fromUtf8(r.err));
}

const QString kScenario = QStringLiteral(XOBOS_SOURCE_DIR_FOR_TESTS "/tests/scenarios/setup_first_player_drawn.json");

// kScenario rewritten into `dir` with its top-level "game" set to `game` (none when empty).
QString scenarioOfGame(const QTemporaryDir &dir, const QString &game)
{
    QFile in(kScenario);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QJsonObject o = QJsonDocument::fromJson(in.readAll()).object();
    if (!game.isEmpty())
        o[QStringLiteral("game")] = game;
    const QString path = dir.filePath(QStringLiteral("scenario.json"));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(o).toJson()) < 0)
        return {};
    return path;
}

QByteArray checksum(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex()
                                       : QByteArray();
}

} // namespace

class TestCliRobust : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void helpDocumentsTheExitCodes()
    {
        const Result r = cli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Exit status: 0 success; 1 a refusal or failure"), qPrintable(diagnostics(r)));
        QVERIFY(r.out.contains("2 an unusable command line or input file"));
        QVERIFY(r.out.contains("--verbose"));
    }

    // Issue #24: a scenario names its game; without "game" it is a Xobos scenario, so every
    // command answers the same for both files (the path aside).
    void aScenarioWithoutGameIsXobos_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("run") << QStringList{QStringLiteral("run")};
        QTest::newRow("run --json") << QStringList{QStringLiteral("run"), QStringLiteral("--json")};
        QTest::newRow("view") << QStringList{QStringLiteral("view"), QStringLiteral("--as"), QStringLiteral("referee")};
        QTest::newRow("score") << QStringList{QStringLiteral("score"), QStringLiteral("--json")};
        QTest::newRow("legal") << QStringList{QStringLiteral("legal")};
    }

    void aScenarioWithoutGameIsXobos()
    {
        QFETCH(QStringList, arguments);
        QTemporaryDir named;
        QTemporaryDir plain;
        const QString withGame = scenarioOfGame(named, QStringLiteral("xobos"));
        const QString without = scenarioOfGame(plain, QString());
        QVERIFY(!withGame.isEmpty() && !without.isEmpty());
        const Result a = cli(arguments + QStringList{withGame});
        const Result b = cli(arguments + QStringList{without});
        QVERIFY2(a.exitCode == 0, qPrintable(diagnostics(a)));
        QCOMPARE(b.exitCode, 0);
        QVERIFY(!a.out.isEmpty());
        QCOMPARE(QByteArray(a.out).replace(withGame.toUtf8(), "FILE"), QByteArray(b.out).replace(without.toUtf8(), "FILE"));
    }

    // An unknown game is an unusable input file: exit 2, and the message names the game.
    void anUnknownGameExitsTwoNamingIt_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("run") << QStringList{QStringLiteral("run")};
        QTest::newRow("view") << QStringList{QStringLiteral("view"), QStringLiteral("--as"), QStringLiteral("referee")};
        QTest::newRow("score") << QStringList{QStringLiteral("score")};
        QTest::newRow("legal") << QStringList{QStringLiteral("legal")};
    }

    void anUnknownGameExitsTwoNamingIt()
    {
        QFETCH(QStringList, arguments);
        QTemporaryDir dir;
        const QString file = scenarioOfGame(dir, QStringLiteral("chess"));
        QVERIFY(!file.isEmpty());
        const Result r = cli(arguments + QStringList{file});
        QVERIFY2(r.exitCode == 2, qPrintable(diagnostics(r)));
        QVERIFY2(r.err.contains("game: unknown game \"chess\""), qPrintable(diagnostics(r)));
        QVERIFY(r.out.isEmpty());
    }

    // Issue #21.11: "xobos.store: opened …" and Qt's warnings printed on every command.
    void quietUnlessVerbose()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        const Result imported = cli({QStringLiteral("import"), kScenario, QStringLiteral("--database"), db});
        QCOMPARE(imported.exitCode, 0);
        QCOMPARE(imported.err, QByteArray());
        const Result quiet = cli({QStringLiteral("games"), QStringLiteral("--database"), db});
        QCOMPARE(quiet.exitCode, 0);
        QCOMPARE(quiet.err, QByteArray());
        const Result refused = cli({QStringLiteral("games"), QStringLiteral("--database"), kScenario});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.startsWith("xobos-cli: ") && refused.err.count('\n') == 1,
                 qPrintable(diagnostics(refused)));
        const Result verbose =
            cli({QStringLiteral("--verbose"), QStringLiteral("games"), QStringLiteral("--database"), db});
        QCOMPARE(verbose.exitCode, 0);
        QVERIFY2(verbose.err.contains("xobos.store: opened"), qPrintable(diagnostics(verbose)));
        QCOMPARE(verbose.out, quiet.out);
    }

    // Issue #21.7: invalid bytes in a path became U+FFFD and named another, new library.
    void aPathNotValidInTheEncodingIsRefused()
    {
        QTemporaryDir dir;
        const Result r = run(QStringLiteral("/bin/sh"),
                             {QStringLiteral("-c"),
                              QStringLiteral("exec \"$0\" games --database \"$1/$(printf 'lib\\377.sqlite')\""),
                              QStringLiteral(XOBOS_CLI_EXE), dir.path()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("not valid in this system's encoding"), qPrintable(diagnostics(r)));
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    // Issue #21.6: a current library in a read-only folder was "an older library format";
    // a read-only file left -wal and -shm behind. As root (who may write anything) the
    // commands run as "nobody" through setpriv.
    void aLibraryInAReadOnlyFolderIsReadOnly()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::setPermissions(dir.path(),
                                      QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                          | QFileDevice::ReadOther | QFileDevice::ExeOther | QFileDevice::ReadGroup
                                          | QFileDevice::ExeGroup));
        const QString folder = dir.filePath(QStringLiteral("ro"));
        QVERIFY(QDir().mkpath(folder));
        const QString db = QDir(folder).filePath(QStringLiteral("lib.sqlite"));
        QCOMPARE(cli({QStringLiteral("import"), kScenario, QStringLiteral("--database"), db}).exitCode, 0);
        QFile::remove(db + QStringLiteral(".checked"));
        const auto readOnly = QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
        QVERIFY(QFile::setPermissions(db, readOnly));
        QVERIFY(QFile::setPermissions(
            folder, readOnly | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther));
        const QStringList before = QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        const QByteArray sum = checksum(db);
        const auto asUser = [](const QStringList &arguments) {
            if (::geteuid() != 0)
                return cli(arguments);
            return run(QStringLiteral("setpriv"),
                       QStringList{QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                                   QStringLiteral("--clear-groups"), QStringLiteral(XOBOS_CLI_EXE)}
                           + arguments);
        };
        const Result listed = asUser({QStringLiteral("games"), QStringLiteral("--database"), db});
        QVERIFY2(listed.exitCode == 0 && listed.out.startsWith("1\t"), qPrintable(diagnostics(listed)));
        const Result imported = asUser({QStringLiteral("import"), kScenario, QStringLiteral("--database"), db});
        QCOMPARE(imported.exitCode, 1);
        QVERIFY2(imported.err.contains("read-only"), qPrintable(diagnostics(imported)));
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), before);
        QCOMPARE(checksum(db), sum);

        // A read-only file in a writable folder: read, and no -wal or -shm left beside it.
        QVERIFY(QFile::setPermissions(folder,
                                      QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                          | QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther));
        const Result again = asUser({QStringLiteral("games"), QStringLiteral("--database"), db});
        QVERIFY2(again.exitCode == 0 && again.out.startsWith("1\t"), qPrintable(diagnostics(again)));
        QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), before);
        QCOMPARE(checksum(db), sum);
    }
};

QTEST_GUILESS_MAIN(TestCliRobust)
#include "tst_clirobust.moc"
