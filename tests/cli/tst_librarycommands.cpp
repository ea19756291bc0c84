// SPDX-License-Identifier: GPL-3.0-or-later
// xobos-cli's library commands: import a scenario, list it, export it again, and the
// messages for a missing game and a file that is not a library.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <sys/stat.h>
#include <unistd.h>

#include "../store/sqlfixture.h"
#include "app/cli/librarycommands.h"
#include "app/cli/scenariocommands.h"
#include "sheet/sheetsession.h"
#include "store/gamestore.h"

namespace {

QByteArray checksum(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex()
                                       : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QString kScenario = QStringLiteral(XOBOS_SOURCE_DIR_FOR_TESTS "/tests/scenarios/setup_first_player_drawn.json");

// The scenario with its "setup" object's "names" replaced.
QByteArray withNames(const QJsonArray &names, const QString &title = {})
{
    QJsonObject o = QJsonDocument::fromJson(readFile(kScenario)).object();
    QJsonObject setup = o.value(QStringLiteral("setup")).toObject();
    setup[QStringLiteral("names")] = names;
    o[QStringLiteral("setup")] = setup;
    if (!title.isEmpty())
        o[QStringLiteral("name")] = title;
    return QJsonDocument(o).toJson();
}

} // namespace

using namespace xobos::app;

class TestLibraryCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void importListExportRoundTrip()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        const QString scenario =
            QStringLiteral(XOBOS_SOURCE_DIR_FOR_TESTS "/tests/scenarios/setup_first_player_drawn.json");
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        LibraryCommands cmd(o, e);
        QCOMPARE(cmd.importGame({scenario, QStringLiteral("--database"), db}), 0);
        QVERIFY2(out.contains(QStringLiteral("imported as game 1")), qPrintable(out + err));
        out.clear();
        QCOMPARE(cmd.games({QStringLiteral("--database"), db}), 0);
        QVERIFY(out.startsWith(QStringLiteral("1\t")));
        QVERIFY(out.contains(QStringLiteral("running")));
        const QString exported = dir.filePath(QStringLiteral("g1.json"));
        QCOMPARE(
            cmd.exportGame({QStringLiteral("1"), QStringLiteral("--out"), exported, QStringLiteral("--database"), db}),
            0);
        QFile f(exported);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("\"format\": \"xobos-scenario\""));
    }

    void clearMessagesForBadInput()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        LibraryCommands cmd(o, e);
        QCOMPARE(cmd.importGame({kScenario, QStringLiteral("--database"), db}), 0);
        QCOMPARE(cmd.exportGame({QStringLiteral("7"), QStringLiteral("--database"), db}), 1);
        QVERIFY2(err.contains(QStringLiteral("There is no game 7")), qPrintable(err));
        QCOMPARE(cmd.exportGame({QStringLiteral("seven"), QStringLiteral("--database"), db}), 2);
        const QString notLib = dir.filePath(QStringLiteral("notes.txt"));
        QFile f(notLib);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("just some notes\n").repeated(100));
        f.close();
        err.clear();
        QCOMPARE(cmd.games({QStringLiteral("--database"), notLib}), 1);
        QVERIFY2(err.contains(QStringLiteral("not a Xobos Referee library")), qPrintable(err));
        QCOMPARE(cmd.importGame({dir.filePath(QStringLiteral("missing.json")), QStringLiteral("--database"), db}), 2);
    }

    // Issue #21.4: `export --out` once wrote JSON over the library itself.
    void exportNeverOverwritesALibraryOrAnExistingFile()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        LibraryCommands cmd(o, e);
        QCOMPARE(cmd.importGame({kScenario, QStringLiteral("--database"), db}), 0);
        const QByteArray before = checksum(db);
        const auto exportTo = [&](const QString &file, bool force = false) {
            err.clear();
            QStringList args{QStringLiteral("1"), QStringLiteral("--out"), file, QStringLiteral("--database"), db};
            if (force)
                args << QStringLiteral("--force");
            return cmd.exportGame(args);
        };
        QCOMPARE(exportTo(db), 2);
        QVERIFY2(err.contains(QStringLiteral("is the library itself")), qPrintable(err));
        QCOMPARE(exportTo(db, true), 2); // --force never covers the library
        QCOMPARE(exportTo(QStringLiteral("%1/./lib.sqlite").arg(dir.path())), 2);
        QVERIFY(::link(QFile::encodeName(db).constData(),
                       QFile::encodeName(dir.filePath(QStringLiteral("hard.sqlite"))).constData())
                == 0);
        QCOMPARE(exportTo(dir.filePath(QStringLiteral("hard.sqlite")), true), 2); // the same file by another name
        QVERIFY(QFile::link(db, dir.filePath(QStringLiteral("soft.json"))));
        QCOMPARE(exportTo(dir.filePath(QStringLiteral("soft.json")), true), 2);
        QCOMPARE(exportTo(db + QStringLiteral("-wal"), true), 2);
        QCOMPARE(checksum(db), before);

        // Another library (any SQLite file) is refused too, with or without --force.
        const QString other = dir.filePath(QStringLiteral("other.sqlite"));
        QCOMPARE(cmd.importGame({kScenario, QStringLiteral("--database"), other}), 0);
        const QByteArray otherBefore = checksum(other);
        QCOMPARE(exportTo(other, true), 2);
        QVERIFY2(err.contains(QStringLiteral("SQLite database")), qPrintable(err));
        QCOMPARE(checksum(other), otherBefore);

        // An existing file only with --force.
        const QString existing = dir.filePath(QStringLiteral("notes.json"));
        QVERIFY(writeFile(existing, "keep me"));
        QCOMPARE(exportTo(existing), 2);
        QVERIFY2(err.contains(QStringLiteral("--force")), qPrintable(err));
        QCOMPARE(readFile(existing), QByteArray("keep me"));
        QCOMPARE(exportTo(existing, true), 0);
        QVERIFY(readFile(existing).contains("xobos-scenario"));
        QCOMPARE(exportTo(dir.path(), true), 2); // a folder
    }

    // Issue #21.7: paths that cannot be the library, and a library that does not exist.
    void badLibraryPathsAreRefusedAndNothingIsCreated()
    {
        QTemporaryDir dir;
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        LibraryCommands cmd(o, e);
        const QString missing = dir.filePath(QStringLiteral("mistyped.sqlite"));
        QCOMPARE(cmd.games({QStringLiteral("--database"), missing}), 1);
        QVERIFY2(err.contains(QStringLiteral("there is no library at")), qPrintable(err));
        QCOMPARE(cmd.exportGame({QStringLiteral("1"), QStringLiteral("--database"), missing}), 1);
        QVERIFY(QDir(dir.path()).isEmpty()); // no library, no lock, nothing made

        err.clear();
        QCOMPARE(cmd.games({QStringLiteral("--database"), QString()}), 2);
        QVERIFY2(err.contains(QStringLiteral("the path is empty")), qPrintable(err));
        err.clear();
        QCOMPARE(cmd.games({QStringLiteral("--database"), dir.filePath(QStringLiteral("a\uFFFD.sqlite"))}), 2);
        QVERIFY2(err.contains(QStringLiteral("not valid")), qPrintable(err));
        QCOMPARE(cmd.importGame({kScenario, QStringLiteral("--database"), QString()}), 2);
        QVERIFY(QDir(dir.path()).isEmpty());

        // A folder or a FIFO where the library should be.
        err.clear();
        QCOMPARE(cmd.games({QStringLiteral("--database"), dir.path()}), 1);
        QVERIFY2(err.contains(QStringLiteral("is a folder")), qPrintable(err));
        const QString fifo = dir.filePath(QStringLiteral("fifo.sqlite"));
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        err.clear();
        QCOMPARE(cmd.games({QStringLiteral("--database"), fifo}), 1);
        QVERIFY2(err.contains(QStringLiteral("not a regular file")), qPrintable(err));
    }

    // Issue #21.5: bounded reads, limits on names and titles, escaped output.
    void importReadsBoundedInputAndLimitsNames()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        LibraryCommands cmd(o, e);
        QCOMPARE(cmd.importGame({QStringLiteral("/dev/zero"), QStringLiteral("--database"), db}), 2);
        QVERIFY2(err.contains(QStringLiteral("too large")) && err.contains(QStringLiteral("16 MiB")), qPrintable(err));
        err.clear();
        QCOMPARE(cmd.importGame({dir.path(), QStringLiteral("--database"), db}), 2);
        QVERIFY2(err.contains(QStringLiteral("is a folder")), qPrintable(err));

        const QString longName = dir.filePath(QStringLiteral("long-name.json"));
        QVERIFY(writeFile(
            longName,
            withNames({QString(41, QLatin1Char('n')), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D")})));
        err.clear();
        QCOMPARE(cmd.importGame({longName, QStringLiteral("--database"), db}), 2);
        QVERIFY2(err.contains(QStringLiteral("41 characters")) && err.contains(QStringLiteral("at most 40")),
                 qPrintable(err));
        const QString longTitle = dir.filePath(QStringLiteral("long-title.json"));
        QVERIFY(
            writeFile(longTitle,
                      withNames({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D")},
                                QString(201, QLatin1Char('t')))));
        err.clear();
        QCOMPARE(cmd.importGame({longTitle, QStringLiteral("--database"), db}), 2);
        QVERIFY2(err.contains(QStringLiteral("at most 200")), qPrintable(err));

        // Tabs and newlines in names and titles stay on one line, in their columns.
        const QString tabs = dir.filePath(QStringLiteral("tabs.json"));
        QVERIFY(writeFile(
            tabs,
            withNames({QStringLiteral("A\tB"), QStringLiteral("C\nD"), QStringLiteral("E\\F"), QStringLiteral("G")},
                      QStringLiteral("one\ttwo"))));
        QCOMPARE(cmd.importGame({tabs, QStringLiteral("--database"), db}), 0);
        out.clear();
        QCOMPARE(cmd.games({QStringLiteral("--database"), db}), 0);
        QCOMPARE(out.count(QLatin1Char('\n')), 1);
        const QStringList columns = out.chopped(1).split(QLatin1Char('\t'));
        QCOMPARE(columns.size(), 10); // the module and the read-only note (empty) after the title
        QCOMPARE(columns[6], QStringLiteral("A\\tB, C\\nD, E\\\\F, G"));
        QCOMPARE(columns[7], QStringLiteral("one\\ttwo"));
        out.clear();
        QCOMPARE(cmd.games({QStringLiteral("--json"), QStringLiteral("--database"), db}), 0);
        const QJsonArray games = QJsonDocument::fromJson(out.toUtf8()).array();
        QCOMPARE(games.size(), 1);
        QCOMPARE(games[0][QStringLiteral("players")][0].toString(), QStringLiteral("A\tB"));
        QCOMPARE(games[0][QStringLiteral("title")].toString(), QStringLiteral("one\ttwo"));
        QCOMPARE(games[0][QStringLiteral("state")].toString(), QStringLiteral("running"));
    }

    // Issue #21.11: a key given twice in a JSON input is refused, naming the key.
    void duplicateKeysAreRefused()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        LibraryCommands cmd(o, e);
        QByteArray json = readFile(kScenario);
        const qsizetype at = json.indexOf("\"setup\"");
        QVERIFY(at > 0);
        json.insert(at, "\"name\": \"a second name\",\n  ");
        const QString file = dir.filePath(QStringLiteral("twice.json"));
        QVERIFY(writeFile(file, json));
        QCOMPARE(cmd.importGame({file, QStringLiteral("--database"), db}), 2);
        QVERIFY2(err.contains(QStringLiteral("the key \"name\" appears twice")), qPrintable(err));
    }

    // Issue #21.7: an import the library cannot take is the library's failure (1), not
    // bad input (2).
    void aLibraryThatCannotTakeTheImportExitsOne()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        LibraryCommands cmd(o, e);
        QCOMPARE(cmd.importGame({kScenario, QStringLiteral("--database"), db}), 0);
        QVERIFY(xobos::testing::runSql(db,
                                       {QStringLiteral("CREATE TRIGGER no_room BEFORE INSERT ON games BEGIN SELECT "
                                                       "RAISE(ABORT, 'database or disk is full'); END")}));
        QCOMPARE(cmd.importGame({kScenario, QStringLiteral("--database"), db}), 1);
        QVERIFY2(err.contains(QStringLiteral("disk is full")), qPrintable(err));
    }

    // Issue #24: a game of a module this program does not have, or with newer rules, is
    // listed with its module and a read-only note, and still exports (as the library holds
    // it). Hand-made rows, as another build or a newer version would write them.
    void gamesNameTheModuleAndTheGamesThatCannotBePlayed_data()
    {
        QTest::addColumn<QString>("module");
        QTest::addColumn<int>("rulesVersion");
        QTest::addColumn<QString>("notePart"); // empty: playable
        QTest::newRow("xobos") << "xobos" << 1 << "";
        QTest::newRow("unknown module") << "chess" << 1 << "\"chess\", which this version of Xobos Referee cannot play";
        QTest::newRow("newer rules") << "xobos" << 3 << "version 3 of the rules of \"xobos\"";
    }

    void gamesNameTheModuleAndTheGamesThatCannotBePlayed()
    {
        QFETCH(QString, module);
        QFETCH(int, rulesVersion);
        QFETCH(QString, notePart);
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        LibraryCommands cmd(o, e);
        QCOMPARE(cmd.importGame({kScenario, QStringLiteral("--database"), db}), 0);
        QVERIFY(xobos::testing::runSql(
            db, {QStringLiteral("UPDATE games SET module = '%1', rules_version = %2").arg(module).arg(rulesVersion)}));
        out.clear();
        QCOMPARE(cmd.games({QStringLiteral("--database"), db}), 0);
        QVERIFY(out.endsWith(QLatin1Char('\n')));
        const QStringList columns = out.chopped(1).split(QLatin1Char('\t'));
        QCOMPARE(columns.size(), 10);
        QCOMPARE(columns[8], module);
        if (notePart.isEmpty()) {
            QCOMPARE(columns[9], QString());
        } else {
            QVERIFY2(columns[9].startsWith(QStringLiteral("read-only: ")), qPrintable(columns[9]));
            QVERIFY2(columns[9].contains(notePart) && columns[9].contains(QStringLiteral("update Xobos Referee")),
                     qPrintable(columns[9]));
        }
        out.clear();
        QCOMPARE(cmd.games({QStringLiteral("--json"), QStringLiteral("--database"), db}), 0);
        const QJsonObject game = QJsonDocument::fromJson(out.toUtf8()).array().at(0).toObject();
        QCOMPARE(game[QStringLiteral("module")].toString(), module);
        QCOMPARE(game[QStringLiteral("rulesVersion")].toInt(), rulesVersion);
        QCOMPARE(game[QStringLiteral("playable")].toBool(), notePart.isEmpty());
        QCOMPARE(game[QStringLiteral("readOnly")].toString().contains(notePart), true);
        QCOMPARE(game.contains(QStringLiteral("readOnly")), !notePart.isEmpty());
        // Export works for every game; one this program cannot replay is written as stored.
        out.clear();
        err.clear();
        QCOMPARE(cmd.exportGame({QStringLiteral("1"), QStringLiteral("--database"), db}), 0);
        const QJsonObject exported = QJsonDocument::fromJson(out.toUtf8()).object();
        if (notePart.isEmpty()) {
            QCOMPARE(exported[QStringLiteral("format")].toString(), QStringLiteral("xobos-scenario"));
            QVERIFY(!exported.contains(QStringLiteral("game"))); // the default, left out
        } else {
            QCOMPARE(exported[QStringLiteral("format")].toString(), QStringLiteral("xobos-library-game"));
            QCOMPARE(exported[QStringLiteral("game")].toString(), module);
            QCOMPARE(exported[QStringLiteral("rulesVersion")].toInt(), rulesVersion);
            QVERIFY(exported[QStringLiteral("log")].toArray().size() > 0);
            QVERIFY2(err.contains(notePart) && err.contains(QStringLiteral("xobos-library-game")), qPrintable(err));
        }
        // The game is kept as it was.
        out.clear();
        QCOMPARE(cmd.games({QStringLiteral("--database"), db}), 0);
        QCOMPARE(out.trimmed().split(QLatin1Char('\t')).value(8), module);
    }

    // Issue #24: a scenario names its game ("game", default "xobos") and rules version; one
    // this program cannot import is bad input (2) with a message, and nothing is stored.
    void importChecksTheGameOfTheFile_data()
    {
        QTest::addColumn<QJsonObject>("header");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("none: xobos") << QJsonObject() << 0 << "";
        QTest::newRow("xobos named") << QJsonObject{{"game", "xobos"}, {"rulesVersion", 1}} << 0 << "";
        QTest::newRow("unknown module") << QJsonObject{{"game", "chess"}} << 2 << "the game \"chess\" (rules version 1)";
        QTest::newRow("newer rules") << QJsonObject{{"rulesVersion", 2}} << 2 << "cannot import: update";
        // Another module's scenario is read by that module's rules: a Xobos board is no field of it.
        QTest::newRow("sheet header on a xobos file") << QJsonObject{{"game", "sheet"}} << 2 << "board: unknown field";
        QTest::newRow("sheet, newer rules") << QJsonObject{{"game", "sheet"}, {"rulesVersion", 2}} << 2
                                            << "the game \"sheet\" (rules version 2)";
        QTest::newRow("game not a string") << QJsonObject{{"game", 5}} << 2 << "\"game\" must name a game";
        QTest::newRow("rules version not whole") << QJsonObject{{"rulesVersion", 1.5}} << 2 << "\"rulesVersion\" must";
    }

    void importChecksTheGameOfTheFile()
    {
        QFETCH(QJsonObject, header);
        QFETCH(int, exitCode);
        QFETCH(QString, messagePart);
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        QJsonObject scenario = QJsonDocument::fromJson(readFile(kScenario)).object();
        for (auto it = header.begin(); it != header.end(); ++it)
            scenario[it.key()] = it.value();
        const QString file = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(writeFile(file, QJsonDocument(scenario).toJson()));
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        LibraryCommands cmd(o, e);
        QCOMPARE(cmd.importGame({file, QStringLiteral("--database"), db}), exitCode);
        QVERIFY2(err.contains(messagePart), qPrintable(err));
        out.clear();
        QCOMPARE(cmd.games({QStringLiteral("--database"), db}), 0);
        QCOMPARE(out.isEmpty(), exitCode != 0);
        if (exitCode == 0)
            QCOMPARE(out.trimmed().split(QLatin1Char('\t')).value(8), QStringLiteral("xobos"));
    }
    // Issue #24: a game of another module (the sheet) exports as a scenario of its module
    // and imports back: the same actions, the same state hash, the same file again.
    void sheetGameExportImportRoundTrip()
    {
        QTemporaryDir dir;
        const QString first = dir.filePath(QStringLiteral("first.sqlite"));
        const QString second = dir.filePath(QStringLiteral("second.sqlite"));
        const QString scenario =
            QStringLiteral(XOBOS_SOURCE_DIR_FOR_TESTS "/tests/scenarios/sheet/sheet_construction.json");
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        LibraryCommands cmd(o, e);
        QVERIFY2(cmd.importGame({scenario, QStringLiteral("--database"), first}) == 0, qPrintable(err));
        // 11 steps with an action, one refused (ALREADY_PAID_THIS_ROUND): logged, not played.
        QCOMPARE(out, QStringLiteral("imported as game 1 (10 actions, round 4)\n"));
        out.clear();
        QCOMPARE(cmd.games({QStringLiteral("--json"), QStringLiteral("--database"), first}), 0);
        const QJsonObject listed = QJsonDocument::fromJson(out.toUtf8()).array().at(0).toObject();
        QCOMPARE(listed[QStringLiteral("module")].toString(), QStringLiteral("sheet"));
        QCOMPARE(listed[QStringLiteral("players")].toArray(), QJsonArray{QStringLiteral("Blue")});
        QCOMPARE(listed[QStringLiteral("playable")].toBool(), true);
        out.clear();
        QCOMPARE(cmd.exportGame({QStringLiteral("1"), QStringLiteral("--database"), first}), 0);
        const QString exported = out;
        const QJsonObject doc = QJsonDocument::fromJson(exported.toUtf8()).object();
        QCOMPARE(doc[QStringLiteral("game")].toString(), QStringLiteral("sheet"));
        QCOMPARE(doc[QStringLiteral("rulesVersion")].toInt(), 1);
        QCOMPARE(doc[QStringLiteral("setup")].toObject()[QStringLiteral("leader")].toInt(), 1);
        const QJsonArray steps = doc[QStringLiteral("steps")].toArray();
        QCOMPARE(steps.size(), 11); // 10 actions and the hash check
        const QString hash = steps.last().toObject()[QStringLiteral("check")].toObject()[QStringLiteral("hash")].toString();
        QCOMPARE(hash.size(), 16);
        const QString file = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(writeFile(file, exported.toUtf8()));
        // The export runs (its hash check passes) and imports into another library.
        ScenarioCommands scenarios(o, e);
        out.clear();
        QVERIFY2(scenarios.run({file}) == 0, qPrintable(out + err));
        QVERIFY(out.contains(QStringLiteral("checks passed: 1")));
        out.clear();
        QVERIFY2(cmd.importGame({file, QStringLiteral("--database"), second}) == 0, qPrintable(err));
        QCOMPARE(out, QStringLiteral("imported as game 1 (10 actions, round 4)\n"));
        out.clear();
        QCOMPARE(cmd.exportGame({QStringLiteral("1"), QStringLiteral("--database"), second}), 0);
        QCOMPARE(out, exported);
    }

    // A sheet game as the window stores it (SheetSession) exports and runs too.
    void sheetGameOfTheWindowExports()
    {
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("lib.sqlite"));
        {
            xobos::store::GameStore store;
            QVERIFY(store.open(db).ok());
            QString error;
            auto session = xobos::rules::sheet::SheetSession::create(store, {"Red", 3}, &error);
            QVERIFY2(session, qPrintable(error));
            QVERIFY(session->submit(xobos::rules::sheet::NextPhase{}).accepted());
            QVERIFY(session->submit(xobos::rules::sheet::SheetGainCrystals{2, xobos::rules::sheet::CrystalReason::Source})
                        .accepted());
            QVERIFY(!session->submit(xobos::rules::sheet::SheetBuildReactor{}).accepted()); // 4 resources
        }
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        LibraryCommands cmd(o, e);
        QVERIFY2(cmd.exportGame({QStringLiteral("1"), QStringLiteral("--database"), db}) == 0, qPrintable(err));
        const QJsonObject doc = QJsonDocument::fromJson(out.toUtf8()).object();
        QCOMPARE(doc[QStringLiteral("name")].toString(), QStringLiteral("Red"));
        QCOMPARE(doc[QStringLiteral("players")].toArray(), QJsonArray{QStringLiteral("Red")});
        QCOMPARE(doc[QStringLiteral("steps")].toArray().size(), 3); // 2 accepted actions and the hash check
        const QString file = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(writeFile(file, out.toUtf8()));
        out.clear();
        ScenarioCommands scenarios(o, e);
        QVERIFY2(scenarios.run({file}) == 0, qPrintable(out + err));
        QVERIFY(out.contains(QStringLiteral("   PASS")));
    }
};

QTEST_GUILESS_MAIN(TestLibraryCommands)
#include "tst_librarycommands.moc"
