// SPDX-License-Identifier: GPL-3.0-or-later
// Texts of sheet-only mode: why a sheet action was refused, what a Technology allows,
// what an accepted action did. All translatable.
#pragma once

#include "sheet/sheet.h"

#include <QObject>
#include <QString>

namespace xobos::ui::companion {

class SheetText : public QObject
{
    Q_OBJECT

public:
    static QString reason(const rules::sheet::SheetViolation &violation);
    static QString techAllows(rules::Tech tech);
    // "Guardian 3"; `object`: named as the object of a verb (Polish "Strażnika 3").
    static QString guardianName(int guardian, bool object = false);
    static QString phaseName(rules::sheet::SheetPhase phase);
    static QString crystalReason(rules::sheet::CrystalReason reason);
    // One line of the player's record: "Guardian 2 starts a Mine".
    static QString actionText(const rules::sheet::SheetAction &action);
    // "Done: …" for the status line after an accepted action.
    static QString outcome(const rules::sheet::SheetState &after, const rules::sheet::SheetAction &action,
                           const rules::sheet::SheetOutcome &outcome);
};

} // namespace xobos::ui::companion
