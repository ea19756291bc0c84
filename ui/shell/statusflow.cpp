// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/statusflow.h"

#include "ui/secrets/handover.h"
#include "ui/secrets/revealpolicy.h"
#include "ui/shell/gamecontroller.h"
#include "ui/shell/pendingchoiceflow.h"
#include "ui/shell/statusstrip.h"
#include "ui/shell/windowactions.h"
#include "ui/table/combatview.h"

#include <QAction>
#include <QPushButton>

namespace xobos::ui {

namespace {

secrets::Command commandOf(TableStep::Kind kind)
{
    using K = TableStep::Kind;
    using C = secrets::Command;
    switch (kind) {
    case K::EndTurn: return C::EndTurnOrPhase;
    case K::AnswerPending: return C::PlayMove;
    case K::PassTo: return C::PassLaptop;
    case K::CoverSheets: return C::CoverSheets;
    case K::NextCombatStep: return C::LastCombat;
    case K::ContinueToDevelopment: return C::ContinueToDevelopment;
    case K::None:
    case K::FinalScore:
    case K::BackToLive: return C::ViewOnly;
    }
    return C::ViewOnly;
}

} // namespace

StatusFlow::StatusFlow(GameController *controller, HandOver *handOver, PendingChoiceFlow *pendingChoice,
                       WindowActions *actions, StatusStrip *strip, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_handOver(handOver)
    , m_pendingChoice(pendingChoice)
    , m_actions(actions)
    , m_strip(strip)
{
    connect(controller, &GameController::gameChanged, this, &StatusFlow::refresh);
    controller->connectPositionChanges(this, &StatusFlow::refresh);
    connect(handOver, &HandOver::accessChanged, this, &StatusFlow::refresh);
    connect(strip, &StatusStrip::stepRequested, this, &StatusFlow::performStep);
    refresh();
}

StatusFlow::~StatusFlow() = default;

void StatusFlow::setCombatView(CombatView *combat)
{
    m_combat = combat;
    connect(combat, &CombatView::stepChanged, this, &StatusFlow::refresh);
    refresh();
}

void StatusFlow::refresh()
{
    m_strip->setVisible(m_controller->hasGame());
    if (!m_controller->hasGame()) {
        m_step = {};
        return;
    }
    TableSituation s;
    s.view = m_controller->view();
    s.names = m_controller->playerNames();
    s.locksNeeded = secrets::RevealPolicy::privateEntryNeedsLock(s.view);
    s.reviewing = m_handOver->reviewing();
    s.replaying = m_controller->isReplaying();
    s.replayPosition = m_controller->replayPosition();
    s.replayRound = m_controller->markAfter(s.replayPosition).round;
    if (s.reviewing && m_combat && m_combat->isActive()) {
        s.combatSteps = m_combat->stepCount();
        s.combatStep = std::clamp(m_combat->currentStep(), 0, std::max(0, s.combatSteps - 1));
        s.combatTitle = m_combat->steps().value(s.combatStep).title;
    }
    if (const std::optional<rules::ScoreReport> scores = m_controller->finalScores())
        s.winners = scores->winners;
    for (int seat = 0; seat < m_controller->playerCount(); ++seat) {
        if (m_handOver->onPhone(seat))
            s.onPhone.push_back(seat);
    }
    m_step = TableSteps::now(s);
    m_strip->setStatus(m_step.text, m_step.button, m_handOver->allows(commandOf(m_step.kind)));
}

void StatusFlow::performStep()
{
    using K = TableStep::Kind;
    if (!m_handOver->allows(commandOf(m_step.kind)))
        return;
    switch (m_step.kind) {
    case K::None: return;
    case K::EndTurn: m_actions->endTurn->trigger(); return;
    case K::AnswerPending: m_pendingChoice->askSoon(); return;
    case K::PassTo: m_handOver->passTo(m_step.seat); return;
    case K::CoverSheets: m_handOver->coverSheets(); return;
    case K::NextCombatStep:
        if (m_combat)
            m_combat->next();
        refresh();
        return;
    case K::ContinueToDevelopment:
        if (m_combat)
            m_combat->finish();
        m_handOver->continueToDevelopment();
        return;
    case K::FinalScore: Q_EMIT finalScoreRequested(); return;
    case K::BackToLive: m_controller->leaveReplay(); return;
    }
}

} // namespace xobos::ui
