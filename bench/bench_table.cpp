// SPDX-License-Identifier: GPL-3.0-or-later
// Table mode (issue #29): a sealed choice from a phone over loopback to its durable commit and
// acknowledgement. A QWebSocket client (the phone) sends TECH's commit to the real table
// server (net/tableserver.h) with TECH's seat host (ui/tech/techphonehost.h) over a
// game::Session in a library on disk; the time runs from the send to the "accepted" message
// (the server sends it after the store's durable transaction). The choice is undone between
// iterations, outside the timing. Beside it, the fsync floor: a 4 KiB write + fdatasync in the
// same folder. Both report their median and 99th percentile (counters median_ms, p99_ms).
// Goal: median under 30 ms. The library's folder: $XOBOS_BENCH_DIR, else the temporary one.
#include <benchmark/benchmark.h>

#include "game/modules.h"
#include "game/session.h"
#include "net/tableserver.h"
#include "store/gamestore.h"
#include "ui/tech/techphonehost.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QWebSocket>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

using namespace xobos;

namespace {

[[noreturn]] void die(const char *what)
{
    std::fprintf(stderr, "bench_table: %s\n", what);
    std::exit(1);
}

QString benchDir()
{
    const QString dir = qEnvironmentVariable("XOBOS_BENCH_DIR");
    return dir.isEmpty() ? QDir::tempPath() : dir;
}

void report(benchmark::State &st, std::vector<double> ms)
{
    if (ms.empty())
        return;
    std::sort(ms.begin(), ms.end());
    const auto at = [&](double q) { return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * static_cast<double>(ms.size() - 1) + 0.5))]; };
    st.counters["median_ms"] = at(0.5);
    st.counters["p99_ms"] = at(0.99);
}

void BM_PhoneSealedChoiceToDurableAck(benchmark::State &st)
{
    QTemporaryDir dir(QDir(benchDir()).filePath(QStringLiteral("bench-table-XXXXXX")));
    store::GameStore store;
    if (!dir.isValid() || !store.open(dir.filePath(QStringLiteral("library.sqlite"))).ok())
        die("cannot open a library");
    store::GameRecord record;
    record.title = QStringLiteral("bench");
    record.players << store::PlayerRecord{0, QStringLiteral("Ada"), QString(), QString()}
                   << store::PlayerRecord{1, QStringLiteral("Ben"), QString(), QString()};
    QString error;
    auto session = game::Session::create(store, *game::findModule(game::kTechModuleId), {}, record, &error);
    if (!session)
        die("cannot create the game");
    ui::tech::TechPhoneHost host(*session, {QStringLiteral("Ada"), QStringLiteral("Ben")}, [&](int seat, const QJsonObject &a) {
        const game::Session::Result r = session->submit(seat, a);
        return ui::tech::TechPhoneHost::replyFor(r.accepted, r.violation.code, r.violation.rule, r.storeError);
    });
    net::TableServer server(host);
    if (!server.start(QHostAddress(QHostAddress::LocalHost), 0, &error))
        die("cannot listen on the loopback");

    QWebSocket phone;
    int accepted = 0;
    bool welcomed = false;
    QObject::connect(&phone, &QWebSocket::textMessageReceived, [&](const QString &m) {
        const QString type = QJsonDocument::fromJson(m.toUtf8()).object().value(QStringLiteral("type")).toString();
        accepted += type == QLatin1String("accepted") ? 1 : 0;
        welcomed = welcomed || type == QLatin1String("welcome");
        if (type == QLatin1String("refused") || type == QLatin1String("error"))
            die(qPrintable(m));
    });
    phone.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/").arg(server.webSocketPort())));
    while (phone.state() != QAbstractSocket::ConnectedState)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    phone.sendTextMessage(QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("hello")},
                                                                      {QStringLiteral("token"), server.tokens().token(0)},
                                                                      {QStringLiteral("device"), QStringLiteral("bench-phone")}})
                                                 .toJson(QJsonDocument::Compact)));
    while (!welcomed)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);

    const QString commit = QStringLiteral(R"({"type":"action","seat":0,"action":{"type":"commit","unit":"sword","cell":4}})");
    std::vector<double> samples;
    for (auto _ : st) {
        const int before = accepted;
        QElapsedTimer timer;
        timer.start();
        phone.sendTextMessage(commit);
        while (accepted == before)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
        st.SetIterationTime(seconds);
        samples.push_back(seconds * 1e3);
        if (!session->undo(0).accepted)
            die("cannot undo the sealed choice");
    }
    report(st, samples);
}
BENCHMARK(BM_PhoneSealedChoiceToDurableAck)->UseManualTime()->Unit(benchmark::kMillisecond);

// The floor under any durable commit on this disk: one 4 KiB block written and flushed.
void BM_FsyncFloor(benchmark::State &st)
{
    QTemporaryDir dir(QDir(benchDir()).filePath(QStringLiteral("bench-table-XXXXXX")));
    const QByteArray path = QFile::encodeName(dir.filePath(QStringLiteral("fsync-floor.bin")));
    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT, 0600);
    if (fd < 0)
        die("cannot open the fsync file");
    static const QByteArray block(4096, 'x');
    std::vector<double> samples;
    for (auto _ : st) {
        QElapsedTimer timer;
        timer.start();
        if (::pwrite(fd, block.constData(), static_cast<size_t>(block.size()), 0) != block.size() || ::fdatasync(fd) != 0)
            die("cannot write the fsync file");
        const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
        st.SetIterationTime(seconds);
        samples.push_back(seconds * 1e3);
    }
    ::close(fd);
    report(st, samples);
}
BENCHMARK(BM_FsyncFloor)->UseManualTime()->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
