// SPDX-License-Identifier: GPL-3.0-or-later
// The "Sheets" dock: the Player Sheets as the current viewer may see them, and the buttons
// that pass the laptop (issue #8).
//
// Contract: built only from GameController::view() (rules::view(state, viewer)) and
// GameController::legalActions().
// - Public view behind the screens: no sheet at all, one "Pass the laptop to <name>"
//   button per seat and "Referee view".
// - Public view when the table sees every sheet (RevealPolicy::tableSeesAllSheets:
//   Checks and Balances from resolution to the end of the round, Training Ground, the end
//   of the game): every sheet, read-only — except in Training Ground, where each sheet
//   offers its seat's actions (no hand-over). At the end, the final scoring with its
//   tie-breakers.
// - Viewer::seat(p): p's sheet only, with p's secret actions and "Done — cover my sheet".
// - Viewer::referee(): every sheet, read-only, and "Done".
// A requested action is emitted, not played: the window submits it.
#pragma once

#include "xobos/rules/action.h"
#include "xobos/rules/types.h"

#include <QWidget>

class QAction;
class QLabel;
class QPushButton;
class QScrollArea;
class QTabWidget;
class QToolButton;

namespace xobos::ui {

class GameController;

namespace secrets {
class PlayerSheetWidget;
}

class SheetsPanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SheetsPanel)

public:
    explicit SheetsPanel(GameController *controller, QWidget *parent = nullptr);
    ~SheetsPanel() override;

    // `seat`'s sheet, built (and filled) if this is the first time it is asked for. A
    // sheet is built the first time it is shown: a panel nobody has looked at holds none.
    secrets::PlayerSheetWidget *sheet(int seat);
    QPushButton *passButton(int seat) const;
    QPushButton *refereeButton() const { return m_referee; }
    QPushButton *doneButton() const { return m_done; }
    QTabWidget *tabs() const { return m_tabs; }
    // The final scoring (filled when the panel is on screen, or now if it was not yet).
    QLabel *scoresLabel();

    // The engine's answer to a request from `seat`'s sheet, shown on that sheet.
    void showMessage(int seat, const QString &text, bool isError = true);
    void refresh();
    // Whether anyone can see the panel: false while its dock is a tab behind another one
    // (Qt keeps such a dock "visible", moved off-screen). Sheets to show are built only
    // when it is on screen (or asked for through sheet()). False until told: the window
    // passes on its dock's QDockWidget::visibilityChanged.
    void setOnScreen(bool onScreen);
    // What the window's access policy allows now (issue #20): the pass buttons, the referee
    // button, and "Continue to Development" while the table reviews the combat.
    void setAccess(bool pass, bool referee, bool reviewing);
    QPushButton *continueButton() const { return m_continue; }
    // The window's Edit > Undo, as a button beside "Done" while a player's own sheet is
    // open (the sheet fills the window then, the Moves panel is behind it). Its text is the
    // action's: it names no entry.
    void setUndoAction(QAction *undo);
    QToolButton *undoButton() const { return m_undo; }

Q_SIGNALS:
    void passRequested(int seat);
    void refereeRequested();
    void coverRequested();
    void continueRequested();
    void actionRequested(int seat, const rules::Action &action);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    secrets::PlayerSheetWidget *buildSheet(int seat);

    GameController *m_controller = nullptr;
    QLabel *m_status = nullptr;
    QWidget *m_passRow = nullptr;
    QList<QPushButton *> m_pass;
    QPushButton *m_referee = nullptr;
    QPushButton *m_done = nullptr;
    QPushButton *m_continue = nullptr;
    QToolButton *m_undo = nullptr;
    bool m_passAllowed = true;
    bool m_refereeAllowed = true;
    bool m_reviewing = false;
    QTabWidget *m_tabs = nullptr;
    QList<QScrollArea *> m_scrolls;              // one tab per seat, built at once
    QList<secrets::PlayerSheetWidget *> m_sheets; // null until the seat's sheet is first shown
    bool m_onScreen = false;
    bool m_unbuiltSheetsShown = false; // refresh() skipped building while off screen
    bool m_scoresStale = false;        // refresh() skipped the final scoring while off screen
    QLabel *m_scores = nullptr;
};

} // namespace xobos::ui
