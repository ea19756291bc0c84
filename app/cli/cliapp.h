// SPDX-License-Identifier: GPL-3.0-or-later
// The frame of xobos-cli: global options (--help, --version) and a command dispatcher.
//
// Contract: run() returns the process exit code: 0 on success, 2 (kExitUsage) for an
// unknown or missing command or a bad global option (usage on stderr), otherwise what the
// command returned (1: a refusal or failure, 2: unusable input; listed in --help). The
// program's own diagnostics (xobos.* logging) are off unless --verbose comes before
// the command. Everything after the command name, options included, belongs to the
// command: `xobos-cli score --json game.xobos` hands ["--json", "game.xobos"] to "score".
//
// To add a command: write a handler (in its own file pair for anything non-trivial) and
// register it in main.cpp with addCommand().
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <vector>

namespace xobos::app {

class CliApp
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    // Receives the command's own arguments; returns the exit code.
    using Handler = std::function<int(const QStringList &arguments)>;

    CliApp(QTextStream &out, QTextStream &err);

    // Commands are listed in --help in the order they are added. Names must be unique.
    void addCommand(const QString &name, const QString &summary, Handler handler);

    // `arguments` starts with the program name, as QCoreApplication::arguments() does.
    int run(const QStringList &arguments);

private:
    struct Command
    {
        QString name;
        QString summary;
        Handler handler;
    };

    const Command *findCommand(const QString &name) const;
    QString commandList() const;
    int usageFailure(const QString &message, const QString &help);

    QTextStream &m_out;
    QTextStream &m_err;
    std::vector<Command> m_commands;
};

} // namespace xobos::app
