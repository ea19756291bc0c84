// SPDX-License-Identifier: GPL-3.0-or-later
// Checks that a Board is fit to play on.
//
// Contract: validateBoard() never trusts its input. Any Board value, however broken
// (indices out of range, empty vectors, no finalize() call), yields a list of problems
// and never undefined behaviour. An empty list means the board is playable. Each problem
// carries a stable machine code (boardProblemCode() gives its string form, e.g.
// "DUPLICATE_SPACE_ID"), the spaces involved (so an editor can point at them) and one
// English sentence for logs and developers; user interfaces translate from the code.
#pragma once

#include "board.h"

#include <cstdint>
#include <string>
#include <vector>

namespace xobos::rules {

enum class BoardProblemCode : std::uint8_t {
    NoSpaces, // the board has no space at all
    EmptyId, // a space or quarter has an empty id
    DuplicateSpaceId, // two spaces share an id
    DuplicateQuarterId, // two quarters share an id
    UnknownSpaceInLane, // a lane names a space index out of range
    LaneToItself, // a lane joins a space to itself
    DuplicateLane, // the same two spaces are joined twice (either direction)
    DisconnectedMap, // some spaces cannot be reached from space 0 along lanes
    QuarterIndexOutOfRange, // a space names a quarter (or crossing) that does not exist
    CrossingInvalid, // a crossing without a first quarter, or with itself
    NoQuarters, // the board has no quarter
    TooManyQuarters, // more than kMaxQuarters quarters
    UnknownSpaceInQuarter, // a quarter's base or exit names a space index out of range
    QuarterBaseCount, // a quarter's base is not exactly four distinct spaces
    BaseSpaceKind, // a base space is not of kind Base
    IrradiatedBase, // a base space is irradiated
    BaseSpaceUnassigned, // a space of kind Base belongs to no quarter's base
    BaseSpaceShared, // a base space is listed by two quarters
    QuarterWithoutExit, // a quarter has no exit space
    ExitSpaceKind, // a quarter's exit is not of kind BaseExit
    ExitNotAdjacentToBase, // a quarter's exit touches none of its base spaces
    ExitUnassigned, // a space of kind BaseExit is no quarter's exit
    ExitShared, // two quarters share one exit
    GuardianStartInvalid, // a quarter's starting spaces break the setup rule
    SeatsMissing, // the board serves no player count
    SeatCount, // the seat list for n players does not have n entries
    SeatQuarterUnknown, // a seat names a quarter index out of range
    DuplicateSeatQuarter, // two seats share a quarter
    TwoPlayerSeatsNotNeighbours, // the two-player seats share no crossing space
    EnergySourceNotNextToIrradiated, // an Energy Source has no irradiated neighbour
};

// The stable string form of a code, e.g. "DUPLICATE_SPACE_ID". Never null.
const char *boardProblemCode(BoardProblemCode code);

struct BoardProblem
{
    BoardProblemCode code = BoardProblemCode::NoSpaces;
    std::vector<int> spaces; // indices of the spaces involved (all in range)
    std::vector<std::string> spaceIds; // their ids, in the same order
    int quarter = kNoQuarter; // the quarter involved (in range), if any
    std::string detail; // one English sentence for developers and logs
};

std::vector<BoardProblem> validateBoard(const Board &board);

} // namespace xobos::rules
