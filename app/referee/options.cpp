// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/referee/options.h"

#include "app/common/commandline.h"
#include "ui/shell/translation.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace xobos::app {

namespace {

std::optional<int> parse(const QStringList &arguments, QTextStream &out, QTextStream &err, RefereeOptions *options)
{
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
    // Hidden: screenshots and demonstrations (a library filled with a game in its second
    // round), and bench/bench_startup's hooks (open a stored game at once; report the
    // first paint and quit).
    QCommandLineOption screenshotOption(QStringLiteral("screenshot"), QString(), QStringLiteral("file"));
    QCommandLineOption demoOption(QStringLiteral("demo-game"));
    QCommandLineOption openGameOption(QStringLiteral("open-game"), QString(), QStringLiteral("id"));
    QCommandLineOption probeOption(QStringLiteral("startup-probe"));
    for (QCommandLineOption *hidden : {&screenshotOption, &demoOption, &openGameOption, &probeOption})
        hidden->setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({languageOption, databaseOption, screenshotOption, demoOption, openGameOption, probeOption});
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QCoreApplication::translate("main", "A game file (*.xobos.json) to add to the library and open."),
        QStringLiteral("[file]"));
    if (const auto exitCode = CommandLine::parseStandard(parser, arguments, out, err))
        return exitCode;
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        return CommandLine::usageError(
            QCoreApplication::translate("main", "Unexpected argument '%1': give at most one game file.")
                .arg(files.at(1)),
            err);
    }
    options->gameFile = files.value(0);
    if (parser.isSet(languageOption)) {
        options->locale = QLocale(parser.value(languageOption));
        QLocale::setDefault(options->locale);
    }
    options->screenshotFile = parser.value(screenshotOption);
    options->databasePath = parser.value(databaseOption);
    options->demoGame = parser.isSet(demoOption);
    options->openGameId = parser.value(openGameOption).toLongLong();
    options->startupProbe = parser.isSet(probeOption);
    return std::nullopt;
}

} // namespace

std::optional<int> readRefereeOptions(int argc, char *argv[], RefereeOptions *options)
{
    // Read silently first; only when it prints is it read again, translated, with a
    // QCoreApplication (no display needed).
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QString discarded;
    QTextStream silent(&discarded);
    if (!parse(arguments, silent, silent, options).has_value())
        return std::nullopt;
    QCoreApplication core(argc, argv);
    ui::installTranslations(options->locale);
    QTextStream out(stdout);
    QTextStream err(stderr);
    return parse(core.arguments(), out, err, options).value_or(0);
}

} // namespace xobos::app
