// SPDX-License-Identifier: GPL-3.0-or-later
// The games in the library (GameStore::games(), newest first): title, players, board,
// variant, date and whether the game is finished. Used by the welcome page's recent games
// and the Open Game dialog.
#pragma once

#include "store/gamestore.h"

#include <QAbstractTableModel>

namespace xobos::ui {

class GameController;

class GamesModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GamesModel)

public:
    enum Column { TitleColumn, PlayersColumn, BoardColumn, VariantColumn, CreatedColumn, StatusColumn, ColumnCount };
    enum Role { GameIdRole = Qt::UserRole + 1 };

    explicit GamesModel(GameController *controller, QObject *parent = nullptr);
    ~GamesModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    qint64 gameIdAt(int row) const;

public Q_SLOTS:
    void refresh();

private:
    GameController *m_controller = nullptr;
    QList<store::GameRecord> m_games;
};

} // namespace xobos::ui
