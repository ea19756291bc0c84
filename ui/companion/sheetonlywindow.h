// SPDX-License-Identifier: GPL-3.0-or-later
// Sheet-only mode: one player keeps only his own secret sheets on his own laptop — no
// board, no other players. Player Sheet (Guardians' Power, Health, Leader, connections,
// upgrades), Production Sheet (buildings, income, constructions and their payments,
// resources, crystals) and Technology; each click is checked by rules::sheet and stored
// in the game library as a "sheet" game that can be resumed.
#pragma once

#include "sheet/sheet.h"

#include <QMainWindow>

#include <memory>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace xobos::store {
class GameStore;
}

namespace xobos::rules::sheet {
class SheetSession;
}

namespace xobos::ui::companion {

using rules::sheet::SheetSession;

class SheetOnlyWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SheetOnlyWindow)

public:
    explicit SheetOnlyWindow(std::unique_ptr<SheetSession> session, QWidget *parent = nullptr);
    ~SheetOnlyWindow() override;

    // Entry points for the main window. Creates the game of `setup` (from the new-game
    // wizard's SheetSetupPage) in `store` and shows the window (deleted on close); shows a
    // message and returns nullptr when the game cannot be created.
    static SheetOnlyWindow *start(store::GameStore &store, const rules::sheet::SheetSetup &setup, QWidget *parent);
    // Reopen a stored sheet game; shows a message and returns nullptr when it cannot.
    static SheetOnlyWindow *resume(store::GameStore &store, qint64 gameId, QWidget *parent);

    const SheetSession &session() const { return *m_session; }
    // Submits one action as a click would; returns true when it was accepted.
    bool submit(const rules::sheet::SheetAction &action);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void refresh();
    int selectedGuardian() const;
    QWidget *buildPlayerSheet();
    QWidget *buildProductionSheet();
    QWidget *buildTechnology();
    QWidget *buildBoardRecords();

    std::unique_ptr<SheetSession> m_session;

    QLabel *m_title = nullptr;
    QLabel *m_roundLabel = nullptr;
    QLabel *m_scoreLabel = nullptr;
    QPushButton *m_nextPhase = nullptr;
    QLabel *m_status = nullptr;

    QGroupBox *m_playerBox = nullptr;
    QTableWidget *m_guardians = nullptr;
    QLabel *m_targetLabel = nullptr;
    QComboBox *m_target = nullptr;
    QComboBox *m_connectionKind = nullptr;
    QPushButton *m_connect = nullptr;
    QPushButton *m_break = nullptr;
    QLabel *m_buildingLabel = nullptr;
    QComboBox *m_building = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_pay = nullptr;
    QLabel *m_upgradeLabel = nullptr;
    QComboBox *m_upgradeKind = nullptr;
    QSpinBox *m_upgradeCount = nullptr;
    QPushButton *m_upgrade = nullptr;
    QPushButton *m_heal = nullptr;
    QPushButton *m_rebuild = nullptr;
    QLabel *m_damageLabel = nullptr;
    QSpinBox *m_damage = nullptr;
    QPushButton *m_recordDamage = nullptr;
    QLabel *m_historyLabel = nullptr;
    QListWidget *m_history = nullptr;

    QGroupBox *m_productionBox = nullptr;
    QTableWidget *m_production = nullptr;
    QLabel *m_supply = nullptr;
    QLabel *m_income = nullptr;
    QLabel *m_constructionsLabel = nullptr;
    QListWidget *m_constructions = nullptr;
    QPushButton *m_reactor = nullptr;

    QGroupBox *m_techBox = nullptr;
    QLabel *m_techRank = nullptr;
    QTableWidget *m_tech = nullptr;
    QPushButton *m_buyTech = nullptr;

    QGroupBox *m_boardBox = nullptr;
    QSpinBox *m_crystalAmount = nullptr;
    QComboBox *m_crystalReason = nullptr;
    QPushButton *m_gain = nullptr;
    QPushButton *m_spend = nullptr;
    QComboBox *m_lostType = nullptr;
    QCheckBox *m_demolished = nullptr;
    QPushButton *m_lost = nullptr;
    QPushButton *m_seized = nullptr;
};

} // namespace xobos::ui::companion
