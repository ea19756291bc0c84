// SPDX-License-Identifier: GPL-3.0-or-later
#include "finishedgame.h"

#include "xobos/io/boardio.h"

#include <random>

namespace xobos::testing {

using namespace rules;

std::unique_ptr<FinishedGame> playGame(int players, std::uint64_t seed, bool finish)
{
    auto g = std::make_unique<FinishedGame>();
    if (!g->store.open(g->dir.filePath(QStringLiteral("library.sqlite"))).ok()) {
        g->error = QStringLiteral("cannot open the library");
        return g;
    }
    const io::BoardLoadResult board = io::loadBundledBoard(QStringLiteral("standard"));
    store::NewGame game;
    if (!board.board) {
        g->error = QStringLiteral("no standard board");
        return g;
    }
    game.board = std::make_shared<const Board>(*board.board);
    game.boardName = QStringLiteral("standard");
    game.setup.players = players;
    game.setup.names = {"Blue", "Red", "Green", "Yellow"};
    game.setup.names.resize(static_cast<std::size_t>(players));
    game.setup.seed = seed;
    game.title = QStringLiteral("Friday evening");
    game.colours = QStringList{QStringLiteral("#2f6fd6"), QStringLiteral("#d23a3a"), QStringLiteral("#2e9d4a"), QStringLiteral("#e0a020")}.mid(0, players);
    g->session = store::GameSession::create(g->store, game, &g->error);
    if (!g->session)
        return g;
    std::mt19937_64 rng(seed);
    auto isEnd = [](const Action &a) { return std::holds_alternative<EndTurn>(a) || std::holds_alternative<EndDevelopment>(a); };
    for (int step = 0; step < 20000; ++step) {
        const GameState &s = g->session->state();
        if (s.phase == Phase::GameOver || (!finish && s.round >= 3))
            break;
        const std::vector<int> acting = actingPlayers(s);
        if (acting.empty())
            break;
        const int player = acting[rng() % acting.size()];
        const std::vector<Action> legal = legalActions(s, player);
        if (legal.empty())
            break;
        std::vector<Action> building, other, ends;
        for (const Action &a : legal) {
            if (isEnd(a))
                ends.push_back(a);
            else if (std::holds_alternative<StartConstruction>(a) || std::holds_alternative<PayConstruction>(a)
                     || std::holds_alternative<BuildReactor>(a) || std::holds_alternative<BuyTechnology>(a))
                building.push_back(a);
            else
                other.push_back(a);
        }
        // Build when possible, wander a little, and otherwise end the turn or phase.
        const unsigned roll = static_cast<unsigned>(rng() % 100);
        const Action *pick = nullptr;
        if (!building.empty() && roll < 70)
            pick = &building[rng() % building.size()];
        else if (!other.empty() && (ends.empty() || roll < 85))
            pick = &other[rng() % other.size()];
        else if (!ends.empty())
            pick = &ends.front();
        else
            pick = &legal[rng() % legal.size()];
        const store::SubmitResult r = g->session->submit(player, *pick);
        if (!r.accepted) {
            g->error = QStringLiteral("a legal action was refused: %1").arg(QString::fromLatin1(r.violation.codeName().data(), static_cast<qsizetype>(r.violation.codeName().size())));
            return g;
        }
    }
    return g;
}

} // namespace xobos::testing
