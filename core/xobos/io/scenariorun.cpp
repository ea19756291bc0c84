// SPDX-License-Identifier: GPL-3.0-or-later
// Playing a scenario's steps and evaluating its expectations and checkpoints
// (docs/scenario-format.md); reading the file is scenarioreader.cpp.
#include "scenario.h"

#include "actioncodec.h"
#include "codecfields.h"
#include "eventcodec.h"
#include "statecodec.h"
#include "viewcodec.h"

#include "xobos/rules/scoring.h"

#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>

namespace xobos::io {

using namespace rules;

namespace {

QString qs(std::string_view v)
{
    return QString::fromLatin1(v.data(), static_cast<qsizetype>(v.size()));
}

// eventToJson() leaves out fields at their defaults; a pattern may still name them.
QJsonValue eventField(const QJsonObject &event, const QString &key)
{
    if (event.contains(key))
        return event.value(key);
    if (key == QLatin1String("amount") || key == QLatin1String("amount2") || key == QLatin1String("detail"))
        return 0;
    if (key == QLatin1String("space") || key == QLatin1String("space2"))
        return QJsonValue(QJsonValue::Null);
    return -1; // player, target, guardian, audience
}

bool eventMatches(const QJsonObject &event, const QJsonObject &pattern)
{
    for (auto it = pattern.begin(); it != pattern.end(); ++it) {
        if (eventField(event, it.key()) != it.value())
            return false;
    }
    return true;
}

QString compact(const QJsonValue &v)
{
    if (v.isUndefined())
        return QStringLiteral("nothing");
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return describeJson(v);
}

QString viewerName(const Viewer &v, const std::vector<std::string> &names)
{
    switch (v.kind) {
    case Viewer::Kind::Public: return QStringLiteral("the public");
    case Viewer::Kind::Referee: return QStringLiteral("the referee");
    case Viewer::Kind::Player:
        return v.player >= 0 && v.player < static_cast<int>(names.size())
            ? QString::fromStdString(names[static_cast<std::size_t>(v.player)])
            : QStringLiteral("player %1").arg(v.player);
    }
    return QString();
}

void checkValues(const QJsonObject &root, const QJsonObject &expected, const QString &what, StepResult &r)
{
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        const QJsonValue found = jsonValueAt(root, it.key());
        if (found == it.value())
            ++r.checksPassed;
        else
            r.failures.append(QStringLiteral("%1 %2: expected %3, found %4").arg(what, it.key(), compact(it.value()), compact(found)));
    }
}

void runCheck(const Scenario &sc, const Checkpoint &c, const GameState &s, const Events &lastEvents, StepResult &r)
{
    const Board &board = *sc.board;
    const auto names = sc.playerNames();
    if (!c.state.isEmpty())
        checkValues(stateToJson(s), c.state, QStringLiteral("state"), r);
    if (!c.score.isEmpty())
        checkValues(scoreReportToJson(computeScores(s)), c.score, QStringLiteral("score"), r);
    for (const ViewCheck &vc : c.views) {
        const QJsonObject v = viewToJson(view(s, vc.viewer), board);
        const QString what = QStringLiteral("view of %1:").arg(viewerName(vc.viewer, names));
        checkValues(v, vc.values, what, r);
        for (const QString &p : vc.absent) {
            const QJsonValue found = jsonValueAt(v, p);
            if (found.isUndefined())
                ++r.checksPassed;
            else
                r.failures.append(QStringLiteral("%1 %2 must be hidden, but shows %3").arg(what, p, compact(found)));
        }
        for (const QString &p : vc.present) {
            if (!jsonValueAt(v, p).isUndefined())
                ++r.checksPassed;
            else
                r.failures.append(QStringLiteral("%1 %2 must be visible, but is absent").arg(what, p));
        }
    }
    QList<QJsonObject> produced;
    for (const Event &e : lastEvents)
        produced.append(eventToJson(e, board));
    for (const QJsonValue &pattern : c.events) {
        const bool found = std::any_of(produced.begin(), produced.end(),
                                       [&](const QJsonObject &e) { return eventMatches(e, pattern.toObject()); });
        if (found)
            ++r.checksPassed;
        else
            r.failures.append(QStringLiteral("no event matches %1").arg(compact(pattern)));
    }
    for (const QJsonValue &pattern : c.noEvents) {
        const auto it = std::find_if(produced.begin(), produced.end(),
                                     [&](const QJsonObject &e) { return eventMatches(e, pattern.toObject()); });
        if (it == produced.end())
            ++r.checksPassed;
        else
            r.failures.append(QStringLiteral("unexpected event %1").arg(compact(*it)));
    }
    // Each pattern matches an event after the one the previous pattern matched; other events
    // may come between.
    auto next = produced.cbegin();
    for (qsizetype i = 0; i < c.eventsInOrder.size(); ++i) {
        const QJsonObject pattern = c.eventsInOrder.at(i).toObject();
        const auto it = std::find_if(next, produced.cend(), [&](const QJsonObject &e) { return eventMatches(e, pattern); });
        if (it != produced.cend()) {
            ++r.checksPassed;
            next = it + 1;
        } else {
            r.failures.append(i == 0 ? QStringLiteral("events in order: no event matches %1").arg(compact(pattern))
                                     : QStringLiteral("events in order: no event after the match of %1 matches %2")
                                           .arg(compact(c.eventsInOrder.at(i - 1)), compact(pattern)));
        }
    }
    if (c.acting) {
        const std::vector<int> acting = actingPlayers(s);
        if (acting == *c.acting) {
            ++r.checksPassed;
        } else {
            QStringList want, got;
            for (int p : *c.acting)
                want.append(QString::number(p));
            for (int p : acting)
                got.append(QString::number(p));
            r.failures.append(QStringLiteral("acting players: expected [%1], found [%2]")
                                  .arg(want.join(QStringLiteral(", ")), got.join(QStringLiteral(", "))));
        }
    }
    if (!c.legal.isEmpty() || !c.illegal.isEmpty()) {
        QJsonArray legal;
        for (const Action &a : legalActions(s, c.legalPlayer))
            legal.append(actionToJson(a, board));
        for (const QJsonValue &a : c.legal) {
            if (legal.contains(a))
                ++r.checksPassed;
            else
                r.failures.append(QStringLiteral("%1 is not among the legal actions").arg(compact(a)));
        }
        for (const QJsonValue &a : c.illegal) {
            if (!legal.contains(a))
                ++r.checksPassed;
            else
                r.failures.append(QStringLiteral("%1 is legal, but must not be").arg(compact(a)));
        }
    }
}

} // namespace

ScenarioRun runScenario(const Scenario &sc, int stepCount)
{
    ScenarioRun run;
    run.state = sc.initial;
    Events lastEvents = sc.setupEvents;
    const int n = stepCount < 0 ? static_cast<int>(sc.steps.size()) : std::min(stepCount, static_cast<int>(sc.steps.size()));
    for (int i = 0; i < n; ++i) {
        const ScenarioStep &step = sc.steps[static_cast<std::size_t>(i)];
        StepResult r;
        r.index = i + 1;
        if (step.hasAction) {
            r.hasAction = true;
            r.player = step.player;
            const Outcome out = play(run.state, step.player, step.action);
            r.accepted = out.accepted();
            r.violation = out.violation;
            r.events = out.events;
            lastEvents = out.events;
            if (!step.expectAny && out.violation.code != step.expect) {
                r.expectationMet = false;
                r.failures.append(expectationFailure(
                    step.expect == ViolationCode::None ? QStringLiteral("ok") : qs(violationCodeName(step.expect)),
                    out.accepted() ? QStringLiteral("ok") : qs(out.violation.codeName())));
            }
        }
        if (step.check)
            runCheck(sc, *step.check, run.state, lastEvents, r);
        run.failures += static_cast<int>(r.failures.size());
        run.steps.push_back(std::move(r));
    }
    return run;
}

RunReport scenarioReport(const Scenario &sc, const ScenarioRun &run)
{
    RunReport report;
    report.file = sc.file;
    report.game = sc.game;
    report.name = sc.name;
    report.rules = sc.rules;
    report.failures = run.failures;
    const std::vector<std::string> names = sc.playerNames();
    for (std::size_t i = 0; i < run.steps.size(); ++i) {
        const StepResult &r = run.steps[i];
        const ScenarioStep &step = sc.steps[i];
        StepReport so;
        so.index = r.index;
        so.note = step.note;
        so.hasAction = r.hasAction;
        if (r.hasAction) {
            so.player = r.player;
            so.playerName = r.player >= 0 && r.player < static_cast<int>(names.size())
                ? QString::fromStdString(names[static_cast<std::size_t>(r.player)])
                : QStringLiteral("player %1").arg(r.player);
            so.action = actionToJson(step.action, *sc.board);
            so.accepted = r.accepted;
            if (!r.accepted) {
                so.code = qs(r.violation.codeName());
                so.rule = qs(r.violation.rule());
                so.message = qs(r.violation.message());
            }
            so.expected = step.expectAny ? QStringLiteral("any")
                : step.expect == ViolationCode::None ? QStringLiteral("ok")
                                                     : qs(violationCodeName(step.expect));
            so.events = eventsToJson(r.events, *sc.board);
        }
        so.hasCheck = step.check.has_value();
        so.checksPassed = r.checksPassed;
        so.failures = r.failures;
        report.steps.push_back(std::move(so));
    }
    return report;
}

QJsonObject scenarioRunToJson(const Scenario &sc, const ScenarioRun &run)
{
    QJsonObject o = runReportToJson(scenarioReport(sc, run));
    if (!sc.engineDiscrepancy.isEmpty())
        o[QStringLiteral("engineDiscrepancy")] = sc.engineDiscrepancy;
    o[QStringLiteral("setupEvents")] = eventsToJson(sc.setupEvents, *sc.board);
    return o;
}

QJsonValue jsonValueAt(const QJsonValue &root, const QString &path)
{
    static const QRegularExpression token(QStringLiteral("([^.\\[\\]]+)|\\[(\\d+)\\]"));
    QJsonValue at = root;
    qsizetype pos = 0;
    while (pos < path.size()) {
        if (path[pos] == QLatin1Char('.')) {
            ++pos;
            continue;
        }
        const auto m = token.match(path, pos, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
        if (!m.hasMatch())
            return QJsonValue(QJsonValue::Undefined);
        if (m.capturedLength(1) > 0) {
            if (!at.isObject())
                return QJsonValue(QJsonValue::Undefined);
            at = at.toObject().value(m.captured(1));
        } else {
            bool ok = false;
            const qsizetype i = m.captured(2).toLongLong(&ok);
            if (!ok || !at.isArray() || i >= at.toArray().size())
                return QJsonValue(QJsonValue::Undefined);
            at = at.toArray().at(i);
        }
        if (at.isUndefined())
            return at;
        pos += m.capturedLength(0);
    }
    return at;
}

} // namespace xobos::io
