// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardcheck.h"

#include <algorithm>
#include <initializer_list>
#include <map>
#include <set>
#include <utility>

namespace xobos::rules {

namespace {

// Walks a board once, looking at every rule of the board format. Every index read from
// the board is range-checked before use: the board may come straight from a fuzzer.
class BoardChecker
{
public:
    explicit BoardChecker(const Board &board)
        : m_board(board)
        , m_spaceCount(static_cast<int>(board.spaces.size()))
        , m_quarterCount(static_cast<int>(board.quarters.size()))
    { }

    std::vector<BoardProblem> run()
    {
        checkSpaces();
        checkLanes();
        checkConnected();
        checkQuarters();
        checkUnassignedSpaces();
        checkSeats();
        checkEnergySources();
        return std::move(m_problems);
    }

private:
    bool validSpace(int i) const { return i >= 0 && i < m_spaceCount; }
    bool validQuarter(int q) const { return q >= 0 && q < m_quarterCount; }
    const Space &space(int i) const { return m_board.spaces[static_cast<std::size_t>(i)]; }
    const Quarter &quarter(int q) const { return m_board.quarters[static_cast<std::size_t>(q)]; }

    // How a space is named in a detail sentence: its id, or its index when it has none.
    std::string spaceName(int i) const
    {
        if (!validSpace(i))
            return "#" + std::to_string(i);
        if (space(i).id.empty())
            return "space #" + std::to_string(i);
        return "space \"" + space(i).id + "\"";
    }

    std::string quarterName(int q) const
    {
        if (!validQuarter(q) || quarter(q).id.empty())
            return "quarter #" + std::to_string(q);
        return "quarter \"" + quarter(q).id + "\"";
    }

    void report(BoardProblemCode code, std::vector<int> spaces, int q, std::string detail)
    {
        BoardProblem problem;
        problem.code = code;
        for (int i : spaces) {
            if (!validSpace(i))
                continue; // an editor can only point at spaces that exist
            problem.spaces.push_back(i);
            problem.spaceIds.push_back(space(i).id);
        }
        problem.quarter = validQuarter(q) ? q : kNoQuarter;
        problem.detail = std::move(detail);
        m_problems.push_back(std::move(problem));
    }

    void checkSpaces()
    {
        if (m_spaceCount == 0)
            report(BoardProblemCode::NoSpaces, {}, kNoQuarter, "The board has no spaces.");

        std::map<std::string, int> firstWithId;
        for (int i = 0; i < m_spaceCount; ++i) {
            const Space &s = space(i);
            if (s.id.empty()) {
                report(BoardProblemCode::EmptyId, {i}, kNoQuarter, "Space #" + std::to_string(i) + " has an empty id.");
            } else if (const auto [it, inserted] = firstWithId.emplace(s.id, i); !inserted) {
                report(BoardProblemCode::DuplicateSpaceId, {it->second, i}, kNoQuarter,
                       "Spaces #" + std::to_string(it->second) + " and #" + std::to_string(i) + " share the id \""
                           + s.id + "\".");
            }
            checkQuarterIndex(i, s.quarter, "quarter");
            checkQuarterIndex(i, s.crossingQuarter, "crossing quarter");
            if (s.crossingQuarter != kNoQuarter && s.quarter == kNoQuarter) {
                report(BoardProblemCode::CrossingInvalid, {i}, kNoQuarter,
                       "The " + spaceName(i) + " is a crossing but lies in no quarter.");
            } else if (s.crossingQuarter != kNoQuarter && s.crossingQuarter == s.quarter) {
                report(BoardProblemCode::CrossingInvalid, {i}, s.quarter,
                       "The " + spaceName(i) + " is a crossing of " + quarterName(s.quarter) + " with itself.");
            }
        }
    }

    void checkQuarterIndex(int i, int q, const char *what)
    {
        if (q == kNoQuarter || validQuarter(q))
            return;
        report(BoardProblemCode::QuarterIndexOutOfRange, {i}, kNoQuarter,
               "The " + spaceName(i) + " names " + what + " #" + std::to_string(q) + ", but the board has "
                   + std::to_string(m_quarterCount) + " quarters.");
    }

    void checkLanes()
    {
        m_adjacency.assign(static_cast<std::size_t>(m_spaceCount), {});
        std::set<std::pair<int, int>> seen;
        for (std::size_t k = 0; k < m_board.lanes.size(); ++k) {
            const auto [a, b] = m_board.lanes[k];
            const std::string lane = "Lane #" + std::to_string(k);
            if (!validSpace(a) || !validSpace(b)) {
                report(BoardProblemCode::UnknownSpaceInLane, {a, b}, kNoQuarter,
                       lane + " joins " + spaceName(a) + " and " + spaceName(b) + ", but the board has "
                           + std::to_string(m_spaceCount) + " spaces.");
                continue;
            }
            if (a == b) {
                report(BoardProblemCode::LaneToItself, {a}, kNoQuarter,
                       lane + " joins the " + spaceName(a) + " to itself.");
                continue;
            }
            if (!seen.emplace(std::min(a, b), std::max(a, b)).second) {
                report(BoardProblemCode::DuplicateLane, {a, b}, kNoQuarter,
                       lane + " joins the " + spaceName(a) + " and the " + spaceName(b) + " a second time.");
                continue;
            }
            m_adjacency[static_cast<std::size_t>(a)].push_back(b);
            m_adjacency[static_cast<std::size_t>(b)].push_back(a);
        }
    }

    bool adjacent(int a, int b) const
    {
        if (!validSpace(a) || !validSpace(b))
            return false;
        const auto &list = m_adjacency[static_cast<std::size_t>(a)];
        return std::find(list.begin(), list.end(), b) != list.end();
    }

    void checkConnected()
    {
        if (m_spaceCount == 0)
            return;
        std::vector<bool> reached(static_cast<std::size_t>(m_spaceCount), false);
        std::vector<int> queue{0};
        reached[0] = true;
        for (std::size_t head = 0; head < queue.size(); ++head) {
            for (int next : m_adjacency[static_cast<std::size_t>(queue[head])]) {
                if (!reached[static_cast<std::size_t>(next)]) {
                    reached[static_cast<std::size_t>(next)] = true;
                    queue.push_back(next);
                }
            }
        }
        std::vector<int> unreached;
        for (int i = 0; i < m_spaceCount; ++i) {
            if (!reached[static_cast<std::size_t>(i)])
                unreached.push_back(i);
        }
        if (unreached.empty())
            return;
        report(BoardProblemCode::DisconnectedMap, unreached, kNoQuarter,
               std::to_string(unreached.size()) + " spaces cannot be reached from the " + spaceName(0)
                   + " along lanes, the first being the " + spaceName(unreached.front()) + ".");
    }

    void checkQuarters()
    {
        if (m_quarterCount == 0)
            report(BoardProblemCode::NoQuarters, {}, kNoQuarter, "The board has no quarters.");
        if (m_quarterCount > kMaxQuarters) {
            report(BoardProblemCode::TooManyQuarters, {}, kNoQuarter,
                   "The board has " + std::to_string(m_quarterCount) + " quarters; at most "
                       + std::to_string(kMaxQuarters) + " are allowed.");
        }
        m_baseOwner.assign(static_cast<std::size_t>(m_spaceCount), kNoQuarter);
        m_exitOwner.assign(static_cast<std::size_t>(m_spaceCount), kNoQuarter);
        std::map<std::string, int> firstWithId;
        for (int q = 0; q < m_quarterCount; ++q) {
            const Quarter &qr = quarter(q);
            if (qr.id.empty()) {
                report(BoardProblemCode::EmptyId, {}, q, "Quarter #" + std::to_string(q) + " has an empty id.");
            } else if (const auto [it, inserted] = firstWithId.emplace(qr.id, q); !inserted) {
                report(BoardProblemCode::DuplicateQuarterId, {}, q,
                       "Quarters #" + std::to_string(it->second) + " and #" + std::to_string(q) + " share the id \""
                           + qr.id + "\".");
            }
            checkBase(q);
            checkExit(q);
        }
        // Guardian starts need every base known, so they come after all bases.
        for (int q = 0; q < m_quarterCount; ++q)
            checkGuardianStart(q);
    }

    void checkBase(int q)
    {
        const Quarter &qr = quarter(q);
        std::set<int> distinct;
        for (int i : qr.baseSpaces) {
            if (!validSpace(i)) {
                report(BoardProblemCode::UnknownSpaceInQuarter, {}, q,
                       "The base of " + quarterName(q) + " names space #" + std::to_string(i) + ", but the board has "
                           + std::to_string(m_spaceCount) + " spaces.");
                continue;
            }
            if (!distinct.insert(i).second)
                continue; // counted below as a wrong base size
            if (space(i).kind == SpaceKind::Irradiated) {
                report(BoardProblemCode::IrradiatedBase, {i}, q,
                       "The " + spaceName(i) + " in the base of " + quarterName(q) + " is irradiated.");
            } else if (space(i).kind != SpaceKind::Base) {
                report(BoardProblemCode::BaseSpaceKind, {i}, q,
                       "The " + spaceName(i) + " in the base of " + quarterName(q) + " is not of kind base.");
            }
            int &owner = m_baseOwner[static_cast<std::size_t>(i)];
            if (owner != kNoQuarter) {
                report(BoardProblemCode::BaseSpaceShared, {i}, q,
                       "The " + spaceName(i) + " is in the bases of both " + quarterName(owner) + " and "
                           + quarterName(q) + ".");
            } else {
                owner = q;
            }
        }
        if (qr.baseSpaces.size() != 4 || distinct.size() != 4) {
            report(BoardProblemCode::QuarterBaseCount, std::vector<int>(distinct.begin(), distinct.end()), q,
                   "The base of " + quarterName(q) + " has " + std::to_string(distinct.size())
                       + " distinct known spaces in a list of " + std::to_string(qr.baseSpaces.size())
                       + "; it needs exactly four.");
        }
    }

    bool inBaseOf(int i, int q) const
    {
        const auto &bs = quarter(q).baseSpaces;
        return std::find(bs.begin(), bs.end(), i) != bs.end();
    }

    bool nextToBaseOf(int i, int q) const
    {
        const auto &bs = quarter(q).baseSpaces;
        return std::any_of(bs.begin(), bs.end(), [&](int b) { return adjacent(i, b); });
    }

    void checkExit(int q)
    {
        const int e = quarter(q).exitSpace;
        if (e == -1) {
            report(BoardProblemCode::QuarterWithoutExit, {}, q, "The " + quarterName(q) + " has no exit space.");
            return;
        }
        if (!validSpace(e)) {
            report(BoardProblemCode::UnknownSpaceInQuarter, {}, q,
                   "The exit of " + quarterName(q) + " is space #" + std::to_string(e) + ", but the board has "
                       + std::to_string(m_spaceCount) + " spaces.");
            return;
        }
        if (space(e).kind != SpaceKind::BaseExit) {
            report(BoardProblemCode::ExitSpaceKind, {e}, q,
                   "The exit " + spaceName(e) + " of " + quarterName(q) + " is not of kind exit.");
        }
        int &owner = m_exitOwner[static_cast<std::size_t>(e)];
        if (owner != kNoQuarter) {
            report(BoardProblemCode::ExitShared, {e}, q,
                   "The " + spaceName(e) + " is the exit of both " + quarterName(owner) + " and " + quarterName(q)
                       + ".");
        } else {
            owner = q;
        }
        if (!nextToBaseOf(e, q)) {
            report(BoardProblemCode::ExitNotAdjacentToBase, {e}, q,
                   "The exit " + spaceName(e) + " of " + quarterName(q) + " is joined to none of its base spaces.");
        }
    }

    // Setup: "two Guardians on your Base spaces and another two on spaces adjacent to the Base".
    void checkGuardianStart(int q)
    {
        const auto &start = quarter(q).guardianStart;
        auto invalid = [&](std::vector<int> spaces, const std::string &why) {
            report(BoardProblemCode::GuardianStartInvalid, std::move(spaces), q,
                   "The Guardian start of " + quarterName(q) + " " + why + ".");
        };
        std::set<int> distinct;
        int inBase = 0;
        for (int i : start) {
            if (!validSpace(i)) {
                invalid({}, "names space #" + std::to_string(i) + ", which does not exist");
                return;
            }
            if (!distinct.insert(i).second) {
                invalid({i}, "names the " + spaceName(i) + " twice");
                return;
            }
            if (inBaseOf(i, q)) {
                ++inBase;
                continue;
            }
            const Space &s = space(i);
            if (s.kind == SpaceKind::Irradiated || s.kind == SpaceKind::EnergySource)
                invalid({i}, "uses the " + spaceName(i) + ", which is irradiated or an Energy Source");
            else if (s.kind == SpaceKind::Base || m_baseOwner[static_cast<std::size_t>(i)] != kNoQuarter)
                invalid({i}, "uses the " + spaceName(i) + ", a base space of another quarter");
            else if (!nextToBaseOf(i, q))
                invalid({i}, "uses the " + spaceName(i) + ", which is not next to the base");
        }
        if (inBase != 2) {
            invalid(std::vector<int>(start.begin(), start.end()),
                    "has " + std::to_string(inBase) + " spaces in its base instead of two");
        }
    }

    void checkUnassignedSpaces()
    {
        for (int i = 0; i < m_spaceCount; ++i) {
            const auto idx = static_cast<std::size_t>(i);
            if (space(i).kind == SpaceKind::Base && m_baseOwner[idx] == kNoQuarter) {
                report(BoardProblemCode::BaseSpaceUnassigned, {i}, kNoQuarter,
                       "The " + spaceName(i) + " is of kind base but belongs to no quarter's base.");
            }
            if (space(i).kind == SpaceKind::BaseExit && m_exitOwner[idx] == kNoQuarter) {
                report(BoardProblemCode::ExitUnassigned, {i}, kNoQuarter,
                       "The " + spaceName(i) + " is of kind exit but is no quarter's exit.");
            }
        }
    }

    void checkSeats()
    {
        bool servesSome = false;
        for (std::size_t n = 0; n < m_board.seatQuarters.size(); ++n) {
            const auto &seats = m_board.seatQuarters[n];
            if (seats.empty())
                continue;
            const std::string game = "The " + std::to_string(n) + "-player seating";
            if (n < 2) {
                report(BoardProblemCode::SeatCount, {}, kNoQuarter, game + " is set, but games need 2 to 4 players.");
                continue;
            }
            servesSome = true;
            if (seats.size() != n) {
                report(BoardProblemCode::SeatCount, {}, kNoQuarter,
                       game + " lists " + std::to_string(seats.size()) + " quarters.");
            }
            bool usable = seats.size() == n;
            std::set<int> distinct;
            for (int q : seats) {
                if (!validQuarter(q)) {
                    report(BoardProblemCode::SeatQuarterUnknown, {}, kNoQuarter,
                           game + " names quarter #" + std::to_string(q) + ", but the board has "
                               + std::to_string(m_quarterCount) + " quarters.");
                    usable = false;
                } else if (!distinct.insert(q).second) {
                    report(BoardProblemCode::DuplicateSeatQuarter, {}, q,
                           game + " seats two players in " + quarterName(q) + ".");
                    usable = false;
                }
            }
            if (n == 2 && usable)
                checkNeighbours(seats[0], seats[1]);
        }
        if (!servesSome)
            report(BoardProblemCode::SeatsMissing, {}, kNoQuarter, "The board serves no player count.");
    }

    // Two players "occupy the neighboring quarters": the quarters must share a crossing.
    void checkNeighbours(int a, int b)
    {
        for (const Space &s : m_board.spaces) {
            if (s.inQuarter(a) && s.inQuarter(b))
                return;
        }
        report(BoardProblemCode::TwoPlayerSeatsNotNeighbours, {}, a,
               "The two-player seats " + quarterName(a) + " and " + quarterName(b) + " share no crossing space.");
    }

    void checkEnergySources()
    {
        for (int i = 0; i < m_spaceCount; ++i) {
            if (space(i).kind != SpaceKind::EnergySource)
                continue;
            const auto &next = m_adjacency[static_cast<std::size_t>(i)];
            const bool fed =
                std::any_of(next.begin(), next.end(), [&](int j) { return space(j).kind == SpaceKind::Irradiated; });
            if (!fed) {
                report(BoardProblemCode::EnergySourceNotNextToIrradiated, {i}, kNoQuarter,
                       "The Energy Source " + spaceName(i) + " has no irradiated space next to it.");
            }
        }
    }

    const Board &m_board;
    const int m_spaceCount;
    const int m_quarterCount;
    std::vector<std::vector<int>> m_adjacency;
    std::vector<int> m_baseOwner;
    std::vector<int> m_exitOwner;
    std::vector<BoardProblem> m_problems;
};

} // namespace

const char *boardProblemCode(BoardProblemCode code)
{
    switch (code) {
    case BoardProblemCode::NoSpaces:
        return "NO_SPACES";
    case BoardProblemCode::EmptyId:
        return "EMPTY_ID";
    case BoardProblemCode::DuplicateSpaceId:
        return "DUPLICATE_SPACE_ID";
    case BoardProblemCode::DuplicateQuarterId:
        return "DUPLICATE_QUARTER_ID";
    case BoardProblemCode::UnknownSpaceInLane:
        return "UNKNOWN_SPACE_IN_LANE";
    case BoardProblemCode::LaneToItself:
        return "LANE_TO_ITSELF";
    case BoardProblemCode::DuplicateLane:
        return "DUPLICATE_LANE";
    case BoardProblemCode::DisconnectedMap:
        return "DISCONNECTED_MAP";
    case BoardProblemCode::QuarterIndexOutOfRange:
        return "QUARTER_INDEX_OUT_OF_RANGE";
    case BoardProblemCode::CrossingInvalid:
        return "CROSSING_INVALID";
    case BoardProblemCode::NoQuarters:
        return "NO_QUARTERS";
    case BoardProblemCode::TooManyQuarters:
        return "TOO_MANY_QUARTERS";
    case BoardProblemCode::UnknownSpaceInQuarter:
        return "UNKNOWN_SPACE_IN_QUARTER";
    case BoardProblemCode::QuarterBaseCount:
        return "QUARTER_BASE_COUNT";
    case BoardProblemCode::BaseSpaceKind:
        return "BASE_SPACE_KIND";
    case BoardProblemCode::IrradiatedBase:
        return "IRRADIATED_BASE";
    case BoardProblemCode::BaseSpaceUnassigned:
        return "BASE_SPACE_UNASSIGNED";
    case BoardProblemCode::BaseSpaceShared:
        return "BASE_SPACE_SHARED";
    case BoardProblemCode::QuarterWithoutExit:
        return "QUARTER_WITHOUT_EXIT";
    case BoardProblemCode::ExitSpaceKind:
        return "EXIT_SPACE_KIND";
    case BoardProblemCode::ExitNotAdjacentToBase:
        return "EXIT_NOT_ADJACENT_TO_BASE";
    case BoardProblemCode::ExitUnassigned:
        return "EXIT_UNASSIGNED";
    case BoardProblemCode::ExitShared:
        return "EXIT_SHARED";
    case BoardProblemCode::GuardianStartInvalid:
        return "GUARDIAN_START_INVALID";
    case BoardProblemCode::SeatsMissing:
        return "SEATS_MISSING";
    case BoardProblemCode::SeatCount:
        return "SEAT_COUNT";
    case BoardProblemCode::SeatQuarterUnknown:
        return "SEAT_QUARTER_UNKNOWN";
    case BoardProblemCode::DuplicateSeatQuarter:
        return "DUPLICATE_SEAT_QUARTER";
    case BoardProblemCode::TwoPlayerSeatsNotNeighbours:
        return "TWO_PLAYER_SEATS_NOT_NEIGHBOURS";
    case BoardProblemCode::EnergySourceNotNextToIrradiated:
        return "ENERGY_SOURCE_NOT_NEXT_TO_IRRADIATED";
    }
    return "UNKNOWN_PROBLEM";
}

std::vector<BoardProblem> validateBoard(const Board &board)
{
    return BoardChecker(board).run();
}

} // namespace xobos::rules
