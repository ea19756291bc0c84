// SPDX-License-Identifier: GPL-3.0-or-later
// How clicks and drags on TECH's board and supplies become the module's actions (issue #26,
// techwindow.h): a unit of a supply, then an empty space, deploys it (behind the seat's lock:
// the sealed commit); a unit of the board, then its target, moves it (capture, stack,
// unstack) or, for an Archer on an occupied space, kills; in a re-placement the empty space
// is enough. A drag is a press on a unit and a release over another space: the release
// outside the pressed button is no click of it, so a drag is never also a click.
//
// It reads the session's view for the window's viewer, keeps the selection, and says nothing
// itself: the window submits the actions it chooses, shows its hints and repaints.
#pragma once

#include "game/module.h"

#include <QJsonObject>
#include <QObject>

#include <array>

class QPushButton;
class QWidget;

namespace xobos::game {
class Session;
}

namespace xobos::ui::tech {

class TechBoard;

class TechBoardInput : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TechBoardInput)

public:
    // Why a click chose nothing (None: a click that needs no word).
    enum class Hint { None, DeploymentSealed, SupplyUnitFirst, UnitFirst };

    // `window` holds `board` and the supply buttons (a release is placed on it) and owns this.
    TechBoardInput(const game::Session &session, TechBoard *board, QWidget *window);
    ~TechBoardInput() override;

    // That seat's supply button of that unit type (0..2): its clicks and drags.
    void addSupplyButton(QPushButton *button, int seat, int unit);
    // Whose view the window shows: the selection stays with the view it was made in.
    void setViewer(const game::Viewer &viewer);
    void clearSelection();

    int selectedCell() const { return m_selectedCell; }
    // A unit of a supply: its seat and type (-1: none).
    int selectedSeat() const { return m_selectedSeat; }
    int selectedUnit() const { return m_selectedUnit; }

    void clickCell(int cell);
    void clickSupply(int seat, int unit);

Q_SIGNALS:
    void actionChosen(int seat, const QJsonObject &action);
    void hinted(xobos::ui::tech::TechBoardInput::Hint hint);
    void selectionChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void dragTo(QWidget *source, int cell);
    void select(int seat, int unit, int cell);
    QJsonObject view() const;
    int actingSeat() const;

    const game::Session &m_session;
    TechBoard *m_board = nullptr;
    QWidget *m_window = nullptr;
    game::Viewer m_viewer;
    std::array<std::array<QPushButton *, 3>, 2> m_supply{};
    int m_selectedCell = -1;
    int m_selectedSeat = -1;
    int m_selectedUnit = -1;
    QWidget *m_pressed = nullptr; // where a drag began
};

} // namespace xobos::ui::tech
