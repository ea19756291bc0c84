// SPDX-License-Identifier: GPL-3.0-or-later
// The conformance test every game module passes (issue #24; docs/architecture.md, "How to
// add a game"), data-driven over the modules of the explicit list (game/modules.h):
// - from many seeds, random legal play to the end, with the invariants after every action;
// - every refused action leaves the state byte-identical (its encoded state and hash);
// - replaying the stored log (game::Session, through a real library file) reproduces the hash;
// - the sheet's Technology purchase (one per round), which random play does not reach;
// - codec round-trips of every action, event and state; every view is stable JSON;
// - perturbing another seat's hidden values leaves a viewer's view, and the events that
//   viewer may see, byte-identical.
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include "game/modules.h"
#include "game/session.h"

#include <optional>
#include <random>

using namespace xobos;
using namespace xobos::game;

namespace {

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Espiral: invented cards of every deck and modifier (no real card data is shipped), a
// spiral of 23 lands with Woods among them, shuffled from the seed; every other seed takes
// the other side of each option.
QJsonObject espiralSetup(int seed)
{
    const char *json = R"({
      "cards": [
        {"name": "Kobold", "type": "mortal", "vitality": 2},
        {"name": "Sprite", "type": "elemental", "vitality": 3, "offColor": 2},
        {"name": "Imp", "type": "external", "vitality": 4, "versus": {"mortal": 2}},
        {"name": "Archer", "type": "mortal", "vitality": 3, "ranged": 2},
        {"name": "Wisp", "type": "elemental", "vitality": 1, "immune": ["Imp"]},
        {"name": "Goblin", "type": "mortal", "vitality": 4, "lands": {"Woods": 2}},
        {"name": "Ogre", "type": "mortal", "vitality": 7, "offColor": 3},
        {"name": "Shade", "type": "external", "vitality": 6, "immune": ["Archer"]},
        {"name": "Golem", "type": "elemental", "vitality": 8, "ranged": 3},
        {"name": "Dragon", "type": "external", "vitality": 12, "versus": {"elemental": 3}},
        {"name": "Titan", "type": "mortal", "vitality": 10}
      ],
      "lands": [
        {"name": "Mountains", "number": 3}, {"name": "The Dry Heaps", "number": 4}, {"name": "Rivers and Lakes", "number": 6},
        {"name": "Swamp", "number": 7}, {"name": "Woods", "number": 8, "ranged": false}, {"name": "Spires", "number": 10},
        {"name": "Plains", "number": 5}, {"name": "Hills", "number": 9}, {"name": "Desert", "number": 11},
        {"name": "Glacier", "number": 12}, {"name": "Marsh", "number": 6}, {"name": "Forest", "number": 7},
        {"name": "Canyon", "number": 8}, {"name": "Tundra", "number": 9}, {"name": "Volcano", "number": 10},
        {"name": "Coast", "number": 4}, {"name": "Steppe", "number": 5}, {"name": "Ruins", "number": 6},
        {"name": "Caves", "number": 7}, {"name": "Moor", "number": 8}, {"name": "Jungle", "number": 9},
        {"name": "Highlands", "number": 10}, {"name": "Badlands", "number": 13}
      ]})";
    QJsonObject o = QJsonDocument::fromJson(json).object();
    o[QStringLiteral("seed")] = seed;
    if (seed % 2 == 0) {
        o[QStringLiteral("tie")] = QStringLiteral("encounter");
        o[QStringLiteral("draws")] = QStringLiteral("by-deck");
        o[QStringLiteral("berserk")] = QStringLiteral("enemies");
        o[QStringLiteral("offColorDice")] = false;
    }
    return o;
}

QJsonObject setupFor(std::string_view module, int seed)
{
    if (module == kXobosModuleId) {
        QJsonObject o;
        o[QStringLiteral("board")] = QStringLiteral("standard");
        o[QStringLiteral("players")] = seed % 2 == 0 ? 4 : 2; // the standard board serves 2 or 4
        o[QStringLiteral("seed")] = seed;
        return o;
    }
    if (module == kTechModuleId) {
        QJsonObject o;
        o[QStringLiteral("firstPlayer")] = seed % 2;
        if (seed % 3 == 2)
            o[QStringLiteral("ruleset")] = QStringLiteral("v3");
        if (seed % 4 == 3)
            o[QStringLiteral("lines")] = QStringLiteral("each-round");
        return o;
    }
    if (module == kEspiralModuleId)
        return espiralSetup(seed);
    if (module == kInvadersModuleId) {
        // Printed powers 0 to 4, decks of 8 to 30: both ends, the skull and a deck run out, are reached.
        const QJsonObject zones{{QStringLiteral("pacific-rim"), seed % 5}, {QStringLiteral("eurasia"), (seed + 2) % 5},
                                {QStringLiteral("africa"), (seed * 3) % 5}};
        const QJsonObject decks{{QStringLiteral("mankind"), 8 + (seed * 7) % 23}, {QStringLiteral("invader"), 8 + (seed * 5) % 23}};
        const QJsonObject hero{{QStringLiteral("zone"), QStringLiteral("eurasia")}, {QStringLiteral("power"), seed % 3}};
        return QJsonObject{{QStringLiteral("zones"), zones}, {QStringLiteral("decks"), decks}, {QStringLiteral("hero"), hero},
                           {QStringLiteral("first"), seed % 2 == 0 ? QStringLiteral("mankind") : QStringLiteral("invader")}};
    }
    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("xobos-sheet");
    o[QStringLiteral("version")] = 1;
    o[QStringLiteral("name")] = QStringLiteral("Blue");
    o[QStringLiteral("leader")] = seed % 4;
    return o;
}

QList<QByteArray> visibleTo(const std::vector<CodedEvent> &events, const Viewer &viewer)
{
    QList<QByteArray> out;
    for (const CodedEvent &e : events) {
        if (viewer.sees(e.visibility, e.audience))
            out << bytes(e.json);
    }
    return out;
}

bool anyReveal(const std::vector<CodedEvent> &events)
{
    return std::any_of(events.begin(), events.end(), [](const CodedEvent &e) { return e.reveal; });
}

std::vector<Viewer> viewersOtherThan(int seat, int seats)
{
    std::vector<Viewer> out{Viewer::everyone()};
    for (int q = 0; q < seats; ++q) {
        if (q != seat)
            out.push_back(Viewer::ofSeat(q));
    }
    return out;
}

} // namespace

class TestGameConformance : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listIsExplicit()
    {
        QCOMPARE(modules().size(), std::size_t(5));
        QVERIFY(findModule("espiral"));
        QVERIFY(findModule("xobos"));
        QVERIFY(findModule("sheet"));
        QVERIFY(findModule("tech"));
        QVERIFY(findModule("invaders"));
        QVERIFY(!findModule("chess")); // not a game of this program
        for (const Module *m : modules()) {
            QVERIFY(!m->name().empty());
            QVERIFY(m->rulesVersion() >= 1);
        }
    }

    void badSetupIsRefused_data()
    {
        QTest::addColumn<QString>("module");
        QTest::addColumn<QByteArray>("setup");
        QTest::addColumn<QString>("message");
        QTest::newRow("xobos-no-board") << "xobos" << QByteArray("{}") << "board";
        QTest::newRow("xobos-unknown-board") << "xobos" << QByteArray(R"({"board":"atlantis"})") << "atlantis";
        QTest::newRow("xobos-five-players") << "xobos" << QByteArray(R"({"board":"standard","players":5})") << "players";
        QTest::newRow("sheet-no-format") << "sheet" << QByteArray(R"({"name":"Blue","leader":0})") << "sheet";
        QTest::newRow("sheet-no-leader") << "sheet" << QByteArray(R"({"format":"xobos-sheet","version":1,"leader":9})")
                                         << "Leader";
        QTest::newRow("tech-first-player-2") << "tech" << QByteArray(R"({"firstPlayer":2})") << "firstPlayer";
        QTest::newRow("tech-unknown-ruleset") << "tech" << QByteArray(R"({"ruleset":"v9"})") << "ruleset";
        QTest::newRow("tech-unknown-line-scoring") << "tech" << QByteArray(R"({"lines":"never"})") << "lines";
        QTest::newRow("espiral-no-lands") << "espiral" << QByteArray(R"({"cards":[],"lands":[]})") << "lands";
        QTest::newRow("espiral-one-small-creature")
            << "espiral" << QByteArray(R"({"cards":[{"name":"Kobold","type":"mortal","vitality":2}],"lands":[{"name":"Swamp","number":7}]})")
            << "first deck";
        QTest::newRow("espiral-vitality-31")
            << "espiral" << QByteArray(R"({"cards":[{"name":"Huge","type":"mortal","vitality":31}],"lands":[{"name":"Swamp","number":7}]})")
            << "vitality";
        QTest::newRow("espiral-unknown-option") << "espiral" << QByteArray(R"({"cards":[],"lands":[],"tie":"maybe"})") << "tie";
        QTest::newRow("invaders-no-zones") << "invaders" << QByteArray(R"({"decks":{"mankind":30,"invader":30},"hero":{"zone":"africa","power":1}})")
                                           << "zones";
        QTest::newRow("invaders-negative-deck")
            << "invaders"
            << QByteArray(R"({"zones":{"pacific-rim":1,"eurasia":2,"africa":3},"decks":{"mankind":-1,"invader":30},"hero":{"zone":"africa","power":1}})")
            << "BAD_DECK";
        QTest::newRow("invaders-unknown-hero-zone")
            << "invaders"
            << QByteArray(R"({"zones":{"pacific-rim":1,"eurasia":2,"africa":3},"decks":{"mankind":30,"invader":30},"hero":{"zone":"mars","power":1}})")
            << "hero.zone";
    }
    void badSetupIsRefused()
    {
        QFETCH(QString, module);
        QFETCH(QByteArray, setup);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!findModule(module.toStdString())->setup(QJsonDocument::fromJson(setup).object(), &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void randomPlay_data()
    {
        QTest::addColumn<QString>("module");
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 4; ++seed)
            QTest::addRow("xobos-%d", seed) << QString::fromLatin1(kXobosModuleId) << seed;
        for (int seed = 1; seed <= 12; ++seed)
            QTest::addRow("sheet-%d", seed) << QString::fromLatin1(kSheetModuleId) << seed;
        for (int seed = 1; seed <= 12; ++seed)
            QTest::addRow("tech-%d", seed) << QString::fromLatin1(kTechModuleId) << seed;
        for (int seed = 1; seed <= 40; ++seed)
            QTest::addRow("espiral-%d", seed) << QString::fromLatin1(kEspiralModuleId) << seed;
        for (int seed = 1; seed <= 12; ++seed)
            QTest::addRow("invaders-%d", seed) << QString::fromLatin1(kInvadersModuleId) << seed;
    }
    void randomPlay()
    {
        QFETCH(QString, module);
        QFETCH(int, seed);
        const Module *m = findModule(module.toStdString());
        QVERIFY(m);
        QString error;
        std::unique_ptr<Instance> g = m->setup(setupFor(m->id(), seed), &error);
        QVERIFY2(g, qPrintable(error));
        std::unique_ptr<Instance> initial = g->clone();
        std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
        std::vector<std::pair<int, QJsonObject>> played;
        int step = 0;
        for (; step < 20000 && !g->isOver(); ++step) {
            const std::vector<int> acting = g->actingSeats();
            QVERIFY2(!acting.empty(), "a game that is not over has someone to act");
            const int seat = acting[rng() % acting.size()];
            const std::vector<QJsonObject> legal = g->legalActions(seat);
            QVERIFY2(!legal.empty(), qPrintable(QStringLiteral("step %1: seat %2 may act but has no legal action").arg(step).arg(seat)));
            const QJsonObject action = legal[rng() % legal.size()];

            // Codec round-trip of the action.
            const auto recoded = g->recodeAction(action, &error);
            QVERIFY2(recoded, qPrintable(error));
            QCOMPARE(bytes(*recoded), bytes(action));

            if (step % 7 == 0)
                checkRefusalsChangeNothing(*g, seat, legal, rng);
            if (step % 11 == 0)
                checkStateCodec(*g);
            if (step % 13 == 0)
                checkHiddenValuesStayHidden(*g, seat, action, static_cast<std::uint64_t>(step));
            if (QTest::currentTestFailed())
                return;

            std::vector<CodedEvent> events;
            const Violation v = g->apply(seat, action, &events);
            QVERIFY2(v.ok(), qPrintable(QStringLiteral("a legal action was refused: %1").arg(QString::fromStdString(v.code))));
            const std::vector<std::string> problems = g->invariants();
            QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
            for (const CodedEvent &e : events) {
                const auto back = g->recodeEvent(e.json, &error);
                QVERIFY2(back, qPrintable(error));
                QCOMPARE(bytes(*back), bytes(e.json));
            }
            played.emplace_back(seat, action);
        }
        QVERIFY2(g->isOver(), "random legal play reaches the end");
        checkStateCodec(*g);
        QVERIFY(g->actingSeats().empty());
        QVERIFY(!g->score().isEmpty());

        // Replay from the setup gives the same position.
        for (const auto &[seat, action] : played)
            QVERIFY(initial->apply(seat, action, nullptr).ok());
        QCOMPARE(initial->hash(), g->hash());
        QCOMPARE(bytes(initial->stateJson()), bytes(g->stateJson()));
    }

    // R-TECH-BUY: one Technology per round (SheetState::techBoughtRound). Random play does
    // not reach a purchase (a Technology Building takes rounds of payments first), so a
    // scripted game builds one and buys: the purchase round is in the state codec, the
    // second purchase that round is refused, the next round allows one, and the stored
    // log replays to the same hash.
    void sheetTechnologyPurchaseRoundTrips_data()
    {
        QTest::addColumn<int>("seed");
        for (int seed = 0; seed < 4; ++seed)
            QTest::addRow("sheet, Leader %d", seed) << seed;
    }
    void sheetTechnologyPurchaseRoundTrips()
    {
        QFETCH(int, seed);
        const Module *m = findModule(kSheetModuleId);
        QTemporaryDir dir;
        store::GameStore lib;
        QVERIFY(lib.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
        QString error;
        store::GameRecord rec;
        rec.title = QStringLiteral("technology");
        rec.players << store::PlayerRecord{0, QStringLiteral("Blue"), {}, {}};
        QVERIFY(lib.beginBatch(&error));
        auto session = Session::create(lib, *m, setupFor(m->id(), seed), rec, &error);
        QVERIFY2(session, qPrintable(error));
        const auto typeOf = [](const QJsonObject &a) { return a.value(QStringLiteral("type")).toString(); };
        const auto techBoughtRound = [&] { return session->state().stateJson().value(QStringLiteral("techBoughtRound")).toInt(); };
        const auto firstOf = [&](const QString &type, const QString &building = {}) -> std::optional<QJsonObject> {
            for (const QJsonObject &a : session->state().legalActions(0)) {
                if (typeOf(a) == type && (building.isEmpty() || a.value(QStringLiteral("building")).toString() == building))
                    return a;
            }
            return std::nullopt;
        };
        int purchases = 0;
        int purchaseRound = 0;
        while (!session->state().isOver() && purchases < 2) {
            std::optional<QJsonObject> next = firstOf(QStringLiteral("buy-technology"));
            if (next) {
                QVERIFY(purchases == 0 || session->state().round() > purchaseRound);
                QVERIFY(session->submit(0, *next).accepted);
                ++purchases;
                purchaseRound = session->state().round();
                QCOMPARE(techBoughtRound(), purchaseRound);
                checkStateCodec(session->state());
                // Any other Technology that round is refused by the rule.
                QJsonObject again = *next;
                for (const char *tech : {"upgrades", "source-attack", "watchtower-capacity", "cheap-rebuild", "fast-quarks",
                                         "protection", "weaken-healing", "seize", "double-upgrade"}) {
                    again[QStringLiteral("tech")] = QLatin1String(tech);
                    QCOMPARE(QString::fromStdString(session->state().validate(0, again).code), QStringLiteral("TECH_ALREADY_BOUGHT"));
                }
                continue;
            }
            next = firstOf(QStringLiteral("pay-construction"));
            if (!next && purchases == 0)
                next = firstOf(QStringLiteral("start-construction"), QStringLiteral("technology-building"));
            if (!next)
                next = firstOf(QStringLiteral("next-phase"));
            QVERIFY2(next, "the sheet has a next phase until it is over");
            QVERIFY(session->submit(0, *next).accepted);
            if (purchases == 1)
                QCOMPARE(techBoughtRound(), purchaseRound); // kept until the next purchase
        }
        QVERIFY(lib.endBatch(true, &error));
        QCOMPARE(purchases, 2); // the second in a later round
        checkStateCodec(session->state());
        const std::uint64_t hash = session->state().hash();
        const QByteArray state = bytes(session->state().stateJson());
        const qint64 id = session->gameId();
        session.reset();
        auto resumed = Session::resume(lib, id, &error);
        QVERIFY2(resumed, qPrintable(error));
        QCOMPARE(resumed->state().hash(), hash);
        QCOMPARE(bytes(resumed->state().stateJson()), state);
    }

    // Through a library file: the generic session writes the log (with refusals, undos and
    // redos); resume replays it, leaving undone actions out, and checks the recorded hash at
    // every round's end and the last action.
    void storedLogReplays_data()
    {
        QTest::addColumn<QString>("module");
        QTest::newRow("xobos") << QString::fromLatin1(kXobosModuleId);
        QTest::newRow("sheet") << QString::fromLatin1(kSheetModuleId);
        QTest::newRow("tech") << QString::fromLatin1(kTechModuleId);
        QTest::newRow("espiral") << QString::fromLatin1(kEspiralModuleId);
        QTest::newRow("invaders") << QString::fromLatin1(kInvadersModuleId);
    }
    void storedLogReplays()
    {
        QFETCH(QString, module);
        const Module *m = findModule(module.toStdString());
        QTemporaryDir dir;
        store::GameStore lib;
        QVERIFY(lib.open(dir.filePath(QStringLiteral("library.sqlite"))).ok());
        QString error;
        store::GameRecord rec;
        rec.title = QStringLiteral("conformance");
        std::unique_ptr<Instance> probe = m->setup(setupFor(m->id(), 3), &error);
        for (int p = 0; p < probe->seats(); ++p) {
            store::PlayerRecord pr;
            pr.seat = p;
            pr.name = QStringLiteral("P%1").arg(p + 1);
            rec.players << pr;
        }
        if (m->id() == kXobosModuleId) {
            rec.boardName = QStringLiteral("standard");
            QFile board(QStringLiteral(":/boards/standard.json"));
            QVERIFY(board.open(QIODevice::ReadOnly));
            rec.boardJson = board.readAll();
        }
        QVERIFY(lib.beginBatch(&error)); // one transaction: a few hundred actions without a sync each
        auto session = Session::create(lib, *m, setupFor(m->id(), 3), rec, &error);
        QVERIFY2(session, qPrintable(error));
        std::mt19937_64 rng(3);
        int refused = 0;
        int undos = 0;
        while (!session->state().isOver()) {
            const std::vector<int> acting = session->state().actingSeats();
            const int seat = acting[rng() % acting.size()];
            const std::vector<QJsonObject> legal = session->state().legalActions(seat);
            const QJsonObject action = legal[rng() % legal.size()];
            const std::uint64_t before = session->state().hash();
            Session::Result r = session->submit(seat, action);
            QVERIFY2(r.accepted, qPrintable(r.storeError));
            QVERIFY(!r.rows.isEmpty());
            QCOMPARE(r.rows.front().kind, QStringLiteral("action"));
            // Undo never crosses a reveal; otherwise it restores the position exactly (and
            // the resumed game below leaves the undone action out).
            QCOMPARE(session->canUndo(seat), !anyReveal(r.events));
            if (session->canUndo(seat) && undos < 8) {
                const std::uint64_t after = session->state().hash();
                const Session::Result u = session->undo(seat);
                QVERIFY2(u.accepted, qPrintable(u.storeError));
                QCOMPARE(u.rows.front().kind, QStringLiteral("undo"));
                QCOMPARE(session->state().hash(), before);
                QVERIFY(session->canRedo(seat));
                QCOMPARE(bytes(session->redoable(seat)->action), bytes(action));
                // Every other time redo plays it again; else the seat submits it anew.
                const Session::Result again = undos % 2 == 0 ? session->redo(seat) : session->submit(seat, action);
                QVERIFY2(again.accepted, qPrintable(again.storeError));
                QCOMPARE(again.rows.front().kind, QStringLiteral("action"));
                QCOMPARE(session->state().hash(), after);
                QVERIFY(!session->canRedo(seat));
                ++undos;
            }
            if (refused < 3) { // a refusal is logged, and changes nothing
                const QByteArray before = bytes(session->state().stateJson());
                QJsonObject bad{{QStringLiteral("type"), QStringLiteral("no-such-action")}};
                const Session::Result no = session->submit(seat, bad);
                QVERIFY(!no.accepted);
                QCOMPARE(QString::fromStdString(no.violation.code), QString::fromLatin1(kBadActionCode));
                QCOMPARE(no.rows.size(), 1);
                QCOMPARE(no.rows.front().kind, QStringLiteral("rejected"));
                QCOMPARE(bytes(session->state().stateJson()), before);
                ++refused;
            }
        }
        QVERIFY(lib.endBatch(true, &error));
        QVERIFY(undos > 0);
        const std::uint64_t hash = session->state().hash();
        const qint64 id = session->gameId();
        session.reset();
        auto resumed = Session::resume(lib, id, &error);
        QVERIFY2(resumed, qPrintable(error));
        QCOMPARE(resumed->state().hash(), hash);
        QCOMPARE(QString::fromLatin1(resumed->module().id()), module);
        QVERIFY(lib.game(id)->finished.isValid());
        QCOMPARE(lib.game(id)->module, module);
        QCOMPARE(lib.game(id)->rulesVersion, m->rulesVersion());
    }

private:
    // Legal actions of other seats, legal actions by a seat that may not act, and mangled
    // actions: whatever is refused changes nothing.
    void checkRefusalsChangeNothing(Instance &g, int seat, const std::vector<QJsonObject> &legal, std::mt19937_64 &rng)
    {
        const QByteArray before = bytes(g.stateJson());
        const std::uint64_t hash = g.hash();
        std::vector<std::pair<int, QJsonObject>> probes;
        for (int q = -1; q <= g.seats(); ++q) {
            if (q != seat)
                probes.emplace_back(q, legal[rng() % legal.size()]);
        }
        QJsonObject mangled = legal[rng() % legal.size()];
        mangled[QStringLiteral("type")] = QStringLiteral("no-such-action");
        probes.emplace_back(seat, mangled);
        for (const QString &key : legal.front().keys()) {
            if (key == QLatin1String("type"))
                continue;
            QJsonObject far = legal.front();
            far[key] = 99; // an index or amount out of every range
            probes.emplace_back(seat, far);
        }
        for (const auto &[q, action] : probes) {
            const Violation v = g.validate(q, action);
            if (v.ok())
                continue;
            QVERIFY(!v.rule.empty());
            std::vector<CodedEvent> events;
            const Violation applied = g.apply(q, action, &events);
            QCOMPARE(applied, v);
            QVERIFY(events.empty());
            QCOMPARE(bytes(g.stateJson()), before);
            QCOMPARE(g.hash(), hash);
        }
    }

    void checkStateCodec(const Instance &g)
    {
        std::unique_ptr<Instance> copy = g.clone();
        QString error;
        QVERIFY2(copy->setStateJson(g.stateJson(), &error), qPrintable(error));
        QCOMPARE(copy->hash(), g.hash());
        QCOMPARE(bytes(copy->stateJson()), bytes(g.stateJson()));
        for (const Viewer &v : viewersOtherThan(kNoSeat, g.seats())) {
            const QByteArray view = bytes(g.view(v));
            QCOMPARE(bytes(QJsonDocument::fromJson(view).object()), view);
            QCOMPARE(bytes(copy->view(v)), view);
        }
    }

    // For each seat p: a state that differs only in p's hidden values looks the same to
    // everyone else, and the next action (by someone else) shows them the same events,
    // unless it reveals something by the rules (a combat, a phase change).
    void checkHiddenValuesStayHidden(const Instance &g, int actor, const QJsonObject &action, std::uint64_t salt)
    {
        for (int p = 0; p < g.seats(); ++p) {
            std::unique_ptr<Instance> other = g.perturbedFor(p, salt + static_cast<std::uint64_t>(p));
            QVERIFY2(other->invariants().empty(), "a perturbed state stays consistent");
            if (other->hash() == g.hash())
                continue; // nothing hidden to change here
            for (const Viewer &v : viewersOtherThan(p, g.seats()))
                QCOMPARE(bytes(other->view(v)), bytes(g.view(v)));
            if (actor == p)
                continue;
            std::unique_ptr<Instance> a = g.clone();
            std::vector<CodedEvent> ea;
            std::vector<CodedEvent> eb;
            if (!a->apply(actor, action, &ea).ok() || !other->apply(actor, action, &eb).ok())
                continue;
            if (anyReveal(ea) || anyReveal(eb))
                continue;
            for (const Viewer &v : viewersOtherThan(p, g.seats())) {
                QCOMPARE(visibleTo(eb, v), visibleTo(ea, v));
                QCOMPARE(bytes(other->view(v)), bytes(a->view(v)));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestGameConformance)
#include "tst_game_conformance.moc"
