// SPDX-License-Identifier: GPL-3.0-or-later
// What one viewer sees -> JSON (see docs/scenario-format.md, "Views"). Output only.
//
// Contract: built from rules::GameView alone, so it cannot contain anything the viewer
// may not see: a hidden value is an absent key (never null, never 0). Spaces are board
// ids, players seat indices. The final score is public and written here too.
#pragma once

#include "xobos/rules/board.h"
#include "xobos/rules/scoring.h"
#include "xobos/rules/view.h"

#include <QJsonObject>

namespace xobos::io {

QJsonObject viewToJson(const rules::GameView &view, const rules::Board &board);
QJsonObject scoreReportToJson(const rules::ScoreReport &report);

} // namespace xobos::io
