// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/gamerouting.h"

#include "ui/companion/sheetonlywindow.h"
#include "ui/espiral/espiralwindow.h"
#include "ui/shell/gamekinds.h"
#include "ui/invaders/invaderswindow.h"
#include "ui/tech/techwindow.h"

namespace xobos::ui {

bool openInOwnWindow(store::GameStore &store, const store::GameRecord &game, QWidget *parent)
{
    const GameKind *kind = findGameKind(game.module);
    if (!kind)
        return false;
    switch (kind->window) {
    case GameKind::Window::SheetOnly: companion::SheetOnlyWindow::resume(store, game.id, parent); return true;
    case GameKind::Window::Tech: tech::TechWindow::resume(store, game.id, parent); return true;
    case GameKind::Window::Espiral: espiral::EspiralWindow::resume(store, game.id, parent); return true;
    case GameKind::Window::Invaders: invaders::InvadersWindow::resume(store, game.id, parent); return true;
    case GameKind::Window::Table: return false;
    }
    return false;
}

} // namespace xobos::ui
