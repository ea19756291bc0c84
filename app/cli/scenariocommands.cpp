// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/scenariocommands.h"

#include "app/cli/cliapp.h"
#include "app/cli/modulereport.h"
#include "game/modulescenario.h"
#include "app/cli/scoreexplanation.h"
#include "app/common/commandline.h"

#include "xobos/io/actioncodec.h"
#include "xobos/io/eventcodec.h"
#include "xobos/io/scenario.h"
#include "xobos/io/viewcodec.h"
#include "xobos/rules/scoring.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <optional>

namespace xobos::app {

using namespace xobos::rules;

namespace {

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

// "guardian-moved (public) player=0 guardian=1 space=a space2=b"
QString eventLine(QJsonObject o)
{
    QString line = o.take(QStringLiteral("type")).toString();
    line += QStringLiteral(" (") + o.take(QStringLiteral("visibility")).toString() + QLatin1Char(')');
    for (const QString &key : o.keys()) {
        const QJsonValue v = o.value(key);
        const QString text = v.isString() ? v.toString() : v.isNull() ? QStringLiteral("-") : QString::number(v.toDouble());
        line += QLatin1Char(' ') + key + QLatin1Char('=') + text;
    }
    return line;
}

// A scenario of Xobos (`scenario`) or of another game module (`module`).
struct Loaded {
    std::optional<io::Scenario> scenario;
    std::optional<game::ModuleScenario> module;
    int stepCount = -1;
};

void printErrors(QTextStream &err, const QStringList &errors)
{
    for (const QString &e : errors)
        err << e << '\n';
    err.flush();
}

// The parser for a command that takes one scenario file and optionally --step N.
class OneFileCommand
{
public:
    OneFileCommand(const QString &name, QTextStream &err)
        : m_name(name)
        , m_err(err)
        , m_step(QStringLiteral("step"), ScenarioCommands::tr("Stop after the first N steps (0: the starting position)."),
                 QStringLiteral("N"))
    {
        m_parser.addOption(m_step);
        m_parser.addPositionalArgument(QStringLiteral("file"), ScenarioCommands::tr("The scenario file."));
    }

    QCommandLineParser &parser() { return m_parser; }

    // Parses, loads the file and reads --step; nullopt (after a message) means exit 2.
    std::optional<Loaded> load(const QStringList &arguments)
    {
        if (!m_parser.parse(QStringList{m_name} + arguments))
            return fail(m_parser.errorText());
        const QStringList files = m_parser.positionalArguments();
        if (files.size() != 1)
            return fail(files.isEmpty() ? ScenarioCommands::tr("missing scenario file")
                                        : ScenarioCommands::tr("expected one scenario file"));
        Loaded loaded;
        const game::ScenarioGamePeek peek = game::peekScenarioGameFile(files.front());
        if (!peek.error.isEmpty()) {
            printErrors(m_err, {peek.error});
            return std::nullopt;
        }
        if (peek.module) {
            QStringList errors;
            loaded.module = game::loadModuleScenario(*peek.module, peek.root, files.front(), &errors);
            if (!loaded.module) {
                printErrors(m_err, errors);
                return std::nullopt;
            }
        } else {
            io::ScenarioLoadResult r = io::loadScenarioFile(files.front());
            if (!r.ok()) {
                printErrors(m_err, r.errors);
                return std::nullopt;
            }
            loaded.scenario = std::move(r.scenario);
        }
        if (m_parser.isSet(m_step)) {
            bool ok = false;
            const int n = m_parser.value(m_step).toInt(&ok);
            const int steps = static_cast<int>(loaded.module ? loaded.module->steps.size() : loaded.scenario->steps.size());
            if (!ok || n < 0 || n > steps)
                return fail(ScenarioCommands::tr("--step: expected a number from 0 to %1, found '%2'")
                                .arg(QString::number(steps), m_parser.value(m_step)));
            loaded.stepCount = n;
        }
        return loaded;
    }

    std::nullopt_t fail(const QString &message)
    {
        CommandLine::usageError(m_name + QStringLiteral(": ") + message, m_err);
        return std::nullopt;
    }

private:
    QString m_name;
    QTextStream &m_err;
    QCommandLineParser m_parser;
    QCommandLineOption m_step;
};

// The report of `run` stays English in every language, like the JSON: it is a protocol of
// engine codes ("accepted", "rejected: CODE [rule id] message", event names) that bug
// reports quote and scripts search (docs/scenario-format.md).
void printRun(QTextStream &out, const io::Scenario &sc, const io::ScenarioRun &run)
{
    io::printRunReport(out, io::scenarioReport(sc, run), eventLine);
    if (!sc.engineDiscrepancy.isEmpty())
        out << "   KNOWN ENGINE DISCREPANCY: " << sc.engineDiscrepancy << '\n';
}

} // namespace

ScenarioCommands::ScenarioCommands(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{ }

void ScenarioCommands::registerWith(CliApp &cli)
{
    cli.addCommand(QStringLiteral("run"), tr("Play scenario files and report every step: run [--json] FILE..."),
                   [this](const QStringList &a) { return run(a); });
    cli.addCommand(QStringLiteral("view"), tr("What a viewer sees: view FILE --as PLAYER|public|referee [--step N]"),
                   [this](const QStringList &a) { return view(a); });
    cli.addCommand(QStringLiteral("score"), tr("The final score with the tie-breaks explained: score FILE [--step N]"),
                   [this](const QStringList &a) { return score(a); });
    cli.addCommand(QStringLiteral("legal"), tr("The legal actions of the players to act, as JSON lines: legal FILE [--step N]"),
                   [this](const QStringList &a) { return legal(a); });
}

int ScenarioCommands::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), tr("Print the report as JSON."));
    parser.addOption(json);
    if (!parser.parse(QStringList{QStringLiteral("run")} + arguments))
        return CommandLine::usageError(QStringLiteral("run: ") + parser.errorText(), m_err);
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return CommandLine::usageError(QStringLiteral("run: ") + tr("missing scenario file"), m_err);
    bool unusable = false;
    int failed = 0;
    QJsonArray reports;
    const auto unusableFile = [&](const QString &file, const QStringList &errors) {
        unusable = true;
        for (const QString &e : errors)
            m_err << e << '\n';
        QJsonObject bad;
        bad[QStringLiteral("file")] = file;
        bad[QStringLiteral("errors")] = QJsonArray::fromStringList(errors);
        bad[QStringLiteral("passed")] = false;
        reports.append(bad);
    };
    for (const QString &file : files) {
        // A game other than Xobos is played through its module (modulescenario.h).
        const game::ScenarioGamePeek peek = game::peekScenarioGameFile(file);
        if (!peek.error.isEmpty()) {
            unusableFile(file, {peek.error});
            continue;
        }
        if (peek.module) {
            QStringList errors;
            const auto sc = game::loadModuleScenario(*peek.module, peek.root, file, &errors);
            if (!sc) {
                unusableFile(file, errors);
                continue;
            }
            const game::ModuleRun run = game::runModuleScenario(*sc);
            failed += run.passed() ? 0 : 1;
            if (parser.isSet(json))
                reports.append(io::runReportToJson(moduleReport(*sc, run)));
            else
                printModuleRun(m_out, *sc, run);
            continue;
        }
        const io::ScenarioLoadResult r = io::loadScenarioFile(file);
        if (!r.ok()) {
            unusableFile(file, r.errors);
            continue;
        }
        const io::ScenarioRun run = io::runScenario(*r.scenario);
        failed += run.passed() ? 0 : 1;
        if (parser.isSet(json))
            reports.append(io::scenarioRunToJson(*r.scenario, run));
        else
            printRun(m_out, *r.scenario, run);
    }
    if (parser.isSet(json)) {
        QJsonObject o;
        o[QStringLiteral("scenarios")] = reports;
        o[QStringLiteral("failed")] = failed;
        o[QStringLiteral("passed")] = !unusable && failed == 0;
        m_out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else if (files.size() > 1) {
        m_out << files.size() << " scenario(s): " << failed << " failed\n"; // part of the English report
    }
    m_out.flush();
    m_err.flush();
    if (unusable)
        return kExitUsage;
    return failed > 0 ? kExitFailure : kExitOk;
}

int ScenarioCommands::view(const QStringList &arguments)
{
    OneFileCommand cmd(QStringLiteral("view"), m_err);
    const QCommandLineOption as(QStringLiteral("as"), tr("The viewer: a player (seat index or name), public or referee."),
                                QStringLiteral("viewer"));
    cmd.parser().addOption(as);
    const auto loaded = cmd.load(arguments);
    if (!loaded)
        return kExitUsage;
    if (!cmd.parser().isSet(as))
        return (cmd.fail(tr("missing --as PLAYER|public|referee")), kExitUsage);
    const QString who = cmd.parser().value(as);
    if (loaded->module) {
        const auto viewer = moduleViewer(*loaded->module, who);
        if (!viewer)
            return (cmd.fail(tr("--as: unknown viewer '%1' (a seat index, a player's name, public or referee)").arg(who)),
                    kExitUsage);
        const game::ModuleRun run = game::runModuleScenario(*loaded->module, loaded->stepCount);
        m_out << QJsonDocument(run.state->view(*viewer)).toJson(QJsonDocument::Indented);
        m_out.flush();
        return kExitOk;
    }
    const io::Scenario &sc = *loaded->scenario;
    Viewer viewer;
    if (who == QLatin1String("public")) {
        viewer = Viewer::everyone();
    } else if (who == QLatin1String("referee")) {
        viewer = Viewer::referee();
    } else {
        const auto names = sc.playerNames();
        int seat = -1;
        bool isNumber = false;
        const int n = who.toInt(&isNumber);
        if (isNumber && n >= 0 && n < static_cast<int>(names.size()))
            seat = n;
        for (std::size_t i = 0; i < names.size() && seat < 0; ++i) {
            if (QString::fromStdString(names[i]) == who)
                seat = static_cast<int>(i);
        }
        if (seat < 0)
            return (cmd.fail(tr("--as: unknown viewer '%1' (a seat index, a player's name, public or referee)").arg(who)),
                    kExitUsage);
        viewer = Viewer::seat(seat);
    }
    const io::ScenarioRun run = io::runScenario(sc, loaded->stepCount);
    m_out << QJsonDocument(io::viewToJson(rules::view(run.state, viewer), *sc.board)).toJson(QJsonDocument::Indented);
    m_out.flush();
    return kExitOk;
}

int ScenarioCommands::score(const QStringList &arguments)
{
    OneFileCommand cmd(QStringLiteral("score"), m_err);
    const QCommandLineOption json(QStringLiteral("json"), tr("Print the score as JSON."));
    cmd.parser().addOption(json);
    const auto loaded = cmd.load(arguments);
    if (!loaded)
        return kExitUsage;
    if (loaded->module) {
        // A module's score is its JSON (module.h, scoreToJson), with or without --json.
        const game::ModuleRun run = game::runModuleScenario(*loaded->module, loaded->stepCount);
        m_out << QJsonDocument(run.state->score()).toJson(QJsonDocument::Indented);
        m_out.flush();
        return kExitOk;
    }
    const io::Scenario &sc = *loaded->scenario;
    const io::ScenarioRun run = io::runScenario(sc, loaded->stepCount);
    const ScoreReport report = computeScores(run.state);
    if (cmd.parser().isSet(json)) {
        // JSON is for scripts: its explanation is English whatever the user's language.
        QJsonObject o = io::scoreReportToJson(report);
        o[QStringLiteral("explanation")] = QJsonArray::fromStringList(explainScore(run.state, report, Wording::English));
        m_out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        for (const QString &line : explainScore(run.state, report, Wording::Translated))
            m_out << line << '\n';
    }
    m_out.flush();
    return kExitOk;
}

int ScenarioCommands::legal(const QStringList &arguments)
{
    OneFileCommand cmd(QStringLiteral("legal"), m_err);
    const auto loaded = cmd.load(arguments);
    if (!loaded)
        return kExitUsage;
    if (loaded->module) {
        const game::ModuleRun run = game::runModuleScenario(*loaded->module, loaded->stepCount);
        for (const QString &line : moduleLegalLines(*run.state))
            m_out << line << '\n';
        m_out.flush();
        return kExitOk;
    }
    const io::Scenario &sc = *loaded->scenario;
    const io::ScenarioRun run = io::runScenario(sc, loaded->stepCount);
    std::vector<std::pair<int, QString>> lines;
    for (int p : actingPlayers(run.state)) {
        for (const Action &a : legalActions(run.state, p)) {
            QJsonObject o;
            o[QStringLiteral("player")] = p;
            o[QStringLiteral("action")] = io::actionToJson(a, *sc.board);
            lines.emplace_back(p, compact(o));
        }
    }
    std::sort(lines.begin(), lines.end());
    for (const auto &line : lines)
        m_out << line.second << '\n';
    m_out.flush();
    return kExitOk;
}

} // namespace xobos::app
