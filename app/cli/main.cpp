// xobos-cli: headless tools for Guardians of Xobos games. The frame is in CliApp.
#include "app/cli/cliapp.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication application(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("xobos-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(XOBOS_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
    xobos::app::CliApp cli(out, err);
    // Commands are registered here, one line each: cli.addCommand(name, summary, handler).
    return cli.run(QCoreApplication::arguments());
}
