// SPDX-License-Identifier: GPL-3.0-or-later
// Invaders' rules (core/invaders/rules.h), row by row, each named after its ruling
// (docs/rules.md, "Invaders"): from a setup, a prelude of entries is played; then the row's
// entry is either accepted (and leaves a consistent state) or refused with its code and rule
// id, changing nothing. Entries are written "SEAT JSON", seat 0 Mankind, 1 the Invader.
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include "invaders/invadersmodule.h"

using namespace xobos;
using namespace xobos::invaders;

namespace {

// Pacific Rim 2, Eurasia 1, Africa 3; decks of 20; the Hero (2) in Eurasia; the Invader first.
const char kSetup[] = R"({"zones":{"pacific-rim":2,"eurasia":1,"africa":3},"decks":{"mankind":20,"invader":20},)"
                      R"("hero":{"zone":"eurasia","power":2},"first":"invader"})";

QJsonObject object(const QString &json)
{
    return QJsonDocument::fromJson(json.toUtf8()).object();
}

State setupState(const QString &json)
{
    QString error;
    const auto s = InvadersRules::setup(object(json.isEmpty() ? QString::fromLatin1(kSetup) : json), &error);
    Q_ASSERT_X(s, "setupState", qPrintable(error));
    return *s;
}

Action action(const State &s, const QString &json)
{
    QString error;
    const auto a = InvadersRules::actionFromJson(s, object(json), &error);
    Q_ASSERT_X(a, "action", qPrintable(error + QStringLiteral(": ") + json));
    return *a;
}

// Plays "SEAT JSON" entries; fails the test on a refusal.
bool play(State &s, const QStringList &entries, std::vector<Event> *last = nullptr)
{
    for (const QString &entry : entries) {
        const int seat = entry.left(1).toInt();
        const Action a = action(s, entry.mid(2));
        const Refusal r = validate(s, seat, a);
        if (!r.ok()) {
            qWarning("prelude entry refused: %s: %s", qPrintable(entry), std::string(r.code).c_str());
            return false;
        }
        std::vector<Event> events = apply(s, seat, a);
        if (last)
            *last = events;
    }
    return true;
}

const Event *find(const std::vector<Event> &events, const char *kind)
{
    for (const Event &e : events) {
        if (e.kind == kind)
            return &e;
    }
    return nullptr;
}

// The Invader's turn from its draw to its Attack phase, nothing played.
const QStringList kToAttack{QStringLiteral("1 {\"type\":\"draw\"}"), QStringLiteral("1 {\"type\":\"end-phase\"}")};
const QStringList kAttackAll{QStringLiteral("1 {\"type\":\"attack\",\"zone\":\"pacific-rim\"}"),
                             QStringLiteral("1 {\"type\":\"attack\",\"zone\":\"eurasia\"}"),
                             QStringLiteral("1 {\"type\":\"attack\",\"zone\":\"africa\"}")};

QStringList fill(int seat, const char *zone, int n)
{
    QStringList out;
    for (int i = 0; i < n; ++i)
        out << QStringLiteral("%1 {\"type\":\"play\",\"zone\":\"%2\",\"power\":%3}").arg(seat).arg(QLatin1String(zone)).arg(i + 1);
    return out;
}

} // namespace

class TestInvadersRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void entry_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QStringList>("prelude");
        QTest::addColumn<QString>("entry");
        QTest::addColumn<QString>("code"); // empty: accepted
        QTest::addColumn<QString>("rule");
        const QString none;
        const QString draw1 = QStringLiteral("1 {\"type\":\"draw\"}");
        const QStringList invMain{draw1};
        const QStringList mankMain = QStringList(invMain) << kToAttack.mid(1) << kAttackAll
                                                          << QStringLiteral("1 {\"type\":\"end-phase\"}")
                                                          << QStringLiteral("0 {\"type\":\"draw\"}");
        const auto row = [](const char *name) { return &QTest::newRow(name); };

        // I-SEATS, I-TURN, I-DRAW, I-PHASE
        *row("I-SEATS: a third seat is no player") << none << QStringList{} << "2 {\"type\":\"draw\"}" << "NOT_A_PLAYER" << "I-SEATS";
        *row("I-TURN: Mankind cannot draw on the Invader's turn") << none << QStringList{} << "0 {\"type\":\"draw\"}" << "NOT_YOUR_TURN" << "I-TURN";
        *row("I-DRAW: the turn starts with the draw") << none << QStringList{} << "1 {\"type\":\"draw\"}" << "" << "I-DRAW";
        *row("I-DRAW: nothing before the draw") << none << QStringList{} << "1 {\"type\":\"marker\",\"by\":-1}" << "MUST_DRAW_FIRST" << "I-DRAW";
        *row("I-DRAW: one draw a turn") << none << invMain << "1 {\"type\":\"draw\"}" << "ALREADY_DREW" << "I-DRAW";
        *row("I-PHASE: no card played in the Attack phase") << none << kToAttack << "1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":1}" << "NOT_MAIN_PHASE" << "I-PHASE";
        *row("I-PHASE: a card effect in the Attack phase") << none << kToAttack << "1 {\"type\":\"card-drain\",\"count\":1}" << "" << "I-PHASE";
        *row("I-ENTRIES: the seat whose turn it is enters Mankind's cost") << none << invMain
                                                                             << "1 {\"type\":\"pay\",\"side\":\"mankind\",\"cost\":\"discard\",\"count\":1}" << "" << "I-ENTRIES";
        *row("I-ENTRIES: Mankind's seat enters nothing on the Invader's turn") << none << invMain
                                                                              << "0 {\"type\":\"pay\",\"side\":\"mankind\",\"cost\":\"discard\",\"count\":1}" << "NOT_YOUR_TURN" << "I-TURN";
        // I-ZONES, I-ZONE-FLOOR, I-TOKEN-ZERO, I-TOKEN-REMOVE
        *row("I-TOKEN-ZERO: a token on a zone above 0") << none << invMain << "1 {\"type\":\"add-token\",\"zone\":\"eurasia\"}" << "" << "I-TOKEN-ZERO";
        *row("I-TOKEN-ZERO: no token on a zone at 0") << none << (QStringList(invMain) << "1 {\"type\":\"add-token\",\"zone\":\"eurasia\"}")
                                                      << "1 {\"type\":\"add-token\",\"zone\":\"eurasia\"}" << "ZONE_POWER_ZERO" << "I-TOKEN-ZERO";
        *row("I-ZONE-FLOOR: a zone printed 0 takes no token")
            << QString::fromLatin1(R"({"zones":{"pacific-rim":0,"eurasia":1,"africa":3},"decks":{"mankind":20,"invader":20},"hero":{"zone":"eurasia","power":2},"first":"invader"})")
            << invMain << "1 {\"type\":\"add-token\",\"zone\":\"pacific-rim\"}" << "ZONE_POWER_ZERO" << "I-TOKEN-ZERO";
        *row("I-TOKEN-REMOVE: the Invader removes no token") << none << (QStringList(invMain) << "1 {\"type\":\"add-token\",\"zone\":\"africa\"}")
                                                             << "1 {\"type\":\"remove-token\",\"zone\":\"africa\"}" << "ONLY_MANKIND_REMOVES_TOKENS" << "I-TOKEN-REMOVE";
        *row("I-TOKEN-REMOVE: Mankind removes one") << none << (QStringList{draw1, "1 {\"type\":\"add-token\",\"zone\":\"africa\"}"} << kToAttack.mid(1) << kAttackAll
                                                               << "1 {\"type\":\"end-phase\"}" << "0 {\"type\":\"draw\"}")
                                                    << "0 {\"type\":\"remove-token\",\"zone\":\"africa\"}" << "" << "I-TOKEN-REMOVE";
        *row("I-TOKEN-REMOVE: none where there is none") << none << mankMain << "0 {\"type\":\"remove-token\",\"zone\":\"africa\"}" << "NO_TOKEN" << "I-TOKEN-REMOVE";
        // I-SLOTS, I-SACRIFICE, I-CARD-POWER, I-CARD-NAME, I-HERO
        *row("I-SLOTS: a fourth card") << none << (QStringList(invMain) << fill(1, "africa", 3)) << "1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":0}" << "" << "I-SLOTS";
        *row("I-SLOTS: no fifth card") << none << (QStringList(invMain) << fill(1, "africa", 4)) << "1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":2}" << "ZONE_FULL" << "I-SLOTS";
        *row("I-SLOTS: Mankind's Hero takes a slot") << none << (QStringList(mankMain) << fill(0, "eurasia", 3)) << "0 {\"type\":\"play\",\"zone\":\"eurasia\",\"power\":2}" << "ZONE_FULL" << "I-SLOTS";
        *row("I-SACRIFICE: a fifth card with one sacrificed") << none << (QStringList(invMain) << fill(1, "africa", 4))
                                                               << "1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":2,\"sacrifice\":1}" << "" << "I-SACRIFICE";
        *row("I-SACRIFICE: only when all four are full") << none << (QStringList(invMain) << fill(1, "africa", 3))
                                                          << "1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":2,\"sacrifice\":1}" << "SACRIFICE_NOT_NEEDED" << "I-SACRIFICE";
        *row("I-SACRIFICE: a slot that exists") << none << (QStringList(invMain) << fill(1, "africa", 4))
                                                 << "1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":2,\"sacrifice\":4}" << "BAD_SLOT" << "I-SLOTS";
        *row("I-HERO: never sacrificed") << none << (QStringList(mankMain) << fill(0, "eurasia", 3))
                                         << "0 {\"type\":\"play\",\"zone\":\"eurasia\",\"power\":2,\"sacrifice\":0}" << "HERO_STAYS" << "I-HERO";
        *row("I-HERO: never removed") << none << invMain << "1 {\"type\":\"remove\",\"side\":\"mankind\",\"zone\":\"eurasia\",\"slot\":0}" << "HERO_STAYS" << "I-HERO";
        *row("I-HERO: turned once") << none << (QStringList(invMain) << "1 {\"type\":\"turn-hero\"}") << "1 {\"type\":\"turn-hero\"}" << "HERO_ALREADY_TURNED" << "I-HERO";
        // I-POWER-CHANGE: a card text changed a card's power in play
        *row("I-POWER-CHANGE: the Invader's card raised") << none << (QStringList(invMain) << fill(1, "africa", 1))
                                                         << "1 {\"type\":\"set-power\",\"side\":\"invader\",\"zone\":\"africa\",\"slot\":0,\"power\":4}" << "" << "I-POWER-CHANGE";
        *row("I-POWER-CHANGE: Mankind's Hero lowered in the Attack phase") << none << kToAttack
                                                         << "1 {\"type\":\"set-power\",\"side\":\"mankind\",\"zone\":\"eurasia\",\"slot\":0,\"power\":0}" << "" << "I-POWER-CHANGE";
        *row("I-POWER-CHANGE: the same power changes nothing") << none << (QStringList(invMain) << fill(1, "africa", 1))
                                                         << "1 {\"type\":\"set-power\",\"side\":\"invader\",\"zone\":\"africa\",\"slot\":0,\"power\":1}" << "POWER_UNCHANGED" << "I-POWER-CHANGE";
        *row("I-POWER-CHANGE: only a card that is there") << none << invMain
                                                         << "1 {\"type\":\"set-power\",\"side\":\"invader\",\"zone\":\"africa\",\"slot\":2,\"power\":3}" << "NO_CARD_THERE" << "I-SLOTS";
        *row("I-POWER-CHANGE: a power of 0 to 20") << none << (QStringList(invMain) << fill(1, "africa", 1))
                                                   << "1 {\"type\":\"set-power\",\"side\":\"invader\",\"zone\":\"africa\",\"slot\":0,\"power\":21}" << "BAD_POWER" << "I-CARD-POWER";
        *row("I-POWER-CHANGE: not before the draw") << none << QStringList{}
                                                    << "1 {\"type\":\"set-power\",\"side\":\"mankind\",\"zone\":\"eurasia\",\"slot\":0,\"power\":3}" << "MUST_DRAW_FIRST" << "I-DRAW";
        *row("I-SLOTS: no card to remove") << none << invMain << "1 {\"type\":\"remove\",\"side\":\"invader\",\"zone\":\"eurasia\",\"slot\":0}" << "NO_CARD_THERE" << "I-SLOTS";
        *row("I-CARD-POWER: 20 is the most") << none << invMain << "1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":20}" << "" << "I-CARD-POWER";
        *row("I-CARD-POWER: 21 is refused") << none << invMain << "1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":21}" << "BAD_POWER" << "I-CARD-POWER";
        *row("I-CARD-POWER: below 0 is refused") << none << invMain << "1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":-1}" << "BAD_POWER" << "I-CARD-POWER";
        *row("I-CARD-NAME: a name is optional and kept") << none << invMain << "1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":3,\"name\":\"Tank\"}" << "" << "I-CARD-NAME";
        *row("I-CARD-NAME: 61 bytes are too long") << none << invMain
                                                    << QStringLiteral("1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":3,\"name\":\"%1\"}").arg(QString(61, QLatin1Char('x')))
                                                    << "NAME_TOO_LONG" << "I-CARD-NAME";
        // I-PLOT, I-DORMANT
        *row("I-PLOT: the Invader's plot action") << none << invMain << "1 {\"type\":\"plot\",\"use\":\"reduce\"}" << "" << "I-PLOT";
        *row("I-PLOT: once per turn") << none << (QStringList(invMain) << "1 {\"type\":\"plot\",\"use\":\"reduce\"}") << "1 {\"type\":\"plot\",\"use\":\"draw\"}" << "PLOT_ALREADY_USED" << "I-PLOT";
        *row("I-PLOT: Mankind has none") << none << mankMain << "0 {\"type\":\"plot\",\"use\":\"draw\"}" << "ONLY_INVADER_PLOTS" << "I-PLOT";
        *row("I-PLOT: in the Main phase only") << none << kToAttack << "1 {\"type\":\"plot\",\"use\":\"reduce\"}" << "NOT_MAIN_PHASE" << "I-PHASE";
        *row("I-DORMANT: the Invader's fifth") << none << invMain << "1 {\"type\":\"dormant\",\"strategy\":5}" << "" << "I-DORMANT";
        *row("I-DORMANT: once a game") << none << (QStringList(invMain) << "1 {\"type\":\"dormant\",\"strategy\":2}") << "1 {\"type\":\"dormant\",\"strategy\":2}" << "DORMANT_ALREADY_USED" << "I-DORMANT";
        *row("I-DORMANT: no sixth") << none << invMain << "1 {\"type\":\"dormant\",\"strategy\":6}" << "BAD_STRATEGY" << "I-DORMANT";
        *row("I-DORMANT: the Ops Centre is Mankind's 5") << none << mankMain << "0 {\"type\":\"dormant\",\"strategy\":5}" << "" << "I-DORMANT";
        *row("I-DORMANT: each side its own") << none << (QStringList{draw1, "1 {\"type\":\"dormant\",\"strategy\":1}"} << kToAttack.mid(1) << kAttackAll
                                                       << "1 {\"type\":\"end-phase\"}" << "0 {\"type\":\"draw\"}")
                                            << "0 {\"type\":\"dormant\",\"strategy\":1}" << "" << "I-DORMANT";
        // I-ATTACK, I-DRAIN-PREVENTED, I-COST, I-COUNT, I-MARKER-*
        *row("I-ATTACK: each zone once") << none << (QStringList(kToAttack) << kAttackAll.first()) << kAttackAll.first() << "ZONE_ALREADY_RESOLVED" << "I-ATTACK";
        *row("I-ATTACK: all three before the end") << none << (QStringList(kToAttack) << kAttackAll.mid(0, 2)) << "1 {\"type\":\"end-phase\"}" << "ATTACK_NOT_DONE" << "I-ATTACK";
        *row("I-ATTACK: not in the Main phase") << none << invMain << kAttackAll.first() << "NOT_ATTACK_PHASE" << "I-ATTACK";
        *row("I-DRAIN-PREVENTED: no more than the drain")
            << none << QStringList{draw1, "1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":5}", "1 {\"type\":\"end-phase\"}"}
            << "1 {\"type\":\"attack\",\"zone\":\"africa\",\"prevented\":3}" << "PREVENT_TOO_MANY" << "I-DRAIN-PREVENTED";
        *row("I-DRAIN-PREVENTED: all of it") << none << QStringList{draw1, "1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":5}", "1 {\"type\":\"end-phase\"}"}
                                              << "1 {\"type\":\"attack\",\"zone\":\"africa\",\"prevented\":2}" << "" << "I-DRAIN-PREVENTED";
        *row("I-DRAIN-PREVENTED: a card drain, at most its count") << none << invMain << "1 {\"type\":\"card-drain\",\"count\":1,\"prevented\":2}" << "PREVENT_TOO_MANY" << "I-DRAIN-PREVENTED";
        *row("I-COST: a drain cost the deck covers") << none << invMain << "1 {\"type\":\"pay\",\"side\":\"mankind\",\"cost\":\"drain\",\"count\":10}" << "" << "I-COST";
        *row("I-COST: not one the deck does not")
            << QString::fromLatin1(R"({"zones":{"pacific-rim":2,"eurasia":1,"africa":3},"decks":{"mankind":3,"invader":20},"hero":{"zone":"eurasia","power":2},"first":"invader"})")
            << invMain << "1 {\"type\":\"pay\",\"side\":\"mankind\",\"cost\":\"drain\",\"count\":4}" << "COST_TOO_HIGH" << "I-COST";
        *row("I-COUNT: a discard of 0 is no entry") << none << invMain << "1 {\"type\":\"pay\",\"side\":\"invader\",\"cost\":\"discard\",\"count\":0}" << "BAD_COUNT" << "I-COUNT";
        *row("I-COUNT: a card draw of 11") << none << invMain << "1 {\"type\":\"card-draw\",\"side\":\"both\",\"count\":11}" << "BAD_COUNT" << "I-COUNT";
        *row("I-MARKER-EFFECT: down 12") << none << invMain << "1 {\"type\":\"marker\",\"by\":-12}" << "" << "I-MARKER-EFFECT";
        *row("I-MARKER-EFFECT: not 13") << none << invMain << "1 {\"type\":\"marker\",\"by\":13}" << "BAD_COUNT" << "I-MARKER-EFFECT";
        *row("I-MARKER-MAX: up from 10 stops on 12") << none << invMain << "1 {\"type\":\"marker\",\"by\":5}" << "" << "I-MARKER-MAX";
        *row("I-MARKER-MAX: not up from 12") << none << (QStringList(invMain) << "1 {\"type\":\"marker\",\"by\":2}") << "1 {\"type\":\"marker\",\"by\":1}" << "MARKER_AT_TOP" << "I-MARKER-MAX";
        *row("I-END: nothing after the skull") << none << (QStringList(invMain) << "1 {\"type\":\"marker\",\"by\":-10}") << "1 {\"type\":\"end-phase\"}" << "GAME_OVER" << "I-END";
    }
    void entry()
    {
        QFETCH(QString, setup);
        QFETCH(QStringList, prelude);
        QFETCH(QString, entry);
        QFETCH(QString, code);
        QFETCH(QString, rule);
        State s = setupState(setup);
        QVERIFY(play(s, prelude));
        const int seat = entry.left(1).toInt();
        const Action a = action(s, entry.mid(2));
        const Refusal r = validate(s, seat, a);
        QCOMPARE(QString::fromLatin1(r.code.data(), qsizetype(r.code.size())), code);
        if (!code.isEmpty()) {
            QCOMPARE(QString::fromLatin1(r.rule.data(), qsizetype(r.rule.size())), rule);
            return;
        }
        apply(s, seat, a);
        QCOMPARE(invariants(s), std::vector<std::string>{});
        QVERIFY(QString::fromLatin1(QTest::currentDataTag()).startsWith(rule));
    }

    // I-ATTACK, I-HERO-DEFENCE, I-ZONE-FLOOR: the arithmetic per zone.
    void attackArithmetic_data()
    {
        QTest::addColumn<QStringList>("entries"); // in the Invader's Main phase after his draw
        QTest::addColumn<int>("invader");
        QTest::addColumn<int>("defence");
        QTest::addColumn<int>("flipped");
        QTest::newRow("I-ATTACK: Eurasia 4 against the Hero 2 and the zone 1 drains 1")
            << QStringList{"1 {\"type\":\"play\",\"zone\":\"eurasia\",\"power\":4}"} << 4 << 3 << 1;
        QTest::newRow("I-ATTACK: equal powers drain nothing")
            << QStringList{"1 {\"type\":\"play\",\"zone\":\"eurasia\",\"power\":3}"} << 3 << 3 << 0;
        QTest::newRow("I-HERO-DEFENCE: a turned Hero does not defend")
            << QStringList{"1 {\"type\":\"play\",\"zone\":\"eurasia\",\"power\":3}", "1 {\"type\":\"turn-hero\"}"} << 3 << 1 << 2;
        QTest::newRow("I-ZONE-FLOOR: a zone at 0 adds nothing")
            << QStringList{"1 {\"type\":\"play\",\"zone\":\"eurasia\",\"power\":3}", "1 {\"type\":\"add-token\",\"zone\":\"eurasia\"}"} << 3 << 2 << 1;
        QTest::newRow("I-ATTACK: several cards add up")
            << QStringList{"1 {\"type\":\"play\",\"zone\":\"eurasia\",\"power\":3}", "1 {\"type\":\"play\",\"zone\":\"eurasia\",\"power\":6}"} << 9 << 3 << 6;
    }
    void attackArithmetic()
    {
        QFETCH(QStringList, entries);
        QFETCH(int, invader);
        QFETCH(int, defence);
        QFETCH(int, flipped);
        State s = setupState({});
        QVERIFY(play(s, QStringList{QStringLiteral("1 {\"type\":\"draw\"}")} << entries << QStringLiteral("1 {\"type\":\"end-phase\"}")));
        std::vector<Event> events;
        QVERIFY(play(s, {QStringLiteral("1 {\"type\":\"attack\",\"zone\":\"eurasia\"}")}, &events));
        const Event *e = find(events, "attack");
        QVERIFY(e);
        QCOMPARE(e->invader, invader);
        QCOMPARE(e->defence, defence);
        QCOMPARE(e->count, flipped);
        QCOMPARE(s.deck[kMankind], 20 - flipped);
        QCOMPARE(s.discard[kMankind], flipped);
        QCOMPARE(s.drained, flipped > 0);
    }

    // I-DRAIN-CHECK: the marker moves down one at the end of the Invader's turn exactly when
    // he made Mankind flip no card; I-DRAIN-COST, I-DRAIN-PREVENTED, I-ZONE-NOT-DRAIN, I-DRAIN.
    void drainCheck_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QStringList>("entries"); // in the Invader's Main phase
        QTest::addColumn<int>("marker");
        const QString none;
        QTest::newRow("I-DRAIN-CHECK: nothing done: down one") << none << QStringList{} << 9;
        QTest::newRow("I-DRAIN-CHECK: a card drain: no move") << none << QStringList{"1 {\"type\":\"card-drain\",\"count\":1}"} << 10;
        QTest::newRow("I-DRAIN-CHECK: once, whatever else moved it")
            << none << QStringList{"1 {\"type\":\"plot\",\"use\":\"reduce\"}", "1 {\"type\":\"marker\",\"by\":-3}"} << 5;
        QTest::newRow("I-DRAIN-CHECK: a card moved it up, still down one") << none << QStringList{"1 {\"type\":\"marker\",\"by\":1}"} << 10;
        QTest::newRow("I-DRAIN-PREVENTED: a drain prevented in full: down one")
            << none << QStringList{"1 {\"type\":\"card-drain\",\"count\":3,\"prevented\":3}"} << 9;
        QTest::newRow("I-DRAIN-PREVENTED: one card of three flipped: no move")
            << none << QStringList{"1 {\"type\":\"card-drain\",\"count\":3,\"prevented\":2}"} << 10;
        QTest::newRow("I-DRAIN-COST: Mankind's cost drained: down one")
            << none << QStringList{"1 {\"type\":\"pay\",\"side\":\"mankind\",\"cost\":\"drain\",\"count\":2}"} << 9;
        QTest::newRow("I-ZONE-NOT-DRAIN: a token: down one") << none << QStringList{"1 {\"type\":\"add-token\",\"zone\":\"africa\"}"} << 9;
        QTest::newRow("I-DRAIN: from an empty deck nothing flips: down one")
            << QString::fromLatin1(R"({"zones":{"pacific-rim":2,"eurasia":1,"africa":3},"decks":{"mankind":0,"invader":20},"hero":{"zone":"eurasia","power":2},"first":"invader"})")
            << QStringList{"1 {\"type\":\"card-drain\",\"count\":2}"} << 9;
        QTest::newRow("I-DRAIN-CHECK: an Attack phase drain: no move")
            << none << QStringList{"1 {\"type\":\"play\",\"zone\":\"pacific-rim\",\"power\":3}"} << 10;
    }
    void drainCheck()
    {
        QFETCH(QString, setup);
        QFETCH(QStringList, entries);
        QFETCH(int, marker);
        State s = setupState(setup);
        QVERIFY(play(s, QStringList{QStringLiteral("1 {\"type\":\"draw\"}")} << entries << QStringLiteral("1 {\"type\":\"end-phase\"}") << kAttackAll));
        const int before = s.marker;
        std::vector<Event> events;
        QVERIFY(play(s, {QStringLiteral("1 {\"type\":\"end-phase\"}")}, &events));
        QCOMPARE(s.marker, marker);
        const Event *check = find(events, "check");
        QVERIFY(check);
        QCOMPARE(check->value, before - marker);
        QCOMPARE(s.side, kMankind);
        QVERIFY(!s.drained);
        // Mankind's turn has no check.
        if (s.deck[kMankind] < kDrawPerTurn)
            return;
        QVERIFY(play(s, {QStringLiteral("0 {\"type\":\"draw\"}")}));
        QVERIFY(play(s, {QStringLiteral("0 {\"type\":\"end-phase\"}")}, &events));
        QVERIFY(!find(events, "check"));
        QCOMPARE(s.marker, marker);
    }

    // I-DECK-OUT, I-SIMULTANEOUS, I-SKULL: who wins, and why.
    void end_data()
    {
        QTest::addColumn<int>("mankindDeck");
        QTest::addColumn<int>("invaderDeck");
        QTest::addColumn<QStringList>("entries");
        QTest::addColumn<int>("winner");
        QTest::addColumn<int>("reason");
        QTest::newRow("I-DECK-OUT: the Invader draws 2 from 1") << 20 << 1 << QStringList{"1 {\"type\":\"draw\"}"} << kMankind << int(EndReason::DeckOut);
        QTest::newRow("I-DECK-OUT: from 2, the draw is whole") << 20 << 2 << QStringList{"1 {\"type\":\"draw\"}"} << -1 << int(EndReason::None);
        QTest::newRow("I-DECK-OUT: a card makes Mankind draw from too few")
            << 1 << 20 << QStringList{"1 {\"type\":\"draw\"}", "1 {\"type\":\"card-draw\",\"side\":\"mankind\",\"count\":2}"} << kInvader << int(EndReason::DeckOut);
        QTest::newRow("I-SIMULTANEOUS: both at once, Mankind wins")
            << 1 << 3 << QStringList{"1 {\"type\":\"draw\"}", "1 {\"type\":\"card-draw\",\"side\":\"both\",\"count\":2}"} << kMankind << int(EndReason::Simultaneous);
        QTest::newRow("I-SIMULTANEOUS: only the Invader's short: he loses")
            << 5 << 3 << QStringList{"1 {\"type\":\"draw\"}", "1 {\"type\":\"card-draw\",\"side\":\"both\",\"count\":2}"} << kMankind << int(EndReason::DeckOut);
        QTest::newRow("I-SIMULTANEOUS: only Mankind's short: he loses")
            << 1 << 5 << QStringList{"1 {\"type\":\"draw\"}", "1 {\"type\":\"card-draw\",\"side\":\"both\",\"count\":2}"} << kInvader << int(EndReason::DeckOut);
        QTest::newRow("I-SKULL: a card takes the marker past 0")
            << 20 << 20 << QStringList{"1 {\"type\":\"draw\"}", "1 {\"type\":\"marker\",\"by\":-12}"} << kMankind << int(EndReason::Skull);
        QTest::newRow("I-SKULL: the drain check onto it")
            << 20 << 20 << (QStringList{"1 {\"type\":\"draw\"}", "1 {\"type\":\"marker\",\"by\":-9}", "1 {\"type\":\"end-phase\"}"} << kAttackAll << "1 {\"type\":\"end-phase\"}")
            << kMankind << int(EndReason::Skull);
    }
    void end()
    {
        QFETCH(int, mankindDeck);
        QFETCH(int, invaderDeck);
        QFETCH(QStringList, entries);
        QFETCH(int, winner);
        QFETCH(int, reason);
        State s = setupState(QStringLiteral(R"({"zones":{"pacific-rim":2,"eurasia":1,"africa":3},"decks":{"mankind":%1,"invader":%2},)"
                                            R"("hero":{"zone":"eurasia","power":2},"first":"invader"})")
                                 .arg(mankindDeck)
                                 .arg(invaderDeck));
        QVERIFY(play(s, entries));
        QCOMPARE(s.winner, winner);
        QCOMPARE(int(s.endReason), reason);
        QCOMPARE(s.phase == Phase::Over, winner != -1);
        QCOMPARE(invariants(s), std::vector<std::string>{});
        QCOMPARE(actingSeats(s).empty(), winner != -1);
    }

    // I-HERO-UPRIGHT: turned in the Invader's turn, upright when Mankind's starts, not before.
    void heroTurnsUprightAtMankindsTurn()
    {
        State s = setupState({});
        QVERIFY(play(s, QStringList{QStringLiteral("1 {\"type\":\"draw\"}"), QStringLiteral("1 {\"type\":\"turn-hero\"}"),
                                    QStringLiteral("1 {\"type\":\"end-phase\"}")}
                            << kAttackAll));
        QVERIFY(s.cards[kMankind][1][0].turned);
        std::vector<Event> events;
        QVERIFY(play(s, {QStringLiteral("1 {\"type\":\"end-phase\"}")}, &events));
        QVERIFY(!s.cards[kMankind][1][0].turned);
        const Event *h = find(events, "hero");
        QVERIFY(h);
        QCOMPARE(h->value, 0);
    }

    // I-SACRIFICE: the sacrificed card goes to the discard pile; the new one takes its slot.
    void sacrificeGoesToTheDiscardPile()
    {
        State s = setupState({});
        QVERIFY(play(s, QStringList{QStringLiteral("1 {\"type\":\"draw\"}")} << fill(1, "africa", 4)
                                                                              << QStringLiteral("1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":9,\"sacrifice\":2}")));
        QCOMPARE(s.discard[kInvader], 1);
        QCOMPARE(s.cards[kInvader][2][2].power, 9);
        QCOMPARE(s.attack(2), 1 + 2 + 9 + 4);
    }

    // I-SETUP: bad setups say what is wrong.
    void setupRefusals_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("I-SETUP: a zone above 20") << QStringLiteral(R"({"zones":{"pacific-rim":21,"eurasia":1,"africa":3},"decks":{"mankind":20,"invader":20},"hero":{"zone":"eurasia","power":2}})") << "BAD_POWER";
        QTest::newRow("I-SETUP: no decks") << QStringLiteral(R"({"zones":{"pacific-rim":2,"eurasia":1,"africa":3},"hero":{"zone":"eurasia","power":2}})") << "setup.decks";
        QTest::newRow("I-SETUP: no hero") << QStringLiteral(R"({"zones":{"pacific-rim":2,"eurasia":1,"africa":3},"decks":{"mankind":20,"invader":20}})") << "setup.hero";
        QTest::newRow("I-FIRST: a first side that is none") << QStringLiteral(R"({"zones":{"pacific-rim":2,"eurasia":1,"africa":3},"decks":{"mankind":20,"invader":20},"hero":{"zone":"eurasia","power":2},"first":"aliens"})") << "setup.first";
    }
    void setupRefusals()
    {
        QFETCH(QString, json);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!InvadersRules::setup(object(json), &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    // I-DECKS: the counts follow the entries.
    void decksFollowTheEntries_data()
    {
        QTest::addColumn<QStringList>("entries"); // after the Invader's draw
        QTest::addColumn<int>("mankindDeck");
        QTest::addColumn<int>("mankindDiscard");
        QTest::addColumn<int>("invaderDeck");
        QTest::addColumn<int>("invaderDiscard");
        QTest::newRow("I-DECKS: the draw takes two") << QStringList{} << 20 << 0 << 18 << 0;
        QTest::newRow("I-DECKS: a discarded cost goes to the pile, not from the deck")
            << QStringList{"1 {\"type\":\"pay\",\"side\":\"invader\",\"cost\":\"discard\",\"count\":2}"} << 20 << 0 << 18 << 2;
        QTest::newRow("I-DECKS: a drained cost flips from the deck")
            << QStringList{"1 {\"type\":\"pay\",\"side\":\"invader\",\"cost\":\"drain\",\"count\":3}"} << 20 << 0 << 15 << 3;
        QTest::newRow("I-DECKS: a card removed from play goes to its owner's pile")
            << QStringList{"1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":2}", "1 {\"type\":\"remove\",\"side\":\"invader\",\"zone\":\"africa\",\"slot\":0}"}
            << 20 << 0 << 18 << 1;
        QTest::newRow("I-DECKS: a card drain flips the other side's deck")
            << QStringList{"1 {\"type\":\"card-drain\",\"count\":4,\"prevented\":1}"} << 17 << 3 << 18 << 0;
        QTest::newRow("I-DECKS: a card draw of one side") << QStringList{"1 {\"type\":\"card-draw\",\"side\":\"mankind\",\"count\":3}"} << 17 << 0 << 18 << 0;
        QTest::newRow("I-DECKS: a card draw of both") << QStringList{"1 {\"type\":\"card-draw\",\"side\":\"both\",\"count\":1}"} << 19 << 0 << 17 << 0;
        QTest::newRow("I-DECKS: the plot draw") << QStringList{"1 {\"type\":\"plot\",\"use\":\"draw\"}"} << 20 << 0 << 17 << 0;
        QTest::newRow("I-DRAIN: a drain longer than the deck flips what there is")
            << QStringList{"1 {\"type\":\"card-drain\",\"count\":10}", "1 {\"type\":\"card-drain\",\"count\":10}", "1 {\"type\":\"card-drain\",\"count\":10}"}
            << 0 << 20 << 18 << 0;
    }
    void decksFollowTheEntries()
    {
        QFETCH(QStringList, entries);
        QFETCH(int, mankindDeck);
        QFETCH(int, mankindDiscard);
        QFETCH(int, invaderDeck);
        QFETCH(int, invaderDiscard);
        State s = setupState({});
        QVERIFY(play(s, QStringList{QStringLiteral("1 {\"type\":\"draw\"}")} << entries));
        QCOMPARE(s.deck[kMankind], mankindDeck);
        QCOMPARE(s.discard[kMankind], mankindDiscard);
        QCOMPARE(s.deck[kInvader], invaderDeck);
        QCOMPARE(s.discard[kInvader], invaderDiscard);
        QCOMPARE(invariants(s), std::vector<std::string>{});
    }

    // legalActions() follows the phase and the seat (I-DRAW, I-PLOT, I-ATTACK, I-TURN).
    void legalActionsFollowThePhase()
    {
        State s = setupState({});
        QCOMPARE(legalActions(s, kInvader), std::vector<Action>{Draw{}});
        QVERIFY(legalActions(s, kMankind).empty());
        QVERIFY(play(s, {QStringLiteral("1 {\"type\":\"draw\"}")}));
        const auto has = [](const std::vector<Action> &list, const Action &a) { return std::find(list.begin(), list.end(), a) != list.end(); };
        std::vector<Action> legal = legalActions(s, kInvader);
        QVERIFY(has(legal, Plot{true}));
        QVERIFY(has(legal, Play{0, 20, {}, -1}));
        QVERIFY(!has(legal, Play{0, 21, {}, -1}));
        QVERIFY(!has(legal, Attack{0, 0}));
        QVERIFY(!has(legal, RemoveToken{0}));
        for (const Action &a : legal)
            QVERIFY(validate(s, kInvader, a).ok());
        QVERIFY(play(s, {QStringLiteral("1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":6}"), QStringLiteral("1 {\"type\":\"end-phase\"}")}));
        legal = legalActions(s, kInvader);
        QVERIFY(has(legal, Attack{2, 3}));  // 6 against 3: up to 3 prevented
        QVERIFY(!has(legal, Attack{2, 4}));
        QVERIFY(!has(legal, EndPhase{}));
        QVERIFY(!has(legal, Plot{false}));
    }

    // The codec keeps a card's name, in any script, and the state round-trips.
    void namedCardsRoundTrip()
    {
        State s = setupState({});
        const QString name = QStringLiteral("Mécha Ω");
        QVERIFY(play(s, {QStringLiteral("1 {\"type\":\"draw\"}"), QStringLiteral("1 {\"type\":\"play\",\"zone\":\"africa\",\"power\":6,\"name\":\"%1\"}").arg(name)}));
        QCOMPARE(QString::fromStdString(s.cards[kInvader][2][0].name), name);
        QString error;
        const auto back = InvadersRules::stateFromJson(s, InvadersRules::stateToJson(s), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, s);
        QCOMPARE(InvadersRules::viewToJson(s, game::Viewer::everyone()).value(QStringLiteral("battle")).toArray().at(2).toObject().value(QStringLiteral("drain")).toInt(), 3);
    }

    // I-MARKER, I-FIRST: the start.
    void startsOnTen()
    {
        const State s = setupState(QStringLiteral(R"({"zones":{"pacific-rim":2,"eurasia":1,"africa":3},"decks":{"mankind":20,"invader":20},"hero":{"zone":"eurasia","power":2}})"));
        QCOMPARE(s.marker, kMarkerStart);
        QCOMPARE(s.side, kMankind);
        QCOMPARE(s.phase, Phase::Draw);
        QCOMPARE(invariants(s), std::vector<std::string>{});
    }
};

QTEST_GUILESS_MAIN(TestInvadersRules)
#include "tst_invaders_rules.moc"
