// SPDX-License-Identifier: GPL-3.0-or-later
// Playing a scenario of a game module and evaluating its expectations and checks
// (modulescenario.h); reading the file is modulescenario.cpp.
#include "game/modulescenario.h"

#include "game/session.h"

#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>

namespace xobos::game {

namespace {

// The events of the last action as the checks match them.
bool matches(const QJsonObject &event, const QJsonObject &pattern)
{
    for (auto it = pattern.begin(); it != pattern.end(); ++it) {
        if (event.value(it.key()) != it.value())
            return false;
    }
    return true;
}

void checkValues(const QJsonObject &root, const QJsonObject &expected, const QString &what, ModuleStepResult &r)
{
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        const QJsonValue found = valueAtPath(root, it.key());
        if (found == it.value())
            ++r.checksPassed;
        else
            r.failures << QStringLiteral("%1 %2: expected %3, found %4").arg(what, it.key(), compactJson(it.value()), compactJson(found));
    }
}

QString viewerName(const ModuleScenario &sc, const game::Viewer &v)
{
    switch (v.kind) {
    case game::Viewer::Kind::Public: return QStringLiteral("the public");
    case game::Viewer::Kind::Referee: return QStringLiteral("the referee");
    case game::Viewer::Kind::Seat: return sc.seatName(v.seat);
    }
    return QString();
}

void runCheck(const ModuleScenario &sc, const ModuleCheck &c, const game::Instance &s,
              const std::vector<game::CodedEvent> &last, ModuleStepResult &r)
{
    if (!c.state.isEmpty())
        checkValues(s.stateJson(), c.state, QStringLiteral("state"), r);
    if (!c.score.isEmpty())
        checkValues(s.score(), c.score, QStringLiteral("score"), r);
    const QJsonObject everything = s.view(game::Viewer::referee());
    for (const ModuleViewCheck &vc : c.views) {
        const QJsonObject v = s.view(vc.viewer);
        const QString what = QStringLiteral("view of %1:").arg(viewerName(sc, vc.viewer));
        checkValues(v, vc.values, what, r);
        for (const QString &p : vc.absent) {
            // A hidden value the referee does not see either is a typo, not a secret kept.
            if (valueAtPath(everything, p).isUndefined())
                r.failures << QStringLiteral("%1 %2 names nothing, not even in the referee's view").arg(what, p);
            else if (const QJsonValue found = valueAtPath(v, p); !found.isUndefined())
                r.failures << QStringLiteral("%1 %2 must be hidden, but shows %3").arg(what, p, compactJson(found));
            else
                ++r.checksPassed;
        }
        for (const QString &p : vc.present) {
            if (!valueAtPath(v, p).isUndefined())
                ++r.checksPassed;
            else
                r.failures << QStringLiteral("%1 %2 must be visible, but is absent").arg(what, p);
        }
    }
    QList<QJsonObject> produced;
    for (const game::CodedEvent &e : last)
        produced << eventJson(e);
    for (const QJsonValue &pattern : c.events) {
        if (std::any_of(produced.begin(), produced.end(), [&](const QJsonObject &e) { return matches(e, pattern.toObject()); }))
            ++r.checksPassed;
        else
            r.failures << QStringLiteral("no event matches %1").arg(compactJson(pattern));
    }
    for (const QJsonValue &pattern : c.noEvents) {
        if (std::none_of(produced.begin(), produced.end(), [&](const QJsonObject &e) { return matches(e, pattern.toObject()); }))
            ++r.checksPassed;
        else
            r.failures << QStringLiteral("an event matches %1, but none may").arg(compactJson(pattern));
    }
    if (c.acting) {
        const std::vector<int> acting = s.actingSeats();
        if (acting == *c.acting) {
            ++r.checksPassed;
        } else {
            QStringList want, got;
            for (int p : *c.acting)
                want << QString::number(p);
            for (int p : acting)
                got << QString::number(p);
            r.failures << QStringLiteral("acting players: expected [%1], found [%2]")
                              .arg(want.join(QStringLiteral(", ")), got.join(QStringLiteral(", ")));
        }
    }
    if (!c.legal.isEmpty() || !c.illegal.isEmpty()) {
        QJsonArray legal;
        for (const QJsonObject &a : s.legalActions(c.legalSeat))
            legal.append(a);
        for (const QJsonValue &a : c.legal) {
            if (legal.contains(a))
                ++r.checksPassed;
            else
                r.failures << QStringLiteral("%1 is not among the legal actions").arg(compactJson(a));
        }
        for (const QJsonValue &a : c.illegal) {
            if (!legal.contains(a))
                ++r.checksPassed;
            else
                r.failures << QStringLiteral("%1 is legal, but must not be").arg(compactJson(a));
        }
    }
    if (!c.hash.isEmpty()) {
        if (game::hashHex(s.hash()) == c.hash)
            ++r.checksPassed;
        else
            r.failures << QStringLiteral("state hash: expected %1, found %2").arg(c.hash, game::hashHex(s.hash()));
    }
}

} // namespace

ModuleRun runModuleScenario(const ModuleScenario &sc, int stepCount)
{
    ModuleRun run;
    run.state = sc.initial->clone();
    std::vector<game::CodedEvent> last;
    const int n = stepCount < 0 ? static_cast<int>(sc.steps.size()) : std::min(stepCount, static_cast<int>(sc.steps.size()));
    for (int i = 0; i < n; ++i) {
        const ModuleStep &step = sc.steps[static_cast<std::size_t>(i)];
        ModuleStepResult r;
        r.index = i + 1;
        if (step.hasAction) {
            r.hasAction = true;
            r.seat = step.seat;
            r.violation = run.state->apply(step.seat, step.action, &r.events);
            last = r.events;
            const QString got = r.accepted() ? QStringLiteral("ok") : QString::fromStdString(r.violation.code);
            const QString want = step.expect.isEmpty() ? QStringLiteral("ok") : step.expect;
            if (!step.expectAny && got != want)
                r.failures << io::expectationFailure(want, got);
        }
        if (step.check)
            runCheck(sc, *step.check, *run.state, last, r);
        run.failures += static_cast<int>(r.failures.size());
        run.steps.push_back(std::move(r));
    }
    return run;
}

QJsonObject eventJson(const game::CodedEvent &event)
{
    QJsonObject o = event.json;
    switch (event.visibility) {
    case game::Visibility::Public:
        o[QStringLiteral("visibility")] = QStringLiteral("public");
        break;
    case game::Visibility::Seat:
        o[QStringLiteral("visibility")] = QStringLiteral("private");
        o[QStringLiteral("audience")] = event.audience;
        break;
    case game::Visibility::Referee:
        o[QStringLiteral("visibility")] = QStringLiteral("referee");
        break;
    }
    return o;
}

io::RunReport moduleRunReport(const ModuleScenario &sc, const ModuleRun &run)
{
    io::RunReport report;
    report.file = sc.file;
    report.game = latin1(sc.module->id());
    report.name = sc.name;
    report.rules = sc.rules;
    report.failures = run.failures;
    for (std::size_t i = 0; i < run.steps.size(); ++i) {
        const ModuleStepResult &r = run.steps[i];
        const ModuleStep &step = sc.steps[i];
        io::StepReport so;
        so.index = r.index;
        so.note = step.note;
        so.hasAction = r.hasAction;
        if (r.hasAction) {
            so.player = r.seat;
            so.playerName = sc.seatName(r.seat);
            so.action = step.action;
            so.accepted = r.accepted();
            if (!r.accepted()) {
                so.code = QString::fromStdString(r.violation.code);
                so.rule = QString::fromStdString(r.violation.rule);
            }
            so.expected = step.expectAny ? QStringLiteral("any") : step.expect.isEmpty() ? QStringLiteral("ok") : step.expect;
            for (const game::CodedEvent &e : r.events)
                so.events.append(eventJson(e));
        }
        so.hasCheck = step.check.has_value();
        so.checksPassed = r.checksPassed;
        so.failures = r.failures;
        report.steps.push_back(std::move(so));
    }
    return report;
}

QJsonObject moduleRunToJson(const ModuleScenario &sc, const ModuleRun &run)
{
    return io::runReportToJson(moduleRunReport(sc, run));
}

QJsonValue valueAtPath(const QJsonValue &root, const QString &path)
{
    static const QRegularExpression token(QStringLiteral("([^.\\[\\]]+)|\\[(\\d+)\\]"));
    QJsonValue v = root;
    auto it = token.globalMatch(path);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedLength(1) > 0) {
            if (!v.isObject() || !v.toObject().contains(m.captured(1)))
                return QJsonValue(QJsonValue::Undefined);
            v = v.toObject().value(m.captured(1));
        } else {
            const qsizetype i = m.captured(2).toLongLong();
            if (!v.isArray() || i >= v.toArray().size())
                return QJsonValue(QJsonValue::Undefined);
            v = v.toArray().at(i);
        }
    }
    return v;
}

} // namespace xobos::game
