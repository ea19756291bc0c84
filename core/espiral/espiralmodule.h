// SPDX-License-Identifier: GPL-3.0-or-later
// Espiral behind the game-module contract (game/module.h): the rules are rules.h (plain
// C++); this adds the JSON codecs (docs/espiral-format.md) and the traits struct.
//
// - One seat: the player. Nothing is the player's secret; what nobody may see is the order
//   of the decks and the seed (the next draws and the app's next rolls): the referee's view
//   alone has them, the others see the decks' counts. perturbHidden changes nothing.
// - Every event is Public; rolls and draws are reveals (undo never crosses them).
// - The score (scoreToJson) also holds "lines": [{"player": 0, "score": the furthest land,
//   "rank": 1 won, 2 lost}], the ranking the library reads of every finished game.
#pragma once

#include "espiral/rules.h"
#include "game/erased.h"
#include "game/module.h"

namespace xobos::espiral {

struct EspiralRules {
    using State = espiral::State;
    using Action = espiral::Action;
    using Event = espiral::Event;
    static constexpr std::string_view id = "espiral";
    static constexpr std::string_view name = "Espiral";
    static constexpr int rulesVersion = 1;

    static std::optional<State> setup(const QJsonObject &json, QString *error);
    static int seats(const State &) { return 1; }
    static game::Violation validate(const State &s, int seat, const Action &a);
    static std::vector<Event> apply(State &s, int seat, const Action &a) { return espiral::apply(s, seat, a); }
    static std::vector<int> actingSeats(const State &s);
    static std::vector<Action> legalActions(const State &s, int seat) { return espiral::legalActions(s, seat); }
    static bool isOver(const State &s) { return s.phase == Phase::Over; }
    static int round(const State &s) { return s.position; }
    static std::string_view phaseName(const State &s) { return espiral::phaseName(s.phase); }
    static std::uint64_t hash(const State &s) { return espiral::hash(s); }
    static std::vector<std::string> invariants(const State &s) { return espiral::invariants(s); }
    static game::Visibility visibility(const Event &) { return game::Visibility::Public; }
    static int audience(const Event &) { return game::kNoSeat; }
    static bool isReveal(const Event &e);
    static bool isSecret(const Action &) { return false; }

    static QJsonObject actionToJson(const State &s, const Action &a);
    static std::optional<Action> actionFromJson(const State &s, const QJsonValue &json, QString *error);
    static QJsonObject eventToJson(const State &s, const Event &e);
    static std::optional<Event> eventFromJson(const State &s, const QJsonValue &json, QString *error);
    static QJsonObject stateToJson(const State &s);
    static std::optional<State> stateFromJson(const State &context, const QJsonValue &json, QString *error);
    static QJsonObject viewToJson(const State &s, const game::Viewer &viewer);
    static QJsonObject scoreToJson(const State &s);
    static State perturbHidden(const State &s, int, std::uint64_t) { return s; }
    // The player's card and land file (cardimport.h) as the setup's {"cards", "lands"}.
    static std::optional<QJsonObject> importFile(const QByteArray &data, QList<game::FileProblem> *problems);
};

static_assert(game::GameRules<EspiralRules>);

} // namespace xobos::espiral
