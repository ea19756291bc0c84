// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/secrets/pinreset.h"

#include "ui/secrets/handover.h"
#include "ui/secrets/lockcover.h"
#include "ui/shell/gamecontroller.h"
#include "ui/texts/gametext.h"
#include "store/pinbackoff.h"
#include "store/pinhash.h"

#include <QDateTime>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>

namespace xobos::ui {

PinReset::PinReset(GameController *controller, HandOver *handOver, QWidget *window)
    : QObject(window)
    , m_controller(controller)
    , m_handOver(handOver)
    , m_window(window)
{
}

PinReset::~PinReset() = default;

void PinReset::request(int seat)
{
    if (m_handOver->accessContext().refereePin)
        byReferee(seat);
    else
        byTable(seat);
}

void PinReset::byReferee(int seat)
{
    const QString name = playerText(m_controller->playerNames(), seat);
    if (m_controller->viewer().kind != rules::Viewer::Kind::Referee) {
        // Asked from a seat's cover: the referee resets it from the referee's view.
        auto *box = new QMessageBox(QMessageBox::Information, tr("Forgot the PIN"),
                                    tr("Only the referee can reset %1's PIN in this game: pass the laptop to the "
                                       "referee, who chooses Sheets > Reset a Player's PIN in the referee's view.")
                                        .arg(name),
                                    QMessageBox::Cancel, m_handOver->cover());
        box->setObjectName(QStringLiteral("forgotPinBox"));
        QPushButton *referee = box->addButton(tr("Pass the Laptop to the Referee"), QMessageBox::AcceptRole);
        connect(referee, &QPushButton::clicked, m_handOver, &HandOver::passToReferee);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return;
    }
    if (!m_handOver->allows(secrets::Command::ResetPin))
        return;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Reset a PIN"),
                                tr("Take away %1's PIN? %1 then opens their sheets with Unlock. The table's log "
                                   "says that the referee reset it.")
                                    .arg(name),
                                QMessageBox::Yes | QMessageBox::No, m_window);
    box->setObjectName(QStringLiteral("resetPinQuestion"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box->button(QMessageBox::Yes), &QPushButton::clicked, this, [this, seat, name] {
        QString error;
        if (!m_controller->resetPin(seat, GameController::ResetBy::Referee, &error)) {
            QMessageBox::warning(m_window, tr("Reset a PIN"), tr("The PIN could not be reset: %1").arg(error));
            return;
        }
        m_handOver->reloadPins();
        Q_EMIT status(tr("%1's PIN was reset by the referee.").arg(name));
    });
    box->open();
}

void PinReset::byTable(int seat)
{
    QStringList hashes;
    for (int other = 0; other < m_controller->playerCount(); ++other)
        hashes << m_controller->pinHash(other);
    QString why;
    if (!tableAgrees(m_handOver->cover(), m_controller->store(), m_controller->gameId(), m_controller->playerNames(),
                     hashes, seat, &why)) {
        Q_EMIT status(why);
        return;
    }
    QString error;
    if (!m_controller->resetPin(seat, GameController::ResetBy::Table, &error)) {
        QMessageBox::warning(m_handOver->cover(), tr("Reset a PIN"), tr("The PIN could not be reset: %1").arg(error));
        return;
    }
    m_handOver->reloadPins();
    m_handOver->passTo(seat);
    Q_EMIT status(tr("%1's PIN was reset with the agreement of every other player.")
                      .arg(playerText(m_controller->playerNames(), seat)));
}

bool PinReset::tableAgrees(QWidget *parent, store::GameStore &store, qint64 gameId, const QStringList &names,
                           const QStringList &pinHashes, int seat, QString *why)
{
    // No referee PIN (docs/security.md, "Resetting a PIN"): every other player agrees, each
    // with their own PIN if they have one; a wrong PIN counts against that seat's waiting
    // time as on the cover.
    const QString name = playerText(names, seat);
    for (int other = 0; other < pinHashes.size(); ++other) {
        if (other == seat)
            continue;
        const QString otherName = playerText(names, other);
        const QString hash = pinHashes.at(other);
        if (hash.isEmpty()) {
            if (QMessageBox::question(parent, tr("Reset %1's PIN").arg(name),
                                      tr("%1, do you agree that %2's PIN is taken away?").arg(otherName, name))
                != QMessageBox::Yes) {
                *why = tr("%1's PIN was not reset: %2 did not agree.").arg(name, otherName);
                return false;
            }
            continue;
        }
        store::PinBackoff backoff = store::loadPinBackoff(store, gameId, other);
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        if (backoff.blockedUntilMs > now) {
            *why = tr("%1's PIN was not reset: %2 must wait %3 s after a wrong PIN.")
                       .arg(name, otherName)
                       .arg((backoff.blockedUntilMs - now + 999) / 1000);
            return false;
        }
        bool ok = false;
        const QString pin = QInputDialog::getText(parent, tr("Reset %1's PIN").arg(name),
                                                  tr("%1, type your PIN to agree that %2's PIN is taken away:")
                                                      .arg(otherName, name),
                                                  QLineEdit::Password, QString(), &ok);
        if (!ok) {
            *why = tr("%1's PIN was not reset: %2 did not agree.").arg(name, otherName);
            return false;
        }
        if (!store::verifyPin(pin, hash)) {
            ++backoff.failures;
            backoff.blockedUntilMs = now + secrets::LockCover::delayAfterFailures(backoff.failures);
            store::savePinBackoff(store, gameId, other, backoff);
            *why = tr("%1's PIN was not reset: wrong PIN for %2.").arg(name, otherName);
            return false;
        }
    }
    return true;
}

} // namespace xobos::ui
