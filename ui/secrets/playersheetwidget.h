// SPDX-License-Identifier: GPL-3.0-or-later
// One player's private sheets behind the lock: the Player Sheet (four Guardians), the
// Production Sheet, Buildings, Building Resources, crystals and Technology Tiles, and the
// secret actions the player may take now.
//
// Contract:
// - Everything shown comes from the GameView given to setView() for that seat (built with
//   rules::view(state, Viewer::seat(seat))) and from the legal actions given to
//   setLegalActions() (rules::legalActions(state, seat)); the widget never sees a
//   GameState. A view built for another player is refused (nothing is shown).
// - Only Setup and Development actions and breaking a connection are offered, grouped per
//   Guardian, Buildings, Technology, Base and Phase. Choosing one emits actionRequested();
//   the caller submits it and shows the engine's answer with setMessage().
#pragma once

#include "xobos/rules/action.h"
#include "xobos/rules/board.h"
#include "xobos/rules/view.h"

#include <QColor>
#include <QWidget>

#include <optional>

#include <optional>
#include <vector>

class QComboBox;
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
    // or a confirmation; a confirmation of an entry from this sheet adds its one-line
    // receipt ("Entered. Connect Green Guardian 1 to Green Guardian 2 (Reinforcement)").
    // Cleared by the next setView().
    void setMessage(const QString &text, bool isError = true);
    void clearMessage();

    int seat() const { return m_seat; }
    // The offered actions, in the order of setLegalActions() (secret ones only).
    const std::vector<rules::Action> &offeredActions() const { return m_offered; }
    // For tests and keyboard users: the chooser and button of one group (may be hidden).
    QComboBox *actionChooser(int group) const;
    QPushButton *actionButton(int group) const;

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
    void refreshActions();
    void requestFromGroup(int group);

    struct Group
    {
        QLabel *title = nullptr;
        QComboBox *chooser = nullptr;
        QPushButton *button = nullptr;
    };

    int m_seat = -1;
    bool m_valid = false;
    QColor m_colour;
    rules::GameView m_view;
    rules::Board m_board;
    std::vector<rules::Action> m_offered;
    std::optional<rules::Action> m_requested; // the last entry asked for, for its receipt

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
    QTableView *m_guardianTable = nullptr;
    QTableView *m_productionTable = nullptr;
    QTableView *m_buildingsTable = nullptr;
    GuardianSheetModel *m_guardians = nullptr;
    ProductionModel *m_production = nullptr;
    OwnBuildingsModel *m_buildings = nullptr;
    Group m_groups[kGroupCount];
};

} // namespace xobos::ui::secrets
