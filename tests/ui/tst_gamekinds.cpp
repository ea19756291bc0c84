// SPDX-License-Identifier: GPL-3.0-or-later
// The window's one list of games (ui/shell/gamekinds.h): each entry names a module of
// core/game/modules.h, once; what it plays is what the store is told it can play; a game
// of another module, or of newer rules, is not playable and says why.
#include "game/modules.h"
#include "ui/shell/gamekinds.h"

#include <QSet>
#include <QTest>

using namespace xobos;
using namespace xobos::ui;

class TestGameKinds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyKindIsAModuleOfTheProgramOnce()
    {
        QSet<QString> seen;
        for (const GameKind &kind : gameKinds()) {
            const QString id = QString::fromLatin1(kind.module.data(), qsizetype(kind.module.size()));
            QVERIFY2(game::findModule(kind.module), qPrintable(id));
            QVERIFY2(!seen.contains(id), qPrintable(id));
            seen.insert(id);
            QCOMPARE(findGameKind(id), &kind);
            QVERIFY(!kind.name().isEmpty());
            QVERIFY(!kind.description().isEmpty());
            QCOMPARE(knownModules().value(id), game::findModule(kind.module)->rulesVersion());
        }
        QCOMPARE(knownModules().size(), seen.size());
        // The games of this program, Xobos first (the wizard's default).
        QCOMPARE(gameKinds().front().module, std::string_view(game::kXobosModuleId));
        QVERIFY(findGameKind(QString::fromLatin1(game::kSheetModuleId)));
        QCOMPARE(findGameKind(QString::fromLatin1(game::kSheetModuleId))->window, GameKind::Window::SheetOnly);
        QCOMPARE(findGameKind(QString::fromLatin1(game::kXobosModuleId))->window, GameKind::Window::Table);
        QCOMPARE(findGameKind(QString::fromLatin1(game::kTechModuleId))->window, GameKind::Window::Tech);
        QCOMPARE(findGameKind(QString::fromLatin1(game::kEspiralModuleId))->window, GameKind::Window::Espiral);
        QCOMPARE(findGameKind(QString::fromLatin1(game::kInvadersModuleId))->window, GameKind::Window::Invaders);
        QVERIFY(!findGameKind(QStringLiteral("chess")));
        QVERIFY(!findGameKind(QString()));
    }

    void aGameIsPlayableOnlyWhenItsModuleAndRulesAreKnown_data()
    {
        QTest::addColumn<QString>("module");
        QTest::addColumn<int>("rulesVersion");
        QTest::addColumn<bool>("playable");
        QTest::addColumn<QString>("name");
        QTest::newRow("Xobos") << QStringLiteral("xobos") << 1 << true << QStringLiteral("Guardians of Xobos — full referee");
        QTest::newRow("the sheet-only mode")
            << QStringLiteral("sheet") << 1 << true << QStringLiteral("Guardians of Xobos — my own sheets only");
        QTest::newRow("TECH") << QStringLiteral("tech") << 1 << true << QStringLiteral("TECH — two players, ten rounds");
        QTest::newRow("Espiral") << QStringLiteral("espiral") << 1 << true
                                 << QStringLiteral("Espiral — a solo adventure with your Guardians cards");
        QTest::newRow("Invaders") << QStringLiteral("invaders") << 1 << true
                                  << QStringLiteral("Invaders — Mankind against the Invader");
        QTest::newRow("a module of a newer version") << QStringLiteral("chess") << 1 << false << QStringLiteral("chess (unknown game)");
        QTest::newRow("newer rules of a known module")
            << QStringLiteral("xobos") << 2 << false << QStringLiteral("Guardians of Xobos — full referee");
        QTest::newRow("no module at all") << QString() << 1 << false << QStringLiteral("? (unknown game)");
    }

    void aGameIsPlayableOnlyWhenItsModuleAndRulesAreKnown()
    {
        QFETCH(QString, module);
        QFETCH(int, rulesVersion);
        QFETCH(bool, playable);
        QFETCH(QString, name);
        store::GameRecord g;
        g.id = 7;
        g.module = module;
        g.rulesVersion = rulesVersion;
        const QString why = whyNotPlayable(g);
        QCOMPARE(why.isEmpty(), playable);
        QCOMPARE(gameName(g), name);
        if (!playable) {
            QVERIFY2(why.contains(QStringLiteral("Game 7")), qPrintable(why));
            QVERIFY(notPlayableMessage(why).startsWith(notPlayableText()));
            QVERIFY(notPlayableMessage(why).endsWith(why));
        }
    }
};

QTEST_MAIN(TestGameKinds)
#include "tst_gamekinds.moc"
