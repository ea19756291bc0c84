// SPDX-License-Identifier: GPL-3.0-or-later
// A 64-bit hash over every field of the state, in a fixed order.
#include "engine.h"

namespace xobos::rules {

namespace {
struct Hasher {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    // One multiply-xorshift step per value (not per byte): the state has thousands of
    // small fields and the hash is computed after every stored action.
    void add(std::uint64_t v)
    {
        h = (h ^ v) * 0x9e3779b97f4a7c15ULL;
        h ^= h >> 29;
    }
    void add(int v) { add(static_cast<std::uint64_t>(static_cast<std::int64_t>(v))); }
    void add(bool v) { add(static_cast<std::uint64_t>(v ? 1 : 0)); }
    template <class E> requires std::is_enum_v<E> void add(E e) { add(static_cast<std::uint64_t>(e)); }
    void add(const std::string &str)
    {
        add(static_cast<std::uint64_t>(str.size()));
        for (char c : str)
            add(static_cast<std::uint64_t>(static_cast<unsigned char>(c)));
    }
};
} // namespace

std::uint64_t stateHash(const GameState &s)
{
    Hasher x;
    x.add(s.board ? s.board->name : std::string());
    x.add(static_cast<std::uint64_t>(s.board ? s.board->spaces.size() : 0));
    const Ruleset &r = s.ruleset;
    x.add(r.watchtowerCapacity);
    x.add(r.unmannedWatchtowerMayShoot);
    x.add(r.mayEnterEnemyBase);
    x.add(r.quarksMayEnterEnemyBuilding);
    x.add(r.leaderSelfHealNeedsConnection);
    x.add(r.componentLimits);
    // Added after games were recorded, which were played by the reading this option turns
    // off (core/store reads their setup so): hashed only when on, so that the hashes in
    // existing logs (checked on resume) stay valid.
    if (r.attackDestroysDefendingSources)
        x.add(r.attackDestroysDefendingSources);
    x.add(s.variant);
    x.add(s.seed);
    x.add(s.round);
    x.add(s.phase);
    x.add(s.firstPlayer);
    x.add(s.currentPlayer);
    x.add(s.turnsTaken);
    x.add(s.resolving);
    x.add(s.combatCursor);
    for (int t : s.techStock)
        x.add(t);
    for (const PlayerState &p : s.players) {
        x.add(p.name);
        x.add(p.quarter);
        for (const Guardian &g : p.guardians) {
            x.add(g.alive);
            x.add(g.space);
            x.add(g.basePower);
            x.add(g.health);
            x.add(g.leader);
            x.add(g.upgradeKind);
            x.add(g.upgrades);
            x.add(g.slot);
            x.add(g.slotTarget);
            x.add(g.building);
            x.add(g.movedThisRound);
        }
        for (std::size_t i = 0; i < p.quarks.size(); ++i) {
            x.add(p.quarks[i]);
            x.add(p.quarksMoved[i]);
        }
        x.add(p.resources);
        x.add(p.crystals);
        for (bool t : p.tech)
            x.add(t);
        x.add(p.leaderChosen);
        x.add(p.eliminated);
        x.add(p.techBoughtThisRound);
        x.add(p.pursuedThisRound);
        x.add(p.attackedThisTurn);
        x.add(p.leaderChangedThisRound);
        x.add(p.developmentDone);
    }
    x.add(static_cast<std::uint64_t>(s.buildings.size()));
    for (const Building &b : s.buildings) {
        x.add(b.owner);
        x.add(b.type);
        x.add(b.space);
        x.add(b.complete);
        x.add(b.paid);
        x.add(b.lastPaidRound);
        x.add(b.builder);
        x.add(b.ammo);
        x.add(b.removed);
    }
    x.add(static_cast<std::uint64_t>(s.attacks.size()));
    for (const AttackToken &t : s.attacks) {
        x.add(t.owner);
        x.add(t.from);
        x.add(t.to);
        x.add(t.counter);
        x.add(t.counterOwner);
    }
    x.add(static_cast<std::uint64_t>(s.pending.size()));
    for (const Pending &p : s.pending) {
        x.add(p.kind);
        x.add(p.player);
        x.add(p.token);
        x.add(p.duringCombat);
    }
    x.add(static_cast<std::uint64_t>(s.combatPlan.size()));
    for (const CombatStep &c : s.combatPlan) {
        x.add(c.battle);
        x.add(c.player);
        x.add(c.target);
        for (int t : c.tokens)
            x.add(t);
    }
    return x.h;
}

} // namespace xobos::rules
