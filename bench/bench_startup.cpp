// SPDX-License-Identifier: GPL-3.0-or-later
// Start-up and memory of the desktop app against a bare Qt Widgets window (issue #11).
//
// Prepares a library holding one finished 4-player game (random legal play through
// GameSession, so it is stored exactly as the app stores games), then starts, in turn and
// `runs` times each:
//   hello      bench/hello_window: a QMainWindow with one label (the floor);
//   welcome    xobos-referee on that library, showing its welcome page;
//   game       xobos-referee --open-game <id>: the finished game open (replayed, checked,
//              board, docks and models filled).
// Each program reports its first paint through --startup-probe (app/referee/startupprobe.cpp)
// and exits. Measured from here: wall time from QProcess::start() to that report (exec,
// dynamic linking, Qt start-up, the window, the first paint). Also printed: the program's own
// time since main() and its resident memory (VmRSS) at the first paint.
//
// Usage: bench_startup [runs=15] [--platform offscreen|xcb] [--keep]   (offscreen by default;
// --keep leaves the prepared library in place and prints its path and the game's id, for
// QT_LOGGING_RULES="xobos.startup.debug=true" xobos-referee --database <path> --open-game <id> --startup-probe)
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

#include "benchsupport.h"
#include "store/gamesession.h"
#include "store/gamestore.h"

using namespace xobos;

namespace {

struct Sample
{
    double wallMs = 0;
    double innerMs = 0;
    double rssKib = 0;
};

[[noreturn]] void die(const QString &what)
{
    std::fprintf(stderr, "bench_startup: %s\n", qPrintable(what));
    std::exit(1);
}

qint64 storeFinishedGame(const QString &path, int *actions)
{
    store::GameStore lib;
    const store::OpenResult opened = lib.open(path);
    if (!opened.ok())
        die(opened.message);
    store::NewGame g;
    g.board = bench::standardBoard();
    g.boardName = QStringLiteral("standard");
    g.setup.players = 4;
    g.setup.names = {"Ada", "Bruno", "Celina", "Dawid"};
    g.setup.seed = 7;
    g.title = QStringLiteral("Finished benchmark game");
    QString error;
    auto session = store::GameSession::create(lib, g, &error);
    if (!session)
        die(error);
    std::mt19937_64 rng(7);
    while (session->state().phase != rules::Phase::GameOver) {
        const std::vector<int> who = rules::actingPlayers(session->state());
        const int p = who[rng() % who.size()];
        const std::vector<rules::Action> legal = rules::legalActions(session->state(), p);
        if (!session->submit(p, legal[rng() % legal.size()]).accepted)
            die(QStringLiteral("a legal action was refused"));
    }
    *actions = static_cast<int>(session->history().size());
    return session->gameId();
}

Sample runOnce(const QString &program, const QStringList &arguments, const QString &platform)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("*.debug=false\n*.info=false"));
    process.setProcessEnvironment(env);
    QElapsedTimer wall;
    wall.start();
    process.start(program, arguments);
    QByteArray line;
    while (!line.contains('\n')) {
        if (!process.waitForReadyRead(30000))
            die(program + QStringLiteral(" reported no first paint: ")
                + QString::fromLocal8Bit(process.readAllStandardError()));
        line += process.readAllStandardOutput();
    }
    Sample s;
    s.wallMs = static_cast<double>(wall.nsecsElapsed()) / 1e6;
    const QList<QByteArray> fields = line.trimmed().split(' '); // painted <ms> rss_kib <KiB>
    if (fields.size() != 4 || fields[0] != "painted")
        die(program + QStringLiteral(" printed: ") + QString::fromLocal8Bit(line));
    s.innerMs = fields[1].toDouble();
    s.rssKib = fields[3].toDouble();
    if (!process.waitForFinished(30000) || process.exitCode() != 0)
        die(program + QStringLiteral(" did not exit cleanly"));
    return s;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : (v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    QString platform = QStringLiteral("offscreen");
    if (const qsizetype i = args.indexOf(QStringLiteral("--platform")); i >= 0 && i + 1 < args.size()) {
        platform = args.at(i + 1);
        args.remove(i, 2);
    }
    const bool keep = args.removeAll(QStringLiteral("--keep")) > 0;
    const int runs = args.isEmpty() ? 15 : args.first().toInt();
    if (runs < 1)
        die(QStringLiteral("usage: bench_startup [runs] [--platform offscreen|xcb] [--keep]"));

    QTemporaryDir dir;
    const QString library = dir.filePath(QStringLiteral("library.sqlite"));
    int actions = 0;
    const qint64 id = storeFinishedGame(library, &actions);
    if (keep) {
        dir.setAutoRemove(false);
        std::printf("library %s game %lld\n", qPrintable(library), static_cast<long long>(id));
    }

    const QString hello = QStringLiteral(XOBOS_HELLO_EXE);
    const QString referee = QStringLiteral(XOBOS_REFEREE_EXE);
    const QStringList base{QStringLiteral("--database"), library, QStringLiteral("--startup-probe")};
    struct Kind
    {
        const char *name;
        QString program;
        QStringList arguments;
        std::vector<Sample> samples;
    };
    std::vector<Kind> kinds{
        {"hello", hello, {}, {}},
        {"welcome", referee, base, {}},
        {"game", referee, base + QStringList{QStringLiteral("--open-game"), QString::number(id)}, {}}};
    for (Kind &k : kinds) // one untimed start each: the disk cache is warm for all of them
        runOnce(k.program, k.arguments, platform);
    for (int r = 0; r < runs; ++r) {
        for (Kind &k : kinds)
            k.samples.push_back(runOnce(k.program, k.arguments, platform));
    }

    std::printf("platform %s, %d runs each, interleaved; the game: %d actions, finished\n\n", qPrintable(platform),
                runs, actions);
    std::printf("%-8s %14s %14s %12s %14s\n", "start", "wall ms (med)", "in-main ms", "RSS MiB", "wall / hello");
    const auto column = [](const Kind &k, double Sample::*field) {
        std::vector<double> v;
        for (const Sample &s : k.samples)
            v.push_back(s.*field);
        return median(v);
    };
    const double floor = column(kinds.front(), &Sample::wallMs);
    for (const Kind &k : kinds) {
        const double wall = column(k, &Sample::wallMs);
        std::printf("%-8s %14.1f %14.1f %12.1f %13.2fx\n", k.name, wall, column(k, &Sample::innerMs),
                    column(k, &Sample::rssKib) / 1024.0, wall / floor);
    }
    return 0;
}
