// The page shown when no game is open: the product's icon, name and version, the recent
// games of the library and the ways to start.
#pragma once

#include <QWidget>

class QLabel;
class QListView;
class QPushButton;

namespace xobos::ui {

class GamesModel;

class WelcomePage : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WelcomePage)

public:
    explicit WelcomePage(GamesModel *games, QWidget *parent = nullptr);
    ~WelcomePage() override;

Q_SIGNALS:
    void newGameRequested();
    void openGameRequested();
    void gameChosen(qint64 gameId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateRecent();

    GamesModel *m_games = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_version = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_recentTitle = nullptr;
    QListView *m_recent = nullptr;
    QPushButton *m_new = nullptr;
    QPushButton *m_open = nullptr;
};

} // namespace xobos::ui
