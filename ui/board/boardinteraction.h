// SPDX-License-Identifier: GPL-3.0-or-later
// Turns clicks on the board into actions: a unit, then a destination; attacks by
// right-drag or in attack mode; a stack of Quarks asks how many. It keeps the BoardScene in step with the controller.
//
// Contract: legal destinations are the engine's (GameController::legalActions of the
// acting player, filtered for the chosen unit); an illegal destination is submitted like
// any action so that the engine says why (and the attempt is logged) — no rule here.
#pragma once

#include "xobos/rules/action.h"
#include "xobos/rules/violation.h"

#include <QObject>
#include <QPoint>
#include <QPointer>

#include <vector>

namespace xobos::ui {

class BoardScene;
class GameController;
class QuarkCountPopup;

class BoardInteraction : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoardInteraction)

public:
    BoardInteraction(GameController *controller, BoardScene *scene, QObject *parent = nullptr);
    ~BoardInteraction() override;

    bool attackMode() const { return m_attackMode; }
    void setAttackMode(bool on);
    int selectedSpace() const { return m_selected; }
    void clearSelection();

    // The engine's legal actions whose unit starts in `space` (for the acting player).
    std::vector<rules::Action> actionsFrom(int space, bool attacks) const;
    // A stack of Quarks that may go in more than one number asks how many (all of them
    // first); the popup while it is open, else nullptr.
    QuarkCountPopup *quarkCountPopup() const;

Q_SIGNALS:
    // Something to tell the table at once: shown by the pointer and in the status bar.
    void message(const QString &text, const QPoint &screenPos);
    void attackModeChanged(bool on);

private:
    void onGameChanged();
    void onStateChanged();
    void refreshLegalActions();
    void onSpaceClicked(int space, Qt::KeyboardModifiers modifiers, const QPoint &screenPos);
    void onAttackDragged(int from, int to, const QPoint &screenPos);
    void onUnitDragged(int from, int to, Qt::KeyboardModifiers modifiers, const QPoint &screenPos);
    void onRejected(int player, rules::ViolationCode code);
    void select(int space, bool attacks);
    bool ownsUnitAt(int player, int space) const;
    void play(const rules::Action &action);
    void askQuarkCount(int from, int to, int most);

    GameController *m_controller = nullptr;
    BoardScene *m_scene = nullptr;
    bool m_attackMode = false;
    bool m_selectingAttack = false;
    int m_selected = -1;
    QPoint m_lastScreenPos;
    std::vector<rules::Action> m_legal; // of the acting player, refreshed with the state
    int m_legalPlayer = -1;
    bool m_playing = false;
    QPointer<QuarkCountPopup> m_quarkPopup;
};

} // namespace xobos::ui
