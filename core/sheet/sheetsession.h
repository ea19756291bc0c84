// SPDX-License-Identifier: GPL-3.0-or-later
// One sheet-only game in the game library: the generic session (game/session.h) of the
// sheet module, with the sheet's own types for the sheet window. Every accepted action is
// an "action" row (docs/sheet-format.md) written before the state changes; a refused one a
// "rejected" row. Resume replays the rows and compares the state hash at each round's end
// and the last row.
#pragma once

#include "game/session.h"
#include "sheet/sheetmodule.h"

#include <memory>
#include <vector>

namespace xobos::rules::sheet {

class SheetSession
{
public:
    static std::unique_ptr<SheetSession> create(store::GameStore &store, const SheetSetup &setup, QString *error);
    // Refuses a game of another module, with a message.
    static std::unique_ptr<SheetSession> resume(store::GameStore &store, qint64 gameId, QString *error);

    qint64 gameId() const { return m_session->gameId(); }
    const SheetState &state() const;
    std::vector<SheetAction> history() const;
    game::Session &session() const { return *m_session; }

    struct Result {
        SheetOutcome outcome;
        QString storeError; // the rules accepted it but it could not be recorded
        QList<store::LogEntry> rows; // the rows appended to the log
        bool accepted() const { return outcome.accepted() && storeError.isEmpty(); }
    };
    Result submit(const SheetAction &action);

private:
    explicit SheetSession(std::unique_ptr<game::Session> session);
    std::unique_ptr<game::Session> m_session;
};

} // namespace xobos::rules::sheet
