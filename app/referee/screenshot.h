// SPDX-License-Identifier: GPL-3.0-or-later
// --screenshot FILE: save a picture of a window once it is laid out and shown, then quit.
// Used for the README and for checking layouts and fonts on machines without a screen.
#pragma once

#include <QString>

class QWidget;

namespace xobos::app {

// Schedules the grab for the first turn of the event loop after `window` is shown; the
// application then exits with 0 when the PNG was written, 1 otherwise.
void saveScreenshotAndQuit(QWidget &window, const QString &fileName);

} // namespace xobos::app
