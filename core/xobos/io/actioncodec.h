// SPDX-License-Identifier: GPL-3.0-or-later
// Actions <-> JSON (see docs/scenario-format.md, "Actions").
//
// Contract: one JSON object per action, {"type": "move-guardian", ...fields}. Spaces are
// written by their board ids, Guardians by their index 0..3 among the acting player's
// Guardians; the acting player is never part of the action. actionToJson() writes every
// field; actionFromJson() accepts the defaults documented for optional fields and reports
// an unknown type, an unknown or missing field, a wrong type or an unknown space id as
// "path: message". It never crashes on any JSON value.
#pragma once

#include "xobos/rules/action.h"
#include "xobos/rules/board.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace xobos::io {

QJsonObject actionToJson(const rules::Action &action, const rules::Board &board);

// `path` names the value in its document ("steps[2].action"); errors may be null.
std::optional<rules::Action> actionFromJson(const QJsonValue &value, const rules::Board &board, const QString &path,
                                            QStringList *errors);

// Every action type name, in the order of rules::Action's alternatives.
QStringList actionTypeNames();

} // namespace xobos::io
