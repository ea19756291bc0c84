// SPDX-License-Identifier: GPL-3.0-or-later
#include "invaders/rules.h"

#include <algorithm>

namespace xobos::invaders {

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

Refusal refuse(const char *code, const char *rule)
{
    return Refusal{code, rule};
}

bool validZone(int z)
{
    return z >= 0 && z < kZones;
}

bool validSide(int s)
{
    return s == kMankind || s == kInvader;
}

bool validCount(int n)
{
    return n >= 1 && n <= kMaxCount;
}

Event ev(const char *kind, int side = kNone)
{
    Event e;
    e.kind = kind;
    e.side = side;
    return e;
}

bool full(const State &s, int side, int zone)
{
    return s.cardsIn(side, zone) == kSlots;
}

const Card *heroCard(const State &s)
{
    for (const auto &zone : s.cards[at(kMankind)]) {
        for (const Card &c : zone) {
            if (c.present && c.hero)
                return &c;
        }
    }
    return nullptr;
}

Card *heroCard(State &s)
{
    return const_cast<Card *>(heroCard(static_cast<const State &>(s)));
}

void finish(State &s, int winner, EndReason reason, std::vector<Event> &out)
{
    s.phase = Phase::Over;
    s.winner = winner;
    s.endReason = reason;
    Event e = ev("over", winner);
    e.value = static_cast<int>(reason);
    out.push_back(e);
}

// I-SKULL: the marker on the skull ends the game at once, Mankind the winner.
void moveMarker(State &s, int by, int asked, std::vector<Event> &out)
{
    const int after = std::clamp(s.marker + by, kSkull, kMarkerMax);
    Event e = ev("marker");
    e.value = asked;
    e.count = after - s.marker;
    e.power = after;
    s.marker = after;
    out.push_back(e);
    if (s.marker == kSkull)
        finish(s, kMankind, EndReason::Skull, out);
}

// Flips up to `count` cards of `side`'s deck onto his discard pile: as many as there are
// (I-DRAIN: do as much as you can). Returns the cards flipped.
int flip(State &s, int side, int count)
{
    const int n = std::min(count, s.deck[at(side)]);
    s.deck[at(side)] -= n;
    s.discard[at(side)] += n;
    return n;
}

void phaseEvent(State &s, std::vector<Event> &out)
{
    Event e = ev("phase", s.side);
    e.value = s.turn;
    e.name = phaseName(s.phase);
    out.push_back(e);
}

void endTurn(State &s, std::vector<Event> &out)
{
    ++s.turn;
    s.side = 1 - s.side;
    s.phase = Phase::Draw;
    s.plotUsed = false;
    s.drained = false;
    s.attacked = {};
    phaseEvent(s, out);
    // I-HERO-UPRIGHT: at the start of Mankind's turn his Hero is turned upright.
    if (s.side == kMankind) {
        if (Card *h = heroCard(s); h && h->turned) {
            h->turned = false;
            Event e = ev("hero", kMankind);
            e.value = 0;
            out.push_back(e);
        }
    }
}

// Checks shared by the entries of the Main and the Attack phase.
Refusal effectRefusal(const State &s, int seat, const Action &a)
{
    if (const auto *r = std::get_if<RemoveCard>(&a)) {
        if (!validSide(r->side))
            return refuse("BAD_SIDE", "I-SEATS");
        if (!validZone(r->zone))
            return refuse("BAD_ZONE", "I-ZONES");
        if (r->slot < 0 || r->slot >= kSlots)
            return refuse("BAD_SLOT", "I-SLOTS");
        const Card &c = s.cards[at(r->side)][at(r->zone)][at(r->slot)];
        if (!c.present)
            return refuse("NO_CARD_THERE", "I-SLOTS");
        if (c.hero)
            return refuse("HERO_STAYS", "I-HERO");
        return {};
    }
    if (const auto *p = std::get_if<SetPower>(&a)) {
        // I-POWER-CHANGE: a card's text changed the power of a card in play (its own or
        // another's); the Hero's too.
        if (!validSide(p->side))
            return refuse("BAD_SIDE", "I-SEATS");
        if (!validZone(p->zone))
            return refuse("BAD_ZONE", "I-ZONES");
        if (p->slot < 0 || p->slot >= kSlots)
            return refuse("BAD_SLOT", "I-SLOTS");
        const Card &c = s.cards[at(p->side)][at(p->zone)][at(p->slot)];
        if (!c.present)
            return refuse("NO_CARD_THERE", "I-SLOTS");
        if (p->power < 0 || p->power > kMaxPower)
            return refuse("BAD_POWER", "I-CARD-POWER");
        if (p->power == c.power)
            return refuse("POWER_UNCHANGED", "I-POWER-CHANGE");
        return {};
    }
    if (const auto *p = std::get_if<Pay>(&a)) {
        if (!validSide(p->side))
            return refuse("BAD_SIDE", "I-SEATS");
        if (!validCount(p->count))
            return refuse("BAD_COUNT", "I-COUNT");
        if (p->drain && p->count > s.deck[at(p->side)])
            return refuse("COST_TOO_HIGH", "I-COST");
        return {};
    }
    if (const auto *t = std::get_if<AddToken>(&a)) {
        if (!validZone(t->zone))
            return refuse("BAD_ZONE", "I-ZONES");
        if (s.zones[at(t->zone)].power() <= 0)
            return refuse("ZONE_POWER_ZERO", "I-TOKEN-ZERO");
        return {};
    }
    if (const auto *t = std::get_if<RemoveToken>(&a)) {
        if (!validZone(t->zone))
            return refuse("BAD_ZONE", "I-ZONES");
        if (seat != kMankind)
            return refuse("ONLY_MANKIND_REMOVES_TOKENS", "I-TOKEN-REMOVE");
        if (s.zones[at(t->zone)].tokens == 0)
            return refuse("NO_TOKEN", "I-TOKEN-REMOVE");
        return {};
    }
    if (std::holds_alternative<TurnHero>(a)) {
        const Card *h = heroCard(s);
        if (!h)
            return refuse("NO_HERO", "I-HERO");
        if (h->turned)
            return refuse("HERO_ALREADY_TURNED", "I-HERO");
        return {};
    }
    if (const auto *m = std::get_if<MoveMarker>(&a)) {
        if (m->by == 0 || m->by < -kMarkerMax || m->by > kMarkerMax)
            return refuse("BAD_COUNT", "I-MARKER-EFFECT");
        if (m->by > 0 && s.marker >= kMarkerMax)
            return refuse("MARKER_AT_TOP", "I-MARKER-MAX");
        return {};
    }
    if (const auto *d = std::get_if<CardDrain>(&a)) {
        if (!validCount(d->count))
            return refuse("BAD_COUNT", "I-COUNT");
        if (d->prevented < 0 || d->prevented > d->count)
            return refuse("PREVENT_TOO_MANY", "I-DRAIN-PREVENTED");
        return {};
    }
    if (const auto *d = std::get_if<CardDraw>(&a)) {
        if (d->side != -1 && !validSide(d->side))
            return refuse("BAD_SIDE", "I-SEATS");
        if (!validCount(d->count))
            return refuse("BAD_COUNT", "I-COUNT");
        return {};
    }
    return refuse("NOT_THIS_PHASE", "I-PHASE");
}

void applyEffect(State &s, int seat, const Action &a, std::vector<Event> &out)
{
    if (const auto *r = std::get_if<RemoveCard>(&a)) {
        Card &c = s.cards[at(r->side)][at(r->zone)][at(r->slot)];
        Event e = ev("removed", r->side);
        e.zone = r->zone;
        e.slot = r->slot;
        e.power = c.power;
        e.name = c.name;
        c = Card{};
        ++s.discard[at(r->side)];
        out.push_back(e);
    } else if (const auto *p = std::get_if<SetPower>(&a)) {
        Card &c = s.cards[at(p->side)][at(p->zone)][at(p->slot)];
        Event e = ev("power-changed", p->side);
        e.zone = p->zone;
        e.slot = p->slot;
        e.value = c.power;
        e.power = p->power;
        c.power = p->power;
        out.push_back(e);
    } else if (const auto *p = std::get_if<Pay>(&a)) {
        // I-DRAIN-COST: a cost drained is never a drain inflicted by the Invader.
        if (p->drain)
            flip(s, p->side, p->count);
        else
            s.discard[at(p->side)] += p->count;
        Event e = ev("paid", p->side);
        e.value = p->drain ? 1 : 0;
        e.count = p->count;
        out.push_back(e);
    } else if (const auto *t = std::get_if<AddToken>(&a)) {
        ++s.zones[at(t->zone)].tokens;
        Event e = ev("token", seat);
        e.zone = t->zone;
        e.value = 1;
        e.power = s.zones[at(t->zone)].power();
        out.push_back(e);
    } else if (const auto *t = std::get_if<RemoveToken>(&a)) {
        --s.zones[at(t->zone)].tokens;
        Event e = ev("token", seat);
        e.zone = t->zone;
        e.value = -1;
        e.power = s.zones[at(t->zone)].power();
        out.push_back(e);
    } else if (std::holds_alternative<TurnHero>(a)) {
        heroCard(s)->turned = true;
        Event e = ev("hero", kMankind);
        e.value = 1;
        out.push_back(e);
    } else if (const auto *m = std::get_if<MoveMarker>(&a)) {
        moveMarker(s, m->by, m->by, out);
    } else if (const auto *d = std::get_if<CardDrain>(&a)) {
        const int target = 1 - seat;
        const int flipped = flip(s, target, d->count - d->prevented);
        // I-DRAIN-CHECK: a drain is the Invader forcing Mankind to flip at least one card;
        // a prevented one (I-DRAIN-PREVENTED) or one from an empty deck flips none.
        if (seat == kInvader && flipped > 0)
            s.drained = true;
        Event e = ev("drained", target);
        e.count = d->count;
        e.prevented = d->prevented;
        e.value = flipped;
        out.push_back(e);
    } else if (const auto *d = std::get_if<CardDraw>(&a)) {
        // I-DECK-OUT, I-SIMULTANEOUS: a player who must draw from an empty deck loses; both at
        // once, Mankind wins.
        std::array<bool, kSeats> out_{};
        for (int side = 0; side < kSeats; ++side) {
            if (d->side != -1 && d->side != side)
                continue;
            const int n = std::min(d->count, s.deck[at(side)]);
            out_[at(side)] = n < d->count;
            s.deck[at(side)] -= n;
            Event e = ev("drew", side);
            e.count = n;
            e.value = s.deck[at(side)];
            out.push_back(e);
        }
        if (out_[0] && out_[1])
            finish(s, kMankind, EndReason::Simultaneous, out);
        else if (out_[0] || out_[1])
            finish(s, out_[0] ? kInvader : kMankind, EndReason::DeckOut, out);
    }
}

} // namespace

const char *zoneId(int zone)
{
    switch (zone) {
    case 0: return "pacific-rim";
    case 1: return "eurasia";
    case 2: return "africa";
    }
    return "";
}

const char *sideId(int side)
{
    return side == kInvader ? "invader" : "mankind";
}

const char *phaseName(Phase p)
{
    switch (p) {
    case Phase::Draw: return "draw";
    case Phase::Main: return "main";
    case Phase::Attack: return "attack";
    case Phase::Over: return "over";
    }
    return "over";
}

const char *endReasonName(EndReason r)
{
    switch (r) {
    case EndReason::None: return "none";
    case EndReason::Skull: return "skull";
    case EndReason::DeckOut: return "deck-out";
    case EndReason::Simultaneous: return "simultaneous";
    }
    return "none";
}

int State::cardsIn(int side, int zone) const
{
    int n = 0;
    for (const Card &c : cards[at(side)][at(zone)])
        n += c.present ? 1 : 0;
    return n;
}

int State::defence(int zone) const
{
    int n = zones[at(zone)].power();
    for (const Card &c : cards[at(kMankind)][at(zone)]) {
        // I-HERO-DEFENCE: a turned Hero's power does not count for defence.
        if (c.present && !(c.hero && c.turned))
            n += c.power;
    }
    return n;
}

int State::attack(int zone) const
{
    int n = 0;
    for (const Card &c : cards[at(kInvader)][at(zone)])
        n += c.present ? c.power : 0;
    return n;
}

Refusal checkSetup(const Setup &setup)
{
    for (int p : setup.printed) {
        if (p < 0 || p > kMaxPower)
            return refuse("BAD_POWER", "I-SETUP");
    }
    for (int d : setup.deck) {
        if (d < 0 || d > kMaxDeck)
            return refuse("BAD_DECK", "I-SETUP");
    }
    if (!validZone(setup.heroZone))
        return refuse("BAD_ZONE", "I-SETUP");
    if (setup.heroPower < 0 || setup.heroPower > kMaxPower)
        return refuse("BAD_POWER", "I-SETUP");
    if (!validSide(setup.first))
        return refuse("BAD_SIDE", "I-SETUP");
    return {};
}

State start(const Setup &setup)
{
    State s;
    for (int z = 0; z < kZones; ++z)
        s.zones[at(z)].printed = setup.printed[at(z)];
    s.deck = setup.deck;
    Card &hero = s.cards[at(kMankind)][at(setup.heroZone)][0];
    hero.present = true;
    hero.hero = true;
    hero.power = setup.heroPower;
    hero.name = "Heroes of the Resistance";
    s.first = setup.first;
    s.side = setup.first;
    return s;
}

Refusal validate(const State &s, int seat, const Action &a)
{
    if (!validSide(seat))
        return refuse("NOT_A_PLAYER", "I-SEATS");
    if (s.phase == Phase::Over)
        return refuse("GAME_OVER", "I-END");
    if (seat != s.side)
        return refuse("NOT_YOUR_TURN", "I-TURN");
    if (s.phase == Phase::Draw)
        return std::holds_alternative<Draw>(a) ? Refusal{} : refuse("MUST_DRAW_FIRST", "I-DRAW");
    if (std::holds_alternative<Draw>(a))
        return refuse("ALREADY_DREW", "I-DRAW");
    if (const auto *k = std::get_if<Attack>(&a)) {
        if (s.phase != Phase::Attack)
            return refuse("NOT_ATTACK_PHASE", "I-ATTACK");
        if (!validZone(k->zone))
            return refuse("BAD_ZONE", "I-ZONES");
        if (s.attacked[at(k->zone)])
            return refuse("ZONE_ALREADY_RESOLVED", "I-ATTACK");
        const int diff = std::max(0, s.attack(k->zone) - s.defence(k->zone));
        if (k->prevented < 0 || k->prevented > diff)
            return refuse("PREVENT_TOO_MANY", "I-DRAIN-PREVENTED");
        return {};
    }
    if (std::holds_alternative<EndPhase>(a)) {
        if (s.phase == Phase::Attack && !std::all_of(s.attacked.begin(), s.attacked.end(), [](bool b) { return b; }))
            return refuse("ATTACK_NOT_DONE", "I-ATTACK");
        return {};
    }
    const bool mainOnly = std::holds_alternative<Play>(a) || std::holds_alternative<Plot>(a) || std::holds_alternative<Dormant>(a);
    if (mainOnly && s.phase != Phase::Main)
        return refuse("NOT_MAIN_PHASE", "I-PHASE");
    if (const auto *p = std::get_if<Play>(&a)) {
        if (!validZone(p->zone))
            return refuse("BAD_ZONE", "I-ZONES");
        if (p->power < 0 || p->power > kMaxPower)
            return refuse("BAD_POWER", "I-CARD-POWER");
        if (p->name.size() > kMaxName)
            return refuse("NAME_TOO_LONG", "I-CARD-NAME");
        const bool isFull = full(s, seat, p->zone);
        if (p->sacrifice == -1)
            return isFull ? refuse("ZONE_FULL", "I-SLOTS") : Refusal{};
        if (p->sacrifice < 0 || p->sacrifice >= kSlots)
            return refuse("BAD_SLOT", "I-SLOTS");
        if (!isFull)
            return refuse("SACRIFICE_NOT_NEEDED", "I-SACRIFICE");
        if (s.cards[at(seat)][at(p->zone)][at(p->sacrifice)].hero)
            return refuse("HERO_STAYS", "I-HERO");
        return {};
    }
    if (const auto *p = std::get_if<Plot>(&a)) {
        if (seat != kInvader)
            return refuse("ONLY_INVADER_PLOTS", "I-PLOT");
        if (s.plotUsed)
            return refuse("PLOT_ALREADY_USED", "I-PLOT");
        if (p->draw && s.deck[at(seat)] == 0)
            return refuse("PLOT_DECK_EMPTY", "I-PLOT");
        return {};
    }
    if (const auto *d = std::get_if<Dormant>(&a)) {
        const int n = seat == kInvader ? kInvaderStrategies : kMankindStrategies;
        if (d->strategy < 1 || d->strategy > n)
            return refuse("BAD_STRATEGY", "I-DORMANT");
        if (s.dormantUsed[at(seat)] & (1u << (d->strategy - 1)))
            return refuse("DORMANT_ALREADY_USED", "I-DORMANT");
        return {};
    }
    return effectRefusal(s, seat, a);
}

std::vector<Event> apply(State &s, int seat, const Action &a)
{
    std::vector<Event> out;
    if (std::holds_alternative<Draw>(a)) {
        const int n = std::min(kDrawPerTurn, s.deck[at(seat)]);
        s.deck[at(seat)] -= n;
        Event e = ev("drew", seat);
        e.count = n;
        e.value = s.deck[at(seat)];
        out.push_back(e);
        if (n < kDrawPerTurn) { // I-DECK-OUT
            finish(s, 1 - seat, EndReason::DeckOut, out);
            return out;
        }
        s.phase = Phase::Main;
        phaseEvent(s, out);
        return out;
    }
    if (const auto *k = std::get_if<Attack>(&a)) {
        const int inv = s.attack(k->zone);
        const int def = s.defence(k->zone);
        const int diff = std::max(0, inv - def);
        const int flipped = flip(s, kMankind, diff - k->prevented);
        if (flipped > 0)
            s.drained = true;
        s.attacked[at(k->zone)] = true;
        Event e = ev("attack", kInvader);
        e.zone = k->zone;
        e.invader = inv;
        e.defence = def;
        e.value = diff;
        e.prevented = k->prevented;
        e.count = flipped;
        out.push_back(e);
        return out;
    }
    if (std::holds_alternative<EndPhase>(a)) {
        if (s.phase == Phase::Main && seat == kInvader) {
            s.phase = Phase::Attack;
            phaseEvent(s, out);
            return out;
        }
        if (s.phase == Phase::Attack) {
            // I-DRAIN-CHECK: no drain forced this turn: the marker moves down one, once.
            Event e = ev("check", kInvader);
            e.value = s.drained ? 0 : 1;
            e.count = s.drained ? 1 : 0;
            e.power = s.drained ? s.marker : s.marker - 1;
            out.push_back(e);
            if (!s.drained) {
                s.marker -= 1;
                if (s.marker == kSkull) {
                    finish(s, kMankind, EndReason::Skull, out);
                    return out;
                }
            }
        }
        endTurn(s, out);
        return out;
    }
    if (const auto *p = std::get_if<Play>(&a)) {
        auto &row = s.cards[at(seat)][at(p->zone)];
        Event e = ev("played", seat);
        e.zone = p->zone;
        e.power = p->power;
        e.name = p->name;
        int slot = p->sacrifice;
        if (slot != -1) {
            // I-SACRIFICE: the sacrificed card goes to its owner's discard pile.
            row[at(slot)] = Card{};
            ++s.discard[at(seat)];
            e.sacrificed = slot;
        } else {
            slot = static_cast<int>(std::find_if(row.begin(), row.end(), [](const Card &c) { return !c.present; }) - row.begin());
        }
        Card &c = row[at(slot)];
        c.present = true;
        c.power = p->power;
        c.name = p->name;
        e.slot = slot;
        out.push_back(e);
        return out;
    }
    if (const auto *p = std::get_if<Plot>(&a)) {
        s.plotUsed = true;
        Event e = ev("plot", seat);
        e.value = p->draw ? 0 : 1;
        out.push_back(e);
        if (p->draw) {
            --s.deck[at(seat)];
            Event d = ev("drew", seat);
            d.count = 1;
            d.value = s.deck[at(seat)];
            out.push_back(d);
        }
        moveMarker(s, -1, -1, out);
        return out;
    }
    if (const auto *d = std::get_if<Dormant>(&a)) {
        s.dormantUsed[at(seat)] = static_cast<std::uint8_t>(s.dormantUsed[at(seat)] | (1u << (d->strategy - 1)));
        Event e = ev("dormant", seat);
        e.value = d->strategy;
        out.push_back(e);
        return out;
    }
    applyEffect(s, seat, a, out);
    return out;
}

std::vector<int> actingSeats(const State &s)
{
    if (s.phase == Phase::Over)
        return {};
    return {s.side};
}

std::vector<Action> legalActions(const State &s, int seat)
{
    std::vector<Action> probe;
    if (s.phase == Phase::Draw) {
        probe.push_back(Draw{});
    } else {
        for (int z = 0; z < kZones; ++z) {
            probe.push_back(Attack{z, 0});
            for (int p = 1; p <= std::max(0, s.attack(z) - s.defence(z)); ++p)
                probe.push_back(Attack{z, p});
        }
        for (int z = 0; z < kZones; ++z) {
            for (int power = 0; power <= kMaxPower; ++power) {
                probe.push_back(Play{z, power, {}, -1});
                for (int slot = 0; slot < kSlots && validSide(seat) && full(s, seat, z); ++slot)
                    probe.push_back(Play{z, power, {}, slot});
            }
        }
        for (int side = 0; side < kSeats; ++side) {
            for (int z = 0; z < kZones; ++z) {
                for (int slot = 0; slot < kSlots; ++slot) {
                    if (!s.cards[at(side)][at(z)][at(slot)].present)
                        continue;
                    probe.push_back(RemoveCard{side, z, slot});
                    for (int power = 0; power <= kMaxPower; ++power)
                        probe.push_back(SetPower{side, z, slot, power});
                }
            }
            for (int n = 1; n <= kMaxCount; ++n) {
                probe.push_back(Pay{side, false, n});
                probe.push_back(Pay{side, true, n});
            }
        }
        probe.push_back(Plot{true});
        probe.push_back(Plot{false});
        for (int n = 1; n <= kInvaderStrategies; ++n)
            probe.push_back(Dormant{n});
        for (int z = 0; z < kZones; ++z) {
            probe.push_back(AddToken{z});
            probe.push_back(RemoveToken{z});
        }
        probe.push_back(TurnHero{});
        for (int by = -kMarkerMax; by <= kMarkerMax; ++by)
            probe.push_back(MoveMarker{by});
        for (int n = 1; n <= kMaxCount; ++n) {
            for (int p = 0; p <= n; ++p)
                probe.push_back(CardDrain{n, p});
        }
        for (int side = -1; side < kSeats; ++side) {
            for (int n = 1; n <= kMaxCount; ++n)
                probe.push_back(CardDraw{side, n});
        }
        probe.push_back(EndPhase{});
    }
    std::vector<Action> out;
    for (const Action &a : probe) {
        if (validate(s, seat, a).ok())
            out.push_back(a);
    }
    return out;
}

int round(const State &s)
{
    return (s.turn + 1) / 2;
}

std::uint64_t hash(const State &s)
{
    std::uint64_t h = 1469598103934665603ull;
    const auto mix = [&h](int v) {
        h ^= static_cast<std::uint64_t>(static_cast<std::uint32_t>(v));
        h *= 1099511628211ull;
    };
    for (const Zone &z : s.zones) {
        mix(z.printed);
        mix(z.tokens);
    }
    for (const auto &side : s.cards) {
        for (const auto &zone : side) {
            for (const Card &c : zone) {
                mix(c.present ? 1 : 0);
                mix(c.power);
                mix(c.hero ? 1 : 0);
                mix(c.turned ? 1 : 0);
                mix(static_cast<int>(c.name.size()));
                for (char ch : c.name)
                    mix(static_cast<unsigned char>(ch));
            }
        }
    }
    for (int side = 0; side < kSeats; ++side) {
        mix(s.deck[at(side)]);
        mix(s.discard[at(side)]);
        mix(s.dormantUsed[at(side)]);
    }
    mix(s.marker);
    mix(s.first);
    mix(s.turn);
    mix(s.side);
    mix(static_cast<int>(s.phase));
    mix(s.plotUsed ? 1 : 0);
    mix(s.drained ? 1 : 0);
    for (bool b : s.attacked)
        mix(b ? 1 : 0);
    mix(s.winner);
    mix(static_cast<int>(s.endReason));
    return h;
}

std::vector<std::string> invariants(const State &s)
{
    std::vector<std::string> out;
    if (s.marker < kSkull || s.marker > kMarkerMax)
        out.push_back("the marker off the track (0..12)");
    if (s.marker == kSkull && !(s.phase == Phase::Over && s.endReason == EndReason::Skull))
        out.push_back("the marker on the skull and the game not over by it");
    if ((s.phase == Phase::Over) != (s.endReason != EndReason::None) || (s.phase == Phase::Over) != validSide(s.winner))
        out.push_back("an end without a reason and a winner, or one with them before the end");
    if (!validSide(s.side) || !validSide(s.first) || s.turn < 1)
        out.push_back("a bad side, first player or turn");
    for (const Zone &z : s.zones) {
        if (z.printed < 0 || z.printed > kMaxPower || z.tokens < 0 || z.tokens > z.printed)
            out.push_back("a zone's power below 0 or its tokens out of range");
    }
    int heroes = 0;
    for (int side = 0; side < kSeats; ++side) {
        if (s.deck[at(side)] < 0 || s.discard[at(side)] < 0)
            out.push_back("a negative deck or discard count");
        if (s.dormantUsed[at(side)] >= (1u << kInvaderStrategies))
            out.push_back("a dormant strategy out of range");
        for (const auto &zone : s.cards[at(side)]) {
            for (const Card &c : zone) {
                if (!c.present && !(c == Card{}))
                    out.push_back("an empty slot holding values");
                if (c.present && (c.power < 0 || c.power > kMaxPower || c.name.size() > kMaxName))
                    out.push_back("a card with a power or name out of range");
                if (c.turned && !c.hero)
                    out.push_back("a turned card that is not the Hero");
                if (c.hero)
                    heroes += side == kMankind ? 1 : 100;
            }
        }
    }
    if (heroes != 1)
        out.push_back("Mankind has not exactly one Hero of the Resistance in play");
    if (s.phase == Phase::Attack && s.side != kInvader)
        out.push_back("an Attack phase on Mankind's turn");
    if (s.phase != Phase::Attack && s.phase != Phase::Over && std::any_of(s.attacked.begin(), s.attacked.end(), [](bool b) { return b; }))
        out.push_back("zones resolved outside the Attack phase");
    if (s.phase != Phase::Over && s.side == kMankind && (s.plotUsed || s.drained))
        out.push_back("the plot action or a drain marked on Mankind's turn");
    return out;
}

} // namespace xobos::invaders
