// SPDX-License-Identifier: GPL-3.0-or-later
// Invaders' window (issue #28): the invasion plot track 12…0 with the skull and the
// marker; the three zones side by side (ZoneBox), each with both sides' four slots, its
// power and −1 tokens, the totals and the Attack phase's result; the drain check's verdict
// with its reason; the once-per-turn and once-per-game markers (the plot action, the
// dormant strategies, the Ops Centre); deck and discard counts; whose turn and phase with
// the one button for the next step; the end with its reason; the general rules card. The
// entries of what cards do: a card played, its power changed, a card removed, the Hero
// turned, the marker moved up or down by a card, a drain or a draw forced by a card, a cost
// paid. Refusals say their sentence and rule id; undo takes back the last entry the session
// allows (never a draw, an attack, the check or a phase change: module.h's reveals).
//
// Played through game::Session (core/game/session.h), which validates, stores and applies;
// every text is built from the module's view (the same for everyone: nothing is hidden in
// Invaders). Every entry is made by the seat whose turn it is (docs/rules.md I-ENTRIES).
#pragma once

#include "game/module.h"

#include <QJsonObject>
#include <QMainWindow>
#include <QStringList>

#include <array>
#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace xobos::game {
class Session;
}

namespace xobos::store {
class GameStore;
}

namespace xobos::ui::invaders {

class PlotTrack;
class ZoneBox;

class InvadersWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InvadersWindow)

public:
    explicit InvadersWindow(std::unique_ptr<game::Session> session, QWidget *parent = nullptr);
    ~InvadersWindow() override;

    // Creates an Invaders game in `store` (the players' names, Mankind's first, and the
    // module's setup JSON: the zones' printed powers, the decks, the Hero, who is first) and
    // shows its window (deleted on close); a message and nullptr when it cannot.
    static InvadersWindow *start(store::GameStore &store, const QStringList &names, const QJsonObject &setup,
                                 QWidget *parent);
    // Reopens a stored Invaders game (the store replays it); a message and nullptr when not.
    static InvadersWindow *resume(store::GameStore &store, qint64 gameId, QWidget *parent);

    const game::Session &session() const { return *m_session; }
    QJsonObject view() const;

    // The widgets, for the tests that click.
    PlotTrack *track() const { return m_track; }
    ZoneBox *zone(int zone) const { return m_zones.at(static_cast<std::size_t>(zone)); }
    QPushButton *nextButton() const { return m_next; }
    QAction *undoAction() const { return m_undo; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *refusalLabel() const { return m_refusal; }
    QLabel *checkLabel() const { return m_check; }
    QLabel *countsLabel() const { return m_counts; }
    QLabel *onceLabel() const { return m_once; }
    QListWidget *log() const { return m_log; }
    QSpinBox *powerField() const { return m_power; }
    QLineEdit *nameField() const { return m_name; }
    QPushButton *playButton() const { return m_play; }
    QPushButton *setPowerButton() const { return m_setPower; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *turnHeroButton() const { return m_turnHero; }
    QSpinBox *markerField() const { return m_markerBy; }
    QPushButton *markerUpButton() const { return m_markerUp; }
    QPushButton *markerDownButton() const { return m_markerDown; }
    QSpinBox *drainField() const { return m_drainCount; }
    QSpinBox *drainPreventedField() const { return m_drainPrevented; }
    QPushButton *drainButton() const { return m_drain; }
    QComboBox *drawSideField() const { return m_drawSide; }
    QSpinBox *drawField() const { return m_drawCount; }
    QPushButton *drawButton() const { return m_draw; }
    QComboBox *costSideField() const { return m_costSide; }
    QComboBox *costKindField() const { return m_costKind; }
    QSpinBox *costField() const { return m_costCount; }
    QPushButton *costButton() const { return m_cost; }
    QPushButton *plotDrawButton() const { return m_plotDraw; }
    QPushButton *plotReduceButton() const { return m_plotReduce; }
    QPushButton *dormantButton(int side, int strategy) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    QWidget *buildEntries();
    void retranslateUi();
    void refresh();
    void onNext();
    void undo();
    void selectSlot(int zone, int side, int slot);
    bool submit(const QJsonObject &action);
    int actingSeat() const;

    std::unique_ptr<game::Session> m_session;
    QStringList m_names;

    PlotTrack *m_track = nullptr;
    std::array<ZoneBox *, 3> m_zones{};
    std::array<QString, 3> m_resolved;
    QLabel *m_status = nullptr;
    QPushButton *m_next = nullptr;
    QLabel *m_refusal = nullptr;
    QLabel *m_check = nullptr;
    QLabel *m_counts = nullptr;
    QLabel *m_once = nullptr;
    QLabel *m_rulesCard = nullptr;
    QLabel *m_logTitle = nullptr;
    QListWidget *m_log = nullptr;
    QAction *m_undo = nullptr;

    QLabel *m_selection = nullptr;
    QLabel *m_powerLabel = nullptr;
    QSpinBox *m_power = nullptr;
    QLabel *m_nameLabel = nullptr;
    QLineEdit *m_name = nullptr;
    QPushButton *m_play = nullptr;
    QPushButton *m_setPower = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_turnHero = nullptr;

    QLabel *m_markerLabel = nullptr;
    QSpinBox *m_markerBy = nullptr;
    QPushButton *m_markerUp = nullptr;
    QPushButton *m_markerDown = nullptr;
    QLabel *m_drainLabel = nullptr;
    QSpinBox *m_drainCount = nullptr;
    QLabel *m_drainPreventedLabel = nullptr;
    QSpinBox *m_drainPrevented = nullptr;
    QPushButton *m_drain = nullptr;
    QComboBox *m_drawSide = nullptr;
    QSpinBox *m_drawCount = nullptr;
    QPushButton *m_draw = nullptr;
    QComboBox *m_costSide = nullptr;
    QComboBox *m_costKind = nullptr;
    QSpinBox *m_costCount = nullptr;
    QPushButton *m_cost = nullptr;
    QPushButton *m_plotDraw = nullptr;
    QPushButton *m_plotReduce = nullptr;
    std::array<std::array<QPushButton *, 5>, 2> m_dormant{};
    std::array<QLabel *, 2> m_dormantLabel{};
    std::array<QWidget *, 4> m_boxes{};

    int m_selZone = -1; // the selected slot
    int m_selSide = -1;
    int m_selSlot = -1;
    QString m_checkText; // the last drain check's verdict
};

} // namespace xobos::ui::invaders
