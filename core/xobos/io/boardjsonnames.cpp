// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardjsonnames.h"

#include <array>
#include <utility>

namespace xobos::io {

namespace {

using rules::SpaceKind;

constexpr std::array<std::pair<SpaceKind, const char *>, 5> kKinds{{
    {SpaceKind::Regular, "regular"},
    {SpaceKind::Base, "base"},
    {SpaceKind::BaseExit, "exit"},
    {SpaceKind::Irradiated, "irradiated"},
    {SpaceKind::EnergySource, "energy-source"},
}};

} // namespace

QString spaceKindName(SpaceKind kind)
{
    for (const auto &[k, name] : kKinds) {
        if (k == kind)
            return QLatin1String(name);
    }
    return QLatin1String(kKinds.front().second); // unreachable for a valid enum value
}

std::optional<SpaceKind> spaceKindFromName(const QString &name)
{
    for (const auto &[k, n] : kKinds) {
        if (name == QLatin1String(n))
            return k;
    }
    return std::nullopt;
}

QStringList spaceKindNames()
{
    QStringList names;
    for (const auto &entry : kKinds)
        names.append(QLatin1String(entry.second));
    return names;
}

} // namespace xobos::io
