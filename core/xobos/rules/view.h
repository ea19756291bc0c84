// SPDX-License-Identifier: GPL-3.0-or-later
// What one viewer may see of a game: the public (the whole table), one player (his own
// sheets plus everything public), or the referee (everything). Every consumer — UI
// models, logs, command-line output — builds what it shows from a GameView, never from
// the raw GameState. Hidden values are empty optionals, so "unknown" cannot be mistaken
// for a number.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "state.h"

namespace xobos::rules {

struct Viewer {
    enum class Kind { Public, Player, Referee };
    Kind kind = Kind::Public;
    int player = kNoPlayer;

    static Viewer everyone() { return {}; }
    static Viewer seat(int p) { return {Kind::Player, p}; }
    static Viewer referee() { return {Kind::Referee, kNoPlayer}; }
    bool operator==(const Viewer &) const = default;
};

struct GuardianView {
    bool alive = true;
    int space = kNoSpace;
    bool constructing = false;      // public: a Construction Token lies under him
    bool moved = false;
    std::optional<int> power;       // effective Power (hidden)
    std::optional<int> health;
    std::optional<bool> leader;
    std::optional<ConnectionKind> slot;
    std::optional<int> slotTarget;
    std::optional<UpgradeKind> upgradeKind;
    std::optional<int> upgrades;

    bool operator==(const GuardianView &) const = default;
};

struct PlayerView {
    std::string name;
    int quarter = kNoQuarter;
    bool eliminated = false;
    bool developmentDone = false;
    bool sheetVisible = false;      // this viewer sees the Player Sheet
    std::vector<GuardianView> guardians;
    std::vector<std::pair<int, int>> quarks; // (space, count), public
    std::vector<Tech> tech;                  // public: tiles lie next to the sheet
    std::optional<int> resources;            // behind the screen
    std::optional<int> crystals;             // behind the screen

    bool operator==(const PlayerView &) const = default;
};

struct BuildingView {
    int owner = kNoPlayer;
    int space = kNoSpace;
    bool complete = false;
    std::optional<BuildingType> type; // hidden while under construction
    std::optional<int> paid;
    std::optional<int> ammo;          // Watchtower crystals: behind the screen

    bool operator==(const BuildingView &) const = default;
};

struct GameView {
    Viewer viewer;
    int round = 1;
    Phase phase = Phase::Setup;
    Variant variant = Variant::FogOfWar;
    bool resolving = false;
    int firstPlayer = 0;
    int currentPlayer = 0;
    std::vector<int> acting;          // who may act now
    std::vector<PlayerView> players;
    std::vector<BuildingView> buildings; // standing ones only
    std::vector<AttackToken> attacks;    // tokens are on the board: public
    std::vector<Pending> pending;        // who must answer what: public
    std::vector<int> techStock;

    bool operator==(const GameView &) const = default;
};

// True when `viewer` may see `player`'s sheets (Player Sheet, screen) right now.
bool seesSheetOf(const GameState &state, const Viewer &viewer, int player);

GameView view(const GameState &state, const Viewer &viewer);

} // namespace xobos::rules
