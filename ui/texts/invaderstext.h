// SPDX-License-Identifier: GPL-3.0-or-later
// Invaders' sentences (issue #28): a refusal code of core/invaders/rules.cpp turned into what
// the table reads, naming the zone, side or strategy of the refused entry ("Eurasia's power
// is already 0: no token can be added"). The entry is the action as the module's codec writes
// it (docs/invaders-format.md). Nothing here is hidden: every Invaders value is public.
#pragma once

#include <QJsonObject>
#include <QString>

namespace xobos::ui {

// Qt Core only (library xobos_gametexts): xobos-cli uses it too. `english`: the English source
// text whatever translation is installed (the CLI's `run` report is English in every language).
//
// "Pacific Rim", "Eurasia", "Africa" for the codec's zone ids; the id itself otherwise.
QString invadersZoneName(const QString &zoneId, bool english = false);
// "Mankind", "the Invader".
QString invadersSideName(const QString &sideId, bool english = false);
// The sentence for a refusal; an unknown code gives a neutral sentence naming it.
QString invadersReasonText(const QString &code, const QJsonObject &entry, bool english = false);

} // namespace xobos::ui
