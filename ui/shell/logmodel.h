// SPDX-License-Identifier: GPL-3.0-or-later
// The game log as the current viewer may read it: GameStore::log() with the viewer's
// audience (the store filters private rows in SQL), newest last. Accepted events, refused
// attempts (with the translated reason), undo and redo are rows; the raw action rows are
// left out because their events say what happened.
#pragma once

#include "store/gamestore.h"
#include "ui/shell/gamecontroller.h"

#include <QAbstractTableModel>

namespace xobos::ui {

class LogModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogModel)

public:
    enum Column { RoundColumn, PhaseColumn, PlayerColumn, TextColumn, ColumnCount };
    enum Role { RoundRole = Qt::UserRole + 1, PlayerRole, KindRole };

    explicit LogModel(GameController *controller, QObject *parent = nullptr);
    ~LogModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Every text of the log, for export and for the tests that look for leaks.
    QStringList texts() const;
    // The log as the table sees it, whoever looks now (issue #20: File > Export Public Log):
    // the public rows, one "round<TAB>phase<TAB>player<TAB>text" line each.
    QStringList tableLines() const;
    // Every text `column` can show in this game (round numbers, phase names, player
    // names), whatever the rows: the window sizes those columns from it (ui/shell/columnfit.h).
    // Empty for the free-text column.
    QStringList columnTexts(int column) const;

private:
    // A row keeps its stored payload; its text is made the first time it is asked for
    // (a view asks only for the rows it shows: opening a long game decodes a screenful).
    struct Row {
        int round = 0;
        QString phase;
        int actor = -1;
        QString kind;
        QByteArray payload;
        mutable QString text; // empty until textOf() made it
    };
    void reload();
    void fetchNew();
    QList<store::LogEntry> readLog(qint64 afterSeq) const;
    static Row rowOf(const store::LogEntry &entry);
    QList<Row> rowsOf(const QList<store::LogEntry> &entries);
    const QString &textOf(const Row &row) const;
    store::Audience audience() const;

    GameController *m_controller = nullptr;
    QList<Row> m_rows;
    qint64 m_lastSeq = 0;
};

} // namespace xobos::ui
