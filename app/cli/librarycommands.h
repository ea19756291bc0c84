// SPDX-License-Identifier: GPL-3.0-or-later
// The library commands of xobos-cli: games, export, import (docs/store-format.md).
//
// Contract: each takes `--database PATH` (default: the desktop app's library) and returns
// 0 on success, 1 when the library refuses or fails (missing, in use, damaged, read-only,
// full disk…), 2 for an unusable command line or input file. The library is opened only
// for the command's duration; only `import` creates a library that does not exist.
// `export --out` never writes over the library, its files or any SQLite file, nor over
// an existing file without --force.
#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace xobos::app {

class CliApp;

class LibraryCommands
{
    Q_DECLARE_TR_FUNCTIONS(LibraryCommands)

public:
    LibraryCommands(QTextStream &out, QTextStream &err);
    void registerWith(CliApp &cli);

    int games(const QStringList &arguments);
    int exportGame(const QStringList &arguments);
    int importGame(const QStringList &arguments);

private:
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace xobos::app
