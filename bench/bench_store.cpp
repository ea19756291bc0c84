// SPDX-License-Identifier: GPL-3.0-or-later
// Store benchmarks, each beside its floor on the same disk:
// - a durable commit of one action (GameSession::submit: validate, apply, encode, one
//   WAL + synchronous=FULL transaction) against a bare write + fsync of a small file,
//   measured in the same loop (BM_SubmitDurable) and on its own (BM_WriteFsyncFloor);
// - resuming a complete stored game (GameSession::resume: read, decode, replay, hash
//   checks) against only reading its rows (GameStore::log for the referee).
// The temporary files live under $XOBOS_BENCH_DIR, else the system temporary directory.
#include <benchmark/benchmark.h>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <fcntl.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "benchsupport.h"
#include "store/gamesession.h"
#include "store/gamestore.h"

using namespace xobos;

namespace {

QString benchBaseDir()
{
    const QByteArray dir = qgetenv("XOBOS_BENCH_DIR");
    return dir.isEmpty() ? QDir::tempPath() : QString::fromLocal8Bit(dir);
}

store::NewGame standardNewGame(std::uint64_t seed)
{
    store::NewGame g;
    g.board = bench::standardBoard();
    g.boardName = QStringLiteral("standard");
    g.setup.players = 4;
    g.setup.seed = seed;
    g.title = QStringLiteral("Benchmark game");
    return g;
}

[[noreturn]] void die(const QString &what)
{
    std::fprintf(stderr, "%s\n", qPrintable(what));
    std::abort();
}

// Opens (creates) "library.sqlite" in `dir`, or ends the benchmark with the store's message.
void openLibrary(store::GameStore &lib, const QTemporaryDir &dir)
{
    const store::OpenResult opened = lib.open(dir.filePath(QStringLiteral("library.sqlite")));
    if (!opened.ok())
        die(opened.message);
}

// Picks a random legal action of a random acting player.
bench::Move pickRandom(const rules::GameState &s, std::mt19937_64 &rng)
{
    const std::vector<int> who = rules::actingPlayers(s);
    const int p = who[rng() % who.size()];
    const std::vector<rules::Action> legal = rules::legalActions(s, p);
    return {p, legal[rng() % legal.size()]};
}

// One GameSession::submit per iteration on a fresh temporary library. Choosing the action
// (legalActions) is outside the timing; when a game ends a new one starts, untimed. After a
// round-ending action the loop waits, untimed, for the round's backup (below).
// Counters split the mean: an ordinary action, and one that ends a round (which also queues
// the round's backup for the store's backup thread, see GameSession::afterAccepted and
// BM_RoundBackup).
//
// Arg 0: submits only (compare with BM_WriteFsyncFloor, run on its own). Arg 1: the floor
// is measured in the same loop, untimed by the benchmark but timed on its own:
// after each submit, 4 KiB appended to a file in the same directory and fsync'ed, then
// 4 KiB overwritten at offset 0 of another and fsync'ed. The disk's speed drifts by a
// factor of two within minutes on the benchmark machine, so a floor measured in a separate
// benchmark a minute later gave ratios from 0.96x to 2.19x for the same code; interleaved,
// both see the same disk. Counters: floor_append_us, floor_overwrite_us and
// ordinary_vs_append (the goal's ratio, an ordinary action's mean over the append floor's).
void BM_SubmitDurable(benchmark::State &st)
{
    QTemporaryDir dir(benchBaseDir() + QStringLiteral("/xobos-bench-XXXXXX"));
    store::GameStore lib;
    openLibrary(lib, dir);
    const int appendFd = ::open(QFile::encodeName(dir.filePath(QStringLiteral("floor-append.bin"))).constData(),
                                O_WRONLY | O_CREAT | O_TRUNC, 0600);
    const int overwriteFd = ::open(QFile::encodeName(dir.filePath(QStringLiteral("floor-overwrite.bin"))).constData(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (appendFd < 0 || overwriteFd < 0)
        die(QStringLiteral("cannot create the floor files"));
    const std::vector<char> block(4096, 'x');
    const bool interleaved = st.range(0) == 1;
    off_t appendOffset = 0;
    double appendNs = 0;
    double overwriteNs = 0;
    const auto floorWrite = [&](int fd, off_t offset) {
        const auto start = std::chrono::steady_clock::now();
        if (::pwrite(fd, block.data(), block.size(), offset) != static_cast<ssize_t>(block.size()) || ::fsync(fd) != 0)
            die(QStringLiteral("floor write failed"));
        return static_cast<double>(
            std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start).count());
    };
    QString error;
    std::uint64_t seed = 1;
    auto session = store::GameSession::create(lib, standardNewGame(seed), &error);
    if (!session)
        die(error);
    std::mt19937_64 rng(seed);
    double ordinaryNs = 0;
    double roundEndNs = 0;
    std::int64_t ordinary = 0;
    std::int64_t roundEnds = 0;
    for (auto _ : st) {
        st.PauseTiming();
        if (session->state().phase == rules::Phase::GameOver) {
            session = store::GameSession::create(lib, standardNewGame(++seed), &error);
            if (!session)
                die(error);
        }
        const bench::Move m = pickRandom(session->state(), rng);
        const int roundBefore = session->state().round;
        st.ResumeTiming();
        const auto start = std::chrono::steady_clock::now();
        const store::SubmitResult r = session->submit(m.player, m.action);
        const double ns = static_cast<double>(
            std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start).count());
        if (!r.accepted)
            die(QStringLiteral("submit failed: ") + r.storeError);
        if (session->state().round != roundBefore || session->state().phase == rules::Phase::GameOver) {
            roundEndNs += ns;
            ++roundEnds;
        } else {
            ordinaryNs += ns;
            ++ordinary;
        }
        st.PauseTiming();
        // A round's backup runs on the store's backup thread (tens of ms). At a table the
        // next action comes seconds later; here it would come at once and share the disk
        // with the copy, which made the following actions 1.5-1.7x slower. Wait, untimed.
        if (session->state().round != roundBefore || session->state().phase == rules::Phase::GameOver)
            lib.waitForBackups();
        if (interleaved) {
            appendNs += floorWrite(appendFd, appendOffset);
            appendOffset += static_cast<off_t>(block.size());
            overwriteNs += floorWrite(overwriteFd, 0);
        }
        st.ResumeTiming();
    }
    ::close(appendFd);
    ::close(overwriteFd);
    st.SetItemsProcessed(st.iterations());
    st.counters["ordinary_us"] = ordinary ? ordinaryNs / static_cast<double>(ordinary) / 1000.0 : 0.0;
    st.counters["round_end_us"] = roundEnds ? roundEndNs / static_cast<double>(roundEnds) / 1000.0 : 0.0;
    st.counters["round_ends"] = static_cast<double>(roundEnds);
    st.SetLabel(interleaved ? "floors interleaved" : "submits only");
    if (!interleaved)
        return;
    const double n = static_cast<double>(st.iterations());
    st.counters["floor_append_us"] = n > 0 ? appendNs / n / 1000.0 : 0.0;
    st.counters["floor_overwrite_us"] = n > 0 ? overwriteNs / n / 1000.0 : 0.0;
    st.counters["ordinary_vs_append"] =
        ordinary && appendNs > 0 ? (ordinaryNs / static_cast<double>(ordinary)) / (appendNs / n) : 0.0;
}
BENCHMARK(BM_SubmitDurable)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond)->UseRealTime();

// A round's backup (VACUUM INTO of the whole library, GameStore::rotatingBackup) for a
// library of st.range(0) finished games. Since session 3 the round-ending action no longer
// waits for it: GameSession queues it on the store's backup thread (store/backupworker.h).
// This is the work that thread does, and what the UI thread used to wait for.
void BM_RoundBackup(benchmark::State &st)
{
    QTemporaryDir dir(benchBaseDir() + QStringLiteral("/xobos-bench-XXXXXX"));
    store::GameStore lib;
    openLibrary(lib, dir);
    QString error;
    if (!lib.beginBatch(&error)) // the games go in as one transaction: filling is fast
        die(error);
    std::mt19937_64 rng(3);
    for (std::int64_t g = 0; g < st.range(0); ++g) {
        auto session = store::GameSession::create(lib, standardNewGame(static_cast<std::uint64_t>(100 + g)), &error);
        if (!session)
            die(error);
        while (session->state().phase != rules::Phase::GameOver) {
            const bench::Move m = pickRandom(session->state(), rng);
            if (!session->submit(m.player, m.action).accepted)
                die(QStringLiteral("a legal action was refused"));
        }
    }
    if (!lib.endBatch(true, &error))
        die(error);
    int round = 0;
    for (auto _ : st) {
        if (!lib.rotatingBackup(QStringLiteral("bench-round%1").arg(++round), 2, &error))
            die(error);
    }
    // Pages, not the file's size: in WAL mode recent pages are still in the -wal file.
    st.counters["library_mib"] = static_cast<double>(lib.pageCount()) * 4096.0 / (1024.0 * 1024.0);
    st.SetLabel("VACUUM INTO of the whole library");
}
BENCHMARK(BM_RoundBackup)->Arg(1)->Arg(20)->Unit(benchmark::kMillisecond)->UseRealTime();

// The floor: write `size` bytes to a small file and fsync it, on the same disk. Arg 0:
// append (the file grows, like a fresh WAL); arg 1: overwrite at offset 0 (like a
// reused WAL after a checkpoint).
void BM_WriteFsyncFloor(benchmark::State &st)
{
    QTemporaryDir dir(benchBaseDir() + QStringLiteral("/xobos-bench-XXXXXX"));
    const QByteArray path = QFile::encodeName(dir.filePath(QStringLiteral("floor.bin")));
    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0)
        die(QStringLiteral("cannot create the floor file"));
    const bool append = st.range(0) == 0;
    std::vector<char> block(4096, 'x');
    off_t offset = 0;
    for (auto _ : st) {
        if (::pwrite(fd, block.data(), block.size(), offset) != static_cast<ssize_t>(block.size()))
            die(QStringLiteral("write failed"));
        if (::fsync(fd) != 0)
            die(QStringLiteral("fsync failed"));
        if (append)
            offset += static_cast<off_t>(block.size());
    }
    ::close(fd);
    st.SetItemsProcessed(st.iterations());
    st.SetLabel(append ? "append 4 KiB + fsync" : "overwrite 4 KiB + fsync");
}
BENCHMARK(BM_WriteFsyncFloor)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond)->UseRealTime();

// A library holding one complete 4-player game, played by random legal actions.
struct StoredGame
{
    QTemporaryDir dir{benchBaseDir() + QStringLiteral("/xobos-bench-XXXXXX")};
    store::GameStore lib;
    qint64 id = 0;
    int actions = 0;
    int rows = 0;

    StoredGame()
    {
        openLibrary(lib, dir);
        QString error;
        auto session = store::GameSession::create(lib, standardNewGame(7), &error);
        if (!session)
            die(error);
        std::mt19937_64 rng(7);
        while (session->state().phase != rules::Phase::GameOver) {
            const bench::Move m = pickRandom(session->state(), rng);
            if (!session->submit(m.player, m.action).accepted)
                die(QStringLiteral("submit failed"));
        }
        id = session->gameId();
        actions = static_cast<int>(session->history().size());
        rows = static_cast<int>(lib.log(id, store::Audience::referee()).size());
    }
};

StoredGame &storedGame()
{
    static StoredGame game;
    return game;
}

void BM_ResumeGame(benchmark::State &st)
{
    StoredGame &g = storedGame();
    QString error;
    for (auto _ : st) {
        auto session = store::GameSession::resume(g.lib, g.id, &error);
        if (!session)
            die(error);
        benchmark::DoNotOptimize(session->state().round);
    }
    st.counters["actions"] = g.actions;
    st.counters["rows"] = g.rows;
}
BENCHMARK(BM_ResumeGame)->Unit(benchmark::kMillisecond);

void BM_ReadLogRows(benchmark::State &st)
{
    StoredGame &g = storedGame();
    for (auto _ : st) {
        const QList<store::LogEntry> rows = g.lib.log(g.id, store::Audience::referee());
        benchmark::DoNotOptimize(rows.size());
    }
    st.counters["actions"] = g.actions;
    st.counters["rows"] = g.rows;
}
BENCHMARK(BM_ReadLogRows)->Unit(benchmark::kMillisecond);

// The floor for resume: only SELECT the rows a replay needs (its action and undo rows),
// without decoding or applying them.
void BM_ReadReplayRows(benchmark::State &st)
{
    StoredGame &g = storedGame();
    for (auto _ : st) {
        const QList<store::LogEntry> rows = g.lib.replayRows(g.id);
        benchmark::DoNotOptimize(rows.size());
    }
    st.counters["actions"] = g.actions;
}
BENCHMARK(BM_ReadReplayRows)->Unit(benchmark::kMillisecond);

// The floor the issue names for resume, "only reading its rows with SELECT": every row of
// the game stepped through and each column read as a QVariant, on a second connection to
// the same file, nothing decoded.
void BM_SelectGameRows(benchmark::State &st)
{
    StoredGame &g = storedGame();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench-select"));
        db.setDatabaseName(g.lib.path());
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            die(QStringLiteral("cannot open the library read-only"));
        QSqlQuery q(db);
        q.setForwardOnly(true);
        q.prepare(QStringLiteral("SELECT seq, round, phase, actor, visibility, audience, kind, payload, state_hash, "
                                 "created FROM events WHERE game_id = ? ORDER BY seq"));
        std::int64_t rows = 0;
        for (auto _ : st) {
            q.bindValue(0, g.id);
            if (!q.exec())
                die(q.lastError().text());
            rows = 0;
            while (q.next()) {
                for (int c = 0; c < 10; ++c)
                    benchmark::DoNotOptimize(q.value(c));
                ++rows;
            }
        }
        st.counters["rows"] = static_cast<double>(rows);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bench-select"));
}
BENCHMARK(BM_SelectGameRows)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    // Qt SQL loads its SQLite driver as a plugin: give it an application object.
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
