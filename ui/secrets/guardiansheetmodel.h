// SPDX-License-Identifier: GPL-3.0-or-later
// The Player Sheet of one player as a table: one row per Guardian (Power, Health, Leader,
// Connection Slot, Upgrade Tokens).
//
// Contract: fed only with a GameView and the seat it shows; a value the view hides is
// shown as hidden, never guessed. Rows never change in number (four Guardians).
#pragma once

#include "xobos/rules/board.h"
#include "xobos/rules/view.h"

#include <QAbstractTableModel>
#include <QColor>

#include <vector>

namespace xobos::ui::secrets {

class GuardianSheetModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GuardianSheetModel)

public:
    enum Column { GuardianColumn, SpaceColumn, PowerColumn, HealthColumn, SlotColumn, UpgradesColumn, ColumnCount };

    explicit GuardianSheetModel(QObject *parent = nullptr);

    // The seat's colour names its Guardians ("Green Guardian 2"); set it before setView().
    void setColour(const QColor &colour) { m_colour = colour; }
    void setView(const rules::GameView &view, const rules::Board &board, int seat);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString cells[ColumnCount];
        QString tips[ColumnCount];
        bool leader = false;
        bool alive = true;
    };
    std::vector<Row> m_rows;
    QColor m_colour;
};

} // namespace xobos::ui::secrets
