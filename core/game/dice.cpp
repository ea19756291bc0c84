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

namespace {

constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

// 2^64 mod n: that many values at the top would favour the low faces; they are drawn again.
std::uint64_t topRemainder(std::uint64_t n)
{
    return (kMax % n + 1) % n;
}

int face(SplitMix64 &rng, std::uint64_t n, std::uint64_t rem)
{
    std::uint64_t x = rng.next();
    while (rem != 0 && x > kMax - rem)
        x = rng.next();
    return static_cast<int>(x % n) + 1;
}

} // namespace

int rollFace(SplitMix64 &rng, int sides)
{
    const auto n = static_cast<std::uint64_t>(sides < 1 ? 1 : sides);
    return face(rng, n, topRemainder(n));
}

Roll rollDice(std::uint64_t seed, std::uint64_t index, int count, int sides)
{
    // One stream per roll: the index is mixed into the seed, so that roll k never depends
    // on how many dice the earlier rolls had.
    SplitMix64 rng(seed ^ (index * 0xd1b54a32d192ed03ULL + 0x8cb92ba72f3d8dd7ULL));
    Roll r;
    r.source = Roll::Source::Rolled;
    r.sides = sides;
    const auto n = static_cast<std::uint64_t>(sides < 1 ? 1 : sides);
    const std::uint64_t rem = topRemainder(n); // the same for every die of the roll
    r.faces.reserve(static_cast<std::size_t>(count > 0 ? count : 0));
    for (int i = 0; i < count; ++i)
        r.faces.push_back(face(rng, n, rem));
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
