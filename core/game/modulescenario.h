// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario files of any game module other than Xobos (docs/scenario-format.md, "What is
// generic"), read and played through the type-erased module interface (game/erased.h):
// the file's `setup` goes to Module::setup, each step's action (seat + action JSON) to
// Instance::validate/apply, and checks read the module's state, view and score JSON.
// Xobos files keep their own reader (core/xobos/io/scenario.h), whose checks know its
// board and fields.
//
// Contract:
// - peekScenarioGame() says which game a file is of without judging the rest: a file it
//   cannot read or parse, or one of Xobos, is left to the Xobos reader (which reports its
//   errors as it always has); a game this program does not know is an error naming it.
// - loadModuleScenario() never crashes whatever the JSON; it returns a scenario whose setup
//   the module accepted and whose every action its codec reads, or "file: path: message"
//   errors (an unknown field, a seat out of range, an action the codec cannot read).
// - runModuleScenario() plays every step (a refusal changes nothing) and evaluates every
//   expectation and check; it never stops at a failure.
#pragma once

#include "game/erased.h"
#include "io/scenarioreport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

namespace xobos::game {

struct ModuleViewCheck {
    game::Viewer viewer;
    QJsonObject values;  // path in the view JSON -> expected value
    QStringList absent;  // paths the viewer must not see (the referee must: a typo fails)
    QStringList present;
};

struct ModuleCheck {
    QJsonObject state;   // path in the state JSON -> expected value
    std::vector<ModuleViewCheck> views;
    QJsonObject score;   // path in the score JSON -> expected value
    QJsonArray events;   // partial events; each must match one event of the last action
    QJsonArray noEvents; // partial events; none may match
    std::optional<std::vector<int>> acting;
    QJsonArray legal;    // actions that must be legal for legalSeat
    QJsonArray illegal;
    int legalSeat = 0;
    QString hash;        // game::hashHex() of the state, when given
};

struct ModuleStep {
    QString note;
    bool hasAction = false;
    int seat = game::kNoSeat;
    QJsonObject action;  // as the module's codec writes it
    bool expectAny = false;
    QString expect;      // empty: "ok"; otherwise a violation code of the module
    std::optional<ModuleCheck> check;
};

struct ModuleScenario {
    QString file;
    const game::Module *module = nullptr;
    QString name;
    QString description;
    QStringList rules;
    QStringList players; // names of the seats (optional in the file)
    QJsonObject setup;
    std::shared_ptr<const game::Instance> initial;
    std::vector<ModuleStep> steps;

    QString seatName(int seat) const;
};

struct ScenarioGamePeek {
    const game::Module *module = nullptr; // null: leave the file to the Xobos reader
    QString error;                        // non-empty: an unknown game, named
    QJsonObject root;                     // the parsed file, when module is set
};

// `json` is the file's content, `file` its name for messages.
ScenarioGamePeek peekScenarioGame(const QByteArray &json, const QString &file);
// Reads the file and peeks (an unreadable file is left to the Xobos reader).
ScenarioGamePeek peekScenarioGameFile(const QString &path);

std::optional<ModuleScenario> loadModuleScenario(const game::Module &module, const QJsonObject &root,
                                                 const QString &file, QStringList *errors);

struct ModuleStepResult {
    int index = 0;       // 1-based
    bool hasAction = false;
    int seat = game::kNoSeat;
    game::Violation violation;
    std::vector<game::CodedEvent> events;
    int checksPassed = 0;
    QStringList failures;
    bool accepted() const { return violation.ok(); }
};

struct ModuleRun {
    std::vector<ModuleStepResult> steps;
    std::unique_ptr<game::Instance> state; // after the last step run
    int failures = 0;
    bool passed() const { return failures == 0; }
};

// Plays the first `stepCount` steps (all when negative).
ModuleRun runModuleScenario(const ModuleScenario &scenario, int stepCount = -1);

// An event as the report shows and checks match it: the module's JSON with "visibility"
// ("public", "private" with "audience", "referee").
QJsonObject eventJson(const game::CodedEvent &event);

// The report of a run (io/scenarioreport.h), and as JSON (`run --json`).
io::RunReport moduleRunReport(const ModuleScenario &scenario, const ModuleRun &run);
QJsonObject moduleRunToJson(const ModuleScenario &scenario, const ModuleRun &run);

// The value at a JSON path such as "guardians[0].health" (undefined if none).
QJsonValue valueAtPath(const QJsonValue &root, const QString &path);

// A JSON value as one line for messages ("nothing" for undefined); a Latin-1 id as QString.
QString compactJson(const QJsonValue &v);
QString latin1(std::string_view v);

} // namespace xobos::game
