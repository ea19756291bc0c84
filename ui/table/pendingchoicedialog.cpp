// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/table/pendingchoicedialog.h"

#include "ui/shell/gamecontroller.h"
#include "ui/texts/gametext.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace xobos::ui {

PendingChoiceDialog::PendingChoiceDialog(GameController *controller, int player, const QString &question,
                                         std::vector<rules::Action> answers, QWidget *parent)
    : QDialog(parent)
    , m_controller(controller)
    , m_player(player)
    , m_answers(std::move(answers))
{
    setObjectName(QStringLiteral("pendingChoiceDialog"));
    setWindowTitle(tr("%1 must decide").arg(playerText(controller->playerNames(), player)));
    auto *layout = new QVBoxLayout(this);
    auto *label = new QLabel(question, this);
    label->setObjectName(QStringLiteral("choiceQuestion"));
    label->setWordWrap(true);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    label->setFont(font);
    layout->addWidget(label);
    const QString owner = ownerText(controller->playerNames(), controller->playerColours(), player);
    for (int i = 0; i < static_cast<int>(m_answers.size()); ++i) {
        auto *button = new QPushButton(actionText(m_answers[static_cast<std::size_t>(i)], *controller->board(), owner), this);
        button->setObjectName(QStringLiteral("choice%1").arg(i));
        if (i == 0)
            button->setDefault(true);
        connect(button, &QPushButton::clicked, this, [this, i] { choose(i); });
        layout->addWidget(button);
    }
    // Answered elsewhere (the move list, undo): the question is stale, close it.
    controller->connectPositionChanges(this, &QDialog::reject);
    connect(controller, &GameController::gameChanged, this, &QDialog::reject);
}

PendingChoiceDialog::~PendingChoiceDialog() = default;

void PendingChoiceDialog::choose(int index)
{
    if (index < 0 || index >= static_cast<int>(m_answers.size()))
        return;
    const rules::Action answer = m_answers[static_cast<std::size_t>(index)];
    disconnect(m_controller, nullptr, this, nullptr);
    accept();
    m_controller->submit(m_player, answer);
}

} // namespace xobos::ui
