// SPDX-License-Identifier: GPL-3.0-or-later
#include "tst_mainwindow.h"

#include "ui/shell/aboutdialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/productinfo.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QTest>

using xobos::ui::AboutDialog;
using xobos::ui::MainWindow;

namespace {

QAction *action(const MainWindow &window, const char *name)
{
    return window.findChild<QAction *>(QString::fromLatin1(name));
}

} // namespace

void MainWindowTest::showsProductNameAndVersion()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QCOMPARE(window.windowTitle(), QStringLiteral("Xobos Referee ") + xobos::ui::productVersion());
    auto *title = window.findChild<QLabel *>(QStringLiteral("productTitle"));
    auto *version = window.findChild<QLabel *>(QStringLiteral("productVersion"));
    QVERIFY(title && version);
    QCOMPARE(title->text(), QStringLiteral("Xobos Referee"));
    QVERIFY2(version->text().contains(xobos::ui::productVersion()), qPrintable(version->text()));
    QVERIFY(title->isVisible());
}

void MainWindowTest::windowHasTheProductIcon()
{
    MainWindow window;
    QVERIFY(!window.windowIcon().isNull());
    // The SVG must really render (the Qt SVG plugins are a run-time dependency).
    const QImage image = window.windowIcon().pixmap(QSize(64, 64)).toImage();
    QVERIFY(!image.isNull());
    QVERIFY(image.pixelColor(32, 32).alpha() > 0);
}

void MainWindowTest::quitHasTheStandardShortcutAndClosesTheWindow()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QAction *quit = action(window, "quitAction");
    QVERIFY(quit);
    QCOMPARE(quit->shortcuts(), QKeySequence::keyBindings(QKeySequence::Quit));
    quit->trigger();
    QVERIFY(!window.isVisible());
}

void MainWindowTest::aboutOpensADialogThatTheCloseButtonCloses()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.findChild<AboutDialog *>());

    QAction *about = action(window, "aboutAction");
    QVERIFY(about);
    about->trigger();

    QPointer<AboutDialog> dialog = window.findChild<AboutDialog *>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    auto *text = dialog->findChild<QLabel *>(QStringLiteral("aboutText"));
    QVERIFY(text);
    QVERIFY(text->text().contains(xobos::ui::productVersion()));

    QPushButton *close = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close);
    QVERIFY(close);
    QTest::mouseClick(close, Qt::LeftButton);
    // The dialog closes and deletes itself.
    QTRY_VERIFY(dialog.isNull());
}

void MainWindowTest::clickingHelpThenAboutInTheMenuBarOpensTheDialog()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    auto *helpMenu = window.findChild<QMenu *>(QStringLiteral("helpMenu"));
    QVERIFY(helpMenu);
    QMenuBar *bar = window.menuBar();
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(helpMenu->menuAction()).center());
    QTRY_VERIFY(helpMenu->isVisible());

    QAction *about = action(window, "aboutAction");
    QTest::mouseClick(helpMenu, Qt::LeftButton, {}, helpMenu->actionGeometry(about).center());
    QTRY_VERIFY(window.findChild<AboutDialog *>() && window.findChild<AboutDialog *>()->isVisible());
    window.findChild<AboutDialog *>()->reject();
    QTRY_VERIFY(!window.findChild<AboutDialog *>());
}
