// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/modulereport.h"

#include <QJsonDocument>

#include <algorithm>
#include <utility>

namespace xobos::app {

namespace {

QString compact(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QString text(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isNull() || v.isUndefined())
        return QStringLiteral("-");
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isDouble())
        return QString::number(v.toDouble());
    return QString::fromUtf8(v.isObject() ? QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact)
                                          : QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
}

// "card-drawn (private) audience=1 card=3": the type, the visibility, then key=value.
QString eventLine(const game::CodedEvent &e)
{
    QJsonObject o = eventJson(e);
    QString line = text(o.take(QStringLiteral("type")));
    line += QStringLiteral(" (") + o.take(QStringLiteral("visibility")).toString() + QLatin1Char(')');
    for (auto it = o.begin(); it != o.end(); ++it)
        line += QLatin1Char(' ') + it.key() + QLatin1Char('=') + text(it.value());
    return line;
}

} // namespace

void printModuleRun(QTextStream &out, const ModuleScenario &sc, const ModuleRun &run)
{
    out << "== " << sc.name << " (" << sc.file << ")\n";
    if (!sc.rules.isEmpty())
        out << "   rules: " << sc.rules.join(QStringLiteral(", ")) << '\n';
    for (std::size_t i = 0; i < run.steps.size(); ++i) {
        const ModuleStepResult &r = run.steps[i];
        const ModuleStep &step = sc.steps[i];
        out << "   step " << r.index << ": ";
        if (r.hasAction) {
            out << sc.seatName(r.seat) << ' ' << compact(step.action) << '\n';
            if (r.accepted())
                out << "      accepted\n";
            else
                out << "      rejected: " << QString::fromStdString(r.violation.code) << " ["
                    << QString::fromStdString(r.violation.rule) << "]\n";
            for (const game::CodedEvent &e : r.events)
                out << "      event: " << eventLine(e) << '\n';
        } else {
            out << "check\n";
        }
        if (step.check)
            out << "      checks passed: " << r.checksPassed << '\n';
        for (const QString &f : r.failures)
            out << "      FAILED: " << f << '\n';
    }
    if (run.passed())
        out << "   PASS\n";
    else
        out << "   FAIL (" << run.failures << " failed expectation(s))\n";
}

std::optional<game::Viewer> moduleViewer(const ModuleScenario &sc, const QString &who)
{
    if (who == QLatin1String("public"))
        return game::Viewer::everyone();
    if (who == QLatin1String("referee"))
        return game::Viewer::referee();
    bool isNumber = false;
    const int n = who.toInt(&isNumber);
    if (isNumber && n >= 0 && n < sc.initial->seats())
        return game::Viewer::ofSeat(n);
    if (const qsizetype i = sc.players.indexOf(who); i >= 0)
        return game::Viewer::ofSeat(static_cast<int>(i));
    return std::nullopt;
}

QStringList moduleLegalLines(const game::Instance &state)
{
    std::vector<std::pair<int, QString>> lines;
    for (int seat : state.actingSeats()) {
        for (const QJsonObject &a : state.legalActions(seat)) {
            QJsonObject o;
            o[QStringLiteral("player")] = seat;
            o[QStringLiteral("action")] = a;
            lines.emplace_back(seat, compact(o));
        }
    }
    std::sort(lines.begin(), lines.end());
    QStringList out;
    for (const auto &line : lines)
        out << line.second;
    return out;
}

} // namespace xobos::app
