// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/scenarioreport.h"

#include <QJsonDocument>

namespace xobos::io {

QJsonObject runReportToJson(const RunReport &report)
{
    QJsonObject o;
    o[QStringLiteral("file")] = report.file;
    o[QStringLiteral("game")] = report.game;
    o[QStringLiteral("name")] = report.name;
    o[QStringLiteral("rules")] = QJsonArray::fromStringList(report.rules);
    QJsonArray steps;
    for (const StepReport &r : report.steps) {
        QJsonObject so;
        so[QStringLiteral("step")] = r.index;
        if (!r.note.isEmpty())
            so[QStringLiteral("note")] = r.note;
        if (r.hasAction) {
            so[QStringLiteral("player")] = r.player;
            so[QStringLiteral("action")] = r.action;
            so[QStringLiteral("accepted")] = r.accepted;
            if (!r.accepted) {
                so[QStringLiteral("code")] = r.code;
                so[QStringLiteral("rule")] = r.rule;
                if (r.message)
                    so[QStringLiteral("message")] = *r.message;
            }
            so[QStringLiteral("expected")] = r.expected;
            so[QStringLiteral("events")] = r.events;
        }
        if (r.hasCheck)
            so[QStringLiteral("checksPassed")] = r.checksPassed;
        so[QStringLiteral("failures")] = QJsonArray::fromStringList(r.failures);
        so[QStringLiteral("passed")] = r.failures.isEmpty();
        steps.append(so);
    }
    o[QStringLiteral("steps")] = steps;
    o[QStringLiteral("failures")] = report.failures;
    o[QStringLiteral("passed")] = report.failures == 0;
    return o;
}

void printRunReport(QTextStream &out, const RunReport &report, const EventLine &eventLine)
{
    out << "== " << report.name << " (" << report.file << ")\n";
    if (!report.rules.isEmpty())
        out << "   rules: " << report.rules.join(QStringLiteral(", ")) << '\n';
    for (const StepReport &r : report.steps) {
        out << "   step " << r.index << ": ";
        if (r.hasAction) {
            out << r.playerName << ' ' << QString::fromUtf8(QJsonDocument(r.action).toJson(QJsonDocument::Compact))
                << '\n';
            if (r.accepted) {
                out << "      accepted\n";
            } else {
                out << "      rejected: " << r.code << " [" << r.rule << "]";
                if (r.message)
                    out << ' ' << *r.message;
                out << '\n';
            }
            for (const QJsonValue &e : r.events)
                out << "      event: " << eventLine(e.toObject()) << '\n';
        } else {
            out << "check\n";
        }
        if (r.hasCheck)
            out << "      checks passed: " << r.checksPassed << '\n';
        for (const QString &f : r.failures)
            out << "      FAILED: " << f << '\n';
    }
    if (report.failures == 0)
        out << "   PASS\n";
    else
        out << "   FAIL (" << report.failures << " failed expectation(s))\n";
}

QString expectationFailure(const QString &expected, const QString &got)
{
    return QStringLiteral("expected %1, got %2").arg(expected, got);
}

} // namespace xobos::io
