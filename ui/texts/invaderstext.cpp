// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/texts/invaderstext.h"

#include <QCoreApplication>

namespace xobos::ui {

namespace {

// The source text itself for the CLI's English report, else its translation.
QString say(bool english, const char *source)
{
    return english ? QString::fromUtf8(source) : QCoreApplication::translate("InvadersText", source);
}

} // namespace

QString invadersZoneName(const QString &zoneId, bool english)
{
    if (zoneId == QLatin1String("pacific-rim"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "Pacific Rim"));
    if (zoneId == QLatin1String("eurasia"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "Eurasia"));
    if (zoneId == QLatin1String("africa"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "Africa"));
    return zoneId;
}

QString invadersSideName(const QString &sideId, bool english)
{
    return sideId == QLatin1String("invader") ? say(english, QT_TRANSLATE_NOOP("InvadersText", "the Invader")) : say(english, QT_TRANSLATE_NOOP("InvadersText", "Mankind"));
}

QString invadersReasonText(const QString &code, const QJsonObject &entry, bool english)
{
    const QString zone = invadersZoneName(entry.value(QStringLiteral("zone")).toString(), english);
    const QString side = invadersSideName(entry.value(QStringLiteral("side")).toString(), english);
    const QString c = code;
    if (c == QLatin1String("ZONE_POWER_ZERO"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "%1's power is already 0: no token can be added")).arg(zone);
    if (c == QLatin1String("PLOT_ALREADY_USED"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "the plot action was already used this turn"));
    if (c == QLatin1String("ONLY_INVADER_PLOTS"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "only the Invader has the plot action"));
    if (c == QLatin1String("PLOT_DECK_EMPTY"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "the Invader's deck is empty: the plot action cannot draw (reduce a cost instead)"));
    if (c == QLatin1String("ONLY_MANKIND_REMOVES_TOKENS"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "only Mankind removes -1 tokens, on his own turn"));
    if (c == QLatin1String("NO_TOKEN"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "%1 has no -1 token to remove")).arg(zone);
    if (c == QLatin1String("ZONE_FULL"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "all four slots in %1 are full: sacrifice one of the cards to play a fifth")).arg(zone);
    if (c == QLatin1String("SACRIFICE_NOT_NEEDED"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "a card is sacrificed only when all four slots in %1 are full")).arg(zone);
    if (c == QLatin1String("BAD_SLOT"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "a zone has four slots, 0 to 3"));
    if (c == QLatin1String("NO_CARD_THERE"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "there is no card of %1 in that slot of %2")).arg(side, zone);
    if (c == QLatin1String("HERO_STAYS"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "the Heroes of the Resistance card always stays in play"));
    if (c == QLatin1String("HERO_ALREADY_TURNED"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "the Heroes of the Resistance card is already turned; it turns upright at the start of Mankind's turn"));
    if (c == QLatin1String("NO_HERO"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "Mankind has no Heroes of the Resistance card in play"));
    if (c == QLatin1String("DORMANT_ALREADY_USED"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "dormant strategy %1 was already enabled this game")).arg(entry.value(QStringLiteral("strategy")).toInt());
    if (c == QLatin1String("BAD_STRATEGY"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "the dormant strategies are numbered 1 to 5 (Mankind's 5: the Ops Centre)"));
    if (c == QLatin1String("POWER_UNCHANGED"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "that card's power is already %1")).arg(entry.value(QStringLiteral("power")).toInt());
    if (c == QLatin1String("COST_TOO_HIGH"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "%1's deck cannot pay that drain cost in full")).arg(side);
    if (c == QLatin1String("BAD_COUNT"))
        return entry.value(QStringLiteral("type")).toString() == QLatin1String("marker")
            ? say(english, QT_TRANSLATE_NOOP("InvadersText", "a card moves the marker by 1 to 12 spaces, up or down"))
            : say(english, QT_TRANSLATE_NOOP("InvadersText", "an entry moves 1 to 10 cards; enter more twice"));
    if (c == QLatin1String("MARKER_AT_TOP"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "the marker is on 12 and never goes higher"));
    if (c == QLatin1String("PREVENT_TOO_MANY"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "Mankind cannot prevent more than the drain"));
    if (c == QLatin1String("ZONE_ALREADY_RESOLVED"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "the Attack phase in %1 was already resolved this turn")).arg(zone);
    if (c == QLatin1String("ATTACK_NOT_DONE"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "resolve the Attack phase in all three zones first"));
    if (c == QLatin1String("NOT_ATTACK_PHASE"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "zones are attacked in the Invader's Attack phase"));
    if (c == QLatin1String("NOT_MAIN_PHASE"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "that is done in the Main phase"));
    if (c == QLatin1String("NOT_THIS_PHASE"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "that cannot be done in this phase"));
    if (c == QLatin1String("MUST_DRAW_FIRST"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "the turn starts with drawing two cards"));
    if (c == QLatin1String("ALREADY_DREW"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "the two cards of this turn are already drawn"));
    if (c == QLatin1String("NOT_YOUR_TURN"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "it is the other player's turn"));
    if (c == QLatin1String("GAME_OVER"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "the game is over"));
    if (c == QLatin1String("NOT_A_PLAYER"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "there are two players: Mankind and the Invader"));
    if (c == QLatin1String("BAD_SIDE"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "the side is Mankind or the Invader"));
    if (c == QLatin1String("BAD_ZONE"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "the zones are Pacific Rim, Eurasia and Africa"));
    if (c == QLatin1String("BAD_POWER"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "a power is entered as 0 to 20"));
    if (c == QLatin1String("BAD_DECK"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "a deck holds 0 to 200 cards"));
    if (c == QLatin1String("NAME_TOO_LONG"))
        return say(english, QT_TRANSLATE_NOOP("InvadersText", "a card's name is at most 60 characters"));
    return say(english, QT_TRANSLATE_NOOP("InvadersText", "not possible (%1)")).arg(code);
}

} // namespace xobos::ui
