// SPDX-License-Identifier: GPL-3.0-or-later
// One card of the player's list, typed in the app (issue #27): name, type, vitality,
// off-color, ranged, land and versus bonuses ("Woods +2; Mountains +4"), immunities and
// free text. The fields are read by the card import of core/espiral (one CSV row), so a
// card typed here is checked exactly as one in a file; OK stays refused with the reason.
#pragma once

#include "espiral/rules.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace xobos::ui::espiral {

class CardEditDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CardEditDialog)

public:
    explicit CardEditDialog(QWidget *parent = nullptr);

    void setCard(const xobos::espiral::Card &card);
    // The card the fields make, or nothing with the reason in *problem.
    std::optional<xobos::espiral::Card> card(QString *problem = nullptr) const;

    QLineEdit *nameField() const { return m_name; }
    QComboBox *typeField() const { return m_type; }
    QSpinBox *vitalityField() const { return m_vitality; }
    QLineEdit *landsField() const { return m_lands; }
    QLabel *problemLabel() const { return m_problem; }

    void accept() override;

private:
    QLineEdit *m_name = nullptr;
    QComboBox *m_type = nullptr;
    QSpinBox *m_vitality = nullptr;
    QSpinBox *m_offColor = nullptr;
    QSpinBox *m_ranged = nullptr;
    QLineEdit *m_lands = nullptr;
    QLineEdit *m_versus = nullptr;
    QLineEdit *m_immune = nullptr;
    QLineEdit *m_text = nullptr;
    QLabel *m_problem = nullptr;
};

} // namespace xobos::ui::espiral
