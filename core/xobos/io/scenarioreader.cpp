// SPDX-License-Identifier: GPL-3.0-or-later
// Reading scenario files (docs/scenario-format.md): every field decoded and checked, or the
// list of errors. Playing them is scenariorun.cpp.
#include "scenario.h"

#include "actioncodec.h"
#include "boardio.h"
#include "codecfields.h"
#include "eventcodec.h"
#include "scenarioshapes.h"
#include "statecodec.h"
#include "io/strictinput.h"
#include "viewcodec.h"

#include "game/modules.h"
#include "xobos/rules/ruleids.h"
#include "xobos/rules/scoring.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>

namespace xobos::io {

using namespace rules;

namespace {

constexpr qint64 kMaxFileSize = 16 * 1024 * 1024;

QString qs(std::string_view v)
{
    return QString::fromLatin1(v.data(), static_cast<qsizetype>(v.size()));
}

// Qt reports a byte offset; people want a line and a column (in characters).
QString syntaxError(const QByteArray &json, const QJsonParseError &e)
{
    int line = 1;
    qsizetype lineStart = 0;
    const qsizetype offset = std::clamp<qsizetype>(e.offset, 0, json.size());
    for (qsizetype i = 0; i < offset; ++i) {
        if (json[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    const int column = static_cast<int>(QString::fromUtf8(json.mid(lineStart, offset - lineStart)).size()) + 1;
    return QStringLiteral("line %1, column %2: %3").arg(line).arg(column).arg(e.errorString());
}

// Keys a partial event object may use (those of eventToJson()).
const QStringList &eventKeys()
{
    static const QStringList keys{QStringLiteral("type"),     QStringLiteral("visibility"), QStringLiteral("audience"),
                                  QStringLiteral("player"),   QStringLiteral("target"),     QStringLiteral("guardian"),
                                  QStringLiteral("space"),    QStringLiteral("space2"),     QStringLiteral("amount"),
                                  QStringLiteral("amount2"),  QStringLiteral("detail")};
    return keys;
}

class ScenarioReader
{
public:
    explicit ScenarioReader(QStringList *errors)
        : m_errors(errors)
    { }

    std::optional<Scenario> read(const QJsonObject &root);

private:
    bool readBoard(FieldReader &f);
    bool readStandardSetup(const QJsonObject &o, const QString &path);
    void readStep(const QJsonValue &v, const QString &path);
    std::optional<Checkpoint> readCheck(const QJsonValue &v, const QString &path);
    std::optional<Viewer> readViewer(const QJsonValue &v, const QString &path);
    void readPartialEvents(const QJsonValue &v, const QString &path, QJsonArray &out);
    void readPathValues(const QJsonValue &v, const QString &path, const QJsonValue &shape, const char *what,
                        QJsonObject &out);
    void readPathList(const QJsonValue &v, const QString &path, const QJsonValue &shape, QStringList &out);
    void checkPath(const QString &jsonPath, const QString &path, const QJsonValue &shape, const char *what);
    void readActionList(const QJsonValue &v, const QString &path, QJsonArray &out);

    QStringList *m_errors;
    Scenario m_sc;
    std::vector<std::string> m_names;
    Shapes m_shapes;
};

std::optional<Scenario> ScenarioReader::read(const QJsonObject &root)
{
    FieldReader f(root, QString(), m_errors);
    // The game first: a file of another game is refused by its name, not field by field.
    m_sc.game = f.string("game", false).value_or(scenarioGames().constFirst());
    if (!scenarioGames().contains(m_sc.game)) {
        f.error(QStringLiteral("game"), QStringLiteral("unknown game \"%1\" (this program runs scenarios of: %2)")
                                             .arg(m_sc.game, scenarioGames().join(QStringLiteral(", "))));
        return std::nullopt;
    }
    if (const auto format = f.string("format", false); format && *format != QLatin1String("xobos-scenario"))
        f.error(QStringLiteral("format"), QStringLiteral("expected \"xobos-scenario\""));
    if (f.has("formatVersion") && f.integer("formatVersion", 1, 1, 1) != 1)
        f.error(QStringLiteral("formatVersion"), QStringLiteral("only version 1 is understood"));
    m_sc.name = f.string("name", true).value_or(QString());
    m_sc.description = f.string("description", false).value_or(QString());
    m_sc.engineDiscrepancy = f.string("engineDiscrepancy", false).value_or(QString());
    f.string("note", false);
    static const QRegularExpression ruleId(QStringLiteral("^R-[A-Z0-9]+(-[A-Z0-9]+)*$"));
    if (const auto rules = f.array("rules", true)) {
        for (qsizetype i = 0; i < rules->size(); ++i) {
            const QString p = childPath(f.pathOf(QStringLiteral("rules")), i);
            const QJsonValue v = rules->at(i);
            if (!v.isString() || !ruleId.match(v.toString()).hasMatch())
                addError(m_errors, p, QStringLiteral("expected a rule id like \"R-MOVE-GUARDIAN\", found %1").arg(describeJson(v)));
            else if (!isRuleId(v.toString().toStdString()))
                addError(m_errors, p, QStringLiteral("%1 is not a rule id of docs/rules.md").arg(describeJson(v)));
            else
                m_sc.rules.append(v.toString());
        }
    }
    if (!readBoard(f)) {
        f.value("setup");
        f.value("state");
        f.value("steps");
        f.finish();
        return std::nullopt;
    }
    const bool hasSetup = f.has("setup");
    const bool hasState = f.has("state");
    if (hasSetup == hasState) {
        addError(m_errors, QString(), QStringLiteral("a scenario has either \"setup\" (standard) or \"state\" (explicit), not %1")
                                          .arg(hasSetup ? QStringLiteral("both") : QStringLiteral("neither")));
    } else if (hasSetup) {
        if (const auto setup = f.object("setup", true); setup && !readStandardSetup(*setup, QStringLiteral("setup")))
            m_sc.board.reset();
    } else {
        const auto state = stateFromJson(f.value("state"), m_sc.board, QStringLiteral("state"), m_errors);
        if (state) {
            m_sc.initial = *state;
            for (const PlayerState &p : state->players)
                m_names.push_back(p.name);
        } else {
            m_sc.board.reset();
        }
    }
    if (!m_sc.board) {
        f.value("steps");
        f.finish();
        return std::nullopt;
    }
    if (m_sc.initial.board)
        m_shapes = shapesOf(m_sc.initial);
    if (const auto steps = f.array("steps", true)) {
        for (qsizetype i = 0; i < steps->size(); ++i)
            readStep(steps->at(i), childPath(QStringLiteral("steps"), i));
    }
    f.finish();
    if (!m_errors->isEmpty())
        return std::nullopt;
    return m_sc;
}

bool ScenarioReader::readBoard(FieldReader &f)
{
    const QJsonValue v = f.value("board");
    if (v.isUndefined()) {
        f.error(QStringLiteral("board"), QStringLiteral("required field is missing"));
        return false;
    }
    if (v.isString()) {
        const BoardLoadResult r = loadBundledBoard(v.toString());
        if (!r.ok()) {
            f.error(QStringLiteral("board"), QStringLiteral("no bundled board named %1 (bundled: %2)")
                                                 .arg(describeJson(v), bundledBoardNames().join(QStringLiteral(", "))));
            return false;
        }
        m_sc.board = std::make_shared<const Board>(*r.board);
        return true;
    }
    if (v.isObject()) {
        QStringList problems;
        const auto board = boardFromJson(v.toObject(), &problems);
        for (const QString &p : problems)
            addError(m_errors, QString(), p.startsWith(QLatin1String("board")) ? p : QStringLiteral("board: ") + p);
        if (!board)
            return false;
        m_sc.board = std::make_shared<const Board>(*board);
        return true;
    }
    f.error(QStringLiteral("board"),
            QStringLiteral("expected a bundled board's name or a board object, found %1").arg(describeJson(v)));
    return false;
}

bool ScenarioReader::readStandardSetup(const QJsonObject &o, const QString &path)
{
    const qsizetype before = m_errors->size();
    FieldReader f(o, path, m_errors);
    SetupOptions options;
    std::vector<std::string> names;
    if (const auto a = f.array("names", false)) {
        for (qsizetype i = 0; i < a->size(); ++i) {
            if (!a->at(i).isString())
                addError(m_errors, childPath(f.pathOf(QStringLiteral("names")), i),
                         QStringLiteral("expected a string, found %1").arg(describeJson(a->at(i))));
            names.push_back(a->at(i).toString().toStdString());
        }
    }
    const bool needPlayers = names.empty();
    options.players = f.integer("players", needPlayers, kMinPlayers, kMaxPlayers).value_or(static_cast<int>(names.size()));
    if (!names.empty() && static_cast<int>(names.size()) != options.players)
        f.error(QStringLiteral("names"), QStringLiteral("%1 names for %2 players").arg(names.size()).arg(options.players));
    options.names = names;
    for (int p = static_cast<int>(names.size()); p < options.players; ++p)
        names.push_back("Player " + std::to_string(p + 1));
    if (const auto v = f.choice("variant", variantNames(), false))
        options.variant = static_cast<Variant>(*v);
    if (f.has("ruleset")) {
        if (const auto r = rulesetFromJson(f.value("ruleset"), f.pathOf(QStringLiteral("ruleset")), m_errors))
            options.ruleset = *r;
    }
    if (f.has("seed")) {
        if (const auto s = seedFromJson(f.value("seed"), f.pathOf(QStringLiteral("seed")), m_errors))
            options.seed = *s;
    }
    if (f.has("firstPlayer")) {
        if (const auto p = playerFromJson(f.value("firstPlayer"), names, f.pathOf(QStringLiteral("firstPlayer")), m_errors))
            options.firstPlayer = *p;
    }
    std::vector<int> leaders;
    if (const auto a = f.array("leaders", false)) {
        if (a->size() != options.players)
            f.error(QStringLiteral("leaders"),
                    QStringLiteral("expected one Guardian index per player (%1), found %2").arg(options.players).arg(a->size()));
        for (qsizetype i = 0; i < a->size(); ++i) {
            if (const auto g = readInteger(a->at(i), childPath(f.pathOf(QStringLiteral("leaders")), i), 0,
                                           kGuardiansPerPlayer - 1, m_errors))
                leaders.push_back(*g);
        }
    }
    f.finish();
    if (m_errors->size() != before)
        return false;
    SetupResult r = standardSetup(m_sc.board, options);
    if (!r.error.empty()) {
        addError(m_errors, path, QString::fromStdString(r.error));
        return false;
    }
    for (std::size_t p = 0; p < leaders.size(); ++p) {
        const Outcome out = play(r.state, static_cast<int>(p), ChooseLeader{leaders[p]});
        if (!out.accepted()) {
            addError(m_errors, childPath(childPath(path, QStringLiteral("leaders")), static_cast<qsizetype>(p)),
                     qs(out.violation.codeName()));
            return false;
        }
        r.events.insert(r.events.end(), out.events.begin(), out.events.end());
    }
    m_sc.initial = std::move(r.state);
    m_sc.setupEvents = std::move(r.events);
    m_names = names;
    return true;
}

void ScenarioReader::readStep(const QJsonValue &v, const QString &path)
{
    if (!v.isObject()) {
        addError(m_errors, path, QStringLiteral("expected a step object, found %1").arg(describeJson(v)));
        return;
    }
    FieldReader f(v.toObject(), path, m_errors);
    ScenarioStep step;
    step.path = path;
    step.note = f.string("note", false).value_or(QString());
    if (f.has("action")) {
        step.hasAction = true;
        if (const auto a = actionFromJson(f.value("action"), *m_sc.board, f.pathOf(QStringLiteral("action")), m_errors))
            step.action = *a;
        if (!f.has("player"))
            f.error(QStringLiteral("player"), QStringLiteral("required field is missing (the acting player)"));
        else if (const auto p = playerFromJson(f.value("player"), m_names, f.pathOf(QStringLiteral("player")), m_errors))
            step.player = *p;
        if (const auto expect = f.string("expect", false)) {
            ViolationCode code = ViolationCode::None;
            if (*expect == QLatin1String("ok"))
                step.expect = ViolationCode::None;
            else if (*expect == QLatin1String("any"))
                step.expectAny = true;
            else if (violationCodeFromName(expect->toStdString(), &code) && code != ViolationCode::None)
                step.expect = code;
            else
                f.error(QStringLiteral("expect"),
                        QStringLiteral("unknown violation code \"%1\" (expected \"ok\", \"any\" or a code such as "
                                       "GUARDIAN_MOVE_TOO_FAR)")
                            .arg(*expect));
        }
    } else if (f.has("player") || f.has("expect")) {
        f.value("player");
        f.value("expect");
        addError(m_errors, path, QStringLiteral("\"player\" and \"expect\" belong to a step with an \"action\""));
    }
    if (f.has("check"))
        step.check = readCheck(f.value("check"), f.pathOf(QStringLiteral("check")));
    if (!step.hasAction && !f.has("check"))
        addError(m_errors, path, QStringLiteral("a step has an \"action\", a \"check\", or both"));
    f.finish();
    m_sc.steps.push_back(std::move(step));
}

std::optional<Viewer> ScenarioReader::readViewer(const QJsonValue &v, const QString &path)
{
    if (v.isString() && v.toString() == QLatin1String("public"))
        return Viewer::everyone();
    if (v.isString() && v.toString() == QLatin1String("referee"))
        return Viewer::referee();
    if (const auto p = playerFromJson(v, m_names, path, m_errors))
        return Viewer::seat(*p);
    return std::nullopt;
}

void ScenarioReader::readPartialEvents(const QJsonValue &v, const QString &path, QJsonArray &out)
{
    if (!v.isArray()) {
        addError(m_errors, path, QStringLiteral("expected an array of events, found %1").arg(describeJson(v)));
        return;
    }
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString p = childPath(path, i);
        if (!a[i].isObject()) {
            addError(m_errors, p, QStringLiteral("expected an event object, found %1").arg(describeJson(a[i])));
            continue;
        }
        const QJsonObject e = a[i].toObject();
        for (auto it = e.begin(); it != e.end(); ++it) {
            if (!eventKeys().contains(it.key()))
                addError(m_errors, childPath(p, it.key()), QStringLiteral("unknown field"));
        }
        const QJsonValue type = e.value(QStringLiteral("type"));
        if (!type.isUndefined() && !eventTypeNames().contains(type.toString()))
            addError(m_errors, childPath(p, QStringLiteral("type")), QStringLiteral("unknown event type %1").arg(describeJson(type)));
        for (const char *key : {"space", "space2"}) {
            const QJsonValue s = e.value(QLatin1String(key));
            if (!s.isUndefined() && !s.isNull())
                readSpace(s, childPath(p, QLatin1String(key)), *m_sc.board, m_errors);
        }
        out.append(e);
    }
}

void ScenarioReader::checkPath(const QString &jsonPath, const QString &path, const QJsonValue &shape, const char *what)
{
    if (!shape.isUndefined() && !pathFits(shape, jsonPath)) // undefined: no start position to read
        addError(m_errors, path, QStringLiteral("\"%1\" names no field of %2 (docs/scenario-format.md)").arg(jsonPath, QLatin1String(what)));
}

void ScenarioReader::readPathValues(const QJsonValue &v, const QString &path, const QJsonValue &shape, const char *what,
                                    QJsonObject &out)
{
    if (!v.isObject()) {
        addError(m_errors, path, QStringLiteral("expected an object of \"json.path\": value, found %1").arg(describeJson(v)));
        return;
    }
    out = v.toObject();
    for (auto it = out.begin(); it != out.end(); ++it)
        checkPath(it.key(), path, shape, what);
}

void ScenarioReader::readPathList(const QJsonValue &v, const QString &path, const QJsonValue &shape, QStringList &out)
{
    if (!v.isArray()) {
        addError(m_errors, path, QStringLiteral("expected an array of JSON paths, found %1").arg(describeJson(v)));
        return;
    }
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (!a[i].isString())
            addError(m_errors, childPath(path, i), QStringLiteral("expected a JSON path, found %1").arg(describeJson(a[i])));
        else {
            checkPath(a[i].toString(), childPath(path, i), shape, "a view");
            out.append(a[i].toString());
        }
    }
}

void ScenarioReader::readActionList(const QJsonValue &v, const QString &path, QJsonArray &out)
{
    if (!v.isArray()) {
        addError(m_errors, path, QStringLiteral("expected an array of actions, found %1").arg(describeJson(v)));
        return;
    }
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        // Normalized (every field written) so that it compares with the legal actions.
        if (const auto action = actionFromJson(a[i], *m_sc.board, childPath(path, i), m_errors))
            out.append(actionToJson(*action, *m_sc.board));
    }
}

std::optional<Checkpoint> ScenarioReader::readCheck(const QJsonValue &v, const QString &path)
{
    if (!v.isObject()) {
        addError(m_errors, path, QStringLiteral("expected a checkpoint object, found %1").arg(describeJson(v)));
        return std::nullopt;
    }
    FieldReader f(v.toObject(), path, m_errors);
    Checkpoint c;
    if (f.has("state"))
        readPathValues(f.value("state"), f.pathOf(QStringLiteral("state")), m_shapes.state, "the state", c.state);
    if (f.has("score"))
        readPathValues(f.value("score"), f.pathOf(QStringLiteral("score")), m_shapes.score, "the score", c.score);
    if (f.has("events"))
        readPartialEvents(f.value("events"), f.pathOf(QStringLiteral("events")), c.events);
    if (f.has("noEvents"))
        readPartialEvents(f.value("noEvents"), f.pathOf(QStringLiteral("noEvents")), c.noEvents);
    if (f.has("eventsInOrder"))
        readPartialEvents(f.value("eventsInOrder"), f.pathOf(QStringLiteral("eventsInOrder")), c.eventsInOrder);
    if (const auto acting = f.array("acting", false)) {
        std::vector<int> who;
        for (qsizetype i = 0; i < acting->size(); ++i) {
            if (const auto p = playerFromJson(acting->at(i), m_names, childPath(f.pathOf(QStringLiteral("acting")), i), m_errors))
                who.push_back(*p);
        }
        c.acting = who;
    }
    if (f.has("views")) {
        const QJsonValue views = f.value("views");
        const QString vp = f.pathOf(QStringLiteral("views"));
        if (!views.isArray())
            addError(m_errors, vp, QStringLiteral("expected an array of view checks, found %1").arg(describeJson(views)));
        const QJsonArray a = views.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString p = childPath(vp, i);
            if (!a[i].isObject()) {
                addError(m_errors, p, QStringLiteral("expected a view check object, found %1").arg(describeJson(a[i])));
                continue;
            }
            FieldReader vf(a[i].toObject(), p, m_errors);
            ViewCheck vc;
            if (!vf.has("as"))
                vf.error(QStringLiteral("as"), QStringLiteral("required field is missing (\"public\", \"referee\" or a player)"));
            else if (const auto viewer = readViewer(vf.value("as"), vf.pathOf(QStringLiteral("as"))))
                vc.viewer = *viewer;
            if (vf.has("values"))
                readPathValues(vf.value("values"), vf.pathOf(QStringLiteral("values")), m_shapes.view, "a view", vc.values);
            if (vf.has("absent"))
                readPathList(vf.value("absent"), vf.pathOf(QStringLiteral("absent")), m_shapes.view, vc.absent);
            if (vf.has("present"))
                readPathList(vf.value("present"), vf.pathOf(QStringLiteral("present")), m_shapes.view, vc.present);
            vf.finish();
            c.views.push_back(vc);
        }
    }
    if (f.has("legal") || f.has("illegal")) {
        if (!f.has("legalPlayer"))
            f.error(QStringLiteral("legalPlayer"), QStringLiteral("required field is missing (whose legal actions)"));
        else if (const auto p = playerFromJson(f.value("legalPlayer"), m_names, f.pathOf(QStringLiteral("legalPlayer")), m_errors))
            c.legalPlayer = *p;
        if (f.has("legal"))
            readActionList(f.value("legal"), f.pathOf(QStringLiteral("legal")), c.legal);
        if (f.has("illegal"))
            readActionList(f.value("illegal"), f.pathOf(QStringLiteral("illegal")), c.illegal);
    } else if (f.has("legalPlayer")) {
        f.value("legalPlayer");
        f.error(QStringLiteral("legalPlayer"), QStringLiteral("goes with \"legal\" or \"illegal\""));
    }
    f.finish();
    return c;
}

} // namespace

std::vector<std::string> Scenario::playerNames() const
{
    std::vector<std::string> names;
    for (const PlayerState &p : initial.players)
        names.push_back(p.name);
    return names;
}

QStringList scenarioGames()
{
    return {QLatin1String(game::kXobosModuleId)};
}

ScenarioLoadResult loadScenario(const QByteArray &json, const QString &fileName)
{
    ScenarioLoadResult result;
    const QString prefix = fileName.isEmpty() ? QString() : fileName + QStringLiteral(": ");
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        result.errors.append(prefix + syntaxError(json, parseError));
        return result;
    }
    if (!doc.isObject()) {
        result.errors.append(prefix + QStringLiteral("a scenario is a JSON object"));
        return result;
    }
    if (const QString duplicate = duplicateKey(json); !duplicate.isEmpty()) {
        result.errors.append(prefix + duplicate);
        return result;
    }
    QStringList errors;
    ScenarioReader reader(&errors);
    result.scenario = reader.read(doc.object());
    if (!errors.isEmpty())
        result.scenario.reset();
    if (result.scenario)
        result.scenario->file = fileName;
    for (const QString &e : errors)
        result.errors.append(prefix + e);
    return result;
}

ScenarioLoadResult loadScenarioFile(const QString &path)
{
    const BoundedRead file = readBounded(path, kMaxFileSize, QStringLiteral("a scenario"));
    if (!file.ok()) {
        ScenarioLoadResult r;
        r.errors.append(file.error);
        return r;
    }
    return loadScenario(file.data, path);
}

} // namespace xobos::io
