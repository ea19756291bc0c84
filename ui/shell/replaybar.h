// SPDX-License-Identifier: GPL-3.0-or-later
// First / previous / next / last and a jump to a round and phase: shows the game as it
// stood after any past action, read-only (GameController::setReplayPosition). While
// replaying the bar is tinted (kReplayTint, as the board's frame and the status strip are)
// and offers "Back to live" as a button. The jump's round and phase follow the position
// shown while the user is not editing them.
#pragma once

#include <QColor>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QToolButton;

namespace xobos::ui {

class GameController;

class ReplayBar : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReplayBar)

public:
    explicit ReplayBar(GameController *controller, QWidget *parent = nullptr);
    ~ReplayBar() override;

    // The colour every part of the window takes while a replay is shown.
    static QColor replayTint() { return QColor(0xf2, 0xc1, 0x4e); }
    QPushButton *backToLiveButton() const { return m_backToLive; }

    void first();
    void previous();
    void next();
    void last();
    // The first position in `round` and `phase`; false when the game never got there.
    bool jumpTo(int round, int phase);

private:
    void refresh();

    GameController *m_controller = nullptr;
    QToolButton *m_first = nullptr;
    QToolButton *m_previous = nullptr;
    QToolButton *m_next = nullptr;
    QToolButton *m_last = nullptr;
    QPushButton *m_backToLive = nullptr;
    QSlider *m_slider = nullptr;
    QLabel *m_label = nullptr;
    QSpinBox *m_round = nullptr;
    QComboBox *m_phase = nullptr;
};

} // namespace xobos::ui
