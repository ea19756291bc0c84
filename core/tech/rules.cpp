// SPDX-License-Identifier: GPL-3.0-or-later
#include "tech/rules.h"

#include <bit>
#include <cstdlib>
#include <utility>

namespace xobos::tech {

namespace {

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

int ui(Unit u)
{
    return static_cast<int>(u);
}

Refusal refuse(const char *code, const char *rule)
{
    return Refusal{code, rule};
}

bool validCell(int c)
{
    return c >= 0 && c < kCells;
}

bool adjacent(int a, int b)
{
    const int dr = std::abs(a / 3 - b / 3);
    const int dc = std::abs(a % 3 - b % 3);
    return a != b && dr <= 1 && dc <= 1;
}

// The board as bit masks of the nine cells (bit c: cell c), built in one pass over it.
struct Masks {
    unsigned empty = 0;
    std::array<unsigned, kSeats> own{};
    std::array<std::array<unsigned, kUnitTypes>, kSeats> unit{}; // own[seat] by unit type
    unsigned stacked = 0; // height 2 or more
    unsigned full = 0;    // height kMaxStack
};

Masks masks(const State &s)
{
    Masks m;
    for (int c = 0; c < kCells; ++c) {
        const Cell &cell = s.board[at(c)];
        if (cell.empty()) {
            m.empty |= 1u << c;
            continue;
        }
        m.unit[at(cell.owner)][at(static_cast<int>(cell.unit))] |= 1u << c;
        m.stacked |= static_cast<unsigned>(cell.height >= 2) << c;
        m.full |= static_cast<unsigned>(cell.height >= kMaxStack) << c;
    }
    for (int seat = 0; seat < kSeats; ++seat)
        m.own[at(seat)] = m.unit[at(seat)][0] | m.unit[at(seat)][1] | m.unit[at(seat)][2];
    return m;
}

// The cells of each line of kLines, as masks.
constexpr std::array<unsigned, kLines.size()> kLineCells = [] {
    std::array<unsigned, kLines.size()> m{};
    for (std::size_t l = 0; l < kLines.size(); ++l) {
        for (int c : kLines[l])
            m[l] |= 1u << c;
    }
    return m;
}();

// For each set of cells, the lines (bit l: kLines[l]) it holds entirely.
constexpr std::array<std::uint8_t, 1u << kCells> kLinesWithin = [] {
    std::array<std::uint8_t, 1u << kCells> w{};
    for (unsigned cells = 0; cells < w.size(); ++cells) {
        for (std::size_t l = 0; l < kLineCells.size(); ++l) {
            if ((cells & kLineCells[l]) == kLineCells[l])
                w[cells] = static_cast<std::uint8_t>(w[cells] | (1u << l));
        }
    }
    return w;
}();

// The number of cells in a mask, from a table (std::popcount is a library call on the
// baseline x86-64 this builds for).
constexpr std::array<std::uint8_t, 1u << kCells> kCellCount = [] {
    std::array<std::uint8_t, 1u << kCells> n{};
    for (unsigned m = 1; m < n.size(); ++m)
        n[m] = static_cast<std::uint8_t>(n[m >> 1] + (m & 1u));
    return n;
}();

int cellCount(unsigned cells)
{
    return kCellCount[cells];
}

// The king steps from each cell, as masks.
constexpr std::array<unsigned, kCells> kNeighbours = [] {
    std::array<unsigned, kCells> n{};
    for (int a = 0; a < kCells; ++a) {
        for (int b = 0; b < kCells; ++b) {
            const int dr = a / 3 - b / 3;
            const int dc = a % 3 - b % 3;
            if (a != b && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1)
                n[static_cast<std::size_t>(a)] |= 1u << b;
        }
    }
    return n;
}();

unsigned emptyCells(const State &s)
{
    unsigned empty = 0;
    for (int c = 0; c < kCells; ++c)
        empty |= static_cast<unsigned>(s.board[at(c)].empty()) << c;
    return empty;
}

bool anyEmpty(const State &s)
{
    for (const Cell &c : s.board) {
        if (c.empty())
            return true;
    }
    return false;
}

int supplyOf(const State &s, int seat)
{
    int n = 0;
    for (int t = 0; t < kUnitTypes; ++t)
        n += s.supply[at(seat)][at(t)];
    return n;
}

// T-CLASH: Swords beat Shields, Shields beat Archers, Archers beat Swords (v3: the other way).
bool beats(Unit a, Unit b, Ruleset r)
{
    if (r == Ruleset::V3)
        return (a == Unit::Sword && b == Unit::Archer) || (a == Unit::Archer && b == Unit::Shield)
            || (a == Unit::Shield && b == Unit::Sword);
    return (a == Unit::Sword && b == Unit::Shield) || (a == Unit::Shield && b == Unit::Archer)
        || (a == Unit::Archer && b == Unit::Sword);
}

void place(State &s, int seat, Unit u, int cell)
{
    s.board[at(cell)] = Cell{seat, u, 1};
    --s.supply[at(seat)][at(ui(u))];
}

template<std::size_t N> Event ev(const char (&kind)[N], int seat = -1)
{
    Event e;
    e.kind.assign(kind, N - 1);
    e.seat = seat;
    return e;
}

// T-LINE: a line scores 3 for its owner when it is formed; it scores again only if it is
// broken and formed anew.
void scoreLines(State &s, std::vector<Event> &out)
{
    std::array<unsigned, kSeats> own{};
    for (int c = 0; c < kCells; ++c) {
        if (!s.board[at(c)].empty())
            own[at(s.board[at(c)].owner)] |= 1u << c;
    }
    for (int seat = 0; seat < kSeats; ++seat) {
        const std::uint8_t mask = kLinesWithin[own[at(seat)]];
        const unsigned formed = mask & ~s.lines[at(seat)] & 0xffu;
        for (unsigned f = formed; f != 0; f &= f - 1) {
            const int l = std::countr_zero(f);
            s.linePoints[at(seat)] += 3;
            s.freshLines[at(seat)] = static_cast<std::uint8_t>(s.freshLines[at(seat)] | (1u << l));
            Event e = ev("line", seat);
            e.value = l;
            out.push_back(std::move(e));
        }
        s.lines[at(seat)] = mask;
    }
}

void finish(State &s, std::vector<Event> &out, bool early)
{
    s.phase = Phase::Over;
    s.endedEarly = early;
    Event e = ev("over", s.winner());
    e.value = s.round;
    out.push_back(std::move(e));
}

void endRound(State &s, std::vector<Event> &out);

void enterBonus(State &s, std::vector<Event> &out)
{
    const int first = s.firstPlayer;
    const int second = 1 - first;
    if (s.bonus[at(first)] > 0)
        s.toMove = first;
    else if (s.bonus[at(second)] > 0)
        s.toMove = second;
    else
        return endRound(s, out);
    s.phase = Phase::Bonus;
    Event e = ev("phase", s.toMove);
    e.value = s.round;
    out.push_back(std::move(e));
}

void enterAction(State &s, std::vector<Event> &out)
{
    s.phase = Phase::Action;
    s.acted = {false, false};
    s.toMove = s.firstPlayer;
    Event e = ev("phase", s.toMove);
    e.value = s.round;
    out.push_back(std::move(e));
    // T-NO-ACTION: when neither player can act in the action phase the game is over at once.
    if (!canAct(s, 0) && !canAct(s, 1))
        finish(s, out, true);
}

// A (new or repeated) sealed deployment; a seat with no legal deployment gains a bonus
// action instead (T-NO-DEPLOY).
void startDeployment(State &s, std::vector<Event> &out)
{
    s.phase = Phase::Deploy;
    s.sealed.clear();
    bool anyone = false;
    for (int seat = 0; seat < kSeats; ++seat) {
        if (canDeploy(s, seat)) {
            anyone = true;
        } else if (s.ties == 0) {
            ++s.bonus[at(seat)];
            Event e = ev("bonus", seat);
            e.value = 2;
            out.push_back(std::move(e));
        }
    }
    if (!anyone)
        enterAction(s, out);
}

void endRound(State &s, std::vector<Event> &out)
{
    // T-LINE, each-round option: a line standing since an earlier round scores again.
    for (int seat = 0; seat < kSeats; ++seat) {
        for (std::size_t l = 0; l < kLines.size() && s.lineScoring == LineScoring::EachRound; ++l) {
            if ((s.lines[at(seat)] & (1u << l)) && !(s.freshLines[at(seat)] & (1u << l))) {
                s.linePoints[at(seat)] += 3;
                Event e = ev("line", seat);
                e.value = static_cast<int>(l);
                out.push_back(std::move(e));
            }
        }
        s.freshLines[at(seat)] = 0;
    }
    if (s.round >= kRounds)
        return finish(s, out, false);
    ++s.round;
    s.firstPlayer = 1 - s.firstPlayer;
    s.ties = 0;
    s.bonus = {0, 0};
    Event e = ev("phase", s.firstPlayer);
    e.value = s.round;
    out.push_back(std::move(e));
    startDeployment(s, out);
}

bool waitingFor(const State &s, int seat)
{
    return canDeploy(s, seat) && !s.sealed.committed(seat);
}

void resolve(State &s, std::vector<Event> &out)
{
    std::array<std::optional<Choice>, kSeats> c{s.sealed.ownChoice(0), s.sealed.ownChoice(1)};
    s.sealed.clear();
    Event r = ev("revealed");
    if (c[0]) {
        r.unit = ui(c[0]->unit);
        r.cell = c[0]->cell;
    }
    if (c[1]) {
        r.otherUnit = ui(c[1]->unit);
        r.otherCell = c[1]->cell;
    }
    if (!c[0] || !c[1] || c[0]->cell != c[1]->cell) {
        r.value = 0;
        out.push_back(std::move(r));
        for (int seat = 0; seat < kSeats; ++seat) {
            if (c[at(seat)])
                place(s, seat, c[at(seat)]->unit, c[at(seat)]->cell);
        }
        scoreLines(s, out);
        return enterAction(s, out);
    }
    if (c[0]->unit == c[1]->unit) { // T-TIE
        ++s.ties;
        r.value = s.ties < kMaxTies ? 2 : 3;
        out.push_back(std::move(r));
        if (s.ties < kMaxTies)
            return startDeployment(s, out);
        for (int seat = 0; seat < kSeats; ++seat) {
            ++s.bonus[at(seat)];
            Event e = ev("bonus", seat);
            e.value = 1;
            out.push_back(std::move(e));
        }
        return enterAction(s, out);
    }
    const int winner = beats(c[0]->unit, c[1]->unit, s.ruleset) ? 0 : 1;
    const int loser = 1 - winner;
    r.value = 1;
    r.seat = loser;
    out.push_back(std::move(r));
    place(s, winner, c[at(winner)]->unit, c[at(winner)]->cell);
    scoreLines(s, out);
    if (anyEmpty(s)) { // T-CLASH-REPLACE
        s.phase = Phase::Replace;
        s.replacer = loser;
        s.replaceUnit = c[at(loser)]->unit;
        return;
    }
    ++s.bonus[at(loser)]; // T-CLASH-NO-SPACE
    Event e = ev("bonus", loser);
    e.value = 0;
    out.push_back(std::move(e));
    enterAction(s, out);
}

// A unit of the seat's supply onto an empty space (a sealed choice or an action's deploy).
Refusal placementRefusal(const State &s, int seat, Unit unit, int cell)
{
    if (!validCell(cell))
        return refuse("BAD_SPACE", "T-BOARD");
    if (s.supply[at(seat)][at(ui(unit))] <= 0)
        return refuse("NO_UNIT_LEFT", "T-SUPPLY");
    if (!s.board[at(cell)].empty())
        return refuse("SPACE_OCCUPIED", "T-DEPLOY-EMPTY");
    return {};
}

// The rules of one action-turn action on the board, whoever's turn it is.
Refusal turnRefusal(const State &s, int seat, const Action &a)
{
    if (const auto *d = std::get_if<Deploy>(&a))
        return placementRefusal(s, seat, d->unit, d->cell);
    if (const auto *m = std::get_if<Move>(&a)) {
        if (!validCell(m->from) || !validCell(m->to))
            return refuse("BAD_SPACE", "T-BOARD");
        const Cell &from = s.board[at(m->from)];
        if (from.empty() || from.owner != seat)
            return refuse("NOT_YOUR_UNIT", "T-OWN-UNIT");
        if (from.unit == Unit::Archer)
            return refuse("ARCHER_CANNOT_MOVE", "T-ARCHER");
        if (!adjacent(m->from, m->to))
            return refuse("NOT_A_KING_STEP", "T-KING-STEP");
        const Cell &to = s.board[at(m->to)];
        if (to.empty())
            return {};
        if (to.owner == seat) {
            if (from.unit != Unit::Shield || to.unit != Unit::Shield)
                return refuse("CANNOT_STACK", "T-STACK");
            if (to.height >= kMaxStack)
                return refuse("STACK_FULL", "T-STACK-MAX");
            return {};
        }
        if (to.height >= 2)
            return refuse("STACK_INVULNERABLE", "T-STACK-INVULNERABLE");
        if (from.unit == Unit::Sword && to.unit == Unit::Archer)
            return refuse("SWORD_CANNOT_CAPTURE_ARCHER", "T-SWORD");
        if (from.unit == Unit::Shield && to.unit == Unit::Sword)
            return refuse("SHIELD_CANNOT_CAPTURE_SWORD", "T-SHIELD");
        return {};
    }
    if (const auto *k = std::get_if<Kill>(&a)) {
        if (!validCell(k->from) || !validCell(k->target))
            return refuse("BAD_SPACE", "T-BOARD");
        const Cell &from = s.board[at(k->from)];
        if (from.empty() || from.owner != seat)
            return refuse("NOT_YOUR_UNIT", "T-OWN-UNIT");
        if (from.unit != Unit::Archer)
            return refuse("ONLY_ARCHERS_KILL", "T-KILL");
        const Cell &to = s.board[at(k->target)];
        if (to.empty() || to.owner == seat)
            return refuse("NO_ENEMY_THERE", "T-KILL");
        if (to.height >= 2)
            return refuse("STACK_INVULNERABLE", "T-STACK-INVULNERABLE");
        if (to.unit == Unit::Shield)
            return refuse("ARCHER_CANNOT_KILL_SHIELD", "T-ARCHER");
        return {};
    }
    return refuse("NOT_A_TURN_ACTION", "T-PHASE");
}

// The legal actions of a seat come in groups, each one kind of action with one unit type
// (Commit, Deploy) or one starting cell (Move, Kill) and the mask of the cells it may go
// to, generated directly from the board's masks: the rules of validate() in another form
// (tst_tech_rules compares the two on many random states). Groups and the cells in each
// come in legalActions()'s order: Commit or Replace, then Deploy (by unit type, then cell),
// Move (by start, then destination), Kill (by Archer, then target); a Pass comes last.
enum class GroupKind : std::uint8_t { Commit, Replace, Deploy, Move, Kill };

struct Group {
    GroupKind kind;
    int from;       // the unit type (Commit, Deploy) or the starting cell (Move, Kill)
    unsigned cells; // the destinations or targets
};

struct Groups {
    std::array<Group, kUnitTypes + 2 * kCells> list{}; // at most 3 deploys, 9 moves or kills
    int size = 0;
    int count = 0; // actions in all groups
    void add(GroupKind kind, int from, unsigned cells)
    {
        if (cells == 0)
            return;
        list[at(size++)] = Group{kind, from, cells};
        count += cellCount(cells);
    }
};

// The deployments and unit actions of an action turn, whoever's turn it is (turnRefusal()).
void turnGroups(const State &s, const Masks &m, int seat, Groups &g)
{
    for (int t = 0; t < kUnitTypes; ++t) {
        if (s.supply[at(seat)][at(t)] > 0)
            g.add(GroupKind::Deploy, t, m.empty);
    }
    const auto &mine = m.unit[at(seat)];
    const auto &theirs = m.unit[at(1 - seat)];
    const std::size_t sword = at(ui(Unit::Sword)), archer = at(ui(Unit::Archer)), shield = at(ui(Unit::Shield));
    // A step to an empty space; a Shield's onto a friendly Shield or stack below three; a
    // capture of an enemy unit that is no stack of 2 or more and that the unit may take.
    const unsigned swordTakes = (theirs[sword] | theirs[shield]) & ~m.stacked;
    const unsigned shieldTakes = ((theirs[shield] | theirs[archer]) & ~m.stacked) | (mine[shield] & ~m.full);
    for (unsigned f = mine[sword] | mine[shield]; f != 0; f &= f - 1) {
        const int c = std::countr_zero(f);
        const bool isShield = (mine[shield] >> c) & 1u;
        const unsigned reach = m.empty | (isShield ? shieldTakes : swordTakes);
        g.add(GroupKind::Move, c, kNeighbours[at(c)] & reach);
    }
    // An Archer kills an enemy Swordsman or Archer anywhere (never a Shield; those never stack).
    const unsigned targets = (theirs[sword] | theirs[archer]) & ~m.stacked;
    for (unsigned f = mine[archer]; f != 0; f &= f - 1)
        g.add(GroupKind::Kill, std::countr_zero(f), targets);
}

// Every group of actions validate() accepts from `seat` now (a Pass aside).
void legalGroups(const State &s, int seat, Groups &g)
{
    if (seat < 0 || seat >= kSeats)
        return;
    switch (s.phase) {
    case Phase::Deploy: {
        if (s.sealed.committed(seat))
            return;
        const unsigned empty = emptyCells(s); // none: no legal deployment (canDeploy())
        for (int t = 0; t < kUnitTypes; ++t) {
            if (s.supply[at(seat)][at(t)] > 0)
                g.add(GroupKind::Commit, t, empty);
        }
        return;
    }
    case Phase::Replace:
        if (seat == s.replacer)
            g.add(GroupKind::Replace, -1, emptyCells(s));
        return;
    case Phase::Action:
    case Phase::Bonus:
        if (seat == s.toMove)
            turnGroups(s, masks(s), seat, g);
        return;
    case Phase::Over:
        return;
    }
}

// A Pass is legal: the seat's turn and no other action (T-MUST-GO).
bool passLegal(const State &s, int seat, const Groups &g)
{
    return (s.phase == Phase::Action || s.phase == Phase::Bonus) && seat == s.toMove && g.count == 0;
}

Action groupAction(const Group &g, int cell)
{
    switch (g.kind) {
    case GroupKind::Commit: return Commit{static_cast<Unit>(g.from), cell};
    case GroupKind::Replace: return Replace{cell};
    case GroupKind::Deploy: return Deploy{static_cast<Unit>(g.from), cell};
    case GroupKind::Move: return Move{g.from, cell};
    case GroupKind::Kill: return Kill{g.from, cell};
    }
    return Pass{};
}

void doTurn(State &s, int seat, const Action &a, std::vector<Event> &out)
{
    if (const auto *d = std::get_if<Deploy>(&a)) {
        place(s, seat, d->unit, d->cell);
        Event e = ev("deployed", seat);
        e.unit = ui(d->unit);
        e.cell = d->cell;
        out.push_back(std::move(e));
    } else if (const auto *m = std::get_if<Move>(&a)) {
        Cell &from = s.board[at(m->from)];
        Cell &to = s.board[at(m->to)];
        Event e = ev("moved", seat);
        e.unit = ui(from.unit);
        e.from = m->from;
        e.cell = m->to;
        const Unit mover = from.unit;
        // T-STACK-MOVE: only the top unit of a stack moves.
        if (--from.height == 0)
            from = Cell{};
        if (to.empty()) {
            to = Cell{seat, mover, 1};
        } else if (to.owner == seat) {
            e.kind = "stacked";
            e.value = ++to.height;
        } else {
            e.kind = "captured";
            e.otherUnit = ui(to.unit);
            ++s.prison[at(seat)][at(ui(to.unit))];
            to = Cell{seat, mover, 1};
        }
        out.push_back(std::move(e));
    } else if (const auto *k = std::get_if<Kill>(&a)) {
        Cell &to = s.board[at(k->target)];
        Event e = ev("killed", seat);
        e.from = k->from;
        e.cell = k->target;
        e.otherUnit = ui(to.unit);
        ++s.killed[at(to.owner)][at(ui(to.unit))];
        to = Cell{};
        out.push_back(std::move(e));
    } else {
        out.push_back(ev("passed", seat));
    }
    scoreLines(s, out);
}

} // namespace

const char *unitName(Unit u)
{
    switch (u) {
    case Unit::Sword: return "sword";
    case Unit::Archer: return "archer";
    case Unit::Shield: return "shield";
    }
    return "sword";
}

const char *phaseName(Phase p)
{
    switch (p) {
    case Phase::Deploy: return "deployment";
    case Phase::Replace: return "re-placement";
    case Phase::Action: return "action";
    case Phase::Bonus: return "bonus";
    case Phase::Over: return "over";
    }
    return "over";
}

const char *rulesetName(Ruleset r)
{
    return r == Ruleset::V3 ? "v3" : "standard";
}

const char *lineScoringName(LineScoring l)
{
    return l == LineScoring::EachRound ? "each-round" : "when-formed";
}

int unitsOfEachType(Ruleset r)
{
    return r == Ruleset::V3 ? 10 : kUnitsOfEachType;
}

int unitPoints(Unit u, Ruleset r)
{
    switch (u) {
    case Unit::Sword: return r == Ruleset::V3 ? 3 : 2;
    case Unit::Archer: return r == Ruleset::V3 ? 2 : 3;
    case Unit::Shield: return 1;
    }
    return 0;
}

int boardPoints(const State &s, int seat)
{
    int n = 0;
    for (const Cell &c : s.board) {
        if (c.empty() || c.owner != seat)
            continue;
        // T-STACK-POINTS: a full stack of three Shields is worth 4 (v3: 3), a stack of two 2.
        const bool full = c.unit == Unit::Shield && c.height == kMaxStack && s.ruleset == Ruleset::Standard;
        n += full ? 4 : unitPoints(c.unit, s.ruleset) * c.height;
    }
    return n;
}

int prisonPoints(const State &s, int seat)
{
    int n = 0;
    for (int t = 0; t < kUnitTypes; ++t)
        n += s.prison[at(seat)][at(t)] * unitPoints(static_cast<Unit>(t), s.ruleset);
    return n;
}

int State::total(int seat) const
{
    return boardPoints(*this, seat) + prisonPoints(*this, seat) + linePoints[at(seat)];
}

int State::piecesOnBoard(int seat) const
{
    int n = 0;
    for (const Cell &c : board) {
        if (!c.empty() && c.owner == seat)
            n += c.height;
    }
    return n;
}

int State::winner() const
{
    if (total(0) != total(1))
        return total(0) > total(1) ? 0 : 1;
    if (piecesOnBoard(0) != piecesOnBoard(1))
        return piecesOnBoard(0) > piecesOnBoard(1) ? 0 : 1;
    return -1; // T-END-TIE: a shared win
}

State start(int firstPlayer, Ruleset ruleset, LineScoring lines)
{
    State s;
    s.ruleset = ruleset;
    s.lineScoring = lines;
    s.firstPlayer = firstPlayer;
    s.toMove = firstPlayer;
    const int n = unitsOfEachType(ruleset);
    for (auto &sup : s.supply)
        sup = {n, n, n};
    return s;
}

bool canDeploy(const State &s, int seat)
{
    return supplyOf(s, seat) > 0 && anyEmpty(s);
}

bool canAct(const State &s, int seat)
{
    if (seat < 0 || seat >= kSeats)
        return false;
    if (canDeploy(s, seat))
        return true;
    Groups g;
    turnGroups(s, masks(s), seat, g);
    return g.count > 0;
}

Refusal validate(const State &s, int seat, const Action &a)
{
    if (seat < 0 || seat >= kSeats)
        return refuse("NOT_A_PLAYER", "T-SEAT");
    if (s.phase == Phase::Over)
        return refuse("GAME_OVER", "T-END");
    if (const auto *c = std::get_if<Commit>(&a)) {
        if (s.phase != Phase::Deploy)
            return refuse("NOT_DEPLOYMENT_PHASE", "T-PHASE");
        if (!canDeploy(s, seat))
            return refuse("NO_LEGAL_DEPLOYMENT", "T-NO-DEPLOY");
        if (s.sealed.committed(seat))
            return refuse("ALREADY_COMMITTED", "T-SEALED");
        return placementRefusal(s, seat, c->unit, c->cell);
    }
    if (const auto *r = std::get_if<Replace>(&a)) {
        if (s.phase != Phase::Replace)
            return refuse("NOT_REPLACEMENT", "T-CLASH-REPLACE");
        if (seat != s.replacer)
            return refuse("NOT_YOUR_TURN", "T-CLASH-REPLACE");
        if (!validCell(r->cell))
            return refuse("BAD_SPACE", "T-BOARD");
        if (!s.board[at(r->cell)].empty())
            return refuse("SPACE_OCCUPIED", "T-CLASH-REPLACE");
        return {};
    }
    if (s.phase != Phase::Action && s.phase != Phase::Bonus)
        return refuse("NOT_ACTION_PHASE", "T-PHASE");
    if (seat != s.toMove)
        return refuse("NOT_YOUR_TURN", s.phase == Phase::Action ? "T-TURN" : "T-BONUS");
    if (std::holds_alternative<Pass>(a)) {
        if (canAct(s, seat))
            return refuse("MUST_ACT", "T-MUST-GO");
        return {};
    }
    return turnRefusal(s, seat, a);
}

std::vector<Event> apply(State &s, int seat, const Action &a)
{
    std::vector<Event> out;
    apply(s, seat, a, out);
    return out;
}

void apply(State &s, int seat, const Action &a, std::vector<Event> &out)
{
    if (const auto *c = std::get_if<Commit>(&a)) {
        s.sealed.commit(seat, Choice{c->unit, c->cell});
        Event own = ev("chose", seat);
        own.unit = ui(c->unit);
        own.cell = c->cell;
        out.push_back(std::move(own));
        out.push_back(ev("committed", seat));
        if (!waitingFor(s, 0) && !waitingFor(s, 1))
            resolve(s, out);
        return;
    }
    if (const auto *r = std::get_if<Replace>(&a)) {
        place(s, seat, s.replaceUnit, r->cell);
        Event e = ev("replaced", seat);
        e.unit = ui(s.replaceUnit);
        e.cell = r->cell;
        out.push_back(std::move(e));
        s.replacer = -1;
        s.replaceUnit = Unit::Sword;
        scoreLines(s, out);
        enterAction(s, out);
        return;
    }
    doTurn(s, seat, a, out);
    if (s.phase == Phase::Action) {
        s.acted[at(seat)] = true;
        const int other = 1 - seat;
        if (!s.acted[at(other)])
            s.toMove = other;
        else
            enterBonus(s, out);
        return;
    }
    --s.bonus[at(seat)];
    const int other = 1 - seat;
    if (s.bonus[at(other)] > 0)
        s.toMove = other;
    else if (s.bonus[at(seat)] <= 0)
        endRound(s, out);
}

std::vector<int> actingSeats(const State &s)
{
    switch (s.phase) {
    case Phase::Deploy: {
        std::vector<int> out;
        for (int seat = 0; seat < kSeats; ++seat) {
            if (waitingFor(s, seat))
                out.push_back(seat);
        }
        return out;
    }
    case Phase::Replace: return {s.replacer};
    case Phase::Action:
    case Phase::Bonus: return {s.toMove};
    case Phase::Over: return {};
    }
    return {};
}

std::vector<Action> legalActions(const State &s, int seat)
{
    Groups g;
    legalGroups(s, seat, g);
    std::vector<Action> out;
    if (g.count > 0)
        out.reserve(static_cast<std::size_t>(g.count));
    for (int i = 0; i < g.size; ++i) {
        for (unsigned cells = g.list[at(i)].cells; cells != 0; cells &= cells - 1)
            out.push_back(groupAction(g.list[at(i)], std::countr_zero(cells)));
    }
    if (passLegal(s, seat, g))
        out.push_back(Pass{});
    return out;
}

std::optional<Action> randomLegalAction(const State &s, int seat, std::mt19937_64 &rng)
{
    Groups g;
    legalGroups(s, seat, g);
    const bool pass = passLegal(s, seat, g);
    if (g.count == 0 && !pass)
        return std::nullopt;
    // The same draw as legalActions()[rng() % size]: the group holding position k, then the
    // k-th cell left in it.
    auto k = static_cast<int>(rng() % static_cast<std::uint64_t>(g.count + (pass ? 1 : 0)));
    if (pass)
        return Pass{};
    const Group *group = g.list.data();
    while (k >= cellCount(group->cells))
        k -= cellCount((group++)->cells);
    unsigned cells = group->cells;
    for (; k > 0; --k)
        cells &= cells - 1;
    return groupAction(*group, std::countr_zero(cells));
}

std::uint64_t hash(const State &s)
{
    std::uint64_t h = 1469598103934665603ull;
    const auto mix = [&h](int v) {
        h ^= static_cast<std::uint64_t>(static_cast<std::uint32_t>(v));
        h *= 1099511628211ull;
    };
    mix(static_cast<int>(s.ruleset));
    mix(static_cast<int>(s.lineScoring));
    mix(s.round);
    mix(static_cast<int>(s.phase));
    mix(s.firstPlayer);
    mix(s.toMove);
    for (bool b : s.acted)
        mix(b ? 1 : 0);
    for (const Cell &c : s.board) {
        mix(c.owner);
        mix(ui(c.unit));
        mix(c.height);
    }
    for (int seat = 0; seat < kSeats; ++seat) {
        for (int t = 0; t < kUnitTypes; ++t) {
            mix(s.supply[at(seat)][at(t)]);
            mix(s.prison[at(seat)][at(t)]);
            mix(s.killed[at(seat)][at(t)]);
        }
        mix(s.linePoints[at(seat)]);
        mix(s.bonus[at(seat)]);
        mix(s.lines[at(seat)]);
        mix(s.freshLines[at(seat)]);
        const auto &c = s.sealed.ownChoice(seat);
        mix(c ? 1 : 0);
        mix(c ? ui(c->unit) : -1);
        mix(c ? c->cell : -1);
    }
    mix(s.ties);
    mix(s.replacer);
    mix(ui(s.replaceUnit));
    mix(s.endedEarly ? 1 : 0);
    return h;
}

std::vector<std::string> invariants(const State &s)
{
    std::vector<std::string> out;
    if (s.round < 1 || s.round > kRounds)
        out.push_back("round out of 1..10");
    if (s.firstPlayer < 0 || s.firstPlayer >= kSeats || s.toMove < 0 || s.toMove >= kSeats)
        out.push_back("first player or player to move out of range");
    std::array<std::array<int, kUnitTypes>, kSeats> onBoard{};
    for (const Cell &c : s.board) {
        if (c.empty()) {
            if (c.owner != -1)
                out.push_back("an empty space with an owner");
            continue;
        }
        if (c.owner < 0 || c.owner >= kSeats || c.height < 0 || c.height > kMaxStack)
            out.push_back("a space with a bad owner or height");
        else if (c.height > 1 && c.unit != Unit::Shield)
            out.push_back("a stack of units other than Shields");
        else
            onBoard[at(c.owner)][at(ui(c.unit))] += c.height;
    }
    for (int seat = 0; seat < kSeats; ++seat) {
        for (int t = 0; t < kUnitTypes; ++t) {
            const int n = s.supply[at(seat)][at(t)] + onBoard[at(seat)][at(t)] + s.prison[at(1 - seat)][at(t)]
                + s.killed[at(seat)][at(t)];
            if (n != unitsOfEachType(s.ruleset))
                out.push_back(std::string("seat ") + std::to_string(seat) + ": " + unitName(static_cast<Unit>(t))
                              + "s do not add up to the set");
            if (s.supply[at(seat)][at(t)] < 0)
                out.push_back("negative supply");
        }
        if (s.linePoints[at(seat)] % 3 != 0 || s.linePoints[at(seat)] < 0)
            out.push_back("line points not a multiple of 3");
        if (s.bonus[at(seat)] < 0)
            out.push_back("negative bonus actions");
        if (s.phase != Phase::Deploy && s.sealed.committed(seat))
            out.push_back("a sealed choice outside the deployment");
        if (const auto &c = s.sealed.ownChoice(seat); c && (!validCell(c->cell) || !s.board[at(c->cell)].empty()))
            out.push_back("a sealed choice of an occupied space");
    }
    if (s.phase == Phase::Replace && (s.replacer < 0 || s.replacer >= kSeats || !anyEmpty(s)))
        out.push_back("a re-placement with no loser or no empty space");
    if (s.phase != Phase::Replace && s.replacer != -1)
        out.push_back("a loser outside the re-placement");
    if (s.ties < 0 || s.ties > kMaxTies)
        out.push_back("ties out of 0..3");
    return out;
}

} // namespace xobos::tech
