// A cover over the whole referee window while the laptop passes between players: it says
// whose turn it is to take the laptop and opens only for that player (or the referee).
//
// Contract:
// - The cover is a child of `window`, raised above every other child, opaque, and keeps the
//   window's whole client area covered when it is resized. While it is locked, the window's
//   other children are disabled (no focus, no clicks, no keys reach them) and application
//   shortcuts are swallowed, so nothing behind it can be read or used.
// - With a PIN hash (store::hashPin) the cover asks for the PIN; every wrong PIN doubles a
//   waiting time (1 s, 2 s, 4 s … at most 30 s) during which the field is disabled and a
//   countdown shows. The clock is injectable so tests do not wait for real.
// - unlocked(seat) is emitted once the right player opened it; kRefereeSeat for the referee.
#pragma once

#include <QColor>
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
    static constexpr qint64 kFirstDelayMs = 1000;
    static constexpr qint64 kMaxDelayMs = 30000;
    using Clock = std::function<qint64()>; // monotonic milliseconds

    explicit LockCover(QWidget *window, Clock clock = {});
    ~LockCover() override;

    // Locks for one player: "Pass the laptop to <name>" in that player's colour. An empty
    // pinHash means the player has no PIN (a plain Unlock button).
    void lockFor(int seat, const QString &name, const QColor &colour, const QString &pinHash);
    // Locks for the referee (audit views, settings), with the referee's own PIN hash.
    void lockForReferee(const QString &pinHash);
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
    QLabel *statusLabel() const { return m_status; }

Q_SIGNALS:
    void unlocked(int seat);

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
    int m_failures = 0;
    qint64 m_blockedUntil = 0;
    QList<QPointer<QWidget>> m_disabled;

    QLabel *m_title = nullptr;
    QLabel *m_hint = nullptr;
    QLineEdit *m_pin = nullptr;
    QPushButton *m_unlock = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace xobos::ui::secrets
