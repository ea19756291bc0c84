// SPDX-License-Identifier: GPL-3.0-or-later
// Passing the laptop (issues #8, #20): who may look at which sheets, and when the window
// covers itself. It joins the controller's viewer to the lock cover and the lock policy,
// and it is the gate of the controller (secrets::AccessPolicy::mayEnter).
//
// Contract:
// - passTo(seat) switches the controller to the public view and covers the window with
//   "Pass the laptop to <name>" (the seat's PIN, if any). Only unlocking switches the
//   viewer to Viewer::seat(seat); passToReferee() does the same for Viewer::referee()
//   behind the referee's PIN, and is refused when players have PINs and the referee has
//   none. coverSheets() ("Done — cover my sheet") and the idle lock return to the public
//   view.
// - While the screens are up (RevealPolicy::privateEntryNeedsLock) the cover goes up on
//   its own: for the next seat to enter when a secret step (Leader choice, Development)
//   begins or a seat's part of it is done (with "Someone else first"); for the table
//   ("Show the table") at every change into a public phase (after the last Leader choice,
//   at a round start) and before any public step while somebody's sheet is open.
// - The end of the Movement phase does not hand over at once: the table reviews the combat
//   in the public view (reviewing()) until continueToDevelopment().
// - The wrong-PIN waiting time of every seat is kept in the library (store::PinBackoff).
// - setSuspended(true) (the new game wizard passes the laptop itself) stops the automatic
//   hand-over; it looks again when resumed.
// - Table mode (issue #29): setPhoneSeats() names the seats whose phone is connected. They
//   enter on their phone, so the hand-over skips them (the cover, "Someone else first",
//   the combat's Continue); when every seat still to enter is on a phone the table's view
//   shows. A seat whose phone goes away falls back to the hand-over at once.
#pragma once

#include "ui/secrets/accesspolicy.h"

#include <QObject>
#include <QSet>
#include <QString>

#include <chrono>
#include <vector>

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
    // The table reviews the combat before the Development phase's hand-over.
    bool reviewing() const { return m_reviewing; }
    // What the access policy decides on, now.
    secrets::AccessContext accessContext() const;
    bool allows(secrets::Command command) const;

    void passTo(int seat);
    // False (nothing happens) when the policy refuses the referee's view.
    bool passToReferee();
    // The same, and when refused a message box ("refereeViewRefused") says why.
    void passToRefereeOrExplain();
    // The table asked to end the Development phase: a message box
    // ("developmentEndExplanation") says that each player ends their own, with a button
    // passing the laptop to each seat still to enter.
    void explainDevelopmentEnd();
    void coverSheets();
    void continueToDevelopment();
    void setSuspended(bool suspended);
    // Re-reads the PINs (after a reset).
    void reloadPins();
    void setPhoneSeats(const QSet<int> &seats);
    bool onPhone(int seat) const { return m_phoneSeats.contains(seat); }

Q_SIGNALS:
    // A player (or the referee, LockCover::kRefereeSeat) opened the cover.
    void opened(int seat);
    // What the access policy allows may have changed (cover, review, PINs).
    void accessChanged();
    // A seat asks to reset its PIN from its cover (the window asks who agrees).
    void pinResetRequested(int seat);

private:
    void onUnlocked(int seat);
    void onLockRequested(int nextSeat);
    void onStateChanged();
    void coverForTable();
    void lockForSeat(int seat);
    // The first seat of `acting` that enters on the laptop (not on its phone), or -1.
    int firstLaptopSeat(const std::vector<int> &acting) const;

    GameController *m_controller = nullptr;
    QWidget *m_window = nullptr;
    secrets::LockCover *m_cover = nullptr;
    secrets::LockPolicy *m_policy = nullptr;
    QString m_lastKey;
    int m_lastRound = -1;
    int m_lastPhase = -1;
    bool m_suspended = false;
    bool m_reviewing = false;
    QList<bool> m_seatHasPin;
    QSet<int> m_phoneSeats;
    bool m_refereePin = false;
};

} // namespace xobos::ui
