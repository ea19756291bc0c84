// SPDX-License-Identifier: GPL-3.0-or-later
// TECH in table mode (issue #29): each seat's phone page and its sealed deployment entered
// there. The page is built from the session's view for that seat alone
// (Instance::view(Viewer::ofSeat(seat))) and the seat's own secret legal actions; texts are
// the window's (techtext.h), refusals the laptop's sentence and rule id. The submit goes
// through the function given (TechWindow::submitFromPhone: the window's own path, which
// stores, refreshes and puts the cover back up). Phones enter sealed choices only: every
// public action stays on the laptop, where the table sees it.
#pragma once

#include "net/tablehost.h"

#include <QCoreApplication>
#include <QStringList>

#include <functional>

namespace xobos::game {
class Session;
}

namespace xobos::ui::tech {

class TechPhoneHost : public net::TableHost
{
    Q_DECLARE_TR_FUNCTIONS(xobos::ui::tech::TechPhoneHost)

public:
    using Submit = std::function<net::TableHost::Reply(int seat, const QJsonObject &action)>;
    TechPhoneHost(const game::Session &session, const QStringList &names, Submit submit);

    int seats() const override;
    QString seatName(int seat) const override;
    QJsonObject seatPage(int seat) const override;
    Reply submit(int seat, const QJsonObject &action) override;

    // The reply for a session's result (the laptop's refusal sentence).
    static Reply replyFor(bool accepted, const std::string &code, const std::string &rule, const QString &storeError);

private:
    const game::Session &m_session;
    QStringList m_names;
    Submit m_submit;
};

} // namespace xobos::ui::tech
