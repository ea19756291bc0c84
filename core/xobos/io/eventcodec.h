// SPDX-License-Identifier: GPL-3.0-or-later
// Events <-> JSON (see docs/scenario-format.md, "Events").
//
// Contract: {"type": "guardian-moved", "visibility": "public", ...}. Every rules::Event
// field that differs from its default is written; "space"/"space2" as board ids, players
// as seat indices, and "detail" by name where the event type gives it a meaning (a
// building type, a connection kind, a Technology, an upgrade kind, a secret category, the
// reason crystals were gained), otherwise as a number. eventFromJson(eventToJson(e)) == e.
#pragma once

#include "xobos/rules/board.h"
#include "xobos/rules/event.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace xobos::io {

QJsonObject eventToJson(const rules::Event &event, const rules::Board &board);
QJsonArray eventsToJson(const rules::Events &events, const rules::Board &board);

std::optional<rules::Event> eventFromJson(const QJsonValue &value, const rules::Board &board, const QString &path,
                                          QStringList *errors);

// Every event type name, in the order of rules::EventType.
QStringList eventTypeNames();
QStringList visibilityNames(); // "public", "private", "referee"

} // namespace xobos::io
