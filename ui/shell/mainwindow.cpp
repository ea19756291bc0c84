// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/mainwindow.h"

#include "ui/board/boardinteraction.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/boardeditor/boardeditorwindow.h"
#include "ui/companion/gamelibrarydialog.h"
#include "ui/companion/gamereportdialog.h"
#include "ui/companion/quickscoringdialog.h"
#include "ui/secrets/handover.h"
#include "ui/secrets/lockpolicy.h"
#include "ui/secrets/pinreset.h"
#include "ui/shell/aboutdialog.h"
#include "ui/shell/finalscoredialog.h"
#include "ui/shell/gamecontroller.h"
#include "ui/shell/gamekinds.h"
#include "ui/shell/gamerouting.h"
#include "ui/shell/gamesmodel.h"
#include "ui/shell/logmodel.h"
#include "ui/shell/logpanel.h"
#include "ui/shell/newgamewizard.h"
#include "ui/shell/opengamedialog.h"
#include "ui/shell/pendingchoiceflow.h"
#include "ui/shell/privatesheetlayout.h"
#include "ui/shell/productinfo.h"
#include "ui/shell/replaybar.h"
#include "ui/shell/replaylook.h"
#include "ui/shell/startuptiming.h"
#include "ui/shell/statusflow.h"
#include "ui/shell/statusstrip.h"
#include "ui/shell/welcomepage.h"
#include "ui/shell/windowactions.h"
#include "net/tableserver.h"
#include "ui/phones/tablemodedialog.h"
#include "ui/secrets/xobosphonehost.h"
#include "ui/table/combatview.h"
#include "ui/table/gameinfopanel.h"
#include "ui/table/movespanel.h"
#include "ui/table/playersmodel.h"
#include "ui/table/sheetspanel.h"
#include "ui/texts/gametext.h"
#include "ui/texts/reasontext.h"
#include "game/modules.h"
#include "store/gamestore.h"

#include <QAction>
#include <QMenu>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <chrono>

namespace xobos::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_controller(new GameController(QString(), this))
{
    setUp();
}

MainWindow::MainWindow(GameController *controller, QSettings *settings, QWidget *parent)
    : QMainWindow(parent)
    , m_controller(controller)
    , m_settings(settings)
{
    setUp();
}

MainWindow::~MainWindow()
{
    if (m_tableMode)
        m_tableMode->server()->disconnect(m_handOver); // the hand-over needs no news of a closing server
    delete m_tableMode; // its server stops before the host it serves goes
}

phones::TableModeDialog *MainWindow::tableModeDialog() const
{
    return m_tableMode;
}

void MainWindow::openTableMode()
{
    if (!m_controller->hasGame())
        return;
    if (!m_tableMode) {
        m_phoneHost = std::make_unique<secrets::XobosPhoneHost>(*m_controller, *m_handOver);
        m_tableMode = new phones::TableModeDialog(*m_phoneHost, this);
        net::TableServer *server = m_tableMode->server();
        m_controller->connectPositionChanges(server, &net::TableServer::publish);
        connect(m_handOver, &HandOver::accessChanged, server, &net::TableServer::publish);
        // A seat on its phone is not handed the laptop; one whose phone goes away is again.
        connect(server, &net::TableServer::seatsChanged, m_handOver, [this, server] {
            QSet<int> seats;
            for (int seat = 0; seat < m_controller->playerCount(); ++seat) {
                if (server->connected(seat))
                    seats.insert(seat);
            }
            m_handOver->setPhoneSeats(seats);
        });
    }
    m_tableMode->show();
    m_tableMode->raise();
}

LogModel *MainWindow::logModel() const
{
    return m_log->model();
}

void MainWindow::setUp()
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(productIcon());
    m_scene = new BoardScene(this);
    m_boardView = new BoardView(m_scene, this);
    m_interaction = new BoardInteraction(m_controller, m_scene, this);
    startup::mark("  board");
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_boardView);
    // The board's frame: tinted while a replay is shown (ReplayLook).
    m_boardFrame = new QFrame(this);
    m_boardFrame->setObjectName(QStringLiteral("boardFrame"));
    auto *frameLayout = new QVBoxLayout(m_boardFrame);
    frameLayout->setContentsMargins(0, 0, 0, 0);
    frameLayout->addWidget(m_pages);
    setCentralWidget(m_boardFrame);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    // The idle lock (issue #8): settings key secrets/idleTimeoutSeconds, 0 turns it off.
    const auto idleDefault = std::chrono::duration_cast<std::chrono::seconds>(secrets::LockPolicy::kDefaultIdleTimeout);
    const std::chrono::seconds idle(
        m_settings ? m_settings->value(QStringLiteral("secrets/idleTimeoutSeconds"), qlonglong(idleDefault.count())).toLongLong()
                   : idleDefault.count());
    m_handOver = new HandOver(m_controller, this, idle, this);
    m_pendingChoice = new PendingChoiceFlow(m_controller, m_handOver, this);
    m_combat = new CombatView(m_controller, m_handOver, m_boardView); // steps through each combat on the board
    m_pinReset = new PinReset(m_controller, m_handOver, this);

    m_actions = std::make_unique<WindowActions>(m_controller, this);
    createDocks();
    startup::mark("  docks");
    connectActions();
    m_actions->createMenus(m_docks);
    connect(m_actions->tableMode, &QAction::triggered, this, &MainWindow::openTableMode);
    m_actions->addViewMenu(m_boardView->spaceNamesMenu());
    m_boardView->setSettings(m_settings);
    m_viewerLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_viewerLabel);
    // What the table does now, across the window above the board and the docks.
    m_strip = new StatusStrip(this);
    m_stripToolBar = new QToolBar(this);
    m_stripToolBar->setObjectName(QStringLiteral("statusStripToolBar"));
    m_stripToolBar->setMovable(false);
    m_stripToolBar->setFloatable(false);
    m_stripToolBar->toggleViewAction()->setVisible(false);
    m_stripToolBar->addWidget(m_strip);
    addToolBar(Qt::TopToolBarArea, m_stripToolBar);
    m_statusFlow = new StatusFlow(m_controller, m_handOver, m_pendingChoice, m_actions.get(), m_strip, this);
    m_statusFlow->setCombatView(m_combat);
    connect(m_statusFlow, &StatusFlow::finalScoreRequested, this, &MainWindow::showFinalScore);
    m_replayLook = new ReplayLook(m_controller, m_boardFrame, m_strip, m_log->table(), this);

    connect(m_controller, &GameController::gameChanged, this, &MainWindow::onGameChanged);
    // After onGameChanged (which shows every dock), before the viewer's dock sizes below.
    m_privateLayout = new PrivateSheetLayout(m_controller, this, m_boardFrame, m_sheetsDock,
                                             {m_gameDock, m_playersDock, m_logDock}, this);
    // A hidden dock cannot be widened: the Players dock gets its Score and Rank room when back.
    connect(m_privateLayout, &PrivateSheetLayout::publicLayoutRestored, this, &MainWindow::showScoreColumns);
    m_sheets->setUndoAction(m_actions->undo);
    m_controller->connectPositionChanges(this, &MainWindow::onStateChanged);
    connect(m_controller, &GameController::actionAccepted, this, &MainWindow::onActionAccepted);
    connect(m_controller, &GameController::actionRejected, this, &MainWindow::onActionRejected);
    connect(m_sheets, &SheetsPanel::passRequested, m_handOver, &HandOver::passTo);
    connect(m_sheets, &SheetsPanel::refereeRequested, this, [this] {
        m_handOver->passToRefereeOrExplain();
    });
    connect(m_sheets, &SheetsPanel::continueRequested, m_handOver, &HandOver::continueToDevelopment);
    connect(m_handOver, &HandOver::accessChanged, this, &MainWindow::refreshAccess);
    connect(m_handOver, &HandOver::pinResetRequested, m_pinReset, &PinReset::request);
    connect(m_pinReset, &PinReset::status, this, &MainWindow::showStatus);
    connect(m_sheets, &SheetsPanel::coverRequested, m_handOver, &HandOver::coverSheets);
    connect(m_sheets, &SheetsPanel::actionRequested, this, [this](int seat, const rules::Action &action) {
        if (m_controller->submit(seat, action))
            m_sheets->showMessage(seat, tr("Entered."), false);
    });
    connect(m_handOver, &HandOver::opened, this, [this] {
        m_sheetsDock->show();
        m_sheetsDock->raise();
        // A private sheet needs room: the board gives some while it is open.
        if (!m_sheetsWide) {
            m_sheetsWide = true;
            resizeDocks({m_sheetsDock}, {std::max(660, m_sheetsDock->width())}, Qt::Horizontal);
        }
        m_pendingChoice->askSoon();
    });
    connect(m_controller, &GameController::storeFailed, this, [this](const QString &message) {
        showStatus(tr("The move could not be recorded: %1").arg(message));
        auto *box = new QMessageBox(QMessageBox::Critical, tr("The library cannot record the move"),
                                    tr("The move was not played because it could not be saved:\n%1").arg(message),
                                    QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    connect(m_controller, &GameController::viewerChanged, this, [this] {
        refreshAccess();
        if (m_sheetsWide && m_controller->viewer().kind == rules::Viewer::Kind::Public) {
            m_sheetsWide = false;
            resizeDocks({m_sheetsDock}, {390}, Qt::Horizontal);
            m_movesDock->raise();
        }
    });
    connect(m_interaction, &BoardInteraction::message, this,
            [this](const QString &text, const QPoint &) { showStatus(text); });
    connect(m_boardView, &BoardView::zoomChanged, this, [this](double zoom) {
        if (m_settings)
            m_settings->setValue(QStringLiteral("view/zoom"), zoom);
    });

    startup::mark("  menus and connections");
    m_endShown = m_controller->hasGame() && m_controller->view().phase == rules::Phase::GameOver;
    retranslateUi();
    // 1280x820, or less on a smaller screen (1366x768): the whole window with its frame and
    // title bar, the status strip, the replay bar and the status bar in sight.
    QSize size(1280, 820);
    if (const QScreen *shown = screen())
        size = size.boundedTo(shown->availableGeometry().size() - QSize(16, 48));
    resize(size);
    restoreSettings();
    onGameChanged();
    startup::mark("  texts, settings, pages");
}

QDockWidget *MainWindow::addDock(QWidget *widget, const QString &objectName, Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(this);
    dock->setObjectName(objectName);
    dock->setWidget(widget);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    addDockWidget(area, dock);
    m_docks << dock;
    return dock;
}

void MainWindow::createDocks()
{
    m_info = new GameInfoPanel(m_controller, this);
    m_gameDock = addDock(m_info, QStringLiteral("gameDock"), Qt::LeftDockWidgetArea);
    startup::mark("    game info");

    m_playersModel = new PlayersModel(m_controller, this);
    m_playersTable = new QTableView(this);
    m_playersTable->setObjectName(QStringLiteral("playersTable"));
    m_playersTable->setModel(m_playersModel);
    m_playersTable->verticalHeader()->hide();
    m_playersTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_playersTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The last column takes what is left, and gives it back when the dock narrows (a
    // stretched last section kept a width it once had: a horizontal scroll bar).
    m_playersTable->horizontalHeader()->setSectionResizeMode(PlayersModel::StatusColumn, QHeaderView::Stretch);
    m_playersDock = addDock(m_playersTable, QStringLiteral("playersDock"), Qt::LeftDockWidgetArea);
    connect(m_playersModel, &QAbstractItemModel::columnsInserted, this, &MainWindow::showScoreColumns);
    connect(m_playersModel, &QAbstractItemModel::columnsRemoved, this, &MainWindow::showScoreColumns);
    connect(m_playersModel, &QAbstractItemModel::modelReset, this, &MainWindow::showScoreColumns);
    showScoreColumns();

    startup::mark("    players");
    m_moves = new MovesPanel(m_controller, this);
    m_movesDock = addDock(m_moves, QStringLiteral("movesDock"), Qt::RightDockWidgetArea);
    startup::mark("    moves");

    m_log = new LogPanel(m_controller, this);
    m_logDock = addDock(m_log, QStringLiteral("logDock"), Qt::BottomDockWidgetArea);
    startup::mark("    log");
    m_sheets = new SheetsPanel(m_controller, this);
    m_sheetsDock = addDock(m_sheets, QStringLiteral("sheetsDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(m_movesDock, m_sheetsDock);
    m_movesDock->raise();
    connect(m_sheetsDock, &QDockWidget::visibilityChanged, m_sheets, &SheetsPanel::setOnScreen);

    m_replay = new ReplayBar(m_controller, this);
    m_replayToolBar = new QToolBar(this);
    m_replayToolBar->setObjectName(QStringLiteral("replayToolBar"));
    m_replayToolBar->addWidget(m_replay);
    addToolBar(Qt::BottomToolBarArea, m_replayToolBar);
}

void MainWindow::connectActions()
{
    const WindowActions *a = m_actions.get();
    connect(a->newGame, &QAction::triggered, this, &MainWindow::showNewGameWizard);
    connect(a->openGame, &QAction::triggered, this, &MainWindow::showOpenGameDialog);
    connect(a->importGame, &QAction::triggered, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Import a game file"), QString(),
                                                          tr("Game files (*.xobos.json);;JSON files (*.json)"));
        if (!file.isEmpty())
            importGame(file);
    });
    connect(a->exportGame, &QAction::triggered, this, &MainWindow::saveGameFile);
    connect(a->exportLog, &QAction::triggered, this, [this] {
        if (!m_handOver->allows(secrets::Command::ExportPublicLog))
            return;
        const QString file = QFileDialog::getSaveFileName(this, tr("Export the public log"), QString(),
                                                          tr("Text files (*.txt)"));
        if (!file.isEmpty())
            exportLog(file);
    });
    connect(a->closeGame, &QAction::triggered, m_controller, &GameController::closeGame);
    connect(a->quit, &QAction::triggered, this, &QWidget::close);
    connect(a->undo, &QAction::triggered, m_controller, &GameController::undo);
    connect(a->redo, &QAction::triggered, m_controller, &GameController::redo);
    connect(a->zoomIn, &QAction::triggered, m_boardView, &BoardView::zoomIn);
    connect(a->zoomOut, &QAction::triggered, m_boardView, &BoardView::zoomOut);
    connect(a->fitBoard, &QAction::triggered, m_boardView, &BoardView::fitToWindow);
    connect(a->endTurn, &QAction::triggered, this, [this] {
        const secrets::AccessContext context = m_handOver->accessContext();
        if (!secrets::AccessPolicy::allows(secrets::Command::EndTurnOrPhase, context))
            return;
        // Nobody ends a seat's Development phase from the table's view: say who is still to
        // enter and offer the hand-over instead.
        if (context.needsLock && context.phase == rules::Phase::Development
            && context.viewer.kind == rules::Viewer::Kind::Public) {
            m_handOver->explainDevelopmentEnd();
            return;
        }
        m_moves->endTurnOrPhase(true);
    });
    connect(a->attackMode, &QAction::toggled, m_interaction, &BoardInteraction::setAttackMode);
    connect(m_interaction, &BoardInteraction::attackModeChanged, a->attackMode, &QAction::setChecked);
    connect(a->lastCombat, &QAction::triggered, this, &MainWindow::showCombatReport);
    connect(a->continueToDevelopment, &QAction::triggered, m_handOver, &HandOver::continueToDevelopment);
    for (int seat = 0; seat < a->passLaptop.size(); ++seat) {
        connect(a->passLaptop[seat], &QAction::triggered, m_handOver, [this, seat] { m_handOver->passTo(seat); });
        connect(a->resetPin[seat], &QAction::triggered, m_pinReset, [this, seat] { m_pinReset->byReferee(seat); });
    }
    connect(a->refereeView, &QAction::triggered, this, [this] {
        m_handOver->passToRefereeOrExplain();
    });
    connect(a->coverSheets, &QAction::triggered, m_handOver, &HandOver::coverSheets);
    connect(a->library, &QAction::triggered, this, &MainWindow::openFromLibrary);
    connect(a->report, &QAction::triggered, this, &MainWindow::showGameReport);
    connect(a->quickScoring, &QAction::triggered, this,
            [this] { companion::QuickScoringDialog::run(this, m_controller->playerNames()); });
    connect(a->sheetOnly, &QAction::triggered, this,
            [this] { showNewGameWizardFor(QString::fromLatin1(game::kSheetModuleId)); });
    connect(a->boardEditor, &QAction::triggered, this, [this] { BoardEditorWindow::open(this); });
    connect(a->about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(a->aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::saveGameFile()
{
    if (!m_handOver->allows(secrets::Command::SaveGameFile))
        return;
    // It holds every hidden value: its dialog and its default name say so.
    QString file = QFileDialog::getSaveFileName(
        this, tr("Save the game file with every hidden value (for the referee only)"),
        tr("%1 - with hidden values").arg(m_controller->gameTitle()) + QLatin1String(".xobos.json"),
        tr("Game files with hidden values (*.xobos.json)"));
    if (file.isEmpty())
        return;
    if (!file.endsWith(QLatin1String(".xobos.json")))
        file += QLatin1String(".xobos.json");
    QString error;
    if (m_controller->exportGame(file, &error))
        showStatus(tr("Game saved to %1").arg(QDir::toNativeSeparators(file)));
    else
        QMessageBox::warning(this, tr("Cannot Save the Game File"), error);
}

void MainWindow::openFromLibrary()
{
    openGame(companion::GameLibraryDialog::run(m_controller->store(), this));
}

bool MainWindow::importGame(const QString &fileName)
{
    QString error;
    const qint64 imported = m_controller->importGame(fileName, &error);
    if (!imported) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot Import the Game"), error, QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("importErrorBox"));
        box->setInformativeText(tr("The library was not changed. Choose a game file saved with File > Save Game "
                                   "File or written by xobos-cli export."));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        box->open();
        return false;
    }
    if (m_controller->gameId() != imported) // a game of another window opens there
        openGame(imported);
    showStatus(tr("Imported %1 as a new game in the library").arg(QDir::toNativeSeparators(fileName)));
    return true;
}

void MainWindow::showGameReport()
{
    // The report reveals every sheet: only for a finished game (R-VAR-FOG).
    if (m_controller->hasGame() && m_controller->finalScores().has_value()) {
        companion::GameReportDialog::run(m_controller->store(), m_controller->gameId(), this);
        return;
    }
    QMessageBox::information(this, tr("Game Report"),
                             tr("The report shows every player's sheets and history, so it opens only for a finished "
                                "game. Open a finished game from the library first."));
}

void MainWindow::retranslateUi()
{
    m_actions->retranslateUi();
    m_gameDock->setWindowTitle(tr("Game"));
    m_playersDock->setWindowTitle(tr("Players"));
    m_movesDock->setWindowTitle(tr("Moves"));
    m_logDock->setWindowTitle(tr("Log"));
    m_sheetsDock->setWindowTitle(tr("Sheets"));
    onStateChanged();
}

WelcomePage *MainWindow::welcomePage()
{
    // Built the first time no game is open: a window opened on a game (a double-clicked
    // file, --open-game) does not build a page it does not show (the start-up, issue #11).
    if (!m_welcome) {
        m_games = new GamesModel(m_controller, this);
        m_welcome = new WelcomePage(m_games, this);
        m_pages->insertWidget(0, m_welcome);
        m_welcome->setReadOnly(m_controller->isLibraryOpen() && m_controller->store().isReadOnly());
        connect(m_welcome, &WelcomePage::newGameRequested, this, &MainWindow::showNewGameWizard);
        connect(m_welcome, &WelcomePage::openGameRequested, this, &MainWindow::showOpenGameDialog);
        connect(m_welcome, &WelcomePage::gameChosen, this, &MainWindow::openGame);
        connect(m_welcome, &WelcomePage::openLibraryRequested, this, [this] {
            const QString path = QFileDialog::getOpenFileName(this, tr("Open a Library"), QString(),
                                                              tr("Xobos Referee libraries (*.sqlite);;All files (*)"));
            if (!path.isEmpty())
                useLibrary(path);
        });
        connect(m_welcome, &WelcomePage::restoreBackupRequested, this, [this](const QString &backup) {
            QString error;
            const QString restored = store::GameStore::restoreBackup(backup, m_controller->databasePath(), &error);
            if (restored.isEmpty())
                QMessageBox::warning(this, tr("The library cannot be opened"), error);
            else
                useLibrary(restored);
        });
    }
    return m_welcome;
}

void MainWindow::showLibraryProblem(const QString &error)
{
    const QString path = m_controller->databasePath();
    welcomePage()->setLibraryProblem(path, error, store::GameStore::newestGoodBackup(path));
    m_pages->setCurrentWidget(m_welcome);
}

void MainWindow::useLibrary(const QString &path)
{
    QString error;
    if (!m_controller->switchLibrary(path, &error)) {
        showLibraryProblem(error);
        return;
    }
    welcomePage()->setLibraryProblem(path, QString());
    welcomePage()->setReadOnly(m_controller->store().isReadOnly());
    if (m_settings)
        m_settings->setValue(QStringLiteral("library/path"), path);
}

void MainWindow::onGameChanged()
{
    const bool game = m_controller->hasGame();
    // Table mode belongs to the game it was opened for: another game closes it (and its server).
    delete m_tableMode;
    m_phoneHost.reset();
    m_handOver->setPhoneSeats({});
    // A game opened after its end does not announce it again: the strip offers the score.
    m_endShown = game && m_controller->view().phase == rules::Phase::GameOver;
    m_pages->setCurrentWidget(game ? static_cast<QWidget *>(m_boardView) : welcomePage());
    for (QDockWidget *dock : std::as_const(m_docks))
        dock->setVisible(game);
    m_replayToolBar->setVisible(game);
    m_stripToolBar->setVisible(game);
    if (game) {
        if (!m_settings || !m_settings->contains(QStringLiteral("window/state"))) {
            // First sight of a game: the board gets the room, the docks what they need. The
            // left docks are as wide as the players table (four players' Buildings and
            // Status columns need more than 390 px), within a third of the window.
            const int left = std::clamp(playersTableWidth(), 390, std::max(390, width() / 3));
            resizeDocks({m_gameDock, m_movesDock}, {left, 330}, Qt::Horizontal);
            resizeDocks({m_gameDock, m_logDock}, {175, 150}, Qt::Vertical);
        }
        QTimer::singleShot(0, m_boardView, &BoardView::fitToWindow);
    }
    onStateChanged();
}

// At the end Score and Rank take the room of Status, which has nothing more to say; the
// Players dock widens for them (again when it comes back from behind a private sheet: a
// hidden dock cannot be resized).
void MainWindow::showScoreColumns()
{
    const bool over = m_playersModel->columnCount() > PlayersModel::RankColumn;
    m_playersTable->setColumnHidden(PlayersModel::StatusColumn, over);
    if (over && m_playersDock->width() < playersTableWidth())
        resizeDocks({m_playersDock}, {playersTableWidth()}, Qt::Horizontal);
}

int MainWindow::playersTableWidth() const
{
    int table = 2 * m_playersTable->frameWidth() + m_playersTable->verticalScrollBar()->sizeHint().width() + 12;
    for (int c = 0; c < m_playersModel->columnCount(); ++c) {
        if (!m_playersTable->isColumnHidden(c))
            table += std::max(static_cast<QAbstractItemView *>(m_playersTable)->sizeHintForColumn(c),
                              m_playersTable->horizontalHeader()->sectionSizeHint(c));
    }
    return table;
}

void MainWindow::onStateChanged()
{
    const bool game = m_controller->hasGame();
    m_actions->retranslateSeats();
    refreshAccess();
    if (!game) {
        setWindowTitle(QStringLiteral("%1 %2").arg(productName(), productVersion()));
        m_viewerLabel->clear();
        return;
    }
    // Only public facts in the title: the game's name, round and phase.
    const rules::GameView view = m_controller->view();
    setWindowTitle(tr("%1 — round %2, %3 — %4")
                       .arg(m_controller->gameTitle())
                       .arg(view.round)
                       .arg(phaseText(view.phase), productName()));
    const rules::Viewer viewer = m_controller->viewer();
    m_viewerLabel->setText(viewer.kind == rules::Viewer::Kind::Public
                               ? tr("Public view")
                               : viewer.kind == rules::Viewer::Kind::Referee
                               ? tr("Referee view")
                               : tr("Sheet of %1").arg(playerText(m_controller->playerNames(), viewer.player)));
    if (!m_controller->isReplaying())
        m_pendingChoice->askSoon();
    // The game's end is the whole table's moment: the final score opens at once.
    if (!m_controller->isReplaying()) {
        const bool over = view.phase == rules::Phase::GameOver;
        if (over && !m_endShown)
            QTimer::singleShot(0, this, &MainWindow::showFinalScore);
        m_endShown = over;
    }
}

void MainWindow::showFinalScore()
{
    const std::optional<rules::ScoreReport> scores = m_controller->hasGame() ? m_controller->finalScores() : std::nullopt;
    if (!scores)
        return;
    if (m_finalScore) {
        m_finalScore->raise();
        return;
    }
    auto *dialog = new FinalScoreDialog(*scores, m_controller->playerNames(), m_controller->playerColours(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &FinalScoreDialog::reportRequested, this, &MainWindow::showGameReport);
    m_finalScore = dialog;
    dialog->open();
}

void MainWindow::onActionAccepted()
{
    statusBar()->clearMessage();
}

void MainWindow::showCombatReport()
{
    if (!m_controller->hasGame() || !m_handOver->allows(secrets::Command::LastCombat))
        return;
    m_combat->showLast();
}

void MainWindow::onActionRejected(int player, rules::ViolationCode code)
{
    // The table reads only a reason that rests on public facts; the player reads the real
    // one on their own sheet (or the referee on any).
    const rules::Viewer viewer = m_controller->viewer();
    showStatus(reasonTextFor(code, viewer));
    if ((viewer.kind == rules::Viewer::Kind::Player && viewer.player == player)
        || viewer.kind == rules::Viewer::Kind::Referee)
        m_sheets->showMessage(player, reasonText(code), true);
}

void MainWindow::refreshAccess()
{
    const secrets::AccessContext context = m_handOver->accessContext();
    m_actions->refresh(context);
    m_sheets->setAccess(secrets::AccessPolicy::allows(secrets::Command::PassLaptop, context),
                        secrets::AccessPolicy::allows(secrets::Command::RefereeView, context), context.reviewing);
    // The combat review: its "Continue to Development" must be in sight, not a tab behind.
    if (context.reviewing && !m_reviewShown) {
        m_reviewShown = true;
        m_sheetsDock->show();
        m_sheetsDock->raise();
        showStatus(tr("The combat is over: update the board, then press Continue to Development."));
    } else if (!context.reviewing && m_reviewShown) {
        m_reviewShown = false;
        statusBar()->clearMessage(); // the review's hint is done with
    }
}

void MainWindow::showStatus(const QString &text)
{
    statusBar()->showMessage(text, 15000);
}

void MainWindow::showAbout()
{
    auto *dialog = new AboutDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::showNewGameWizard()
{
    showNewGameWizardFor({});
}

void MainWindow::showNewGameWizardFor(const QString &module)
{
    auto *wizard = new NewGameWizard(m_controller, this, module);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setSettings(m_settings);
    // The wizard passes the laptop for the Leader choices itself (or leaves them to the
    // locks when PINs were set): no automatic hand-over behind it.
    m_handOver->setSuspended(true);
    connect(wizard, &QDialog::finished, m_handOver, [this] { m_handOver->setSuspended(false); });
    wizard->open();
}

void MainWindow::showOpenGameDialog()
{
    QString restored;
    if (!OpenGameDialog::openLibrary(m_controller, this, &restored))
        return;
    if (m_settings && !restored.isEmpty())
        m_settings->setValue(QStringLiteral("library/path"), restored);
    auto *dialog = new OpenGameDialog(m_controller, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { openGame(dialog->selectedGameId()); });
    dialog->open();
}

void MainWindow::openGame(qint64 gameId)
{
    if (gameId <= 0)
        return;
    QString error;
    // Each game opens in its game's window (gamekinds.h); one this program cannot play is
    // never opened. A game that cannot be read goes to the table window, which says why.
    const std::optional<store::GameRecord> record
        = m_controller->openLibrary() ? m_controller->store().game(gameId) : std::nullopt;
    if (record) {
        if (const QString why = whyNotPlayable(*record); !why.isEmpty()) {
            auto *box = new QMessageBox(QMessageBox::Information, tr("The game cannot be opened"),
                                        notPlayableMessage(why), QMessageBox::Ok, this);
            box->setObjectName(QStringLiteral("notPlayableBox"));
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->setWindowModality(Qt::WindowModal);
            box->open();
            return;
        }
        if (openInOwnWindow(m_controller->store(), *record, this))
            return;
    }
    if (m_controller->openGame(gameId, &error))
        return;
    QMessageBox::warning(this, tr("The game cannot be opened"), error);
    // A read that met damage (issue #21.2): the welcome page offers the newest good backup.
    if (!m_controller->store().readError().isEmpty())
        showLibraryProblem(error);
}

bool MainWindow::exportLog(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text | QIODevice::Truncate)) {
        showStatus(tr("Cannot write %1: %2").arg(fileName, file.errorString()));
        return false;
    }
    // The table's log, whoever's sheet (or the referee's view) is open now.
    QStringList lines{m_controller->gameTitle()};
    lines << m_log->model()->tableLines();
    file.write(lines.join(QLatin1Char('\n')).toUtf8() + '\n');
    showStatus(tr("Public log exported to %1").arg(fileName));
    return true;
}

void MainWindow::restoreSettings()
{
    if (!m_settings)
        return;
    restoreGeometry(m_settings->value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(m_settings->value(QStringLiteral("window/state")).toByteArray());
    m_boardView->setZoom(m_settings->value(QStringLiteral("view/zoom"), 1.0).toDouble());
}

void MainWindow::saveSettings()
{
    if (!m_settings)
        return;
    m_settings->setValue(QStringLiteral("window/geometry"), saveGeometry());
    m_settings->setValue(QStringLiteral("window/state"), saveState());
    m_settings->setValue(QStringLiteral("view/zoom"), m_boardView->zoom());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_privateLayout->restore(); // the next start opens on the table's layout
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QMainWindow::changeEvent(event);
}

} // namespace xobos::ui
