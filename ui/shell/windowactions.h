// SPDX-License-Identifier: GPL-3.0-or-later
// Every action of the referee window and its menus: made once with their object names and
// shortcuts, their texts set in retranslateUi(), and each one's command of the access
// policy (secrets::AccessPolicy), from which refresh() enables them. What an action does is
// connected by MainWindow. Its texts keep MainWindow's translation context, where they
// were written and where the catalogues know them.
#pragma once

#include "ui/secrets/accesspolicy.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace xobos::ui {

class GameController;

class WindowActions
{
    Q_DECLARE_TR_FUNCTIONS(xobos::ui::MainWindow)
    Q_DISABLE_COPY_MOVE(WindowActions)

public:
    // The actions are children of `window`, and their menus are in its menu bar once
    // createMenus() is called.
    WindowActions(GameController *controller, QMainWindow *window);
    ~WindowActions();

    // The menus in their order; the View menu lists `docks`' toggle actions.
    void createMenus(const QList<QDockWidget *> &docks);
    // Adds `menu` (e.g. the board's View > Space Names) to the View menu; its actions only
    // look (secrets::Command::ViewOnly): nothing works behind a cover.
    void addViewMenu(QMenu *menu);
    void retranslateUi();
    // The seats' names in the pass-the-laptop and reset-PIN actions.
    void retranslateSeats();
    // Enables every action as the access policy says for `context`, and as the game allows.
    void refresh(const secrets::AccessContext &context);

    // File
    QAction *newGame = nullptr;
    QAction *openGame = nullptr;
    QAction *importGame = nullptr;
    QAction *exportGame = nullptr;
    QAction *exportLog = nullptr;
    QAction *closeGame = nullptr;
    QAction *quit = nullptr;
    // Edit
    QAction *undo = nullptr;
    QAction *redo = nullptr;
    // Game
    QAction *endTurn = nullptr;
    QAction *attackMode = nullptr;
    QAction *lastCombat = nullptr;
    QAction *continueToDevelopment = nullptr;
    // Sheets
    QList<QAction *> passLaptop; // one per possible seat
    QAction *refereeView = nullptr;
    QAction *coverSheets = nullptr;
    QAction *tableMode = nullptr; // Sheets > Table Mode (Phones)…
    QList<QAction *> resetPin; // one per possible seat
    // View
    QAction *zoomIn = nullptr;
    QAction *zoomOut = nullptr;
    QAction *fitBoard = nullptr;
    // Tools
    QAction *library = nullptr;
    QAction *report = nullptr;
    QAction *quickScoring = nullptr;
    QAction *sheetOnly = nullptr;
    QAction *boardEditor = nullptr;
    // Help (the Help window, helpdialog.h)
    QAction *shortcutsHelp = nullptr;
    QAction *rulesHelp = nullptr;
    QAction *about = nullptr;
    QAction *aboutQt = nullptr;

    QMenu *fileMenu = nullptr;
    QMenu *editMenu = nullptr;
    QMenu *gameMenu = nullptr;
    QMenu *sheetsMenu = nullptr;
    QMenu *resetPinMenu = nullptr;
    QMenu *viewMenu = nullptr;
    QMenu *toolsMenu = nullptr;
    QMenu *helpMenu = nullptr;

private:
    GameController *m_controller = nullptr;
    QMainWindow *m_window = nullptr;
    QHash<QAction *, secrets::Command> m_commands; // every action of the window and what it is
};

} // namespace xobos::ui
