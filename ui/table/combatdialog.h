// SPDX-License-Identifier: GPL-3.0-or-later
// Steps through the end-of-Movement resolution, one battle or attack at a time, in rule
// order, showing only public events (declared total Power, damage suffered, units lost,
// Buildings destroyed) and a "show how" line citing the rule ids.
#pragma once

#include "xobos/rules/board.h"
#include "xobos/rules/event.h"

#include <QDialog>
#include <QStringList>

class QLabel;
class QPushButton;

namespace xobos::ui {

class CombatDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CombatDialog)

public:
    struct Step {
        QString title;
        QStringList lines;
        QString how;
    };

    // `events` must be public events only (GameController::lastEvents()).
    CombatDialog(const rules::Events &events, const rules::Board &board, const QStringList &names,
                 const QList<QColor> &colours, QWidget *parent = nullptr);
    ~CombatDialog() override;

    // True when the events hold a resolution worth showing.
    static bool hasCombat(const rules::Events &events);
    static QList<Step> steps(const rules::Events &events, const rules::Board &board, const QStringList &names,
                             const QList<QColor> &colours);

    int stepCount() const { return static_cast<int>(m_steps.size()); }
    int currentStep() const { return m_current; }
    void showStep(int index);

private:
    QList<Step> m_steps;
    int m_current = 0;
    QLabel *m_title = nullptr;
    QLabel *m_body = nullptr;
    QLabel *m_how = nullptr;
    QPushButton *m_previous = nullptr;
    QPushButton *m_next = nullptr;
};

} // namespace xobos::ui
