// SPDX-License-Identifier: GPL-3.0-or-later
// The games the window can open, listed explicitly in one place (after KDE KPat's list of
// games: no static-initialisation registry). For each module id of core/game/modules.h:
// its name, what the new-game wizard says of it, the window it is played in and what its
// stored result is. Every place of ui/ that treats one game unlike another asks this list
// by the stored game's module id (store::GameRecord::module); a game whose module is not in
// it, or whose rules are newer, is one this program cannot play: it is listed read-only
// with whyNotPlayable()'s message and is never opened.
//
// Adding a game to the window is a line in kKinds (gamekinds.cpp) and its window.
#pragma once

#include "store/gamestore.h"

#include <QString>

#include <span>
#include <string_view>

namespace xobos::ui {

struct GameKind
{
    // Where the game is played: the referee's table window (MainWindow over the Xobos
    // board), the sheet-only window (ui/companion/sheetonlywindow.h, its own flow), TECH's
    // window (ui/tech/techwindow.h), Espiral's (ui/espiral/espiralwindow.h) or Invaders'
    // (ui/invaders/invaderswindow.h).
    enum class Window { Table, SheetOnly, Tech, Espiral, Invaders };
    // What a finished game's result holds: every player's rank (the winners, the players'
    // statistics, the end-of-game report) or one player's own score.
    enum class Result { Ranking, OwnScore };

    std::string_view module; // a module id of core/game/modules.h
    Window window;
    Result result;
    bool board;              // played on a board, in a variant (the library's columns)
    const char *nameText;        // untranslated (QT_TRANSLATE_NOOP): name()
    const char *descriptionText; // untranslated: description()

    QString name() const;        // "Guardians of Xobos — full referee"
    QString description() const; // what the wizard's first page says of it
};

// Every game the window opens, in the order the wizard offers them.
std::span<const GameKind> gameKinds();
// The kind of that module id, or nullptr when the window does not know it.
const GameKind *findGameKind(QStringView module);
// The modules the window plays, each with the newest rules version it plays (the module's).
store::KnownModules knownModules();
// Why this program cannot play `game` (store::whyNotPlayable() with knownModules()), empty
// when it can. English, as the store's messages are; shown under notPlayableText().
QString whyNotPlayable(const store::GameRecord &game);
// The short sentence a read-only game is listed with.
QString notPlayableText();
// What opening such a game says: notPlayableText(), then `why` (whyNotPlayable()).
QString notPlayableMessage(const QString &why);
// The name of the game `game` is of: its kind's, or its module id for a game this program
// does not know ("tech (unknown game)").
QString gameName(const store::GameRecord &game);

} // namespace xobos::ui
