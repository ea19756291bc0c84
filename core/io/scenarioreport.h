// SPDX-License-Identifier: GPL-3.0-or-later
// What a scenario run reports, for every game (docs/scenario-format.md): the English text
// of `xobos-cli run` and its JSON (`run --json`). Each game's runner fills in a RunReport
// from its own results; these two writers are the only ones.
//
// Contract: the report is a protocol that bug reports quote and scripts read. The text is
// English in every language: "== name (file)", "   rules: …", per step the acting seat and
// its action, "accepted" or "rejected: CODE [rule id]" (and the game's sentence, when it has
// one), the events, the checks passed and each failure; then PASS or FAIL. The JSON holds
// the same; a game adds its own keys to the object.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <optional>
#include <vector>

namespace xobos::io {

struct StepReport {
    int index = 0;                  // 1-based
    QString note;
    bool hasAction = false;
    int player = -1;
    QString playerName;             // the acting seat as the text names it
    QJsonObject action;             // as the game's codec writes it
    bool accepted = false;
    QString code;                   // refused: the violation's code and rule id
    QString rule;
    std::optional<QString> message; // refused: the game's English sentence, when it has one
    QString expected;               // "ok", "any" or a violation code
    QJsonArray events;              // each as the game's codec writes it, with its "visibility"
    bool hasCheck = false;
    int checksPassed = 0;
    QStringList failures;
};

struct RunReport {
    QString file;
    QString game;
    QString name;
    QStringList rules;
    std::vector<StepReport> steps;
    int failures = 0;
};

// {"file", "game", "name", "rules", "steps": [{"step", "note", "player", "action",
// "accepted", "code", "rule", "message", "expected", "events", "checksPassed", "failures",
// "passed"}], "failures", "passed"}.
QJsonObject runReportToJson(const RunReport &report);

// One event of the text report ("guardian-moved (public) player=0 …"), from its JSON.
using EventLine = std::function<QString(const QJsonObject &event)>;
void printRunReport(QTextStream &out, const RunReport &report, const EventLine &eventLine);

// A step's failed expectation: "expected ok, got SPACE_OCCUPIED".
QString expectationFailure(const QString &expected, const QString &got);

} // namespace xobos::io
