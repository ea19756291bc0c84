// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tech/techphonehost.h"

#include "game/session.h"
#include "ui/tech/techtext.h"

#include <QJsonArray>

namespace xobos::ui::tech {

TechPhoneHost::TechPhoneHost(const game::Session &session, const QStringList &names, Submit submit)
    : m_session(session)
    , m_names(names)
    , m_submit(std::move(submit))
{
}

int TechPhoneHost::seats() const
{
    return m_session.state().seats();
}

QString TechPhoneHost::seatName(int seat) const
{
    return seatText(m_names, seat);
}

QJsonObject TechPhoneHost::seatPage(int seat) const
{
    const game::Instance &state = m_session.state();
    const QJsonObject view = state.view(game::Viewer::ofSeat(seat));
    const QString phase = view.value(QStringLiteral("phase")).toString();
    QJsonArray sheet;
    sheet.append(tr("Round %1 of 10: %2").arg(view.value(QStringLiteral("round")).toInt()).arg(phaseText(phase)));
    const QJsonObject supply = view.value(QStringLiteral("supply")).toArray().at(seat).toObject();
    static const char *const units[] = {"sword", "archer", "shield"};
    for (int u = 0; u < 3; ++u)
        sheet.append(supplyText(u, supply.value(QLatin1String(units[u])).toInt()));
    const QJsonObject choice = view.value(QStringLiteral("choice")).toObject();
    if (!choice.isEmpty()) {
        sheet.append(tr("Your sealed choice: %1 on %2")
                         .arg(unitText(unitIndex(choice.value(QStringLiteral("unit")).toString())),
                              spaceText(choice.value(QStringLiteral("cell")).toInt(-1))));
    }
    const int other = 1 - seat;
    const bool otherIn = view.value(QStringLiteral("committed")).toArray().at(other).toBool();
    if (phase == QLatin1String("deployment"))
        sheet.append(otherIn ? tr("%1 has made a sealed choice.").arg(seatText(m_names, other))
                             : tr("%1 is still choosing.").arg(seatText(m_names, other)));

    QJsonArray actions;
    for (const QJsonObject &a : state.legalActions(seat)) {
        if (!state.isSecret(a))
            continue;
        actions.append(QJsonObject{{QStringLiteral("label"), tr("%1 on %2").arg(unitText(unitIndex(a.value(QStringLiteral("unit")).toString())),
                                                                               spaceText(a.value(QStringLiteral("cell")).toInt(-1)))},
                                   {QStringLiteral("action"), a}});
    }
    QString status;
    if (!actions.isEmpty())
        status = tr("Your sealed deployment: choose a unit and an empty space.");
    else if (!choice.isEmpty())
        status = tr("Your choice is sealed. Waiting for the table.");
    return QJsonObject{{QStringLiteral("title"), seatText(m_names, seat)},
                       {QStringLiteral("sheet"), sheet},
                       {QStringLiteral("status"), status},
                       {QStringLiteral("waiting"), actions.isEmpty()},
                       {QStringLiteral("actions"), actions}};
}

net::TableHost::Reply TechPhoneHost::replyFor(bool accepted, const std::string &code, const std::string &rule,
                                              const QString &storeError)
{
    Reply r;
    r.accepted = accepted;
    if (accepted)
        return r;
    if (!storeError.isEmpty()) {
        r.code = QStringLiteral("STORE_FAILED");
        r.text = [storeError] { return tr("The action could not be recorded: %1").arg(storeError); };
        return r;
    }
    r.code = QString::fromStdString(code);
    r.rule = QString::fromStdString(rule);
    r.text = [code = r.code, rule = r.rule] { return refusalText(code, rule); };
    return r;
}

net::TableHost::Reply TechPhoneHost::submit(int seat, const QJsonObject &action)
{
    // A public action on a phone would happen where the table cannot see it.
    if (!m_session.state().isSecret(action) || action.value(QStringLiteral("type")).toString() != QLatin1String("commit")) {
        Reply r;
        r.code = QStringLiteral("TABLE_NOT_SECRET");
        r.rule = QStringLiteral("P-TABLE-SECRET");
        r.text = [] { return tr("Only the sealed deployment is chosen on a phone; play the rest on the laptop."); };
        return r;
    }
    return m_submit(seat, action);
}

} // namespace xobos::ui::tech
