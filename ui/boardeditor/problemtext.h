// SPDX-License-Identifier: GPL-3.0-or-later
// Short translated sentences for the board validator's problem codes, for the editor's
// problem list. The validator's English `detail` stays for tooltips and logs.
#pragma once

#include "xobos/rules/boardcheck.h"

#include <QString>

namespace xobos::ui {

QString problemText(rules::BoardProblemCode code);

} // namespace xobos::ui
