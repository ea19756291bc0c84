// SPDX-License-Identifier: GPL-3.0-or-later
// The games in the library (GameStore::games(), newest first), of every game: title, the
// game it is of (gamekinds.h), players, board, variant, date and whether it is finished.
// A game this program cannot play is listed read-only (in italics, its game says so, its
// tooltip says why). Used by the welcome page's recent games and the Open Game dialog.
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
    enum Column { TitleColumn, GameColumn, PlayersColumn, BoardColumn, VariantColumn, CreatedColumn, StatusColumn, ColumnCount };
    // WhyNotPlayableRole: whyNotPlayable() of the game, empty when this program plays it.
    enum Role { GameIdRole = Qt::UserRole + 1, WhyNotPlayableRole };

    explicit GamesModel(GameController *controller, QObject *parent = nullptr);
    ~GamesModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    qint64 gameIdAt(int row) const;
    GameController *controller() const { return m_controller; }

public Q_SLOTS:
    void refresh();

private:
    GameController *m_controller = nullptr;
    QList<store::GameRecord> m_games;
    QStringList m_whyNotPlayable; // by row
};

} // namespace xobos::ui
