// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/filecommands.h"

#include "app/cli/cliapp.h"
#include "app/common/commandline.h"
#include "game/erased.h"
#include "game/modules.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <vector>

namespace xobos::app {

FileCommands::FileCommands(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{ }

void FileCommands::registerWith(CliApp &cli)
{
    cli.addCommand(QStringLiteral("import-cards"),
                   tr("Check a player's own card file (CSV or JSON) of a game: import-cards [--game ID] [--json] FILE"),
                   [this](const QStringList &a) { return importCards(a); });
}

int FileCommands::importCards(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), tr("Print what the file holds as JSON."));
    const QCommandLineOption gameOption(QStringLiteral("game"), tr("The game whose file it is."), QStringLiteral("ID"));
    parser.addOption(json);
    parser.addOption(gameOption);
    if (!parser.parse(QStringList{QStringLiteral("import-cards")} + arguments))
        return CommandLine::usageError(QStringLiteral("import-cards: ") + parser.errorText(), m_err);
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return CommandLine::usageError(QStringLiteral("import-cards: ") + tr("one card file, please"), m_err);
    // The game: the one given, else the one module that reads players' files.
    QStringList importing;
    std::vector<const game::Module *> matching;
    for (const game::Module *m : game::modules()) {
        if (!m->importsFiles())
            continue;
        const QString id = QString::fromLatin1(m->id().data(), static_cast<qsizetype>(m->id().size()));
        importing << id;
        if (!parser.isSet(gameOption) || parser.value(gameOption) == id)
            matching.push_back(m);
    }
    const game::Module *module = matching.size() == 1 ? matching.front() : nullptr;
    if (!module)
        return CommandLine::usageError(QStringLiteral("import-cards: ")
                                           + tr("--game: one of %1").arg(importing.join(QStringLiteral(", "))),
                                       m_err);
    const QString path = files.front();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_err << tr("%1: cannot be read: %2").arg(path, file.errorString()) << '\n';
        m_err.flush();
        return kExitUsage;
    }
    QList<game::FileProblem> problems;
    const std::optional<QJsonObject> imported = module->importFile(file.readAll(), &problems);
    if (!imported) {
        // The lines and reasons stay English, as a script or an editor's error list reads them.
        for (const game::FileProblem &p : problems)
            m_err << path << ':' << p.line << ": " << p.reason << '\n';
        m_err << tr("%1: nothing imported (%n bad row(s))", nullptr, static_cast<int>(problems.size())).arg(path) << '\n';
        m_err.flush();
        return kExitUsage;
    }
    if (parser.isSet(json)) {
        m_out << QJsonDocument(*imported).toJson(QJsonDocument::Indented);
    } else {
        QStringList counts;
        for (auto it = imported->begin(); it != imported->end(); ++it)
            counts << QStringLiteral("%1 %2").arg(it.value().toArray().size()).arg(it.key());
        m_out << path << ": " << counts.join(QStringLiteral(", ")) << '\n';
    }
    m_out.flush();
    return kExitOk;
}

} // namespace xobos::app
