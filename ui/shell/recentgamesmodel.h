// SPDX-License-Identifier: GPL-3.0-or-later
// The welcome page's recent games: each game of the library (GamesModel, newest first)
// with its title, its game, when it was last played, its round and whether it is
// finished. The round is that of the game's last move and the date its time, from the
// last public log rows (only what the whole table may read; no game is opened for it),
// read again when the library changes.
#pragma once

#include <QAbstractTableModel>
#include <QDateTime>
#include <QList>

namespace xobos::ui {

class GameController;
class GamesModel;

class RecentGamesModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecentGamesModel)

public:
    enum Column { TitleColumn, GameColumn, DateColumn, RoundColumn, StatusColumn, ColumnCount };
    // RoundRole: the round as a number (0: none yet).
    enum Role { GameIdRole = Qt::UserRole + 1, RoundRole };

    RecentGamesModel(GamesModel *games, GameController *controller, QObject *parent = nullptr);
    ~RecentGamesModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    qint64 gameIdAt(int row) const;

private:
    struct Progress {
        int round = 0;
        QDateTime lastPlayed; // invalid: nothing logged yet
    };
    void reload();

    GamesModel *m_games = nullptr;
    GameController *m_controller = nullptr;
    QList<Progress> m_progress; // by row of m_games
};

} // namespace xobos::ui
