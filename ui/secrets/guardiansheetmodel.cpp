// SPDX-License-Identifier: GPL-3.0-or-later
#include "guardiansheetmodel.h"

#include "secrettext.h"

#include <QFont>
#include <QPalette>

namespace xobos::ui::secrets {

namespace {

QString hiddenText()
{
    return GuardianSheetModel::tr("hidden");
}

template<class T>
QString numberOr(const std::optional<T> &value)
{
    return value ? QString::number(*value) : hiddenText();
}

// The construction a Guardian works on lies in his own space (he cannot move meanwhile).
const rules::BuildingView *constructionAt(const rules::GameView &view, int seat, int space)
{
    for (const rules::BuildingView &b : view.buildings) {
        if (b.owner == seat && !b.complete && b.space == space)
            return &b;
    }
    return nullptr;
}

} // namespace

GuardianSheetModel::GuardianSheetModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void GuardianSheetModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

void GuardianSheetModel::setView(const rules::GameView &view, const rules::Board &board, int seat)
{
    std::vector<Row> rows;
    if (seat >= 0 && seat < static_cast<int>(view.players.size())) {
        const rules::PlayerView &pv = view.players[static_cast<std::size_t>(seat)];
        for (int g = 0; g < static_cast<int>(pv.guardians.size()); ++g) {
            const rules::GuardianView &gv = pv.guardians[static_cast<std::size_t>(g)];
            Row r;
            r.alive = gv.alive;
            r.leader = gv.leader.value_or(false);
            r.cells[GuardianColumn] = r.leader ? tr("%1 (Leader)").arg(guardianName(m_colour, g)) : guardianName(m_colour, g);
            r.cells[SpaceColumn] = gv.alive ? spaceName(board, gv.space) : tr("destroyed");
            r.cells[PowerColumn] = numberOr(gv.power);
            r.tips[PowerColumn] = tr("Power Value with upgrades and Reinforcement (at most 8)");
            r.cells[HealthColumn] = gv.health ? tr("%1 / 6").arg(*gv.health) : hiddenText();
            if (!gv.slot) {
                r.cells[SlotColumn] = hiddenText();
            } else {
                switch (*gv.slot) {
                case rules::ConnectionKind::None:
                    r.cells[SlotColumn] = tr("free");
                    break;
                case rules::ConnectionKind::Reinforcement:
                    r.cells[SlotColumn] = tr("reinforces %1").arg(guardianName(m_colour, gv.slotTarget.value_or(0), GuardianCase::Object));
                    break;
                case rules::ConnectionKind::Healing:
                    r.cells[SlotColumn] = gv.slotTarget.value_or(-1) == g
                        ? tr("heals himself")
                        : tr("heals %1").arg(guardianName(m_colour, gv.slotTarget.value_or(0), GuardianCase::Object));
                    break;
                case rules::ConnectionKind::Construction:
                    if (const rules::BuildingView *b = constructionAt(view, seat, gv.space); b && b->type) {
                        r.cells[SlotColumn] = tr("building: %1 (%2 of %3 paid)")
                                                  .arg(buildingName(*b->type))
                                                  .arg(b->paid.value_or(0))
                                                  .arg(rules::buildingCost(*b->type));
                    } else {
                        r.cells[SlotColumn] = tr("constructing");
                    }
                    break;
                }
            }
            // Who reinforces or heals this Guardian: read from the other rows of the same sheet.
            QStringList by;
            for (int o = 0; o < static_cast<int>(pv.guardians.size()); ++o) {
                const rules::GuardianView &ov = pv.guardians[static_cast<std::size_t>(o)];
                if (o != g && ov.slot && ov.slotTarget && *ov.slotTarget == g) {
                    if (*ov.slot == rules::ConnectionKind::Reinforcement)
                        by << tr("reinforced by %1").arg(guardianName(m_colour, o, GuardianCase::Object));
                    else if (*ov.slot == rules::ConnectionKind::Healing)
                        by << tr("healed by %1").arg(guardianName(m_colour, o, GuardianCase::Object));
                }
            }
            r.tips[SlotColumn] = by.join(QStringLiteral("; "));
            if (!gv.upgrades || !gv.upgradeKind)
                r.cells[UpgradesColumn] = hiddenText();
            else if (*gv.upgrades == 0 || *gv.upgradeKind == rules::UpgradeKind::None)
                r.cells[UpgradesColumn] = tr("none");
            else
                r.cells[UpgradesColumn] = tr("%1 +%2").arg(upgradeName(*gv.upgradeKind)).arg(*gv.upgrades);
            rows.push_back(std::move(r));
        }
    }
    if (rows.size() == m_rows.size()) {
        m_rows = std::move(rows);
        if (!m_rows.empty())
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int GuardianSheetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int GuardianSheetModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GuardianSheetModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole: return r.cells[index.column()];
    case Qt::ToolTipRole: return r.tips[index.column()].isEmpty() ? QVariant() : QVariant(r.tips[index.column()]);
    case Qt::FontRole:
        if (index.column() == GuardianColumn && r.leader) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == PowerColumn || index.column() == HealthColumn)
            return int(Qt::AlignCenter);
        return {};
    case Qt::ForegroundRole:
        if (!r.alive)
            return QPalette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    default: return {};
    }
}

QVariant GuardianSheetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case GuardianColumn: return tr("Guardian");
    case SpaceColumn: return tr("Space");
    case PowerColumn: return tr("Power");
    case HealthColumn: return tr("Health");
    case SlotColumn: return tr("Connection Slot");
    case UpgradesColumn: return tr("Upgrades");
    default: return {};
    }
}

} // namespace xobos::ui::secrets
