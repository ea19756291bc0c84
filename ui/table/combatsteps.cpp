// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/table/combatsteps.h"

#include "ui/texts/eventtext.h"
#include "ui/texts/gametext.h"

#include <algorithm>

namespace xobos::ui {

namespace {

using T = rules::EventType;

bool isCombatEvent(T t)
{
    switch (t) {
    case T::BattleStarted:
    case T::QuarksClashed:
    case T::PowerDeclared:
    case T::QuarksLost:
    case T::AmmoSpent:
    case T::DamageDeclared:
    case T::GuardianDestroyed:
    case T::ConstructionLost:
    case T::SourceTapped:
    case T::AttackWithdrawn:
    case T::PursuitOffered:
    case T::Pursued:
    case T::PursuitDeclined:
    case T::BuildingDestroyed:
    case T::PlayerEliminated:
        return true;
    default:
        return false;
    }
}

// Where a step stands while its events are read.
struct Open {
    CombatStep step;
    int player = rules::kNoPlayer; // the attacker (a battle: the side that declared it)
    int other = rules::kNoPlayer;  // a battle's defender
    int space = rules::kNoSpace;   // a battle's first space; an attack's target
    int space2 = rules::kNoSpace;  // a battle's second space
};

void addSpace(CombatStep &step, int space)
{
    if (space != rules::kNoSpace && !step.spaces.contains(space))
        step.spaces << space;
}

void addToken(CombatStep &step, const rules::AttackToken &token)
{
    if (std::find(step.tokens.begin(), step.tokens.end(), token) == step.tokens.end())
        step.tokens.push_back(token);
    addSpace(step, token.from);
    addSpace(step, token.to);
}

// The token of one direction: the one on the board, or as the event describes it.
rules::AttackToken tokenFor(const std::vector<rules::AttackToken> &tokens, int owner, int from, int to)
{
    for (const rules::AttackToken &t : tokens) {
        if (t.owner == owner && t.from == from && t.to == to)
            return t;
    }
    return rules::AttackToken{owner, from, to, false, rules::kNoPlayer};
}

bool inBattle(const Open &open, const rules::Event &e)
{
    if (open.step.kind != CombatStep::Kind::Battle || (e.player != open.player && e.player != open.other))
        return false;
    return (e.space == open.space && e.space2 == open.space2) || (e.space == open.space2 && e.space2 == open.space);
}

} // namespace

bool CombatSteps::hasCombat(const rules::Events &events)
{
    return std::any_of(events.begin(), events.end(), [](const rules::Event &e) {
        return e.visibility == rules::Visibility::Public
            && (e.type == T::BattleStarted || e.type == T::PowerDeclared || e.type == T::SourceTapped
                || e.type == T::AttackWithdrawn);
    });
}

QString CombatSteps::stepName(CombatStep::Kind kind, int index, int count)
{
    switch (kind) {
    case CombatStep::Kind::Battle: return tr("battle %1 of %2").arg(index).arg(count);
    case CombatStep::Kind::Attack: return tr("attack %1 of %2").arg(index).arg(count);
    case CombatStep::Kind::Source: return tr("Energy Source %1 of %2").arg(index).arg(count);
    case CombatStep::Kind::Pursuit: return tr("pursuit %1 of %2").arg(index).arg(count);
    }
    return tr("step %1 of %2").arg(index).arg(count);
}

QList<CombatStep> CombatSteps::make(const rules::Events &events, const std::vector<rules::AttackToken> &tokens,
                                    const rules::Board &board, const QStringList &names, const QList<QColor> &colours)
{
    QList<CombatStep> out;
    std::optional<Open> open;
    const auto close = [&] {
        if (!open)
            return;
        CombatStep &s = open->step;
        // R-ATTACK-RESOLVE 4: the tokens leave the board once their step is resolved.
        if (s.kind != CombatStep::Kind::Pursuit && !s.tokens.empty())
            s.todo << tr("Take %n Attack Token(s) of this step off the board.", nullptr, static_cast<int>(s.tokens.size()));
        if (s.todo.isEmpty())
            s.todo << tr("Nothing to change on the board.");
        out << s;
        open.reset();
    };
    const auto begin = [&](CombatStep::Kind kind) {
        close();
        open.emplace();
        open->step.kind = kind;
    };
    const auto owner = [&](int player) { return ownerText(names, colours, player); };
    const auto who = [&](int player) { return playerText(names, player); };
    const auto where = [&](int space) { return spaceText(board, space); };

    for (const rules::Event &e : events) {
        if (e.visibility != rules::Visibility::Public || !isCombatEvent(e.type))
            continue;
        switch (e.type) {
        case T::BattleStarted: {
            begin(CombatStep::Kind::Battle);
            open->player = e.player;
            open->other = e.target;
            open->space = e.space;
            open->space2 = e.space2;
            rules::AttackToken token = tokenFor(tokens, e.player, e.space, e.space2);
            token.counter = true;
            token.counterOwner = e.target;
            addToken(open->step, token);
            open->step.title = tr("Battle: %1 against %2").arg(who(e.player), who(e.target));
            open->step.how = tr("Battles come first, in play order (R-COMBAT-ORDER); Quarks and crystals clash 1:1, then "
                                "the side with fewer of them left strikes first (R-BATTLE).");
            break;
        }
        case T::SourceTapped:
            begin(CombatStep::Kind::Source);
            open->player = e.player;
            addToken(open->step, tokenFor(tokens, e.player, e.space, e.space2));
            open->step.title = tr("%1 taps the Energy Source").arg(who(e.player));
            open->step.how = tr("A Guardian on an irradiated space next to the Source gains a crystal (R-TECH-SOURCE).");
            open->step.todo << tr("%1 takes the Energy Source's crystal behind the screen.").arg(who(e.player));
            break;
        case T::PowerDeclared:
        case T::AttackWithdrawn:
            if (open && inBattle(*open, e))
                break;
            if (!open || open->step.kind != CombatStep::Kind::Attack || open->player != e.player || open->space != e.space2) {
                begin(CombatStep::Kind::Attack);
                open->player = e.player;
                open->space = e.space2;
                addSpace(open->step, e.space2);
                // Every direction of this attacker on this space is one attack (R-COMBAT-ORDER).
                for (const rules::AttackToken &t : tokens) {
                    if (t.owner == e.player && t.to == e.space2 && !t.counter)
                        addToken(open->step, t);
                }
                open->step.title = tr("Attack of %1 on %2").arg(who(e.player), where(e.space2));
                open->step.how = tr("Attacks follow the battles in play order (R-COMBAT-ORDER); the Power from every "
                                    "direction is added, the defender's Quarks and crystals absorb first "
                                    "(R-ATTACK-RESOLVE).");
            }
            if (e.type == T::AttackWithdrawn)
                addToken(open->step, tokenFor(tokens, e.player, e.space, e.space2));
            break;
        case T::Pursued:
        case T::PursuitDeclined:
            if (!open || open->step.kind != CombatStep::Kind::Pursuit) {
                begin(CombatStep::Kind::Pursuit);
                open->step.title = tr("Pursuit");
                open->step.how = tr("An attacker whose units did not move may follow into the space he emptied "
                                    "(R-PURSUIT).");
            }
            addSpace(open->step, e.space);
            addSpace(open->step, e.space2);
            break;
        default:
            if (!open) {
                begin(CombatStep::Kind::Pursuit);
                open->step.title = tr("Combat");
            }
            break;
        }
        CombatStep &step = open->step;
        step.facts << eventText(e, board, names, colours);
        // What the table does with its hands for this event.
        switch (e.type) {
        case T::QuarksLost:
            addSpace(step, e.space);
            step.todo << tr("Remove %n %1 Quark(s) from %2.", nullptr, e.amount).arg(owner(e.player), where(e.space));
            break;
        case T::AmmoSpent:
            addSpace(step, e.space);
            step.todo << tr("Take %n crystal(s) off %1's Watchtower on %2.", nullptr, e.amount).arg(who(e.player), where(e.space));
            break;
        case T::DamageDeclared:
            if (e.amount > 0)
                step.todo << tr("%1 lowers the Health of %2 by %n on the sheet, behind the screen.", nullptr, e.amount)
                                 .arg(who(e.player), guardianText(owner(e.player), e.guardian, GuardianCase::Object));
            break;
        case T::GuardianDestroyed:
            addSpace(step, e.space);
            step.todo << tr("Remove %1 from %2.").arg(guardianText(owner(e.player), e.guardian, GuardianCase::Object), where(e.space));
            break;
        case T::ConstructionLost:
            step.todo << tr("Remove %1's Construction Token from %2; the resources in it are lost.")
                             .arg(who(e.player), where(e.space));
            break;
        case T::BuildingDestroyed:
            step.todo << tr("Remove %1's %2 from %3.")
                             .arg(who(e.target), buildingText(static_cast<rules::BuildingType>(e.detail)), where(e.space));
            break;
        case T::AttackWithdrawn:
            step.todo << tr("Take the Attack Token from %1 on %2 off the board: nobody is left to attack.")
                             .arg(where(e.space), where(e.space2));
            break;
        case T::PursuitOffered:
            step.todo << tr("%1 says whether units from %2 follow into %3.").arg(who(e.player), where(e.space), where(e.space2));
            break;
        case T::Pursued:
            step.todo << tr("Move the pursuing units of %1 from %2 into %3.").arg(who(e.player), where(e.space), where(e.space2));
            break;
        case T::PlayerEliminated:
            step.todo << tr("%1 is out of the game.").arg(who(e.player));
            break;
        default:
            break;
        }
    }
    close();
    return out;
}

} // namespace xobos::ui
