// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the fuzz targets: a byte reader that never reads past the input, the bundled
// standard board, and a fixed 4-player starting position. Compiled both into the libFuzzer
// binaries (clang) and into the corpus replay programs that run in ctest (any compiler).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "xobos/rules/board.h"
#include "xobos/rules/state.h"

namespace xobos::fuzz {

class ByteReader
{
public:
    ByteReader(const std::uint8_t *data, std::size_t size)
        : m_data(data)
        , m_size(size)
    {
    }
    bool empty() const { return m_pos >= m_size; }
    std::uint8_t byte() { return empty() ? 0 : m_data[m_pos++]; }
    std::uint16_t u16() { return static_cast<std::uint16_t>(byte() | (byte() << 8)); }
    std::int32_t i32()
    {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i)
            v |= static_cast<std::uint32_t>(byte()) << (8 * i);
        return static_cast<std::int32_t>(v);
    }
    // Mostly small values near the valid range, sometimes any 32-bit value.
    int smallInt()
    {
        const std::uint8_t b = byte();
        if (b < 0xf0)
            return static_cast<int>(b % 80) - 8; // -8..71: spaces, guardians, counts and just outside
        return i32();
    }

private:
    const std::uint8_t *m_data;
    std::size_t m_size;
    std::size_t m_pos = 0;
};

std::shared_ptr<const rules::Board> standardBoard();
// Phase::Setup of a 4-player game on the standard board, seed 1.
const rules::GameState &startPosition();

// Prints the message and aborts: libFuzzer and the replay programs report it as a crash.
[[noreturn]] inline void fail(const char *what, const char *detail = "")
{
    std::fprintf(stderr, "FUZZ CHECK FAILED: %s %s\n", what, detail);
    std::abort();
}

} // namespace xobos::fuzz
