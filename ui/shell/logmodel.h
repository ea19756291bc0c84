// SPDX-License-Identifier: GPL-3.0-or-later
// The game log as the current viewer may read it, newest last: the session's decoded rows
// (store::LogRecord) for the viewer's audience. Accepted events, refused attempts (with
// the translated reason), undo, redo and PIN resets are rows; the raw action rows are left
// out because their events say what happened. A new game or viewer reads the log again;
// every other change appends the rows it added (GameController::lastLogged()).
#pragma once

#include "store/gamesession.h"
#include "ui/shell/gamecontroller.h"

#include <QAbstractTableModel>

namespace xobos::ui {

class LogModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogModel)

public:
    enum Column { RoundColumn, PhaseColumn, PlayerColumn, TextColumn, ColumnCount };
    // KindRole: the row's store::LogRecord::Kind, as an int; SeqRole: its store sequence number.
    enum Role { RoundRole = Qt::UserRole + 1, PlayerRole, KindRole, SeqRole };

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
    // A row's text is made the first time it is asked for (a view asks only for the rows
    // it shows: opening a long game words a screenful).
    struct Row {
        store::LogRecord record;
        mutable QString text; // empty until textOf() made it
    };
    void reload();
    void appendLogged();
    const QString &textOf(const Row &row) const;
    QString textOf(const store::LogRecord &record) const;
    store::Audience audience() const;

    GameController *m_controller = nullptr;
    QList<Row> m_rows;
    qint64 m_lastSeq = 0;
};

} // namespace xobos::ui
