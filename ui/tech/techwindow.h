// SPDX-License-Identifier: GPL-3.0-or-later
// TECH's window (issue #26): the 3x3 board, both supplies and prison camps, the score and
// round tracks, a status line with the one button for the table's next step, the reveal,
// and the winner screen. Played through game::Session (core/game/session.h), which
// validates, stores and applies; every text is built from the session's view for the
// window's viewer (the public, or the one seat whose lock is open).
//
// The sealed deployment: the button passes the laptop to a seat still to choose; the lock
// cover of ui/secrets (LockCover, with the seat's PIN and its stored waiting time) opens
// only for that seat; the seat clicks (or drags) a unit of its supply and an empty space;
// the cover goes straight back up for the other seat, then for the table, and the reveal is
// shown to both. Before both are in, the public view says only "committed". A forgotten PIN
// ("Forgot the PIN?" on the cover) is taken away when the other player agrees, with his own
// PIN if he has one (PinReset::tableAgrees; TECH has no referee); the log says so.
//
// Actions: click a unit of the board, then its target (move, capture, stack, unstack, an
// Archer's kill), or a unit of the supply, then an empty space (deploy); or drag the unit
// onto its target (TechBoardInput turns the gestures into actions). Refusals are shown with
// their sentence and rule id. Undo takes back the last action when the session allows it,
// never a sealed choice from the public view. A seat's view left open returns to the
// table's after the idle time (secrets::LockPolicy).
#pragma once

#include "game/module.h"
#include "game/session.h"
#include "net/tablehost.h"
#include "ui/tech/techboardinput.h"

#include <QJsonObject>
#include <QMainWindow>
#include <QStringList>

#include <array>
#include <functional>
#include <memory>

class QAction;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace xobos::store {
class GameStore;
}

namespace xobos::ui::secrets {
class LockCover;
class LockPolicy;
}

namespace xobos::ui::phones {
class TableModeDialog;
}

namespace xobos::ui::tech {

class TechBoard;
class TechPhoneHost;

class TechWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TechWindow)

public:
    explicit TechWindow(std::unique_ptr<game::Session> session, QWidget *parent = nullptr);
    ~TechWindow() override;

    // Creates a TECH game in `store` (two names, a PIN hash or empty per seat, the first
    // player, the ruleset and line scoring as the module's setup JSON, TechSetupPage) and
    // shows its window (deleted on close); a message and nullptr when it cannot.
    static TechWindow *start(store::GameStore &store, const QStringList &names, const QStringList &pinHashes,
                             int firstPlayer, QWidget *parent, const QJsonObject &options = {});
    // Reopens a stored TECH game (the store replays it); a message and nullptr when it cannot.
    static TechWindow *resume(store::GameStore &store, qint64 gameId, QWidget *parent);

    const game::Session &session() const { return *m_session; }
    game::Viewer viewer() const { return m_viewer; }
    QStringList names() const { return m_names; }

    // The widgets, for the tests that click.
    TechBoard *board() const { return m_board; }
    QPushButton *supplyButton(int seat, int unit) const;
    QPushButton *nextButton() const { return m_next; }
    QAction *undoAction() const { return m_undo; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *revealLabel() const { return m_reveal; }
    QLabel *refusalLabel() const { return m_refusal; }
    QLabel *roundLabel() const { return m_roundLabel; }
    secrets::LockCover *cover();
    bool isCovered() const;
    // The idle lock: a seat's open view returns to the table's after some minutes unused.
    secrets::LockPolicy *lockPolicy() const { return m_policy; }
    // The winner screen, once the game is over and it was shown.
    QDialog *resultDialog() const { return m_result; }

    // Table mode (issue #29): a seat's sealed choice from its phone, on the window's own
    // path (stored, shown, the cover back up); a refusal is told to the phone alone.
    net::TableHost::Reply submitFromPhone(int seat, const QJsonObject &action);
    // The table-mode dialog (made when first opened), or nullptr.
    phones::TableModeDialog *tableModeDialog() const { return m_tableMode; }

public Q_SLOTS:
    void showResult();
    void openTableMode();

Q_SIGNALS:
    void changed(); // the window shows a new position (the phones' pages follow)

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void retranslateUi();
    void refresh();
    void setViewer(const game::Viewer &viewer);
    void passTo(int seat);
    void coverForTable();
    void onUnlocked(int seat);
    void resetPin(int seat);
    QString toldText(const QJsonObject &told) const;
    bool addToLog(const QJsonObject &told);
    void setRefusal(std::function<QString()> text);
    void showHint(TechBoardInput::Hint hint);
    void onNext();
    void undo();
    bool submit(int seat, const QJsonObject &action);
    bool showSubmitted(int seat, const QJsonObject &action, bool secret, bool fromPhone, const game::Session::Result &r);
    QJsonObject view() const;
    int actingSeat() const;
    // The first seat still to act with no phone connected in table mode (-1: none).
    int laptopSeat() const;

    std::unique_ptr<game::Session> m_session;
    game::Viewer m_viewer;
    QStringList m_names;
    QStringList m_pinHashes;

    TechBoard *m_board = nullptr;
    TechBoardInput *m_input = nullptr; // clicks and drags -> actions
    std::array<QGroupBox *, 2> m_seatBox{};
    std::array<std::array<QPushButton *, 3>, 2> m_supply{};
    std::array<QLabel *, 2> m_prison{};
    std::array<QLabel *, 2> m_points{};
    std::array<QLabel *, 2> m_committed{};
    QLabel *m_roundLabel = nullptr;
    std::array<QLabel *, 10> m_roundTrack{};
    QLabel *m_scoreTrack = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_next = nullptr;
    QLabel *m_reveal = nullptr;
    QLabel *m_refusal = nullptr;
    QLabel *m_logTitle = nullptr;
    QListWidget *m_log = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_tableModeAction = nullptr;
    std::unique_ptr<TechPhoneHost> m_phoneHost;
    phones::TableModeDialog *m_tableMode = nullptr;
    secrets::LockCover *m_cover = nullptr;
    secrets::LockPolicy *m_policy = nullptr;
    QDialog *m_result = nullptr;

    QList<QJsonObject> m_revealTold; // what the reveal panel says (see told() in the .cpp)
    std::function<QString()> m_refusalText;
    bool m_resultShown = false;
};

} // namespace xobos::ui::tech
