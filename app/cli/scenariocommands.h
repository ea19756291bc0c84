// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario commands of xobos-cli: run, view, score, legal (docs/scenario-format.md).
//
// Contract: each handler takes the command's own arguments and returns the exit code:
// 0 success, 1 a failed expectation (run), 2 unusable input or command line. Output goes
// to `out`, diagnostics to `err`. Whatever the files contain, nothing crashes.
#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace xobos::app {

class CliApp;

class ScenarioCommands
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioCommands)

public:
    ScenarioCommands(QTextStream &out, QTextStream &err);

    // Registers run, view, score and legal with `cli`; this object must outlive it.
    void registerWith(CliApp &cli);

    int run(const QStringList &arguments);
    int view(const QStringList &arguments);
    int score(const QStringList &arguments);
    int legal(const QStringList &arguments);

private:
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace xobos::app
