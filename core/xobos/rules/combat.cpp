// SPDX-License-Identifier: GPL-3.0-or-later
// Resolution at the end of the Movement phase (rulebook section 8): all battles first,
// then all attacks, each in play order. Only declared totals become public events.
#include <algorithm>
#include <span>

#include "costs.h"
#include "internal.h"

namespace xobos::rules::detail {

namespace {

std::vector<int> playOrder(const GameState &s)
{
    std::vector<int> order;
    for (int i = 0; i < s.playerCount(); ++i)
        order.push_back((s.firstPlayer + i) % s.playerCount());
    return order;
}

int ownWatchtowerAt(const GameState &s, int player, int space)
{
    const int b = s.buildingAt(space);
    if (b < 0)
        return -1;
    const Building &bd = s.buildings[static_cast<std::size_t>(b)];
    return bd.owner == player && bd.complete && bd.type == BuildingType::Watchtower ? b : -1;
}

// A side of a fight: one player's units and armed Watchtower in one space.
struct Side {
    int player = kNoPlayer;
    int space = kNoSpace;
    int guardian = -1;  // attacking/defending Guardian, -1 when none
    int tower = -1;     // own finished Watchtower in the space, -1 when none

    int quarks(const GameState &s) const { return s.player(player).quarksAt(space); }
    int ammo(const GameState &s) const { return tower >= 0 ? s.buildings[static_cast<std::size_t>(tower)].ammo : 0; }
    int sources(const GameState &s) const { return quarks(s) + ammo(s); }
};

Side sideAt(const GameState &s, int player, int space)
{
    Side side{player, space, -1, -1};
    int owner = kNoPlayer;
    const int g = s.guardianAt(space, &owner);
    if (g >= 0 && owner == player)
        side.guardian = g;
    side.tower = ownWatchtowerAt(s, player, space);
    return side;
}

int guardianStrikePower(const GameState &s, const Side &side)
{
    if (side.guardian < 0)
        return 0;
    const Guardian &gd = s.guardian(side.player, side.guardian);
    if (!gd.alive || gd.slot == ConnectionKind::Reinforcement)
        return 0; // R-ATTACK-REINFORCING
    return s.effectivePower(side.player, side.guardian);
}

// Removes up to `n` of a side's additional sources, Quarks first, then crystals.
void loseSources(GameState &s, const Side &side, int n, Events &ev)
{
    const int q = std::min(n, side.quarks(s));
    if (q > 0) {
        s.player(side.player).quarks[static_cast<std::size_t>(side.space)] -= q;
        auto &moved = s.player(side.player).quarksMoved[static_cast<std::size_t>(side.space)];
        moved = std::min(moved, s.player(side.player).quarks[static_cast<std::size_t>(side.space)]);
        s.refreshQuarkCell(side.space, side.player);
        Event e = makeEvent(EventType::QuarksLost, side.player);
        e.space = side.space;
        e.amount = q;
        ev.push_back(e);
    }
    const int c = std::min(n - q, side.ammo(s));
    if (c > 0) {
        s.buildings[static_cast<std::size_t>(side.tower)].ammo -= c;
        Event e = makeEvent(EventType::AmmoSpent, side.player);
        e.space = side.space;
        e.amount = c;
        ev.push_back(e);
    }
}

// Damage that got past Quarks and crystals reaches the Guardian (R-HEAL, R-TECH-PROTECTION,
// R-TECH-WEAKEN).
void damageGuardian(GameState &s, int attacker, const Side &def, int damage, Events &ev)
{
    if (def.guardian < 0 || !s.guardian(def.player, def.guardian).alive)
        return;
    const PlayerState &dp = s.player(def.player);
    if (dp.hasTech(Tech::Protection) && damage > 0)
        damage -= 1;
    int healing = 0;
    for (int o = 0; o < kGuardiansPerPlayer; ++o) {
        const Guardian &h = s.guardian(def.player, o);
        if (h.alive && h.slot == ConnectionKind::Healing && h.slotTarget == def.guardian)
            healing += s.healingValue(def.player, o);
    }
    Guardian &gd = s.guardian(def.player, def.guardian);
    if (!s.ruleset.leaderSelfHealNeedsConnection && gd.leader)
        healing += s.healingValue(def.player, def.guardian);
    if (healing > 0 && attacker != kNoPlayer && s.player(attacker).hasTech(Tech::WeakenHealing))
        healing -= 1;
    const int net = damage - healing;
    Event e = makeEvent(EventType::DamageDeclared, def.player);
    e.guardian = def.guardian;
    e.space = def.space;
    e.amount = std::max(net, 0);
    ev.push_back(e);
    if (net > 0 && gd.health <= net) {
        destroyGuardian(s, def.player, def.guardian, ev);
        return;
    }
    const int health = std::clamp(gd.health - net, 0, kMaxHealth);
    if (health == gd.health)
        return; // nothing blocked beyond the damage, or already at full Health: nothing to tell
    gd.health = health;
    Event h = privateEvent(EventType::HealthChanged, def.player);
    h.guardian = def.guardian;
    h.amount = gd.health;
    ev.push_back(h);
}

// One strike: the striker declares its total `power`, then spends the sources of `spent`
// (R-ATTACK-RESOLVE 1: "declares … Next, he destroys all attacking Quarks and Crystals");
// the defending side's Quarks and crystals absorb 1 damage each (2a), the rest reaches its
// Guardian (2b-2d). With `destroyAllDefending` every defending source is destroyed, also
// those beyond the Power (2a: "the defender destroys all his Quarks and Crystals").
void strike(GameState &s, const Side &att, int power, std::span<const Side> spent, const Side &def,
            bool destroyAllDefending, Events &ev)
{
    Event p = makeEvent(EventType::PowerDeclared, att.player);
    p.space = att.space;
    p.space2 = def.space;
    p.amount = power;
    ev.push_back(p);
    for (const Side &side : spent)
        loseSources(s, side, side.sources(s), ev);
    const int absorbed = std::min(power, def.sources(s));
    loseSources(s, def, destroyAllDefending ? def.sources(s) : absorbed, ev);
    damageGuardian(s, att.player, def, power - absorbed, ev);
}

void runBattle(GameState &s, const AttackToken &t, Events &ev)
{
    Side a = sideAt(s, t.owner, t.from);
    Side d = sideAt(s, t.counterOwner, t.to);
    Event start = makeEvent(EventType::BattleStarted, t.owner);
    start.target = t.counterOwner;
    start.space = t.from;
    start.space2 = t.to;
    ev.push_back(start);
    // Both Guardians declare their Power before anything is removed: a counterattack never fails (FAQ).
    const int powerA = guardianStrikePower(s, a);
    const int powerD = guardianStrikePower(s, d);
    // R-BATTLE 1: Quarks, then the Watchtowers' crystals, eliminate each other 1:1.
    const int clash = std::min(a.sources(s), d.sources(s));
    if (clash > 0) {
        Event c = makeEvent(EventType::QuarksClashed, t.owner);
        c.target = t.counterOwner;
        c.amount = clash;
        ev.push_back(c);
        loseSources(s, a, clash, ev);
        loseSources(s, d, clash, ev);
    }
    // R-BATTLE 2-3: the side with fewer sources left strikes first; its sources are spent.
    // The struck side loses only the sources that absorb: what is left strikes back.
    const bool attackerFirst = a.sources(s) <= d.sources(s);
    const Side &first = attackerFirst ? a : d;
    const Side &second = attackerFirst ? d : a;
    const int firstPower = (attackerFirst ? powerA : powerD) + first.sources(s);
    if (firstPower > 0)
        strike(s, first, firstPower, std::span(&first, 1), second, false, ev);
    const int secondPower = (attackerFirst ? powerD : powerA) + second.sources(s);
    if (secondPower > 0)
        strike(s, second, secondPower, std::span(&second, 1), first, false, ev);
}

bool runAttack(GameState &s, const CombatStep &step, Events &ev)
{
    const int target = step.target;
    const int attacker = step.player;
    if (isEnergySource(s, target)) {
        // R-TECH-SOURCE: +1 crystal for each Guardian still tapping the Source.
        for (int ti : step.tokens) {
            const AttackToken &t = s.attacks[static_cast<std::size_t>(ti)];
            const Side side = sideAt(s, attacker, t.from);
            if (side.guardian < 0 || !isIrradiated(s, t.from))
                continue;
            Event e = makeEvent(EventType::SourceTapped, attacker);
            e.space = t.from;
            e.space2 = target;
            ev.push_back(e);
            s.player(attacker).crystals += kSourceReward;
            Event c = privateEvent(EventType::CrystalsGained, attacker);
            c.amount = kSourceReward;
            c.detail = 2;
            ev.push_back(c);
        }
        return false;
    }
    const int defender = s.unitOwnerAt(target);
    if (defender == kNoPlayer || defender == attacker) {
        for (int ti : step.tokens) {
            Event e = makeEvent(EventType::AttackWithdrawn, attacker);
            e.space = s.attacks[static_cast<std::size_t>(ti)].from;
            e.space2 = target;
            ev.push_back(e);
        }
        return false;
    }
    // R-ATTACK-SOURCE-UNIT: a direction whose units were all lost earlier in the resolution
    // no longer attacks; with no direction left the attack is withdrawn (no strike, so no
    // Healing surplus either).
    std::vector<int> live;
    for (int ti : step.tokens) {
        const int from = s.attacks[static_cast<std::size_t>(ti)].from;
        if (canAttackFrom(s, attacker, from)) {
            live.push_back(ti);
            continue;
        }
        Event e = makeEvent(EventType::AttackWithdrawn, attacker);
        e.space = from;
        e.space2 = target;
        ev.push_back(e);
    }
    if (live.empty())
        return false;
    // R-ATTACK-RESOLVE 1: the attacker's Power from every direction, declared, then his
    // sources spent.
    int power = 0;
    std::vector<Side> sides;
    for (int ti : live) {
        sides.push_back(sideAt(s, attacker, s.attacks[static_cast<std::size_t>(ti)].from));
        power += guardianStrikePower(s, sides.back()) + sides.back().sources(s);
    }
    strike(s, sides.front(), power, sides, sideAt(s, defender, target), s.ruleset.attackDestroysDefendingSources, ev);
    // R-PURSUIT: nobody left in the target: attackers that did not move may follow.
    if (s.unitOwnerAt(target) != kNoPlayer)
        return false;
    bool offered = false;
    for (int ti : live) {
        if (!pursuitPossible(s, ti, true))
            continue;
        s.pending.push_back(Pending{PendingKind::PursuitChoice, attacker, ti, true});
        Event e = makeEvent(EventType::PursuitOffered, attacker);
        e.space = s.attacks[static_cast<std::size_t>(ti)].from;
        e.space2 = target;
        ev.push_back(e);
        offered = true;
    }
    return offered;
}

} // namespace

std::vector<CombatStep> planCombat(const GameState &s)
{
    std::vector<CombatStep> plan;
    const std::vector<int> order = playOrder(s);
    std::vector<bool> planned(s.attacks.size(), false);
    // R-COMBAT-ORDER: battles first; the first player resolves all his battles, then the next…
    for (int p : order) {
        for (std::size_t i = 0; i < s.attacks.size(); ++i) {
            const AttackToken &t = s.attacks[i];
            if (planned[i] || !t.counter || (t.owner != p && t.counterOwner != p))
                continue;
            planned[i] = true;
            plan.push_back(CombatStep{true, p, t.to, {static_cast<int>(i)}});
        }
    }
    // …then the attacks, in play order; attacks on one space from several directions combine.
    for (int p : order) {
        for (std::size_t i = 0; i < s.attacks.size(); ++i) {
            if (planned[i] || s.attacks[i].owner != p)
                continue;
            CombatStep step{false, p, s.attacks[i].to, {}};
            for (std::size_t j = i; j < s.attacks.size(); ++j) {
                if (!planned[j] && s.attacks[j].owner == p && s.attacks[j].to == step.target) {
                    planned[j] = true;
                    step.tokens.push_back(static_cast<int>(j));
                }
            }
            plan.push_back(step);
        }
    }
    return plan;
}

bool runCombatStep(GameState &s, const CombatStep &step, Events &ev)
{
    if (step.battle) {
        runBattle(s, s.attacks[static_cast<std::size_t>(step.tokens.front())], ev);
        return false;
    }
    return runAttack(s, step, ev);
}

} // namespace xobos::rules::detail
