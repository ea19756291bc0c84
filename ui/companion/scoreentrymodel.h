// SPDX-License-Identifier: GPL-3.0-or-later
// Quick scoring without a game: one row per player (2–4) with the numbers counted at the
// table, and the score, formula and rank computed by rules::rankScores().
#pragma once

#include "xobos/rules/scoring.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace xobos::ui::companion {

class ScoreEntryModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScoreEntryModel)

public:
    enum Column { NameColumn, CrystalsColumn, GuardiansColumn, ReactorsColumn, TilesColumn, FormulaColumn, ScoreColumn, RankColumn, ColumnCount };

    explicit ScoreEntryModel(QObject *parent = nullptr);
    ~ScoreEntryModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static constexpr int kMinPlayers = rules::kMinPlayers;
    static constexpr int kMaxPlayers = rules::kMaxPlayers;
    // The allowed range of an editable column (crystals are open-ended in practice).
    static int minimum(int column);
    static int maximum(int column);

    void setPlayerCount(int count);
    int playerCount() const { return static_cast<int>(m_rows.size()); }
    QStringList names() const; // empty names replaced by "Player n"
    const rules::ScoreReport &report() const { return m_report; }
    QString resultText() const;
    QStringList explanation() const;

Q_SIGNALS:
    void reportChanged();

private:
    struct Row {
        QString name;
        rules::ScoreInput input;
    };
    void recompute();
    const rules::ScoreLine *lineOf(int row) const;

    std::vector<Row> m_rows;
    rules::ScoreReport m_report;
};

} // namespace xobos::ui::companion
