// What a page fault costs on this machine (docs/performance.md, "Start-up (session 7)").
//
// Writes to every 4 KiB page of fresh anonymous mappings three ways, `runs` times each:
//   touch      one write per page, each write faulting its page in;
//   populate   madvise(MADV_POPULATE_WRITE) over the mapping first, then the same writes;
//   hugepage   madvise(MADV_HUGEPAGE) over its 2 MiB-aligned part first, then the writes.
// The start of the app writes to about 1,000 new pages of its window's buffer and more of
// its heap: at ~10 µs a fault (this virtual machine) that was a fifth of its main thread.
//
// Usage: bench_pagefaults [runs=5] [MiB=8]
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <sys/mman.h>
#include <unistd.h>

namespace {

using Clock = std::chrono::steady_clock;

double ms(Clock::time_point from, Clock::time_point to)
{
    return std::chrono::duration<double, std::milli>(to - from).count();
}

void writeEachPage(unsigned char *p, std::size_t bytes, std::size_t page)
{
    for (std::size_t i = 0; i < bytes; i += page)
        reinterpret_cast<volatile unsigned char *>(p)[i] = 1;
}

} // namespace

int main(int argc, char **argv)
{
    const int runs = argc > 1 ? std::atoi(argv[1]) : 5;
    const std::size_t mib = argc > 2 ? static_cast<std::size_t>(std::atoi(argv[2])) : 8;
    const std::size_t bytes = mib << 20;
    const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
    const std::size_t huge = std::size_t(2) << 20;
    const std::size_t pages = bytes / page;
    std::printf("%zu MiB, %zu pages of %zu bytes, %d runs\n", mib, pages, page, runs);
    std::printf("%-10s %12s %12s %14s\n", "way", "advice ms", "writes ms", "us per page");
    for (int r = 0; r < runs; ++r) {
        for (const char *way : {"touch", "populate", "hugepage"}) {
            void *mapped = mmap(nullptr, bytes + huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (mapped == MAP_FAILED) {
                std::perror("mmap");
                return 1;
            }
            auto *base = static_cast<unsigned char *>(mapped);
            auto *p =
                reinterpret_cast<unsigned char *>((reinterpret_cast<std::uintptr_t>(base) + huge - 1) / huge * huge);
            const auto t0 = Clock::now();
            int advised = 0;
            if (std::strcmp(way, "populate") == 0) {
#ifdef MADV_POPULATE_WRITE
                advised = madvise(p, bytes, MADV_POPULATE_WRITE);
#else
                advised = -1;
#endif
            } else if (std::strcmp(way, "hugepage") == 0) {
                advised = madvise(p, bytes, MADV_HUGEPAGE);
            }
            const auto t1 = Clock::now();
            writeEachPage(p, bytes, page);
            const auto t2 = Clock::now();
            std::printf("%-10s %12.2f %12.2f %14.2f%s\n", way, ms(t0, t1), ms(t1, t2), ms(t0, t2) * 1000.0 / pages,
                        advised == 0 ? "" : "   (advice refused)");
            munmap(mapped, bytes + huge);
        }
    }
    return 0;
}
