// SPDX-License-Identifier: GPL-3.0-or-later
// The steps of the start on the logging category "xobos.startup", off unless enabled with
// QT_LOGGING_RULES="xobos.startup.debug=true": each prints "<step> after <ms> ms", measured
// from main() (docs/performance.md).
#pragma once

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcStartup)

namespace xobos::ui::startup {

void begin(); // main() calls it first
void mark(const char *step); // a debug message on xobos.startup

} // namespace xobos::ui::startup
