// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/texts/reasontext.h"

#include <QCoreApplication>

namespace xobos::ui {

QString reasonTextFor(rules::ViolationCode code, const rules::Viewer &viewer)
{
    if (viewer.kind == rules::Viewer::Kind::Public && !rules::violationIsPublic(code))
        return QCoreApplication::translate("ReasonText", "Not possible — the reason is shown on your private sheet.");
    return reasonText(code);
}

QString reasonText(rules::ViolationCode code)
{
    using C = rules::ViolationCode;
    switch (code) {
    case C::None:
        return QCoreApplication::translate("ReasonText", "The move is allowed.");
    case C::GAME_OVER:
        return QCoreApplication::translate("ReasonText", "The game is over: no more moves can be played.");
    case C::NOT_A_PLAYER:
        return QCoreApplication::translate("ReasonText", "There is no such player at this table.");
    case C::PLAYER_ELIMINATED:
        return QCoreApplication::translate("ReasonText", "This player has been eliminated and can no longer act.");
    case C::WRONG_PHASE:
        return QCoreApplication::translate("ReasonText", "That cannot be done in the current phase.");
    case C::NOT_YOUR_TURN:
        return QCoreApplication::translate("ReasonText", "It is another player's turn.");
    case C::DECISION_PENDING:
        return QCoreApplication::translate("ReasonText", "First a player must answer the open question (counterattack or pursuit).");
    case C::NO_DECISION_PENDING:
        return QCoreApplication::translate("ReasonText", "There is no question of that kind waiting for this player.");
    case C::NO_SUCH_GUARDIAN:
        return QCoreApplication::translate("ReasonText", "There is no such Guardian.");
    case C::NO_SUCH_SPACE:
        return QCoreApplication::translate("ReasonText", "There is no such space on this board.");
    case C::LEADER_ALREADY_CHOSEN:
        return QCoreApplication::translate("ReasonText", "The Leader has already been chosen.");
    case C::GUARDIAN_DESTROYED:
        return QCoreApplication::translate("ReasonText", "That Guardian has been destroyed and is not on the board.");
    case C::GUARDIAN_ALREADY_MOVED:
        return QCoreApplication::translate("ReasonText", "That Guardian has already moved this round.");
    case C::GUARDIAN_MOVE_TOO_FAR:
        return QCoreApplication::translate("ReasonText", "A Guardian moves one space, along a lane.");
    case C::GUARDIAN_CONSTRUCTING:
        return QCoreApplication::translate("ReasonText", "A Guardian cannot move while he is constructing a Building.");
    case C::SPACE_HAS_GUARDIAN:
        return QCoreApplication::translate("ReasonText", "Only one Guardian can occupy a space.");
    case C::SPACE_HAS_ENEMY_UNITS:
        return QCoreApplication::translate("ReasonText", "Units cannot enter a space occupied by enemy units.");
    case C::ENEMY_BASE:
        return QCoreApplication::translate("ReasonText", "Units cannot enter another player's Base.");
    case C::ENERGY_SOURCE_IMPASSABLE:
        return QCoreApplication::translate("ReasonText", "An Energy Source cannot be entered.");
    case C::QUARKS_CANNOT_ENTER_BUILDING:
        return QCoreApplication::translate("ReasonText", "Quarks cannot enter a space holding an enemy Building; only a Guardian can.");
    case C::MOVE_AFTER_ATTACK:
        return QCoreApplication::translate("ReasonText", "Moves come before attacks: after declaring an attack you cannot move this turn.");
    case C::COUNTERATTACK_SPACE:
        return QCoreApplication::translate("ReasonText", "After declaring a counterattack from a space you cannot move units into it.");
    case C::NOT_ADJACENT_FOR_SWAP:
        return QCoreApplication::translate("ReasonText", "Only two Guardians in spaces joined by a lane can swap places.");
    case C::NO_QUARKS_TO_MOVE:
        return QCoreApplication::translate("ReasonText", "There are not that many Quarks in that space that have not moved yet.");
    case C::QUARK_COUNT_INVALID:
        return QCoreApplication::translate("ReasonText", "Move at least one Quark.");
    case C::QUARK_MOVE_TOO_FAR:
        return QCoreApplication::translate("ReasonText", "Quarks move at most two spaces (three with the Rank II tile), along lanes, not through enemy units.");
    case C::QUARK_SPACE_FULL:
        return QCoreApplication::translate("ReasonText", "No more than three Quarks can occupy one space.");
    case C::SAME_SPACE:
        return QCoreApplication::translate("ReasonText", "The destination is the space the units are already in.");
    case C::SEIZE_NEEDS_TECH:
        return QCoreApplication::translate("ReasonText", "Seizing a Building needs the Rank III seize Technology.");
    case C::SEIZE_WATCHTOWER:
        return QCoreApplication::translate("ReasonText", "A Watchtower cannot be seized, only destroyed.");
    case C::NOTHING_TO_SEIZE:
        return QCoreApplication::translate("ReasonText", "There is no enemy Building to seize in that space.");
    case C::ATTACK_NOT_ADJACENT:
        return QCoreApplication::translate("ReasonText", "An attack goes along a lane to an adjacent space.");
    case C::ATTACK_NO_UNIT:
        return QCoreApplication::translate("ReasonText", "You need at least one unit in the space you attack from.");
    case C::ATTACK_NO_ENEMY:
        return QCoreApplication::translate("ReasonText", "A space without enemy units cannot be attacked.");
    case C::ATTACK_ALREADY_FROM_SPACE:
        return QCoreApplication::translate("ReasonText", "Only one attack can be declared from one space.");
    case C::ATTACK_BASE:
        return QCoreApplication::translate("ReasonText", "There are no attacks into or out of a player's Base.");
    case C::ATTACK_REINFORCING:
        return QCoreApplication::translate("ReasonText", "A Reinforcing Guardian cannot attack unless he first breaks his connection.");
    case C::ATTACK_AFTER_PURSUIT:
        return QCoreApplication::translate("ReasonText", "After occupying a freed space you cannot declare another attack this round.");
    case C::SOURCE_ATTACK_NEEDS_TECH:
        return QCoreApplication::translate("ReasonText", "Attacking the Energy Source needs the Rank I Technology and a Guardian on an adjacent irradiated space.");
    case C::SOURCE_ATTACK_NOT_IRRADIATED:
        return QCoreApplication::translate("ReasonText", "A Guardian attacks the Energy Source from an irradiated space.");
    case C::COUNTER_NOT_POSSIBLE:
        return QCoreApplication::translate("ReasonText", "That space cannot counterattack: it has no unit able to attack, or it already attacks.");
    case C::PURSUIT_NOT_POSSIBLE:
        return QCoreApplication::translate("ReasonText", "Pursuit takes units that have not moved this round from the attacking space into the freed space.");
    case C::PURSUIT_DECLINE_MOVES_NOTHING:
        return QCoreApplication::translate("ReasonText", "Declining a pursuit moves nothing: name no units and no seizure.");
    case C::CONNECTION_NOT_ADJACENT:
        return QCoreApplication::translate("ReasonText", "Connected Guardians must stand in spaces joined by a lane.");
    case C::CONNECTION_IRRADIATED:
        return QCoreApplication::translate("ReasonText", "Guardians cannot connect while either stands on an irradiated space.");
    case C::SLOT_TAKEN:
        return QCoreApplication::translate("ReasonText", "That Guardian's Connection Slot is already taken (a connection or a construction).");
    case C::SLOT_EMPTY:
        return QCoreApplication::translate("ReasonText", "That Guardian has no connection to break.");
    case C::CONNECTION_SELF:
        return QCoreApplication::translate("ReasonText", "Only the Leader can heal himself, and nobody reinforces himself.");
    case C::REINFORCE_CHAIN:
        return QCoreApplication::translate("ReasonText", "A Guardian cannot reinforce and be reinforced at the same time.");
    case C::BAD_CONNECTION_KIND:
        return QCoreApplication::translate("ReasonText", "A connection is either Reinforcement or Healing.");
    case C::BUILD_IRRADIATED:
        return QCoreApplication::translate("ReasonText", "No Building can be constructed on an irradiated space.");
    case C::BUILD_SPACE_TAKEN:
        return QCoreApplication::translate("ReasonText", "That space already holds a Building or a construction.");
    case C::BUILD_ON_BASE:
        return QCoreApplication::translate("ReasonText", "Only a Reactor can be built on a Base space, and a Reactor only on your own Base.");
    case C::BUILD_INACTIVE_QUARTER:
        return QCoreApplication::translate("ReasonText", "In a two-player game you can build only in the active quarters and at their crossings.");
    case C::BUILD_REACTOR_WITH_GUARDIAN:
        return QCoreApplication::translate("ReasonText", "A Reactor is built on your Base without a Guardian: use Build Reactor.");
    case C::BUILD_LIMIT:
        return QCoreApplication::translate("ReasonText", "You have no Building tokens of that type left.");
    case C::NOT_ENOUGH_RESOURCES:
        return QCoreApplication::translate("ReasonText", "Not enough Building Resources.");
    case C::NOT_ENOUGH_CRYSTALS:
        return QCoreApplication::translate("ReasonText", "Not enough Energy Crystals.");
    case C::NOT_CONSTRUCTING:
        return QCoreApplication::translate("ReasonText", "That Guardian is not constructing anything.");
    case C::ALREADY_PAID_THIS_ROUND:
        return QCoreApplication::translate("ReasonText", "A construction takes one Building Resource per round.");
    case C::BREED_NOT_BASE:
        return QCoreApplication::translate("ReasonText", "Quarks are bred on a free space of your own Base.");
    case C::QUARK_SUPPLY_EMPTY:
        return QCoreApplication::translate("ReasonText", "All nine of your Quarks are already on the board.");
    case C::GUARDIAN_NOT_DESTROYED:
        return QCoreApplication::translate("ReasonText", "Only a destroyed Guardian can be rebuilt.");
    case C::REBUILD_PLACE:
        return QCoreApplication::translate("ReasonText", "A Guardian is rebuilt on a free space of your Base or on your Technology Building.");
    case C::TECH_ALREADY_BOUGHT:
        return QCoreApplication::translate("ReasonText", "Only one Technology Tile can be bought per round.");
    case C::TECH_RANK_TOO_HIGH:
        return QCoreApplication::translate("ReasonText", "You need as many Technology Buildings as the tile's rank.");
    case C::TECH_OWNED:
        return QCoreApplication::translate("ReasonText", "You already own that Technology.");
    case C::TECH_SOLD_OUT:
        return QCoreApplication::translate("ReasonText", "No tile of that Technology is left.");
    case C::UPGRADE_NEEDS_TECH:
        return QCoreApplication::translate("ReasonText", "Upgrades need the Rank I Upgrade Technology (two tokens need the Rank III one).");
    case C::UPGRADE_NOT_ON_TECH_BUILDING:
        return QCoreApplication::translate("ReasonText", "The Guardian must stand on your Technology Building.");
    case C::UPGRADE_MIXED:
        return QCoreApplication::translate("ReasonText", "Upgrades cannot be mixed: all of a Guardian's tokens are of one kind.");
    case C::UPGRADE_LIMIT:
        return QCoreApplication::translate("ReasonText", "That Guardian cannot take more Upgrade Tokens.");
    case C::HEAL_NOT_ON_TECH_BUILDING:
        return QCoreApplication::translate("ReasonText", "A Guardian is healed on your Technology Building.");
    case C::NOTHING_TO_HEAL:
        return QCoreApplication::translate("ReasonText", "That Guardian has full Health.");
    case C::NO_WATCHTOWER:
        return QCoreApplication::translate("ReasonText", "There is no finished Watchtower of yours in that space.");
    case C::WATCHTOWER_FULL:
        return QCoreApplication::translate("ReasonText", "The Watchtower cannot hold that many crystals.");
    case C::NO_OWN_BUILDING:
        return QCoreApplication::translate("ReasonText", "There is no finished Building of yours in that space.");
    case C::LEADER_CHANGE_NOT_ALLOWED:
        return QCoreApplication::translate("ReasonText", "The Leader can be changed only at the end of a round in Checks and Balances, once.");
    case C::ALREADY_LEADER:
        return QCoreApplication::translate("ReasonText", "That Guardian is already the Leader.");
    case C::DEVELOPMENT_DONE:
        return QCoreApplication::translate("ReasonText", "You have already finished this Development phase.");
    case C::INVALID_AMOUNT:
        return QCoreApplication::translate("ReasonText", "The number must be at least one.");
    }
    return QCoreApplication::translate("ReasonText", "The referee refused the move.");
}

QString reasonRule(rules::ViolationCode code)
{
    const std::string_view rule = rules::violationRule(code);
    return QString::fromLatin1(rule.data(), static_cast<qsizetype>(rule.size()));
}

} // namespace xobos::ui
