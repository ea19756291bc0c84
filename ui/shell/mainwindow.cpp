// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/mainwindow.h"

#include "ui/shell/aboutdialog.h"
#include "ui/boardeditor/boardeditorwindow.h"
#include "ui/board/boardinteraction.h"
#include "ui/companion/gamelibrarydialog.h"
#include "ui/companion/gamereportdialog.h"
#include "ui/companion/quickscoringdialog.h"
#include "ui/companion/sheetonlywindow.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/shell/columnfit.h"
#include "ui/table/combatdialog.h"
#include "ui/shell/gamecontroller.h"
#include "ui/table/gameinfopanel.h"
#include "ui/shell/gamesmodel.h"
#include "ui/texts/gametext.h"
#include "ui/secrets/handover.h"
#include "ui/shell/logfilterproxy.h"
#include "ui/shell/logmodel.h"
#include "ui/table/movespanel.h"
#include "ui/shell/newgamewizard.h"
#include "ui/shell/opengamedialog.h"
#include "ui/table/pendingchoicedialog.h"
#include "ui/table/playersmodel.h"
#include "ui/shell/productinfo.h"
#include "ui/texts/reasontext.h"
#include "ui/shell/replaybar.h"
#include "ui/secrets/lockcover.h"
#include "ui/secrets/lockpolicy.h"
#include "ui/secrets/playersheetwidget.h"
#include "ui/table/sheetspanel.h"
#include "ui/shell/startuptiming.h"
#include "ui/shell/welcomepage.h"
#include "store/gamestore.h"
#include "store/pinbackoff.h"
#include "store/pinhash.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QDateTime>
#include <QInputDialog>
#include <QPushButton>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QSpinBox>
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

MainWindow::~MainWindow() = default;

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
    setCentralWidget(m_pages);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    // The idle lock (issue #8): settings key secrets/idleTimeoutSeconds, 0 turns it off.
    const int idleSeconds = m_settings ? m_settings->value(QStringLiteral("secrets/idleTimeoutSeconds"),
                                                           static_cast<int>(std::chrono::duration_cast<std::chrono::seconds>(
                                                                                secrets::LockPolicy::kDefaultIdleTimeout)
                                                                                .count()))
                                             .toInt()
                                       : static_cast<int>(std::chrono::duration_cast<std::chrono::seconds>(
                                                              secrets::LockPolicy::kDefaultIdleTimeout)
                                                              .count());
    m_handOver = new HandOver(m_controller, this, std::chrono::seconds(idleSeconds), this);

    createActions();
    createDocks();
    startup::mark("  docks");
    createMenus();
    m_viewerLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_viewerLabel);

    connect(m_controller, &GameController::gameChanged, this, &MainWindow::onGameChanged);
    m_controller->connectPositionChanges(this, &MainWindow::onStateChanged);
    connect(m_controller, &GameController::actionAccepted, this, &MainWindow::onActionAccepted);
    connect(m_controller, &GameController::actionRejected, this, &MainWindow::onActionRejected);
    connect(m_sheets, &SheetsPanel::passRequested, m_handOver, &HandOver::passTo);
    connect(m_sheets, &SheetsPanel::refereeRequested, this, [this] {
        if (!m_handOver->passToReferee())
            refuseRefereeView();
    });
    connect(m_sheets, &SheetsPanel::continueRequested, m_handOver, &HandOver::continueToDevelopment);
    connect(m_handOver, &HandOver::accessChanged, this, &MainWindow::refreshAccess);
    connect(m_handOver, &HandOver::pinResetRequested, this, [this](int seat) {
        if (m_handOver->accessContext().refereePin)
            resetPinByReferee(seat);
        else
            resetPinByTable(seat);
    });
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
        QTimer::singleShot(0, this, &MainWindow::askPendingChoice);
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
            m_docks.at(2)->raise();
        }
    });
    connect(m_interaction, &BoardInteraction::message, this,
            [this](const QString &text, const QPoint &) { showStatus(text); });
    connect(m_interaction, &BoardInteraction::attackModeChanged, m_attackModeAction, &QAction::setChecked);
    connect(m_boardView, &BoardView::zoomChanged, this, [this](double zoom) {
        if (m_settings)
            m_settings->setValue(QStringLiteral("view/zoom"), zoom);
    });

    startup::mark("  menus and connections");
    retranslateUi();
    resize(1280, 820);
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
    addDock(m_info, QStringLiteral("gameDock"), Qt::LeftDockWidgetArea);
    startup::mark("    game info");

    m_playersModel = new PlayersModel(m_controller, this);
    auto *players = new QTableView(this);
    players->setObjectName(QStringLiteral("playersTable"));
    players->setModel(m_playersModel);
    players->verticalHeader()->hide();
    players->setSelectionMode(QAbstractItemView::NoSelection);
    players->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The last column takes what is left, and gives it back when the dock narrows (a
    // stretched last section kept a width it once had: a horizontal scroll bar).
    players->horizontalHeader()->setSectionResizeMode(PlayersModel::StatusColumn, QHeaderView::Stretch);
    addDock(players, QStringLiteral("playersDock"), Qt::LeftDockWidgetArea);

    startup::mark("    players");
    m_moves = new MovesPanel(m_controller, this);
    addDock(m_moves, QStringLiteral("movesDock"), Qt::RightDockWidgetArea);
    startup::mark("    moves");

    m_logModel = new LogModel(m_controller, this);
    m_logProxy = new LogFilterProxy(this);
    m_logProxy->setSourceModel(m_logModel);
    auto *logWidget = new QWidget(this);
    auto *roundFilter = new QSpinBox(logWidget);
    roundFilter->setObjectName(QStringLiteral("logRoundFilter"));
    roundFilter->setRange(0, rules::kLastRound);
    roundFilter->setSpecialValueText(tr("All rounds"));
    roundFilter->setPrefix(tr("Round "));
    auto *playerFilter = new QComboBox(logWidget);
    playerFilter->setObjectName(QStringLiteral("logPlayerFilter"));
    auto *logTable = new QTableView(logWidget);
    logTable->setObjectName(QStringLiteral("logTable"));
    logTable->setModel(m_logProxy);
    logTable->verticalHeader()->hide();
    logTable->setWordWrap(false);
    logTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Not ResizeToContents: that measures up to 1,000 rows on every new row (ui/shell/columnfit.h).
    logTable->horizontalHeader()->setStretchLastSection(true);
    m_logTable = logTable;
    logTable->verticalHeader()->setDefaultSectionSize(logTable->fontMetrics().height() + 6);
    auto *filters = new QHBoxLayout;
    filters->addWidget(roundFilter);
    filters->addWidget(playerFilter);
    filters->addStretch();
    auto *logLayout = new QVBoxLayout(logWidget);
    logLayout->setContentsMargins(4, 4, 4, 4);
    logLayout->addLayout(filters);
    logLayout->addWidget(logTable);
    addDock(logWidget, QStringLiteral("logDock"), Qt::BottomDockWidgetArea);
    connect(roundFilter, &QSpinBox::valueChanged, m_logProxy, &LogFilterProxy::setRound);
    connect(playerFilter, &QComboBox::currentIndexChanged, this,
            [this, playerFilter] { m_logProxy->setPlayer(playerFilter->currentData().toInt()); });
    const auto fillPlayers = [this, playerFilter] {
        {
            // Refilled quietly: clear() and the first item would each filter the whole log.
            const QSignalBlocker quiet(playerFilter);
            playerFilter->clear();
            playerFilter->addItem(tr("All players"), -1);
            for (int p = 0; p < m_controller->playerCount(); ++p)
                playerFilter->addItem(playerText(m_controller->playerNames(), p), p);
        }
        m_logProxy->setPlayer(-1);
    };
    connect(m_controller, &GameController::gameChanged, this, fillPlayers);
    connect(m_controller, &GameController::gameChanged, logTable, &QTableView::scrollToBottom);
    QTimer::singleShot(0, logTable, &QTableView::scrollToBottom);
    fillPlayers();
    // New rows appear at the bottom: keep the newest in sight.
    connect(m_logProxy, &QAbstractItemModel::rowsInserted, logTable, &QTableView::scrollToBottom);
    connect(m_logProxy, &QAbstractItemModel::modelReset, logTable,
            [logTable] { QTimer::singleShot(0, logTable, &QTableView::scrollToBottom); });

    startup::mark("    log");
    m_sheets = new SheetsPanel(m_controller, this);
    m_sheetsDock = addDock(m_sheets, QStringLiteral("sheetsDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(m_docks.at(2), m_sheetsDock);
    m_docks.at(2)->raise();
    connect(m_sheetsDock, &QDockWidget::visibilityChanged, m_sheets, &SheetsPanel::setOnScreen);

    m_replay = new ReplayBar(m_controller, this);
    auto *replayBar = new QToolBar(this);
    replayBar->setObjectName(QStringLiteral("replayToolBar"));
    replayBar->addWidget(m_replay);
    addToolBar(Qt::BottomToolBarArea, replayBar);
}

void MainWindow::createActions()
{
    const auto make = [this](const char *name, QKeySequence::StandardKey key = QKeySequence::UnknownKey) {
        auto *action = new QAction(this);
        action->setObjectName(QLatin1String(name));
        if (key != QKeySequence::UnknownKey)
            action->setShortcuts(key);
        return action;
    };
    m_newAction = make("newGameAction", QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::showNewGameWizard);
    m_openAction = make("openGameAction", QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::showOpenGameDialog);
    m_importAction = make("importGameAction");
    m_importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_importAction, &QAction::triggered, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Import a game file"), QString(),
                                                          tr("Game files (*.xobos.json);;JSON files (*.json)"));
        if (!file.isEmpty())
            importGame(file);
    });
    m_exportGameAction = make("exportGameAction");
    connect(m_exportGameAction, &QAction::triggered, this, [this] {
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
    });
    m_exportAction = make("exportLogAction", QKeySequence::Save);
    connect(m_exportAction, &QAction::triggered, this, [this] {
        if (!m_handOver->allows(secrets::Command::ExportPublicLog))
            return;
        const QString file = QFileDialog::getSaveFileName(this, tr("Export the public log"), QString(),
                                                          tr("Text files (*.txt)"));
        if (!file.isEmpty())
            exportLog(file);
    });
    m_closeAction = make("closeGameAction", QKeySequence::Close);
    connect(m_closeAction, &QAction::triggered, m_controller, &GameController::closeGame);
    m_quitAction = make("quitAction", QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_undoAction = make("undoAction", QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, m_controller, &GameController::undo);
    m_redoAction = make("redoAction", QKeySequence::Redo);
    connect(m_redoAction, &QAction::triggered, m_controller, &GameController::redo);
    m_zoomInAction = make("zoomInAction", QKeySequence::ZoomIn);
    connect(m_zoomInAction, &QAction::triggered, m_boardView, &BoardView::zoomIn);
    m_zoomOutAction = make("zoomOutAction", QKeySequence::ZoomOut);
    connect(m_zoomOutAction, &QAction::triggered, m_boardView, &BoardView::zoomOut);
    m_fitAction = make("fitAction");
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_fitAction, &QAction::triggered, m_boardView, &BoardView::fitToWindow);
    m_endTurnAction = make("endTurnAction");
    m_endTurnAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_endTurnAction, &QAction::triggered, this, [this] {
        const secrets::AccessContext context = m_handOver->accessContext();
        if (!secrets::AccessPolicy::allows(secrets::Command::EndTurnOrPhase, context))
            return;
        // Nobody ends a seat's Development phase from the table's view: say who is still to
        // enter and offer the hand-over instead.
        if (context.needsLock && context.phase == rules::Phase::Development
            && context.viewer.kind == rules::Viewer::Kind::Public) {
            explainDevelopmentEnd();
            return;
        }
        m_moves->endTurnOrPhase(true);
    });
    m_attackModeAction = make("attackModeAction");
    m_attackModeAction->setCheckable(true);
    m_attackModeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(m_attackModeAction, &QAction::toggled, m_interaction, &BoardInteraction::setAttackMode);
    m_combatAction = make("combatReportAction");
    m_combatAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_combatAction, &QAction::triggered, this, &MainWindow::showCombatReport);
    m_continueAction = make("continueToDevelopmentAction");
    connect(m_continueAction, &QAction::triggered, m_handOver, &HandOver::continueToDevelopment);
    for (int seat = 0; seat < rules::kMaxPlayers; ++seat) {
        QAction *pass = make("passLaptopAction");
        pass->setObjectName(QStringLiteral("passLaptopAction%1").arg(seat));
        if (seat < 4)
            pass->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | static_cast<Qt::Key>(Qt::Key_1 + seat)));
        connect(pass, &QAction::triggered, m_handOver, [this, seat] { m_handOver->passTo(seat); });
        m_passActions << pass;
    }
    m_refereeAction = make("refereeViewAction");
    connect(m_refereeAction, &QAction::triggered, this, [this] {
        if (!m_handOver->passToReferee())
            refuseRefereeView();
    });
    for (int seat = 0; seat < rules::kMaxPlayers; ++seat) {
        QAction *reset = make("resetPinAction");
        reset->setObjectName(QStringLiteral("resetPinAction%1").arg(seat));
        connect(reset, &QAction::triggered, this, [this, seat] { resetPinByReferee(seat); });
        m_resetPinActions << reset;
    }
    m_coverAction = make("coverSheetsAction");
    m_coverAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_coverAction, &QAction::triggered, m_handOver, &HandOver::coverSheets);
    m_aboutAction = make("aboutAction");
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQtAction = make("aboutQtAction");
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);

    // Who may do what, now: every action of the window is one of the policy's commands.
    using secrets::Command;
    for (QAction *a : {m_newAction, m_openAction, m_importAction, m_closeAction, m_quitAction})
        m_commands.insert(a, Command::ManageGames);
    for (QAction *a : {m_zoomInAction, m_zoomOutAction, m_fitAction, m_aboutAction, m_aboutQtAction})
        m_commands.insert(a, Command::ViewOnly);
    m_commands.insert(m_exportGameAction, Command::SaveGameFile);
    m_commands.insert(m_exportAction, Command::ExportPublicLog);
    m_commands.insert(m_undoAction, Command::Undo);
    m_commands.insert(m_redoAction, Command::Redo);
    m_commands.insert(m_endTurnAction, Command::EndTurnOrPhase);
    m_commands.insert(m_attackModeAction, Command::PlayMove);
    m_commands.insert(m_combatAction, Command::LastCombat);
    m_commands.insert(m_continueAction, Command::ContinueToDevelopment);
    for (QAction *a : std::as_const(m_passActions))
        m_commands.insert(a, Command::PassLaptop);
    m_commands.insert(m_refereeAction, Command::RefereeView);
    m_commands.insert(m_coverAction, Command::CoverSheets);
    for (QAction *a : std::as_const(m_resetPinActions))
        m_commands.insert(a, Command::ResetPin);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_fileMenu->addAction(m_importAction);
    m_fileMenu->addAction(m_exportGameAction);
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addAction(m_closeAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->setObjectName(QStringLiteral("editMenu"));
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);

    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->setObjectName(QStringLiteral("gameMenu"));
    m_gameMenu->addAction(m_endTurnAction);
    m_gameMenu->addAction(m_attackModeAction);
    m_gameMenu->addAction(m_combatAction);
    m_gameMenu->addAction(m_continueAction);

    m_sheetsMenu = menuBar()->addMenu(QString());
    m_sheetsMenu->setObjectName(QStringLiteral("sheetsMenu"));
    for (QAction *pass : std::as_const(m_passActions))
        m_sheetsMenu->addAction(pass);
    m_sheetsMenu->addSeparator();
    m_sheetsMenu->addAction(m_refereeAction);
    m_sheetsMenu->addAction(m_coverAction);
    m_resetPinMenu = m_sheetsMenu->addMenu(QString());
    m_resetPinMenu->setObjectName(QStringLiteral("resetPinMenu"));
    for (QAction *reset : std::as_const(m_resetPinActions))
        m_resetPinMenu->addAction(reset);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_fitAction);
    m_viewMenu->addSeparator();
    for (QDockWidget *dock : std::as_const(m_docks)) {
        m_viewMenu->addAction(dock->toggleViewAction());
        m_commands.insert(dock->toggleViewAction(), secrets::Command::ViewOnly);
    }

    createToolsMenu();

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("helpMenu"));
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::createToolsMenu()
{
    // The companion modes and the board editor: each is its own window or dialog.
    m_toolsMenu = menuBar()->addMenu(QString());
    m_toolsMenu->setObjectName(QStringLiteral("toolsMenu"));
    m_libraryAction = m_toolsMenu->addAction(QString(), this, &MainWindow::openFromLibrary);
    m_libraryAction->setObjectName(QStringLiteral("libraryAction"));
    m_libraryAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_reportAction = m_toolsMenu->addAction(QString(), this, &MainWindow::showGameReport);
    m_reportAction->setObjectName(QStringLiteral("reportAction"));
    m_toolsMenu->addSeparator();
    m_quickScoringAction = m_toolsMenu->addAction(QString(), this, [this] { companion::QuickScoringDialog::run(this); });
    m_quickScoringAction->setObjectName(QStringLiteral("quickScoringAction"));
    m_quickScoringAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_sheetOnlyAction = m_toolsMenu->addAction(QString(), this, [this] { companion::SheetOnlyWindow::startNew(m_controller->store(), this); });
    m_sheetOnlyAction->setObjectName(QStringLiteral("sheetOnlyAction"));
    m_toolsMenu->addSeparator();
    m_boardEditorAction = m_toolsMenu->addAction(QString(), this, [this] { BoardEditorWindow::open(this); });
    m_boardEditorAction->setObjectName(QStringLiteral("boardEditorAction"));
    m_commands.insert(m_libraryAction, secrets::Command::ManageGames);
    for (QAction *a : {m_reportAction, m_quickScoringAction, m_sheetOnlyAction, m_boardEditorAction})
        m_commands.insert(a, secrets::Command::ViewOnly);
}

void MainWindow::openFromLibrary()
{
    const qint64 id = companion::GameLibraryDialog::run(m_controller->store(), this);
    if (id <= 0)
        return;
    const auto record = m_controller->store().game(id);
    if (record && record->kind == QLatin1String("sheet")) {
        companion::SheetOnlyWindow::resume(m_controller->store(), id, this);
        return;
    }
    QString error;
    if (!m_controller->openGame(id, &error))
        QMessageBox::warning(this, tr("Cannot Open the Game"), error);
}

bool MainWindow::importGame(const QString &fileName)
{
    QString error;
    if (!m_controller->importGame(fileName, &error)) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot Import the Game"), error, QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("importErrorBox"));
        box->setInformativeText(tr("The library was not changed. Choose a game file saved with File > Save Game "
                                   "File or written by xobos-cli export."));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowModality(Qt::WindowModal);
        box->open();
        return false;
    }
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
    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New Game…"));
    m_openAction->setText(tr("&Open Game…"));
    m_importAction->setText(tr("&Import Game File…"));
    m_importAction->setStatusTip(tr("Add a game file (*.xobos.json, as xobos-cli export writes) to the library and open it"));
    m_exportAction->setText(tr("&Export Public Log…"));
    m_exportAction->setStatusTip(tr("Save the log as the whole table sees it, whoever's sheet is open"));
    m_exportGameAction->setText(tr("Save Game &File with Hidden Values…"));
    m_exportGameAction->setStatusTip(tr("Save the whole game, every hidden value included, as a file another library "
                                        "can import (finished games, or from the referee's view)"));
    m_closeAction->setText(tr("&Close Game"));
    m_quitAction->setText(tr("&Quit"));
    m_quitAction->setStatusTip(tr("Close the window and end the program"));
    m_editMenu->setTitle(tr("&Edit"));
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));
    m_gameMenu->setTitle(tr("&Game"));
    m_endTurnAction->setText(tr("&End Turn / Phase"));
    m_attackModeAction->setText(tr("&Attack Mode"));
    m_attackModeAction->setStatusTip(tr("Click a space to attack from, then its target (or drag with the right button)"));
    m_combatAction->setText(tr("Last &Combat…"));
    m_continueAction->setText(tr("Continue to &Development"));
    m_continueAction->setStatusTip(tr("The table has seen the combat: pass the laptop for the Development phase"));
    m_viewMenu->setTitle(tr("&View"));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_fitAction->setText(tr("&Fit Board to Window"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About %1").arg(productName()));
    m_aboutQtAction->setText(tr("About &Qt"));
    m_sheetsMenu->setTitle(tr("&Sheets"));
    m_toolsMenu->setTitle(tr("&Tools"));
    m_libraryAction->setText(tr("Game &Library…"));
    m_reportAction->setText(tr("Game &Report…"));
    m_quickScoringAction->setText(tr("&Quick Scoring…"));
    m_sheetOnlyAction->setText(tr("&Sheet-Only Mode…"));
    m_boardEditorAction->setText(tr("&Board Editor…"));
    m_refereeAction->setText(tr("&Referee View…"));
    m_coverAction->setText(tr("&Cover the Sheets"));
    m_coverAction->setStatusTip(tr("Back to the public table view"));
    m_resetPinMenu->setTitle(tr("Reset a Player's &PIN"));
    const QStringList dockTitles{tr("Game"), tr("Players"), tr("Moves"), tr("Log"), tr("Sheets")};
    for (int i = 0; i < m_docks.size() && i < dockTitles.size(); ++i)
        m_docks[i]->setWindowTitle(dockTitles.at(i));
    fitLogColumns();
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

void MainWindow::fitLogColumns()
{
    if (!m_logTable)
        return;
    fitColumnToTexts(m_logTable, LogModel::RoundColumn, m_logModel->columnTexts(LogModel::RoundColumn), false);
    fitColumnToTexts(m_logTable, LogModel::PhaseColumn, m_logModel->columnTexts(LogModel::PhaseColumn), false);
    fitColumnToTexts(m_logTable, LogModel::PlayerColumn, m_logModel->columnTexts(LogModel::PlayerColumn), true);
}

void MainWindow::onGameChanged()
{
    const bool game = m_controller->hasGame();
    fitLogColumns(); // other players' names
    m_pages->setCurrentWidget(game ? static_cast<QWidget *>(m_boardView) : welcomePage());
    for (QDockWidget *dock : std::as_const(m_docks))
        dock->setVisible(game);
    if (auto *bar = findChild<QToolBar *>(QStringLiteral("replayToolBar")))
        bar->setVisible(game);
    if (game) {
        if (!m_settings || !m_settings->contains(QStringLiteral("window/state"))) {
            // First sight of a game: the board gets the room, the docks what they need. The
            // left docks are as wide as the players table (four players' Buildings and
            // Status columns need more than 390 px), within a third of the window.
            int left = 390;
            if (auto *players = findChild<QTableView *>(QStringLiteral("playersTable"))) {
                int table = 2 * players->frameWidth() + players->verticalScrollBar()->sizeHint().width();
                for (int c = 0; c < players->model()->columnCount(); ++c)
                    table += std::max(static_cast<QAbstractItemView *>(players)->sizeHintForColumn(c),
                                      players->horizontalHeader()->sectionSizeHint(c));
                left = std::clamp(table + 12, 390, std::max(390, width() / 3));
            }
            resizeDocks({m_docks.at(0), m_docks.at(2)}, {left, 330}, Qt::Horizontal);
            resizeDocks({m_docks.at(0), m_docks.at(3)}, {175, 150}, Qt::Vertical);
        }
        QTimer::singleShot(0, m_boardView, &BoardView::fitToWindow);
    }
    onStateChanged();
}

void MainWindow::onStateChanged()
{
    const bool game = m_controller->hasGame();
    refreshPassActions();
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
        QTimer::singleShot(0, this, &MainWindow::askPendingChoice);
}

void MainWindow::onActionAccepted()
{
    statusBar()->clearMessage();
    if (CombatDialog::hasCombat(m_controller->lastEvents()))
        QTimer::singleShot(0, this, &MainWindow::showCombatReport);
}

void MainWindow::askPendingChoice()
{
    if (m_choiceOpen || !m_controller->hasGame() || m_controller->isReplaying() || m_handOver->isCovered())
        return;
    const rules::GameView view = m_controller->view();
    if (view.pending.empty())
        return;
    const rules::Pending pending = view.pending.front();
    std::vector<rules::Action> answers;
    for (rules::Action &a : m_controller->legalActions(pending.player)) {
        if (std::holds_alternative<rules::Counterattack>(a) || std::holds_alternative<rules::Pursue>(a))
            answers.push_back(std::move(a));
    }
    if (answers.empty())
        return;
    const QStringList names = m_controller->playerNames();
    const rules::Board &board = *m_controller->board();
    QString question;
    if (pending.token >= 0 && pending.token < static_cast<int>(view.attacks.size())) {
        const rules::AttackToken &t = view.attacks[static_cast<std::size_t>(pending.token)];
        question = pending.kind == rules::PendingKind::CounterattackChoice
            ? tr("%1 attacks %2 from %3. %4, do you counterattack from %2?")
                  .arg(playerText(names, t.owner), spaceText(board, t.to), spaceText(board, t.from),
                       playerText(names, pending.player))
            : tr("%1, the space %2 is free: do you pursue from %3?")
                  .arg(playerText(names, pending.player), spaceText(board, t.to), spaceText(board, t.from));
    }
    auto *dialog = new PendingChoiceDialog(m_controller, pending.player, question, std::move(answers), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_choiceOpen = true;
    connect(dialog, &QDialog::finished, this, [this] {
        m_choiceOpen = false;
        QTimer::singleShot(0, this, &MainWindow::askPendingChoice);
    });
    dialog->open();
}

void MainWindow::showCombatReport()
{
    if (!m_controller->hasGame() || !m_handOver->allows(secrets::Command::LastCombat))
        return;
    auto *dialog = new CombatDialog(m_controller->lastEvents(), *m_controller->board(), m_controller->playerNames(),
                                    m_controller->playerColours(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
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

void MainWindow::refreshPassActions()
{
    const QStringList names = m_controller->playerNames();
    for (int seat = 0; seat < m_passActions.size(); ++seat) {
        QAction *pass = m_passActions[seat];
        pass->setVisible(seat < m_controller->playerCount());
        pass->setText(tr("Pass the Laptop to %1").arg(playerText(names, seat)));
    }
    for (int seat = 0; seat < m_resetPinActions.size(); ++seat) {
        m_resetPinActions[seat]->setVisible(seat < m_controller->playerCount());
        m_resetPinActions[seat]->setText(tr("Reset %1's PIN…").arg(playerText(names, seat)));
    }
    refreshAccess();
}

void MainWindow::refreshAccess()
{
    const secrets::AccessContext context = m_handOver->accessContext();
    const bool game = m_controller->hasGame();
    for (auto it = m_commands.cbegin(); it != m_commands.cend(); ++it) {
        QAction *a = it.key();
        bool extra = true;
        if (a == m_closeAction)
            extra = game;
        else if (a == m_exportGameAction)
            extra = m_controller->mayExportGame();
        else if (a == m_undoAction)
            extra = m_controller->canUndo();
        else if (a == m_redoAction)
            extra = m_controller->canRedo();
        else if (const int pass = static_cast<int>(m_passActions.indexOf(a)); pass >= 0)
            extra = pass < m_controller->playerCount();
        else if (const int reset = static_cast<int>(m_resetPinActions.indexOf(a)); reset >= 0)
            extra = context.seatHasPin.value(reset);
        a->setEnabled(secrets::AccessPolicy::allows(it.value(), context) && extra);
    }
    m_resetPinMenu->menuAction()->setVisible(context.anyPlayerPin());
    m_resetPinMenu->setEnabled(secrets::AccessPolicy::allows(secrets::Command::ResetPin, context));
    m_sheets->setAccess(secrets::AccessPolicy::allows(secrets::Command::PassLaptop, context),
                        secrets::AccessPolicy::allows(secrets::Command::RefereeView, context), context.reviewing);
    // The combat review: its "Continue to Development" must be in sight, not a tab behind.
    if (context.reviewing && !m_reviewShown) {
        m_reviewShown = true;
        m_sheetsDock->show();
        m_sheetsDock->raise();
        showStatus(tr("The combat is over: update the board, then press Continue to Development."));
    } else if (!context.reviewing) {
        m_reviewShown = false;
    }
}

void MainWindow::explainDevelopmentEnd()
{
    const rules::GameView view = m_controller->view();
    const QStringList names = m_controller->playerNames();
    QStringList still;
    for (int seat : view.acting)
        still << playerText(names, seat);
    auto *box = new QMessageBox(QMessageBox::Information, tr("End the Development phase"),
                                tr("Each player ends their own Development phase, on their own sheet: nobody ends it "
                                   "for them from the table's view."),
                                QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("developmentEndExplanation"));
    box->setInformativeText(tr("Still to enter: %1. Pass the laptop to one of them.").arg(still.join(QStringLiteral(", "))));
    for (int seat : view.acting) {
        QPushButton *pass = box->addButton(tr("Pass the Laptop to %1").arg(playerText(names, seat)), QMessageBox::AcceptRole);
        pass->setObjectName(QStringLiteral("explainPass%1").arg(seat));
        connect(pass, &QPushButton::clicked, m_handOver, [this, seat] { m_handOver->passTo(seat); });
    }
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::refuseRefereeView()
{
    auto *box = new QMessageBox(QMessageBox::Information, tr("Referee View"),
                                tr("The referee's view shows every player's hidden values. In this game players set "
                                   "PINs and the referee did not, so the referee's view, and saving the game file "
                                   "with its hidden values, are not available until the game is over."),
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("refereeViewRefused"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::resetPinByReferee(int seat)
{
    const QString name = playerText(m_controller->playerNames(), seat);
    if (m_controller->viewer().kind != rules::Viewer::Kind::Referee) {
        // Asked from a seat's cover: the referee resets it from the referee's view.
        auto *box = new QMessageBox(QMessageBox::Information, tr("Forgot the PIN"),
                                    tr("Only the referee can reset %1's PIN in this game: pass the laptop to the "
                                       "referee, who chooses Sheets > Reset a Player's PIN in the referee's view.")
                                        .arg(name),
                                    QMessageBox::Cancel, m_handOver->cover());
        box->setObjectName(QStringLiteral("forgotPinBox"));
        QPushButton *referee = box->addButton(tr("Pass the Laptop to the Referee"), QMessageBox::AcceptRole);
        connect(referee, &QPushButton::clicked, m_handOver, &HandOver::passToReferee);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return;
    }
    if (!m_handOver->allows(secrets::Command::ResetPin))
        return;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Reset a PIN"),
                                tr("Take away %1's PIN? %1 then opens their sheets with Unlock. The table's log "
                                   "says that the referee reset it.")
                                    .arg(name),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("resetPinQuestion"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box->button(QMessageBox::Yes), &QPushButton::clicked, this, [this, seat, name] {
        QString error;
        if (!m_controller->resetPin(seat, GameController::ResetBy::Referee, &error)) {
            QMessageBox::warning(this, tr("Reset a PIN"), tr("The PIN could not be reset: %1").arg(error));
            return;
        }
        m_handOver->reloadPins();
        showStatus(tr("%1's PIN was reset by the referee.").arg(name));
    });
    box->open();
}

void MainWindow::resetPinByTable(int seat)
{
    // No referee PIN (docs/security.md, "Resetting a PIN"): every other player agrees, each
    // with their own PIN if they have one; a wrong PIN counts against that seat's waiting
    // time as on the cover.
    const QStringList names = m_controller->playerNames();
    const QString name = playerText(names, seat);
    QWidget *parent = m_handOver->cover();
    for (int other = 0; other < m_controller->playerCount(); ++other) {
        if (other == seat)
            continue;
        const QString otherName = playerText(names, other);
        const QString hash = m_controller->pinHash(other);
        if (hash.isEmpty()) {
            if (QMessageBox::question(parent, tr("Reset %1's PIN").arg(name),
                                      tr("%1, do you agree that %2's PIN is taken away?").arg(otherName, name))
                != QMessageBox::Yes) {
                showStatus(tr("%1's PIN was not reset: %2 did not agree.").arg(name, otherName));
                return;
            }
            continue;
        }
        store::PinBackoff backoff = store::loadPinBackoff(m_controller->store(), m_controller->gameId(), other);
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        if (backoff.blockedUntilMs > now) {
            showStatus(tr("%1's PIN was not reset: %2 must wait %3 s after a wrong PIN.")
                           .arg(name, otherName)
                           .arg((backoff.blockedUntilMs - now + 999) / 1000));
            return;
        }
        bool ok = false;
        const QString pin = QInputDialog::getText(parent, tr("Reset %1's PIN").arg(name),
                                                  tr("%1, type your PIN to agree that %2's PIN is taken away:")
                                                      .arg(otherName, name),
                                                  QLineEdit::Password, QString(), &ok);
        if (!ok) {
            showStatus(tr("%1's PIN was not reset: %2 did not agree.").arg(name, otherName));
            return;
        }
        if (!store::verifyPin(pin, hash)) {
            ++backoff.failures;
            backoff.blockedUntilMs = now + secrets::LockCover::delayAfterFailures(backoff.failures);
            store::savePinBackoff(m_controller->store(), m_controller->gameId(), other, backoff);
            showStatus(tr("%1's PIN was not reset: wrong PIN for %2.").arg(name, otherName));
            return;
        }
    }
    QString error;
    if (!m_controller->resetPin(seat, GameController::ResetBy::Table, &error)) {
        QMessageBox::warning(parent, tr("Reset a PIN"), tr("The PIN could not be reset: %1").arg(error));
        return;
    }
    m_handOver->reloadPins();
    m_handOver->passTo(seat);
    showStatus(tr("%1's PIN was reset with the agreement of every other player.").arg(name));
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
    auto *wizard = new NewGameWizard(m_controller, this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    // The wizard passes the laptop for the Leader choices itself (or leaves them to the
    // locks when PINs were set): no automatic hand-over behind it.
    m_handOver->setSuspended(true);
    connect(wizard, &QDialog::finished, m_handOver, [this] { m_handOver->setSuspended(false); });
    wizard->open();
}

void MainWindow::showOpenGameDialog()
{
    QString error;
    if (!m_controller->openLibrary(&error)) {
        // A damaged library: offer its newest backup that opens cleanly (the damaged file
        // itself is kept as it is).
        const QString backup = store::GameStore::newestGoodBackup(m_controller->databasePath());
        if (backup.isEmpty()) {
            QMessageBox::warning(this, tr("The library cannot be opened"), error);
            return;
        }
        const auto answer = QMessageBox::question(
            this, tr("The library cannot be opened"),
            tr("%1\n\nA backup that opens cleanly was found:\n%2\n\nRestore it beside the damaged library and open it?")
                .arg(error, backup));
        if (answer != QMessageBox::Yes)
            return;
        const QString restored = store::GameStore::restoreBackup(backup, m_controller->databasePath(), &error);
        if (restored.isEmpty() || !m_controller->switchLibrary(restored, &error)) {
            QMessageBox::warning(this, tr("The library cannot be opened"), error);
            return;
        }
        if (m_settings)
            m_settings->setValue(QStringLiteral("library/path"), restored);
    }
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
    lines << m_logModel->tableLines();
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
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    } else if (event->type() == QEvent::FontChange) {
        fitLogColumns();
    }
    QMainWindow::changeEvent(event);
}

} // namespace xobos::ui
