// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/recentgamesmodel.h"

#include "ui/shell/gamecontroller.h"
#include "ui/shell/gamesmodel.h"

#include <QLocale>

namespace xobos::ui {

namespace {

// The last rows of a game hold its round; a handful of public ones is enough.
constexpr qint64 kLastRows = 40;

} // namespace

RecentGamesModel::RecentGamesModel(GamesModel *games, GameController *controller, QObject *parent)
    : QAbstractTableModel(parent)
    , m_games(games)
    , m_controller(controller)
{
    connect(games, &QAbstractItemModel::modelReset, this, &RecentGamesModel::reload);
    // A game played on moves its round: the list is read again when the window shows it.
    connect(controller, &GameController::gameChanged, this, &RecentGamesModel::reload);
    reload();
}

RecentGamesModel::~RecentGamesModel() = default;

void RecentGamesModel::reload()
{
    beginResetModel();
    m_progress.clear();
    store::GameStore &store = m_controller->store();
    for (int row = 0; row < m_games->rowCount(); ++row) {
        Progress p;
        if (store.isOpen()) {
            const qint64 id = m_games->gameIdAt(row);
            const qint64 last = store.lastSeq(id);
            for (const store::LogEntry &e : store.log(id, store::Audience::everyone(), std::max<qint64>(0, last - kLastRows))) {
                p.round = std::max(p.round, e.round);
                if (e.time.isValid() && (!p.lastPlayed.isValid() || e.time > p.lastPlayed))
                    p.lastPlayed = e.time;
            }
        }
        m_progress.append(p);
    }
    endResetModel();
}

int RecentGamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_progress.size());
}

int RecentGamesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

qint64 RecentGamesModel::gameIdAt(int row) const
{
    return m_games->gameIdAt(row);
}

QVariant RecentGamesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const Progress &p = m_progress.at(row);
    const auto games = [this, row](int column, int r = Qt::DisplayRole) { return m_games->index(row, column).data(r); };
    switch (role) {
    case GameIdRole: return gameIdAt(row);
    case RoundRole: return p.round;
    case Qt::FontRole:
    case Qt::ToolTipRole: return games(GamesModel::TitleColumn, role); // a game this program cannot play
    case Qt::TextAlignmentRole:
        if (index.column() == RoundColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DisplayRole: break;
    default: return {};
    }
    switch (index.column()) {
    case TitleColumn: return games(GamesModel::TitleColumn);
    case GameColumn: return games(GamesModel::GameColumn);
    case DateColumn:
        return p.lastPlayed.isValid() ? QLocale().toString(p.lastPlayed.toLocalTime().date(), QLocale::ShortFormat)
                                      : games(GamesModel::CreatedColumn);
    case RoundColumn: return p.round > 0 ? tr("round %1").arg(QLocale().toString(p.round)) : QString();
    case StatusColumn: return games(GamesModel::StatusColumn);
    }
    return {};
}

QVariant RecentGamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TitleColumn: return tr("Title");
    case GameColumn: return tr("Game");
    case DateColumn: return tr("Last played");
    case RoundColumn: return tr("Round");
    case StatusColumn: return tr("Status");
    }
    return {};
}

} // namespace xobos::ui
