// SPDX-License-Identifier: GPL-3.0-or-later
// Stable names of the engine's enums, as used in files, logs and reason codes.
#include <array>

#include "action.h"
#include "event.h"
#include "types.h"
#include "violation.h"

namespace xobos::rules {

const char *phaseName(Phase p)
{
    switch (p) {
    case Phase::Setup: return "setup";
    case Phase::Movement: return "movement";
    case Phase::Development: return "development";
    case Phase::GameOver: return "game-over";
    }
    return "?";
}

const char *variantName(Variant v)
{
    switch (v) {
    case Variant::FogOfWar: return "fog-of-war";
    case Variant::ChecksAndBalances: return "checks-and-balances";
    case Variant::TrainingGround: return "training-ground";
    }
    return "?";
}

const char *buildingTypeName(BuildingType t)
{
    switch (t) {
    case BuildingType::Mine: return "mine";
    case BuildingType::EnergyWell: return "energy-well";
    case BuildingType::TechnologyBuilding: return "technology-building";
    case BuildingType::Watchtower: return "watchtower";
    case BuildingType::Reactor: return "reactor";
    }
    return "?";
}

const char *techName(Tech t)
{
    switch (t) {
    case Tech::Upgrades: return "upgrades";
    case Tech::SourceAttack: return "source-attack";
    case Tech::WatchtowerCapacity: return "watchtower-capacity";
    case Tech::CheapRebuild: return "cheap-rebuild";
    case Tech::FastQuarks: return "fast-quarks";
    case Tech::Protection: return "protection";
    case Tech::WeakenHealing: return "weaken-healing";
    case Tech::Seize: return "seize";
    case Tech::DoubleUpgrade: return "double-upgrade";
    }
    return "?";
}

const char *connectionKindName(ConnectionKind k)
{
    switch (k) {
    case ConnectionKind::None: return "none";
    case ConnectionKind::Reinforcement: return "reinforcement";
    case ConnectionKind::Healing: return "healing";
    case ConnectionKind::Construction: return "construction";
    }
    return "?";
}

const char *upgradeKindName(UpgradeKind k)
{
    switch (k) {
    case UpgradeKind::None: return "none";
    case UpgradeKind::Power: return "power";
    case UpgradeKind::Healing: return "healing";
    }
    return "?";
}

namespace {
template <class T> struct ActionTag;
#define XOBOS_ACTION_NAME(Type, name, secret) \
    template <> struct ActionTag<Type> { static constexpr std::string_view kName = name; static constexpr bool kSecret = secret; };
XOBOS_ACTION_NAME(ChooseLeader, "choose-leader", true)
XOBOS_ACTION_NAME(MoveGuardian, "move-guardian", false)
XOBOS_ACTION_NAME(SwapGuardians, "swap-guardians", false)
XOBOS_ACTION_NAME(MoveQuarks, "move-quarks", false)
XOBOS_ACTION_NAME(DeclareAttack, "declare-attack", false)
XOBOS_ACTION_NAME(Counterattack, "counterattack", false)
XOBOS_ACTION_NAME(Pursue, "pursue", false)
XOBOS_ACTION_NAME(EndTurn, "end-turn", false)
XOBOS_ACTION_NAME(BreakConnection, "break-connection", true)
XOBOS_ACTION_NAME(Connect, "connect", true)
XOBOS_ACTION_NAME(StartConstruction, "start-construction", true)
XOBOS_ACTION_NAME(PayConstruction, "pay-construction", true)
XOBOS_ACTION_NAME(BuildReactor, "build-reactor", false)
XOBOS_ACTION_NAME(BreedQuark, "breed-quark", false)
XOBOS_ACTION_NAME(RebuildGuardian, "rebuild-guardian", false)
XOBOS_ACTION_NAME(BuyTechnology, "buy-technology", false)
XOBOS_ACTION_NAME(UpgradeGuardian, "upgrade-guardian", true)
XOBOS_ACTION_NAME(HealGuardian, "heal-guardian", true)
XOBOS_ACTION_NAME(ArmWatchtower, "arm-watchtower", true)
XOBOS_ACTION_NAME(DemolishBuilding, "demolish-building", false)
XOBOS_ACTION_NAME(ChangeLeader, "change-leader", true)
XOBOS_ACTION_NAME(EndDevelopment, "end-development", false)
#undef XOBOS_ACTION_NAME
} // namespace

std::string_view actionName(const Action &a)
{
    return std::visit([](const auto &x) { return ActionTag<std::decay_t<decltype(x)>>::kName; }, a);
}

bool isSecretAction(const Action &a)
{
    return std::visit([](const auto &x) { return ActionTag<std::decay_t<decltype(x)>>::kSecret; }, a);
}

namespace {
constexpr std::array<std::string_view, 52> kEventNames = {
    "game-started", "leader-chosen", "first-player-chosen", "round-started", "phase-started", "turn-started",
    "turn-ended", "guardian-moved", "guardians-swapped", "quarks-moved", "building-destroyed", "building-seized",
    "crystals-gained", "resources-gained", "connection-made", "connection-broken", "secret-action",
    "attack-declared", "counterattack-declared", "counterattack-declined", "pursuit-offered", "pursued",
    "pursuit-declined", "attack-withdrawn", "battle-started", "quarks-clashed", "power-declared", "quarks-lost",
    "ammo-spent", "damage-declared", "health-changed", "guardian-destroyed", "construction-lost", "source-tapped",
    "production-collected", "construction-started", "construction-detail", "building-completed", "quark-bred",
    "guardian-rebuilt", "technology-bought", "upgraded", "guardian-healed", "watchtower-armed",
    "building-demolished", "leader-changed", "sheets-revealed", "sheets-covered", "development-done",
    "player-eliminated", "game-ended", ""};
static_assert(static_cast<std::size_t>(EventType::GameEnded) + 2 == kEventNames.size(),
              "every event type needs a name");
} // namespace

std::string_view eventTypeName(EventType t)
{
    return kEventNames[static_cast<std::size_t>(t)];
}

bool eventTypeFromName(std::string_view name, EventType *out)
{
    for (std::size_t i = 0; i + 1 < kEventNames.size(); ++i) {
        if (kEventNames[i] == name) {
            *out = static_cast<EventType>(i);
            return true;
        }
    }
    return false;
}

bool Event::visibleTo(int viewerPlayer) const
{
    switch (visibility) {
    case Visibility::Public: return true;
    case Visibility::Private: return viewerPlayer != kNoPlayer && viewerPlayer == audience;
    case Visibility::Referee: return false;
    }
    return false;
}

namespace {
struct ViolationInfo {
    std::string_view code;
    std::string_view rule;
    std::string_view text;
};
constexpr ViolationInfo kViolations[] = {
    {"OK", "", ""},
#define XOBOS_X(code, rule, text) {#code, rule, text},
    XOBOS_VIOLATIONS(XOBOS_X)
#undef XOBOS_X
};
constexpr int kViolationCount = static_cast<int>(sizeof(kViolations) / sizeof(kViolations[0]));
const ViolationInfo &info(ViolationCode c)
{
    const auto i = static_cast<int>(c);
    return kViolations[i >= 0 && i < kViolationCount ? i : 0];
}
} // namespace

std::string_view violationCodeName(ViolationCode c) { return info(c).code; }
std::string_view violationRule(ViolationCode c) { return info(c).rule; }
std::string_view violationMessage(ViolationCode c) { return info(c).text; }
int violationCodeCount() { return kViolationCount; }

bool violationCodeFromName(std::string_view name, ViolationCode *out)
{
    for (int i = 0; i < kViolationCount; ++i) {
        if (kViolations[i].code == name) {
            *out = static_cast<ViolationCode>(i);
            return true;
        }
    }
    return false;
}

bool violationIsPublic(ViolationCode c)
{
    switch (c) {
    case ViolationCode::ATTACK_NO_UNIT:        // an unmanned Watchtower's (hidden) ammunition
    case ViolationCode::ATTACK_REINFORCING:    // a hidden connection
    case ViolationCode::COUNTER_NOT_POSSIBLE:
    case ViolationCode::CONNECTION_NOT_ADJACENT:
    case ViolationCode::CONNECTION_IRRADIATED:
    case ViolationCode::SLOT_TAKEN:
    case ViolationCode::SLOT_EMPTY:
    case ViolationCode::CONNECTION_SELF:       // who is Leader
    case ViolationCode::REINFORCE_CHAIN:
    case ViolationCode::BAD_CONNECTION_KIND:
    case ViolationCode::BUILD_LIMIT:           // counts constructions of hidden type
    case ViolationCode::NOT_ENOUGH_RESOURCES:
    case ViolationCode::NOT_ENOUGH_CRYSTALS:
    case ViolationCode::NOT_CONSTRUCTING:
    case ViolationCode::ALREADY_PAID_THIS_ROUND:
    case ViolationCode::UPGRADE_MIXED:
    case ViolationCode::UPGRADE_LIMIT:
    case ViolationCode::NOTHING_TO_HEAL:       // Health
    case ViolationCode::WATCHTOWER_FULL:       // ammunition
    case ViolationCode::ALREADY_LEADER:
    case ViolationCode::LEADER_ALREADY_CHOSEN:
        return false;
    default:
        return true;
    }
}

std::string_view Violation::codeName() const { return violationCodeName(code); }
std::string_view Violation::rule() const { return violationRule(code); }
std::string_view Violation::message() const { return violationMessage(code); }

} // namespace xobos::rules
