// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/windowactions.h"

#include "ui/shell/gamecontroller.h"
#include "ui/shell/helpdialog.h"
#include "ui/shell/productinfo.h"
#include "ui/texts/gametext.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace xobos::ui {

WindowActions::WindowActions(GameController *controller, QMainWindow *window)
    : m_controller(controller)
    , m_window(window)
{
    const auto make = [window](const QString &name, QKeySequence::StandardKey key = QKeySequence::UnknownKey) {
        auto *action = new QAction(window);
        action->setObjectName(name);
        if (key != QKeySequence::UnknownKey)
            action->setShortcuts(key);
        return action;
    };
    newGame = make(QStringLiteral("newGameAction"), QKeySequence::New);
    openGame = make(QStringLiteral("openGameAction"), QKeySequence::Open);
    importGame = make(QStringLiteral("importGameAction"));
    importGame->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    exportGame = make(QStringLiteral("exportGameAction"));
    exportLog = make(QStringLiteral("exportLogAction"), QKeySequence::Save);
    closeGame = make(QStringLiteral("closeGameAction"), QKeySequence::Close);
    quit = make(QStringLiteral("quitAction"), QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    undo = make(QStringLiteral("undoAction"), QKeySequence::Undo);
    redo = make(QStringLiteral("redoAction"), QKeySequence::Redo);
    zoomIn = make(QStringLiteral("zoomInAction"), QKeySequence::ZoomIn);
    zoomOut = make(QStringLiteral("zoomOutAction"), QKeySequence::ZoomOut);
    fitBoard = make(QStringLiteral("fitAction"));
    fitBoard->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    endTurn = make(QStringLiteral("endTurnAction"));
    endTurn->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    attackMode = make(QStringLiteral("attackModeAction"));
    attackMode->setCheckable(true);
    attackMode->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    lastCombat = make(QStringLiteral("combatReportAction"));
    lastCombat->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    continueToDevelopment = make(QStringLiteral("continueToDevelopmentAction"));
    for (int seat = 0; seat < rules::kMaxPlayers; ++seat) {
        QAction *pass = make(QStringLiteral("passLaptopAction%1").arg(seat));
        if (seat < 4)
            pass->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | static_cast<Qt::Key>(Qt::Key_1 + seat)));
        passLaptop << pass;
        resetPin << make(QStringLiteral("resetPinAction%1").arg(seat));
    }
    refereeView = make(QStringLiteral("refereeViewAction"));
    coverSheets = make(QStringLiteral("coverSheetsAction"));
    coverSheets->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    tableMode = make(QStringLiteral("tableModeAction"));
    library = make(QStringLiteral("libraryAction"));
    library->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    report = make(QStringLiteral("reportAction"));
    quickScoring = make(QStringLiteral("quickScoringAction"));
    quickScoring->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    sheetOnly = make(QStringLiteral("sheetOnlyAction"));
    boardEditor = make(QStringLiteral("boardEditorAction"));
    shortcutsHelp = make(QStringLiteral("shortcutsHelpAction"), QKeySequence::HelpContents);
    rulesHelp = make(QStringLiteral("rulesHelpAction"));
    about = make(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);
    aboutQt = make(QStringLiteral("aboutQtAction"));
    aboutQt->setMenuRole(QAction::AboutQtRole);

    // Who may do what, now: every action of the window is one of the policy's commands.
    using secrets::Command;
    for (QAction *a : {newGame, openGame, importGame, closeGame, quit, library})
        m_commands.insert(a, Command::ManageGames);
    for (QAction *a : {zoomIn, zoomOut, fitBoard, shortcutsHelp, rulesHelp, about, aboutQt, report, quickScoring,
                       sheetOnly, boardEditor})
        m_commands.insert(a, Command::ViewOnly);
    m_commands.insert(exportGame, Command::SaveGameFile);
    m_commands.insert(exportLog, Command::ExportPublicLog);
    m_commands.insert(undo, Command::Undo);
    m_commands.insert(redo, Command::Redo);
    m_commands.insert(endTurn, Command::EndTurnOrPhase);
    m_commands.insert(attackMode, Command::PlayMove);
    m_commands.insert(lastCombat, Command::LastCombat);
    m_commands.insert(continueToDevelopment, Command::ContinueToDevelopment);
    for (QAction *a : std::as_const(passLaptop))
        m_commands.insert(a, Command::PassLaptop);
    m_commands.insert(refereeView, Command::RefereeView);
    m_commands.insert(coverSheets, Command::CoverSheets);
    // Its dialog shows each seat's QR code: like opening a game, never behind a cover.
    m_commands.insert(tableMode, Command::ManageGames);
    for (QAction *a : std::as_const(resetPin))
        m_commands.insert(a, Command::ResetPin);
}

WindowActions::~WindowActions() = default;

void WindowActions::createMenus(const QList<QDockWidget *> &docks)
{
    QMenuBar *bar = m_window->menuBar();
    const auto menu = [bar](const QString &name, const QList<QAction *> &actions) {
        QMenu *m = bar->addMenu(QString());
        m->setObjectName(name);
        m->addActions(actions);
        return m;
    };
    fileMenu = menu(QStringLiteral("fileMenu"), {newGame, openGame, importGame, exportGame, exportLog, closeGame});
    fileMenu->addSeparator();
    fileMenu->addAction(quit);
    editMenu = menu(QStringLiteral("editMenu"), {undo, redo});
    gameMenu = menu(QStringLiteral("gameMenu"), {endTurn, attackMode, lastCombat, continueToDevelopment});
    sheetsMenu = menu(QStringLiteral("sheetsMenu"), passLaptop);
    sheetsMenu->addSeparator();
    sheetsMenu->addAction(refereeView);
    sheetsMenu->addAction(coverSheets);
    resetPinMenu = sheetsMenu->addMenu(QString());
    resetPinMenu->setObjectName(QStringLiteral("resetPinMenu"));
    resetPinMenu->addActions(resetPin);
    sheetsMenu->addAction(tableMode);
    viewMenu = menu(QStringLiteral("viewMenu"), {zoomIn, zoomOut, fitBoard});
    viewMenu->addSeparator();
    for (QDockWidget *dock : docks) {
        viewMenu->addAction(dock->toggleViewAction());
        m_commands.insert(dock->toggleViewAction(), secrets::Command::ViewOnly);
    }
    // The companion modes and the board editor: each is its own window or dialog.
    toolsMenu = menu(QStringLiteral("toolsMenu"), {library, report});
    toolsMenu->addSeparator();
    toolsMenu->addActions({quickScoring, sheetOnly});
    toolsMenu->addSeparator();
    toolsMenu->addAction(boardEditor);
    helpMenu = menu(QStringLiteral("helpMenu"), {shortcutsHelp, rulesHelp});
    helpMenu->addSeparator();
    helpMenu->addActions({about, aboutQt});
    QObject::connect(shortcutsHelp, &QAction::triggered, m_window, [this] { HelpDialog::of(m_window)->showShortcuts(); });
    QObject::connect(rulesHelp, &QAction::triggered, m_window, [this] { HelpDialog::of(m_window)->showRule({}); });
}

void WindowActions::addViewMenu(QMenu *menu)
{
    viewMenu->insertMenu(viewMenu->actions().value(3), menu); // after zoom and fit, before the docks
    for (QAction *a : menu->actions())
        m_commands.insert(a, secrets::Command::ViewOnly);
}

void WindowActions::retranslateUi()
{
    fileMenu->setTitle(tr("&File"));
    newGame->setText(tr("&New Game…"));
    openGame->setText(tr("&Open Game…"));
    importGame->setText(tr("&Import Game File…"));
    importGame->setStatusTip(tr("Add a game file (*.xobos.json, as xobos-cli export writes) to the library and open it"));
    exportLog->setText(tr("&Export Public Log…"));
    exportLog->setStatusTip(tr("Save the log as the whole table sees it, whoever's sheet is open"));
    exportGame->setText(tr("Save Game &File with Hidden Values…"));
    exportGame->setStatusTip(tr("Save the whole game, every hidden value included, as a file another library "
                                "can import (finished games, or from the referee's view)"));
    closeGame->setText(tr("&Close Game"));
    quit->setText(tr("&Quit"));
    quit->setStatusTip(tr("Close the window and end the program"));
    editMenu->setTitle(tr("&Edit"));
    undo->setText(tr("&Undo"));
    redo->setText(tr("&Redo"));
    gameMenu->setTitle(tr("&Game"));
    endTurn->setText(tr("&End Turn / Phase"));
    attackMode->setText(tr("&Attack Mode"));
    attackMode->setStatusTip(tr("Click a space to attack from, then its target (or drag with the right button)"));
    lastCombat->setText(tr("Last &Combat…"));
    continueToDevelopment->setText(tr("Continue to &Development"));
    continueToDevelopment->setStatusTip(tr("The table has seen the combat: pass the laptop for the Development phase"));
    viewMenu->setTitle(tr("&View"));
    zoomIn->setText(tr("Zoom &In"));
    zoomOut->setText(tr("Zoom &Out"));
    fitBoard->setText(tr("&Fit Board to Window"));
    helpMenu->setTitle(tr("&Help"));
    shortcutsHelp->setText(tr("&Shortcuts and Gestures"));
    rulesHelp->setText(tr("&Rules Reference"));
    rulesHelp->setStatusTip(tr("Every rule the referee enforces, with its id and ruling"));
    about->setText(tr("&About %1").arg(productName()));
    aboutQt->setText(tr("About &Qt"));
    sheetsMenu->setTitle(tr("&Sheets"));
    toolsMenu->setTitle(tr("&Tools"));
    library->setText(tr("Game &Library…"));
    report->setText(tr("Game &Report…"));
    quickScoring->setText(tr("&Quick Scoring…"));
    sheetOnly->setText(tr("&Sheet-Only Mode…"));
    boardEditor->setText(tr("&Board Editor…"));
    refereeView->setText(tr("&Referee View…"));
    coverSheets->setText(tr("&Cover the Sheets"));
    coverSheets->setStatusTip(tr("Back to the public table view"));
    tableMode->setText(tr("Table Mode (Phones)…"));
    resetPinMenu->setTitle(tr("Reset a Player's &PIN"));
    retranslateSeats();
}

void WindowActions::retranslateSeats()
{
    const QStringList names = m_controller->playerNames();
    for (int seat = 0; seat < passLaptop.size(); ++seat) {
        passLaptop[seat]->setVisible(seat < m_controller->playerCount());
        passLaptop[seat]->setText(tr("Pass the Laptop to %1").arg(playerText(names, seat)));
        resetPin[seat]->setVisible(seat < m_controller->playerCount());
        resetPin[seat]->setText(tr("Reset %1's PIN…").arg(playerText(names, seat)));
    }
}

void WindowActions::refresh(const secrets::AccessContext &context)
{
    const bool game = m_controller->hasGame();
    for (auto it = m_commands.cbegin(); it != m_commands.cend(); ++it) {
        QAction *a = it.key();
        bool extra = true;
        if (a == closeGame || a == tableMode)
            extra = game;
        else if (a == exportGame)
            extra = m_controller->mayExportGame();
        else if (a == undo)
            extra = m_controller->canUndo();
        else if (a == redo)
            extra = m_controller->canRedo();
        else if (const int pass = static_cast<int>(passLaptop.indexOf(a)); pass >= 0)
            extra = pass < m_controller->playerCount();
        else if (const int reset = static_cast<int>(resetPin.indexOf(a)); reset >= 0)
            extra = context.seatHasPin.value(reset);
        a->setEnabled(secrets::AccessPolicy::allows(it.value(), context) && extra);
    }
    resetPinMenu->menuAction()->setVisible(context.anyPlayerPin());
    resetPinMenu->setEnabled(secrets::AccessPolicy::allows(secrets::Command::ResetPin, context));
}

} // namespace xobos::ui
