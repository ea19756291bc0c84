// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/espiralcommands.h"

#include "app/cli/cliapp.h"
#include "app/common/commandline.h"
#include "espiral/cardimport.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <array>

namespace xobos::app {

EspiralCommands::EspiralCommands(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{ }

void EspiralCommands::registerWith(CliApp &cli)
{
    cli.addCommand(QStringLiteral("import-cards"),
                   tr("Check an Espiral card and land file (CSV or JSON): import-cards [--json] FILE"),
                   [this](const QStringList &a) { return importCards(a); });
}

int EspiralCommands::importCards(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), tr("Print the cards and lands as JSON."));
    parser.addOption(json);
    if (!parser.parse(QStringList{QStringLiteral("import-cards")} + arguments))
        return CommandLine::usageError(QStringLiteral("import-cards: ") + parser.errorText(), m_err);
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return CommandLine::usageError(QStringLiteral("import-cards: ") + tr("one card file, please"), m_err);
    const QString path = files.front();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_err << tr("%1: cannot be read: %2").arg(path, file.errorString()) << '\n';
        m_err.flush();
        return kExitUsage;
    }
    const espiral::CardImport imported = espiral::importCards(file.readAll());
    if (!imported.ok()) {
        // The lines and reasons stay English, as a script or an editor's error list reads them.
        for (const espiral::ImportProblem &p : imported.problems)
            m_err << path << ':' << p.line << ": " << p.reason << '\n';
        m_err << tr("%1: nothing imported (%n bad row(s))", nullptr, static_cast<int>(imported.problems.size())).arg(path)
              << '\n';
        m_err.flush();
        return kExitUsage;
    }
    if (parser.isSet(json)) {
        QJsonArray cards;
        for (const espiral::Card &c : imported.cards)
            cards.append(espiral::cardToJson(c));
        QJsonArray lands;
        for (const espiral::Land &l : imported.lands)
            lands.append(espiral::landToJson(l));
        m_out << QJsonDocument(QJsonObject{{QStringLiteral("cards"), cards}, {QStringLiteral("lands"), lands}}).toJson(QJsonDocument::Indented);
    } else {
        std::array<int, espiral::kDecks> decks{};
        for (const espiral::Card &c : imported.cards)
            ++decks[static_cast<std::size_t>(espiral::deckOf(c))];
        m_out << tr("%1: %2 cards (first deck %3, second deck %4, third deck %5), %6 lands")
                     .arg(path)
                     .arg(imported.cards.size())
                     .arg(decks[0])
                     .arg(decks[1])
                     .arg(decks[2])
                     .arg(imported.lands.size())
              << '\n';
    }
    m_out.flush();
    return kExitOk;
}

} // namespace xobos::app
