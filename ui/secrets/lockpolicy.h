// SPDX-License-Identifier: GPL-3.0-or-later
// When the referee window locks itself: after some minutes without any input, and when
// another player's turn begins while someone's sheets are open.
//
// Contract: LockPolicy decides, it does not lock. It emits lockRequested(nextSeat) and the
// window shows its LockCover (nextSeat is kNoSeat when the lock is for idleness). It watches
// the application's input events (keys, mouse, wheel, touch) through an event filter; the
// idle timeout is injected (0 turns the idle lock off) so tests need not wait minutes.
#pragma once

#include <QObject>

#include <chrono>

class QTimer;

namespace xobos::ui::secrets {

class LockPolicy : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LockPolicy)

public:
    static constexpr int kNoSeat = -1;
    static constexpr std::chrono::milliseconds kDefaultIdleTimeout = std::chrono::minutes(2);

    explicit LockPolicy(std::chrono::milliseconds idleTimeout = kDefaultIdleTimeout, QObject *parent = nullptr);
    ~LockPolicy() override;

    void setIdleTimeout(std::chrono::milliseconds timeout);
    std::chrono::milliseconds idleTimeout() const { return m_timeout; }
    // The seat whose sheets are open now (kNoSeat: nobody's, the table view). The idle
    // timer only runs while someone's sheets are open.
    void setHolder(int seat);
    int holder() const { return m_holder; }
    bool idleTimerActive() const;

Q_SIGNALS:
    void lockRequested(int nextSeat);

public Q_SLOTS:
    // Connect to the controller: a new turn (or a pending choice) for `seat`. Locks when
    // somebody else's sheets are open.
    void turnStarted(int seat);
    // Any user input restarts the idle timer (called by the event filter).
    void activity();
    // Locks now, as the idle timer would (a "Lock" menu entry can call it too).
    void lockNow();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void restartTimer();

    std::chrono::milliseconds m_timeout;
    int m_holder = kNoSeat;
    QTimer *m_idle = nullptr;
};

} // namespace xobos::ui::secrets
