// SPDX-License-Identifier: GPL-3.0-or-later
// One sentence per engine event, as the log shows it.
//
// Contract: the sentence says what the event's visibility allows and nothing more: a
// public event is worded for the whole table ("Blue made a secret action (connection)"),
// a private one for its audience only — the caller decides who may read it (the store's
// audience filter or rules::Event::visibleTo()).
#pragma once

#include "xobos/rules/board.h"
#include "xobos/rules/event.h"

#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>

namespace xobos::ui {

// `playerColours` names each seat's units ("Green Guardian 3", ownerText()).
QString eventText(const rules::Event &event, const rules::Board &board, const QStringList &playerNames,
                  const QList<QColor> &playerColours);

} // namespace xobos::ui
