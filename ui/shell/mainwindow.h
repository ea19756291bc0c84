// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: it assembles the menus, the central pages (welcome, board) and the
// docks around the board. It holds no game logic: the GameController owns the engine
// state, the library and undo; the panels and models observe it.
#pragma once

#include "xobos/rules/violation.h"
#include "ui/secrets/accesspolicy.h"

#include <QHash>

#include <QMainWindow>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QSettings;
class QStackedWidget;
class QTableView;

namespace xobos::ui {

class BoardInteraction;
class BoardScene;
class BoardView;
class GameController;
class GameInfoPanel;
class HandOver;
class SheetsPanel;
class GamesModel;
class LogFilterProxy;
class LogModel;
class MovesPanel;
class PlayersModel;
class ReplayBar;
class WelcomePage;

class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    // A window with its own controller on the default library, opened only when a game
    // is started or opened; no settings are read or written.
    explicit MainWindow(QWidget *parent = nullptr);
    // `controller` and `settings` (may be null) are not owned and must outlive the window.
    MainWindow(GameController *controller, QSettings *settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    GameController *controller() const { return m_controller; }
    BoardView *boardView() const { return m_boardView; }
    BoardInteraction *interaction() const { return m_interaction; }
    MovesPanel *movesPanel() const { return m_moves; }
    LogModel *logModel() const { return m_logModel; }
    PlayersModel *playersModel() const { return m_playersModel; }
    GameInfoPanel *gameInfo() const { return m_info; }
    ReplayBar *replayBar() const { return m_replay; }
    HandOver *handOver() const { return m_handOver; }
    SheetsPanel *sheetsPanel() const { return m_sheets; }

    // Shows the About dialog without blocking (window-modal); it deletes itself on close.
    void showAbout();
    void showNewGameWizard();
    void showOpenGameDialog();
    void openGame(qint64 gameId);
    // The library could not be opened (`error`, the store's message): the welcome page
    // says which and why, and offers another library or its newest good backup.
    void showLibraryProblem(const QString &error);
    void showCombatReport();
    bool exportLog(const QString &fileName);
    // Imports a game file into the library and opens it (File > Import Game…, a file given
    // on the command line, a double-click on *.xobos.json). A failure is shown in a
    // window-modal message box named "importErrorBox" and changes nothing.
    bool importGame(const QString &fileName);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void setUp();
    void createActions();
    void createMenus();
    void createDocks();
    void retranslateUi();
    void fitLogColumns();
    WelcomePage *welcomePage();
    // Opens the library `path` instead (another one, a restored backup) and remembers it.
    void useLibrary(const QString &path);
    void restoreSettings();
    void saveSettings();
    void onGameChanged();
    void onStateChanged();
    void onActionAccepted();
    void askPendingChoice();
    void showStatus(const QString &text);
    void onActionRejected(int player, rules::ViolationCode code);
    void refreshPassActions();
    // Enables every action as the access policy says (issue #20).
    void refreshAccess();
    void explainDevelopmentEnd();
    void refuseRefereeView();
    void resetPinByReferee(int seat);
    void resetPinByTable(int seat);
    QDockWidget *addDock(QWidget *widget, const QString &objectName, Qt::DockWidgetArea area);

    GameController *m_controller = nullptr;
    QSettings *m_settings = nullptr;
    GamesModel *m_games = nullptr;
    QStackedWidget *m_pages = nullptr;
    WelcomePage *m_welcome = nullptr;
    BoardScene *m_scene = nullptr;
    BoardView *m_boardView = nullptr;
    BoardInteraction *m_interaction = nullptr;
    GameInfoPanel *m_info = nullptr;
    PlayersModel *m_playersModel = nullptr;
    LogModel *m_logModel = nullptr;
    LogFilterProxy *m_logProxy = nullptr;
    QTableView *m_logTable = nullptr;
    MovesPanel *m_moves = nullptr;
    ReplayBar *m_replay = nullptr;
    HandOver *m_handOver = nullptr;
    SheetsPanel *m_sheets = nullptr;
    QDockWidget *m_sheetsDock = nullptr;
    bool m_sheetsWide = false;
    QLabel *m_viewerLabel = nullptr;
    QList<QDockWidget *> m_docks;
    bool m_choiceOpen = false;
    bool m_reviewShown = false;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_gameMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    void createToolsMenu();
    void openFromLibrary();
    void showGameReport();
    QMenu *m_sheetsMenu = nullptr;
    QMenu *m_toolsMenu = nullptr;
    QAction *m_libraryAction = nullptr;
    QAction *m_reportAction = nullptr;
    QAction *m_quickScoringAction = nullptr;
    QAction *m_sheetOnlyAction = nullptr;
    QAction *m_boardEditorAction = nullptr;
    QList<QAction *> m_passActions;
    QAction *m_refereeAction = nullptr;
    QAction *m_coverAction = nullptr;
    QAction *m_continueAction = nullptr;
    QMenu *m_resetPinMenu = nullptr;
    QList<QAction *> m_resetPinActions;
    QHash<QAction *, secrets::Command> m_commands; // every action of the window and what it is
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_importAction = nullptr;
    QAction *m_exportGameAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_endTurnAction = nullptr;
    QAction *m_attackModeAction = nullptr;
    QAction *m_combatAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};

} // namespace xobos::ui
