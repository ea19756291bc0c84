// Passing the laptop (issue #8): who may look at which sheets, and when the window covers
// itself. It joins the controller's viewer to the lock cover and the lock policy.
//
// Contract:
// - passTo(seat) switches the controller to the public view and covers the window with
//   "Pass the laptop to <name>" (the seat's PIN, if any). Only unlocking switches the
//   viewer to Viewer::seat(seat); passToReferee() does the same for Viewer::referee()
//   behind the referee's PIN. coverSheets() ("Done — cover my sheet") and the idle lock
//   return to the public view.
// - While the screens are up (RevealPolicy::privateEntryNeedsLock) it hands over on its
//   own: to the first player who must act on a secret step (Leader choice, Development)
//   when they are not the one looking, and through LockPolicy::turnStarted whenever
//   another player's Movement turn or a pending choice begins. Training Ground and the
//   end of the game need no lock: the cover is taken away.
// - setSuspended(true) (e.g. while the new game wizard passes the laptop itself) stops
//   the automatic hand-over; it looks again when resumed.
#pragma once

#include <QObject>
#include <QString>

#include <chrono>

class QWidget;

namespace xobos::ui {

class GameController;

namespace secrets {
class LockCover;
class LockPolicy;
} // namespace secrets

class HandOver : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HandOver)

public:
    // `window` is covered by the lock; `controller` must outlive this object.
    HandOver(GameController *controller, QWidget *window, std::chrono::milliseconds idleTimeout,
             QObject *parent = nullptr);
    ~HandOver() override;

    // The cover, made when first needed (most evenings start without a lock: a start does
    // not build its PIN pad).
    secrets::LockCover *cover();
    bool isCovered() const; // a cover is up
    secrets::LockPolicy *policy() const { return m_policy; }
    void setIdleTimeout(std::chrono::milliseconds timeout);
    // True while anything is hidden from the table (a lock is needed to enter secrets).
    bool locksNeeded() const;

    void passTo(int seat);
    void passToReferee();
    void coverSheets();
    void setSuspended(bool suspended);

Q_SIGNALS:
    // A player (or the referee, LockCover::kRefereeSeat) opened the cover.
    void opened(int seat);

private:
    void onUnlocked(int seat);
    void onLockRequested(int nextSeat);
    void onStateChanged();

    GameController *m_controller = nullptr;
    QWidget *m_window = nullptr;
    secrets::LockCover *m_cover = nullptr;
    secrets::LockPolicy *m_policy = nullptr;
    QString m_lastKey;
    bool m_suspended = false;
};

} // namespace xobos::ui
