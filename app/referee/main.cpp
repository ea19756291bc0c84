// xobos-referee: the desktop app. Reads the command line, loads translations, shows the main window.
#include "app/common/commandline.h"
#include "app/referee/demogame.h"
#include "app/referee/screenshot.h"
#include "app/referee/startupprobe.h"
#include "ui/gamecontroller.h"
#include "ui/mainwindow.h"
#include "ui/productinfo.h"
#include "ui/startuptiming.h"
#include "ui/translation.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>

#include <memory>

#include <cstdio>

int main(int argc, char *argv[])
{
    using namespace xobos;
    QCoreApplication::setApplicationName(QStringLiteral("xobos-referee"));
    QCoreApplication::setApplicationVersion(ui::productVersion());

    QElapsedTimer startup;
    startup.start();
    ui::startup::begin();
    QLocale locale;
    QString screenshotFile;
    QString databasePath;
    QString gameFile;
    bool demoGame = false;
    qint64 openGameId = 0;
    bool startupProbe = false;
    {
        // --help, --version and command-line errors must work without a display (over ssh,
        // in package checks), so the command line is read before the GUI exists.
        QCoreApplication core(argc, argv);
        ui::installTranslations(locale);
        QCommandLineParser parser;
        parser.setApplicationDescription(
            QCoreApplication::translate("main", "Referee and companion for the board game Guardians of Xobos."));
        const QCommandLineOption languageOption(
            QStringLiteral("language"),
            QCoreApplication::translate("main",
                                        "Use the language <code> (for example pl or de) instead of the system's."),
            QCoreApplication::translate("main", "code"));
        const QCommandLineOption databaseOption(
            QStringLiteral("database"),
            QCoreApplication::translate("main", "Keep the game library in <path> instead of the usual place."),
            QCoreApplication::translate("main", "path"));
        QCommandLineOption screenshotOption(QStringLiteral("screenshot"), QString(), QStringLiteral("file"));
        screenshotOption.setFlags(QCommandLineOption::HiddenFromHelp);
        // Fills the library with a game in its second round (screenshots, demonstrations).
        QCommandLineOption demoOption(QStringLiteral("demo-game"));
        demoOption.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(languageOption);
        parser.addOption(databaseOption);
        parser.addOption(screenshotOption);
        // Measurement hooks for bench/bench_startup: open a stored game at once, and report
        // the first paint (time since main(), resident memory) and quit.
        QCommandLineOption openGameOption(QStringLiteral("open-game"), QString(), QStringLiteral("id"));
        openGameOption.setFlags(QCommandLineOption::HiddenFromHelp);
        QCommandLineOption probeOption(QStringLiteral("startup-probe"));
        probeOption.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(demoOption);
        parser.addOption(openGameOption);
        parser.addOption(probeOption);
        parser.addPositionalArgument(
            QStringLiteral("file"),
            QCoreApplication::translate("main", "A game file (*.xobos.json) to add to the library and open."),
            QStringLiteral("[file]"));
        QTextStream out(stdout);
        QTextStream err(stderr);
        if (const auto exitCode = app::CommandLine::parseStandard(parser, core.arguments(), out, err)) {
            return *exitCode;
        }
        const QStringList files = parser.positionalArguments();
        if (files.size() > 1) {
            return app::CommandLine::usageError(
                QCoreApplication::translate("main", "Unexpected argument '%1': give at most one game file.")
                    .arg(files.at(1)),
                err);
        }
        gameFile = files.value(0);
        if (parser.isSet(languageOption)) {
            locale = QLocale(parser.value(languageOption));
            QLocale::setDefault(locale);
        }
        screenshotFile = parser.value(screenshotOption);
        databasePath = parser.value(databaseOption);
        demoGame = parser.isSet(demoOption);
        openGameId = parser.value(openGameOption).toLongLong();
        startupProbe = parser.isSet(probeOption);
    }

    // XOBOS_STARTUP_TIMING=1: the time since main() at each step of the start, on stderr.
    const auto mark = ui::startup::mark;
    mark("command line read");
    QApplication application(argc, argv);
    mark("QApplication");
    QGuiApplication::setWindowIcon(ui::productIcon());
    QGuiApplication::setDesktopFileName(QStringLiteral("xobos-referee"));
    ui::installTranslations(locale);
    mark("translations");

    // Settings are read here and handed down; screenshots and demos leave them alone.
    const bool scripted = !screenshotFile.isEmpty() || demoGame || startupProbe;
    std::unique_ptr<QSettings> settings;
    if (!scripted)
        settings = std::make_unique<QSettings>(QStringLiteral("xobos"), QStringLiteral("xobos-referee"));
    QTemporaryDir demoDir;
    if (databasePath.isEmpty() && demoGame)
        databasePath = demoDir.filePath(QStringLiteral("demo.sqlite"));
    if (databasePath.isEmpty() && settings)
        databasePath = settings->value(QStringLiteral("library/path")).toString();
    ui::GameController controller(databasePath);
    QString error;
    // A bare --screenshot shows the welcome page without touching the user's library.
    const bool openLibrary = screenshotFile.isEmpty() || !databasePath.isEmpty();
    if (openLibrary && !controller.openLibrary(&error))
        QTextStream(stderr) << QCoreApplication::applicationName() << ": " << error << '\n';
    else if (openLibrary && settings)
        settings->setValue(QStringLiteral("library/path"), controller.databasePath());
    mark("library opened");
    if (demoGame && controller.isLibraryOpen() && !app::playDemoGame(controller, &error))
        QTextStream(stderr) << QCoreApplication::applicationName() << ": " << error << '\n';

    if (openGameId > 0 && controller.isLibraryOpen() && !controller.openGame(openGameId, &error))
        QTextStream(stderr) << QCoreApplication::applicationName() << ": " << error << '\n';

    mark("game opened");
    ui::MainWindow window(&controller, settings.get());
    mark("main window built");
    if (!screenshotFile.isEmpty())
        window.resize(1400, 900);
    window.show();
    // A file from the command line (a double-click in the file manager): imported into the
    // library and opened; a bad file is explained in a message box over the window.
    if (!gameFile.isEmpty() && controller.isLibraryOpen())
        window.importGame(gameFile);
    mark("window shown");
    if (!screenshotFile.isEmpty()) {
        app::saveScreenshotAndQuit(window, screenshotFile);
    }
    if (startupProbe)
        app::reportFirstPaintAndQuit(window, startup);
    return QApplication::exec();
}
