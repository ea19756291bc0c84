// SPDX-License-Identifier: GPL-3.0-or-later
// The final score in sentences, tie-breaks included (R-END-SCORE, R-END-TIE):
// "Blue and Red tie at 39; Blue owns more Technology Tiles (3 against 2)."
#pragma once

#include "xobos/rules/scoring.h"
#include "xobos/rules/state.h"

#include <QStringList>

namespace xobos::app {

// English: the source sentences, byte for byte whatever the user's language (the
// "explanation" of `score --json`, which scripts read). Translated: in the language of the
// installed translators, for people (`score` without --json); English when there are none.
enum class Wording { English, Translated };

QStringList explainScore(const rules::GameState &state, const rules::ScoreReport &report,
                         Wording wording = Wording::English);

} // namespace xobos::app
