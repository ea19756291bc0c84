// SPDX-License-Identifier: GPL-3.0-or-later
#include "game/modulescenario.h"

#include "game/modules.h"
#include "io/strictinput.h"

#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>

namespace xobos::game {

namespace {

// The largest scenario file read (the scenario format's own limit).
constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;

QString moduleList()
{
    QStringList ids;
    for (const game::Module *m : game::modules())
        ids << latin1(m->id());
    return ids.join(QStringLiteral(", "));
}

QString child(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

QString element(const QString &path, qsizetype i)
{
    return QStringLiteral("%1[%2]").arg(path).arg(i);
}

bool isWhole(const QJsonValue &v)
{
    return v.isDouble() && v.toDouble() == static_cast<double>(static_cast<int>(v.toDouble()));
}

// Reads one scenario of a module: every field checked, every problem an error with its path.
class Reader
{
public:
    Reader(const game::Module &module, const QString &file, QStringList *errors)
        : m_module(module)
        , m_file(file)
        , m_errors(errors)
    { }

    std::optional<ModuleScenario> read(const QJsonObject &root);

private:
    void error(const QString &path, const QString &message) { m_errors->append(m_file + QStringLiteral(": ") + path + QStringLiteral(": ") + message); }
    bool known(const QJsonObject &o, const QString &path, const QStringList &keys);
    std::optional<int> seat(const QJsonValue &v, const QString &path);
    std::optional<game::Viewer> viewer(const QJsonValue &v, const QString &path);
    QJsonObject pathValues(const QJsonValue &v, const QString &path);
    QStringList pathList(const QJsonValue &v, const QString &path);
    QJsonArray objects(const QJsonValue &v, const QString &path, bool actions);
    void readStep(const QJsonValue &v, const QString &path);
    std::optional<ModuleCheck> readCheck(const QJsonValue &v, const QString &path);

    const game::Module &m_module;
    QString m_file;
    QStringList *m_errors;
    ModuleScenario m_sc;
};

bool Reader::known(const QJsonObject &o, const QString &path, const QStringList &keys)
{
    bool ok = true;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!keys.contains(it.key())) {
            error(child(path, it.key()), QStringLiteral("unknown field (a %1 scenario has: %2)")
                                             .arg(latin1(m_module.id()), keys.join(QStringLiteral(", "))));
            ok = false;
        }
    }
    return ok;
}

std::optional<int> Reader::seat(const QJsonValue &v, const QString &path)
{
    const int seats = m_sc.initial->seats();
    if (isWhole(v) && v.toInt() >= 0 && v.toInt() < seats)
        return v.toInt();
    if (v.isString() && m_sc.players.contains(v.toString()))
        return static_cast<int>(m_sc.players.indexOf(v.toString()));
    error(path, QStringLiteral("expected a seat from 0 to %1%2, found %3")
                    .arg(seats - 1)
                    .arg(m_sc.players.isEmpty() ? QString() : QStringLiteral(" or a player's name"), compactJson(v)));
    return std::nullopt;
}

std::optional<game::Viewer> Reader::viewer(const QJsonValue &v, const QString &path)
{
    if (v == QJsonValue(QStringLiteral("public")))
        return game::Viewer::everyone();
    if (v == QJsonValue(QStringLiteral("referee")))
        return game::Viewer::referee();
    if (const auto s = seat(v, path))
        return game::Viewer::ofSeat(*s);
    return std::nullopt;
}

QJsonObject Reader::pathValues(const QJsonValue &v, const QString &path)
{
    if (!v.isUndefined() && !v.isObject())
        error(path, QStringLiteral("expected an object of JSON path -> value, found %1").arg(compactJson(v)));
    return v.toObject();
}

QStringList Reader::pathList(const QJsonValue &v, const QString &path)
{
    QStringList out;
    if (!v.isUndefined() && !v.isArray())
        error(path, QStringLiteral("expected an array of JSON paths, found %1").arg(compactJson(v)));
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (!a.at(i).isString() || a.at(i).toString().isEmpty())
            error(element(path, i), QStringLiteral("expected a JSON path, found %1").arg(compactJson(a.at(i))));
        else
            out << a.at(i).toString();
    }
    return out;
}

// An array of objects; actions are recoded through the module's codec (so that they compare
// with legalActions()), and one it cannot read is an error.
QJsonArray Reader::objects(const QJsonValue &v, const QString &path, bool actions)
{
    QJsonArray out;
    if (!v.isUndefined() && !v.isArray())
        error(path, QStringLiteral("expected an array, found %1").arg(compactJson(v)));
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (!a.at(i).isObject()) {
            error(element(path, i), QStringLiteral("expected an object, found %1").arg(compactJson(a.at(i))));
            continue;
        }
        if (!actions) {
            out.append(a.at(i));
            continue;
        }
        QString why;
        if (const auto recoded = m_sc.initial->recodeAction(a.at(i).toObject(), &why))
            out.append(*recoded);
        else
            error(element(path, i), why.isEmpty() ? QStringLiteral("not an action of this game") : why);
    }
    return out;
}

std::optional<ModuleCheck> Reader::readCheck(const QJsonValue &v, const QString &path)
{
    if (!v.isObject()) {
        error(path, QStringLiteral("expected an object, found %1").arg(compactJson(v)));
        return std::nullopt;
    }
    const QJsonObject o = v.toObject();
    known(o, path, {QStringLiteral("state"), QStringLiteral("views"), QStringLiteral("score"), QStringLiteral("events"),
                    QStringLiteral("noEvents"), QStringLiteral("acting"), QStringLiteral("legal"),
                    QStringLiteral("illegal"), QStringLiteral("legalPlayer"), QStringLiteral("hash")});
    ModuleCheck c;
    c.state = pathValues(o.value(QStringLiteral("state")), child(path, QStringLiteral("state")));
    c.score = pathValues(o.value(QStringLiteral("score")), child(path, QStringLiteral("score")));
    const QString viewsPath = child(path, QStringLiteral("views"));
    const QJsonArray views = objects(o.value(QStringLiteral("views")), viewsPath, false);
    for (qsizetype i = 0; i < views.size(); ++i) {
        const QJsonObject vo = views.at(i).toObject();
        const QString vp = element(viewsPath, i);
        known(vo, vp, {QStringLiteral("as"), QStringLiteral("values"), QStringLiteral("absent"), QStringLiteral("present")});
        ModuleViewCheck vc;
        if (const auto who = viewer(vo.value(QStringLiteral("as")), child(vp, QStringLiteral("as"))))
            vc.viewer = *who;
        vc.values = pathValues(vo.value(QStringLiteral("values")), child(vp, QStringLiteral("values")));
        vc.absent = pathList(vo.value(QStringLiteral("absent")), child(vp, QStringLiteral("absent")));
        vc.present = pathList(vo.value(QStringLiteral("present")), child(vp, QStringLiteral("present")));
        c.views.push_back(vc);
    }
    c.events = objects(o.value(QStringLiteral("events")), child(path, QStringLiteral("events")), false);
    c.noEvents = objects(o.value(QStringLiteral("noEvents")), child(path, QStringLiteral("noEvents")), false);
    if (o.contains(QStringLiteral("acting"))) {
        const QString ap = child(path, QStringLiteral("acting"));
        if (!o.value(QStringLiteral("acting")).isArray())
            error(ap, QStringLiteral("expected an array of seats"));
        std::vector<int> acting;
        const QJsonArray a = o.value(QStringLiteral("acting")).toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (const auto s = seat(a.at(i), element(ap, i)))
                acting.push_back(*s);
        }
        c.acting = acting;
    }
    c.legal = objects(o.value(QStringLiteral("legal")), child(path, QStringLiteral("legal")), true);
    c.illegal = objects(o.value(QStringLiteral("illegal")), child(path, QStringLiteral("illegal")), true);
    if (o.contains(QStringLiteral("legalPlayer"))) {
        if (const auto s = seat(o.value(QStringLiteral("legalPlayer")), child(path, QStringLiteral("legalPlayer"))))
            c.legalSeat = *s;
    }
    if (o.contains(QStringLiteral("hash"))) {
        static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{16}$"));
        c.hash = o.value(QStringLiteral("hash")).toString();
        if (!hex.match(c.hash).hasMatch())
            error(child(path, QStringLiteral("hash")), QStringLiteral("expected 16 lower-case hex digits, found %1")
                                                           .arg(compactJson(o.value(QStringLiteral("hash")))));
    }
    return c;
}

void Reader::readStep(const QJsonValue &v, const QString &path)
{
    if (!v.isObject()) {
        error(path, QStringLiteral("expected an object, found %1").arg(compactJson(v)));
        return;
    }
    const QJsonObject o = v.toObject();
    known(o, path, {QStringLiteral("player"), QStringLiteral("action"), QStringLiteral("expect"), QStringLiteral("check"),
                    QStringLiteral("note")});
    ModuleStep step;
    step.note = o.value(QStringLiteral("note")).toString();
    if (o.contains(QStringLiteral("action"))) {
        step.hasAction = true;
        if (const auto s = seat(o.value(QStringLiteral("player")), child(path, QStringLiteral("player"))))
            step.seat = *s;
        const QString ap = child(path, QStringLiteral("action"));
        QString why;
        if (!o.value(QStringLiteral("action")).isObject())
            error(ap, QStringLiteral("expected an action object, found %1").arg(compactJson(o.value(QStringLiteral("action")))));
        else if (const auto recoded = m_sc.initial->recodeAction(o.value(QStringLiteral("action")).toObject(), &why))
            step.action = *recoded;
        else
            error(ap, why.isEmpty() ? QStringLiteral("not an action of this game") : why);
        static const QRegularExpression code(QStringLiteral("^[A-Z][A-Z0-9_]*$"));
        const QJsonValue expect = o.value(QStringLiteral("expect"));
        if (expect.isUndefined() || expect == QJsonValue(QStringLiteral("ok"))) {
        } else if (expect == QJsonValue(QStringLiteral("any"))) {
            step.expectAny = true;
        } else if (expect.isString() && code.match(expect.toString()).hasMatch()) {
            step.expect = expect.toString();
        } else {
            error(child(path, QStringLiteral("expect")),
                  QStringLiteral("expected \"ok\", \"any\" or a violation code, found %1").arg(compactJson(expect)));
        }
    } else if (o.contains(QStringLiteral("player")) || o.contains(QStringLiteral("expect"))) {
        error(path, QStringLiteral("\"player\" and \"expect\" go with an \"action\""));
    } else if (!o.contains(QStringLiteral("check"))) {
        error(path, QStringLiteral("a step has an \"action\", a \"check\" or both"));
    }
    if (o.contains(QStringLiteral("check")))
        step.check = readCheck(o.value(QStringLiteral("check")), child(path, QStringLiteral("check")));
    m_sc.steps.push_back(std::move(step));
}

std::optional<ModuleScenario> Reader::read(const QJsonObject &root)
{
    const qsizetype before = m_errors->size();
    m_sc.file = m_file;
    m_sc.module = &m_module;
    known(root, QString(), {QStringLiteral("format"), QStringLiteral("formatVersion"), QStringLiteral("game"),
                            QStringLiteral("rulesVersion"), QStringLiteral("name"), QStringLiteral("description"),
                            QStringLiteral("note"), QStringLiteral("rules"), QStringLiteral("players"),
                            QStringLiteral("setup"), QStringLiteral("steps")});
    if (root.contains(QStringLiteral("format")) && root.value(QStringLiteral("format")) != QJsonValue(QStringLiteral("xobos-scenario")))
        error(QStringLiteral("format"), QStringLiteral("expected \"xobos-scenario\""));
    if (root.contains(QStringLiteral("formatVersion")) && root.value(QStringLiteral("formatVersion")) != QJsonValue(1))
        error(QStringLiteral("formatVersion"), QStringLiteral("only version 1 is understood"));
    if (root.contains(QStringLiteral("rulesVersion"))) {
        const QJsonValue v = root.value(QStringLiteral("rulesVersion"));
        if (!isWhole(v) || v.toInt() < 1 || v.toInt() > m_module.rulesVersion())
            error(QStringLiteral("rulesVersion"), QStringLiteral("this program plays rules versions 1 to %1 of \"%2\", found %3")
                                                      .arg(m_module.rulesVersion())
                                                      .arg(latin1(m_module.id()), compactJson(v)));
    }
    m_sc.name = root.value(QStringLiteral("name")).toString();
    if (!root.value(QStringLiteral("name")).isString() || m_sc.name.isEmpty())
        error(QStringLiteral("name"), QStringLiteral("required: a one-line name"));
    m_sc.description = root.value(QStringLiteral("description")).toString();
    // A rule id of docs/rules.md: a letter for the game's section (R- Xobos, T- TECH, E- Espiral), a dash, words.
    static const QRegularExpression ruleId(QStringLiteral("^[A-Z]-[A-Z0-9]+(-[A-Z0-9]+)*$"));
    const QJsonValue rules = root.value(QStringLiteral("rules"));
    if (!rules.isArray())
        error(QStringLiteral("rules"), QStringLiteral("required: an array of rule ids like \"R-MOVE-GUARDIAN\""));
    for (qsizetype i = 0; i < rules.toArray().size(); ++i) {
        const QJsonValue r = rules.toArray().at(i);
        if (!r.isString() || !ruleId.match(r.toString()).hasMatch())
            error(element(QStringLiteral("rules"), i), QStringLiteral("expected a rule id like \"R-MOVE-GUARDIAN\", found %1").arg(compactJson(r)));
        else
            m_sc.rules << r.toString();
    }
    const QJsonValue players = root.value(QStringLiteral("players"));
    if (!players.isUndefined() && !players.isArray())
        error(QStringLiteral("players"), QStringLiteral("expected an array of names, one per seat"));
    for (qsizetype i = 0; i < players.toArray().size(); ++i) {
        const QJsonValue p = players.toArray().at(i);
        if (!p.isString() || p.toString().isEmpty())
            error(element(QStringLiteral("players"), i), QStringLiteral("expected a name, found %1").arg(compactJson(p)));
        m_sc.players << p.toString();
    }
    if (!root.value(QStringLiteral("setup")).isObject()) {
        error(QStringLiteral("setup"), QStringLiteral("required: the setup of a \"%1\" game (an object)").arg(latin1(m_module.id())));
        return std::nullopt;
    }
    m_sc.setup = root.value(QStringLiteral("setup")).toObject();
    QString why;
    std::unique_ptr<game::Instance> initial = m_module.setup(m_sc.setup, &why);
    if (!initial) {
        error(QStringLiteral("setup"), why.isEmpty() ? QStringLiteral("refused by the game") : why);
        return std::nullopt;
    }
    m_sc.initial = std::move(initial);
    if (!m_sc.players.isEmpty() && m_sc.players.size() != m_sc.initial->seats())
        error(QStringLiteral("players"), QStringLiteral("the setup has %1 seat(s), the list %2 name(s)")
                                             .arg(m_sc.initial->seats())
                                             .arg(m_sc.players.size()));
    const QJsonValue steps = root.value(QStringLiteral("steps"));
    if (!steps.isArray())
        error(QStringLiteral("steps"), QStringLiteral("required: an array of steps"));
    for (qsizetype i = 0; i < steps.toArray().size(); ++i)
        readStep(steps.toArray().at(i), element(QStringLiteral("steps"), i));
    if (m_errors->size() != before)
        return std::nullopt;
    return std::move(m_sc);
}

} // namespace

QString ModuleScenario::seatName(int seat) const
{
    return seat >= 0 && seat < players.size() ? players.at(seat) : QStringLiteral("player %1").arg(seat);
}

ScenarioGamePeek peekScenarioGame(const QByteArray &json, const QString &file)
{
    ScenarioGamePeek peek;
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    // A file that is not a JSON object, or has a key twice, goes to the Xobos reader, which
    // says where the problem is, as it always has.
    if (!doc.isObject() || !io::duplicateKey(json).isEmpty())
        return peek;
    const QJsonValue game = doc.object().value(QStringLiteral("game"));
    if (!game.isString() || game.toString() == QLatin1String(game::kXobosModuleId))
        return peek;
    peek.module = game::findModule(game.toString().toStdString());
    if (!peek.module) {
        peek.error = QStringLiteral("%1: game: unknown game \"%2\" (this program runs scenarios of: %3)")
                         .arg(file, game.toString(), moduleList());
        return peek;
    }
    peek.root = doc.object();
    return peek;
}

ScenarioGamePeek peekScenarioGameFile(const QString &path)
{
    const io::BoundedRead read = io::readBounded(path, kMaxFileBytes, QStringLiteral("a scenario"));
    if (!read.ok())
        return {};
    return peekScenarioGame(read.data, path);
}

std::optional<ModuleScenario> loadModuleScenario(const game::Module &module, const QJsonObject &root,
                                                 const QString &file, QStringList *errors)
{
    return Reader(module, file, errors).read(root);
}

QString latin1(std::string_view v)
{
    return QString::fromLatin1(v.data(), static_cast<qsizetype>(v.size()));
}

QString compactJson(const QJsonValue &v)
{
    if (v.isUndefined())
        return QStringLiteral("nothing");
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

} // namespace xobos::game
