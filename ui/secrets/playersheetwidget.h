// SPDX-License-Identifier: GPL-3.0-or-later
// One player's private sheets behind the lock, laid out like the printed Player Sheet: four
// quarters, one per Guardian, each with its values and a button for every secret action of
// that Guardian; below them the Production Sheet, the Buildings, and the actions of the
// Buildings, Technology, Base and Phase.
//
// Contract:
// - Everything shown comes from the GameView given to setView() for that seat (built with
//   rules::view(state, Viewer::seat(seat))) and from the legal actions given to
//   setLegalActions() (rules::legalActions(state, seat)); the widget never sees a
//   GameState and decides no rule. A view built for another player is refused.
// - Only Setup and Development actions and breaking a connection are offered. One click on
//   a harmless action emits actionRequested(); destroying a Building always asks first;
//   finishing the Development phase asks only while an offered entry could still spend
//   what the player holds, and the question names it ("You still have 3 Building
//   Resources."); with nothing left to spend it finishes at once (Undo takes it back). The caller submits the
//   action and shows the engine's answer with setMessage(); an acceptance becomes a
//   one-line receipt under the sheet ("Green Guardian 2: +1 Power"), on this sheet only.
// - Nothing is pre-selected: no action button is default or holds the focus.
#pragma once

#include "xobos/rules/action.h"
#include "xobos/rules/board.h"
#include "xobos/rules/view.h"

#include <QColor>
#include <QMessageBox>
#include <QPointer>
#include <QWidget>

#include <optional>
#include <vector>

class QGridLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QTableView;

namespace xobos::ui::secrets {

class GuardianSheetModel;
class OwnBuildingsModel;
class ProductionModel;

class PlayerSheetWidget : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlayerSheetWidget)

public:
    static constexpr int kGroupCount = 8; // four Guardians, Buildings, Technology, Base, Phase

    explicit PlayerSheetWidget(QWidget *parent = nullptr);
    ~PlayerSheetWidget() override;

    void setPlayerColour(const QColor &colour);
    void setView(const rules::GameView &view, const rules::Board &board, int seat);
    void setLegalActions(std::vector<rules::Action> actions);
    // The engine's verdict on the last request, already translated (e.g. reasonText(code)),
    // or, with isError false, its acceptance: then the receipt of the entry from this sheet
    // is shown instead of `text`. Cleared by the next setView().
    void setMessage(const QString &text, bool isError = true);
    void clearMessage();

    int seat() const { return m_seat; }
    // The offered actions, in the order of setLegalActions() (secret ones only).
    const std::vector<rules::Action> &offeredActions() const { return m_offered; }
    // The button of one offered action (null if it is not offered), and all of one group.
    QPushButton *buttonFor(const rules::Action &action) const;
    QList<QPushButton *> groupButtons(int group) const;
    // The question of a demolish or of finishing the phase, while it is open.
    QMessageBox *confirmation() const { return m_confirm; }

    GuardianSheetModel *guardianModel() const { return m_guardians; }
    ProductionModel *productionModel() const { return m_production; }
    OwnBuildingsModel *buildingsModel() const { return m_buildings; }

Q_SIGNALS:
    void actionRequested(int seat, const rules::Action &action);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void refreshTexts();
    void refreshQuarters();
    void fitBuildingsTable();
    void refreshActions();
    void request(int index);
    bool asksFirst(const rules::Action &action) const;
    void confirm(int index);
    void closeConfirmation();

    struct Group
    {
        QGroupBox *box = nullptr;   // a quarter of the Player Sheet (Guardians only)
        QLabel *values = nullptr;   // a Guardian's values (Guardians only)
        QWidget *actions = nullptr; // holds the buttons
        QGridLayout *grid = nullptr;
    };

    int m_seat = -1;
    bool m_valid = false;
    QColor m_colour;
    rules::GameView m_view;
    rules::Board m_board;
    std::vector<rules::Action> m_offered;
    std::vector<QPushButton *> m_buttons;     // one per offered action
    std::optional<rules::Action> m_requested; // the last entry asked for, for its receipt
    QPointer<QMessageBox> m_confirm;

    QLabel *m_name = nullptr;
    QLabel *m_phase = nullptr;
    QLabel *m_crystals = nullptr;
    QLabel *m_resources = nullptr;
    QLabel *m_tech = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_noActions = nullptr;
    QGroupBox *m_sheetBox = nullptr;
    QGroupBox *m_productionBox = nullptr;
    QGroupBox *m_buildingsBox = nullptr;
    QGroupBox *m_actionsBox = nullptr;
    QTableView *m_productionTable = nullptr;
    QTableView *m_buildingsTable = nullptr;
    GuardianSheetModel *m_guardians = nullptr;
    ProductionModel *m_production = nullptr;
    OwnBuildingsModel *m_buildings = nullptr;
    Group m_groups[kGroupCount];
};

} // namespace xobos::ui::secrets
