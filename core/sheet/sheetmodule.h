// SPDX-License-Identifier: GPL-3.0-or-later
// The sheet-only mode behind the game-module contract (game/module.h): one player keeps
// his own secret sheets (sheet.h for the rules, sheetcodec.h for the stored JSON).
//
// - One seat (0); the whole sheet is that seat's secret: every event is Seat-visible to
//   seat 0, the public view shows only the name, round and phase.
// - Setup JSON: the stored setup (docs/sheet-format.md), {"format": "xobos-sheet",
//   "version": 1, "name": "Blue", "leader": 0}.
// - legalActions(): the record actions take any amount at the table; the list offers the
//   amounts 1 to 3 (damage -1 to 3), enough to reach every rule.
#pragma once

#include "game/module.h"
#include "sheet/sheet.h"

namespace xobos::rules::sheet {

// What an accepted sheet action did, for the player's log (visible to seat 0 alone).
struct SheetEvent {
    std::string action;                     // sheetActionName(): "buy-technology", …
    int round = 1;                          // the round it was taken in
    bool incomeCollected = false;
    bool phaseChanged = false;
    std::optional<BuildingType> completed;
    bool guardianDestroyed = false;
    bool operator==(const SheetEvent &) const = default;
};

// Problems in a sheet (empty when consistent): negative supplies, Health and Power out of
// range, slots pointing nowhere, round out of 1..15.
std::vector<std::string> checkSheetInvariants(const SheetState &state);

struct SheetRules {
    using State = SheetState;
    using Action = SheetAction;
    using Event = SheetEvent;
    static constexpr std::string_view id = "sheet";
    static constexpr std::string_view name = "Guardians of Xobos: my own sheets";
    static constexpr int rulesVersion = 1;

    static std::optional<State> setup(const QJsonObject &json, QString *error);
    static int seats(const State &) { return 1; }
    static game::Violation validate(const State &s, int seat, const Action &a);
    static std::vector<Event> apply(State &s, int seat, const Action &a);
    static std::vector<int> actingSeats(const State &s);
    static std::vector<Action> legalActions(const State &s, int seat);
    static bool isOver(const State &s) { return s.phase == SheetPhase::Over; }
    static int round(const State &s) { return s.round; }
    static std::string_view phaseName(const State &s) { return sheetPhaseName(s.phase); }
    static std::uint64_t hash(const State &s) { return sheetHash(s); }
    static std::vector<std::string> invariants(const State &s) { return checkSheetInvariants(s); }
    static game::Visibility visibility(const Event &) { return game::Visibility::Seat; }
    static int audience(const Event &) { return 0; }
    static bool isReveal(const Event &e) { return e.phaseChanged; }
    static bool isSecret(const Action &) { return true; }

    static QJsonObject actionToJson(const State &s, const Action &a);
    static std::optional<Action> actionFromJson(const State &s, const QJsonValue &json, QString *error);
    static QJsonObject eventToJson(const State &s, const Event &e);
    static std::optional<Event> eventFromJson(const State &s, const QJsonValue &json, QString *error);
    static QJsonObject stateToJson(const State &s);
    static std::optional<State> stateFromJson(const State &context, const QJsonValue &json, QString *error);
    static QJsonObject viewToJson(const State &s, const game::Viewer &viewer);
    static QJsonObject scoreToJson(const State &s);
    // Changes the seat's crystals and resources.
    static State perturbHidden(const State &s, int seat, std::uint64_t salt);
};

static_assert(game::GameRules<SheetRules>);

} // namespace xobos::rules::sheet
