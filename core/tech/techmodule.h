// SPDX-License-Identifier: GPL-3.0-or-later
// TECH behind the game-module contract (game/module.h): the rules are rules.h (plain C++);
// this adds the JSON codecs (docs/tech-format.md) and the traits struct.
//
// - Two seats. The only hidden value is a seat's sealed deployment choice before the reveal:
//   the "chose" event is Seat-visible to the chooser, every other event is Public; the view
//   shows "committed" to everyone and "choice" to its own seat alone.
// - Setup JSON: {"firstPlayer": 0 or 1 (default 0), "ruleset": "standard" (default) or "v3",
//   "lines": "when-formed" (default) or "each-round"} (docs/rules.md T-VERSION, T-LINE).
// - The score (scoreToJson) also holds "lines": [{"player", "score", "rank"}], the ranking
//   the library reads of every finished game.
#pragma once

#include "game/module.h"
#include "tech/rules.h"

namespace xobos::tech {

struct TechRules {
    using State = tech::State;
    using Action = tech::Action;
    using Event = tech::Event;
    static constexpr std::string_view id = "tech";
    static constexpr std::string_view name = "TECH";
    static constexpr int rulesVersion = 1;

    static std::optional<State> setup(const QJsonObject &json, QString *error);
    static int seats(const State &) { return kSeats; }
    static game::Violation validate(const State &s, int seat, const Action &a);
    static std::vector<Event> apply(State &s, int seat, const Action &a) { return tech::apply(s, seat, a); }
    static std::vector<int> actingSeats(const State &s) { return tech::actingSeats(s); }
    static std::vector<Action> legalActions(const State &s, int seat) { return tech::legalActions(s, seat); }
    static bool isOver(const State &s) { return s.phase == Phase::Over; }
    static int round(const State &s) { return s.round; }
    static std::string_view phaseName(const State &s) { return tech::phaseName(s.phase); }
    static std::uint64_t hash(const State &s) { return tech::hash(s); }
    static std::vector<std::string> invariants(const State &s) { return tech::invariants(s); }
    static game::Visibility visibility(const Event &e);
    static int audience(const Event &e) { return e.seat; }
    static bool isReveal(const Event &e);
    static bool isSecret(const Action &a) { return std::holds_alternative<Commit>(a); }

    static QJsonObject actionToJson(const State &s, const Action &a);
    static std::optional<Action> actionFromJson(const State &s, const QJsonValue &json, QString *error);
    static QJsonObject eventToJson(const State &s, const Event &e);
    static std::optional<Event> eventFromJson(const State &s, const QJsonValue &json, QString *error);
    static QJsonObject stateToJson(const State &s);
    static std::optional<State> stateFromJson(const State &context, const QJsonValue &json, QString *error);
    static QJsonObject viewToJson(const State &s, const game::Viewer &viewer);
    static QJsonObject scoreToJson(const State &s);
    // Changes the seat's sealed choice (when it has one) to another legal one.
    static State perturbHidden(const State &s, int seat, std::uint64_t salt);
};

static_assert(game::GameRules<TechRules>);

} // namespace xobos::tech
