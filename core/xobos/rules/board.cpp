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
}

bool Board::adjacent(int a, int b) const
{
    if (a < 0 || b < 0 || a >= static_cast<int>(adjacency.size()))
        return false;
    const auto &list = adjacency[static_cast<std::size_t>(a)];
    return std::binary_search(list.begin(), list.end(), b);
}

int Board::spaceIndex(const std::string &id) const
{
    for (std::size_t i = 0; i < spaces.size(); ++i) {
        if (spaces[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

int Board::quarterOfBaseSpace(int space) const
{
    for (std::size_t q = 0; q < quarters.size(); ++q) {
        const auto &bs = quarters[q].baseSpaces;
        if (std::find(bs.begin(), bs.end(), space) != bs.end())
            return static_cast<int>(q);
    }
    return kNoQuarter;
}

} // namespace xobos::rules
