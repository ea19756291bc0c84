// SPDX-License-Identifier: GPL-3.0-or-later
// One click's cost through the real main window (issue #25): a click on the board that
// plays a move -> validated by the engine -> durably logged (SQLite, WAL +
// synchronous=FULL, as the app stores games) -> every view repainted (events processed
// until the application is idle). Beside it, in the same run, the fsync floor: a 4 KiB
// block written in place and flushed (fdatasync) in the library's folder, the one cost no
// code can remove.
//
// The clicks: 4-player games prepared in a temporary library (leaders chosen, the
// Movement phase begun); in the window, the acting player's unit is clicked (the
// selection: timed apart), then a random legal destination (the click measured). A
// player with no move left ends the turn; at the end of the Movement phase the next
// prepared game is opened (not timed).
//
// Usage: bench_click [clicks=300] [--size WIDTHxHEIGHT]   (1366x768 by default)
// Run it offscreen (QT_QPA_PLATFORM=offscreen) from a Release build (docs/performance.md).
#include "xobos/io/boardio.h"
#include "ui/board/boardview.h"
#include "ui/shell/gamecontroller.h"
#include "ui/shell/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QLoggingCategory>
#include <QMouseEvent>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

using namespace xobos;

namespace {

[[noreturn]] void die(const QString &what)
{
    std::fprintf(stderr, "bench_click: %s\n", qPrintable(what));
    std::exit(1);
}

// Counts what the event loop delivers, so that settle() knows when the window is idle.
class EventCounter : public QObject
{
public:
    int events = 0;
    int paints = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        ++events;
        if (event->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};

// Processes events until a pass delivers none: every posted update, the scene's queued
// changes and the paints they cause are done.
void settle(EventCounter &counter)
{
    for (int pass = 0; pass < 50; ++pass) {
        const int before = counter.events;
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::AllEvents);
        if (counter.events == before)
            return;
    }
}

void click(ui::BoardView *view, int space)
{
    QWidget *vp = view->viewport();
    const QPointF at(view->viewPosOfSpace(space));
    const QPointF global = vp->mapToGlobal(at);
    QMouseEvent press(QEvent::MouseButtonPress, at, global, Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(vp, &press);
    QMouseEvent release(QEvent::MouseButtonRelease, at, global, Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(vp, &release);
}

// The click measured, in a function of its own: `valgrind --tool=callgrind` reports its
// inclusive cost (callgrind_annotate --inclusive=yes, "measuredClick").
[[gnu::noinline]] void measuredClick(ui::BoardView *view, int space, EventCounter &counter)
{
    click(view, space);
    settle(counter);
}

std::vector<qint64> prepareGames(ui::GameController &controller, int count)
{
    const io::BoardLoadResult board = io::loadBundledBoard(QStringLiteral("standard"));
    if (!board.ok())
        die(QStringLiteral("the standard board does not load"));
    std::vector<qint64> ids;
    for (int i = 0; i < count; ++i) {
        store::NewGame game;
        game.board = std::make_shared<const rules::Board>(*board.board);
        game.boardName = QStringLiteral("standard");
        game.setup.players = 4;
        game.setup.names = {"Ada", "Bruno", "Celina", "Dawid"};
        game.setup.firstPlayer = 0;
        game.setup.seed = 1000 + static_cast<std::uint64_t>(i);
        game.title = QStringLiteral("Bench game %1").arg(i + 1);
        game.colours = {QStringLiteral("#2f6fd6"), QStringLiteral("#d23a3a"), QStringLiteral("#2e9e4f"),
                        QStringLiteral("#e0a11b")};
        QString error;
        if (!controller.newGame(game, &error))
            die(error);
        for (int seat = 0; seat < 4; ++seat) {
            if (!controller.submit(seat, rules::ChooseLeader{0}))
                die(QStringLiteral("the leader of seat %1 is refused").arg(seat));
        }
        ids.push_back(controller.gameId());
    }
    controller.closeGame();
    return ids;
}

// The acting player's non-seizing Guardian moves.
std::vector<rules::MoveGuardian> moves(const ui::GameController &controller)
{
    std::vector<rules::MoveGuardian> out;
    const int player = controller.actingPlayer();
    if (player < 0 || controller.view().phase != rules::Phase::Movement)
        return out;
    for (const rules::Action &a : controller.legalActions(player)) {
        if (const auto *m = std::get_if<rules::MoveGuardian>(&a); m && !m->seize)
            out.push_back(*m);
    }
    return out;
}

// One 4 KiB block written over the start of `path` and flushed to the disk (fdatasync, as
// SQLite flushes its write-ahead log on Linux; the file keeps its size, as the log does).
double fsyncOnce(const QString &path)
{
    static const QByteArray block(4096, 'x');
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT, 0600);
    if (fd < 0)
        die(QStringLiteral("cannot open %1").arg(path));
    QElapsedTimer timer;
    timer.start();
    if (::pwrite(fd, block.constData(), static_cast<size_t>(block.size()), 0) != block.size() || ::fdatasync(fd) != 0)
        die(QStringLiteral("cannot write %1").arg(path));
    const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    ::close(fd);
    return ms;
}

struct Stats
{
    double median = 0;
    double p99 = 0;
};

Stats stats(std::vector<double> v)
{
    if (v.empty())
        return {};
    std::sort(v.begin(), v.end());
    const auto at = [&](double q) { return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5))]; };
    return {at(0.5), at(0.99)};
}

void print(const char *what, const std::vector<double> &v)
{
    const Stats s = stats(v);
    std::printf("%-44s median %7.3f ms   p99 %7.3f ms   (n=%zu)\n", what, s.median, s.p99, v.size());
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QLoggingCategory::setFilterRules(QStringLiteral("xobos.*.info=false"));
    int clicks = 300;
    QSize size(1366, 768);
    const QStringList args = app.arguments().mid(1);
    for (int i = 0; i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--size") && i + 1 < args.size()) {
            const QStringList wh = args.at(++i).split(QLatin1Char('x'));
            size = QSize(wh.value(0).toInt(), wh.value(1).toInt());
        } else {
            clicks = std::max(1, args.at(i).toInt());
        }
    }
    QTemporaryDir dir;
    if (!dir.isValid())
        die(QStringLiteral("no temporary folder"));
    ui::GameController controller(dir.filePath(QStringLiteral("library.sqlite")));
    QString error;
    if (!controller.openLibrary(&error))
        die(error);
    // At most 16 moves a game (4 Guardians a seat) before its Movement phase ends.
    const std::vector<qint64> games = prepareGames(controller, clicks / 8 + 4);

    ui::MainWindow window(&controller, nullptr);
    window.resize(size);
    window.show();
    EventCounter counter;
    app.installEventFilter(&counter);
    std::size_t next = 0;
    const auto openNext = [&] {
        if (next == games.size())
            die(QStringLiteral("the prepared games ran out"));
        QString why;
        if (!controller.openGame(games[next++], &why))
            die(why);
        settle(counter);
    };
    openNext();
    window.boardView()->fitToWindow();
    settle(counter);

    std::mt19937_64 rng(20261202);
    std::vector<double> selectMs;
    std::vector<double> clickMs;
    std::vector<double> acceptedMs; // of each click: until the controller said "accepted"
    std::vector<double> fsyncMs;
    int paints = 0;
    QElapsedTimer timer;
    double acceptedAt = 0;
    QObject::connect(&controller, &ui::GameController::actionAccepted, &controller,
                     [&] { acceptedAt = static_cast<double>(timer.nsecsElapsed()) / 1e6; });
    const QString fsyncFile = dir.filePath(QStringLiteral("fsync-floor.bin"));
    while (static_cast<int>(clickMs.size()) < clicks) {
        const std::vector<rules::MoveGuardian> options = moves(controller);
        if (options.empty()) {
            const int player = controller.actingPlayer();
            if (player < 0 || controller.view().phase != rules::Phase::Movement
                || !controller.submit(player, rules::EndTurn{}))
                openNext();
            settle(counter);
            continue;
        }
        const rules::MoveGuardian move = options[rng() % options.size()];
        const int player = controller.actingPlayer();
        const int from = controller.view().players[static_cast<std::size_t>(player)]
                             .guardians[static_cast<std::size_t>(move.guardian)]
                             .space;
        timer.start();
        click(window.boardView(), from);
        settle(counter);
        selectMs.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);

        const int history = controller.historySize();
        const int paintsBefore = counter.paints;
        acceptedAt = 0;
        timer.start();
        measuredClick(window.boardView(), move.to, counter);
        clickMs.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        if (controller.historySize() != history + 1)
            die(QStringLiteral("a legal move was not played"));
        acceptedMs.push_back(acceptedAt);
        paints += counter.paints - paintsBefore;
        // The floor, interleaved with the clicks so that both see the same machine.
        fsyncMs.push_back(fsyncOnce(fsyncFile));
    }

    std::printf("bench_click: %d clicks at %dx%d, platform %s\n", clicks, size.width(), size.height(),
                qPrintable(QGuiApplication::platformName()));
    print("select a unit (click, views repainted)", selectMs);
    print("move click (validated, logged, repainted)", clickMs);
    print("  of which until accepted (validate + log)", acceptedMs);
    std::vector<double> views;
    for (std::size_t i = 0; i < clickMs.size(); ++i)
        views.push_back(clickMs[i] - acceptedMs[i]);
    print("  of which after it (models, views, paints)", views);
    print("fsync floor (4 KiB write + fdatasync)", fsyncMs);
    std::vector<double> above;
    const double floor = stats(fsyncMs).median;
    for (double ms : clickMs)
        above.push_back(ms - floor);
    print("move click above the fsync floor", above);
    std::printf("paint events per move click: %.1f\n", static_cast<double>(paints) / static_cast<double>(clickMs.size()));
    return 0;
}
