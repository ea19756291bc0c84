// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/espiral/landlistmodel.h"

namespace xobos::ui::espiral {

using xobos::espiral::Land;

LandListModel::LandListModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void LandListModel::setLands(std::vector<Land> lands)
{
    beginResetModel();
    m_lands = std::move(lands);
    endResetModel();
}

void LandListModel::addLand(const Land &land)
{
    const int row = static_cast<int>(m_lands.size());
    beginInsertRows({}, row, row);
    m_lands.push_back(land);
    endInsertRows();
}

bool LandListModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count <= 0 || row + count > rowCount())
        return false;
    beginRemoveRows({}, row, row + count - 1);
    m_lands.erase(m_lands.begin() + row, m_lands.begin() + row + count);
    endRemoveRows();
    return true;
}

int LandListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_lands.size());
}

int LandListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LandListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Land &l = m_lands[static_cast<std::size_t>(index.row())];
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Name: return QString::fromStdString(l.name);
    case Number: return l.number;
    case Ranged: return l.ranged ? tr("yes") : tr("no");
    default: return {};
    }
}

QVariant LandListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name: return tr("Land");
    case Number: return tr("Number");
    case Ranged: return tr("Ranged attacks");
    default: return {};
    }
}

} // namespace xobos::ui::espiral
