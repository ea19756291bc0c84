// SPDX-License-Identifier: GPL-3.0-or-later
// Why the referee refused an action, in the table's language.
//
// Contract: one translated sentence for every rules::ViolationCode. The sentences name the
// rule that was broken, never a hidden value of any player (the whole table reads them).
#pragma once

#include "xobos/rules/view.h"
#include "xobos/rules/violation.h"

#include <QString>

namespace xobos::ui {

QString reasonText(rules::ViolationCode code);
// The rule id from docs/rules.md ("R-MOVE-ONCE"), for a "show how" line.
QString reasonRule(rules::ViolationCode code);
// What `viewer` may read of a refusal: reasonText(code), or — for the public view and a
// code whose reason may rest on a hidden value (rules::violationIsPublic) — a neutral
// sentence that sends the player to the private sheet.
QString reasonTextFor(rules::ViolationCode code, const rules::Viewer &viewer);

} // namespace xobos::ui
