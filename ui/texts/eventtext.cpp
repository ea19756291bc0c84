// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/texts/eventtext.h"

#include "ui/texts/gametext.h"

#include <QCoreApplication>

#include <algorithm>

namespace xobos::ui {

namespace {

struct EventText
{
    Q_DECLARE_TR_FUNCTIONS(EventText)
};

QString secretCategoryText(int detail)
{
    switch (static_cast<rules::SecretCategory>(detail)) {
    case rules::SecretCategory::Connection: return EventText::tr("connection");
    case rules::SecretCategory::Construction: return EventText::tr("construction");
    case rules::SecretCategory::Upgrade: return EventText::tr("upgrade");
    case rules::SecretCategory::Healing: return EventText::tr("healing");
    case rules::SecretCategory::Arming: return EventText::tr("arming a Watchtower");
    case rules::SecretCategory::Leader: return EventText::tr("Leader");
    }
    return EventText::tr("unknown");
}

QString crystalReason(int detail)
{
    switch (detail) {
    case 0: return EventText::tr("for destroying a Building");
    case 1: return EventText::tr("for seizing a Building");
    case 2: return EventText::tr("from the Energy Source");
    default: return EventText::tr("from production");
    }
}

QString crystalsText(int n)
{
    return EventText::tr("%n crystal(s)", nullptr, n);
}

} // namespace

QString eventText(const rules::Event &e, const rules::Board &board, const QStringList &names, const QList<QColor> &colours)
{
    using T = rules::EventType;
    const QString who = playerText(names, e.player);
    const QString other = playerText(names, e.target);
    const QString sp = spaceText(board, e.space);
    const QString sp2 = spaceText(board, e.space2);
    // A Guardian has one name in every text: his owner's colour and his number.
    const QString owner = ownerText(names, colours, e.player);
    const QString guardian = guardianText(owner, e.guardian);
    // The same name as the object of the verb or a thing's owner (Polish "Zielonego Strażnika 3").
    const auto object = [&owner](int g) { return guardianText(owner, g, GuardianCase::Object); };
    switch (e.type) {
    case T::GameStarted: return EventText::tr("A game for %n players begins.", nullptr, e.amount);
    case T::LeaderChosen: return EventText::tr("%1 chose %2 as Leader.").arg(who, object(e.guardian));
    case T::FirstPlayerChosen: return EventText::tr("%1 receives the First Player Token.").arg(who);
    case T::RoundStarted: return EventText::tr("Round %1 begins; %2 is first player.").arg(e.amount).arg(who);
    case T::PhaseStarted: return EventText::tr("%1 begins.").arg(phaseText(static_cast<rules::Phase>(e.amount)));
    case T::TurnStarted: return EventText::tr("%1's turn.").arg(who);
    case T::TurnEnded: return EventText::tr("%1 ended the turn.").arg(who);
    case T::GuardianMoved: return EventText::tr("%1 moved %2 from %3 to %4.").arg(who, object(e.guardian), sp, sp2);
    case T::GuardiansSwapped:
        return EventText::tr("%1 swapped %2 and %3.").arg(who, object(e.guardian), object(e.amount));
    case T::QuarksMoved:
        return EventText::tr("%1 moved %n Quark(s) from %2 to %3.", nullptr, e.amount).arg(who, sp, sp2);
    case T::BuildingDestroyed:
        return EventText::tr("%1 destroyed %2's %3 on %4.")
            .arg(who, other, buildingText(static_cast<rules::BuildingType>(e.detail)), sp);
    case T::BuildingSeized:
        return EventText::tr("%1 seized %2's %3 on %4.")
            .arg(who, other, buildingText(static_cast<rules::BuildingType>(e.detail)), sp);
    case T::CrystalsGained:
        return EventText::tr("%1 gained %n Energy Crystal(s) %2.", nullptr, e.amount).arg(who, crystalReason(e.detail));
    case T::ResourcesGained:
        return EventText::tr("%1 gained %n Building Resource(s).", nullptr, e.amount).arg(who);
    case T::ConnectionMade:
        // The one connection of a Guardian with himself: the Leader heals himself (R-HEAL-SELF).
        if (e.guardian == e.amount)
            return EventText::tr("%1 lets %2 heal himself (%3).")
                .arg(who, guardian, connectionText(static_cast<rules::ConnectionKind>(e.detail)));
        return EventText::tr("%1 connected %2 to %3 (%4).")
            .arg(who, object(e.guardian), object(e.amount),
                 connectionText(static_cast<rules::ConnectionKind>(e.detail)));
    case T::ConnectionBroken:
        return EventText::tr("%1 broke the connection of %2 (%3).")
            .arg(who, object(e.guardian), connectionText(static_cast<rules::ConnectionKind>(e.detail)));
    case T::SecretAction: return EventText::tr("%1 made a secret action (%2).").arg(who, secretCategoryText(e.detail));
    case T::AttackDeclared: return EventText::tr("%1 attacks %2 from %3 on %4.").arg(who, other, sp, sp2);
    // The defender's space first (space = the attacked space, space2 = the attacker's).
    case T::CounterattackDeclared: return EventText::tr("%1 counterattacks from %2 on %3.").arg(who, sp, sp2);
    case T::CounterattackDeclined: return EventText::tr("%1 does not counterattack from %2.").arg(who, sp);
    case T::PursuitOffered: return EventText::tr("%1 may pursue from %2 into %3.").arg(who, sp, sp2);
    case T::Pursued:
        return e.detail == 1 ? EventText::tr("%1 pursued from %2 into %3 with the Guardian and %n Quark(s).", nullptr,
                                             e.amount)
                                   .arg(who, sp, sp2)
                             : EventText::tr("%1 pursued from %2 into %3 with %n Quark(s).", nullptr, e.amount)
                                   .arg(who, sp, sp2);
    case T::PursuitDeclined: return EventText::tr("%1 does not pursue into %2.").arg(who, sp2);
    case T::AttackWithdrawn:
        return EventText::tr("%1's attack from %2 on %3 is withdrawn: nobody is left there.").arg(who, sp, sp2);
    case T::BattleStarted: return EventText::tr("Battle between %1 on %2 and %3 on %4.").arg(who, sp, other, sp2);
    case T::QuarksClashed:
        return EventText::tr("The Quarks of %1 and %2 clash: each side loses %n.", nullptr, e.amount).arg(who, other);
    case T::PowerDeclared:
        return EventText::tr("%1 strikes %2 with a total Power of %3.").arg(who, sp2).arg(e.amount);
    case T::QuarksLost: return EventText::tr("%1 lost %n Quark(s) on %2.", nullptr, e.amount).arg(who, sp);
    case T::AmmoSpent:
        return EventText::tr("%1's Watchtower on %2 spent %n crystal(s).", nullptr, e.amount).arg(who, sp);
    case T::DamageDeclared:
        return EventText::tr("%1 on %2 suffers %n damage.", nullptr, e.amount).arg(guardian, sp);
    case T::HealthChanged: return EventText::tr("%1 now has %n Health.", nullptr, e.amount).arg(guardian);
    case T::GuardianDestroyed: return EventText::tr("%1 on %2 was destroyed.").arg(guardian, sp);
    case T::ConstructionLost: return EventText::tr("%1's construction on %2 was lost.").arg(who, sp);
    case T::SourceTapped:
        // The bundled boards' one source is labelled "Energy Source": named only among several.
        if (std::count_if(board.spaces.begin(), board.spaces.end(),
                          [](const rules::Space &s) { return s.kind == rules::SpaceKind::EnergySource; })
            < 2)
            return EventText::tr("%1 taps the Energy Source from %2.").arg(who, sp);
        return EventText::tr("%1 taps the Energy Source %2 from %3.").arg(who, sp2, sp);
    case T::ProductionCollected:
        return EventText::tr("%1 collected %2 and %3.")
            .arg(who, EventText::tr("%n Building Resource(s)", nullptr, e.amount),
                 EventText::tr("%n Energy Crystal(s)", nullptr, e.amount2));
    case T::ConstructionStarted: return EventText::tr("%1 started a construction on %2.").arg(who, sp);
    case T::ConstructionDetail:
        return EventText::tr("%1's construction on %2: %3, %n paid.", nullptr, e.amount)
            .arg(who, sp, buildingText(static_cast<rules::BuildingType>(e.detail)));
    case T::BuildingCompleted:
        return EventText::tr("%1 completed the %2 on %3.").arg(who, buildingText(static_cast<rules::BuildingType>(e.detail)), sp);
    case T::QuarkBred: return EventText::tr("%1 bred a Quark on %2.").arg(who, sp);
    case T::GuardianRebuilt: return EventText::tr("%1 rebuilt %2 on %3.").arg(who, object(e.guardian), sp);
    case T::TechnologyBought:
        return EventText::tr("%1 bought the Technology %2.").arg(who, techText(static_cast<rules::Tech>(e.detail)));
    case T::Upgraded:
        return EventText::tr("%1 upgraded %2 with %n %3 token(s).", nullptr, e.amount)
            .arg(who, object(e.guardian), upgradeText(static_cast<rules::UpgradeKind>(e.detail)));
    case T::GuardianHealed: return EventText::tr("%1 healed %2.").arg(who, object(e.guardian));
    case T::WatchtowerArmed:
        return EventText::tr("%1 armed the Watchtower on %2 with %3; it holds %4.")
            .arg(who, sp, crystalsText(e.amount), crystalsText(e.amount2));
    case T::BuildingDemolished:
        return EventText::tr("%1 demolished the %2 on %3.").arg(who, buildingText(static_cast<rules::BuildingType>(e.detail)), sp);
    case T::LeaderChanged: return EventText::tr("%1 made %2 the Leader.").arg(who, object(e.guardian));
    case T::SheetsRevealed: return EventText::tr("All Player Sheets are revealed.");
    case T::SheetsCovered: return EventText::tr("The Player Sheets are covered again.");
    case T::DevelopmentDone: return EventText::tr("%1 finished the Development phase.").arg(who);
    case T::PlayerEliminated: return EventText::tr("%1 has been eliminated.").arg(who);
    case T::GameEnded: return EventText::tr("The game is over.");
    }
    return EventText::tr("Something happened.");
}

} // namespace xobos::ui
