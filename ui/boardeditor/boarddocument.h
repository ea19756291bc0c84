// SPDX-License-Identifier: GPL-3.0-or-later
// The board being edited: a rules::Board plus its validation problems, with change signals.
//
// Contract: every edit goes through one of the mutators below (the undo commands of
// editcommands.h call them); each one re-finalizes the board, runs rules::validateBoard()
// and emits boardChanged() then problemsChanged(). Indices given to a mutator must be in
// range (programmer errors are asserted). Removing a space or a quarter renumbers every
// reference to the ones after it (lanes, quarters' base, exit and start spaces, seats).
#pragma once

#include "xobos/rules/board.h"
#include "xobos/rules/boardcheck.h"

#include <QObject>
#include <QPointF>
#include <QString>

#include <vector>

namespace xobos::ui {

class BoardDocument : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoardDocument)

public:
    explicit BoardDocument(QObject *parent = nullptr);
    ~BoardDocument() override;

    const rules::Board &board() const { return m_board; }
    const std::vector<rules::BoardProblem> &problems() const { return m_problems; }
    bool isPlayable() const { return m_problems.empty(); }
    int spaceCount() const { return static_cast<int>(m_board.spaces.size()); }
    int quarterCount() const { return static_cast<int>(m_board.quarters.size()); }

    // Replaces the whole board (opening a file, undoing a command).
    void setBoard(const rules::Board &board);

    int addSpace(const rules::Space &space); // appended; returns its index
    void removeSpace(int space); // with its lanes
    void moveSpace(int space, QPointF pos);
    void setSpace(int space, const rules::Space &value); // every field but the position
    int addLane(int a, int b); // returns its index
    void removeLane(int lane);
    int laneIndex(int a, int b) const; // either direction; -1 when not joined
    int addQuarter(const rules::Quarter &quarter);
    void removeQuarter(int quarter);
    void setQuarter(int quarter, const rules::Quarter &value);
    void setSeats(int players, const std::vector<int> &quarters);
    void setInfo(const QString &name, const QString &version, const QString &description);

    // Ids not used yet: "s1", "s2", ... and "q1", "q2", ...
    QString unusedSpaceId() const;
    QString unusedQuarterId() const;

Q_SIGNALS:
    void boardChanged();
    void problemsChanged();

private:
    void changed();

    rules::Board m_board;
    std::vector<rules::BoardProblem> m_problems;
};

} // namespace xobos::ui
