// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/scoreexplanation.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>

namespace xobos::app {

using namespace xobos::rules;

namespace {

// lupdate files the strings marked QT_TRANSLATE_NOOP("ScoreExplanation", ...) under this context.
struct ScoreExplanation
{
    Q_DECLARE_TR_FUNCTIONS(ScoreExplanation)
};

// The sentences of one explanation, in English or translated (see Wording).
class Phrases
{
public:
    explicit Phrases(Wording wording)
        : m_translated(wording == Wording::Translated)
    { }

    QString text(const char *source) const
    {
        return m_translated ? ScoreExplanation::tr(source) : QString::fromUtf8(source);
    }

    // "1 crystal", "3 crystals". English has no catalogue, so its plural forms are chosen
    // here; a translation's own plural forms are used when there is one.
    QString count(int n, const char *source, const char *one, const char *many) const
    {
        if (m_translated) {
            const QString translated = ScoreExplanation::tr(source, nullptr, n);
            if (translated != QString::fromUtf8(source).replace(QStringLiteral("%n"), QString::number(n)))
                return translated;
        }
        return QString::number(n) + QLatin1Char(' ') + QLatin1String(n == 1 ? one : many);
    }

    QString crystals(int n) const { return count(n, QT_TRANSLATE_N_NOOP("ScoreExplanation", "%n crystal(s)"), "crystal", "crystals"); }
    QString guardians(int n) const { return count(n, QT_TRANSLATE_N_NOOP("ScoreExplanation", "%n Guardian(s)"), "Guardian", "Guardians"); }
    QString reactors(int n) const { return count(n, QT_TRANSLATE_N_NOOP("ScoreExplanation", "%n Reactor(s)"), "Reactor", "Reactors"); }
    QString techTiles(int n) const
    {
        return count(n, QT_TRANSLATE_N_NOOP("ScoreExplanation", "%n Technology Tile(s)"), "Technology Tile",
                     "Technology Tiles");
    }

    QString phase(Phase p) const
    {
        // The English words are the engine's phase names.
        switch (p) {
        case Phase::Setup: return text(QT_TRANSLATE_NOOP("ScoreExplanation", "setup"));
        case Phase::Movement: return text(QT_TRANSLATE_NOOP("ScoreExplanation", "movement"));
        case Phase::Development: return text(QT_TRANSLATE_NOOP("ScoreExplanation", "development"));
        case Phase::GameOver: break;
        }
        return QString::fromLatin1(phaseName(p));
    }

    QString nameOf(const GameState &s, int p) const
    {
        return p >= 0 && p < s.playerCount() ? QString::fromStdString(s.player(p).name)
                                             : text(QT_TRANSLATE_NOOP("ScoreExplanation", "player %1")).arg(p);
    }

    // "Blue", "Blue and Red", "Blue, Red and Green"
    QString listOf(const GameState &s, const std::vector<int> &players) const
    {
        QStringList names;
        for (int p : players)
            names.append(nameOf(s, p));
        if (names.size() <= 1)
            return names.join(QString());
        const QString last = names.takeLast();
        return text(QT_TRANSLATE_NOOP("ScoreExplanation", "%1 and %2")).arg(names.join(QStringLiteral(", ")), last);
    }

private:
    bool m_translated;
};

const ScoreLine *lineOf(const ScoreReport &r, int player)
{
    const auto it = std::find_if(r.lines.begin(), r.lines.end(), [&](const ScoreLine &l) { return l.player == player; });
    return it == r.lines.end() ? nullptr : &*it;
}

} // namespace

QStringList explainScore(const GameState &s, const ScoreReport &r, Wording wording)
{
    const Phrases say(wording);
    QStringList out;
    if (s.phase != Phase::GameOver)
        out.append(say.text(QT_TRANSLATE_NOOP("ScoreExplanation",
                                              "The game is not over (round %1, %2 phase); this is the score as it stands."))
                       .arg(QString::number(s.round), say.phase(s.phase)));
    for (const ScoreLine &l : r.lines) {
        QString line = QStringLiteral("%1. %2: ").arg(l.rank).arg(say.nameOf(s, l.player));
        if (l.eliminated)
            line += say.text(QT_TRANSLATE_NOOP("ScoreExplanation", "eliminated, 0 points"));
        else if (l.reactors == 0)
            line += say.text(QT_TRANSLATE_NOOP("ScoreExplanation", "no Reactor, 0 points (%1 and %2 count for nothing)"))
                        .arg(say.crystals(l.crystals), say.guardians(l.guardians));
        else
            line += QStringLiteral("(%1 + %2) x %3 = %4")
                        .arg(say.crystals(l.crystals), say.guardians(l.guardians), say.reactors(l.reactors),
                             QString::number(l.score));
        line += QStringLiteral("; %1.").arg(say.techTiles(l.techTiles));
        out.append(line);
    }
    for (const TieBreak &t : r.ties) {
        // The tied players, grouped by the number of tiles they own, most first.
        std::map<int, std::vector<int>, std::greater<>> byTiles;
        for (int p : t.players) {
            if (const ScoreLine *l = lineOf(r, p))
                byTiles[l->techTiles].push_back(p);
        }
        QString sentence;
        if (byTiles.size() == 1) {
            sentence = say.text(QT_TRANSLATE_NOOP("ScoreExplanation", "%1 tie at %2 and own as many Technology Tiles "
                                                                      "(%3); they share the place."))
                           .arg(say.listOf(s, t.players), QString::number(t.score),
                                QString::number(byTiles.begin()->first));
        } else {
            sentence = say.text(QT_TRANSLATE_NOOP("ScoreExplanation", "%1 tie at %2"))
                           .arg(say.listOf(s, t.players), QString::number(t.score));
            bool first = true;
            for (const auto &[tiles, players] : byTiles) {
                const bool many = players.size() > 1;
                if (first && many)
                    sentence += say.text(QT_TRANSLATE_NOOP("ScoreExplanation", "; %1 own more Technology Tiles (%2)"))
                                    .arg(say.listOf(s, players), QString::number(tiles));
                else if (first)
                    sentence += say.text(QT_TRANSLATE_NOOP("ScoreExplanation", "; %1 owns more Technology Tiles (%2)"))
                                    .arg(say.listOf(s, players), QString::number(tiles));
                else
                    sentence += say.text(QT_TRANSLATE_NOOP("ScoreExplanation", ", then %1 (%2)"))
                                    .arg(say.listOf(s, players), QString::number(tiles));
                if (many)
                    sentence += say.text(QT_TRANSLATE_NOOP("ScoreExplanation", ", sharing a place"));
                first = false;
            }
            sentence += QLatin1Char('.');
        }
        out.append(sentence);
    }
    // Mid-game the best placed players lead; only the final score has winners (R-END-TIE).
    const bool over = s.phase == Phase::GameOver;
    if (r.winners.size() == 1)
        out.append(over ? say.text(QT_TRANSLATE_NOOP("ScoreExplanation", "%1 wins.")).arg(say.nameOf(s, r.winners.front()))
                        : say.text(QT_TRANSLATE_NOOP("ScoreExplanation", "%1 leads.")).arg(say.nameOf(s, r.winners.front())));
    else if (!r.winners.empty())
        out.append(over ? say.text(QT_TRANSLATE_NOOP("ScoreExplanation", "%1 share the victory.")).arg(say.listOf(s, r.winners))
                        : say.text(QT_TRANSLATE_NOOP("ScoreExplanation", "%1 share the lead.")).arg(say.listOf(s, r.winners)));
    return out;
}

} // namespace xobos::app
