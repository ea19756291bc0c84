#include "app/cli/librarycommands.h"

#include <QCommandLineParser>
#include <QFile>
#include <QSaveFile>

#include "app/cli/cliapp.h"
#include "app/common/commandline.h"
#include "store/gameexport.h"
#include "store/gamesession.h"
#include "store/gamestore.h"

namespace xobos::app {

namespace {

QCommandLineOption databaseOption()
{
    return QCommandLineOption(QStringLiteral("database"),
                              LibraryCommands::tr("The library file (default: %1).").arg(store::GameStore::defaultPath()),
                              QStringLiteral("PATH"));
}

// Opens the library named by --database, or says why not; returns false on failure.
bool openLibrary(store::GameStore &lib, const QCommandLineParser &parser, const QCommandLineOption &db, QTextStream &err)
{
    const QString path = parser.isSet(db) ? parser.value(db) : store::GameStore::defaultPath();
    const store::OpenResult r = lib.open(path);
    if (!r.ok()) {
        err << "xobos-cli: " << r.message << '\n';
        err.flush();
        return false;
    }
    return true;
}

} // namespace

LibraryCommands::LibraryCommands(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{
}

void LibraryCommands::registerWith(CliApp &cli)
{
    cli.addCommand(QStringLiteral("games"), tr("List the games in a library: games [--database PATH]"),
                   [this](const QStringList &a) { return games(a); });
    cli.addCommand(QStringLiteral("export"),
                   tr("Write a stored game as a scenario file (holds every hidden value): export GAME-ID [--out FILE] "
                      "[--database PATH]"),
                   [this](const QStringList &a) { return exportGame(a); });
    cli.addCommand(QStringLiteral("import"), tr("Store a scenario file as a new game: import FILE [--database PATH]"),
                   [this](const QStringList &a) { return importGame(a); });
}

int LibraryCommands::games(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption db = databaseOption();
    parser.addOption(db);
    if (!parser.parse(QStringList{QStringLiteral("games")} + arguments))
        return CommandLine::usageError(QStringLiteral("games: ") + parser.errorText(), m_err);
    if (!parser.positionalArguments().isEmpty())
        return CommandLine::usageError(
            QStringLiteral("games: ") + tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()),
            m_err);
    store::GameStore lib;
    if (!openLibrary(lib, parser, db, m_err))
        return kExitFailure;
    // One game per line in tab-separated columns, the same in every language: scripts read
    // them (the state is the word "finished" or "running", never translated).
    for (const store::GameRecord &g : lib.games()) {
        QStringList names;
        for (const store::PlayerRecord &p : g.players)
            names << p.name;
        m_out << g.id << '\t' << g.created.toString(Qt::ISODate) << '\t' << g.kind << '\t' << g.boardName << '\t'
              << g.variant << '\t' << (g.finished.isValid() ? QStringLiteral("finished") : QStringLiteral("running")) << '\t'
              << names.join(QStringLiteral(", ")) << '\t' << g.title << '\n';
    }
    m_out.flush();
    return kExitOk;
}

int LibraryCommands::exportGame(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption db = databaseOption();
    const QCommandLineOption out(QStringLiteral("out"), tr("Write to FILE instead of standard output."),
                                 QStringLiteral("FILE"));
    parser.addOptions({db, out});
    if (!parser.parse(QStringList{QStringLiteral("export")} + arguments))
        return CommandLine::usageError(QStringLiteral("export: ") + parser.errorText(), m_err);
    bool isNumber = false;
    const qint64 id = parser.positionalArguments().value(0).toLongLong(&isNumber);
    if (parser.positionalArguments().size() != 1 || !isNumber)
        return CommandLine::usageError(QStringLiteral("export: ") + tr("give one game id (see `xobos-cli games`)"), m_err);
    store::GameStore lib;
    if (!openLibrary(lib, parser, db, m_err))
        return kExitFailure;
    QString error;
    const auto session = store::GameSession::resume(lib, id, &error);
    if (!session) {
        m_err << "xobos-cli: " << error << '\n';
        m_err.flush();
        return kExitFailure;
    }
    const QByteArray json = store::exportGameScenario(*session, lib.game(id)->title);
    if (!parser.isSet(out)) {
        m_out << QString::fromUtf8(json);
        m_out.flush();
        return kExitOk;
    }
    QSaveFile file(parser.value(out));
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        m_err << "xobos-cli: " << tr("cannot write %1: %2").arg(parser.value(out), file.errorString()) << '\n';
        m_err.flush();
        return kExitFailure;
    }
    return kExitOk;
}

int LibraryCommands::importGame(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption db = databaseOption();
    parser.addOption(db);
    if (!parser.parse(QStringList{QStringLiteral("import")} + arguments) || parser.positionalArguments().size() != 1)
        return CommandLine::usageError(QStringLiteral("import: ") + tr("give one scenario file"), m_err);
    const QString path = parser.positionalArguments().front();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_err << "xobos-cli: " << tr("cannot read %1: %2").arg(path, file.errorString()) << '\n';
        m_err.flush();
        return kExitUsage;
    }
    store::GameStore lib;
    if (!openLibrary(lib, parser, db, m_err))
        return kExitFailure;
    QString error;
    const auto session = store::importGameScenario(lib, file.readAll(), path, &error);
    if (!session) {
        m_err << "xobos-cli: " << error << '\n';
        m_err.flush();
        return kExitUsage;
    }
    m_out << tr("imported as game %1 (%n actions, round %2)", nullptr, static_cast<int>(session->history().size()))
                 .arg(QString::number(session->gameId()), QString::number(session->state().round))
          << '\n';
    m_out.flush();
    return kExitOk;
}

} // namespace xobos::app
