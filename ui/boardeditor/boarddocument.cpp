// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/boardeditor/boarddocument.h"

#include "xobos/rules/types.h"

#include <algorithm>
#include <cassert>

namespace xobos::ui {

namespace {

// After removing the element at `removed`, an index pointing past it moves down by one
// and an index pointing at it becomes -1.
int renumbered(int index, int removed)
{
    if (index == removed)
        return -1;
    return index > removed ? index - 1 : index;
}

[[maybe_unused]] bool inRange(int index, std::size_t size) // used by asserts only
{
    return index >= 0 && static_cast<std::size_t>(index) < size;
}

} // namespace

BoardDocument::BoardDocument(QObject *parent)
    : QObject(parent)
{
    changed();
}

BoardDocument::~BoardDocument() = default;

void BoardDocument::setBoard(const rules::Board &board)
{
    m_board = board;
    changed();
}

int BoardDocument::addSpace(const rules::Space &space)
{
    m_board.spaces.push_back(space);
    changed();
    return spaceCount() - 1;
}

void BoardDocument::removeSpace(int space)
{
    assert(inRange(space, m_board.spaces.size()));
    m_board.spaces.erase(m_board.spaces.begin() + space);
    std::vector<std::pair<int, int>> lanes;
    for (const auto &[a, b] : m_board.lanes) {
        if (a != space && b != space)
            lanes.emplace_back(renumbered(a, space), renumbered(b, space));
    }
    m_board.lanes = std::move(lanes);
    for (rules::Quarter &q : m_board.quarters) {
        std::vector<int> base;
        for (int s : q.baseSpaces) {
            if (s != space)
                base.push_back(renumbered(s, space));
        }
        q.baseSpaces = std::move(base);
        q.exitSpace = renumbered(q.exitSpace, space);
        for (int &s : q.guardianStart)
            s = renumbered(s, space);
    }
    changed();
}

void BoardDocument::moveSpace(int space, QPointF pos)
{
    assert(inRange(space, m_board.spaces.size()));
    rules::Space &s = m_board.spaces[static_cast<std::size_t>(space)];
    s.x = pos.x();
    s.y = pos.y();
    changed();
}

void BoardDocument::setSpace(int space, const rules::Space &value)
{
    assert(inRange(space, m_board.spaces.size()));
    rules::Space &s = m_board.spaces[static_cast<std::size_t>(space)];
    const double x = s.x;
    const double y = s.y;
    s = value;
    s.x = x;
    s.y = y;
    changed();
}

int BoardDocument::addLane(int a, int b)
{
    assert(inRange(a, m_board.spaces.size()) && inRange(b, m_board.spaces.size()));
    m_board.lanes.emplace_back(a, b);
    changed();
    return static_cast<int>(m_board.lanes.size()) - 1;
}

void BoardDocument::removeLane(int lane)
{
    assert(inRange(lane, m_board.lanes.size()));
    m_board.lanes.erase(m_board.lanes.begin() + lane);
    changed();
}

int BoardDocument::laneIndex(int a, int b) const
{
    for (std::size_t i = 0; i < m_board.lanes.size(); ++i) {
        const auto &[x, y] = m_board.lanes[i];
        if ((x == a && y == b) || (x == b && y == a))
            return static_cast<int>(i);
    }
    return -1;
}

int BoardDocument::addQuarter(const rules::Quarter &quarter)
{
    m_board.quarters.push_back(quarter);
    changed();
    return quarterCount() - 1;
}

void BoardDocument::removeQuarter(int quarter)
{
    assert(inRange(quarter, m_board.quarters.size()));
    m_board.quarters.erase(m_board.quarters.begin() + quarter);
    for (rules::Space &s : m_board.spaces) {
        s.quarter = renumbered(s.quarter, quarter);
        s.crossingQuarter = renumbered(s.crossingQuarter, quarter);
    }
    // A seating that named the removed quarter no longer makes sense: it is emptied, so
    // the validator asks for a new one instead of silently seating someone elsewhere.
    for (std::vector<int> &seats : m_board.seatQuarters) {
        if (std::find(seats.begin(), seats.end(), quarter) != seats.end()) {
            seats.clear();
            continue;
        }
        for (int &q : seats)
            q = renumbered(q, quarter);
    }
    changed();
}

void BoardDocument::setQuarter(int quarter, const rules::Quarter &value)
{
    assert(inRange(quarter, m_board.quarters.size()));
    m_board.quarters[static_cast<std::size_t>(quarter)] = value;
    changed();
}

void BoardDocument::setSeats(int players, const std::vector<int> &quarters)
{
    assert(players >= rules::kMinPlayers && players <= rules::kMaxPlayers);
    m_board.seatQuarters[static_cast<std::size_t>(players)] = quarters;
    changed();
}

void BoardDocument::setInfo(const QString &name, const QString &version, const QString &description)
{
    m_board.name = name.toStdString();
    m_board.version = version.toStdString();
    m_board.description = description.toStdString();
    changed();
}

QString BoardDocument::unusedSpaceId() const
{
    for (int n = 1;; ++n) {
        const std::string id = "s" + std::to_string(n);
        if (m_board.spaceIndex(id) < 0)
            return QString::fromStdString(id);
    }
}

QString BoardDocument::unusedQuarterId() const
{
    for (int n = 1;; ++n) {
        const std::string id = "q" + std::to_string(n);
        const bool used = std::any_of(m_board.quarters.begin(), m_board.quarters.end(),
                                      [&](const rules::Quarter &q) { return q.id == id; });
        if (!used)
            return QString::fromStdString(id);
    }
}

void BoardDocument::changed()
{
    m_board.finalize();
    m_problems = rules::validateBoard(m_board);
    Q_EMIT boardChanged();
    Q_EMIT problemsChanged();
}

} // namespace xobos::ui
