// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cliapp.h"

#include "app/common/commandline.h"

#include <QCommandLineParser>
#include <QLoggingCategory>

#include <algorithm>
#include <cassert>

namespace xobos::app {

CliApp::CliApp(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{ }

void CliApp::addCommand(const QString &name, const QString &summary, Handler handler)
{
    assert(findCommand(name) == nullptr && "command registered twice");
    m_commands.push_back(Command{name, summary, std::move(handler)});
}

const CliApp::Command *CliApp::findCommand(const QString &name) const
{
    const auto it = std::find_if(m_commands.begin(), m_commands.end(),
                                 [&name](const Command &command) { return command.name == name; });
    return it == m_commands.end() ? nullptr : &*it;
}

QString CliApp::commandList() const
{
    QString text = tr("Commands:") + QLatin1Char('\n');
    if (m_commands.empty()) {
        return text + QStringLiteral("  ") + tr("(none yet)") + QLatin1Char('\n');
    }
    qsizetype width = 0;
    for (const auto &command : m_commands) {
        width = std::max(width, command.name.size());
    }
    for (const auto &command : m_commands) {
        text += QStringLiteral("  ") + command.name.leftJustified(width + 2) + command.summary + QLatin1Char('\n');
    }
    return text;
}

int CliApp::usageFailure(const QString &message, const QString &help)
{
    m_err << QCoreApplication::applicationName() << ": " << message << "\n\n" << help;
    m_err.flush();
    return kExitUsage;
}

int CliApp::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Headless tools for Guardians of Xobos games.") + QLatin1String("\n\n")
        + tr("Exit status: 0 success; 1 a refusal or failure (a scenario's expectation failed, the library is "
             "missing, in use, damaged or read-only, the disk is full); 2 an unusable command line or input file."));
    // --verbose only: -v is --version (Qt's addVersionOption(), and the man page says so).
    const QCommandLineOption verbose(QStringLiteral("verbose"),
                                     tr("Print diagnostics (what the library does) on standard error."));
    parser.addOption(verbose);
    parser.addPositionalArgument(QStringLiteral("command"), tr("The command to run (see below)."));
    parser.addPositionalArgument(QStringLiteral("arguments"), tr("Arguments of the command."),
                                 QStringLiteral("[arguments...]"));
    // Options after the command name belong to the command, not to xobos-cli.
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);

    QString help;
    {
        // parseStandard() adds --help/--version, so the help text is complete only after it;
        // it prints the help itself for --help, followed here by the command list.
        const auto exitCode = CommandLine::parseStandard(parser, arguments, m_out, m_err);
        help = parser.helpText() + QLatin1Char('\n') + commandList();
        if (exitCode) {
            if (*exitCode == kExitOk && parser.isSet(QStringLiteral("help"))) {
                m_out << QLatin1Char('\n') << commandList();
                m_out.flush();
            }
            return *exitCode;
        }
    }

    // Quiet by default: the commands say what went wrong themselves.
    if (!parser.isSet(verbose))
        QLoggingCategory::setFilterRules(
            QStringLiteral("xobos.*.debug=false\nxobos.*.info=false\nxobos.*.warning=false"));

    QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        return usageFailure(tr("missing command"), help);
    }
    const QString name = positional.takeFirst();
    const Command *command = findCommand(name);
    if (!command) {
        return usageFailure(tr("unknown command '%1'").arg(name), help);
    }
    return command->handler(positional);
}

} // namespace xobos::app
