// SPDX-License-Identifier: GPL-3.0-or-later
// The welcome page when the library could not be opened (issue #21.8): it names the
// library and the reason, offers another library and, when one opens cleanly, its newest
// backup; a read-only library says that nothing can be played; the recent games of every
// game, each with its game's name, one this version cannot play read-only (issue #24).
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include "sheet/sheetsession.h"
#include "ui/companion/sheetonlywindow.h"
#include "ui/shell/gamecontroller.h"
#include "ui/shell/gamesmodel.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/recentgamesmodel.h"
#include "ui/shell/welcomepage.h"

using namespace xobos::ui;

class TestWelcomePage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aLibraryThatFailedIsNamedWithTheWaysOut()
    {
        QTemporaryDir dir;
        GameController controller(dir.filePath(QStringLiteral("lib.sqlite")));
        GamesModel games(&controller);
        WelcomePage page(&games);
        page.show();
        auto *problem = page.findChild<QLabel *>(QStringLiteral("libraryProblem"));
        auto *another = page.findChild<QPushButton *>(QStringLiteral("welcomeOpenLibrary"));
        auto *restore = page.findChild<QPushButton *>(QStringLiteral("welcomeRestoreBackup"));
        auto *newGame = page.findChild<QPushButton *>(QStringLiteral("welcomeNewGame"));
        QVERIFY(problem && another && restore && newGame);
        QVERIFY(!problem->isVisible());
        QVERIFY(!another->isVisible());

        const QString library = QStringLiteral("/home/table/xobos.sqlite");
        const QString backup = QStringLiteral("/home/table/xobos.sqlite.backups/20261201-game1-round3.sqlite");
        page.setLibraryProblem(
            library, QStringLiteral("/home/table/xobos.sqlite is damaged (malformed). Restore a backup."), backup);
        QVERIFY(problem->isVisible());
        QVERIFY2(problem->text().contains(library) && problem->text().contains(QStringLiteral("malformed")),
                 qPrintable(problem->text()));
        QVERIFY(another->isVisible());
        QVERIFY(restore->isVisible());
        QVERIFY(restore->text().contains(QStringLiteral("20261201-game1-round3.sqlite")));
        QVERIFY(!newGame->isEnabled()); // no library: nothing to start a game in

        QSignalSpy restoreSpy(&page, &WelcomePage::restoreBackupRequested);
        QSignalSpy anotherSpy(&page, &WelcomePage::openLibraryRequested);
        QTest::mouseClick(restore, Qt::LeftButton);
        QCOMPARE(restoreSpy.count(), 1);
        QCOMPARE(restoreSpy.first().first().toString(), backup);
        QTest::mouseClick(another, Qt::LeftButton);
        QCOMPARE(anotherSpy.count(), 1);

        // No good backup: only "Open another library…".
        page.setLibraryProblem(library, QStringLiteral("in use by another program"));
        QVERIFY(another->isVisible());
        QVERIFY(!restore->isVisible());
        // Opened after all: the page is the ordinary one again.
        page.setLibraryProblem(library, QString());
        QVERIFY(!problem->isVisible());
        QVERIFY(!another->isVisible());
        QVERIFY(newGame->isEnabled());
    }

    void aReadOnlyLibrarySaysNothingCanBePlayed()
    {
        QTemporaryDir dir;
        GameController controller(dir.filePath(QStringLiteral("lib.sqlite")));
        GamesModel games(&controller);
        WelcomePage page(&games);
        page.show();
        auto *banner = page.findChild<QLabel *>(QStringLiteral("libraryReadOnly"));
        QVERIFY(banner);
        QVERIFY(!banner->isVisible());
        page.setReadOnly(true);
        QVERIFY(banner->isVisible());
        QVERIFY(banner->text().startsWith(QStringLiteral("Read-only: nothing can be played")));
    }

    // Games of every kind, each with its game's name; one of a module this version does
    // not know ("chess", as a newer version would write it) is listed read-only and opening
    // it only says why. A sheet game opens in the sheet window.
    void listsEveryGameWithItsNameAndOpensEachInItsWindow()
    {
        QTemporaryDir dir;
        GameController controller(dir.filePath(QStringLiteral("lib.sqlite")));
        QVERIFY(controller.openLibrary());
        xobos::store::GameRecord xobosGame;
        xobosGame.module = QStringLiteral("xobos");
        xobosGame.title = QStringLiteral("Ann, Ben on standard");
        xobosGame.created = QDateTime::currentDateTimeUtc().addSecs(-30);
        QVERIFY(controller.store().createGame(xobosGame));
        QString error;
        QVERIFY2(xobos::rules::sheet::SheetSession::create(controller.store(), {"Cleo", 1}, &error), qPrintable(error));
        xobos::store::GameRecord techGame;
        techGame.module = QStringLiteral("chess");
        techGame.title = QStringLiteral("Dan against Eve");
        techGame.created = QDateTime::currentDateTimeUtc().addSecs(30);
        const std::optional<qint64> techId = controller.store().createGame(techGame);
        QVERIFY(techId);

        MainWindow window(&controller, nullptr);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *recent = window.findChild<QTreeView *>(QStringLiteral("recentGames"));
        QVERIFY(recent && recent->isVisible());
        QAbstractItemModel *games = recent->model();
        QCOMPARE(games->rowCount(), 3);
        QStringList lines; // newest first: tech, the sheet game, Xobos
        for (int r = 0; r < games->rowCount(); ++r)
            lines << games->index(r, GamesModel::TitleColumn).data().toString() + QStringLiteral(" | ")
                    + games->index(r, GamesModel::GameColumn).data().toString();
        QCOMPARE(lines, QStringList({QStringLiteral("Dan against Eve | chess (unknown game) — read-only"),
                                     QStringLiteral("Cleo | Guardians of Xobos — my own sheets only"),
                                     QStringLiteral("Ann, Ben on standard | Guardians of Xobos — full referee")}));
        for (int c : {int(GamesModel::TitleColumn), int(GamesModel::GameColumn)})
            QVERIFY(!recent->isColumnHidden(c));
        // Then when each was last played, its round and its status (issue #25).
        QCOMPARE(games->columnCount(), int(RecentGamesModel::ColumnCount));
        QVERIFY(games->index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("\"chess\"")));
        QVERIFY(!games->index(1, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("cannot play")));

        // Enter on the tech game: a message, no game opened, no crash.
        recent->setFocus();
        recent->setCurrentIndex(games->index(0, GamesModel::TitleColumn));
        QTest::keyClick(recent, Qt::Key_Return);
        auto *box = window.findChild<QMessageBox *>(QStringLiteral("notPlayableBox"));
        QVERIFY(box);
        QVERIFY(QTest::qWaitForWindowExposed(box));
        QVERIFY2(box->text().contains(QStringLiteral("cannot play")) && box->text().contains(QStringLiteral("\"chess\"")),
                 qPrintable(box->text()));
        box->accept();
        QVERIFY(!controller.hasGame());
        QCOMPARE(controller.store().game(*techId)->module, QStringLiteral("chess")); // kept as it is

        // Enter on the sheet game: its own window, not the table's.
        recent->setCurrentIndex(games->index(1, GamesModel::TitleColumn));
        QTest::keyClick(recent, Qt::Key_Return);
        auto *sheet = window.findChild<xobos::ui::companion::SheetOnlyWindow *>();
        QVERIFY(sheet);
        QCOMPARE(sheet->session().state().name, std::string("Cleo"));
        QVERIFY(!controller.hasGame());
        sheet->close();
    }
};

QTEST_MAIN(TestWelcomePage)
#include "tst_welcomepage.moc"
