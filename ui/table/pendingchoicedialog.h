// SPDX-License-Identifier: GPL-3.0-or-later
// Asks one player to answer a pending choice (counterattack or pursuit): a short question
// and one button per legal answer from the engine. Submits the chosen answer.
#pragma once

#include "xobos/rules/action.h"

#include <QDialog>

#include <vector>

namespace xobos::ui {

class GameController;

class PendingChoiceDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PendingChoiceDialog)

public:
    PendingChoiceDialog(GameController *controller, int player, const QString &question,
                        std::vector<rules::Action> answers, QWidget *parent = nullptr);
    ~PendingChoiceDialog() override;

    int player() const { return m_player; }
    // Plays answer `index` (as its button does).
    void choose(int index);

private:
    GameController *m_controller = nullptr;
    int m_player = -1;
    std::vector<rules::Action> m_answers;
};

} // namespace xobos::ui
