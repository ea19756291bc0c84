// SPDX-License-Identifier: GPL-3.0-or-later
// The player's lands of an Espiral adventure (issue #27) as a table, in the order laid:
// name, printed number, whether ranged attacks are allowed there.
#pragma once

#include "espiral/rules.h"

#include <QAbstractTableModel>

#include <vector>

namespace xobos::ui::espiral {

class LandListModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LandListModel)

public:
    enum Column { Name, Number, Ranged, ColumnCount };

    explicit LandListModel(QObject *parent = nullptr);

    const std::vector<xobos::espiral::Land> &lands() const { return m_lands; }
    void setLands(std::vector<xobos::espiral::Land> lands);
    void addLand(const xobos::espiral::Land &land);
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<xobos::espiral::Land> m_lands;
};

} // namespace xobos::ui::espiral
