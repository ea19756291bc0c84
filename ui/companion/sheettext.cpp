#include "ui/companion/sheettext.h"

#include "ui/gametext.h"
#include "ui/reasontext.h"

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

QString SheetText::guardianName(int guardian) { return tr("Guardian %1").arg(guardian + 1); }

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
