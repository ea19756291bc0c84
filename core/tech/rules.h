// SPDX-License-Identifier: GPL-3.0-or-later
// TECH (issue #26; ../shared/games/tech-rules.txt, docs/rules.md "TECH"): two players, ten
// rounds on one shared 3x3 board, 7 Swordsmen, 7 Archers and 7 Shields each. Each round: a
// sealed simultaneous deployment (game::SealedChoices), an alternating action phase, a bonus
// action phase. Plain C++, no Qt; the JSON codecs and the module traits are techmodule.h.
#pragma once

#include "game/sealed.h"

#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace xobos::tech {

inline constexpr int kSeats = 2;
inline constexpr int kCells = 9;    // 0..8, row by row: cell = 3 * row + column
inline constexpr int kRounds = 10;
inline constexpr int kUnitsOfEachType = 7;   // T-VERSION: 10 in the v3 ruleset
inline constexpr int kMaxStack = 3;
inline constexpr int kMaxTies = 3;  // T-TIE: the third tie in a row ends the deployment

enum class Unit : std::uint8_t { Sword, Archer, Shield };
inline constexpr int kUnitTypes = 3;
const char *unitName(Unit u); // "sword", "archer", "shield"

// T-VERSION: our text, or the designer's v3 (Swords > Archers > Shields > Swords, Sword 3,
// Archer 2, 10 units of each type, a full stack worth 3).
enum class Ruleset : std::uint8_t { Standard, V3 };
const char *rulesetName(Ruleset r); // "standard", "v3"
// T-LINE: a line scores when formed; with EachRound also at the end of every later round
// it still stands.
enum class LineScoring : std::uint8_t { WhenFormed, EachRound };
const char *lineScoringName(LineScoring l); // "when-formed", "each-round"

enum class Phase : std::uint8_t { Deploy, Replace, Action, Bonus, Over };
const char *phaseName(Phase p); // "deployment", "re-placement", "action", "bonus", "over"

// One space: empty (height 0) or `height` units of `owner`'s `unit` (only Shields stack).
struct Cell {
    int owner = -1;
    Unit unit = Unit::Sword;
    int height = 0;
    bool empty() const { return height == 0; }
    bool operator==(const Cell &) const = default;
};

// A seat's sealed deployment choice.
// Why an action is refused: a stable code and a docs/rules.md id (T-…); empty code: accepted.
// The module turns it into a game::Violation (every TECH reason is public: none rests on a
// sealed choice).
struct Refusal {
    std::string_view code; // string literals: a refusal allocates nothing
    std::string_view rule;
    bool ok() const { return code.empty(); }
    bool operator==(const Refusal &) const = default;
};

struct Choice {
    Unit unit = Unit::Sword;
    int cell = 0;
    bool operator==(const Choice &) const = default;
};

struct State {
    Ruleset ruleset = Ruleset::Standard;
    LineScoring lineScoring = LineScoring::WhenFormed;
    int round = 1;
    Phase phase = Phase::Deploy;
    int firstPlayer = 0;                    // of this round (T-ORDER)
    int toMove = 0;                         // Action / Bonus: the seat whose turn it is
    std::array<bool, kSeats> acted{};       // Action: has taken (or passed) its action
    std::array<Cell, kCells> board{};
    std::array<std::array<int, kUnitTypes>, kSeats> supply{};
    std::array<std::array<int, kUnitTypes>, kSeats> prison{}; // units seat s captured
    std::array<std::array<int, kUnitTypes>, kSeats> killed{}; // seat s's units killed
    std::array<int, kSeats> linePoints{};   // points from three in a row (T-LINE)
    std::array<int, kSeats> bonus{};        // bonus actions still to take this round
    std::array<std::uint8_t, kSeats> lines{}; // the lines standing for each seat (bit per line)
    std::array<std::uint8_t, kSeats> freshLines{}; // EachRound: those formed this round
    game::SealedChoices<Choice> sealed{kSeats};
    int ties = 0;                           // ties in a row this round (T-TIE)
    int replacer = -1;                      // Replace: the clash's loser
    Unit replaceUnit = Unit::Sword;         // Replace: his unit
    bool endedEarly = false;                // T-NO-ACTION: neither could act
    bool operator==(const State &) const = default;

    int total(int seat) const;             // T-END: board points + prisoners + lines
    int piecesOnBoard(int seat) const;      // T-END-TIE: units on the board (a stack counts its height)
    int winner() const;                     // over: 0, 1, or -1 for a shared win
};

// Actions.
struct Commit { Unit unit; int cell; bool operator==(const Commit &) const = default; };  // sealed deployment
struct Replace { int cell; bool operator==(const Replace &) const = default; };           // the clash's loser
struct Deploy { Unit unit; int cell; bool operator==(const Deploy &) const = default; };  // action phase
struct Move { int from; int to; bool operator==(const Move &) const = default; };         // move, capture, stack, unstack
struct Kill { int from; int target; bool operator==(const Kill &) const = default; };     // an Archer's kill
struct Pass { bool operator==(const Pass &) const = default; };                           // only with no legal action
using Action = std::variant<Commit, Replace, Deploy, Move, Kill, Pass>;

// Every effect, one struct: `kind` says which fields mean something (-1: none).
// Kinds: chose (Seat: the committer's own choice), committed, revealed (unit/cell of seat 0,
// otherUnit/otherCell of seat 1, value: 0 both deploy, 1 clash, 2 tie, 3 third tie; seat:
// the clash's loser), deployed, replaced, bonus (value: why, 0 clash lost with no space,
// 1 three ties, 2 no legal deployment), moved, captured (otherUnit: the captured unit),
// stacked (value: new height), killed (otherUnit), passed, line (value: line index),
// phase (value: round), over (seat: winner, -1 shared).
struct Event {
    std::string kind;
    int seat = -1;
    int unit = -1;
    int cell = -1;
    int from = -1;
    int otherUnit = -1;
    int otherCell = -1;
    int value = -1;
    bool operator==(const Event &) const = default;
};

// The eight lines of three (rows, columns, diagonals), as cell triples.
inline constexpr std::array<std::array<int, 3>, 8> kLines{
    {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}};

State start(int firstPlayer, Ruleset ruleset = Ruleset::Standard, LineScoring lines = LineScoring::WhenFormed);
int unitsOfEachType(Ruleset r);
Refusal validate(const State &s, int seat, const Action &a);
std::vector<Event> apply(State &s, int seat, const Action &a);
// The same, appending the events to `out` (random play reuses one buffer: no allocation).
void apply(State &s, int seat, const Action &a, std::vector<Event> &out);
std::vector<int> actingSeats(const State &s);
// Generated from the board's bit masks, in a stable order: deployments, moves by start,
// kills by Archer, a Pass only when nothing else is legal (the order validate() was once
// asked in; tst_tech_rules checks it is exactly what validate() accepts).
std::vector<Action> legalActions(const State &s, int seat);
// legalActions(s, seat)[rng() % size], or nothing when that list is empty, without building
// the list (random play).
std::optional<Action> randomLegalAction(const State &s, int seat, std::mt19937_64 &rng);
// Any action but a pass is legal for `seat` in an action turn (the board and its supply).
bool canAct(const State &s, int seat);
bool canDeploy(const State &s, int seat);
int boardPoints(const State &s, int seat);
int prisonPoints(const State &s, int seat);
int unitPoints(Unit u, Ruleset r = Ruleset::Standard);
std::uint64_t hash(const State &s);
std::vector<std::string> invariants(const State &s);

} // namespace xobos::tech
