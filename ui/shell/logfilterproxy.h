// SPDX-License-Identifier: GPL-3.0-or-later
// Filters the log by round and by player (0 / -1: all).
#pragma once

#include <QSortFilterProxyModel>

namespace xobos::ui {

class LogFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogFilterProxy)

public:
    explicit LogFilterProxy(QObject *parent = nullptr);
    ~LogFilterProxy() override;

    void setRound(int round);   // 0: every round
    void setPlayer(int player); // -1: everybody
    int round() const { return m_round; }
    int player() const { return m_player; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    int m_round = 0;
    int m_player = -1;
};

} // namespace xobos::ui
