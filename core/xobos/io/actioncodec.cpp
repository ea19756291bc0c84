// SPDX-License-Identifier: GPL-3.0-or-later
#include "actioncodec.h"

#include "codecfields.h"

#include <array>
#include <utility>
#include <variant>

namespace xobos::io {

using namespace rules;

namespace {

constexpr int kMaxAmount = 99; // generous; keeps the engine's sums far from overflow

QString nameOf(const Action &a)
{
    const std::string_view n = actionName(a);
    return QString::fromLatin1(n.data(), static_cast<qsizetype>(n.size()));
}

// Writing: one overload per action kind.
struct Writer {
    const Board &board;
    QJsonObject &o;

    void operator()(const ChooseLeader &a) const { o[QStringLiteral("guardian")] = a.guardian; }
    void operator()(const MoveGuardian &a) const
    {
        o[QStringLiteral("guardian")] = a.guardian;
        o[QStringLiteral("to")] = spaceJson(board, a.to);
        o[QStringLiteral("seize")] = a.seize;
    }
    void operator()(const SwapGuardians &a) const
    {
        o[QStringLiteral("first")] = a.first;
        o[QStringLiteral("second")] = a.second;
    }
    void operator()(const MoveQuarks &a) const
    {
        o[QStringLiteral("from")] = spaceJson(board, a.from);
        o[QStringLiteral("to")] = spaceJson(board, a.to);
        o[QStringLiteral("count")] = a.count;
    }
    void operator()(const DeclareAttack &a) const
    {
        o[QStringLiteral("from")] = spaceJson(board, a.from);
        o[QStringLiteral("to")] = spaceJson(board, a.to);
    }
    void operator()(const Counterattack &a) const { o[QStringLiteral("accept")] = a.accept; }
    void operator()(const Pursue &a) const
    {
        o[QStringLiteral("accept")] = a.accept;
        o[QStringLiteral("guardian")] = a.guardian;
        o[QStringLiteral("quarks")] = a.quarks;
        o[QStringLiteral("seize")] = a.seize;
    }
    void operator()(const EndTurn &) const { }
    void operator()(const BreakConnection &a) const { o[QStringLiteral("guardian")] = a.guardian; }
    void operator()(const Connect &a) const
    {
        o[QStringLiteral("guardian")] = a.guardian;
        o[QStringLiteral("target")] = a.target;
        o[QStringLiteral("kind")] = QString::fromLatin1(connectionKindName(a.kind));
    }
    void operator()(const StartConstruction &a) const
    {
        o[QStringLiteral("guardian")] = a.guardian;
        o[QStringLiteral("building")] = QString::fromLatin1(buildingTypeName(a.type));
    }
    void operator()(const PayConstruction &a) const { o[QStringLiteral("guardian")] = a.guardian; }
    void operator()(const BuildReactor &a) const { o[QStringLiteral("space")] = spaceJson(board, a.space); }
    void operator()(const BreedQuark &a) const { o[QStringLiteral("space")] = spaceJson(board, a.space); }
    void operator()(const RebuildGuardian &a) const
    {
        o[QStringLiteral("guardian")] = a.guardian;
        o[QStringLiteral("space")] = spaceJson(board, a.space);
    }
    void operator()(const BuyTechnology &a) const { o[QStringLiteral("tech")] = QString::fromLatin1(techName(a.tech)); }
    void operator()(const UpgradeGuardian &a) const
    {
        o[QStringLiteral("guardian")] = a.guardian;
        o[QStringLiteral("kind")] = QString::fromLatin1(upgradeKindName(a.kind));
        o[QStringLiteral("count")] = a.count;
    }
    void operator()(const HealGuardian &a) const { o[QStringLiteral("guardian")] = a.guardian; }
    void operator()(const ArmWatchtower &a) const
    {
        o[QStringLiteral("space")] = spaceJson(board, a.space);
        o[QStringLiteral("crystals")] = a.crystals;
    }
    void operator()(const DemolishBuilding &a) const { o[QStringLiteral("space")] = spaceJson(board, a.space); }
    void operator()(const ChangeLeader &a) const { o[QStringLiteral("guardian")] = a.guardian; }
    void operator()(const EndDevelopment &) const { }
};

// Reading: fills the alternative named by "type"; false when a field was bad.
class Reader
{
public:
    Reader(FieldReader &f, const Board &board)
        : m_f(f)
        , m_board(board)
    { }

    bool ok() const { return m_ok; }

    int guardian(const char *key) { return need(m_f.integer(key, true, 0, kGuardiansPerPlayer - 1), 0); }
    int space(const char *key) { return need(m_f.space(key, m_board, true), kNoSpace); }
    int amount(const char *key, int fallback) { return keep(m_f.integer(key, false, -kMaxAmount, kMaxAmount), fallback); }
    bool flag(const char *key, bool fallback)
    {
        const QJsonValue v = m_f.value(key);
        if (!v.isUndefined() && !v.isBool()) {
            m_ok = false;
            m_f.error(QLatin1String(key), QStringLiteral("expected true or false, found %1").arg(describeJson(v)));
            return fallback;
        }
        return v.isUndefined() ? fallback : v.toBool();
    }
    int choice(const char *key, const QStringList &names, int fallback, bool required)
    {
        const bool present = m_f.has(key);
        const auto v = m_f.choice(key, names, required);
        if ((present || required) && !v)
            m_ok = false;
        return v.value_or(fallback);
    }

private:
    int need(std::optional<int> v, int fallback)
    {
        if (!v)
            m_ok = false;
        return v.value_or(fallback);
    }
    int keep(std::optional<int> v, int fallback)
    {
        return v.value_or(fallback);
    }

    FieldReader &m_f;
    const Board &m_board;
    bool m_ok = true;
};

template <class T> Action readAlternative(Reader &r);

template <> Action readAlternative<ChooseLeader>(Reader &r) { return ChooseLeader{r.guardian("guardian")}; }
template <> Action readAlternative<MoveGuardian>(Reader &r)
{
    MoveGuardian a;
    a.guardian = r.guardian("guardian");
    a.to = r.space("to");
    a.seize = r.flag("seize", false);
    return a;
}
template <> Action readAlternative<SwapGuardians>(Reader &r)
{
    SwapGuardians a;
    a.first = r.guardian("first");
    a.second = r.guardian("second");
    return a;
}
template <> Action readAlternative<MoveQuarks>(Reader &r)
{
    MoveQuarks a;
    a.from = r.space("from");
    a.to = r.space("to");
    a.count = r.amount("count", 1);
    return a;
}
template <> Action readAlternative<DeclareAttack>(Reader &r)
{
    DeclareAttack a;
    a.from = r.space("from");
    a.to = r.space("to");
    return a;
}
template <> Action readAlternative<Counterattack>(Reader &r) { return Counterattack{r.flag("accept", true)}; }
template <> Action readAlternative<Pursue>(Reader &r)
{
    Pursue a;
    a.accept = r.flag("accept", true);
    // A decline moves nothing: {"accept": false} alone is the decline (the engine refuses
    // a decline that names units, PURSUIT_DECLINE_MOVES_NOTHING).
    a.guardian = r.flag("guardian", a.accept);
    a.quarks = r.amount("quarks", 0);
    a.seize = r.flag("seize", false);
    return a;
}
template <> Action readAlternative<EndTurn>(Reader &) { return EndTurn{}; }
template <> Action readAlternative<BreakConnection>(Reader &r) { return BreakConnection{r.guardian("guardian")}; }
template <> Action readAlternative<Connect>(Reader &r)
{
    Connect a;
    a.guardian = r.guardian("guardian");
    a.target = r.guardian("target");
    a.kind = static_cast<ConnectionKind>(r.choice("kind", connectionKindNames(), 1, true));
    return a;
}
template <> Action readAlternative<StartConstruction>(Reader &r)
{
    StartConstruction a;
    a.guardian = r.guardian("guardian");
    a.type = static_cast<BuildingType>(r.choice("building", buildingTypeNames(), 0, true));
    return a;
}
template <> Action readAlternative<PayConstruction>(Reader &r) { return PayConstruction{r.guardian("guardian")}; }
template <> Action readAlternative<BuildReactor>(Reader &r) { return BuildReactor{r.space("space")}; }
template <> Action readAlternative<BreedQuark>(Reader &r) { return BreedQuark{r.space("space")}; }
template <> Action readAlternative<RebuildGuardian>(Reader &r)
{
    RebuildGuardian a;
    a.guardian = r.guardian("guardian");
    a.space = r.space("space");
    return a;
}
template <> Action readAlternative<BuyTechnology>(Reader &r)
{
    return BuyTechnology{static_cast<Tech>(r.choice("tech", techNames(), 0, true))};
}
template <> Action readAlternative<UpgradeGuardian>(Reader &r)
{
    UpgradeGuardian a;
    a.guardian = r.guardian("guardian");
    a.kind = static_cast<UpgradeKind>(r.choice("kind", upgradeKindNames(), 1, true));
    a.count = r.amount("count", 1);
    return a;
}
template <> Action readAlternative<HealGuardian>(Reader &r) { return HealGuardian{r.guardian("guardian")}; }
template <> Action readAlternative<ArmWatchtower>(Reader &r)
{
    ArmWatchtower a;
    a.space = r.space("space");
    a.crystals = r.amount("crystals", 1);
    return a;
}
template <> Action readAlternative<DemolishBuilding>(Reader &r) { return DemolishBuilding{r.space("space")}; }
template <> Action readAlternative<ChangeLeader>(Reader &r) { return ChangeLeader{r.guardian("guardian")}; }
template <> Action readAlternative<EndDevelopment>(Reader &) { return EndDevelopment{}; }

using ReadFn = Action (*)(Reader &);

template <std::size_t... I> constexpr std::array<ReadFn, sizeof...(I)> readTable(std::index_sequence<I...>)
{
    return {&readAlternative<std::variant_alternative_t<I, Action>>...};
}

constexpr auto kReaders = readTable(std::make_index_sequence<std::variant_size_v<Action>>());

} // namespace

QStringList actionTypeNames()
{
    static const QStringList names = [] {
        QStringList out;
        [&]<std::size_t... I>(std::index_sequence<I...>) {
            (out.append(nameOf(Action{std::in_place_index<I>})), ...);
        }(std::make_index_sequence<std::variant_size_v<Action>>());
        return out;
    }();
    return names;
}

QJsonObject actionToJson(const Action &action, const Board &board)
{
    QJsonObject o;
    o[QStringLiteral("type")] = nameOf(action);
    std::visit(Writer{board, o}, action);
    return o;
}

std::optional<Action> actionFromJson(const QJsonValue &value, const Board &board, const QString &path,
                                     QStringList *errors)
{
    if (!value.isObject()) {
        addError(errors, path, QStringLiteral("expected an action object, found %1").arg(describeJson(value)));
        return std::nullopt;
    }
    QStringList local;
    FieldReader f(value.toObject(), path, &local);
    const auto type = f.string("type", true);
    if (!type) {
        if (errors)
            errors->append(local);
        return std::nullopt;
    }
    const qsizetype kind = actionTypeNames().indexOf(*type);
    if (kind < 0) {
        addError(errors, f.pathOf(QStringLiteral("type")),
                 QStringLiteral("unknown action type \"%1\" (expected one of %2)")
                     .arg(*type, actionTypeNames().join(QStringLiteral(", "))));
        return std::nullopt;
    }
    Reader r(f, board);
    Action action = kReaders[static_cast<std::size_t>(kind)](r);
    f.finish();
    if (errors)
        errors->append(local);
    if (!local.isEmpty() || !r.ok())
        return std::nullopt;
    return action;
}

} // namespace xobos::io
