// SPDX-License-Identifier: GPL-3.0-or-later
// The pending-choice flow: whenever the game waits for a counterattack or pursuit answer
// and nothing hides the table (no cover, no replay, no other such question open), it asks
// the waiting player with a PendingChoiceDialog built from the engine's legal answers.
#pragma once

#include <QObject>

class QWidget;

namespace xobos::ui {

class GameController;
class HandOver;

class PendingChoiceFlow : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PendingChoiceFlow)

public:
    // `window` parents the dialogs; none of the three is owned.
    PendingChoiceFlow(GameController *controller, HandOver *handOver, QWidget *window);
    ~PendingChoiceFlow() override;

    // Asks once control is back in the event loop (after the change that may have made a
    // choice pending has reached every observer); asking twice opens one dialog.
    void askSoon();
    bool isAsking() const { return m_open; }

private:
    void ask();

    GameController *m_controller = nullptr;
    HandOver *m_handOver = nullptr;
    QWidget *m_window = nullptr;
    bool m_open = false;
};

} // namespace xobos::ui
