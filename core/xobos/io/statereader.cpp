// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a state (statecodec.h): the StateReader checks types, ranges and references, then
// the invariants. Writing is statecodec.cpp.
#include "statecodec.h"

#include "codecfields.h"

#include "xobos/rules/engine.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace xobos::io {

using namespace rules;

namespace {

constexpr int kMaxStock = 999999; // resources and crystals; far from int overflow in the engine

// Reads a whole state; every reference is checked against what was read before it.
class StateReader
{
public:
    StateReader(std::shared_ptr<const Board> board, QStringList *errors)
        : m_board(std::move(board))
        , m_errors(errors)
    { }

    std::optional<GameState> read(const QJsonObject &root, const QString &path);

private:
    const Board &board() const { return *m_board; }
    std::optional<int> player(FieldReader &f, const char *key, bool required, bool allowNull);
    void readPlayer(const QJsonObject &o, const QString &path, int seat);
    void readGuardian(const QJsonValue &v, const QString &path, Guardian &g);
    void readQuarks(FieldReader &f, const char *key, std::vector<int> &counts);
    void readBuilding(const QJsonValue &v, const QString &path);
    void readAttack(const QJsonValue &v, const QString &path);
    void readPending(const QJsonValue &v, const QString &path);
    void readCombatStep(const QJsonValue &v, const QString &path);
    void linkConstructions(const QString &path);
    void checkReferences(const QString &path);

    std::shared_ptr<const Board> m_board;
    QStringList *m_errors;
    GameState m_s;
    std::vector<std::string> m_names;
    std::vector<std::vector<std::pair<int, QString>>> m_guardianBuildingPaths; // per player: (guardian, path)
};

std::optional<int> StateReader::player(FieldReader &f, const char *key, bool required, bool allowNull)
{
    const QJsonValue v = f.value(key);
    if (v.isUndefined()) {
        if (required)
            f.error(QLatin1String(key), QStringLiteral("required field is missing"));
        return std::nullopt;
    }
    if (allowNull && v.isNull())
        return kNoPlayer;
    return playerFromJson(v, m_names, f.pathOf(QLatin1String(key)), m_errors);
}

std::optional<GameState> StateReader::read(const QJsonObject &root, const QString &path)
{
    const qsizetype errorsBefore = m_errors->size();
    FieldReader f(root, path, m_errors);
    m_s.board = m_board;
    if (const auto v = f.choice("variant", variantNames(), false))
        m_s.variant = static_cast<Variant>(*v);
    if (f.has("ruleset")) {
        if (const auto r = rulesetFromJson(f.value("ruleset"), f.pathOf(QStringLiteral("ruleset")), m_errors))
            m_s.ruleset = *r;
    }
    if (f.has("seed")) {
        if (const auto seed = seedFromJson(f.value("seed"), f.pathOf(QStringLiteral("seed")), m_errors))
            m_s.seed = *seed;
    }
    m_s.round = f.integer("round", 1, 1, kLastRound);
    m_s.phase = static_cast<Phase>(f.choice("phase", phaseNames(), false).value_or(static_cast<int>(Phase::Movement)));
    m_s.turnsTaken = f.integer("turnsTaken", 0, 0, kMaxPlayers);
    m_s.resolving = f.boolean("resolving", false);

    // Players first: their names are what other fields may refer to.
    const auto players = f.array("players", true);
    if (players) {
        if (players->size() < kMinPlayers || players->size() > kMaxPlayers) {
            f.error(QStringLiteral("players"), QStringLiteral("a game has 2 to 4 players, found %1").arg(players->size()));
        } else {
            for (qsizetype i = 0; i < players->size(); ++i) {
                const QJsonObject po = players->at(i).toObject();
                const QJsonValue name = po.value(QStringLiteral("name"));
                m_names.push_back(name.isString() ? name.toString().toStdString()
                                                  : "Player " + std::to_string(i + 1));
            }
            m_guardianBuildingPaths.resize(m_names.size());
            for (qsizetype i = 0; i < players->size(); ++i) {
                const QString pp = childPath(f.pathOf(QStringLiteral("players")), i);
                if (!players->at(i).isObject()) {
                    addError(m_errors, pp, QStringLiteral("expected an object, found %1").arg(describeJson(players->at(i))));
                    continue;
                }
                readPlayer(players->at(i).toObject(), pp, static_cast<int>(i));
            }
        }
    }
    const int n = static_cast<int>(m_names.size());
    m_s.firstPlayer = player(f, "firstPlayer", false, false).value_or(0);
    m_s.currentPlayer = player(f, "currentPlayer", false, false).value_or(m_s.firstPlayer);

    if (const auto a = f.array("buildings", false)) {
        for (qsizetype i = 0; i < a->size(); ++i)
            readBuilding(a->at(i), childPath(f.pathOf(QStringLiteral("buildings")), i));
    }
    if (const auto a = f.array("attacks", false)) {
        for (qsizetype i = 0; i < a->size(); ++i)
            readAttack(a->at(i), childPath(f.pathOf(QStringLiteral("attacks")), i));
    }
    if (const auto a = f.array("pending", false)) {
        for (qsizetype i = 0; i < a->size(); ++i)
            readPending(a->at(i), childPath(f.pathOf(QStringLiteral("pending")), i));
    }
    if (const auto a = f.array("combatPlan", false)) {
        for (qsizetype i = 0; i < a->size(); ++i)
            readCombatStep(a->at(i), childPath(f.pathOf(QStringLiteral("combatPlan")), i));
    }
    m_s.combatCursor = f.integer("combatCursor", 0, 0, static_cast<int>(m_s.combatPlan.size()));

    // The tiles left: by default four of each minus those the players own.
    m_s.techStock.fill(kTilesPerTech);
    for (const PlayerState &p : m_s.players) {
        for (int t = 0; t < kTechCount; ++t)
            m_s.techStock[static_cast<std::size_t>(t)] -= p.tech[static_cast<std::size_t>(t)] ? 1 : 0;
    }
    if (const auto stock = f.object("techStock", false)) {
        FieldReader sf(*stock, f.pathOf(QStringLiteral("techStock")), m_errors);
        for (int t = 0; t < kTechCount; ++t) {
            const auto v = sf.integer(techName(static_cast<Tech>(t)), false, 0, kTilesPerTech);
            if (v)
                m_s.techStock[static_cast<std::size_t>(t)] = *v;
        }
        sf.finish();
    }
    f.finish();
    if (m_errors->size() != errorsBefore || n < kMinPlayers)
        return std::nullopt;

    linkConstructions(path);
    checkReferences(path);
    if (m_errors->size() != errorsBefore)
        return std::nullopt;
    m_s.refreshOccupancy(); // derived, not stored (see Occupancy in state.h)
    for (const std::string &problem : checkInvariants(m_s))
        addError(m_errors, path, QStringLiteral("inconsistent state: ") + QString::fromStdString(problem));
    if (m_errors->size() != errorsBefore)
        return std::nullopt;
    return m_s;
}

void StateReader::readPlayer(const QJsonObject &o, const QString &path, int seat)
{
    FieldReader f(o, path, m_errors);
    PlayerState p;
    p.name = m_names[static_cast<std::size_t>(seat)];
    f.string("name", false);
    const int n = static_cast<int>(m_names.size());
    const auto &seats = board().seatQuarters[static_cast<std::size_t>(n)];
    p.quarter = seat < static_cast<int>(seats.size()) ? seats[static_cast<std::size_t>(seat)]
                                                     : (seat < static_cast<int>(board().quarters.size()) ? seat : kNoQuarter);
    if (const auto q = f.string("quarter", false)) {
        p.quarter = kNoQuarter;
        for (std::size_t i = 0; i < board().quarters.size(); ++i) {
            if (QString::fromStdString(board().quarters[i].id) == *q)
                p.quarter = static_cast<int>(i);
        }
        if (p.quarter == kNoQuarter)
            f.error(QStringLiteral("quarter"), QStringLiteral("unknown quarter id \"%1\"").arg(*q));
    } else if (p.quarter == kNoQuarter) {
        f.error(QStringLiteral("quarter"), QStringLiteral("required field is missing (the board has no quarter for this seat)"));
    }
    if (const auto g = f.array("guardians", true)) {
        if (g->size() != kGuardiansPerPlayer) {
            f.error(QStringLiteral("guardians"), QStringLiteral("expected 4 Guardians, found %1").arg(g->size()));
        } else {
            for (int i = 0; i < kGuardiansPerPlayer; ++i) {
                const QString gp = childPath(f.pathOf(QStringLiteral("guardians")), i);
                readGuardian(g->at(i), gp, p.guardians[static_cast<std::size_t>(i)]);
                if (p.guardians[static_cast<std::size_t>(i)].building >= 0)
                    m_guardianBuildingPaths[static_cast<std::size_t>(seat)].emplace_back(i, gp);
            }
        }
    }
    p.quarks.assign(board().spaces.size(), 0);
    p.quarksMoved.assign(board().spaces.size(), 0);
    readQuarks(f, "quarks", p.quarks);
    readQuarks(f, "quarksMoved", p.quarksMoved);
    p.resources = f.integer("resources", 0, 0, kMaxStock);
    p.crystals = f.integer("crystals", 0, 0, kMaxStock);
    if (const auto tech = f.array("tech", false)) {
        for (qsizetype i = 0; i < tech->size(); ++i) {
            if (const auto t = readChoice(tech->at(i), childPath(f.pathOf(QStringLiteral("tech")), i), techNames(), m_errors))
                p.tech[static_cast<std::size_t>(*t)] = true;
        }
    }
    p.leaderChosen = f.boolean("leaderChosen", m_s.phase != Phase::Setup);
    p.eliminated = f.boolean("eliminated", false);
    p.techBoughtThisRound = f.boolean("techBoughtThisRound", false);
    p.pursuedThisRound = f.boolean("pursuedThisRound", false);
    p.attackedThisTurn = f.boolean("attackedThisTurn", false);
    p.leaderChangedThisRound = f.boolean("leaderChangedThisRound", false);
    p.developmentDone = f.boolean("developmentDone", false);
    f.finish();
    m_s.players.push_back(std::move(p));
}

void StateReader::readGuardian(const QJsonValue &v, const QString &path, Guardian &g)
{
    if (!v.isObject()) {
        addError(m_errors, path, QStringLiteral("expected an object, found %1").arg(describeJson(v)));
        return;
    }
    FieldReader f(v.toObject(), path, m_errors);
    const bool hasSpace = f.has("space") && !f.value("space").isNull();
    g.alive = f.boolean("alive", hasSpace);
    g.space = f.space("space", board(), g.alive, true).value_or(kNoSpace);
    if (!g.alive && g.space != kNoSpace)
        f.error(QStringLiteral("space"), QStringLiteral("a destroyed Guardian is not on the board (use null)"));
    g.leader = f.boolean("leader", false);
    g.basePower = f.integer("basePower", g.leader ? 2 : 1, 1, kMaxPower);
    g.health = f.integer("health", g.alive ? kMaxHealth : 0, 0, kMaxHealth);
    g.upgradeKind = static_cast<UpgradeKind>(f.choice("upgradeKind", upgradeKindNames(), false).value_or(0));
    g.upgrades = f.integer("upgrades", 0, 0, 2);
    g.slot = static_cast<ConnectionKind>(f.choice("slot", connectionKindNames(), false).value_or(0));
    g.slotTarget = f.integer("slotTarget", -1, -1, kGuardiansPerPlayer - 1);
    if ((g.slot == ConnectionKind::Reinforcement || g.slot == ConnectionKind::Healing) && g.slotTarget < 0)
        f.error(QStringLiteral("slotTarget"), QStringLiteral("required field is missing (the connected Guardian, 0 to 3)"));
    g.building = f.integer("building", -1, -1, 999);
    g.movedThisRound = f.boolean("moved", false);
    f.finish();
}

void StateReader::readQuarks(FieldReader &f, const char *key, std::vector<int> &counts)
{
    const auto o = f.object(key, false);
    if (!o)
        return;
    const QString base = f.pathOf(QLatin1String(key));
    for (auto it = o->begin(); it != o->end(); ++it) {
        const QString p = childPath(base, it.key());
        const int space = board().spaceIndex(it.key().toStdString());
        if (space < 0) {
            addError(m_errors, p, QStringLiteral("unknown space id \"%1\"").arg(it.key()));
            continue;
        }
        if (const auto c = readInteger(it.value(), p, 0, kQuarksPerPlayer, m_errors))
            counts[static_cast<std::size_t>(space)] = *c;
    }
}

void StateReader::readBuilding(const QJsonValue &v, const QString &path)
{
    if (!v.isObject()) {
        addError(m_errors, path, QStringLiteral("expected an object, found %1").arg(describeJson(v)));
        return;
    }
    FieldReader f(v.toObject(), path, m_errors);
    Building b;
    b.owner = player(f, "owner", true, false).value_or(kNoPlayer);
    b.type = static_cast<BuildingType>(f.choice("type", buildingTypeNames(), true).value_or(0));
    b.space = f.space("space", board(), true).value_or(kNoSpace);
    b.complete = f.boolean("complete", true);
    b.paid = f.integer("paid", b.complete ? buildingCost(b.type) : 1, 0, 5);
    b.lastPaidRound = f.integer("lastPaidRound", 0, 0, kLastRound);
    b.builder = f.integer("builder", -1, -1, kGuardiansPerPlayer - 1);
    b.ammo = f.integer("ammo", 0, 0, 6);
    b.removed = f.boolean("removed", false);
    f.finish();
    m_s.buildings.push_back(b);
}

void StateReader::readAttack(const QJsonValue &v, const QString &path)
{
    if (!v.isObject()) {
        addError(m_errors, path, QStringLiteral("expected an object, found %1").arg(describeJson(v)));
        return;
    }
    FieldReader f(v.toObject(), path, m_errors);
    AttackToken t;
    t.owner = player(f, "owner", true, false).value_or(kNoPlayer);
    t.from = f.space("from", board(), true).value_or(kNoSpace);
    t.to = f.space("to", board(), true).value_or(kNoSpace);
    t.counter = f.boolean("counter", false);
    // A countered token's other side is, unless said otherwise, whoever holds its target.
    t.counterOwner = player(f, "counterOwner", false, true).value_or(t.counter && t.to >= 0 ? m_s.unitOwnerAt(t.to) : kNoPlayer);
    f.finish();
    m_s.attacks.push_back(t);
}

void StateReader::readPending(const QJsonValue &v, const QString &path)
{
    if (!v.isObject()) {
        addError(m_errors, path, QStringLiteral("expected an object, found %1").arg(describeJson(v)));
        return;
    }
    FieldReader f(v.toObject(), path, m_errors);
    Pending p;
    p.kind = static_cast<PendingKind>(f.choice("kind", pendingKindNames(), true).value_or(0));
    p.player = player(f, "player", true, false).value_or(kNoPlayer);
    const int tokens = static_cast<int>(m_s.attacks.size());
    if (tokens == 0)
        f.error(QStringLiteral("token"), QStringLiteral("there is no attack token for a pending choice"));
    p.token = f.integer("token", true, 0, std::max(tokens - 1, 0)).value_or(-1);
    p.duringCombat = f.boolean("duringCombat", false);
    f.finish();
    m_s.pending.push_back(p);
}

void StateReader::readCombatStep(const QJsonValue &v, const QString &path)
{
    if (!v.isObject()) {
        addError(m_errors, path, QStringLiteral("expected an object, found %1").arg(describeJson(v)));
        return;
    }
    FieldReader f(v.toObject(), path, m_errors);
    CombatStep c;
    c.battle = f.boolean("battle", false);
    c.player = player(f, "player", true, false).value_or(kNoPlayer);
    c.target = f.space("target", board(), false, true).value_or(kNoSpace);
    const int tokens = static_cast<int>(m_s.attacks.size());
    if (const auto a = f.array("tokens", true)) {
        if (a->isEmpty())
            f.error(QStringLiteral("tokens"), QStringLiteral("a combat step resolves at least one attack token"));
        for (qsizetype i = 0; i < a->size(); ++i) {
            const QString tp = childPath(f.pathOf(QStringLiteral("tokens")), i);
            if (tokens == 0) {
                addError(m_errors, tp, QStringLiteral("there is no attack token"));
                continue;
            }
            if (const auto t = readInteger(a->at(i), tp, 0, tokens - 1, m_errors))
                c.tokens.push_back(*t);
        }
    }
    f.finish();
    m_s.combatPlan.push_back(c);
}

// Hand-written setups name a construction's builder on the building only; the Guardian's
// Connection Slot is filled in here (a construction takes the slot, R-CONN-SLOT).
void StateReader::linkConstructions(const QString &path)
{
    for (std::size_t i = 0; i < m_s.buildings.size(); ++i) {
        Building &b = m_s.buildings[i];
        if (b.removed || b.complete)
            continue;
        if (b.builder < 0) {
            int owner = kNoPlayer;
            const int g = m_s.guardianAt(b.space, &owner);
            if (g >= 0 && owner == b.owner)
                b.builder = g;
        }
        if (b.builder < 0)
            continue;
        Guardian &g = m_s.guardian(b.owner, b.builder);
        if (g.slot == ConnectionKind::None && g.building < 0) {
            g.slot = ConnectionKind::Construction;
            g.building = static_cast<int>(i);
        } else if (g.slot != ConnectionKind::Construction || g.building != static_cast<int>(i)) {
            addError(m_errors, childPath(childPath(path, QStringLiteral("buildings")), static_cast<qsizetype>(i)),
                     QStringLiteral("its builder's Connection Slot holds something else"));
        }
    }
}

// References the invariants do not check but the engine relies on.
void StateReader::checkReferences(const QString &path)
{
    const int buildings = static_cast<int>(m_s.buildings.size());
    for (std::size_t p = 0; p < m_guardianBuildingPaths.size(); ++p) {
        for (const auto &[g, gp] : m_guardianBuildingPaths[p]) {
            const int b = m_s.guardian(static_cast<int>(p), g).building;
            if (b >= buildings)
                addError(m_errors, childPath(gp, QStringLiteral("building")),
                         QStringLiteral("there is no building #%1").arg(b));
            else if (m_s.buildings[static_cast<std::size_t>(b)].owner != static_cast<int>(p))
                addError(m_errors, childPath(gp, QStringLiteral("building")),
                         QStringLiteral("building #%1 belongs to another player").arg(b));
        }
    }
    for (std::size_t i = 0; i < m_s.buildings.size(); ++i) {
        const Building &b = m_s.buildings[i];
        if (b.complete && b.builder >= 0)
            addError(m_errors, childPath(childPath(path, QStringLiteral("buildings")), static_cast<qsizetype>(i)),
                     QStringLiteral("a finished building has no builder"));
    }
    if (m_s.phase == Phase::Movement && !m_s.resolving && m_s.player(m_s.currentPlayer).eliminated)
        addError(m_errors, childPath(path, QStringLiteral("currentPlayer")),
                 QStringLiteral("the current player has been eliminated"));
    if (m_s.resolving && m_s.phase != Phase::Movement)
        addError(m_errors, childPath(path, QStringLiteral("resolving")),
                 QStringLiteral("combat is resolved only at the end of the Movement phase"));
    if (!m_s.pending.empty() && m_s.phase != Phase::Movement)
        addError(m_errors, childPath(path, QStringLiteral("pending")),
                 QStringLiteral("choices are pending only in the Movement phase"));
    for (std::size_t i = 0; i < m_s.pending.size(); ++i) {
        const Pending &p = m_s.pending[i];
        const AttackToken &t = m_s.attacks[static_cast<std::size_t>(p.token)];
        if (p.kind == PendingKind::PursuitChoice && p.player != t.owner)
            addError(m_errors, childPath(childPath(path, QStringLiteral("pending")), static_cast<qsizetype>(i)),
                     QStringLiteral("only the attacker of a token can pursue along it"));
    }
}

} // namespace

std::optional<GameState> stateFromJson(const QJsonValue &value, std::shared_ptr<const Board> board,
                                       const QString &path, QStringList *errors)
{
    QStringList local;
    if (!board) {
        addError(errors, path, QStringLiteral("no board to read the state on"));
        return std::nullopt;
    }
    if (!value.isObject()) {
        addError(errors, path, QStringLiteral("expected a state object, found %1").arg(describeJson(value)));
        return std::nullopt;
    }
    StateReader reader(std::move(board), &local);
    auto state = reader.read(value.toObject(), path);
    if (errors)
        errors->append(local);
    return state;
}

} // namespace xobos::io
