// SPDX-License-Identifier: GPL-3.0-or-later
// The page shown when no game is open: the product's icon, name and version, the recent
// games of the library (of every game, each with its game's name, when it was last played,
// its round and status; one this program cannot play in italics, read-only) and the ways to start; and, when the library could not be opened,
// which one, why, and the ways out (issue #21.8).
#pragma once

#include <QWidget>

class QLabel;
class QTreeView;
class QPushButton;

namespace xobos::ui {

class GamesModel;
class RecentGamesModel;

class WelcomePage : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WelcomePage)

public:
    explicit WelcomePage(GamesModel *games, QWidget *parent = nullptr);
    ~WelcomePage() override;

    // The library `path` could not be opened for `reason` (the store's message): the page
    // says so, offers "Open another library…" and, when `backup` (a backup of it that opens
    // cleanly) is not empty, "Restore the backup…". An empty `reason` takes it away.
    void setLibraryProblem(const QString &path, const QString &reason, const QString &backup = {});
    // A library that cannot be written: "Read-only: nothing can be played." on the page.
    void setReadOnly(bool readOnly);

    QTreeView *recentGames() const { return m_recent; }

Q_SIGNALS:
    void newGameRequested();
    void openGameRequested();
    void gameChosen(qint64 gameId);
    void openLibraryRequested();
    void restoreBackupRequested(const QString &backup);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateRecent();

    GamesModel *m_games = nullptr;
    RecentGamesModel *m_recentModel = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_version = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_recentTitle = nullptr;
    QTreeView *m_recent = nullptr;
    QPushButton *m_new = nullptr;
    QPushButton *m_open = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_openLibrary = nullptr;
    QPushButton *m_restore = nullptr;
    QLabel *m_readOnly = nullptr;
    QString m_problemPath;
    QString m_problemReason;
    QString m_backup;
};

} // namespace xobos::ui
