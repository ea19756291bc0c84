// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/tablestep.h"

#include "ui/companion/scoretext.h"
#include "ui/texts/gametext.h"

#include <algorithm>

namespace xobos::ui {

namespace {

QString namesOf(const QStringList &names, const std::vector<int> &seats)
{
    QStringList list;
    for (int seat : seats)
        list << playerText(names, seat);
    return companion::ScoreText::nameList(list);
}

TableStep step(TableStep::Kind kind, const QString &text, const QString &button, int seat = -1)
{
    return TableStep{kind, seat, text, button};
}

} // namespace

TableStep TableSteps::now(const TableSituation &s)
{
    using K = TableStep::Kind;
    const rules::GameView &v = s.view;
    if (s.replaying)
        return step(K::BackToLive, tr("Replay — round %1, step %2").arg(s.replayRound).arg(s.replayPosition),
                    tr("Back to live"));
    if (v.phase == rules::Phase::GameOver) {
        const QString text = s.winners.size() == 1 ? tr("Game over: %1 wins").arg(namesOf(s.names, s.winners))
            : s.winners.empty()                    ? tr("Game over")
                                                   : tr("Game over: %1 share the victory").arg(namesOf(s.names, s.winners));
        return step(K::FinalScore, text, tr("Final score"));
    }
    // A private view: the sheet is the seat's (or the referee's) until it is covered.
    if (v.viewer.kind == rules::Viewer::Kind::Player)
        return step(K::CoverSheets, tr("%1's sheet is open: enter on it, then cover it").arg(playerText(s.names, v.viewer.player)),
                    coverSheetsText(true));
    if (v.viewer.kind == rules::Viewer::Kind::Referee)
        return step(K::CoverSheets, tr("Referee view: every hidden value is shown"), coverSheetsText(false));
    if (s.reviewing) {
        if (s.combatSteps <= 0)
            return step(K::ContinueToDevelopment, tr("Round %1: no combat — update the board").arg(v.round),
                        tr("Continue to Development"));
        const QString text = tr("Combat: step %1 of %2 — %3").arg(s.combatStep + 1).arg(s.combatSteps).arg(s.combatTitle);
        if (s.combatStep + 1 < s.combatSteps)
            return step(K::NextCombatStep, text, tr("Next"));
        return step(K::ContinueToDevelopment, text, tr("Continue to Development"));
    }
    if (!v.pending.empty()) {
        const rules::Pending &p = v.pending.front();
        return step(K::AnswerPending,
                    p.kind == rules::PendingKind::CounterattackChoice
                        ? tr("%1: answer the attack — counterattack or not").arg(playerText(s.names, p.player))
                        : tr("%1: pursue into the freed space or not").arg(playerText(s.names, p.player)),
                    tr("Answer"), p.player);
    }
    if (v.acting.empty())
        return step(K::None, phaseText(v.phase), QString());
    const QString still = namesOf(s.names, v.acting);
    // The first seat still to act on the laptop (-1: all of them are on their phones).
    int first = -1;
    for (int seat : v.acting) {
        if (std::find(s.onPhone.begin(), s.onPhone.end(), seat) == s.onPhone.end()) {
            first = seat;
            break;
        }
    }
    switch (v.phase) {
    case rules::Phase::Movement:
        return step(K::EndTurn, tr("%1: move your units, then End turn").arg(playerText(s.names, v.currentPlayer)),
                    tr("End turn"), v.currentPlayer);
    case rules::Phase::Setup:
        if (!s.locksNeeded)
            return step(K::None, tr("Setup: %1 still to choose a Leader on the sheets").arg(still), QString());
        if (first < 0)
            return step(K::None, tr("Setup: %1 still to choose a Leader on their phones").arg(still), QString());
        return step(K::PassTo,
                    tr("Setup: %1 still to choose a Leader → Pass the laptop to %2").arg(still, playerText(s.names, first)),
                    tr("Pass to %1").arg(playerText(s.names, first)), first);
    case rules::Phase::Development:
        if (!s.locksNeeded)
            return step(K::None, tr("Development: %1 still to enter on the sheets").arg(still), QString());
        if (first < 0)
            return step(K::None, tr("Development: %1 still to enter on their phones").arg(still), QString());
        return step(K::PassTo,
                    tr("Development: %1 still to enter → Pass the laptop to %2").arg(still, playerText(s.names, first)),
                    tr("Pass to %1").arg(playerText(s.names, first)), first);
    case rules::Phase::GameOver: break;
    }
    return {};
}

} // namespace xobos::ui
