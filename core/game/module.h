// SPDX-License-Identifier: GPL-3.0-or-later
// The game-module contract: what every game the referee hosts provides (docs/architecture.md,
// "How to add a game"). Shaped after OpenSpiel's Game/State (a copyable state, chance as
// explicit outcomes, simultaneous moves) and boardgame.io's playerView.
//
// A module is a traits struct M fulfilling the GameRules concept below, with typed values
// underneath (M::State, M::Action, M::Event are the module's own plain C++ types; its rules
// have no Qt), plus JSON codecs for each value. Everything that hosts several games (the
// explicit list in modules.h, the CLI, the conformance test) sees a module through the
// type-erased Module/Instance interface of erased.h, over JSON-coded values.
//
// The rules part (validate, apply, view-free queries, hash, invariants):
// - setup(json) gives the initial state, or an error saying what is wrong in the setup.
// - validate(state, seat, action) never changes anything; it returns the first rule the
//   action breaks as a Violation: a stable code and a rule id of docs/rules.md, never a
//   sentence (the UI translates by code). `publicReason` false: the reason may rest on a
//   hidden value, so only the acting seat (and the referee) may read it.
// - apply(state, seat, action) is only given an action validate() accepted; it changes the
//   state and returns every effect as events. Each event is visible to the whole table
//   (Public), to one seat (Seat, `audience`), or to the referee alone (Referee).
// - Deterministic: the same state and action give the same state and events. There is no
//   hidden randomness: see "chance" below.
// - actingSeats(state): who may act now. legalActions(state, seat): every action validate()
//   accepts, in a stable order. isOver(state): the game has ended. round(state) and
//   phaseName(state) label the log rows; a new round is when the session backs up.
// - hash(state): equal states hash equal (replay checks). invariants(state): the problems
//   found (empty when all is well); checked after every action by the conformance test.
// - isReveal(event): undo never crosses it (a phase change, a combat, a sealed reveal, a
//   chance outcome: something the table has seen).
// - isSecret(action): the action's content is hidden from the other seats (its log row is
//   for the acting seat only).
//
// Chance (dice, draws) is a logged outcome: an action that needs chance carries its faces
// (dice.h, game::Roll), typed from physical dice or rolled by the app from the game's seed
// with game::rollDice (our own generator and face mapping, the same on every standard
// library). validate() checks the faces are possible; replay reads them from the log. An
// action carrying faces is a reveal for undo.
//
// Sealed simultaneous choices (sealed.h, game::SealedChoices): each seat commits a secret
// choice; nobody, the committing seat aside, sees anything but "has committed" until all
// are in; then one public event reveals them all together.
//
// The codecs (Qt Core JSON, in the module's io part):
// - actionToJson/actionFromJson, eventToJson/eventFromJson, stateToJson/stateFromJson:
//   from(to(x)) == x. The decoders never crash on any JSON value; they report what is wrong.
//   Decoding needs the game's context (Xobos's board), so each takes a state of the game.
// - viewToJson(state, viewer): what that viewer may see, built so that a hidden value is an
//   absent key. Perturbing what a viewer may not see leaves this byte-identical.
// - scoreToJson(state): the scoring, as stored with a finished game (results_json).
// - perturbHidden(state, seat, salt): a state differing only in values that `seat` alone
//   may see (the conformance test's probe for leaks); the state stays consistent.
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xobos::game {

inline constexpr int kNoSeat = -1;

// Who may see an event or a log row.
enum class Visibility : std::uint8_t {
    Public,  // the whole table
    Seat,    // `audience` alone (and the referee)
    Referee  // only the referee
};

// Who is looking: the public (the whole table), one seat, or the referee (everything).
struct Viewer {
    enum class Kind : std::uint8_t { Public, Seat, Referee };
    Kind kind = Kind::Public;
    int seat = kNoSeat;

    static Viewer everyone() { return {}; }
    static Viewer ofSeat(int s) { return {Kind::Seat, s}; }
    static Viewer referee() { return {Kind::Referee, kNoSeat}; }
    bool sees(Visibility v, int audience) const
    {
        return v == Visibility::Public || kind == Kind::Referee || (v == Visibility::Seat && kind == Kind::Seat && seat == audience);
    }
    bool operator==(const Viewer &) const = default;
};

// Why an action is refused: a stable code ("TECH_ALREADY_BOUGHT") and a rule id
// ("R-TECH-BUY"); an empty code means accepted. Never a sentence.
struct Violation {
    std::string code;
    std::string rule;
    bool publicReason = true; // false: only the acting seat may read the reason

    bool ok() const { return code.empty(); }
    bool operator==(const Violation &) const = default;
};

// The code every host uses for an action whose JSON cannot be read for this game.
inline constexpr char kBadActionCode[] = "BAD_ACTION";
inline constexpr char kBadActionRule[] = "R-FORMAT";

template <typename M>
concept GameRules = requires(const typename M::State &s, typename M::State &ms, int seat,
                             const typename M::Action &a, const typename M::Event &e, const QJsonValue &j,
                             const QJsonObject &o, QString *error, const Viewer &viewer, std::uint64_t salt) {
    typename M::State;
    typename M::Action;
    typename M::Event;
    { M::id } -> std::convertible_to<std::string_view>;      // "xobos": stored with each game
    { M::name } -> std::convertible_to<std::string_view>;    // "Guardians of Xobos"
    { M::rulesVersion } -> std::convertible_to<int>;         // bumped when a rule changes play
    // rules
    { M::setup(o, error) } -> std::same_as<std::optional<typename M::State>>;
    { M::seats(s) } -> std::same_as<int>;
    { M::validate(s, seat, a) } -> std::same_as<Violation>;
    { M::apply(ms, seat, a) } -> std::same_as<std::vector<typename M::Event>>;
    { M::actingSeats(s) } -> std::same_as<std::vector<int>>;
    { M::legalActions(s, seat) } -> std::same_as<std::vector<typename M::Action>>;
    { M::isOver(s) } -> std::same_as<bool>;
    { M::round(s) } -> std::same_as<int>;                    // for the log rows (0: none)
    { M::phaseName(s) } -> std::convertible_to<std::string_view>; // "movement", for the log rows
    { M::hash(s) } -> std::same_as<std::uint64_t>;
    { M::invariants(s) } -> std::same_as<std::vector<std::string>>;
    { M::visibility(e) } -> std::same_as<Visibility>;
    { M::audience(e) } -> std::same_as<int>;
    { M::isReveal(e) } -> std::same_as<bool>;
    { M::isSecret(a) } -> std::same_as<bool>;
    // codecs
    { M::actionToJson(s, a) } -> std::same_as<QJsonObject>;
    { M::actionFromJson(s, j, error) } -> std::same_as<std::optional<typename M::Action>>;
    { M::eventToJson(s, e) } -> std::same_as<QJsonObject>;
    { M::eventFromJson(s, j, error) } -> std::same_as<std::optional<typename M::Event>>;
    { M::stateToJson(s) } -> std::same_as<QJsonObject>;
    { M::stateFromJson(s, j, error) } -> std::same_as<std::optional<typename M::State>>;
    { M::viewToJson(s, viewer) } -> std::same_as<QJsonObject>;
    { M::scoreToJson(s) } -> std::same_as<QJsonObject>;
    // the conformance test's leak probe
    { M::perturbHidden(s, seat, salt) } -> std::same_as<typename M::State>;
};

} // namespace xobos::game
