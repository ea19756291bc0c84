// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/referee/opengame.h"

#include "ui/shell/gamecontroller.h"
#include "ui/shell/gamekinds.h"

namespace xobos::app {

bool opensBeforeTheWindow(ui::GameController &controller, qint64 gameId)
{
    const std::optional<store::GameRecord> game = controller.store().game(gameId);
    if (!game)
        return true;
    const ui::GameKind *kind = ui::findGameKind(game->module);
    return kind && kind->window == ui::GameKind::Window::Table && ui::whyNotPlayable(*game).isEmpty();
}

} // namespace xobos::app
