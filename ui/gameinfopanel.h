// Round track, phase, whose turn and the First Player Token: public facts of the view.
#pragma once

#include <QWidget>

class QLabel;

namespace xobos::ui {

class GameController;

class GameInfoPanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameInfoPanel)

public:
    explicit GameInfoPanel(GameController *controller, QWidget *parent = nullptr);
    ~GameInfoPanel() override;

    QString summary() const; // the texts shown, for tests

private:
    void refresh();

    GameController *m_controller = nullptr;
    QLabel *m_round = nullptr;
    QList<QLabel *> m_track;
    QLabel *m_phase = nullptr;
    QLabel *m_turn = nullptr;
    QLabel *m_first = nullptr;
    QLabel *m_waiting = nullptr;
};

} // namespace xobos::ui
