#include "app/cli/scoreexplanation.h"

#include <algorithm>
#include <map>

namespace xobos::app {

using namespace xobos::rules;

namespace {

QString nameOf(const GameState &s, int p)
{
    return p >= 0 && p < s.playerCount() ? QString::fromStdString(s.player(p).name) : QStringLiteral("player %1").arg(p);
}

// "Blue", "Blue and Red", "Blue, Red and Green"
QString listOf(const GameState &s, const std::vector<int> &players)
{
    QStringList names;
    for (int p : players)
        names.append(nameOf(s, p));
    if (names.size() <= 1)
        return names.join(QString());
    const QString last = names.takeLast();
    return names.join(QStringLiteral(", ")) + QStringLiteral(" and ") + last;
}

QString plural(int n, const char *one, const char *many)
{
    return QString::number(n) + QLatin1Char(' ') + QLatin1String(n == 1 ? one : many);
}

const ScoreLine *lineOf(const ScoreReport &r, int player)
{
    const auto it = std::find_if(r.lines.begin(), r.lines.end(), [&](const ScoreLine &l) { return l.player == player; });
    return it == r.lines.end() ? nullptr : &*it;
}

} // namespace

QStringList explainScore(const GameState &s, const ScoreReport &r)
{
    QStringList out;
    if (s.phase != Phase::GameOver)
        out.append(QStringLiteral("The game is not over (round %1, %2 phase); this is the score as it stands.")
                       .arg(s.round)
                       .arg(QString::fromLatin1(phaseName(s.phase))));
    for (const ScoreLine &l : r.lines) {
        QString line = QStringLiteral("%1. %2: ").arg(l.rank).arg(nameOf(s, l.player));
        if (l.eliminated)
            line += QStringLiteral("eliminated, 0 points");
        else if (l.reactors == 0)
            line += QStringLiteral("no Reactor, 0 points (%1 and %2 count for nothing)")
                        .arg(plural(l.crystals, "crystal", "crystals"), plural(l.guardians, "Guardian", "Guardians"));
        else
            line += QStringLiteral("(%1 + %2) x %3 = %4")
                        .arg(plural(l.crystals, "crystal", "crystals"), plural(l.guardians, "Guardian", "Guardians"),
                             plural(l.reactors, "Reactor", "Reactors"))
                        .arg(l.score);
        line += QStringLiteral("; %1.").arg(plural(l.techTiles, "Technology Tile", "Technology Tiles"));
        out.append(line);
    }
    for (const TieBreak &t : r.ties) {
        // The tied players, grouped by the number of tiles they own, most first.
        std::map<int, std::vector<int>, std::greater<>> byTiles;
        for (int p : t.players) {
            if (const ScoreLine *l = lineOf(r, p))
                byTiles[l->techTiles].push_back(p);
        }
        QString sentence = QStringLiteral("%1 tie at %2").arg(listOf(s, t.players)).arg(t.score);
        if (byTiles.size() == 1) {
            sentence += QStringLiteral(" and own as many Technology Tiles (%1); they share the place.").arg(byTiles.begin()->first);
        } else {
            bool first = true;
            for (const auto &[tiles, players] : byTiles) {
                const bool many = players.size() > 1;
                if (first)
                    sentence += QStringLiteral("; %1 %2 more Technology Tiles (%3)")
                                    .arg(listOf(s, players), many ? QStringLiteral("own") : QStringLiteral("owns"))
                                    .arg(tiles);
                else
                    sentence += QStringLiteral(", then %1 (%2)").arg(listOf(s, players)).arg(tiles);
                if (many)
                    sentence += QStringLiteral(", sharing a place");
                first = false;
            }
            sentence += QLatin1Char('.');
        }
        out.append(sentence);
    }
    if (r.winners.size() == 1)
        out.append(QStringLiteral("%1 wins.").arg(nameOf(s, r.winners.front())));
    else if (!r.winners.empty())
        out.append(QStringLiteral("%1 share the victory.").arg(listOf(s, r.winners)));
    return out;
}

} // namespace xobos::app
