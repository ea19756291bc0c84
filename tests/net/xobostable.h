// SPDX-License-Identifier: GPL-3.0-or-later
// Guardians of Xobos in table mode for the phone tests: a two-player game (Blue, seat 0,
// first) in the real referee window, in its Setup (no Leader chosen) or played into its
// Development phase past the combat's review, with table mode on for the loopback.
#pragma once

#include "../window/gamescript.h"
#include "net/tableserver.h"
#include "ui/shell/mainwindow.h"

#include <memory>

namespace xobos::testing {

struct XobosTable {
    TestLibrary lib;
    std::unique_ptr<ui::MainWindow> window;
    net::TableServer *server = nullptr;

    enum class At { Setup, Development };
    // False (with a warning) when the game or table mode cannot be set up.
    bool open(At at);
    ui::GameController &controller() const { return *lib.controller; }
};

} // namespace xobos::testing
