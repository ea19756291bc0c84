// SPDX-License-Identifier: GPL-3.0-or-later
// Guardians of Xobos behind the game-module contract (game/module.h): a thin adapter over
// the rules (xobos/rules/engine.h) and codecs (xobos/io), unchanged in behaviour.
//
// Setup JSON: {"board": "standard" | <board object>, "players": 4, "names": [...],
// "variant": "fog-of-war", "ruleset": {...}, "seed": 1, "firstPlayer": -1}; every key but
// "board" has the default shown (docs/scenario-format.md for the ruleset and seed).
#pragma once

#include "game/module.h"
#include "xobos/rules/engine.h"

namespace xobos::module {

// The setup options without the board <-> JSON (stored as games.setup_json). A "ruleset"
// that does not say "attackDestroysDefendingSources" is one stored before the option
// existed: it was played by the reading the option turns off (an attack destroyed only the
// sources that absorbed it, R-ATTACK-RESOLVE), so it replays so.
QJsonObject setupOptionsToJson(const rules::SetupOptions &setup);
std::optional<rules::SetupOptions> setupOptionsFromJson(const QJsonObject &json, QString *error);

// Events after which an undo would hide something the table has already seen.
bool isRevealEvent(rules::EventType type);

struct XobosRules {
    using State = rules::GameState;
    using Action = rules::Action;
    using Event = rules::Event;
    static constexpr std::string_view id = "xobos";
    static constexpr std::string_view name = "Guardians of Xobos";
    static constexpr int rulesVersion = 1;

    static std::optional<State> setup(const QJsonObject &json, QString *error);
    static int seats(const State &s) { return s.playerCount(); }
    static game::Violation validate(const State &s, int seat, const Action &a);
    static std::vector<Event> apply(State &s, int seat, const Action &a) { return rules::apply(s, seat, a); }
    static std::vector<int> actingSeats(const State &s) { return rules::actingPlayers(s); }
    static std::vector<Action> legalActions(const State &s, int seat) { return rules::legalActions(s, seat); }
    static bool isOver(const State &s) { return s.phase == rules::Phase::GameOver; }
    static int round(const State &s) { return s.round; }
    static std::string_view phaseName(const State &s) { return rules::phaseName(s.phase); }
    static std::uint64_t hash(const State &s) { return rules::stateHash(s); }
    static std::vector<std::string> invariants(const State &s) { return rules::checkInvariants(s); }
    static game::Visibility visibility(const Event &e);
    static int audience(const Event &e) { return e.visibility == rules::Visibility::Private ? e.audience : game::kNoSeat; }
    // The seat an event's log row names (erased.h): its player, kNoSeat for the game itself.
    static int actor(const Event &e) { return e.player; }
    static bool isReveal(const Event &e) { return isRevealEvent(e.type); }
    static bool isSecret(const Action &a) { return rules::isSecretAction(a); }

    static QJsonObject actionToJson(const State &s, const Action &a);
    static std::optional<Action> actionFromJson(const State &s, const QJsonValue &json, QString *error);
    static QJsonObject eventToJson(const State &s, const Event &e);
    static std::optional<Event> eventFromJson(const State &s, const QJsonValue &json, QString *error);
    static QJsonObject stateToJson(const State &s);
    static std::optional<State> stateFromJson(const State &context, const QJsonValue &json, QString *error);
    static QJsonObject viewToJson(const State &s, const game::Viewer &viewer);
    static QJsonObject scoreToJson(const State &s);
    // Changes the seat's Building Resources and Energy Crystals (always behind the screen).
    static State perturbHidden(const State &s, int seat, std::uint64_t salt);
};

static_assert(game::GameRules<XobosRules>);

} // namespace xobos::module
