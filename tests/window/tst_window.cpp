// SPDX-License-Identifier: GPL-3.0-or-later
// The referee window, driven as a referee would: clicks on the board, the dialogs that
// pop up, the move list; models under QAbstractItemModelTester; hidden information.
#include "gamescript.h"

#include "ui/board/boardinteraction.h"
#include "ui/board/boardscene.h"
#include "ui/board/boardview.h"
#include "ui/table/combatview.h"
#include "ui/texts/eventtext.h"
#include "ui/table/gameinfopanel.h"
#include "ui/shell/gamekinds.h"
#include "ui/shell/gamesmodel.h"
#include "ui/secrets/handover.h"
#include "ui/table/legalactionsmodel.h"
#include "ui/shell/logfilterproxy.h"
#include "ui/shell/logmodel.h"
#include "ui/shell/mainwindow.h"
#include "ui/table/movespanel.h"
#include "ui/shell/newgamewizard.h"
#include "ui/table/pendingchoicedialog.h"
#include "ui/table/playersmodel.h"
#include "ui/texts/reasontext.h"
#include "ui/shell/replaybar.h"
#include "ui/shell/windowactions.h"
#include "ui/companion/sheetonlywindow.h"
#include "sheet/sheetsession.h"
#include "game/modules.h"
#include "ui/secrets/lockcover.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QGraphicsEllipseItem>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyleOptionGraphicsItem>
#include <QTableView>
#include <QTest>
#include <QToolButton>

#include <QCheckBox>
#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

using namespace xobos;
using testing::TestLibrary;

namespace {

int guardianSpace(const ui::GameController &c, int player, int guardian)
{
    return c.view().players[static_cast<std::size_t>(player)].guardians[static_cast<std::size_t>(guardian)].space;
}

} // namespace

class WindowTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyViolationCodeHasATranslatedSentence();
    void controllerLogsARejectedMoveAndEmitsItsCode();
    void modelsPassTheModelTesterThroughAGame();
    void theLogAppendsTheRowsOfEachChangeWithoutAReset();
    void clickingAUnitThenItsDestinationMovesIt();
    void anIllegalDestinationShowsTheEnginesReasonInTheStatusBar();
    void anAttackIsCounteredInTheDialogAndTheResolutionIsShown();
    void aDevelopmentActionFromTheButtonsCanBeUndone();
    void theMovesFilterNarrowsTheListAndOffersToClearIt();
    void replayShowsAPastPositionReadOnly();
    void publicTextsDoNotDependOnTheSecretLeaderChoice();
    void newGameWizardCreatesTheGameAndPassesTheLaptopForEachLeader();
    void newGameWizardStartsWithTheChoiceOfTheGame();
    void newGameWizardStartsASheetOnlyGameInItsOwnWindow();
    void resumingAGameShowsItWhereItWas();
    void theRoundTrackHighlightsTheCurrentRound();
    void theBoardsDiscsBoundWhatTheyPaint();
    void everyChangeIsOneSignal();
    void fourPlayersFitThePlayersTable();
    void aSavedGameFileImportsIntoAnotherLibrary();
    void timings();
};

void WindowTest::everyViolationCodeHasATranslatedSentence()
{
    QSet<QString> seen;
    for (int i = 1; i < rules::violationCodeCount(); ++i) {
        const auto code = static_cast<rules::ViolationCode>(i);
        const QString text = ui::reasonText(code);
        QVERIFY2(!text.isEmpty() && text != QStringLiteral("The referee refused the move."),
                 qPrintable(QString::number(i)));
        QVERIFY2(!seen.contains(text) || text.isEmpty(), qPrintable(text));
        seen.insert(text);
        QVERIFY(ui::reasonRule(code).startsWith(QStringLiteral("R-")));
    }
}

void WindowTest::controllerLogsARejectedMoveAndEmitsItsCode()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    QSignalSpy rejected(&c, &ui::GameController::actionRejected);
    QVERIFY(!c.submit(1, rules::EndTurn{}));
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.at(0).at(1).value<rules::ViolationCode>(), rules::ViolationCode::NOT_YOUR_TURN);
    ui::LogModel log(&c);
    QVERIFY(log.texts().last().contains(ui::reasonText(rules::ViolationCode::NOT_YOUR_TURN)));
    const int rows = log.rowCount();
    // Rows are decoded when shown: a stored event this version cannot read is shown as
    // such (not dropped, not a crash), and "note" rows stay out of the log.
    QList<store::LogEntry> odd(2);
    odd[0].kind = QStringLiteral("event");
    odd[0].payload = QByteArrayLiteral("{\"type\":\"from-a-newer-version\"}");
    odd[1].kind = QStringLiteral("note");
    odd[1].payload = QByteArrayLiteral("{}");
    QVERIFY(c.store().append(c.gameId(), odd));
    ui::LogModel reread(&c);
    QCOMPARE(reread.rowCount(), rows + 1);
    QCOMPARE(reread.texts().last(), QStringLiteral("(an entry this version cannot read)"));
}

void WindowTest::modelsPassTheModelTesterThroughAGame()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(c.openLibrary());
    ui::GamesModel games(&c);
    ui::PlayersModel players(&c);
    ui::LogModel log(&c);
    ui::LogFilterProxy filtered;
    filtered.setSourceModel(&log);
    ui::LegalActionsModel legal(&c);
    QAbstractItemModelTester t1(&games, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&players, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t3(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t4(&filtered, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t5(&legal, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(games.rowCount(), 0);
    QVERIFY(testing::startTwoPlayerGame(c));
    QCOMPARE(games.rowCount(), 1);
    QCOMPARE(players.rowCount(), 2);
    QCOMPARE(players.index(0, ui::PlayersModel::GuardiansColumn).data().toInt(), 4);
    QVERIFY(legal.rowCount() > 0);
    const int before = log.rowCount();
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    QVERIFY(log.rowCount() > before);
    filtered.setPlayer(1);
    for (int r = 0; r < filtered.rowCount(); ++r)
        QCOMPARE(filtered.index(r, 0).data(ui::LogModel::PlayerRole).toInt(), 1);
    filtered.setPlayer(-1);
    filtered.setRound(2);
    QCOMPARE(filtered.rowCount(), 0);
    QVERIFY(c.undo() || !c.canUndo());
    c.closeGame();
    QCOMPARE(players.rowCount(), 0);
    QCOMPARE(log.rowCount(), 0);
}

// The log model appends the rows an action, a refusal or an undo added, from the
// controller's decoded records (no re-read of the store, no reset), and they read as the
// same rows read afresh.
void WindowTest::theLogAppendsTheRowsOfEachChangeWithoutAReset()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Movement));
    ui::LogModel log(&c);
    QAbstractItemModelTester tester(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&log, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&log, &QAbstractItemModel::rowsInserted);
    int rows = log.rowCount();

    rules::Action move;
    bool found = false;
    for (const rules::Action &a : c.legalActions(0)) {
        if (std::holds_alternative<rules::MoveGuardian>(a)) {
            move = a;
            found = true;
            break;
        }
    }
    QVERIFY(found);
    QVERIFY(c.submit(0, move));
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), rows); // appended at the end
    QVERIFY(log.rowCount() > rows);
    rows = log.rowCount();

    // A refusal the table may read is one more row.
    QVERIFY(!c.submit(0, move));
    QCOMPARE(inserted.count(), 2);
    QCOMPARE(log.rowCount(), rows + 1);
    QVERIFY(log.texts().last().startsWith(QStringLiteral("Refused for")));

    QVERIFY(c.undo());
    QCOMPARE(inserted.count(), 3);
    QCOMPARE(log.rowCount(), rows + 2);
    QCOMPARE(resets.count(), 0);

    ui::LogModel reread(&c);
    QCOMPARE(log.texts(), reread.texts());
}

void WindowTest::clickingAUnitThenItsDestinationMovesIt()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window);
    rules::MoveGuardian move;
    bool found = false;
    for (const rules::Action &a : c.legalActions(0)) {
        if (const auto *m = std::get_if<rules::MoveGuardian>(&a); m && !m->seize) {
            move = *m;
            found = true;
            break;
        }
    }
    QVERIFY(found);
    const int from = guardianSpace(c, 0, move.guardian);
    testing::clickSpace(window, from);
    QCOMPARE(window.interaction()->selectedSpace(), from);
    QVERIFY(window.boardView()->boardScene()->highlightedSpaces().contains(move.to));
    testing::clickSpace(window, move.to);
    QCOMPARE(guardianSpace(c, 0, move.guardian), move.to);
    QCOMPARE(window.interaction()->selectedSpace(), -1);
    QVERIFY(window.logModel()->texts().last().contains(QStringLiteral(" Guardian %1 from ").arg(move.guardian + 1)));
}

void WindowTest::anIllegalDestinationShowsTheEnginesReasonInTheStatusBar()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window);
    const int from = guardianSpace(c, 0, 0);
    // A space far away on the other side of the board.
    const rules::Board &board = *c.board();
    int far = -1;
    double best = 0;
    for (int s = 0; s < static_cast<int>(board.spaces.size()); ++s) {
        const double d =
            std::hypot(board.spaces[static_cast<std::size_t>(s)].x - board.spaces[static_cast<std::size_t>(from)].x,
                       board.spaces[static_cast<std::size_t>(s)].y - board.spaces[static_cast<std::size_t>(from)].y);
        if (d > best && board.spaces[static_cast<std::size_t>(s)].kind == rules::SpaceKind::Regular) {
            best = d;
            far = s;
        }
    }
    testing::clickSpace(window, from);
    testing::clickSpace(window, far);
    QCOMPARE(guardianSpace(c, 0, 0), from);
    const QString expected = ui::reasonText(c.check(0, rules::MoveGuardian{0, far, false}).code);
    QCOMPARE(window.statusBar()->currentMessage(), expected);
    QCOMPARE(expected, ui::reasonText(rules::ViolationCode::GUARDIAN_MOVE_TOO_FAR));
    QVERIFY(window.logModel()->texts().last().contains(expected));
}

void WindowTest::anAttackIsCounteredInTheDialogAndTheResolutionIsShown()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    QVERIFY(testing::playUntilAttackPossible(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window);
    const int attacker = c.actingPlayer();
    rules::DeclareAttack attack;
    for (const rules::Action &a : c.legalActions(attacker)) {
        if (const auto *d = std::get_if<rules::DeclareAttack>(&a)) {
            attack = *d;
            break;
        }
    }
    // Right-drag from the attacking space to the target declares the attack.
    QTest::mousePress(window.boardView()->viewport(), Qt::RightButton, {},
                      window.boardView()->viewPosOfSpace(attack.from));
    QTest::mouseRelease(window.boardView()->viewport(), Qt::RightButton, {},
                        window.boardView()->viewPosOfSpace(attack.to));
    QCOMPARE(c.view().attacks.size(), std::size_t(1));
    QCOMPARE(c.view().pending.size(), std::size_t(1));
    // The defender is asked at once.
    ui::PendingChoiceDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<ui::PendingChoiceDialog *>()) && dialog->isVisible());
    QCOMPARE(dialog->player(), 1 - attacker);
    QPushButton *counter = nullptr;
    for (QPushButton *b : dialog->findChildren<QPushButton *>()) {
        if (b->text() == QStringLiteral("Counterattack"))
            counter = b;
    }
    if (!counter) {
        // The defending space may have no unit able to counter: then only "no" is offered.
        QSKIP("the position reached offers no counterattack");
    }
    QTest::mouseClick(counter, Qt::LeftButton);
    QVERIFY(c.view().attacks.front().counter);
    QVERIFY(window.logModel()->texts().last().contains(QStringLiteral("counterattacks")));
    // End the turns: the battle is resolved and stepped through on the board.
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    ui::CombatView *combat = window.combatView();
    QTRY_VERIFY(combat->isActive() && combat->isVisible());
    QVERIFY(combat->stepCount() >= 1);
    auto *how = combat->findChild<QLabel *>(QStringLiteral("combatStepHow"));
    QVERIFY(how->text().contains(QStringLiteral("R-BATTLE")));
    auto *body = combat->findChild<QLabel *>(QStringLiteral("combatStepBody"));
    QVERIFY2(body->text().contains(QStringLiteral("total Power")), qPrintable(body->text()));
}

void WindowTest::aDevelopmentActionFromTheButtonsCanBeUndone()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window);
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    const int seat = c.actingPlayer();
    const auto quarks = [&c, seat] {
        int n = 0;
        const rules::GameView view = c.view(); // a range-for over a member of a temporary reads freed memory
        for (const auto &[space, count] : view.players[static_cast<std::size_t>(seat)].quarks)
            n += count;
        return n;
    };
    const int before = quarks();
    auto *breed = window.findChild<QToolButton *>(QStringLiteral("dev-breed-quark"));
    // Behind the screens the public view offers nobody's Development actions (what a seat
    // can afford is hidden): they appear once the seat's own sheet is open.
    QVERIFY(breed && !breed->isVisible());
    // The table has seen the combat; the seat opens its sheet behind the cover (issue #20).
    QVERIFY(window.handOver()->reviewing());
    window.handOver()->continueToDevelopment();
    QCOMPARE(window.handOver()->cover()->seat(), seat);
    window.handOver()->cover()->unlockButton()->click();
    QCOMPARE(c.viewer(), rules::Viewer::seat(seat));
    QVERIFY(breed->isVisible());
    // Round 1 brings no crystal, so breeding is not offered yet (its menu is empty).
    QCOMPARE(breed->isEnabled(), !breed->menu()->actions().isEmpty());
    if (breed->isEnabled()) {
        breed->menu()->actions().first()->trigger();
        QCOMPARE(quarks(), before + 1);
        window.findChild<QAction *>(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(quarks(), before);
    }
    // A secret action is listed only on the player's own sheet: the public list hides it.
    ui::MovesPanel *moves = window.movesPanel();
    c.setViewer(rules::Viewer::everyone());
    QVERIFY(!moves->playKind(QStringLiteral("start-construction")));
    c.setViewer(rules::Viewer::seat(seat));
    const std::size_t buildings = c.view().buildings.size();
    QVERIFY(moves->playKind(QStringLiteral("start-construction"), QStringLiteral("Mine")));
    QCOMPARE(c.view().buildings.size(), buildings + 1);
    c.setViewer(rules::Viewer::everyone());
    QVERIFY(!c.view().buildings.back().type.has_value()); // the table sees a "?" token
    QVERIFY(window.logModel()->texts().last().contains(QStringLiteral("construction")));
    // Nobody takes back a hidden entry from the public table: only its owner.
    QVERIFY(!c.canUndo());
    c.setViewer(rules::Viewer::seat(seat));
    QVERIFY(c.canUndo());
    window.findChild<QAction *>(QStringLiteral("undoAction"))->trigger();
    QCOMPARE(c.view().buildings.size(), buildings);
    QVERIFY(window.logModel()->texts().last().contains(QStringLiteral("took back")));
}

void WindowTest::theMovesFilterNarrowsTheListAndOffersToClearIt()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Movement));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window);
    ui::MovesPanel *moves = window.movesPanel();
    QAbstractItemModel *list = moves->list()->model();
    const int all = list->rowCount();
    QVERIFY2(all > 1, "the Movement phase offers several moves");
    // The clear button is made with the first text (start-up, issue #11): none before.
    QVERIFY(!moves->filterEdit()->isClearButtonEnabled());
    const QString last = list->index(all - 1, 0).data().toString();
    QTest::keyClicks(moves->filterEdit(), last);
    QVERIFY(list->rowCount() >= 1 && list->rowCount() < all);
    QCOMPARE(list->index(0, 0).data().toString().contains(last, Qt::CaseInsensitive), true);
    QVERIFY(moves->filterEdit()->isClearButtonEnabled());
    moves->filterEdit()->clear();
    QCOMPARE(list->rowCount(), all);
}

void WindowTest::replayShowsAPastPositionReadOnly()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window);
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    const int live = c.historySize();
    window.replayBar()->first();
    QVERIFY(c.isReplaying());
    QCOMPARE(c.view().phase, rules::Phase::Setup);
    QVERIFY(c.legalActions(0).empty());
    QVERIFY(!c.submit(0, rules::EndDevelopment{}));
    QVERIFY(window.replayBar()->jumpTo(1, static_cast<int>(rules::Phase::Movement)));
    QCOMPARE(c.view().phase, rules::Phase::Movement);
    window.replayBar()->last();
    QVERIFY(!c.isReplaying());
    QCOMPARE(c.replayPosition(), live);
}

void WindowTest::publicTextsDoNotDependOnTheSecretLeaderChoice()
{
    // The same game twice, with different secret Leaders: every text of the public
    // window must be identical, byte for byte.
    QStringList texts[2];
    for (int run = 0; run < 2; ++run) {
        TestLibrary lib;
        ui::GameController &c = *lib.controller;
        QVERIFY(testing::startTwoPlayerGame(c, run == 0 ? 0 : 2));
        ui::MainWindow window(&c, nullptr);
        testing::showWindow(window);
        QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
        QCoreApplication::processEvents();
        texts[run] = testing::publicTexts(window);
        for (const QString &t : std::as_const(texts[run]))
            QVERIFY2(!t.contains(QStringLiteral("as Leader")) && !t.contains(QStringLiteral("the Leader")),
                     qPrintable(t));
    }
    QCOMPARE(texts[0], texts[1]);
}

void WindowTest::newGameWizardCreatesTheGameAndPassesTheLaptopForEachLeader()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    ui::NewGameWizard wizard(&c);
    wizard.setPlayers({QStringLiteral("Ann"), QStringLiteral("Ben")});
    wizard.setBoardName(QStringLiteral("standard"));
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    QCOMPARE(wizard.currentId(), int(ui::NewGameWizard::GamePage));
    wizard.next(); // Guardians of Xobos, the first game of the list: its players
    QCOMPARE(wizard.currentId(), int(ui::NewGameWizard::PlayersPage));
    wizard.next(); // board
    wizard.next(); // rules
    // R-ATTACK-RESOLVE's option: the printed reading by default, the table may turn it off.
    auto *sources = wizard.currentPage()->findChild<QCheckBox *>(QStringLiteral("attackDestroysDefendingSources"));
    QVERIFY(sources);
    QVERIFY(sources->isChecked());
    sources->click();
    wizard.next(); // creates the game, Ann's Leader
    QVERIFY(c.hasGame());
    const std::optional<store::GameRecord> record = c.store().game(c.gameId());
    QVERIFY(record);
    QCOMPARE(QJsonDocument::fromJson(record->setupJson)
                 .object()
                 .value(QStringLiteral("ruleset"))
                 .toObject()
                 .value(QStringLiteral("attackDestroysDefendingSources")),
             QJsonValue(false));
    QCOMPARE(c.playerNames(), QStringList({QStringLiteral("Ann"), QStringLiteral("Ben")}));
    QCOMPARE(wizard.currentId(), int(ui::NewGameWizard::LeaderPage0));
    QVERIFY(wizard.currentPage()->title().contains(QStringLiteral("Ann")));
    wizard.currentPage()->findChild<QRadioButton *>(QStringLiteral("leader1"))->click();
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::NewGameWizard::LeaderPage1));
    QVERIFY(wizard.currentPage()->title().contains(QStringLiteral("Ben")));
    wizard.currentPage()->findChild<QRadioButton *>(QStringLiteral("leader3"))->click();
    QCOMPARE(wizard.nextId(), -1);
    wizard.accept();
    QCOMPARE(c.view().phase, rules::Phase::Movement);
}

// The wizard's first page offers every game of the one list (ui/shell/gamekinds.h), each
// leading to its own flow; Back returns to the choice.
void WindowTest::newGameWizardStartsWithTheChoiceOfTheGame()
{
    TestLibrary lib;
    ui::NewGameWizard wizard(lib.controller.get());
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    QCOMPARE(wizard.currentId(), int(ui::NewGameWizard::GamePage));
    auto *xobosGame = wizard.currentPage()->findChild<QRadioButton *>(QStringLiteral("game-xobos"));
    auto *sheetGame = wizard.currentPage()->findChild<QRadioButton *>(QStringLiteral("game-sheet"));
    QVERIFY(xobosGame && sheetGame);
    QCOMPARE(wizard.currentPage()->findChildren<QRadioButton *>().size(), qsizetype(ui::gameKinds().size()));
    QCOMPARE(xobosGame->text(), QStringLiteral("Guardians of Xobos — full referee"));
    QCOMPARE(sheetGame->text(), QStringLiteral("Guardians of Xobos — my own sheets only"));
    QVERIFY(xobosGame->isChecked());
    for (const ui::GameKind &kind : ui::gameKinds())
        QVERIFY(wizard.currentPage()->findChild<QLabel *>(QStringLiteral("game-%1-about").arg(QLatin1String(kind.module.data(), qsizetype(kind.module.size()))))->isVisible());
    // XOBOS_SCREENSHOT_DIR set: the page as it looks, to be looked at.
    if (const QString dir = qEnvironmentVariable("XOBOS_SCREENSHOT_DIR"); !dir.isEmpty())
        QVERIFY(wizard.grab().save(dir + QStringLiteral("/new-game-wizard-game.png")));

    // A click on the choice's round button (the widget is wider than its label).
    QTest::mouseClick(sheetGame, Qt::LeftButton, {}, QPoint(8, sheetGame->height() / 2));
    QCOMPARE(wizard.chosenGame().module, std::string_view(game::kSheetModuleId));
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::NewGameWizard::SheetPage));
    QCOMPARE(wizard.nextId(), -1); // Finish creates the game
    QVERIFY(wizard.button(QWizard::FinishButton)->isVisible());
    wizard.back();
    QCOMPARE(wizard.currentId(), int(ui::NewGameWizard::GamePage));
    QTest::mouseClick(xobosGame, Qt::LeftButton, {}, QPoint(8, xobosGame->height() / 2));
    QVERIFY(xobosGame->isChecked());
    wizard.next();
    QCOMPARE(wizard.currentId(), int(ui::NewGameWizard::PlayersPage));
    QVERIFY(wizard.currentPage()->findChild<QLineEdit *>(QStringLiteral("playerName0")));
    QVERIFY(!lib.controller->hasGame()); // nothing is created before the game's own pages say so
}

// Sheet-only: the player's name and Leader, then Finish creates the sheet game in the
// library and opens the sheet window; the Tools menu's entry starts at that page.
void WindowTest::newGameWizardStartsASheetOnlyGameInItsOwnWindow()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    ui::MainWindow window(&c, nullptr);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.actions()->sheetOnly->trigger();
    auto *wizard = window.findChild<ui::NewGameWizard *>();
    QVERIFY(wizard);
    QVERIFY(QTest::qWaitForWindowExposed(wizard));
    QCOMPARE(wizard->currentId(), int(ui::NewGameWizard::SheetPage));
    auto *name = wizard->currentPage()->findChild<QLineEdit *>(QStringLiteral("sheetPlayerName"));
    auto *leader = wizard->currentPage()->findChild<QComboBox *>(QStringLiteral("sheetLeader"));
    QVERIFY(name && leader);
    name->setText(QStringLiteral("Ann"));
    leader->setCurrentIndex(2);
    QTest::mouseClick(wizard->button(QWizard::FinishButton), Qt::LeftButton);
    auto *sheet = window.findChild<ui::companion::SheetOnlyWindow *>();
    QVERIFY(sheet);
    QVERIFY(QTest::qWaitForWindowExposed(sheet));
    QCOMPARE(sheet->session().state().name, std::string("Ann"));
    QVERIFY(sheet->session().state().guardians[2].leader);
    QVERIFY(!c.hasGame()); // the table window stays on its welcome page
    const QList<store::GameRecord> games = c.store().games();
    QCOMPARE(games.size(), qsizetype(1));
    QCOMPARE(games.first().module, QLatin1String(game::kSheetModuleId));
    // The welcome page lists it at once, with its game's name.
    auto *recent = window.findChild<QAbstractItemView *>(QStringLiteral("recentGames"));
    QVERIFY(recent);
    QCOMPARE(recent->model()->rowCount(), 1);
    QCOMPARE(recent->model()->index(0, ui::GamesModel::GameColumn).data().toString(),
             QStringLiteral("Guardians of Xobos — my own sheets only"));
    sheet->close();
}

void WindowTest::resumingAGameShowsItWhereItWas()
{
    TestLibrary lib;
    const std::optional<testing::StoredGame> stored = testing::storeGameInDevelopment(lib);
    QVERIFY(stored);
    const auto [id, actions] = *stored;
    ui::GameController again(lib.dir.filePath(QStringLiteral("library.sqlite")));
    ui::MainWindow window(&again, nullptr);
    QVERIFY(again.openLibrary());
    window.openGame(id);
    QVERIFY(again.hasGame());
    QCOMPARE(again.historySize(), actions);
    QCOMPARE(again.view().phase, rules::Phase::Development);
    QVERIFY(window.windowTitle().contains(QStringLiteral("Test game")));
    QVERIFY(window.windowTitle().contains(QStringLiteral("round 1")));
}

// The board's discs say their bounds and shape themselves (ui/board/boarditems.cpp, DiscItem)
// rather than stroking their outline: the bounds must still hold every pixel a disc paints
// (or a repaint would leave bits of it behind), and the shape must answer clicks as
// QGraphicsEllipseItem's did.
void WindowTest::theBoardsDiscsBoundWhatTheyPaint()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    int discs = 0;
    for (QGraphicsItem *item : window.boardView()->scene()->items()) {
        auto *disc = dynamic_cast<QGraphicsEllipseItem *>(item);
        if (!disc)
            continue;
        ++discs;
        const QRectF bounds = disc->boundingRect();
        const QRectF stroked = disc->QGraphicsEllipseItem::boundingRect();
        const QString what = QStringLiteral("disc %1 at %2,%3").arg(discs).arg(disc->rect().x()).arg(disc->rect().y());
        QVERIFY2(bounds.adjusted(-0.01, -0.01, 0.01, 0.01).contains(stroked.adjusted(0.5, 0.5, -0.5, -0.5)),
                 qPrintable(what));
        QVERIFY2(stroked.adjusted(-0.01, -0.01, 0.01, 0.01).contains(bounds), qPrintable(what));
        // Painted at 8x into an image: nothing outside the bounds but antialiasing's pixel.
        const double scale = 8;
        const QRectF target = QRectF(bounds.topLeft() * scale, bounds.size() * scale).adjusted(-8, -8, 8, 8);
        QImage image(target.size().toSize() + QSize(1, 1), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.translate(-target.topLeft());
            painter.scale(scale, scale);
            QStyleOptionGraphicsItem option;
            disc->paint(&painter, &option, nullptr);
        }
        const QRectF allowed = QRectF(bounds.topLeft() * scale, bounds.size() * scale)
                                   .translated(-target.topLeft())
                                   .adjusted(-1, -1, 1, 1);
        int outside = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                if (qAlpha(image.pixel(x, y)) > 0 && !allowed.contains(QPointF(x + 0.5, y + 0.5)))
                    ++outside;
            }
        }
        QVERIFY2(outside == 0, qPrintable(what + QStringLiteral(": %1 pixels outside").arg(outside)));
        // Clicks: inside the rim is the disc, just beyond it is not, as before.
        const QPointF centre = disc->rect().center();
        const double radius = bounds.width() / 2;
        for (int a = 0; a < 360; a += 30) {
            const QPointF dir(std::cos(qDegreesToRadians(double(a))), std::sin(qDegreesToRadians(double(a))));
            const QPointF in = centre + dir * (radius - 0.2);
            const QPointF out = centre + dir * (radius + 0.6);
            QCOMPARE(disc->contains(in), disc->QGraphicsEllipseItem::shape().contains(in));
            QCOMPARE(disc->contains(out), disc->QGraphicsEllipseItem::shape().contains(out));
            QVERIFY2(disc->contains(in), qPrintable(what));
            QVERIFY2(!disc->contains(out), qPrintable(what));
        }
    }
    QVERIFY(discs > 40);
    // A move replaces the board's units.
    const QList<QGraphicsItem *> before = window.boardView()->scene()->items();
    const int player = c.actingPlayers().front();
    QVERIFY(c.submit(player, c.legalActions(player).front()));
    QVERIFY(window.boardView()->scene()->items() != before);
}

// Every change of the controller is one signal, and only one, so that an observer
// refreshes once per change (every gameChanged() used to be followed by a stateChanged(),
// and every viewerChanged() too). The signal comes once view() answers for the new position.
void WindowTest::everyChangeIsOneSignal()
{
    TestLibrary lib;
    const std::optional<testing::StoredGame> stored = testing::storeGameInDevelopment(lib);
    QVERIFY(stored);
    ui::GameController c(lib.dir.filePath(QStringLiteral("library.sqlite")));
    QVERIFY(c.openLibrary());
    ui::MainWindow window(&c, nullptr);
    QSignalSpy games(&c, &ui::GameController::gameChanged);
    QSignalSpy states(&c, &ui::GameController::stateAdvanced);
    QSignalSpy viewers(&c, &ui::GameController::viewerChanged);
    QSignalSpy replays(&c, &ui::GameController::replayPositionChanged);
    const auto counts = [&] {
        const QList<qsizetype> out{games.count(), states.count(), viewers.count(), replays.count()};
        games.clear();
        states.clear();
        viewers.clear();
        replays.clear();
        return out;
    };
    QSignalSpy playerResets(window.playersModel(), &QAbstractItemModel::modelReset);
    QSignalSpy logResets(window.logModel(), &QAbstractItemModel::modelReset);
    rules::Phase seen = rules::Phase::Setup;
    connect(&c, &ui::GameController::gameChanged, this, [&] { seen = c.view().phase; });
    QVERIFY(c.openGame(stored->id));
    QCOMPARE(counts(), (QList<qsizetype>{1, 0, 0, 0}));
    QCOMPARE(seen, rules::Phase::Development); // view() was up to date when it came
    QCOMPARE(playerResets.count(), 1);
    QCOMPARE(logResets.count(), 1);
    const int player = c.actingPlayers().front();
    // A Development entry is the seat's own, made behind its opened cover (issue #20).
    window.handOver()->passTo(player);
    window.handOver()->cover()->unlockButton()->click();
    QCOMPARE(c.viewer().kind, rules::Viewer::Kind::Player);
    QCOMPARE(counts(), (QList<qsizetype>{0, 0, 1, 0}));
    QCOMPARE(logResets.count(), 2); // another viewer, another log
    logResets.clear();
    const std::vector<rules::Action> legal = c.legalActions(player);
    QVERIFY(!legal.empty());
    QCOMPARE(c.legalActions(player), legal); // kept until the next change
    QVERIFY(c.submit(player, legal.front()));
    QCOMPARE(counts(), (QList<qsizetype>{0, 1, 0, 0}));
    QCOMPARE(logResets.count(), 0); // the new rows were appended, not the log reloaded
    c.setReplayPosition(1);
    QCOMPARE(counts(), (QList<qsizetype>{0, 0, 0, 1}));
    QVERIFY(c.legalActions(player).empty()); // nobody acts in a replay
    c.leaveReplay();
    QCOMPARE(counts(), (QList<qsizetype>{0, 0, 0, 1}));
    QVERIFY(c.undo()); // by its owner, whose sheet is still open
    QCOMPARE(counts(), (QList<qsizetype>{0, 1, 0, 0}));
    c.setViewer(rules::Viewer::everyone());
    QCOMPARE(counts(), (QList<qsizetype>{0, 0, 1, 0}));
    c.closeGame();
    QCOMPARE(counts(), (QList<qsizetype>{1, 0, 0, 0}));
}

void WindowTest::theRoundTrackHighlightsTheCurrentRound()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::GameInfoPanel panel(&c);
    panel.resize(420, 200);
    ui::RoundTrack *track = panel.roundTrack();
    QVERIFY(track);
    QCOMPARE(track->currentRound(), c.view().round);
    QCOMPARE(track->accessibleName(), QStringLiteral("Round 1 of 15"));
    const auto highlighted = [&] {
        const QImage image = track->grab().toImage();
        int n = 0;
        int minX = image.width();
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (image.pixelColor(x, y) == ui::RoundTrack::highlight()) {
                    ++n;
                    minX = std::min(minX, x);
                }
        return std::pair(n, minX);
    };
    const auto [pixels, left] = highlighted();
    QVERIFY2(pixels > 100, QByteArray::number(pixels).constData());
    QVERIFY(left < track->width() / 10); // round 1: the first box
    c.closeGame();
    QCOMPARE(track->currentRound(), 0);
    QCOMPARE(highlighted().first, 0);
}

// The Players dock at its first size shows every column of four players without a
// horizontal scroll bar (the last column used to keep a width it once had).
void WindowTest::fourPlayersFitThePlayersTable()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startGame(
        c, {QStringLiteral("Ada"), QStringLiteral("Bruno"), QStringLiteral("Celina"), QStringLiteral("Dawid")}));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window);
    auto *players = window.findChild<QTableView *>(QStringLiteral("playersTable"));
    QVERIFY(players);
    QTRY_VERIFY(players->isVisible());
    QCOMPARE(players->model()->rowCount(), 4);
    QVERIFY2(!players->horizontalScrollBar()->isVisible(),
             qPrintable(QStringLiteral("header %1 px in a %2 px viewport")
                            .arg(players->horizontalHeader()->length())
                            .arg(players->viewport()->width())));
    QVERIFY(players->horizontalHeader()->length() <= players->viewport()->width());
}

// File > Save Game File holds every hidden value: refused to the table while the game runs,
// offered in the referee's view. File > Import Game File (and a double-clicked file) adds
// it to another library and opens it; a bad file changes nothing and says why.
void WindowTest::aSavedGameFileImportsIntoAnotherLibrary()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    QVERIFY(testing::playUntilAttackPossible(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window);
    auto *save = window.findChild<QAction *>(QStringLiteral("exportGameAction"));
    QVERIFY(save);
    QVERIFY(!save->isEnabled());
    const QString file = lib.dir.filePath(QStringLiteral("dispute.xobos.json"));
    QString error;
    QVERIFY(!c.exportGame(file, &error));
    QVERIFY2(error.contains(QStringLiteral("hidden")), qPrintable(error));
    QVERIFY(!QFile::exists(file));
    c.setViewer(rules::Viewer::referee());
    QVERIFY(save->isEnabled());
    QVERIFY2(c.exportGame(file, &error), qPrintable(error));
    c.setViewer(rules::Viewer::everyone());
    QVERIFY(!save->isEnabled());

    TestLibrary other;
    ui::GameController &d = *other.controller;
    ui::MainWindow second(&d, nullptr);
    testing::showWindow(second);
    QVERIFY(second.findChild<QAction *>(QStringLiteral("importGameAction"))->isEnabled());
    QVERIFY(second.importGame(file));
    QVERIFY(d.hasGame());
    QCOMPARE(d.historySize(), c.historySize());
    QCOMPARE(d.view().round, c.view().round);
    QCOMPARE(d.playerNames(), c.playerNames());
    QCOMPARE(d.games().size(), 1);
    QVERIFY(second.statusBar()->currentMessage().contains(QStringLiteral("dispute.xobos.json")));

    const QString bad = other.dir.filePath(QStringLiteral("bad.xobos.json"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("not a game");
    f.close();
    const qint64 openBefore = d.gameId();
    QVERIFY(!second.importGame(bad));
    auto *box = second.findChild<QMessageBox *>(QStringLiteral("importErrorBox"));
    QVERIFY(box);
    QTRY_VERIFY(box->isVisible());
    QVERIFY2(box->text().contains(QStringLiteral("bad.xobos.json")), qPrintable(box->text()));
    QCOMPARE(d.games().size(), 1);
    QCOMPARE(d.gameId(), openBefore);
    box->close();
}

void WindowTest::timings()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QElapsedTimer timer;
    timer.start();
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window);
    qInfo("window with a new game shown: %lld ms", static_cast<long long>(timer.elapsed()));
    // Click -> validated, durably logged, repainted.
    QList<qint64> times;
    for (int i = 0; i < 3; ++i) {
        rules::MoveGuardian move;
        bool found = false;
        for (const rules::Action &a : c.legalActions(c.actingPlayer())) {
            if (const auto *m = std::get_if<rules::MoveGuardian>(&a); m && !m->seize) {
                move = *m;
                found = true;
                break;
            }
        }
        if (!found)
            break;
        const int player = c.actingPlayer();
        const int from = guardianSpace(c, player, move.guardian);
        testing::clickSpace(window, from);
        timer.restart();
        testing::clickSpace(window, move.to);
        window.boardView()->viewport()->repaint();
        times << timer.nsecsElapsed() / 1000;
        QCOMPARE(guardianSpace(c, player, move.guardian), move.to);
    }
    for (qint64 t : std::as_const(times))
        qInfo("click on a destination -> validated, logged, repainted: %.1f ms", t / 1000.0);
}

QTEST_MAIN(WindowTest)
#include "tst_window.moc"
