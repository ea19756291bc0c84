// SPDX-License-Identifier: GPL-3.0-or-later
// xobos-cli's command for Espiral's card files (docs/espiral-format.md, issue #27):
// `import-cards [--json] FILE` checks a player's CSV or JSON list of cards and lands with
// the importer of core/espiral (cardimport.h), as the window's import does.
//
// Contract: exit code 0 and a summary (the cards per deck, the lands) or, with --json,
// {"cards": [...], "lands": [...]} on `out` for a good file; 2 and one line per bad row
// ("FILE:LINE: reason") on `err` and nothing on `out` for a bad one (all or nothing);
// 2 for a file that cannot be read or a bad command line.
#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace xobos::app {

class CliApp;

class EspiralCommands
{
    Q_DECLARE_TR_FUNCTIONS(EspiralCommands)

public:
    EspiralCommands(QTextStream &out, QTextStream &err);

    // Registers import-cards with `cli`; this object must outlive it.
    void registerWith(CliApp &cli);

    int importCards(const QStringList &arguments);

private:
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace xobos::app
