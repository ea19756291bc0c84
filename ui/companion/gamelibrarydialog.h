// SPDX-License-Identifier: GPL-3.0-or-later
// The game library at the end of the evening: past games (refereed and sheet-only) with
// their winners, statistics per player name, and buttons to open a game for replay or to
// show a finished game's report. A game this program cannot play (its module unknown, its
// rules newer) is listed read-only: selected, the dialog says why; Open shows the same in a
// message box ("notPlayableBox") and opens nothing.
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTableView;

namespace xobos::store {
class GameStore;
}

namespace xobos::ui::companion {

class GameLibraryModel;
class PlayerStatsModel;

class GameLibraryDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameLibraryDialog)

public:
    explicit GameLibraryDialog(store::GameStore &store, QWidget *parent = nullptr);
    ~GameLibraryDialog() override;

    // Entry point: shows the library modally; returns the game chosen with Open (0: none),
    // always one this program plays.
    static qint64 run(store::GameStore &store, QWidget *parent);

    GameLibraryModel *gamesModel() const { return m_games; }
    PlayerStatsModel *statsModel() const { return m_stats; }
    QTableView *gamesView() const { return m_gamesView; }
    // Why the selected game cannot be played (hidden when it can).
    QLabel *notPlayableLabel() const { return m_notPlayable; }
    qint64 chosenGame() const { return m_chosen; }

public Q_SLOTS:
    void refresh();

Q_SIGNALS:
    // The user asked to open this game (replay or resume); the dialog then closes.
    void openRequested(qint64 gameId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateButtons();
    qint64 currentGame() const;
    void openCurrent();
    void showReport();

    store::GameStore &m_store;
    GameLibraryModel *m_games = nullptr;
    PlayerStatsModel *m_stats = nullptr;
    QLabel *m_gamesTitle = nullptr;
    QLabel *m_statsTitle = nullptr;
    QLabel *m_notPlayable = nullptr;
    QTableView *m_gamesView = nullptr;
    QTableView *m_statsView = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_report = nullptr;
    QPushButton *m_close = nullptr;
    qint64 m_chosen = 0;
};

} // namespace xobos::ui::companion
