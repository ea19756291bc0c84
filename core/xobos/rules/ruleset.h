// SPDX-License-Identifier: GPL-3.0-or-later
// Rulings where reasonable tables play differently. Every field names the ruling id in
// docs/rules.md that it implements; the defaults are the rulings we recommend.
#pragma once

namespace xobos::rules {

struct Ruleset {
    // R-WT-CAP: crystals a Watchtower holds without the Rank II tile (6 with it).
    int watchtowerCapacity = 3;
    // R-WT-SOLO: an armed Watchtower with no own Guardian in its space may attack alone.
    bool unmannedWatchtowerMayShoot = true;
    // R-MOVE-ENEMY-BASE: units may enter another player's empty Base spaces.
    bool mayEnterEnemyBase = false;
    // R-MOVE-QUARK-BUILDING: Quarks may enter a space holding only an enemy Building.
    bool quarksMayEnterEnemyBuilding = false;
    // R-LEADER-SELFHEAL: the Leader heals himself through a Healing connection to himself
    // (true) or automatically by 1 in every attack on him (false).
    bool leaderSelfHealNeedsConnection = true;
    // R-COMPONENT-LIMITS: per player at most 4 Mines, 5 Energy Wells, 4 Technology
    // Buildings, 5 Watchtowers, 4 Reactors (the box's tokens split four ways).
    bool componentLimits = true;
    // R-ATTACK-RESOLVE: an attack destroys every defending Quark and crystal in the attacked
    // space (true, step 2a as printed) or only as many as absorb its Power (false).
    bool attackDestroysDefendingSources = true;

    bool operator==(const Ruleset &) const = default;
};

} // namespace xobos::rules
