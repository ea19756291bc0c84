// SPDX-License-Identifier: GPL-3.0-or-later
#include "tech/techmodule.h"

#include <QJsonArray>
#include <QStringList>

namespace xobos::tech {

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

QString unitString(Unit u)
{
    return QString::fromLatin1(unitName(u));
}

std::optional<Unit> unitFrom(const QJsonValue &v)
{
    for (int t = 0; t < kUnitTypes; ++t) {
        if (v.isString() && v.toString() == QLatin1String(unitName(static_cast<Unit>(t))))
            return static_cast<Unit>(t);
    }
    return std::nullopt;
}

std::optional<Ruleset> rulesetFrom(const QJsonValue &v)
{
    for (Ruleset r : {Ruleset::Standard, Ruleset::V3}) {
        if (v.isString() && v.toString() == QLatin1String(rulesetName(r)))
            return r;
    }
    return std::nullopt;
}

std::optional<LineScoring> linesFrom(const QJsonValue &v)
{
    for (LineScoring l : {LineScoring::WhenFormed, LineScoring::EachRound}) {
        if (v.isString() && v.toString() == QLatin1String(lineScoringName(l)))
            return l;
    }
    return std::nullopt;
}

// A whole number under `key`, or an error added to `errors`.
int integer(const QJsonObject &o, const char *key, const QString &path, QStringList &errors)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble() || v.toDouble() != static_cast<double>(v.toInt()))
        errors << QStringLiteral("%1.%2: a whole number").arg(path, QLatin1String(key));
    return v.toInt();
}

QJsonArray ints(const std::array<int, kSeats> &a)
{
    return QJsonArray{a[0], a[1]};
}

QJsonArray perType(const std::array<std::array<int, kUnitTypes>, kSeats> &a)
{
    QJsonArray out;
    for (const auto &seat : a) {
        QJsonObject o;
        for (int t = 0; t < kUnitTypes; ++t)
            o[unitString(static_cast<Unit>(t))] = seat[at(t)];
        out.append(o);
    }
    return out;
}

void perTypeFrom(const QJsonValue &v, const QString &path, std::array<std::array<int, kUnitTypes>, kSeats> &a,
                 QStringList &errors)
{
    const QJsonArray arr = v.toArray();
    if (arr.size() != kSeats) {
        errors << path + QStringLiteral(": one object per seat");
        return;
    }
    for (int seat = 0; seat < kSeats; ++seat) {
        for (int t = 0; t < kUnitTypes; ++t)
            a[at(seat)][at(t)] = integer(arr[seat].toObject(), unitName(static_cast<Unit>(t)), path, errors);
    }
}

void intsFrom(const QJsonValue &v, const QString &path, std::array<int, kSeats> &a, QStringList &errors)
{
    const QJsonArray arr = v.toArray();
    if (arr.size() != kSeats) {
        errors << path + QStringLiteral(": one number per seat");
        return;
    }
    for (int seat = 0; seat < kSeats; ++seat) {
        if (!arr[seat].isDouble() || arr[seat].toDouble() != static_cast<double>(arr[seat].toInt()))
            errors << path + QStringLiteral(": whole numbers");
        a[at(seat)] = arr[seat].toInt();
    }
}

QJsonValue choiceJson(const std::optional<Choice> &c)
{
    if (!c)
        return QJsonValue::Null;
    return QJsonObject{{QStringLiteral("unit"), unitString(c->unit)}, {QStringLiteral("cell"), c->cell}};
}

// The public part of the state: everything but the sealed choices.
QJsonObject publicJson(const State &s)
{
    QJsonObject o;
    o[QStringLiteral("ruleset")] = QString::fromLatin1(rulesetName(s.ruleset));
    o[QStringLiteral("lineScoring")] = QString::fromLatin1(lineScoringName(s.lineScoring));
    o[QStringLiteral("round")] = s.round;
    o[QStringLiteral("phase")] = QString::fromLatin1(tech::phaseName(s.phase));
    o[QStringLiteral("firstPlayer")] = s.firstPlayer;
    o[QStringLiteral("toMove")] = s.toMove;
    o[QStringLiteral("acted")] = QJsonArray{s.acted[0], s.acted[1]};
    QJsonArray board;
    for (const Cell &c : s.board) {
        if (c.empty())
            board.append(QJsonValue::Null);
        else
            board.append(QJsonObject{{QStringLiteral("owner"), c.owner}, {QStringLiteral("unit"), unitString(c.unit)},
                                     {QStringLiteral("height"), c.height}});
    }
    o[QStringLiteral("board")] = board;
    o[QStringLiteral("supply")] = perType(s.supply);
    o[QStringLiteral("prison")] = perType(s.prison);
    o[QStringLiteral("killed")] = perType(s.killed);
    o[QStringLiteral("linePoints")] = ints(s.linePoints);
    o[QStringLiteral("bonus")] = ints(s.bonus);
    o[QStringLiteral("lines")] = QJsonArray{int(s.lines[0]), int(s.lines[1])};
    o[QStringLiteral("freshLines")] = QJsonArray{int(s.freshLines[0]), int(s.freshLines[1])};
    o[QStringLiteral("ties")] = s.ties;
    o[QStringLiteral("replacer")] = s.replacer;
    o[QStringLiteral("replaceUnit")] = unitString(s.replaceUnit);
    o[QStringLiteral("endedEarly")] = s.endedEarly;
    return o;
}

} // namespace

std::optional<State> TechRules::setup(const QJsonObject &json, QString *error)
{
    const QJsonValue ruleset = json.value(QStringLiteral("ruleset"));
    const auto rs = rulesetFrom(ruleset.isUndefined() ? QJsonValue(QStringLiteral("standard")) : ruleset);
    if (!rs) {
        setError(error, QStringLiteral("setup.ruleset: \"standard\" or \"v3\""));
        return std::nullopt;
    }
    const QJsonValue lines = json.value(QStringLiteral("lines"));
    const auto ls = linesFrom(lines.isUndefined() ? QJsonValue(QStringLiteral("when-formed")) : lines);
    if (!ls) {
        setError(error, QStringLiteral("setup.lines: \"when-formed\" or \"each-round\""));
        return std::nullopt;
    }
    const QJsonValue first = json.value(QStringLiteral("firstPlayer"));
    if (!first.isUndefined() && (!first.isDouble() || (first.toDouble() != 0 && first.toDouble() != 1))) {
        setError(error, QStringLiteral("setup.firstPlayer: 0 or 1"));
        return std::nullopt;
    }
    return start(first.toInt(0), *rs, *ls);
}

game::Violation TechRules::validate(const State &s, int seat, const Action &a)
{
    const Refusal r = tech::validate(s, seat, a);
    if (r.ok())
        return {};
    // No TECH reason rests on a sealed choice: a commit is refused only for what the table
    // sees (the space taken, the supply empty, the phase).
    return game::Violation{std::string(r.code), std::string(r.rule), true};
}

game::Visibility TechRules::visibility(const Event &e)
{
    return e.kind == "chose" ? game::Visibility::Seat : game::Visibility::Public;
}

bool TechRules::isReveal(const Event &e)
{
    return e.kind == "revealed" || e.kind == "phase" || e.kind == "over";
}

QJsonObject TechRules::actionToJson(const State &, const Action &a)
{
    QJsonObject o;
    if (const auto *c = std::get_if<Commit>(&a)) {
        o[QStringLiteral("type")] = QStringLiteral("commit");
        o[QStringLiteral("unit")] = unitString(c->unit);
        o[QStringLiteral("cell")] = c->cell;
    } else if (const auto *r = std::get_if<Replace>(&a)) {
        o[QStringLiteral("type")] = QStringLiteral("replace");
        o[QStringLiteral("cell")] = r->cell;
    } else if (const auto *d = std::get_if<Deploy>(&a)) {
        o[QStringLiteral("type")] = QStringLiteral("deploy");
        o[QStringLiteral("unit")] = unitString(d->unit);
        o[QStringLiteral("cell")] = d->cell;
    } else if (const auto *m = std::get_if<Move>(&a)) {
        o[QStringLiteral("type")] = QStringLiteral("move");
        o[QStringLiteral("from")] = m->from;
        o[QStringLiteral("to")] = m->to;
    } else if (const auto *k = std::get_if<Kill>(&a)) {
        o[QStringLiteral("type")] = QStringLiteral("kill");
        o[QStringLiteral("from")] = k->from;
        o[QStringLiteral("target")] = k->target;
    } else {
        o[QStringLiteral("type")] = QStringLiteral("pass");
    }
    return o;
}

std::optional<Action> TechRules::actionFromJson(const State &, const QJsonValue &json, QString *error)
{
    if (!json.isObject()) {
        setError(error, QStringLiteral("a TECH action is a JSON object"));
        return std::nullopt;
    }
    const QJsonObject o = json.toObject();
    const QString type = o.value(QStringLiteral("type")).toString();
    QStringList errors;
    const auto unit = [&]() {
        const auto u = unitFrom(o.value(QStringLiteral("unit")));
        if (!u)
            errors << QStringLiteral("action.unit: sword, archer or shield");
        return u.value_or(Unit::Sword);
    };
    const auto num = [&](const char *key) { return integer(o, key, QStringLiteral("action"), errors); };
    std::optional<Action> a;
    if (type == QLatin1String("commit"))
        a = Commit{unit(), num("cell")};
    else if (type == QLatin1String("replace"))
        a = Replace{num("cell")};
    else if (type == QLatin1String("deploy"))
        a = Deploy{unit(), num("cell")};
    else if (type == QLatin1String("move"))
        a = Move{num("from"), num("to")};
    else if (type == QLatin1String("kill"))
        a = Kill{num("from"), num("target")};
    else if (type == QLatin1String("pass"))
        a = Pass{};
    else
        errors << QStringLiteral("action.type: commit, replace, deploy, move, kill or pass");
    if (!errors.isEmpty()) {
        setError(error, errors.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    return a;
}

QJsonObject TechRules::eventToJson(const State &, const Event &e)
{
    QJsonObject o;
    o[QStringLiteral("type")] = QString::fromStdString(e.kind);
    const auto put = [&o](const char *key, int v) {
        if (v != -1)
            o[QLatin1String(key)] = v;
    };
    const auto putUnit = [&o](const char *key, int v) {
        if (v >= 0 && v < kUnitTypes)
            o[QLatin1String(key)] = unitString(static_cast<Unit>(v));
    };
    put("seat", e.seat);
    putUnit("unit", e.unit);
    put("cell", e.cell);
    put("from", e.from);
    putUnit("otherUnit", e.otherUnit);
    put("otherCell", e.otherCell);
    put("value", e.value);
    return o;
}

std::optional<Event> TechRules::eventFromJson(const State &, const QJsonValue &json, QString *error)
{
    static const char *const kinds[] = {"chose", "committed", "revealed", "deployed", "replaced", "bonus", "moved",
                                        "captured", "stacked", "killed", "passed", "line", "phase", "over"};
    const QJsonObject o = json.toObject();
    Event e;
    e.kind = o.value(QStringLiteral("type")).toString().toStdString();
    if (std::find_if(std::begin(kinds), std::end(kinds), [&](const char *k) { return e.kind == k; }) == std::end(kinds)) {
        setError(error, QStringLiteral("event.type: not a TECH event"));
        return std::nullopt;
    }
    QStringList errors;
    const auto get = [&](const char *key) {
        return o.contains(QLatin1String(key)) ? integer(o, key, QStringLiteral("event"), errors) : -1;
    };
    const auto getUnit = [&](const char *key) {
        if (!o.contains(QLatin1String(key)))
            return -1;
        const auto u = unitFrom(o.value(QLatin1String(key)));
        if (!u)
            errors << QStringLiteral("event.%1: sword, archer or shield").arg(QLatin1String(key));
        return u ? static_cast<int>(*u) : -1;
    };
    e.seat = get("seat");
    e.unit = getUnit("unit");
    e.cell = get("cell");
    e.from = get("from");
    e.otherUnit = getUnit("otherUnit");
    e.otherCell = get("otherCell");
    e.value = get("value");
    if (!errors.isEmpty()) {
        setError(error, errors.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    return e;
}

QJsonObject TechRules::stateToJson(const State &s)
{
    QJsonObject o = publicJson(s);
    o[QStringLiteral("sealed")] = QJsonArray{choiceJson(s.sealed.ownChoice(0)), choiceJson(s.sealed.ownChoice(1))};
    return o;
}

std::optional<State> TechRules::stateFromJson(const State &, const QJsonValue &json, QString *error)
{
    const QJsonObject o = json.toObject();
    const QString path = QStringLiteral("state");
    QStringList errors;
    State s;
    const auto rs = rulesetFrom(o.value(QStringLiteral("ruleset")));
    const auto ls = linesFrom(o.value(QStringLiteral("lineScoring")));
    if (!rs || !ls)
        errors << QStringLiteral("state.ruleset, state.lineScoring: standard or v3, when-formed or each-round");
    s.ruleset = rs.value_or(Ruleset::Standard);
    s.lineScoring = ls.value_or(LineScoring::WhenFormed);
    s.round = integer(o, "round", path, errors);
    bool phaseKnown = false;
    for (Phase p : {Phase::Deploy, Phase::Replace, Phase::Action, Phase::Bonus, Phase::Over}) {
        if (o.value(QStringLiteral("phase")).toString() == QLatin1String(tech::phaseName(p))) {
            s.phase = p;
            phaseKnown = true;
        }
    }
    if (!phaseKnown)
        errors << QStringLiteral("state.phase: deployment, re-placement, action, bonus or over");
    s.firstPlayer = integer(o, "firstPlayer", path, errors);
    s.toMove = integer(o, "toMove", path, errors);
    const QJsonArray acted = o.value(QStringLiteral("acted")).toArray();
    if (acted.size() != kSeats || !acted[0].isBool() || !acted[1].isBool())
        errors << QStringLiteral("state.acted: two booleans");
    else
        s.acted = {acted[0].toBool(), acted[1].toBool()};
    const QJsonArray board = o.value(QStringLiteral("board")).toArray();
    if (board.size() != kCells)
        errors << QStringLiteral("state.board: nine spaces");
    for (int c = 0; c < kCells && c < board.size(); ++c) {
        if (board[c].isNull())
            continue;
        const QJsonObject j = board[c].toObject();
        const QString cp = QStringLiteral("state.board[%1]").arg(c);
        Cell &cell = s.board[at(c)];
        cell.owner = integer(j, "owner", cp, errors);
        cell.height = integer(j, "height", cp, errors);
        const auto u = unitFrom(j.value(QStringLiteral("unit")));
        if (!u || cell.height < 1)
            errors << cp + QStringLiteral(": null, or a unit with a height of 1 to 3");
        cell.unit = u.value_or(Unit::Sword);
    }
    perTypeFrom(o.value(QStringLiteral("supply")), QStringLiteral("state.supply"), s.supply, errors);
    perTypeFrom(o.value(QStringLiteral("prison")), QStringLiteral("state.prison"), s.prison, errors);
    perTypeFrom(o.value(QStringLiteral("killed")), QStringLiteral("state.killed"), s.killed, errors);
    intsFrom(o.value(QStringLiteral("linePoints")), QStringLiteral("state.linePoints"), s.linePoints, errors);
    intsFrom(o.value(QStringLiteral("bonus")), QStringLiteral("state.bonus"), s.bonus, errors);
    for (const char *key : {"lines", "freshLines"}) {
        std::array<int, kSeats> masks{};
        intsFrom(o.value(QLatin1String(key)), QStringLiteral("state.%1").arg(QLatin1String(key)), masks, errors);
        for (int seat = 0; seat < kSeats; ++seat) {
            if (masks[at(seat)] < 0 || masks[at(seat)] > 255)
                errors << QStringLiteral("state.%1: masks of 0..255").arg(QLatin1String(key));
            (key[0] == 'l' ? s.lines : s.freshLines)[at(seat)] = static_cast<std::uint8_t>(masks[at(seat)]);
        }
    }
    s.ties = integer(o, "ties", path, errors);
    s.replacer = integer(o, "replacer", path, errors);
    const auto ru = unitFrom(o.value(QStringLiteral("replaceUnit")));
    if (!ru)
        errors << QStringLiteral("state.replaceUnit: sword, archer or shield");
    s.replaceUnit = ru.value_or(Unit::Sword);
    if (!o.value(QStringLiteral("endedEarly")).isBool())
        errors << QStringLiteral("state.endedEarly: a boolean");
    s.endedEarly = o.value(QStringLiteral("endedEarly")).toBool();
    const QJsonArray sealed = o.value(QStringLiteral("sealed")).toArray();
    if (sealed.size() != kSeats)
        errors << QStringLiteral("state.sealed: one choice or null per seat");
    for (int seat = 0; seat < kSeats && seat < sealed.size(); ++seat) {
        if (sealed[seat].isNull())
            continue;
        const QJsonObject j = sealed[seat].toObject();
        const auto u = unitFrom(j.value(QStringLiteral("unit")));
        if (!u)
            errors << QStringLiteral("state.sealed[%1].unit: sword, archer or shield").arg(seat);
        s.sealed.commit(seat, Choice{u.value_or(Unit::Sword), integer(j, "cell", QStringLiteral("state.sealed"), errors)});
    }
    if (errors.isEmpty()) {
        for (const std::string &p : tech::invariants(s))
            errors << QStringLiteral("state: inconsistent: %1").arg(QString::fromStdString(p));
    }
    if (!errors.isEmpty()) {
        setError(error, errors.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    return s;
}

QJsonObject TechRules::viewToJson(const State &s, const game::Viewer &viewer)
{
    if (viewer.kind == game::Viewer::Kind::Referee)
        return stateToJson(s);
    QJsonObject o = publicJson(s);
    o[QStringLiteral("committed")] = QJsonArray{s.sealed.committed(0), s.sealed.committed(1)};
    if (viewer.kind == game::Viewer::Kind::Seat && viewer.seat >= 0 && viewer.seat < kSeats && s.sealed.committed(viewer.seat))
        o[QStringLiteral("choice")] = choiceJson(s.sealed.ownChoice(viewer.seat));
    o[QStringLiteral("points")] = QJsonArray{s.total(0), s.total(1)};
    return o;
}

QJsonObject TechRules::scoreToJson(const State &s)
{
    QJsonObject o;
    QJsonArray seats;
    for (int seat = 0; seat < kSeats; ++seat) {
        seats.append(QJsonObject{{QStringLiteral("total"), s.total(seat)},
                                 {QStringLiteral("board"), boardPoints(s, seat)},
                                 {QStringLiteral("prisoners"), prisonPoints(s, seat)},
                                 {QStringLiteral("lines"), s.linePoints[at(seat)]},
                                 {QStringLiteral("pieces"), s.piecesOnBoard(seat)}});
    }
    o[QStringLiteral("seats")] = seats;
    // The ranking every host reads from a finished game (the library's winner column, the
    // players' statistics): both first in a shared win.
    QJsonArray ranking;
    for (int seat = 0; seat < kSeats; ++seat) {
        const int rank = s.winner() < 0 || s.winner() == seat ? 1 : 2;
        ranking.append(QJsonObject{{QStringLiteral("player"), seat}, {QStringLiteral("score"), s.total(seat)},
                                   {QStringLiteral("rank"), rank}});
    }
    o[QStringLiteral("lines")] = ranking;
    o[QStringLiteral("winner")] = s.winner();
    o[QStringLiteral("endedEarly")] = s.endedEarly;
    o[QStringLiteral("round")] = s.round;
    return o;
}

State TechRules::perturbHidden(const State &s, int seat, std::uint64_t salt)
{
    State out = s;
    if (seat < 0 || seat >= kSeats || !s.sealed.committed(seat))
        return out;
    const Choice mine = *s.sealed.ownChoice(seat);
    const int options = kUnitTypes * kCells;
    for (int i = 0; i < options; ++i) {
        const int k = static_cast<int>((salt + static_cast<std::uint64_t>(i)) % static_cast<std::uint64_t>(options));
        const Choice c{static_cast<Unit>(k / kCells), k % kCells};
        if (c == mine || s.supply[at(seat)][at(k / kCells)] <= 0 || !s.board[at(c.cell)].empty())
            continue;
        out.sealed = game::SealedChoices<Choice>(kSeats);
        for (int q = 0; q < kSeats; ++q) {
            if (q == seat)
                out.sealed.commit(q, c);
            else if (s.sealed.committed(q))
                out.sealed.commit(q, *s.sealed.ownChoice(q));
        }
        return out;
    }
    return out;
}

} // namespace xobos::tech
