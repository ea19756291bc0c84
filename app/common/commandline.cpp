// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/common/commandline.h"

namespace xobos::app {

std::optional<int> CommandLine::parseStandard(QCommandLineParser &parser, const QStringList &arguments,
                                              QTextStream &out, QTextStream &err)
{
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();

    // parse() instead of process(): process() exits with code 1 on errors, and the
    // executables promise 2 for a bad command line.
    if (!parser.parse(arguments)) {
        return usageError(parser.errorText(), err);
    }
    // showHelp()/showVersion() would call ::exit(); print and return instead so that
    // destructors run and the caller decides.
    // Qt's parser also offers --help-all (with Qt's own options): answer it the same way.
    if (parser.isSet(helpOption) || parser.optionNames().contains(QStringLiteral("help-all"))) {
        out << parser.helpText();
        out.flush();
        return kExitOk;
    }
    if (parser.isSet(versionOption)) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        out.flush();
        return kExitOk;
    }
    return std::nullopt;
}

int CommandLine::usageError(const QString &message, QTextStream &err)
{
    const QString program = QCoreApplication::applicationName();
    err << program << ": " << message << '\n' << tr("Try '%1 --help' for more information.").arg(program) << '\n';
    err.flush();
    return kExitUsage;
}

} // namespace xobos::app
