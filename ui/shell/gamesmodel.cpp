// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/gamesmodel.h"

#include "ui/shell/gamecontroller.h"
#include "ui/texts/gametext.h"

#include <QLocale>

namespace xobos::ui {

GamesModel::GamesModel(GameController *controller, QObject *parent)
    : QAbstractTableModel(parent)
    , m_controller(controller)
{
    connect(controller, &GameController::libraryChanged, this, &GamesModel::refresh);
    refresh();
}

GamesModel::~GamesModel() = default;

void GamesModel::refresh()
{
    beginResetModel();
    m_games = m_controller->games();
    endResetModel();
}

qint64 GamesModel::gameIdAt(int row) const
{
    return row >= 0 && row < m_games.size() ? m_games.at(row).id : 0;
}

int GamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_games.size());
}

int GamesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GamesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const store::GameRecord &g = m_games.at(index.row());
    if (role == GameIdRole)
        return g.id;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case TitleColumn: return g.title.isEmpty() ? tr("Game %1").arg(g.id) : g.title;
    case PlayersColumn: {
        QStringList names;
        for (const store::PlayerRecord &p : g.players)
            names << p.name;
        return names.join(QStringLiteral(", "));
    }
    case BoardColumn: return g.boardName;
    case VariantColumn: {
        for (auto v : {rules::Variant::FogOfWar, rules::Variant::ChecksAndBalances, rules::Variant::TrainingGround}) {
            if (g.variant == QLatin1String(rules::variantName(v)))
                return variantText(v);
        }
        return g.variant;
    }
    case CreatedColumn: return QLocale().toString(g.created.toLocalTime(), QLocale::ShortFormat);
    case StatusColumn: return g.finished.isValid() ? tr("finished") : tr("in play");
    }
    return {};
}

QVariant GamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TitleColumn: return tr("Game");
    case PlayersColumn: return tr("Players");
    case BoardColumn: return tr("Board");
    case VariantColumn: return tr("Variant");
    case CreatedColumn: return tr("Started");
    case StatusColumn: return tr("Status");
    }
    return {};
}

} // namespace xobos::ui
