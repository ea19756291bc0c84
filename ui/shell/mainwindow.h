// SPDX-License-Identifier: GPL-3.0-or-later
// The main window: it assembles the menus, the central pages (welcome, board) and the
// docks around the board. It holds no game logic: the GameController owns the engine
// state, the library and undo; the panels and models observe it.
#pragma once

#include "xobos/rules/violation.h"
#include "ui/secrets/accesspolicy.h"

#include <memory>

#include <QMainWindow>
#include <QPointer>

class QAction;
class QDockWidget;
class QFrame;
class QLabel;
class QMenu;
class QSettings;
class QStackedWidget;
class QTableView;
class QToolBar;

namespace xobos::ui::phones {
class TableModeDialog;
}
namespace xobos::ui::secrets {
class XobosPhoneHost;
}

namespace xobos::ui {

class BoardInteraction;
class BoardScene;
class BoardView;
class CombatView;
class GameController;
class FinalScoreDialog;
class GameInfoPanel;
class HandOver;
class SheetsPanel;
class GamesModel;
class LogModel;
class LogPanel;
class PendingChoiceFlow;
class PinReset;
class PrivateSheetLayout;
class MovesPanel;
class PlayersModel;
class ReplayBar;
class ReplayLook;
class StatusFlow;
class StatusStrip;
class WelcomePage;
class WindowActions;

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
    LogModel *logModel() const;
    LogPanel *logPanel() const { return m_log; }
    PlayersModel *playersModel() const { return m_playersModel; }
    GameInfoPanel *gameInfo() const { return m_info; }
    ReplayBar *replayBar() const { return m_replay; }
    HandOver *handOver() const { return m_handOver; }
    CombatView *combatView() const { return m_combat; }
    SheetsPanel *sheetsPanel() const { return m_sheets; }
    // What the table does now and its one button (issue #25).
    StatusStrip *statusStrip() const { return m_strip; }
    StatusFlow *statusFlow() const { return m_statusFlow; }
    // The window's actions and menus (e.g. to add an entry to the View menu).
    WindowActions *actions() const { return m_actions.get(); }

    // Shows the About dialog without blocking (window-modal); it deletes itself on close.
    void showAbout();
    void showNewGameWizard();
    // The wizard with the game of that module id chosen, starting at its first page.
    void showNewGameWizardFor(const QString &module);
    void showOpenGameDialog();
    // Opens the game in its game's window (ui/shell/gamekinds.h): the table, or the
    // sheet-only window; a game this program cannot play only says why
    // ("notPlayableBox"), a game that cannot be opened says why too.
    void openGame(qint64 gameId);
    // The library could not be opened (`error`, the store's message): the welcome page
    // says which and why, and offers another library or its newest good backup.
    void showLibraryProblem(const QString &error);
    void showCombatReport();
    // The final score of a finished game (FinalScoreDialog, "finalScoreDialog"), opened on
    // its own when the game ends; the report is one click away from it.
    void showFinalScore();
    bool exportLog(const QString &fileName);
    // Imports a game file of any game the window plays into the library and opens it in its
    // game's window, as openGame() does (File > Import Game…, a file given
    // on the command line, a double-click on *.xobos.json). A failure is shown in a
    // window-modal message box named "importErrorBox" and changes nothing.
    bool importGame(const QString &fileName);
    // Sheets > Table Mode (phones): the players' phones as their private sheets (issue #29,
    // ui/phones/tablemodedialog.h); made when first opened, closed with its game.
    void openTableMode();
    phones::TableModeDialog *tableModeDialog() const;

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void setUp();
    void connectActions();
    void saveGameFile();
    void openFromLibrary();
    void showGameReport();
    void createDocks();
    void retranslateUi();
    WelcomePage *welcomePage();
    // Opens the library `path` instead (another one, a restored backup) and remembers it.
    void useLibrary(const QString &path);
    void restoreSettings();
    void saveSettings();
    void onGameChanged();
    void onStateChanged();
    void onActionAccepted();
    void showStatus(const QString &text);
    void onActionRejected(int player, rules::ViolationCode code);
    // Enables every action as the access policy says (issue #20).
    void refreshAccess();
    // What the players table needs to show every column without a scroll bar.
    int playersTableWidth() const;
    void showScoreColumns();
    QDockWidget *addDock(QWidget *widget, const QString &objectName, Qt::DockWidgetArea area);

    GameController *m_controller = nullptr;
    QSettings *m_settings = nullptr;
    GamesModel *m_games = nullptr;
    QStackedWidget *m_pages = nullptr;
    WelcomePage *m_welcome = nullptr;
    BoardScene *m_scene = nullptr;
    BoardView *m_boardView = nullptr;
    BoardInteraction *m_interaction = nullptr;
    CombatView *m_combat = nullptr;
    GameInfoPanel *m_info = nullptr;
    PlayersModel *m_playersModel = nullptr;
    QTableView *m_playersTable = nullptr;
    LogPanel *m_log = nullptr;
    PendingChoiceFlow *m_pendingChoice = nullptr;
    PinReset *m_pinReset = nullptr;
    QDockWidget *m_gameDock = nullptr;
    QDockWidget *m_playersDock = nullptr;
    QDockWidget *m_movesDock = nullptr;
    QDockWidget *m_logDock = nullptr;
    QToolBar *m_replayToolBar = nullptr;
    QToolBar *m_stripToolBar = nullptr;
    StatusStrip *m_strip = nullptr;
    StatusFlow *m_statusFlow = nullptr;
    QFrame *m_boardFrame = nullptr;
    ReplayLook *m_replayLook = nullptr;
    MovesPanel *m_moves = nullptr;
    ReplayBar *m_replay = nullptr;
    HandOver *m_handOver = nullptr;
    SheetsPanel *m_sheets = nullptr;
    QDockWidget *m_sheetsDock = nullptr;
    bool m_sheetsWide = false;
    PrivateSheetLayout *m_privateLayout = nullptr;
    QLabel *m_viewerLabel = nullptr;
    QList<QDockWidget *> m_docks;
    bool m_reviewShown = false;
    bool m_endShown = false; // the live game's end was announced
    QPointer<FinalScoreDialog> m_finalScore;

    std::unique_ptr<WindowActions> m_actions;
    std::unique_ptr<secrets::XobosPhoneHost> m_phoneHost;
    QPointer<phones::TableModeDialog> m_tableMode;
};

} // namespace xobos::ui
