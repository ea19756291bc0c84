// SPDX-License-Identifier: GPL-3.0-or-later
// Reading the command line the same way in every executable.
//
// Contract: exit code 0 for --help and --version, 2 (kExitUsage) for a command line that
// cannot be parsed (unknown option, missing value), with the reason on stderr.
#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <optional>

namespace xobos::app {

// Exit codes shared by the executables.
constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;

class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    // Adds --help and --version to `parser`, parses `arguments` (program name first) and
    // handles the standard cases: help and version go to `out`, errors to `err`. Returns an
    // exit code when the program should stop now, std::nullopt to go on.
    static std::optional<int> parseStandard(QCommandLineParser &parser, const QStringList &arguments, QTextStream &out,
                                            QTextStream &err);

    // Writes "<program>: <message>" and a hint to use --help to `err`; returns kExitUsage.
    static int usageError(const QString &message, QTextStream &err);
};

} // namespace xobos::app
