// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheet/sheetcodec.h"

#include <QJsonDocument>

#include <type_traits>

namespace xobos::rules::sheet {

using namespace rules;

namespace {

template <typename E, typename NameFn>
std::optional<E> enumFromName(const QString &name, int count, NameFn fn)
{
    for (int i = 0; i < count; ++i) {
        if (name == QLatin1String(fn(static_cast<E>(i))))
            return static_cast<E>(i);
    }
    return std::nullopt;
}

QString str(const char *s) { return QString::fromLatin1(s); }

} // namespace

QByteArray sheetSetupToJson(const SheetSetup &setup)
{
    QJsonObject o;
    o[QStringLiteral("format")] = QLatin1String(kSheetFormat);
    o[QStringLiteral("version")] = kSheetFormatVersion;
    o[QStringLiteral("name")] = QString::fromStdString(setup.name);
    o[QStringLiteral("leader")] = setup.leader;
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::optional<SheetSetup> sheetSetupFromJson(const QByteArray &json, QString *error)
{
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String(kSheetFormat)) {
        if (error)
            *error = QStringLiteral("not a sheet-only game");
        return std::nullopt;
    }
    if (o.value(QStringLiteral("version")).toInt() > kSheetFormatVersion) {
        if (error)
            *error = QStringLiteral("sheet format version %1 is newer than this program").arg(o.value(QStringLiteral("version")).toInt());
        return std::nullopt;
    }
    SheetSetup s;
    s.name = o.value(QStringLiteral("name")).toString().toStdString();
    s.leader = o.value(QStringLiteral("leader")).toInt(-1);
    if (!checkSetup(s).ok()) {
        if (error)
            *error = QStringLiteral("the setup names no Leader");
        return std::nullopt;
    }
    return s;
}

QJsonObject sheetActionToJson(const SheetAction &action)
{
    QJsonObject o;
    o[QStringLiteral("type")] = QString::fromLatin1(sheetActionName(action).data(), static_cast<qsizetype>(sheetActionName(action).size()));
    std::visit(
        [&](const auto &m) {
            using T = std::decay_t<decltype(m)>;
            if constexpr (requires { m.guardian; })
                o[QStringLiteral("guardian")] = m.guardian;
            if constexpr (std::is_same_v<T, SheetConnect>) {
                o[QStringLiteral("target")] = m.target;
                o[QStringLiteral("kind")] = str(connectionKindName(m.kind));
            } else if constexpr (std::is_same_v<T, SheetStartConstruction>) {
                o[QStringLiteral("building")] = str(buildingTypeName(m.type));
            } else if constexpr (std::is_same_v<T, SheetBuyTechnology>) {
                o[QStringLiteral("tech")] = str(techName(m.tech));
            } else if constexpr (std::is_same_v<T, SheetUpgrade>) {
                o[QStringLiteral("kind")] = str(upgradeKindName(m.kind));
                o[QStringLiteral("count")] = m.count;
            } else if constexpr (std::is_same_v<T, SheetHealthChange>) {
                o[QStringLiteral("damage")] = m.damage;
            } else if constexpr (std::is_same_v<T, SheetGainCrystals> || std::is_same_v<T, SheetSpendCrystals>) {
                o[QStringLiteral("amount")] = m.amount;
                o[QStringLiteral("reason")] = str(crystalReasonName(m.reason));
            } else if constexpr (std::is_same_v<T, SheetBuildingLost>) {
                o[QStringLiteral("building")] = str(buildingTypeName(m.type));
                o[QStringLiteral("demolished")] = m.demolished;
            } else if constexpr (std::is_same_v<T, SheetBuildingSeized>) {
                o[QStringLiteral("building")] = str(buildingTypeName(m.type));
            }
        },
        action);
    return o;
}

std::optional<SheetAction> sheetActionFromJson(const QJsonObject &o, QString *error)
{
    const QString type = o.value(QStringLiteral("type")).toString();
    const int guardian = o.value(QStringLiteral("guardian")).toInt(-1);
    auto building = [&]() { return enumFromName<BuildingType>(o.value(QStringLiteral("building")).toString(), kBuildingTypeCount, buildingTypeName); };
    auto reason = [&]() { return enumFromName<CrystalReason>(o.value(QStringLiteral("reason")).toString(), 5, crystalReasonName); };
    auto bad = [&](const QString &what) -> std::optional<SheetAction> {
        if (error)
            *error = QStringLiteral("sheet action \"%1\": %2").arg(type, what);
        return std::nullopt;
    };
    const int amount = o.value(QStringLiteral("amount")).toInt(0);
    if (type == QLatin1String("next-phase"))
        return NextPhase{};
    if (type == QLatin1String("connect")) {
        const auto kind = enumFromName<ConnectionKind>(o.value(QStringLiteral("kind")).toString(), 4, connectionKindName);
        if (!kind)
            return bad(QStringLiteral("unknown kind"));
        return SheetConnect{guardian, o.value(QStringLiteral("target")).toInt(-1), *kind};
    }
    if (type == QLatin1String("break-connection"))
        return SheetBreak{guardian};
    if (type == QLatin1String("start-construction")) {
        if (const auto b = building())
            return SheetStartConstruction{guardian, *b};
        return bad(QStringLiteral("unknown building"));
    }
    if (type == QLatin1String("pay-construction"))
        return SheetPayConstruction{guardian};
    if (type == QLatin1String("build-reactor"))
        return SheetBuildReactor{};
    if (type == QLatin1String("buy-technology")) {
        if (const auto t = enumFromName<Tech>(o.value(QStringLiteral("tech")).toString(), kTechCount, techName))
            return SheetBuyTechnology{*t};
        return bad(QStringLiteral("unknown tech"));
    }
    if (type == QLatin1String("upgrade")) {
        const auto kind = enumFromName<UpgradeKind>(o.value(QStringLiteral("kind")).toString(), 3, upgradeKindName);
        if (!kind)
            return bad(QStringLiteral("unknown kind"));
        return SheetUpgrade{guardian, *kind, o.value(QStringLiteral("count")).toInt(1)};
    }
    if (type == QLatin1String("heal"))
        return SheetHeal{guardian};
    if (type == QLatin1String("rebuild"))
        return SheetRebuild{guardian};
    if (type == QLatin1String("health-change"))
        return SheetHealthChange{guardian, o.value(QStringLiteral("damage")).toInt(0)};
    if (type == QLatin1String("gain-crystals") || type == QLatin1String("spend-crystals")) {
        const auto r = reason();
        if (!r)
            return bad(QStringLiteral("unknown reason"));
        if (type == QLatin1String("gain-crystals"))
            return SheetGainCrystals{amount, *r};
        return SheetSpendCrystals{amount, *r};
    }
    if (type == QLatin1String("building-lost")) {
        if (const auto b = building())
            return SheetBuildingLost{*b, o.value(QStringLiteral("demolished")).toBool()};
        return bad(QStringLiteral("unknown building"));
    }
    if (type == QLatin1String("building-seized")) {
        if (const auto b = building())
            return SheetBuildingSeized{*b};
        return bad(QStringLiteral("unknown building"));
    }
    return bad(QStringLiteral("unknown type"));
}

} // namespace xobos::rules::sheet
