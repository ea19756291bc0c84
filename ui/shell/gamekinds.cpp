// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/gamekinds.h"

#include "game/modules.h"

#include <QCoreApplication>

#include <array>

namespace xobos::ui {

namespace {

// The one list. Its order is the wizard's.
constexpr std::array kKinds{
    GameKind{game::kXobosModuleId, GameKind::Window::Table, GameKind::Result::Ranking, true,
             QT_TRANSLATE_NOOP("xobos::ui::GameKind", "Guardians of Xobos — full referee"),
             QT_TRANSLATE_NOOP("xobos::ui::GameKind",
                               "The referee for the whole table: the board, every player's secret sheets on this "
                               "laptop behind a lock, each move checked against the rules, combat resolved and the "
                               "final score tallied.")},
    GameKind{game::kSheetModuleId, GameKind::Window::SheetOnly, GameKind::Result::OwnScore, false,
             QT_TRANSLATE_NOOP("xobos::ui::GameKind", "Guardians of Xobos — my own sheets only"),
             QT_TRANSLATE_NOOP("xobos::ui::GameKind",
                               "One player keeps only his own secret sheets on his own laptop: no board, no other "
                               "players. The game is played at the table as usual; each entry is checked against "
                               "what the rules can check without the board.")},
    GameKind{game::kTechModuleId, GameKind::Window::Tech, GameKind::Result::Ranking, false,
             QT_TRANSLATE_NOOP("xobos::ui::GameKind", "TECH — two players, ten rounds"),
             QT_TRANSLATE_NOOP("xobos::ui::GameKind",
                               "Two players on a 3×3 board with Swordsmen, Archers and Shields. Each round both "
                               "choose a unit and a space in secret on this laptop, behind a lock; the referee "
                               "reveals both at once, resolves the clash, checks every action and keeps the score.")},
    GameKind{game::kEspiralModuleId, GameKind::Window::Espiral, GameKind::Result::Ranking, false,
             QT_TRANSLATE_NOOP("xobos::ui::GameKind", "Espiral — a solo adventure with your Guardians cards"),
             QT_TRANSLATE_NOOP("xobos::ui::GameKind",
                               "One player, their own creature and land cards: the hero walks a spiral of lands, rolls "
                               "a dice trial on each, recruits, heals and fights battles. The app keeps the party, the "
                               "decks and the log, checks every step and every hit, and rolls the dice if you like.")},
    GameKind{game::kInvadersModuleId, GameKind::Window::Invaders, GameKind::Result::Ranking, false,
             QT_TRANSLATE_NOOP("xobos::ui::GameKind", "Invaders — Mankind against the Invader"),
             QT_TRANSLATE_NOOP("xobos::ui::GameKind",
                               "The two-player card game beside its table: the invasion plot track, the three zones' "
                               "power and −1 tokens, the cards' powers in their slots, the Attack phase's arithmetic, "
                               "the drain check and the once-a-turn actions, with why a game ends.")},
};

} // namespace

QString GameKind::name() const
{
    return QCoreApplication::translate("xobos::ui::GameKind", nameText);
}

QString GameKind::description() const
{
    return QCoreApplication::translate("xobos::ui::GameKind", descriptionText);
}

std::span<const GameKind> gameKinds()
{
    return kKinds;
}

const GameKind *findGameKind(QStringView module)
{
    for (const GameKind &k : kKinds) {
        if (module == QLatin1String(k.module.data(), static_cast<qsizetype>(k.module.size())))
            return &k;
    }
    return nullptr;
}

store::KnownModules knownModules()
{
    store::KnownModules known;
    for (const GameKind &k : kKinds) {
        const game::Module *m = game::findModule(k.module);
        Q_ASSERT(m); // every kind names a module of core/game/modules.h (tst_gamekinds)
        if (m)
            known.insert(QString::fromLatin1(k.module.data(), static_cast<qsizetype>(k.module.size())), m->rulesVersion());
    }
    return known;
}

QString whyNotPlayable(const store::GameRecord &game)
{
    return store::whyNotPlayable(game, knownModules());
}

QString notPlayableText()
{
    return QCoreApplication::translate("xobos::ui::GameKind", "Read-only: this version of Xobos Referee cannot play this game.");
}

QString notPlayableMessage(const QString &why)
{
    return notPlayableText() + QLatin1Char('\n') + why;
}

QString gameName(const store::GameRecord &game)
{
    if (const GameKind *k = findGameKind(game.module))
        return k->name();
    return QCoreApplication::translate("xobos::ui::GameKind", "%1 (unknown game)")
        .arg(game.module.isEmpty() ? QStringLiteral("?") : game.module);
}

} // namespace xobos::ui
