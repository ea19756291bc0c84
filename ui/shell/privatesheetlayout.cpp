// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/privatesheetlayout.h"

#include "ui/shell/gamecontroller.h"

#include <QDockWidget>
#include <QMainWindow>

namespace xobos::ui {

PrivateSheetLayout::PrivateSheetLayout(GameController *controller, QMainWindow *window, QWidget *board, QDockWidget *sheets,
                                       const QList<QDockWidget *> &stepAside, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_window(window)
    , m_board(board)
    , m_sheets(sheets)
    , m_stepAside(stepAside)
{
    connect(controller, &GameController::viewerChanged, this, &PrivateSheetLayout::update);
    connect(controller, &GameController::gameChanged, this, &PrivateSheetLayout::update);
}

PrivateSheetLayout::~PrivateSheetLayout() = default;

void PrivateSheetLayout::update()
{
    const bool own = m_controller->hasGame() && m_controller->viewer().kind == rules::Viewer::Kind::Player;
    if (own && (m_private || !m_sheets->isFloating()))
        apply();
    else
        restore();
}

void PrivateSheetLayout::apply()
{
    if (!m_private)
        m_sheetsWidth = m_sheets->width();
    m_private = true;
    // Again on every call: opening a game shows every dock (MainWindow::onGameChanged).
    for (QDockWidget *dock : std::as_const(m_stepAside)) {
        if (!dock->isHidden()) {
            m_hidden << dock;
            dock->hide();
        }
    }
    m_board->hide();
    m_sheets->show();
    m_sheets->raise();
}

void PrivateSheetLayout::restore()
{
    if (!m_private)
        return;
    m_private = false;
    m_board->show();
    if (m_controller->hasGame()) {
        for (const QPointer<QDockWidget> &dock : std::as_const(m_hidden)) {
            if (dock)
                dock->show();
        }
    }
    m_hidden.clear();
    if (!m_sheets->isFloating() && m_sheetsWidth > 0)
        m_window->resizeDocks({m_sheets}, {m_sheetsWidth}, Qt::Horizontal);
    Q_EMIT publicLayoutRestored();
}

} // namespace xobos::ui
