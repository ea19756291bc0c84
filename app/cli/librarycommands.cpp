// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/librarycommands.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <sys/stat.h>

#include "app/cli/cliapp.h"
#include "app/common/commandline.h"
#include "game/modules.h"
#include "game/modulescenario.h"
#include "io/strictinput.h"
#include "store/gameexport.h"
#include "store/moduleexport.h"
#include "store/gamesession.h"
#include "store/gamestore.h"

namespace xobos::app {

namespace {

// The largest scenario file `import` reads (the scenario format's own limit).
constexpr qint64 kMaxImportBytes = 16 * 1024 * 1024;

// The game modules this program plays and the newest rules version of each.
store::KnownModules knownModules()
{
    store::KnownModules known;
    for (const game::Module *m : game::modules())
        known.insert(QString::fromLatin1(m->id().data(), static_cast<qsizetype>(m->id().size())), m->rulesVersion());
    return known;
}

QCommandLineOption databaseOption()
{
    return QCommandLineOption(
        QStringLiteral("database"),
        LibraryCommands::tr("The library file (default: %1).").arg(store::GameStore::defaultPath()),
        QStringLiteral("PATH"));
}

void say(QTextStream &err, const QString &message)
{
    err << "xobos-cli: " << message << '\n';
    err.flush();
}

// A path from the command line that cannot name a file: empty, or bytes the system's
// encoding cannot decode (they became U+FFFD, which would name another file).
QString badPath(const QString &option, const QString &path)
{
    if (path.isEmpty())
        return LibraryCommands::tr("%1: the path is empty; give the path of a file").arg(option);
    if (path.contains(QChar::ReplacementCharacter))
        return LibraryCommands::tr("%1: the path %2 is not valid in this system's encoding (UTF-8); rename the file "
                                   "or give another path")
            .arg(option, path);
    return {};
}

enum class Create { No, Yes };

// Opens the library named by --database, or says why not. Returns kExitOk, kExitUsage (a
// path that cannot be a file) or kExitFailure (the library refused). Only commands that
// create games create a missing library: a mistyped path is an error, not a new library.
int openLibrary(store::GameStore &lib, const QCommandLineParser &parser, const QCommandLineOption &db, Create create,
                QTextStream &err)
{
    const QString path = parser.isSet(db) ? parser.value(db) : store::GameStore::defaultPath();
    if (const QString bad = badPath(QStringLiteral("--database"), path); !bad.isEmpty())
        return CommandLine::usageError(bad, err);
    if (create == Create::No && !QFileInfo::exists(path)) {
        say(err,
            LibraryCommands::tr("there is no library at %1. Check the path (--database PATH); `xobos-cli import "
                                "FILE --database PATH` starts a new one.")
                .arg(path));
        return kExitFailure;
    }
    const store::OpenResult r = lib.open(path);
    if (!r.ok()) {
        say(err, r.message);
        return kExitFailure;
    }
    return kExitOk;
}

// Tab-separated output keeps one game per line whatever the names hold.
QString escaped(QString s)
{
    s.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    s.replace(QLatin1Char('\t'), QLatin1String("\\t"));
    s.replace(QLatin1Char('\n'), QLatin1String("\\n"));
    s.replace(QLatin1Char('\r'), QLatin1String("\\r"));
    return s;
}

bool sameFile(const QString &a, const QString &b)
{
    struct stat sa = {};
    struct stat sb = {};
    return ::stat(QFile::encodeName(a).constData(), &sa) == 0 && ::stat(QFile::encodeName(b).constData(), &sb) == 0
        && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

bool isSqliteFile(const QString &path)
{
    QFile f(path);
    return QFileInfo(path).isFile() && f.open(QIODevice::ReadOnly)
        && f.read(16) == QByteArrayLiteral("SQLite format 3\0");
}

// Why `out` must not be written by an export from the library `library`; empty if it may.
QString refusedOutput(const QString &out, const QString &library, bool force)
{
    if (const QString bad = badPath(QStringLiteral("--out"), out); !bad.isEmpty())
        return bad;
    const QString outPath = QFileInfo(out).absoluteFilePath();
    const QString libPath = QFileInfo(library).absoluteFilePath();
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal"),
                                  QStringLiteral(".lock"), QStringLiteral(".checked")}) {
        if (outPath == libPath + suffix || sameFile(out, library + suffix))
            return LibraryCommands::tr("--out %1 is the library itself (or one of its files): writing there would "
                                       "destroy its games. Choose another file.")
                .arg(out);
    }
    if (isSqliteFile(out))
        return LibraryCommands::tr("--out %1 is an SQLite database (perhaps a library): an export never overwrites "
                                   "one. Choose another file.")
            .arg(out);
    if (QFileInfo(out).isDir())
        return LibraryCommands::tr("--out %1 is a folder. Give the name of the file to write.").arg(out);
    if (QFileInfo::exists(out) && !force)
        return LibraryCommands::tr("--out %1 already exists. Give --force to replace it, or choose another name.")
            .arg(out);
    return {};
}

} // namespace

LibraryCommands::LibraryCommands(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{ }

void LibraryCommands::registerWith(CliApp &cli)
{
    cli.addCommand(QStringLiteral("games"), tr("List the games in a library: games [--json] [--database PATH]"),
                   [this](const QStringList &a) { return games(a); });
    cli.addCommand(QStringLiteral("export"),
                   tr("Write a stored game as a scenario file (holds every hidden value): export GAME-ID [--out FILE "
                      "[--force]] [--database PATH]"),
                   [this](const QStringList &a) { return exportGame(a); });
    cli.addCommand(QStringLiteral("import"), tr("Store a scenario file as a new game: import FILE [--database PATH]"),
                   [this](const QStringList &a) { return importGame(a); });
}

int LibraryCommands::games(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption db = databaseOption();
    const QCommandLineOption json(QStringLiteral("json"), tr("Print the games as a JSON array."));
    parser.addOptions({db, json});
    if (!parser.parse(QStringList{QStringLiteral("games")} + arguments))
        return CommandLine::usageError(QStringLiteral("games: ") + parser.errorText(), m_err);
    if (!parser.positionalArguments().isEmpty())
        return CommandLine::usageError(
            QStringLiteral("games: ") + tr("unexpected argument '%1'").arg(parser.positionalArguments().constFirst()),
            m_err);
    store::GameStore lib;
    if (const int code = openLibrary(lib, parser, db, Create::No, m_err); code != kExitOk)
        return code;
    const QList<store::GameRecord> games = lib.games();
    if (!lib.readError().isEmpty()) {
        say(m_err, lib.readError());
        return kExitFailure;
    }
    // The same in every language: scripts read them (the state is the word "finished" or
    // "running", never translated). Tab-separated: one game per line, tabs, newlines and
    // backslashes in names and titles written as \t, \n, \\. The module and, for a game
    // this program cannot play, the reason (read-only) come last, after the title.
    const store::KnownModules known = knownModules();
    QJsonArray array;
    for (const store::GameRecord &g : games) {
        const QString readOnly = store::whyNotPlayable(g, known);
        QStringList names;
        for (const store::PlayerRecord &p : g.players)
            names << p.name;
        const QString state = g.finished.isValid() ? QStringLiteral("finished") : QStringLiteral("running");
        if (parser.isSet(json)) {
            QJsonObject o;
            o[QStringLiteral("id")] = g.id;
            o[QStringLiteral("created")] = g.created.toString(Qt::ISODate);
            o[QStringLiteral("kind")] = g.kind;
            o[QStringLiteral("board")] = g.boardName;
            o[QStringLiteral("variant")] = g.variant;
            o[QStringLiteral("state")] = state;
            o[QStringLiteral("players")] = QJsonArray::fromStringList(names);
            o[QStringLiteral("title")] = g.title;
            o[QStringLiteral("module")] = g.module;
            o[QStringLiteral("rulesVersion")] = g.rulesVersion;
            o[QStringLiteral("playable")] = readOnly.isEmpty();
            if (!readOnly.isEmpty())
                o[QStringLiteral("readOnly")] = readOnly;
            array.append(o);
            continue;
        }
        for (QString &n : names)
            n = escaped(n);
        m_out << g.id << '\t' << g.created.toString(Qt::ISODate) << '\t' << escaped(g.kind) << '\t'
              << escaped(g.boardName) << '\t' << escaped(g.variant) << '\t' << state << '\t'
              << names.join(QStringLiteral(", ")) << '\t' << escaped(g.title) << '\t' << escaped(g.module) << '\t'
              << (readOnly.isEmpty() ? QString() : QStringLiteral("read-only: ") + escaped(readOnly)) << '\n';
    }
    if (parser.isSet(json))
        m_out << QJsonDocument(array).toJson(QJsonDocument::Indented);
    m_out.flush();
    return kExitOk;
}

int LibraryCommands::exportGame(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption db = databaseOption();
    const QCommandLineOption out(QStringLiteral("out"), tr("Write to FILE instead of standard output."),
                                 QStringLiteral("FILE"));
    const QCommandLineOption force(QStringLiteral("force"), tr("Replace FILE if it exists (never a library)."));
    parser.addOptions({db, out, force});
    if (!parser.parse(QStringList{QStringLiteral("export")} + arguments))
        return CommandLine::usageError(QStringLiteral("export: ") + parser.errorText(), m_err);
    bool isNumber = false;
    const qint64 id = parser.positionalArguments().value(0).toLongLong(&isNumber);
    if (parser.positionalArguments().size() != 1 || !isNumber)
        return CommandLine::usageError(QStringLiteral("export: ") + tr("give one game id (see `xobos-cli games`)"),
                                       m_err);
    const QString library = parser.isSet(db) ? parser.value(db) : store::GameStore::defaultPath();
    if (parser.isSet(out)) {
        // Checked before anything is read: `--out lib.sqlite` once wrote JSON over the library.
        if (const QString refused = refusedOutput(parser.value(out), library, parser.isSet(force)); !refused.isEmpty())
            return CommandLine::usageError(QStringLiteral("export: ") + refused, m_err);
    }
    store::GameStore lib;
    if (const int code = openLibrary(lib, parser, db, Create::No, m_err); code != kExitOk)
        return code;
    QString error;
    const std::optional<store::GameRecord> record = lib.game(id);
    QByteArray json;
    if (const QString readOnly = record ? store::whyNotPlayable(*record, knownModules()) : QString();
        !readOnly.isEmpty()) {
        // Not replayable here: the game as the library holds it, every row of its log.
        json = store::exportGameRecord(lib, id);
        if (json.isEmpty()) {
            say(m_err, lib.readError().isEmpty() ? lib.lastError() : lib.readError());
            return kExitFailure;
        }
        say(m_err,
            tr("%1 Written as the library holds it (format xobos-library-game), not as a scenario.").arg(readOnly));
    } else if (record && record->module != QLatin1String(game::kXobosModuleId)) {
        // Every other game through its module and the generic session.
        const auto session = game::Session::resume(lib, id, &error);
        if (!session) {
            say(m_err, error);
            return kExitFailure;
        }
        json = store::exportModuleScenario(*session, *record);
    } else {
        const auto session = store::GameSession::resume(lib, id, &error);
        if (!session) {
            say(m_err, error);
            return kExitFailure;
        }
        json = store::exportGameScenario(*session, record->title);
    }
    if (!parser.isSet(out)) {
        m_out << QString::fromUtf8(json);
        m_out.flush();
        return kExitOk;
    }
    QSaveFile file(parser.value(out));
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        say(m_err,
            tr("cannot write %1: %2. Check that its folder exists and has room.")
                .arg(parser.value(out), file.errorString()));
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
    // Bounded: a pipe or /dev/zero is refused at the limit, not read until memory runs out.
    const io::BoundedRead file = io::readBounded(path, kMaxImportBytes, QStringLiteral("a scenario"));
    if (!file.ok()) {
        say(m_err, file.error);
        return kExitUsage;
    }
    store::GameStore lib;
    if (const int code = openLibrary(lib, parser, db, Create::Yes, m_err); code != kExitOk)
        return code;
    if (lib.isReadOnly()) {
        say(m_err,
            tr("the library %1 is read-only: nothing can be imported into it. Copy it to a writable folder, "
               "or give another library (--database PATH).")
                .arg(lib.path()));
        return kExitFailure;
    }
    QString error;
    bool storeFailed = false;
    const store::ImportedGame imported = store::importGameFile(lib, file.data, path, knownModules(), &error, &storeFailed);
    if (!imported) {
        say(m_err, error);
        return storeFailed ? kExitFailure : kExitUsage;
    }
    const game::Session &session = imported.session();
    m_out << tr("imported as game %1 (%n actions, round %2)", nullptr, static_cast<int>(session.history().size()))
                 .arg(QString::number(session.gameId()), QString::number(session.state().round()))
          << '\n';
    m_out.flush();
    return kExitOk;
}

} // namespace xobos::app
