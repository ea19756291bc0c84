#include "app/referee/startupheap.h"

#include <cstdint>
#include <cstdlib>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) || __has_feature(thread_sanitizer)
#define XOBOS_SANITIZED_MALLOC 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define XOBOS_SANITIZED_MALLOC 1
#endif

#if defined(__GLIBC__) && defined(__linux__) && !defined(XOBOS_SANITIZED_MALLOC)
#define XOBOS_GLIBC_HEAP 1
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace xobos::app {

HeapPreparation prepareHeap()
{
    HeapPreparation result;
#ifdef XOBOS_GLIBC_HEAP
    // Both settings, or neither: M_TOP_PAD alone would pin the mmap threshold at 128 KiB.
    if (mallopt(M_MMAP_THRESHOLD, static_cast<int>(kHeapBlockCeiling)) != 1)
        return result;
    if (mallopt(M_TOP_PAD, static_cast<int>(kHeapHeadroom)) != 1)
        return result;
    result.applied = true;

    // The heap grows when a block does not fit at its top: a few blocks of 64 KiB make it
    // grow by the headroom now (one brk()), then go back to the top, which stays.
    const auto breakNow = [] { return reinterpret_cast<std::uintptr_t>(sbrk(0)); };
    const std::uintptr_t before = breakNow();
    if (before == std::uintptr_t(-1))
        return result;
    void *blocks[8] = {};
    int count = 0;
    while (count < 8 && breakNow() == before)
        blocks[count++] = std::malloc(64 << 10);
    for (int i = count - 1; i >= 0; --i)
        std::free(blocks[i]);
    const std::uintptr_t after = breakNow();
    if (after <= before) // malloc is not glibc's heap (a preloaded allocator, valgrind)
        return result;
    result.grownBytes = after - before;

    // The kernel gives a huge page to a fault in any 2 MiB-aligned range wholly inside the
    // advised piece that has no page yet: the new headroom has none.
    const long pageSize = sysconf(_SC_PAGESIZE);
    const std::uintptr_t page = pageSize > 0 ? static_cast<std::uintptr_t>(pageSize) : 4096;
    const std::uintptr_t from = (before + page - 1) / page * page;
    if (after > from)
        result.hugePages = madvise(reinterpret_cast<void *>(from), after - from, MADV_HUGEPAGE) == 0;
#endif
    return result;
}

} // namespace xobos::app
