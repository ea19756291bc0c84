// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/pendingchoiceflow.h"

#include "ui/secrets/handover.h"
#include "ui/shell/gamecontroller.h"
#include "ui/table/pendingchoicedialog.h"
#include "ui/texts/gametext.h"

#include <QTimer>
#include <QWidget>

namespace xobos::ui {

PendingChoiceFlow::PendingChoiceFlow(GameController *controller, HandOver *handOver, QWidget *window)
    : QObject(window)
    , m_controller(controller)
    , m_handOver(handOver)
    , m_window(window)
{
}

PendingChoiceFlow::~PendingChoiceFlow() = default;

void PendingChoiceFlow::askSoon()
{
    QTimer::singleShot(0, this, &PendingChoiceFlow::ask);
}

void PendingChoiceFlow::ask()
{
    if (m_open || !m_controller->hasGame() || m_controller->isReplaying() || m_handOver->isCovered())
        return;
    const rules::GameView &view = m_controller->view();
    if (view.pending.empty())
        return;
    const rules::Pending pending = view.pending.front();
    std::vector<rules::Action> answers;
    for (rules::Action &a : m_controller->legalActions(pending.player)) {
        if (std::holds_alternative<rules::Counterattack>(a) || std::holds_alternative<rules::Pursue>(a))
            answers.push_back(std::move(a));
    }
    if (answers.empty())
        return;
    const QStringList names = m_controller->playerNames();
    const rules::Board &board = *m_controller->board();
    QString question;
    if (pending.token >= 0 && pending.token < static_cast<int>(view.attacks.size())) {
        const rules::AttackToken &t = view.attacks[static_cast<std::size_t>(pending.token)];
        question = pending.kind == rules::PendingKind::CounterattackChoice
            ? tr("%1 attacks %2 from %3. %4, do you counterattack from %2?")
                  .arg(playerText(names, t.owner), spaceText(board, t.to), spaceText(board, t.from),
                       playerText(names, pending.player))
            : tr("%1, the space %2 is free: do you pursue from %3?")
                  .arg(playerText(names, pending.player), spaceText(board, t.to), spaceText(board, t.from));
    }
    auto *dialog = new PendingChoiceDialog(m_controller, pending.player, question, std::move(answers), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_open = true;
    connect(dialog, &QDialog::finished, this, [this] {
        m_open = false;
        askSoon();
    });
    dialog->open();
}

} // namespace xobos::ui
