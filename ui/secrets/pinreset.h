// SPDX-License-Identifier: GPL-3.0-or-later
// Resetting a forgotten PIN (docs/security.md, "Resetting a PIN"): by the referee from the
// referee's view when the game has a referee PIN, otherwise by the agreement of every other
// player, each with their own PIN if they have one. The reset itself is
// GameController::resetPin, which logs the public "pin-reset" row.
#pragma once

#include <QObject>
#include <QStringList>

class QWidget;

namespace xobos::store {
class GameStore;
}

namespace xobos::ui {

class GameController;
class HandOver;

class PinReset : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PinReset)

public:
    // `window` parents the questions; none of the three is owned.
    PinReset(GameController *controller, HandOver *handOver, QWidget *window);
    ~PinReset() override;

    // Asked for `seat` (the cover's "Forgot the PIN", Sheets > Reset a Player's PIN): the
    // referee's way or the table's, as the game's PINs say.
    void request(int seat);
    void byReferee(int seat);
    void byTable(int seat);

    // The table's agreement to take away `seat`'s PIN, asked on `parent` (a cover): every
    // other seat of `names` in turn, by typing its own PIN when `pinHashes` gives one (a
    // wrong one counts against that seat's waiting time, store::PinBackoff of `gameId`).
    // False, with what happened for the table in `why` (public facts only), when someone
    // does not agree. Any game's window asks it (TECH's too); the reset is the caller's.
    static bool tableAgrees(QWidget *parent, store::GameStore &store, qint64 gameId, const QStringList &names,
                            const QStringList &pinHashes, int seat, QString *why);

Q_SIGNALS:
    // What happened, for the status bar (public facts only).
    void status(const QString &text);

private:
    GameController *m_controller = nullptr;
    HandOver *m_handOver = nullptr;
    QWidget *m_window = nullptr;
};

} // namespace xobos::ui
