// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/companion/playerstatsmodel.h"

#include "ui/shell/gamekinds.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <map>

namespace xobos::ui::companion {

PlayerStatsModel::PlayerStatsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

PlayerStatsModel::~PlayerStatsModel() = default;

int PlayerStatsModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : static_cast<int>(m_stats.size()); }

int PlayerStatsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant PlayerStatsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Stats &s = m_stats.at(index.row());
    if (role == Qt::TextAlignmentRole)
        return index.column() == NameColumn ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case NameColumn: return s.name;
    case GamesColumn: return s.games;
    case WinsColumn: return s.wins;
    case AverageColumn: return QLocale().toString(s.average(), 'f', 1);
    case BestColumn: return s.best;
    default: return {};
    }
}

QVariant PlayerStatsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case NameColumn: return tr("Player");
    case GamesColumn: return tr("Games");
    case WinsColumn: return tr("Wins");
    case AverageColumn: return tr("Average Score");
    case BestColumn: return tr("Best Score");
    default: return {};
    }
}

void PlayerStatsModel::setGames(const QList<store::GameRecord> &games)
{
    std::map<QString, Stats> byName;
    for (const store::GameRecord &g : games) {
        const GameKind *kind = findGameKind(g.module);
        if (!kind || kind->result != GameKind::Result::Ranking || !g.finished.isValid() || g.resultJson.isEmpty())
            continue;
        std::map<int, QString> seats;
        for (const store::PlayerRecord &p : g.players)
            seats[p.seat] = p.name;
        const QJsonArray lines = QJsonDocument::fromJson(g.resultJson).object().value(QStringLiteral("lines")).toArray();
        for (const QJsonValue &v : lines) {
            const QJsonObject l = v.toObject();
            const QString name = seats[l.value(QStringLiteral("player")).toInt()].trimmed();
            if (name.isEmpty())
                continue;
            Stats &s = byName[name];
            s.name = name;
            const int score = l.value(QStringLiteral("score")).toInt();
            s.games += 1;
            s.total += score;
            s.best = std::max(s.best, score);
            if (l.value(QStringLiteral("rank")).toInt() == 1)
                s.wins += 1;
        }
    }
    QList<Stats> sorted;
    for (const auto &[name, s] : byName)
        sorted.append(s);
    std::stable_sort(sorted.begin(), sorted.end(), [](const Stats &a, const Stats &b) {
        if (a.wins != b.wins)
            return a.wins > b.wins;
        return a.average() > b.average();
    });
    beginResetModel();
    m_stats = sorted;
    endResetModel();
}

} // namespace xobos::ui::companion
