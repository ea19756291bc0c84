// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds the status strip from the controller and the hand-over, and performs the step its
// button names (TableSteps::now): end the turn, pass the laptop, the combat's next step,
// continue to Development, the final score, back to the live game. The button is enabled
// as the access policy says: nothing works behind a cover.
#pragma once

#include "ui/shell/tablestep.h"

#include <QList>
#include <QObject>

namespace xobos::ui {

class CombatView;
class GameController;
class HandOver;
class PendingChoiceFlow;
class StatusStrip;
class WindowActions;

class StatusFlow : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatusFlow)

public:
    // None is owned; all must outlive this object.
    StatusFlow(GameController *controller, HandOver *handOver, PendingChoiceFlow *pendingChoice,
               WindowActions *actions, StatusStrip *strip, QObject *parent = nullptr);
    ~StatusFlow() override;

    // The combat stepped through on the board: the strip's Next steps it, and its own
    // button moves the strip along. Not owned; must outlive this object.
    void setCombatView(CombatView *combat);
    TableStep current() const { return m_step; }
    void refresh();
    void performStep();

Q_SIGNALS:
    void finalScoreRequested();

private:
    GameController *m_controller = nullptr;
    HandOver *m_handOver = nullptr;
    PendingChoiceFlow *m_pendingChoice = nullptr;
    WindowActions *m_actions = nullptr;
    StatusStrip *m_strip = nullptr;
    CombatView *m_combat = nullptr;
    TableStep m_step;
};

} // namespace xobos::ui
