// SPDX-License-Identifier: GPL-3.0-or-later
// A cover over the whole referee window while the laptop passes between players: it says
// whose turn it is to take the laptop and opens only for that player (or the referee).
//
// Contract:
// - The cover is a child of `window`, raised above every other child, opaque, and keeps the
//   window's whole client area covered when it is resized. While it is locked, the window's
//   other children are disabled (no focus, no clicks, no keys reach them) and application
//   shortcuts are swallowed, so nothing behind it can be read or used.
//   Floating docks and dialogs of the window are disabled too (issue #20).
// - With a PIN hash (store::hashPin) the cover asks for the PIN; every wrong PIN doubles a
//   waiting time (1 s, 2 s, 4 s … at most 30 s) during which Unlock is disabled and a
//   countdown shows; what is typed meanwhile is kept. The waiting time belongs to the seat:
//   it stays when the cover passes to somebody else and back (setBackoff() gives it from the
//   library, attemptFailed() reports each new one). A PIN hash that keeps the PIN's length
//   (store::storedPinLength) is tried as soon as that many characters are typed, exactly
//   as Enter or Unlock would try it (a wrong one counts and waits the same); older hashes
//   wait for Enter or Unlock. The clock (wall-clock milliseconds, so a
//   stored waiting time survives a restart) is injectable so tests do not wait for real.
// - lockForTable() is the cover before a public step: no PIN, "Show the table".
// - setAlternatives() offers "Someone else first" (passInstead(seat)); a seat with a PIN
//   offers "Forgot the PIN?" (resetRequested(seat)).
// - unlocked(seat) is emitted once the right player opened it; kRefereeSeat for the
//   referee, kTableSeat for the table.
#pragma once

#include <QColor>
#include <QHash>
#include <QPair>
#include <QPointer>
#include <QString>
#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;

namespace xobos::ui::secrets {

class LockCover : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LockCover)

public:
    static constexpr int kRefereeSeat = -1;
    static constexpr int kTableSeat = -2;
    static constexpr qint64 kFirstDelayMs = 1000;
    static constexpr qint64 kMaxDelayMs = 30000;
    using Clock = std::function<qint64()>; // wall-clock milliseconds since the epoch

    explicit LockCover(QWidget *window, Clock clock = {});
    ~LockCover() override;

    // Locks for one player: "Pass the laptop to <name>" in that player's colour. An empty
    // pinHash means the player has no PIN (a plain Unlock button).
    void lockFor(int seat, const QString &name, const QColor &colour, const QString &pinHash);
    // Locks for the referee (audit views, settings), with the referee's own PIN hash.
    void lockForReferee(const QString &pinHash);
    // The cover before a public step (a Movement phase, a round start): nobody's sheet is
    // open; anyone may take it away.
    void lockForTable(const QString &title, const QString &hint);
    // The seats that may take the laptop instead (Development is simultaneous): (seat, name).
    void setAlternatives(const QList<QPair<int, QString>> &seats);
    // `seat`'s waiting time as the library keeps it (PinBackoff); shown at once if locked for it.
    void setBackoff(int seat, int failures, qint64 blockedUntil);
    // Takes the cover away without anybody opening it (the game was closed, or nothing is
    // hidden any more): unlocked() is not emitted and the viewer stays what it was.
    void release();
    bool isLocked() const { return m_locked; }
    int seat() const { return m_seat; }
    int failedAttempts() const { return m_failures; }
    qint64 remainingDelayMs() const;
    // The waiting time after `failures` wrong PINs in a row: 0, 1 s, 2 s, 4 s … 30 s.
    static qint64 delayAfterFailures(int failures);

    QLineEdit *pinField() const { return m_pin; }
    QPushButton *unlockButton() const { return m_unlock; }
    QPushButton *someoneElseButton() const { return m_someoneElse; }
    QPushButton *forgotButton() const { return m_forgot; }
    QLabel *statusLabel() const { return m_status; }

Q_SIGNALS:
    void unlocked(int seat);
    void lockChanged(bool locked);
    void passInstead(int seat);
    void resetRequested(int seat);
    void attemptFailed(int seat, int failures, qint64 blockedUntil);

public Q_SLOTS:
    // The Unlock button: checks the PIN (if any) and opens the cover.
    void tryUnlock();
    // Re-reads the clock: ends the waiting time and updates the countdown.
    void updateCountdown();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void lock(int seat, const QString &title, const QColor &colour, const QString &pinHash);
    void unlock();
    void setBehindEnabled(bool enabled);
    void clearAlternatives();
    void cover();
    void retranslateUi();

    QPointer<QWidget> m_window;
    Clock m_clock;
    QTimer *m_ticker = nullptr;
    bool m_locked = false;
    int m_seat = kRefereeSeat;
    QString m_name;
    QColor m_colour;
    QString m_pinHash;
    int m_pinLength = 0; // 0: unknown, the PIN is tried on Enter or Unlock only
    int m_failures = 0;
    qint64 m_blockedUntil = 0;
    struct Backoff
    {
        int failures = 0;
        qint64 blockedUntil = 0;
    };
    QHash<int, Backoff> m_backoff; // per seat: the waiting time is the seat's, not the cover's
    QString m_tableTitle;
    QString m_tableHint;
    QList<QPointer<QWidget>> m_disabled;

    QLabel *m_title = nullptr;
    QLabel *m_hint = nullptr;
    QLineEdit *m_pin = nullptr;
    QPushButton *m_unlock = nullptr;
    QPushButton *m_someoneElse = nullptr;
    QPushButton *m_forgot = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace xobos::ui::secrets
