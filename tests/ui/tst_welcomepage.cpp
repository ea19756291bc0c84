// SPDX-License-Identifier: GPL-3.0-or-later
// The welcome page when the library could not be opened (issue #21.8): it names the
// library and the reason, offers another library and, when one opens cleanly, its newest
// backup; and a read-only library says that nothing can be played.
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "ui/shell/gamecontroller.h"
#include "ui/shell/gamesmodel.h"
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
};

QTEST_MAIN(TestWelcomePage)
#include "tst_welcomepage.moc"
