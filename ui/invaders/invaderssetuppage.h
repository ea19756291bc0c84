// SPDX-License-Identifier: GPL-3.0-or-later
// The new-game wizard's page for Invaders (issue #28): the two players (Mankind, the
// Invader), the three zones' power as printed on the battle board, both draw decks' counts
// after the starting hands, Mankind's Heroes of the Resistance (its zone and power) and who
// takes the first turn. The printed powers, the decks and the Hero's power have no default:
// the page is complete only when each is entered (docs/rules.md I-SETUP, I-FIRST).
#pragma once

#include <QJsonObject>
#include <QWizardPage>

#include <array>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace xobos::ui::invaders {

class InvadersSetupPage : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InvadersSetupPage)

public:
    explicit InvadersSetupPage(QWidget *parent = nullptr);

    bool isComplete() const override;
    // Mankind's player first.
    QStringList names() const;
    // The module's setup JSON (docs/invaders-format.md).
    QJsonObject setup() const;

    // For tests and scripted use.
    QLineEdit *nameField(int side) const { return m_names.at(static_cast<std::size_t>(side)); }
    QSpinBox *printedField(int zone) const { return m_printed.at(static_cast<std::size_t>(zone)); }
    QSpinBox *deckField(int side) const { return m_decks.at(static_cast<std::size_t>(side)); }
    QComboBox *heroZoneField() const { return m_heroZone; }
    QSpinBox *heroPowerField() const { return m_heroPower; }
    QComboBox *firstField() const { return m_first; }

private:
    std::array<QLineEdit *, 2> m_names{};
    std::array<QSpinBox *, 3> m_printed{};
    std::array<QSpinBox *, 2> m_decks{};
    QComboBox *m_heroZone = nullptr;
    QSpinBox *m_heroPower = nullptr;
    QComboBox *m_first = nullptr;
};

} // namespace xobos::ui::invaders
