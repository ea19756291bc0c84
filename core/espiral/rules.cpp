// SPDX-License-Identifier: GPL-3.0-or-later
#include "espiral/rules.h"

#include <algorithm>
#include <cctype>

namespace xobos::espiral {

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

Refusal refuse(const char *code, const char *rule, int card = -1, int limit = -1)
{
    return Refusal{code, rule, card, limit};
}

bool sameText(const std::string &a, const std::string &b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

Event ev(const char *kind, int card = -1, int value = -1, int other = -1)
{
    Event e;
    e.kind = kind;
    e.card = card;
    e.value = value;
    e.other = other;
    return e;
}

void shuffle(std::vector<int> &v, game::SplitMix64 &rng)
{
    for (std::size_t i = v.size(); i > 1; --i)
        std::swap(v[i - 1], v[at(game::rollFace(rng, static_cast<int>(i)) - 1)]);
}

int landBonus(const State &s, int card)
{
    if (s.position < 1 || s.position > s.lands())
        return 0;
    return s.table->landBonus[at(card * s.lands() + s.position - 1)];
}

// E-IMMUNITY: immune while a creature it is immune to stands in the other party.
bool immune(const State &s, const Creature &c, bool enemy)
{
    if (s.card(c.card).immunities.empty())
        return false;
    const std::size_t cards = s.table->cards.size();
    for (const Creature &o : enemy ? s.allies : s.enemies) {
        if (s.table->immune[at(c.card) * cards + at(o.card)])
            return true;
    }
    return false;
}

// E-BERSERK: at vitality 1 (and more than 1 printed) a creature strikes with half its
// printed vitality, rounded down.
bool berserk(const State &s, const Creature &c, bool enemy)
{
    return (enemy || s.options.berserkAllies) && effectiveVitality(s, c, enemy) == 1 && s.card(c.card).vitality > 1;
}

int strength(const State &s, const Creature &c, bool enemy)
{
    if (berserk(s, c, enemy))
        return s.card(c.card).vitality / 2;
    const int v = effectiveVitality(s, c, enemy) - (s.options.offColorDice ? 0 : c.offColor);
    return std::max(0, v);
}

int capacity(const State &s, const Creature &c, bool enemy)
{
    return immune(s, c, enemy) ? 0 : std::max(0, effectiveVitality(s, c, enemy));
}

int totalCapacity(const State &s, const std::vector<Creature> &side, bool enemy)
{
    int n = 0;
    for (const Creature &c : side)
        n += capacity(s, c, enemy);
    return n;
}

// E-ENCOUNTER, E-ENCOUNTER-DRAW: the cards to draw from each deck, by party size.
std::array<int, kDecks> drawCounts(const State &s)
{
    const int party = static_cast<int>(s.allies.size());
    const int decksUsed = party <= 4 ? 1 : party <= 8 ? 2 : 3;
    std::array<int, kDecks> n{};
    for (int d = 0; d < decksUsed; ++d)
        n[at(d)] = std::min(s.options.drawsByDeck ? d + 1 : 1, static_cast<int>(s.decks[at(d)].size()));
    return n;
}

// E-OFF-COLOR, E-VERSUS: fixed for the battle when it starts.
void battleBonuses(const State &s, std::vector<Creature> &side, const std::vector<Creature> &other)
{
    for (Creature &c : side) {
        const Card &card = s.card(c.card);
        c.offColor = 0;
        c.battleBonus = 0;
        const Kind beaten = beatenBy(card.kind);
        if (card.offColor > 0 && std::any_of(other.begin(), other.end(), [&](const Creature &o) { return s.card(o.card).kind == beaten; }))
            c.offColor = card.offColor;
        c.battleBonus = c.offColor;
        for (const Bonus &b : card.versus) {
            if (std::any_of(other.begin(), other.end(), [&](const Creature &o) { return targets(b.target, s.card(o.card)); }))
                c.battleBonus += b.amount;
        }
    }
}

void putUnder(State &s, int card)
{
    s.decks[at(deckOf(s.card(card)))].push_back(card);
}

// Allies at 0 vitality or less once a bonus has left are eliminated (E-OFF-COLOR, E-LAND).
void eliminate(State &s, std::vector<Event> &out)
{
    for (std::size_t i = 0; i < s.allies.size();) {
        if (effectiveVitality(s, s.allies[i], false) > 0) {
            ++i;
            continue;
        }
        const int card = s.allies[i].card;
        out.push_back(ev("eliminated", card, deckOf(s.card(card))));
        putUnder(s, card);
        ++s.lost;
        s.allies.erase(s.allies.begin() + static_cast<std::ptrdiff_t>(i));
    }
}

void finish(State &s, bool won, std::vector<Event> &out)
{
    s.phase = Phase::Over;
    s.won = won;
    s.strikes = 0;
    out.push_back(ev("over", -1, won ? 1 : 0));
}

void newRound(State &s, std::vector<Event> &out)
{
    ++s.battleRound;
    for (Creature &c : s.allies)
        c.hit = false;
    s.phase = Phase::EnemyRoll;
    s.strikes = 0;
    out.push_back(ev("round", -1, s.battleRound));
}

// Hits on one side; the killed go under their deck at once (E-KILLED).
void hitSide(State &s, std::vector<Creature> &side, bool enemy, const std::vector<int> &hits, std::vector<Event> &out)
{
    std::size_t kept = 0;
    for (std::size_t i = 0; i < side.size(); ++i) {
        Creature c = side[i];
        if (hits[i] > 0) {
            c.damage += hits[i];
            c.hit = true;
            out.push_back(ev("hit", c.card, hits[i], enemy ? 1 : 0));
        }
        if (effectiveVitality(s, c, enemy) <= 0) {
            out.push_back(ev("killed", c.card, deckOf(s.card(c.card)), enemy ? 1 : 0));
            putUnder(s, c.card);
            if (!enemy)
                ++s.lost;
            continue;
        }
        side[kept++] = c;
    }
    side.resize(kept);
}

int strikesOf(const Roll &r)
{
    if (r.strikes >= 0)
        return r.strikes;
    return static_cast<int>(std::count_if(r.roll.faces.begin(), r.roll.faces.end(), strike));
}

Event rollEvent(const char *kind, const Roll &r, int dice)
{
    Event e = ev(kind, -1, dice);
    e.strikes = strikesOf(r);
    e.hasRoll = r.strikes < 0;
    if (e.hasRoll)
        e.roll = r.roll;
    return e;
}

bool contains(const std::vector<int> &v, int x)
{
    return std::find(v.begin(), v.end(), x) != v.end();
}

Refusal rollRefusal(const State &s, const Roll &r)
{
    if (s.phase != Phase::Trial && s.phase != Phase::EnemyRoll && s.phase != Phase::PartyRoll)
        return refuse("NO_ROLL_NOW", "E-DICE");
    const int n = diceFor(s); // may be 0: an enemy party of no strength rolls no dice
    if (r.strikes >= 0) {
        if (s.phase == Phase::Trial)
            return refuse("TRIAL_NEEDS_FACES", "E-DICE");
        if (!r.roll.faces.empty() || r.roll.source != game::Roll::Source::Typed)
            return refuse("BAD_ROLL", "E-DICE", -1, n);
        if (r.strikes > n)
            return refuse("TOO_MANY_STRIKES", "E-DICE", -1, n);
        return {};
    }
    if (!game::checkRoll(r.roll, n, 6))
        return refuse("BAD_ROLL", "E-DICE", -1, n);
    if (r.roll.source == game::Roll::Source::Rolled && r.roll.faces != game::rollDice(s.seed, s.rollIndex, n).faces)
        return refuse("NOT_THE_SEEDS_ROLL", "E-DICE");
    return {};
}

Refusal assignRefusal(const State &s, const Assign &a)
{
    const bool enemy = s.phase == Phase::AssignEnemy;
    const std::vector<Creature> &side = enemy ? s.enemies : s.allies;
    if (a.hits.size() != side.size() || a.hero < 0 || (enemy && a.hero != 0)
        || std::any_of(a.hits.begin(), a.hits.end(), [](int h) { return h < 0; }))
        return refuse("BAD_ASSIGNMENT", "E-ASSIGN");
    bool full = true;
    int sum = a.hero;
    for (std::size_t i = 0; i < side.size(); ++i) {
        const Creature &c = side[i];
        const int h = a.hits[i];
        sum += h;
        if (h > 0 && immune(s, c, enemy))
            return refuse("IMMUNE", "E-IMMUNITY", c.card);
        const int left = effectiveVitality(s, c, enemy);
        if (h > left)
            return refuse("TOO_MANY_HITS", "E-HIT-LIMIT", c.card, left);
        if (h < capacity(s, c, enemy))
            full = false;
    }
    if (enemy) {
        const int due = std::min(s.strikes, totalCapacity(s, s.enemies, true));
        if (sum != due)
            return refuse("HITS_NOT_ALL_ASSIGNED", "E-ASSIGN", -1, due);
        return {};
    }
    // E-HERO-DAMAGE: one level per hit, never his last level unless the allies can take no more.
    if (a.hero > s.heroLevel - 1 && !full)
        return s.heroLevel == 1 ? refuse("HERO_LEVEL_ONE", "E-HERO-DAMAGE", -1, 1)
                                : refuse("HERO_CANNOT_TAKE", "E-HERO-DAMAGE", -1, s.heroLevel - 1);
    if (sum != s.strikes)
        return refuse("HITS_NOT_ALL_ASSIGNED", "E-ASSIGN", -1, s.strikes);
    return {};
}

void startBattle(State &s, std::vector<Event> &out)
{
    battleBonuses(s, s.allies, s.enemies);
    battleBonuses(s, s.enemies, s.allies);
    ++s.battles;
    s.battleRound = 0;
    out.push_back(ev("battle", -1, s.battles));
    newRound(s, out);
}

void endBattle(State &s, std::vector<Event> &out)
{
    ++s.heroLevel;
    out.push_back(ev("victory", -1, s.heroLevel));
    for (Creature &c : s.allies) {
        c.battleBonus = 0;
        c.offColor = 0;
        c.hit = false;
    }
    eliminate(s, out);
    s.battleRound = 0;
    s.strikes = 0;
    s.phase = Phase::Move;
}

// Every way of spreading `left` hits over targets [i..] within their caps.
void spread(std::vector<int> &hits, const std::vector<int> &caps, std::size_t i, int left, std::vector<std::vector<int>> &out)
{
    if (i == caps.size()) {
        if (left == 0)
            out.push_back(hits);
        return;
    }
    for (int h = 0; h <= std::min(left, caps[i]); ++h) {
        hits[i] = h;
        spread(hits, caps, i + 1, left - h, out);
    }
    hits[i] = 0;
}

} // namespace

const char *kindName(Kind k)
{
    switch (k) {
    case Kind::Mortal: return "mortal";
    case Kind::Elemental: return "elemental";
    case Kind::External: return "external";
    }
    return "mortal";
}

Kind beatenBy(Kind k)
{
    switch (k) {
    case Kind::Mortal: return Kind::Elemental;
    case Kind::Elemental: return Kind::External;
    case Kind::External: return Kind::Mortal;
    }
    return Kind::Elemental;
}

const char *phaseName(Phase p)
{
    switch (p) {
    case Phase::Move: return "move";
    case Phase::Trial: return "trial";
    case Phase::Reward: return "reward";
    case Phase::Encounter: return "encounter";
    case Phase::EnemyRoll: return "enemy-attack";
    case Phase::AssignParty: return "party-damage";
    case Phase::PartyRoll: return "counter-attack";
    case Phase::AssignEnemy: return "enemy-damage";
    case Phase::Over: return "over";
    }
    return "over";
}

std::string cardProblem(const Card &c)
{
    if (c.name.empty())
        return "a card needs a name";
    if (c.vitality < 1 || c.vitality > kMaxVitality)
        return "vitality must be 1 to 30";
    if (c.offColor < 0 || c.offColor > kMaxVitality)
        return "the off-color bonus must be 0 to 30";
    if (c.ranged < 0 || c.ranged > kMaxVitality)
        return "the ranged value must be 0 to 30";
    for (const auto *list : {&c.lands, &c.versus}) {
        for (const Bonus &b : *list) {
            if (b.target.empty())
                return "a bonus needs a land or creature it applies to";
            if (b.amount < 1 || b.amount > kMaxVitality)
                return "a bonus must be +1 to +30";
        }
    }
    for (const std::string &i : c.immunities) {
        if (i.empty())
            return "an immunity needs a creature type or name";
    }
    return {};
}

std::string landProblem(const Land &l)
{
    if (l.name.empty())
        return "a land needs a name";
    if (l.number < 1 || l.number > kMaxVitality)
        return "a land's number must be 1 to 30";
    return {};
}

int deckOf(const Card &c)
{
    return c.vitality <= 4 ? 0 : c.vitality <= 8 ? 1 : 2;
}

bool targets(const std::string &target, const Card &c)
{
    return sameText(target, c.name) || sameText(target, kindName(c.kind));
}

bool strike(int face)
{
    return face >= 5;
}

bool State::operator==(const State &o) const
{
    const bool sameTable = table == o.table || (table && o.table && *table == *o.table);
    return sameTable && options == o.options && seed == o.seed && rollIndex == o.rollIndex && phase == o.phase
        && position == o.position && heroLevel == o.heroLevel && decks == o.decks && allies == o.allies
        && enemies == o.enemies && strikes == o.strikes && battleRound == o.battleRound && battles == o.battles
        && lost == o.lost && won == o.won;
}

void Table::index()
{
    landBonus.assign(cards.size() * lands.size(), 0);
    immune.assign(cards.size() * cards.size(), 0);
    for (std::size_t c = 0; c < cards.size(); ++c) {
        for (std::size_t l = 0; l < lands.size(); ++l) {
            for (const Bonus &b : cards[c].lands) {
                if (sameText(b.target, lands[l].name))
                    landBonus[c * lands.size() + l] += b.amount;
            }
        }
        for (std::size_t o = 0; o < cards.size(); ++o) {
            for (const std::string &t : cards[c].immunities) {
                if (targets(t, cards[o]))
                    immune[c * cards.size() + o] = 1;
            }
        }
    }
}

const Land *State::land() const
{
    if (position < 1 || position > lands())
        return nullptr;
    return &table->lands[at(position - 1)];
}

std::string start(State &out, Table table, Options options, std::uint64_t seed, bool shuffleLands, bool shuffleDecks,
                  const std::vector<int> &allies)
{
    if (table.lands.empty() || table.lands.size() > std::size_t(kMaxLands))
        return "the spiral needs 1 to 60 lands";
    for (std::size_t i = 0; i < table.cards.size(); ++i) {
        if (const std::string p = cardProblem(table.cards[i]); !p.empty())
            return "card " + std::to_string(i) + ": " + p;
    }
    for (std::size_t i = 0; i < table.lands.size(); ++i) {
        if (const std::string p = landProblem(table.lands[i]); !p.empty())
            return "land " + std::to_string(i) + ": " + p;
    }
    State s;
    s.options = options;
    s.seed = seed;
    // Two streams of our own generator, apart from the rolls' (dice.h): the spiral and the decks.
    game::SplitMix64 landRng(seed ^ 0x5e1a1d5ULL);
    game::SplitMix64 deckRng(seed ^ 0xdec35ULL);
    if (shuffleLands) {
        std::vector<int> order(table.lands.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = static_cast<int>(i);
        shuffle(order, landRng);
        std::vector<Land> laid;
        for (int i : order)
            laid.push_back(table.lands[at(i)]);
        table.lands = std::move(laid);
    }
    for (std::size_t i = 0; i < table.cards.size(); ++i)
        s.decks[at(deckOf(table.cards[i]))].push_back(static_cast<int>(i));
    if (shuffleDecks) {
        for (auto &d : s.decks)
            shuffle(d, deckRng);
    }
    std::vector<int> first = allies;
    if (first.empty()) {
        if (s.decks[0].size() < 2)
            return "the first deck (vitality up to 4) needs at least two creatures: the starting allies";
        first = {s.decks[0][0], s.decks[0][1]};
    }
    if (first.size() != 2 || first[0] == first[1])
        return "two different starting allies";
    for (int id : first) {
        if (!contains(s.decks[0], id))
            return "a starting ally is a creature of the first deck (vitality up to 4)";
        s.decks[0].erase(std::find(s.decks[0].begin(), s.decks[0].end(), id));
        s.allies.push_back(Creature{id});
    }
    table.index();
    s.table = std::make_shared<const Table>(std::move(table));
    out = std::move(s);
    return {};
}

int effectiveVitality(const State &s, const Creature &c, bool)
{
    const Card &card = s.card(c.card);
    return card.vitality - c.damage + landBonus(s, c.card) + c.battleBonus;
}

int enemyDice(const State &s)
{
    int n = 0;
    for (const Creature &c : s.enemies)
        n += strength(s, c, true);
    return std::min(kEnemyDice, n);
}

int counterDice(const State &s)
{
    const Land *land = s.land();
    int n = s.heroLevel;
    for (const Creature &c : s.allies) {
        const int ranged = s.card(c.card).ranged;
        if (!c.hit)
            n += strength(s, c, false);
        else if (ranged > 0 && (!land || land->ranged)) // E-RANGED
            n += ranged;
    }
    return std::min(kCounterDice, n);
}

int diceFor(const State &s)
{
    switch (s.phase) {
    case Phase::Trial: return 2;
    case Phase::EnemyRoll: return enemyDice(s);
    case Phase::PartyRoll: return counterDice(s);
    default: return 0;
    }
}

Refusal validate(const State &s, int seat, const Action &a)
{
    if (seat != 0)
        return refuse("NOT_THE_PLAYER", "E-SEAT");
    if (s.phase == Phase::Over)
        return refuse("GAME_OVER", "E-END");
    if (std::holds_alternative<Advance>(a)) {
        if (s.phase != Phase::Move)
            return refuse("NOT_NOW", "E-MOVE");
        return {};
    }
    if (const auto *r = std::get_if<Roll>(&a))
        return rollRefusal(s, *r);
    if (const auto *r = std::get_if<Recruit>(&a)) {
        if (s.phase != Phase::Reward)
            return refuse("NOT_NOW", "E-RECRUIT");
        if (s.decks[0].empty())
            return refuse("DECK_EMPTY", "E-RECRUIT");
        if (!contains(s.decks[0], r->card))
            return refuse("NOT_IN_FIRST_DECK", "E-RECRUIT", r->card);
        return {};
    }
    if (const auto *h = std::get_if<Heal>(&a)) {
        if (s.phase != Phase::Reward)
            return refuse("NOT_NOW", "E-HEAL");
        if (s.heroLevel == 1)
            return refuse("HERO_LEVEL_ONE", "E-HEAL", -1, 1);
        if (h->levels < 1 || h->levels > s.heroLevel - 1)
            return refuse("HEAL_TOO_MUCH", "E-HEAL", -1, s.heroLevel - 1);
        if (std::none_of(s.allies.begin(), s.allies.end(), [](const Creature &c) { return c.damage > 0; }))
            return refuse("NOTHING_TO_HEAL", "E-HEAL");
        return {};
    }
    if (std::holds_alternative<Skip>(a)) {
        if (s.phase != Phase::Reward)
            return refuse("NOT_NOW", "E-TRIAL");
        return {};
    }
    if (const auto *d = std::get_if<Draw>(&a)) {
        if (s.phase != Phase::Encounter)
            return refuse("NOT_NOW", "E-ENCOUNTER");
        const std::array<int, kDecks> n = drawCounts(s);
        const int total = n[0] + n[1] + n[2];
        if (static_cast<int>(d->cards.size()) != total)
            return refuse("DRAW_COUNT", "E-ENCOUNTER", -1, total);
        std::size_t i = 0;
        for (int deck = 0; deck < kDecks; ++deck) {
            for (int k = 0; k < n[at(deck)]; ++k, ++i) {
                const int card = d->cards[i];
                if (!contains(s.decks[at(deck)], card))
                    return refuse("WRONG_DECK", "E-ENCOUNTER-DRAW", card, deck);
                if (std::count(d->cards.begin(), d->cards.end(), card) > 1)
                    return refuse("DRAWN_TWICE", "E-ENCOUNTER", card);
            }
        }
        return {};
    }
    const auto &assign = std::get<Assign>(a);
    if (s.phase != Phase::AssignParty && s.phase != Phase::AssignEnemy)
        return refuse("NOT_NOW", "E-ASSIGN");
    return assignRefusal(s, assign);
}

std::string explain(const State &s, const Refusal &r)
{
    const std::string name = r.card >= 0 && s.table && r.card < static_cast<int>(s.table->cards.size()) ? s.card(r.card).name : "that card";
    const std::string n = std::to_string(r.limit);
    const std::string code(r.code);
    if (code.empty())
        return {};
    if (code == "TOO_MANY_HITS")
        return name + " has " + n + " vitality left: it can take at most " + n + (r.limit == 1 ? " hit" : " hits");
    if (code == "HERO_LEVEL_ONE")
        return r.rule == "E-HEAL" ? "your hero is level 1: he has no level to give for healing"
                                  : "your hero is level 1: he cannot take damage";
    if (code == "HERO_CANNOT_TAKE")
        return "your hero may give at most " + n + (r.limit == 1 ? " level" : " levels")
            + " while an ally can still take hits";
    if (code == "HEAL_TOO_MUCH")
        return "your hero can give at most " + n + (r.limit == 1 ? " level" : " levels") + " for healing";
    if (code == "IMMUNE")
        return name + " is immune: it cannot be assigned damage while the creature it is immune to stands";
    if (code == "HITS_NOT_ALL_ASSIGNED")
        return "assign exactly " + n + (r.limit == 1 ? " hit" : " hits");
    if (code == "NOTHING_TO_HEAL")
        return "no ally is damaged: there is nothing to heal";
    if (code == "DECK_EMPTY")
        return "the first deck is empty: there is no one to recruit";
    if (code == "NOT_IN_FIRST_DECK")
        return name + " is not in the first deck";
    if (code == "WRONG_DECK")
        return name + " is not in deck " + std::to_string(r.limit + 1);
    if (code == "DRAWN_TWICE")
        return name + " is drawn twice";
    if (code == "DRAW_COUNT")
        return "draw " + n + (r.limit == 1 ? " card" : " cards") + " for this encounter";
    if (code == "BAD_ROLL" || code == "TOO_MANY_STRIKES")
        return "this roll is " + n + (r.limit == 1 ? " die" : " dice");
    if (code == "NOT_THE_SEEDS_ROLL")
        return "these are not the faces the app rolled";
    if (code == "GAME_OVER")
        return "the adventure is over";
    return "not now: " + std::string(r.rule);
}

std::vector<Event> apply(State &s, int, const Action &a)
{
    std::vector<Event> out;
    out.reserve(4); // most actions have one to four effects
    if (std::holds_alternative<Advance>(a)) {
        ++s.position;
        out.push_back(ev("moved", -1, s.position));
        eliminate(s, out); // E-LAND: the last land's bonus has left
        if (s.position > s.lands())
            finish(s, true, out);
        else
            s.phase = Phase::Trial;
        return out;
    }
    if (const auto *r = std::get_if<Roll>(&a)) {
        const int dice = diceFor(s);
        ++s.rollIndex;
        if (s.phase == Phase::Trial) {
            const int sum = r->roll.faces[0] + r->roll.faces[1];
            const int number = s.land()->number;
            const bool encounter = sum > number || (s.options.tieEncounters && sum == number);
            Event e = ev("trial", -1, sum, number);
            e.strikes = encounter ? 1 : 0;
            e.hasRoll = true;
            e.roll = r->roll;
            out.push_back(e);
            s.phase = encounter ? Phase::Encounter : Phase::Reward;
            return out;
        }
        const int hits = strikesOf(*r);
        if (s.phase == Phase::EnemyRoll) {
            out.push_back(rollEvent("attack", *r, dice));
            s.strikes = hits;
            s.phase = hits > 0 ? Phase::AssignParty : Phase::PartyRoll;
            return out;
        }
        out.push_back(rollEvent("counter", *r, dice));
        s.strikes = hits;
        if (std::min(hits, totalCapacity(s, s.enemies, true)) > 0)
            s.phase = Phase::AssignEnemy;
        else
            newRound(s, out);
        return out;
    }
    if (const auto *r = std::get_if<Recruit>(&a)) {
        s.decks[0].erase(std::find(s.decks[0].begin(), s.decks[0].end(), r->card));
        s.allies.push_back(Creature{r->card});
        out.push_back(ev("recruited", r->card));
        s.phase = Phase::Move;
        return out;
    }
    if (const auto *h = std::get_if<Heal>(&a)) {
        s.heroLevel -= h->levels;
        for (Creature &c : s.allies)
            c.damage = std::max(0, c.damage - h->levels); // E-HEAL: never above the printed vitality
        out.push_back(ev("healed", -1, h->levels, s.heroLevel));
        s.phase = Phase::Move;
        return out;
    }
    if (std::holds_alternative<Skip>(a)) {
        out.push_back(ev("skipped"));
        s.phase = Phase::Move;
        return out;
    }
    if (const auto *d = std::get_if<Draw>(&a)) {
        for (int card : d->cards) {
            auto &deck = s.decks[at(deckOf(s.card(card)))];
            deck.erase(std::find(deck.begin(), deck.end(), card));
            s.enemies.push_back(Creature{card});
            out.push_back(ev("drew", card, deckOf(s.card(card))));
        }
        if (s.enemies.empty()) { // E-EMPTY-DECK
            out.push_back(ev("no-enemy"));
            s.phase = Phase::Move;
            return out;
        }
        startBattle(s, out);
        return out;
    }
    const auto &assign = std::get<Assign>(a);
    if (s.phase == Phase::AssignParty) {
        hitSide(s, s.allies, false, assign.hits, out);
        if (assign.hero > 0) {
            s.heroLevel = std::max(0, s.heroLevel - assign.hero);
            out.push_back(ev("hero-hit", -1, assign.hero, s.heroLevel));
        }
        s.strikes = 0;
        if (s.heroLevel == 0) // E-DEFEAT
            finish(s, false, out);
        else
            s.phase = Phase::PartyRoll;
        return out;
    }
    hitSide(s, s.enemies, true, assign.hits, out);
    s.strikes = 0;
    if (s.enemies.empty()) // E-VICTORY
        endBattle(s, out);
    else
        newRound(s, out);
    return out;
}

std::vector<Action> legalActions(const State &s, int seat)
{
    std::vector<Action> out;
    if (seat != 0)
        return out;
    switch (s.phase) {
    case Phase::Move: out.push_back(Advance{}); break;
    case Phase::Trial:
    case Phase::EnemyRoll:
    case Phase::PartyRoll: out.push_back(Roll{game::rollDice(s.seed, s.rollIndex, diceFor(s)), -1}); break;
    case Phase::Reward:
        if (!s.decks[0].empty())
            out.push_back(Recruit{s.decks[0].front()});
        for (int l = 1; l < s.heroLevel; ++l) {
            if (validate(s, seat, Heal{l}).ok())
                out.push_back(Heal{l});
        }
        out.push_back(Skip{});
        break;
    case Phase::Encounter: {
        Draw d;
        const std::array<int, kDecks> n = drawCounts(s);
        for (int deck = 0; deck < kDecks; ++deck) {
            for (int k = 0; k < n[at(deck)]; ++k)
                d.cards.push_back(s.decks[at(deck)][at(k)]);
        }
        out.push_back(d);
        break;
    }
    case Phase::AssignParty:
    case Phase::AssignEnemy: {
        const bool enemy = s.phase == Phase::AssignEnemy;
        const std::vector<Creature> &side = enemy ? s.enemies : s.allies;
        std::vector<int> caps;
        for (const Creature &c : side)
            caps.push_back(capacity(s, c, enemy));
        const int due = enemy ? std::min(s.strikes, totalCapacity(s, s.enemies, true)) : s.strikes;
        if (!enemy)
            caps.push_back(s.strikes); // the hero, last
        std::vector<int> hits(caps.size(), 0);
        std::vector<std::vector<int>> ways;
        spread(hits, caps, 0, due, ways);
        for (std::vector<int> &w : ways) {
            Assign as;
            if (!enemy) {
                as.hero = w.back();
                w.pop_back();
            }
            as.hits = std::move(w);
            if (validate(s, seat, as).ok())
                out.push_back(std::move(as));
        }
        break;
    }
    case Phase::Over: break;
    }
    return out;
}

Action randomAction(const State &s, std::mt19937_64 &rng)
{
    if (s.phase == Phase::AssignParty || s.phase == Phase::AssignEnemy) {
        const bool enemy = s.phase == Phase::AssignEnemy;
        const std::vector<Creature> &side = enemy ? s.enemies : s.allies;
        Assign as;
        std::vector<int> room;
        for (const Creature &c : side)
            room.push_back(capacity(s, c, enemy));
        if (!enemy)
            room.push_back(s.heroLevel - 1); // the hero's levels he may give
        as.hits.assign(side.size(), 0);
        const int due = enemy ? std::min(s.strikes, totalCapacity(s, s.enemies, true)) : s.strikes;
        std::vector<int> open;
        for (int k = 0; k < due; ++k) {
            open.clear();
            for (std::size_t i = 0; i < room.size(); ++i) {
                if (room[i] > 0)
                    open.push_back(static_cast<int>(i));
            }
            if (open.empty()) { // the allies are full: the hero takes the rest (E-DEFEAT)
                as.hero += due - k;
                break;
            }
            const int t = open[rng() % open.size()];
            --room[at(t)];
            if (t == static_cast<int>(side.size()))
                ++as.hero;
            else
                ++as.hits[at(t)];
        }
        return as;
    }
    switch (s.phase) {
    case Phase::Move: return Advance{};
    case Phase::Reward: {
        // Recruit, heal (1 to L - 1 levels, when an ally is damaged) or skip, each way alike.
        const bool recruit = !s.decks[0].empty();
        const bool damaged = std::any_of(s.allies.begin(), s.allies.end(), [](const Creature &c) { return c.damage > 0; });
        const int heals = damaged ? s.heroLevel - 1 : 0;
        const int pick = static_cast<int>(rng() % static_cast<std::uint64_t>((recruit ? 1 : 0) + heals + 1));
        if (recruit && pick == 0)
            return Recruit{s.decks[0].front()};
        if (pick < (recruit ? 1 : 0) + heals)
            return Heal{pick - (recruit ? 1 : 0) + 1};
        return Skip{};
    }
    case Phase::Encounter: return std::get<Draw>(legalActions(s, 0).front());
    default: break;
    }
    // A roll: the app's, from the seed.
    return Roll{game::rollDice(s.seed, s.rollIndex, diceFor(s)), -1};
}

std::uint64_t hash(const State &s)
{
    std::uint64_t h = 1469598103934665603ull;
    const auto mix = [&h](std::uint64_t v) {
        h ^= v;
        h *= 1099511628211ull;
    };
    mix(s.table ? s.table->cards.size() : 0);
    mix(s.table ? s.table->lands.size() : 0);
    if (s.table) {
        for (const Land &l : s.table->lands)
            mix(static_cast<std::uint64_t>(l.number) * 2 + (l.ranged ? 1 : 0));
    }
    mix((s.options.tieEncounters ? 1 : 0) | (s.options.drawsByDeck ? 2 : 0) | (s.options.berserkAllies ? 4 : 0)
        | (s.options.offColorDice ? 8 : 0));
    mix(s.seed);
    mix(s.rollIndex);
    mix(static_cast<std::uint64_t>(s.phase));
    for (int v : {s.position, s.heroLevel, s.strikes, s.battleRound, s.battles, s.lost, s.won ? 1 : 0})
        mix(static_cast<std::uint32_t>(v));
    for (const auto &d : s.decks) {
        mix(0xdeccULL);
        for (int c : d)
            mix(static_cast<std::uint32_t>(c));
    }
    for (const auto *side : {&s.allies, &s.enemies}) {
        mix(0x51deULL);
        for (const Creature &c : *side) {
            mix(static_cast<std::uint32_t>(c.card));
            mix(static_cast<std::uint32_t>(c.damage));
            mix(static_cast<std::uint32_t>(c.battleBonus));
            mix(static_cast<std::uint32_t>(c.offColor));
            mix(c.hit ? 1 : 0);
        }
    }
    return h;
}

std::vector<std::string> invariants(const State &s)
{
    std::vector<std::string> out;
    if (!s.table)
        return {"no table"};
    std::vector<int> seen(s.table->cards.size(), 0);
    const auto count = [&](int id) {
        if (id < 0 || id >= static_cast<int>(seen.size()))
            out.push_back("a card id out of the list");
        else
            ++seen[at(id)];
    };
    for (int d = 0; d < kDecks; ++d) {
        for (int c : s.decks[at(d)]) {
            count(c);
            if (c >= 0 && c < static_cast<int>(seen.size()) && deckOf(s.card(c)) != d)
                out.push_back("a card in another deck than its vitality's");
        }
    }
    for (const auto *side : {&s.allies, &s.enemies}) {
        for (const Creature &c : *side) {
            count(c.card);
            if (c.card >= 0 && c.card < static_cast<int>(seen.size()) && effectiveVitality(s, c, side == &s.enemies) <= 0)
                out.push_back("a creature at 0 vitality still in play");
            if (c.damage < 0)
                out.push_back("negative damage");
        }
    }
    if (std::any_of(seen.begin(), seen.end(), [](int n) { return n != 1; }))
        out.push_back("every card is in exactly one deck or party");
    if (s.position < 0 || s.position > s.lands() + 1)
        out.push_back("the hero off the spiral");
    if (s.heroLevel < 1 && !(s.phase == Phase::Over && !s.won))
        out.push_back("a hero below level 1 in play");
    const bool battle = s.phase == Phase::EnemyRoll || s.phase == Phase::AssignParty || s.phase == Phase::PartyRoll
        || s.phase == Phase::AssignEnemy;
    if (battle != !s.enemies.empty() && s.phase != Phase::Over)
        out.push_back("enemies outside a battle, or a battle without enemies");
    if (s.phase != Phase::Move && s.phase != Phase::Over && !s.land())
        out.push_back("a trial, reward or battle off the lands");
    if (s.strikes < 0 || s.strikes > kEnemyDice)
        out.push_back("strikes out of range");
    if (s.phase == Phase::Over && s.won && s.position != s.lands() + 1)
        out.push_back("won before the last stronghold");
    return out;
}

} // namespace xobos::espiral
