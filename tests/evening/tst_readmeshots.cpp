// SPDX-License-Identifier: GPL-3.0-or-later
// The README's pictures (issue #25), taken from one real game played to its end through
// the window: the demo game of --demo-game (app/referee/demogame.h: four players, seed 7,
// round 2 with attacks on the board) is the main window; its round then ends, and the
// combat's first step on the board, Ada's private sheet in the Development phase, and,
// once the game is over, the final score are taken. Every step goes through the
// controller or the window's own buttons; the pictures are saved as
// screenshot-{main,combat,sheet,final}.png in $XOBOS_README_SHOTS (scripts/screenshot.sh
// sets it to docs/ and runs this under xvfb-run), else in the temporary folder
// xobos-readme-shots.
#include "gamescript.h"

#include "app/referee/demogame.h"
#include "i18n/translation.h"
#include "ui/secrets/handover.h"
#include "ui/shell/finalscoredialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/statusstrip.h"
#include "ui/table/combatview.h"

#include <QDir>
#include <QMap>
#include <QPushButton>
#include <QTest>

#include <optional>

using namespace xobos;

namespace {

QString shotFolder()
{
    const QString folder = qEnvironmentVariable("XOBOS_README_SHOTS");
    const QString dir = folder.isEmpty() ? QDir::temp().filePath(QStringLiteral("xobos-readme-shots")) : folder;
    QDir().mkpath(dir);
    return dir;
}

// Saves `widget` as `name` in the folder; false when it cannot be written.
bool shoot(QWidget &widget, const QString &name)
{
    QCoreApplication::processEvents();
    const QString file = QDir(shotFolder()).filePath(name);
    const bool saved = widget.grab().save(file, "PNG");
    qInfo("%s %s", saved ? "wrote" : "cannot write", qPrintable(file));
    return saved;
}

// The rest of the game, by the controller: turns ended and questions declined; in each
// Development phase every seat builds as its habit says (so that the final score has
// something to say), then finishes.
bool playToTheEnd(ui::GameController &c)
{
    const auto wants = [](int seat, const rules::Action &a, int pass) {
        const auto *start = std::get_if<rules::StartConstruction>(&a);
        const bool reactor = std::holds_alternative<rules::BuildReactor>(a);
        const bool pay = std::holds_alternative<rules::PayConstruction>(a);
        switch (seat) {
        case 0: return pass == 0 ? reactor : pass == 1 ? pay : start && start->type == rules::BuildingType::Mine;
        case 1: return pass == 0 ? pay : pass == 1 ? start && start->type == rules::BuildingType::Mine : reactor;
        case 2: return pass == 0 ? reactor : pass == 1 ? pay : start && start->type == rules::BuildingType::EnergyWell;
        default: return pass == 0 ? pay : pass == 1 && start && start->type == rules::BuildingType::Watchtower;
        }
    };
    QMap<QPair<int, int>, int> entries; // by round and seat
    for (int step = 0; step < 30000; ++step) {
        const rules::GameView view = c.view();
        if (view.phase == rules::Phase::GameOver)
            return true;
        if (!view.pending.empty()) {
            const rules::Pending p = view.pending.front();
            if (!c.submit(p.player, p.kind == rules::PendingKind::CounterattackChoice ? rules::Action(rules::Counterattack{false})
                                                                                     : rules::Action(rules::Pursue{false})))
                return false;
            continue;
        }
        if (view.phase != rules::Phase::Development) {
            if (!c.submit(c.actingPlayer(), rules::EndTurn{}))
                return false;
            continue;
        }
        const int seat = view.acting.front();
        int &made = entries[qMakePair(view.round, seat)];
        std::optional<rules::Action> entry;
        const std::vector<rules::Action> legal = c.legalActions(seat);
        for (int pass = 0; pass < 3 && !entry && made < 4; ++pass) {
            for (const rules::Action &a : legal) {
                if (wants(seat, a, pass)) {
                    entry = a;
                    break;
                }
            }
        }
        ++made;
        if (!c.submit(seat, entry ? *entry : rules::Action(rules::EndDevelopment{})))
            return false;
    }
    return false;
}

} // namespace

class TestReadmeShots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aFinishedGameInFourPictures();
};

void TestReadmeShots::aFinishedGameInFourPictures()
{
    i18n::installTranslations(QLocale(QLocale::English)); // the English catalogue: its plurals
    testing::TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QString error;
    QVERIFY2(app::playDemoGame(c, &error), qPrintable(error));
    QCOMPARE(c.view().phase, rules::Phase::Movement);
    QVERIFY(c.view().attacks.size() >= 2);
    const qint64 game = c.gameId();
    const QSize size(1400, 900); // the README's size
    {
        ui::MainWindow window(&c, nullptr);
        testing::showWindow(window, size);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(shoot(window, QStringLiteral("screenshot-main.png")));

        // The rest of the round's Movement: every turn ended, every question declined.
        ui::HandOver *handOver = window.handOver();
        for (int step = 0; step < 100 && c.view().phase == rules::Phase::Movement; ++step) {
            const rules::GameView view = c.view();
            if (!view.pending.empty()) {
                const rules::Pending p = view.pending.front();
                QVERIFY(c.submit(p.player, p.kind == rules::PendingKind::CounterattackChoice
                                               ? rules::Action(rules::Counterattack{false})
                                               : rules::Action(rules::Pursue{false})));
                continue;
            }
            QVERIFY(c.submit(c.actingPlayer(), rules::EndTurn{}));
        }
        QCOMPARE(c.view().phase, rules::Phase::Development);
        // The combat stepped through on the board: its first step.
        QTRY_VERIFY(handOver->reviewing() && window.combatView()->isActive());
        QVERIFY(window.combatView()->stepCount() > 0);
        QVERIFY(shoot(window, QStringLiteral("screenshot-combat.png")));
        QPushButton *strip = window.statusStrip()->button();
        for (int step = 0; step < 20 && handOver->reviewing(); ++step)
            QTest::mouseClick(strip, Qt::LeftButton);
        QVERIFY(!handOver->reviewing());

        // Ada's private sheet (no PINs in the demo game).
        testing::openSheet(window, 0);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(shoot(window, QStringLiteral("screenshot-sheet.png")));
        handOver->coverSheets();
    }

    // To the end, by the controller: turns ended, questions declined, phases finished.
    QVERIFY(playToTheEnd(c));
    QVERIFY(c.finalScores().has_value());
    QVERIFY(c.finalScores()->winners.size() == 1); // a winner to name
    c.closeGame();
    QVERIFY2(c.openGame(game, &error), qPrintable(error));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, size);
    QVERIFY(!QTest::currentTestFailed());
    QTest::mouseClick(window.statusStrip()->button(), Qt::LeftButton); // "Final score"
    ui::FinalScoreDialog *score = nullptr;
    QTRY_VERIFY((score = window.findChild<ui::FinalScoreDialog *>()) && score->isVisible());
    QVERIFY(shoot(*score, QStringLiteral("screenshot-final.png")));
}

QTEST_MAIN(TestReadmeShots)
#include "tst_readmeshots.moc"
