// SPDX-License-Identifier: GPL-3.0-or-later
// The combat stepped through on the board, in the public view (issue #25): a band under
// the board (BoardView::setPanel) says the current step's public facts and what to do
// on the physical board, the board rings the step's spaces and draws its attack arrows
// over a shade (BoardScene::setCombatFocus), and one button goes on: *Next*, then
// *Continue to Development* when the table reviews the combat (HandOver::reviewing()),
// or *Done*.
//
// Contract: it reads only the controller's public events of each accepted action and the
// attack tokens of the public view (CombatSteps), so it shows nothing the rules keep
// hidden. A resolution paused for a pursuit goes on in the same steps when it resumes.
//
// For the window's status strip: isActive(), statusText() ("Combat: battle 2 of 3"),
// nextText() ("Next") and next(); stepChanged() is emitted at every change of those.
#pragma once

#include "ui/table/combatsteps.h"

#include <QFrame>
#include <QList>

#include <vector>

class QLabel;
class QPushButton;
class QToolButton;

namespace xobos::ui {

class BoardView;
class GameController;
class HandOver;

class CombatView : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CombatView)

public:
    // Shown in `view`'s panel band; `controller` and `handOver` must outlive it.
    CombatView(GameController *controller, HandOver *handOver, BoardView *view);
    ~CombatView() override;

    // True while the table steps through a combat on the board.
    bool isActive() const { return m_active; }
    int currentStep() const { return m_current; }
    int stepCount() const { return static_cast<int>(m_steps.size()); }
    const QList<CombatStep> &steps() const { return m_steps; }
    // "Combat: battle 2 of 3" (empty when not active).
    QString statusText() const;
    // What next() does: "Next", "Continue to Development" or "Done" (empty when not active).
    QString nextText() const;
    QPushButton *nextButton() const { return m_next; }

public Q_SLOTS:
    // The next step; after the last one, continues to the Development phase (when the
    // table reviews the combat) and closes.
    void next();
    // The last combat again from its first step (Game > Last Combat).
    void showLast();
    // Stops stepping: the band and the board's shade go.
    void finish();

Q_SIGNALS:
    void stepChanged();

private:
    void onGameChanged();
    void onActionAccepted();
    void onStateAdvanced();
    void onAccessChanged();
    void showStep(int index);
    void retranslateUi();
    void changeEvent(QEvent *event) override;

    GameController *m_controller = nullptr;
    HandOver *m_handOver = nullptr;
    BoardView *m_view = nullptr;
    std::vector<rules::AttackToken> m_tokens; // on the board before the last action
    QList<CombatStep> m_steps;
    int m_current = 0;
    bool m_active = false;
    bool m_awaitingPursuit = false;
    bool m_reviewing = false;
    QLabel *m_title = nullptr;
    QLabel *m_factsHeader = nullptr;
    QLabel *m_facts = nullptr;
    QLabel *m_todoHeader = nullptr;
    QLabel *m_todo = nullptr;
    QLabel *m_how = nullptr;
    QPushButton *m_next = nullptr;
    QToolButton *m_close = nullptr;
};

} // namespace xobos::ui
