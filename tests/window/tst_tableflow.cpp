// SPDX-License-Identifier: GPL-3.0-or-later
// The table's evening in the shell (issue #25), by clicks in the real window: View > Space
// Names remembered and locked behind the cover; the status strip says what the table does
// now in every phase, and its one button does it; the game's end opens the final score and
// adds Score and Rank to the players table (under QAbstractItemModelTester).
#include "gamescript.h"

#include "ui/board/boardview.h"
#include "ui/companion/gamereportdialog.h"
#include "ui/companion/scoretext.h"
#include "ui/secrets/handover.h"
#include "ui/secrets/lockcover.h"
#include "ui/shell/finalscoredialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/logmodel.h"
#include "ui/shell/logpanel.h"
#include "ui/shell/pendingchoiceflow.h"
#include "i18n/translation.h"
#include "ui/shell/replaybar.h"
#include "ui/shell/statusflow.h"
#include "ui/shell/statusstrip.h"
#include "ui/shell/windowactions.h"
#include "ui/table/combatview.h"
#include "ui/table/pendingchoicedialog.h"
#include "ui/table/playersmodel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QTableView>
#include <QTableWidget>
#include <QLabel>
#include <QLayout>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollBar>
#include <QScopeGuard>
#include <QSettings>
#include <QTest>
#include <QComboBox>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>

using namespace xobos;
using ui::BoardView;

namespace {

QAction *menuEntry(QMenu *menu, const QString &objectName)
{
    for (QAction *a : menu->actions()) {
        if (a->objectName() == objectName)
            return a;
    }
    return nullptr;
}

// Opens `menu` as a hand does and clicks its entry `action` (a submenu opens).
void clickMenuEntry(QMenu *menu, QAction *action)
{
    if (!menu->isVisible()) {
        menu->popup(QPoint(10, 10));
        QVERIFY(QTest::qWaitForWindowExposed(menu));
    }
    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(action).center());
    QCoreApplication::processEvents();
}

QString stripText(ui::MainWindow &w)
{
    return w.statusStrip()->text();
}

QString stripButton(ui::MainWindow &w)
{
    QPushButton *b = w.statusStrip()->button();
    return b->isVisible() ? b->text() : QString();
}

void clickStrip(ui::MainWindow &w)
{
    QPushButton *b = w.statusStrip()->button();
    QVERIFY(b->isVisible());
    QVERIFY2(b->isEnabled(), qPrintable(b->text()));
    QTest::mouseClick(b, Qt::LeftButton);
    QCoreApplication::processEvents();
}

// A Guardian's move for the acting player (the turn is then worth ending).
bool moveOnce(ui::GameController &c)
{
    const int player = c.actingPlayer();
    for (const rules::Action &a : c.legalActions(player)) {
        if (std::holds_alternative<rules::MoveGuardian>(a))
            return c.submit(player, a);
    }
    return false;
}

// Plays to an attack declared by the acting player; its defender is asked (pending).
bool declareAttack(ui::GameController &c)
{
    if (!testing::playUntilAttackPossible(c))
        return false;
    const int attacker = c.actingPlayer();
    for (const rules::Action &a : c.legalActions(attacker)) {
        if (std::holds_alternative<rules::DeclareAttack>(a))
            return c.submit(attacker, a);
    }
    return false;
}

} // namespace

class TestTableFlow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void spaceNamesAreChosenInTheViewMenuAndRemembered();
    void spaceNamesCannotBeChangedBehindTheCover();
    void theStripSaysTheStepAndItsButtonDoesIt_data();
    void theStripSaysTheStepAndItsButtonDoesIt();
    void theStripStepsThroughTheCombat();
    void theStripIsDisabledBehindTheCover();
    void theFinalScoreOpensWhenTheGameEnds();
    void thePlayersModelGainsScoreAndRankAtTheEnd();
    void aReplayLooksDifferentAndTheLogFollowsIt();
    void theJumpTargetFollowsTheLiveRound();
    void bothDoneButtonsSayTheSameInGerman();
};

void TestTableFlow::spaceNamesAreChosenInTheViewMenuAndRemembered()
{
    testing::TestLibrary lib;
    QSettings settings(lib.dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    QVERIFY(testing::startTwoPlayerGame(*lib.controller));
    {
        ui::MainWindow window(lib.controller.get(), &settings);
        testing::showWindow(window, {1366, 768});
        QVERIFY(!QTest::currentTestFailed());
        QMenu *view = window.actions()->viewMenu;
        QMenu *names = window.boardView()->spaceNamesMenu();
        QVERIFY(view->actions().contains(names->menuAction()));
        QVERIFY(!names->title().isEmpty());
        QCOMPARE(window.boardView()->spaceNames(), BoardView::SpaceNames::On);
        QVERIFY(window.boardView()->spaceNamePixelsOnScreen() > 0);

        clickMenuEntry(view, names->menuAction());
        QTRY_VERIFY(names->isVisible());
        QAction *off = menuEntry(names, QStringLiteral("spaceNamesOff"));
        QVERIFY(off && off->isEnabled());
        clickMenuEntry(names, off);
        QCOMPARE(window.boardView()->spaceNames(), BoardView::SpaceNames::Off);
        QVERIFY(off->isChecked());
        QCOMPARE(window.boardView()->spaceNamePixelsOnScreen(), 0.0);
        QCOMPARE(settings.value(QStringLiteral("view/spaceNames")).toString(), QStringLiteral("off"));

        clickMenuEntry(view, names->menuAction());
        QTRY_VERIFY(names->isVisible());
        clickMenuEntry(names, menuEntry(names, QStringLiteral("spaceNamesLarger")));
        QCOMPARE(window.boardView()->spaceNames(), BoardView::SpaceNames::Larger);
        QCOMPARE(settings.value(QStringLiteral("view/spaceNames")).toString(), QStringLiteral("larger"));
        window.close();
    }
    // The next evening's window starts with the choice of the last one.
    ui::MainWindow again(lib.controller.get(), &settings);
    QCOMPARE(again.boardView()->spaceNames(), BoardView::SpaceNames::Larger);
    QVERIFY(menuEntry(again.boardView()->spaceNamesMenu(), QStringLiteral("spaceNamesLarger"))->isChecked());
}

void TestTableFlow::spaceNamesCannotBeChangedBehindTheCover()
{
    testing::TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    window.handOver()->continueToDevelopment();
    QVERIFY(window.handOver()->isCovered());
    const QList<QAction *> entries = window.boardView()->spaceNamesMenu()->actions();
    QCOMPARE(entries.size(), 3);
    for (QAction *a : entries)
        QVERIFY2(!a->isEnabled(), qPrintable(a->objectName()));
    testing::unlockCover(window);
    QVERIFY(!QTest::currentTestFailed());
    for (QAction *a : entries)
        QVERIFY2(a->isEnabled(), qPrintable(a->objectName()));
}

enum class Scene { Movement, Pending, ReviewWithoutCombat, OpenSheet, Development, GameOver, Replay };

void TestTableFlow::theStripSaysTheStepAndItsButtonDoesIt_data()
{
    QTest::addColumn<int>("scene");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("button");
    QTest::newRow("Movement: the player to act ends the turn")
        << int(Scene::Movement) << QStringLiteral("Blue: move your units, then End turn") << QStringLiteral("End turn");
    QTest::newRow("Movement: the defender answers the attack (R-COUNTER)")
        << int(Scene::Pending) << QStringLiteral(": answer the attack — counterattack or not") << QStringLiteral("Answer");
    QTest::newRow("after Movement without combat the table continues")
        << int(Scene::ReviewWithoutCombat) << QStringLiteral("Round 1: no combat — update the board")
        << QStringLiteral("Continue to Development");
    QTest::newRow("a sheet is open: cover it when done")
        << int(Scene::OpenSheet) << QStringLiteral("Blue's sheet is open: enter on it, then cover it")
        << QStringLiteral("Done — cover my sheet");
    QTest::newRow("Development: pass the laptop to the first still to enter")
        << int(Scene::Development) << QStringLiteral("Development: Blue and Red still to enter → Pass the laptop to Blue")
        << QStringLiteral("Pass to Blue");
    QTest::newRow("Game over: the winner and the final score")
        << int(Scene::GameOver) << QStringLiteral("Game over: ") << QStringLiteral("Final score");
    QTest::newRow("Replay: back to live") << int(Scene::Replay) << QStringLiteral("Replay — round 1, step 3")
                                          << QStringLiteral("Back to live");
}

void TestTableFlow::theStripSaysTheStepAndItsButtonDoesIt()
{
    QFETCH(int, scene);
    QFETCH(QString, text);
    QFETCH(QString, button);
    testing::TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    const auto s = Scene(scene);
    if (s == Scene::GameOver)
        QVERIFY(testing::playUntilPhase(c, rules::Phase::GameOver, 3000));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(window.statusStrip()->isVisible());
    ui::HandOver *handOver = window.handOver();
    switch (s) {
    case Scene::Movement: QVERIFY(moveOnce(c)); break;
    case Scene::Pending: QVERIFY(declareAttack(c)); break;
    case Scene::ReviewWithoutCombat: QVERIFY(testing::playUntilPhase(c, rules::Phase::Development)); break;
    case Scene::OpenSheet:
    case Scene::Development:
        QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
        handOver->continueToDevelopment();
        testing::unlockCover(window);
        QVERIFY(!QTest::currentTestFailed());
        if (s == Scene::Development)
            handOver->coverSheets();
        break;
    case Scene::GameOver: break;
    case Scene::Replay:
        QVERIFY(moveOnce(c) && moveOnce(c));
        c.setReplayPosition(3);
        break;
    }
    QCoreApplication::processEvents();
    QVERIFY2(stripText(window).contains(text), qPrintable(stripText(window)));
    QCOMPARE(stripButton(window), button);
    testing::saveShot(window, QStringLiteral("xobos-flow-shots"), QStringLiteral("strip-%1.png").arg(scene));

    const rules::GameView before = c.view();
    switch (s) {
    case Scene::Movement:
        clickStrip(window);
        QCOMPARE(c.view().currentPlayer, 1);
        QCOMPARE(stripText(window), QStringLiteral("Red: move your units, then End turn"));
        break;
    case Scene::Pending: {
        QVERIFY(stripText(window).startsWith(QStringLiteral("Red")));
        // The question is asked at once; closed unanswered, the strip asks again.
        QTRY_VERIFY(window.findChild<ui::PendingChoiceDialog *>());
        window.findChild<ui::PendingChoiceDialog *>()->reject();
        QTRY_VERIFY(!window.findChild<ui::PendingChoiceDialog *>() || !window.findChild<ui::PendingChoiceDialog *>()->isVisible());
        clickStrip(window);
        QTRY_VERIFY(window.findChild<ui::PendingChoiceDialog *>() && window.findChild<ui::PendingChoiceDialog *>()->isVisible());
        break;
    }
    case Scene::ReviewWithoutCombat:
        QVERIFY(handOver->reviewing());
        clickStrip(window);
        QVERIFY(!handOver->reviewing());
        QVERIFY(handOver->isCovered());
        QCOMPARE(handOver->cover()->seat(), 0);
        break;
    case Scene::OpenSheet:
        clickStrip(window);
        QCOMPARE(c.viewer(), rules::Viewer::everyone());
        break;
    case Scene::Development:
        QVERIFY(!handOver->isCovered());
        clickStrip(window);
        QVERIFY(handOver->isCovered());
        QCOMPARE(handOver->cover()->seat(), 0);
        break;
    case Scene::GameOver: {
        const rules::ScoreReport report = *c.finalScores();
        QVERIFY(!report.winners.empty());
        if (report.winners.size() == 1)
            QCOMPARE(stripText(window),
                     QStringLiteral("Game over: %1 wins").arg(c.playerNames().at(report.winners.front())));
        // Opened after its end, the game does not announce it again: the strip offers it.
        QVERIFY(!window.findChild<ui::FinalScoreDialog *>());
        clickStrip(window);
        QTRY_VERIFY(window.findChild<ui::FinalScoreDialog *>() && window.findChild<ui::FinalScoreDialog *>()->isVisible());
        clickStrip(window); // once is enough: no second dialog
        QCOMPARE(window.findChildren<ui::FinalScoreDialog *>().size(), 1);
        break;
    }
    case Scene::Replay:
        clickStrip(window);
        QVERIFY(!c.isReplaying());
        QVERIFY(stripText(window).contains(QStringLiteral("move your units")));
        break;
    }
    Q_UNUSED(before);
}

void TestTableFlow::theStripStepsThroughTheCombat()
{
    testing::TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(declareAttack(c));
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    ui::CombatView *combat = window.combatView();
    QTRY_VERIFY(combat->isActive() && combat->isVisible());
    const int steps = combat->stepCount();
    QVERIFY(steps >= 1);
    for (int step = 0; step < steps; ++step) {
        QVERIFY2(stripText(window).startsWith(QStringLiteral("Combat: step %1 of %2 — ").arg(step + 1).arg(steps)),
                 qPrintable(stripText(window)));
        QCOMPARE(combat->currentStep(), step);
        if (step + 1 < steps) {
            QCOMPARE(stripButton(window), QStringLiteral("Next"));
            clickStrip(window);
        }
    }
    // The band's own button moves the strip too.
    if (steps > 1) {
        combat->showLast();
        QCOMPARE(combat->currentStep(), 0);
        QTest::mouseClick(combat->nextButton(), Qt::LeftButton);
        QVERIFY2(stripText(window).startsWith(QStringLiteral("Combat: step 2 of")), qPrintable(stripText(window)));
        while (combat->currentStep() + 1 < steps)
            clickStrip(window);
    }
    QCOMPARE(stripButton(window), QStringLiteral("Continue to Development"));
    clickStrip(window);
    QVERIFY(!window.handOver()->reviewing());
    QVERIFY(window.handOver()->isCovered());
    QTRY_VERIFY(!combat->isActive());
}

void TestTableFlow::theStripIsDisabledBehindTheCover()
{
    testing::TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    window.handOver()->continueToDevelopment();
    QVERIFY(window.handOver()->isCovered());
    QVERIFY(!window.statusStrip()->button()->isEnabled());
    const QString before = stripText(window);
    window.statusFlow()->performStep(); // a stray call does nothing either
    QVERIFY(window.handOver()->isCovered());
    QCOMPARE(window.handOver()->cover()->seat(), 0);
    QCOMPARE(stripText(window), before);
}

void TestTableFlow::theFinalScoreOpensWhenTheGameEnds()
{
    testing::TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startGame(
        c, {QStringLiteral("Anna"), QStringLiteral("Ben"), QStringLiteral("Carla"), QStringLiteral("Dawid")}));
    for (int seat = 0; seat < 4; ++seat)
        QVERIFY(c.submit(seat, rules::ChooseLeader{seat}));
    // To the last Development phase; the window sees each seat end it on its own sheet.
    for (;;) {
        QVERIFY(testing::playUntilPhase(c, rules::Phase::Development, 400));
        if (c.view().round == rules::kLastRound)
            break;
        QVERIFY(testing::playUntilPhase(c, rules::Phase::Movement, 400));
    }
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    QVERIFY(!QTest::currentTestFailed());
    while (c.view().phase == rules::Phase::Development) {
        QVERIFY(!window.findChild<ui::FinalScoreDialog *>());
        const int seat = c.view().acting.front();
        testing::openSheet(window, seat);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(c.submit(seat, rules::EndDevelopment{}));
    }
    QCOMPARE(c.view().phase, rules::Phase::GameOver);
    ui::FinalScoreDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = window.findChild<ui::FinalScoreDialog *>()) && dialog->isVisible());
    const rules::ScoreReport report = *c.finalScores();
    const QStringList sentences = ui::companion::ScoreText::explanation(report, c.playerNames());
    // A large winner line, in the winner's colour when there is one.
    QCOMPARE(dialog->winnerLine()->text(), sentences.last());
    QVERIFY(dialog->winnerLine()->font().pointSizeF() >= 2 * window.font().pointSizeF());
    if (report.winners.size() == 1)
        QCOMPARE(dialog->winnerLine()->palette().color(QPalette::WindowText), c.playerColours().at(report.winners.front()));
    // The tie-break (and who scored nothing) in one line, only when there is something to say.
    QCOMPARE(dialog->tieBreakLine()->isVisible(), sentences.size() > 1);
    QCOMPARE(dialog->tieBreakLine()->text(), QStringList(sentences.mid(0, sentences.size() - 1)).join(QLatin1Char(' ')));
    QTableWidget *table = dialog->table();
    QCOMPARE(table->rowCount(), 4);
    for (int r = 0; r < 4; ++r) {
        const rules::ScoreLine &line = report.lines[static_cast<std::size_t>(r)];
        QCOMPARE(table->item(r, 0)->text(), QString::number(line.rank));
        QCOMPARE(table->item(r, 1)->text(), c.playerNames().at(line.player));
        QCOMPARE(table->item(r, 1)->data(Qt::DecorationRole).value<QColor>(), c.playerColours().at(line.player));
        QCOMPARE(table->item(r, 2)->text(), QString::number(line.score));
    }
    QVERIFY(!table->horizontalScrollBar()->isVisible());
    testing::saveShot(*dialog, QStringLiteral("xobos-flow-shots"), QStringLiteral("final-score.png"));
    // The players table has Score and Rank now.
    auto *players = window.findChild<QTableView *>(QStringLiteral("playersTable"));
    QCOMPARE(players->model()->columnCount(), int(ui::PlayersModel::ColumnCount));
    QCOMPARE(players->model()->headerData(ui::PlayersModel::ScoreColumn, Qt::Horizontal).toString(), QStringLiteral("Score"));
    QCOMPARE(players->model()->headerData(ui::PlayersModel::RankColumn, Qt::Horizontal).toString(), QStringLiteral("Rank"));
    QVERIFY(players->isColumnHidden(ui::PlayersModel::StatusColumn));
    QVERIFY(!players->isColumnHidden(ui::PlayersModel::ScoreColumn) && !players->isColumnHidden(ui::PlayersModel::RankColumn));
    testing::saveShot(window, QStringLiteral("xobos-flow-shots"), QStringLiteral("game-over-window.png"));
    QVERIFY2(!players->horizontalScrollBar()->isVisible(), qPrintable(QString::number(players->width())));
    // The table watches the end: nobody's sheet stays open.
    QCOMPARE(c.viewer(), rules::Viewer::everyone());
    // The report: one click.
    bool opened = false;
    QTimer::singleShot(0, &window, [&opened] {
        if (auto *r = qobject_cast<ui::companion::GameReportDialog *>(QApplication::activeModalWidget())) {
            opened = true;
            r->reject();
        }
    });
    QTest::mouseClick(dialog->reportButton(), Qt::LeftButton);
    QVERIFY(opened);
    testing::saveShot(window, QStringLiteral("xobos-flow-shots"), QStringLiteral("game-over-window.png"));
}

void TestTableFlow::thePlayersModelGainsScoreAndRankAtTheEnd()
{
    testing::TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::PlayersModel model(&c);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.columnCount(), int(ui::PlayersModel::ScoreColumn));
    QVERIFY(testing::playUntilPhase(c, rules::Phase::GameOver, 3000));
    QCOMPARE(model.columnCount(), int(ui::PlayersModel::ColumnCount));
    const rules::ScoreReport report = *c.finalScores();
    for (const rules::ScoreLine &line : report.lines) {
        QCOMPARE(model.index(line.player, ui::PlayersModel::ScoreColumn).data().toInt(), line.score);
        QCOMPARE(model.index(line.player, ui::PlayersModel::RankColumn).data().toInt(), line.rank);
    }
    // A replayed position before the end has no score yet; the live end has it again.
    c.setReplayPosition(c.historySize() - 1);
    QCOMPARE(model.columnCount(), int(ui::PlayersModel::ScoreColumn));
    c.leaveReplay();
    QCOMPARE(model.columnCount(), int(ui::PlayersModel::ColumnCount));
    c.closeGame();
    QCOMPARE(model.rowCount(), 0);
}

void TestTableFlow::aReplayLooksDifferentAndTheLogFollowsIt()
{
    testing::TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Movement));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    QVERIFY(!QTest::currentTestFailed());
    auto *frame = window.findChild<QFrame *>(QStringLiteral("boardFrame"));
    QVERIFY(frame);
    QPushButton *back = window.replayBar()->backToLiveButton();
    QVERIFY(!back->isVisible());
    QVERIFY(!window.statusStrip()->tint().isValid());
    QCOMPARE(frame->layout()->contentsMargins().left(), 0);

    // One click back: the replay of the position before the last action.
    QTest::mouseClick(window.replayBar()->findChild<QToolButton *>(QStringLiteral("replayPrevious")), Qt::LeftButton);
    QVERIFY(c.isReplaying());
    const int position = c.replayPosition();
    QCOMPARE(window.statusStrip()->tint(), ui::ReplayBar::replayTint());
    QCOMPARE(stripText(window), QStringLiteral("Replay — round %1, step %2").arg(c.markAfter(position).round).arg(position));
    QCOMPARE(stripButton(window), QStringLiteral("Back to live"));
    QVERIFY(frame->layout()->contentsMargins().left() > 0);
    QCOMPARE(frame->palette().color(QPalette::Window), ui::ReplayBar::replayTint());
    QVERIFY(back->isVisible());
    // The log shows and selects the last row of the replayed position: before the next action's.
    QTableView *log = window.logPanel()->table();
    const qint64 limit = c.logSeqLimitAfter(position);
    QVERIFY(limit > 0);
    const QModelIndex current = log->currentIndex();
    QVERIFY(current.isValid());
    QVERIFY(log->selectionModel()->isRowSelected(current.row(), {}));
    QVERIFY(current.data(ui::LogModel::SeqRole).toLongLong() < limit);
    const QModelIndex after = log->model()->index(current.row() + 1, 0);
    QVERIFY(!after.isValid() || after.data(ui::LogModel::SeqRole).toLongLong() > limit);
    QVERIFY(log->viewport()->rect().intersects(log->visualRect(current)));
    // Further back: the log's row moves up with it.
    c.setReplayPosition(2);
    QCOMPARE(stripText(window), QStringLiteral("Replay — round 1, step 2"));
    QVERIFY(log->currentIndex().row() < current.row());
    QVERIFY(log->viewport()->rect().intersects(log->visualRect(log->currentIndex())));
    testing::saveShot(window, QStringLiteral("xobos-flow-shots"), QStringLiteral("replay.png"));

    // Back to live is a button: the tint goes, the log shows its newest row again.
    QTest::mouseClick(back, Qt::LeftButton);
    QVERIFY(!c.isReplaying());
    QVERIFY(!back->isVisible());
    QVERIFY(!window.statusStrip()->tint().isValid());
    QCOMPARE(frame->layout()->contentsMargins().left(), 0);
    QVERIFY(!log->selectionModel()->hasSelection());
    const QModelIndex last = log->model()->index(log->model()->rowCount() - 1, 0);
    QVERIFY(log->viewport()->rect().intersects(log->visualRect(last)));
}

void TestTableFlow::theJumpTargetFollowsTheLiveRound()
{
    testing::TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Movement));
    QCOMPARE(c.view().round, 2);
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    QVERIFY(!QTest::currentTestFailed());
    auto *round = window.replayBar()->findChild<QSpinBox *>(QStringLiteral("replayRound"));
    auto *phase = window.replayBar()->findChild<QComboBox *>(QStringLiteral("replayPhase"));
    QVERIFY(round && phase);
    const auto target = [&] { return std::pair(round->value(), phase->currentData().toInt()); };
    const auto live = [&] { return std::pair(c.view().round, static_cast<int>(c.view().phase)); };

    // Live play: the target is where the table is (it said "Round 1 · Movement phase").
    QCOMPARE(target(), live());
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    QCOMPARE(target(), live());

    // While the user edits the target it keeps what they chose, whatever is shown meanwhile.
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    round->setFocus();
    QTRY_VERIFY(round->hasFocus() || round->isAncestorOf(QApplication::focusWidget()));
    QTest::keyClick(round, Qt::Key_Down);
    QCOMPARE(round->value(), 1);
    c.setReplayPosition(c.historySize() - 1);
    c.leaveReplay();
    QCOMPARE(round->value(), 1);

    // The chosen target is jumped to; back to live, the target is the live round again.
    phase->setCurrentIndex(phase->findData(static_cast<int>(rules::Phase::Movement)));
    QTest::mouseClick(window.replayBar()->findChild<QPushButton *>(QStringLiteral("replayJump")), Qt::LeftButton);
    QVERIFY(c.isReplaying());
    QCOMPARE(c.markAfter(c.replayPosition()).round, 1);
    QTest::mouseClick(window.replayBar()->backToLiveButton(), Qt::LeftButton);
    QVERIFY(!c.isReplaying());
    QCOMPARE(target(), live());
}

// The status strip and the Sheets panel offer the same Done button: one source text and one
// translation (they said "abdecken" and "verdecken" in German).
void TestTableFlow::bothDoneButtonsSayTheSameInGerman()
{
    QVERIFY(i18n::installTranslations(QLocale(QLocale::German)));
    const auto english = qScopeGuard([] { i18n::installTranslations(QLocale(QLocale::English)); });
    testing::TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, {1366, 768});
    QVERIFY(!QTest::currentTestFailed());
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    window.handOver()->continueToDevelopment();
    testing::unlockCover(window);
    QVERIFY(!QTest::currentTestFailed());
    QCoreApplication::processEvents();
    auto *panelDone = window.findChild<QPushButton *>(QStringLiteral("coverSheetButton"));
    QVERIFY(panelDone);
    QVERIFY(!stripButton(window).isEmpty());
    QCOMPARE(stripButton(window), panelDone->text());
}

QTEST_MAIN(TestTableFlow)
#include "tst_tableflow.moc"
