// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/companion/scoretext.h"

#include <algorithm>
#include <map>

namespace xobos::ui::companion {

using rules::ScoreLine;
using rules::ScoreReport;
using rules::TieBreak;

namespace {

const ScoreLine *lineOf(const ScoreReport &r, int player)
{
    const auto it = std::find_if(r.lines.begin(), r.lines.end(), [&](const ScoreLine &l) { return l.player == player; });
    return it == r.lines.end() ? nullptr : &*it;
}

} // namespace

QString ScoreText::playerName(const QStringList &names, int player)
{
    if (player >= 0 && player < names.size() && !names.at(player).trimmed().isEmpty())
        return names.at(player).trimmed();
    return tr("Player %1").arg(player + 1);
}

QString ScoreText::nameList(const QStringList &names)
{
    if (names.isEmpty())
        return {};
    if (names.size() == 1)
        return names.front();
    QStringList head = names;
    const QString last = head.takeLast();
    return tr("%1 and %2", "the last two names of a list").arg(head.join(tr(", ", "list separator")), last);
}

QString ScoreText::formula(const ScoreLine &l)
{
    if (l.eliminated)
        return tr("eliminated: scores 0");
    if (l.reactors == 0)
        return tr("no Reactor: scores 0");
    return tr("(%1 + %2) × %3 = %4", "(crystals + Guardians) × Reactors = score")
        .arg(l.crystals)
        .arg(l.guardians)
        .arg(l.reactors)
        .arg(l.score);
}

QStringList ScoreText::explanation(const ScoreReport &r, const QStringList &names)
{
    QStringList out;
    auto namesOf = [&](const std::vector<int> &players) {
        QStringList n;
        for (int p : players)
            n.append(playerName(names, p));
        return nameList(n);
    };
    for (const ScoreLine &l : r.lines) {
        if (l.eliminated)
            out.append(tr("%1 was eliminated and ranks last.").arg(playerName(names, l.player)));
        else if (l.reactors == 0)
            out.append(tr("%1 built no Reactor: scores 0.").arg(playerName(names, l.player)));
    }
    for (const TieBreak &t : r.ties) {
        // The tied players grouped by their Technology Tiles, most first.
        std::map<int, std::vector<int>, std::greater<>> byTiles;
        int rank = 0;
        for (int p : t.players) {
            if (const ScoreLine *l = lineOf(r, p)) {
                byTiles[l->techTiles].push_back(p);
                rank = rank == 0 ? l->rank : std::min(rank, l->rank);
            }
        }
        const QString tied = namesOf(t.players);
        if (byTiles.size() == 1) {
            const int tiles = byTiles.begin()->first;
            if (rank == 1)
                out.append(tr("%1 tie at %2 and own as many Technology Tiles (%3): they share the victory.")
                               .arg(tied).arg(t.score).arg(tiles));
            else
                out.append(tr("%1 tie at %2 and own as many Technology Tiles (%3): they share place %4.")
                               .arg(tied).arg(t.score).arg(tiles).arg(rank));
            continue;
        }
        const auto first = byTiles.begin();
        const auto second = std::next(first);
        if (byTiles.size() == 2 && first->second.size() == 1) {
            out.append(tr("%1 tie at %2; %3 owns more Technology Tiles (%4 against %5).")
                           .arg(tied).arg(t.score).arg(namesOf(first->second)).arg(first->first).arg(second->first));
            if (second->second.size() > 1)
                out.append(tr("%1 own as many Technology Tiles (%2) and share the next place.")
                               .arg(namesOf(second->second)).arg(second->first));
            continue;
        }
        QStringList order;
        for (const auto &[tiles, players] : byTiles) {
            if (players.size() == 1)
                order.append(tr("%1 (%2)", "name (Technology Tiles)").arg(namesOf(players)).arg(tiles));
            else
                order.append(tr("%1 (%2 each, sharing a place)", "names (Technology Tiles)").arg(namesOf(players)).arg(tiles));
        }
        out.append(tr("%1 tie at %2; the Technology Tiles decide: %3.")
                       .arg(tied).arg(t.score).arg(order.join(tr(" before ", "ranking order"))));
    }
    if (r.winners.size() == 1)
        out.append(tr("%1 wins.").arg(namesOf(r.winners)));
    else if (r.winners.size() > 1)
        out.append(tr("%1 share the victory.").arg(namesOf(r.winners)));
    return out;
}

QString ScoreText::resultText(const ScoreReport &r, const QStringList &names)
{
    QStringList lines;
    for (const ScoreLine &l : r.lines)
        lines.append(tr("%1. %2: %3; Technology Tiles: %4")
                         .arg(l.rank)
                         .arg(playerName(names, l.player), formula(l))
                         .arg(l.techTiles));
    lines.append(QString());
    lines.append(explanation(r, names));
    return lines.join(QLatin1Char('\n'));
}

} // namespace xobos::ui::companion
