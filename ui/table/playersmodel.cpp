// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/table/playersmodel.h"

#include "ui/shell/gamecontroller.h"
#include "ui/texts/gametext.h"

#include <QColor>
#include <QFont>

#include <algorithm>

namespace xobos::ui {

PlayersModel::PlayersModel(GameController *controller, QObject *parent)
    : QAbstractTableModel(parent)
    , m_controller(controller)
{
    controller->connectPositionChanges(this, &PlayersModel::refresh);
    connect(controller, &GameController::gameChanged, this, &PlayersModel::refresh);
    refresh();
}

PlayersModel::~PlayersModel() = default;

PlayersModel::Row PlayersModel::rowFor(const GameController &controller, int player)
{
    const rules::GameView &view = controller.view();
    const rules::PlayerView &pv = view.players[static_cast<std::size_t>(player)];
    Row row;
    row.name = playerText(controller.playerNames(), player);
    row.colour = controller.playerColours().value(player);
    row.guardians = static_cast<int>(std::count_if(pv.guardians.begin(), pv.guardians.end(),
                                                   [](const rules::GuardianView &g) { return g.alive; }));
    for (const auto &[space, count] : pv.quarks)
        row.quarks += count;
    int counts[rules::kBuildingTypeCount] = {};
    int constructions = 0;
    for (const rules::BuildingView &b : view.buildings) {
        if (b.owner != player)
            continue;
        if (b.complete && b.type)
            ++counts[static_cast<int>(*b.type)];
        else
            ++constructions;
    }
    QStringList parts;
    QStringList tips;
    for (int t = 0; t < rules::kBuildingTypeCount; ++t) {
        const auto type = static_cast<rules::BuildingType>(t);
        if (counts[t] > 0) {
            parts << QStringLiteral("%1%2").arg(buildingLetter(type)).arg(counts[t]);
            tips << QStringLiteral("%1 × %2").arg(counts[t]).arg(buildingText(type));
        }
    }
    if (constructions > 0) {
        parts << QStringLiteral("?%1").arg(constructions);
        tips << tr("%n construction(s), type hidden", nullptr, constructions);
    }
    row.buildings = parts.isEmpty() ? QStringLiteral("–") : parts.join(QLatin1Char(' '));
    row.buildingsTip = tips.join(QLatin1Char('\n'));
    row.tech = static_cast<int>(pv.tech.size());
    QStringList techNames;
    for (rules::Tech t : pv.tech)
        techNames << techText(t);
    row.techTip = techNames.join(QLatin1Char('\n'));
    const bool acting = std::find(view.acting.begin(), view.acting.end(), player) != view.acting.end();
    row.acting = acting;
    if (pv.eliminated)
        row.status = tr("eliminated");
    else if (view.phase == rules::Phase::Development && pv.developmentDone)
        row.status = tr("done");
    else if (acting)
        row.status = tr("to act");
    return row;
}

void PlayersModel::refresh()
{
    QList<Row> rows;
    const std::optional<rules::ScoreReport> scores = m_controller->hasGame() ? m_controller->finalScores() : std::nullopt;
    if (m_controller->hasGame()) {
        for (int p = 0; p < m_controller->playerCount(); ++p)
            rows << rowFor(*m_controller, p);
        if (scores) {
            for (const rules::ScoreLine &line : scores->lines) {
                if (line.player >= 0 && line.player < rows.size()) {
                    rows[line.player].score = line.score;
                    rows[line.player].rank = line.rank;
                }
            }
        }
    }
    const bool over = scores.has_value();
    if (rows.size() != m_rows.size()) {
        beginResetModel();
        m_rows = rows;
        m_over = over;
        endResetModel();
        return;
    }
    if (over != m_over) {
        if (over) {
            beginInsertColumns({}, ScoreColumn, RankColumn);
            m_over = true;
            endInsertColumns();
        } else {
            beginRemoveColumns({}, ScoreColumn, RankColumn);
            m_over = false;
            endRemoveColumns();
        }
    }
    // Only the rows that changed: a move changes one seat's row at most, often none, and
    // each row said to change is laid out and painted again.
    for (int r = 0; r < rows.size(); ++r) {
        if (rows.at(r) == m_rows.at(r))
            continue;
        m_rows[r] = rows.at(r);
        Q_EMIT dataChanged(index(r, 0), index(r, columnCount() - 1));
    }
}

int PlayersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int PlayersModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return m_over ? ColumnCount : ScoreColumn;
}

QVariant PlayersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn: return row.name;
        case GuardiansColumn: return row.guardians;
        case QuarksColumn: return row.quarks;
        case BuildingsColumn: return row.buildings;
        case TechColumn: return row.tech;
        case StatusColumn: return row.status;
        case ScoreColumn: return row.score;
        case RankColumn: return row.rank;
        }
        return {};
    case Qt::DecorationRole:
        return index.column() == NameColumn ? QVariant(row.colour) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == BuildingsColumn)
            return row.buildingsTip;
        if (index.column() == TechColumn)
            return row.techTip;
        return {};
    case Qt::FontRole:
        if ((row.acting && index.column() == NameColumn) || (row.rank == 1 && index.column() >= ScoreColumn)) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() != NameColumn && index.column() != BuildingsColumn && index.column() != StatusColumn)
            return QVariant(Qt::AlignCenter);
        return {};
    }
    return {};
}

QVariant PlayersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn: return tr("Player");
    case GuardiansColumn: return tr("Guardians");
    case QuarksColumn: return tr("Quarks");
    case BuildingsColumn: return tr("Buildings");
    case TechColumn: return tr("Tech");
    case StatusColumn: return tr("Status");
    case ScoreColumn: return tr("Score");
    case RankColumn: return tr("Rank");
    }
    return {};
}

} // namespace xobos::ui
