// SPDX-License-Identifier: GPL-3.0-or-later
// Names used by the board file format (internal to xobos_io).
//
// Contract: one place for the strings the reader accepts and the writer emits, so that
// they can never drift apart.
#pragma once

#include "xobos/rules/board.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace xobos::io {

inline constexpr const char *kFormatName = "xobos-board";
inline constexpr int kFormatVersion = 1;

QString spaceKindName(rules::SpaceKind kind); // "regular", "base", ...
std::optional<rules::SpaceKind> spaceKindFromName(const QString &name);
QStringList spaceKindNames(); // in declaration order

} // namespace xobos::io
