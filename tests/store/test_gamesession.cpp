// SPDX-License-Identifier: GPL-3.0-or-later
// A game kept in step with its log: submit, rejection audit, durability on failure,
// resume by replay, undo/redo as logged events, and round backups.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <random>

#include "xobos/io/boardio.h"
#include "xobos/io/scenario.h"
#include "xobos/rules/engine.h"
#include "store/gameexport.h"
#include "store/gamesession.h"

#include "sessionfixture.h"
#include "sqlfixture.h"

using namespace xobos;
using namespace xobos::store;
using xobos::testing::newGame;

namespace {

// Plays `count` random legal actions (deterministic for a seed).
void playRandom(GameSession &s, int count, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    for (int i = 0; i < count && s.state().phase != rules::Phase::GameOver; ++i) {
        const auto [p, a] = testing::randomMove(s.state(), rng);
        const SubmitResult r = s.submit(p, a);
        QVERIFY2(r.accepted, qPrintable(r.storeError));
    }
}

// Plays random legal actions until the next one would end the game; returns that action's
// player and action (the game is then one action from its end).
std::pair<int, rules::Action> playToTheLastAction(GameSession &s, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    for (;;) {
        const auto [p, a] = testing::randomMove(s.state(), rng);
        rules::GameState next = s.state();
        rules::apply(next, p, a);
        if (next.phase == rules::Phase::GameOver)
            return {p, a};
        if (!s.submit(p, a).accepted)
            return {-1, a};
    }
}

} // namespace

class TestGameSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void acceptedActionsAreLoggedAndResumeReplaysThem()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        qint64 id = 0;
        std::uint64_t hash = 0;
        int played = 0;
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QString error;
            auto s = GameSession::create(store, newGame(), &error);
            QVERIFY2(s, qPrintable(error));
            playRandom(*s, 150, 42);
            id = s->gameId();
            hash = rules::stateHash(s->state());
            played = static_cast<int>(s->history().size());
        }
        GameStore store;
        QVERIFY(store.open(path).ok());
        QString error;
        auto resumed = GameSession::resume(store, id, &error);
        QVERIFY2(resumed, qPrintable(error));
        QCOMPARE(rules::stateHash(resumed->state()), hash);
        QCOMPARE(static_cast<int>(resumed->history().size()), played);
        QCOMPARE(rules::stateHash(resumed->stateAfter(played)), hash);
    }

    void rejectedAttemptIsLoggedAndChangesNothing()
    {
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QString error;
        auto s = GameSession::create(store, newGame(), &error);
        QVERIFY(s);
        const auto before = rules::stateHash(s->state());
        // Movement action during the Setup phase.
        const SubmitResult r = s->submit(0, rules::EndTurn{});
        QVERIFY(!r.accepted);
        QCOMPARE(QString::fromLatin1(r.violation.codeName()), QStringLiteral("WRONG_PHASE"));
        QCOMPARE(rules::stateHash(s->state()), before);
        const auto log = store.log(s->gameId(), Audience::everyone());
        QCOMPARE(log.last().kind, QStringLiteral("rejected"));
        QVERIFY(log.last().payload.contains("WRONG_PHASE"));
    }

    void secretActionsStayOutOfThePublicLog()
    {
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QString error;
        auto s = GameSession::create(store, newGame(), &error);
        QVERIFY(s->submit(0, rules::ChooseLeader{2}).accepted);
        QVERIFY(s->submit(1, rules::ChooseLeader{3}).accepted);
        const auto pub = store.log(s->gameId(), Audience::everyone());
        for (const LogEntry &e : pub)
            QVERIFY2(!e.payload.contains("choose-leader") && !e.payload.contains("leader-chosen"),
                     e.payload.constData());
        const auto blue = store.log(s->gameId(), Audience::seat(0));
        QVERIFY(std::any_of(blue.begin(), blue.end(),
                            [](const LogEntry &e) { return e.payload.contains("choose-leader"); }));
        const auto red = store.log(s->gameId(), Audience::seat(1));
        int redSees = 0;
        for (const LogEntry &e : red)
            redSees += e.payload.contains("choose-leader") ? 1 : 0;
        QCOMPARE(redSees, 1); // only Red's own choice
    }

    void aRefusalThatRestsOnAHiddenValueStaysPrivate()
    {
        // R-VAR-FOG: "not enough crystals" would tell the table how many crystals Blue has.
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QString error;
        auto s = GameSession::create(store, newGame(2, 5), &error);
        QVERIFY(s->submit(0, rules::ChooseLeader{0}).accepted);
        QVERIFY(s->submit(1, rules::ChooseLeader{0}).accepted);
        while (s->state().phase == rules::Phase::Movement) {
            const int p = rules::actingPlayers(s->state()).front();
            QVERIFY(s->submit(p, rules::EndTurn{}).accepted);
        }
        QCOMPARE(s->state().phase, rules::Phase::Development);
        QCOMPARE(s->state().player(0).crystals, 0);
        const int base = s->board().quarters[static_cast<std::size_t>(s->state().player(0).quarter)].baseSpaces.front();
        const SubmitResult r = s->submit(0, rules::BreedQuark{base});
        QCOMPARE(r.violation.code, rules::ViolationCode::NOT_ENOUGH_CRYSTALS);
        QVERIFY(!rules::violationIsPublic(r.violation.code));
        const auto pub = store.log(s->gameId(), Audience::everyone());
        QVERIFY(std::none_of(pub.begin(), pub.end(),
                             [](const LogEntry &e) { return e.kind == QLatin1String("rejected"); }));
        const auto red = store.log(s->gameId(), Audience::seat(1));
        QVERIFY(std::none_of(red.begin(), red.end(),
                             [](const LogEntry &e) { return e.kind == QLatin1String("rejected"); }));
        const auto blue = store.log(s->gameId(), Audience::seat(0));
        QVERIFY(std::any_of(blue.begin(), blue.end(), [](const LogEntry &e) {
            return e.kind == QLatin1String("rejected") && e.payload.contains("NOT_ENOUGH_CRYSTALS");
        }));
    }

    void exportedGameReplaysAndImportsToTheSameState()
    {
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QString error;
        auto s = GameSession::create(store, newGame(4, 9), &error);
        QVERIFY(s);
        playRandom(*s, 200, 77);
        const QByteArray file = exportGameScenario(*s, QStringLiteral("Dispute of Friday"));
        // The scenario runner (xobos-cli run) replays it and its final checkpoint holds.
        const io::ScenarioLoadResult loaded = io::loadScenario(file, QStringLiteral("export.json"));
        QVERIFY2(loaded.scenario, qPrintable(loaded.errors.join(QLatin1Char('\n'))));
        const io::ScenarioRun run = io::runScenario(*loaded.scenario);
        QVERIFY(run.passed());
        QCOMPARE(rules::stateHash(run.state), rules::stateHash(s->state()));
        // Imported into another library: the same game, the same position.
        GameStore other;
        QVERIFY(other.open(dir.filePath(QStringLiteral("other.sqlite"))).ok());
        auto imported = importGameScenario(other, file, QStringLiteral("export.json"), &error);
        QVERIFY2(imported, qPrintable(error));
        QCOMPARE(rules::stateHash(imported->state()), rules::stateHash(s->state()));
        QCOMPARE(imported->history().size(), s->history().size());
        QCOMPARE(other.game(imported->gameId())->title, QStringLiteral("Dispute of Friday"));
    }

    void anExplicitPositionCannotBecomeALibraryGame()
    {
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QFile f(QStringLiteral(XOBOS_SOURCE_DIR_FOR_TESTS "/tests/scenarios/attack_after_pursuit.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QString error;
        QVERIFY(!importGameScenario(store, f.readAll(), f.fileName(), &error));
        QVERIFY2(error.contains(QStringLiteral("explicit position")), qPrintable(error));
        QVERIFY(store.games().isEmpty());
    }

    // An import is one transaction: a disk that fills up halfway leaves no half game behind,
    // and the games already in the library are untouched.
    void anImportThatFailsMidwayLeavesNoGame()
    {
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QString error;
        auto kept = GameSession::create(store, newGame(4, 9), &error);
        playRandom(*kept, 40, 5);
        const std::uint64_t keptHash = rules::stateHash(kept->state());
        const QByteArray file = exportGameScenario(*kept, QStringLiteral("Long game"));
        QVERIFY(store.setMaxPageCount(store.pageCount() + 2));
        QVERIFY(!importGameScenario(store, file, QStringLiteral("long.xobos.json"), &error));
        QVERIFY2(error.contains(QStringLiteral("full")), qPrintable(error));
        QVERIFY(!store.inBatch());
        QCOMPARE(store.games().size(), 1);
        QVERIFY(store.setMaxPageCount(1 << 30));
        auto resumed = GameSession::resume(store, kept->gameId(), &error);
        QVERIFY2(resumed, qPrintable(error));
        QCOMPARE(rules::stateHash(resumed->state()), keptHash);
        // With room again the same file imports whole.
        auto imported = importGameScenario(store, file, QStringLiteral("long.xobos.json"), &error);
        QVERIFY2(imported, qPrintable(error));
        QCOMPARE(rules::stateHash(imported->state()), keptHash);
        QCOMPARE(store.games().size(), 2);
    }

    void aBatchRollsBackEveryWriteAndRefusesToNest()
    {
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QString error;
        QVERIFY(store.beginBatch(&error));
        QVERIFY(!store.beginBatch(&error));
        auto s = GameSession::create(store, newGame(), &error);
        QVERIFY(s);
        QVERIFY(s->submit(0, rules::ChooseLeader{0}).accepted);
        QVERIFY(store.endBatch(false, &error));
        QVERIFY(store.games().isEmpty());
        QVERIFY(!store.endBatch(true, &error));
        // Outside a batch every write is its own durable transaction again.
        auto t = GameSession::create(store, newGame(), &error);
        QVERIFY(t && t->submit(0, rules::ChooseLeader{0}).accepted);
        QCOMPARE(store.games().size(), 1);
        QVERIFY(GameSession::resume(store, t->gameId(), &error));
    }

    void fullDiskFailsTheActionAndKeepsTheGame()
    {
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QString error;
        auto s = GameSession::create(store, newGame(), &error);
        QVERIFY(s->submit(0, rules::ChooseLeader{0}).accepted);
        // Simulate a full disk: the file may not grow by a single page any more.
        QVERIFY(store.setMaxPageCount(store.pageCount()));
        SubmitResult r;
        std::uint64_t before = 0;
        qint64 seqBefore = 0;
        for (int i = 0; i < 500; ++i) {
            before = rules::stateHash(s->state());
            seqBefore = store.lastSeq(s->gameId());
            // Rejected attempts are logged too, so they fill the last pages until one fails.
            r = s->submit(0, rules::ChooseLeader{1});
            if (!r.storeError.isEmpty())
                break;
        }
        QVERIFY2(r.storeError.contains(QStringLiteral("full")), qPrintable(r.storeError));
        QCOMPARE(rules::stateHash(s->state()), before);
        QCOMPARE(store.lastSeq(s->gameId()), seqBefore);
        // An accepted action that cannot be recorded is not applied either.
        const SubmitResult blocked = s->submit(1, rules::ChooseLeader{1});
        QVERIFY(!blocked.accepted);
        QVERIFY(!blocked.storeError.isEmpty());
        QVERIFY(!s->state().player(1).leaderChosen);
        // Space again: the game goes on where it was.
        QVERIFY(store.setMaxPageCount(1 << 30));
        QVERIFY(s->submit(1, rules::ChooseLeader{1}).accepted);
        QVERIFY(s->state().player(1).leaderChosen);
    }

    void undoIsALoggedEventAndResumeHonoursIt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        qint64 id = 0;
        std::uint64_t afterUndo = 0;
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QString error;
            auto s = GameSession::create(store, newGame(2, 3), &error);
            QVERIFY(s->submit(0, rules::ChooseLeader{0}).accepted);
            QVERIFY(s->submit(1, rules::ChooseLeader{1}).accepted); // starts round 1: reveals a phase
            QVERIFY(!s->canUndo(1));
            const int mover = s->state().currentPlayer;
            const auto before = rules::stateHash(s->state());
            const auto legal = rules::legalActions(s->state(), mover);
            const auto move = std::find_if(legal.begin(), legal.end(), [](const rules::Action &a) {
                return std::holds_alternative<rules::MoveGuardian>(a);
            });
            QVERIFY(move != legal.end());
            QVERIFY(s->submit(mover, *move).accepted);
            QVERIFY(!s->canUndo(1 - mover)); // only the actor undoes his own action
            QVERIFY(s->canUndo(mover));
            QVERIFY(s->undo(mover).accepted);
            QCOMPARE(rules::stateHash(s->state()), before);
            QVERIFY(s->canRedo(mover));
            QVERIFY(s->redo(mover).accepted);
            QVERIFY(rules::stateHash(s->state()) != before);
            QVERIFY(s->undo(mover).accepted);
            afterUndo = rules::stateHash(s->state());
            id = s->gameId();
            const auto log = store.log(id, Audience::referee());
            QCOMPARE(std::count_if(log.begin(), log.end(),
                                   [](const LogEntry &e) { return e.kind == QLatin1String("undo"); }),
                     2);
        }
        GameStore store;
        QVERIFY(store.open(path).ok());
        QString error;
        auto resumed = GameSession::resume(store, id, &error);
        QVERIFY2(resumed, qPrintable(error));
        QCOMPARE(rules::stateHash(resumed->state()), afterUndo);
    }

    // R-ATTACK-RESOLVE: a game stored before the option existed (no key in its setup) was
    // played by the old reading, and resumes with it and its recorded hashes; a new game
    // keeps the printed reading.
    void aGameStoredBeforeTheSourcesOptionResumesWithTheOldReading()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        qint64 id = 0;
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QString error;
            auto s = GameSession::create(store, newGame(), &error);
            QVERIFY2(s, qPrintable(error));
            QVERIFY(s->state().ruleset.attackDestroysDefendingSources);
            id = s->gameId();
        }
        QVERIFY(testing::runSql(path, {QStringLiteral("UPDATE games SET setup_json = json_remove(setup_json, "
                                                      "'$.ruleset.attackDestroysDefendingSources')")}));
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QString error;
            auto s = GameSession::resume(store, id, &error);
            QVERIFY2(s, qPrintable(error));
            QVERIFY(!s->state().ruleset.attackDestroysDefendingSources);
            playRandom(*s, 40, 3); // hashes recorded from here on are the old reading's
        }
        GameStore store;
        QVERIFY(store.open(path).ok());
        QString error;
        auto again = GameSession::resume(store, id, &error);
        QVERIFY2(again, qPrintable(error));
        QVERIFY(!again->state().ruleset.attackDestroysDefendingSources);
    }

    void tamperedLogIsReportedOnResume()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        qint64 id = 0;
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QString error;
            auto s = GameSession::create(store, newGame(), &error);
            playRandom(*s, 30, 5);
            id = s->gameId();
        }
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tamper"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("UPDATE events SET state_hash = '0000000000000000' WHERE kind = 'action' "
                                          "AND seq = (SELECT MAX(seq) FROM events WHERE kind = 'action')")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("tamper"));
        GameStore store;
        QVERIFY(store.open(path).ok());
        QString error;
        QVERIFY(!GameSession::resume(store, id, &error));
        QVERIFY2(error.contains(QStringLiteral("different position")), qPrintable(error));
    }

    // The stored hash is compared after each round's last action (and the game's last
    // action): a changed row in the middle of the game is reported with its round.
    void aChangedRoundEndInTheMiddleIsReportedWithItsRound()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        qint64 id = 0;
        qint64 roundEndSeq = 0;
        int endedRound = 0;
        {
            GameStore store;
            QVERIFY(store.open(path).ok());
            QString error;
            auto s = GameSession::create(store, newGame(4, 21), &error);
            playRandom(*s, 400, 21);
            id = s->gameId();
            const int n = static_cast<int>(s->history().size());
            for (int i = 0; i + 1 < n && roundEndSeq == 0; ++i) {
                const int before = s->stateAfter(i).round;
                if (before >= 2 && s->stateAfter(i + 1).round != before) {
                    roundEndSeq = s->history()[static_cast<std::size_t>(i)].seq;
                    endedRound = before;
                }
            }
            QVERIFY2(roundEndSeq > 0, "the random game should pass the end of round 2");
            QVERIFY(s->state().round > endedRound);
        }
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tamper2"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(
                QStringLiteral("UPDATE events SET state_hash = '0123456789abcdef' WHERE seq = %1").arg(roundEndSeq)));
            QCOMPARE(q.numRowsAffected(), 1);
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("tamper2"));
        GameStore store;
        QVERIFY(store.open(path).ok());
        QString error;
        QVERIFY(!GameSession::resume(store, id, &error));
        QVERIFY2(error.contains(QStringLiteral("different position")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("round %1").arg(endedRound)), qPrintable(error));
    }

    // Issue #21.9: the end of the game is written in the transaction of the action that
    // ends it. When that write fails, the action is refused and the game stays as it was;
    // it never ends with the game listed as running.
    void theEndOfTheGameIsRecordedWithItsLastAction()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lib.sqlite"));
        GameStore store;
        QVERIFY(store.open(path).ok());
        QString error;
        auto s = GameSession::create(store, newGame(2, 5), &error);
        QVERIFY2(s, qPrintable(error));
        const auto [player, last] = playToTheLastAction(*s, 5);
        QVERIFY(player >= 0);
        const auto played = s->history().size();
        // Another connection makes the end's write fail (a stand-in for a failure or a kill
        // between the two writes of earlier versions).
        QVERIFY(testing::runSql(path,
                                {QStringLiteral("CREATE TRIGGER no_end BEFORE UPDATE OF finished ON games "
                                                "BEGIN SELECT RAISE(ABORT, 'the end cannot be written'); END")}));
        const SubmitResult refused = s->submit(player, last);
        QVERIFY(!refused.accepted);
        QVERIFY2(refused.storeError.contains(QStringLiteral("end of the game")), qPrintable(refused.storeError));
        QCOMPARE(s->history().size(), played);
        QVERIFY(s->state().phase != rules::Phase::GameOver);
        QVERIFY(!store.game(s->gameId())->finished.isValid());
        {
            auto again = GameSession::resume(store, s->gameId(), &error);
            QVERIFY2(again, qPrintable(error));
            QCOMPARE(again->history().size(), played); // no row of the refused action
        }
        QVERIFY(testing::runSql(path, {QStringLiteral("DROP TRIGGER no_end")}));
        QVERIFY(s->submit(player, last).accepted);
        QCOMPARE(s->state().phase, rules::Phase::GameOver);
        const auto rec = store.game(s->gameId());
        QVERIFY(rec->finished.isValid());
        QVERIFY(rec->resultJson.contains("\"lines\""));

        // A game over but listed running (left so by an older version killed between its two
        // writes) is marked finished when it is opened; one listed finished whose log ends
        // before the end is refused as damaged.
        QVERIFY(testing::runSql(path, {QStringLiteral("UPDATE games SET finished = NULL, result_json = NULL")}));
        QVERIFY(!store.game(s->gameId())->finished.isValid());
        QVERIFY(GameSession::resume(store, s->gameId(), &error));
        QVERIFY(store.game(s->gameId())->finished.isValid());
        QVERIFY(store.game(s->gameId())->resultJson.contains("\"lines\""));

        auto running = GameSession::create(store, newGame(2, 6), &error);
        playRandom(*running, 40, 6);
        QVERIFY(testing::runSql(path,
                                {QStringLiteral("UPDATE games SET finished = '2026-12-01T00:00:00.000Z' "
                                                "WHERE id = %1")
                                     .arg(running->gameId())}));
        QVERIFY(!GameSession::resume(store, running->gameId(), &error));
        QVERIFY2(error.contains(QStringLiteral("listed as finished"))
                     && error.contains(QStringLiteral("Restore a backup")),
                 qPrintable(error));
    }

    void aRoundEndMakesABackup()
    {
        QTemporaryDir dir;
        GameStore store;
        QVERIFY(store.open(dir.filePath(QStringLiteral("lib.sqlite"))).ok());
        QString error;
        auto s = GameSession::create(store, newGame(2, 11), &error);
        std::mt19937_64 rng(1);
        while (s->state().round < 2) {
            const auto who = rules::actingPlayers(s->state());
            const int p = who.front();
            const auto legal = rules::legalActions(s->state(), p);
            // Prefer ending turns so that the round ends quickly.
            const auto end = std::find_if(legal.begin(), legal.end(), [](const rules::Action &a) {
                return std::holds_alternative<rules::EndTurn>(a) || std::holds_alternative<rules::EndDevelopment>(a);
            });
            QVERIFY(s->submit(p, end != legal.end() ? *end : legal[rng() % legal.size()]).accepted);
        }
        QCOMPARE(store.backups().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestGameSession)
#include "test_gamesession.moc"
