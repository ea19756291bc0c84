// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/boardeditor/problemtext.h"

#include <QCoreApplication>

namespace xobos::ui {

namespace {
// lupdate files these strings under the context "BoardProblemText".
struct BoardProblemText
{
    Q_DECLARE_TR_FUNCTIONS(BoardProblemText)
};
} // namespace

QString problemText(rules::BoardProblemCode code)
{
    using C = rules::BoardProblemCode;
    switch (code) {
    case C::NoSpaces: return BoardProblemText::tr("The board has no spaces");
    case C::EmptyId: return BoardProblemText::tr("A space or quarter has no id");
    case C::DuplicateSpaceId: return BoardProblemText::tr("Two spaces share an id");
    case C::DuplicateQuarterId: return BoardProblemText::tr("Two quarters share an id");
    case C::UnknownSpaceInLane: return BoardProblemText::tr("A lane names an unknown space");
    case C::LaneToItself: return BoardProblemText::tr("A lane joins a space to itself");
    case C::DuplicateLane: return BoardProblemText::tr("Two lanes join the same spaces");
    case C::DisconnectedMap: return BoardProblemText::tr("Spaces not reachable from the first space");
    case C::QuarterIndexOutOfRange: return BoardProblemText::tr("A space names an unknown quarter");
    case C::CrossingInvalid: return BoardProblemText::tr("Invalid crossing");
    case C::NoQuarters: return BoardProblemText::tr("The board has no quarters");
    case C::TooManyQuarters: return BoardProblemText::tr("More than four quarters");
    case C::UnknownSpaceInQuarter: return BoardProblemText::tr("A quarter names an unknown space");
    case C::QuarterBaseCount: return BoardProblemText::tr("A Base needs exactly four spaces");
    case C::BaseSpaceKind: return BoardProblemText::tr("A Base space is not of kind Base");
    case C::IrradiatedBase: return BoardProblemText::tr("A Base space is irradiated");
    case C::BaseSpaceUnassigned: return BoardProblemText::tr("A Base space belongs to no quarter");
    case C::BaseSpaceShared: return BoardProblemText::tr("A Base space belongs to two quarters");
    case C::QuarterWithoutExit: return BoardProblemText::tr("A quarter has no Base exit");
    case C::ExitSpaceKind: return BoardProblemText::tr("A Base exit is not of kind Exit");
    case C::ExitNotAdjacentToBase: return BoardProblemText::tr("A Base exit does not touch its Base");
    case C::ExitUnassigned: return BoardProblemText::tr("An exit space is no quarter's exit");
    case C::ExitShared: return BoardProblemText::tr("Two quarters share an exit");
    case C::GuardianStartInvalid: return BoardProblemText::tr("Invalid Guardian starting spaces");
    case C::SeatsMissing: return BoardProblemText::tr("No seating for any player count");
    case C::SeatCount: return BoardProblemText::tr("Wrong number of seats");
    case C::SeatQuarterUnknown: return BoardProblemText::tr("A seat names an unknown quarter");
    case C::DuplicateSeatQuarter: return BoardProblemText::tr("Two seats share a quarter");
    case C::TwoPlayerSeatsNotNeighbours: return BoardProblemText::tr("Two-player quarters are not neighbours");
    case C::EnergySourceNotNextToIrradiated: return BoardProblemText::tr("Energy Source without an irradiated neighbour");
    }
    return QString::fromLatin1(rules::boardProblemCode(code));
}

} // namespace xobos::ui
