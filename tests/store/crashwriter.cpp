// SPDX-License-Identifier: GPL-3.0-or-later
// Helper of test_crash: plays random legal actions into a library, printing
// "C <actions> <hash>" after each action the store reported committed. The test kills it
// with SIGKILL at random moments and checks what survived. With "upgrade" instead of a
// seed it only opens the library, which upgrades an older one (and is killed during that).
// With "brink SEED" it plays a new game until its next action would end it and prints
// "B <id>"; with "finish SEED" it resumes that game, plays the action that ends it (the
// transaction that also marks the game finished, issue #21.9) and prints "F".
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
#include <optional>
#include <random>

#include "xobos/io/boardio.h"
#include "store/gamesession.h"

using namespace xobos;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3)
        return 2;
    const QString path = args[1];
    const bool upgradeOnly = args[2] == QLatin1String("upgrade");
    if (upgradeOnly) {
        std::printf("S\n"); // about to open (and upgrade)
        std::fflush(stdout);
    }
    store::GameStore lib;
    const store::OpenResult opened = lib.open(path);
    if (!opened.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.message));
        return 3;
    }
    // "upgrade": only open the library (an older one is upgraded on open), say so, and end.
    if (upgradeOnly) {
        std::printf("U %d\n", lib.schemaVersion());
        std::fflush(stdout);
        return 0;
    }
    if (args[2] == QLatin1String("brink") || args[2] == QLatin1String("finish")) {
        const bool brink = args[2] == QLatin1String("brink");
        const std::uint64_t seed = args.value(3).toULongLong();
        QString error;
        std::unique_ptr<store::GameSession> session;
        if (brink) {
            store::NewGame g;
            g.board = std::make_shared<const rules::Board>(*io::loadBundledBoard(QStringLiteral("standard")).board);
            g.setup.players = 2;
            g.setup.seed = seed;
            session = store::GameSession::create(lib, g, &error);
        } else {
            const auto games = lib.games();
            if (!games.isEmpty())
                session = store::GameSession::resume(lib, games.first().id, &error);
        }
        if (!session) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 4;
        }
        // "brink": one generator for the whole game (a choice drawn from the position alone
        // can go round in circles and never end the game). "finish": the first legal action
        // that ends the game.
        std::mt19937_64 rng(seed);
        while (session->state().phase != rules::Phase::GameOver) {
            std::optional<std::pair<int, rules::Action>> chosen;
            for (int p : brink ? std::vector<int>() : rules::actingPlayers(session->state())) {
                for (const rules::Action &a : rules::legalActions(session->state(), p)) {
                    rules::GameState next = session->state();
                    rules::apply(next, p, a);
                    if (next.phase == rules::Phase::GameOver && !chosen)
                        chosen = std::make_pair(p, a);
                }
            }
            if (brink) {
                const auto who = rules::actingPlayers(session->state());
                const int p = who[rng() % who.size()];
                const auto legal = rules::legalActions(session->state(), p);
                chosen = std::make_pair(p, legal[rng() % legal.size()]);
                rules::GameState next = session->state();
                rules::apply(next, chosen->first, chosen->second);
                if (next.phase == rules::Phase::GameOver) {
                    std::printf("B %lld\n", static_cast<long long>(session->gameId()));
                    return 0;
                }
            }
            if (!chosen)
                return 6; // "finish" on a game that no single action ends
            if (!session->submit(chosen->first, chosen->second).accepted)
                return 5;
        }
        std::printf("F\n");
        std::fflush(stdout);
        return 0;
    }
    const std::uint64_t seed = args[2].toULongLong();
    // Up to three games one after the other, so that on a fast disk the test's kill still
    // lands mid-game: it prints "G <id>" when it starts (or resumes) each one.
    for (int round = 0; round < 3; ++round) {
        std::unique_ptr<store::GameSession> session;
        QString error;
        const auto games = lib.games();
        if (!games.isEmpty() && !games.first().finished.isValid()) {
            session = store::GameSession::resume(lib, games.first().id, &error);
        } else {
            store::NewGame g;
            g.board = std::make_shared<const rules::Board>(*io::loadBundledBoard(QStringLiteral("standard")).board);
            g.setup.players = 4;
            g.setup.seed = seed + static_cast<std::uint64_t>(games.size());
            session = store::GameSession::create(lib, g, &error);
        }
        if (!session) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 4;
        }
        std::printf("G %lld\n", static_cast<long long>(session->gameId()));
        std::fflush(stdout);
        while (session->state().phase != rules::Phase::GameOver) {
            // The choice depends only on the position, so a resumed game continues the same way.
            std::mt19937_64 rng(seed ^ rules::stateHash(session->state()));
            const auto who = rules::actingPlayers(session->state());
            const int p = who[rng() % who.size()];
            const auto legal = rules::legalActions(session->state(), p);
            const store::SubmitResult r = session->submit(p, legal[rng() % legal.size()]);
            if (!r.accepted) {
                std::fprintf(stderr, "not accepted: %s\n", qPrintable(r.storeError));
                return 5;
            }
            std::printf("C %zu %s\n", session->history().size(),
                        qPrintable(store::hashToHex(rules::stateHash(session->state()))));
            std::fflush(stdout);
        }
    }
    return 0;
}
