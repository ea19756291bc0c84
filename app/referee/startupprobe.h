// SPDX-License-Identifier: GPL-3.0-or-later
// --startup-probe: a measurement hook for bench/bench_startup. When `window` has painted
// for the first time, prints one line "painted <ms since main()> rss_kib <resident KiB>"
// on stdout and quits. The same source is built into bench/hello_window, the bare Qt
// Widgets window the referee's start-up is compared with.
#pragma once

class QElapsedTimer;
class QWidget;

namespace xobos::app {

void reportFirstPaintAndQuit(QWidget &window, const QElapsedTimer &sinceMain);

// The process's resident set size in KiB (VmRSS of /proc/self/status), or -1.
long residentKib();

} // namespace xobos::app
