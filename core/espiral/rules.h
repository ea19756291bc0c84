// SPDX-License-Identifier: GPL-3.0-or-later
// Espiral (issue #27; ../shared/games/espiral-rules.txt, docs/rules.md "Espiral"): a solo
// adventure for the Guardians card game. One hero walks a spiral of lands between two
// strongholds, rolls a dice trial on each, recruits or heals, and fights battles against
// creatures drawn from three decks by vitality. One seat; plain C++, no Qt; the JSON codecs
// and the module traits are espiralmodule.h, the player's card files cardimport.h.
//
// Chance: every roll is an action's game::Roll (typed from physical dice, or rolled from the
// game's seed: then it must be exactly rollDice(seed, rollIndex, count)); an attack roll may
// also be typed as a count of strikes. Every draw names the card drawn: any card of the right
// deck is accepted (the one drawn at the table); legalActions() offers the deck's top card
// (the app's own order, shuffled from the seed or typed).
#pragma once

#include "game/dice.h"

#include <array>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace xobos::espiral {

inline constexpr int kDecks = 3;
inline constexpr int kMaxVitality = 30;
inline constexpr int kMaxLands = 60;
inline constexpr int kEnemyDice = 6;    // E-ENEMY-STRENGTH
inline constexpr int kCounterDice = 5;  // E-COUNTER

// The border colour: Mortals white, Elementals grey, Externals black.
enum class Kind : std::uint8_t { Mortal, Elemental, External };
const char *kindName(Kind k); // "mortal", "elemental", "external"
// E-OFF-COLOR: the kind a card's off-color patch pays off against (the one it beats).
Kind beatenBy(Kind k);

struct Bonus {
    std::string target; // a land's name (land bonus) or a creature's type or name (versus)
    int amount = 0;
    bool operator==(const Bonus &) const = default;
};

struct Card {
    std::string name;
    Kind kind = Kind::Mortal;
    int vitality = 1;      // 1..30
    int offColor = 0;      // the off-color patch's number (0: none)
    int ranged = 0;        // the ranged attack value (0: none)
    std::vector<Bonus> lands;
    std::vector<Bonus> versus;
    std::vector<std::string> immunities; // creature types or names
    std::string text;
    bool operator==(const Card &) const = default;
};

struct Land {
    std::string name;
    int number = 2;        // as printed: 2..30
    bool ranged = true;    // false: no ranged attack here (Woods)
    bool operator==(const Land &) const = default;
};

// Why a card or land is unusable (empty when fine); shared by the setup and the import.
std::string cardProblem(const Card &c);
std::string landProblem(const Land &l);
// The deck a card belongs to by its printed vitality: 0 (up to 4), 1 (5-8), 2 (9-30).
int deckOf(const Card &c);
// Whether a versus or immunity target names this card: its type or its name (any case).
bool targets(const std::string &target, const Card &c);

// Where tables differ (docs/rules.md): each an option of the setup.
struct Options {
    bool tieEncounters = false;  // E-TRIAL-TIE: a tie is an encounter ("encounter") or not
    bool drawsByDeck = false;    // E-ENCOUNTER-DRAW: 1/2/3 cards from the decks ("by-deck")
    bool berserkAllies = true;   // E-BERSERK: allies go berserk too ("both") or not ("enemies")
    bool offColorDice = true;    // E-OFF-COLOR-DICE: the bonus adds dice as well as vitality
    bool operator==(const Options &) const = default;
};

// The player's cards and lands: fixed for the game, shared between copies of the state.
struct Table {
    std::vector<Card> cards;
    std::vector<Land> lands; // the spiral between the strongholds, in the order laid
    // What follows from the cards and lands alone, found once by index() (the names are
    // matched once, not at every hit): landBonus[card * lands + land], immune[card * cards + other].
    std::vector<int> landBonus;
    std::vector<std::uint8_t> immune;
    void index();
    bool operator==(const Table &o) const { return cards == o.cards && lands == o.lands; }
};

enum class Phase : std::uint8_t { Move, Trial, Reward, Encounter, EnemyRoll, AssignParty, PartyRoll, AssignEnemy, Over };
const char *phaseName(Phase p);

struct Creature {
    int card = -1;
    int damage = 0;      // hits taken (never below 0)
    int battleBonus = 0; // off-color + versus, fixed when the battle starts (E-OFF-COLOR, E-VERSUS)
    int offColor = 0;    // the off-color part of battleBonus
    bool hit = false;    // assigned damage this round (E-NO-COUNTER)
    bool operator==(const Creature &) const = default;
};

// Why an action is refused: a stable code and a docs/rules.md id (E-…); empty: accepted.
// `limit` is the number the sentence names (vitality left, hero level), `card` the creature.
struct Refusal {
    std::string_view code;
    std::string_view rule;
    int card = -1;
    int limit = -1;
    bool ok() const { return code.empty(); }
    bool operator==(const Refusal &) const = default;
};

struct State {
    std::shared_ptr<const Table> table;
    Options options;
    std::uint64_t seed = 0;
    std::uint64_t rollIndex = 0;   // rolls made so far (the next app roll is this index)
    Phase phase = Phase::Move;
    int position = 0;              // 0: first stronghold, 1..lands: a land, lands+1: the last
    int heroLevel = 1;             // 0: dead
    std::array<std::vector<int>, kDecks> decks; // card ids, top first
    std::vector<Creature> allies;
    std::vector<Creature> enemies;
    int strikes = 0;               // AssignParty / AssignEnemy: the hits to assign
    int battleRound = 0;           // 1.. within a battle
    int battles = 0;               // battles fought (results)
    int lost = 0;                  // allies lost (results)
    bool won = false;
    bool operator==(const State &o) const;

    int lands() const { return static_cast<int>(table->lands.size()); }
    const Card &card(int id) const { return table->cards[static_cast<std::size_t>(id)]; }
    // The land the hero stands on, or nullptr on a stronghold.
    const Land *land() const;
};

// Actions.
struct Advance { bool operator==(const Advance &) const = default; };             // one land on
struct Roll { game::Roll roll; int strikes = -1; bool operator==(const Roll &) const = default; } ; // strikes: typed count
struct Recruit { int card = -1; bool operator==(const Recruit &) const = default; };
struct Heal { int levels = 1; bool operator==(const Heal &) const = default; };
struct Skip { bool operator==(const Skip &) const = default; };                   // neither recruit nor heal
struct Draw { std::vector<int> cards; bool operator==(const Draw &) const = default; }; // the encounter's enemies
// Hits: one entry per ally (Assign in AssignParty) or per enemy (AssignEnemy), plus the hero's.
struct Assign { std::vector<int> hits; int hero = 0; bool operator==(const Assign &) const = default; };
using Action = std::variant<Advance, Roll, Recruit, Heal, Skip, Draw, Assign>;

// Every effect, one struct: `kind` says which fields mean something (-1: none).
// moved (value: position), trial (roll, value: sum, other: land number, strikes: 1 encounter),
// recruited (card), healed (value: levels, other: hero level after), skipped, drew (card,
// value: deck), no-enemy, battle (value: battle number), attack / counter (roll or typed
// strikes, value: dice, strikes: strikes), hit (card, value: hits, other: 0 ally / 1 enemy),
// hero-hit (value: hits, other: level after), killed (card, other: side, value: deck it goes
// under), round (value: round), victory (value: hero level), eliminated (card, value: deck),
// over (value: 1 won, 0 lost).
struct Event {
    std::string kind;
    int card = -1;
    int value = -1;
    int other = -1;
    int strikes = -1;
    game::Roll roll;
    bool hasRoll = false;
    bool operator==(const Event &) const = default;
};

// Setup: the table, options, seed; `shuffleLands` / `shuffleDecks` from the seed, else the
// order given; `allies`: the two starting allies (card ids of the first deck) or empty for
// the top two. An empty string: ready; else what is wrong.
std::string start(State &out, Table table, Options options, std::uint64_t seed, bool shuffleLands, bool shuffleDecks,
                  const std::vector<int> &allies = {});

int effectiveVitality(const State &s, const Creature &c, bool enemy);
int enemyDice(const State &s);
int counterDice(const State &s);
int diceFor(const State &s); // the dice of the roll the phase asks for (0: none)
bool strike(int face);       // E-STRIKE: 5 or 6

Refusal validate(const State &s, int seat, const Action &a);
// The refusal as one English sentence naming the creature and the limit ("Kobold has 2
// vitality left: it can take at most 2 hits"): for the CLI and the log; the window
// translates by code.
std::string explain(const State &s, const Refusal &r);
std::vector<Event> apply(State &s, int seat, const Action &a);
std::vector<Action> legalActions(const State &s, int seat);
// One legal action drawn at random (app rolls from the seed, top cards, random hits):
// random play and the benchmark, without listing them all.
Action randomAction(const State &s, std::mt19937_64 &rng);
std::uint64_t hash(const State &s);
std::vector<std::string> invariants(const State &s);

} // namespace xobos::espiral
