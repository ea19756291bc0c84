// SPDX-License-Identifier: GPL-3.0-or-later
// xobos-cli: headless tools for Guardians of Xobos games. The frame is in CliApp.
#include "app/cli/cliapp.h"
#include "app/cli/filecommands.h"
#include "app/cli/librarycommands.h"
#include "app/cli/scenariocommands.h"
#include "i18n/translation.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("xobos-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(XOBOS_VERSION));
    // Messages and help in the user's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), before
    // the commands register their translated summaries. Tab-separated and JSON output and
    // the `run` report stay English: scripts read them.
    xobos::i18n::installTranslations(QLocale());

    QTextStream out(stdout);
    QTextStream err(stderr);
    xobos::app::CliApp cli(out, err);
    xobos::app::ScenarioCommands scenarios(out, err);
    scenarios.registerWith(cli);
    xobos::app::LibraryCommands library(out, err);
    library.registerWith(cli);
    xobos::app::FileCommands files(out, err);
    files.registerWith(cli);
    return cli.run(QCoreApplication::arguments());
}
