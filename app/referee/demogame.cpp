// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/referee/demogame.h"

#include "xobos/io/boardio.h"
#include "ui/shell/gamecontroller.h"

#include <algorithm>
#include <cmath>
#include <memory>

namespace xobos::app {

namespace {

// Picks the legal action that brings units closest to the centre of the board: a simple,
// deterministic way to reach a lively position without knowing any rule.
bool advance(ui::GameController &c, int player, bool allowAttack)
{
    const rules::Board &board = *c.board();
    const auto distance = [&board](int space) {
        const rules::Space &s = board.spaces[static_cast<std::size_t>(space)];
        return std::hypot(s.x - 500.0, s.y - 500.0);
    };
    const rules::GameView view = c.view();
    const rules::PlayerView &pv = view.players[static_cast<std::size_t>(player)];
    const rules::Action *best = nullptr;
    double bestGain = 5.0;
    const std::vector<rules::Action> legal = c.legalActions(player);
    for (const rules::Action &a : legal) {
        double gain = 0;
        if (const auto *m = std::get_if<rules::MoveGuardian>(&a)) {
            if (m->seize)
                continue;
            gain = distance(pv.guardians[static_cast<std::size_t>(m->guardian)].space) - distance(m->to);
        } else if (const auto *q = std::get_if<rules::MoveQuarks>(&a)) {
            gain = (distance(q->from) - distance(q->to)) * 0.8 + q->count;
        } else if (std::holds_alternative<rules::DeclareAttack>(a) && allowAttack) {
            gain = 1000;
        }
        if (gain > bestGain) {
            bestGain = gain;
            best = &a;
        }
    }
    return best && c.submit(player, *best);
}

} // namespace

bool playDemoGame(ui::GameController &c, QString *error)
{
    const io::BoardLoadResult board = io::loadBundledBoard(QStringLiteral("standard"));
    if (!board.ok()) {
        *error = board.messages().join(QLatin1Char('\n'));
        return false;
    }
    store::NewGame game;
    game.board = std::make_shared<const rules::Board>(*board.board);
    game.boardName = QStringLiteral("standard");
    game.setup.players = 4;
    game.setup.names = {"Ada", "Boris", "Chloé", "Dmitri"};
    game.setup.seed = 7;
    game.setup.firstPlayer = 0;
    game.title = QStringLiteral("Friday night at the club");
    game.colours = {QStringLiteral("#2f6fd6"), QStringLiteral("#d23a3a"), QStringLiteral("#2e9e4f"),
                    QStringLiteral("#e0a11b")};
    if (!c.newGame(game, error))
        return false;
    for (int p = 0; p < 4; ++p)
        c.submit(p, rules::ChooseLeader{p % 4});
    // Round 1: everybody walks towards the centre; round 2 starts with the same, and the
    // first attacks are declared and answered.
    for (int round = 1; round <= 4; ++round) {
        for (int step = 0; step < 200 && c.view().phase == rules::Phase::Movement && c.view().round == round; ++step) {
            const rules::GameView view = c.view();
            if (!view.pending.empty()) {
                const rules::Pending p = view.pending.front();
                c.submit(p.player, p.kind == rules::PendingKind::CounterattackChoice
                                       ? rules::Action(rules::Counterattack{p.player % 2 == 0})
                                       : rules::Action(rules::Pursue{false}));
                continue;
            }
            const int player = c.actingPlayer();
            // Stop in the middle of a round once attacks are on the board: arrows, a
            // counterattack and a player to move make a lively picture.
            if (view.attacks.size() >= 2 && std::none_of(view.attacks.begin(), view.attacks.end(),
                                                           [player](const rules::AttackToken &t) { return t.owner == player; }))
                return true;
            if (!advance(c, player, round >= 2))
                c.submit(player, rules::EndTurn{});
        }
        for (int p = 0; p < 4 && c.view().phase == rules::Phase::Development; ++p) {
            for (const rules::Action &a : c.legalActions(p)) {
                if (std::holds_alternative<rules::BreedQuark>(a)) {
                    c.submit(p, a);
                    break;
                }
            }
            // A construction: its type stays hidden on the board (a "?" token).
            for (const rules::Action &a : c.legalActions(p)) {
                if (const auto *s = std::get_if<rules::StartConstruction>(&a);
                    s && s->type == (p % 2 ? rules::BuildingType::Watchtower : rules::BuildingType::Mine)) {
                    c.submit(p, a);
                    break;
                }
            }
            c.submit(p, rules::EndDevelopment{});
        }
    }
    return true;
}

} // namespace xobos::app
