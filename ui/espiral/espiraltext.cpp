// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/espiral/espiraltext.h"

#include <QCoreApplication>

namespace xobos::ui::espiral {

namespace {

// The translation context of every sentence here (lupdate reads EspiralText::tr).
class EspiralText
{
    Q_DECLARE_TR_FUNCTIONS(EspiralText)
};

int num(const QJsonObject &e, const char *key)
{
    return e.value(QLatin1String(key)).toInt(-1);
}

QString facesOf(const QJsonObject &e)
{
    const QJsonObject roll = e.value(QStringLiteral("roll")).toObject();
    QStringList faces;
    for (const QJsonValue &f : roll.value(QStringLiteral("faces")).toArray())
        faces << QString::number(f.toInt());
    if (faces.isEmpty())
        return QString();
    const QString source = roll.value(QStringLiteral("source")).toString() == QLatin1String("rolled")
        ? EspiralText::tr("rolled by the app")
        : EspiralText::tr("typed");
    return EspiralText::tr("%1, %2").arg(faces.join(QStringLiteral(" ")), source);
}

} // namespace

QString cardName(const QJsonArray &cards, int card)
{
    const QString name = cards.at(card).toObject().value(QStringLiteral("name")).toString();
    return name.isEmpty() ? EspiralText::tr("card %1").arg(card) : name;
}

QString kindText(const QString &kind)
{
    if (kind == QLatin1String("mortal"))
        return EspiralText::tr("mortal");
    if (kind == QLatin1String("elemental"))
        return EspiralText::tr("elemental");
    if (kind == QLatin1String("external"))
        return EspiralText::tr("external");
    return kind;
}

QString refusalText(const QString &code, const QString &rule, const QString &card, int limit)
{
    QString s;
    if (code == QLatin1String("TOO_MANY_HITS"))
        s = EspiralText::tr("%1 has %2 vitality left: it can take at most %n hit(s)", nullptr, limit)
                .arg(card)
                .arg(limit);
    else if (code == QLatin1String("HERO_LEVEL_ONE"))
        s = rule == QLatin1String("E-HEAL") ? EspiralText::tr("your hero is level 1: he has no level to give for healing")
                                            : EspiralText::tr("your hero is level 1: he cannot take damage");
    else if (code == QLatin1String("HERO_CANNOT_TAKE"))
        s = EspiralText::tr("your hero may give at most %n level(s) while an ally can still take hits", nullptr, limit);
    else if (code == QLatin1String("HEAL_TOO_MUCH"))
        s = EspiralText::tr("your hero can give at most %n level(s) for healing", nullptr, limit);
    else if (code == QLatin1String("IMMUNE"))
        s = EspiralText::tr("%1 is immune: it cannot be assigned damage while the creature it is "
                                                  "immune to stands")
                .arg(card);
    else if (code == QLatin1String("HITS_NOT_ALL_ASSIGNED"))
        s = EspiralText::tr("assign exactly %n hit(s)", nullptr, limit);
    else if (code == QLatin1String("NOTHING_TO_HEAL"))
        s = EspiralText::tr("no ally is damaged: there is nothing to heal");
    else if (code == QLatin1String("DECK_EMPTY"))
        s = EspiralText::tr("the first deck is empty: there is no one to recruit");
    else if (code == QLatin1String("NOT_IN_FIRST_DECK"))
        s = EspiralText::tr("%1 is not in the first deck").arg(card);
    else if (code == QLatin1String("WRONG_DECK"))
        s = EspiralText::tr("%1 is not in deck %2").arg(card).arg(limit + 1);
    else if (code == QLatin1String("DRAWN_TWICE"))
        s = EspiralText::tr("%1 is drawn twice").arg(card);
    else if (code == QLatin1String("DRAW_COUNT"))
        s = EspiralText::tr("draw %n card(s) for this encounter", nullptr, limit);
    else if (code == QLatin1String("BAD_ROLL") || code == QLatin1String("TOO_MANY_STRIKES"))
        s = EspiralText::tr("this roll is %n die(s): type a face from 1 to 6 for each", nullptr, limit);
    else if (code == QLatin1String("TRIAL_NEEDS_FACES"))
        s = EspiralText::tr("a dice trial needs the faces of both dice");
    else if (code == QLatin1String("NOT_THE_SEEDS_ROLL"))
        s = EspiralText::tr("these are not the faces the app rolled");
    else if (code == QLatin1String("GAME_OVER"))
        s = EspiralText::tr("the adventure is over");
    else
        s = EspiralText::tr("not now");
    return EspiralText::tr("%1 (%2)").arg(s, rule);
}

QString phaseText(const QString &phase)
{
    if (phase == QLatin1String("move"))
        return EspiralText::tr("on the way");
    if (phase == QLatin1String("trial"))
        return EspiralText::tr("dice trial");
    if (phase == QLatin1String("reward"))
        return EspiralText::tr("recruit or heal");
    if (phase == QLatin1String("encounter"))
        return EspiralText::tr("encounter");
    if (phase == QLatin1String("enemy-attack"))
        return EspiralText::tr("the enemies attack");
    if (phase == QLatin1String("party-damage"))
        return EspiralText::tr("damage to your party");
    if (phase == QLatin1String("counter-attack"))
        return EspiralText::tr("your counter-attack");
    if (phase == QLatin1String("enemy-damage"))
        return EspiralText::tr("damage to the enemies");
    if (phase == QLatin1String("over"))
        return EspiralText::tr("the end");
    return phase;
}

int encounterWays(int number, bool tieEncounters)
{
    int ways = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b)
            ways += a + b > number || (tieEncounters && a + b == number) ? 1 : 0;
    }
    return ways;
}

QString oddsText(int number, bool tieEncounters)
{
    const int ways = encounterWays(number, tieEncounters);
    if (ways == 0)
        return EspiralText::tr("Land %1: two dice never beat it: no encounter here.").arg(number);
    const QString percent = QLocale().toString(100.0 * ways / 36.0, 'f', 1);
    return tieEncounters
        ? EspiralText::tr("An encounter when the dice show %1 or more: %2 % (%3 of 36).")
              .arg(number)
              .arg(percent)
              .arg(ways)
        : EspiralText::tr("An encounter when the dice show more than %1: %2 % (%3 of 36).")
              .arg(number)
              .arg(percent)
              .arg(ways);
}

QString eventText(const QJsonObject &e, const QJsonArray &cards, const QJsonArray &lands)
{
    const QString type = e.value(QStringLiteral("type")).toString();
    const QString card = cardName(cards, num(e, "card"));
    const int value = num(e, "value");
    const int other = num(e, "other");
    if (type == QLatin1String("moved")) {
        if (value > lands.size())
            return EspiralText::tr("Your hero reaches the last stronghold.");
        const QJsonObject land = lands.at(value - 1).toObject();
        return EspiralText::tr("Your hero moves on to land %1 of %2: %3 (%4).")
            .arg(value)
            .arg(lands.size())
            .arg(land.value(QStringLiteral("name")).toString())
            .arg(land.value(QStringLiteral("number")).toInt());
    }
    if (type == QLatin1String("trial")) {
        return num(e, "strikes") == 1
            ? EspiralText::tr("Dice trial: %1 (%2) against %3: an encounter.")
                  .arg(value)
                  .arg(facesOf(e))
                  .arg(other)
            : EspiralText::tr("Dice trial: %1 (%2) against %3: no encounter; recruit or heal.")
                  .arg(value)
                  .arg(facesOf(e))
                  .arg(other);
    }
    if (type == QLatin1String("recruited"))
        return EspiralText::tr("%1 joins your party.").arg(card);
    if (type == QLatin1String("healed"))
        return EspiralText::tr("Your allies heal %n level(s); your hero is level %1 now.", nullptr, value)
            .arg(other);
    if (type == QLatin1String("skipped"))
        return EspiralText::tr("Neither recruit nor heal.");
    if (type == QLatin1String("drew"))
        return EspiralText::tr("%1 appears (deck %2).").arg(card).arg(value + 1);
    if (type == QLatin1String("no-enemy"))
        return EspiralText::tr("The decks are empty: no enemy appears.");
    if (type == QLatin1String("battle"))
        return EspiralText::tr("Battle %1 begins.").arg(value);
    if (type == QLatin1String("round"))
        return EspiralText::tr("Round %1 of the battle.").arg(value);
    if (type == QLatin1String("attack") || type == QLatin1String("counter")) {
        const QString faces = facesOf(e);
        const int strikes = num(e, "strikes");
        const QString who = type == QLatin1String("attack") ? EspiralText::tr("The enemies attack") : EspiralText::tr("Your party counter-attacks");
        return faces.isEmpty()
            ? EspiralText::tr("%1 with %2 dice: %n strike(s) (typed as a count).", nullptr, strikes)
                  .arg(who)
                  .arg(value)
            : EspiralText::tr("%1 with %2 dice: %3: %n strike(s).", nullptr, strikes)
                  .arg(who)
                  .arg(value)
                  .arg(faces);
    }
    if (type == QLatin1String("hit"))
        return EspiralText::tr("%1 takes %n hit(s).", nullptr, value).arg(card);
    if (type == QLatin1String("hero-hit"))
        return EspiralText::tr("Your hero takes %n hit(s): level %1.", nullptr, value).arg(other);
    if (type == QLatin1String("killed"))
        return other == 0 ? EspiralText::tr("%1 of your party is killed; it goes under deck %2.")
                                .arg(card)
                                .arg(value + 1)
                          : EspiralText::tr("%1 is killed; it goes under deck %2.").arg(card).arg(value + 1);
    if (type == QLatin1String("victory"))
        return EspiralText::tr("Victory! Your hero levels up to level %1.").arg(value);
    if (type == QLatin1String("eliminated"))
        return EspiralText::tr("%1 has lost its bonus and falls; it goes under deck %2.")
            .arg(card)
            .arg(value + 1);
    if (type == QLatin1String("over"))
        return value == 1 ? EspiralText::tr("The adventure is won: your hero stands on the last stronghold.")
                          : EspiralText::tr("The adventure is lost: your hero is dead.");
    return QString();
}

} // namespace xobos::ui::espiral
