// SPDX-License-Identifier: GPL-3.0-or-later
// The game library for the end of the evening: every stored game (GameStore::games(),
// newest first) with its date, players, board, variant, winner (from result_json) and the
// game it is of (ui/shell/gamekinds.h, by its module id). A game this program cannot play
// is listed read-only: its game says so, its tooltip and WhyNotPlayableRole say why.
#pragma once

#include "store/gamestore.h"

#include <QAbstractTableModel>

namespace xobos::ui::companion {

class GameLibraryModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameLibraryModel)

public:
    enum Column { DateColumn, TitleColumn, PlayersColumn, BoardColumn, VariantColumn, WinnerColumn, GameColumn, ColumnCount };
    // ModuleRole: the module id; RankedRole: a game whose result ranks the players (its
    // report and statistics); WhyNotPlayableRole: empty when this program plays it.
    enum Role { GameIdRole = Qt::UserRole + 1, ModuleRole, FinishedRole, RankedRole, WhyNotPlayableRole };

    explicit GameLibraryModel(QObject *parent = nullptr);
    ~GameLibraryModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setGames(const QList<store::GameRecord> &games);
    const QList<store::GameRecord> &games() const { return m_games; }
    qint64 gameIdAt(int row) const;

    // Names of the winners of a finished ranked game, from its result_json; empty otherwise.
    static QStringList winnersOf(const store::GameRecord &game);

private:
    QList<store::GameRecord> m_games;
    QStringList m_whyNotPlayable; // by row, empty for a game this program plays
};

} // namespace xobos::ui::companion
