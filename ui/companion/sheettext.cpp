// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/companion/sheettext.h"

#include "ui/texts/gametext.h"
#include "ui/texts/reasontext.h"

namespace xobos::ui::companion {

using namespace rules;
using namespace rules::sheet;

QString SheetText::reason(const SheetViolation &v)
{
    if (v.code != ViolationCode::None)
        return reasonText(v.code);
    switch (v.sheetCode) {
    case SheetCode::None: return {};
    case SheetCode::HEALTH_ABOVE_MAX: return tr("Guardians cannot have more than 6 Health Points.");
    case SheetCode::BAD_GUARDIAN: return tr("There is no such Guardian on the sheet.");
    case SheetCode::BAD_LEADER: return tr("Choose one of the four Guardians as Leader.");
    case SheetCode::BAD_VALUE: return tr("That kind is not possible for this action.");
    }
    return {};
}

QString SheetText::techAllows(Tech tech)
{
    switch (tech) {
    case Tech::Upgrades: return tr("Buy Power or Healing Upgrade Tokens (1 crystal each) for a Guardian on your Technology Building.");
    case Tech::SourceAttack: return tr("Attack the Energy Source from an irradiated space: 1 crystal each time.");
    case Tech::WatchtowerCapacity: return tr("Watchtowers can be armed with up to 6 crystals.");
    case Tech::CheapRebuild: return tr("Rebuild a destroyed Guardian for 3 Building Resources instead of 5.");
    case Tech::FastQuarks: return tr("Quarks move up to 3 spaces.");
    case Tech::Protection: return tr("Guardians block 1 damage of every incoming attack.");
    case Tech::WeakenHealing: return tr("The enemy's Healing is 1 lower in every attack.");
    case Tech::Seize: return tr("Seize enemy Buildings instead of destroying them: 3 crystals (not Watchtowers).");
    case Tech::DoubleUpgrade: return tr("Up to 2 Upgrade Tokens per Guardian, also both at once.");
    }
    return {};
}

QString SheetText::guardianName(int guardian, bool object)
{
    return (object ? tr("Guardian %1", "object of a verb") : tr("Guardian %1")).arg(guardian + 1);
}

QString SheetText::phaseName(SheetPhase phase)
{
    switch (phase) {
    case SheetPhase::Movement: return tr("Movement phase");
    case SheetPhase::Development: return tr("Development phase");
    case SheetPhase::Over: return tr("Game over");
    }
    return {};
}

QString SheetText::crystalReason(CrystalReason reason)
{
    switch (reason) {
    case CrystalReason::Destroy: return tr("destroyed an enemy Building (2)");
    case CrystalReason::Source: return tr("tapped an Energy Source (1)");
    case CrystalReason::Other: return tr("other");
    case CrystalReason::Breed: return tr("bred Quarks (1 each)");
    case CrystalReason::Arm: return tr("armed a Watchtower");
    }
    return {};
}

QString SheetText::actionText(const SheetAction &action)
{
    return std::visit(
        [](const auto &m) -> QString {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, NextPhase>)
                return tr("Next phase");
            else if constexpr (std::is_same_v<T, SheetConnect>)
                return m.kind == ConnectionKind::Healing && m.guardian == m.target
                    ? tr("%1 heals himself").arg(guardianName(m.guardian)) // the Leader (R-HEAL-SELF)
                    : m.kind == ConnectionKind::Healing ? tr("%1 heals %2").arg(guardianName(m.guardian), guardianName(m.target, true))
                                                         : tr("%1 reinforces %2").arg(guardianName(m.guardian), guardianName(m.target, true));
            else if constexpr (std::is_same_v<T, SheetBreak>)
                return tr("%1 breaks his connection").arg(guardianName(m.guardian));
            else if constexpr (std::is_same_v<T, SheetStartConstruction>)
                return tr("%1 starts building: %2").arg(guardianName(m.guardian), buildingText(m.type));
            else if constexpr (std::is_same_v<T, SheetPayConstruction>)
                return tr("%1 pays 1 resource into his construction").arg(guardianName(m.guardian));
            else if constexpr (std::is_same_v<T, SheetBuildReactor>)
                return tr("Reactor built");
            else if constexpr (std::is_same_v<T, SheetBuyTechnology>)
                return tr("Technology bought: %1").arg(techText(m.tech));
            else if constexpr (std::is_same_v<T, SheetUpgrade>)
                return tr("%1 upgraded: %2 × %3").arg(guardianName(m.guardian)).arg(m.count).arg(upgradeText(m.kind));
            else if constexpr (std::is_same_v<T, SheetHeal>)
                return tr("%1 healed in a Technology Building").arg(guardianName(m.guardian));
            else if constexpr (std::is_same_v<T, SheetRebuild>)
                return tr("%1 rebuilt").arg(guardianName(m.guardian));
            else if constexpr (std::is_same_v<T, SheetHealthChange>)
                return m.damage > 0 ? tr("%1 suffers %2 damage").arg(guardianName(m.guardian)).arg(m.damage)
                                    : tr("%1 restores %2 Health").arg(guardianName(m.guardian)).arg(-m.damage);
            else if constexpr (std::is_same_v<T, SheetGainCrystals>)
                return tr("+%1 crystals: %2").arg(m.amount).arg(crystalReason(m.reason));
            else if constexpr (std::is_same_v<T, SheetSpendCrystals>)
                return tr("−%1 crystals: %2").arg(m.amount).arg(crystalReason(m.reason));
            else if constexpr (std::is_same_v<T, SheetBuildingLost>)
                return m.demolished ? tr("%1 demolished").arg(buildingText(m.type)) : tr("%1 lost").arg(buildingText(m.type));
            else
                return tr("%1 seized (+3 crystals)").arg(buildingText(m.type));
        },
        action);
}

QString SheetText::outcome(const SheetState &after, const SheetAction &action, const SheetOutcome &o)
{
    QStringList parts;
    if (o.incomeCollected)
        parts.append(tr("Production collected: %1 Building Resources and %2 Energy Crystals.")
                         .arg(after.lastIncomeResources)
                         .arg(after.lastIncomeCrystals));
    else if (std::holds_alternative<NextPhase>(action))
        parts.append(after.phase == SheetPhase::Over ? tr("The game is over.")
                                                     : tr("Round %1 begins with the Movement phase.").arg(after.round));
    if (o.completed)
        parts.append(tr("%1 finished.").arg(buildingText(*o.completed)));
    if (o.guardianDestroyed)
        parts.append(tr("The Guardian was destroyed: his construction and connections are lost."));
    if (parts.isEmpty())
        parts.append(tr("Noted on your sheet."));
    return parts.join(QLatin1Char(' '));
}

} // namespace xobos::ui::companion
