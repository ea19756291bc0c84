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

#include "rules/action.h"
#include "rules/types.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTabWidget;

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

    secrets::PlayerSheetWidget *sheet(int seat) const;
    QPushButton *passButton(int seat) const;
    QPushButton *refereeButton() const { return m_referee; }
    QPushButton *doneButton() const { return m_done; }
    QTabWidget *tabs() const { return m_tabs; }
    QLabel *scoresLabel() const { return m_scores; }

    // The engine's answer to a request from `seat`'s sheet, shown on that sheet.
    void showMessage(int seat, const QString &text, bool isError = true);
    void refresh();

Q_SIGNALS:
    void passRequested(int seat);
    void refereeRequested();
    void coverRequested();
    void actionRequested(int seat, const rules::Action &action);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    GameController *m_controller = nullptr;
    QLabel *m_status = nullptr;
    QWidget *m_passRow = nullptr;
    QList<QPushButton *> m_pass;
    QPushButton *m_referee = nullptr;
    QPushButton *m_done = nullptr;
    QTabWidget *m_tabs = nullptr;
    QList<secrets::PlayerSheetWidget *> m_sheets;
    QLabel *m_scores = nullptr;
};

} // namespace xobos::ui
