// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/invaders/invaderswindowtext.h"

#include "ui/texts/invaderstext.h"


namespace xobos::ui::invaders {

namespace {

QString zoneOf(const QJsonObject &e)
{
    return invadersZoneName(e.value(QStringLiteral("zone")).toString());
}

QString sideOf(const QJsonObject &e)
{
    return invadersSideName(e.value(QStringLiteral("side")).toString());
}

int num(const QJsonObject &e, const char *key)
{
    return e.value(QLatin1String(key)).toInt();
}

// "Mankind" at the start of a sentence, "the Invader" as "The Invader".
QString capital(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

} // namespace

QString InvadersWindowText::phase(const QString &phase)
{
    if (phase == QLatin1String("draw"))
        return tr("the Draw phase");
    if (phase == QLatin1String("main"))
        return tr("the Main phase");
    if (phase == QLatin1String("attack"))
        return tr("the Attack phase");
    return tr("the end");
}

QString InvadersWindowText::event(const QJsonObject &e)
{
    const QString type = e.value(QStringLiteral("type")).toString();
    const QString side = capital(sideOf(e));
    const QString zone = zoneOf(e);
    if (type == QLatin1String("drew"))
        return tr("%1 drew %n card(s); %2 left in the deck.", nullptr, num(e, "count")).arg(side).arg(num(e, "value"));
    if (type == QLatin1String("played")) {
        const QString name = e.value(QStringLiteral("name")).toString();
        const QString what = name.isEmpty() ? tr("a card of power %1").arg(num(e, "power"))
                                            : tr("%1 (power %2)").arg(name).arg(num(e, "power"));
        if (e.contains(QStringLiteral("sacrificed")))
            return tr("%1 sacrificed the card in slot %2 of %3 and played %4 there.")
                .arg(side).arg(num(e, "sacrificed") + 1).arg(zone, what);
        return tr("%1 played %2 in %3.").arg(side, what, zone);
    }
    if (type == QLatin1String("removed"))
        return tr("%1's card in slot %2 of %3 left play for the discard pile.").arg(side).arg(num(e, "slot") + 1).arg(zone);
    if (type == QLatin1String("power-changed"))
        return tr("Card effect: %1's card in slot %2 of %3 now has power %4 (was %5).")
            .arg(sideOf(e)).arg(num(e, "slot") + 1).arg(zone).arg(num(e, "power")).arg(num(e, "value"));
    if (type == QLatin1String("paid"))
        return num(e, "value") == 1 ? tr("%1 paid a cost: drained %n card(s) (not a drain for the check).", nullptr, num(e, "count")).arg(side)
                                    : tr("%1 paid a cost: discarded %n card(s).", nullptr, num(e, "count")).arg(side);
    if (type == QLatin1String("plot"))
        return num(e, "value") == 0 ? tr("The Invader used his plot action: he draws a card.")
                                    : tr("The Invader used his plot action: a cost reduced by 1.");
    if (type == QLatin1String("dormant")) {
        if (e.value(QStringLiteral("side")).toString() == QLatin1String("mankind") && num(e, "value") == 5)
            return tr("Mankind enabled the Ops Centre.");
        return tr("%1 enabled dormant strategy %2.").arg(side).arg(num(e, "value"));
    }
    if (type == QLatin1String("token"))
        return num(e, "value") > 0 ? tr("A −1 token on %1: its power is now %2.").arg(zone).arg(num(e, "power"))
                                   : tr("Mankind removed a −1 token from %1: its power is now %2.").arg(zone).arg(num(e, "power"));
    if (type == QLatin1String("hero"))
        return num(e, "value") == 1 ? tr("The Heroes of the Resistance card is turned 90°: it does not count for defence.")
                                    : tr("The Heroes of the Resistance card is turned upright.");
    if (type == QLatin1String("marker")) {
        const int moved = num(e, "count");
        if (moved == 0)
            return tr("The marker stays on %1.").arg(num(e, "power"));
        return moved > 0 ? tr("The marker moves up %n space(s), to %1.", nullptr, moved).arg(num(e, "power"))
                         : tr("The marker moves down %n space(s), to %1.", nullptr, -moved).arg(num(e, "power"));
    }
    if (type == QLatin1String("drained")) {
        QString text = tr("Card effect: %1 drains %n card(s)", nullptr, num(e, "count")).arg(sideOf(e));
        if (num(e, "prevented") > 0)
            text += tr(", %n prevented", nullptr, num(e, "prevented"));
        return text + tr(": %n flipped onto the discard pile.", nullptr, num(e, "value"));
    }
    if (type == QLatin1String("attack")) {
        if (num(e, "value") == 0)
            return tr("Attack in %1: the Invader's %2 against Mankind's %3 — no drain.").arg(zone).arg(num(e, "invader")).arg(num(e, "defence"));
        QString text = tr("Attack in %1: the Invader's %2 against Mankind's %3 — drain %4").arg(zone).arg(num(e, "invader")).arg(num(e, "defence")).arg(num(e, "value"));
        if (num(e, "prevented") > 0)
            text += tr(", %n prevented", nullptr, num(e, "prevented"));
        return text + tr(": %n flipped.", nullptr, num(e, "count"));
    }
    if (type == QLatin1String("check"))
        return checkVerdict(e);
    if (type == QLatin1String("over"))
        return {};
    return {};
}

QString InvadersWindowText::checkVerdict(const QJsonObject &check)
{
    if (num(check, "value") == 1)
        return tr("Drain check: the Invader forced no drain this turn, so the marker moves down one space, to %1 (I-DRAIN-CHECK).")
            .arg(num(check, "power"));
    return tr("Drain check: the Invader made Mankind flip at least one card this turn, so the marker stays on %1 (I-DRAIN-CHECK).")
        .arg(num(check, "power"));
}

QString InvadersWindowText::checkForecast(bool drained)
{
    return drained ? tr("Drain check at the end of this turn: Mankind was drained — the marker will not move down for it.")
                   : tr("Drain check at the end of this turn: no drain so far — the marker will move down one space. "
                        "A prevented drain, a cost and a −1 token are no drain.");
}

QString InvadersWindowText::end(const QJsonObject &view)
{
    const QString reason = view.value(QStringLiteral("endReason")).toString();
    const QString winner = capital(invadersSideName(view.value(QStringLiteral("winner")).toString()));
    if (reason == QLatin1String("skull"))
        return tr("%1 wins: the marker reached the skull (I-SKULL).").arg(winner);
    if (reason == QLatin1String("simultaneous"))
        return tr("%1 wins: both draw decks ran out at once (I-SIMULTANEOUS).").arg(winner);
    const QString loser = view.value(QStringLiteral("winner")).toString() == QLatin1String("mankind") ? QStringLiteral("invader")
                                                                                                      : QStringLiteral("mankind");
    return tr("%1 wins: %2 had to draw from an empty deck (I-DECK-OUT).").arg(winner, invadersSideName(loser));
}

QString InvadersWindowText::refusal(const QString &code, const QString &rule, const QJsonObject &action)
{
    return tr("Refused: %1 (%2)").arg(invadersReasonText(code, action), rule);
}

QString InvadersWindowText::card(const QJsonObject &card)
{
    const QString name = card.value(QStringLiteral("name")).toString();
    QString text = name.isEmpty() ? tr("Power %1").arg(num(card, "power")) : tr("%1, power %2").arg(name).arg(num(card, "power"));
    if (card.value(QStringLiteral("turned")).toBool())
        text += tr(", turned 90°: not counted for defence");
    return text;
}

} // namespace xobos::ui::invaders
