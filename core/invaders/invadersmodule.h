// SPDX-License-Identifier: GPL-3.0-or-later
// Invaders behind the game-module contract (game/module.h): the rules are rules.h (plain
// C++); this adds the JSON codecs (docs/invaders-format.md) and the traits struct.
//
// - Two seats: 0 Mankind, 1 the Invader. Nothing is hidden: the app keeps no hand, only the
//   cards in play, the counts and the track, which the whole table sees. Every event is
//   Public and perturbHidden() changes nothing.
// - Setup JSON: {"zones": {"pacific-rim": n, "eurasia": n, "africa": n} (the printed powers),
//   "decks": {"mankind": n, "invader": n} (the draw decks after the starting hands),
//   "hero": {"zone": "eurasia", "power": n}, "first": "mankind" (default) or "invader"}
//   (docs/rules.md I-SETUP, I-FIRST).
#pragma once

#include "game/module.h"
#include "invaders/rules.h"

namespace xobos::invaders {

struct InvadersRules {
    using State = invaders::State;
    using Action = invaders::Action;
    using Event = invaders::Event;
    static constexpr std::string_view id = "invaders";
    static constexpr std::string_view name = "Invaders";
    static constexpr int rulesVersion = 1;

    static std::optional<State> setup(const QJsonObject &json, QString *error);
    static int seats(const State &) { return kSeats; }
    static game::Violation validate(const State &s, int seat, const Action &a);
    static std::vector<Event> apply(State &s, int seat, const Action &a) { return invaders::apply(s, seat, a); }
    static std::vector<int> actingSeats(const State &s) { return invaders::actingSeats(s); }
    static std::vector<Action> legalActions(const State &s, int seat) { return invaders::legalActions(s, seat); }
    static bool isOver(const State &s) { return s.phase == Phase::Over; }
    static int round(const State &s) { return invaders::round(s); }
    static std::string_view phaseName(const State &s) { return invaders::phaseName(s.phase); }
    static std::uint64_t hash(const State &s) { return invaders::hash(s); }
    static std::vector<std::string> invariants(const State &s) { return invaders::invariants(s); }
    static game::Visibility visibility(const Event &) { return game::Visibility::Public; }
    static int audience(const Event &) { return game::kNoSeat; } // every event is Public
    static bool isReveal(const Event &e);
    static bool isSecret(const Action &) { return false; }

    static QJsonObject actionToJson(const State &s, const Action &a);
    static std::optional<Action> actionFromJson(const State &s, const QJsonValue &json, QString *error);
    static QJsonObject eventToJson(const State &s, const Event &e);
    static std::optional<Event> eventFromJson(const State &s, const QJsonValue &json, QString *error);
    static QJsonObject stateToJson(const State &s);
    static std::optional<State> stateFromJson(const State &context, const QJsonValue &json, QString *error);
    // The state plus what the table reads off it: each zone's power, defence, attack and
    // the drain the Attack phase would ask.
    static QJsonObject viewToJson(const State &s, const game::Viewer &viewer);
    static QJsonObject scoreToJson(const State &s);
    static State perturbHidden(const State &s, int, std::uint64_t) { return s; }
};

static_assert(game::GameRules<InvadersRules>);

} // namespace xobos::invaders
