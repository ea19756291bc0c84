// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a fuzz target's LLVMFuzzerTestOneInput on files and directories given on the
// command line, without libFuzzer: ctest replays the seed corpus and the regression inputs
// with it under any compiler (and under ASan+UBSan in the sanitizer build).
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstddef>
#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace {

int runFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
        return 1;
    }
    const QByteArray bytes = f.readAll();
    std::fprintf(stderr, "running %s (%lld bytes)\n", qPrintable(path), static_cast<long long>(bytes.size()));
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.constData()), static_cast<std::size_t>(bytes.size()));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    int failures = 0;
    int runs = 0;
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        const QFileInfo info(arg);
        if (info.isDir()) {
            const QFileInfoList files = QDir(arg).entryInfoList(QDir::Files, QDir::Name);
            for (const QFileInfo &f : files) {
                failures += runFile(f.filePath());
                ++runs;
            }
        } else {
            failures += runFile(arg);
            ++runs;
        }
    }
    std::printf("%d inputs run, %d unreadable\n", runs, failures);
    return failures == 0 && runs > 0 ? 0 : 1;
}
