// SPDX-License-Identifier: GPL-3.0-or-later
// The games this program hosts, listed explicitly in one place (after KDE KPat's list of
// games: no static-initialisation registry). Adding a game is a line here (docs/
// architecture.md, "How to add a game"). The store records a game's module id and rules
// version; an id not in this list is a game this program cannot play (read-only).
#pragma once

#include "game/erased.h"

#include <span>
#include <string_view>

namespace xobos::game {

inline constexpr char kXobosModuleId[] = "xobos";
inline constexpr char kSheetModuleId[] = "sheet";
inline constexpr char kTechModuleId[] = "tech";
inline constexpr char kEspiralModuleId[] = "espiral";
inline constexpr char kInvadersModuleId[] = "invaders";

// Every module, in the order the window lists them.
std::span<const Module *const> modules();
// The module of that id, or nullptr when this program does not know it.
const Module *findModule(std::string_view id);

} // namespace xobos::game
