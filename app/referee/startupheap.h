// The main thread's heap, asked of the kernel in one large piece backed by transparent huge
// pages, first thing in main() (issue #11).
//
// Everything the start builds (the widgets, the models, the board, the window's 4 MiB pixel
// buffer) comes from the main thread's heap, which glibc grows 128 KiB at a time; each new
// 4 KiB page then costs a page fault at its first write. On the benchmark machine (a virtual
// machine) a fault costs ~10 µs, and those faults were a fifth of the main thread's start.
// prepareHeap() has glibc keep 16 MiB of headroom at the top of the heap (M_TOP_PAD), grows
// the heap by it at once, and asks for transparent huge pages there (MADV_HUGEPAGE): one
// fault then brings in 2 MiB. Where the kernel has no huge pages to give (THP "never"), the
// pages stay 4 KiB and only the headroom remains.
//
// Side effects, chosen: setting M_TOP_PAD ends glibc's sliding mmap threshold, so it is set
// to that threshold's own ceiling (32 MiB): blocks up to that size come from the heap, as
// they would once glibc had seen such a block freed. The heap keeps up to 16 MiB free at its
// top for reuse instead of giving it back at once.
#pragma once

#include <cstddef>

namespace xobos::app {

struct HeapPreparation
{
    bool applied = false; // glibc's malloc, and the settings were taken
    std::size_t grownBytes = 0; // how much the heap grew at once
    bool hugePages = false; // the kernel took the MADV_HUGEPAGE advice for that piece
};

// Call first in main(), before any other thread starts. Harmless if called again.
HeapPreparation prepareHeap();

constexpr std::size_t kHeapHeadroom = std::size_t(16) << 20;
constexpr std::size_t kHeapBlockCeiling = std::size_t(32) << 20;

} // namespace xobos::app
