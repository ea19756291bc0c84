// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/companion/gamelibrarymodel.h"

#include "ui/companion/scoretext.h"
#include "ui/shell/gamekinds.h"
#include "ui/texts/gametext.h"

#include <QFont>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace xobos::ui::companion {

GameLibraryModel::GameLibraryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

GameLibraryModel::~GameLibraryModel() = default;

int GameLibraryModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : static_cast<int>(m_games.size()); }

int GameLibraryModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QStringList GameLibraryModel::winnersOf(const store::GameRecord &g)
{
    QStringList out;
    const GameKind *kind = findGameKind(g.module);
    if (!kind || kind->result != GameKind::Result::Ranking || g.resultJson.isEmpty())
        return out;
    QStringList names;
    for (const store::PlayerRecord &p : g.players) {
        while (names.size() <= p.seat)
            names.append(QString());
        names[p.seat] = p.name;
    }
    const QJsonArray lines = QJsonDocument::fromJson(g.resultJson).object().value(QStringLiteral("lines")).toArray();
    for (const QJsonValue &v : lines) {
        const QJsonObject l = v.toObject();
        if (l.value(QStringLiteral("rank")).toInt() == 1)
            out.append(ScoreText::playerName(names, l.value(QStringLiteral("player")).toInt()));
    }
    return out;
}

QVariant GameLibraryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const store::GameRecord &g = m_games.at(index.row());
    const GameKind *kind = findGameKind(g.module);
    const QString &why = m_whyNotPlayable.at(index.row());
    const bool board = kind ? kind->board : !g.boardName.isEmpty();
    switch (role) {
    case GameIdRole: return g.id;
    case ModuleRole: return g.module;
    case FinishedRole: return g.finished.isValid();
    case RankedRole: return kind && kind->result == GameKind::Result::Ranking;
    case WhyNotPlayableRole: return why;
    case Qt::ToolTipRole:
        return why.isEmpty() ? gameName(g) : notPlayableMessage(why);
    case Qt::FontRole: {
        if (why.isEmpty())
            return {};
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    case Qt::DisplayRole: break;
    default: return {};
    }
    switch (index.column()) {
    case DateColumn: return QLocale().toString(g.created.toLocalTime(), QLocale::ShortFormat);
    case TitleColumn: return g.title.isEmpty() ? tr("Game %1").arg(g.id) : g.title;
    case PlayersColumn: {
        QStringList names;
        for (const store::PlayerRecord &p : g.players)
            names.append(p.name);
        return names.join(QStringLiteral(", "));
    }
    case BoardColumn: return board ? g.boardName : tr("—");
    case VariantColumn: {
        if (!kind || !kind->board)
            return tr("—");
        for (int v = 0; v < 3; ++v) {
            const auto variant = static_cast<rules::Variant>(v);
            if (g.variant == QLatin1String(rules::variantName(variant)))
                return variantText(variant);
        }
        return g.variant;
    }
    case WinnerColumn: {
        if (!kind)
            return tr("—");
        if (!g.finished.isValid())
            return tr("in progress");
        if (kind->result == GameKind::Result::OwnScore) {
            const int score = QJsonDocument::fromJson(g.resultJson).object().value(QStringLiteral("score")).toInt();
            return tr("own score %1").arg(score);
        }
        const QStringList winners = winnersOf(g);
        return winners.isEmpty() ? tr("—") : ScoreText::nameList(winners);
    }
    case GameColumn: return why.isEmpty() ? gameName(g) : tr("%1 — read-only").arg(gameName(g));
    default: return {};
    }
}

QVariant GameLibraryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case DateColumn: return tr("Date");
    case TitleColumn: return tr("Title");
    case PlayersColumn: return tr("Players");
    case BoardColumn: return tr("Board");
    case VariantColumn: return tr("Variant");
    case WinnerColumn: return tr("Winner");
    case GameColumn: return tr("Game");
    default: return {};
    }
}

void GameLibraryModel::setGames(const QList<store::GameRecord> &games)
{
    beginResetModel();
    m_games = games;
    m_whyNotPlayable.clear();
    for (const store::GameRecord &g : games)
        m_whyNotPlayable.append(whyNotPlayable(g));
    endResetModel();
}

qint64 GameLibraryModel::gameIdAt(int row) const
{
    return row >= 0 && row < m_games.size() ? m_games.at(row).id : 0;
}

} // namespace xobos::ui::companion
