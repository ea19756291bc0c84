// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/startuptiming.h"

#include <QElapsedTimer>

Q_LOGGING_CATEGORY(lcStartup, "xobos.startup", QtInfoMsg)

namespace xobos::ui::startup {

namespace {
QElapsedTimer &clock()
{
    static QElapsedTimer timer;
    return timer;
}
} // namespace

void begin()
{
    clock().start();
}

void mark(const char *step)
{
    if (clock().isValid())
        qCDebug(lcStartup, "%s after %.1f ms", step, static_cast<double>(clock().nsecsElapsed()) / 1e6);
}

} // namespace xobos::ui::startup
