// SPDX-License-Identifier: GPL-3.0-or-later
// xobos-cli's command for the players' own game files (game::Module::importFile; Espiral's
// card and land lists, docs/espiral-format.md): `import-cards [--game ID] [--json] FILE`
// reads the file with the module's import, as the window does. The game is found in
// game::modules() (the one module that imports files, or --game ID); the CLI names none.
//
// Contract: exit code 0 and a summary (each list of the result with its count) or, with
// --json, the module's JSON (for Espiral {"cards": [...], "lands": [...]}, a setup's lists)
// on `out` for a good file; 2 and one line per bad row ("FILE:LINE: reason") on `err` and
// nothing on `out` for a bad one (all or nothing); 2 for a file that cannot be read, an
// unknown game or a bad command line.
#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace xobos::app {

class CliApp;

class FileCommands
{
    Q_DECLARE_TR_FUNCTIONS(FileCommands)

public:
    FileCommands(QTextStream &out, QTextStream &err);

    // Registers import-cards with `cli`; this object must outlive it.
    void registerWith(CliApp &cli);

    int importCards(const QStringList &arguments);

private:
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace xobos::app
