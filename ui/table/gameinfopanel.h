// SPDX-License-Identifier: GPL-3.0-or-later
// Round track, phase, whose turn and the First Player Token: public facts of the view.
#pragma once

#include <QWidget>

class QLabel;

namespace xobos::ui {

class GameController;

// The round track: rounds 1..last in a row, the current one highlighted, past ones dimmed.
// Painted in one widget (it was fifteen labels, each restyled by a style sheet at every
// change of the game: a style sheet is parsed and polished per widget, ~1.5 ms a refresh).
class RoundTrack : public QWidget
{
    Q_OBJECT

public:
    explicit RoundTrack(int lastRound, QWidget *parent = nullptr);
    void setCurrentRound(int round); // 0: no game
    int currentRound() const { return m_current; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }
    static QColor highlight() { return {0xff, 0xc8, 0x2e}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QSize boxSize() const; // one box, measured once per paint or size hint
    static QRect box(int round, QSize size);
    int m_last;
    int m_current = 0;
};

class GameInfoPanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameInfoPanel)

public:
    explicit GameInfoPanel(GameController *controller, QWidget *parent = nullptr);
    ~GameInfoPanel() override;

    QString summary() const; // the texts shown, for tests
    RoundTrack *roundTrack() const { return m_track; }

private:
    void refresh();

    GameController *m_controller = nullptr;
    QLabel *m_round = nullptr;
    RoundTrack *m_track = nullptr;
    QLabel *m_phase = nullptr;
    QLabel *m_turn = nullptr;
    QLabel *m_first = nullptr;
    QLabel *m_waiting = nullptr;
};

} // namespace xobos::ui
