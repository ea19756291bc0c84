// xobos-referee: the desktop app. Reads the command line, loads translations, shows the main window.
#include "app/common/commandline.h"
#include "app/referee/demogame.h"
#include "app/referee/fontwarmup.h"
#include "app/referee/screenshot.h"
#include "app/referee/startupheap.h"
#include "app/referee/startupprobe.h"
#include "app/referee/windowbufferwarmup.h"
#include "store/gamestore.h"
#include "ui/appstyle.h"
#include "ui/gamecontroller.h"
#include "ui/logmodel.h"
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
#include <optional>

#include <cstdio>

namespace {

struct CommandLineValues
{
    QLocale locale;
    QString screenshotFile;
    QString databasePath;
    QString gameFile;
    bool demoGame = false;
    qint64 openGameId = 0;
    bool startupProbe = false;
};

QStringList argumentsOf(int argc, char *argv[])
{
    QStringList out;
    for (int i = 0; i < argc; ++i)
        out << QString::fromLocal8Bit(argv[i]);
    return out;
}

// Reads the command line into `values`; an exit code when the program ends here (--help,
// --version, a bad command line), after printing on `out` or `err`.
std::optional<int> readCommandLine(const QStringList &arguments, QTextStream &out, QTextStream &err,
                                   CommandLineValues *values)
{
    using namespace xobos;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Referee and companion for the board game Guardians of Xobos."));
    const QCommandLineOption languageOption(
        QStringLiteral("language"),
        QCoreApplication::translate("main", "Use the language <code> (for example pl or de) instead of the system's."),
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
    if (const auto exitCode = app::CommandLine::parseStandard(parser, arguments, out, err))
        return exitCode;
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        return app::CommandLine::usageError(
            QCoreApplication::translate("main", "Unexpected argument '%1': give at most one game file.")
                .arg(files.at(1)),
            err);
    }
    values->gameFile = files.value(0);
    if (parser.isSet(languageOption)) {
        values->locale = QLocale(parser.value(languageOption));
        QLocale::setDefault(values->locale);
    }
    values->screenshotFile = parser.value(screenshotOption);
    values->databasePath = parser.value(databaseOption);
    values->demoGame = parser.isSet(demoOption);
    values->openGameId = parser.value(openGameOption).toLongLong();
    values->startupProbe = parser.isSet(probeOption);
    return std::nullopt;
}

} // namespace

int main(int argc, char *argv[])
{
    using namespace xobos;
    QElapsedTimer startup;
    startup.start();
    ui::startup::begin();
    // Before anything the start keeps is allocated, and before any thread.
    app::prepareHeap();
    QCoreApplication::setApplicationName(QStringLiteral("xobos-referee"));
    QCoreApplication::setApplicationVersion(ui::productVersion());
    CommandLineValues values;
    {
        // --help, --version and command-line errors must work without a display (over ssh,
        // in package checks), so the command line is read before the GUI exists. Only
        // they print anything, in the user's language: the first reading is silent and
        // needs no QCoreApplication; it is read again, translated, only when it prints.
        QString discarded;
        QTextStream silent(&discarded);
        if (readCommandLine(argumentsOf(argc, argv), silent, silent, &values).has_value()) {
            QCoreApplication core(argc, argv);
            ui::installTranslations(values.locale);
            QTextStream out(stdout);
            QTextStream err(stderr);
            return readCommandLine(core.arguments(), out, err, &values).value_or(0);
        }
    }
    QLocale locale = values.locale;
    const QString screenshotFile = values.screenshotFile;
    QString databasePath = values.databasePath;
    const QString gameFile = values.gameFile;
    const bool demoGame = values.demoGame;
    const qint64 openGameId = values.openGameId;
    const bool startupProbe = values.startupProbe;
    // On a second core, while the library and the game are read. Not before the command
    // line: --help, --version and errors end the program without any font.
    app::FontWarmUp fonts;

    // XOBOS_STARTUP_TIMING=1: the time since main() at each step of the start, on stderr.
    const auto mark = ui::startup::mark;
    mark("command line read");
    QApplication application(argc, argv);
    ui::AppStyle::install(); // before any widget: icons without image plugins
    mark("QApplication");
    QGuiApplication::setWindowIcon(ui::productIcon());
    QGuiApplication::setDesktopFileName(QStringLiteral("xobos-referee"));
    mark("icon");
    // Settings are read here and handed down; screenshots and demos leave them alone.
    const bool scripted = !screenshotFile.isEmpty() || demoGame || startupProbe;
    std::unique_ptr<QSettings> settings;
    if (!scripted)
        settings = std::make_unique<QSettings>(QStringLiteral("xobos"), QStringLiteral("xobos-referee"));
    std::optional<QTemporaryDir> demoDir; // made only for a demo: a directory in /tmp costs syscalls at every start
    if (databasePath.isEmpty() && demoGame)
        databasePath = demoDir.emplace().filePath(QStringLiteral("demo.sqlite"));
    if (databasePath.isEmpty() && settings)
        databasePath = settings->value(QStringLiteral("library/path")).toString();
    ui::GameController controller(databasePath);
    QString error;
    const auto complain = [](const QString &message) {
        QTextStream(stderr) << QCoreApplication::applicationName() << ": " << message << '\n';
    };
    // A bare --screenshot shows the welcome page without touching the user's library.
    const bool openLibrary = screenshotFile.isEmpty() || !databasePath.isEmpty();
    // The library (checked, opened) and the game (read, replayed) come from a second thread
    // while this one builds the window (issue #11). A demo plays into the library first.
    const bool inBackground = openLibrary && !demoGame;
    // On the font warm-up's thread, once it has the fonts: two threads, not three.
    if (inBackground)
        controller.openInBackground(
            openGameId, [&fonts](std::function<void()> work) { fonts.post(std::move(work)); },
            ui::LogModel::firstQuery());
    fonts.guiReady();
    mark("library opening");
    ui::installTranslations(locale);
    mark("translations");

    // The library that opened is the one to open next time.
    const auto rememberLibrary = [&settings, &controller] {
        if (settings)
            settings->setValue(QStringLiteral("library/path"), controller.databasePath());
    };
    if (openLibrary && !inBackground) {
        if (!controller.openLibrary(&error))
            complain(error);
        else
            rememberLibrary();
    }
    if (demoGame && controller.isLibraryOpen() && !app::playDemoGame(controller, &error))
        complain(error);
    if (!inBackground && openGameId > 0 && controller.isLibraryOpen() && !controller.openGame(openGameId, &error))
        complain(error);
    // The board's scene and view are built while the second thread finishes the fonts;
    // the window's first text waits for them.
    ui::MainWindow window(&controller, settings.get(), [&fonts, &mark, inBackground] {
        // The second thread opens the library once it has the fonts: SQLite's driver, a
        // plugin, is loaded for it here, where this thread would only wait.
        if (inBackground && !fonts.fontsReady()) {
            store::GameStore::loadDriver();
            mark("SQL driver loaded");
        }
        fonts.waitForFonts();
        mark("fonts ready");
    });
    mark("main window built");
    if (!screenshotFile.isEmpty())
        window.resize(1400, 900);
    // The window's pixel buffer is faulted in on a second thread, now idle, while this one
    // takes the game over (windowbufferwarmup.h); it stops before show().
    app::WindowBufferWarmUp windowBuffer(window);
    mark("window buffer warm-up started");
    if (inBackground) {
        QString gameError;
        if (!controller.finishOpening(&error, &gameError))
            complain(error);
        else
            rememberLibrary();
        if (!gameError.isEmpty())
            complain(gameError);
        mark("library and game taken over");
    }
    windowBuffer.finish();
    if (ui::startup::enabled())
        mark(QByteArray("window buffer warmed: " + QByteArray::number(windowBuffer.pagesDone()) + " of "
                        + QByteArray::number(windowBuffer.pages()) + " pages")
                 .constData());
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
