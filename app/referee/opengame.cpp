// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/referee/opengame.h"

#include "ui/shell/gamecontroller.h"
#include "ui/shell/gamekinds.h"
#include "ui/shell/mainwindow.h"

#include <QCoreApplication>
#include <QDialog>

namespace xobos::app {

bool opensBeforeTheWindow(ui::GameController &controller, qint64 gameId)
{
    const std::optional<store::GameRecord> game = controller.store().game(gameId);
    if (!game)
        return true;
    const ui::GameKind *kind = ui::findGameKind(game->module);
    return kind && kind->window == ui::GameKind::Window::Table && ui::whyNotPlayable(*game).isEmpty();
}

QWidget &showFirstWindow(ui::MainWindow &window, ui::GameController &controller, qint64 gameId)
{
    const std::optional<store::GameRecord> game = gameId > 0 ? controller.store().game(gameId) : std::nullopt;
    const ui::GameKind *kind = game ? ui::findGameKind(game->module) : nullptr;
    if (kind && kind->window != ui::GameKind::Window::Table && ui::whyNotPlayable(*game).isEmpty()) {
        window.openGame(gameId); // its window, a child of the main one, comes up by itself
        for (QWidget *w : window.findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (!w->isWindow() || !w->isVisible() || qobject_cast<QDialog *>(w))
                continue;
            // Closing it ends the program, as closing the main window would.
            QObject::connect(w, &QObject::destroyed, &window, [&window] {
                if (!window.isVisible())
                    QCoreApplication::quit();
            });
            return *w;
        }
        window.show(); // it could not open (a message said why): the main window
        return window;
    }
    window.show();
    if (gameId > 0)
        window.openGame(gameId);
    return window;
}

} // namespace xobos::app
