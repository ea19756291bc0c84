// SPDX-License-Identifier: GPL-3.0-or-later
#include "lockcover.h"

#include "store/pinhash.h"

#include <QApplication>
#include <QDateTime>
#include <QMenu>
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

LockCover::Clock wallClock()
{
    return [] { return QDateTime::currentMSecsSinceEpoch(); };
}

} // namespace

LockCover::LockCover(QWidget *window, Clock clock)
    : QWidget(window)
    , m_window(window)
    , m_clock(clock ? std::move(clock) : wallClock())
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
    auto *others = new QHBoxLayout;
    others->addStretch(1);
    m_someoneElse = new QPushButton(this);
    m_someoneElse->setObjectName(QStringLiteral("someoneElseFirstButton"));
    m_someoneElse->setMenu(new QMenu(m_someoneElse));
    m_someoneElse->hide();
    m_forgot = new QPushButton(this);
    m_forgot->setObjectName(QStringLiteral("forgotPinButton"));
    m_forgot->setFlat(true);
    m_forgot->hide();
    others->addWidget(m_someoneElse);
    others->addWidget(m_forgot);
    others->addStretch(1);
    layout->addLayout(others);
    connect(m_forgot, &QPushButton::clicked, this, [this] { Q_EMIT resetRequested(m_seat); });
    layout->addStretch(3);

    connect(m_unlock, &QPushButton::clicked, this, &LockCover::tryUnlock);
    connect(m_pin, &QLineEdit::returnPressed, this, &LockCover::tryUnlock);
    // A PIN whose length is known is checked as soon as it is complete: no Enter needed.
    connect(m_pin, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (m_pinLength > 0 && store::pinLength(text) == m_pinLength && remainingDelayMs() == 0)
            tryUnlock();
    });
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
        // The waiting time is the seat's: it comes back with the seat (a new PIN: a clean slate).
        if (m_pinHash != pinHash && m_seat == seat)
            m_backoff.remove(seat);
        const Backoff b = m_backoff.value(seat);
        m_failures = b.failures;
        m_blockedUntil = b.blockedUntil;
        clearAlternatives();
        m_someoneElse->hide();
    }
    m_seat = seat;
    m_colour = colour.isValid() ? colour : palette().color(QPalette::WindowText);
    m_pinHash = pinHash;
    m_pinLength = store::storedPinLength(pinHash);
    m_pin->clear();
    m_status->clear();
    m_forgot->setVisible(seat >= 0 && !pinHash.isEmpty());
    if (!m_locked) {
        m_locked = true;
        setBehindEnabled(false);
        Q_EMIT lockChanged(true);
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

void LockCover::lockForTable(const QString &title, const QString &hint)
{
    m_name.clear();
    m_tableTitle = title;
    m_tableHint = hint;
    lock(kTableSeat, QString(), QColor(), QString());
}

void LockCover::clearAlternatives()
{
    // Not QMenu::clear(): the entry being triggered may be what passes the laptop on.
    QMenu *menu = m_someoneElse->menu();
    for (QAction *a : menu->actions()) {
        menu->removeAction(a);
        a->deleteLater();
    }
}

void LockCover::setAlternatives(const QList<QPair<int, QString>> &seats)
{
    QMenu *menu = m_someoneElse->menu();
    clearAlternatives();
    for (const auto &[seat, name] : seats) {
        QAction *a = menu->addAction(name, this, [this, seat = seat] { Q_EMIT passInstead(seat); });
        a->setObjectName(QStringLiteral("someoneElse%1").arg(seat));
    }
    m_someoneElse->setVisible(m_locked && !seats.isEmpty());
}

void LockCover::setBackoff(int seat, int failures, qint64 blockedUntil)
{
    m_backoff[seat] = Backoff{failures, blockedUntil};
    if (m_locked && m_seat == seat) {
        m_failures = failures;
        m_blockedUntil = blockedUntil;
        updateCountdown();
    }
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
    Q_EMIT lockChanged(false);
}

void LockCover::unlock()
{
    m_locked = false;
    if (m_failures > 0 || m_blockedUntil > 0) {
        m_failures = 0;
        m_blockedUntil = 0;
        m_backoff.remove(m_seat);
        Q_EMIT attemptFailed(m_seat, 0, 0); // the right PIN: the seat starts afresh
    }
    m_ticker->stop();
    m_pin->clear();
    m_status->clear();
    hide();
    setBehindEnabled(true);
    Q_EMIT lockChanged(false);
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
    m_backoff[m_seat] = Backoff{m_failures, m_blockedUntil};
    Q_EMIT attemptFailed(m_seat, m_failures, m_blockedUntil);
    updateCountdown();
}

void LockCover::updateCountdown()
{
    const qint64 remaining = remainingDelayMs();
    const bool waiting = m_locked && remaining > 0;
    // The field stays open: what is typed while waiting is kept for the next try.
    m_unlock->setEnabled(!waiting);
    if (waiting) {
        const int seconds = static_cast<int>((remaining + 999) / 1000);
        m_status->setText(tr("Wrong PIN. Try again in %1 s (what you type now is kept).").arg(seconds));
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
        // Floating docks and dialogs too: they are windows of their own, above the cover.
        for (QWidget *child : m_window->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (child == this || !child->isEnabled())
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
    m_someoneElse->setText(tr("Someone else first"));
    m_someoneElse->setToolTip(tr("The Development phase is simultaneous: another player may enter first"));
    m_forgot->setText(tr("Forgot the PIN?"));
    if (m_seat == kTableSeat) {
        m_title->setText(m_tableTitle);
        m_title->setStyleSheet(QString());
        m_hint->setText(m_tableHint);
        m_pin->setVisible(false);
        m_unlock->setText(tr("Show the table"));
        return;
    }
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
