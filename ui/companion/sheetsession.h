// SPDX-License-Identifier: GPL-3.0-or-later
// One sheet-only game kept in the game library (GameRecord.kind "sheet"): the sheet's
// state, kept in step with its log. Every accepted action is written as an "action" row
// (docs/sheet-format.md) before the state changes; a refused one as a "rejected" row.
// Resume replays the action rows and compares the state hash of the last one.
#pragma once

#include "xobos/rules/sheet.h"
#include "store/gamestore.h"

#include <QString>

#include <memory>
#include <vector>

namespace xobos::ui::companion {

class SheetSession
{
public:
    static std::unique_ptr<SheetSession> create(store::GameStore &store, const rules::sheet::SheetSetup &setup, QString *error);
    static std::unique_ptr<SheetSession> resume(store::GameStore &store, qint64 gameId, QString *error);

    qint64 gameId() const { return m_gameId; }
    const rules::sheet::SheetState &state() const { return m_state; }
    const std::vector<rules::sheet::SheetAction> &history() const { return m_history; }

    struct Result {
        rules::sheet::SheetOutcome outcome;
        QString storeError; // the rules accepted it but it could not be recorded
        bool accepted() const { return outcome.accepted() && storeError.isEmpty(); }
    };
    Result submit(const rules::sheet::SheetAction &action);

private:
    SheetSession(store::GameStore &store, qint64 id, rules::sheet::SheetState state);

    store::GameStore &m_store;
    qint64 m_gameId = 0;
    rules::sheet::SheetState m_state;
    std::vector<rules::sheet::SheetAction> m_history;
};

} // namespace xobos::ui::companion
