// SPDX-License-Identifier: GPL-3.0-or-later
// The game log as the current viewer may read it, newest last: the session's decoded rows
// (store::LogRecord) for the viewer's audience. Accepted events, refused attempts (with
// the translated reason), undo, redo and PIN resets are rows; the raw action rows are left
// out because their events say what happened. A new game or viewer reads the log again;
// every other change appends the rows it added (GameController::lastLogged()).
//
// Each row is filed under the round and phase it happened in: the store files every row of
// an action under the position the action was played in, so the rows after its "Round 2
// begins" or "Movement phase begins" belong to the new round or phase.
//
// Refused attempts fold (foldRefusals(), on by default): the refusals of one player in one
// turn (round, phase and player) are one row, "3 refused attempts this turn", at the place
// of the first; its tooltip and RefusalsRole list them. The viewer reads only refusals the
// store logged for its audience (a refused secret entry is its seat's alone), so a fold
// counts and lists nothing another player may not see.
#pragma once

#include "store/gamesession.h"
#include "ui/shell/gamecontroller.h"

#include <QAbstractTableModel>
#include <QHash>

namespace xobos::ui {

class LogModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogModel)

public:
    enum Column { RoundColumn, PhaseColumn, PlayerColumn, TextColumn, ColumnCount };
    // KindRole: the row's store::LogRecord::Kind, as an int. PhaseRole: the rules::Phase it
    // is filed under, as an int. RefusalsRole: a refusals row's refusals, one text each
    // (QStringList). RuleRole: a refusals row's rule id from docs/rules.md of its last
    // refusal ("R-MOVE-ONCE"), empty for other rows. SeqRole: the store sequence number of
    // the row's (first) record.
    enum Role { RoundRole = Qt::UserRole + 1, PlayerRole, KindRole, PhaseRole, RefusalsRole, RuleRole, SeqRole };

    explicit LogModel(GameController *controller, QObject *parent = nullptr);
    ~LogModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool foldRefusals() const { return m_fold; }
    // Off: every refused attempt is a row of its own.
    void setFoldRefusals(bool fold);

    // Every text of the log (a fold's line and each of its refusals), for export and for
    // the tests that look for leaks.
    QStringList texts() const;
    // The log as the table sees it, whoever looks now (issue #20: File > Export Public Log):
    // the public rows, one "round<TAB>phase<TAB>player<TAB>text" line each, unfolded.
    QStringList tableLines() const;
    // Every text `column` can show in this game (round numbers, phase names, player
    // names), whatever the rows: the window sizes those columns from it (ui/shell/columnfit.h).
    // Empty for the free-text column.
    QStringList columnTexts(int column) const;

private:
    // One line of the log: one record, or a turn's refused attempts. Its text is made the
    // first time it is asked for (a view asks only for the rows it shows: opening a long
    // game words a screenful).
    struct Row {
        QList<store::LogRecord> records; // more than one: folded refusals, oldest first
        int round = 0;                   // filed under (see above)
        rules::Phase phase = rules::Phase::Setup;
        mutable QString text; // empty until textOf() made it
    };
    // Where rows go: the round and phase the store's (round, phase) now stand for, and
    // which row holds a turn's refusals.
    struct Filing {
        QHash<int, std::pair<int, rules::Phase>> moved; // by key(stored round, stored phase)
        QHash<qint64, int> refusals;                    // by turn key: the row
    };
    void reload();
    void appendLogged();
    // Files `record` (and notes where the rows after it go); the row it folds into, or -1.
    int file(const store::LogRecord &record, Filing &filing, int &round, rules::Phase &phase) const;
    const QString &textOf(const Row &row) const;
    QString textOf(const store::LogRecord &record) const;
    QStringList refusalTexts(const Row &row) const;
    store::Audience audience() const;

    GameController *m_controller = nullptr;
    QList<Row> m_rows;
    Filing m_filing;
    qint64 m_lastSeq = 0;
    bool m_fold = true;
};

} // namespace xobos::ui
