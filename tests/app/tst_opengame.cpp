// SPDX-License-Identifier: GPL-3.0-or-later
// --open-game's first window (app/referee/opengame.h): a game with a window of its own
// (TECH) comes up in that window alone, the main window staying hidden, and closing it ends
// the program; without a game the main window is shown.
#include "app/referee/opengame.h"

#include "game/modules.h"
#include "game/session.h"
#include "store/gamestore.h"
#include "ui/shell/gamecontroller.h"
#include "ui/shell/mainwindow.h"
#include "ui/tech/techwindow.h"

#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace xobos;

class OpenGameTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aTechGameOpensInItsWindowAlone();
    void withoutAGameTheMainWindowIsShown();
};

void OpenGameTest::aTechGameOpensInItsWindowAlone()
{
    QTemporaryDir dir;
    ui::GameController controller(dir.filePath(QStringLiteral("library.sqlite")));
    QVERIFY(controller.openLibrary());
    store::GameRecord record;
    record.title = QStringLiteral("Ada against Ben");
    record.players << store::PlayerRecord{0, QStringLiteral("Ada"), QString(), QString()}
                   << store::PlayerRecord{1, QStringLiteral("Ben"), QString(), QString()};
    QString error;
    auto session = game::Session::create(controller.store(), *game::findModule(game::kTechModuleId), {}, record, &error);
    QVERIFY2(session, qPrintable(error));
    const qint64 id = session->gameId();
    session.reset();
    QVERIFY(!app::opensBeforeTheWindow(controller, id));

    ui::MainWindow window(&controller, nullptr);
    QWidget &shown = app::showFirstWindow(window, controller, id);
    auto *tech = qobject_cast<ui::tech::TechWindow *>(&shown);
    QVERIFY2(tech, shown.metaObject()->className());
    QVERIFY(QTest::qWaitForWindowExposed(tech));
    QCOMPARE(tech->session().gameId(), id);
    QVERIFY(!window.isVisible()); // no Xobos main window beside it
    // Closing it ends the program (exit code 0; 1 if it had to be ended after 10 s).
    QTimer::singleShot(0, tech, &QWidget::close);
    QTimer::singleShot(10000, &window, [] { QCoreApplication::exit(1); });
    QCOMPARE(QCoreApplication::exec(), 0);
    QVERIFY(!window.findChild<ui::tech::TechWindow *>());
}

void OpenGameTest::withoutAGameTheMainWindowIsShown()
{
    QTemporaryDir dir;
    ui::GameController controller(dir.filePath(QStringLiteral("library.sqlite")));
    QVERIFY(controller.openLibrary());
    ui::MainWindow window(&controller, nullptr);
    QCOMPARE(&app::showFirstWindow(window, controller, 0), &window);
    QVERIFY(window.isVisible());
}

QTEST_MAIN(OpenGameTest)
#include "tst_opengame.moc"
