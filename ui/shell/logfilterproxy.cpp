// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/logfilterproxy.h"

#include "ui/shell/logmodel.h"

namespace xobos::ui {

LogFilterProxy::LogFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

LogFilterProxy::~LogFilterProxy() = default;

void LogFilterProxy::setRound(int round)
{
    if (round == m_round)
        return;
    m_round = round;
    invalidateFilter();
}

void LogFilterProxy::setPlayer(int player)
{
    if (player == m_player)
        return;
    m_player = player;
    invalidateFilter();
}

bool LogFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_round > 0 && index.data(LogModel::RoundRole).toInt() != m_round)
        return false;
    if (m_player >= 0 && index.data(LogModel::PlayerRole).toInt() != m_player)
        return false;
    return true;
}

} // namespace xobos::ui
