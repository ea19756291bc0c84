// SPDX-License-Identifier: GPL-3.0-or-later
// The end-of-Movement resolution cut into the steps the table goes through on the board:
// one battle, one attack (all directions of one attacker on one space), one tap of the
// Energy Source or one answer to a pursuit, in the engine's order (R-COMBAT-ORDER).
//
// Contract: only public events are read (others are skipped, whoever passes them), so a
// step says what the rules make public and nothing more: the declared Power, damage
// suffered, units and Buildings lost. The spaces and attack tokens of a step come from the
// events and from the tokens that were on the board before the resolution (public too).
// Texts name spaces by their printed labels and units by their owner's colour.
#pragma once

#include "xobos/rules/board.h"
#include "xobos/rules/event.h"
#include "xobos/rules/state.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace xobos::ui {

struct CombatStep {
    enum class Kind { Battle, Attack, Source, Pursuit };
    Kind kind = Kind::Attack;
    QString title;        // "Battle: Ada against Boris"
    QStringList facts;    // what happened, as the log says it
    QStringList todo;     // what to do on the physical board ("Remove 1 Green Quark from …")
    QString how;          // the rule behind it, with its ids
    QList<int> spaces;    // the spaces of the step, to highlight
    std::vector<rules::AttackToken> tokens; // its attack tokens, to draw
};

class CombatSteps
{
    Q_DECLARE_TR_FUNCTIONS(xobos::ui::CombatSteps)

public:
    // True when `events` hold a resolution (or a part of it) worth stepping through.
    static bool hasCombat(const rules::Events &events);
    // `tokens`: the attack tokens on the board before the action whose `events` these are.
    static QList<CombatStep> make(const rules::Events &events, const std::vector<rules::AttackToken> &tokens,
                                  const rules::Board &board, const QStringList &names, const QList<QColor> &colours);
    // "battle 2 of 3", for the window's status strip.
    static QString stepName(CombatStep::Kind kind, int index, int count);
};

} // namespace xobos::ui
