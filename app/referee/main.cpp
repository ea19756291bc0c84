// xobos-referee: the desktop app. Reads the command line, loads translations, shows the main window.
#include "app/common/commandline.h"
#include "app/referee/screenshot.h"
#include "ui/mainwindow.h"
#include "ui/productinfo.h"
#include "ui/translation.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    using namespace xobos;
    QCoreApplication::setApplicationName(QStringLiteral("xobos-referee"));
    QCoreApplication::setApplicationVersion(ui::productVersion());

    QLocale locale;
    QString screenshotFile;
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
        QCommandLineOption screenshotOption(QStringLiteral("screenshot"), QString(), QStringLiteral("file"));
        screenshotOption.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(languageOption);
        parser.addOption(screenshotOption);
        QTextStream out(stdout);
        QTextStream err(stderr);
        if (const auto exitCode = app::CommandLine::parseStandard(parser, core.arguments(), out, err)) {
            return *exitCode;
        }
        if (!parser.positionalArguments().isEmpty()) {
            return app::CommandLine::usageError(QCoreApplication::translate("main", "Unexpected argument '%1'.")
                                                    .arg(parser.positionalArguments().first()),
                                                err);
        }
        if (parser.isSet(languageOption)) {
            locale = QLocale(parser.value(languageOption));
            QLocale::setDefault(locale);
        }
        screenshotFile = parser.value(screenshotOption);
    }

    QApplication application(argc, argv);
    QGuiApplication::setWindowIcon(ui::productIcon());
    QGuiApplication::setDesktopFileName(QStringLiteral("xobos-referee"));
    ui::installTranslations(locale);

    ui::MainWindow window;
    window.show();
    if (!screenshotFile.isEmpty()) {
        app::saveScreenshotAndQuit(window, screenshotFile);
    }
    return QApplication::exec();
}
