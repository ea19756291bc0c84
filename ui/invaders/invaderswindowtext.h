// SPDX-License-Identifier: GPL-3.0-or-later
// InvadersWindowText: what Invaders' window says (issue #28), from the module's view and event JSON
// (docs/invaders-format.md): the phases, each event as the log tells it, the drain check's
// verdict with its reason, the end with its reason, the refusals with their rule id. The
// names of zones and sides are ui/texts/invaderstext.h's. Nothing is hidden in Invaders.
#pragma once

#include <QJsonObject>
#include <QCoreApplication>
#include <QString>

namespace xobos::ui::invaders {

class InvadersWindowText
{
    Q_DECLARE_TR_FUNCTIONS(InvadersWindowText)

public:
    // "the Draw phase", "the Main phase", "the Attack phase", "the end".
    static QString phase(const QString &phase);
    // What the log says of one event; empty for none ("phase" is said by the status line).
    static QString event(const QJsonObject &event);
    // The drain check's verdict from its "check" event, with its reason and rule id.
    static QString checkVerdict(const QJsonObject &check);
    // Before the check, on the Invader's turn: what it will do, from the view's "drained".
    static QString checkForecast(bool drained);
    // "Mankind wins: the marker reached the skull (I-SKULL)." from the view.
    static QString end(const QJsonObject &view);
    // "Refused: <sentence> (I-TOKEN-ZERO)".
    static QString refusal(const QString &code, const QString &rule, const QJsonObject &action);
    // A card in a slot for its tooltip: "Sentinel, power 3", "Heroes of the Resistance,
    // power 2, turned 90°: not counted for defence".
    static QString card(const QJsonObject &card);
};

} // namespace xobos::ui::invaders
