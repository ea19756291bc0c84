// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoring.h"

#include <algorithm>
#include <map>

namespace xobos::rules {

int scoreOf(int crystals, int guardians, int reactors)
{
    // R-END-SCORE: (crystals + Guardians on the board) × Reactors; no Reactor scores 0.
    return (crystals + guardians) * reactors;
}

ScoreReport rankScores(const std::vector<ScoreInput> &in)
{
    ScoreReport r;
    for (std::size_t i = 0; i < in.size(); ++i) {
        ScoreLine l;
        l.player = static_cast<int>(i);
        l.crystals = in[i].crystals;
        l.guardians = in[i].guardians;
        l.reactors = in[i].reactors;
        l.techTiles = in[i].techTiles;
        l.eliminated = in[i].eliminated;
        l.score = l.eliminated ? 0 : scoreOf(l.crystals, l.guardians, l.reactors);
        r.lines.push_back(l);
    }
    // R-END-TIE: more points; then more Technology Tiles; then a shared place.
    // R-ELIM: an eliminated player ranks after everyone still in the game.
    auto key = [](const ScoreLine &l) { return std::tuple(!l.eliminated, l.score, l.techTiles); };
    std::stable_sort(r.lines.begin(), r.lines.end(), [&](const ScoreLine &a, const ScoreLine &b) { return key(a) > key(b); });
    for (std::size_t i = 0; i < r.lines.size(); ++i) {
        if (i > 0 && key(r.lines[i]) == key(r.lines[i - 1]))
            r.lines[i].rank = r.lines[i - 1].rank;
        else
            r.lines[i].rank = static_cast<int>(i) + 1;
        if (r.lines[i].rank == 1)
            r.winners.push_back(r.lines[i].player);
    }
    std::map<std::pair<bool, int>, std::vector<const ScoreLine *>> byScore;
    for (const ScoreLine &l : r.lines)
        byScore[{l.eliminated, l.score}].push_back(&l);
    for (const ScoreLine &l : r.lines) {
        const auto &group = byScore[{l.eliminated, l.score}];
        if (group.size() < 2 || group.front() != &l)
            continue;
        TieBreak t;
        t.score = l.score;
        for (const ScoreLine *m : group)
            t.players.push_back(m->player);
        std::sort(t.players.begin(), t.players.end());
        for (std::size_t i = 1; i < group.size(); ++i) {
            if (group[i]->techTiles != group[i - 1]->techTiles)
                t.byTechTiles = true;
            else
                t.shared = true;
        }
        r.ties.push_back(t);
    }
    return r;
}

ScoreReport computeScores(const GameState &s)
{
    std::vector<ScoreInput> in;
    for (int p = 0; p < s.playerCount(); ++p) {
        const PlayerState &ps = s.player(p);
        ScoreInput x;
        x.crystals = ps.crystals;
        x.guardians = s.guardiansOnBoard(p);
        x.reactors = s.buildingCount(p, BuildingType::Reactor);
        x.techTiles = static_cast<int>(std::count(ps.tech.begin(), ps.tech.end(), true));
        x.eliminated = ps.eliminated;
        in.push_back(x);
    }
    return rankScores(in);
}

} // namespace xobos::rules
