// SPDX-License-Identifier: GPL-3.0-or-later
// One player's Buildings and constructions: where, what, how far paid, Watchtower ammunition.
//
// Contract: lists only Buildings the GameView shows as owned by the seat; types and payments
// of constructions appear only when the view holds them (the owner's own view does).
#pragma once

#include "xobos/rules/board.h"
#include "xobos/rules/view.h"

#include <QAbstractTableModel>

#include <array>
#include <vector>

namespace xobos::ui::secrets {

class OwnBuildingsModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OwnBuildingsModel)

public:
    enum Column { SpaceColumn, TypeColumn, StateColumn, ColumnCount };

    explicit OwnBuildingsModel(QObject *parent = nullptr);

    void setView(const rules::GameView &view, const rules::Board &board, int seat);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<std::array<QString, ColumnCount>> m_rows;
};

} // namespace xobos::ui::secrets
