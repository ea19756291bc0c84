// SPDX-License-Identifier: GPL-3.0-or-later
// Every sentence Espiral's window says (issue #27), translated: the refusals of
// core/espiral/rules.h by code with the creature and the number they name ("Kobold has 2
// vitality left: it can take at most 2 hits"), what each event tells the player, the
// phases, and the odds of a dice trial (espiral-facts.md). Built from the player's view
// JSON (core/espiral/espiralmodule.h): the decks' order and the seed never reach a text.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace xobos::ui::espiral {

// A card's name from the view's "cards" list ("card 3" when there is none).
QString cardName(const QJsonArray &cards, int card);
// A refusal's sentence, its rule id after it: "Kobold has 2 vitality left: it can take at
// most 2 hits (E-HIT-LIMIT)". `card` and `limit` as core/espiral's Refusal names them.
QString refusalText(const QString &code, const QString &rule, const QString &card, int limit);
// What the player is told of one event (empty for none).
QString eventText(const QJsonObject &event, const QJsonArray &cards, const QJsonArray &lands);
// The window's name of a view's "phase".
QString phaseText(const QString &phase);
// The chance that a trial on a land of `number` is an encounter: the ways of 36 that two
// dice beat it (or tie it, with the tie option), and the sentence shown before the roll.
int encounterWays(int number, bool tieEncounters);
QString oddsText(int number, bool tieEncounters);
// "mortal", "elemental", "external" as the table says them.
QString kindText(const QString &kind);

} // namespace xobos::ui::espiral
