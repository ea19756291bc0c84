#include "ui/boardeditor/problemtext.h"

#include <QCoreApplication>

namespace xobos::ui {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("BoardProblem", text);
}
} // namespace

QString problemText(rules::BoardProblemCode code)
{
    using C = rules::BoardProblemCode;
    switch (code) {
    case C::NoSpaces: return tr("The board has no spaces");
    case C::EmptyId: return tr("A space or quarter has no id");
    case C::DuplicateSpaceId: return tr("Two spaces share an id");
    case C::DuplicateQuarterId: return tr("Two quarters share an id");
    case C::UnknownSpaceInLane: return tr("A lane names an unknown space");
    case C::LaneToItself: return tr("A lane joins a space to itself");
    case C::DuplicateLane: return tr("Two lanes join the same spaces");
    case C::DisconnectedMap: return tr("Spaces not reachable from the first space");
    case C::QuarterIndexOutOfRange: return tr("A space names an unknown quarter");
    case C::CrossingInvalid: return tr("Invalid crossing");
    case C::NoQuarters: return tr("The board has no quarters");
    case C::TooManyQuarters: return tr("More than four quarters");
    case C::UnknownSpaceInQuarter: return tr("A quarter names an unknown space");
    case C::QuarterBaseCount: return tr("A Base needs exactly four spaces");
    case C::BaseSpaceKind: return tr("A Base space is not of kind Base");
    case C::IrradiatedBase: return tr("A Base space is irradiated");
    case C::BaseSpaceUnassigned: return tr("A Base space belongs to no quarter");
    case C::BaseSpaceShared: return tr("A Base space belongs to two quarters");
    case C::QuarterWithoutExit: return tr("A quarter has no Base exit");
    case C::ExitSpaceKind: return tr("A Base exit is not of kind Exit");
    case C::ExitNotAdjacentToBase: return tr("A Base exit does not touch its Base");
    case C::ExitUnassigned: return tr("An exit space is no quarter's exit");
    case C::ExitShared: return tr("Two quarters share an exit");
    case C::GuardianStartInvalid: return tr("Invalid Guardian starting spaces");
    case C::SeatsMissing: return tr("No seating for any player count");
    case C::SeatCount: return tr("Wrong number of seats");
    case C::SeatQuarterUnknown: return tr("A seat names an unknown quarter");
    case C::DuplicateSeatQuarter: return tr("Two seats share a quarter");
    case C::TwoPlayerSeatsNotNeighbours: return tr("Two-player quarters are not neighbours");
    case C::EnergySourceNotNextToIrradiated: return tr("Energy Source without an irradiated neighbour");
    }
    return QString::fromLatin1(rules::boardProblemCode(code));
}

} // namespace xobos::ui
