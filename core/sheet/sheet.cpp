// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheet/sheet.h"

#include "xobos/rules/costs.h"

#include <algorithm>

namespace xobos::rules::sheet {

namespace {

SheetViolation fail(ViolationCode c) { return {c, SheetCode::None}; }
SheetViolation fail(SheetCode c) { return {ViolationCode::None, c}; }

bool validGuardian(int g) { return g >= 0 && g < kGuardiansPerPlayer; }
std::size_t at(int i) { return static_cast<std::size_t>(i); }

bool isReinforced(const SheetState &s, int g)
{
    return std::any_of(s.guardians.begin(), s.guardians.end(), [&](const SheetGuardian &o) {
        return o.alive && o.slot == ConnectionKind::Reinforcement && o.slotTarget == g;
    });
}

int underConstruction(const SheetState &s, BuildingType t)
{
    return static_cast<int>(std::count_if(s.constructions.begin(), s.constructions.end(),
                                          [&](const SheetConstruction &c) { return c.type == t; }));
}

bool atLimit(const SheetState &s, BuildingType t)
{
    return s.buildingCount(t) + underConstruction(s, t) >= componentLimit(t);
}

SheetViolation needsDevelopment(const SheetState &s)
{
    return s.phase == SheetPhase::Development ? SheetViolation{} : fail(ViolationCode::WRONG_PHASE);
}

SheetViolation livingGuardian(const SheetState &s, int g)
{
    if (!validGuardian(g))
        return fail(SheetCode::BAD_GUARDIAN);
    if (!s.guardians[at(g)].alive)
        return fail(ViolationCode::GUARDIAN_DESTROYED);
    return {};
}

// Frees a Guardian's slot; a construction leaves the list (its resources stay spent).
void clearSlot(SheetState &s, int g)
{
    SheetGuardian &gd = s.guardians[at(g)];
    if (gd.slot == ConnectionKind::Construction && gd.construction >= 0) {
        s.constructions.erase(s.constructions.begin() + gd.construction);
        for (SheetGuardian &o : s.guardians) {
            if (o.construction > gd.construction)
                --o.construction;
        }
    }
    gd.slot = ConnectionKind::None;
    gd.slotTarget = -1;
    gd.construction = -1;
}

SheetViolation validate(const SheetState &s, const NextPhase &) { (void)s; return {}; }

SheetViolation validate(const SheetState &s, const SheetConnect &m)
{
    if (auto v = needsDevelopment(s); !v.ok())
        return v;
    if (auto v = livingGuardian(s, m.guardian); !v.ok())
        return v;
    if (auto v = livingGuardian(s, m.target); !v.ok())
        return v;
    if (m.kind != ConnectionKind::Reinforcement && m.kind != ConnectionKind::Healing)
        return fail(ViolationCode::BAD_CONNECTION_KIND);
    if (s.guardians[at(m.guardian)].slot != ConnectionKind::None)
        return fail(ViolationCode::SLOT_TAKEN);
    // R-HEAL-SELF: nobody reinforces himself; only the Leader heals himself.
    if (m.guardian == m.target && (m.kind == ConnectionKind::Reinforcement || !s.guardians[at(m.guardian)].leader))
        return fail(ViolationCode::CONNECTION_SELF);
    // R-REINF-CHAIN: a Reinforcer is not reinforced, and he does not reinforce a Reinforcer.
    if (m.kind == ConnectionKind::Reinforcement
        && (isReinforced(s, m.guardian) || s.guardians[at(m.target)].slot == ConnectionKind::Reinforcement))
        return fail(ViolationCode::REINFORCE_CHAIN);
    return {};
}

SheetViolation validate(const SheetState &s, const SheetBreak &m)
{
    if (auto v = livingGuardian(s, m.guardian); !v.ok())
        return v;
    const ConnectionKind k = s.guardians[at(m.guardian)].slot;
    // R-BUILD-PAY: a construction cannot be stopped, so only connections break.
    if (k != ConnectionKind::Reinforcement && k != ConnectionKind::Healing)
        return fail(ViolationCode::SLOT_EMPTY);
    return {};
}

SheetViolation validate(const SheetState &s, const SheetStartConstruction &m)
{
    if (auto v = needsDevelopment(s); !v.ok())
        return v;
    if (auto v = livingGuardian(s, m.guardian); !v.ok())
        return v;
    if (m.type == BuildingType::Reactor)
        return fail(ViolationCode::BUILD_REACTOR_WITH_GUARDIAN);
    if (s.guardians[at(m.guardian)].slot != ConnectionKind::None)
        return fail(ViolationCode::SLOT_TAKEN);
    if (atLimit(s, m.type))
        return fail(ViolationCode::BUILD_LIMIT);
    if (s.resources < 1)
        return fail(ViolationCode::NOT_ENOUGH_RESOURCES);
    return {};
}

SheetViolation validate(const SheetState &s, const SheetPayConstruction &m)
{
    if (auto v = needsDevelopment(s); !v.ok())
        return v;
    if (auto v = livingGuardian(s, m.guardian); !v.ok())
        return v;
    const SheetGuardian &gd = s.guardians[at(m.guardian)];
    if (gd.slot != ConnectionKind::Construction || gd.construction < 0)
        return fail(ViolationCode::NOT_CONSTRUCTING);
    if (paidThisRound(s, s.constructions[at(gd.construction)]))
        return fail(ViolationCode::ALREADY_PAID_THIS_ROUND);
    if (s.resources < 1)
        return fail(ViolationCode::NOT_ENOUGH_RESOURCES);
    return {};
}

SheetViolation validate(const SheetState &s, const SheetBuildReactor &)
{
    if (auto v = needsDevelopment(s); !v.ok())
        return v;
    if (atLimit(s, BuildingType::Reactor))
        return fail(ViolationCode::BUILD_LIMIT);
    if (s.resources < buildingCost(BuildingType::Reactor))
        return fail(ViolationCode::NOT_ENOUGH_RESOURCES);
    return {};
}

SheetViolation validate(const SheetState &s, const SheetBuyTechnology &m)
{
    if (auto v = needsDevelopment(s); !v.ok())
        return v;
    if (static_cast<int>(m.tech) >= kTechCount)
        return fail(SheetCode::BAD_VALUE);
    if (s.techBoughtRound == s.round)
        return fail(ViolationCode::TECH_ALREADY_BOUGHT);
    if (s.hasTech(m.tech))
        return fail(ViolationCode::TECH_OWNED);
    if (techRank(m.tech) > s.techRankAllowed())
        return fail(ViolationCode::TECH_RANK_TOO_HIGH);
    if (s.resources < kTechCost)
        return fail(ViolationCode::NOT_ENOUGH_RESOURCES);
    return {};
}

SheetViolation validate(const SheetState &s, const SheetUpgrade &m)
{
    if (auto v = needsDevelopment(s); !v.ok())
        return v;
    if (auto v = livingGuardian(s, m.guardian); !v.ok())
        return v;
    if (m.kind != UpgradeKind::Power && m.kind != UpgradeKind::Healing)
        return fail(SheetCode::BAD_VALUE);
    if (m.count < 1 || m.count > kDoubleUpgradeLimit)
        return fail(ViolationCode::INVALID_AMOUNT);
    if (!s.hasTech(Tech::Upgrades))
        return fail(ViolationCode::UPGRADE_NEEDS_TECH);
    const SheetGuardian &gd = s.guardians[at(m.guardian)];
    if (gd.upgradeKind != UpgradeKind::None && gd.upgradeKind != m.kind)
        return fail(ViolationCode::UPGRADE_MIXED);
    if (m.count > kUpgradeLimit && !s.hasTech(Tech::DoubleUpgrade))
        return fail(ViolationCode::UPGRADE_NEEDS_TECH); // two at once is the Rank III tile's
    if (gd.upgrades + m.count > s.upgradeLimit())
        return fail(ViolationCode::UPGRADE_LIMIT);
    if (s.crystals < m.count * kUpgradeCost)
        return fail(ViolationCode::NOT_ENOUGH_CRYSTALS);
    return {};
}

SheetViolation validate(const SheetState &s, const SheetHeal &m)
{
    if (auto v = needsDevelopment(s); !v.ok())
        return v;
    if (auto v = livingGuardian(s, m.guardian); !v.ok())
        return v;
    if (s.guardians[at(m.guardian)].health >= kMaxHealth)
        return fail(ViolationCode::NOTHING_TO_HEAL);
    if (s.resources < kHealCost)
        return fail(ViolationCode::NOT_ENOUGH_RESOURCES);
    return {};
}

SheetViolation validate(const SheetState &s, const SheetRebuild &m)
{
    if (auto v = needsDevelopment(s); !v.ok())
        return v;
    if (!validGuardian(m.guardian))
        return fail(SheetCode::BAD_GUARDIAN);
    if (s.guardians[at(m.guardian)].alive)
        return fail(ViolationCode::GUARDIAN_NOT_DESTROYED);
    if (s.resources < s.rebuildCost())
        return fail(ViolationCode::NOT_ENOUGH_RESOURCES);
    return {};
}

SheetViolation validate(const SheetState &s, const SheetHealthChange &m)
{
    if (auto v = livingGuardian(s, m.guardian); !v.ok())
        return v;
    if (m.damage == 0)
        return fail(ViolationCode::INVALID_AMOUNT);
    if (s.guardians[at(m.guardian)].health - m.damage > kMaxHealth)
        return fail(SheetCode::HEALTH_ABOVE_MAX);
    return {};
}

SheetViolation validate(const SheetState &, const SheetGainCrystals &m)
{
    if (m.amount < 1)
        return fail(ViolationCode::INVALID_AMOUNT);
    if (m.reason != CrystalReason::Destroy && m.reason != CrystalReason::Source && m.reason != CrystalReason::Other)
        return fail(SheetCode::BAD_VALUE);
    return {};
}

SheetViolation validate(const SheetState &s, const SheetSpendCrystals &m)
{
    if (m.amount < 1)
        return fail(ViolationCode::INVALID_AMOUNT);
    if (m.reason != CrystalReason::Breed && m.reason != CrystalReason::Arm && m.reason != CrystalReason::Other)
        return fail(SheetCode::BAD_VALUE);
    // Breeding and arming are Development actions (R-BREED, R-WT-ARM).
    if (m.reason != CrystalReason::Other)
        if (auto v = needsDevelopment(s); !v.ok())
            return v;
    if (m.reason == CrystalReason::Arm && s.buildingCount(BuildingType::Watchtower) == 0)
        return fail(ViolationCode::NO_WATCHTOWER);
    if (s.crystals < m.amount)
        return fail(ViolationCode::NOT_ENOUGH_CRYSTALS);
    return {};
}

SheetViolation validate(const SheetState &s, const SheetBuildingLost &m)
{
    if (m.demolished)
        if (auto v = needsDevelopment(s); !v.ok())
            return v;
    if (s.buildingCount(m.type) == 0)
        return fail(ViolationCode::NO_OWN_BUILDING);
    if (m.demolished && s.crystals < kDemolishCost)
        return fail(ViolationCode::NOT_ENOUGH_CRYSTALS);
    return {};
}

SheetViolation validate(const SheetState &s, const SheetBuildingSeized &m)
{
    if (m.type == BuildingType::Watchtower)
        return fail(ViolationCode::SEIZE_WATCHTOWER);
    if (!s.hasTech(Tech::Seize))
        return fail(ViolationCode::SEIZE_NEEDS_TECH);
    if (atLimit(s, m.type))
        return fail(ViolationCode::BUILD_LIMIT);
    return {};
}

void destroyGuardian(SheetState &s, int g)
{
    clearSlot(s, g); // FAQ: the construction and its resources are lost
    for (int o = 0; o < kGuardiansPerPlayer; ++o) {
        SheetGuardian &other = s.guardians[at(o)];
        if ((other.slot == ConnectionKind::Reinforcement || other.slot == ConnectionKind::Healing) && other.slotTarget == g)
            clearSlot(s, o);
    }
    SheetGuardian &gd = s.guardians[at(g)];
    gd.alive = false;
    gd.health = 0;
    gd.upgrades = 0;
    gd.upgradeKind = UpgradeKind::None;
}

void applyValid(SheetState &s, const SheetAction &action, SheetOutcome &out)
{
    std::visit(
        [&](const auto &m) {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, NextPhase>) {
                if (s.phase == SheetPhase::Movement) {
                    // R-DEV-PRODUCTION: the Base gives 1 resource, each Mine 2; each Energy Well 1 crystal.
                    s.phase = SheetPhase::Development;
                    s.lastIncomeResources = s.incomeResources();
                    s.lastIncomeCrystals = s.incomeCrystals();
                    s.resources += s.lastIncomeResources;
                    s.crystals += s.lastIncomeCrystals;
                    out.incomeCollected = true;
                } else if (isLastRound(s)) {
                    s.phase = SheetPhase::Over; // R-END-ACTIONS
                } else {
                    ++s.round;
                    s.phase = SheetPhase::Movement;
                }
            } else if constexpr (std::is_same_v<T, SheetConnect>) {
                SheetGuardian &gd = s.guardians[at(m.guardian)];
                gd.slot = m.kind;
                gd.slotTarget = m.target;
            } else if constexpr (std::is_same_v<T, SheetBreak>) {
                clearSlot(s, m.guardian);
            } else if constexpr (std::is_same_v<T, SheetStartConstruction>) {
                s.resources -= 1;
                if (buildingCost(m.type) <= 1) {
                    // A Watchtower is finished at once (R-BUILD-COST).
                    ++s.buildings[at(static_cast<int>(m.type))];
                    out.completed = m.type;
                } else {
                    s.constructions.push_back({m.type, m.guardian, 1, s.round});
                    SheetGuardian &gd = s.guardians[at(m.guardian)];
                    gd.slot = ConnectionKind::Construction;
                    gd.construction = static_cast<int>(s.constructions.size()) - 1;
                }
            } else if constexpr (std::is_same_v<T, SheetPayConstruction>) {
                s.resources -= 1;
                SheetConstruction &c = s.constructions[at(s.guardians[at(m.guardian)].construction)];
                c.paid += 1;
                c.lastPaidRound = s.round;
                if (c.paid >= buildingCost(c.type)) {
                    const BuildingType type = c.type;
                    clearSlot(s, m.guardian);
                    ++s.buildings[at(static_cast<int>(type))];
                    out.completed = type;
                }
            } else if constexpr (std::is_same_v<T, SheetBuildReactor>) {
                s.resources -= buildingCost(BuildingType::Reactor);
                ++s.buildings[at(static_cast<int>(BuildingType::Reactor))];
                out.completed = BuildingType::Reactor;
            } else if constexpr (std::is_same_v<T, SheetBuyTechnology>) {
                s.resources -= kTechCost;
                s.tech[at(static_cast<int>(m.tech))] = true;
                s.techBoughtRound = s.round;
            } else if constexpr (std::is_same_v<T, SheetUpgrade>) {
                SheetGuardian &gd = s.guardians[at(m.guardian)];
                gd.upgradeKind = m.kind;
                gd.upgrades += m.count;
                s.crystals -= m.count;
            } else if constexpr (std::is_same_v<T, SheetHeal>) {
                s.resources -= kHealCost;
                s.guardians[at(m.guardian)].health = kMaxHealth;
            } else if constexpr (std::is_same_v<T, SheetRebuild>) {
                s.resources -= s.rebuildCost();
                SheetGuardian &gd = s.guardians[at(m.guardian)];
                gd.alive = true;
                gd.health = kMaxHealth;
                gd.basePower = gd.leader ? 2 : 1; // R-REBUILD: a rebuilt Leader has Power 2 again
            } else if constexpr (std::is_same_v<T, SheetHealthChange>) {
                SheetGuardian &gd = s.guardians[at(m.guardian)];
                gd.health -= m.damage;
                if (gd.health <= 0) {
                    destroyGuardian(s, m.guardian);
                    out.guardianDestroyed = true;
                }
            } else if constexpr (std::is_same_v<T, SheetGainCrystals>) {
                s.crystals += m.amount;
            } else if constexpr (std::is_same_v<T, SheetSpendCrystals>) {
                s.crystals -= m.amount;
            } else if constexpr (std::is_same_v<T, SheetBuildingLost>) {
                --s.buildings[at(static_cast<int>(m.type))];
                if (m.demolished)
                    s.crystals -= kDemolishCost;
            } else if constexpr (std::is_same_v<T, SheetBuildingSeized>) {
                ++s.buildings[at(static_cast<int>(m.type))];
                s.crystals += kSeizeReward;
            }
        },
        action);
}

} // namespace

std::string SheetViolation::codeName() const
{
    if (code != ViolationCode::None)
        return std::string(violationCodeName(code));
    if (sheetCode != SheetCode::None)
        return "SHEET_" + std::string(sheetCodeName(sheetCode));
    return "OK";
}

std::string_view sheetCodeName(SheetCode c)
{
    switch (c) {
    case SheetCode::None: return "NONE";
    case SheetCode::HEALTH_ABOVE_MAX: return "HEALTH_ABOVE_MAX";
    case SheetCode::BAD_GUARDIAN: return "BAD_GUARDIAN";
    case SheetCode::BAD_LEADER: return "BAD_LEADER";
    case SheetCode::BAD_VALUE: return "BAD_VALUE";
    }
    return "?";
}

std::string_view sheetCodeRule(SheetCode c)
{
    switch (c) {
    case SheetCode::HEALTH_ABOVE_MAX: return "R-HEAL";
    case SheetCode::BAD_GUARDIAN: return "R-SETUP-UNITS";
    case SheetCode::BAD_LEADER: return "R-SETUP-LEADER";
    default: return "";
    }
}

std::string_view sheetCodeMessage(SheetCode c)
{
    switch (c) {
    case SheetCode::None: return "";
    case SheetCode::HEALTH_ABOVE_MAX: return "Guardians cannot have more than 6 Health Points.";
    case SheetCode::BAD_GUARDIAN: return "There is no such Guardian on the sheet.";
    case SheetCode::BAD_LEADER: return "Choose one of the four Guardians as Leader.";
    case SheetCode::BAD_VALUE: return "That kind is not possible for this action.";
    }
    return "";
}

int SheetState::techRankAllowed() const { return std::min(3, buildingCount(BuildingType::TechnologyBuilding)); }

int SheetState::techTiles() const { return static_cast<int>(std::count(tech.begin(), tech.end(), true)); }

int SheetState::ownPower(int g) const
{
    const SheetGuardian &gd = guardians[at(g)];
    const int up = gd.upgradeKind == UpgradeKind::Power ? gd.upgrades : 0;
    return std::min(kMaxPower, gd.basePower + up);
}

int SheetState::uncappedPower(int g) const
{
    int p = ownPower(g);
    for (int o = 0; o < kGuardiansPerPlayer; ++o) {
        const SheetGuardian &other = guardians[at(o)];
        if (o != g && other.alive && other.slot == ConnectionKind::Reinforcement && other.slotTarget == g)
            p += ownPower(o);
    }
    return p;
}

int SheetState::effectivePower(int g) const { return std::min(kMaxPower, uncappedPower(g)); } // R-REINF-CAP

int SheetState::healingValue(int g) const
{
    const SheetGuardian &gd = guardians[at(g)];
    return 1 + (gd.upgradeKind == UpgradeKind::Healing ? gd.upgrades : 0);
}

int SheetState::guardiansAlive() const
{
    return static_cast<int>(std::count_if(guardians.begin(), guardians.end(), [](const SheetGuardian &g) { return g.alive; }));
}

int SheetState::score() const { return (crystals + guardiansAlive()) * buildingCount(BuildingType::Reactor); }

SheetViolation checkSetup(const SheetSetup &setup)
{
    if (!validGuardian(setup.leader))
        return fail(SheetCode::BAD_LEADER);
    return {};
}

SheetState startSheet(const SheetSetup &setup)
{
    SheetState s;
    s.name = setup.name;
    if (validGuardian(setup.leader)) {
        s.guardians[at(setup.leader)].leader = true;
        s.guardians[at(setup.leader)].basePower = 2; // R-SETUP-LEADER
    }
    return s;
}

TechStatus techStatus(const SheetState &s, Tech tech)
{
    if (s.hasTech(tech))
        return TechStatus::Owned;
    if (techRank(tech) > s.techRankAllowed())
        return TechStatus::RankTooHigh;
    if (s.techBoughtRound == s.round)
        return TechStatus::NextRound;
    return TechStatus::Available;
}

bool isLastRound(const SheetState &s)
{
    return s.round >= kLastRound;
}

bool paidThisRound(const SheetState &s, const SheetConstruction &c)
{
    return c.lastPaidRound == s.round;
}

SheetViolation validateSheet(const SheetState &state, const SheetAction &action)
{
    if (state.phase == SheetPhase::Over)
        return fail(ViolationCode::GAME_OVER);
    return std::visit([&](const auto &m) { return validate(state, m); }, action);
}

SheetOutcome applySheet(SheetState &state, const SheetAction &action)
{
    SheetOutcome out;
    out.violation = validateSheet(state, action);
    if (out.accepted())
        applyValid(state, action, out);
    return out;
}

std::string_view sheetActionName(const SheetAction &a)
{
    static constexpr std::string_view names[] = {"next-phase",      "connect",        "break-connection", "start-construction",
                                                 "pay-construction", "build-reactor", "buy-technology",   "upgrade",
                                                 "heal",            "rebuild",        "health-change",    "gain-crystals",
                                                 "spend-crystals",  "building-lost",  "building-seized"};
    static_assert(std::size(names) == std::variant_size_v<SheetAction>);
    return names[a.index()];
}

const char *crystalReasonName(CrystalReason r)
{
    switch (r) {
    case CrystalReason::Destroy: return "destroy";
    case CrystalReason::Source: return "source";
    case CrystalReason::Other: return "other";
    case CrystalReason::Breed: return "breed";
    case CrystalReason::Arm: return "arm";
    }
    return "?";
}

const char *sheetPhaseName(SheetPhase p)
{
    switch (p) {
    case SheetPhase::Movement: return "movement";
    case SheetPhase::Development: return "development";
    case SheetPhase::Over: return "over";
    }
    return "?";
}

std::uint64_t sheetHash(const SheetState &s)
{
    // FNV-1a over every field; enough to notice a replay that went another way.
    std::uint64_t h = 1469598103934665603ull;
    auto mix = [&h](long long v) {
        for (int i = 0; i < 8; ++i) {
            h ^= static_cast<std::uint64_t>(v >> (8 * i)) & 0xffu;
            h *= 1099511628211ull;
        }
    };
    mix(s.round);
    mix(static_cast<int>(s.phase));
    for (const SheetGuardian &g : s.guardians) {
        mix(g.alive);
        mix(g.basePower);
        mix(g.health);
        mix(g.leader);
        mix(static_cast<int>(g.upgradeKind));
        mix(g.upgrades);
        mix(static_cast<int>(g.slot));
        mix(g.slotTarget);
        mix(g.construction);
    }
    for (int b : s.buildings)
        mix(b);
    mix(static_cast<long long>(s.constructions.size()));
    for (const SheetConstruction &c : s.constructions) {
        mix(static_cast<int>(c.type));
        mix(c.guardian);
        mix(c.paid);
        mix(c.lastPaidRound);
    }
    mix(s.resources);
    mix(s.crystals);
    for (bool t : s.tech)
        mix(t);
    mix(s.techBoughtRound);
    mix(s.lastIncomeResources);
    mix(s.lastIncomeCrystals);
    return h;
}

} // namespace xobos::rules::sheet
