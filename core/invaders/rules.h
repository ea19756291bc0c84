// SPDX-License-Identifier: GPL-3.0-or-later
// Invaders (issue #28; ../shared/games/invaders-manual-p10.txt and invaders-facts.md,
// docs/rules.md "Invaders"): Mankind (seat 0) against the Invader (seat 1). No card list is
// public, so this is a tracker and calculator, not a card engine: the players enter the
// power values they see, and the rules keep the invasion plot track, the three zones' power
// and -1 tokens, the slots, the deck and discard counts, the once-per-turn and once-per-game
// actions, the Attack phase arithmetic and the drain check, and say when and why the game
// ends. What a card's own text does is entered by the players as an explicit, logged card
// effect (marker up/down, a drain forced by a card, a draw forced by a card).
//
// Every entry of a turn is made by the seat whose turn it is (the table's entry for what
// happened), so actingSeats() is always that seat; an entry about the other side (a cost he
// paid, his Hero turned) names it. Plain C++, no Qt; the JSON codecs and the module traits
// are invadersmodule.h.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace xobos::invaders {

inline constexpr int kSeats = 2;
inline constexpr int kMankind = 0;
inline constexpr int kInvader = 1;
inline constexpr int kZones = 3;           // Pacific Rim, Eurasia, Africa
inline constexpr int kSlots = 4;           // per side and zone
inline constexpr int kMarkerStart = 10;    // I-MARKER
inline constexpr int kMarkerMax = 12;
inline constexpr int kSkull = 0;
inline constexpr int kDrawPerTurn = 2;     // I-DRAW
inline constexpr int kMaxPower = 20;       // I-CARD-POWER: a card's or a zone's printed power
inline constexpr int kMaxCount = 10;       // I-COUNT: cards or spaces in one entry
inline constexpr int kMaxDeck = 200;       // I-SETUP
inline constexpr std::size_t kMaxName = 60; // I-CARD-NAME, in UTF-8 bytes
inline constexpr int kInvaderStrategies = 5; // I-DORMANT
inline constexpr int kMankindStrategies = 5; // 4 and the Ops Centre (number 5)

const char *zoneId(int zone);   // "pacific-rim", "eurasia", "africa"
const char *sideId(int side);   // "mankind", "invader"

enum class Phase : std::uint8_t { Draw, Main, Attack, Over };
const char *phaseName(Phase p); // "draw", "main", "attack", "over"

enum class EndReason : std::uint8_t { None, Skull, DeckOut, Simultaneous };
const char *endReasonName(EndReason r); // "none", "skull", "deck-out", "simultaneous"

// Why an action is refused: a stable code and a docs/rules.md id (I-…); empty code: accepted.
// Every Invaders reason is public (nothing is hidden).
struct Refusal {
    std::string_view code;
    std::string_view rule;
    bool ok() const { return code.empty(); }
    bool operator==(const Refusal &) const = default;
};

// A card in a slot: its power as entered, an optional name; the Hero of the Resistance may be
// turned 90 degrees (its power then does not count for defence).
struct Card {
    bool present = false;
    int power = 0;
    std::string name;
    bool hero = false;
    bool turned = false;
    bool operator==(const Card &) const = default;
};

struct Zone {
    int printed = 0; // the power printed above the zone on the battle board
    int tokens = 0;  // -1 power tokens on it (never more than `printed`: I-ZONE-FLOOR)
    int power() const { return printed - tokens; }
    bool operator==(const Zone &) const = default;
};

struct State {
    std::array<Zone, kZones> zones{};
    std::array<std::array<std::array<Card, kSlots>, kZones>, kSeats> cards{}; // [side][zone][slot]
    std::array<int, kSeats> deck{};
    std::array<int, kSeats> discard{};
    int marker = kMarkerStart;
    int first = kMankind;        // who took the first turn
    int turn = 1;                // 1, 2, …: every player's turn counts
    int side = kMankind;         // whose turn it is
    Phase phase = Phase::Draw;
    bool plotUsed = false;       // this turn (I-PLOT)
    bool drained = false;        // this Invader turn: Mankind flipped a card by the Invader's doing
    std::array<bool, kZones> attacked{}; // this Attack phase: zones resolved
    std::array<std::uint8_t, kSeats> dormantUsed{}; // bit n-1: strategy n enabled (I-DORMANT)
    int winner = -1;
    EndReason endReason = EndReason::None;
    bool operator==(const State &) const = default;

    int defence(int zone) const;  // Mankind's cards (a turned Hero aside) plus the zone's power
    int attack(int zone) const;   // the Invader's cards
    int cardsIn(int side, int zone) const;
};

// Actions (docs/invaders-format.md). `side` names whom an entry is about; the acting seat is
// always the seat whose turn it is.
struct Draw { bool operator==(const Draw &) const = default; };                 // draw phase: 2 cards
struct Play { int zone; int power; std::string name; int sacrifice = -1; bool operator==(const Play &) const = default; };
struct RemoveCard { int side; int zone; int slot; bool operator==(const RemoveCard &) const = default; };
struct SetPower { int side; int zone; int slot; int power; bool operator==(const SetPower &) const = default; }; // a card text changed it
struct Pay { int side; bool drain; int count; bool operator==(const Pay &) const = default; }; // a cost: discard or drain N
struct Plot { bool draw; bool operator==(const Plot &) const = default; };       // Invader: draw, or reduce a cost by 1
struct Dormant { int strategy; bool operator==(const Dormant &) const = default; }; // 1..5
struct AddToken { int zone; bool operator==(const AddToken &) const = default; };
struct RemoveToken { int zone; bool operator==(const RemoveToken &) const = default; };
struct TurnHero { bool operator==(const TurnHero &) const = default; };
struct MoveMarker { int by; bool operator==(const MoveMarker &) const = default; };          // a card effect, -12..12
struct CardDrain { int count; int prevented; bool operator==(const CardDrain &) const = default; }; // the other side drains
struct CardDraw { int side; int count; bool operator==(const CardDraw &) const = default; };  // side -1: both
struct Attack { int zone; int prevented; bool operator==(const Attack &) const = default; };
struct EndPhase { bool operator==(const EndPhase &) const = default; };
using Action = std::variant<Draw, Play, RemoveCard, SetPower, Pay, Plot, Dormant, AddToken, RemoveToken, TurnHero, MoveMarker,
                            CardDrain, CardDraw, Attack, EndPhase>;

// "No value" in an event's field (a marker's move or a token's removal is -1).
inline constexpr int kNone = -1000000;

// Every effect, one struct: `kind` says which fields mean something (kNone: none).
// drew (side, count, deck), played (side, zone, slot, power, name; sacrificed: the slot
// freed first), removed (side, zone, slot, power), power-changed (side, zone, slot, power:
// after, value: before), paid (side, value 0 discard / 1 drain, count), plot (value 0 draw / 1 reduce), dormant (side, value: strategy), token (zone,
// value: +1 added / -1 removed, power: the zone's power after), hero (value 1 turned,
// 0 upright), marker (value: the move asked, count: the move made, power: the marker after),
// drained (side: who drained, count asked by the card, prevented, value: cards flipped),
// attack (zone, invader, defence, value: the difference, prevented, count: flipped),
// check (value 1: marker down, 0: not; count: 1 when the Invader drained this turn, else 0;
// power: the marker after), phase (side, value: turn; phase name in `name`),
// over (side: the winner, value: EndReason).
struct Event {
    std::string kind;
    int side = kNone;
    int zone = kNone;
    int slot = kNone;
    int power = kNone;
    int count = kNone;
    int value = kNone;
    int invader = kNone;
    int defence = kNone;
    int prevented = kNone;
    int sacrificed = kNone;
    std::string name;
    bool operator==(const Event &) const = default;
};

// The setup as the table enters it: the zones' printed powers, the decks' counts after the
// starting hands, Mankind's Hero (zone and power), who goes first.
struct Setup {
    std::array<int, kZones> printed{};
    std::array<int, kSeats> deck{};
    int heroZone = 0;
    int heroPower = 0;
    int first = kMankind;
};

State start(const Setup &setup);
Refusal checkSetup(const Setup &setup);
Refusal validate(const State &s, int seat, const Action &a);
std::vector<Event> apply(State &s, int seat, const Action &a);
std::vector<int> actingSeats(const State &s);
// Every accepted action with no card name, in a stable order (a name never changes
// whether a play is legal).
std::vector<Action> legalActions(const State &s, int seat);
int round(const State &s); // a round is a turn of each player
std::uint64_t hash(const State &s);
std::vector<std::string> invariants(const State &s);

} // namespace xobos::invaders
