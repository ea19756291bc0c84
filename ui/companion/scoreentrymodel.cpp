// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/companion/scoreentrymodel.h"

#include "ui/companion/scoretext.h"

#include <algorithm>

namespace xobos::ui::companion {

ScoreEntryModel::ScoreEntryModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_rows(static_cast<std::size_t>(kMinPlayers))
{
    recompute();
}

ScoreEntryModel::~ScoreEntryModel() = default;

int ScoreEntryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : playerCount();
}

int ScoreEntryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int ScoreEntryModel::minimum(int) { return 0; }

int ScoreEntryModel::maximum(int column)
{
    switch (column) {
    case CrystalsColumn: return 999;
    case GuardiansColumn: return rules::kGuardiansPerPlayer;
    case ReactorsColumn: return 4; // R-COMPONENT-LIMITS: four Base spaces, four Reactors
    case TilesColumn: return rules::kTechCount;
    default: return 0;
    }
}

const rules::ScoreLine *ScoreEntryModel::lineOf(int row) const
{
    const auto it = std::find_if(m_report.lines.begin(), m_report.lines.end(), [&](const rules::ScoreLine &l) { return l.player == row; });
    return it == m_report.lines.end() ? nullptr : &*it;
}

QVariant ScoreEntryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &r = m_rows[static_cast<std::size_t>(index.row())];
    const rules::ScoreLine *line = lineOf(index.row());
    if (role == Qt::TextAlignmentRole)
        return index.column() == NameColumn || index.column() == FormulaColumn ? QVariant()
                                                                                : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case NameColumn: return role == Qt::EditRole ? r.name : names().at(index.row());
    case CrystalsColumn: return r.input.crystals;
    case GuardiansColumn: return r.input.guardians;
    case ReactorsColumn: return r.input.reactors;
    case TilesColumn: return r.input.techTiles;
    case FormulaColumn: return line ? ScoreText::formula(*line) : QString();
    case ScoreColumn: return line ? line->score : 0;
    case RankColumn: return line ? line->rank : 0;
    default: return {};
    }
}

bool ScoreEntryModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid) || !(flags(index) & Qt::ItemIsEditable))
        return false;
    Row &r = m_rows[static_cast<std::size_t>(index.row())];
    if (index.column() == NameColumn) {
        if (r.name == value.toString())
            return true;
        r.name = value.toString();
    } else {
        bool ok = false;
        const int v = value.toInt(&ok);
        if (!ok || v < minimum(index.column()) || v > maximum(index.column()))
            return false;
        int *field = index.column() == CrystalsColumn    ? &r.input.crystals
                     : index.column() == GuardiansColumn ? &r.input.guardians
                     : index.column() == ReactorsColumn  ? &r.input.reactors
                                                         : &r.input.techTiles;
        if (*field == v)
            return true;
        *field = v;
    }
    Q_EMIT dataChanged(index, index, {Qt::DisplayRole, Qt::EditRole});
    recompute();
    return true;
}

Qt::ItemFlags ScoreEntryModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemNeverHasChildren;
    if (index.column() <= TilesColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant ScoreEntryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case NameColumn: return tr("Player");
    case CrystalsColumn: return tr("Crystals");
    case GuardiansColumn: return tr("Guardians");
    case ReactorsColumn: return tr("Reactors");
    case TilesColumn: return tr("Technology Tiles");
    case FormulaColumn: return tr("Formula");
    case ScoreColumn: return tr("Score");
    case RankColumn: return tr("Rank");
    default: return {};
    }
}

void ScoreEntryModel::setPlayerCount(int count)
{
    count = std::clamp(count, int(kMinPlayers), int(kMaxPlayers));
    const int now = playerCount();
    if (count > now) {
        beginInsertRows({}, now, count - 1);
        m_rows.resize(static_cast<std::size_t>(count));
        endInsertRows();
    } else if (count < now) {
        beginRemoveRows({}, count, now - 1);
        m_rows.resize(static_cast<std::size_t>(count));
        endRemoveRows();
    } else {
        return;
    }
    recompute();
}

QStringList ScoreEntryModel::names() const
{
    QStringList raw;
    for (const Row &r : m_rows)
        raw.append(r.name);
    QStringList out;
    for (int i = 0; i < raw.size(); ++i)
        out.append(ScoreText::playerName(raw, i));
    return out;
}

QString ScoreEntryModel::resultText() const { return ScoreText::resultText(m_report, names()); }

QStringList ScoreEntryModel::explanation() const { return ScoreText::explanation(m_report, names()); }

void ScoreEntryModel::recompute()
{
    std::vector<rules::ScoreInput> in;
    for (const Row &r : m_rows)
        in.push_back(r.input);
    m_report = rules::rankScores(in);
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, FormulaColumn), index(playerCount() - 1, RankColumn), {Qt::DisplayRole});
    Q_EMIT reportChanged();
}

} // namespace xobos::ui::companion
