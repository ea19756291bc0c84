// SPDX-License-Identifier: GPL-3.0-or-later
#include "xobos/module/xobosmodule.h"

#include "xobos/io/actioncodec.h"
#include "xobos/io/boardio.h"
#include "xobos/io/eventcodec.h"
#include "xobos/io/statecodec.h"
#include "xobos/io/viewcodec.h"
#include "xobos/rules/scoring.h"
#include "xobos/rules/view.h"

#include <QJsonArray>

namespace xobos::module {

namespace {

void setError(QString *error, const QString &text)
{
    if (error)
        *error = text;
}

void setError(QString *error, const QStringList &errors)
{
    setError(error, errors.join(QStringLiteral("; ")));
}

} // namespace

QJsonObject setupOptionsToJson(const rules::SetupOptions &s)
{
    QJsonObject o;
    o[QStringLiteral("players")] = s.players;
    QJsonArray names;
    for (const std::string &n : s.names)
        names.append(QString::fromStdString(n));
    o[QStringLiteral("names")] = names;
    o[QStringLiteral("variant")] = QString::fromLatin1(rules::variantName(s.variant));
    o[QStringLiteral("ruleset")] = io::rulesetToJson(s.ruleset);
    o[QStringLiteral("seed")] = io::seedToJson(s.seed);
    o[QStringLiteral("firstPlayer")] = s.firstPlayer;
    return o;
}

std::optional<rules::SetupOptions> setupOptionsFromJson(const QJsonObject &o, QString *error)
{
    rules::SetupOptions s;
    QStringList errors;
    s.players = o.value(QStringLiteral("players")).toInt(4);
    if (s.players < rules::kMinPlayers || s.players > rules::kMaxPlayers)
        errors << QStringLiteral("players: %1 to %2 players").arg(rules::kMinPlayers).arg(rules::kMaxPlayers);
    for (const QJsonValue &n : o.value(QStringLiteral("names")).toArray())
        s.names.push_back(n.toString().toStdString());
    if (o.contains(QStringLiteral("variant"))) {
        const QString variant = o.value(QStringLiteral("variant")).toString();
        bool known = false;
        for (auto v : {rules::Variant::FogOfWar, rules::Variant::ChecksAndBalances, rules::Variant::TrainingGround}) {
            if (variant == QLatin1String(rules::variantName(v))) {
                s.variant = v;
                known = true;
            }
        }
        if (!known)
            errors << QStringLiteral("variant: unknown variant \"%1\"").arg(variant);
    }
    if (o.contains(QStringLiteral("ruleset"))) {
        const QJsonValue value = o.value(QStringLiteral("ruleset"));
        if (const auto ruleset = io::rulesetFromJson(value, QStringLiteral("setup.ruleset"), &errors))
            s.ruleset = *ruleset;
        if (!value.toObject().contains(QStringLiteral("attackDestroysDefendingSources")))
            s.ruleset.attackDestroysDefendingSources = false;
    }
    if (o.contains(QStringLiteral("seed"))) {
        if (const auto seed = io::seedFromJson(o.value(QStringLiteral("seed")), QStringLiteral("setup.seed"), &errors))
            s.seed = *seed;
    }
    s.firstPlayer = o.value(QStringLiteral("firstPlayer")).toInt(-1);
    if (!errors.isEmpty()) {
        setError(error, errors);
        return std::nullopt;
    }
    return s;
}

bool isRevealEvent(rules::EventType t)
{
    using T = rules::EventType;
    switch (t) {
    case T::PhaseStarted:
    case T::RoundStarted:
    case T::TurnStarted:
    case T::TurnEnded:
    case T::BattleStarted:
    case T::PowerDeclared:
    case T::DamageDeclared:
    case T::GuardianDestroyed:
    case T::SheetsRevealed:
    case T::GameEnded:
    case T::PursuitOffered:
    case T::CounterattackDeclared:
    case T::CounterattackDeclined:
    case T::PlayerEliminated:
    case T::DevelopmentDone:
        return true;
    default:
        return false;
    }
}

std::optional<XobosRules::State> XobosRules::setup(const QJsonObject &json, QString *error)
{
    const QJsonValue boardValue = json.value(QStringLiteral("board"));
    std::optional<rules::Board> board;
    QStringList errors;
    if (boardValue.isString()) {
        io::BoardLoadResult r = io::loadBundledBoard(boardValue.toString());
        if (!r.ok()) {
            setError(error, QStringLiteral("board: no bundled board \"%1\" (known: %2)")
                                .arg(boardValue.toString(), io::bundledBoardNames().join(QStringLiteral(", "))));
            return std::nullopt;
        }
        board = std::move(r.board);
    } else if (boardValue.isObject()) {
        board = io::boardFromJson(boardValue.toObject(), &errors);
    } else {
        errors << QStringLiteral("board: a bundled board's name or a board object");
    }
    if (!board) {
        setError(error, errors);
        return std::nullopt;
    }
    const auto options = setupOptionsFromJson(json, error);
    if (!options)
        return std::nullopt;
    rules::SetupResult r = rules::standardSetup(std::make_shared<const rules::Board>(std::move(*board)), *options);
    if (!r.error.empty()) {
        setError(error, QString::fromStdString(r.error));
        return std::nullopt;
    }
    return std::move(r.state);
}

game::Violation XobosRules::validate(const State &s, int seat, const Action &a)
{
    const rules::Violation v = rules::validate(s, seat, a);
    if (v.ok())
        return {};
    return game::Violation{std::string(v.codeName()), std::string(v.rule()), rules::violationIsPublic(v.code)};
}

game::Visibility XobosRules::visibility(const Event &e)
{
    switch (e.visibility) {
    case rules::Visibility::Public:
        return game::Visibility::Public;
    case rules::Visibility::Private:
        return game::Visibility::Seat;
    case rules::Visibility::Referee:
        return game::Visibility::Referee;
    }
    return game::Visibility::Referee;
}

QJsonObject XobosRules::actionToJson(const State &s, const Action &a)
{
    return io::actionToJson(a, *s.board);
}

std::optional<XobosRules::Action> XobosRules::actionFromJson(const State &s, const QJsonValue &json, QString *error)
{
    QStringList errors;
    auto a = io::actionFromJson(json, *s.board, QStringLiteral("action"), &errors);
    if (!a)
        setError(error, errors);
    return a;
}

QJsonObject XobosRules::eventToJson(const State &s, const Event &e)
{
    return io::eventToJson(e, *s.board);
}

std::optional<XobosRules::Event> XobosRules::eventFromJson(const State &s, const QJsonValue &json, QString *error)
{
    QStringList errors;
    auto e = io::eventFromJson(json, *s.board, QStringLiteral("event"), &errors);
    if (!e)
        setError(error, errors);
    return e;
}

QJsonObject XobosRules::stateToJson(const State &s)
{
    return io::stateToJson(s);
}

std::optional<XobosRules::State> XobosRules::stateFromJson(const State &context, const QJsonValue &json, QString *error)
{
    QStringList errors;
    auto s = io::stateFromJson(json, context.board, QStringLiteral("state"), &errors);
    if (!s)
        setError(error, errors);
    return s;
}

QJsonObject XobosRules::viewToJson(const State &s, const game::Viewer &viewer)
{
    rules::Viewer v;
    switch (viewer.kind) {
    case game::Viewer::Kind::Public:
        v = rules::Viewer::everyone();
        break;
    case game::Viewer::Kind::Seat:
        v = rules::Viewer::seat(viewer.seat);
        break;
    case game::Viewer::Kind::Referee:
        v = rules::Viewer::referee();
        break;
    }
    return io::viewToJson(rules::view(s, v), *s.board);
}

QJsonObject XobosRules::scoreToJson(const State &s)
{
    return io::scoreReportToJson(rules::computeScores(s));
}

XobosRules::State XobosRules::perturbHidden(const State &s, int seat, std::uint64_t salt)
{
    State out = s;
    if (seat < 0 || seat >= out.playerCount())
        return out;
    rules::PlayerState &p = out.players[static_cast<std::size_t>(seat)];
    p.resources += 1 + static_cast<int>(salt % 4);
    p.crystals += 1 + static_cast<int>((salt / 4) % 3);
    return out;
}

} // namespace xobos::module
