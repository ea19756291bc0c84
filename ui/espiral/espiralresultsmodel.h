// SPDX-License-Identifier: GPL-3.0-or-later
// The results across Espiral adventures (issue #27), one row per finished adventure of the
// library, newest first: when, the player, won or lost, the furthest land, battles fought,
// allies lost and the hero's last level, read from the score the store keeps with each
// finished game (EspiralRules::scoreToJson). Adventures still under way are not listed.
#pragma once

#include "store/gamestore.h"

#include <QAbstractTableModel>
#include <QList>

namespace xobos::ui::espiral {

class EspiralResultsModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EspiralResultsModel)

public:
    enum Column { Finished, Player, Outcome, Furthest, Battles, Lost, HeroLevel, ColumnCount };
    enum Role { WonRole = Qt::UserRole + 1, GameIdRole };

    explicit EspiralResultsModel(QObject *parent = nullptr);

    // Keeps the finished Espiral games of `games` (any order; others are left out).
    void setGames(const QList<store::GameRecord> &games);

    struct Totals {
        int adventures = 0;
        int won = 0;
        int battles = 0;
        int lost = 0;     // allies lost
        int furthest = 0; // the furthest land any adventure reached
    };
    Totals totals() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        qint64 id = 0;
        QDateTime finished;
        QString player;
        bool won = false;
        int furthest = 0;
        int lands = 0;
        int battles = 0;
        int lost = 0;
        int heroLevel = 0;
    };
    QList<Row> m_rows;
};

} // namespace xobos::ui::espiral
