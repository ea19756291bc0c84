// SPDX-License-Identifier: GPL-3.0-or-later
#include "espiral/espiralmodule.h"

#include "espiral/cardimport.h"
#include "game/dicecodec.h"

#include <QJsonArray>
#include <QStringList>

#include <cmath>

namespace xobos::espiral {

namespace {

constexpr double kMaxExactDouble = 9007199254740992.0; // 2^53

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

bool whole(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() == static_cast<double>(v.toInt());
}

int integer(const QJsonObject &o, const char *key, const QString &path, QStringList &errors, int fallback = -1)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() && fallback != -1)
        return fallback;
    if (!whole(v)) {
        errors << QStringLiteral("%1.%2: a whole number").arg(path, QLatin1String(key));
        return 0;
    }
    return v.toInt();
}

QJsonValue seedJson(std::uint64_t seed)
{
    if (static_cast<double>(seed) < kMaxExactDouble)
        return static_cast<double>(seed);
    return QString::number(seed);
}

std::optional<std::uint64_t> seedFrom(const QJsonValue &v)
{
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (d >= 0 && d < kMaxExactDouble && std::floor(d) == d)
            return static_cast<std::uint64_t>(d);
    } else if (v.isString()) {
        bool ok = false;
        const std::uint64_t seed = v.toString().toULongLong(&ok);
        if (ok)
            return seed;
    }
    return std::nullopt;
}

QJsonArray intsJson(const std::vector<int> &v)
{
    QJsonArray a;
    for (int x : v)
        a.append(x);
    return a;
}

std::optional<std::vector<int>> intsFrom(const QJsonValue &v)
{
    if (!v.isArray())
        return std::nullopt;
    std::vector<int> out;
    for (const QJsonValue &x : v.toArray()) {
        if (!whole(x))
            return std::nullopt;
        out.push_back(x.toInt());
    }
    return out;
}

QJsonObject optionsJson(const Options &o)
{
    return QJsonObject{{QStringLiteral("tie"), o.tieEncounters ? QStringLiteral("encounter") : QStringLiteral("no-encounter")},
                       {QStringLiteral("draws"), o.drawsByDeck ? QStringLiteral("by-deck") : QStringLiteral("one-each")},
                       {QStringLiteral("berserk"), o.berserkAllies ? QStringLiteral("both") : QStringLiteral("enemies")},
                       {QStringLiteral("offColorDice"), o.offColorDice}};
}

// The options from an object (setup or state); absent keys keep the defaults.
bool optionsFrom(const QJsonObject &o, Options &out, QStringList &errors)
{
    const auto choice = [&](const char *key, const char *yes, const char *no, bool &field) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return;
        if (v.toString() == QLatin1String(yes))
            field = true;
        else if (v.toString() == QLatin1String(no))
            field = false;
        else
            errors << QStringLiteral("%1: \"%2\" or \"%3\"").arg(QLatin1String(key), QLatin1String(no), QLatin1String(yes));
    };
    choice("tie", "encounter", "no-encounter", out.tieEncounters);
    choice("draws", "by-deck", "one-each", out.drawsByDeck);
    choice("berserk", "both", "enemies", out.berserkAllies);
    const QJsonValue d = o.value(QStringLiteral("offColorDice"));
    if (!d.isUndefined() && !d.isBool())
        errors << QStringLiteral("offColorDice: true or false");
    out.offColorDice = d.toBool(out.offColorDice);
    return errors.isEmpty();
}

bool tableFrom(const QJsonObject &o, Table &t, QStringList &errors, const QString &path)
{
    const QJsonValue cards = o.value(QStringLiteral("cards"));
    const QJsonValue lands = o.value(QStringLiteral("lands"));
    if (!cards.isArray() || !lands.isArray()) {
        errors << path + QStringLiteral(": \"cards\" and \"lands\", two lists");
        return false;
    }
    for (qsizetype i = 0; i < cards.toArray().size(); ++i) {
        QString why;
        if (const auto c = cardFromJson(cards.toArray().at(i), &why))
            t.cards.push_back(*c);
        else
            errors << QStringLiteral("%1cards[%2]: %3").arg(path, QString::number(i), why);
    }
    for (qsizetype i = 0; i < lands.toArray().size(); ++i) {
        QString why;
        if (const auto l = landFromJson(lands.toArray().at(i), &why))
            t.lands.push_back(*l);
        else
            errors << QStringLiteral("%1lands[%2]: %3").arg(path, QString::number(i), why);
    }
    return errors.isEmpty();
}

QJsonObject creatureJson(const State &s, const Creature &c, bool enemy, bool derived)
{
    QJsonObject o{{QStringLiteral("card"), c.card}, {QStringLiteral("damage"), c.damage},
                  {QStringLiteral("battleBonus"), c.battleBonus}, {QStringLiteral("offColor"), c.offColor},
                  {QStringLiteral("hit"), c.hit}};
    if (derived)
        o[QStringLiteral("vitality")] = effectiveVitality(s, c, enemy);
    return o;
}

std::optional<Creature> creatureFrom(const QJsonValue &v, QStringList &errors, const QString &path)
{
    const QJsonObject o = v.toObject();
    Creature c;
    c.card = integer(o, "card", path, errors);
    c.damage = integer(o, "damage", path, errors);
    c.battleBonus = integer(o, "battleBonus", path, errors);
    c.offColor = integer(o, "offColor", path, errors);
    if (!o.value(QStringLiteral("hit")).isBool())
        errors << path + QStringLiteral(".hit: true or false");
    c.hit = o.value(QStringLiteral("hit")).toBool();
    return c;
}

QJsonObject publicJson(const State &s, bool derived)
{
    QJsonObject o;
    QJsonArray cards;
    for (const Card &c : s.table->cards)
        cards.append(cardToJson(c));
    QJsonArray lands;
    for (const Land &l : s.table->lands)
        lands.append(landToJson(l));
    o[QStringLiteral("cards")] = cards;
    o[QStringLiteral("lands")] = lands;
    o[QStringLiteral("options")] = optionsJson(s.options);
    o[QStringLiteral("rollIndex")] = static_cast<double>(s.rollIndex);
    o[QStringLiteral("phase")] = QString::fromLatin1(espiral::phaseName(s.phase));
    o[QStringLiteral("position")] = s.position;
    o[QStringLiteral("heroLevel")] = s.heroLevel;
    for (auto [key, side, enemy] : {std::tuple{"allies", &s.allies, false}, std::tuple{"enemies", &s.enemies, true}}) {
        QJsonArray a;
        for (const Creature &c : *side)
            a.append(creatureJson(s, c, enemy, derived));
        o[QLatin1String(key)] = a;
    }
    o[QStringLiteral("strikes")] = s.strikes;
    o[QStringLiteral("battleRound")] = s.battleRound;
    o[QStringLiteral("battles")] = s.battles;
    o[QStringLiteral("lost")] = s.lost;
    o[QStringLiteral("won")] = s.won;
    return o;
}

const char *const kEventKinds[] = {"moved", "trial", "recruited", "healed", "skipped", "drew", "no-enemy", "battle", "attack",
                                   "counter", "hit", "hero-hit", "killed", "round", "victory", "eliminated", "over"};

} // namespace

std::optional<State> EspiralRules::setup(const QJsonObject &json, QString *error)
{
    QStringList errors;
    static const QStringList known{QStringLiteral("cards"), QStringLiteral("lands"), QStringLiteral("spiral"),
                                   QStringLiteral("decks"), QStringLiteral("seed"), QStringLiteral("allies"),
                                   QStringLiteral("tie"), QStringLiteral("draws"), QStringLiteral("berserk"),
                                   QStringLiteral("offColorDice")};
    for (const QString &k : json.keys()) {
        if (!known.contains(k))
            errors << QStringLiteral("setup.%1: unknown field").arg(k);
    }
    Table table;
    tableFrom(json, table, errors, QStringLiteral("setup."));
    Options options;
    optionsFrom(json, options, errors);
    const auto order = [&](const char *key) {
        const QJsonValue v = json.value(QLatin1String(key));
        if (v.isUndefined() || v == QJsonValue(QStringLiteral("shuffled")))
            return true;
        if (v != QJsonValue(QStringLiteral("typed")))
            errors << QStringLiteral("setup.%1: \"typed\" (as given) or \"shuffled\" (from the seed)").arg(QLatin1String(key));
        return false;
    };
    const bool shuffleLands = order("spiral");
    const bool shuffleDecks = order("decks");
    std::uint64_t seed = 0;
    if (json.contains(QStringLiteral("seed"))) {
        const auto sd = seedFrom(json.value(QStringLiteral("seed")));
        if (!sd)
            errors << QStringLiteral("setup.seed: a whole number from 0");
        seed = sd.value_or(0);
    }
    std::vector<int> allies;
    if (json.contains(QStringLiteral("allies"))) {
        const auto a = intsFrom(json.value(QStringLiteral("allies")));
        if (!a)
            errors << QStringLiteral("setup.allies: two card numbers");
        allies = a.value_or(std::vector<int>{});
        for (int id : allies) {
            if (id < 0 || id >= static_cast<int>(table.cards.size()))
                errors << QStringLiteral("setup.allies: card %1 is not in the list").arg(id);
        }
    }
    if (!errors.isEmpty()) {
        setError(error, errors.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    State s;
    if (const std::string why = start(s, std::move(table), options, seed, shuffleLands, shuffleDecks, allies); !why.empty()) {
        setError(error, QStringLiteral("setup: %1").arg(QString::fromStdString(why)));
        return std::nullopt;
    }
    return s;
}

game::Violation EspiralRules::validate(const State &s, int seat, const Action &a)
{
    const Refusal r = espiral::validate(s, seat, a);
    if (r.ok())
        return {};
    return game::Violation{std::string(r.code), std::string(r.rule), true};
}

std::vector<int> EspiralRules::actingSeats(const State &s)
{
    if (s.phase == Phase::Over)
        return {};
    return {0};
}

bool EspiralRules::isReveal(const Event &e)
{
    return e.hasRoll || e.kind == "attack" || e.kind == "counter" || e.kind == "recruited" || e.kind == "drew" || e.kind == "over";
}

QJsonObject EspiralRules::actionToJson(const State &, const Action &a)
{
    QJsonObject o;
    if (std::holds_alternative<Advance>(a)) {
        o[QStringLiteral("type")] = QStringLiteral("advance");
    } else if (const auto *r = std::get_if<Roll>(&a)) {
        o[QStringLiteral("type")] = QStringLiteral("roll");
        if (r->strikes >= 0)
            o[QStringLiteral("strikes")] = r->strikes;
        else
            o[QStringLiteral("roll")] = game::rollToJson(r->roll);
    } else if (const auto *r = std::get_if<Recruit>(&a)) {
        o[QStringLiteral("type")] = QStringLiteral("recruit");
        o[QStringLiteral("card")] = r->card;
    } else if (const auto *h = std::get_if<Heal>(&a)) {
        o[QStringLiteral("type")] = QStringLiteral("heal");
        o[QStringLiteral("levels")] = h->levels;
    } else if (std::holds_alternative<Skip>(a)) {
        o[QStringLiteral("type")] = QStringLiteral("skip");
    } else if (const auto *d = std::get_if<Draw>(&a)) {
        o[QStringLiteral("type")] = QStringLiteral("draw");
        o[QStringLiteral("cards")] = intsJson(d->cards);
    } else {
        const auto &as = std::get<Assign>(a);
        o[QStringLiteral("type")] = QStringLiteral("assign");
        o[QStringLiteral("hits")] = intsJson(as.hits);
        o[QStringLiteral("hero")] = as.hero;
    }
    return o;
}

std::optional<Action> EspiralRules::actionFromJson(const State &, const QJsonValue &json, QString *error)
{
    if (!json.isObject()) {
        setError(error, QStringLiteral("an Espiral action is a JSON object"));
        return std::nullopt;
    }
    const QJsonObject o = json.toObject();
    const QString type = o.value(QStringLiteral("type")).toString();
    QStringList errors;
    const QString path = QStringLiteral("action");
    std::optional<Action> a;
    if (type == QLatin1String("advance")) {
        a = Advance{};
    } else if (type == QLatin1String("roll")) {
        Roll r;
        if (o.contains(QStringLiteral("strikes"))) {
            r.strikes = integer(o, "strikes", path, errors);
            if (r.strikes < 0)
                errors << QStringLiteral("action.strikes: 0 or more");
            if (o.contains(QStringLiteral("roll")))
                errors << QStringLiteral("action: faces (\"roll\") or a count of strikes, not both");
        } else {
            QString why;
            const auto roll = game::rollFromJson(o.value(QStringLiteral("roll")), &why);
            if (!roll)
                errors << QStringLiteral("action.roll: %1").arg(why);
            r.roll = roll.value_or(game::Roll{});
        }
        a = r;
    } else if (type == QLatin1String("recruit")) {
        a = Recruit{integer(o, "card", path, errors)};
    } else if (type == QLatin1String("heal")) {
        a = Heal{integer(o, "levels", path, errors)};
    } else if (type == QLatin1String("skip")) {
        a = Skip{};
    } else if (type == QLatin1String("draw")) {
        const auto cards = intsFrom(o.value(QStringLiteral("cards")));
        if (!cards)
            errors << QStringLiteral("action.cards: a list of card numbers");
        a = Draw{cards.value_or(std::vector<int>{})};
    } else if (type == QLatin1String("assign")) {
        const auto hits = intsFrom(o.value(QStringLiteral("hits")));
        if (!hits)
            errors << QStringLiteral("action.hits: a list of hits, one per creature");
        a = Assign{hits.value_or(std::vector<int>{}), integer(o, "hero", path, errors, 0)};
    } else {
        errors << QStringLiteral("action.type: advance, roll, recruit, heal, skip, draw or assign");
    }
    if (!errors.isEmpty()) {
        setError(error, errors.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    return a;
}

QJsonObject EspiralRules::eventToJson(const State &, const Event &e)
{
    QJsonObject o;
    o[QStringLiteral("type")] = QString::fromStdString(e.kind);
    const auto put = [&o](const char *key, int v) {
        if (v != -1)
            o[QLatin1String(key)] = v;
    };
    put("card", e.card);
    put("value", e.value);
    put("other", e.other);
    put("strikes", e.strikes);
    if (e.hasRoll)
        o[QStringLiteral("roll")] = game::rollToJson(e.roll);
    return o;
}

std::optional<Event> EspiralRules::eventFromJson(const State &, const QJsonValue &json, QString *error)
{
    const QJsonObject o = json.toObject();
    Event e;
    e.kind = o.value(QStringLiteral("type")).toString().toStdString();
    if (std::find_if(std::begin(kEventKinds), std::end(kEventKinds), [&](const char *k) { return e.kind == k; }) == std::end(kEventKinds)) {
        setError(error, QStringLiteral("event.type: not an Espiral event"));
        return std::nullopt;
    }
    QStringList errors;
    const auto get = [&](const char *key) {
        return o.contains(QLatin1String(key)) ? integer(o, key, QStringLiteral("event"), errors) : -1;
    };
    e.card = get("card");
    e.value = get("value");
    e.other = get("other");
    e.strikes = get("strikes");
    if (o.contains(QStringLiteral("roll"))) {
        QString why;
        const auto r = game::rollFromJson(o.value(QStringLiteral("roll")), &why);
        if (!r)
            errors << QStringLiteral("event.roll: %1").arg(why);
        e.hasRoll = true;
        e.roll = r.value_or(game::Roll{});
    }
    if (!errors.isEmpty()) {
        setError(error, errors.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    return e;
}

QJsonObject EspiralRules::stateToJson(const State &s)
{
    QJsonObject o = publicJson(s, false);
    o[QStringLiteral("seed")] = seedJson(s.seed);
    QJsonArray decks;
    for (const auto &d : s.decks)
        decks.append(intsJson(d));
    o[QStringLiteral("decks")] = decks;
    return o;
}

std::optional<State> EspiralRules::stateFromJson(const State &, const QJsonValue &json, QString *error)
{
    const QJsonObject o = json.toObject();
    const QString path = QStringLiteral("state");
    QStringList errors;
    State s;
    Table table;
    tableFrom(o, table, errors, QStringLiteral("state."));
    table.index();
    s.table = std::make_shared<const Table>(std::move(table));
    optionsFrom(o.value(QStringLiteral("options")).toObject(), s.options, errors);
    const auto seed = seedFrom(o.value(QStringLiteral("seed")));
    const auto index = seedFrom(o.value(QStringLiteral("rollIndex")));
    if (!seed || !index)
        errors << QStringLiteral("state.seed, state.rollIndex: whole numbers from 0");
    s.seed = seed.value_or(0);
    s.rollIndex = index.value_or(0);
    bool phaseKnown = false;
    for (int p = 0; p <= static_cast<int>(Phase::Over); ++p) {
        if (o.value(QStringLiteral("phase")).toString() == QLatin1String(espiral::phaseName(static_cast<Phase>(p)))) {
            s.phase = static_cast<Phase>(p);
            phaseKnown = true;
        }
    }
    if (!phaseKnown)
        errors << QStringLiteral("state.phase: not an Espiral phase");
    s.position = integer(o, "position", path, errors);
    s.heroLevel = integer(o, "heroLevel", path, errors);
    s.strikes = integer(o, "strikes", path, errors);
    s.battleRound = integer(o, "battleRound", path, errors);
    s.battles = integer(o, "battles", path, errors);
    s.lost = integer(o, "lost", path, errors);
    if (!o.value(QStringLiteral("won")).isBool())
        errors << QStringLiteral("state.won: true or false");
    s.won = o.value(QStringLiteral("won")).toBool();
    const QJsonArray decks = o.value(QStringLiteral("decks")).toArray();
    if (decks.size() != kDecks)
        errors << QStringLiteral("state.decks: three lists of card numbers");
    for (int d = 0; d < kDecks && d < decks.size(); ++d) {
        const auto ids = intsFrom(decks[d]);
        if (!ids)
            errors << QStringLiteral("state.decks[%1]: card numbers").arg(d);
        s.decks[at(d)] = ids.value_or(std::vector<int>{});
    }
    for (auto [key, side] : {std::pair{"allies", &s.allies}, std::pair{"enemies", &s.enemies}}) {
        const QJsonValue list = o.value(QLatin1String(key));
        if (!list.isArray())
            errors << QStringLiteral("state.%1: a list").arg(QLatin1String(key));
        for (const QJsonValue &c : list.toArray()) {
            if (const auto cr = creatureFrom(c, errors, QStringLiteral("state.%1").arg(QLatin1String(key))))
                side->push_back(*cr);
        }
    }
    if (errors.isEmpty()) {
        for (const std::string &p : espiral::invariants(s))
            errors << QStringLiteral("state: inconsistent: %1").arg(QString::fromStdString(p));
    }
    if (!errors.isEmpty()) {
        setError(error, errors.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    return s;
}

QJsonObject EspiralRules::viewToJson(const State &s, const game::Viewer &viewer)
{
    if (viewer.kind == game::Viewer::Kind::Referee)
        return stateToJson(s);
    // The decks' order and the seed would tell the next draws and rolls: counts only.
    QJsonObject o = publicJson(s, true);
    o[QStringLiteral("deckCounts")] = QJsonArray{static_cast<int>(s.decks[0].size()), static_cast<int>(s.decks[1].size()),
                                                 static_cast<int>(s.decks[2].size())};
    o[QStringLiteral("dice")] = diceFor(s);
    return o;
}

QJsonObject EspiralRules::scoreToJson(const State &s)
{
    // The ranking every host reads from a finished game (the library's winner column, the
    // players' statistics): the player first when the adventure is won; its score the
    // furthest land reached.
    const QJsonArray lines{QJsonObject{{QStringLiteral("player"), 0},
                                       {QStringLiteral("score"), std::min(s.position, s.lands())},
                                       {QStringLiteral("rank"), s.won ? 1 : 2}}};
    return QJsonObject{{QStringLiteral("lines"), lines},
                       {QStringLiteral("won"), s.won},
                       {QStringLiteral("furthest"), std::min(s.position, s.lands())},
                       {QStringLiteral("lands"), s.lands()},
                       {QStringLiteral("battles"), s.battles},
                       {QStringLiteral("lost"), s.lost},
                       {QStringLiteral("heroLevel"), s.heroLevel}};
}

std::optional<QJsonObject> EspiralRules::importFile(const QByteArray &data, QList<game::FileProblem> *problems)
{
    const CardImport imported = importCards(data);
    if (!imported.ok()) {
        if (problems) {
            for (const ImportProblem &p : imported.problems)
                problems->append(game::FileProblem{p.line, p.reason});
        }
        return std::nullopt;
    }
    QJsonArray cards;
    for (const Card &c : imported.cards)
        cards.append(cardToJson(c));
    QJsonArray lands;
    for (const Land &l : imported.lands)
        lands.append(landToJson(l));
    return QJsonObject{{QStringLiteral("cards"), cards}, {QStringLiteral("lands"), lands}};
}

} // namespace xobos::espiral
