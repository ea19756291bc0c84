// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tech/techtext.h"

#include <QCoreApplication>

namespace xobos::ui::tech {

namespace {

QString t(const char *text)
{
    return QCoreApplication::translate("xobos::ui::tech::TechText", text);
}

QString unitOf(const QJsonObject &e, const char *key)
{
    return unitText(unitIndex(e.value(QLatin1String(key)).toString()));
}

int num(const QJsonObject &e, const char *key)
{
    return e.value(QLatin1String(key)).toInt(-1);
}

} // namespace

QString unitText(int unit)
{
    switch (unit) {
    case 0: return t(QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "Sword"));
    case 1: return t(QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "Archer"));
    case 2: return t(QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "Shield"));
    default: return QStringLiteral("?");
    }
}

QString supplyText(int unit, int count)
{
    switch (unit) {
    case 0: return QCoreApplication::translate("xobos::ui::tech::TechText", "Swordsmen: %1").arg(count);
    case 1: return QCoreApplication::translate("xobos::ui::tech::TechText", "Archers: %1").arg(count);
    case 2: return QCoreApplication::translate("xobos::ui::tech::TechText", "Shields: %1").arg(count);
    default: return QString::number(count);
    }
}

int unitIndex(const QString &name)
{
    if (name == QLatin1String("sword"))
        return 0;
    if (name == QLatin1String("archer"))
        return 1;
    if (name == QLatin1String("shield"))
        return 2;
    return -1;
}

QString spaceText(int cell)
{
    if (cell < 0 || cell > 8)
        return QStringLiteral("?");
    return QString(QChar(u'A' + cell % 3)) + QString::number(cell / 3 + 1);
}

QString seatText(const QStringList &names, int seat)
{
    const QString name = names.value(seat).trimmed();
    if (!name.isEmpty())
        return name;
    return QCoreApplication::translate("xobos::ui::tech::TechText", "Player %1").arg(seat + 1);
}

QString refusalText(const QString &code, const QString &rule)
{
    struct Entry {
        const char *code;
        const char *text;
    };
    static const Entry entries[] = {
        {"NOT_A_PLAYER", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "Only the two players act.")},
        {"GAME_OVER", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "The game is over.")},
        {"NOT_DEPLOYMENT_PHASE", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "The sealed deployment is over for this round.")},
        {"NO_LEGAL_DEPLOYMENT", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "This player has no unit left or there is no empty space: he gains a bonus action instead.")},
        {"ALREADY_COMMITTED", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "This player has already made his sealed choice.")},
        {"BAD_SPACE", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "That is not a space of the board.")},
        {"NO_UNIT_LEFT", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "No unit of that type is left in the supply.")},
        {"SPACE_OCCUPIED", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "That space is taken.")},
        {"NOT_REPLACEMENT", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "Nobody re-places a unit now.")},
        {"NOT_YOUR_TURN", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "It is not this player's turn.")},
        {"NOT_ACTION_PHASE", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "Units act only in the action and bonus phases.")},
        {"MUST_ACT", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "If you can go you have to go: a pass is allowed only with no legal action.")},
        {"NOT_YOUR_UNIT", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "Choose one of your own units.")},
        {"ARCHER_CANNOT_MOVE", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "Archers never move; they kill Archers and Swords anywhere, never Shields.")},
        {"NOT_A_KING_STEP", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "A unit moves one space, in any direction.")},
        {"CANNOT_STACK", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "Only a Shield stacks, and only on a friendly Shield.")},
        {"STACK_FULL", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "A stack is at most three Shields high.")},
        {"STACK_INVULNERABLE", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "A stack of two or more is invulnerable.")},
        {"SWORD_CANNOT_CAPTURE_ARCHER", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "Swordsmen capture Swords and unstacked Shields, not Archers.")},
        {"SHIELD_CANNOT_CAPTURE_SWORD", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "Shields capture unstacked Shields and Archers, not Swords.")},
        {"ONLY_ARCHERS_KILL", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "Only Archers kill.")},
        {"NO_ENEMY_THERE", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "There is no enemy unit on that space.")},
        {"ARCHER_CANNOT_KILL_SHIELD", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "Archers never kill Shields.")},
        {"NOT_A_TURN_ACTION", QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "That is not an action of a turn.")},
    };
    QString sentence = t(QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "That is not allowed."));
    for (const Entry &e : entries) {
        if (code == QLatin1String(e.code))
            sentence = t(e.text);
    }
    return QCoreApplication::translate("xobos::ui::tech::TechText", "%1 (%2)").arg(sentence, rule);
}

QString eventText(const QJsonObject &e, const QStringList &names)
{
    const QString kind = e.value(QStringLiteral("type")).toString();
    const int seat = num(e, "seat");
    const QString who = seatText(names, seat);
    if (kind == QLatin1String("committed"))
        return QCoreApplication::translate("xobos::ui::tech::TechText", "%1 has made a sealed choice.").arg(who);
    if (kind == QLatin1String("revealed")) {
        const QString first = QCoreApplication::translate("xobos::ui::tech::TechText", "%1: %2 on %3").arg(seatText(names, 0), unitOf(e, "unit"), spaceText(num(e, "cell")));
        const QString second = QCoreApplication::translate("xobos::ui::tech::TechText", "%1: %2 on %3").arg(seatText(names, 1), unitOf(e, "otherUnit"), spaceText(num(e, "otherCell")));
        const QString both = e.contains(QStringLiteral("unit")) && e.contains(QStringLiteral("otherUnit"))
            ? QCoreApplication::translate("xobos::ui::tech::TechText", "Revealed — %1; %2.").arg(first, second)
            : QCoreApplication::translate("xobos::ui::tech::TechText", "Revealed — %1.").arg(e.contains(QStringLiteral("unit")) ? first : second);
        switch (num(e, "value")) {
        case 0: return QCoreApplication::translate("xobos::ui::tech::TechText", "%1 Different spaces: both deploy.").arg(both);
        case 1: {
            const int loser = seat;
            const QString loserUnit = loser == 0 ? unitOf(e, "unit") : unitOf(e, "otherUnit");
            const QString winnerUnit = loser == 0 ? unitOf(e, "otherUnit") : unitOf(e, "unit");
            return QCoreApplication::translate("xobos::ui::tech::TechText", "%1 Clash on %2: %3 beats %4; %5 holds the space, %6 loses the clash.")
                .arg(both, spaceText(num(e, "cell")), winnerUnit, loserUnit, seatText(names, 1 - loser), seatText(names, loser));
        }
        case 2: return QCoreApplication::translate("xobos::ui::tech::TechText", "%1 The same unit on the same space: a tie, the deployment is repeated.").arg(both);
        case 3: return QCoreApplication::translate("xobos::ui::tech::TechText", "%1 The third tie in a row: each player gains a bonus action.").arg(both);
        default: return both;
        }
    }
    if (kind == QLatin1String("deployed"))
        return QCoreApplication::translate("xobos::ui::tech::TechText", "%1 deploys: %2 on %3.").arg(who, unitOf(e, "unit"), spaceText(num(e, "cell")));
    if (kind == QLatin1String("replaced"))
        return QCoreApplication::translate("xobos::ui::tech::TechText", "%1 re-places his %2 on %3.").arg(who, unitOf(e, "unit"), spaceText(num(e, "cell")));
    if (kind == QLatin1String("bonus")) {
        switch (num(e, "value")) {
        case 0: return QCoreApplication::translate("xobos::ui::tech::TechText", "%1 lost the clash with no empty space left: he gains a bonus action.").arg(who);
        case 1: return QCoreApplication::translate("xobos::ui::tech::TechText", "%1 gains a bonus action (three ties).").arg(who);
        default: return QCoreApplication::translate("xobos::ui::tech::TechText", "%1 has no legal deployment: he gains a bonus action.").arg(who);
        }
    }
    if (kind == QLatin1String("moved"))
        return QCoreApplication::translate("xobos::ui::tech::TechText", "%1 moves: %2 from %3 to %4.").arg(who, unitOf(e, "unit"), spaceText(num(e, "from")), spaceText(num(e, "cell")));
    if (kind == QLatin1String("captured"))
        return QCoreApplication::translate("xobos::ui::tech::TechText", "%1's %2 captures the %3 on %4: it goes to his prison camp.")
            .arg(who, unitOf(e, "unit"), unitOf(e, "otherUnit"), spaceText(num(e, "cell")));
    if (kind == QLatin1String("stacked"))
        return QCoreApplication::translate("xobos::ui::tech::TechText", "%1 stacks a Shield on %2 (%3 high).").arg(who, spaceText(num(e, "cell"))).arg(num(e, "value"));
    if (kind == QLatin1String("killed"))
        return QCoreApplication::translate("xobos::ui::tech::TechText", "%1's Archer on %2 kills the %3 on %4.").arg(who, spaceText(num(e, "from")), unitOf(e, "otherUnit"), spaceText(num(e, "cell")));
    if (kind == QLatin1String("passed"))
        return QCoreApplication::translate("xobos::ui::tech::TechText", "%1 passes: no legal action.").arg(who);
    if (kind == QLatin1String("line"))
        return QCoreApplication::translate("xobos::ui::tech::TechText", "%1 has three in a row: 3 points.").arg(who);
    if (kind == QLatin1String("over"))
        return seat < 0 ? QCoreApplication::translate("xobos::ui::tech::TechText", "The game is over: a shared win.") : QCoreApplication::translate("xobos::ui::tech::TechText", "The game is over: %1 wins.").arg(who);
    return {};
}

QString phaseText(const QString &phase)
{
    if (phase == QLatin1String("deployment"))
        return t(QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "sealed deployment"));
    if (phase == QLatin1String("re-placement"))
        return t(QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "re-placement"));
    if (phase == QLatin1String("action"))
        return t(QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "action phase"));
    if (phase == QLatin1String("bonus"))
        return t(QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "bonus actions"));
    return t(QT_TRANSLATE_NOOP("xobos::ui::tech::TechText", "game over"));
}

} // namespace xobos::ui::tech
