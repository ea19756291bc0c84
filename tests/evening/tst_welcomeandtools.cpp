// SPDX-License-Identifier: GPL-3.0-or-later
// The welcome page lists recent games with their date, round and status; Quick Scoring
// starts with the open game's players; the Board Editor's Open offers the bundled boards
// (issue #25).
#include "gamescript.h"

#include "ui/boardeditor/boarddocument.h"
#include "ui/boardeditor/boardeditorwindow.h"
#include "ui/boardeditor/boardopendialog.h"
#include "ui/companion/quickscoringdialog.h"
#include "ui/shell/gamesmodel.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/recentgamesmodel.h"
#include "ui/shell/welcomepage.h"
#include "ui/shell/windowactions.h"
#include "xobos/io/boardio.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace xobos;
using testing::TestLibrary;

class TestWelcomeAndTools : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recentGamesHaveTheirDateRoundAndStatus();
    void theWelcomePageShowsThemAndOpensOneOnADoubleClick();
    void quickScoringStartsWithTheOpenGamesPlayers();
    void theBoardEditorsOpenOffersTheBundledBoards();
};

void TestWelcomeAndTools::recentGamesHaveTheirDateRoundAndStatus()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(c.openLibrary());
    ui::GamesModel games(&c);
    ui::RecentGamesModel recent(&games, &c);
    QAbstractItemModelTester tester(&recent, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(recent.rowCount(), 0);
    QVERIFY(testing::startTwoPlayerGame(c));
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Development));
    QVERIFY(testing::playUntilPhase(c, rules::Phase::Movement)); // round 2
    QCOMPARE(c.view().round, 2);
    QVERIFY(c.submit(c.actingPlayer(), rules::EndTurn{})); // a move in round 2
    games.refresh();
    QCOMPARE(recent.rowCount(), 1);
    QCOMPARE(recent.index(0, ui::RecentGamesModel::TitleColumn).data().toString(), QStringLiteral("Test game"));
    QCOMPARE(recent.index(0, 0).data(ui::RecentGamesModel::RoundRole).toInt(), 2);
    QCOMPARE(recent.index(0, ui::RecentGamesModel::RoundColumn).data().toString(), QStringLiteral("round 2"));
    QCOMPARE(recent.index(0, ui::RecentGamesModel::StatusColumn).data().toString(), QStringLiteral("in play"));
    QCOMPARE(recent.index(0, ui::RecentGamesModel::DateColumn).data().toString(),
             QLocale().toString(QDate::currentDate(), QLocale::ShortFormat));
    QCOMPARE(recent.gameIdAt(0), c.gameId());
    QCOMPARE(recent.headerData(ui::RecentGamesModel::RoundColumn, Qt::Horizontal).toString(), QStringLiteral("Round"));
}

void TestWelcomeAndTools::theWelcomePageShowsThemAndOpensOneOnADoubleClick()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    QVERIFY(testing::startTwoPlayerGame(c));
    const qint64 id = c.gameId();
    c.closeGame();
    ui::GamesModel games(&c);
    ui::WelcomePage page(&games);
    page.resize(1366, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QTreeView *list = page.recentGames();
    QVERIFY(list->isVisible());
    QVERIFY(!list->isHeaderHidden());
    for (int column : {ui::RecentGamesModel::DateColumn, ui::RecentGamesModel::RoundColumn, ui::RecentGamesModel::StatusColumn})
        QVERIFY(!list->isColumnHidden(column));
    QCOMPARE(list->model()->index(0, ui::RecentGamesModel::RoundColumn).data().toString(), QStringLiteral("round 1"));
    QSignalSpy chosen(&page, &ui::WelcomePage::gameChosen);
    const QRect cell = list->visualRect(list->model()->index(0, 0));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.at(0).at(0).toLongLong(), id);
    testing::saveShot(page, QStringLiteral("xobos-evening-shots"), QStringLiteral("welcome.png"));
}

void TestWelcomeAndTools::quickScoringStartsWithTheOpenGamesPlayers()
{
    TestLibrary lib;
    ui::GameController &c = *lib.controller;
    const QStringList table{QStringLiteral("Anna"), QStringLiteral("Ben"), QStringLiteral("Carla"), QStringLiteral("Dawid")};
    QVERIFY(testing::startGame(c, table));
    for (int seat = 0; seat < 4; ++seat) { // each Leader chosen on the seat's own sheet
        c.setViewer(rules::Viewer::seat(seat));
        QVERIFY(c.submit(seat, rules::ChooseLeader{0}));
    }
    c.setViewer(rules::Viewer::everyone());
    QCOMPARE(c.view().phase, rules::Phase::Movement);
    ui::MainWindow window(&c, nullptr);
    testing::showWindow(window, QSize(1366, 768));
    QStringList names;
    int count = 0;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        auto *dialog = qobject_cast<ui::companion::QuickScoringDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll.stop();
        count = dialog->findChild<QSpinBox *>(QStringLiteral("playerCount"))->value();
        for (int r = 0; r < 4; ++r)
            names << dialog->findChild<QLineEdit *>(QStringLiteral("name%1").arg(r))->text();
        dialog->accept();
    });
    poll.start(10);
    QVERIFY(window.actions()->quickScoring->isEnabled());
    window.actions()->quickScoring->trigger();
    QCOMPARE(count, 4);
    QCOMPARE(names, table);

    // Without a game: two empty rows, as before.
    ui::companion::QuickScoringDialog empty;
    QCOMPARE(empty.findChild<QSpinBox *>(QStringLiteral("playerCount"))->value(), 2);
    QVERIFY(empty.findChild<QLineEdit *>(QStringLiteral("name0"))->text().isEmpty());
}

void TestWelcomeAndTools::theBoardEditorsOpenOffersTheBundledBoards()
{
    QTemporaryDir folder;
    ui::BoardEditorWindow editor;
    editor.setBoardsFolder(folder.path());
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QStringList offered;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        auto *dialog = qobject_cast<ui::BoardOpenDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        poll.stop();
        QListWidget *list = dialog->boardList();
        for (int r = 0; r < list->count(); ++r)
            offered << list->item(r)->text();
        // The MUENARA side, double-clicked.
        for (int r = 0; r < list->count(); ++r) {
            if (list->item(r)->text().startsWith(QStringLiteral("MUENARA side"))) {
                const QRect at = list->visualItemRect(list->item(r));
                QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, at.center());
                QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, at.center());
            }
        }
        if (dialog->isVisible())
            dialog->reject();
    });
    QAction *open = nullptr;
    for (QAction *a : editor.findChildren<QAction *>()) {
        if (a->shortcut() == QKeySequence(QKeySequence::Open))
            open = a;
    }
    QVERIFY(open);
    poll.start(10);
    open->trigger();
    QCOMPARE(offered.filter(QStringLiteral("Standard side")).size(), 1);
    QCOMPARE(offered.filter(QStringLiteral("MUENARA side")).size(), 1);
    const rules::Board muenara = *io::loadBundledBoard(QStringLiteral("muenara")).board;
    QCOMPARE(editor.document()->board().spaces.size(), muenara.spaces.size());
    QVERIFY(editor.filePath().isEmpty()); // a copy, saved as the user's own
}

QTEST_MAIN(TestWelcomeAndTools)
#include "tst_welcomeandtools.moc"
