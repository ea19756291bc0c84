// SPDX-License-Identifier: GPL-3.0-or-later
#include "board.h"

#include <algorithm>

namespace xobos::rules {

void Board::finalize()
{
    adjacency.assign(spaces.size(), {});
    for (const auto &[a, b] : lanes) {
        if (a < 0 || b < 0 || a >= static_cast<int>(spaces.size()) || b >= static_cast<int>(spaces.size()) || a == b)
            continue; // validateBoard() reports these; the graph simply ignores them
        auto &la = adjacency[static_cast<std::size_t>(a)];
        auto &lb = adjacency[static_cast<std::size_t>(b)];
        if (std::find(la.begin(), la.end(), b) == la.end())
            la.push_back(b);
        if (std::find(lb.begin(), lb.end(), a) == lb.end())
            lb.push_back(a);
    }
    for (auto &list : adjacency)
        std::sort(list.begin(), list.end());
    spaceWords = (spaces.size() + 63) / 64;
    neighbourBits.assign(spaces.size() * spaceWords, 0);
    energySourceBits.assign(spaceWords, 0);
    for (std::size_t sp = 0; sp < spaces.size(); ++sp) {
        for (int n : adjacency[sp])
            neighbourBits[sp * spaceWords + static_cast<std::size_t>(n) / 64] |= std::uint64_t{1} << (n % 64);
        if (spaces[sp].kind == SpaceKind::EnergySource)
            energySourceBits[sp / 64] |= std::uint64_t{1} << (sp % 64);
    }
    baseQuarter.assign(spaces.size(), kNoQuarter);
    // The first quarter listing a space wins, as in the scan of quarterOfBaseSpace().
    for (std::size_t q = quarters.size(); q-- > 0;) {
        for (int sp : quarters[q].baseSpaces) {
            if (sp >= 0 && sp < static_cast<int>(spaces.size()))
                baseQuarter[static_cast<std::size_t>(sp)] = static_cast<int>(q);
        }
    }
}

int Board::spaceIndex(const std::string &id) const
{
    for (std::size_t i = 0; i < spaces.size(); ++i) {
        if (spaces[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

} // namespace xobos::rules
