// SPDX-License-Identifier: GPL-3.0-or-later
// Secrets in the referee window (issue #8): the hand-over by clicks (cover, PIN, private
// sheet, cover again), and leak tests that perturb another player's hidden values in two
// otherwise identical games and compare every text of the window byte for byte.
#include "gamescript.h"

#include "xobos/io/boardio.h"
#include "xobos/rules/scoring.h"
#include "store/pinhash.h"
#include "ui/secrets/handover.h"
#include "ui/shell/logmodel.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/newgamewizard.h"
#include "ui/secrets/guardiansheetmodel.h"
#include "ui/secrets/lockcover.h"
#include "ui/secrets/playersheetwidget.h"
#include "ui/secrets/revealpolicy.h"
#include "ui/table/sheetspanel.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>

#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"

using namespace xobos;
using testing::TestLibrary;

namespace {

// Enters `action` on the sheet: one click on its button (false if it is not offered).
bool clickOnSheet(const ui::secrets::PlayerSheetWidget &sheet, const rules::Action &action)
{
    QPushButton *button = sheet.buttonFor(action);
    if (!button)
        return false;
    button->click();
    if (QMessageBox *box = sheet.confirmation()) // destroying a Building, finishing the phase
        box->button(QMessageBox::Yes)->click();
    return true;
}

// A secret action of the same kind for `seat` in each game, different from each other,
// that the table cannot tell apart (a construction stays under the same Guardian).
bool perturb(ui::GameController &a, ui::GameController &b, int seat, std::string_view kind)
{
    const std::vector<rules::Action> la = a.legalActions(seat);
    const std::vector<rules::Action> lb = b.legalActions(seat);
    for (const rules::Action &x : la) {
        if (rules::actionName(x) != kind)
            continue;
        for (auto it = lb.rbegin(); it != lb.rend(); ++it) {
            const rules::Action &y = *it;
            if (rules::actionName(y) != kind || y == x)
                continue;
            // A Watchtower (or a Reactor) is finished at once: its type is public then.
            const auto atOnce = [](rules::BuildingType t) {
                return t == rules::BuildingType::Watchtower || t == rules::BuildingType::Reactor;
            };
            if (const auto *cx = std::get_if<rules::StartConstruction>(&x);
                cx
                && (std::get<rules::StartConstruction>(y).guardian != cx->guardian || atOnce(cx->type)
                    || atOnce(std::get<rules::StartConstruction>(y).type)))
                continue;
            if (const auto *ux = std::get_if<rules::UpgradeGuardian>(&x);
                ux && std::get<rules::UpgradeGuardian>(y).count != ux->count)
                continue;
            return a.submit(seat, x) && b.submit(seat, y);
        }
    }
    return false;
}

bool startGame(ui::GameController &c, rules::Variant variant)
{
    const io::BoardLoadResult board = io::loadBundledBoard(QStringLiteral("standard"));
    if (!board.ok())
        return false;
    store::NewGame game;
    game.board = std::make_shared<const rules::Board>(*board.board);
    game.boardName = QStringLiteral("standard");
    game.setup.players = 2;
    game.setup.names = {"Blue", "Red"};
    game.setup.firstPlayer = 0;
    game.setup.variant = variant;
    game.title = QStringLiteral("Variant game");
    game.colours = {QStringLiteral("#2f6fd6"), QStringLiteral("#d23a3a")};
    return c.newGame(game);
}

// Makes the window ready for `seat`'s next entry the way the table would (issue #20): the
// table's cover taken away, the combat review ended, and for a seat's own step (a secret
// phase) that seat's sheet opened behind its cover; for a public step the table's view.
void readyFor(ui::MainWindow &window, int seat)
{
    ui::HandOver *handOver = window.handOver();
    if (handOver->isCovered() && handOver->cover()->seat() == ui::secrets::LockCover::kTableSeat)
        handOver->cover()->unlockButton()->click();
    if (handOver->reviewing())
        handOver->continueToDevelopment();
    if (seat < 0)
        return;
    const rules::GameView view = window.controller()->view();
    const bool secretStep = view.pending.empty() && ui::secrets::RevealPolicy::privateEntryNeedsLock(view)
        && (view.phase == rules::Phase::Setup || view.phase == rules::Phase::Development);
    if (secretStep) {
        if (window.controller()->viewer() != rules::Viewer::seat(seat)) {
            handOver->passTo(seat);
            handOver->cover()->unlockButton()->click();
        }
    } else {
        if (handOver->isCovered())
            handOver->cover()->release();
        handOver->coverSheets();
    }
}

} // namespace

class SecretsWindowTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void passingTheLaptopToBlueNeedsHerPinAndCoversAgain();
    void aHiddenReasonIsNeutralInPublicAndShownOnTheSheet();
    void theWizardHashesPinsAndForgetsThem();
    void publicWindowTextsDoNotDependOnAnotherPlayersSecrets();
    void trainingGroundNeedsNoLockAndTheEndRevealsEverything();
    void checksAndBalancesShowsEverySheetUntilTheEndOfTheRound();
    void theEndOfTheGameRevealsEverySheetAndExplainsTheScore();
};

void SecretsWindowTest::passingTheLaptopToBlueNeedsHerPinAndCoversAgain()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    QVERIFY(c.store().setPinHash(c.gameId(), 0, store::hashPin(QStringLiteral("2468"), 1000)));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window);
    testing::saveShot(window, QStringLiteral("xobos-secrets-shots"), QStringLiteral("public-window.png"));
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    QCoreApplication::processEvents();
    ui::secrets::LockCover *cover = window.handOver()->cover();
    // The table sees the combat first (issue #20), then continues to the Development phase.
    QVERIFY(window.handOver()->reviewing());
    QVERIFY(!cover->isLocked());
    window.sheetsPanel()->continueButton()->click();
    // The Development phase is a secret step: the window covers itself for the first
    // player who must enter (Blue), without anybody asking.
    QVERIFY(cover->isLocked());
    QCOMPARE(cover->seat(), 0);
    QCOMPARE(c.viewer(), rules::Viewer::everyone());
    // The public moves list offers nobody's Development actions.
    QVERIFY(!window.findChild<QWidget *>(QStringLiteral("dev-breed-quark"))->isVisible());

    window.handOver()->coverSheets();
    window.findChild<QAction *>(QStringLiteral("passLaptopAction0"))->trigger();
    QVERIFY(cover->isLocked());
    QVERIFY(cover->pinField()->isVisible());
    testing::saveShot(window, QStringLiteral("xobos-secrets-shots"), QStringLiteral("lock-cover.png"));
    cover->pinField()->setText(QStringLiteral("1111"));
    QTest::keyClick(cover->pinField(), Qt::Key_Return);
    QVERIFY(cover->isLocked());
    QCOMPARE(cover->failedAttempts(), 1);
    QCOMPARE(c.viewer(), rules::Viewer::everyone());
    QTRY_VERIFY_WITH_TIMEOUT(cover->remainingDelayMs() == 0, 5000);
    cover->updateCountdown();
    cover->pinField()->setText(QStringLiteral("2468"));
    cover->unlockButton()->click();
    QVERIFY(!cover->isLocked());
    QCOMPARE(c.viewer(), rules::Viewer::seat(0));

    ui::SheetsPanel *panel = window.sheetsPanel();
    ui::secrets::PlayerSheetWidget *sheet = panel->sheet(0);
    QVERIFY(sheet->isVisible());
    QVERIFY(!panel->tabs()->isTabVisible(1));
    const auto connect = std::find_if(sheet->offeredActions().begin(), sheet->offeredActions().end(),
                                      [](const rules::Action &a) { return std::holds_alternative<rules::Connect>(a); });
    QVERIFY(connect != sheet->offeredActions().end());
    const rules::Action chosen = *connect;
    QVERIFY(clickOnSheet(*sheet, chosen));
    QVERIFY(c.view().players[0].guardians[static_cast<std::size_t>(std::get<rules::Connect>(chosen).guardian)].slot);
    const QStringList privateLog = window.logModel()->texts();
    testing::saveShot(window, QStringLiteral("xobos-secrets-shots"), QStringLiteral("private-sheet.png"));

    panel->doneButton()->click();
    QCOMPARE(c.viewer(), rules::Viewer::everyone());
    QVERIFY(!panel->tabs()->isVisible());
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("undoAction"))->isEnabled());
    const QStringList publicLog = window.logModel()->texts();
    QVERIFY2(publicLog.last().contains(QStringLiteral("Blue")) && publicLog.last().contains(QStringLiteral("connection")),
             qPrintable(publicLog.last()));
    // Blue's own log said which connection; the table's does not.
    QVERIFY(privateLog != publicLog);
    QStringList onlyBlue;
    for (const QString &line : privateLog) {
        if (!publicLog.contains(line))
            onlyBlue << line;
    }
    QVERIFY(!onlyBlue.isEmpty());
    for (const QString &line : std::as_const(onlyBlue))
        QVERIFY2(!line.contains(QStringLiteral("secret action")), qPrintable(line));
}

void SecretsWindowTest::aHiddenReasonIsNeutralInPublicAndShownOnTheSheet()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window);
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    window.handOver()->coverSheets();
    // Round 1 brings no crystal: Blue cannot afford an upgrade, a hidden reason.
    Q_EMIT c.actionRejected(0, rules::ViolationCode::NOT_ENOUGH_CRYSTALS);
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("private sheet")));
    testing::openSheet(window, 0);
    Q_EMIT c.actionRejected(0, rules::ViolationCode::NOT_ENOUGH_CRYSTALS);
    auto *message = window.sheetsPanel()->sheet(0)->findChild<QLabel *>(QStringLiteral("sheetMessage"));
    QVERIFY(message->isVisible());
    QVERIFY(!message->text().contains(QStringLiteral("private sheet")));
    QCOMPARE(window.statusBar()->currentMessage(), message->text());
}

void SecretsWindowTest::theWizardHashesPinsAndForgetsThem()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    ui::MainWindow window(&c, nullptr);
    window.showNewGameWizard();
    auto *wizard = window.findChild<ui::NewGameWizard *>();
    QVERIFY(wizard);
    wizard->setPlayers({QStringLiteral("Ann"), QStringLiteral("Ben")});
    wizard->setBoardName(QStringLiteral("standard"));
    QVERIFY(QTest::qWaitForWindowExposed(wizard));
    wizard->next(); // the game: Guardians of Xobos, then its players
    QCOMPARE(wizard->currentId(), int(ui::NewGameWizard::PlayersPage));
    wizard->setPinIterations(1000);
    wizard->pinField(0)->setText(QStringLiteral("4711"));
    wizard->pinConfirmField(0)->setText(QStringLiteral("4711"));
    wizard->refereePinField()->setText(QStringLiteral("9999"));
    wizard->refereePinConfirmField()->setText(QStringLiteral("9999"));
    wizard->next();
    QCOMPARE(wizard->currentId(), int(ui::NewGameWizard::BoardPage));
    QVERIFY(wizard->pinField(0)->text().isEmpty());
    QVERIFY(wizard->refereePinField()->text().isEmpty());
    QVERIFY(store::verifyPin(QStringLiteral("4711"), wizard->pinHashes().at(0)));
    QVERIFY(wizard->pinHashes().at(1).isEmpty());
    QVERIFY(store::verifyPin(QStringLiteral("9999"), wizard->refereePinHash()));
    wizard->next();
    wizard->next(); // creates the game; Ann has a PIN, so Ben's Leader page comes first
    QVERIFY(c.hasGame());
    QCOMPARE(wizard->currentId(), int(ui::NewGameWizard::LeaderPage1));
    QVERIFY(store::verifyPin(QStringLiteral("4711"), c.pinHash(0)));
    QVERIFY(store::verifyPin(QStringLiteral("9999"), c.refereePinHash()));
    wizard->currentPage()->findChild<QAbstractButton *>(QStringLiteral("leader3"))->click();
    QCOMPARE(wizard->nextId(), -1);
    wizard->accept();
    QCoreApplication::processEvents();
    // Ann chooses behind her lock in the window.
    ui::secrets::LockCover *cover = window.handOver()->cover();
    QVERIFY(cover->isLocked());
    QCOMPARE(cover->seat(), 0);
    cover->pinField()->setText(QStringLiteral("4711"));
    cover->unlockButton()->click();
    QCOMPARE(c.viewer(), rules::Viewer::seat(0));
    ui::secrets::PlayerSheetWidget *sheet = window.sheetsPanel()->sheet(0);
    QVERIFY(clickOnSheet(*sheet, rules::ChooseLeader{1}));
    QCOMPARE(c.view().phase, rules::Phase::Movement);
    // The Movement phase is the table's: its cover first (issue #20).
    QCOMPARE(cover->seat(), int(ui::secrets::LockCover::kTableSeat));
    cover->unlockButton()->click();
    // The referee's view needs the referee's PIN.
    window.findChild<QAction *>(QStringLiteral("refereeViewAction"))->trigger();
    QVERIFY(cover->isLocked());
    QCOMPARE(c.viewer(), rules::Viewer::everyone());
    cover->pinField()->setText(QStringLiteral("9999"));
    cover->unlockButton()->click();
    QCOMPARE(c.viewer(), rules::Viewer::referee());
    QVERIFY(window.sheetsPanel()->tabs()->isTabVisible(0) && window.sheetsPanel()->tabs()->isTabVisible(1));
}

void SecretsWindowTest::publicWindowTextsDoNotDependOnAnotherPlayersSecrets()
{
    // Two games that differ only in Red's secret entries (Leader, connections, construction
    // types, upgrades, healing — and through them crystals, resources and Health): the
    // public window, and Blue's unlocked sheet, must read the same byte for byte.
    int comparisons = 0;
    QStringList kinds{QStringLiteral("leader")};
    for (quint32 seed = 1; seed <= 6; ++seed) {
        TestLibrary libA;
        TestLibrary libB;
        ui::GameController &a = *libA.controller;
        ui::GameController &b = *libB.controller;
        QVERIFY(testing::startTwoPlayerGame(a, -1));
        QVERIFY(testing::startTwoPlayerGame(b, -1));
        QVERIFY(a.submit(0, rules::ChooseLeader{1}) && b.submit(0, rules::ChooseLeader{1}));
        QVERIFY(a.submit(1, rules::ChooseLeader{static_cast<int>(seed % 4)}));
        QVERIFY(b.submit(1, rules::ChooseLeader{static_cast<int>((seed + 1) % 4)}));
        ui::MainWindow wa(&a, nullptr);
        ui::MainWindow wb(&b, nullptr);
        testing::showWindow(wa);
        testing::showWindow(wb);
        QRandomGenerator rng(seed);
        const int rounds = 1 + static_cast<int>(seed % 3);
        for (int step = 0; step < 800; ++step) {
            const rules::GameView v = a.view();
            if ((v.phase == rules::Phase::Development && v.round >= rounds) || v.phase == rules::Phase::GameOver)
                break;
            // Until the first perturbation below only Red's Leader differs: a Movement
            // action that it would decide (a counterattack of the Leader) may differ, so
            // play only what is legal in both.
            const int p = a.actingPlayer();
            const std::vector<rules::Action> la = a.legalActions(p);
            const std::vector<rules::Action> lb = b.legalActions(p);
            std::vector<rules::Action> both;
            for (const rules::Action &x : la) {
                if (std::find(lb.begin(), lb.end(), x) != lb.end() && !rules::isSecretAction(x))
                    both.push_back(x);
            }
            QVERIFY(!both.empty());
            rules::Action pick = both[rng.bounded(static_cast<quint32>(both.size()))];
            for (const rules::Action &x : both) {
                if ((std::holds_alternative<rules::EndTurn>(x) || std::holds_alternative<rules::EndDevelopment>(x))
                    && rng.bounded(3) == 0)
                    pick = x;
            }
            readyFor(wa, p);
            readyFor(wb, p);
            QVERIFY(a.submit(p, pick));
            QVERIFY(b.submit(p, pick));
        }
        if (a.view().phase != rules::Phase::Development)
            continue;
        const auto compare = [&](const char *what) {
            readyFor(wa, -1);
            readyFor(wb, -1);
            for (ui::MainWindow *w : {&wa, &wb}) {
                if (w->handOver()->isCovered())
                    w->handOver()->cover()->release();
                w->handOver()->coverSheets();
            }
            QCoreApplication::processEvents();
            const QStringList ta = testing::publicTexts(wa);
            QCoreApplication::processEvents();
            const QStringList tb = testing::publicTexts(wb);
            const QString publicDiff = testing::firstDifference(ta, tb);
            QVERIFY2(publicDiff.isEmpty(),
                     qPrintable(QStringLiteral("%1, seed %2, public: %3").arg(QLatin1String(what)).arg(seed).arg(publicDiff)));
            testing::openSheet(wa, 0);
            testing::openSheet(wb, 0);
            QCoreApplication::processEvents();
            const QStringList sa = testing::publicTexts(wa);
            QCoreApplication::processEvents();
            const QStringList sb = testing::publicTexts(wb);
            const QString sheetDiff = testing::firstDifference(sa, sb);
            QVERIFY2(sheetDiff.isEmpty(), qPrintable(QStringLiteral("%1, seed %2, Blue's sheet: %3")
                                                         .arg(QLatin1String(what)).arg(seed).arg(sheetDiff)));
            wa.handOver()->coverSheets();
            wb.handOver()->coverSheets();
            ++comparisons;
        };
        compare("leader");
        if (QTest::currentTestFailed())
            return;
        for (const char *kind : {"connect", "start-construction", "upgrade-guardian", "heal-guardian", "connect"}) {
            readyFor(wa, 1);
            readyFor(wb, 1);
            const bool done = perturb(a, b, 1, kind);
            if (!done)
                continue;
            kinds << QLatin1String(kind);
            compare(kind);
            if (QTest::currentTestFailed())
                return;
        }
        // Red ends the phase in both games; Blue too: production comes from hidden values.
        readyFor(wa, 1);
        readyFor(wb, 1);
        QVERIFY(a.submit(1, rules::EndDevelopment{}) && b.submit(1, rules::EndDevelopment{}));
        compare("red-done");
        if (QTest::currentTestFailed())
            return;
        // Blue ends too: the next round's production (crystals, resources) is collected
        // from values that now differ behind Red's screen.
        readyFor(wa, 0);
        readyFor(wb, 0);
        QVERIFY(a.submit(0, rules::EndDevelopment{}) && b.submit(0, rules::EndDevelopment{}));
        compare("production");
        if (QTest::currentTestFailed())
            return;
    }
    qInfo("leak comparisons (public window and Blue's sheet): %d; perturbations: %s", comparisons,
          qPrintable(kinds.join(QLatin1Char(' '))));
    QVERIFY(comparisons >= 8);
}

void SecretsWindowTest::trainingGroundNeedsNoLockAndTheEndRevealsEverything()
{
    // Fog of War in Setup: the window locks for the first Leader choice.
    {
        TestLibrary lib;
        ui::GameController &c = *lib.controller;
        QVERIFY(startGame(c, rules::Variant::FogOfWar));
        ui::MainWindow window(&c, nullptr);
        testing::showWindow(window);
        QVERIFY(window.handOver()->cover()->isLocked());
        QCOMPARE(window.handOver()->cover()->seat(), 0);
    }
    // Training Ground: no lock, every sheet open, and each seat acts on its own sheet.
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(startGame(c, rules::Variant::TrainingGround));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window);
    QVERIFY(!window.handOver()->cover()->isLocked());
    QVERIFY(!window.handOver()->locksNeeded());
    ui::SheetsPanel *panel = window.sheetsPanel();
    QVERIFY(panel->tabs()->isTabVisible(0) && panel->tabs()->isTabVisible(1));
    QVERIFY(!panel->passButton(0)->isVisible());
    for (int seat = 0; seat < 2; ++seat) {
        ui::secrets::PlayerSheetWidget *sheet = panel->sheet(seat);
        QVERIFY(clickOnSheet(*sheet, rules::ChooseLeader{2}));
    }
    QCOMPARE(c.view().phase, rules::Phase::Movement);
    QCOMPARE(c.viewer(), rules::Viewer::everyone());
    QVERIFY(!window.handOver()->cover()->isLocked());
}

void SecretsWindowTest::checksAndBalancesShowsEverySheetUntilTheEndOfTheRound()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(startGame(c, rules::Variant::ChecksAndBalances));
    QVERIFY(c.submit(0, rules::ChooseLeader{0}) && c.submit(1, rules::ChooseLeader{2}));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window);
    ui::SheetsPanel *panel = window.sheetsPanel();
    QVERIFY(!panel->tabs()->isVisible()); // Movement: behind the screens
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    window.handOver()->coverSheets();
    // The attacks are declared and resolved: the table reads every Player Sheet, read-only.
    QVERIFY(panel->tabs()->isTabVisible(0) && panel->tabs()->isTabVisible(1));
    QVERIFY(panel->sheet(1)->offeredActions().empty());
    QVERIFY(panel->sheet(1)->guardianModel()->rowCount() > 0);
    QVERIFY(panel->findChild<QLabel *>(QStringLiteral("sheetsStatus"))->text().contains(QStringLiteral("Checks")));
    // The free Leader change is on the player's own sheet.
    testing::openSheet(window, 0);
    const auto &offered = panel->sheet(0)->offeredActions();
    QVERIFY(std::any_of(offered.begin(), offered.end(),
                        [](const rules::Action &a) { return std::holds_alternative<rules::ChangeLeader>(a); }));
    window.handOver()->coverSheets();
    // The next round's Movement phase covers them again.
    readyFor(window, 0);
    QVERIFY(c.submit(0, rules::EndDevelopment{}));
    readyFor(window, 1);
    QVERIFY(c.submit(1, rules::EndDevelopment{}));
    readyFor(window, 0);
    QCOMPARE(c.view().phase, rules::Phase::Movement);
    QVERIFY(!panel->tabs()->isVisible());
}

void SecretsWindowTest::theEndOfTheGameRevealsEverySheetAndExplainsTheScore()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    QVERIFY(testing::playUntilPhase(c, rules::Phase::GameOver, 3000));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window);
    QVERIFY(!window.handOver()->cover()->isLocked());
    QVERIFY(!window.handOver()->locksNeeded());
    ui::SheetsPanel *panel = window.sheetsPanel();
    // The Sheets dock starts as a tab behind Moves: nothing of it is built or laid out
    // until it comes on screen (start-up, issue #11).
    QVERIFY(panel->findChildren<ui::secrets::PlayerSheetWidget *>().isEmpty());
    QVERIFY(panel->findChild<QLabel *>(QStringLiteral("finalScores"))->text().isEmpty());
    window.findChild<QDockWidget *>(QStringLiteral("sheetsDock"))->raise();
    QCoreApplication::processEvents();
    // On screen: both seats' sheets and the final scoring, without asking the panel.
    QCOMPARE(panel->findChildren<ui::secrets::PlayerSheetWidget *>().size(), 2);
    QVERIFY(panel->findChild<QLabel *>(QStringLiteral("finalScores"))->text().contains(QStringLiteral("Winner")));
    QVERIFY(panel->tabs()->isTabVisible(0) && panel->tabs()->isTabVisible(1));
    QVERIFY(panel->sheet(1)->findChildren<QLabel *>().size() > 0);
    const QString scores = panel->scoresLabel()->text();
    QVERIFY2(scores.contains(QStringLiteral("Winner")) && scores.contains(QStringLiteral("Red")), qPrintable(scores));
    const rules::ScoreReport report = *c.finalScores();
    if (!report.ties.empty())
        QVERIFY2(scores.contains(QStringLiteral("tie")), qPrintable(scores));
    testing::saveShot(window, QStringLiteral("xobos-secrets-shots"), QStringLiteral("game-over.png"));
}

QTEST_MAIN(SecretsWindowTest)
#include "tst_secrets_window.moc"
