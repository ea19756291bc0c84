// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/secrets/xobosphonehost.h"

#include "ui/secrets/guardiansheetmodel.h"
#include "ui/secrets/handover.h"
#include "ui/secrets/ownbuildingsmodel.h"
#include "ui/secrets/secrettext.h"
#include "ui/shell/gamecontroller.h"
#include "ui/texts/reasontext.h"
#include "xobos/io/actioncodec.h"
#include "xobos/rules/violation.h"

#include <QJsonArray>

#include <algorithm>
#include <vector>

namespace xobos::ui::secrets {

XobosPhoneHost::XobosPhoneHost(GameController &controller, const HandOver &handOver)
    : m_controller(controller)
    , m_handOver(handOver)
{
}

int XobosPhoneHost::seats() const
{
    return m_controller.playerCount();
}

QString XobosPhoneHost::seatName(int seat) const
{
    const rules::GameView &v = m_controller.view(); // names are public
    if (seat < 0 || seat >= static_cast<int>(v.players.size()))
        return QString();
    return QString::fromStdString(v.players[static_cast<std::size_t>(seat)].name);
}

AccessContext XobosPhoneHost::phoneContext(int seat) const
{
    AccessContext c = m_handOver.accessContext();
    c.viewer = rules::Viewer::seat(seat);
    c.covered = false;
    return c;
}

QJsonObject XobosPhoneHost::seatPage(int seat) const
{
    QJsonArray sheet;
    QJsonArray actions;
    QString status;
    const rules::Board *board = m_controller.board();
    if (m_controller.hasGame() && !m_controller.isReplaying() && board && seat >= 0 && seat < seats()) {
        const rules::GameView v = m_controller.liveViewFor(rules::Viewer::seat(seat));
        const rules::PlayerView &me = v.players[static_cast<std::size_t>(seat)];
        const QColor colour = m_controller.playerColours().value(seat);
        sheet.append(tr("Round %1: %2").arg(v.round).arg(phaseTitle(v.phase)));
        if (me.resources)
            sheet.append(tr("Building Resources: %1").arg(*me.resources));
        if (me.crystals)
            sheet.append(tr("Crystals: %1").arg(*me.crystals));
        // The Player Sheet as the laptop's sheet shows it, from the same models: each
        // Guardian's values and connection, the seat's Buildings, its Technology Tiles.
        using G = GuardianSheetModel;
        GuardianSheetModel guardians;
        guardians.setColour(colour);
        guardians.setView(v, *board, seat);
        const auto header = [](const QAbstractItemModel &m, int column) { return m.headerData(column, Qt::Horizontal).toString(); };
        const auto cell = [](const QAbstractItemModel &m, int row, int column) { return m.index(row, column).data().toString(); };
        for (int g = 0; g < guardians.rowCount(); ++g) {
            if (g >= static_cast<int>(me.guardians.size()) || !me.guardians[static_cast<std::size_t>(g)].alive)
                continue;
            sheet.append(tr("%1: %2 %3 · %4 %5 · %6: %7 · %8: %9")
                             .arg(cell(guardians, g, G::GuardianColumn), header(guardians, G::PowerColumn), cell(guardians, g, G::PowerColumn),
                                  header(guardians, G::HealthColumn), cell(guardians, g, G::HealthColumn),
                                  header(guardians, G::SlotColumn), cell(guardians, g, G::SlotColumn),
                                  header(guardians, G::UpgradesColumn), cell(guardians, g, G::UpgradesColumn)));
        }
        OwnBuildingsModel buildings;
        buildings.setView(v, *board, seat);
        for (int b = 0; b < buildings.rowCount(); ++b) {
            using B = OwnBuildingsModel;
            sheet.append(tr("%1 at %2: %3")
                             .arg(cell(buildings, b, B::TypeColumn), cell(buildings, b, B::SpaceColumn), cell(buildings, b, B::StateColumn)));
        }
        sheet.append(techTilesText(me.tech));
        const AccessContext context = phoneContext(seat);
        std::vector<rules::Action> offered;
        for (const rules::Action &a : m_controller.legalActions(seat)) {
            if (AccessPolicy::isSeatEntry(context, a) && AccessPolicy::mayEnter(context, seat, a))
                offered.push_back(a);
        }
        // Grouped as the sheet's quarters: each Guardian's entries under its name, then the
        // Buildings, Technology, Base and Phase rows; an irreversible entry asks first.
        std::vector<rules::Action> grouped = offered;
        std::stable_sort(grouped.begin(), grouped.end(),
                         [](const rules::Action &a, const rules::Action &b) { return sheetGroup(a) < sheetGroup(b); });
        for (const rules::Action &a : grouped) {
            // A Guardian's heading as the sheet's quarter names it ("Blue Guardian 1 (Leader)").
            const int group = sheetGroup(a);
            const QString title = group < guardians.rowCount() ? cell(guardians, group, G::GuardianColumn) : sheetGroupTitle(group, colour);
            QJsonObject entry{{QStringLiteral("group"), title},
                              {QStringLiteral("label"), sheetActionText(a, *board, colour)},
                              {QStringLiteral("action"), io::actionToJson(a, *board)}};
            const Confirmation c = confirmationFor(a, v, seat, offered, *board);
            if (!c.question.isEmpty())
                entry[QStringLiteral("confirm")] = QJsonObject{{QStringLiteral("title"), c.title},
                                                               {QStringLiteral("question"), c.question},
                                                               {QStringLiteral("unspent"), c.unspent},
                                                               {QStringLiteral("yes"), c.yes}};
            actions.append(entry);
        }
        if (!actions.isEmpty())
            status = tr("Your secret entries: %1").arg(phaseTitle(v.phase));
    }
    return QJsonObject{{QStringLiteral("title"), seatName(seat)},
                       {QStringLiteral("sheet"), sheet},
                       {QStringLiteral("status"), status},
                       {QStringLiteral("waiting"), actions.isEmpty()},
                       {QStringLiteral("actions"), actions}};
}

net::TableHost::Reply XobosPhoneHost::submit(int seat, const QJsonObject &json)
{
    Reply r;
    const rules::Board *board = m_controller.board();
    if (!board || !m_controller.hasGame()) {
        r.code = QStringLiteral("TABLE_NO_GAME");
        r.rule = QStringLiteral("P-TABLE-SECRET");
        r.text = [] { return tr("No game is open on the laptop."); };
        return r;
    }
    const auto action = io::actionFromJson(json, *board, QStringLiteral("action"), nullptr);
    if (!action) {
        r.code = QStringLiteral("BAD_ACTION");
        r.rule = QStringLiteral("R-FORMAT");
        r.text = [] { return tr("This entry cannot be read."); };
        return r;
    }
    const AccessContext context = phoneContext(seat);
    if (!AccessPolicy::isSeatEntry(context, *action)) {
        r.code = QStringLiteral("TABLE_NOT_SECRET");
        r.rule = QStringLiteral("P-TABLE-SECRET");
        r.text = [] { return tr("Only your secret entries are made on a phone; play the rest on the laptop."); };
        return r;
    }
    rules::ViolationCode refused = rules::ViolationCode::None;
    const auto connection = QObject::connect(&m_controller, &GameController::actionRejected,
                                             [&refused](int, rules::ViolationCode code) { refused = code; });
    const bool accepted = m_controller.submitFromSeat(
        seat, *action, [context](int s, const rules::Action &a) { return AccessPolicy::mayEnter(context, s, a); });
    QObject::disconnect(connection);
    r.accepted = accepted;
    if (accepted)
        return r;
    if (refused == rules::ViolationCode::None) {
        r.code = QStringLiteral("TABLE_NOT_NOW");
        r.rule = QStringLiteral("P-TABLE-SECRET");
        r.text = [] { return tr("Not now: wait for the table."); };
        return r;
    }
    r.code = QString::fromLatin1(rules::violationCodeName(refused).data(), static_cast<qsizetype>(rules::violationCodeName(refused).size()));
    r.rule = QString::fromLatin1(rules::violationRule(refused).data(), static_cast<qsizetype>(rules::violationRule(refused).size()));
    r.text = [refused, seat] { return reasonTextFor(refused, rules::Viewer::seat(seat)); };
    return r;
}

} // namespace xobos::ui::secrets
