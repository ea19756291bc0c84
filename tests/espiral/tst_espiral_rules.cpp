// SPDX-License-Identifier: GPL-3.0-or-later
// Espiral's rules (core/espiral/rules.h), row by row, each named after its ruling
// (docs/rules.md, "Espiral"): the legal side applies and leaves a consistent state, the
// illegal side is refused with its code and rule id. The cards are invented (no card data
// is shipped); ids are their places in kCards.
#include <QJsonDocument>
#include <QTest>

#include "espiral/espiralmodule.h"

using namespace xobos;
using namespace xobos::espiral;

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

enum Id { Kobold, Goblin, Sprite, Archer, Wisp, Imp, Rat, Bat, Boar, Newt, Toad, Ogre, Shade, Golem, Dragon, Titan };

Table table()
{
    Table t;
    const auto card = [&](const char *name, Kind k, int vit) -> Card & {
        Card c;
        c.name = name;
        c.kind = k;
        c.vitality = vit;
        t.cards.push_back(c);
        return t.cards.back();
    };
    card("Kobold", Kind::Mortal, 2);
    card("Goblin", Kind::Mortal, 4);
    card("Sprite", Kind::Elemental, 3).offColor = 2; // a black patch: pays off against Externals
    card("Archer", Kind::Mortal, 3).ranged = 2;
    card("Wisp", Kind::Elemental, 1).immunities = {"Imp"};
    card("Imp", Kind::External, 4).versus = {Bonus{"mortal", 2}};
    card("Rat", Kind::Mortal, 1);
    card("Bat", Kind::Mortal, 2);
    card("Boar", Kind::Mortal, 3);
    card("Newt", Kind::Elemental, 2);
    card("Toad", Kind::Mortal, 2);
    card("Ogre", Kind::Mortal, 7);
    card("Shade", Kind::External, 6).lands = {Bonus{"Swamp", 3}};
    card("Golem", Kind::Elemental, 8);
    card("Dragon", Kind::External, 12);
    card("Titan", Kind::Mortal, 10);
    t.lands = {Land{"Swamp", 7, true}, Land{"Woods", 8, false}, Land{"Mountains", 3, true}};
    return t;
}

// A position: these allies (with damage), these enemies, the hero's level, the phase, the land.
State position(std::vector<int> allies, std::vector<int> enemies, int level, Phase phase, int land = 1, Options o = {})
{
    State s;
    const std::string why = start(s, table(), o, 7, false, false);
    Q_ASSERT(why.empty());
    s.decks = {};
    for (int id = 0; id < static_cast<int>(s.table->cards.size()); ++id) {
        if (std::find(allies.begin(), allies.end(), id) == allies.end() && std::find(enemies.begin(), enemies.end(), id) == enemies.end())
            s.decks[at(deckOf(s.card(id)))].push_back(id);
    }
    s.allies.clear();
    for (int id : allies)
        s.allies.push_back(Creature{id});
    for (int id : enemies)
        s.enemies.push_back(Creature{id});
    s.heroLevel = level;
    s.phase = phase;
    s.position = land;
    s.battleRound = s.enemies.empty() ? 0 : 1;
    return s;
}

State named(const QString &name)
{
    if (name == QLatin1String("move"))
        return position({Kobold, Goblin}, {}, 1, Phase::Move, 0);
    if (name == QLatin1String("trial"))
        return position({Kobold, Goblin}, {}, 1, Phase::Trial);
    if (name == QLatin1String("reward-1"))
        return position({Kobold, Goblin}, {}, 1, Phase::Reward);
    if (name == QLatin1String("reward-3-damaged")) {
        State s = position({Kobold, Goblin}, {}, 3, Phase::Reward);
        s.allies[1].damage = 2;
        return s;
    }
    if (name == QLatin1String("reward-3-healthy"))
        return position({Kobold, Goblin}, {}, 3, Phase::Reward);
    if (name == QLatin1String("reward-empty-deck"))
        return position({Kobold, Goblin, Sprite, Archer, Wisp, Imp, Rat, Bat, Boar, Newt, Toad}, {}, 1, Phase::Reward);
    if (name == QLatin1String("encounter-2"))
        return position({Kobold, Goblin}, {}, 1, Phase::Encounter);
    if (name == QLatin1String("encounter-5"))
        return position({Kobold, Goblin, Sprite, Archer, Wisp}, {}, 1, Phase::Encounter);
    if (name == QLatin1String("encounter-9"))
        return position({Kobold, Goblin, Sprite, Archer, Wisp, Imp, Rat, Bat, Boar}, {}, 1, Phase::Encounter);
    if (name.startsWith(QLatin1String("example"))) {
        // The rulebook's example: allies of vitality 2 and 4, two strikes.
        State s = position({Kobold, Goblin}, {Ogre}, name == QLatin1String("example-hero3") ? 3 : 1, Phase::AssignParty);
        s.strikes = 2;
        if (name == QLatin1String("example-hero2-3-strikes")) {
            s.heroLevel = 2;
            s.strikes = 3;
        }
        return s;
    }
    if (name == QLatin1String("forced")) {
        State s = position({Kobold}, {Ogre}, 1, Phase::AssignParty);
        s.strikes = 4;
        return s;
    }
    if (name == QLatin1String("immune")) {
        State s = position({Wisp, Goblin}, {Imp}, 1, Phase::AssignParty);
        s.strikes = 1;
        return s;
    }
    if (name == QLatin1String("enemies")) {
        State s = position({Kobold, Goblin}, {Bat, Boar}, 1, Phase::AssignEnemy);
        s.strikes = 4;
        return s;
    }
    if (name == QLatin1String("enemies-few")) {
        State s = position({Kobold, Goblin}, {Bat}, 1, Phase::AssignEnemy);
        s.strikes = 4;
        return s;
    }
    if (name == QLatin1String("enemy-roll"))
        return position({Kobold, Goblin}, {Ogre}, 1, Phase::EnemyRoll);
    if (name == QLatin1String("counter"))
        return position({Kobold, Goblin}, {Ogre}, 1, Phase::PartyRoll);
    State s = position({Kobold, Goblin}, {}, 1, Phase::Over, 4);
    s.won = true;
    return s;
}

Action action(const State &s, const QByteArray &json)
{
    QString error;
    const auto a = EspiralRules::actionFromJson(s, QJsonDocument::fromJson(json).object(), &error);
    if (!a)
        qFatal("bad action in the test: %s", qPrintable(error));
    return *a;
}

Roll typed(std::vector<int> faces)
{
    return Roll{game::Roll{game::Roll::Source::Typed, 6, std::move(faces)}, -1};
}

Roll strikes(int n)
{
    return Roll{game::Roll{}, n};
}

State applied(State s, const Action &a, std::vector<Event> *events = nullptr)
{
    const Refusal r = validate(s, 0, a);
    if (!r.ok())
        qFatal("refused in the test: %s", std::string(r.code).c_str());
    const auto e = apply(s, 0, a);
    if (events)
        *events = e;
    return s;
}

bool has(const std::vector<Event> &events, const char *kind, int card = -1)
{
    return std::any_of(events.begin(), events.end(), [&](const Event &e) { return e.kind == kind && (card == -1 || e.card == card); });
}

} // namespace

class TestEspiralRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void validateRows_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<int>("seat");
        QTest::addColumn<QByteArray>("action");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("rule");
        const auto row = [](const char *name, const char *pos, const char *json, const char *code, const char *rule, int seat = 0) {
            QTest::newRow(name) << QString::fromLatin1(pos) << seat << QByteArray(json) << QString::fromLatin1(code) << QString::fromLatin1(rule);
        };
        row("E-SEAT: one player, seat 0", "move", R"({"type":"advance"})", "NOT_THE_PLAYER", "E-SEAT", 1);
        row("E-MOVE: the hero moves one land on", "move", R"({"type":"advance"})", "", "E-MOVE");
        row("E-MOVE: not while a trial waits", "trial", R"({"type":"advance"})", "NOT_NOW", "E-MOVE");
        row("E-TRIAL: two dice typed", "trial", R"({"type":"roll","roll":{"source":"typed","sides":6,"faces":[3,4]}})", "", "E-TRIAL");
        row("E-DICE: a trial is two dice", "trial", R"({"type":"roll","roll":{"source":"typed","sides":6,"faces":[3]}})", "BAD_ROLL", "E-DICE");
        row("E-DICE: a trial needs its faces, not strikes", "trial", R"({"type":"roll","strikes":1})", "TRIAL_NEEDS_FACES", "E-DICE");
        row("E-DICE: no roll while moving", "move", R"({"type":"roll","roll":{"source":"typed","sides":6,"faces":[3,4]}})", "NO_ROLL_NOW", "E-DICE");
        row("E-RECRUIT: one of the first deck", "reward-1", R"({"type":"recruit","card":2})", "", "E-RECRUIT");
        row("E-RECRUIT: not from the second deck", "reward-1", R"({"type":"recruit","card":11})", "NOT_IN_FIRST_DECK", "E-RECRUIT");
        row("E-RECRUIT: an empty first deck", "reward-empty-deck", R"({"type":"recruit","card":0})", "DECK_EMPTY", "E-RECRUIT");
        row("E-RECRUIT: not after an encounter", "encounter-2", R"({"type":"recruit","card":2})", "NOT_NOW", "E-RECRUIT");
        row("E-TRIAL: neither recruit nor heal", "reward-1", R"({"type":"skip"})", "", "E-TRIAL");
        row("E-HEAL: a level-1 hero cannot heal", "reward-1", R"({"type":"heal","levels":1})", "HERO_LEVEL_ONE", "E-HEAL");
        row("E-HEAL: level 3 gives up to 2", "reward-3-damaged", R"({"type":"heal","levels":2})", "", "E-HEAL");
        row("E-HEAL: level 3 cannot give 3", "reward-3-damaged", R"({"type":"heal","levels":3})", "HEAL_TOO_MUCH", "E-HEAL");
        row("E-HEAL: at least one level", "reward-3-damaged", R"({"type":"heal","levels":0})", "HEAL_TOO_MUCH", "E-HEAL");
        row("E-HEAL: nobody to heal", "reward-3-healthy", R"({"type":"heal","levels":1})", "NOTHING_TO_HEAL", "E-HEAL");
        row("E-ENCOUNTER: two allies meet one of the first deck", "encounter-2", R"({"type":"draw","cards":[2]})", "", "E-ENCOUNTER");
        row("E-ENCOUNTER-DRAW: not from the second deck", "encounter-2", R"({"type":"draw","cards":[11]})", "WRONG_DECK", "E-ENCOUNTER-DRAW");
        row("E-ENCOUNTER: two allies draw one card", "encounter-2", R"({"type":"draw","cards":[2,3]})", "DRAW_COUNT", "E-ENCOUNTER");
        row("E-ENCOUNTER: five allies meet the first and second decks", "encounter-5", R"({"type":"draw","cards":[5,11]})", "", "E-ENCOUNTER");
        row("E-ENCOUNTER: five allies draw two", "encounter-5", R"({"type":"draw","cards":[5]})", "DRAW_COUNT", "E-ENCOUNTER");
        row("E-ENCOUNTER: nine allies meet all three decks", "encounter-9", R"({"type":"draw","cards":[9,11,14]})", "", "E-ENCOUNTER");
        row("E-ENCOUNTER-DRAW: the third from the third deck", "encounter-9", R"({"type":"draw","cards":[9,11,12]})", "WRONG_DECK", "E-ENCOUNTER-DRAW");
        row("E-ENCOUNTER: a card drawn once", "encounter-5", R"({"type":"draw","cards":[5,5]})", "DRAWN_TWICE", "E-ENCOUNTER");
        row("E-ASSIGN: example a, both hits on the first ally", "example", R"({"type":"assign","hits":[2,0]})", "", "E-ASSIGN");
        row("E-ASSIGN: example b, both on the second", "example", R"({"type":"assign","hits":[0,2]})", "", "E-ASSIGN");
        row("E-ASSIGN: example c, split", "example", R"({"type":"assign","hits":[1,1]})", "", "E-ASSIGN");
        row("E-HERO-DAMAGE: example d, not on a level-1 hero", "example", R"({"type":"assign","hits":[1,0],"hero":1})", "HERO_LEVEL_ONE", "E-HERO-DAMAGE");
        row("E-HIT-LIMIT: the Kobold takes at most 2", "example", R"({"type":"assign","hits":[3,0]})", "TOO_MANY_HITS", "E-HIT-LIMIT");
        row("E-ASSIGN: every hit assigned", "example", R"({"type":"assign","hits":[0,1]})", "HITS_NOT_ALL_ASSIGNED", "E-ASSIGN");
        row("E-ASSIGN: one entry per ally", "example", R"({"type":"assign","hits":[2]})", "BAD_ASSIGNMENT", "E-ASSIGN");
        row("E-HERO-DAMAGE: a level-3 hero takes one level a hit", "example-hero3", R"({"type":"assign","hits":[1,0],"hero":1})", "", "E-HERO-DAMAGE");
        row("E-HERO-DAMAGE: a level-3 hero takes both", "example-hero3", R"({"type":"assign","hits":[0,0],"hero":2})", "", "E-HERO-DAMAGE");
        row("E-HERO-DAMAGE: not his last level while allies can take", "example-hero2-3-strikes", R"({"type":"assign","hits":[0,1],"hero":2})", "HERO_CANNOT_TAKE", "E-HERO-DAMAGE");
        row("E-DEFEAT: forced onto the hero when the allies are full", "forced", R"({"type":"assign","hits":[2],"hero":2})", "", "E-DEFEAT");
        row("E-DEFEAT: not forced while the Kobold can take one more", "forced", R"({"type":"assign","hits":[1],"hero":3})", "HERO_LEVEL_ONE", "E-HERO-DAMAGE");
        row("E-IMMUNITY: the Wisp takes nothing while the Imp stands", "immune", R"({"type":"assign","hits":[1,0]})", "IMMUNE", "E-IMMUNITY");
        row("E-IMMUNITY: the Goblin may", "immune", R"({"type":"assign","hits":[0,1]})", "", "E-IMMUNITY");
        row("E-COUNTER-ASSIGN: any spread over the enemies", "enemies", R"({"type":"assign","hits":[1,3]})", "", "E-COUNTER-ASSIGN");
        row("E-HIT-LIMIT: the Bat takes at most 2", "enemies", R"({"type":"assign","hits":[3,1]})", "TOO_MANY_HITS", "E-HIT-LIMIT");
        row("E-COUNTER-ASSIGN: every strike assigned", "enemies", R"({"type":"assign","hits":[1,1]})", "HITS_NOT_ALL_ASSIGNED", "E-ASSIGN");
        row("E-COUNTER-ASSIGN: no hero on the enemy side", "enemies", R"({"type":"assign","hits":[2,2],"hero":1})", "BAD_ASSIGNMENT", "E-ASSIGN");
        row("E-COUNTER-ASSIGN: strikes beyond the enemies are lost", "enemies-few", R"({"type":"assign","hits":[2]})", "", "E-COUNTER-ASSIGN");
        row("E-COUNTER-ASSIGN: as many as the enemies can take", "enemies-few", R"({"type":"assign","hits":[1]})", "HITS_NOT_ALL_ASSIGNED", "E-ASSIGN");
        row("E-ENEMY-STRENGTH: the Ogre rolls 6 dice, 6 strikes", "enemy-roll", R"({"type":"roll","strikes":6})", "", "E-ENEMY-STRENGTH");
        row("E-DICE: no more strikes than dice", "enemy-roll", R"({"type":"roll","strikes":7})", "TOO_MANY_STRIKES", "E-DICE");
        row("E-ENEMY-STRENGTH: at most 6 dice", "enemy-roll", R"({"type":"roll","roll":{"source":"typed","sides":6,"faces":[1,2,3,4,5,6,6]}})", "BAD_ROLL", "E-DICE");
        row("E-COUNTER: at most 5 dice", "counter", R"({"type":"roll","roll":{"source":"typed","sides":6,"faces":[1,2,3,4,5]}})", "", "E-COUNTER");
        row("E-COUNTER: not 6", "counter", R"({"type":"roll","roll":{"source":"typed","sides":6,"faces":[1,2,3,4,5,6]}})", "BAD_ROLL", "E-DICE");
        row("E-END: nothing after the end", "over", R"({"type":"advance"})", "GAME_OVER", "E-END");
    }
    void validateRows()
    {
        QFETCH(QString, position);
        QFETCH(int, seat);
        QFETCH(QByteArray, action);
        QFETCH(QString, code);
        QFETCH(QString, rule);
        State s = named(position);
        QVERIFY(invariants(s).empty());
        const Action a = ::action(s, action);
        const Refusal r = validate(s, seat, a);
        QCOMPARE(QString::fromLatin1(r.code.data(), qsizetype(r.code.size())), code);
        if (!code.isEmpty()) {
            QCOMPARE(QString::fromLatin1(r.rule.data(), qsizetype(r.rule.size())), rule);
            QVERIFY(!explain(s, r).empty());
            return;
        }
        const State before = s;
        apply(s, seat, a);
        QVERIFY2(invariants(s).empty(), invariants(s).empty() ? "" : invariants(s).front().c_str());
        QVERIFY(!(s == before));
    }

    // The refusals the table reads (issue #27's own sentences).
    void refusalsExplained()
    {
        const State s = named(QStringLiteral("example"));
        QCOMPARE(QString::fromStdString(explain(s, validate(s, 0, Assign{{3, 0}, 0}))),
                 QStringLiteral("Kobold has 2 vitality left: it can take at most 2 hits"));
        QCOMPARE(QString::fromStdString(explain(s, validate(s, 0, Assign{{1, 0}, 1}))),
                 QStringLiteral("your hero is level 1: he cannot take damage"));
    }

    // E-ASSIGN, E-NO-COUNTER, E-COUNTER, E-KILLED: the rulebook's example, a) 5 dice, b) 3, c) 1.
    void damageExample_data()
    {
        QTest::addColumn<int>("kobold");
        QTest::addColumn<int>("goblin");
        QTest::addColumn<int>("dice");
        QTest::addColumn<bool>("koboldDies");
        QTest::newRow("a) both on the Kobold: it dies, 4 + 1 dice") << 2 << 0 << 5 << true;
        QTest::newRow("b) both on the Goblin: 1 + 2 dice") << 0 << 2 << 3 << false;
        QTest::newRow("c) split: only the hero's die") << 1 << 1 << 1 << false;
    }
    void damageExample()
    {
        QFETCH(int, kobold);
        QFETCH(int, goblin);
        QFETCH(int, dice);
        QFETCH(bool, koboldDies);
        std::vector<Event> events;
        const State s = applied(named(QStringLiteral("example")), Assign{{kobold, goblin}, 0}, &events);
        QCOMPARE(s.phase, Phase::PartyRoll);
        QCOMPARE(counterDice(s), dice);
        QCOMPARE(diceFor(s), dice);
        QCOMPARE(has(events, "killed", Kobold), koboldDies);
        if (koboldDies)
            QCOMPARE(s.decks[0].back(), int(Kobold)); // under the deck it belonged to
        QCOMPARE(s.heroLevel, 1);
    }

    // E-TRIAL, E-TRIAL-TIE: bigger than the land's number is an encounter; a tie by option.
    void trial_data()
    {
        QTest::addColumn<int>("a");
        QTest::addColumn<int>("b");
        QTest::addColumn<bool>("tieOption");
        QTest::addColumn<bool>("encounter");
        QTest::newRow("8 on the Swamp (7): encounter") << 4 << 4 << false << true;
        QTest::newRow("2 on the Swamp: recruit or heal") << 1 << 1 << false << false;
        QTest::newRow("a tie of 7: recruit or heal") << 3 << 4 << false << false;
        QTest::newRow("a tie of 7 with the tie option: encounter") << 3 << 4 << true << true;
    }
    void trial()
    {
        QFETCH(int, a);
        QFETCH(int, b);
        QFETCH(bool, tieOption);
        QFETCH(bool, encounter);
        Options o;
        o.tieEncounters = tieOption;
        const State s = applied(position({Kobold, Goblin}, {}, 1, Phase::Trial, 1, o), typed({a, b}));
        QCOMPARE(s.phase, encounter ? Phase::Encounter : Phase::Reward);
        QCOMPARE(s.rollIndex, std::uint64_t(1));
    }

    // E-DICE: the app's roll is the seed's; other faces marked "rolled" are refused.
    void appRollsComeFromTheSeed()
    {
        const State s = named(QStringLiteral("trial"));
        const std::vector<Action> legal = legalActions(s, 0);
        QCOMPARE(legal.size(), std::size_t(1));
        const auto &roll = std::get<Roll>(legal.front()).roll;
        QCOMPARE(roll.source, game::Roll::Source::Rolled);
        QCOMPARE(roll.faces, game::rollDice(s.seed, s.rollIndex, 2).faces);
        game::Roll other = roll;
        other.faces[0] = other.faces[0] % 6 + 1;
        QCOMPARE(std::string(validate(s, 0, Roll{other, -1}).code), std::string("NOT_THE_SEEDS_ROLL"));
        other.source = game::Roll::Source::Typed; // the same faces typed from physical dice
        QVERIFY(validate(s, 0, Roll{other, -1}).ok());
    }

    // E-HEAL: all allies, never above their printed vitality; the hero gives the levels.
    void healNeverAboveOriginal()
    {
        State s = position({Kobold, Goblin}, {}, 4, Phase::Reward);
        s.allies[0].damage = 1;
        s.allies[1].damage = 3;
        s = applied(s, Heal{2});
        QCOMPARE(s.allies[0].damage, 0);
        QCOMPARE(s.allies[1].damage, 1);
        QCOMPARE(s.heroLevel, 2);
        QCOMPARE(s.phase, Phase::Move);
    }

    // E-RECRUIT: the creature leaves the first deck and joins the party.
    void recruitJoinsTheParty()
    {
        const State s = applied(named(QStringLiteral("reward-1")), Recruit{Sprite});
        QCOMPARE(s.allies.size(), std::size_t(3));
        QCOMPARE(s.allies.back().card, int(Sprite));
        QVERIFY(std::find(s.decks[0].begin(), s.decks[0].end(), int(Sprite)) == s.decks[0].end());
    }

    // E-ENCOUNTER, E-ENCOUNTER-DRAW: the draws by party size, both readings.
    void encounterSizes_data()
    {
        QTest::addColumn<QString>("position");
        QTest::addColumn<bool>("byDeck");
        QTest::addColumn<int>("cards");
        QTest::newRow("2 allies: 1 card") << "encounter-2" << false << 1;
        QTest::newRow("5 allies: 2 cards") << "encounter-5" << false << 2;
        QTest::newRow("9 allies: 3 cards") << "encounter-9" << false << 3;
        QTest::newRow("by deck, 2 allies: 1 card") << "encounter-2" << true << 1;
        QTest::newRow("by deck, 5 allies: 1 + 2 cards") << "encounter-5" << true << 3;
        QTest::newRow("E-EMPTY-DECK: by deck, 9 allies: 1 + 2 + the 2 left in the third deck") << "encounter-9" << true << 5;
    }
    void encounterSizes()
    {
        QFETCH(QString, position);
        QFETCH(bool, byDeck);
        QFETCH(int, cards);
        State s = named(position);
        s.options.drawsByDeck = byDeck;
        const std::vector<Action> legal = legalActions(s, 0);
        QCOMPARE(legal.size(), std::size_t(1));
        const Draw d = std::get<Draw>(legal.front());
        QCOMPARE(int(d.cards.size()), cards);
        std::vector<Event> events;
        s = applied(s, d, &events);
        QCOMPARE(int(s.enemies.size()), cards);
        QCOMPARE(s.phase, Phase::EnemyRoll);
        QVERIFY(has(events, "battle"));
    }

    // E-BERSERK: at vitality 1 half the printed vitality, rounded down; allies by option;
    // a berserker damaged this round does not strike (E-NO-COUNTER).
    void berserk()
    {
        State s = position({Goblin, Kobold}, {Ogre}, 1, Phase::EnemyRoll);
        QCOMPARE(enemyDice(s), 6);
        s.enemies[0].damage = 6; // the Ogre (7) at 1: strikes with 3
        QCOMPARE(enemyDice(s), 3);
        s.phase = Phase::PartyRoll;
        s.allies[0].damage = 3; // the Goblin (4) at 1: 2 dice, plus Kobold 2, hero 1
        QCOMPARE(counterDice(s), 5);
        s.options.berserkAllies = false;
        QCOMPARE(counterDice(s), 4);
        s.options.berserkAllies = true;
        s.allies[0].hit = true;
        QCOMPARE(counterDice(s), 3);
    }

    // E-RANGED: a damaged ranged ally strikes with its ranged value, never in the Woods.
    void ranged_data()
    {
        QTest::addColumn<int>("land");
        QTest::addColumn<int>("dice");
        QTest::newRow("on the Swamp: hero 1 + Kobold 2 + Archer's ranged 2") << 1 << 5;
        QTest::newRow("in the Woods: hero 1 + Kobold 2") << 2 << 3;
    }
    void ranged()
    {
        QFETCH(int, land);
        QFETCH(int, dice);
        State s = position({Archer, Kobold}, {Ogre}, 1, Phase::AssignParty, land);
        s.strikes = 1;
        s = applied(s, Assign{{1, 0}, 0});
        QCOMPARE(counterDice(s), dice);
    }

    // E-OFF-COLOR, E-VERSUS: fixed when the battle starts; the off-color bonus lets an ally
    // take more than its printed vitality, and it leaves with the battle: an ally below 1 is
    // eliminated. E-VICTORY: the hero levels up, the dead go under their decks.
    void offColorBonusExpires()
    {
        State s = position({Sprite, Kobold}, {}, 1, Phase::Encounter);
        std::vector<Event> events;
        s = applied(s, Draw{{Imp}});
        QCOMPARE(s.allies[0].battleBonus, 2);        // the Sprite's black patch against the Imp
        QCOMPARE(effectiveVitality(s, s.allies[0], false), 5);
        QCOMPARE(s.enemies[0].battleBonus, 2);       // the Imp: +2 against mortals (the Kobold)
        QCOMPARE(enemyDice(s), 6);
        s = applied(s, strikes(4));
        QVERIFY(validate(s, 0, Assign{{4, 0}, 0}).ok()); // past its printed 3, within its 5
        s = applied(s, Assign{{4, 0}, 0});          // the Sprite at 1
        QCOMPARE(counterDice(s), 3);                // hero 1 + Kobold 2
        s = applied(s, strikes(3));
        s = applied(s, Assign{{3}, 0});             // the Imp (6) at 3
        QCOMPARE(s.phase, Phase::EnemyRoll);
        QCOMPARE(s.battleRound, 2);
        s = applied(s, strikes(0));
        QCOMPARE(counterDice(s), 4);                // hero 1 + Kobold 2 + the berserk Sprite's 3 / 2
        s = applied(s, strikes(3));
        s = applied(s, Assign{{3}, 0}, &events);
        QVERIFY(has(events, "killed", Imp));
        QVERIFY(has(events, "victory"));
        QVERIFY(has(events, "eliminated", Sprite));
        QCOMPARE(s.heroLevel, 2);
        QCOMPARE(s.allies.size(), std::size_t(1));
        QCOMPARE(s.lost, 1);
        QCOMPARE(s.phase, Phase::Move);
        QCOMPARE(s.decks[0].back(), int(Sprite));
        QVERIFY(invariants(s).empty());
    }

    // E-OFF-COLOR-DICE: with the option off the bonus adds vitality but no dice.
    void offColorDiceOption()
    {
        Options o;
        o.offColorDice = false;
        // The Sprite as the enemy, against an External ally (the Imp).
        State s = applied(position({Imp, Kobold}, {}, 1, Phase::Encounter, 1, o), Draw{{Sprite}});
        QCOMPARE(effectiveVitality(s, s.enemies[0], true), 5);
        QCOMPARE(enemyDice(s), 3);
        s.options.offColorDice = true;
        QCOMPARE(enemyDice(s), 5);
    }

    // E-IMMUNITY: no damage until the creature it is immune to is killed.
    void immunityUntilKilled()
    {
        State s = position({Imp, Kobold}, {Wisp}, 3, Phase::AssignEnemy);
        s.strikes = 2;
        QCOMPARE(std::string(validate(s, 0, Assign{{1}, 0}).code), std::string("IMMUNE"));
        QVERIFY(validate(s, 0, Assign{{0}, 0}).ok()); // nothing can be assigned: the strikes are lost
        s.phase = Phase::AssignParty;
        s = applied(s, Assign{{0, 0}, 2}); // nobody else takes them: put on the hero
        s.phase = Phase::AssignParty;
        s.strikes = 4;
        s = applied(s, Assign{{4, 0}, 0}); // the Imp dies
        s.phase = Phase::AssignEnemy;
        s.strikes = 1;
        QVERIFY(validate(s, 0, Assign{{1}, 0}).ok());
    }

    // E-LAND: a land bonus counts on its land, and leaves when the hero moves on.
    void landBonusLeavesOnTheNextLand()
    {
        State s = position({Shade, Kobold}, {}, 1, Phase::Move, 1);
        QCOMPARE(effectiveVitality(s, s.allies[0], false), 9);
        s.allies[0].damage = 7;
        std::vector<Event> events;
        s = applied(s, Advance{}, &events);
        QVERIFY(has(events, "eliminated", Shade));
        QCOMPARE(s.allies.size(), std::size_t(1));
        QCOMPARE(s.phase, Phase::Trial);
    }

    // E-DEFEAT and E-WIN.
    void defeatAndVictory()
    {
        std::vector<Event> events;
        State lost = applied(named(QStringLiteral("forced")), Assign{{2}, 2}, &events);
        QCOMPARE(lost.phase, Phase::Over);
        QVERIFY(!lost.won);
        QCOMPARE(lost.heroLevel, 0);
        QVERIFY(has(events, "over"));
        QVERIFY(invariants(lost).empty());
        State s = position({Kobold, Goblin}, {}, 2, Phase::Move, 3);
        s = applied(s, Advance{}, &events);
        QCOMPARE(s.phase, Phase::Over);
        QVERIFY(s.won);
        QCOMPARE(EspiralRules::scoreToJson(s).value(QStringLiteral("won")).toBool(), true);
        QVERIFY(legalActions(s, 0).empty());
    }

    // What nobody may see: the decks' order and the seed (the next draws and app rolls).
    // Two positions differing only in those give byte-identical views but the referee's.
    void viewsHideDeckOrderAndSeed()
    {
        State a = named(QStringLiteral("encounter-2"));
        State b = a;
        std::reverse(b.decks[0].begin(), b.decks[0].end());
        std::reverse(b.decks[1].begin(), b.decks[1].end());
        b.seed = a.seed + 1;
        QVERIFY(!(a == b));
        for (const game::Viewer &v : {game::Viewer::everyone(), game::Viewer::ofSeat(0)})
            QCOMPARE(QJsonDocument(EspiralRules::viewToJson(b, v)).toJson(), QJsonDocument(EspiralRules::viewToJson(a, v)).toJson());
        QVERIFY(QJsonDocument(EspiralRules::viewToJson(b, game::Viewer::referee())).toJson()
                != QJsonDocument(EspiralRules::viewToJson(a, game::Viewer::referee())).toJson());
    }

    // Random legal adventures (randomAction) stay legal and end.
    void randomAdventuresEnd()
    {
        std::mt19937_64 rng(5);
        for (int game = 0; game < 200; ++game) {
            State s;
            QVERIFY(start(s, table(), {}, static_cast<std::uint64_t>(game), true, true).empty());
            int steps = 0;
            while (s.phase != Phase::Over && steps < 100000) {
                const Action a = randomAction(s, rng);
                const Refusal r = validate(s, 0, a);
                QVERIFY2(r.ok(), std::string(r.code).c_str());
                apply(s, 0, a);
                ++steps;
            }
            QCOMPARE(s.phase, Phase::Over);
            QVERIFY(invariants(s).empty());
        }
    }
};

QTEST_GUILESS_MAIN(TestEspiralRules)
#include "tst_espiral_rules.moc"
