// SPDX-License-Identifier: GPL-3.0-or-later
#include "xobostable.h"

#include "tablefixture.h"
#include "ui/secrets/handover.h"
#include "ui/shell/gamecontroller.h"

#include <QCoreApplication>

namespace xobos::testing {

bool XobosTable::open(At at)
{
    ui::GameController &c = controller();
    if (!startTwoPlayerGame(c, at == At::Setup ? -1 : 0)) {
        qWarning("the game could not be started");
        return false;
    }
    window = std::make_unique<ui::MainWindow>(&c, nullptr);
    showWindow(*window);
    if (at == At::Development) {
        if (!playUntilPhase(c, rules::Phase::Development)) {
            qWarning("the game did not reach its Development phase");
            return false;
        }
        QCoreApplication::processEvents();
        if (window->handOver()->reviewing())
            window->handOver()->continueToDevelopment();
    }
    server = tableModeOn(*window);
    if (!server)
        qWarning("table mode does not listen");
    return server != nullptr;
}

} // namespace xobos::testing
