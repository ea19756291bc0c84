// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop app's command line.
#pragma once

#include <QLocale>
#include <QString>

#include <optional>

namespace xobos::app {

struct RefereeOptions
{
    QLocale locale; // --language, or the system's
    QString databasePath; // --database
    QString gameFile; // a *.xobos.json to import and open
    QString screenshotFile; // hidden --screenshot FILE
    bool demoGame = false; // hidden --demo-game
    qint64 openGameId = 0; // hidden --open-game ID (bench_startup)
    bool startupProbe = false; // hidden --startup-probe (bench_startup)
};

// Reads the command line into `options`. Returns an exit code when the program ends here
// (--help, --version, a bad command line) after printing, in the user's language. Needs no
// QCoreApplication and no display: those cases must work over ssh and in package checks.
std::optional<int> readRefereeOptions(int argc, char *argv[], RefereeOptions *options);

} // namespace xobos::app
