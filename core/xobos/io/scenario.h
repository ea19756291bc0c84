// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario files: a board, a starting position, and a list of actions with expectations
// and checkpoints (docs/scenario-format.md). Used by xobos-cli and the scenario tests.
//
// Contract:
// - loadScenario() never crashes whatever the bytes. It either returns a Scenario whose
//   every action, player, space and expectation has been decoded and whose starting state
//   passed rules::checkInvariants(), or the list of errors: a syntax error with line and
//   column, or "path: message" for each bad field ("steps[4].action.to: unknown space id
//   \"zz\"").
// - runScenario() plays the steps through rules::play() and evaluates every expectation
//   and checkpoint; it never stops at a failure (every step is reported).
#pragma once

#include "io/scenarioreport.h"
#include "xobos/rules/action.h"
#include "xobos/rules/board.h"
#include "xobos/rules/engine.h"
#include "xobos/rules/state.h"
#include "xobos/rules/view.h"
#include "xobos/rules/violation.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace xobos::io {

// One assertion on a viewer's view: values at JSON paths, and paths that must be absent.
struct ViewCheck {
    rules::Viewer viewer;
    QJsonObject values; // "players[1].guardians[0].space" -> expected JSON value
    QStringList absent; // paths that must not exist (hidden values)
    QStringList present;
};

struct Checkpoint {
    QJsonObject state;              // path in stateToJson() -> expected value
    std::vector<ViewCheck> views;
    QJsonArray events;              // partial event objects; each must match one event of the last action
    QJsonArray noEvents;            // partial event objects; none may match
    QJsonArray eventsInOrder;       // partial event objects; they match events of the last action in this order
    std::optional<std::vector<int>> acting; // rules::actingPlayers()
    QJsonObject score;              // path in scoreReportToJson(computeScores()) -> expected value
    QJsonArray legal;               // actions that must be legal for `legalPlayer`
    QJsonArray illegal;             // actions that must not be legal
    int legalPlayer = 0;
};

struct ScenarioStep {
    QString path;                   // "steps[3]"
    QString note;
    bool hasAction = false;
    int player = rules::kNoPlayer;
    rules::Action action;
    bool expectAny = false;         // "expect": "any"
    rules::ViolationCode expect = rules::ViolationCode::None; // None: "ok"
    std::optional<Checkpoint> check;
};

struct Scenario {
    QString file;
    QString game;                   // the top-level "game": one of scenarioGames()
    QString name;
    QString description;
    QStringList rules;              // rule ids of docs/rules.md
    QString engineDiscrepancy;      // non-empty: the engine is known to break an expectation here
    std::shared_ptr<const rules::Board> board;
    rules::GameState initial;
    rules::Events setupEvents;
    std::vector<ScenarioStep> steps;

    std::vector<std::string> playerNames() const;
};

struct ScenarioLoadResult {
    std::optional<Scenario> scenario;
    QStringList errors;             // each "file: path: message" or "file: line L, column C: message"
    bool ok() const { return scenario.has_value(); }
};

// The games whose scenario files this reader reads, by the id of their top-level "game"
// (absent: "xobos", game::kXobosModuleId): Xobos alone. A file naming another game is
// refused by that name here; the files of the other modules of game/modules.h are read by
// their own reader (game/modulescenario.h), which leaves Xobos's files to this one.
QStringList scenarioGames();

ScenarioLoadResult loadScenario(const QByteArray &json, const QString &fileName);
ScenarioLoadResult loadScenarioFile(const QString &path);

struct StepResult {
    int index = 0;                  // 1-based
    bool hasAction = false;
    int player = rules::kNoPlayer;
    bool accepted = false;
    rules::Violation violation;
    bool expectationMet = true;
    rules::Events events;
    int checksPassed = 0;
    QStringList failures;           // failed expectations and checks, one sentence each
};

struct ScenarioRun {
    std::vector<StepResult> steps;
    rules::GameState state;         // after the last step run
    int failures = 0;
    bool passed() const { return failures == 0; }
};

// Plays the first `stepCount` steps (all when negative).
ScenarioRun runScenario(const Scenario &scenario, int stepCount = -1);

// The report of a run (io/scenarioreport.h), and as JSON (the CLI's `run --json`: the
// report with the Xobos keys "engineDiscrepancy" and "setupEvents").
RunReport scenarioReport(const Scenario &scenario, const ScenarioRun &run);
QJsonObject scenarioRunToJson(const Scenario &scenario, const ScenarioRun &run);

// The value at a JSON path such as "players[1].guardians[0].health" (undefined if none).
QJsonValue jsonValueAt(const QJsonValue &root, const QString &path);

} // namespace xobos::io
