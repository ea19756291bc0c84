// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/gamesmodel.h"

#include "ui/shell/gamecontroller.h"
#include "ui/shell/gamekinds.h"
#include "ui/texts/gametext.h"

#include <QFont>
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
    m_whyNotPlayable.clear();
    for (const store::GameRecord &g : std::as_const(m_games))
        m_whyNotPlayable.append(whyNotPlayable(g));
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
    const QString &why = m_whyNotPlayable.at(index.row());
    const GameKind *kind = findGameKind(g.module);
    switch (role) {
    case GameIdRole: return g.id;
    case WhyNotPlayableRole: return why;
    case Qt::FontRole: {
        if (why.isEmpty())
            return {};
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    case Qt::ToolTipRole:
        if (!why.isEmpty())
            return notPlayableMessage(why);
        break;
    case Qt::DisplayRole: break;
    default: return {};
    }
    switch (index.column()) {
    case TitleColumn: return g.title.isEmpty() ? tr("Game %1").arg(g.id) : g.title;
    case GameColumn: return why.isEmpty() ? gameName(g) : tr("%1 — read-only").arg(gameName(g));
    case PlayersColumn: {
        QStringList names;
        for (const store::PlayerRecord &p : g.players)
            names << p.name;
        return names.join(QStringLiteral(", "));
    }
    case BoardColumn: return kind && !kind->board ? tr("—") : g.boardName;
    case VariantColumn: {
        if (!kind || !kind->board)
            return tr("—");
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
    case TitleColumn: return tr("Title");
    case GameColumn: return tr("Game");
    case PlayersColumn: return tr("Players");
    case BoardColumn: return tr("Board");
    case VariantColumn: return tr("Variant");
    case CreatedColumn: return tr("Started");
    case StatusColumn: return tr("Status");
    }
    return {};
}

} // namespace xobos::ui
