// The start's heap (app/referee/startupheap.h, issue #11): grown at once by its headroom,
// advised for transparent huge pages, blocks up to 32 MiB from the heap, and nothing lost or
// broken by it.
#include "app/referee/startupheap.h"

#include <QFile>
#include <QTest>

#include <cstdint>
#include <cstdlib>
#include <cstring>

#if defined(__GLIBC__) && defined(__linux__)
#include <unistd.h>
#endif

using namespace xobos::app;

namespace {

struct Mapping
{
    std::uintptr_t from = 0;
    std::uintptr_t to = 0;
    QByteArray name;
    QByteArray flags; // VmFlags
};

// The mapping of /proc/self/smaps that holds `address`.
Mapping mappingOf(std::uintptr_t address)
{
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly))
        return {};
    Mapping current;
    bool found = false;
    for (const QByteArray &line : smaps.readAll().split('\n')) {
        const int dash = line.indexOf('-');
        const int space = line.indexOf(' ');
        if (dash > 0 && space > dash && line.left(dash).toULongLong(nullptr, 16) != 0) {
            if (found)
                break;
            current = {};
            current.from = line.left(dash).toULongLong(nullptr, 16);
            current.to = line.mid(dash + 1, space - dash - 1).toULongLong(nullptr, 16);
            current.name = line.split(' ').last();
            found = current.from <= address && address < current.to;
        } else if (found && line.startsWith("VmFlags:")) {
            current.flags = line.mid(8).trimmed();
        }
    }
    return found ? current : Mapping{};
}

} // namespace

class TestStartupHeap : public QObject
{
    Q_OBJECT

    HeapPreparation m_first;

    // glibc's heap, not a sanitizer's or valgrind's allocator (nothing to prepare there).
    bool glibcHeap() const { return m_first.applied && m_first.grownBytes > 0; }

private Q_SLOTS:
    void initTestCase() { m_first = prepareHeap(); }

    void theHeapGrowsByItsHeadroomAdvisedForHugePages()
    {
        if (!glibcHeap())
            QSKIP("not glibc's heap (a sanitizer's or valgrind's allocator): nothing to prepare");
        const HeapPreparation &prepared = m_first;
        // By the headroom, less what was free at the top already (at most glibc's default
        // padding of 128 KiB and a few blocks).
        QVERIFY2(prepared.grownBytes >= kHeapHeadroom - (1 << 20), qPrintable(QString::number(prepared.grownBytes)));
        // A kernel built without transparent huge pages refuses the advice (EINVAL); the
        // headroom is there all the same.
        if (!QFile::exists(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled")))
            QSKIP("this kernel has no transparent huge pages: only the headroom applies");
        QVERIFY(prepared.hugePages);
        // The new top of the heap carries the advice ("hg" in VmFlags).
        const auto top = reinterpret_cast<std::uintptr_t>(sbrk(0)) - 1;
        const Mapping heap = mappingOf(top);
        QVERIFY(heap.to > heap.from);
        QVERIFY2(heap.flags.split(' ').contains("hg"), heap.flags.constData());
    }

    // glibc's sliding threshold is replaced by its ceiling: a 24 MiB block (a large window's
    // pixel buffer; more than the sliding threshold would have reached in this process)
    // comes from the heap, not from a mapping of its own, and is usable whole.
    void blocksUpToTheCeilingComeFromTheHeap()
    {
        prepareHeap(); // again: harmless
        if (!glibcHeap())
            QSKIP("not glibc's heap");
        const std::size_t size = std::size_t(24) << 20;
        auto *block = static_cast<unsigned char *>(std::malloc(size));
        QVERIFY(block);
        std::memset(block, 0xa5, size);
        QCOMPARE(block[0], 0xa5);
        QCOMPARE(block[size - 1], 0xa5);
        const Mapping where = mappingOf(reinterpret_cast<std::uintptr_t>(block));
        QCOMPARE(where.name, QByteArray("[heap]"));
        std::free(block);
        // Beyond the ceiling, a mapping of its own as before.
        auto *big = static_cast<unsigned char *>(std::malloc(kHeapBlockCeiling + (1 << 20)));
        QVERIFY(big);
        QVERIFY(mappingOf(reinterpret_cast<std::uintptr_t>(big)).name != QByteArray("[heap]"));
        std::free(big);
    }

    // Many blocks of all sizes come and go with their contents intact.
    void allocationsStayIntact()
    {
        prepareHeap();
        std::srand(11);
        constexpr int count = 2000;
        unsigned char *blocks[count];
        std::size_t sizes[count];
        for (int i = 0; i < count; ++i) {
            sizes[i] = 1 + static_cast<std::size_t>(std::rand()) % (i % 50 == 0 ? (3 << 20) : 4096);
            blocks[i] = static_cast<unsigned char *>(std::malloc(sizes[i]));
            QVERIFY(blocks[i]);
            std::memset(blocks[i], i & 0xff, sizes[i]);
        }
        for (int i = 0; i < count; i += 2)
            std::free(blocks[i]);
        for (int i = 1; i < count; i += 2) {
            QCOMPARE(int(blocks[i][0]), i & 0xff);
            QCOMPARE(int(blocks[i][sizes[i] - 1]), i & 0xff);
            std::free(blocks[i]);
        }
    }
};

QTEST_GUILESS_MAIN(TestStartupHeap)
#include "tst_startupheap.moc"
