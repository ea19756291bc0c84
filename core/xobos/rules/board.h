// SPDX-License-Identifier: GPL-3.0-or-later
// The board as a graph of spaces joined by lanes.
//
// Contract: a Board is plain data (it comes from a board file, never from code in the
// rules). Space indices are positions in `spaces`; lanes are unordered pairs of indices.
// Call `finalize()` after filling it in (and after every change): it builds the adjacency
// lists, the same as bit sets, and the per-space table of Base quarters that the rules
// use. `validateBoard()` (boardcheck.h) says whether a board is fit to play on.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace xobos::rules {

enum class SpaceKind : std::uint8_t {
    Regular,
    Base,         // one of the four spaces of a quarter's Base
    BaseExit,     // the exit space of a Base (Quarks start here)
    Irradiated,   // no connections, no buildings
    EnergySource  // cannot be entered; attackable from an adjacent irradiated space (Rank I tile)
};

constexpr int kMaxQuarters = 4;
constexpr int kNoQuarter = -1;

struct Space {
    std::string id;     // stable identifier used in files ("b0-1", "c12")
    std::string label;  // what is printed on the board, may be empty
    SpaceKind kind = SpaceKind::Regular;
    int quarter = kNoQuarter;        // the quarter the space lies in, or kNoQuarter (centre)
    int crossingQuarter = kNoQuarter; // second quarter when the space is a crossing of two
    double x = 0.0;                  // drawing position, board units (0..1000)
    double y = 0.0;

    bool isBase() const { return kind == SpaceKind::Base; }
    bool inQuarter(int q) const { return q != kNoQuarter && (quarter == q || crossingQuarter == q); }
    bool isCrossing() const { return crossingQuarter != kNoQuarter; }
};

// One quarter of the board: the home of one player.
struct Quarter {
    std::string id;                 // "north", "q1", ...
    std::string name;               // display name, e.g. a clan's name
    std::vector<int> baseSpaces;    // exactly four, kind Base
    int exitSpace = -1;             // kind BaseExit
    std::array<int, 4> guardianStart{-1, -1, -1, -1}; // standard setup: two base spaces, two adjacent
};

struct Board {
    std::string name;
    std::string version;
    std::string description;
    std::vector<Space> spaces;
    std::vector<std::pair<int, int>> lanes;
    std::vector<Quarter> quarters;
    // seatQuarters[n] lists, for an n-player game, the quarter index of each seat (empty
    // when the board does not serve n players). Index 0 and 1 are unused.
    std::array<std::vector<int>, 5> seatQuarters;

    // Filled in by finalize().
    std::vector<std::vector<int>> adjacency;
    std::vector<int> baseQuarter; // per space: what quarterOfBaseSpace() answers
    // Sets of spaces as bits (space i is bit i % 64 of word i / 64), `spaceWords` words a set:
    // per space its neighbours (the set of space i starts at word i * spaceWords), and the
    // Energy Sources. The candidate generation reads them (core/xobos/rules/legal.cpp).
    std::size_t spaceWords = 0;
    std::vector<std::uint64_t> neighbourBits;
    std::vector<std::uint64_t> energySourceBits;
    const std::uint64_t *neighbours(int space) const { return neighbourBits.data() + static_cast<std::size_t>(space) * spaceWords; }

    void finalize();
    bool adjacent(int a, int b) const
    {
        if (a < 0 || b < 0 || a >= static_cast<int>(adjacency.size()))
            return false;
        const auto &list = adjacency[static_cast<std::size_t>(a)];
        return std::binary_search(list.begin(), list.end(), b);
    }
    int spaceIndex(const std::string &id) const; // -1 when unknown
    bool servesPlayers(int n) const { return n >= 2 && n <= 4 && !seatQuarters[static_cast<std::size_t>(n)].empty(); }
    int quarterOfBaseSpace(int space) const // kNoQuarter when not a base space
    {
        if (baseQuarter.size() == spaces.size() && space >= 0 && space < static_cast<int>(spaces.size()))
            return baseQuarter[static_cast<std::size_t>(space)];
        for (std::size_t q = 0; q < quarters.size(); ++q) { // no table: finalize() not called
            const auto &bs = quarters[q].baseSpaces;
            if (std::find(bs.begin(), bs.end(), space) != bs.end())
                return static_cast<int>(q);
        }
        return kNoQuarter;
    }
};

} // namespace xobos::rules
