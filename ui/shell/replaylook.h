// SPDX-License-Identifier: GPL-3.0-or-later
// A replay looks unlike live play (issue #25): while the controller replays, the board's
// frame, the status strip (whose text is the banner "Replay — round 2, step 14") and the
// replay bar take ReplayBar::replayTint(), and the log selects and shows the row of the
// position replayed (the last row before the next action's). Live again, the tint goes and
// the log shows its newest row.
#pragma once

#include <QObject>

class QFrame;
class QTableView;

namespace xobos::ui {

class GameController;
class StatusStrip;

class ReplayLook : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReplayLook)

public:
    // None is owned. `log`'s model has LogModel::SeqRole (LogModel or a proxy of it).
    ReplayLook(GameController *controller, QFrame *boardFrame, StatusStrip *strip, QTableView *log,
               QObject *parent = nullptr);
    ~ReplayLook() override;

    void refresh();

private:
    GameController *m_controller = nullptr;
    QFrame *m_boardFrame = nullptr;
    StatusStrip *m_strip = nullptr;
    QTableView *m_log = nullptr;
    bool m_replaying = false;
};

} // namespace xobos::ui
