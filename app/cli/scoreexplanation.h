// The final score in English sentences, tie-breaks included (R-END-SCORE, R-END-TIE):
// "Blue and Red tie at 39; Blue owns more Technology Tiles (3 against 2)."
#pragma once

#include "rules/scoring.h"
#include "rules/state.h"

#include <QStringList>

namespace xobos::app {

QStringList explainScore(const rules::GameState &state, const rules::ScoreReport &report);

} // namespace xobos::app
