// SPDX-License-Identifier: GPL-3.0-or-later
// The final score in the table's language: the formula per player and the tie-breakers
// step by step (R-END-SCORE, R-END-TIE). Shared by quick scoring and the game report.
//
// Contract: built only from a rules::ScoreReport (numbers every player sees at the end of
// the game) and the players' names; every sentence goes through tr().
#pragma once

#include "xobos/rules/scoring.h"

#include <QObject>
#include <QString>
#include <QStringList>

namespace xobos::ui::companion {

class ScoreText : public QObject
{
    Q_OBJECT

public:
    // "(10 + 3) × 3 = 39", "no Reactor: scores 0", "eliminated: scores 0".
    static QString formula(const rules::ScoreLine &line);
    // One sentence per tie (score, then Technology Tiles, then a shared place), then the
    // winner: "Blue and Red tie at 39; Blue owns more Technology Tiles (3 against 2)."
    static QStringList explanation(const rules::ScoreReport &report, const QStringList &names);
    // The whole result as plain text, one line per player and then the explanation.
    static QString resultText(const rules::ScoreReport &report, const QStringList &names);
    // "Blue", "Blue and Red", "Blue, Red and Green".
    static QString nameList(const QStringList &names);
    static QString playerName(const QStringList &names, int player);
};

} // namespace xobos::ui::companion
