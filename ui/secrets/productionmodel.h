// SPDX-License-Identifier: GPL-3.0-or-later
// The Production Sheet of one player: Energy Wells, Mines and Technology Buildings with
// their counts, what they produce each round and the Technology rank they open.
//
// Contract: counts come from the player's own finished Buildings in the GameView; the
// per-round amounts are the ones printed on the sheet (R-DEV-PRODUCTION): the Base gives
// 1 Building Resource, each Mine 2 more, each Energy Well 1 Energy Crystal.
#pragma once

#include "xobos/rules/view.h"

#include <QAbstractTableModel>

namespace xobos::ui::secrets {

class ProductionModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProductionModel)

public:
    enum Row { EnergyWellsRow, MinesRow, TechnologyRow, RowCount };
    enum Column { TrackColumn, BuiltColumn, ProducesColumn, ColumnCount };

    explicit ProductionModel(QObject *parent = nullptr);

    void setView(const rules::GameView &view, int seat);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    int built(Row row) const { return m_built[row]; }

private:
    int m_built[RowCount] = {0, 0, 0};
};

} // namespace xobos::ui::secrets
