// SPDX-License-Identifier: GPL-3.0-or-later
// The Movement phase: moves, attack declarations, counterattacks, retreat and pursuit.
#include <algorithm>

#include "internal.h"

namespace xobos::rules::detail {

namespace {

// R-COUNTER-SPACE: a space from which `player` counterattacks cannot receive his units.
bool isOwnCounterSpace(const GameState &s, int player, int space)
{
    return std::any_of(s.attacks.begin(), s.attacks.end(), [&](const AttackToken &t) {
        return t.counter && t.counterOwner == player && t.to == space;
    });
}

Violation checkDestination(const GameState &s, int player, int to, bool quarks)
{
    if (!validSpace(s, to))
        return fail(ViolationCode::NO_SUCH_SPACE);
    if (const ViolationCode c = entryRefusal(s, player, to, quarks); c != ViolationCode::None)
        return fail(c);
    if (isOwnCounterSpace(s, player, to))
        return fail(ViolationCode::COUNTERATTACK_SPACE);
    return kOk;
}

Violation checkMovableGuardian(const GameState &s, int player, int g)
{
    if (!validGuardianIndex(g))
        return fail(ViolationCode::NO_SUCH_GUARDIAN);
    const Guardian &gd = s.guardian(player, g);
    if (!gd.alive)
        return fail(ViolationCode::GUARDIAN_DESTROYED);
    if (gd.slot == ConnectionKind::Construction)
        return fail(ViolationCode::GUARDIAN_CONSTRUCTING);
    if (gd.movedThisRound)
        return fail(ViolationCode::GUARDIAN_ALREADY_MOVED);
    return kOk;
}

Violation validateMoveGuardian(const GameState &s, int player, const MoveGuardian &m)
{
    if (auto v = checkMovableGuardian(s, player, m.guardian))
        return v;
    const Guardian &gd = s.guardian(player, m.guardian);
    if (!validSpace(s, m.to))
        return fail(ViolationCode::NO_SUCH_SPACE);
    if (m.to == gd.space)
        return fail(ViolationCode::SAME_SPACE);
    if (!s.map().adjacent(gd.space, m.to))
        return fail(ViolationCode::GUARDIAN_MOVE_TOO_FAR);
    if (auto v = checkDestination(s, player, m.to, false))
        return v;
    if (s.guardianAt(m.to) >= 0)
        return fail(ViolationCode::SPACE_HAS_GUARDIAN);
    if (m.seize) {
        const int b = enemyBuildingAt(s, player, m.to);
        if (b < 0)
            return fail(ViolationCode::NOTHING_TO_SEIZE);
        if (s.buildings[static_cast<std::size_t>(b)].type == BuildingType::Watchtower)
            return fail(ViolationCode::SEIZE_WATCHTOWER);
        if (!s.player(player).hasTech(Tech::Seize))
            return fail(ViolationCode::SEIZE_NEEDS_TECH);
    }
    return kOk;
}

Violation validateSwap(const GameState &s, int player, const SwapGuardians &m)
{
    if (auto v = checkMovableGuardian(s, player, m.first))
        return v;
    if (auto v = checkMovableGuardian(s, player, m.second))
        return v;
    const int a = s.guardian(player, m.first).space;
    const int b = s.guardian(player, m.second).space;
    if (m.first == m.second || !s.map().adjacent(a, b))
        return fail(ViolationCode::NOT_ADJACENT_FOR_SWAP);
    if (isOwnCounterSpace(s, player, a) || isOwnCounterSpace(s, player, b))
        return fail(ViolationCode::COUNTERATTACK_SPACE);
    return kOk;
}

Violation validateMoveQuarks(const GameState &s, int player, const MoveQuarks &m)
{
    if (!validSpace(s, m.from) || !validSpace(s, m.to))
        return fail(ViolationCode::NO_SUCH_SPACE);
    if (m.count < 1)
        return fail(ViolationCode::QUARK_COUNT_INVALID);
    const PlayerState &ps = s.player(player);
    const auto from = static_cast<std::size_t>(m.from);
    if (ps.quarks[from] - ps.quarksMoved[from] < m.count)
        return fail(ViolationCode::NO_QUARKS_TO_MOVE);
    if (m.from == m.to)
        return fail(ViolationCode::SAME_SPACE);
    if (auto v = checkDestination(s, player, m.to, true))
        return v;
    if (ps.quarksAt(m.to) + m.count > kMaxQuarksPerSpace)
        return fail(ViolationCode::QUARK_SPACE_FULL);
    if (quarkDistance(s, player, m.from, m.to, quarkReach(s, player)) < 0)
        return fail(ViolationCode::QUARK_MOVE_TOO_FAR);
    return kOk;
}

Violation validateDeclareAttack(const GameState &s, int player, const DeclareAttack &m)
{
    if (!validSpace(s, m.from) || !validSpace(s, m.to))
        return fail(ViolationCode::NO_SUCH_SPACE);
    if (s.player(player).pursuedThisRound)
        return fail(ViolationCode::ATTACK_AFTER_PURSUIT);
    if (!s.map().adjacent(m.from, m.to))
        return fail(ViolationCode::ATTACK_NOT_ADJACENT);
    if (isPlayedBaseSpace(s, m.from) || isPlayedBaseSpace(s, m.to))
        return fail(ViolationCode::ATTACK_BASE);
    if (attackTokenFrom(s, m.from) >= 0)
        return fail(ViolationCode::ATTACK_ALREADY_FROM_SPACE);
    int owner = kNoPlayer;
    const int g = s.guardianAt(m.from, &owner);
    const bool ownGuardian = g >= 0 && owner == player;
    if (ownGuardian && s.guardian(player, g).slot == ConnectionKind::Reinforcement)
        return fail(ViolationCode::ATTACK_REINFORCING);
    if (isEnergySource(s, m.to)) {
        // R-TECH-SOURCE: the Rank I tile lets a Guardian on an irradiated space tap it.
        if (!s.player(player).hasTech(Tech::SourceAttack))
            return fail(ViolationCode::SOURCE_ATTACK_NEEDS_TECH);
        if (!isIrradiated(s, m.from))
            return fail(ViolationCode::SOURCE_ATTACK_NOT_IRRADIATED);
        if (!ownGuardian)
            return fail(ViolationCode::ATTACK_NO_UNIT);
        return kOk;
    }
    if (!canAttackFrom(s, player, m.from))
        return fail(ViolationCode::ATTACK_NO_UNIT);
    if (!hasEnemyUnits(s, player, m.to))
        return fail(ViolationCode::ATTACK_NO_ENEMY);
    return kOk;
}

Violation validatePursue(const GameState &s, int player, const Pursue &m)
{
    if (s.pending.empty() || s.pending.front().kind != PendingKind::PursuitChoice || s.pending.front().player != player)
        return fail(ViolationCode::NO_DECISION_PENDING);
    if (!m.accept) {
        // One way to decline, the one legalActions() lists (found by fuzz_actionseq: a
        // decline naming units or a seizure was accepted and meant nothing).
        if (m.guardian || m.quarks != 0 || m.seize)
            return fail(ViolationCode::PURSUIT_DECLINE_MOVES_NOTHING);
        return kOk;
    }
    const Pending &p = s.pending.front();
    const AttackToken &t = s.attacks[static_cast<std::size_t>(p.token)];
    const PlayerState &ps = s.player(player);
    int owner = kNoPlayer;
    const int g = s.guardianAt(t.from, &owner);
    const bool guardianReady = g >= 0 && owner == player && !s.guardian(player, g).movedThisRound
        && s.guardian(player, g).slot != ConnectionKind::Construction;
    const int quarksReady = ps.quarksAt(t.from) - ps.quarksMoved[static_cast<std::size_t>(t.from)];
    if (m.quarks < 0 || m.quarks > quarksReady || m.quarks > kMaxQuarksPerSpace || (m.guardian && !guardianReady)
        || (!m.guardian && m.quarks == 0))
        return fail(ViolationCode::PURSUIT_NOT_POSSIBLE);
    if (!p.duringCombat && (m.guardian != guardianReady || m.quarks != quarksReady))
        return fail(ViolationCode::PURSUIT_NOT_POSSIBLE); // R-RETREAT-PURSUIT: all attacking units move
    // The Guardian goes first (and destroys or seizes a Building there); the Quarks then
    // enter as in any move.
    if (m.guardian) {
        if (const ViolationCode c = entryRefusal(s, player, t.to, false); c != ViolationCode::None)
            return fail(c);
    } else if (const ViolationCode c = entryRefusal(s, player, t.to, true); c != ViolationCode::None) {
        return fail(c);
    }
    if (m.seize) {
        if (!m.guardian)
            return fail(ViolationCode::NOTHING_TO_SEIZE);
        const int b = enemyBuildingAt(s, player, t.to);
        if (b < 0)
            return fail(ViolationCode::NOTHING_TO_SEIZE);
        if (s.buildings[static_cast<std::size_t>(b)].type == BuildingType::Watchtower)
            return fail(ViolationCode::SEIZE_WATCHTOWER);
        if (!ps.hasTech(Tech::Seize))
            return fail(ViolationCode::SEIZE_NEEDS_TECH);
    }
    return kOk;
}

// After `player` moved units out of `space`: attackers of that space may pursue.
void offerPursuits(GameState &s, int player, int space, Events &ev)
{
    if (s.unitOwnerAt(space) != kNoPlayer)
        return;
    for (std::size_t i = 0; i < s.attacks.size(); ++i) {
        const AttackToken &t = s.attacks[i];
        if (t.to != space || t.owner == player || !pursuitPossible(s, static_cast<int>(i), false))
            continue;
        s.pending.push_back(Pending{PendingKind::PursuitChoice, t.owner, static_cast<int>(i), false});
        Event e = makeEvent(EventType::PursuitOffered, t.owner);
        e.space = t.from;
        e.space2 = t.to;
        ev.push_back(e);
    }
}

void applyPursue(GameState &s, int player, const Pursue &m, Events &ev)
{
    const Pending p = s.pending.front();
    s.pending.erase(s.pending.begin());
    const AttackToken t = s.attacks[static_cast<std::size_t>(p.token)];
    if (!m.accept) {
        Event e = makeEvent(EventType::PursuitDeclined, player);
        e.space = t.from;
        e.space2 = t.to;
        ev.push_back(e);
        return;
    }
    Event e = makeEvent(EventType::Pursued, player);
    e.space = t.from;
    e.space2 = t.to;
    e.amount = m.quarks;
    e.detail = m.guardian ? 1 : 0;
    ev.push_back(e);
    PlayerState &ps = s.player(player);
    if (m.guardian) {
        const int g = s.guardianAt(t.from);
        enterSpace(s, player, g, t.to, m.seize, ev);
    }
    if (m.quarks > 0) {
        ps.quarks[static_cast<std::size_t>(t.from)] -= m.quarks;
        ps.quarks[static_cast<std::size_t>(t.to)] += m.quarks;
        ps.quarksMoved[static_cast<std::size_t>(t.to)] += m.quarks;
        s.refreshQuarkCell(t.from, player);
        s.refreshQuarkCell(t.to, player);
    }
    // Other offers to pursue into the same space are moot now.
    std::erase_if(s.pending, [&](const Pending &q) {
        return q.kind == PendingKind::PursuitChoice && s.attacks[static_cast<std::size_t>(q.token)].to == t.to;
    });
    if (p.duringCombat)
        return; // resolution keeps its tokens until it ends (its steps hold their indices)
    s.attacks.erase(s.attacks.begin() + p.token);
    for (Pending &q : s.pending) {
        if (q.token > p.token)
            --q.token;
    }
    if (!p.duringCombat)
        ps.pursuedThisRound = true;
}

} // namespace

bool pursuitPossible(const GameState &s, int token, bool duringCombat)
{
    const AttackToken &t = s.attacks[static_cast<std::size_t>(token)];
    if (s.unitOwnerAt(t.to) != kNoPlayer)
        return false;
    const PlayerState &ps = s.player(t.owner);
    int owner = kNoPlayer;
    const int g = s.guardianAt(t.from, &owner);
    const bool hasGuardian = g >= 0 && owner == t.owner;
    const bool guardianReady = hasGuardian && !s.guardian(t.owner, g).movedThisRound
        && s.guardian(t.owner, g).slot != ConnectionKind::Construction;
    const int quarks = ps.quarksAt(t.from);
    const int quarksReady = quarks - ps.quarksMoved[static_cast<std::size_t>(t.from)];
    // The same entry rules as any move (validatePursue): Quarks follow the Guardian, or
    // enter on their own.
    const bool guardianMayEnter = guardianReady && entryRefusal(s, t.owner, t.to, false) == ViolationCode::None;
    const bool quarksMayEnter = quarksReady > 0 && entryRefusal(s, t.owner, t.to, true) == ViolationCode::None;
    if (duringCombat)
        return guardianMayEnter || quarksMayEnter;
    // Retreat: only when none of the attacking units has moved this round; all of them move.
    if (hasGuardian && s.guardian(t.owner, g).movedThisRound)
        return false;
    if (quarksReady != quarks)
        return false;
    return guardianReady ? guardianMayEnter : quarksMayEnter;
}

Violation validateMovement(const GameState &s, int player, const Action &a)
{
    if (std::holds_alternative<Counterattack>(a)) {
        if (s.pending.empty() || s.pending.front().kind != PendingKind::CounterattackChoice
            || s.pending.front().player != player)
            return fail(ViolationCode::NO_DECISION_PENDING);
        if (!std::get<Counterattack>(a).accept)
            return kOk;
        const AttackToken &t = s.attacks[static_cast<std::size_t>(s.pending.front().token)];
        // A counterattack is an attack on the attacking space (R-ATTACK-TARGET-ENEMY).
        if (!hasEnemyUnits(s, player, t.from))
            return fail(ViolationCode::ATTACK_NO_ENEMY);
        if (attackTokenFrom(s, t.to) >= 0)
            return fail(ViolationCode::COUNTER_NOT_POSSIBLE);
        int owner = kNoPlayer;
        const int g = s.guardianAt(t.to, &owner);
        if (g >= 0 && owner == player && s.guardian(player, g).slot == ConnectionKind::Reinforcement)
            return fail(ViolationCode::ATTACK_REINFORCING);
        if (!canAttackFrom(s, player, t.to))
            return fail(ViolationCode::COUNTER_NOT_POSSIBLE);
        return kOk;
    }
    if (const auto *m = std::get_if<Pursue>(&a))
        return validatePursue(s, player, *m);
    if (!s.pending.empty())
        return fail(ViolationCode::DECISION_PENDING);
    if (s.currentPlayer != player)
        return fail(ViolationCode::NOT_YOUR_TURN);
    const bool attacked = s.player(player).attackedThisTurn;
    if (const auto *m = std::get_if<MoveGuardian>(&a))
        return attacked ? fail(ViolationCode::MOVE_AFTER_ATTACK) : validateMoveGuardian(s, player, *m);
    if (const auto *m = std::get_if<SwapGuardians>(&a))
        return attacked ? fail(ViolationCode::MOVE_AFTER_ATTACK) : validateSwap(s, player, *m);
    if (const auto *m = std::get_if<MoveQuarks>(&a))
        return attacked ? fail(ViolationCode::MOVE_AFTER_ATTACK) : validateMoveQuarks(s, player, *m);
    if (const auto *m = std::get_if<DeclareAttack>(&a))
        return validateDeclareAttack(s, player, *m);
    if (std::holds_alternative<EndTurn>(a))
        return kOk;
    if (const auto *m = std::get_if<BreakConnection>(&a)) {
        if (!validGuardianIndex(m->guardian))
            return fail(ViolationCode::NO_SUCH_GUARDIAN);
        const ConnectionKind k = s.guardian(player, m->guardian).slot;
        return k == ConnectionKind::Reinforcement || k == ConnectionKind::Healing ? kOk : fail(ViolationCode::SLOT_EMPTY);
    }
    return fail(ViolationCode::WRONG_PHASE);
}

void applyMovement(GameState &s, int player, const Action &a, Events &ev)
{
    PlayerState &ps = s.player(player);
    if (const auto *m = std::get_if<MoveGuardian>(&a)) {
        const int from = s.guardian(player, m->guardian).space;
        Event e = makeEvent(EventType::GuardianMoved, player);
        e.guardian = m->guardian;
        e.space = from;
        e.space2 = m->to;
        ev.push_back(e);
        enterSpace(s, player, m->guardian, m->to, m->seize, ev);
        offerPursuits(s, player, from, ev);
    } else if (const auto *m = std::get_if<SwapGuardians>(&a)) {
        Guardian &g1 = s.guardian(player, m->first);
        Guardian &g2 = s.guardian(player, m->second);
        std::swap(g1.space, g2.space);
        g1.movedThisRound = g2.movedThisRound = true;
        s.refreshGuardianCell(g1.space);
        s.refreshGuardianCell(g2.space);
        Event e = makeEvent(EventType::GuardiansSwapped, player);
        e.guardian = m->first;
        e.amount = m->second;
        ev.push_back(e);
        breakConnectionsAfterMove(s, player, m->first, ev);
        breakConnectionsAfterMove(s, player, m->second, ev);
    } else if (const auto *m = std::get_if<MoveQuarks>(&a)) {
        ps.quarks[static_cast<std::size_t>(m->from)] -= m->count;
        ps.quarks[static_cast<std::size_t>(m->to)] += m->count;
        ps.quarksMoved[static_cast<std::size_t>(m->to)] += m->count;
        s.refreshQuarkCell(m->from, player);
        s.refreshQuarkCell(m->to, player);
        Event e = makeEvent(EventType::QuarksMoved, player);
        e.space = m->from;
        e.space2 = m->to;
        e.amount = m->count;
        ev.push_back(e);
        offerPursuits(s, player, m->from, ev);
    } else if (const auto *m = std::get_if<DeclareAttack>(&a)) {
        const int defender = s.unitOwnerAt(m->to);
        s.attacks.push_back(AttackToken{player, m->from, m->to, false, kNoPlayer});
        ps.attackedThisTurn = true;
        Event e = makeEvent(EventType::AttackDeclared, player);
        e.space = m->from;
        e.space2 = m->to;
        e.target = defender;
        ev.push_back(e);
        // R-COUNTER: the targeted player may answer at once with a counterattack. Whether to
        // ask rests on public facts only: asking only when his Guardian could attack would
        // tell the table whether that Guardian is Reinforcing (a hidden connection). A shot
        // from a space without units (a lone Watchtower) cannot be countered: that space
        // could not be attacked (R-ATTACK-TARGET-ENEMY).
        if (defender != kNoPlayer && attackTokenFrom(s, m->to) < 0 && s.unitOwnerAt(m->from) == player)
            s.pending.push_back(Pending{PendingKind::CounterattackChoice, defender,
                                        static_cast<int>(s.attacks.size()) - 1, false});
    } else if (const auto *m = std::get_if<Counterattack>(&a)) {
        const Pending p = s.pending.front();
        s.pending.erase(s.pending.begin());
        AttackToken &t = s.attacks[static_cast<std::size_t>(p.token)];
        Event e = makeEvent(m->accept ? EventType::CounterattackDeclared : EventType::CounterattackDeclined, player);
        e.space = t.to;
        e.space2 = t.from;
        ev.push_back(e);
        if (m->accept) {
            t.counter = true;
            t.counterOwner = player;
        }
    } else if (const auto *m = std::get_if<Pursue>(&a)) {
        applyPursue(s, player, *m, ev);
    } else if (const auto *m = std::get_if<BreakConnection>(&a)) {
        breakConnection(s, player, m->guardian, ev, true);
    } else if (std::holds_alternative<EndTurn>(a)) {
        finishMovementTurn(s, ev);
    }
}

} // namespace xobos::rules::detail
