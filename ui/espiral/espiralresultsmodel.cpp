// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/espiral/espiralresultsmodel.h"

#include "game/modules.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>

namespace xobos::ui::espiral {

EspiralResultsModel::EspiralResultsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void EspiralResultsModel::setGames(const QList<store::GameRecord> &games)
{
    beginResetModel();
    m_rows.clear();
    const QString espiral = QString::fromLatin1(game::kEspiralModuleId);
    for (const store::GameRecord &g : games) {
        if (g.module != espiral || !g.finished.isValid() || g.resultJson.isEmpty())
            continue;
        const QJsonObject score = QJsonDocument::fromJson(g.resultJson).object();
        Row r;
        r.id = g.id;
        r.finished = g.finished;
        r.player = g.players.isEmpty() ? QString() : g.players.front().name;
        r.won = score.value(QStringLiteral("won")).toBool();
        r.furthest = score.value(QStringLiteral("furthest")).toInt();
        r.lands = score.value(QStringLiteral("lands")).toInt();
        r.battles = score.value(QStringLiteral("battles")).toInt();
        r.lost = score.value(QStringLiteral("lost")).toInt();
        r.heroLevel = score.value(QStringLiteral("heroLevel")).toInt();
        m_rows << r;
    }
    std::stable_sort(m_rows.begin(), m_rows.end(), [](const Row &a, const Row &b) { return a.finished > b.finished; });
    endResetModel();
}

EspiralResultsModel::Totals EspiralResultsModel::totals() const
{
    Totals t;
    for (const Row &r : m_rows) {
        ++t.adventures;
        t.won += r.won ? 1 : 0;
        t.battles += r.battles;
        t.lost += r.lost;
        t.furthest = std::max(t.furthest, r.furthest);
    }
    return t;
}

int EspiralResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int EspiralResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EspiralResultsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    if (role == WonRole)
        return r.won;
    if (role == GameIdRole)
        return r.id;
    if (role == Qt::TextAlignmentRole && index.column() >= Furthest)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Finished: return QLocale().toString(r.finished.toLocalTime(), QLocale::ShortFormat);
    case Player: return r.player;
    case Outcome: return r.won ? tr("won") : tr("lost");
    case Furthest: return tr("%1 of %2").arg(r.furthest).arg(r.lands);
    case Battles: return r.battles;
    case Lost: return r.lost;
    case HeroLevel: return r.heroLevel;
    default: return {};
    }
}

QVariant EspiralResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Finished: return tr("Finished");
    case Player: return tr("Player");
    case Outcome: return tr("Result");
    case Furthest: return tr("Furthest land");
    case Battles: return tr("Battles fought");
    case Lost: return tr("Creatures lost");
    case HeroLevel: return tr("Hero level");
    default: return {};
    }
}

} // namespace xobos::ui::espiral
