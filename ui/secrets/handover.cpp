// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/secrets/handover.h"

#include "store/pinbackoff.h"
#include "ui/shell/gamecontroller.h"
#include "ui/texts/gametext.h"
#include "ui/shell/logging.h"
#include "ui/secrets/lockcover.h"
#include "ui/secrets/lockpolicy.h"
#include "ui/secrets/revealpolicy.h"

#include <QMessageBox>
#include <QPushButton>

#include <algorithm>

namespace xobos::ui {

namespace {

// LockPolicy's holder while the referee looks: not a seat, not kNoSeat.
constexpr int kRefereeHolder = 1000;

bool isSecretStep(const rules::GameView &view)
{
    return view.pending.empty() && (view.phase == rules::Phase::Setup || view.phase == rules::Phase::Development);
}

} // namespace

HandOver::HandOver(GameController *controller, QWidget *window, std::chrono::milliseconds idleTimeout,
                   QObject *parent)
    : QObject(parent)
    , m_controller(controller)
    , m_window(window)
    , m_policy(new secrets::LockPolicy(idleTimeout, this))
{
    connect(m_policy, &secrets::LockPolicy::lockRequested, this, &HandOver::onLockRequested);
    controller->connectPositionChanges(this, &HandOver::onStateChanged);
    connect(controller, &GameController::gameChanged, this, [this] {
        m_lastKey.clear();
        m_lastRound = -1;
        m_lastPhase = -1;
        m_reviewing = false;
        if (m_cover)
            m_cover->release();
        m_policy->setHolder(secrets::LockPolicy::kNoSeat);
        m_controller->setViewer(rules::Viewer::everyone());
        reloadPins();
        onStateChanged();
    });
    // Every move, undo and redo of the window asks the access policy first.
    controller->setActionGate([this](int seat, const rules::Action &action) {
        return secrets::AccessPolicy::mayEnter(accessContext(), seat, action);
    });
    connect(controller, &QObject::destroyed, this, [this] { m_controller = nullptr; });
    reloadPins();
    onStateChanged(); // a game may be open already
}

HandOver::~HandOver()
{
    if (m_controller)
        m_controller->setActionGate({});
}

secrets::LockCover *HandOver::cover()
{
    if (!m_cover) {
        m_cover = new secrets::LockCover(m_window);
        m_cover->setObjectName(QStringLiteral("lockCover"));
        m_cover->hide();
        connect(m_cover, &secrets::LockCover::unlocked, this, &HandOver::onUnlocked);
        connect(m_cover, &secrets::LockCover::lockChanged, this, &HandOver::accessChanged);
        connect(m_cover, &secrets::LockCover::passInstead, this, &HandOver::passTo);
        connect(m_cover, &secrets::LockCover::resetRequested, this, &HandOver::pinResetRequested);
        connect(m_cover, &secrets::LockCover::attemptFailed, this, [this](int seat, int failures, qint64 until) {
            if (!m_controller || !m_controller->hasGame())
                return;
            QString error;
            if (!store::savePinBackoff(m_controller->store(), m_controller->gameId(), seat, {failures, until}, &error))
                qCWarning(lcUi) << "the PIN waiting time could not be kept:" << error;
        });
    }
    return m_cover;
}

bool HandOver::isCovered() const
{
    return m_cover && m_cover->isLocked();
}

void HandOver::setIdleTimeout(std::chrono::milliseconds timeout)
{
    m_policy->setIdleTimeout(timeout);
}

bool HandOver::locksNeeded() const
{
    return m_controller->hasGame() && secrets::RevealPolicy::privateEntryNeedsLock(m_controller->view());
}

secrets::AccessContext HandOver::accessContext() const
{
    secrets::AccessContext c;
    if (!m_controller)
        return c;
    c.hasGame = m_controller->hasGame();
    c.live = !m_controller->isReplaying();
    c.covered = isCovered();
    c.reviewing = m_reviewing;
    c.wizard = m_suspended;
    c.viewer = m_controller->viewer();
    c.seatHasPin = m_seatHasPin;
    c.refereePin = m_refereePin;
    if (c.hasGame) {
        const rules::GameView view = m_controller->view();
        c.finished = view.phase == rules::Phase::GameOver;
        c.needsLock = secrets::RevealPolicy::privateEntryNeedsLock(view);
        c.phase = view.phase;
        c.acting = view.acting;
    }
    return c;
}

bool HandOver::allows(secrets::Command command) const
{
    return secrets::AccessPolicy::allows(command, accessContext());
}

void HandOver::reloadPins()
{
    m_seatHasPin.clear();
    for (int seat = 0; seat < m_controller->playerCount(); ++seat)
        m_seatHasPin << !m_controller->pinHash(seat).isEmpty();
    m_refereePin = m_controller->hasGame() && !m_controller->refereePinHash().isEmpty();
    Q_EMIT accessChanged();
}

void HandOver::passTo(int seat)
{
    if (!locksNeeded() || seat < 0 || seat >= m_controller->playerCount())
        return;
    if (m_reviewing) {
        m_reviewing = false; // handing over is continuing
        Q_EMIT accessChanged();
    }
    // The viewer goes public before the cover shows: nothing private stays behind it.
    m_policy->setHolder(secrets::LockPolicy::kNoSeat);
    m_controller->setViewer(rules::Viewer::everyone());
    const store::PinBackoff backoff = store::loadPinBackoff(m_controller->store(), m_controller->gameId(), seat);
    cover()->setBackoff(seat, backoff.failures, backoff.blockedUntilMs);
    cover()->lockFor(seat, playerText(m_controller->playerNames(), seat), m_controller->playerColours().value(seat),
                     m_controller->pinHash(seat));
    // Development (and the Leader choice) is simultaneous: the others still to enter may go first.
    QList<QPair<int, QString>> others;
    const rules::GameView view = m_controller->view();
    if (isSecretStep(view)) {
        for (int p : view.acting) {
            if (p != seat && !onPhone(p))
                others.append({p, playerText(m_controller->playerNames(), p)});
        }
    }
    m_cover->setAlternatives(others);
}

bool HandOver::passToReferee()
{
    // The window's entries to it are enabled by the policy (Command::RefereeView); from a
    // seat's cover ("Forgot the PIN?") it is the way to the referee. Either way: only where
    // the referee's view is available at all.
    const secrets::AccessContext context = accessContext();
    if (!context.hasGame || !context.live || !secrets::AccessPolicy::refereeViewAvailable(context))
        return false;
    m_policy->setHolder(secrets::LockPolicy::kNoSeat);
    m_controller->setViewer(rules::Viewer::everyone());
    const store::PinBackoff backoff = store::loadPinBackoff(m_controller->store(), m_controller->gameId(),
                                                            secrets::LockCover::kRefereeSeat);
    cover()->setBackoff(secrets::LockCover::kRefereeSeat, backoff.failures, backoff.blockedUntilMs);
    cover()->lockForReferee(m_controller->refereePinHash());
    m_cover->setAlternatives({});
    return true;
}

void HandOver::coverSheets()
{
    m_policy->setHolder(secrets::LockPolicy::kNoSeat);
    m_controller->setViewer(rules::Viewer::everyone());
}

void HandOver::continueToDevelopment()
{
    if (!m_reviewing)
        return;
    m_reviewing = false;
    Q_EMIT accessChanged();
    const rules::GameView view = m_controller->view();
    if (isSecretStep(view)) {
        const int next = firstLaptopSeat(view.acting);
        if (next >= 0)
            passTo(next);
    }
}

int HandOver::firstLaptopSeat(const std::vector<int> &acting) const
{
    for (int seat : acting) {
        if (!onPhone(seat))
            return seat;
    }
    return -1;
}

void HandOver::setPhoneSeats(const QSet<int> &seats)
{
    if (seats == m_phoneSeats)
        return;
    m_phoneSeats = seats;
    m_lastKey.clear(); // who enters where changed: look again
    onStateChanged();
    Q_EMIT accessChanged(); // the status strip names who enters where
}

void HandOver::coverForTable()
{
    m_policy->setHolder(secrets::LockPolicy::kNoSeat);
    m_controller->setViewer(rules::Viewer::everyone());
    const rules::GameView view = m_controller->view();
    const int next = view.pending.empty() ? view.currentPlayer : view.pending.front().player;
    const QString who = playerText(m_controller->playerNames(), next);
    cover()->lockForTable(tr("Turn the laptop to the table"),
                          tr("Round %1, %2: played in the open, %3 is next. Nobody's private sheet is open.")
                              .arg(view.round)
                              .arg(phaseText(view.phase), who));
    m_cover->setAlternatives({});
}

void HandOver::setSuspended(bool suspended)
{
    m_suspended = suspended;
    Q_EMIT accessChanged();
    if (!suspended) {
        m_lastKey.clear();
        onStateChanged();
    }
}

void HandOver::onUnlocked(int seat)
{
    if (seat == secrets::LockCover::kTableSeat) {
        m_controller->setViewer(rules::Viewer::everyone());
        return; // the table's view: nothing to open
    }
    if (seat == secrets::LockCover::kRefereeSeat) {
        m_controller->setViewer(rules::Viewer::referee());
        m_policy->setHolder(kRefereeHolder);
    } else {
        m_controller->setViewer(rules::Viewer::seat(seat));
        m_policy->setHolder(seat);
    }
    Q_EMIT opened(seat);
}

void HandOver::onLockRequested(int nextSeat)
{
    // Idle: back to the public table, no cover needed (nobody has to take the laptop).
    if (nextSeat == secrets::LockPolicy::kNoSeat)
        coverSheets();
    else
        passTo(nextSeat);
}

void HandOver::onStateChanged()
{
    if (!m_controller || !m_controller->hasGame() || m_controller->isReplaying())
        return;
    const rules::GameView view = m_controller->view();
    if (!secrets::RevealPolicy::privateEntryNeedsLock(view)) {
        // Training Ground or the end of the game: nothing is hidden, no lock is kept.
        if (m_cover)
            m_cover->release();
        m_policy->setHolder(secrets::LockPolicy::kNoSeat);
        if (m_reviewing) {
            m_reviewing = false;
            Q_EMIT accessChanged();
        }
        // The end of the game is the whole table's: the last seat's sheet does not stay open.
        if (view.phase == rules::Phase::GameOver && m_controller->viewer().kind != rules::Viewer::Kind::Public)
            m_controller->setViewer(rules::Viewer::everyone());
        return;
    }
    if (m_suspended)
        return;
    // Only public facts decide (phase, round, who acts, what is pending), and only a
    // change of them: "Done — cover my sheet" must not bring the cover straight back.
    QString key = QStringLiteral("%1/%2/%3/").arg(view.round).arg(static_cast<int>(view.phase)).arg(view.resolving);
    for (int p : view.acting)
        key += QString::number(p) + QLatin1Char(',');
    for (const rules::Pending &p : view.pending)
        key += QStringLiteral("p%1:%2:%3,").arg(static_cast<int>(p.kind)).arg(p.player).arg(p.token);
    if (key == m_lastKey)
        return;
    m_lastKey = key;
    const int previousPhase = m_lastPhase;
    const bool phaseChanged = m_lastPhase >= 0 && (view.round != m_lastRound || static_cast<int>(view.phase) != m_lastPhase);
    m_lastRound = view.round;
    m_lastPhase = static_cast<int>(view.phase);
    if (m_reviewing && view.phase != rules::Phase::Development) {
        m_reviewing = false; // taken back into the Movement phase
        Q_EMIT accessChanged();
    }
    const rules::Viewer viewer = m_controller->viewer();
    if (isSecretStep(view)) {
        if (view.phase == rules::Phase::Development && phaseChanged
            && previousPhase == static_cast<int>(rules::Phase::Movement)) {
            // The combat is the table's: shown in the public view; the hand-over waits for
            // "Continue to Development".
            coverSheets();
            if (m_cover)
                m_cover->release();
            m_reviewing = true;
            Q_EMIT accessChanged();
            return;
        }
        if (m_reviewing || view.acting.empty())
            return;
        const auto acts = [&view](int seat) {
            return std::find(view.acting.begin(), view.acting.end(), seat) != view.acting.end();
        };
        if (viewer.kind == rules::Viewer::Kind::Referee)
            return; // the referee hands over himself
        if (viewer.kind == rules::Viewer::Kind::Player && acts(viewer.player))
            return; // still entering
        if (isCovered() && m_cover->seat() >= 0 && acts(m_cover->seat()) && !onPhone(m_cover->seat())) {
            passTo(m_cover->seat()); // on its way to somebody who must act: the list of others follows
            return;
        }
        const int next = firstLaptopSeat(view.acting);
        if (next >= 0) {
            passTo(next); // a seat's part is done (or the step begins): the next one
            return;
        }
        // Everybody still to enter does so on their phone: the laptop shows the table.
        coverSheets();
        if (m_cover)
            m_cover->release();
        return;
    }
    // A public step: no private sheet stays open, and a phase of the open table begins
    // behind "Show the table" (after the last Leader choice, at every round start).
    const bool fromSecretPhase = phaseChanged
        && (previousPhase == static_cast<int>(rules::Phase::Setup)
            || previousPhase == static_cast<int>(rules::Phase::Development));
    if (fromSecretPhase || viewer.kind != rules::Viewer::Kind::Public
        || (isCovered() && m_cover->seat() != secrets::LockCover::kTableSeat))
        coverForTable();
}

void HandOver::explainDevelopmentEnd()
{
    const rules::GameView view = m_controller->view();
    const QStringList names = m_controller->playerNames();
    QStringList still;
    for (int seat : view.acting)
        still << playerText(names, seat);
    auto *box = new QMessageBox(QMessageBox::Information, tr("End the Development phase"),
                                tr("Each player ends their own Development phase, on their own sheet: nobody ends it "
                                   "for them from the table's view."),
                                QMessageBox::Cancel, m_window);
    box->setObjectName(QStringLiteral("developmentEndExplanation"));
    box->setInformativeText(tr("Still to enter: %1. Pass the laptop to one of them.").arg(still.join(QStringLiteral(", "))));
    for (int seat : view.acting) {
        QPushButton *pass = box->addButton(tr("Pass the Laptop to %1").arg(playerText(names, seat)), QMessageBox::AcceptRole);
        pass->setObjectName(QStringLiteral("explainPass%1").arg(seat));
        connect(pass, &QPushButton::clicked, this, [this, seat] { passTo(seat); });
    }
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void HandOver::passToRefereeOrExplain()
{
    if (passToReferee())
        return;
    auto *box = new QMessageBox(QMessageBox::Information, tr("Referee View"),
                                tr("The referee's view shows every player's hidden values. In this game players set "
                                   "PINs and the referee did not, so the referee's view, and saving the game file "
                                   "with its hidden values, are not available until the game is over."),
                                QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("refereeViewRefused"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace xobos::ui
