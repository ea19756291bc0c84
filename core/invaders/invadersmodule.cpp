// SPDX-License-Identifier: GPL-3.0-or-later
#include "invaders/invadersmodule.h"

#include <QJsonArray>
#include <QStringList>

namespace xobos::invaders {

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

QString latin(const char *s)
{
    return QString::fromLatin1(s);
}

bool isWhole(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() == static_cast<double>(v.toInt());
}

// A whole number under `key`, or an error added to `errors`.
int integer(const QJsonObject &o, const char *key, const QString &path, QStringList &errors)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!isWhole(v))
        errors << QStringLiteral("%1.%2: a whole number").arg(path, QLatin1String(key));
    return v.toInt();
}

int optionalInteger(const QJsonObject &o, const char *key, int fallback, const QString &path, QStringList &errors)
{
    return o.contains(QLatin1String(key)) ? integer(o, key, path, errors) : fallback;
}

bool boolean(const QJsonObject &o, const char *key, const QString &path, QStringList &errors)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isBool())
        errors << QStringLiteral("%1.%2: true or false").arg(path, QLatin1String(key));
    return v.toBool();
}

std::optional<int> zoneFrom(const QJsonValue &v)
{
    for (int z = 0; z < kZones; ++z) {
        if (v.isString() && v.toString() == QLatin1String(zoneId(z)))
            return z;
    }
    return std::nullopt;
}

std::optional<int> sideFrom(const QJsonValue &v)
{
    for (int s = 0; s < kSeats; ++s) {
        if (v.isString() && v.toString() == QLatin1String(sideId(s)))
            return s;
    }
    return std::nullopt;
}

int zone(const QJsonObject &o, const QString &path, QStringList &errors)
{
    const auto z = zoneFrom(o.value(QStringLiteral("zone")));
    if (!z)
        errors << path + QStringLiteral(".zone: pacific-rim, eurasia or africa");
    return z.value_or(0);
}

int side(const QJsonObject &o, const char *key, const QString &path, QStringList &errors)
{
    const auto s = sideFrom(o.value(QLatin1String(key)));
    if (!s)
        errors << QStringLiteral("%1.%2: mankind or invader").arg(path, QLatin1String(key));
    return s.value_or(kMankind);
}

QJsonObject perSide(const std::array<int, kSeats> &a)
{
    return QJsonObject{{latin(sideId(kMankind)), a[0]}, {latin(sideId(kInvader)), a[1]}};
}

void perSideFrom(const QJsonValue &v, const QString &path, std::array<int, kSeats> &a, QStringList &errors)
{
    if (!v.isObject()) {
        errors << path + QStringLiteral(": {\"mankind\": n, \"invader\": n}");
        return;
    }
    for (int s = 0; s < kSeats; ++s)
        a[at(s)] = integer(v.toObject(), sideId(s), path, errors);
}

QJsonValue cardJson(const Card &c)
{
    if (!c.present)
        return QJsonValue::Null;
    QJsonObject o{{QStringLiteral("power"), c.power}};
    if (!c.name.empty())
        o[QStringLiteral("name")] = QString::fromStdString(c.name);
    if (c.hero) {
        o[QStringLiteral("hero")] = true;
        o[QStringLiteral("turned")] = c.turned;
    }
    return o;
}

std::string nameFrom(const QJsonObject &o, const QString &path, QStringList &errors)
{
    const QJsonValue v = o.value(QStringLiteral("name"));
    if (v.isUndefined())
        return {};
    if (!v.isString() || v.toString().isEmpty()) {
        errors << path + QStringLiteral(".name: a card's name, or no key");
        return {};
    }
    return v.toString().toStdString();
}

// The recorded facts, without what the view adds.
QJsonObject stateJson(const State &s)
{
    QJsonObject o;
    o[QStringLiteral("marker")] = s.marker;
    o[QStringLiteral("first")] = latin(sideId(s.first));
    o[QStringLiteral("turn")] = s.turn;
    o[QStringLiteral("side")] = latin(sideId(s.side));
    o[QStringLiteral("phase")] = latin(invaders::phaseName(s.phase));
    o[QStringLiteral("plotUsed")] = s.plotUsed;
    o[QStringLiteral("drained")] = s.drained;
    o[QStringLiteral("attacked")] = QJsonArray{s.attacked[0], s.attacked[1], s.attacked[2]};
    QJsonArray zones;
    for (const Zone &z : s.zones)
        zones.append(QJsonObject{{QStringLiteral("printed"), z.printed}, {QStringLiteral("tokens"), z.tokens}});
    o[QStringLiteral("zones")] = zones;
    QJsonObject cards;
    for (int side = 0; side < kSeats; ++side) {
        QJsonArray perZone;
        for (const auto &row : s.cards[at(side)]) {
            QJsonArray a;
            for (const Card &c : row)
                a.append(cardJson(c));
            perZone.append(a);
        }
        cards[latin(sideId(side))] = perZone;
    }
    o[QStringLiteral("cards")] = cards;
    o[QStringLiteral("deck")] = perSide(s.deck);
    o[QStringLiteral("discard")] = perSide(s.discard);
    QJsonObject dormant;
    for (int side = 0; side < kSeats; ++side) {
        QJsonArray used;
        for (int n = 1; n <= kInvaderStrategies; ++n) {
            if (s.dormantUsed[at(side)] & (1u << (n - 1)))
                used.append(n);
        }
        dormant[latin(sideId(side))] = used;
    }
    o[QStringLiteral("dormantUsed")] = dormant;
    o[QStringLiteral("winner")] = s.winner == -1 ? QJsonValue(QJsonValue::Null) : QJsonValue(latin(sideId(s.winner)));
    o[QStringLiteral("endReason")] = latin(endReasonName(s.endReason));
    return o;
}

} // namespace

std::optional<State> InvadersRules::setup(const QJsonObject &json, QString *error)
{
    QStringList errors;
    Setup setup;
    const QJsonValue zones = json.value(QStringLiteral("zones"));
    if (!zones.isObject())
        errors << QStringLiteral("setup.zones: the printed powers, {\"pacific-rim\": n, \"eurasia\": n, \"africa\": n}");
    for (int z = 0; z < kZones && zones.isObject(); ++z)
        setup.printed[at(z)] = integer(zones.toObject(), zoneId(z), QStringLiteral("setup.zones"), errors);
    const QJsonValue decks = json.value(QStringLiteral("decks"));
    if (!decks.isObject())
        errors << QStringLiteral("setup.decks: the draw decks' counts, {\"mankind\": n, \"invader\": n}");
    else
        perSideFrom(decks, QStringLiteral("setup.decks"), setup.deck, errors);
    const QJsonValue hero = json.value(QStringLiteral("hero"));
    if (!hero.isObject()) {
        errors << QStringLiteral("setup.hero: Mankind's Heroes of the Resistance, {\"zone\": …, \"power\": n}");
    } else {
        setup.heroZone = zone(hero.toObject(), QStringLiteral("setup.hero"), errors);
        setup.heroPower = integer(hero.toObject(), "power", QStringLiteral("setup.hero"), errors);
    }
    if (json.contains(QStringLiteral("first")))
        setup.first = side(json, "first", QStringLiteral("setup"), errors);
    if (errors.isEmpty()) {
        const Refusal r = checkSetup(setup);
        if (!r.ok())
            errors << QStringLiteral("setup: powers are 0 to %1 and decks 0 to %2 cards (%3)")
                          .arg(kMaxPower)
                          .arg(kMaxDeck)
                          .arg(QLatin1String(r.code.data(), static_cast<qsizetype>(r.code.size())));
    }
    if (!errors.isEmpty()) {
        setError(error, errors.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    return start(setup);
}

game::Violation InvadersRules::validate(const State &s, int seat, const Action &a)
{
    const Refusal r = invaders::validate(s, seat, a);
    if (r.ok())
        return {};
    return game::Violation{std::string(r.code), std::string(r.rule), true};
}

bool InvadersRules::isReveal(const Event &e)
{
    // What the table has seen happen and cannot take back: a draw, an Attack phase's
    // resolution, the drain check, a phase change, the end.
    return e.kind == "drew" || e.kind == "attack" || e.kind == "check" || e.kind == "phase" || e.kind == "over";
}

QJsonObject InvadersRules::actionToJson(const State &, const Action &a)
{
    QJsonObject o;
    const auto type = [&o](const char *t) { o[QStringLiteral("type")] = latin(t); };
    if (std::holds_alternative<Draw>(a)) {
        type("draw");
    } else if (const auto *p = std::get_if<Play>(&a)) {
        type("play");
        o[QStringLiteral("zone")] = latin(zoneId(p->zone));
        o[QStringLiteral("power")] = p->power;
        if (!p->name.empty())
            o[QStringLiteral("name")] = QString::fromStdString(p->name);
        if (p->sacrifice != -1)
            o[QStringLiteral("sacrifice")] = p->sacrifice;
    } else if (const auto *r = std::get_if<RemoveCard>(&a)) {
        type("remove");
        o[QStringLiteral("side")] = latin(sideId(r->side));
        o[QStringLiteral("zone")] = latin(zoneId(r->zone));
        o[QStringLiteral("slot")] = r->slot;
    } else if (const auto *p = std::get_if<SetPower>(&a)) {
        type("set-power");
        o[QStringLiteral("side")] = latin(sideId(p->side));
        o[QStringLiteral("zone")] = latin(zoneId(p->zone));
        o[QStringLiteral("slot")] = p->slot;
        o[QStringLiteral("power")] = p->power;
    } else if (const auto *p = std::get_if<Pay>(&a)) {
        type("pay");
        o[QStringLiteral("side")] = latin(sideId(p->side));
        o[QStringLiteral("cost")] = p->drain ? QStringLiteral("drain") : QStringLiteral("discard");
        o[QStringLiteral("count")] = p->count;
    } else if (const auto *p = std::get_if<Plot>(&a)) {
        type("plot");
        o[QStringLiteral("use")] = p->draw ? QStringLiteral("draw") : QStringLiteral("reduce");
    } else if (const auto *d = std::get_if<Dormant>(&a)) {
        type("dormant");
        o[QStringLiteral("strategy")] = d->strategy;
    } else if (const auto *t = std::get_if<AddToken>(&a)) {
        type("add-token");
        o[QStringLiteral("zone")] = latin(zoneId(t->zone));
    } else if (const auto *t = std::get_if<RemoveToken>(&a)) {
        type("remove-token");
        o[QStringLiteral("zone")] = latin(zoneId(t->zone));
    } else if (std::holds_alternative<TurnHero>(a)) {
        type("turn-hero");
    } else if (const auto *m = std::get_if<MoveMarker>(&a)) {
        type("marker");
        o[QStringLiteral("by")] = m->by;
    } else if (const auto *d = std::get_if<CardDrain>(&a)) {
        type("card-drain");
        o[QStringLiteral("count")] = d->count;
        o[QStringLiteral("prevented")] = d->prevented;
    } else if (const auto *d = std::get_if<CardDraw>(&a)) {
        type("card-draw");
        o[QStringLiteral("side")] = d->side == -1 ? QStringLiteral("both") : latin(sideId(d->side));
        o[QStringLiteral("count")] = d->count;
    } else if (const auto *k = std::get_if<Attack>(&a)) {
        type("attack");
        o[QStringLiteral("zone")] = latin(zoneId(k->zone));
        o[QStringLiteral("prevented")] = k->prevented;
    } else {
        type("end-phase");
    }
    return o;
}

std::optional<Action> InvadersRules::actionFromJson(const State &, const QJsonValue &json, QString *error)
{
    if (!json.isObject()) {
        setError(error, QStringLiteral("an Invaders action is a JSON object"));
        return std::nullopt;
    }
    const QJsonObject o = json.toObject();
    const QString type = o.value(QStringLiteral("type")).toString();
    const QString path = QStringLiteral("action");
    QStringList errors;
    const auto num = [&](const char *key) { return integer(o, key, path, errors); };
    std::optional<Action> a;
    if (type == QLatin1String("draw")) {
        a = Draw{};
    } else if (type == QLatin1String("play")) {
        a = Play{zone(o, path, errors), num("power"), nameFrom(o, path, errors), optionalInteger(o, "sacrifice", -1, path, errors)};
    } else if (type == QLatin1String("remove")) {
        a = RemoveCard{side(o, "side", path, errors), zone(o, path, errors), num("slot")};
    } else if (type == QLatin1String("set-power")) {
        a = SetPower{side(o, "side", path, errors), zone(o, path, errors), num("slot"), num("power")};
    } else if (type == QLatin1String("pay")) {
        const QString cost = o.value(QStringLiteral("cost")).toString();
        if (cost != QLatin1String("drain") && cost != QLatin1String("discard"))
            errors << QStringLiteral("action.cost: drain or discard");
        a = Pay{side(o, "side", path, errors), cost == QLatin1String("drain"), num("count")};
    } else if (type == QLatin1String("plot")) {
        const QString use = o.value(QStringLiteral("use")).toString();
        if (use != QLatin1String("draw") && use != QLatin1String("reduce"))
            errors << QStringLiteral("action.use: draw or reduce");
        a = Plot{use == QLatin1String("draw")};
    } else if (type == QLatin1String("dormant")) {
        a = Dormant{num("strategy")};
    } else if (type == QLatin1String("add-token")) {
        a = AddToken{zone(o, path, errors)};
    } else if (type == QLatin1String("remove-token")) {
        a = RemoveToken{zone(o, path, errors)};
    } else if (type == QLatin1String("turn-hero")) {
        a = TurnHero{};
    } else if (type == QLatin1String("marker")) {
        a = MoveMarker{num("by")};
    } else if (type == QLatin1String("card-drain")) {
        a = CardDrain{num("count"), optionalInteger(o, "prevented", 0, path, errors)};
    } else if (type == QLatin1String("card-draw")) {
        int s = -1;
        if (o.value(QStringLiteral("side")).toString() != QLatin1String("both"))
            s = side(o, "side", path, errors);
        a = CardDraw{s, num("count")};
    } else if (type == QLatin1String("attack")) {
        a = Attack{zone(o, path, errors), optionalInteger(o, "prevented", 0, path, errors)};
    } else if (type == QLatin1String("end-phase")) {
        a = EndPhase{};
    } else {
        errors << QStringLiteral("action.type: draw, play, remove, set-power, pay, plot, dormant, add-token, remove-token, turn-hero, "
                                 "marker, card-drain, card-draw, attack or end-phase");
    }
    if (!errors.isEmpty()) {
        setError(error, errors.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    return a;
}

namespace {

const char *const kEventKinds[] = {"drew", "played", "removed", "power-changed", "paid", "plot", "dormant", "token", "hero",
                                   "marker", "drained", "attack", "check", "phase", "over"};

struct IntField {
    const char *key;
    int Event::*member;
};

const IntField kIntFields[] = {{"slot", &Event::slot},           {"power", &Event::power},
                               {"count", &Event::count},         {"value", &Event::value},
                               {"invader", &Event::invader},     {"defence", &Event::defence},
                               {"prevented", &Event::prevented}, {"sacrificed", &Event::sacrificed}};

} // namespace

QJsonObject InvadersRules::eventToJson(const State &, const Event &e)
{
    QJsonObject o;
    o[QStringLiteral("type")] = QString::fromStdString(e.kind);
    if (e.side == kMankind || e.side == kInvader)
        o[QStringLiteral("side")] = latin(sideId(e.side));
    if (e.zone >= 0 && e.zone < kZones)
        o[QStringLiteral("zone")] = latin(zoneId(e.zone));
    for (const IntField &f : kIntFields) {
        if (e.*f.member != kNone)
            o[QLatin1String(f.key)] = e.*f.member;
    }
    if (!e.name.empty())
        o[QStringLiteral("name")] = QString::fromStdString(e.name);
    return o;
}

std::optional<Event> InvadersRules::eventFromJson(const State &, const QJsonValue &json, QString *error)
{
    const QJsonObject o = json.toObject();
    Event e;
    e.kind = o.value(QStringLiteral("type")).toString().toStdString();
    if (std::find_if(std::begin(kEventKinds), std::end(kEventKinds), [&](const char *k) { return e.kind == k; })
        == std::end(kEventKinds)) {
        setError(error, QStringLiteral("event.type: not an Invaders event"));
        return std::nullopt;
    }
    const QString path = QStringLiteral("event");
    QStringList errors;
    if (o.contains(QStringLiteral("side")))
        e.side = side(o, "side", path, errors);
    if (o.contains(QStringLiteral("zone")))
        e.zone = zone(o, path, errors);
    for (const IntField &f : kIntFields)
        e.*f.member = optionalInteger(o, f.key, kNone, path, errors);
    e.name = nameFrom(o, path, errors);
    if (!errors.isEmpty()) {
        setError(error, errors.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    return e;
}

QJsonObject InvadersRules::stateToJson(const State &s)
{
    return stateJson(s);
}

std::optional<State> InvadersRules::stateFromJson(const State &, const QJsonValue &json, QString *error)
{
    const QJsonObject o = json.toObject();
    const QString path = QStringLiteral("state");
    QStringList errors;
    State s;
    s.marker = integer(o, "marker", path, errors);
    s.first = side(o, "first", path, errors);
    s.turn = integer(o, "turn", path, errors);
    s.side = side(o, "side", path, errors);
    bool phaseKnown = false;
    for (Phase p : {Phase::Draw, Phase::Main, Phase::Attack, Phase::Over}) {
        if (o.value(QStringLiteral("phase")).toString() == QLatin1String(invaders::phaseName(p))) {
            s.phase = p;
            phaseKnown = true;
        }
    }
    if (!phaseKnown)
        errors << QStringLiteral("state.phase: draw, main, attack or over");
    s.plotUsed = boolean(o, "plotUsed", path, errors);
    s.drained = boolean(o, "drained", path, errors);
    const QJsonArray attacked = o.value(QStringLiteral("attacked")).toArray();
    if (attacked.size() != kZones)
        errors << QStringLiteral("state.attacked: three booleans");
    for (int z = 0; z < kZones && z < attacked.size(); ++z) {
        if (!attacked[z].isBool())
            errors << QStringLiteral("state.attacked: three booleans");
        s.attacked[at(z)] = attacked[z].toBool();
    }
    const QJsonArray zones = o.value(QStringLiteral("zones")).toArray();
    if (zones.size() != kZones)
        errors << QStringLiteral("state.zones: three zones");
    for (int z = 0; z < kZones && z < zones.size(); ++z) {
        const QString zp = QStringLiteral("state.zones[%1]").arg(z);
        s.zones[at(z)].printed = integer(zones[z].toObject(), "printed", zp, errors);
        s.zones[at(z)].tokens = integer(zones[z].toObject(), "tokens", zp, errors);
    }
    const QJsonObject cards = o.value(QStringLiteral("cards")).toObject();
    for (int side = 0; side < kSeats; ++side) {
        const QJsonArray perZone = cards.value(latin(sideId(side))).toArray();
        if (perZone.size() != kZones)
            errors << QStringLiteral("state.cards.%1: three zones of four row").arg(latin(sideId(side)));
        for (int z = 0; z < kZones && z < perZone.size(); ++z) {
            const QJsonArray row = perZone[z].toArray();
            if (row.size() != kSlots)
                errors << QStringLiteral("state.cards.%1[%2]: four row").arg(latin(sideId(side))).arg(z);
            for (int k = 0; k < kSlots && k < row.size(); ++k) {
                if (row[k].isNull())
                    continue;
                const QJsonObject c = row[k].toObject();
                const QString cp = QStringLiteral("state.cards.%1[%2][%3]").arg(latin(sideId(side))).arg(z).arg(k);
                Card &card = s.cards[at(side)][at(z)][at(k)];
                card.present = true;
                card.power = integer(c, "power", cp, errors);
                card.name = nameFrom(c, cp, errors);
                if (c.contains(QStringLiteral("hero"))) {
                    card.hero = boolean(c, "hero", cp, errors);
                    card.turned = boolean(c, "turned", cp, errors);
                    if (!card.hero)
                        errors << cp + QStringLiteral(".hero: true, or no key");
                }
            }
        }
    }
    perSideFrom(o.value(QStringLiteral("deck")), QStringLiteral("state.deck"), s.deck, errors);
    perSideFrom(o.value(QStringLiteral("discard")), QStringLiteral("state.discard"), s.discard, errors);
    const QJsonObject dormant = o.value(QStringLiteral("dormantUsed")).toObject();
    for (int side = 0; side < kSeats; ++side) {
        for (const QJsonValue &v : dormant.value(latin(sideId(side))).toArray()) {
            if (!isWhole(v) || v.toInt() < 1 || v.toInt() > kInvaderStrategies)
                errors << QStringLiteral("state.dormantUsed: strategies 1 to 5");
            else
                s.dormantUsed[at(side)] = static_cast<std::uint8_t>(s.dormantUsed[at(side)] | (1u << (v.toInt() - 1)));
        }
    }
    if (o.value(QStringLiteral("winner")).isNull())
        s.winner = -1;
    else
        s.winner = side(o, "winner", path, errors);
    bool reasonKnown = false;
    for (EndReason r : {EndReason::None, EndReason::Skull, EndReason::DeckOut, EndReason::Simultaneous}) {
        if (o.value(QStringLiteral("endReason")).toString() == QLatin1String(endReasonName(r))) {
            s.endReason = r;
            reasonKnown = true;
        }
    }
    if (!reasonKnown)
        errors << QStringLiteral("state.endReason: none, skull, deck-out or simultaneous");
    if (errors.isEmpty()) {
        for (const std::string &p : invaders::invariants(s))
            errors << QStringLiteral("state: inconsistent: %1").arg(QString::fromStdString(p));
    }
    if (!errors.isEmpty()) {
        setError(error, errors.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    return s;
}

QJsonObject InvadersRules::viewToJson(const State &s, const game::Viewer &)
{
    QJsonObject o = stateJson(s);
    QJsonArray battle;
    for (int z = 0; z < kZones; ++z) {
        const int attack = s.attack(z);
        const int defence = s.defence(z);
        battle.append(QJsonObject{{QStringLiteral("zone"), latin(zoneId(z))},
                                  {QStringLiteral("power"), s.zones[at(z)].power()},
                                  {QStringLiteral("attack"), attack},
                                  {QStringLiteral("defence"), defence},
                                  {QStringLiteral("drain"), std::max(0, attack - defence)}});
    }
    o[QStringLiteral("battle")] = battle;
    return o;
}

QJsonObject InvadersRules::scoreToJson(const State &s)
{
    QJsonObject o;
    o[QStringLiteral("winner")] = s.winner == -1 ? QJsonValue(QJsonValue::Null) : QJsonValue(latin(sideId(s.winner)));
    o[QStringLiteral("reason")] = latin(endReasonName(s.endReason));
    o[QStringLiteral("marker")] = s.marker;
    o[QStringLiteral("turn")] = s.turn;
    o[QStringLiteral("deck")] = perSide(s.deck);
    o[QStringLiteral("discard")] = perSide(s.discard);
    // The ranking every host reads from a finished game (the library's winner column, the
    // players' statistics): the winner first; a win scores 1, as Invaders keeps no points.
    QJsonArray ranking;
    for (int seat = 0; seat < kSeats; ++seat) {
        const bool won = s.winner == seat;
        ranking.append(QJsonObject{{QStringLiteral("player"), seat}, {QStringLiteral("score"), won ? 1 : 0},
                                   {QStringLiteral("rank"), won || s.winner == -1 ? 1 : 2}});
    }
    o[QStringLiteral("lines")] = ranking;
    return o;
}

} // namespace xobos::invaders
