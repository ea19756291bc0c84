// SPDX-License-Identifier: GPL-3.0-or-later
// While a player's sheet is open behind the lock, the sheet takes the whole window (issue
// #25): the board and the Game, Players and Log docks step aside, the Sheets dock is raised
// and fills the window. The Moves dock stays where it is (tabbed behind the sheet by
// default), and the status strip, the replay bar, the menus and their shortcuts (Edit >
// Undo, Ctrl+Z) stay. When the viewer is the table or the referee again, the board and
// the docks that stepped aside come back (a dock closed before stays closed), and the
// Sheets dock gets back the width it had.
//
// Contract: the window layout only; what the sheet shows is SheetsPanel's. A floating
// Sheets dock is its own window already: the board then stays.
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QDockWidget;
class QMainWindow;
class QWidget;

namespace xobos::ui {

class GameController;

class PrivateSheetLayout : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PrivateSheetLayout)

public:
    // `board` is the window's central widget; `stepAside` the docks hidden while private.
    PrivateSheetLayout(GameController *controller, QMainWindow *window, QWidget *board, QDockWidget *sheets,
                       const QList<QDockWidget *> &stepAside, QObject *parent = nullptr);
    ~PrivateSheetLayout() override;

    bool isPrivate() const { return m_private; }
    // Looks at the viewer and the game again (called on viewerChanged and gameChanged).
    void update();
    // The public layout now, whoever looks (before the window saves its state on close).
    void restore();

Q_SIGNALS:
    // The board and the docks that stepped aside are back (the window may fit them again).
    void publicLayoutRestored();

private:
    void apply();

    GameController *m_controller = nullptr;
    QMainWindow *m_window = nullptr;
    QWidget *m_board = nullptr;
    QDockWidget *m_sheets = nullptr;
    QList<QDockWidget *> m_stepAside;
    QList<QPointer<QDockWidget>> m_hidden; // the docks this object hid
    int m_sheetsWidth = 0;                 // the Sheets dock's width before
    bool m_private = false;
};

} // namespace xobos::ui
