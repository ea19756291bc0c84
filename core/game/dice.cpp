// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/dice.h"

#include <limits>

namespace xobos::game {

std::uint64_t SplitMix64::next()
{
    std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

int rollFace(SplitMix64 &rng, int sides)
{
    const auto n = static_cast<std::uint64_t>(sides < 1 ? 1 : sides);
    // 2^64 mod n values at the top would favour the low faces: they are drawn again.
    constexpr std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
    const std::uint64_t rem = (max % n + 1) % n;
    std::uint64_t x = rng.next();
    while (rem != 0 && x > max - rem)
        x = rng.next();
    return static_cast<int>(x % n) + 1;
}

Roll rollDice(std::uint64_t seed, std::uint64_t index, int count, int sides)
{
    // One stream per roll: the index is mixed into the seed, so that roll k never depends
    // on how many dice the earlier rolls had.
    SplitMix64 rng(seed ^ (index * 0xd1b54a32d192ed03ULL + 0x8cb92ba72f3d8dd7ULL));
    Roll r;
    r.source = Roll::Source::Rolled;
    r.sides = sides;
    for (int i = 0; i < count; ++i)
        r.faces.push_back(rollFace(rng, sides));
    return r;
}

bool checkRoll(const Roll &roll, int count, int sides)
{
    if (roll.sides != sides || static_cast<int>(roll.faces.size()) != count)
        return false;
    for (int f : roll.faces) {
        if (f < 1 || f > sides)
            return false;
    }
    return true;
}

} // namespace xobos::game
