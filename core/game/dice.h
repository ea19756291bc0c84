// SPDX-License-Identifier: GPL-3.0-or-later
// Chance as logged outcomes (module.h): the faces of a roll are part of the action that
// needs them, so that replay reads them instead of rolling again.
//
// Contract:
// - A Roll is typed from physical dice at the table (Source::Typed) or rolled by the app
//   (Source::Rolled) with rollDice(): the game's seed and the roll's index in the game pick
//   the faces through our own generator (SplitMix64) and our own face mapping (rejection,
//   so every face is equally likely), never std::uniform_int_distribution, whose output
//   differs between standard libraries. The same seed and index give the same faces on
//   every platform (tests/game/tst_game_chance pins known outputs).
// - checkRoll() says whether a roll is possible for `count` dice of `sides` sides.
// - No Qt here; rollToJson/rollFromJson (dicecodec.h) are the codec.
#pragma once

#include <cstdint>
#include <vector>

namespace xobos::game {

// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, fully specified.
class SplitMix64
{
public:
    explicit SplitMix64(std::uint64_t seed)
        : m_state(seed)
    { }
    std::uint64_t next();

private:
    std::uint64_t m_state;
};

// A face 1..sides, each equally likely (rejection of the top partial range). sides >= 1.
int rollFace(SplitMix64 &rng, int sides);

struct Roll {
    enum class Source : std::uint8_t { Typed, Rolled };
    Source source = Source::Typed;
    int sides = 6;
    std::vector<int> faces;
    bool operator==(const Roll &) const = default;
};

// `count` dice of `sides` sides for the game's `seed`, roll number `index` (0, 1, …).
Roll rollDice(std::uint64_t seed, std::uint64_t index, int count, int sides = 6);

// True when `roll` is `count` dice of `sides` sides, each face in 1..sides.
bool checkRoll(const Roll &roll, int count, int sides = 6);

} // namespace xobos::game
