// SPDX-License-Identifier: GPL-3.0-or-later
// Schema 4: each game names the module that plays it and its rules version. The upgrade
// from schema 3 keeps every row and hash; a game this program cannot play (another module,
// newer rules) is listed and refused for play with a message, never misread (ruling
// S-MODULES, docs/store-format.md).
#include <QCryptographicHash>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include "game/modules.h"
#include "game/session.h"
#include "store/gamestore.h"

#include "sqlfixture.h"

using namespace xobos::store;

namespace {

// Every row of every table that existed in schema 3, in order, every column.
QByteArray schemaThreeDigest(const QString &path)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const bool opened = xobos::testing::withDatabase(path, [&](QSqlDatabase &db) {
        const QStringList queries = {
            QStringLiteral("SELECT id, created, title, board_name, board_json, variant, setup_json, kind, finished, "
                           "ruleset_json, result_json FROM games ORDER BY id"),
            QStringLiteral("SELECT game_id, seat, name, colour, pin_hash FROM players ORDER BY game_id, seat"),
            QStringLiteral("SELECT game_id, seq, round, phase, actor, visibility, audience, kind, payload, created, "
                           "state_hash FROM events ORDER BY game_id, seq")};
        for (const QString &sql : queries) {
            QSqlQuery q(db);
            QVERIFY2(q.exec(sql), qPrintable(sql));
            while (q.next()) {
                for (int c = 0; c < q.record().count(); ++c)
                    hash.addData(q.value(c).toString().toUtf8() + (q.value(c).isNull() ? "\x1e" : "\x1f"));
                hash.addData("\n");
            }
        }
    });
    return opened ? hash.result().toHex() : QByteArray();
}

GameRecord gameOf(const QString &module, int rulesVersion)
{
    GameRecord g;
    g.title = QStringLiteral("%1 v%2").arg(module).arg(rulesVersion);
    g.module = module;
    g.rulesVersion = rulesVersion;
    g.players = {{0, QStringLiteral("Blue"), {}, {}}};
    return g;
}

const KnownModules kKnown = {{QStringLiteral("xobos"), 1}, {QStringLiteral("sheet"), 1}};

} // namespace

class TestLibraryModules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // tests/store/fixtures/v3.sql: a Xobos game with its log and a sheet-only game, as
    // version 3 wrote them.
    void migratesAVersionThreeLibrary()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v3.sqlite"));
        QVERIFY(xobos::testing::runSql(path, xobos::testing::fixtureStatements(QFINDTESTDATA("fixtures/v3.sql"))));
        const QByteArray before = schemaThreeDigest(path);
        QVERIFY(!before.isEmpty());
        {
            GameStore store;
            const OpenResult r = store.open(path);
            QVERIFY2(r.ok(), qPrintable(r.message));
            QCOMPARE(store.schemaVersion(), 4);
            const QList<GameRecord> games = store.games();
            QCOMPARE(games.size(), 2);
            for (const GameRecord &g : games) {
                QCOMPARE(g.module, g.id == 1 ? QStringLiteral("xobos") : QStringLiteral("sheet"));
                QCOMPARE(g.kind, g.id == 1 ? QStringLiteral("referee") : QStringLiteral("sheet"));
                QCOMPARE(g.rulesVersion, 1);
                QVERIFY(whyNotPlayable(g, kKnown).isEmpty());
            }
            const QList<LogEntry> log = store.log(1, Audience::referee());
            QCOMPARE(log.size(), 11);
            QCOMPARE(log[3].stateHash, QStringLiteral("5b579a17ef8f3121"));
            QCOMPARE(store.integrityCheck(), QStringLiteral("ok"));
        }
        // Every row and hash of schema 3 as it was, byte for byte.
        QCOMPARE(schemaThreeDigest(path), before);
    }

    void createdGamesRecordTheirModule_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("module");
        QTest::addColumn<int>("rulesVersion");
        QTest::addColumn<QString>("storedModule");
        QTest::addColumn<int>("storedVersion");
        QTest::newRow("named module and rules") << "referee"
                                                << "chess" << 3 << "chess" << 3;
        QTest::newRow("no module, referee kind: xobos") << "referee"
                                                        << "" << 0 << "xobos" << 1;
        QTest::newRow("no module, sheet kind: sheet") << "sheet"
                                                      << "" << 0 << "sheet" << 1;
        QTest::newRow("rules version below 1 is 1") << "referee"
                                                    << "xobos" << -2 << "xobos" << 1;
    }

    void createdGamesRecordTheirModule()
    {
        QFETCH(QString, kind);
        QFETCH(QString, module);
        QFETCH(int, rulesVersion);
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        GameRecord g = gameOf(module, rulesVersion);
        g.kind = kind;
        const auto id = store.createGame(g);
        QVERIFY(id);
        const auto back = store.game(*id);
        QVERIFY(back);
        QTEST(back->module, "storedModule");
        QTEST(back->rulesVersion, "storedVersion");
    }

    // game::Session::create() records the module that plays the game, its kind and its
    // rules version itself: whatever the caller's record says, never what it forgot.
    void sessionCreateRecordsItsModule_data()
    {
        QTest::addColumn<QString>("module");
        QTest::addColumn<QString>("callerModule");
        QTest::addColumn<QString>("callerKind");
        QTest::addColumn<int>("callerVersion");
        QTest::addColumn<QString>("storedKind");
        QTest::newRow("xobos, caller sets nothing") << "xobos" << "" << "" << 0 << "referee";
        QTest::newRow("xobos, caller says sheet and rules 9") << "xobos" << "sheet" << "sheet" << 9 << "referee";
        QTest::newRow("sheet, caller sets nothing") << "sheet" << "" << "" << 0 << "sheet";
        QTest::newRow("sheet, caller says xobos") << "sheet" << "xobos" << "referee" << 1 << "sheet";
    }

    void sessionCreateRecordsItsModule()
    {
        QFETCH(QString, module);
        QFETCH(QString, callerModule);
        QFETCH(QString, callerKind);
        QFETCH(int, callerVersion);
        const xobos::game::Module *m = xobos::game::findModule(module.toStdString());
        QVERIFY(m);
        QJsonObject setup;
        if (module == QLatin1String("xobos")) {
            setup[QStringLiteral("board")] = QStringLiteral("standard");
            setup[QStringLiteral("players")] = 2;
        } else {
            setup[QStringLiteral("format")] = QStringLiteral("xobos-sheet");
            setup[QStringLiteral("version")] = 1;
            setup[QStringLiteral("name")] = QStringLiteral("Blue");
            setup[QStringLiteral("leader")] = 1;
        }
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        GameRecord g = gameOf(callerModule, callerVersion);
        g.kind = callerKind;
        QString error;
        const auto session = xobos::game::Session::create(store, *m, setup, g, &error);
        QVERIFY2(session, qPrintable(error));
        const auto back = store.game(session->gameId());
        QVERIFY(back);
        QCOMPARE(back->module, module);
        QTEST(back->kind, "storedKind");
        QCOMPARE(back->rulesVersion, m->rulesVersion());
        QVERIFY(whyNotPlayable(*back, kKnown).isEmpty());
        // And it opens again as a game of its module.
        const auto resumed = xobos::game::Session::resume(store, session->gameId(), &error);
        QVERIFY2(resumed, qPrintable(error));
        QCOMPARE(resumed->module().id(), m->id());
    }

    void unplayableGamesAreNamed_data()
    {
        QTest::addColumn<QString>("module");
        QTest::addColumn<int>("rulesVersion");
        QTest::addColumn<QStringList>("messageParts"); // empty: playable
        QTest::newRow("xobos, known rules") << "xobos" << 1 << QStringList();
        QTest::newRow("sheet, known rules") << "sheet" << 1 << QStringList();
        QTest::newRow("unknown module") << "chess" << 1 << QStringList{"\"chess\"", "cannot play",    "xobos",
                                                                      "update",   "kept unchanged", "exported"};
        QTest::newRow("empty module") << "" << 1 << QStringList{"\"?\"", "cannot play"};
        QTest::newRow("newer rules") << "xobos" << 2
                                     << QStringList{"version 2", "\"xobos\"", "up to version 1", "update",
                                                    "kept unchanged"};
    }

    // Hand-made rows (as another build or a newer version would write them): listed with
    // the store's list, refused for play with the reason and what to do, left unchanged.
    void unplayableGamesAreNamed()
    {
        QFETCH(QString, module);
        QFETCH(int, rulesVersion);
        QFETCH(QStringList, messageParts);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QVERIFY(store.createGame(gameOf(QStringLiteral("xobos"), 1)));
        }
        QVERIFY(xobos::testing::runSql(
            path,
            {QStringLiteral("UPDATE games SET module = '%1', rules_version = %2").arg(module).arg(rulesVersion)}));
        const QByteArray before = schemaThreeDigest(path);
        GameStore store;
        QVERIFY(store.open(path).ok());
        const QList<GameRecord> games = store.games();
        QCOMPARE(games.size(), 1);
        QCOMPARE(games[0].module, module);
        QCOMPARE(games[0].rulesVersion, rulesVersion);
        const QString why = whyNotPlayable(games[0], kKnown);
        QString error;
        const auto toPlay = store.gameToPlay(games[0].id, kKnown, &error);
        QCOMPARE(toPlay.has_value(), messageParts.isEmpty());
        QCOMPARE(error, why);
        for (const QString &part : messageParts)
            QVERIFY2(why.contains(part, Qt::CaseInsensitive), qPrintable(why));
        store.close();
        QCOMPARE(schemaThreeDigest(path), before);
    }

    void aMissingGameIsNotPlayable()
    {
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QString error;
        QVERIFY(!store.gameToPlay(7, kKnown, &error));
        QVERIFY2(error.contains(QStringLiteral("no game 7")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestLibraryModules)
#include "test_librarymodules.moc"
