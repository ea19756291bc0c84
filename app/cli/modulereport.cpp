// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/modulereport.h"

#include "ui/texts/refusalsentence.h"

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
QString eventLine(QJsonObject o)
{
    QString line = text(o.take(QStringLiteral("type")));
    line += QStringLiteral(" (") + o.take(QStringLiteral("visibility")).toString() + QLatin1Char(')');
    for (auto it = o.begin(); it != o.end(); ++it)
        line += QLatin1Char(' ') + it.key() + QLatin1Char('=') + text(it.value());
    return line;
}

} // namespace

io::RunReport moduleReport(const game::ModuleScenario &sc, const game::ModuleRun &run)
{
    io::RunReport report = game::moduleRunReport(sc, run);
    for (io::StepReport &step : report.steps) {
        if (step.hasAction && !step.accepted)
            step.message = ui::refusalSentence(report.game, step.code, step.action, true);
    }
    return report;
}

void printModuleRun(QTextStream &out, const game::ModuleScenario &sc, const game::ModuleRun &run)
{
    io::printRunReport(out, moduleReport(sc, run), eventLine);
}

std::optional<game::Viewer> moduleViewer(const game::ModuleScenario &sc, const QString &who)
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
