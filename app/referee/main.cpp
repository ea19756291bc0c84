// SPDX-License-Identifier: GPL-3.0-or-later
// xobos-referee: the desktop app. Reads the command line, loads translations, opens the
// library (and a game), shows the main window.
#include "app/referee/demogame.h"
#include "app/referee/opengame.h"
#include "app/referee/options.h"
#include "app/referee/screenshot.h"
#include "app/referee/startupprobe.h"
#include "ui/shell/gamecontroller.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/productinfo.h"
#include "ui/shell/startuptiming.h"
#include "ui/shell/translation.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>

#include <memory>
#include <optional>

int main(int argc, char *argv[])
{
    using namespace xobos;
    QElapsedTimer sinceMain;
    sinceMain.start();
    ui::startup::begin();
    QCoreApplication::setApplicationName(QStringLiteral("xobos-referee"));
    QCoreApplication::setApplicationVersion(ui::productVersion());
    app::RefereeOptions options;
    if (const std::optional<int> exitCode = app::readRefereeOptions(argc, argv, &options))
        return *exitCode;

    QApplication application(argc, argv);
    QGuiApplication::setWindowIcon(ui::productIcon());
    QGuiApplication::setDesktopFileName(QStringLiteral("xobos-referee"));
    ui::installTranslations(options.locale);
    ui::startup::mark("application and translations");

    // Settings are read here and handed down; screenshots, demos and probes leave them alone.
    const bool scripted = !options.screenshotFile.isEmpty() || options.demoGame || options.startupProbe;
    std::unique_ptr<QSettings> settings;
    if (!scripted)
        settings = std::make_unique<QSettings>(QStringLiteral("xobos"), QStringLiteral("xobos-referee"));
    QString databasePath = options.databasePath;
    std::optional<QTemporaryDir> demoDir;
    if (databasePath.isEmpty() && options.demoGame)
        databasePath = demoDir.emplace().filePath(QStringLiteral("demo.sqlite"));
    if (databasePath.isEmpty() && settings)
        databasePath = settings->value(QStringLiteral("library/path")).toString();

    ui::GameController controller(databasePath);
    const auto complain = [](const QString &message) {
        QTextStream(stderr) << QCoreApplication::applicationName() << ": " << message << '\n';
    };
    // A bare --screenshot shows the welcome page without touching the user's library.
    QString libraryError; // shown on the welcome page too (issue #21.8)
    bool openInWindow = false;
    if (options.screenshotFile.isEmpty() || !databasePath.isEmpty()) {
        QString error;
        if (!controller.openLibrary(&error))
            complain(libraryError = error);
        else if (settings) // the library that opened is the one to open next time
            settings->setValue(QStringLiteral("library/path"), controller.databasePath());
        if (options.demoGame && controller.isLibraryOpen() && !app::playDemoGame(controller, &error))
            complain(error);
        // --open-game: a game of the table window opens here, any other below (opengame.h).
        openInWindow = options.openGameId > 0 && controller.isLibraryOpen()
            && !app::opensBeforeTheWindow(controller, options.openGameId);
        if (options.openGameId > 0 && controller.isLibraryOpen() && !openInWindow
            && !controller.openGame(options.openGameId, &error))
            complain(error);
    }
    ui::startup::mark("library and game opened");

    ui::MainWindow window(&controller, settings.get());
    if (!libraryError.isEmpty())
        window.showLibraryProblem(libraryError);
    // The README's size, within the screen it is taken on (a 1366x768 laptop gets 1366x768).
    if (!options.screenshotFile.isEmpty())
        window.resize(QSize(1400, 900).boundedTo(window.screen()->availableGeometry().size()));
    QWidget &shown = app::showFirstWindow(window, controller, openInWindow ? options.openGameId : 0);
    ui::startup::mark("main window built and shown");
    // A file from the command line (a double-click in the file manager): imported into the
    // library and opened; a bad file is explained in a message box over the window.
    if (!options.gameFile.isEmpty() && controller.isLibraryOpen()) {
        window.show(); // shown already, unless a game opened in a window of its own
        window.importGame(options.gameFile);
    }
    if (!options.screenshotFile.isEmpty())
        app::saveScreenshotAndQuit(shown, options.screenshotFile);
    if (options.startupProbe)
        app::reportFirstPaintAndQuit(shown, sinceMain);
    return QApplication::exec();
}
