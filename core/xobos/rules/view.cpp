// SPDX-License-Identifier: GPL-3.0-or-later
#include "view.h"

#include "engine.h"

namespace xobos::rules {

bool seesSheetOf(const GameState &s, const Viewer &v, int player)
{
    if (v.kind == Viewer::Kind::Referee)
        return true;
    if (v.kind == Viewer::Kind::Player && v.player == player)
        return true;
    return s.sheetsRevealed(); // R-VAR-CHECKS, R-VAR-TRAINING, and the end of the game
}

namespace {
// Crystals and resources stay behind the screen even in Checks and Balances: it reveals
// the Player Sheet only (R-VAR-CHECKS). Training Ground and the end reveal everything.
bool seesScreenOf(const GameState &s, const Viewer &v, int player)
{
    if (v.kind == Viewer::Kind::Referee || (v.kind == Viewer::Kind::Player && v.player == player))
        return true;
    return s.variant == Variant::TrainingGround || s.phase == Phase::GameOver;
}
} // namespace

GameView view(const GameState &s, const Viewer &v)
{
    GameView gv;
    gv.viewer = v;
    gv.round = s.round;
    gv.phase = s.phase;
    gv.variant = s.variant;
    gv.resolving = s.resolving;
    gv.firstPlayer = s.firstPlayer;
    gv.currentPlayer = s.currentPlayer;
    gv.acting = actingPlayers(s);
    gv.attacks = s.attacks;
    gv.pending = s.pending;
    gv.techStock.assign(s.techStock.begin(), s.techStock.end());
    for (int p = 0; p < s.playerCount(); ++p) {
        const PlayerState &ps = s.player(p);
        const bool sheet = seesSheetOf(s, v, p);
        const bool screen = seesScreenOf(s, v, p);
        PlayerView pv;
        pv.name = ps.name;
        pv.quarter = ps.quarter;
        pv.eliminated = ps.eliminated;
        pv.developmentDone = ps.developmentDone;
        pv.sheetVisible = sheet;
        for (int g = 0; g < kGuardiansPerPlayer; ++g) {
            const Guardian &gd = s.guardian(p, g);
            GuardianView x;
            x.alive = gd.alive;
            x.space = gd.space;
            x.constructing = gd.slot == ConnectionKind::Construction;
            x.moved = gd.movedThisRound;
            if (sheet) {
                x.power = s.effectivePower(p, g);
                x.health = gd.health;
                x.leader = gd.leader;
                x.slot = gd.slot;
                x.slotTarget = gd.slotTarget;
                x.upgradeKind = gd.upgradeKind;
                x.upgrades = gd.upgrades;
            }
            pv.guardians.push_back(x);
        }
        for (int sp = 0; sp < static_cast<int>(ps.quarks.size()); ++sp) {
            if (ps.quarks[static_cast<std::size_t>(sp)] > 0)
                pv.quarks.emplace_back(sp, ps.quarks[static_cast<std::size_t>(sp)]);
        }
        for (int t = 0; t < kTechCount; ++t) {
            if (ps.tech[static_cast<std::size_t>(t)])
                pv.tech.push_back(static_cast<Tech>(t));
        }
        if (screen) {
            pv.resources = ps.resources;
            pv.crystals = ps.crystals;
        }
        gv.players.push_back(std::move(pv));
    }
    for (const Building &b : s.buildings) {
        if (b.removed)
            continue;
        BuildingView bv;
        bv.owner = b.owner;
        bv.space = b.space;
        bv.complete = b.complete;
        const bool sheet = seesSheetOf(s, v, b.owner);
        if (b.complete || sheet)
            bv.type = b.type;
        if (sheet)
            bv.paid = b.paid;
        if (b.type == BuildingType::Watchtower && b.complete && seesScreenOf(s, v, b.owner))
            bv.ammo = b.ammo;
        gv.buildings.push_back(bv);
    }
    return gv;
}

} // namespace xobos::rules
