#include "secrettext.h"

#include <QCoreApplication>

#include <type_traits>

namespace xobos::ui::secrets {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("xobos::ui::secrets::SecretText", text, disambiguation, n);
}

template<class... Ts>
struct Overloaded : Ts... { using Ts::operator()...; };
template<class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace

QString guardianName(int guardian)
{
    return tr("Guardian %1").arg(guardian + 1);
}

QString buildingName(rules::BuildingType type)
{
    switch (type) {
    case rules::BuildingType::Mine: return tr("Mine");
    case rules::BuildingType::EnergyWell: return tr("Energy Well");
    case rules::BuildingType::TechnologyBuilding: return tr("Technology Building");
    case rules::BuildingType::Watchtower: return tr("Watchtower");
    case rules::BuildingType::Reactor: return tr("Reactor");
    }
    return {};
}

QString techTitle(rules::Tech tech)
{
    switch (tech) {
    case rules::Tech::Upgrades: return tr("Upgrades");
    case rules::Tech::SourceAttack: return tr("Energy Source attack");
    case rules::Tech::WatchtowerCapacity: return tr("Watchtower capacity");
    case rules::Tech::CheapRebuild: return tr("Cheap rebuilding");
    case rules::Tech::FastQuarks: return tr("Fast Quarks");
    case rules::Tech::Protection: return tr("Protection");
    case rules::Tech::WeakenHealing: return tr("Weaken healing");
    case rules::Tech::Seize: return tr("Seize Buildings");
    case rules::Tech::DoubleUpgrade: return tr("Double upgrade");
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
    case rules::UpgradeKind::Power: return tr("Power");
    case rules::UpgradeKind::Healing: return tr("Healing");
    case rules::UpgradeKind::None: break;
    }
    return {};
}

QString spaceName(const rules::Board &board, int space)
{
    if (space < 0 || space >= static_cast<int>(board.spaces.size()))
        return tr("off the board");
    const rules::Space &s = board.spaces[static_cast<std::size_t>(space)];
    return QString::fromStdString(s.label.empty() ? s.id : s.label);
}

QString phaseTitle(rules::Phase phase)
{
    switch (phase) {
    case rules::Phase::Setup: return tr("Setup");
    case rules::Phase::Movement: return tr("Movement phase");
    case rules::Phase::Development: return tr("Development phase");
    case rules::Phase::GameOver: return tr("Game over");
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

QString sheetGroupTitle(int group)
{
    switch (group) {
    case GroupBuildings: return tr("Buildings");
    case GroupTechnology: return tr("Technology");
    case GroupBase: return tr("Base");
    case GroupPhase: return tr("Phase");
    default: return guardianName(group);
    }
}

QString sheetActionText(const rules::Action &action, const rules::Board &board)
{
    using namespace rules;
    return std::visit(
        Overloaded{
            [](const ChooseLeader &) { return tr("Choose as Leader"); },
            [](const BreakConnection &) { return tr("Break the connection"); },
            [](const Connect &a) {
                if (a.kind == ConnectionKind::Healing && a.guardian == a.target)
                    return tr("Heal himself (Leader)");
                return a.kind == ConnectionKind::Healing ? tr("Heal %1").arg(guardianName(a.target))
                                                         : tr("Reinforce %1").arg(guardianName(a.target));
            },
            [](const StartConstruction &a) {
                return tr("Start a %1 (cost: %2)").arg(buildingName(a.type)).arg(buildingCost(a.type));
            },
            [](const PayConstruction &) { return tr("Pay 1 Building Resource into the construction"); },
            [&board](const RebuildGuardian &a) { return tr("Rebuild on %1").arg(spaceName(board, a.space)); },
            [](const UpgradeGuardian &a) {
                return tr("Upgrade %1 +%2").arg(upgradeName(a.kind)).arg(a.count);
            },
            [](const HealGuardian &) { return tr("Heal on the Technology Building"); },
            [](const ChangeLeader &) { return tr("Make him the Leader"); },
            [&board](const ArmWatchtower &a) {
                return tr("Arm the Watchtower at %1: +%2 ammunition").arg(spaceName(board, a.space)).arg(a.crystals);
            },
            [&board](const DemolishBuilding &a) { return tr("Destroy your Building at %1").arg(spaceName(board, a.space)); },
            [](const BuyTechnology &a) {
                return tr("Buy %1 (rank %2)").arg(techTitle(a.tech), rankName(techRank(a.tech)));
            },
            [&board](const BuildReactor &a) { return tr("Build a Reactor at %1").arg(spaceName(board, a.space)); },
            [&board](const BreedQuark &a) { return tr("Breed a Quark at %1").arg(spaceName(board, a.space)); },
            [](const EndDevelopment &) { return tr("Finish my Development phase"); },
            [](const auto &) { return tr("Table action"); },
        },
        action);
}

} // namespace xobos::ui::secrets
