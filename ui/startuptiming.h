// Start-up timing for XOBOS_STARTUP_TIMING=1 (issue #11, docs/performance.md): each step of
// the start prints "<step> after <ms> ms" on stderr, measured from main(). Costs nothing
// when the variable is not set.
#pragma once

namespace xobos::ui::startup {

void begin();                // main() calls it first
void mark(const char *step); // prints when XOBOS_STARTUP_TIMING is set
// XOBOS_STARTUP_TIMING is set: for steps that cost something to describe.
bool enabled();

} // namespace xobos::ui::startup
