// SPDX-License-Identifier: GPL-3.0-or-later
#include "productionmodel.h"

#include "secrettext.h"

#include <algorithm>

namespace xobos::ui::secrets {

ProductionModel::ProductionModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void ProductionModel::setView(const rules::GameView &view, int seat)
{
    int counts[RowCount] = {0, 0, 0};
    for (const rules::BuildingView &b : view.buildings) {
        if (b.owner != seat || !b.complete || !b.type)
            continue;
        switch (*b.type) {
        case rules::BuildingType::EnergyWell: ++counts[EnergyWellsRow]; break;
        case rules::BuildingType::Mine: ++counts[MinesRow]; break;
        case rules::BuildingType::TechnologyBuilding: ++counts[TechnologyRow]; break;
        default: break;
        }
    }
    std::copy(std::begin(counts), std::end(counts), std::begin(m_built));
    Q_EMIT dataChanged(index(0, 0), index(RowCount - 1, ColumnCount - 1), {Qt::DisplayRole, Qt::ToolTipRole});
}

int ProductionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : RowCount;
}

int ProductionModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProductionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int n = m_built[index.row()];
    if (role == Qt::TextAlignmentRole && index.column() == BuiltColumn)
        return int(Qt::AlignCenter);
    if (role == Qt::ToolTipRole) {
        switch (index.row()) {
        case EnergyWellsRow: return tr("Each Energy Well produces 1 Energy Crystal at the start of the Development phase.");
        case MinesRow: return tr("Your Base gives 1 Building Resource and each Mine 2 more.");
        case TechnologyRow: return tr("One Technology Building opens rank I tiles, two rank II, three rank III.");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case TrackColumn:
        switch (index.row()) {
        case EnergyWellsRow: return tr("Energy Wells");
        case MinesRow: return tr("Mines");
        case TechnologyRow: return tr("Technology Buildings");
        default: return {};
        }
    case BuiltColumn: return n;
    case ProducesColumn:
        switch (index.row()) {
        case EnergyWellsRow: return tr("Energy Crystals: +%1").arg(n);
        case MinesRow: return tr("Building Resources: +%1").arg(1 + 2 * n);
        case TechnologyRow: return tr("Technology rank: %1").arg(rankName(std::min(n, 3)));
        default: return {};
        }
    default: return {};
    }
}

QVariant ProductionModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TrackColumn: return tr("Track");
    case BuiltColumn: return tr("Built");
    case ProducesColumn: return tr("Production per round");
    default: return {};
    }
}

} // namespace xobos::ui::secrets
