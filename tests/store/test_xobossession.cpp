// SPDX-License-Identifier: GPL-3.0-or-later
// Guardians of Xobos's GameSession as an instance of the generic game::Session: undo never
// crosses a reveal, redo restores, resume reproduces the hash and the typed history, the game
// records its module, a refusal that rests on a hidden value reaches its seat alone, and
// each event's row names the event's player.
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <random>

#include "game/modules.h"
#include "game/session.h"
#include "xobos/io/boardio.h"
#include "xobos/io/eventcodec.h"
#include "xobos/module/xobosmodule.h"
#include "xobos/rules/engine.h"
#include "store/gamesession.h"

#include "sessionfixture.h"
#include "sqlfixture.h"

using namespace xobos;
using namespace xobos::store;
using xobos::testing::newGame;

namespace {

bool revealsSomething(const rules::Events &events)
{
    return std::any_of(events.begin(), events.end(), [](const rules::Event &e) { return module::isRevealEvent(e.type); });
}

// Plays `count` random legal actions; after each one that revealed nothing, undoes it
// (the position before comes back) and redoes it (the position after comes back) every
// `undoEvery`th time. Returns the number of undos.
int playWithUndo(GameSession &s, int count, std::uint64_t seed, int undoEvery)
{
    std::mt19937_64 rng(seed);
    int undos = 0;
    int quiet = 0;
    for (int i = 0; i < count && s.state().phase != rules::Phase::GameOver; ++i) {
        const auto [p, a] = testing::randomMove(s.state(), rng);
        const std::uint64_t before = rules::stateHash(s.state());
        const SubmitResult r = s.submit(p, a);
        if (!r.accepted) {
            qWarning("refused: %s", qPrintable(r.storeError));
            return -1;
        }
        // R-UNDO: an action that showed the table something (a phase or turn change, a
        // combat, a sheet reveal) is never taken back.
        if (s.canUndo(p) == revealsSomething(r.events)) {
            qWarning("step %d: canUndo says %d for an action that %s", i, s.canUndo(p),
                     revealsSomething(r.events) ? "revealed something" : "revealed nothing");
            return -1;
        }
        if (!s.canUndo(p) || ++quiet % undoEvery != 0)
            continue;
        const std::uint64_t after = rules::stateHash(s.state());
        if (s.undoableAction(p) != a || !s.undo(p).accepted || rules::stateHash(s.state()) != before)
            return -1;
        if (s.redoableAction(p) != a || !s.redo(p).accepted || rules::stateHash(s.state()) != after)
            return -1;
        if (s.history().back().action != a || s.history().back().events != r.events)
            return -1;
        ++undos;
    }
    return undos;
}

} // namespace

class TestXobosSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void undoNeverCrossesARevealAndRedoRestores_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("seed");
        QTest::newRow("two players, seed 4") << 2 << 4;
        QTest::newRow("four players, seed 8") << 4 << 8;
    }
    void undoNeverCrossesARevealAndRedoRestores()
    {
        QFETCH(int, players);
        QFETCH(int, seed);
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QString error;
        auto s = GameSession::create(store, newGame(players, static_cast<std::uint64_t>(seed)), &error);
        QVERIFY2(s, qPrintable(error));
        QVERIFY(store.beginBatch(&error));
        const int undos = playWithUndo(*s, 600, static_cast<std::uint64_t>(seed), 3);
        QVERIFY(store.endBatch(true, &error));
        QVERIFY(undos > 0);
        // The action after a reveal cannot be undone by the seat that did not play it, and
        // after the reveal itself by nobody.
        for (int p = 0; p < players; ++p) {
            if (p != s->history().back().player)
                QVERIFY(!s->canUndo(p));
        }
    }

    void resumeReproducesTheHashAndTheTypedHistory()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        qint64 id = 0;
        std::uint64_t hash = 0;
        std::vector<GameSession::Played> history;
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QString error;
            auto s = GameSession::create(store, newGame(4, 13), &error);
            QVERIFY2(s, qPrintable(error));
            QVERIFY(store.beginBatch(&error));
            QVERIFY(playWithUndo(*s, 300, 13, 2) > 0);
            QVERIFY(store.endBatch(true, &error));
            id = s->gameId();
            hash = rules::stateHash(s->state());
            history = s->history();
        }
        GameStore store;
        QVERIFY(store.open(path).ok());
        QString error;
        auto resumed = GameSession::resume(store, id, &error);
        QVERIFY2(resumed, qPrintable(error));
        QCOMPARE(rules::stateHash(resumed->state()), hash);
        QCOMPARE(resumed->history().size(), history.size());
        for (std::size_t i = 0; i < history.size(); ++i) {
            QCOMPARE(resumed->history()[i].seq, history[i].seq);
            QVERIFY(resumed->history()[i].action == history[i].action);
            QVERIFY(resumed->history()[i].events == history[i].events);
        }
        // One implementation: the generic session opens the same game to the same position.
        auto generic = game::Session::resume(store, id, &error);
        QVERIFY2(generic, qPrintable(error));
        QCOMPARE(generic->state().hash(), hash);
        QCOMPARE(QString::fromLatin1(generic->module().id()), QStringLiteral("xobos"));
    }

    void theGameRecordsItsModule()
    {
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QString error;
        auto s = GameSession::create(store, newGame(2, 3), &error);
        QVERIFY2(s, qPrintable(error));
        const std::optional<GameRecord> rec = store.game(s->gameId());
        QVERIFY(rec);
        QCOMPARE(rec->module, QStringLiteral("xobos"));
        QCOMPARE(rec->rulesVersion, module::XobosRules::rulesVersion);
        QCOMPARE(rec->kind, QStringLiteral("referee"));
        // The setup's events are logged with the game (who starts, the setup phase).
        QVERIFY(!store.log(s->gameId(), Audience::everyone()).isEmpty());
    }

    // Resume picks the module by the id stored with the game (games.module, schema 4).
    void resumeGoesByTheStoredModule_data()
    {
        QTest::addColumn<QString>("module");
        QTest::addColumn<int>("rulesVersion");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("a sheet game is not a Xobos game") << "sheet" << 1 << "not a game of Guardians of Xobos";
        QTest::newRow("a module this program does not have") << "chess" << 1 << "not a game of Guardians of Xobos";
        QTest::newRow("rules newer than the module's") << "xobos" << 99 << "99";
    }
    void resumeGoesByTheStoredModule()
    {
        QFETCH(QString, module);
        QFETCH(int, rulesVersion);
        QFETCH(QString, messagePart);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        qint64 id = 0;
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QString error;
            auto s = GameSession::create(store, newGame(2, 3), &error);
            QVERIFY2(s, qPrintable(error));
            id = s->gameId();
        }
        QVERIFY(testing::runSql(path, {QStringLiteral("UPDATE games SET module = '%1', rules_version = %2")
                                           .arg(module)
                                           .arg(rulesVersion)}));
        GameStore store;
        QVERIFY(store.open(path).ok());
        QString error;
        QVERIFY(!GameSession::resume(store, id, &error));
        QVERIFY2(error.contains(messagePart), qPrintable(error));
        if (module == QLatin1String("chess")) {
            QVERIFY(!game::Session::resume(store, id, &error));
            QVERIFY2(error.contains(QStringLiteral("does not know")), qPrintable(error));
        }
    }

    // R-VAR-FOG: a refusal whose reason rests on a hidden value (Violation::publicReason
    // false) is for the acting seat alone: not in the public log, not in another seat's,
    // and the rows the result hands back say so.
    void aPrivateRefusalReachesItsSeatAlone()
    {
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QString error;
        auto s = GameSession::create(store, newGame(2, 5), &error);
        QVERIFY(s->submit(0, rules::ChooseLeader{0}).accepted);
        QVERIFY(s->submit(1, rules::ChooseLeader{0}).accepted);
        while (s->state().phase == rules::Phase::Movement)
            QVERIFY(s->submit(rules::actingPlayers(s->state()).front(), rules::EndTurn{}).accepted);
        const int base = s->board().quarters[static_cast<std::size_t>(s->state().player(0).quarter)].baseSpaces.front();
        const std::uint64_t before = rules::stateHash(s->state());
        const SubmitResult r = s->submit(0, rules::BreedQuark{base});
        QVERIFY(!r.accepted);
        QCOMPARE(r.violation.code, rules::ViolationCode::NOT_ENOUGH_CRYSTALS);
        QCOMPARE(rules::stateHash(s->state()), before);
        QCOMPARE(r.logged.size(), std::size_t(1));
        QCOMPARE(r.logged.front().kind, LogRecord::Kind::Rejected);
        QCOMPARE(r.logged.front().visibility, Visibility::Private);
        QCOMPARE(r.logged.front().audience, 0);
        QVERIFY(!r.logged.front().readableBy(Audience::everyone()));
        QVERIFY(!r.logged.front().readableBy(Audience::seat(1)));
        QCOMPARE(r.logged.front().details().code, rules::ViolationCode::NOT_ENOUGH_CRYSTALS);
        const auto rejected = [](const LogRecord &l) { return l.kind == LogRecord::Kind::Rejected; };
        const std::vector<LogRecord> pub = s->log(Audience::everyone());
        QVERIFY(std::none_of(pub.begin(), pub.end(), rejected));
        const std::vector<LogRecord> red = s->log(Audience::seat(1));
        QVERIFY(std::none_of(red.begin(), red.end(), rejected));
        const std::vector<LogRecord> blue = s->log(Audience::seat(0));
        QCOMPARE(std::count_if(blue.begin(), blue.end(), rejected), 1);

        // A refusal with a public reason is the table's.
        const SubmitResult wrongPhase = s->submit(0, rules::EndTurn{});
        QVERIFY(!wrongPhase.accepted);
        QVERIFY(rules::violationIsPublic(wrongPhase.violation.code));
        QCOMPARE(wrongPhase.logged.front().visibility, Visibility::Public);
    }

    // Each event's row names the event's player (the game itself: -1), not the seat whose
    // action caused it.
    void eventRowsNameTheEventsPlayer()
    {
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QString error;
        auto s = GameSession::create(store, newGame(2, 5), &error);
        QVERIFY(s->submit(0, rules::ChooseLeader{0}).accepted);
        const SubmitResult r = s->submit(1, rules::ChooseLeader{0}); // ends the setup: a new round
        QVERIFY(r.accepted);
        QCOMPARE(r.logged.size(), r.events.size());
        bool someoneElse = false;
        for (std::size_t i = 0; i < r.events.size(); ++i) {
            QCOMPARE(r.logged[i].actor, r.events[i].player);
            someoneElse = someoneElse || r.events[i].player != 1;
        }
        QVERIFY(someoneElse);
    }
};

QTEST_GUILESS_MAIN(TestXobosSession)
#include "test_xobossession.moc"
