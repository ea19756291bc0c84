#include "lockcover.h"

#include "store/pinhash.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace xobos::ui::secrets {

namespace {

LockCover::Clock steadyClock()
{
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    return [timer] { return timer->elapsed(); };
}

} // namespace

LockCover::LockCover(QWidget *window, Clock clock)
    : QWidget(window)
    , m_window(window)
    , m_clock(clock ? std::move(clock) : steadyClock())
    , m_ticker(new QTimer(this))
{
    Q_ASSERT(window);
    setObjectName(QStringLiteral("lockCover"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAutoFillBackground(true);
    setFocusPolicy(Qt::StrongFocus);

    auto *layout = new QVBoxLayout(this);
    layout->addStretch(2);
    m_title = new QLabel(this);
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 2.2);
    big.setBold(true);
    m_title->setFont(big);
    layout->addWidget(m_title);
    m_hint = new QLabel(this);
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);
    layout->addSpacing(16);

    auto *row = new QHBoxLayout;
    row->addStretch(1);
    m_pin = new QLineEdit(this);
    m_pin->setEchoMode(QLineEdit::Password);
    m_pin->setObjectName(QStringLiteral("pinField"));
    m_pin->setMaxLength(32);
    m_pin->setMinimumWidth(180);
    m_pin->setAlignment(Qt::AlignCenter);
    m_unlock = new QPushButton(this);
    m_unlock->setObjectName(QStringLiteral("unlockButton"));
    m_unlock->setDefault(true);
    row->addWidget(m_pin);
    row->addWidget(m_unlock);
    row->addStretch(1);
    layout->addLayout(row);
    m_status = new QLabel(this);
    m_status->setAlignment(Qt::AlignCenter);
    m_status->setObjectName(QStringLiteral("lockStatus"));
    layout->addWidget(m_status);
    layout->addStretch(3);

    connect(m_unlock, &QPushButton::clicked, this, &LockCover::tryUnlock);
    connect(m_pin, &QLineEdit::returnPressed, this, &LockCover::tryUnlock);
    m_ticker->setInterval(200);
    connect(m_ticker, &QTimer::timeout, this, &LockCover::updateCountdown);

    window->installEventFilter(this);
    qApp->installEventFilter(this);
    retranslateUi();
    hide();
}

LockCover::~LockCover()
{
    if (m_locked)
        setBehindEnabled(true);
}

qint64 LockCover::delayAfterFailures(int failures)
{
    if (failures <= 0)
        return 0;
    const int shift = std::min(failures - 1, 15);
    return std::min(kFirstDelayMs << shift, kMaxDelayMs);
}

qint64 LockCover::remainingDelayMs() const
{
    return std::max<qint64>(0, m_blockedUntil - m_clock());
}

void LockCover::lockFor(int seat, const QString &name, const QColor &colour, const QString &pinHash)
{
    m_name = name;
    lock(seat, name, colour, pinHash);
}

void LockCover::lockForReferee(const QString &pinHash)
{
    m_name.clear();
    lock(kRefereeSeat, QString(), QColor(), pinHash);
}

void LockCover::lock(int seat, const QString &, const QColor &colour, const QString &pinHash)
{
    if (m_seat != seat || m_pinHash != pinHash) {
        // A new holder starts with a clean slate; the same holder keeps his waiting time.
        m_failures = 0;
        m_blockedUntil = 0;
    }
    m_seat = seat;
    m_colour = colour.isValid() ? colour : palette().color(QPalette::WindowText);
    m_pinHash = pinHash;
    m_pin->clear();
    m_status->clear();
    if (!m_locked) {
        m_locked = true;
        setBehindEnabled(false);
    }
    retranslateUi();
    cover();
    show();
    layout()->activate(); // the PIN field may have appeared or gone: place the row now
    updateCountdown();
    if (m_pin->isVisible() && m_pin->isEnabled())
        m_pin->setFocus();
    else
        m_unlock->setFocus();
}

void LockCover::release()
{
    if (!m_locked)
        return;
    m_locked = false;
    m_ticker->stop();
    m_pin->clear();
    m_status->clear();
    hide();
    setBehindEnabled(true);
}

void LockCover::unlock()
{
    m_locked = false;
    m_failures = 0;
    m_blockedUntil = 0;
    m_ticker->stop();
    m_pin->clear();
    m_status->clear();
    hide();
    setBehindEnabled(true);
    Q_EMIT unlocked(m_seat);
}

void LockCover::tryUnlock()
{
    if (!m_locked)
        return;
    if (remainingDelayMs() > 0) {
        updateCountdown();
        return;
    }
    if (m_pinHash.isEmpty()) {
        unlock();
        return;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = store::verifyPin(m_pin->text(), m_pinHash);
    QApplication::restoreOverrideCursor();
    m_pin->clear();
    if (ok) {
        unlock();
        return;
    }
    ++m_failures;
    m_blockedUntil = m_clock() + delayAfterFailures(m_failures);
    updateCountdown();
}

void LockCover::updateCountdown()
{
    const qint64 remaining = remainingDelayMs();
    const bool waiting = m_locked && remaining > 0;
    m_pin->setEnabled(!waiting);
    m_unlock->setEnabled(!waiting);
    if (waiting) {
        const int seconds = static_cast<int>((remaining + 999) / 1000);
        m_status->setText(tr("Wrong PIN. Try again in %1 s.").arg(seconds));
        if (!m_ticker->isActive())
            m_ticker->start();
    } else {
        m_ticker->stop();
        if (m_failures > 0)
            m_status->setText(tr("Wrong PIN. Try again."));
        if (m_locked && m_pin->isVisible() && !m_pin->hasFocus())
            m_pin->setFocus();
    }
}

void LockCover::setBehindEnabled(bool enabled)
{
    if (!enabled) {
        m_disabled.clear();
        if (!m_window)
            return;
        for (QWidget *child : m_window->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (child == this || child->isWindow() || !child->isEnabled())
                continue;
            child->setEnabled(false);
            m_disabled << child;
        }
        return;
    }
    for (const QPointer<QWidget> &w : std::as_const(m_disabled)) {
        if (w)
            w->setEnabled(true);
    }
    m_disabled.clear();
}

void LockCover::cover()
{
    if (!m_window)
        return;
    setGeometry(m_window->rect());
    raise();
}

bool LockCover::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_locked)
        return QWidget::eventFilter(watched, event);
    if (watched == m_window) {
        switch (event->type()) {
        case QEvent::Resize:
        case QEvent::Show:
        case QEvent::LayoutRequest:
            cover();
            break;
        case QEvent::ChildAdded:
            // A widget added while locked (a dock, a status message) must stay underneath;
            // raise once the event loop has placed it.
            QTimer::singleShot(0, this, [this] {
                if (m_locked) {
                    setBehindEnabled(true);
                    setBehindEnabled(false);
                    cover();
                }
            });
            break;
        default: break;
        }
    }
    // Menu and window shortcuts (undo, save, switch view) act on what the cover hides.
    if (event->type() == QEvent::Shortcut || event->type() == QEvent::ShortcutOverride) {
        auto *w = qobject_cast<QWidget *>(watched);
        if (!(w && (w == this || isAncestorOf(w))))
            return true;
    }
    return QWidget::eventFilter(watched, event);
}

void LockCover::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Window));
    if (m_colour.isValid()) {
        // A band in the player's colour, so the right person reaches for the laptop.
        p.fillRect(QRect(0, 0, width(), 12), m_colour);
        p.fillRect(QRect(0, height() - 12, width(), 12), m_colour);
    }
}

void LockCover::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void LockCover::retranslateUi()
{
    const bool referee = m_seat == kRefereeSeat;
    m_title->setText(referee ? tr("Pass the laptop to the referee") : tr("Pass the laptop to %1").arg(m_name));
    m_title->setStyleSheet(!referee && m_colour.isValid() ? QStringLiteral("color: %1;").arg(m_colour.name()) : QString());
    const bool hasPin = !m_pinHash.isEmpty();
    m_hint->setText(hasPin ? (referee ? tr("Enter the referee's PIN to open the referee's view.")
                                      : tr("Enter your PIN to open your sheets. Everyone else, please look away."))
                           : (referee ? tr("Press Unlock to open the referee's view.")
                                      : tr("Press Unlock when only you can see the screen.")));
    m_pin->setVisible(hasPin);
    m_pin->setPlaceholderText(tr("PIN"));
    m_unlock->setText(tr("Unlock"));
}

} // namespace xobos::ui::secrets
