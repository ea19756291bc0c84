// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrettext.h"

#include "ui/texts/gametext.h"

#include <QCoreApplication>
#include <QStringList>

#include <type_traits>

namespace xobos::ui::secrets {

namespace {

template<class... Ts>
struct Overloaded : Ts... { using Ts::operator()...; };
template<class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace

QString guardianName(const QColor &colour, int guardian, GuardianCase form)
{
    const QString owner = colourText(colour);
    if (!owner.isEmpty())
        return guardianText(owner, guardian, form);
    return (form == GuardianCase::Object ? QCoreApplication::translate("SecretText", "Guardian %1", "object of a verb")
                                         : QCoreApplication::translate("SecretText", "Guardian %1"))
        .arg(guardian + 1);
}

QString buildingName(rules::BuildingType type)
{
    switch (type) {
    case rules::BuildingType::Mine: return QCoreApplication::translate("SecretText", "Mine");
    case rules::BuildingType::EnergyWell: return QCoreApplication::translate("SecretText", "Energy Well");
    case rules::BuildingType::TechnologyBuilding: return QCoreApplication::translate("SecretText", "Technology Building");
    case rules::BuildingType::Watchtower: return QCoreApplication::translate("SecretText", "Watchtower");
    case rules::BuildingType::Reactor: return QCoreApplication::translate("SecretText", "Reactor");
    }
    return {};
}

QString techTitle(rules::Tech tech)
{
    switch (tech) {
    case rules::Tech::Upgrades: return QCoreApplication::translate("SecretText", "Upgrades");
    case rules::Tech::SourceAttack: return QCoreApplication::translate("SecretText", "Energy Source attack");
    case rules::Tech::WatchtowerCapacity: return QCoreApplication::translate("SecretText", "Watchtower capacity");
    case rules::Tech::CheapRebuild: return QCoreApplication::translate("SecretText", "Cheap rebuilding");
    case rules::Tech::FastQuarks: return QCoreApplication::translate("SecretText", "Fast Quarks");
    case rules::Tech::Protection: return QCoreApplication::translate("SecretText", "Protection");
    case rules::Tech::WeakenHealing: return QCoreApplication::translate("SecretText", "Weaken healing");
    case rules::Tech::Seize: return QCoreApplication::translate("SecretText", "Seize Buildings");
    case rules::Tech::DoubleUpgrade: return QCoreApplication::translate("SecretText", "Double upgrade");
    }
    return {};
}

QString rankName(int rank)
{
    switch (rank) {
    case 1: return QStringLiteral("I");
    case 2: return QStringLiteral("II");
    case 3: return QStringLiteral("III");
    default: return QStringLiteral("\u2014");
    }
}

QString upgradeName(rules::UpgradeKind kind)
{
    switch (kind) {
    case rules::UpgradeKind::Power: return QCoreApplication::translate("SecretText", "Power");
    case rules::UpgradeKind::Healing: return QCoreApplication::translate("SecretText", "Healing");
    case rules::UpgradeKind::None: break;
    }
    return {};
}

QString spaceName(const rules::Board &board, int space)
{
    if (space < 0 || space >= static_cast<int>(board.spaces.size()))
        return QCoreApplication::translate("SecretText", "off the board");
    return spaceText(board, space); // the same translated label as the board's plates
}

QString phaseTitle(rules::Phase phase)
{
    switch (phase) {
    case rules::Phase::Setup: return QCoreApplication::translate("SecretText", "Setup");
    case rules::Phase::Movement: return QCoreApplication::translate("SecretText", "Movement phase");
    case rules::Phase::Development: return QCoreApplication::translate("SecretText", "Development phase");
    case rules::Phase::GameOver: return QCoreApplication::translate("SecretText", "Game over");
    }
    return {};
}

bool isSheetAction(const rules::Action &action)
{
    return std::visit(Overloaded{
                          [](const rules::MoveGuardian &) { return false; },
                          [](const rules::SwapGuardians &) { return false; },
                          [](const rules::MoveQuarks &) { return false; },
                          [](const rules::DeclareAttack &) { return false; },
                          [](const rules::Counterattack &) { return false; },
                          [](const rules::Pursue &) { return false; },
                          [](const rules::EndTurn &) { return false; },
                          [](const auto &) { return true; },
                      },
                      action);
}

int sheetGroup(const rules::Action &action)
{
    return std::visit(Overloaded{
                          [](const rules::ChooseLeader &a) { return a.guardian; },
                          [](const rules::BreakConnection &a) { return a.guardian; },
                          [](const rules::Connect &a) { return a.guardian; },
                          [](const rules::StartConstruction &a) { return a.guardian; },
                          [](const rules::PayConstruction &a) { return a.guardian; },
                          [](const rules::RebuildGuardian &a) { return a.guardian; },
                          [](const rules::UpgradeGuardian &a) { return a.guardian; },
                          [](const rules::HealGuardian &a) { return a.guardian; },
                          [](const rules::ChangeLeader &a) { return a.guardian; },
                          [](const rules::ArmWatchtower &) { return int(GroupBuildings); },
                          [](const rules::DemolishBuilding &) { return int(GroupBuildings); },
                          [](const rules::BuyTechnology &) { return int(GroupTechnology); },
                          [](const rules::BuildReactor &) { return int(GroupBase); },
                          [](const rules::BreedQuark &) { return int(GroupBase); },
                          [](const auto &) { return int(GroupPhase); },
                      },
                      action);
}

QString sheetGroupTitle(int group, const QColor &colour)
{
    switch (group) {
    case GroupBuildings: return QCoreApplication::translate("SecretText", "Buildings");
    case GroupTechnology: return QCoreApplication::translate("SecretText", "Technology");
    case GroupBase: return QCoreApplication::translate("SecretText", "Base");
    case GroupPhase: return QCoreApplication::translate("SecretText", "Phase");
    default: return guardianName(colour, group);
    }
}

QString sheetActionText(const rules::Action &action, const rules::Board &board, const QColor &colour)
{
    using namespace rules;
    return std::visit(
        Overloaded{
            [](const ChooseLeader &) { return QCoreApplication::translate("SecretText", "Choose as Leader"); },
            [](const BreakConnection &) { return QCoreApplication::translate("SecretText", "Break the connection"); },
            [&colour](const Connect &a) {
                if (a.kind == ConnectionKind::Healing && a.guardian == a.target)
                    return QCoreApplication::translate("SecretText", "Heal himself (Leader)");
                return a.kind == ConnectionKind::Healing ? QCoreApplication::translate("SecretText", "Heal %1").arg(guardianName(colour, a.target, GuardianCase::Object))
                                                         : QCoreApplication::translate("SecretText", "Reinforce %1").arg(guardianName(colour, a.target, GuardianCase::Object));
            },
            [](const StartConstruction &a) {
                return QCoreApplication::translate("SecretText", "Start a construction: %1 (cost: %2)").arg(buildingName(a.type)).arg(buildingCost(a.type));
            },
            [](const PayConstruction &) { return QCoreApplication::translate("SecretText", "Pay 1 Building Resource into the construction"); },
            [&board](const RebuildGuardian &a) { return QCoreApplication::translate("SecretText", "Rebuild on %1").arg(spaceName(board, a.space)); },
            [](const UpgradeGuardian &a) {
                return QCoreApplication::translate("SecretText", "+%1 %2").arg(a.count).arg(upgradeName(a.kind));
            },
            [](const HealGuardian &) { return QCoreApplication::translate("SecretText", "Heal on the Technology Building"); },
            [](const ChangeLeader &) { return QCoreApplication::translate("SecretText", "Make him the Leader"); },
            [&board](const ArmWatchtower &a) {
                return QCoreApplication::translate("SecretText", "Arm the Watchtower at %1: +%2 ammunition").arg(spaceName(board, a.space)).arg(a.crystals);
            },
            [&board](const DemolishBuilding &a) { return QCoreApplication::translate("SecretText", "Destroy your Building at %1").arg(spaceName(board, a.space)); },
            [](const BuyTechnology &a) {
                return QCoreApplication::translate("SecretText", "Buy %1 (rank %2)").arg(techTitle(a.tech), rankName(techRank(a.tech)));
            },
            [&board](const BuildReactor &a) { return QCoreApplication::translate("SecretText", "Build a Reactor at %1").arg(spaceName(board, a.space)); },
            [&board](const BreedQuark &a) { return QCoreApplication::translate("SecretText", "Breed a Quark at %1").arg(spaceName(board, a.space)); },
            [](const EndDevelopment &) { return QCoreApplication::translate("SecretText", "Finish my Development phase"); },
            [](const auto &) { return QCoreApplication::translate("SecretText", "Table action"); },
        },
        action);
}

QString receiptText(const rules::Action &action, const rules::Board &board, const QColor &colour)
{
    const int group = sheetGroup(action);
    if (group == GroupPhase)
        return sheetActionText(action, board, colour);
    return QCoreApplication::translate("SecretText", "%1: %2")
        .arg(sheetGroupTitle(group, colour), sheetActionText(action, board, colour));
}

QString unspentText(int resources, int crystals)
{
    const QString r = QCoreApplication::translate("SecretText", "%n Building Resource(s)", nullptr, resources);
    const QString c = QCoreApplication::translate("SecretText", "%n Energy Crystal(s)", nullptr, crystals);
    if (resources > 0 && crystals > 0)
        return QCoreApplication::translate("SecretText", "You still have %1 and %2.").arg(r, c);
    if (resources > 0 || crystals > 0)
        return QCoreApplication::translate("SecretText", "You still have %1.").arg(resources > 0 ? r : c);
    return QCoreApplication::translate("SecretText", "Nothing is left unspent.");
}

QString techTilesText(const std::vector<rules::Tech> &tiles)
{
    QStringList names;
    for (rules::Tech t : tiles)
        names << QCoreApplication::translate("SecretText", "%1 (%2)").arg(techTitle(t), rankName(rules::techRank(t)));
    return names.isEmpty() ? QCoreApplication::translate("SecretText", "Technology Tiles: none")
                           : QCoreApplication::translate("SecretText", "Technology Tiles: %1").arg(names.join(QStringLiteral(", ")));
}

bool needsConfirmation(const rules::Action &action)
{
    return std::holds_alternative<rules::DemolishBuilding>(action) || std::holds_alternative<rules::EndDevelopment>(action);
}

Payment paymentOf(const rules::Action &action)
{
    using namespace rules;
    return std::visit(Overloaded{
                          [](const StartConstruction &) { return Payment::Resources; },
                          [](const PayConstruction &) { return Payment::Resources; },
                          [](const BuildReactor &) { return Payment::Resources; },
                          [](const RebuildGuardian &) { return Payment::Resources; },
                          [](const BuyTechnology &) { return Payment::Resources; },
                          [](const HealGuardian &) { return Payment::Resources; },
                          [](const BreedQuark &) { return Payment::Crystals; },
                          [](const UpgradeGuardian &) { return Payment::Crystals; },
                          [](const ArmWatchtower &) { return Payment::Crystals; },
                          [](const DemolishBuilding &) { return Payment::Crystals; },
                          [](const auto &) { return Payment::Nothing; },
                      },
                      action);
}

QString finishUnspent(const std::vector<rules::Action> &offered, int resources, int crystals)
{
    bool resourcesSpendable = false;
    bool crystalsSpendable = false;
    for (const rules::Action &a : offered) {
        if (std::holds_alternative<rules::DemolishBuilding>(a))
            continue;
        const Payment p = paymentOf(a);
        resourcesSpendable = resourcesSpendable || p == Payment::Resources;
        crystalsSpendable = crystalsSpendable || p == Payment::Crystals;
    }
    const int r = resourcesSpendable ? resources : 0;
    const int c = crystalsSpendable ? crystals : 0;
    if (r <= 0 && c <= 0)
        return {};
    return unspentText(r, c);
}

Confirmation confirmationFor(const rules::Action &action, const rules::GameView &view, int seat,
                             const std::vector<rules::Action> &offered, const rules::Board &board)
{
    Confirmation c;
    if (!needsConfirmation(action) || seat < 0 || seat >= static_cast<int>(view.players.size()))
        return c;
    const rules::PlayerView &pv = view.players[static_cast<std::size_t>(seat)];
    if (const auto *demolish = std::get_if<rules::DemolishBuilding>(&action)) {
        QString what = QCoreApplication::translate("SecretText", "Building");
        for (const rules::BuildingView &b : view.buildings) {
            if (b.owner == seat && b.space == demolish->space && b.type)
                what = buildingName(*b.type);
        }
        c.title = QCoreApplication::translate("SecretText", "Destroy a Building");
        c.question = QCoreApplication::translate("SecretText", "Destroy your %1 at %2? It cannot be undone.")
                         .arg(what, spaceName(board, demolish->space));
        c.unspent = unspentText(pv.resources.value_or(0), pv.crystals.value_or(0));
        c.yes = QCoreApplication::translate("SecretText", "Destroy");
        return c;
    }
    c.unspent = finishUnspent(offered, pv.resources.value_or(0), pv.crystals.value_or(0));
    if (c.unspent.isEmpty())
        return c; // nothing left that could be spent: finishing asks nothing
    c.title = QCoreApplication::translate("SecretText", "Finish the Development phase");
    c.question = QCoreApplication::translate("SecretText", "Finish your Development phase? You cannot enter anything more this round.");
    c.yes = QCoreApplication::translate("SecretText", "Finish");
    return c;
}

} // namespace xobos::ui::secrets
