// SPDX-License-Identifier: GPL-3.0-or-later
#include "lockpolicy.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>

namespace xobos::ui::secrets {

LockPolicy::LockPolicy(std::chrono::milliseconds idleTimeout, QObject *parent)
    : QObject(parent)
    , m_timeout(idleTimeout)
    , m_idle(new QTimer(this))
{
    m_idle->setSingleShot(true);
    connect(m_idle, &QTimer::timeout, this, &LockPolicy::lockNow);
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
}

LockPolicy::~LockPolicy() = default;

void LockPolicy::setIdleTimeout(std::chrono::milliseconds timeout)
{
    m_timeout = timeout;
    restartTimer();
}

void LockPolicy::setHolder(int seat)
{
    m_holder = seat;
    restartTimer();
}

bool LockPolicy::idleTimerActive() const
{
    return m_idle->isActive();
}

void LockPolicy::turnStarted(int seat)
{
    if (m_holder != kNoSeat && m_holder != seat) {
        m_holder = kNoSeat;
        m_idle->stop();
        Q_EMIT lockRequested(seat);
    }
}

void LockPolicy::activity()
{
    if (m_idle->isActive())
        m_idle->start();
}

void LockPolicy::lockNow()
{
    m_idle->stop();
    m_holder = kNoSeat;
    Q_EMIT lockRequested(kNoSeat);
}

void LockPolicy::restartTimer()
{
    if (m_holder != kNoSeat && m_timeout.count() > 0)
        m_idle->start(m_timeout);
    else
        m_idle->stop();
}

bool LockPolicy::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::KeyPress:
    case QEvent::KeyRelease:
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
    case QEvent::MouseMove:
    case QEvent::Wheel:
    case QEvent::TouchBegin:
    case QEvent::TouchUpdate:
    case QEvent::TabletPress:
        activity();
        break;
    default: break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace xobos::ui::secrets
