// SPDX-License-Identifier: GPL-3.0-or-later
// The public players panel: one row per seat with only what the whole table sees
// (name, colour, Guardians on the board, Quarks, Buildings by type, Technology Tiles,
// done/eliminated) and, once the game is over, each seat's final Score and Rank
// (GameController::finalScores(): public at the end). Built from GameController::view(),
// never from the state.
#pragma once

#include <QAbstractTableModel>
#include <QColor>

namespace xobos::ui {

class GameController;

class PlayersModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlayersModel)

public:
    // ScoreColumn and RankColumn exist only while the position shown is the game's end.
    enum Column {
        NameColumn,
        GuardiansColumn,
        QuarksColumn,
        BuildingsColumn,
        TechColumn,
        StatusColumn,
        ScoreColumn,
        RankColumn,
        ColumnCount
    };

    explicit PlayersModel(GameController *controller, QObject *parent = nullptr);
    ~PlayersModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString name;
        QColor colour;
        int guardians = 0;
        int quarks = 0;
        QString buildings;
        QString buildingsTip;
        int tech = 0;
        QString techTip;
        QString status;
        bool acting = false;
        int score = 0;
        int rank = 0;
        bool operator==(const Row &) const = default;
    };
    void refresh();
    static Row rowFor(const GameController &controller, int player);

    GameController *m_controller = nullptr;
    QList<Row> m_rows;
    bool m_over = false; // the Score and Rank columns are there
};

} // namespace xobos::ui
