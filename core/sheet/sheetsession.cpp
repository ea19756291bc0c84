// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheet/sheetsession.h"

#include "game/modules.h"
#include "sheet/sheetcodec.h"

#include <QJsonDocument>

namespace xobos::rules::sheet {

SheetSession::SheetSession(std::unique_ptr<game::Session> session)
    : m_session(std::move(session))
{ }

std::unique_ptr<SheetSession> SheetSession::create(store::GameStore &store, const SheetSetup &setup, QString *error)
{
    if (!checkSetup(setup).ok()) {
        if (error)
            *error = QStringLiteral("The setup names no Leader.");
        return nullptr;
    }
    store::GameRecord g;
    g.title = QString::fromStdString(setup.name);
    store::PlayerRecord p;
    p.seat = 0;
    p.name = QString::fromStdString(setup.name);
    g.players.append(p);
    const QJsonObject json = QJsonDocument::fromJson(sheetSetupToJson(setup)).object();
    auto session = game::Session::create(store, *game::findModule(game::kSheetModuleId), json, g, error);
    if (!session)
        return nullptr;
    return std::unique_ptr<SheetSession>(new SheetSession(std::move(session)));
}

std::unique_ptr<SheetSession> SheetSession::resume(store::GameStore &store, qint64 gameId, QString *error)
{
    const std::optional<store::GameRecord> g = store.game(gameId);
    if (!g || game::moduleIdOf(*g) != QLatin1String(game::kSheetModuleId)) {
        if (error)
            *error = QStringLiteral("Game %1 is not a sheet-only game in this library.").arg(gameId);
        return nullptr;
    }
    auto session = game::Session::resume(store, gameId, error);
    if (!session)
        return nullptr;
    return std::unique_ptr<SheetSession>(new SheetSession(std::move(session)));
}

const SheetState &SheetSession::state() const
{
    return static_cast<const game::InstanceOf<SheetRules> &>(m_session->state()).state();
}

std::vector<SheetAction> SheetSession::history() const
{
    std::vector<SheetAction> out;
    for (const game::Session::Played &p : m_session->history()) {
        if (auto a = sheetActionFromJson(p.action, nullptr))
            out.push_back(*a);
    }
    return out;
}

SheetSession::Result SheetSession::submit(const SheetAction &action)
{
    Result r;
    // The typed outcome for the sheet's status line: the same rules the session applies.
    SheetState next = state();
    r.outcome = applySheet(next, action);
    game::Session::Result g = m_session->submit(0, sheetActionToJson(action));
    r.storeError = g.storeError;
    r.rows = g.rows;
    return r;
}

} // namespace xobos::rules::sheet
