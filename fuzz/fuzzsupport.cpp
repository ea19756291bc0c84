// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzsupport.h"

#include <QString>

#include "xobos/io/boardio.h"
#include "xobos/rules/engine.h"

namespace xobos::fuzz {

std::shared_ptr<const rules::Board> standardBoard()
{
    static const std::shared_ptr<const rules::Board> board = [] {
        const io::BoardLoadResult loaded = io::loadBundledBoard(QStringLiteral("standard"));
        if (!loaded.ok())
            fail("cannot load the bundled standard board");
        return std::make_shared<const rules::Board>(*loaded.board);
    }();
    return board;
}

const rules::GameState &startPosition()
{
    static const rules::GameState state = [] {
        rules::SetupOptions options;
        options.players = 4;
        options.seed = 1;
        rules::SetupResult setup = rules::standardSetup(standardBoard(), options);
        if (!setup.error.empty())
            fail("standard setup failed", setup.error.c_str());
        return setup.state;
    }();
    return state;
}

} // namespace xobos::fuzz
