// SPDX-License-Identifier: GPL-3.0-or-later
// Simple statistics across the finished ranked games of the library (GameKind::Result): per player name,
// games played, wins (a shared victory counts for each) and the average and best score.
#pragma once

#include "store/gamestore.h"

#include <QAbstractTableModel>

namespace xobos::ui::companion {

class PlayerStatsModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlayerStatsModel)

public:
    enum Column { NameColumn, GamesColumn, WinsColumn, AverageColumn, BestColumn, ColumnCount };

    explicit PlayerStatsModel(QObject *parent = nullptr);
    ~PlayerStatsModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setGames(const QList<store::GameRecord> &games);

    struct Stats {
        QString name;
        int games = 0;
        int wins = 0;
        int total = 0;
        int best = 0;
        double average() const { return games ? double(total) / games : 0.0; }
    };
    const QList<Stats> &stats() const { return m_stats; }

private:
    QList<Stats> m_stats; // most wins first, then best average, then name
};

} // namespace xobos::ui::companion
