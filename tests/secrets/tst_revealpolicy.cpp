// SPDX-License-Identifier: GPL-3.0-or-later
// RevealPolicy (when the table sees every sheet) agrees with the engine's own answer,
// rules::seesSheetOf(state, everyone, player), and with what the public view holds.
#include <QTest>

#include "xobos/rules/view.h"
#include "secretsfixture.h"
#include "ui/secrets/revealpolicy.h"

using namespace xobos;
using namespace xobos::secretstest;
using xobos::ui::secrets::RevealPolicy;

class TestRevealPolicy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void knownAnswers_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("phase");
        QTest::addColumn<bool>("resolving");
        QTest::addColumn<bool>("sheets");
        QTest::addColumn<bool>("screens");
        using V = rules::Variant;
        using P = rules::Phase;
        QTest::newRow("Fog of War hides sheets while moving") << int(V::FogOfWar) << int(P::Movement) << false << false << false;
        QTest::newRow("Fog of War hides sheets while resolving") << int(V::FogOfWar) << int(P::Movement) << true << false << false;
        QTest::newRow("Fog of War hides sheets in Development") << int(V::FogOfWar) << int(P::Development) << false << false << false;
        QTest::newRow("Fog of War shows everything at the end") << int(V::FogOfWar) << int(P::GameOver) << false << true << true;
        QTest::newRow("Checks and Balances hides sheets in Setup") << int(V::ChecksAndBalances) << int(P::Setup) << false << false << false;
        QTest::newRow("Checks and Balances hides sheets while attacks are declared")
            << int(V::ChecksAndBalances) << int(P::Movement) << false << false << false;
        QTest::newRow("Checks and Balances shows sheets once all attacks are declared")
            << int(V::ChecksAndBalances) << int(P::Movement) << true << true << false;
        QTest::newRow("Checks and Balances shows sheets until the round ends")
            << int(V::ChecksAndBalances) << int(P::Development) << false << true << false;
        QTest::newRow("Training Ground always shows everything") << int(V::TrainingGround) << int(P::Movement) << false << true << true;
        QTest::newRow("Training Ground shows everything in Setup too") << int(V::TrainingGround) << int(P::Setup) << false << true << true;
    }

    void knownAnswers()
    {
        QFETCH(int, variant);
        QFETCH(int, phase);
        QFETCH(bool, resolving);
        QFETCH(bool, sheets);
        QFETCH(bool, screens);
        const auto v = static_cast<rules::Variant>(variant);
        const auto p = static_cast<rules::Phase>(phase);
        QCOMPARE(RevealPolicy::tableSeesAllSheets(v, p, resolving), sheets);
        QCOMPARE(RevealPolicy::tableSeesAllScreens(v, p), screens);
    }

    void agreesWithTheEngineOnRandomPositions_data()
    {
        QTest::addColumn<int>("variant");
        QTest::newRow("Fog of War") << int(rules::Variant::FogOfWar);
        QTest::newRow("Checks and Balances") << int(rules::Variant::ChecksAndBalances);
        QTest::newRow("Training Ground") << int(rules::Variant::TrainingGround);
    }

    void agreesWithTheEngineOnRandomPositions()
    {
        QFETCH(int, variant);
        int revealed = 0;
        int hidden = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            rules::GameState s = randomPosition(seed, static_cast<int>((seed * 53) % 500), static_cast<rules::Variant>(variant));
            for (bool over : {false, true}) {
                if (over)
                    s.phase = rules::Phase::GameOver;
                const rules::GameView pub = rules::view(s, rules::Viewer::everyone());
                const bool sheets = RevealPolicy::tableSeesAllSheets(pub);
                const bool screens = RevealPolicy::tableSeesAllScreens(pub);
                for (int p = 0; p < s.playerCount(); ++p) {
                    QCOMPARE(sheets, rules::seesSheetOf(s, rules::Viewer::everyone(), p));
                    QCOMPARE(sheets, pub.players[static_cast<std::size_t>(p)].sheetVisible);
                    QCOMPARE(sheets, pub.players[static_cast<std::size_t>(p)].guardians[0].power.has_value());
                    QCOMPARE(screens, pub.players[static_cast<std::size_t>(p)].crystals.has_value());
                }
                QCOMPARE(RevealPolicy::privateEntryNeedsLock(pub), !screens);
                (sheets ? revealed : hidden) += 1;
            }
        }
        QVERIFY(revealed > 0);
        if (variant != int(rules::Variant::TrainingGround))
            QVERIFY(hidden > 0);
    }
};

QTEST_GUILESS_MAIN(TestRevealPolicy)
#include "tst_revealpolicy.moc"
