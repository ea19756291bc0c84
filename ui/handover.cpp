#include "ui/handover.h"

#include "ui/gamecontroller.h"
#include "ui/gametext.h"
#include "ui/logging.h"
#include "ui/secrets/lockcover.h"
#include "ui/secrets/lockpolicy.h"
#include "ui/secrets/revealpolicy.h"

#include <algorithm>

namespace xobos::ui {

namespace {

// LockPolicy's holder while the referee looks: not a seat, not kNoSeat.
constexpr int kRefereeHolder = 1000;

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
        if (m_cover)
            m_cover->release();
        m_policy->setHolder(secrets::LockPolicy::kNoSeat);
        m_controller->setViewer(rules::Viewer::everyone());
        onStateChanged();
    });
    onStateChanged(); // a game may be open already
}

HandOver::~HandOver() = default;

secrets::LockCover *HandOver::cover()
{
    if (!m_cover) {
        m_cover = new secrets::LockCover(m_window);
        m_cover->setObjectName(QStringLiteral("lockCover"));
        m_cover->hide();
        connect(m_cover, &secrets::LockCover::unlocked, this, &HandOver::onUnlocked);
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

void HandOver::passTo(int seat)
{
    if (!locksNeeded() || seat < 0 || seat >= m_controller->playerCount())
        return;
    // The viewer goes public before the cover shows: nothing private stays behind it.
    m_policy->setHolder(secrets::LockPolicy::kNoSeat);
    m_controller->setViewer(rules::Viewer::everyone());
    cover()->lockFor(seat, playerText(m_controller->playerNames(), seat), m_controller->playerColours().value(seat),
                     m_controller->pinHash(seat));
}

void HandOver::passToReferee()
{
    if (!m_controller->hasGame())
        return;
    m_policy->setHolder(secrets::LockPolicy::kNoSeat);
    m_controller->setViewer(rules::Viewer::everyone());
    cover()->lockForReferee(m_controller->refereePinHash());
}

void HandOver::coverSheets()
{
    m_policy->setHolder(secrets::LockPolicy::kNoSeat);
    m_controller->setViewer(rules::Viewer::everyone());
}

void HandOver::setSuspended(bool suspended)
{
    m_suspended = suspended;
    if (!suspended) {
        m_lastKey.clear();
        onStateChanged();
    }
}

void HandOver::onUnlocked(int seat)
{
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
    if (!m_controller->hasGame() || m_controller->isReplaying())
        return;
    const rules::GameView view = m_controller->view();
    if (!secrets::RevealPolicy::privateEntryNeedsLock(view)) {
        // Training Ground or the end of the game: nothing is hidden, no lock is kept.
        if (m_cover)
            m_cover->release();
        m_policy->setHolder(secrets::LockPolicy::kNoSeat);
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
    if (view.acting.empty())
        return;
    const rules::Viewer viewer = m_controller->viewer();
    const bool secretStep = view.pending.empty()
        && (view.phase == rules::Phase::Setup || view.phase == rules::Phase::Development);
    if (!secretStep) {
        // A Movement turn or a pending choice: whoever else holds the sheets loses them.
        m_policy->turnStarted(view.pending.empty() ? view.currentPlayer : view.pending.front().player);
        return;
    }
    const auto acts = [&view](int seat) {
        return std::find(view.acting.begin(), view.acting.end(), seat) != view.acting.end();
    };
    if (viewer.kind == rules::Viewer::Kind::Referee)
        return; // the referee hands over himself
    if (viewer.kind == rules::Viewer::Kind::Player && acts(viewer.player))
        return; // still entering
    if (isCovered() && m_cover->seat() >= 0 && acts(m_cover->seat()))
        return; // the laptop is already on its way to somebody who must act
    passTo(view.acting.front());
}

} // namespace xobos::ui
