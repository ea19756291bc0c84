#include "ui/startuptiming.h"

#include <QElapsedTimer>
#include <QtGlobal>

#include <cstdio>

namespace xobos::ui::startup {

namespace {
QElapsedTimer &clock()
{
    static QElapsedTimer timer;
    return timer;
}
} // namespace

bool enabled()
{
    static const bool on = qEnvironmentVariableIsSet("XOBOS_STARTUP_TIMING");
    return on;
}

void begin()
{
    clock().start();
}

void mark(const char *step)
{
    if (!enabled() || !clock().isValid())
        return;
    std::fprintf(stderr, "%s after %.1f ms\n", step, static_cast<double>(clock().nsecsElapsed()) / 1e6);
}

} // namespace xobos::ui::startup
