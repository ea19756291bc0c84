// SPDX-License-Identifier: GPL-3.0-or-later
// Guardians of Xobos in table mode (issue #29): each seat's phone page and its secret
// entries (the Leader choice, connections, constructions, upgrades, healing, arming, the
// Development actions and ending one's Development phase). The page is built from
// GameController::liveViewFor(Viewer::seat(seat)) alone; the entries offered are the seat's
// legal actions that the access policy (secrets::AccessPolicy) lets that seat's own view
// enter now, with the sheet's own labels; a phone's entry is submitted on the controller's
// path (GameController::submitFromSeat) under the same policy as the seat's own view, and a
// refusal comes back with reasonTextFor(code, the seat). Public actions stay on the laptop.
#pragma once

#include "net/tablehost.h"
#include "ui/secrets/accesspolicy.h"

#include <QCoreApplication>

namespace xobos::ui {
class GameController;
class HandOver;
}

namespace xobos::ui::secrets {

class XobosPhoneHost : public net::TableHost
{
    Q_DECLARE_TR_FUNCTIONS(xobos::ui::secrets::XobosPhoneHost)

public:
    XobosPhoneHost(GameController &controller, const HandOver &handOver);

    int seats() const override;
    QString seatName(int seat) const override;
    QJsonObject seatPage(int seat) const override;
    Reply submit(int seat, const QJsonObject &action) override;

private:
    // The window's context as the seat's own view: no cover on a phone.
    AccessContext phoneContext(int seat) const;

    GameController &m_controller;
    const HandOver &m_handOver;
};

} // namespace xobos::ui::secrets
