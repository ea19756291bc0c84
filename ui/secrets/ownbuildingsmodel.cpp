// SPDX-License-Identifier: GPL-3.0-or-later
#include "ownbuildingsmodel.h"

#include "secrettext.h"

namespace xobos::ui::secrets {

OwnBuildingsModel::OwnBuildingsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void OwnBuildingsModel::setView(const rules::GameView &view, const rules::Board &board, int seat)
{
    std::vector<std::array<QString, ColumnCount>> rows;
    for (const rules::BuildingView &b : view.buildings) {
        if (b.owner != seat)
            continue;
        std::array<QString, ColumnCount> r;
        r[SpaceColumn] = spaceName(board, b.space);
        r[TypeColumn] = b.type ? buildingName(*b.type) : tr("hidden");
        if (!b.complete) {
            r[StateColumn] = b.type && b.paid ? tr("under construction, %1 of %2 paid").arg(*b.paid).arg(rules::buildingCost(*b.type))
                                              : tr("under construction");
        } else if (b.type == rules::BuildingType::Watchtower) {
            r[StateColumn] = b.ammo ? tr("finished, ammunition: %1").arg(*b.ammo) : tr("finished");
        } else {
            r[StateColumn] = tr("finished");
        }
        rows.push_back(std::move(r));
    }
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int OwnBuildingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int OwnBuildingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OwnBuildingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole)
        return {};
    return m_rows[static_cast<std::size_t>(index.row())][static_cast<std::size_t>(index.column())];
}

QVariant OwnBuildingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SpaceColumn: return tr("Space");
    case TypeColumn: return tr("Building");
    case StateColumn: return tr("State");
    default: return {};
    }
}

} // namespace xobos::ui::secrets
