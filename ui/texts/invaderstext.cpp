// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/texts/invaderstext.h"

#include <QCoreApplication>

namespace xobos::ui {

QString invadersZoneName(const QString &zoneId)
{
    if (zoneId == QLatin1String("pacific-rim"))
        return QCoreApplication::translate("InvadersText", "Pacific Rim");
    if (zoneId == QLatin1String("eurasia"))
        return QCoreApplication::translate("InvadersText", "Eurasia");
    if (zoneId == QLatin1String("africa"))
        return QCoreApplication::translate("InvadersText", "Africa");
    return zoneId;
}

QString invadersSideName(const QString &sideId)
{
    return sideId == QLatin1String("invader") ? QCoreApplication::translate("InvadersText", "the Invader") : QCoreApplication::translate("InvadersText", "Mankind");
}

QString invadersReasonText(const QString &code, const QJsonObject &entry)
{
    const QString zone = invadersZoneName(entry.value(QStringLiteral("zone")).toString());
    const QString side = invadersSideName(entry.value(QStringLiteral("side")).toString());
    const QString c = code;
    if (c == QLatin1String("ZONE_POWER_ZERO"))
        return QCoreApplication::translate("InvadersText", "%1's power is already 0: no token can be added").arg(zone);
    if (c == QLatin1String("PLOT_ALREADY_USED"))
        return QCoreApplication::translate("InvadersText", "the plot action was already used this turn");
    if (c == QLatin1String("ONLY_INVADER_PLOTS"))
        return QCoreApplication::translate("InvadersText", "only the Invader has the plot action");
    if (c == QLatin1String("PLOT_DECK_EMPTY"))
        return QCoreApplication::translate("InvadersText", "the Invader's deck is empty: the plot action cannot draw (reduce a cost instead)");
    if (c == QLatin1String("ONLY_MANKIND_REMOVES_TOKENS"))
        return QCoreApplication::translate("InvadersText", "only Mankind removes -1 tokens, on his own turn");
    if (c == QLatin1String("NO_TOKEN"))
        return QCoreApplication::translate("InvadersText", "%1 has no -1 token to remove").arg(zone);
    if (c == QLatin1String("ZONE_FULL"))
        return QCoreApplication::translate("InvadersText", "all four slots in %1 are full: sacrifice one of the cards to play a fifth").arg(zone);
    if (c == QLatin1String("SACRIFICE_NOT_NEEDED"))
        return QCoreApplication::translate("InvadersText", "a card is sacrificed only when all four slots in %1 are full").arg(zone);
    if (c == QLatin1String("BAD_SLOT"))
        return QCoreApplication::translate("InvadersText", "a zone has four slots, 0 to 3");
    if (c == QLatin1String("NO_CARD_THERE"))
        return QCoreApplication::translate("InvadersText", "there is no card of %1 in that slot of %2").arg(side, zone);
    if (c == QLatin1String("HERO_STAYS"))
        return QCoreApplication::translate("InvadersText", "the Heroes of the Resistance card always stays in play");
    if (c == QLatin1String("HERO_ALREADY_TURNED"))
        return QCoreApplication::translate("InvadersText", "the Heroes of the Resistance card is already turned; it turns upright at the start of Mankind's turn");
    if (c == QLatin1String("NO_HERO"))
        return QCoreApplication::translate("InvadersText", "Mankind has no Heroes of the Resistance card in play");
    if (c == QLatin1String("DORMANT_ALREADY_USED"))
        return QCoreApplication::translate("InvadersText", "dormant strategy %1 was already enabled this game").arg(entry.value(QStringLiteral("strategy")).toInt());
    if (c == QLatin1String("BAD_STRATEGY"))
        return QCoreApplication::translate("InvadersText", "the dormant strategies are numbered 1 to 5 (Mankind's 5: the Ops Centre)");
    if (c == QLatin1String("COST_TOO_HIGH"))
        return QCoreApplication::translate("InvadersText", "%1's deck cannot pay that drain cost in full").arg(side);
    if (c == QLatin1String("BAD_COUNT"))
        return entry.value(QStringLiteral("type")).toString() == QLatin1String("marker")
            ? QCoreApplication::translate("InvadersText", "a card moves the marker by 1 to 12 spaces, up or down")
            : QCoreApplication::translate("InvadersText", "an entry moves 1 to 10 cards; enter more twice");
    if (c == QLatin1String("MARKER_AT_TOP"))
        return QCoreApplication::translate("InvadersText", "the marker is on 12 and never goes higher");
    if (c == QLatin1String("PREVENT_TOO_MANY"))
        return QCoreApplication::translate("InvadersText", "Mankind cannot prevent more than the drain");
    if (c == QLatin1String("ZONE_ALREADY_RESOLVED"))
        return QCoreApplication::translate("InvadersText", "the Attack phase in %1 was already resolved this turn").arg(zone);
    if (c == QLatin1String("ATTACK_NOT_DONE"))
        return QCoreApplication::translate("InvadersText", "resolve the Attack phase in all three zones first");
    if (c == QLatin1String("NOT_ATTACK_PHASE"))
        return QCoreApplication::translate("InvadersText", "zones are attacked in the Invader's Attack phase");
    if (c == QLatin1String("NOT_MAIN_PHASE"))
        return QCoreApplication::translate("InvadersText", "that is done in the Main phase");
    if (c == QLatin1String("NOT_THIS_PHASE"))
        return QCoreApplication::translate("InvadersText", "that cannot be done in this phase");
    if (c == QLatin1String("MUST_DRAW_FIRST"))
        return QCoreApplication::translate("InvadersText", "the turn starts with drawing two cards");
    if (c == QLatin1String("ALREADY_DREW"))
        return QCoreApplication::translate("InvadersText", "the two cards of this turn are already drawn");
    if (c == QLatin1String("NOT_YOUR_TURN"))
        return QCoreApplication::translate("InvadersText", "it is the other player's turn");
    if (c == QLatin1String("GAME_OVER"))
        return QCoreApplication::translate("InvadersText", "the game is over");
    if (c == QLatin1String("NOT_A_PLAYER"))
        return QCoreApplication::translate("InvadersText", "there are two players: Mankind and the Invader");
    if (c == QLatin1String("BAD_SIDE"))
        return QCoreApplication::translate("InvadersText", "the side is Mankind or the Invader");
    if (c == QLatin1String("BAD_ZONE"))
        return QCoreApplication::translate("InvadersText", "the zones are Pacific Rim, Eurasia and Africa");
    if (c == QLatin1String("BAD_POWER"))
        return QCoreApplication::translate("InvadersText", "a power is entered as 0 to 20");
    if (c == QLatin1String("BAD_DECK"))
        return QCoreApplication::translate("InvadersText", "a deck holds 0 to 200 cards");
    if (c == QLatin1String("NAME_TOO_LONG"))
        return QCoreApplication::translate("InvadersText", "a card's name is at most 60 characters");
    return QCoreApplication::translate("InvadersText", "not possible (%1)").arg(code);
}

} // namespace xobos::ui
