// SPDX-License-Identifier: GPL-3.0-or-later
// Why an action is illegal: a stable machine code, the rule it breaks (an id in
// docs/rules.md) and an English sentence for logs and tools. The UI translates by code.
// No sentence names a hidden value of another player.
#pragma once

#include <cstdint>
#include <string_view>

namespace xobos::rules {

#define XOBOS_VIOLATIONS(X) \
    X(GAME_OVER, "R-END-ACTIONS", "The game is over; no more actions are accepted.") \
    X(NOT_A_PLAYER, "R-TURN-ORDER", "There is no such player at this table.") \
    X(PLAYER_ELIMINATED, "R-ELIM", "This player has been eliminated and cannot act.") \
    X(WRONG_PHASE, "R-PHASE", "That action is not possible in the current phase.") \
    X(NOT_YOUR_TURN, "R-TURN-ORDER", "It is another player's turn.") \
    X(DECISION_PENDING, "R-TURN-ORDER", "A player must first answer the pending choice (counterattack or pursuit).") \
    X(NO_DECISION_PENDING, "R-TURN-ORDER", "There is no choice of that kind waiting for this player.") \
    X(NO_SUCH_GUARDIAN, "R-SETUP-UNITS", "There is no such Guardian.") \
    X(NO_SUCH_SPACE, "R-SETUP-BOARD", "There is no such space on this board.") \
    X(LEADER_ALREADY_CHOSEN, "R-SETUP-LEADER", "The Leader has already been chosen.") \
    X(GUARDIAN_DESTROYED, "R-MOVE-GUARDIAN", "That Guardian has been destroyed and is not on the board.") \
    X(GUARDIAN_ALREADY_MOVED, "R-MOVE-ONCE", "That Guardian has already moved this round.") \
    X(GUARDIAN_MOVE_TOO_FAR, "R-MOVE-GUARDIAN", "A Guardian moves one space, along a lane.") \
    X(GUARDIAN_CONSTRUCTING, "R-MOVE-CONSTRUCTING", "A Guardian cannot move while he is constructing a Building.") \
    X(SPACE_HAS_GUARDIAN, "R-MOVE-ONE-GUARDIAN", "Only one Guardian can occupy a space.") \
    X(SPACE_HAS_ENEMY_UNITS, "R-MOVE-ENEMY", "Units cannot enter a space occupied by enemy units.") \
    X(ENEMY_BASE, "R-MOVE-ENEMY-BASE", "Units cannot enter another player's Base.") \
    X(ENERGY_SOURCE_IMPASSABLE, "R-MOVE-SOURCE", "An Energy Source cannot be entered.") \
    X(QUARKS_CANNOT_ENTER_BUILDING, "R-MOVE-QUARK-BUILDING", "Quarks cannot enter a space holding an enemy Building; only a Guardian can.") \
    X(MOVE_AFTER_ATTACK, "R-MOVE-AFTER-ATTACK", "Moves come before attacks: after declaring an attack you cannot move this turn.") \
    X(COUNTERATTACK_SPACE, "R-COUNTER-SPACE", "After declaring a counterattack from a space you cannot move units into it.") \
    X(NOT_ADJACENT_FOR_SWAP, "R-MOVE-SWAP", "Only two Guardians in spaces joined by a lane can swap places.") \
    X(NO_QUARKS_TO_MOVE, "R-MOVE-QUARKS", "There are not that many Quarks in that space that have not moved yet.") \
    X(QUARK_COUNT_INVALID, "R-MOVE-QUARKS", "Move at least one Quark.") \
    X(QUARK_MOVE_TOO_FAR, "R-MOVE-QUARKS", "Quarks move at most two spaces (three with the Rank II tile), along lanes, not through enemy units.") \
    X(QUARK_SPACE_FULL, "R-MOVE-QUARK-LIMIT", "No more than three Quarks can occupy one space.") \
    X(SAME_SPACE, "R-MOVE-GUARDIAN", "The destination is the space the units are already in.") \
    X(SEIZE_NEEDS_TECH, "R-BUILDING-SEIZE", "Seizing a Building needs the Rank III seize Technology.") \
    X(SEIZE_WATCHTOWER, "R-BUILDING-SEIZE", "A Watchtower cannot be seized, only destroyed.") \
    X(NOTHING_TO_SEIZE, "R-BUILDING-SEIZE", "There is no enemy Building to seize in that space.") \
    X(ATTACK_NOT_ADJACENT, "R-ATTACK-LANE", "An attack goes along a lane to an adjacent space.") \
    X(ATTACK_NO_UNIT, "R-ATTACK-SOURCE-UNIT", "You need at least one unit in the space you attack from.") \
    X(ATTACK_NO_ENEMY, "R-ATTACK-TARGET-ENEMY", "A space without enemy units cannot be attacked.") \
    X(ATTACK_ALREADY_FROM_SPACE, "R-ATTACK-ONE-PER-SPACE", "Only one attack can be declared from one space.") \
    X(ATTACK_BASE, "R-ATTACK-BASE", "There are no attacks into or out of a player's Base.") \
    X(ATTACK_REINFORCING, "R-ATTACK-REINFORCING", "A Reinforcing Guardian cannot attack unless he first breaks his connection.") \
    X(ATTACK_AFTER_PURSUIT, "R-RETREAT-PURSUIT", "After occupying a freed space you cannot declare another attack this round.") \
    X(SOURCE_ATTACK_NEEDS_TECH, "R-TECH-SOURCE", "Attacking the Energy Source needs the Rank I Technology and a Guardian on an adjacent irradiated space.") \
    X(SOURCE_ATTACK_NOT_IRRADIATED, "R-TECH-SOURCE", "A Guardian attacks the Energy Source from an irradiated space.") \
    X(COUNTER_NOT_POSSIBLE, "R-COUNTER", "That space cannot counterattack: it has no unit able to attack, or it already attacks.") \
    X(PURSUIT_NOT_POSSIBLE, "R-PURSUIT", "Pursuit takes units that have not moved this round from the attacking space into the freed space.") \
    X(PURSUIT_DECLINE_MOVES_NOTHING, "R-PURSUIT", "Declining a pursuit moves nothing: name no units and no seizure.") \
    X(CONNECTION_NOT_ADJACENT, "R-CONN-ADJACENT", "Connected Guardians must stand in spaces joined by a lane.") \
    X(CONNECTION_IRRADIATED, "R-CONN-IRRADIATED", "Guardians cannot connect while either stands on an irradiated space.") \
    X(SLOT_TAKEN, "R-CONN-SLOT", "That Guardian's Connection Slot is already taken (a connection or a construction).") \
    X(SLOT_EMPTY, "R-CONN-BREAK", "That Guardian has no connection to break.") \
    X(CONNECTION_SELF, "R-HEAL-SELF", "Only the Leader can heal himself, and nobody reinforces himself.") \
    X(REINFORCE_CHAIN, "R-REINF-CHAIN", "A Guardian cannot reinforce and be reinforced at the same time.") \
    X(BAD_CONNECTION_KIND, "R-CONN-SLOT", "A connection is either Reinforcement or Healing.") \
    X(BUILD_IRRADIATED, "R-BUILD-PLACE", "No Building can be constructed on an irradiated space.") \
    X(BUILD_SPACE_TAKEN, "R-BUILD-PLACE", "That space already holds a Building or a construction.") \
    X(BUILD_ON_BASE, "R-BUILD-REACTOR", "Only a Reactor can be built on a Base space, and a Reactor only on your own Base.") \
    X(BUILD_INACTIVE_QUARTER, "R-TWO-PLAYER-ACTIVE", "In a two-player game you can build only in the active quarters and at their crossings.") \
    X(BUILD_REACTOR_WITH_GUARDIAN, "R-BUILD-REACTOR", "A Reactor is built on your Base without a Guardian: use Build Reactor.") \
    X(BUILD_LIMIT, "R-COMPONENT-LIMITS", "You have no Building tokens of that type left.") \
    X(NOT_ENOUGH_RESOURCES, "R-BUILD-COST", "Not enough Building Resources.") \
    X(NOT_ENOUGH_CRYSTALS, "R-CRYSTAL-COST", "Not enough Energy Crystals.") \
    X(NOT_CONSTRUCTING, "R-BUILD-PAY", "That Guardian is not constructing anything.") \
    X(ALREADY_PAID_THIS_ROUND, "R-BUILD-PAY", "A construction takes one Building Resource per round.") \
    X(BREED_NOT_BASE, "R-BREED", "Quarks are bred on a free space of your own Base.") \
    X(QUARK_SUPPLY_EMPTY, "R-BREED", "All nine of your Quarks are already on the board.") \
    X(GUARDIAN_NOT_DESTROYED, "R-REBUILD", "Only a destroyed Guardian can be rebuilt.") \
    X(REBUILD_PLACE, "R-REBUILD", "A Guardian is rebuilt on a free space of your Base or on your Technology Building.") \
    X(TECH_ALREADY_BOUGHT, "R-TECH-BUY", "Only one Technology Tile can be bought per round.") \
    X(TECH_RANK_TOO_HIGH, "R-TECH-BUY", "You need as many Technology Buildings as the tile's rank.") \
    X(TECH_OWNED, "R-TECH-BUY", "You already own that Technology.") \
    X(TECH_SOLD_OUT, "R-TECH-BUY", "No tile of that Technology is left.") \
    X(UPGRADE_NEEDS_TECH, "R-UPGRADE", "Upgrades need the Rank I Upgrade Technology (two tokens need the Rank III one).") \
    X(UPGRADE_NOT_ON_TECH_BUILDING, "R-UPGRADE", "The Guardian must stand on your Technology Building.") \
    X(UPGRADE_MIXED, "R-UPGRADE", "Upgrades cannot be mixed: all of a Guardian's tokens are of one kind.") \
    X(UPGRADE_LIMIT, "R-UPGRADE", "That Guardian cannot take more Upgrade Tokens.") \
    X(HEAL_NOT_ON_TECH_BUILDING, "R-HEAL-TECHB", "A Guardian is healed on your Technology Building.") \
    X(NOTHING_TO_HEAL, "R-HEAL-TECHB", "That Guardian has full Health.") \
    X(NO_WATCHTOWER, "R-WT-ARM", "There is no finished Watchtower of yours in that space.") \
    X(WATCHTOWER_FULL, "R-WT-CAP", "The Watchtower cannot hold that many crystals.") \
    X(NO_OWN_BUILDING, "R-DEMOLISH", "There is no finished Building of yours in that space.") \
    X(LEADER_CHANGE_NOT_ALLOWED, "R-VAR-CHECKS", "The Leader can be changed only at the end of a round in Checks and Balances, once.") \
    X(ALREADY_LEADER, "R-VAR-CHECKS", "That Guardian is already the Leader.") \
    X(DEVELOPMENT_DONE, "R-DEV-ORDER", "You have already finished this Development phase.") \
    X(INVALID_AMOUNT, "R-PHASE", "The amount must be a positive number.")

enum class ViolationCode : std::uint16_t {
    None = 0,
#define XOBOS_X(code, rule, text) code,
    XOBOS_VIOLATIONS(XOBOS_X)
#undef XOBOS_X
};

struct Violation {
    ViolationCode code = ViolationCode::None;

    bool ok() const { return code == ViolationCode::None; }
    explicit operator bool() const { return !ok(); } // true when something is wrong
    std::string_view codeName() const;
    std::string_view rule() const;
    std::string_view message() const;
};

std::string_view violationCodeName(ViolationCode c);
std::string_view violationRule(ViolationCode c);
std::string_view violationMessage(ViolationCode c);
bool violationCodeFromName(std::string_view name, ViolationCode *out);
// True when the reason rests on public facts only (positions, tokens, tiles, turn order),
// so the whole table may read it. False when it may rest on a hidden value (connections,
// resources, crystals, Health, Leader, construction types, ammunition): only the acting
// player (and the referee) may learn it (R-VAR-FOG).
bool violationIsPublic(ViolationCode c);
int violationCodeCount();

} // namespace xobos::rules
