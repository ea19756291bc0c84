// SPDX-License-Identifier: GPL-3.0-or-later
// The table's evening in the shell (issue #25), by clicks in the real window: View > Space
// Names remembered and locked behind the cover.
#include "gamescript.h"

#include "ui/board/boardview.h"
#include "ui/secrets/handover.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/windowactions.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTest>

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

} // namespace

class TestTableFlow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void spaceNamesAreChosenInTheViewMenuAndRemembered();
    void spaceNamesCannotBeChangedBehindTheCover();
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

QTEST_MAIN(TestTableFlow)
#include "tst_tableflow.moc"
