// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/logging.h"

// Debug messages are off unless enabled with QT_LOGGING_RULES="xobos.ui.debug=true".
Q_LOGGING_CATEGORY(lcUi, "xobos.ui", QtInfoMsg)
